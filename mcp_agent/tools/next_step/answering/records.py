"""A list's rows read as records, and a question answered from the records seen.

A row is what the screen shows: a title (the label), a details line ("Due Fri, Mar 15, 2030 · High
priority", "Wed, Mar 13, 2030 · 64 min · 18.07 km", "2030-03-13 · 1 hr 4 min · 18.07 km" under a day's header)
and, for a check box, whether it is checked. Its figures are read however the app writes them (shown_values.py).
Only what the rows say is used: a row without a date is not counted as any day's.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, replace
from datetime import date
from functools import lru_cache

from ..patterns import rx
from ..shown_values import amount, duration_seconds, meters, meters_exact, size_bytes
from .asked import Question
from .call_rows import CLOCK, PHONE_NUMBER, at_time, same_person, time_of
from .category_totals import top_category
from .length_bounds import within
from .track_figures import hours_and_minutes, kind_by_total, most_often, pace, to_places
from .track_questions import activity_kind
from .units import as_number, convert

_PRIORITY = re.compile(r"\b(?P<p>high|medium|low)\s+priority\b", re.I)


@dataclass(frozen=True, slots=True)
class Record:
    title: str
    details: str
    checked: bool | None = None

    @property
    def day(self) -> str:
        """The row's day as ISO, or "" when its details name none. A row may say other things before its day (a
        named track: its activity type and description), so the first part that reads as a day is it."""
        for part in self.details.split("·"):
            if _figure(part):
                break
            if found := _day(part):
                return found
        return ""

    @property
    def description(self) -> str:
        """What a named track's row says between its activity type and its day."""
        parts = [p.strip() for p in self.details.split("·") if not _day(p)]
        said = []
        for part in parts[1:]:
            if _figure(part):
                break
            said.append(part)
        return " · ".join(said) if self.activity != self.title else ""

    @property
    def activity(self) -> str:
        """A tracked activity's type: an unnamed track's row is titled by it, a named one says it first (after the day
        a header dates it by)."""
        first = next((p.strip() for p in self.details.split("·") if not _day(p)), "")
        return first if first and not rx(r"\d").search(first) else self.title

    @property
    def priority(self) -> str:
        found = _PRIORITY.search(self.details)
        return found.group("p").lower() if found else ""

    @property
    def minutes(self) -> int | None:
        """Minutes said ("64 min", "1 hr 4 min"), or a tracked activity's total time as a clock shows it beside its
        distance ("1:04:00 (18.07 km)", "45:00 (5.20 km)")."""
        said = duration_seconds(self.details, clocks=False)
        if said is not None:
            return round(said / 60)
        if self.meters is None or (seconds := self.seconds) is None:
            return None
        return round(seconds / 60)

    @property
    def seconds(self) -> int | None:
        """A song's or a video's length as its row shows it ("3:25", "1:02:07", "3m 25s", "3 min 25 sec")."""
        return duration_seconds(self.details)

    @property
    def size(self) -> float | None:
        """A file's size in bytes as its row shows it ("1.2 MB", "340 kB")."""
        return size_bytes(self.details)

    @property
    def meters(self) -> float | None:
        return meters(self.details)

    @property
    def meters_exact(self) -> bool:
        """Whether the distance is shown to the meter (``18.87 km`` is not: it is 18,865–18,874 m)."""
        return meters_exact(self.details)


def _figure(part: str) -> bool:
    """A part of a row that is a figure (a duration, a distance), after which no day is said."""
    return duration_seconds(part, clocks=False) is not None or meters(part) is not None


def _of_kind(activity: str, kind: str) -> bool:
    """The row's activity type is the kind asked, said as the app says it ("biking" for cycling)."""
    return activity.casefold() == kind or activity_kind(activity) == kind


def _says(details: str, word: str) -> bool:
    return rx(rf"(?<!\w){re.escape(word)}(?!\w)", re.I).search(details) is not None


@lru_cache(maxsize=512)
def _undated(record: Record) -> bool:
    """A row of figures (an amount, a size) that shows no day; a folder's or a check box's row has no figures."""
    return bool(rx(r"\d").search(record.details)) and not record.day


