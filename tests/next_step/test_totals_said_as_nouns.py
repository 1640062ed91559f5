"""Questions about money and bounded lists said as a noun phrase after the app ("pro expense: food total for Mar 2-8,
just the number", "broccoli: recipes quicker than 20 min to make, titles") are asked as questions; the category of a
total ends where its span begins ("on Food in March" totals Food, in March), and a month or a person is never one."""

from __future__ import annotations

import json
from datetime import date

import pytest

from mcp_agent.tools.next_step.intent.plan import plan_for
from mcp_agent.tools.next_step.intent.reader import read_task

pytestmark = pytest.mark.unit

TODAY = date(2030, 3, 14)


def _asked(task: str) -> dict[str, object]:
    plan = plan_for(read_task(task, None, TODAY))
    answer = next(step for step in plan if step.startswith("Answer from the list: "))
    return dict(json.loads(answer.removeprefix("Answer from the list: ")))


@pytest.mark.parametrize(
    ("task", "kind", "first", "last"),
    [
        ("pro expense: groceries total for Mar 2-8, just the number", "groceries", "2030-03-02", "2030-03-08"),
        ("In Pro Expense, what's the travel total for March 3 to 9?", "travel", "2030-03-03", "2030-03-09"),
        ("how much was spent on transportation in March in pro expense", "transportation", "2030-03-01", "2030-03-31"),
        ("how much did I spend on Food in March?", "food", "2030-03-01", "2030-03-31"),
    ],
)
def test_a_total_is_of_the_category_over_the_span(task: str, kind: str, first: str, last: str) -> None:
    asked = _asked(task)
    assert (asked["kind"], asked["first"], asked["last"]) == (kind, first, last)


def test_a_month_is_never_the_category_totalled() -> None:
    plan = plan_for(read_task("what's the total for March in pro expense", None, TODAY))
    assert not any('"kind": "march"' in step for step in plan)


def test_a_list_named_by_its_bound_with_the_answers_form_after_is_asked() -> None:
    asked = _asked("In Broccoli, recipes faster than 30 minutes to make, names only")
    assert asked["mode"] == "within" and asked["bound"] == "<1800"
