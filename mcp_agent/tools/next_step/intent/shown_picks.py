"""Entries picked by a value their row shows, in any change or delete the by-name readers read: "get rid of the
$98.73 expense", "delete the 490.97, 316.44 and 449.05 expenses", "the track from Saturday the 9th, delete it",
"put 'Paid' as the note on the $76.40 expense", "the 9am thing on March 23 - move it to 2pm".

The class: a request that names its entry by an amount, a day (and an event's time) instead of a title. Each
such phrase is swapped for a stand-in title, the clause is read as the same request about that title, and the
plan's steps that open or delete the stand-in pick the row that shows the value instead ("Open the expense
showing '$76.40'", "Delete the expense showing '$98.73'", steps_chosen.py), so that a pick by value takes the
same route as one by title. A plan that uses the stand-in any other way (typed as text, a new entry made with
it) is not read here: the clause is left to the readers after this one.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from datetime import date, timedelta

from ..dates import read_when
from ..patterns import rx
from .entry_edits import clock
from .field_edits import entry_app
from .goal import Goal
from .implied_fields import implied_field
from .plan import plan_for
from .shown_events import read_event_picks
from .shown_files import STAND_IN as FILE_STAND_IN
from .shown_files import read_file_pick

# Titles no entry has: each stands for one picked entry while the clause is read by name.
_STAND_INS = ("Zorvexa", "Quilbert", "Vantrex", "Jumbrell", "Praxtonia")
_MONEY = r"\$?\d[\d,]*\.\d{2}|\$\d[\d,]*"
_EXPENSES = r"expenses|entries|ones|transactions|charges|purchases"
_EXPENSE = r"expense|entry|one|transaction|charge|purchase"
_TRACK = r"track|activity|run|ride|walk|swim|workout|hike"
_KINDS = {"run": "Running", "ride": "Cycling", "walk": "Walking", "swim": "Swimming", "hike": "Hiking"}
_EVENT = r"event|appointment|meeting|thing|one"
_WEEKDAYS = ("monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday")
# Where a day said after its entry ends: a comma, a dash, a colon, the end, or the request's next words.
_DAY_END = r"(?=\s*(?:,|\s[-–—]\s|:|\?|$)|\s+(?:in|to|was|is|should|has|had|delete|change|rename|call|make)\b)"
_TIME = r"\d{1,2}(?::\d\d)?\s*(?:am|pm|a\.m\.|p\.m\.)|\d{1,2}:\d\d|\d{1,2}\s+o'?clock|noon|midday"

# An item's length: "the 6:48 song", "the video that's 1:35 long", "the 4:55 track".
_ITEM = r"song|video|track|clip|movie|tune|recording"
_CLOCK = r"\d{1,2}:\d\d(?::\d\d)?"
_LENGTH_SHOWN = re.compile(rf"^(?:{_CLOCK})$")
_DAY_SHOWN = re.compile(r"^\d{4}-\d\d-\d\d$")
_LENGTH_PICK = (
    re.compile(rf"\bthe\s+(?P<val>{_CLOCK})(?:[-\s]+(?:minute|min|long))?\s+(?P<kind>{_ITEM})\b", re.I),
    re.compile(
        rf"\bthe\s+(?P<kind>{_ITEM})\s+(?:that(?:'s|\s+is)\s+|that\s+lasts\s+|lasting\s+|of\s+)(?P<val>{_CLOCK})(?:\s+long)?(?!\w)",
        re.I,
    ),
)
# A contact's number: "the contact with (751) 555-6983", "the person whose number is 555 0101".
_PHONE = r"\+?\(?\d[\d\s().-]{5,}\d(?![\w-])"
_BY_NUMBER = re.compile(
    rf"\bthe\s+(?:contact|person|entry)\s+(?:with|whose\s+(?:phone\s+)?number\s+is|that\s+has|at)\s+"
    rf"(?:the\s+)?(?:(?:phone\s+)?number\s+)?(?P<val>{_PHONE})",
    re.I,
)
# An expense's amount: "the 490.97, 316.44 and 449.05 expenses", "the $52.25 and the $83.25 entries".
_AMOUNTS = re.compile(
    rf"\bthe\s+(?P<vals>(?:{_MONEY})(?:\s*(?:,\s*(?:and\s+)?|and\s+)(?:the\s+)?(?:{_MONEY}))+)\s+(?:{_EXPENSES})\b",
    re.I,
)
_AMOUNT = (
    re.compile(rf"\bthe\s+(?P<val>{_MONEY})\s+(?:{_EXPENSE})\b", re.I),
    re.compile(rf"\bthe\s+(?:{_EXPENSE})\s+(?:of|for|costing|at)\s+(?P<val>{_MONEY})(?!\w)", re.I),
)
_DELETES = re.compile(r"\b(?:delete|remove|erase|get\s+rid\s+of|bin|trash)\b", re.I)
# A track's day: "the track from March 9 2030", "Monday's track", "the March 3 track".
_MONTH = r"(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\.?"
_TRACK_DAY = (
    re.compile(
        rf"\b(?:the|my)\s+(?P<kind>{_TRACK}|one)\s+(?:I\s+did\s+)?(?:from|on|of)\s+(?P<day>{_MONTH}\s+\d{{1,2}}(?:st|nd|rd|th)?"
        rf"(?:,?\s+\d{{4}})?|\d{{1,2}}(?:st|nd|rd|th)?\s+(?:of\s+)?{_MONTH}(?:,?\s+\d{{4}})?)(?!\w)",
        re.I,
    ),
    re.compile(
        rf"\b(?:the|my)\s+(?P<kind>{_TRACK}|one)\s+(?:I\s+did\s+)?(?:from|on|of)\s+(?P<day>.+?){_DAY_END}", re.I
    ),
    re.compile(rf"\b(?P<day>(?:last\s+)?\w+day)'s\s+(?P<kind>{_TRACK})\b", re.I),
    re.compile(rf"\bthe\s+(?P<day>[A-Z][a-z]+\.?\s+\d{{1,2}}(?:st|nd|rd|th)?(?:,?\s+\d{{4}})?)\s+(?P<kind>{_TRACK})\b"),
)
# An event's time on a day: "the 9am thing on March 23", "the event at 4pm on March 27".
_EVENT_AT = (
    re.compile(rf"\bthe\s+(?P<time>{_TIME})\s+(?:{_EVENT})\s+on\s+(?P<day>.+?){_DAY_END}", re.I),
    re.compile(rf"\bthe\s+(?:{_EVENT})\s+at\s+(?P<time>{_TIME})\s+on\s+(?P<day>.+?){_DAY_END}", re.I),
)
# A note's words: "the note that starts with 'Call the bank'", "the note with 'Buy stamps' in it".
_SAYS = r"(?:(?:that|which)\s+)?(?:just\s+|only\s+)?(?:says|starts\s+with|begins(?:\s+with)?|reads|with|containing|mentioning)"
_NOTE_SAYS = (
    re.compile(rf"\bthe\s+note\s+{_SAYS}\s+['\"‘“](?P<text>[^'\"’”]+)['\"’”](?:\s+in\s+it)?", re.I),
    re.compile(rf"\bthe\s+note\s+{_SAYS}\s+(?P<text>[^'\"‘“,:]+?)(?=\s[-–—]\s|\s*[,:])", re.I),
)
# A note is read by its file name: its stand-in is one.
_NOTE_STAND_IN = "zorvexa.md"
# The picked entry said first, then what to do with it: "the $9.10 expense - delete it", "the track from the 5th:
# change the description to X", "the event at 4pm on March 27: location is Y".
_TOPIC_FIRST = re.compile(
    r"^(?P<topic>the\s+\w+\s+(?:\S+\.md|\"[^\"]+\"(?:(?:,|\s+and)\s+\"[^\"]+\")*))\s*(?:\s[-–—]|[:,])\s*(?P<rest>.+)$"
)
_TOPIC = re.compile(r"the\s+\w+\s+(?:\S+\.md|\"[^\"]+\"(?:(?:,|\s+and)\s+\"[^\"]+\")*)")
_Q = r"['\"‘’“”]?"
_INSTEAD = re.compile(
    rf"^(?:make|change)\s+it\s+(?:say\s+)?{_Q}(?P<new>[^'\"‘’“”]+?){_Q}\s+instead\s+of\s+{_Q}(?P<old>[^'\"‘’“”]+?){_Q}$",
    re.I,
)
_FIELD = r"location|place|note|category|description|name|title|amount|text|directions|time|date|email|e-mail"
# An event by its day alone: "move the event on March 25 2030 to March 19 2030".
_EVENT_ON = re.compile(
    rf"\bthe\s+(?:event|appointment|meeting)\s+on\s+(?P<day>{_MONTH}\s+\d{{1,2}}(?:st|nd|rd|th)?(?:,?\s+\d{{4}})?)(?!\w)",
    re.I,
)
_STEP = re.compile(r"^(?P<verb>Open|Delete) the (?P<kind>\w+) '(?P<name>.*)'(?: on \d{4}-\d\d-\d\d)?$")
_SHOWING = re.compile(r"^(?:Open|Delete) the (?P<kind>\w+) showing ")
_CREATES = re.compile(r"^(?:Type|Start a new|Add a|Create)\b")
_CHECK = re.compile(r"^Check the \w+ '(?P<name>.*)' is listed")


def _past_day(said: str, today: date | None) -> str:
    """A tracked day: a weekday alone ("Tuesday", "last Sunday") is the latest one before today."""
    bare = rx(r"(?:last\s+|this\s+(?:past\s+)?)?(?P<d>\w+day)", re.I).fullmatch(said.strip())
    if bare is not None and bare.group("d").lower() in _WEEKDAYS and today is not None:
        back = (today.weekday() - _WEEKDAYS.index(bare.group("d").lower())) % 7 or 7
        return (today - timedelta(days=back)).isoformat()
    _, day, time = read_when(said, today)
    if not day or time:
        return ""
    if today is not None and not rx(r"\b\d{4}\b").search(said):
        # Said without its year: the latest such day up to today (a track is never recorded ahead).
        this = date.fromisoformat(day).replace(year=today.year)
        return (this if this <= today else this.replace(year=today.year - 1)).isoformat()
    return day


def _event_day(said: str, today: date | None) -> str:
    """An event's day: said without its year, the nearer of this year's and the next's ("March 2" is a day ago)."""
    _, day, time = read_when(said, today)
    if not day or time:
        return ""
    if today is not None and not rx(r"\b\d{4}\b").search(said):
        this = date.fromisoformat(day).replace(year=today.year)
        near = min((this, this.replace(year=today.year + 1)), key=lambda d: abs((d - today).days))
        return near.isoformat()
    return day


