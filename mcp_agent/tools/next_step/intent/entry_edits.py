"""Edits of an entry that already exists, as (verb, object, fields): rename a playlist or an event, move an
event to another time, change an expense's amount, delete a playlist, add an item to a playlist.

Each reading names the entry by its title, so the plan opens that entry in its app's list and checks the
list afterwards (field_edits.edit_plan): the renamed entry under its new name, the event at its new time. A field
named with its new value ("set the note of …") is field_edits.py's. A clause these do not read is left to the other
readers (None).
"""

from __future__ import annotations

import re

from ..dates import bare_hour
from ..file_names import storage_folder
from ..patterns import rx
from .clauses import VERBS, mentioned_app
from .field_edits import KEEPING, edit_plan, entry_app, naming_field
from .goal import Goal
from .playlists import read_append
from .said_lengths import minutes, plain_times

# Objects people rename or edit in place; "activity" and "track" are one thing (a recorded activity).
_OBJECTS = r"playlist|event|appointment|meeting|expense|recipe|entry|folder"
_NAME = r"[\"'“”‘’]?(?P<{0}>[^\"'“”‘’]+?)[\"'“”‘’]?"
_TRAILING = r"playlist|event|expense"  # an object named after its title: "my Focus playlist"
# ("this sunday", "next friday": a day said without "on" is when it is too)
_ON_DAY = (
    r"(?:\s+(?:(?:on|from)\s+|(?=(?:this|next)\s+(?:mon|tues|wednes|thurs|fri|satur|sun)day\b))(?P<day>[\w ,/-]+?))?"
)


def _name(group: str) -> str:
    return _NAME.format(group)


