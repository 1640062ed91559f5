"""Which entries a delete names: listed after "named" / "these …:", before their kind ("delete A and B from my
notes"), after it, as an entry ("the Fuel entry"), bare in a records app, by file name, or by position ("the
newest", "all"). An event is deleted by its day, never by a name that is a day; nothing named is never a guess."""

from __future__ import annotations

import re
from contextlib import suppress
from dataclasses import replace
from datetime import date

from ..answering.track_questions import activity_kind
from ..dates import MONTH_NAME
from ..patterns import rx
from .clauses import WHAT_STAYS
from .conditional_deletes import limits_unread, read_condition, read_picked
from .goal import Goal
from .named_in_app import named_in_app
from .selecting import NEEDS_JUDGEMENT, read_selective_delete
from .step_slots import FILE_NAME, names_in, when_in

# After an event's kind, a word that says when or where, never the start of its name ("my meeting on Friday").
_NOT_WHEN = r"(?!(?:on|at|in|for|from|of|this|next|tomorrow|today|tonight)\b)"
_NAMED_BEFORE = re.compile(
    # ("remove the event Lunch with Sam … from my calendar": the kind said before the name is no part of it)
    r"^(?:delete|remove|erase|trash|get\s+rid\s+of|drop|cancel)\s+(?:the\s+|my\s+)?"
    rf"(?:(?:event|meeting|appointment)\s+{_NOT_WHEN}(?=\S+\s+\S))?(?P<names>.+?)\s+"
    r"(?:(?:from|in|off|out\s+of)\s+(?:my\s+|the\s+)?(?:\w+\s+)?)?(?:notes?|files?|expenses?|recipes?|events?|contacts?|"
    r"(?<=my\s)(?:calendar|agenda|schedule))\b",
    re.I,
)

_STAYS_AFTER = re.compile(rf"\s*[;,.]?\s*{WHAT_STAYS}.*$", re.I | re.S)
# A day's events as a whole: "my saturday events", "the meetings on Friday", "my schedule for the 3rd".
_DAYS_EVENTS = re.compile(r"\b(?:events|meetings|appointments|plans|calendar|agenda|schedule)\b", re.I)
# When, said after an event's name: "… on march 23 2030", "… at 9am", "… this Friday", "… tomorrow", "… from march 23".
_WHEN = (
    r"(?:on\s+|at\s+|this\s+|next\s+|tomorrow\b|today\b|tonight\b|(?:mon|tues|wednes|thurs|fri|satur|sun)day\b|"
    # "remove Lunch with Sam from march 23": the day it is taken from
    r"from\s+(?=(?:the\s+)?\d|" + MONTH_NAME + r"\s+\d|"
    r"(?:this\s+|next\s+)?(?:mon|tues|wednes|thurs|fri|satur|sun)day\b|tomorrow\b|today\b))"
)
_WHEN_AFTER = re.compile(rf"\s+{_WHEN}.*$", re.I)
_EVENT_THEN_WHEN = re.compile(
    rf"^(?:delete|remove|erase|cancel|drop|get\s+rid\s+of)\s+(?:the\s+|my\s+)?(?!all\b|every|everything\b)"
    # "delete the event Lunch with Sam on …": the kind said before the name is no part of it
    rf"(?:(?:event|meeting|appointment)\s+(?:called\s+|named\s+|titled\s+)?{_NOT_WHEN}(?=\S+\s+\S))?"
    rf"(?P<name>\w.*?)\s+{_WHEN}",
    re.I,
)
# Events named one after another with no day: "cancel Team sync and Vet visit", "remove Gym, Swim and Yoga".
_SEVERAL_EVENTS = re.compile(
    r"^(?i:delete|remove|erase|cancel|drop|get\s+rid\s+of)\s+(?i:the\s+|my\s+|both\s+)*(?P<n>[A-Z\"“'][^,]*?(?:,[^,]+?)*)\s*$"
)
# A listed "name" that is only when ("delete Lunch with Sam, 23rd march 9am"): the day and hour of the one before.
_ONLY_WHEN = re.compile(
    rf"(?:on\s+)?(?:the\s+)?(?:\d{{1,2}}(?:st|nd|rd|th)?\s+(?:of\s+)?{MONTH_NAME}|{MONTH_NAME}\s+\d{{1,2}}(?:st|nd|rd|th)?)(?:,?\s+\d{{4}})?"
    r"(?:,?\s+(?:at\s+)?\d{1,2}(?::\d\d)?\s*(?:am|pm|h)?)?",
    re.I,
)
_FROM_CALENDAR = re.compile(
    r"\s+(?:from|off|out\s+of|in|on)\s+(?:my\s+|the\s+)?(?:calendar|agenda|schedule)\s*[.!]?$", re.I
)
_SEVERAL_SAID = re.compile(
    r"^(?:delete|remove|erase|cancel|drop|get\s+rid\s+of)\s+(?:the\s+|my\s+|both\s+)*(?P<n>[^,\d]+?(?:,[^,\d]+?)*)\s*$",
    re.I,
)
# Words that name no event: "my meeting", "the 9am one", "my 9am".
_UNNAMED = re.compile(
    r"(?:\d{1,2}(?::\d{2})?\s*(?:am|pm|h)?\s*)?(?:events?|meetings?|appointments?|plans?|calendar|agenda|schedule|"
    r"things?|ones?|slots?|calls?)?",
    re.I,
)
# A recorded activity of a day ("my Swimming activity from March 12"): that day's entries of its kind.
_ACTIVITY = re.compile(
    r"\b(?:activit(?:y|ies)|tracks?|workouts?|swims?|runs?|rides?|walks?|hikes?|swimming|running|cycling|walking)\b",
    re.I,
)