def _picks(said: str, today: date | None) -> tuple[str, list[str]] | None:
    """The clause with stand-ins for the entries it picks by value, and the values."""
    if (found := _AMOUNTS.search(said)) is not None:
        values = [f"${v.lstrip('$')}" for v in rx(_MONEY).findall(found.group("vals"))]
        if len(values) <= len(_STAND_INS):
            names = [f'"{n}"' for n in _STAND_INS[: len(values)]]
            listed = ", ".join(names[:-1]) + " and " + names[-1]
            return f"{said[: found.start()]}the expenses {listed}{said[found.end() :]}", values
    for pattern in _AMOUNT:
        if (found := pattern.search(said)) is not None:
            return f'{said[: found.start()]}the expense "{_STAND_INS[0]}"{said[found.end() :]}', [
                f"${found.group('val').lstrip('$')}"
            ]
    if (number := _BY_NUMBER.search(said)) is not None:
        return f'{said[: number.start()]}the contact "{_STAND_INS[0]}"{said[number.end() :]}', [number.group("val")]
    if (file := read_file_pick(said, today)) is not None:
        return file[0], [file[2]]
    for pattern in _LENGTH_PICK:
        if (found := pattern.search(said)) is not None:
            kind = found.group("kind").lower()
            return f'{said[: found.start()]}the {kind} "{_STAND_INS[0]}"{said[found.end() :]}', [found.group("val")]
    for pattern in _NOTE_SAYS:
        if (found := pattern.search(said)) is not None:
            return f"{said[: found.start()]}the note {_NOTE_STAND_IN}{said[found.end() :]}", [
                found.group("text").strip()
            ]
    if (events := read_event_picks(said, _STAND_INS, lambda day: _event_day(day, today))) is not None:
        return events
    for pattern in _EVENT_AT:
        if (found := pattern.search(said)) is not None:
            day, at = _event_day(found.group("day"), today), clock(found.group("time").replace(".", ""))
            if day and at:
                swapped = f'{said[: found.start()]}the event "{_STAND_INS[0]}"{said[found.end() :]}'
                return swapped, [f"{at} on {day}"]
    if (found := _EVENT_ON.search(said)) is not None and (day := _event_day(found.group("day"), today)):
        return f'{said[: found.start()]}the event "{_STAND_INS[0]}"{said[found.end() :]}', [day]
    for pattern in _TRACK_DAY:
        if (found := pattern.search(said)) is not None and (day := _past_day(found.group("day"), today)):
            # "the swim from March 12": the row says its kind as well as its day.
            kind = _KINDS.get(found.group("kind").lower(), "")
            if kind and _DELETES.search(said) and found.group(0).lower().startswith("my "):
                continue  # "delete my walk of December 20": every walk of mine that day (deleting.py), not one row
            shown = f"{kind} on {day}" if kind else day
            return f'{said[: found.start()]}the track "{_STAND_INS[0]}"{said[found.end() :]}', [shown]
    return None