_RENAME = (
    # "Rename the playlist "Focus" to "Chill"", "rename playlist Focus as Chill", "rename the event X on D to Y"
    re.compile(
        rf"^(?:rename|retitle)\s+(?:the\s+|my\s+)?(?P<obj>{_OBJECTS})\s+{_name('old')}{_ON_DAY}\s+(?:to|as)\s+{_name('new')}$",
        re.I,
    ),
    # "change the name of my Focus playlist to Chill", "change the name of the playlist Focus to Chill"
    re.compile(
        rf"^change\s+the\s+name\s+of\s+(?:the\s+|my\s+)?(?:(?P<obj>{_OBJECTS})\s+{_name('old')}|{_name('old2')}\s+(?P<obj2>{_TRAILING})){_ON_DAY}\s+to\s+{_name('new')}$",
        re.I,
    ),
    # "change my playlist name Focus to Chill"
    re.compile(rf"^change\s+(?:the\s+|my\s+)?(?P<obj>{_OBJECTS})\s+name\s+{_name('old')}\s+to\s+{_name('new')}$", re.I),
    # "Yoga class on March 26 should be called Project kickoff", "call the Focus playlist Chill instead"
    re.compile(
        rf"^(?:the\s+|my\s+)?{_name('old')}(?:\s+(?P<obj>{_OBJECTS}))?{_ON_DAY}\s+should\s+be\s+(?:called|named)\s+{_name('new')}$",
        re.I,
    ),
    re.compile(rf"^call\s+(?:the\s+|my\s+)?{_name('old')}\s+(?P<obj>{_OBJECTS})\s+{_name('new')}\s+instead$", re.I),
    # "focus playlist - call it chill instead", "my Yoga class event: rename it to Pilates": the entry named first,
    # the rename after a break, of "it" (an entry that is, not one asked for: "make a 12 minute playlist, call it X")
    re.compile(
        rf"^(?:the\s+|my\s+)?(?!(?:an?|some|new|{VERBS})\b){_name('old')}(?:\s+(?P<obj>{_OBJECTS}))?{_ON_DAY}\s*(?:[,:;]|\s[-–—])\s*"
        rf"(?:(?:please|pls|just)\s+)?(?:call|name|rename|retitle)\s+it(?:\s+(?:to|as))?\s+(?=\w|[\"'“‘]){_name('new')}"
        r"(?:\s+(?:instead|from\s+now\s+on))?$",
        re.I,
    ),
    # "rename my Yoga class event to Project kickoff", "retitle the 'Pasta' recipe as 'Lasagna'": the kind after the name
    re.compile(
        rf"^(?:rename|retitle)\s+(?:the\s+|my\s+)?{_name('old')}\s+(?P<obj>{_OBJECTS}){_ON_DAY}\s+(?:to|as)\s+{_name('new')}$",
        re.I,
    ),
    # "rename Yoga class to Pilates", "Yoga class needs to be renamed to Pilates", "call my Yoga class Pilates from now
    # on": no kind said, the app (or the name, _EVENT_NAME) tells it
    re.compile(rf"^(?:rename|retitle)\s+(?:the\s+|my\s+)?{_name('old')}{_ON_DAY}\s+(?:to|as)\s+{_name('new')}$", re.I),
    # "rename Chess club Board games" (as "Chess club should be renamed Board games" is reread): the capital starts it
    re.compile(rf"^(?:rename|retitle)\s+(?:the\s+|my\s+)?{_name('old')}\s+(?P<new>(?-i:[A-Z])[^\"'“”‘’]*)$", re.I),
    re.compile(
        rf"^(?:the\s+|my\s+)?{_name('old')}{_ON_DAY}\s+(?:needs\s+to|should|has\s+to|must)\s+be\s+"
        rf"(?:renamed|retitled|called)(?:\s+to)?\s+{_name('new')}$",
        re.I,
    ),
    # (the new name said with a capital, where the old one ends: "call my book club Reading circle from now on")
    re.compile(
        rf"^call\s+(?:the\s+|my\s+)?{_name('old')}\s+[\"'“”‘’]?(?P<new>(?-i:[A-Z])[^\"'“”‘’]*?)[\"'“”‘’]?"
        r"\s+from\s+now\s+on$",
        re.I,
    ),
)
_FILE = r"(?P<{0}>[\w.-]+\.\w{{2,4}})"
_RENAME_FILE = (
    # "Rename a.jpg in the Download folder to b.jpg", "change the name of a.jpg (Download) to b.jpg",
    # "the file a.jpg in Download should be called b.jpg"
    re.compile(
        rf"^(?:rename|change\s+the\s+name\s+of)\s+(?:the\s+file\s+)?{_FILE.format('old')}\s+(?:in\s+(?:the\s+|my\s+)?"
        rf"(?P<folder>[\w-]+)(?:\s+folder)?|\((?P<folder2>[\w-]+)\))\s+(?:to|as)\s+{_FILE.format('new')}$",
        re.I,
    ),
    re.compile(
        rf"^(?:the\s+file\s+)?{_FILE.format('old')}\s+in\s+(?:the\s+|my\s+)?(?P<folder>[\w-]+)(?:\s+folder)?\s+"
        rf"should\s+be\s+(?:called|named)\s+{_FILE.format('new')}(?:\s*,\s*do\s+it)?$",
        re.I,
    ),
)
_TIME = r"(?P<time>\d{1,2}(?::\d\d)?\s*(?:am|pm|a\.m\.|p\.m\.)?|noon|midnight)"
_MOVE = re.compile(
    rf"^(?:(?:move|reschedule|push|bump|shift)\s+|(?:change|switch)\s+(?=.*\d\s*(?:am|pm|a\.m\.|p\.m\.)$|.*:\d\d$))"
    rf"(?:the\s+(?:event|appointment|meeting)\s+|my\s+|the\s+)?(?!on\b){_name('old')}"
    rf"(?:\s+event)?{_ON_DAY}\s+to\s+{_TIME}(?:\s+(?:on\s+)?the\s+same\s+day)?$",
    re.I,
)
_AMOUNT = r"\$?(?P<amount>\d[\d,]*(?:\.\d{1,2})?)(?:\s*(?:dollars|usd|bucks))?"
_EXPENSE = (
    re.compile(
        rf"^(?:change|update|set|correct)\s+the\s+amount\s+of\s+(?:the\s+|my\s+)?(?:expense\s+)?{_name('old')}(?:\s+expense)?\s+to\s+{_AMOUNT}$",
        re.I,
    ),
    re.compile(
        rf"^(?:update|change|correct)\s+(?:the\s+|my\s+)?(?:expense\s+)?{_name('old')}(?:\s+expense)?\s+to\s+{_AMOUNT}$",
        re.I,
    ),
    re.compile(
        rf"^(?:the\s+|my\s+)?{_name('old')}\s+expense\s+was\s+(?:actually\s+|really\s+)?{_AMOUNT}(?:\s*,?\s*(?:please\s+)?(?:fix|correct|update)\s+it)?$",
        re.I,
    ),
)
_DROP_LIST = re.compile(
    rf"^(?:delete|remove|get\s+rid\s+of|erase)\s+(?:the\s+|my\s+)?(?:playlist\s+{_name('old')}|{_name('old2')}\s+playlist)$",
    re.I,
)

