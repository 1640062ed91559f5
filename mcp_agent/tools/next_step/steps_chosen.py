"""An entry chosen by a value its row shows rather than by its name ("the expense of $49.50", "the event on
March 22"): the one row that shows it is opened; two that show it are a question, never a guess."""

from __future__ import annotations

import re

from .contract import AgentStepResult
from .dates import same_date
from .grammar import Subgoal
from .pickers import month_step
from .roles import form_open, rows
from .screen import Element, Screen
from .search import scroll_or_ask
from .turn import STOP, Turn, ask, final_tap, tap_on

_MONEY = re.compile(r"\$\s?(?P<n>\d[\d,]*(?:\.\d{1,2})?)")
_DAY = re.compile(r"^\d{4}-\d{2}-\d{2}$")


def _cents(said: str) -> int:
    return round(float(said.replace(",", "")) * 100)


def shows(row: Element, value: str) -> bool:
    """The row shows ``value``: the same amount of money, the same day, else the same words."""
    shown = f"{row.label} · {row.value or ''}"
    money = _MONEY.fullmatch(value.strip())
    if money is not None:
        return any(_cents(m.group("n")) == _cents(money.group("n")) for m in _MONEY.finditer(shown))
    if _DAY.match(value.strip()):
        return same_date((row.value or "").split("·")[0].strip(), value.strip())
    return re.search(rf"(?<!\w){re.escape(value.strip())}(?!\w)", shown, re.I) is not None


def showing(value: str, screen: Screen) -> list[Element]:
    return [row for row in rows(screen) if shows(row, value)]


def open_shown(goal: Subgoal, turn: Turn, plan: list[str]) -> AgentStepResult:
    screen = turn.screen
    found = showing(goal.text, screen)
    if len(found) == 1:
        return final_tap(
            found[0], goal, turn, f"Opening {found[0].label}", f"{found[0].describe()} is the {goal.target} it shows."
        )
    if len(found) > 1:
        names = [row.label for row in found]
        return ask(
            f"Several {goal.target}s show {goal.text}: {', '.join(names)}. Which one do you mean?",
            [*names, STOP],
            f"{len(found)} rows show {goal.text}: opening one would be a guess.",
        )
    if (move := month_step(goal.text, screen)) is not None:
        return tap_on(move, f"Showing {move.label}", f"The {goal.target} on {goal.text} is listed in another month.")
    return scroll_or_ask(turn, f"the {goal.target} showing {goal.text}", goal)


def shown_opened(goal: Subgoal, turn: Turn) -> bool:
    """The row was tapped and its entry (or its form) is in front, not the list."""
    listed = any(e.kind == "ListItem" and shows(e, goal.text) for e in turn.screen.elements)
    return turn.acted(goal.source) and (form_open(turn.screen) or not listed)
