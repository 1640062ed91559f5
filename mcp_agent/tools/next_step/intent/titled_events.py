"""An event's title read after its marker ("titled Dentist checkup on March 19, 2030 from 11:00 AM …") runs on to the
next field's marker; its day and hour said after it are when, no part of it. A title is cut where what follows reads
as a day or an hour, never at words that only look so ("Lunch at Cafe Lumen")."""

from __future__ import annotations

import re
from datetime import date

from ..patterns import rx
from .step_slots import when_in
from .wording import quoted_values

_WHEN_WORD = re.compile(r"\s+(?:on|from|at|starting|this|next|tomorrow|today|tonight)\b", re.I)


def title_before_when(title: str, today: date | None) -> str:
    if not title or quoted_values(title):
        return title
    for found in _WHEN_WORD.finditer(title):
        _, day, hour = when_in(title[found.start() :], today)
        if (day or hour) and found.start() > 0:
            return title[: found.start()].strip(" ,;")
    return title


_NOT_TITLES = frozenset(
    "i add put schedule create book plan new set make in on at today tomorrow tonight monday tuesday wednesday thursday friday saturday "
    "sunday january february march april may june july august september october november december".split()
)


# Who has the event, said before it: "I've got", "we have", "there's".
_HAVING = frozenset({"i", "i've", "i'm", "we", "we've", "we're", "there's", "there", "got", "have"})


# Dictated in lower case, the words between the verb and the calendar they go to: "add yoga class to my calendar …".
_TITLE_BEFORE_CALENDAR = re.compile(
    r"^(?:add|put|schedule|pop|stick)\s+(?!(?:an?|the|my|new|it|this|that)\b)(?P<title>[a-z][\w' -]*?)\s+"
    r"(?:to|in|into|on)\s+(?:my|the)\s+calendar\b",
    re.I,
)


def loose_title(head: str) -> str:
    """The words between the verb and the calendar, dictated in lower case ("add yoga class to my calendar …"), else
    the first capitalised words that are not a verb, a day or a month ("… at three pm Budget review for …")."""
    if (lower := _TITLE_BEFORE_CALENDAR.match(head)) is not None:
        return lower.group("title")[:1].upper() + lower.group("title")[1:]
    for word in rx(r"\b[A-Z][\w'-]*").finditer(head):
        if word.group(0).lower() in _NOT_TITLES or word.group(0).lower().replace("’", "'") in _HAVING:
            continue  # "at 3pm I've got Budget review": who has the event is not its title
        title = rx(
            r"\s+(?:for|at|on|in|to|into|tomorrow|today|tonight|this|next|every|starting|from|(?:mon|tues|wednes|thurs|fri|satur|sun)day)\b|"
            r"\s+\d{1,2}(?::\d{2}|\s*[ap]m\b)|[,(:;–—]|\s-\s"
        ).split(head[word.start() :], maxsplit=1)[0]
        return title.strip()
    return ""