_RULE = r"(?P<rule>daily|weekly|monthly|yearly|every\s+(?:day|week|month|year))"
_REPEAT = (
    # "make the event Yoga on March 20 repeat weekly", "set Yoga to repeat every week", "repeat Yoga weekly"
    re.compile(
        rf"^(?:make|set|have)\s+(?:the\s+(?:event|appointment|meeting)\s+|my\s+|the\s+)?{_name('old')}(?:\s+event)?"
        rf"{_ON_DAY}\s+(?:to\s+)?(?:repeat|recur|happen)\s+{_RULE}$",
        re.I,
    ),
    re.compile(
        rf"^(?:repeat|recur)\s+(?:the\s+(?:event\s+)?|my\s+)?{_name('old')}(?:\s+event)?{_ON_DAY}\s+{_RULE}$", re.I
    ),
    # "make yoga class on March 21 weekly": with its day said, how often it is to happen needs no verb
    re.compile(
        rf"^make\s+(?:the\s+(?:event|appointment|meeting)\s+|my\s+|the\s+)?{_name('old')}(?:\s+event)?"
        rf"\s+(?:on|from)\s+(?P<day>[\w ,/-]+?)\s+{_RULE}$",
        re.I,
    ),
    re.compile(
        rf"^(?:the\s+|my\s+)?{_name('old')}(?:\s+event)?{_ON_DAY}\s+should\s+(?:repeat|recur|happen)\s+{_RULE}"
        r"(?:\s*,?\s*(?:set|change|do)\s+(?:that|it|this)\b.*)?$",
        re.I,
    ),
)
# "make the event "Yoga" on March 17 last 90 minutes", "extend Yoga to 2 hours", "my yoga on March 17 will take 1h30":
# an event's length from the start it keeps (lengths said in words are digits by then, amounts.plain_times).
_LENGTH = r"(?P<length>(?:\d+(?:\.\d+)?|an?|one|two|three|four)\s+(?:hours?|hrs?|minutes?|mins?))"
_LASTING = (
    re.compile(
        rf"^(?:make|let)\s+(?:the\s+(?:event|appointment|meeting)\s+|my\s+|the\s+)?{_name('old')}(?:\s+event)?"
        rf"{_ON_DAY}\s+(?:last|take|run)\s+(?:for\s+)?{_LENGTH}$",
        re.I,
    ),
    # "make Piano lesson on the 17th 90 minutes long"
    re.compile(
        rf"^make\s+(?:the\s+(?:event|appointment|meeting)\s+|my\s+|the\s+)?{_name('old')}(?:\s+event)?"
        rf"{_ON_DAY}\s+{_LENGTH}\s+long$",
        re.I,
    ),
    re.compile(
        rf"^(?:extend|lengthen|shorten)\s+(?:the\s+(?:event\s+)?|my\s+)?{_name('old')}(?:\s+event)?{_ON_DAY}\s+to\s+{_LENGTH}$",
        re.I,
    ),
    re.compile(
        rf"^(?:the\s+|my\s+)?{_name('old')}(?:\s+event)?{_ON_DAY}\s+(?:will|should)\s+(?:last|take)\s+{_LENGTH}"
        r"(?:\s+long)?(?:\s*,?\s*(?:update|fix|change|set)(?:\s+(?:it|that|the))?)?$",
        re.I,
    ),  # "piano lesson on the 17th should be an hour and a half long"
    re.compile(
        rf"^(?:the\s+|my\s+)?{_name('old')}(?:\s+event)?{_ON_DAY}\s+(?:will|should|needs?\s+to|has\s+to|must)\s+be\s+"
        rf"{_LENGTH}(?:\s+long)?(?:\s*,?\s*(?:update|fix|change|set)(?:\s+(?:it|that|the))?)?$",
        re.I,
    ),
)


