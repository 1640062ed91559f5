"""A setting of the phone or of an app: a switch turned on or off ("turn off Slack notifications", "mute
WhatsApp"), or a value set ("set brightness to 40 percent")."""

from __future__ import annotations

import re

from ..patterns import rx
from ..reading import has_word
from .goal import Goal
from .wording import app_of, clean

# Said after the state, the words of when or how add nothing: "turn my bluetooth off now", "… switch on bluetooth
# after" (the order of the steps, which the clauses already keep).
_AFTER_STATE = (
    r"(?:\s+(?:now|right\s+now|again|asap|please|pls|for\s+me|real\s+quick|quickly|after(?:wards|\s+that)?|next|too|"
    r"as\s+well))*[.!]?"
)
_TOGGLE_BEFORE = re.compile(
    rf"^(?:turn|switch|set|toggle|put)\s+(?P<state>on|off)\s+(?P<name>.+?){_AFTER_STATE}$", re.I
)
_TOGGLE_AFTER = re.compile(rf"^(?:turn|switch|set|toggle|put)\s+(?P<name>.+?)\s+(?P<state>on|off){_AFTER_STATE}$", re.I)
_SWITCHES = (
    r"(?:wi-?fi|bluetooth|airplane\s+mode|flight\s+mode|dark\s+(?:mode|theme)|do\s+not\s+disturb|mobile\s+data|hotspot|"
    r"location|nfc|auto-?rotate)"
)
# "bluetooth off", "wifi back on": a switch said without a verb.
_BARE_STATE = re.compile(
    rf"^(?P<name>(?:the\s+|my\s+)?{_SWITCHES})\s*:?\s+(?:back\s+)?(?P<state>on|off){_AFTER_STATE}$", re.I
)
# "get wifi going", "have bluetooth back up": a switch set going is turned on (never a thing to buy).
_GOING = re.compile(
    rf"^(?:get|have|bring)\s+(?:the\s+|my\s+)?(?P<name>{_SWITCHES})\s+(?:going|working|running|started|connected|"
    r"back(?:\s+(?:on|up))?|up(?:\s+and\s+running)?)(?:\s+(?:again|please|pls))?$",
    re.I,
)
_ENABLE = re.compile(
    r"^(?P<verb>enable|disable|activate|deactivate|allow|block|mute|unmute|silence|stop|kill|cut)\s+(?P<name>.+)$|"
    rf"^(?P<verb2>disconnect|connect)\s+(?:from\s+|to\s+)?(?:the\s+|my\s+)?(?P<name2>{_SWITCHES})$",  # "disconnect wifi"
    re.I,
)
_PER_APP = re.compile(r"^(?P<setting>.+?)\s+(?:for|from|of)\s+(?:the\s+)?(?P<app>.+?)(?:\s+app)?$", re.I)
_SET = re.compile(
    r"^(?:set|change|make|put|adjust|switch|turn|increase|decrease|raise|lower|reduce|bump)\s+"
    r"(?:up\s+|down\s+)?(?P<name>.+?)\s+(?:to|at)\s+(?P<value>.+)$",
    re.I,
)


_CLOCK_TIME = re.compile(r"^(?:\d{1,2}(?::\d{2})?\s*(?:am|pm|a\.m\.|p\.m\.)|\d{1,2}:\d{2}|noon|midday)$", re.I)
_TIMED_SETTING = re.compile(r"\b(?:alarm|wake|bedtime|schedule|disturb|dnd|quiet|sleep|dark|night|timer)", re.I)


def _setting_name(name: str) -> str:
    name = rx(r"\s+(?:up|down|all the way|back)$", re.I).sub("", name.strip())
    return rx(r"\s+(?:settings?|option|toggle|switch|level)$", re.I).sub("", clean(app_of(name)[0])).strip()


_ENSURE = re.compile(
    r"^(?:make sure|ensure|check that|get)\s+(?P<name>.+?)\s+(?:is\s+|are\s+)?(?:turned\s+|switched\s+)?"
    r"(?P<state>on|off|enabled|disabled)$",
    re.I,
)


def read_toggle(text: str) -> Goal | None:
    match = _TOGGLE_BEFORE.match(text) or _TOGGLE_AFTER.match(text) or _ENSURE.match(text) or _BARE_STATE.match(text)
    if (going := _GOING.match(text)) is not None:
        return Goal("toggle", setting=_setting_name(going.group("name")), on=True)
    if match is not None:
        on, name = match.group("state").lower() in ("on", "enabled"), match.group("name")
    else:
        enable = _ENABLE.match(text)
        if enable is None:
            return None
        verb = (enable.group("verb") or enable.group("verb2")).lower()
        name = enable.group("name") or enable.group("name2")
        on = verb in ("enable", "activate", "allow", "unmute", "connect")
        if verb in ("mute", "silence", "unmute") and not has_word(name, "notification", "sound"):
            name = f"{name} sound"
    name = _setting_name(name)
    both = rx(rf"^(?:the\s+|my\s+)?(?P<a>{_SWITCHES})\s*(?:,|and|&|\+)\s*(?:the\s+|my\s+)?(?P<b>{_SWITCHES})$", re.I)
    if (pair := both.match(name)) is not None:
        # "turn off wifi and bluetooth": two switches, each set the same way, never one named "wifi and bluetooth".
        return Goal("toggle", setting=pair["a"], on=on, then=(Goal("toggle", setting=pair["b"], on=on),))
    per_app = _PER_APP.match(name)
    if per_app is not None:
        return Goal("toggle", setting=_setting_name(per_app.group("setting")), on=on, app=clean(per_app.group("app")))
    possessive = rx(
        r"^(?P<app>[A-Z][\w-]*(?:\s+[A-Z][\w-]*)?)\s+(?P<setting>notifications?|alerts|sounds?|"
        r"location|permissions?|background data|autoplay)$"
    ).match(name)
    if possessive is not None and possessive.group("app").lower() not in ("all", "the"):
        return Goal("toggle", setting=possessive.group("setting"), on=on, app=possessive.group("app"))
    return Goal("toggle", setting=name, on=on) if name else None


_RECORD_NAMED = re.compile(
    # "the description of Sunday long one": a field of a record named
    r"^(?:the\s+)?(?:description|title|name|note|location|category|amount|servings|directions|ingredients)\s+of\b|"
    r"\b(?:tracks?|activit(?:y|ies)|events?|meetings?|appointments?|notes?|recipes?|expenses?|contacts?|playlists?|songs?|"
    r"videos?|files?|folders?|tasks?|recordings?)\b",
    re.I,
)


def read_set(text: str) -> Goal | None:
    match = _SET.match(text)
    if match is None:
        return None
    name, value = _setting_name(match.group("name")), clean(match.group("value"))
    value = rx(r"\s*(?:percent|per cent|pct)\b", re.I).sub("%", value)
    if not name or not value or value.lower() in ("on", "off"):
        return None
    if _RECORD_NAMED.search(name):
        return None  # "set my newest track to running": a record's field, never a setting of that name
    if _CLOCK_TIME.match(value) and not _TIMED_SETTING.search(name):
        return None  # "change yoga class to 3pm": a thing of the day moved, no setting
    return Goal("set", setting=name, value=value)
