"""An alarm asked for: "set an alarm for 7:30am", "wake me up at 6:45 tomorrow", "alarm at 19:00
labelled Gym". Read into ``Goal("alarm", time="HH:MM", title=label)``; its plan opens the clock app's
alarms and adds one at that time (``Set an alarm for HH:MM``), the label typed into the new alarm."""

from __future__ import annotations

import re

from ..patterns import rx
from .goal import Goal

_ASKS = re.compile(r"\b(?:alarm|wake\s+me(?:\s+up)?)\b", re.I)
# Not a new alarm: one turned off, removed, snoozed, a question about the alarms there are, or the
# alarm's sound ("set the alarm volume to 5").
_NOT_NEW = re.compile(
    r"\b(?:delete|remove|cancel|turn\s+off|disable|switch\s+off|snooze|dismiss|stop|what|which|when|how|is\s+there|"
    r"volume|sound|ringtone|vibrat\w*)\b",
    re.I,
)
_TIME = re.compile(
    # the time right after the word, or after its comma, colon or dash: "alarm, 9:30 in the evening"
    r"\b(?:(?:for|at|to|@)\s+|(?<=alarm\s)|(?<=alarm,\s)|(?<=alarm:\s)|(?<=alarm\s-\s)|(?<=alarm\s—\s))(?P<hour>\d{1,2})(?:[:.h](?P<minute>\d{2}))?\s*(?P<half>[ap]\.?\s?m\.?)?(?![\w:])"
    r"|\b(?:for|at)\s+(?P<word>noon|midnight)\b",
    re.I,
)
# A bare number followed by a word that is no part of a time ("3 reminders") counts things.
_COUNTED = re.compile(
    r"\s*(?!(?:in\s+the|at\s+night|tonight|o'?clock|tomorrow|today|on|every|daily|label|named|called|with|please|"
    r"pls|sharp|and|for|in|using)\b)[a-z]",
    re.I,
)
_LABEL = re.compile(
    r"(?:\b(?:label(?:l?ed)?|named|called|titled|with\s+(?:the\s+)?label|call\s+it|name\s+it)\s*:?\s+)"
    r"[\"'“]?(?P<label>[^\"'”,]+?)[\"'”]?\s*(?:,|$|\s+(?:in|on|using)\s+(?:the\s+)?\w+(?:\s+app)?$)",
    re.I,
)
# "alarm tomorrow 6am": a time said with its half of the day is the alarm's wherever it is said.
_HALF_SAID = re.compile(r"\b(?P<hour>\d{1,2})(?:[:.](?P<minute>\d{2}))?\s*(?P<half>[ap]\.?m\.?)(?!\w)", re.I)
# "add an event Alarm check at 9": an entry of the calendar named so, never an alarm.
_AN_EVENT = re.compile(r"\b(?:event|meeting|appointment|calendar)\b", re.I)
_REPEATS = re.compile(
    r"\b(?:every\s+(?:day|morning|night|evening|week(?:day|end)?|(?:mon|tues|wednes|thurs|fri|satur|sun)day)|daily|"
    r"weekdays|weekends|on\s+(?:mon|tues|wednes|thurs|fri|satur|sun)days|(?:mon|tues|wednes|thurs|fri|satur|sun)days|"
    r"each\s+(?:day|morning)|(?:mon|tue|wed|thu|fri|sat|sun)\w*\s*(?:-|to|–|through|thru)\s*(?:mon|tue|wed|thu|fri|sat|sun)\w*)"
    r"(?!\w)",
    re.I,
)
_APP = re.compile(r"\b(?:in|on|using)\s+(?:the\s+)?(?P<app>[A-Z]\w*(?:\s+[A-Z]\w*)?)\s+app\b")


def read_alarm(text: str) -> Goal | None:
    """A new alarm at a clock time, with its label when one is given; None for anything else."""
    if not _ASKS.search(text) or _NOT_NEW.search(text) or _AN_EVENT.search(text):
        return None
    if _REPEATS.search(text):
        # "7am every weekday": an alarm set once would ring once; the days it repeats are not set by the rules.
        return Goal("explore", subject=f"set the days an alarm repeats ({text})", extra=("cannot",))
    when = _TIME.search(text) or _HALF_SAID.search(text)
    if when is None:
        return None
    if when.groupdict().get("word"):
        hour, minute = (12 if when.group("word").lower() == "noon" else 0), 0
    else:
        if not when.group("minute") and not when.group("half") and _COUNTED.match(text[when.end() :]):
            return None  # "an alarm, 3 reminders": a count of things, no hour
        hour, minute = int(when.group("hour")), int(when.group("minute") or 0)
        half = (when.group("half") or "").lower()[:1]
        if half and not 1 <= hour <= 12:
            return None
        if not half and rx(r"\b(?:in\s+the\s+(?:evening|afternoon)|at\s+night|tonight)\b", re.I).search(text):
            half = "p"  # "9:30 in the evening"
        if half == "p" and hour != 12:
            hour += 12
        elif half == "a" and hour == 12:
            hour = 0
    if hour > 23 or minute > 59:
        return None
    label = _LABEL.search(text)
    app = _APP.search(text)
    return Goal(
        "alarm",
        time=f"{hour:02d}:{minute:02d}",
        title=label.group("label").strip() if label else "",
        app=app.group("app") if app else "",
    )


def alarm_plan(goal: Goal) -> list[str]:
    label = f" labelled '{goal.title.replace(chr(39), '’')}'" if goal.title else ""
    return [f"Open {goal.app or 'Clock'}", f"Set an alarm for {goal.time}{label}"]