def _inside(swapped: str, joint: str) -> str:
    """A request said inside its picked entry ("in the note X, add 'Y' as the first line") or after it with no
    word for it ("the note X - add 'Y' at the end"), said with the entry after it."""
    said = rx(rf"^in\s+(?P<topic>{_TOPIC.pattern}),?\s+(?P<rest>.+)$").match(swapped) or _TOPIC_FIRST.match(swapped)
    if said is None or rx(r"\b(?:it|its|them|both|that\s+one)\b", re.I).search(said.group("rest")):
        return ""
    return f"{said.group('rest')} {joint} {said.group('topic')}"


def _topic_first(swapped: str) -> str:
    """The request with its picked entry put where its pronoun or its field is ("delete it", "change its text")."""
    said = _TOPIC_FIRST.match(swapped)
    if said is None:
        return ""
    topic, rest = said.group("topic"), said.group("rest")
    field = rx(rf"^(?P<f>{_FIELD})\s+(?:is|should\s+be)\s+(?P<x>.+)$", re.I).match(rest)
    if field is not None:
        return f"set the {field.group('f')} of {topic} to {field.group('x')}"
    added = rx(
        r"^(?:add|put|give\s+it)\s+the\s+(?P<f>email|e-mail|email\s+address|website|address)\s+(?P<x>\S.*)$", re.I
    ).match(rest)
    if added is not None:
        return f"set the {added.group('f')} of {topic} to {added.group('x')}"
    changed = rx(rf"^(?P<v>change|set|update|make|put)\s+the\s+(?P<f>{_FIELD})\s+(?P<to>to|as)\b", re.I).match(rest)
    if changed is not None:
        return f"{changed.group('v')} the {changed.group('f')} of {topic} {changed.group('to')}{rest[changed.end() :]}"
    if (instead := _INSTEAD.match(rest)) is not None:
        # "make it Monday instead of Friday": one word of its text for another.
        return f"replace '{instead.group('old')}' with '{instead.group('new')}' in {topic}"
    if (its := rx(rf"\bits\s+(?P<f>{_FIELD})\b", re.I).search(rest)) is not None:
        return f"{rest[: its.start()]}the {its.group('f')} of {topic}{rest[its.end() :]}"
    if (it := rx(r"\b(?:it|them|both|that\s+one)\b", re.I).search(rest)) is not None:
        return f"{rest[: it.start()]}{topic}{rest[it.end() :]}"
    return ""


