"""A call log's rows read for a question: whose name a row shows, the time on the newest row of a person, the one
row at a time asked. A row is what the list shows: its title (a name or a number) and its details ("10:42 AM")."""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Protocol

from ..patterns import rx


class _Row(Protocol):
    @property
    def title(self) -> str: ...
    @property
    def details(self) -> str: ...


PHONE_NUMBER = re.compile(r"\+?[\d\s().-]{7,}")
CLOCK = re.compile(r"\b\d{1,2}:\d\d(?:\s*[AP]\.?M\.?)?", re.I)


def same_person(title: str, person: str) -> bool:
    """A row's name is the person asked about: the whole name, or the first name said alone."""
    said, name = person.casefold().split(), title.casefold().split()
    return name == said or (len(said) == 1 and name[:1] == said)


def _clock(said: str) -> tuple[int, int, str]:
    """A clock time as (hour, minute, "am" | "pm" | "" when not said)."""
    found = rx(r"\s*(\d{1,2}):(\d\d)\s*(?:([ap])\.?m)?", re.I).match(said)
    if found is None:
        return (-1, -1, "")
    return int(found.group(1)), int(found.group(2)), (found.group(3) or "").lower()


def at_time(asked: str, chosen: Sequence[_Row]) -> str | None:
    """The name on the one row at the time asked (a time said without am/pm matches either); none when two differ."""
    hour, minute, half = _clock(asked)
    names = set()
    for record in chosen:
        found = CLOCK.search(record.details)
        if found is None:
            continue
        h, m, at = _clock(found.group(0))
        if (h, m) == (hour, minute) and (not half or not at or half == at):
            names.add(record.title)
    return names.pop() if len(names) == 1 else None


def time_of(person: str, chosen: Sequence[_Row]) -> str | None:
    """The time the newest row with ``person`` shows (a log lists its newest row first); a first name alone names
    one person only when one row's name starts with it."""
    said = person.casefold()
    rows = [r for r in chosen if r.title.casefold() == said] or [
        r for r in chosen if r.title.casefold().split()[:1] == said.split()
    ]
    if not rows or len({r.title for r in rows}) > 1:
        return None
    found = CLOCK.search(rows[0].details)
    return found.group(0) if found else None
