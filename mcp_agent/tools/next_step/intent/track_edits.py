"""A recorded activity (a tracker's track) renamed or its activity type corrected, named as people name it: by
its kind and its day ("rename my cycling track from March 10 to Hill repeats", "call the bike ride of March 10
Hill repeats", "the run on March 3 should be cycling, change its type"). The row that shows both is opened
(``Open the track showing '<kind> on <day>'``), its editor gets the new value, it is saved and checked listed.

Only in a tracker (the task names it): elsewhere "my run on Friday" is no entry of an app.
"""

from __future__ import annotations

import re
from datetime import date

from ..answering.spans import days_named
from ..answering.track_questions import activity_kind
from ..patterns import rx
from .goal import Goal

_TRACKER = re.compile(r"\bopen\s*tracks\b|\btrack(?:er|ing)?\b", re.I)
_NOUN = r"(?:track|activity|recording|workout|run|ride|bike\s+ride|walk|swim|hike|jog)"
_DAY = r"(?P<day>(?:\w+day,?\s+)?(?:[A-Z][a-z]+\s+\d{1,2}(?:st|nd|rd|th)?|\d{1,2}(?:st|nd|rd|th)?\s+[A-Z][a-z]+|yesterday|today|\d{4}-\d\d-\d\d)(?:,?\s+\d{4})?)"
_NAME = r"[\"“']?(?P<new>[^\"”']+?)[\"”']?"
_RENAME = (
    re.compile(
        rf"^(?:rename|retitle)\s+(?:my\s+|the\s+)?(?P<what>[\w ]*?{_NOUN})\s+(?:from|of|on)\s+{_DAY}\s+(?:to|as)\s+{_NAME}$",
        re.I,
    ),
    re.compile(
        rf"^(?:call|name)\s+(?:my\s+|the\s+)?(?P<what>[\w ]*?{_NOUN})\s+(?:from|of|on)\s+{_DAY}\s+{_NAME}$", re.I
    ),
    re.compile(rf"^give\s+(?:my\s+|the\s+)?{_DAY}\s+(?P<what>[\w ]*?{_NOUN})\s+the\s+name\s+{_NAME}$", re.I),
    # "the bike ride from march 10 should be called Hill repeats": the new name said last, the verb before it.
    re.compile(
        rf"^(?:my\s+|the\s+)?(?P<what>[\w ]*?{_NOUN})\s+(?:from|of|on)\s+{_DAY}\s+should\s+be\s+"
        rf"(?:called|named|renamed(?:\s+to)?)\s+{_NAME}$",
        re.I,
    ),
    re.compile(
        rf"^(?:my\s+|the\s+)?{_DAY}\s+(?P<what>[\w ]*?{_NOUN})\s+should\s+be\s+(?:called|named|renamed(?:\s+to)?)\s+{_NAME}$",
        re.I,
    ),
    # "rename my march 10 bike ride to Hill repeats", "call my march 10 ride Hill repeats": the day before the kind.
    re.compile(
        rf"^(?:rename|retitle)\s+(?:my\s+|the\s+)?{_DAY}\s+(?P<what>[\w ]*?{_NOUN})\s+(?:to|as)\s+{_NAME}$", re.I
    ),
    re.compile(rf"^(?:call|name)\s+(?:my\s+|the\s+)?{_DAY}\s+(?P<what>[\w ]*?{_NOUN})\s+{_NAME}$", re.I),
    re.compile(
        rf"^give\s+(?:my\s+|the\s+)?(?P<what>[\w ]*?{_NOUN})\s+(?:from|of|on)\s+{_DAY}\s+the\s+name\s+{_NAME}$", re.I
    ),
)
_KIND = r"(?P<kind>[A-Za-z][\w -]*?)"
_RETYPE = (
    re.compile(
        rf"^(?:change|set|update|correct|fix)\s+the\s+(?:activity\s+)?type\s+of\s+(?:my\s+|the\s+)?(?P<what>[\w ]*?{_NOUN})"
        rf"\s+(?:from|of|on)\s+{_DAY}\s+to\s+{_KIND}$",
        re.I,
    ),
    # "the run on March 3 should be cycling, change its type", "my run from March 3 was really cycling; fix …"
    re.compile(
        rf"^(?:my\s+|the\s+)?(?P<what>[\w ]*?{_NOUN})\s+(?:from|of|on)\s+{_DAY}\s+(?:should\s+be|was\s+(?:actually|really)|"
        rf"is\s+(?:actually|really))\s+(?:an?\s+)?{_KIND}\s*[,;.]?\s*(?:please\s+)?(?:change|fix|correct|update|set)\s+"
        r"(?:its|the)\s+(?:activity\s+)?type$",
        re.I,
    ),
    # "my march 3 run was actually cycling": the day before the noun, the request left unsaid
    re.compile(
        rf"^(?:my\s+|the\s+)?{_DAY}\s+(?P<what>[\w ]*?{_NOUN})\s+(?:should\s+(?:have\s+)?been|was\s+(?:actually|really)|"
        rf"is\s+(?:actually|really))\s+(?:an?\s+)?{_KIND}(?:\s*[,;.]?\s*(?:please\s+)?(?:change|fix|correct|update|set)\s+"
        r"(?:its|the)\s+(?:activity\s+)?type)?$",
        re.I,
    ),
)