# An event changed in a way these readers cannot plan (its length, or one chosen by its day): saving a new
# event or claiming done would be a false done; the plan says so instead.
_EVENT_CHANGE = re.compile(
    r"^(?:(?:make|let)\s+(?:the|my)\s+[^.]+?\s+(?:last|take|run)\s+|(?:extend|shorten|lengthen)\s+|"
    r"(?:move|reschedule|push|shift)\s+(?:the\s+|my\s+)?(?:event|appointment|meeting|whatever|everything)\s+(?:on|I\s+have)\b|"
    r"(?:the|my)\s+[^.]+?\s+(?:will|should)\s+(?:last|take)\s+)",
    re.I,
)


# "change the category of the expense named Flowers to Donation", "move Bakery to the Food category", "Bakery
# should be under Food": an entry's category, a choice of the app's own list.
_CATEGORY = (
    re.compile(
        rf"^(?:change|set|update|switch)\s+the\s+category\s+of\s+(?:the\s+|my\s+)?(?:expense\s+)?(?:named\s+|called\s+)?"
        rf"{_name('old')}(?:\s+expense)?\s+to\s+{_name('new')}(?:\s+category)?$",
        re.I,
    ),
    re.compile(
        rf"^(?:move|put|file)\s+(?:the\s+|my\s+)?(?:expense\s+)?{_name('old')}(?:\s+expense)?\s+(?:to|in|into|under)\s+"
        rf"(?:the\s+)?{_name('new')}\s+category$",
        re.I,
    ),
    re.compile(
        rf"^(?:the\s+|my\s+)?{_name('old')}(?:\s+expense)?\s+(?:should\s+be|belongs)\s+(?:under|in)\s+(?:the\s+)?"
        rf"{_name('new')}(?:\s+category)?$",
        re.I,
    ),
)


def _rule(said: str) -> str:
    said = said.lower()
    every = {"every day": "Daily", "every week": "Weekly", "every month": "Monthly", "every year": "Yearly"}
    return every.get(rx(r"\s+").sub(" ", said), said.capitalize())


def clock(said: str) -> str:
    """ "2pm" -> "14:00", "8" -> "08:00", "14:30" -> "14:30", "noon" -> "12:00"."""
    said = said.lower().replace(".", "").replace(" ", "")
    if said in ("noon", "midnight"):
        return "12:00" if said == "noon" else "00:00"
    hour_minute = rx(r"(\d{1,2})(?::(\d\d))?(am|pm)?$").match(said)
    if hour_minute is None:
        return ""
    hour, minute = int(hour_minute.group(1)), int(hour_minute.group(2) or 0)
    if hour_minute.group(3) == "pm" and hour < 12:
        hour += 12
    if hour_minute.group(3) == "am" and hour == 12:
        hour = 0
    return f"{hour:02d}:{minute:02d}" if hour < 24 and minute < 60 else ""


def start_clock(said: str) -> str:
    """An event's new start: as ``clock``, but a bare hour from 1 to 6 ("push it to 4") is the afternoon's, the
    only one an event is moved to; read as 04:00 it was saved at night and reported done."""
    bare = rx(r"\s*([1-6])\s*").fullmatch(said)
    return clock(bare_hour(bare.group(1))) if bare is not None else clock(said)


