"""Values and requests written the way people in other locales or in a hurry write them (people set 129), said the way
the grammar reads them before any other reading. Unread, each left the agent asking or giving up, or read only part
of the job:

* a clock time written with an "h" after "at", "from", "starting" … ("at 21h00", "at 8h"): the hour and its minutes
  ("at 21:00", "at 8:00"); never a length ("for 1h30", "13:30, 1h30 long");
* "no." for a number after an article or an owner ("ring the no. for Rapid Flow Plumbing");
* a day restated in brackets after what happens on it ("delete team sync (thu 28/3) and …"): on that day; after a
  relative day ("tmrw (fri 15/3)", "in 2 wks (28/3)") the brackets only repeat it and are left as they are;
* two entries deleted, each on its own day ("delete team sync on 28/3 and the dentist appointment on the 29th"):
  one deletion, then the other, so neither is left out;
* a question asked as its noun phrase: "maya haddad's home number? only the number" (what it is), "thesis_draft.txt
  in download? yes or no" (whether it is there);
* an app named first, then what the request acts on, then the request on "it": "opentracks - my latest track, change
  its activity type to running" (the app said with what it keeps);
* an event's title said bare among its fields: "event in 2 wks at 1500, budget review, description …";
* two playlists in lower case joined by ", and": "dinner party w/ a + b, and late night w/ c + d" (one list each);
* "straight after" for "right after" ("play sunday drive next, straight after the current one").

Quoted text and a message's own words are left as typed; a text none of these changes is returned as it was.
"""

from __future__ import annotations

import re
from functools import lru_cache

from ..patterns import rx
from .clauses import KNOWN_APPS
from .courtesy import outside_message
from .rewrites import Rewrites

_WEEKDAY = r"(?:mon|tue|tues|wed|thu|thur|thurs|fri|sat|sun)[a-z]*\.?"
_DAY_MONTH = r"\d{1,2}[/.-]\d{1,2}(?:[/.-](?:\d{4}|\d\d))?\.?"
# Words after which a bracketed day only repeats the day already said.
_RELATIVE = (
    r"(?:today|tonight|tomorrow|tmrw|tmr|yesterday|yday|weeks?|wks?|days?|week|month|"
    r"(?:mon|tue|tues|wed|thu|thur|thurs|fri|sat|sun)[a-z]*|\d+)"
)
_APPS = "|".join(re.escape(app) for app in sorted(KNOWN_APPS, key=len, reverse=True))
_FIELDS = (
    r"(?:description|desc|notes?|location|place|where|duration|for|title|titled|called|named|at|on|from|to|in|"
    r"tomorrow|today|every|repeat|reminder|lasting|length)"
)


def _clock(found: re.Match[str]) -> str:
    # "at 21h00": a clock time; "for 1h30", "13:30, 1h30 long", "will take 1h30": a length, left as said.
    if not found.group("at"):
        return found.group(0)
    return f"{found.group('at')}{found.group('h')}:{found.group('m')}"


def _day_in_brackets(found: re.Match[str]) -> str:
    # "team sync (thu 28/3)": the day it is on; "tmrw (fri 15/3)" only repeats the day said, left as it is.
    if rx(rf"{_RELATIVE}\.?", re.I).fullmatch(found.group("w")):
        return found.group(0)
    return f"{found.group('w')} on {found.group('d')}"


def _delete_each(found: re.Match[str]) -> str:
    # "delete A on 28/3 and the B on the 29th from simple calendar": each on its own day, one after the other.
    verb, rest = found.group("v"), found.group("rest")
    return f"{verb} {found.group('a')}{rest}, then {verb} {found.group('b')}{rest}"


def _bare_title(found: re.Match[str]) -> str:
    # "event in 2 wks at 1500, budget review, description …": the one field with no name is the title.
    return f"{found.group('head')}, titled {found.group('t')}{found.group('rest')}"