def read_shown_pick(said: str, app: str, today: date | None, read: Callable[[str], Goal]) -> Goal | None:
    """``said`` as the same request about entries picked by the values they show (``read`` reads a clause), or
    None when it picks none that way or its plan does not only open or delete them."""
    if not rx(r"\d|day\b|\bnote\b", re.I).search(said):  # no amount, day, time or note's words: nothing picked
        return None
    if any(n in said for n in (*_STAND_INS, _NOTE_STAND_IN, FILE_STAND_IN)):
        return None  # read again with its stand-ins: nothing more is picked
    picked = _picks(said, today)
    if picked is None:
        return None
    swapped, values = picked
    shown = dict(zip(_STAND_INS, values, strict=False))
    if _NOTE_STAND_IN in swapped:
        shown = {_NOTE_STAND_IN: values[0]}
    elif (file := rx(rf"\b{FILE_STAND_IN}\.\w+").search(swapped)) is not None:
        shown = {file.group(0): values[0]}
    topic = _TOPIC.search(swapped)
    # Said as it is; else the entry said first, then what to do with it; else a new value said as a fact about it
    # ("the $76.50 expense is really a Donation, fix the category").
    wordings: tuple[Callable[[], str], ...] = (
        lambda: swapped,
        lambda: _topic_first(swapped),
        lambda: _inside(swapped, "of"),
        lambda: _inside(swapped, "in"),
        lambda: implied_field(swapped, topic.group(0)) if topic else "",
        lambda: implied_field(_topic_first(swapped), topic.group(0)) if topic else "",
    )
    kinds = {name: found.group(1) for name in shown if (found := rx(rf'\bthe (\w+) "{name}"').search(swapped))}
    kinds.update({name: "file" for name in shown if name.startswith(f"{FILE_STAND_IN}.")})
    kinds.update({name: "note" for name in shown if name == _NOTE_STAND_IN})
    readings = [read(text) for wording in wordings if (text := wording())]
    # A row opened or deleted where it is picked, on any wording, before a name read off it for other steps.
    for goal in readings:
        if (by_row := _by_shown(goal, shown)) is not None:
            return by_row
    return next((named for goal in readings if (named := _by_name_read(goal, shown, kinds)) is not None), None)