def _obj(said: str) -> str:
    return "event" if said.lower() in ("appointment", "meeting") else said.lower()


def _quote(text: str) -> str:
    return text.replace("'", "’")


def as_steps(app: str, *steps: str) -> Goal:
    return Goal("steps", app=app, extra=(f"Open {app}", *steps))


# The last word of a name that only an event has: with no app said, a rename of one is the calendar's.
_EVENT_NAME = re.compile(
    r"\b(?:class|lesson|meeting|sync|appointment|club|session|practice|rehearsal|standup|stand-up|review|interview|"
    r"party|call|visit|checkup|check-up|webinar|workshop|training|service|conference)$",
    re.I,
)


def _renamed(text: str, app: str) -> Goal | None:
    """An entry renamed; the kind it is said to be ("my Yoga class event") names its app when none is said."""
    for pattern in _RENAME:
        if (found := pattern.match(text)) is None:
            continue
        groups = found.groupdict()
        obj = _obj(groups.get("obj") or groups.get("obj2") or "")
        # "rename the event my Yoga class event to …" (the calendar said as the kind, the kind said again): the name.
        said = rx(rf"^(?:my|the)\s+(.+?)\s+(?:{_TRAILING})$", re.I).sub(
            r"\1", groups.get("old") or groups.get("old2") or ""
        )
        groups["old"] = said
        old, new = _quote(said), _quote(groups["new"])
        if not obj and (rx(r"calendar", re.I).search(app) or (not app and _EVENT_NAME.search(groups.get("old") or ""))):
            obj = "event"  # in the calendar, or named as only events are ("Yoga class", "Team sync", "Book club")
        if obj == "playlist" and app:
            # A new name thumbed in lower case ("call it chill") is a title as the list's others are: capitalised.
            new = new[:1].upper() + new[1:] if new.islower() else new
            return as_steps(
                app, f"Open the playlist '{old}'", f"Rename it to '{new}'", f"Check the playlist '{new}' is listed"
            )
        if obj in ("event", "expense", "recipe") and (kept_in := app or entry_app(obj)):
            return edit_plan(kept_in, obj, said, [(naming_field(obj), groups["new"])])
        return None
    return None


def _renames_in_storage(text: str) -> bool:
    """A file renamed in one of the storage's own folders (Download, DCIM, …): the file manager's, when no app is said."""
    for pattern in _RENAME_FILE:
        if (found := pattern.match(text)) is not None:
            return storage_folder(found.groupdict().get("folder") or found.groupdict().get("folder2") or "")
    return False


