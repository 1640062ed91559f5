"""Requests typed fast, met in the first run of people set 71 and tested in other wordings: short words ("desc", "w",
"vid", "bt", "930pm"), grammar words one slip away ("priorty", "everyting", "brightnes"), an event's length and
description after its time with no commas, a title or a contact's name in lower case, "then rename to", an expense's
fields in a row, a note's text sent on "the whole thing"; and the check that a field labelled after a time, with no
comma, is in the plan or asked about."""

from __future__ import annotations

from datetime import date

import pytest

from mcp_agent.tools.next_step.intent import plan_for
from mcp_agent.tools.next_step.intent.reader import read_task
from mcp_agent.tools.next_step.intent.said_fields import labelled_fields
from mcp_agent.tools.next_step.intent.typos import meant

pytestmark = pytest.mark.unit


def plan(text: str) -> list[str]:
    return plan_for(read_task(text, None, date(2030, 3, 14)))


def test_an_events_length_and_description_after_its_time() -> None:
    steps = plan("add team lunch on friday at 1pm 45 mins desc bring the slides")
    assert "Type 'Team lunch' into the title field" in steps
    assert (
        "Type 'bring the slides' into the description field" in steps
        and "Type '13:45' into the end time field" in steps
    )


def test_a_label_after_a_time_is_a_field_even_without_a_comma() -> None:
    assert [field.label for field in labelled_fields("gym tmrw 7am 1hr desc leg day")] == ["description"]
    assert labelled_fields("gym tmrw at 7 for an hour") == []


@pytest.mark.parametrize(
    ("typed", "word"), [("priorty", "priority"), ("everyting", "everything"), ("brightnes", "brightness")]
)
def test_grammar_words_one_slip_away(typed: str, word: str) -> None:
    assert meant(typed) == word


def test_a_plural_is_no_slip() -> None:
    assert meant("expense") == "expense" and meant("recipe") == "recipe"


@pytest.mark.parametrize(
    ("text", "step"),
    [
        ("alarm 645am", "Set an alarm for 06:45"),
        ("take a quick vid", "Start recording a video"),
        ("bt on", "Turn on Bluetooth"),
    ],
)
def test_short_words(text: str, step: str) -> None:
    assert any(step.lower() in each.lower() for each in plan(text)), plan(text)


def test_a_contacts_name_in_lower_case() -> None:
    steps = plan("new contact jo park +15551230002")
    assert "Type 'Jo' into the first name field" in steps and "Type 'Park' into the last name field" in steps


def test_then_rename_to_after_an_edit() -> None:
    steps = plan('add "Hi" at the top of a.md w a blank line then rename to b.md')
    assert "Add 'Hi' to the top of the body field with a blank line" in steps and "Rename it to 'b.md'" in steps


def test_an_expense_in_a_row_with_its_note_last() -> None:
    steps = plan("add expense bike repair 42.50 transportation note chain and brakes")
    assert "Type 'Bike repair' into the name field" in steps and "Type '42.50' into the amount field" in steps
    assert "Type 'Chain and brakes' into the note field" in steps


def test_a_to_do_asked_of_a_title_in_lower_case() -> None:
    assert '"subject": "Buy paint"' in plan("is buy paint a todo in joplin")[-1]


def test_a_new_notes_text_sent_on_whole() -> None:
    steps = plan("new note plan.md with Pack the tent. Check the car. and send the whole thing to +15551230003")
    assert "Type 'plan.md' into the title field" in steps and steps[-1] == "Send the message"