def _day(text: str) -> str:
    # "Due Fri, …", "Modified Mar 2, 2030 10:00": the day a row says after what happened on it.
    cleaned = rx(
        r"^\s*(?:due|on|date|(?:last\s+)?(?:modified|edited|changed|updated|saved|created))\s*:?\s*", re.I
    ).sub("", text.strip())
    if not rx(r"\d").search(cleaned):
        return ""
    return _parsed_day(cleaned, date.today())


@lru_cache(maxsize=4096)
def _parsed_day(cleaned: str, clock_day: date) -> str:
    """Kept per text (a list's rows are read again on every step), and per the clock's day, since a relative date
    ("2 days ago") is read against it."""
    from dateparser import parse

    parsed = parse(cleaned, languages=["en"], settings={"DATE_ORDER": "MDY", "STRICT_PARSING": True})
    return parsed.date().isoformat() if parsed is not None else ""


def _named_not_filed(question: Question, records: list[Record]) -> bool:
    """ "what did I spend on coffee in total": no row's category says the word, so it names the expenses
    themselves (every row called "Coffee")."""
    return (
        question.source == "expenses"
        and bool(question.kind)
        and not any(_says(r.details, question.kind) for r in records)
        and any(_same_name(r.title, question.kind) for r in records)
    )


def _same_name(title: str, said: str) -> bool:
    return title.casefold().rstrip("s") == said.casefold().rstrip("s")


def selected(question: Question, records: list[Record]) -> list[Record]:
    """The records the question is about, in the order the list showed them."""
    if _named_not_filed(question, records):
        return [r for r in records if _same_name(r.title, question.kind)]
    chosen = []
    for record in records:
        if question.first and not (question.first <= record.day <= question.last):
            continue
        if question.priority and record.priority != question.priority:
            continue
        if question.done is not None and record.checked is not question.done:
            continue
        # "running|cycling": either kind's rows; a call that came in: missed or answered
        kinds = question.kind.split("|")
        if question.source == "tracks" and question.kind and not any(_of_kind(record.activity, k) for k in kinds):
            continue
        if question.source == "tracks" and question.subject and record.title.casefold() != question.subject.casefold():
            continue  # one track asked about by its name
        if question.of and not record.title.casefold().endswith(question.of.casefold()):
            continue
        # An expense's category, a call's kind: a word of the row's details.
        if question.source == "calls" and question.subject and question.mode in ("count", "exists"):
            if not same_person(record.title, question.subject):
                continue
        if (
            question.source in ("expenses", "calls")
            and question.kind
            and not any(_says(record.details, k) for k in kinds)
        ):
            continue
        chosen.append(record)
    return chosen


def answer(question: Question, records: list[Record]) -> str | None:
    """The answer in the format the question asks, or None when the rows seen do not give one."""
    said = _answer(question, records)
    return to_places(said, question.places) if said is not None and question.places else said


