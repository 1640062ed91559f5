"""What a question about the phone's records asks, as the plan carries it: ``Answer from the list: {…}``."""

from __future__ import annotations

import json
from dataclasses import asdict, dataclass

PLAN_PREFIX = "Answer from the list: "
_LATER = frozenset({"pick", "by", "of", "unit", "places", "bound"})


@dataclass(frozen=True, slots=True)
class Question:
    """``source``: tasks | tracks | notes | expenses | calls | items (items.py) | record (record_questions.py).
    ``mode``: titles, count, minutes, meters, km, speed (km/h over the rows), name and date (the title or the day of
    the row ``pick`` chooses by ``by``), description (a named track's), types (the kind done most often: by "often"; with
    the most distance or time: by "meters", "minutes"), pace (minutes per km or mile over the rows),
    money (a sum of amounts), latest (the newest row's title), longest (by length), dearest (the title of the
    largest amount), amount (the named row's amount), total_length (the rows' lengths added up), largest and
    smallest (the title of the row with the largest or smallest size) (lists);
    amount, attendees, is_todo, todos (notes). ``pick``: how the rows' values make one: "" adds them up, "max",
    "min" or "mean"."""

    source: str
    mode: str
    first: str = ""  # ISO days, both ends included; empty: any day
    last: str = ""
    priority: str = ""
    done: bool | None = None
    kind: str = ""  # an activity's type, or an ingredient
    subject: str = ""  # a note's title or a notebook's name
    pick: str = ""
    by: str = ""  # what a date question's pick compares (minutes, meters, pace), a total length's unit
    of: str = ""  # the kind of file counted: its extension (".pdf")
    unit: str = ""  # the unit a distance, a time or a speed is answered in (units.py), when not the screen's
    places: str = ""  # the decimal places a number is given to, when the question says ("2"; "0" a whole number)
    bound: str = ""  # a bound on a row's length in seconds ("<180", ">=600": length_bounds.py)

    def plan_line(self) -> str:
        # The later fields only when set: a plan line a client already carries reads the same.
        fields = {k: v for k, v in asdict(self).items() if k not in _LATER or v}
        return PLAN_PREFIX + json.dumps(fields, sort_keys=True)

    @classmethod
    def from_line(cls, text: str) -> Question | None:
        try:
            fields = json.loads(text)
            return cls(**fields) if isinstance(fields, dict) else None
        except (ValueError, TypeError):
            return None
