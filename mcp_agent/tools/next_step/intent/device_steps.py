"""Steps said about the device itself: a timer, the stopwatch, an audio recording, an app opened with
its pop-ups cleared, a slider (brightness) to an end, two switches at once."""

from __future__ import annotations

import re
from dataclasses import replace

from ..answering.track_questions import activity_kind
from ..patterns import rx
from .device_settings import read_toggle
from .fields import read_fields
from .goal import Goal
from .said_lengths import in_digits

_TIMER = re.compile(
    r"^(?:(?:create|set|make|add|start|put)\s+(?:up\s+)?(?:a\s+|an\s+|the\s+)?(?:new\s+)?(?:[\w ]{0,40}?\s+)?timer\b|"
    r"timer\s*:|timer\s+(?:for\b|of\b|(?=\d))|(?:\d+\s*[hms]\s*){1,3}timer\b|"
    # "1 hour 38 min 49 s on the timer": the duration first, then where it goes
    r"(?:\d+\s*(?:hours?|hrs?|h|minutes?|mins?|m|seconds?|secs?|s)\s*,?\s*(?:and\s+)?){1,3}(?:on|in)\s+(?:the\s+|a\s+)?timer\b)",
    re.I,
)

_STOPWATCH = re.compile(
    r"^(?:(?P<verb>run|start|resume|pause|stop)\s+(?:the\s+|a\s+|my\s+)?stop\s?watch\b|(?:get|set)\s+the\s+stop\s?watch\s+(?:going|running)|"
    r"(?P<verb2>start|begin|run|pause|stop)\s+timing\b.*\bstop\s?watch\b|"
    r"(?P<verb3>kick\s+off|get\s+going|fire\s+up|begin)\s+(?:the\s+|a\s+|my\s+)?stop\s?watch\b|"
    r"stop\s?watch\s*:?\s*(?P<verb4>start|run|go|resume|pause|stop)\b)",
    re.I,
)

_RECORD = re.compile(
    r"^record\s+(?:an?\s+|the\s+|some\s+)?(?:audio|voice|sound)?\s*(?:clip|recording|memo|note)?\b|"
    r"^(?:make|take|do|capture|start|create|save)\s+(?:an?\s+|some\s+|new\s+)?(?:quick\s+|short\s+|new\s+)?"
    r"(?:audio|voice|sound)\s+(?:recording|memo|note|clip)\b|^(?:make|take|do|start|create)\s+(?:an?\s+)?(?:new\s+)?recording\b|"
    r"^(?:an?\s+)?(?:audio|voice|sound)\s+(?:recording|memo|clip)\b",
    re.I,
)

# An activity recorded with a tracker: "record a new track", "start tracking my run", "log a walk".
_TRACK = re.compile(
    r"^(?:record|track|log|start\s+(?:recording|tracking))\s+(?:an?\s+|the\s+|my\s+)?(?:new\s+|quick\s+|short\s+)?"
    r"(?:(?:running|cycling|walking|swimming|hiking|biking)\s+)?"
    r"(?:track|activity|run|ride|bike\s+ride|walk|swim|workout|hike|route|jog)\b|^start\s+an?\s+(?:new\s+)?recording\b",
    re.I,
)
_KIND_SAID = re.compile(
    r"(?:\s*[,;]\s*|\s+)(?:and\s+)?(?:(?:set|make|change|give\s+it)\s+)?(?:(?:the|its|an?)\s+|with\s+(?:the\s+|an?\s+)?)?"
    r"(?:activity\s+)?type\s*(?:(?:to|as|of|is)\s+|[:=]\s*)?(?P<k>[A-Za-z][\w -]*?)\s*[.!]?$",
    re.I,
)
_TRACK_WORDS = re.compile(r"\btracks?\b|\btracking\b|\bactivity\b", re.I)
# The name a recording is saved under, said after it: "…, and call the track X", "… named X".
_CALLED = re.compile(
    r"\b(?:call|name|title)\s+(?:it|the\s+(?:track|recording|clip|memo|file))\s+(?:as\s+)?[\"“']?(?P<t>[^\"”']+?)[\"”']?\s*$|"
    r"\b(?:named|called|titled)\s+[\"“']?(?P<t2>[^\"”']+?)[\"”']?\s*$",
    re.I,
)

# "open Files and allow the permissions it asks for": the pop-ups are part of opening it.
_OPEN_ALLOWING = re.compile(
    r"^(?:open|launch|start)\s+(?:the\s+|my\s+)?(?P<app>.+?)(?:\s+app)?\s*,?\s+(?:and\s+)?(?:allow|grant|accept|clear|"
    r"dismiss|close|ok|get\s+rid\s+of|remove)\b.*\b(?:permissions?|pop-?ups?|prompts?|dialogs?|asks?)\b",
    re.I,
)

# "make the screen as bright as it goes"
_BRIGHT = re.compile(
    r"\bscreen\b.*\bas\s+(?P<end>bright|dim|dark)\s+as\b|\b(?P<most>brightest|dimmest)\b|"
    r"\b(?P<out>max|min)(?:imize|imise)?\s+out\s+(?:the\s+)?(?:screen\s+|display\s+)?brightness\b|"
    r"\bbrightness\b.*\ball\s+the\s+way\s+(?P<way>up|down)\b|\b(?:turn|put)\s+(?:the\s+)?(?:screen\s+)?"
    r"brightness\s+(?P<way2>up|down)\s+all\s+the\s+way\b|"
    # "turn the brightness down as far as it can go", "brightness as high as possible"
    r"\bbrightness\b(?:\s+(?P<way3>up|down))?\s+as\s+(?P<as>high|low|far)\s+as\s+(?:possible|it\s+(?:goes|can\s+go|will\s+go))\b|"
    r"\bbrightness\b.*\b(?:to|at|on)\s+(?:the\s+|its\s+)?(?P<level>full|highest|lowest|maximum|minimum|max|min)\b|"
    r"\b(?P<verb>dim|brighten)\s+(?:the\s+)?(?:screen|display)\s+as\s+much\s+as\s+(?:possible|it\s+goes|you\s+can)|"
    r"^(?P<bare>lowest|highest|max(?:imum)?|min(?:imum)?|full)\s+(?:screen\s+)?brightness$",
    re.I,
)

