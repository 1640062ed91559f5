"""An entry made to last a length from the start it keeps ("make it last 90 minutes"): the end is the form's start
time plus that length, set in the end time's picker. The end is worked out while the form shows the start and
kept in ``state_refs`` while the picker covers it."""

from __future__ import annotations

from datetime import datetime, timedelta

from .composing import type_text
from .contract import AgentStepResult
from .grammar import Subgoal
from .patterns import rx
from .pickers import picker_row, picker_shows
from .search import scroll_or_ask
from .turn import Turn

LASTING = "lasting"


def _end(goal: Subgoal, turn: Turn) -> str:
    start = picker_row("the time field", turn.screen)
    shown = rx(r"\b(\d{1,2}):(\d{2})\b").search(start.value or "") if start is not None else None
    if shown is not None:
        begin = datetime(2000, 1, 1, int(shown.group(1)), int(shown.group(2)))
        return f"{begin + timedelta(minutes=int(goal.text)):%H:%M}"
    source, _, end = turn.refs.get(LASTING, "").rpartition("|")
    return end if source == goal.source else ""


def last_for(goal: Subgoal, turn: Turn, plan: list[str]) -> AgentStepResult:
    end = _end(goal, turn)
    if not end:
        return scroll_or_ask(turn, "the start time", goal)
    step = type_text(Subgoal("type", "the end time field", end, source=goal.source), turn, plan)
    return step.model_copy(update={"state_refs": {**(step.state_refs or {}), LASTING: f"{goal.source}|{end}"}})


def lasts(goal: Subgoal, turn: Turn) -> bool:
    """The form's end time shows the start plus the length."""
    end = _end(goal, turn)
    return bool(end) and picker_shows("the end time field", end, turn.screen)