# A track named by its name ("rename the track 'Lunch break' to …", "Canal tour was actually running, …").
_THE = r"(?:(?:my|the)\s+)?(?:(?:track|activity|recording)\s+)?"
_OLD = rf"{_THE}[\"“']?(?P<old>[^\"”']+?)[\"”']?(?:\s+(?:track|activity|recording))?"
_NAMED = (
    (
        "name",
        re.compile(rf"^(?:rename|retitle)\s+{_OLD}\s+(?:to|as)\s+{_NAME}$", re.I),
        re.compile(rf"^(?:change|set|update)\s+the\s+(?:name|title)\s+of\s+{_OLD}\s+to\s+{_NAME}$", re.I),
        re.compile(rf"^{_OLD}\s+should\s+be\s+(?:called|named|renamed(?:\s+to)?)\s+{_NAME}$", re.I),
    ),
    (
        "activity type",
        re.compile(
            rf"^(?:change|set|update|correct|fix)\s+the\s+(?:activity\s+)?type\s+of\s+{_OLD}\s+to\s+{_NAME}$", re.I
        ),
        re.compile(
            rf"^{_OLD}\s+(?:should\s+be|was\s+(?:actually|really)|is\s+(?:actually|really))\s+(?:an?\s+)?{_NAME}"
            r"\s*[,;.]?\s*(?:please\s+)?(?:change|fix|correct|update|set)\s+(?:its|the)\s+(?:activity\s+)?type$",
            re.I,
        ),
        # "set my newest track to running": only a kind of activity said as the value
        re.compile(
            rf"^(?:(?:set|change|make|switch)\s+{_OLD}\s+(?:to|as|into)|make\s+{_OLD.replace('old', 'old2')})\s+(?:an?\s+)?"
            rf"(?=(?:running|cycling|walking|swimming|hiking|biking|run|walk|ride|bike\s+ride|swim|hike|jog)\b){_NAME}$",
            re.I,
        ),
        # "Canal tour was a run actually, change the type", "canal tour was a run not a swim, fix the type": the kind
        # it really was, with the kind it shows said after "not" (or nothing said of it).
        re.compile(
            rf"^{_OLD}\s+was\s+(?:an?\s+)?{_NAME}(?:\s+(?:actually|really)|\s*,?\s+not\s+(?:an?\s+)?\w+(?:\s+ride)?)?"
            r"\s*[,;.]?\s*(?:please\s+)?"
            r"(?:change|fix|correct|update|set)\s+(?:its|the)\s+(?:activity\s+)?type$",
            re.I,
        ),
    ),
    (
        "description",
        re.compile(
            rf"^(?:change|set|update|edit)\s+the\s+description\s+of\s+{_OLD}\s+to(?:\s+(?:say|read))?\s+{_NAME}$",
            re.I,
        ),
        re.compile(
            rf"^(?:change|set|update|edit)\s+{_OLD}['’]s\s+description\s+to(?:\s+(?:say|read))?\s+{_NAME}$", re.I
        ),
    ),
)
_DELETE = re.compile(rf"^(?:delete|remove|erase|get\s+rid\s+of|trash)\s+{_OLD}$", re.I)
# Not a name: a day or a kind of activity ("my run from March 3", "all my swims": other readers' jobs).
_KINDS = r"(?:running|cycling|walking|swimming|hiking|biking|bike)"
_NOT_A_NAME = re.compile(
    rf"{_DAY}|^(?:all|every|each|both|these|those|(?:most\s+)?recent|latest|last|newest|first|oldest|longest|shortest)\b|^(?:{_KINDS}\s+)?{_NOUN}s?$|^{_KINDS}$|\b(?:it|them)$",
    re.I,
)