def _app_with_its_thing(found: re.Match[str]) -> str:
    # "opentracks - my latest track, change its …": the app said with what it keeps ("my latest track in opentracks").
    return f"{found.group('thing')} in {found.group('app')}, {found.group('rest')}"


HURRIED = (
    # "21h00", "8h30" (never a length: "for 1h30"); "at 8h" alone.
    (
        r"(?P<at>\b(?:at|from|until|till|starting|starts?|begins?|@)\s+)?(?<![\w:.])(?P<h>[01]?\d|2[0-3])h"
        r"(?P<m>[0-5]\d)(?!\w|:\d)",
        _clock,
    ),
    (r"(?<=\bat\s)(?P<h>[01]?\d|2[0-3])h(?!\w|:\d)", r"\g<h>:00"),
    (r"\b(?P<a>the|my|his|her|their|its|your)\s+no\.(?=\s)", r"\g<a> number"),
    (r"\bstraight\s+after\b", "right after"),
    # "team sync (thu 28/3)": the day it is on (never after a relative day: "tmrw (fri 15/3)").
    (
        rf"\b(?P<w>[a-z]+\.?)\s*\(\s*(?:{_WEEKDAY}\s+)?(?P<d>{_DAY_MONTH})\s*\)",
        _day_in_brackets,
    ),
    (
        r"^(?P<v>delete|remove|cancel|get\s+rid\s+of)\s+(?P<a>(?!all\b|every\b)[a-z][^,;]*?\s+on\s+(?:the\s+)?\S+)"
        r"\s+and\s+(?P<b>(?:the\s+|my\s+)?[a-z][^,;]*?\s+on\s+(?:the\s+)?(?:\d{1,2}(?:st|nd|rd|th)|\d[\d/.-]*))"
        r"(?P<rest>(?:\s+(?:from|in)\s+[^,;.]+)?)\s*$",
        _delete_each,
    ),
    (
        r"^(?P<q>(?!(?:what|who|whose|which|how|is|are|do|does|did|when|where|call|text|ring|delete|add|make|set|"
        r"change|save|send|open|the)\b)[a-z]+\s+[a-z]+'s\s+(?:home\s+|work\s+|mobile\s+|cell\s+)?"
        r"(?:phone\s+)?(?:number|no\.?|email(?:\s+address)?|address)\s*\?)",
        r"what is \g<q>",
    ),
    (
        r"^(?P<q>[\w-]+\.[a-z0-9]{2,4}\s+in\s+(?:the\s+)?[\w ]{1,30}?\?)(?=.*\b(?:yes\s+or\s+no|y/n)\b)",
        r"is \g<q>",
    ),
    (
        rf"^(?P<app>{_APPS})\s*(?:-|–|—|:)\s*(?P<thing>(?:my|the)\s+[a-z][\w ]{{1,40}}?),\s*"
        r"(?P<rest>(?:change|set|rename|delete|edit|update|make)\b[^,]*\b(?:its|it)\b.*)$",
        _app_with_its_thing,
    ),
    (
        rf"^(?P<head>(?:[a-z ]{{2,30}}\s*[:-]\s*)?(?:new\s+|an?\s+)?event\b[^,]*?\b(?:at|@)\s+\d[\d:]*(?:\s*(?:am|pm))?)"
        rf",\s+(?P<t>(?!{_FIELDS}\b)[a-z][a-z' ]{{1,40}}?)(?P<rest>,\s+(?:description|desc|notes?)\b.*)$",
        _bare_title,
    ),
    (
        r"(?<=\.mp4|\.mkv|\.mp3|\.avi)\s*,\s+and\s+(?=(?!(?:one|another|a|the|then)\b)(?-i:[a-z])[\w ]{0,30}?\s+"
        r"(?:with|w/)\s)",
        "; ",
    ),
)
_REWRITES = Rewrites(HURRIED)


@lru_cache(maxsize=512)
def hurried_values(text: str) -> str:
    """The request with its hurried or locale-written values said as the grammar reads them."""
    return outside_message(text, _REWRITES)