def read_entry_edit(clause: str, app: str) -> Goal | None:
    """The clause as an edit of an existing entry in ``app`` (a plan of subgoals), or None."""
    if (swapped := read_word_swap(clause, app)) is not None:
        return swapped
    text = KEEPING.sub("", clause.strip().rstrip(".!")).strip()
    # "… should be called Chill now": when it is said, not part of the new name (a quoted name keeps its words).
    # ("call my X Y from now on" keeps it: there it is what says a rename, not a call, is asked.)
    text = rx(r"\s*,?\s+(?:now|going\s+forward|please|pls|thanks?)$", re.I).sub("", text)
    if not rx(r"^call\b", re.I).match(text):
        text = rx(r"\s*,?\s+from\s+now\s+on$", re.I).sub("", text)
    # "simple calendar: extend Yoga to 2 hours": the calendar named as a label, lower case.
    labelled = rx(r"^(?:simple\s+)?calendar(?:\s+pro)?\s*:\s*(?P<rest>.+)$", re.I).match(text)
    if labelled is not None:
        text, app = labelled.group("rest"), app or "Simple Calendar Pro"
    # "… to my calendar", "… (simple calendar)", "…, set that in simple calendar": the app said after the edit.
    after = rx(
        r"\s*(?:\(\s*|,\s*(?:set|change|update|do)\s+(?:that|it|this)\s+)?(?:(?:to|in|on)\s+(?:my\s+|the\s+)?)?"
        r"(?:simple\s+)?calendar(?:\s+pro)?\s*\)?$",
        re.I,
    ).search(text)
    if after is not None and after.start() > 0:
        text, app = text[: after.start()], app or "Simple Calendar Pro"
    for pattern in _LASTING:
        found = pattern.match(plain_times(text))
        if found is not None and not app and (found.group("day") or rx(r"^\w+\s+the\s+event\b", re.I).match(text)):
            app = entry_app("event")  # a named entry on a day (or said an event) that lasts a length of time: an event
        if found is not None and rx(r"calendar", re.I).search(app):
            return edit_plan(
                app, "event", found.group("old"), [], f"Make the event last {minutes(found.group('length'))} minutes"
            )
    if rx(r"calendar", re.I).search(app) and _EVENT_CHANGE.match(text):
        return as_steps(app, f"Stop: the rules cannot change an event this way: {text}")
    if (appended := read_append(text, app)) is not None:
        return appended  # the player named anywhere: "(retro music)" after the items
    if (renamed := _renamed(text, app)) is not None:
        return renamed
    if not app and any(pattern.match(text) for pattern in _REPEAT) and not rx(r"\balarms?\b", re.I).search(text):
        app = entry_app("event")  # what repeats daily or weekly, unless an alarm, is an event
    if not app and (found := _MOVE.match(text)) is not None and (at := start_clock(found.group("time"))):
        # Only an event is moved to a time of day: the calendar's, named or not.
        return edit_plan(entry_app("event"), "event", found.group("old"), [], f"Type '{at}' into the time field")
    if not app and not _renames_in_storage(text):
        return None  # which app keeps the entry is part of the job: without it another reader asks
    app = app or "Files"
    for pattern in _RENAME_FILE:
        if (found := pattern.match(text)) is not None:
            folder = found.groupdict().get("folder") or found.groupdict().get("folder2") or ""
            old, new = found.group("old"), found.group("new")
            return as_steps(app, f"Open the folder '{folder}'", f"Rename the file '{old}' to '{new}'")
    if (found := _MOVE.match(text)) is not None and (at := start_clock(found.group("time"))):
        return edit_plan(app, "event", found.group("old"), [], f"Type '{at}' into the time field")
    for pattern in _REPEAT:
        if (found := pattern.match(text)) is not None and rx(r"calendar", re.I).search(app):
            repeat = f"Choose '{_rule(found.group('rule'))}' for the repetition field"
            return edit_plan(app, "event", found.group("old"), [], repeat)
    for pattern in _CATEGORY:
        if (found := pattern.match(text)) is not None and rx(r"expense", re.I).search(app):
            return edit_plan(app, "expense", found.group("old"), [("category", found.group("new").title())])
    for pattern in _EXPENSE:
        if (found := pattern.match(text)) is not None:
            amount = f"{float(found.group('amount').replace(',', '')):.2f}"
            return edit_plan(app, "expense", found.group("old"), [("amount", amount)])
    if (found := _DROP_LIST.match(text)) is not None:
        return as_steps(app, f"Delete the playlist '{_quote(found.group('old') or found.group('old2'))}'")
    return None


# "… in the Work folder", "inside Work", "under Work", "in my Archive folder": where a new entry is made, not part of its name.
_IN_FOLDER = re.compile(
    r"\s+(?:in|inside|into|under)\s+(?:the\s+|my\s+)?(?:folder\s+(?P<a>[\w-]+)|(?P<b>[\w-]+)\s+folder)\b"
    r"|\s+(?:inside|under)\s+(?:the\s+|my\s+)?(?P<c>[A-Z][\w-]*)\b"
)


_NOTE_SAID = re.compile(r"\b(?:markor|folder)\b|\.(?:md|txt)\b|\b(?:a|new)\s+(?:note|file)\b", re.I)


