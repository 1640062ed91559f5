"""Which records a time keeps: "which of my recipes take more than an hour", "what could I bake in under 30 minutes":
each row opened in turn, the time its own screen shows read, the ones passing the bound answered; a row whose
screen shows no time is asked about, never guessed; a count is not this list."""

from __future__ import annotations

import json
from datetime import date

import pytest

from mcp_agent.tools.next_step import planner
from mcp_agent.tools.next_step.answering.outcome import STATE
from mcp_agent.tools.next_step.contract import AgentStepArguments, AgentStepResult
from mcp_agent.tools.next_step.intent import plan_for, read_task
from mcp_agent.tools.next_step.turn import Turn

pytestmark = pytest.mark.unit

STATUS = '[0] TextView "Status bar" value="Thu, Mar 14 2030 9:41"'


def plan(task: str) -> list[str]:
    return plan_for(read_task(task, None, date(2030, 3, 14)))


@pytest.mark.parametrize(
    ("task", "bound"),
    [
        ("which of my broccoli recipes take more than an hour?", '"bound": ">3600"'),
        ("what could I bake in under 30 mins? check broccoli", '"bound": "<1800"'),
        ("broccoli: dishes faster than 15 minutes to cook, names", '"bound": "<900"'),
    ],
)
def test_a_bound_on_the_time_lists_the_records_it_keeps(task: str, bound: str) -> None:
    steps = plan(task)
    assert steps[0] == "Open Broccoli" and '"mode": "within"' in steps[-1] and bound in steps[-1], steps


def test_a_count_of_them_is_not_the_list() -> None:
    assert not any('"mode": "within"' in step for step in plan("how many broccoli recipes take under 30 minutes?"))


LINE = plan("which of my broccoli recipes take under 30 minutes?")
LIST = '[1] List "Broccoli" scrollable\n  [2] ListItem "Soup" value="Warming"\n  [3] ListItem "Stew" value="Slow"'


def page(minutes: str) -> str:
    shown = f'[2] TextView "Preparation time" value="{minutes}"' if minutes else '[2] TextView "Servings" value="2"'
    return f'[1] ImageButton "Navigate up"\n{shown}'


def step(screen: str, state: dict[str, object] | None = None, last: str = "tap") -> AgentStepResult:
    arguments = AgentStepArguments.model_validate(
        {
            "task": "which of my broccoli recipes take under 30 minutes?",
            "screen_description": f"{STATUS}\n{screen}",
            "step_count": 5,
            "plan": LINE,
            "current_subgoal": 1,
            "current_package": "com.flauschcode.broccoli",
            "steps_so_far": [last],
            "state_refs": {STATE: json.dumps(state)} if state else {},
        }
    )
    return planner.decide(Turn.read(arguments))


def test_each_row_is_opened_and_the_ones_within_the_bound_are_the_answer() -> None:
    assert step(LIST).target_index == 2  # the first row opened
    kept = step(page("25 mins"), {"visited": ["0/Soup"], "found": [], "opened": "Soup"})
    assert kept.action == "back" and "Soup" in json.loads(kept.state_refs[STATE] or "{}")["found"]
    left = step(page("1 h 10 min"), {"visited": ["0/Soup", "0/Stew"], "found": ["Soup"], "opened": "Stew"})
    assert json.loads(left.state_refs[STATE] or "{}")["found"] == ["Soup"]


def test_a_row_whose_screen_shows_no_time_is_asked_about() -> None:
    result = step(page(""), {"visited": ["0/Soup"], "found": [], "opened": "Soup"})
    assert result.action == "ask_user"
