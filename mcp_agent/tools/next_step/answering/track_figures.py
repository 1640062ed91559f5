"""Figures a tracker's rows make beyond a sum or one row's value: the pace (minutes per kilometre or mile: the rows'
time over their distance), the activity type whose rows add up to the most (least) distance or time, a duration said
in hours and minutes, and a number given to the decimal places the question asks."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Protocol

from .units import LENGTH, as_number


class _Row(Protocol):
    @property
    def activity(self) -> str: ...
    @property
    def minutes(self) -> int | None: ...
    @property
    def meters(self) -> float | None: ...


def pace(rows: Sequence[_Row], unit: str) -> str | None:
    """Minutes per ``unit`` of length (km unless asked) over all the rows: their minutes over their distance."""
    minutes = [r.minutes for r in rows]
    meters = [r.meters for r in rows]
    if not rows or None in minutes or None in meters or not sum(m or 0 for m in meters):
        return None
    distance = sum(m or 0 for m in meters) / LENGTH[unit or "km"]
    return as_number(sum(t or 0 for t in minutes) / distance)


def kind_by_total(rows: Sequence[_Row], pick: str, by: str) -> str | None:
    """The activity type whose rows add up to the most (``pick`` "max") or least distance (``by`` "meters") or
    time ("minutes"); none when two tie or a row does not show the value."""
    totals: dict[str, float] = {}
    for row in rows:
        value = row.meters if by == "meters" else row.minutes
        if value is None:
            return None
        totals[row.activity] = totals.get(row.activity, 0) + value
    if not totals or pick not in ("max", "min"):
        return None
    best = (max if pick == "max" else min)(totals.values())
    found = [kind for kind, total in totals.items() if total == best]
    return found[0] if len(found) == 1 else None


def most_often(pick: str, kinds: list[str]) -> str | None:
    """The kind done most (least) often; none when two tie."""
    counts = {kind.casefold(): kinds.count(kind) for kind in kinds}
    if not counts:
        return None
    best = (max if pick == "max" else min)(counts.values())
    found = [kind for kind in dict.fromkeys(kinds) if counts[kind.casefold()] == best]
    return found[0] if len({f.casefold() for f in found}) == 1 else None


def hours_and_minutes(minutes: float) -> str:
    """ "2 hours 5 minutes", "1 hour", "45 minutes": a duration as asked in hours and minutes."""
    hours, rest = divmod(round(minutes), 60)
    said = [f"{hours} hour{'s' * (hours != 1)}"] if hours else []
    if rest or not hours:
        said.append(f"{rest} minute{'s' * (rest != 1)}")
    return " ".join(said)


def to_places(said: str, places: str) -> str:
    """A number given to the decimal places asked ("2": "7.50"); anything else as it is."""
    try:
        value = float(said)
    except ValueError:
        return said
    return f"{value:.{int(places)}f}"