def _by_name_read(goal: Goal, shown: dict[str, str], kinds: dict[str, str]) -> Goal | None:
    """The plan of ``goal`` with each stand-in's name read off the row that shows its value first (a step that
    needs the name: an item's album told, added to a playlist, moved), or None."""
    if goal.intent in ("explore", "create") or goal.then or set(kinds) != set(shown):
        return None
    if not all(_LENGTH_SHOWN.match(shown[name]) or "." in name or _DAY_SHOWN.match(shown[name]) for name in shown):
        # Only rows listed by a name of their own (a song, a file, a note, a track said by its day alone): a track
        # said by its kind ("my swim on March 9") is listed by that kind, an expense by a title others share;
        # their questions and edits are read elsewhere.
        return None
    steps: list[str] = []
    for step in plan_for(goal):
        for number, name in enumerate(shown, start=1):
            if name in step and not any(f"as «picked {number}»" in s for s in steps):
                steps.append(f"Remember the {kinds[name]} showing '{shown[name]}' as «picked {number}»")
            step = step.replace(name, f"«picked {number}»")
        if _CREATES.match(step) and "«picked" in step:
            return None  # the name made into a new entry, not one picked
        steps.append(step)
    if not any(s.startswith("Remember the ") for s in steps) or not steps[0].startswith("Open "):
        return None
    return Goal("steps", app=goal.app, extra=tuple(steps))


def _by_shown(goal: Goal, shown: dict[str, str]) -> Goal | None:
    """The plan of ``goal`` with each stand-in's row picked by the value it stands for, or None."""
    if goal.intent in ("explore", "create") or goal.then:
        return None
    steps, used = [], set()
    for step in plan_for(goal):
        opened = _STEP.match(step)
        name = next((n for n in shown if opened is not None and n in opened.group("name")), None)
        if opened is not None and name is not None:
            steps.append(f"{opened.group('verb')} the {opened.group('kind')} showing '{shown[name]}'")
            used.add(name)
            continue
        checked = _CHECK.match(step)
        if checked is not None and any(n in checked.group("name") for n in shown):
            continue  # listed under a title the request never said: the deleted or edited row is checked instead
        if any(n in step for n in shown):
            return None  # the stand-in typed, or made into a new entry: not a pick of a shown row
        steps.append(step)
    if len(used) != len(shown):
        return None
    kind = next((m.group("kind") for m in map(_SHOWING.match, steps) if m is not None), "")
    app = goal.app or entry_app(kind)
    if not goal.app and app and steps[0].startswith("Open "):
        steps[0] = f"Open {app}"  # no app said: the one that lists that kind ("Calendar" is another, signed out)
    return Goal("steps", app=app, extra=tuple(steps))