# The newest track, or the newest of a kind: "my most recent track", "the latest run", "my last activity".
_NEWEST = re.compile(
    rf"^(?:my\s+|the\s+)?(?:most\s+recent|latest|newest|last)(?:\s+(?:(?:track|activity|recording)\s+)?(?P<what>{_NOUN}))?$",
    re.I,
)
_NEWEST_SAID = r"(?:most\s+recent|latest|newest|last)"
# "call my latest activity Tempo test", "name the newest run Lake loop": the noun ends the old, the name follows.
_CALL_NEWEST = re.compile(
    rf"^(?:call|name)\s+(?P<old>(?:my\s+|the\s+)?{_NEWEST_SAID}\s+(?:[\w ]*?{_NOUN}))\s+{_NAME}$", re.I
)


def _newest(old: str) -> str:
    """The subgoal that opens the newest track the words say ("" when they say none): of a kind when one is said."""
    found = _NEWEST.match(old.strip())
    if found is None:
        return ""
    kind = activity_kind(found.group("what") or "")
    return "Open the newest track" + (f" that is '{kind.capitalize()}'" if kind else "")


def _edit_steps(opening: str, field: str, typed: str) -> tuple[str, ...]:
    check = (f"Check the track '{typed}' is listed",) if field == "name" else ()
    return (opening, f"Type '{typed}' into the {field} field", "Save the track", *check)


def _named_edit(said: str, app: str) -> Goal | None:
    """A track named by its name (or the newest one) renamed, retyped, described or deleted."""
    called = _CALL_NEWEST.match(said)
    if called is not None and (opening := _newest(called.group("old"))):
        typed = called.group("new").strip().replace("'", "’")
        return Goal("steps", app=app, extra=(f"Open {app}", *_edit_steps(opening, "name", typed)))
    if (gone := _DELETE.match(said)) is not None and not _NOT_A_NAME.search(gone.group("old")):
        return Goal("delete", obj="track", app=app, extra=(gone.group("old").strip(),))
    for field, *shapes in _NAMED:
        for shape in shapes:
            found = shape.match(said)
            if found is None:
                continue
            said_old = found.group("old") or found.groupdict().get("old2") or ""
            old, typed = (value.strip().replace("'", "’") for value in (said_old, found.group("new")))
            if field == "activity type" and (kind := activity_kind(typed)) and typed.casefold() != kind:
                typed = kind.capitalize()  # "was actually a run": the type the app lists, Running
            if opening := _newest(said_old):
                return Goal("steps", app=app, extra=(f"Open {app}", *_edit_steps(opening, field, typed)))
            if _NOT_A_NAME.search(said_old.strip()):
                continue
            check = (f"Check the track '{typed}' is listed",) if field == "name" else ()
            steps = (f"Open the track '{old}'", f"Type '{typed}' into the {field} field", "Save the track")
            return Goal("steps", app=app, extra=(f"Open {app}", *steps, *check))
    return None


def _said(found: re.Match[str], today: date | None) -> tuple[str, str] | None:
    """The row's kind (as its type, capitalised) and its day (ISO), or None when either is not read."""
    kind = activity_kind(found.group("what") or "")
    days = days_named(found.group("day"), today or date.today(), ahead=False)
    if not kind or len(days) != 1:
        return None
    return kind.capitalize(), days[0].isoformat()


def read_track_edit(text: str, app: str, today: date | None) -> Goal | None:
    """The clause as a track's rename or type change, or None."""
    if not _TRACKER.search(app or "") and not rx(r"\bopentracks\b", re.I).search(text):
        return None
    said = rx(r"\s*\(?\b(?:in|on|using)\s+(?:the\s+)?open\s*tracks(?:\s+app)?\)?|^open\s*tracks\s*:\s*", re.I).sub(
        "", text
    )
    said = said.strip().rstrip(".!")
    app = app or "OpenTracks"
    for shapes, field in ((_RENAME, "name"), (_RETYPE, "activity type")):
        for shape in shapes:
            found = shape.match(said)
            if found is None or (row := _said(found, today)) is None:
                continue
            value = (found.group("new") if field == "name" else found.group("kind")).strip()
            typed = value.replace("'", "’")
            # A renamed track is listed under its new name; a retyped one keeps its name, whatever the list shows.
            check = (f"Check the track '{typed}' is listed",) if field == "name" else ()
            steps = (f"Open the track showing '{row[0]} on {row[1]}'", f"Type '{typed}' into the {field} field")
            return Goal("steps", app=app, extra=(f"Open {app}", *steps, "Save the track", *check))
    return _named_edit(said, app)
