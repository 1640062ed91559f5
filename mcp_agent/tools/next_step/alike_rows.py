"""An entry made like another, once the other's row is read (intent/alike_entries.py plans it): the subgoal that
names the remembered row becomes the subgoals that create the new entry, with the amount and category, or the
day, that row shows. A row that does not show them stops the plan: the values are never guessed."""

from __future__ import annotations

import re
from datetime import date

from .intent.amounts import EXPENSE_CATEGORIES
from .intent.plan_steps import entry_plan
from .patterns import rx
from .row_conditions import amount_shown
from .shown_days import day_shown

_EXPENSE = re.compile(
    r"Add an expense named '(?P<name>.*)' with the (?P<fields>amount and category|amount|category) of «(?P<key>[\w ]+)»"
)
_EVENT = re.compile(
    r"Add an event titled '(?P<title>.*)' at (?P<time>\d\d:\d\d) for (?P<minutes>\d+) minutes on the day of "
    r"«(?P<key>[\w ]+)»"
)


def _parts(details: str) -> list[str]:
    return [part.strip() for part in rx(r"\s+·\s+|\s*\|\s*").split(details) if part.strip()]


def alike_entry(item: str, facts: dict[str, str], today: date | None) -> list[str] | None:
    """The subgoals that make the entry ``item`` asks for, once its model's row is known; None for any other."""
    if (found := _EXPENSE.fullmatch(item)) is not None and found.group("key") in facts:
        parts = _parts(facts[found.group("key")])
        fields: list[tuple[str, str]] = [("name", found.group("name"))]
        if "amount" in found.group("fields"):
            amount = next((value for part in parts if (value := amount_shown(part)) is not None), None)
            if amount is None:
                return ["Stop: the rules cannot read the amount of the expense to copy"]
            fields.append(("amount", f"{amount:.2f}"))
        if "category" in found.group("fields"):
            category = next((part for part in parts if part.casefold() in EXPENSE_CATEGORIES), "")
            if not category:
                return ["Stop: the rules cannot read the category of the expense to copy"]
            fields.append(("category", category))
        return entry_plan("expense", tuple(fields))
    if (found := _EVENT.fullmatch(item)) is not None and found.group("key") in facts:
        day = next((d for part in _parts(facts[found.group("key")]) if (d := day_shown(part, today)) is not None), None)
        if day is None:
            return ["Stop: the rules cannot read the day of the event to go by"]
        when = (("date", day.isoformat()), ("time", found.group("time")), ("duration", found.group("minutes")))
        return entry_plan("event", (("title", found.group("title")), *when))
    return None
