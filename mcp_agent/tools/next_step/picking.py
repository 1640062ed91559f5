"""The one record a superlative picks, deleted: the expense with the highest or lowest amount (of one category when
one is said), the event that starts first or last on a day. The whole list is read first (pruning.py's reading),
the record picked by what its row shows (an amount, a start time), then deleted through the app's own control and
its "are you sure?" (confirmed by the person: every delete is marked). Two rows level at the top, or no row showing
what is compared, are asked about: which one is never guessed. Done when the list, read again to its end, no longer
shows the picked row."""

from __future__ import annotations

import json
import re
from datetime import date

from .contract import AgentStepResult
from .grammar import Subgoal
from .patterns import rx
from .pruning import (
    STATE,
    Row,
    back_to_list,
    count_of,
    delete_open_record,
    finished_reading,
    flow_state,
    listed_rows,
    pairs,
    read_to_end,
    too_long,
    with_state,
)
from .row_conditions import amount_shown, row_meets
from .search import scroll_or_ask
from .session import TRY_AGAIN
from .shown_days import day_shown
from .turn import STOP, Turn, ask

_PICKED = rx(
    r"Delete the (?P<target>\w+) (?:with the (?P<amount>highest|lowest) amount|that starts (?P<start>first|last))"
    r"(?: on (?P<day>\d{4}-\d\d-\d\d))?(?: in the category '(?P<category>[^']+)')?$"
)
_CLOCK = rx(r"\b(?P<h>\d{1,2}):(?P<m>\d\d)\s*(?P<half>[ap]\.?m\.?)?", re.I)


def _measure(found: re.Match[str], row: Row, today: date | None) -> float | None:
    """What the row shows of the compared field (an amount, a start in minutes), or None when it shows none or is
    not among those compared (another category, another day)."""
    parts = [part.strip() for part in rx(r"\s+·\s+|\s*\|\s*").split(row[1]) if part.strip()]
    if found.group("category") and not row_meets("category", "is", found.group("category"), row):
        return None
    if found.group("amount"):
        return next((amount for part in parts if (amount := amount_shown(part)) is not None), None)
    if found.group("day") and not any(
        day_shown(part, today) == date.fromisoformat(found.group("day")) for part in parts
    ):
        return None
    clock = next((hit for part in parts if (hit := _CLOCK.search(part)) is not None), None)
    if clock is None:
        return None
    hour = int(clock.group("h")) % 12 if clock.group("half") else int(clock.group("h"))
    hour += 12 if (clock.group("half") or "").lower().startswith("p") else 0
    return hour * 60 + int(clock.group("m"))


def _what(found: re.Match[str]) -> str:
    if found.group("amount"):
        return f"the {found.group('amount')} amount"
    return "the earliest start" if found.group("start") == "first" else "the latest start"


def _pick(goal: Subgoal, turn: Turn, read: list[Row], found: re.Match[str]) -> Row | AgentStepResult:
    measured = [(value, row) for row in read if (value := _measure(found, row, turn.device_today)) is not None]
    if not measured:
        return ask(
            f"No {goal.target} on the list shows what to compare for {_what(found)}. What should I do?",
            [TRY_AGAIN, STOP],
            "Which one to delete is picked from what the rows show: nothing to pick from.",
            **{STATE: None},
        )
    highest = found.group("amount") == "highest" or found.group("start") == "last"
    best = max(value for value, _ in measured) if highest else min(value for value, _ in measured)
    level = [row for value, row in measured if value == best]
    if len(level) > 1:
        names = [row[0] for row in level]
        return ask(
            f"{' and '.join(names)} share {_what(found)}. Which one should I delete?",
            [*names, STOP],
            "A deletion is not undone: not choosing between them at a guess.",
            **{STATE: None},
        )
    return level[0]


def picked_gone(goal: Subgoal, turn: Turn) -> bool:
    """The list, read to its end after the deletion, no longer shows the picked row."""
    state = flow_state(turn, goal)
    deleted = pairs([state["deleted"]]) if isinstance(state.get("deleted"), list) else []
    rows = finished_reading(turn, state)
    return bool(deleted) and rows is not None and deleted[0] not in rows


def delete_picked(goal: Subgoal, turn: Turn, plan: list[str]) -> AgentStepResult:
    """State: ``listed`` (the first reading), ``picked`` (the row chosen), ``deleting`` and ``deleted``."""
    found = _PICKED.match(goal.source)
    assert found is not None  # the grammar read this subgoal with the same words
    state = flow_state(turn, goal)
    stop = too_long(goal, state)
    if stop is not None:
        return stop
    base = {**state, "goal": goal.source, "moves": count_of(state, "moves") + 1}
    picked = pairs([state["picked"]]) if isinstance(state.get("picked"), list) else []
    if picked and state.get("deleting"):
        after = {k: v for k, v in base.items() if k not in ("picked", "deleting", "top", "rows")}
        result = delete_open_record(goal, turn, picked[0], state, {**after, "deleted": list(picked[0])})
        if STATE in result.state_refs:
            return result
        return result.model_copy(update={"state_refs": {**result.state_refs, STATE: json.dumps(base)}})
    if listed_rows(turn.screen) is None:
        if not state.get("top") and not state.get("deleted"):
            return scroll_or_ask(turn, f"the {goal.target}s", goal)
        return back_to_list(turn, goal)
    read = read_to_end(turn, goal, base)
    if isinstance(read, AgentStepResult):
        return read
    if state.get("deleted"):
        # ``picked_gone`` holds when this reading ends without the row: it ends here with the row still listed.
        return ask(
            f"{pairs([state['deleted']])[0][0]} is still listed after deleting it. What should I do?",
            [TRY_AGAIN, STOP],
            "The list read again still shows the record deleted.",
            **{STATE: None},
        )
    row = _pick(goal, turn, read, found)
    if isinstance(row, AgentStepResult):
        return row
    fresh = {"goal": goal.source, "listed": [list(r) for r in read], "picked": list(row), "deleting": True}
    return delete_picked(goal, with_state(turn, fresh), plan)