def _answer(question: Question, records: list[Record]) -> str | None:
    if question.first and question.source in ("expenses", "items") and any(_undated(r) for r in records):
        return None  # a row that shows no day is not known to be in or out of the days asked
    chosen = selected(question, records)
    if question.mode == "count":
        return str(len(chosen))
    if question.mode == "longest":
        lengths = [r.seconds for r in chosen]
        if not chosen or None in lengths:
            return None  # a row without its length: the longest is not known
        longest = max(r.seconds or 0 for r in chosen)
        tied = [r.title for r in chosen if r.seconds == longest]
        return tied[0] if len(tied) == 1 else None
    if question.mode in ("largest", "smallest"):
        sizes = [r.size for r in chosen]
        if not chosen or None in sizes:
            return None  # a row without its size: the largest is not known
        best = (max if question.mode == "largest" else min)(s for s in sizes if s is not None)
        tied = [r.title for r, s in zip(chosen, sizes, strict=True) if s == best]
        return tied[0] if len(tied) == 1 else None
    if question.mode == "total_length":
        return _total_length(question.by, chosen)
    if question.mode == "latest" and question.by == "number":
        # A number asked: a row names a caller kept as a contact by name, and then the number is not shown.
        return chosen[0].title if chosen and PHONE_NUMBER.fullmatch(chosen[0].title.strip()) else None
    if question.mode == "latest":
        return chosen[0].title if chosen else None  # a log lists its newest row first
    if question.mode == "time" and not question.subject:
        clock = CLOCK.search(chosen[0].details) if chosen else None  # the newest row of the kind asked
        return clock.group(0) if clock else None
    if question.mode == "time":
        return time_of(question.subject, chosen)
    if question.mode == "at":
        return at_time(question.subject, chosen)
    if question.mode in ("newest", "oldest"):
        days = [r.day for r in chosen]
        if not chosen or "" in days:
            return None  # a row without its day: the newest is not known
        day = (max if question.mode == "newest" else min)(days)
        tied = [r.title for r, d in zip(chosen, days, strict=True) if d == day]
        return tied[0] if len(tied) == 1 else None
    if question.mode == "exists" and question.source == "calls":
        return "yes" if chosen else "no"  # every row was read: none from them is no call
    if question.mode == "exists":
        # Every row was read: a name not among them is not in the list.
        return "yes" if any(r.title.casefold() == question.of.casefold() for r in chosen) else "no"
    if question.mode == "money":
        amounts = [amount(r.details) for r in chosen]
        if not chosen or None in amounts:
            return None
        return f"{sum(a for a in amounts if a is not None):.2f}"
    if question.mode == "category":
        return top_category(question.pick, [(r.title, r.details) for r in chosen])
    if question.mode in ("dearest", "amount"):
        return _by_amount(question, chosen)
    if question.mode == "titles" and question.bound:
        # Only the rows whose length passes the bound; a row showing none leaves the answer unknown.
        lengths = [r.seconds for r in chosen]
        return None if None in lengths else ", ".join(r.title for r in chosen if within(question.bound, r.seconds))
    if question.mode == "titles":
        return ", ".join(dict.fromkeys(r.title for r in chosen)) or None
    if question.mode == "types" and question.by in ("meters", "minutes"):
        return kind_by_total(chosen, question.pick, question.by)
    if question.mode == "types" and question.by == "often":
        return most_often(question.pick, [r.activity for r in chosen])
    if question.mode == "types":
        return ", ".join(sorted({r.activity for r in chosen})) or None
    if question.mode == "date":
        found = _picked(question, chosen)
        return _said_day(found.day) if found is not None and found.day else None
    if question.mode == "name":
        found = _picked(question, chosen)
        return found.title if found is not None else None
    if question.mode == "description":
        said = {r.description for r in chosen}
        return said.pop() if len(said) == 1 and "" not in said else None
    one_row = question.by in ("day", "pace", "minutes", "meters")  # "how far was my latest walk": that row's own
    if not chosen and not question.pick and not one_row and question.mode in ("minutes", "km"):
        # Every row read and none of them asked about: a total over none is nothing ("how long did I walk this
        # week" with no walk this week), as a count of none is 0. The largest of none, or one row's value, is none.
        return "0"
    if question.mode in ("speed", "minutes", "km", "pace") and question.by in (
        "day",
        "pace",
        "minutes",
        "meters",
    ):
        # The newest (oldest, fastest, longest by time) row's own value: "how far was my latest walk".
        found = _picked(question, chosen)
        chosen, question = ([found] if found is not None else []), replace(question, pick="", by="")
    if question.mode == "pace":
        return pace(chosen, question.unit)
    if question.mode == "speed":
        # As the app's average speed: the distance over the total time, in km/h.
        pairs = [(r.meters, r.minutes) for r in chosen]
        if not chosen or any(m is None or not t for m, t in pairs):
            return None
        hours = sum(t or 0 for _, t in pairs) / 60
        kmh = sum(m or 0 for m, _ in pairs) / 1000 / hours
        return as_number(convert(kmh, "km/h", question.unit)) if question.unit else f"{kmh:.2f}"
    if question.mode == "minutes":
        minutes = [r.minutes for r in chosen]
        if not chosen or None in minutes:
            return None
        made = _made_one(question.pick, [float(m) for m in minutes if m is not None])
        if question.unit == "h:m":
            return hours_and_minutes(made)
        unit = question.unit or ("h" if question.by == "hours" else "min")
        return _number(round(convert(made, "min", unit), 2))
    meters = [r.meters for r in chosen]
    if not chosen or None in meters:
        return None
    total = _made_one(question.pick, [m for m in meters if m is not None])
    # In the unit asked, converted from the rows' own precision (km to 10 m: ``to_the_meter`` says whether it is).
    unit = question.unit or "km"
    return (
        f"{total / 1000:.2f}"
        if unit == "km"
        else str(round(total))
        if unit == "m"
        else as_number(convert(total, "m", unit))
    )


