"""Requests in formal, verbose business English, as an executive dictates them or writes an email (intent/
formal_mends.py and formal_frames.py, people set 54's readings): courtesy frames, "please ensure that X is Ved",
"kindly arrange for X to be Ved", "with respect to X, …", questions put through "please advise …", and the formal
word for a plain one. Each is read as its plain wording; the wordings here are not the set's own."""

from __future__ import annotations

from datetime import date

import pytest

from mcp_agent.tools.next_step.intent.reader import read_task
from tests.next_step.planning import plan

pytestmark = pytest.mark.unit

TODAY = date(2030, 3, 14)


@pytest.mark.parametrize(
    ("formal", "plain"),
    [
        ("I would be most grateful if you could turn off the Bluetooth.", "turn off the Bluetooth"),
        ("We should be obliged if you would delete the Taxi expense.", "delete the Taxi expense"),
        ("Would you kindly be so good as to open the Camera application.", "open the Camera app"),
        ("Could you kindly rename plan.md to trip.md in Markor.", "rename plan.md to trip.md in markor"),
        ("At your earliest convenience, please switch the wifi on.", "switch the wifi on"),
        ("Please ensure that Bluetooth is switched off.", "switch Bluetooth off"),
        ("Could you see to it that the Taxi expense is removed.", "remove the Taxi expense"),
        ("Kindly arrange for the file notes_4.txt to be deleted.", "delete the file notes_4.txt"),
        ("It would be much appreciated if the Rent expense could be deleted.", "delete the Rent expense"),
        ("Please delete the expense entry for Parking.", "delete the Parking expense"),
        ("I should like to know what events I have on March 20.", "what events do I have on March 20?"),
        ("Please advise which tasks are due on March 19.", "which tasks are due on March 19?"),
        ("Could you kindly confirm where my Dentist event is to take place?", "where is my Dentist event?"),
        ("Kindly place a telephone call to +14155550123.", "call +14155550123"),
        ("Please take a single photograph.", "take one photo"),
        (
            "I would be grateful if you would remove Dr Omar Vargas from my contacts.",
            "remove Omar Vargas from my contacts",
        ),
        (
            "Please advise which engagements I have in the coming week, the week being taken to start on a Monday.",
            "which events do I have next week, the week starts on Monday?",
        ),
        ("Kindly set an alarm for 7:15 this evening.", "set an alarm for 7:15 pm"),
        (
            "I should like to know where my Yoga class is to be held; the location alone will suffice.",
            "where is my Yoga class? location only",
        ),
        (
            "With respect to the note plan_7.md in Markor, kindly add 'Pack the charger' at the end of it.",
            "add 'Pack the charger' at the end of the note plan_7.md in Markor",
        ),
        (
            'Regarding the latest text I received, please reply with the following: "On my way".',
            'reply to the latest text I received with: "On my way"',
        ),
    ],
)
def test_a_formal_request_reads_as_its_plain_wording(formal: str, plain: str) -> None:
    assert read_task(formal, None, TODAY) == read_task(plain, None, TODAY)


def test_a_step_after_thereafter_is_kept() -> None:
    steps = plan(
        'Kindly create a note in Markor named memo_3.md containing the following text: "Call the bank", and thereafter '
        "be so good as to send the entire content of that note by SMS to +14155550123."
    )
    assert "Type 'Call the bank' into the body field" in steps, steps
    assert any("+14155550123" in step for step in steps), steps


def test_ensure_that_it_is_not_saved_leaves_the_form_unsaved() -> None:
    goal = read_task(
        "Could you kindly open the new contact screen and enter first name Lena, last name Ito, phone number "
        "+14155550199. Please ensure that the contact is not saved.",
        None,
        TODAY,
    )
    assert goal.unsaved


def test_recipe_fields_in_single_quotes_after_the_article() -> None:
    steps = plan(
        "Would you be so kind as to add the following recipe to Broccoli: Pea soup, with the description 'Green and "
        "warm', 3 servings, a preparation time of 25 mins, the source given as 'aunt', the ingredients 'peas, mint' "
        "and the directions 'Boil the peas, then blend.'"
    )
    assert "Type 'Green and warm' into the description field" in steps, steps
    assert "Type 'aunt' into the source field" in steps, steps
    assert "Type 'peas, mint' into the ingredients field" in steps, steps
    assert "Type 'Boil the peas, then blend.' into the directions field" in steps, steps
    assert "Type '25 mins' into the preparation time field" in steps, steps


def test_expense_rows_with_their_notes_and_categories_said_formally() -> None:
    steps = plan(
        "I should be grateful if you would record the following two expenses in Pro Expense: Lunch, $12.50, under "
        "Food, with the note 'Team'; and Taxi, $30.00, under Transportation, with the note 'Airport'."
    )
    assert "Type 'Team' into the note field" in steps, steps
    assert "Type 'Airport' into the note field" in steps, steps


def test_a_request_after_a_statement_and_a_semicolon() -> None:
    formal = "Omar Vargas has just sent me the address of the venue by text; would you kindly forward it to Lena Ito."
    assert read_task(formal, None, TODAY) == read_task(
        "Omar Vargas just sent me the address of the venue, forward it to Lena Ito", None, TODAY
    )


def test_the_note_renamed_after_an_edit_is_the_note_named_first() -> None:
    steps = plan(
        'Regarding the Markor note plan_7.md, would you please insert the line "Agenda" at the top, followed by a '
        "blank line, and thereafter rename the note to agenda_7.md."
    )
    assert any("agenda_7.md" in step for step in steps), steps
    assert any("plan_7.md" in step for step in steps), steps