def _recorded_day(day: str, clause: str, today: date | None) -> str:
    """A recorded activity's day said without its year is a past one ("my run from March 12" on March 14 is this
    year's, said on March 10 last year's): an activity is never recorded ahead."""
    said = date.fromisoformat(day)
    now = today or date.today()
    if said <= now or rx(r"\b\d{4}\b").search(clause):
        return day
    with suppress(ValueError):  # February 29th of a year without one: left as read
        return said.replace(year=said.year - 1).isoformat()
    return day


# "delete the last line of a.md", "remove the word draft from a.md": part of a note's text, never the note.
_PART_OF_TEXT = re.compile(
    r"^(?:delete|remove|erase|cut|drop|get\s+rid\s+of)\s+(?:the\s+|a\s+|that\s+)?(?:(?:first|last|final|top|bottom|"
    r"second|third|\d+(?:st|nd|rd|th)?|empty|blank)\s+)?(?:lines?|words?|sentences?|paragraphs?|phrases?|bits?|parts?|"
    r"text|contents?|everything|all(?:\s+(?:of\s+)?the\s+(?:text|contents?|words))?)\b(?:\s+\d+)?.*\b(?:of|from|in)\s+(?:the\s+|my\s+)?(?:note\s+|file\s+)?[\w-]+\.(?:md|txt)\b",
    re.I,
)


_KIND_WORDS = frozenset("text pdf image photo picture audio video markdown md txt new old plain".split())