def to_the_meter(question: Question, records: list[Record]) -> bool:
    """Whether a distance answered in meters is exact: the largest or smallest is as exact as the row it is read
    from, a sum or an average needs every row exact ("2.35 km" is 2,345–2,354 m)."""
    chosen = selected(question, records)
    meters = [r.meters for r in chosen if r.meters is not None]
    if question.pick in ("max", "min") and meters:
        picked = max(meters) if question.pick == "max" else min(meters)
        chosen = [r for r in chosen if r.meters == picked]
    return all(r.meters_exact for r in chosen)


def _total_length(unit: str, chosen: list[Record]) -> str | None:
    """The rows' lengths added up, in the unit asked (rounded when asked so), else as a clock shows it."""
    lengths = [r.seconds for r in chosen]
    if not chosen or None in lengths:
        return None  # a row without its length: the total is not known
    total = sum(s for s in lengths if s is not None)
    per = {"hours": 3600, "minutes": 60, "seconds": 1}
    for name, size in per.items():
        if unit == name:
            return _number(round(total / size, 2))
        if unit == f"whole {name}":
            return str(round(total / size))
    hours, rest = divmod(total, 3600)
    return f"{hours}:{rest // 60:02d}:{rest % 60:02d}" if hours else f"{rest // 60}:{rest % 60:02d}"


def _made_one(pick: str, values: list[float]) -> float:
    """The rows' values made one as the question asks: the largest, the smallest, the average or the sum."""
    if pick == "max":
        return max(values)
    if pick == "min":
        return min(values)
    if pick == "mean":
        return sum(values) / len(values)
    return sum(values)


def _number(value: float) -> str:
    return str(int(value)) if value == int(value) else f"{value:.2f}".rstrip("0").rstrip(".")


def _value(record: Record, by: str) -> float | None:
    if by == "minutes":
        return record.minutes
    if by == "day":  # the newest (the oldest) row
        return date.fromisoformat(record.day).toordinal() if record.day else None
    if by == "pace":  # minutes per kilometre
        minutes, meters = record.minutes, record.meters
        return minutes / meters * 1000 if minutes is not None and meters else None
    return record.meters


def _picked(question: Question, chosen: list[Record]) -> Record | None:
    """The one row whose minutes, distance, pace or day is the largest (smallest); none when two tie."""
    values = [_value(r, question.by) for r in chosen]
    if not chosen or None in values or question.pick not in ("max", "min"):
        return None
    best = (max if question.pick == "max" else min)(v for v in values if v is not None)
    found = [r for r, v in zip(chosen, values, strict=True) if v == best]
    return found[0] if len(found) == 1 else None


def _said_day(iso: str) -> str:
    day = date.fromisoformat(iso)
    return f"{day:%B} {day.day}, {day.year}"


def _amount(record: Record) -> float | None:
    return amount(record.details)


def _by_amount(question: Question, chosen: list[Record]) -> str | None:
    """The dearest row's title (none when two tie or a row shows no amount), or the named row's amount."""
    if question.mode == "amount":
        named = [r for r in chosen if r.title.strip().casefold() == question.subject.strip().casefold()]
        said = {_amount(r) for r in named}
        return f"{said.pop():.2f}" if len(said) == 1 and None not in said else None
    amounts = [_amount(r) for r in chosen]
    if not chosen or None in amounts:
        return None
    top = max(a for a in amounts if a is not None)
    tied = [r.title for r, a in zip(chosen, amounts, strict=True) if a == top]
    return tied[0] if len(tied) == 1 else None


def merged(seen: list[Record], window: list[Record]) -> list[Record]:
    """``seen`` followed by the rows of ``window`` below it: the window after a scroll overlaps the rows
    already read, so two identical rows (two equal runs on one day) stay two."""
    for overlap in range(min(len(seen), len(window)), 0, -1):
        if seen[-overlap:] == window[:overlap]:
            return seen + window[overlap:]
    return seen + window
