"""In a calendar, an entry said alone is an entry to add ("Piano lesson on Friday 10:00"); a clause whose first word
acts on an entry it names ("erase the calendar event 'X' at 9 …") is never read as one, whether or not the grammar
knows that verb: the event would be added while the person asked for something else, and the run end done. Nor is a
thing said to be unwanted after the app it is in ("Simple Calendar Pro: the meeting … needs to go")."""

from __future__ import annotations

from datetime import date

import pytest

from mcp_agent.tools.next_step.intent.reader import read_task

pytestmark = pytest.mark.unit

TODAY = date(2030, 3, 14)


@pytest.mark.parametrize(
    "task",
    [
        "In Simple Calendar Pro, zap the calendar event titled 'Book club' at 7 o'clock on 2030-3-20.",
        "In my calendar, obliterate my meeting 'Standup' on Friday at 9",
        "In Simple Calendar Pro, retire this appointment 'Dentist' at 15h on March 21",
    ],
)
def test_a_verb_before_the_entry_it_names_is_never_an_entry_to_add(task: str) -> None:
    assert read_task(task, None, TODAY).intent != "create"


def test_erase_is_a_deletion_of_the_named_entry() -> None:
    goal = read_task(
        "In Simple Calendar Pro, erase the event titled 'Book club' at 7 o'clock on 2030-3-20.", None, TODAY
    )
    assert goal.intent == "delete"


@pytest.mark.parametrize(
    "task",
    [
        "In Simple Calendar Pro, piano lesson on Friday 10:00, 60 mins",
        "In Simple Calendar Pro, team lunch at noon next Tuesday",
    ],
)
def test_an_entry_said_alone_is_still_one_to_add(task: str) -> None:
    assert read_task(task, None, TODAY).intent == "create"


@pytest.mark.parametrize(
    "task",
    [
        "Simple Calendar Pro: the meeting on 2030-3-20 labeled 'Book club' needs to go",
        "In Markor, the note groceries.md has to go",
        "Pro Expense: the Taxi expense can go",
    ],
)
def test_a_thing_said_unwanted_after_the_app_it_is_in_is_deleted(task: str) -> None:
    assert read_task(task, None, TODAY).intent == "delete"
