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


# Set 81's forms, in other wordings.


def test_a_thing_said_first_then_a_polite_ask_pointing_back_at_it() -> None:
    assert plan("Coffee beans, could you remove it from my expenses?") == [
        "Open Expenses",
        "Delete the expense 'Coffee beans'",
    ]
    assert plan("bluetooth, can you switch it on") == ["Open the bluetooth setting", "Turn on bluetooth"]


def test_a_message_keeps_its_own_polite_asks() -> None:
    steps = plan("tell Omar, can you move it to Friday")
    assert "Type 'can you move it to Friday'" in steps


@pytest.mark.parametrize("text", ["no bluetooth for now", "no wifi please. turn it off"])
def test_no_switch_please_turns_it_off(text: str) -> None:
    assert plan(text)[-1] in ("Turn off bluetooth", "Turn off wifi")


@pytest.mark.parametrize("text", ["darken the display completely", "dim the screen as far as it goes"])
def test_the_screen_dimmed_fully_is_the_minimum(text: str) -> None:
    assert plan(text)[-1] == "Set brightness to min"


def test_tasks_not_yet_finished_are_the_open_ones() -> None:
    steps = plan("what haven't I completed that's due on march 20? titles")
    assert '"done": false' in steps[-1] and '"first": "2030-03-20"' in steps[-1]


def test_expenses_said_one_a_sentence_keep_every_note() -> None:
    text = "log two expenses. Taxi: $18.40, transport, airport run. Lunch: $12.00, food, client meeting."
    steps = plan(text)
    assert "Type 'airport run' into the note field" in steps and "Type 'client meeting' into the note field" in steps


def test_a_note_after_a_rows_category_is_kept_when_rows_end_at_semicolons() -> None:
    steps = plan("add these expenses: Taxi $18.40, transport, airport run; Lunch $12.00, food, client meeting")
    assert "Type 'airport run' into the note field" in steps and "Type 'client meeting' into the note field" in steps


def test_a_note_started_with_a_quoted_line_gets_it_at_its_top() -> None:
    steps = plan('begin plans.md with the sentence "Call the venue" and an empty line after it')
    assert (
        "Open the note 'plans.md'" in steps
        and "Add 'Call the venue' to the top of the body field with a blank line" in steps
    )


def test_an_event_with_its_hours_as_a_range_and_notes() -> None:
    steps = plan("add Dentist appointment on tuesday 2-3pm, notes: bring the forms")
    assert "Type 'Dentist appointment' into the title field" in steps
    assert "Type 'bring the forms' into the description field" in steps
    assert "Type '14:00' into the time field" in steps and "Type '15:00' into the end time field" in steps


def test_a_repeating_event_said_daily_with_a_length_each_and_no_end() -> None:
    steps = plan("Choir practice weekly from march 18 at noon, 45 minutes each, forever")
    assert "Type 'Choir practice' into the title field" in steps and "Choose 'Weekly' for the repetition field" in steps
    assert "Type '12:45' into the end time field" in steps