def split_folder(clause: str) -> tuple[str, str]:
    """``clause`` without the folder it names, and that folder ("" when it names none)."""
    found = _IN_FOLDER.search(clause)
    if found is not None and found.group(0).split()[0].lower() == "under" and not _NOTE_SAID.search(clause):
        found = None  # "under Food" files an expense under its category: a folder only where a note or file is made
    if found is None:
        return clause, ""
    folder = found.group("a") or found.group("b") or found.group("c")
    return clause[: found.start()] + clause[found.end() :], folder


def in_folder(goal: Goal, folder: str, plan: list[str]) -> Goal | None:
    """A new note made inside ``folder``: the app's list opens that folder before the note is started."""
    if goal.intent != "create" or goal.obj != "note" or not plan or not plan[0].startswith("Open "):
        return None
    return Goal("steps", app=goal.app, extra=(plan[0], f"Open the folder '{_quote(folder)}'", *plan[1:]))


_NOTE_FILE = r"(?:in\s+|of\s+)(?:my\s+|the\s+)?(?:(?:markor\s+)?(?:note|file)\s+)?(?P<name>[\w-]+\.(?:md|txt))"
_REPLACE = (
    # "replace the word "Friday" with "Monday" in a.md", "change Friday to Monday in my note a.md", "replace the line …"
    re.compile(
        rf"^(?:replace|change|swap)\s+(?:the\s+(?:word|line|sentence|phrase|text)\s+|every\s+)?{_name('old')}\s+"
        rf"(?:with|to|for)\s+{_name('new')}\s+{_NOTE_FILE}$",
        re.I,
    ),
    # "in a.md the line Dentist on Tuesday should now read Dentist on Friday", "a.md: change 'X' to 'Y'"
    re.compile(
        r"^(?:in\s+)?(?:my\s+|the\s+)?(?:note\s+|file\s+)?(?P<name>[\w-]+\.(?:md|txt))\s*[,:]?\s+"
        rf"(?:the\s+(?:line|sentence|phrase|word)\s+{_name('old')}\s+should\s+(?:now\s+)?(?:read|say|be)\s+{_name('new')}|"
        rf"(?:change|replace|swap)\s+(?:the\s+(?:line|sentence|phrase|word)\s+)?{_name('old2')}\s+(?:to|with|for)\s+"
        rf"{_name('new2')})$",
        re.I,
    ),
    # "fix a.md, it should say Monday instead of Friday"
    re.compile(
        r"^(?:fix|correct|edit)\s+(?P<name>[\w-]+\.(?:md|txt))\s*,?\s+it\s+should\s+(?:say|read)\s+"
        rf"{_name('new')}\s+instead\s+of\s+{_name('old')}$",
        re.I,
    ),
)


# "…, leave the other lines", "(markor)", "markor a.md: …": what is kept, and the app, said around the change.
_AROUND = re.compile(
    r"\s*,?\s*(?:and\s+)?(?:leave|keep)\s+(?:the\s+)?(?:other\s+lines|rest(?:\s+of\s+it)?|everything\s+else)"
    r"(?:\s+(?:as\s+(?:it\s+)?is|alone|unchanged|the\s+same))?$|\s*\((?:in\s+)?markor\)|^markor\s+(?=[\w-]+\.(?:md|txt)\b)",
    re.I,
)


def read_word_swap(clause: str, app: str) -> Goal | None:
    """Words (a word, a line) replaced in a note named by its file ("… in a.md"): open it, replace, save."""
    text = _AROUND.sub("", KEEPING.sub("", clause.strip().rstrip(".!"))).strip()
    for pattern in _REPLACE:
        if (found := pattern.match(text)) is not None:
            said = {key: value for key, value in found.groupdict().items() if value}
            old, new = _quote(said.get("old") or said["old2"]), _quote(said.get("new") or said["new2"])
            return as_steps(
                app or mentioned_app(clause) or "Notes",
                f"Open the note '{found.group('name')}'",
                f"Replace '{old}' with '{new}' in the body field",
                "Save the note",
            )
    return None
