"""Entries asked for and changed as people list them: fields given as a list led by their names ("with the name
X, the amount Y and the note 'Z'") fill each field once, a value's own commas kept; a sentence that merely holds
"with" is no list."""

from __future__ import annotations

import datetime

import pytest

from mcp_agent.tools.next_step.intent import plan_for, read_task
from mcp_agent.tools.next_step.intent.field_lists import field_list

pytestmark = pytest.mark.unit
TODAY = datetime.date(2030, 3, 14)


def plan(task: str) -> list[str]:
    return plan_for(read_task(task, today=TODAY))


@pytest.mark.parametrize(
    ("task", "typed", "chosen"),
    [
        (
            "Log an expense in Pro Expense with the name Taxi home, the amount $42.10, the category Transportation "
            "and the note 'Late flight'",
            ["Taxi home", "42.10", "Late flight"],
            "Transportation",
        ),
        (
            'Add a new expense with the name "Gym month", the price $1,200.00 and the category Health Care. '
            "Double-check every field.",
            ["Gym month", "1,200.00"],
            "Health Care",
        ),
        (
            "Record an expense in Pro Expense with the title Flowers, the category Social, the amount $19 "
            'and the comment "for mum"',
            ["Flowers", "19", "for mum"],
            "Social",
        ),
    ],
)
def test_an_expense_listed_field_by_field_fills_each_field_once(task: str, typed: list[str], chosen: str) -> None:
    steps = plan(task)
    assert [s for s in steps if s.startswith("Type")] == [
        f"Type '{v}' into the {f} field" for v, f in zip(typed, ("name", "amount", "note"), strict=False)
    ]
    assert f"Choose '{chosen}' for the category field" in steps
    assert steps[-2:] == ["Save the expense", f"Check the expense '{typed[0]}' is listed"]


def test_a_recipe_listed_field_by_field_keeps_the_commas_of_its_values() -> None:
    steps = plan(
        'Create a recipe in Broccoli called "Pho" with a prep time of 45 minutes, 4 servings, the ingredients '
        "noodles, beef, basil and lime, and the instructions 'Simmer the broth, then pour it over.'"
    )
    assert "Type 'noodles, beef, basil and lime' into the ingredients field" in steps
    assert "Type 'Simmer the broth, then pour it over.' into the directions field" in steps
    assert "Type '45 minutes' into the preparation time field" in steps
    assert "Type '4 servings' into the servings field" in steps
    assert "Type 'Pho' into the title field" in steps


def test_the_sentence_after_a_list_is_still_read() -> None:
    steps = plan(
        "In Simple Calendar Pro, create an event tomorrow at 9h with the title 'Standup' and the location "
        "'Room 2'. The event should last for 15 mins."
    )
    assert "Type 'Standup' into the title field" in steps
    assert "Type 'Room 2' into the location field" in steps
    assert "Type '09:15' into the end time field" in steps


@pytest.mark.parametrize(
    "clause",
    [
        "send a message to Ann with the text see you soon",
        "create a note with the text call mum, the dentist and the bank",
        "add a contact Ann Lee with the number 555-0101",  # one field is no list
        "make a playlist with the songs Blue and Red",
    ],
)
def test_a_clause_that_is_no_list_of_fields_is_left_to_the_other_readers(clause: str) -> None:
    assert field_list(clause) is None