def read_delete(clause: str, obj: str, app: str, today: date | None) -> Goal:
    # "could you take out A, B and C from Pro Expense?": the question mark asks, it is no part of the last name.
    clause = _STAYS_AFTER.sub("", clause).rstrip(" ?!")
    # "delete any of the .txt files in Documents" (said after "I don't need any of …"): every one of them
    clause = rx(r"^(?P<v>delete|remove|erase|clear)\s+any\s+of\s+(?:the|my)\s*", re.I).sub(r"\g<v> all the ", clause)
    if _PART_OF_TEXT.match(clause):
        # Deleting the note for a line of it would lose the rest: asked, never done.
        return Goal("explore", subject=f"remove part of a note's text ({clause})", app=app, obj=obj, extra=("cannot",))
    selective = read_selective_delete(clause, obj, app)
    if selective is not None:
        return selective  # which entries qualify is read from each one (selecting.py)
    # ("the first event of the day on March 27": "of the day" is which one, and no day to the date library)
    day = when_in(rx(r"\s+of\s+the\s+day\b", re.I).sub("", clause), today)[1] if obj == "event" else ""
    if (picked := read_picked(clause, obj, day)) is not None:
        return replace(picked, app=app)  # the one a superlative picks, off the whole list (picking.py)
    if (condition := read_condition(clause, obj)) is not None:
        return replace(condition, app=app)  # which qualify is read off the list (conditional_deletes.py)
    if NEEDS_JUDGEMENT.search(clause):
        # Which entries qualify needs every entry compared or read: not something to guess at.
        return Goal("explore", subject=clause, app=app, obj=obj, extra=("cannot",))
    listing = rx(
        r"\b(?:following\s+\w+|these\s+\w+|named|called|titled|with\s+the\s+title|them)\s*:\s*(?P<names>.+)$|"
        r"\b(?:following\s+\w+|named|called|titled|with\s+the\s+title)\s+(?P<more>.+)$",
        re.I,
    ).search(clause)
    names = names_in(listing.group("names") or listing.group("more")) if listing else ()
    before = _NAMED_BEFORE.match(clause)
    if (
        not names
        and before is not None
        and not rx(r"\b(?:all|every|everything|newest|latest|recent|last|duplicates?)\b", re.I).search(
            before.group("names")
        )
    ):
        names = names_in(before.group("names"))
    after = rx(
        r"^(?i:delete|remove|erase|trash|get\s+rid\s+of|drop)\s+(?i:the\s+|my\s+)?(?i:notes?|files?|expenses?|recipes?|contacts?|events?)\s+"
        # ("delete the expenses A, B and C from pro expense": each name said with its capital)
        r"(?P<names>[A-Z\"'][^,]*?(?:,\s*(?:and\s+)?[A-Z\"'][^,]*?)*)(?:\s+(?:from|in)\s+.+)?$"
    ).match(clause)
    if not names and after is not None and not rx(r"[\"“”'‘’]").search(after.group("names")):
        names = names_in(after.group("names"))  # (a quoted name is read whole below)
    entry = rx(
        r"^(?i:delete|remove|erase|trash|get\s+rid\s+of|drop)\s+(?i:the\s+|my\s+)?(?P<name>[A-Z][^,]*?)\s+(?i:entry|item|record)\b"
    ).match(clause)
    if not names and entry is not None:
        names = (entry.group("name"),)  # "get rid of the Fuel entry"
    bare = rx(
        r"^(?i:delete|remove|erase|trash|get\s+rid\s+of|drop)\s+(?i:the\s+|my\s+)?(?P<n>[A-Z\"“'][^,]*?"
        # "delete Farmers market, Train ticket and Winter boots" in pro expense: each name said with its capital
        r"(?:,\s*[A-Z\"“'][^,]*?)*)\s*$"
    ).match(clause)
    if (
        not names
        and bare is not None
        and obj != "event"
        and not rx(r"\b(?:all|every|duplicates?)\b", re.I).search(clause)
    ):
        names = names_in(bare.group("n"))  # "remove Chicken curry" in the recipes app
    if not names:
        names = named_in_app(clause, obj, app)  # "remove farmers market … from pro expense"
    files = FILE_NAME.findall(clause) or (rx(r"\b[\w-]+\.[A-Za-z0-9]{2,4}\b").findall(clause) if names else [])
    if files and (not names or all(n.casefold() in _KIND_WORDS for n in names)):
        names = tuple(files)  # "delete the text file a.txt": the file's name, never the word for its kind
    which = ""
    if rx(
        r"\b(?:newest|latest|most\s+recent(?:ly)?|(?:made|created|added|wrote)\s+last|last\s+one|"
        r"(?:I|we)\s+just\s+(?:made|created|added|wrote|saved)|"
        r"last\s+(?:note|file|entry|expense|recipe|contact)\s+(?:I|we)\s+(?:made|created|added|wrote|saved))\b",
        re.I,
    ).search(clause):
        which = "newest"
    elif rx(r"\ball\b|\bevery(?:thing)?\b|\bwipe\b|\bclear\b", re.I).search(clause) and not names:
        which = "all"
    if not names:
        # "remove the 9am "Lunch with Sam" on …", "delete the event 'Team sync' on …" (a single quote no letter touches)
        names = tuple(a or b for a, b in rx(r"[\"“]([^\"”]+)[\"”]|(?<!\w)['‘]([^'’]+)['’](?!\w)").findall(clause))
    if obj == "event":
        activity = bool(_ACTIVITY.search(clause)) or "track" in app.lower()
        if not names and not which and not activity and (said := _EVENT_THEN_WHEN.match(clause)) is not None:
            names = (said.group("name"),)  # "delete lunch with sam on march 23 at nine"
        # "remove team sync and dentist appointment from the calendar": the calendar said, names need no capitals
        listed_in = _FROM_CALENDAR.sub("", clause)
        several = _SEVERAL_EVENTS.match(listed_in) or (
            _SEVERAL_SAID.match(listed_in) if listed_in != clause else None
        )  # (a name may sound like an activity: "Swim", "Run club")
        one_is_enough = listed_in != clause  # the calendar said: one name alone is the event's too
        if (
            not names
            and not which
            and several is not None
            and len(listed := names_in(several["n"])) > 1 - one_is_enough
        ):
            names = listed  # "cancel Team sync and Vet visit": events named, each by its title
        # "delete my saturday events": a day is when, not which; "the 9:00 Lunch with Sam event": the hour neither;
        # "Lunch with Sam on march 23 2030": the day after the name is when too.
        names = tuple(
            _WHEN_AFTER.sub("", rx(r"^\d{1,2}(?::\d{2})?\s*(?:am|pm|h)?\s+(?=\S)", re.I).sub("", n)).strip(" ,;:-")
            for n in names
            if not rx(r"(?:(?:this|next)\s+)?\w+day(?:'s)?|today|tomorrow", re.I).fullmatch(n)
        )
        names = tuple(n for n in names if n and not _UNNAMED.fullmatch(n) and not _ONLY_WHEN.fullmatch(n))
        phrase, day, _ = when_in(clause, today)
        day = _recorded_day(day, clause, today) if activity and day else _past(phrase, day, today)
        if activity and not names and which != "newest" and (kind := activity_kind(clause)):
            # "delete my Swimming activity from March 12": that day's swims, never its other activities; "delete
            # all my walks": every walk, never another kind.
            subject = "all" if which == "all" else "on date"
            return Goal("delete", obj=obj, app=app, date=day, subject=subject, item=kind.capitalize())
        if which == "all" and not names and not day and not activity and limits_unread(clause):
            # "cancel every call event": a limit not read here is never every event (a deletion is not undone).
            return Goal("explore", subject=f"tell which events to delete ({clause})", app=app, extra=("cannot",))
        if not names and not which and not _DAYS_EVENTS.search(listed_in) and not activity:
            # "cancel my 9am meeting on March 23": one event, unnamed; deleting the whole day is never the reading.
            return Goal(
                "explore", subject=f"tell the title of the event to delete ({clause})", app=app, extra=("cannot",)
            )
        return Goal("delete", obj=obj, app=app, date=day, subject=which or "on date", extra=names)
    phrase, day, _ = when_in(clause, today)
    if which == "all" and not names and day and phrase.strip():
        # "delete all expenses from March 2": that day's, never all of them; which are that day's is not read here.
        when = _past(phrase, day, today)
        return Goal("explore", subject=f"tell which {obj or 'entrie'}s are from {when}", app=app, extra=("cannot",))
    if which == "all" and not names and limits_unread(clause):
        # "delete all expenses over budget": which ones is said in words not read here; never all of them.
        return Goal("explore", subject=clause, app=app, obj=obj, extra=("cannot",))
    if obj == "contact":
        names = tuple(rx(r"['’]s$").sub("", name) for name in names)  # "Ben Carter's contact": Ben Carter's card
    if not names and not which:
        # Nothing says which entry: deleting one at a guess is never the answer.
        return Goal("explore", subject=clause, app=app, obj=obj, extra=("cannot",))
    return Goal("delete", obj=obj, app=app, subject=which, extra=names)


def _past(said: str, day: str, today: date | None) -> str:
    """A day said without its year, of entries to delete: the nearer one, this year's when it passed lately rather
    than next year's ("from March 2" said on March 14 is twelve days ago). The date library reads it as next year's,
    as a day to plan for is."""
    if not day or rx(r"\b\d{4}\b").search(said):
        return day
    base = today or date.today()
    picked = date.fromisoformat(day)
    with suppress(ValueError):  # February 29 in a year without one: as read
        earlier = picked.replace(year=base.year)
        if picked > base and earlier <= base and base - earlier < picked - base:
            return earlier.isoformat()
    return day
