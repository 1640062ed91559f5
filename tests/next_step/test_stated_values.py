"""A value stated first and then asked for ("the Flowers expense is really Donation, change its category"): read as
one edit of the entry named, with the field the request or the statement says; nothing else is read that way."""

from __future__ import annotations

import pytest

from mcp_agent.tools.next_step.intent import plan_for, read_task
from mcp_agent.tools.next_step.intent.stated_values import stated_value_set

pytestmark = pytest.mark.unit


@pytest.mark.parametrize(
    ("task", "app", "obj", "name", "step"),
    [
        (
            "the Coffee expense should be in Food, fix it",
            "Pro Expense",
            "expense",
            "Coffee",
            "Choose 'Food' for the category field",
        ),
        (
            "the Lunch expense belongs to category Dining; update it",
            "Pro Expense",
            "expense",
            "Lunch",
            "Choose 'Dining' for the category field",
        ),
        (
            "my Taxi expense was really 12.50, correct the amount",
            "Pro Expense",
            "expense",
            "Taxi",
            "Type '12.50' into the amount field",
        ),
        (
            "the Pancakes recipe is actually 4 servings - update the servings",
            "Broccoli",
            "recipe",
            "Pancakes",
            "Type '4 servings' into the servings field",
        ),
        (
            "the Rent expense is really Housing, change its category please",
            "Pro Expense",
            "expense",
            "Rent",
            "Choose 'Housing' for the category field",
        ),
    ],
)
def test_a_value_stated_then_asked_for_is_an_edit_of_that_entry(
    task: str, app: str, obj: str, name: str, step: str
) -> None:
    plan = plan_for(read_task(task))
    assert plan[:3] == [f"Open {app}", f"Open the {obj} '{name}'", step]
    assert plan[-2:] == [f"Save the {obj}", f"Check the {obj} '{name}' is listed"]


def test_a_new_title_stated_is_checked_under_that_title() -> None:
    assert (
        plan_for(read_task("the Gym event is really Swim, change its title"))[-1] == "Check the event 'Swim' is listed"
    )


@pytest.mark.parametrize(
    "task",
    [
        "the Taxi expense is really Transport, delete it",  # another request: not an edit
        "the Flowers expense is really nice, change it",  # no field said anywhere
        "the Flowers expense is really Donation",  # nothing asked
        "change the category of the Flowers expense to Donation",  # already plain
    ],
)
def test_other_statements_are_left_as_said(task: str) -> None:
    assert stated_value_set(task) == task
