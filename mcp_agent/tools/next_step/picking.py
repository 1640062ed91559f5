"""The one record a superlative picks, deleted: the expense with the highest or lowest amount (of one category when
one is said), the event that starts first or last on a day, the note changed longest ago, the largest file, the
longest video. The whole list is read first (pruning.py's reading), the record picked by what its row shows (an
amount, a start time, a day, a size, a length), then deleted through the app's own control and
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
from .roles import button, is_dialog
from .row_conditions import amount_shown, row_meets
from .search import scroll_or_ask
from .session import TRY_AGAIN
from .shown_days import day_shown
from .turn import STOP, Turn, ask, tap_on

_PICKED = rx(
    r"Delete the (?P<target>\w+) (?:with the (?P<amount>highest|lowest) amount|that starts (?P<start>first|last)|"
    r"with the (?P<size>largest|smallest) size|with the (?P<length>longest|shortest) length|"
    r"with the (?P<date>oldest|newest) date)(?: on (?P<day>\d{4}-\d\d-\d\d))?(?: in the category '(?P<category>[^']+)')?$"
)
_HIGHEST = frozenset({"highest", "last", "largest", "longest", "newest"})
_CLOCK = rx(r"\b(?P<h>\d{1,2}):(?P<m>\d\d)\s*(?P<half>[ap]\.?m\.?)?", re.I)
_SIZE = rx(r"^(?P<n>\d+(?:[.,]\d+)?)\s*(?P<unit>[kmgt]?i?b|bytes?)$", re.I)
_UNITS = {"b": 1.0, "k": 1e3, "m": 1e6, "g": 1e9, "t": 1e12}
# A length as players and dialers write it: "6:36", "1:02:03", "4 min 12 sec", "45 sec".
_SPAN = rx(
    r"^(?:(?:(?P<h>\d+):)?(?P<m>\d{1,2}):(?P<s>\d\d)|(?:(?P<mins>\d+)\s*min\w*)?\s*(?:(?P<secs>\d+)\s*sec\w*)?)$", re.I
)


def _minutes_of_day(part: str) -> float | None:
    clock = _CLOCK.search(part)
    if clock is None:
        return None
    hour = int(clock.group("h")) % 12 if clock.group("half") else int(clock.group("h"))
    hour += 12 if (clock.group("half") or "").lower().startswith("p") else 0
    return hour * 60 + int(clock.group("m"))


def _size(part: str) -> float | None:
    found = _SIZE.match(part)
    if found is None:
        return None
    return float(found.group("n").replace(",", ".")) * _UNITS.get(found.group("unit")[0].lower(), 1.0)


def _length(part: str) -> float | None:
    found = _SPAN.match(part)
    if found is None or not part.strip():
        return None
    if found.group("s") is not None:
        return int(found.group("h") or 0) * 3600 + int(found.group("m")) * 60 + int(found.group("s"))
    return int(found.group("mins") or 0) * 60 + int(found.group("secs") or 0)


def _moment(part: str, today: date | None) -> float | None:
    """A part that is a day and perhaps a time ("Modified Mar 4, 2030 8:00") as minutes since an epoch."""
    clock = _CLOCK.search(part)
    day = day_shown(part[: clock.start()].strip() if clock else part, today)
    if day is None:
        return None
    return day.toordinal() * 1440 + (_minutes_of_day(part) or 0)


def _on_day(found: re.Match[str], parts: list[str], today: date | None) -> bool:
    return not found.group("day") or any(day_shown(p, today) == date.fromisoformat(found.group("day")) for p in parts)


def _measure(found: re.Match[str], row: Row, today: date | None) -> float | None:
    """What the row shows of the compared field, or None when it shows none or is not among those compared (another
    category, another day)."""
    parts = [part.strip() for part in rx(r"\s+·\s+|\s*\|\s*").split(row[1]) if part.strip()]
    if found.group("category") and not row_meets("category", "is", found.group("category"), row):
        return None
    if not _on_day(found, parts, today):
        return None
    measures = {"amount": amount_shown, "size": _size, "length": _length, "start": _minutes_of_day}
    measure = next((m for field, m in measures.items() if found.group(field)), None)
    if measure is None:  # the date a row was last changed
        return next((value for part in parts if (value := _moment(part, today)) is not None), None)
    return next((value for part in parts if (value := measure(part)) is not None), None)


def _end(found: re.Match[str]) -> str:
    return str(next(found.group(k) for k in ("amount", "start", "size", "length", "date") if found.group(k)))


def _what(found: re.Match[str]) -> str:
    if found.group("start"):
        return "the earliest start" if found.group("start") == "first" else "the latest start"
    field = next(k for k in ("amount", "size", "length", "date") if found.group(k))
    return f"the {found.group(field)} {field}"


def _pick(goal: Subgoal, turn: Turn, read: list[Row], found: re.Match[str]) -> Row | AgentStepResult:
    measured = [(value, row) for row in read if (value := _measure(found, row, turn.device_today)) is not None]
    if not measured:
        return ask(
            f"No {goal.target} on the list shows what to compare for {_what(found)}. What should I do?",
            [TRY_AGAIN, STOP],
            "Which one to delete is picked from what the rows show: nothing to pick from.",
            **{STATE: None},
        )
    highest = _end(found) in _HIGHEST
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
    if state.get("deleted") and is_dialog(turn.screen):
        # A row's menu held the delete command: the app's own "are you sure?" follows it.
        confirm = button(turn.screen, "delete", "remove", "ok", "yes", "confirm")
        if confirm is not None:
            return tap_on(
                confirm, "Confirming the deletion", f"{confirm.describe()} confirms it.", **{STATE: json.dumps(base)}
            )
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