_EXTREME = re.compile(
    r"^(?:turn|set|put|move|slide)\s+(?:the\s+)?(?P<name>.+?)\s+to\s+(?:the\s+|its\s+)?(?P<end>max|min)", re.I
)

# "wifi off, bluetooth on", "turn wifi off and bluetooth on", "switch off wifi, switch on bluetooth".
_SWITCH = r"(?:(?:turn|switch)\s+(?:on|off)\s+[\w -]+?|(?:(?:turn|switch)\s+)?[\w -]+?\s+(?:on|off))"
_TWO_SWITCHES = re.compile(rf"^(?P<a>{_SWITCH})\s*(?:,\s*(?:and|then)|,|and|then)\s+(?P<b>{_SWITCH})$", re.I)


def _timer(clause: str) -> Goal:
    clause = in_digits(clause)
    parts = {unit: 0 for unit in ("hour", "minute", "second")}
    if (clock := rx(r"\b(\d{1,2}):(\d{2}):(\d{2})\b").search(clause)) is not None:
        return Goal("timer", app="Clock", value=f"{int(clock.group(1)):02d}:{clock.group(2)}:{clock.group(3)}")
    for amount, unit in rx(r"(\d+)\s*(hour|minute|second|hr|min|sec|h|m|s)s?(?![a-z])", re.I).findall(clause):
        key = {"hr": "hour", "h": "hour", "min": "minute", "m": "minute", "sec": "second", "s": "second"}.get(
            unit.lower(), unit.lower()
        )
        parts[key] = int(amount)
    # "98 minutes and 49 seconds": the same length as the clock shows it, 1:38:49.
    minutes, second = divmod(parts["hour"] * 3600 + parts["minute"] * 60 + parts["second"], 60)
    hour, minute = divmod(minutes, 60)
    return Goal("timer", app="Clock", value=f"{hour:02d}:{minute:02d}:{second:02d}")


_WHEN_DONE = re.compile(
    r"\s*,?\s+(?:when|once|after)\s+(?:you(?:'?re|\s+are)\s+|it(?:'?s|\s+is)\s+|i(?:'?m|\s+am)\s+|that'?s\s+)?"
    r"(?:done|finished|through|over|stopped)(?:\s+(?:recording|with\s+it))?\s*[.!]?$",
    re.I,
)


def read_device_step(text: str, app: str) -> Goal | None:
    if _TIMER.match(text):
        return _timer(text)
    if (allowing := _OPEN_ALLOWING.match(text)) is not None:
        return Goal("open", app=allowing.group("app").strip(), extra=("pop-ups",))
    if (watch := _STOPWATCH.match(text)) is not None:
        verb = (
            watch.group("verb") or watch.group("verb2") or watch.group("verb4") or "run"
        ).lower()  # "kick off" starts it
        return Goal("stopwatch", app=app or "Clock", on=verb in ("run", "start", "resume"))
    tracked = _TRACK.match(text) is not None and (rx(r"track", re.I).search(app) or _TRACK_WORDS.search(text))
    if tracked or (
        _RECORD.match(text)
        and (
            rx(r"\b(?:audio|clip|recording|voice|memo)\b", re.I).search(text) or rx(r"recorder|track", re.I).search(app)
        )
    ):
        # The activity type said after the name ("…, name it X, activity type running"): no part of the name.
        typed = _KIND_SAID.search(text) if rx(r"track", re.I).search(app) or tracked else None
        text = text[: typed.start()] if typed is not None else text
        text = _WHEN_DONE.sub("", text)  # "save as X when done": when the name is given, never part of it
        _, fields = read_fields(text)
        named = _CALLED.search(text)
        title = fields.get("title", "") or (next(g for g in named.groups() if g).strip() if named else "")
        app = app or ("OpenTracks" if tracked else "Audio Recorder")
        # A tracker's recording of a kind ("record a bike ride", "…, activity type running") is saved as that kind.
        unnamed = rx(r"[\"“'][^\"”']*[\"”']").sub(" ", _CALLED.sub(" ", text.replace(title, " ") if title else text))
        kind = activity_kind(typed.group("k") if typed else unnamed) if rx(r"track", re.I).search(app) else ""
        return Goal("record", app=app, title=title, fields=(("activity type", kind),) if kind else ())
    if (bright := _BRIGHT.search(text)) is not None:
        said = {k: (v or "").lower() for k, v in bright.groupdict().items()}
        word = next((found for found in said.values() if found and found != "far"), "")  # "as far as": up or down says
        most = word.startswith(("bright", "max", "up", "full", "high"))
        return Goal("set", setting="brightness", value="max" if most else "min", app=app)
    if (extreme := _EXTREME.match(text)) is not None:
        end = "max" if extreme.group("end").lower().startswith("max") else "min"
        return Goal("set", setting=extreme.group("name").strip(), value=end, app=app)
    if (pair := _TWO_SWITCHES.match(text)) is not None:
        first, second = (
            read_toggle(part if rx(r"(?:turn|switch)\s", re.I).match(part) else f"turn {part}")
            for part in (pair.group("a"), pair.group("b"))
        )
        if first is not None and second is not None:
            return replace(first, then=(second,))
    return None
