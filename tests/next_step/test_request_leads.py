"""Forms met in the first run of people set 80, tested in other wordings: a word that points at rows said after a
dash, a number "to save" that is a new contact, a note opened first and then edited "at the very top", and a
tracker's minutes asked "so far this week" (no distance)."""

from __future__ import annotations

from datetime import date

import pytest

from mcp_agent.tools.next_step.answering.track_questions import track_question
from mcp_agent.tools.next_step.intent import plan_for
from mcp_agent.tools.next_step.intent.reader import read_task

pytestmark = pytest.mark.unit

TODAY = date(2030, 3, 14)


def plan(text: str) -> list[str]:
    return plan_for(read_task(text, None, TODAY))


@pytest.mark.parametrize(
    "text",
    [
        "log the following in my expenses — Taxi 18.40 transport (airport); Lunch 12.00 food (client)",
        "put these into pro expense - Taxi 18.40 transport (airport); Lunch 12.00 food (client)",
    ],
)
def test_rows_pointed_at_before_a_dash_are_the_rows(text: str) -> None:
    steps = plan(text)
    assert "Type 'Taxi' into the name field" in steps and "Type 'Lunch' into the name field" in steps
    assert not [step for step in steps if "following" in step or "these" in step]


@pytest.mark.parametrize(
    "text",
    [
        "new number to add - Omar Haddad +14155550123",
        "I've got a new number: Omar Haddad, +14155550123",
        "please save this number: Omar Haddad, +14155550123",
    ],
)
def test_a_number_to_save_is_a_new_contact_never_a_call(text: str) -> None:
    steps = plan(text)
    assert "Start a new contact" in steps and "Type '+14155550123' into the phone field" in steps
    assert "Type 'Omar' into the first name field" in steps
    assert not [step for step in steps if step.lower().startswith("call")]


def test_a_note_opened_first_is_the_one_edited() -> None:
    steps = plan('open errands.md and put "Post the parcel" at the very top, then rename it to today.md')
    assert "Open the note 'errands.md'" in steps and "Start a new note" not in steps
    assert "Add 'Post the parcel' to the top of the body field" in steps
    assert "Rename it to 'today.md'" in steps


def test_at_the_very_end_is_the_end() -> None:
    steps = plan('in chores.txt, add "Defrost the freezer" to the very end')
    assert "Add 'Defrost the freezer' to the bottom of the body field" in steps


@pytest.mark.parametrize(
    ("text", "mode"),
    [
        ("how many minutes have I run so far this week", "minutes"),
        ("hours of cycling thus far this week?", "minutes"),
        ("how far have I walked so far this week", "km"),
        ("how many swims so far this week", "count"),
    ],
)
def test_so_far_is_until_now_not_a_distance(text: str, mode: str) -> None:
    question = track_question(text, text, TODAY, named=True)
    assert question is not None and question.mode == mode
