"""Apps called by what they do, met in the first run of people set 70 and tested in other wordings: an address book or
phone book is the contacts (a number added there is saved, never dialled), a spending app the expenses, a planner the
calendar; where to look said before a question; a recipe's fields after a dash; doubles deleted but one; "then call
it X" after an edit renames the note (and is no call the plan leaves out); "the X entry"; a to-do asked of a note."""

from __future__ import annotations

from datetime import date

import pytest

from mcp_agent.tools.next_step.intent import plan_for
from mcp_agent.tools.next_step.intent.reader import read_task
from mcp_agent.tools.next_step.said_steps import unplanned_step

pytestmark = pytest.mark.unit


def plan(text: str) -> list[str]:
    return plan_for(read_task(text, None, date(2030, 3, 14)))


@pytest.mark.parametrize(
    "text", ["put Ana Lima +15551230001 in my phone book", "save Ana Lima, +15551230001 to the address book"]
)
def test_a_number_added_to_a_phone_book_is_saved_never_dialled(text: str) -> None:
    steps = plan(text)
    assert steps[0] == "Open Contacts" and "Type '+15551230001' into the phone field" in steps
    assert not any(step.startswith(("Call", "Dial")) for step in steps)


def test_a_spending_app_is_the_expenses() -> None:
    assert plan("remove the Taxi entry from my budget app") == ["Open Expenses", "Delete the expense 'Taxi'"]


def test_a_planner_is_the_calendar() -> None:
    assert plan("what's in my planner on march 20? titles")[-1].startswith("Answer from the agenda: titles")


def test_where_to_look_said_before_a_question() -> None:
    assert plan("look in my calendar - when is Dentist?")[0] == "Open Calendar"


def test_a_recipes_fields_after_a_dash() -> None:
    steps = plan("add Lemon tart - description Sharp and sweet, 6 servings, 50 mins, ingredients lemons, butter, sugar")
    assert "Type 'Lemon tart' into the title field" in steps and "Type '6 servings' into the servings field" in steps
    assert "Type 'lemons, butter, sugar' into the ingredients field" in steps


def test_doubles_in_an_app_are_deleted_but_one() -> None:
    assert plan("my recipes have duplicates, remove the extras")[-1] == "Delete the extra copies of duplicate recipes"


def test_then_call_it_after_an_edit_renames_the_note() -> None:
    task = 'add "Call the plumber" to the end of chores.md, then call it house.md'
    steps = plan(task)
    assert "Rename it to 'house.md'" in steps and unplanned_step(task, steps) is None
    assert unplanned_step("make a note a.md, then call Ana Lima", plan("make a note a.md")) is not None


def test_whether_a_note_is_a_to_do() -> None:
    assert '"mode": "is_todo"' in plan("is Buy paint a to-do in joplin? True or False")[-1]


def test_a_call_back_in_the_phone_app() -> None:
    assert plan("in my phone app, call back the missed call")[-1] == "Call back the missed call"


def test_an_event_with_a_description_is_never_read_as_a_recipe() -> None:
    steps = plan("add Piano lesson to my calendar this friday at 10 for an hour, description Discuss the roadmap")
    assert steps[0] == "Open Calendar" and "Type 'Discuss the roadmap' into the description field" in steps


@pytest.mark.parametrize(
    "text",
    [
        "music app: make a playlist Drive with Old Radio and Night Bus",
        "make a playlist Drive with Old Radio and Night Bus in my music player, in that order",
    ],
)
def test_the_music_app_said_before_or_after_the_request(text: str) -> None:
    steps = plan(text)
    assert "Add 'Old Radio' to the playlist 'Drive'" in steps and "Add 'Night Bus' to the playlist 'Drive'" in steps
