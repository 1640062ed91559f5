"""Requests as people dictate or thumb them (the thirteenth people-phrased set's readings, intent/spoken.py):
corrections, emoji, lists joined by "&" or "+", other Englishes, days said against today, the thing said before
"delete". Each reading is checked on wordings other than the set's own."""

from __future__ import annotations

import pytest

from mcp_agent.tools.next_step.intent.spoken import reworded
from tests.next_step.planning import TODAY, plan

pytestmark = pytest.mark.unit


@pytest.mark.parametrize(
    ("task", "wanted"),
    [
        ("delete contact Omar Haddad, sorry I mean Tomas Moreau", "Delete the contact 'Tomas Moreau'"),
        ("text 555 0100, no wait, +16465550178: on my way", "Open the conversation with +16465550178"),
        ("bin notes_3.md", "Delete the note 'notes_3.md'"),
        ("Pancakes recipe, delete it", "Delete the recipe 'Pancakes'"),
        ("Ana Lopez moved away, delete the contact", "Delete the contact 'Ana Lopez'"),
        ("dim the display all the way down", "Set brightness to min"),
        ("wifi off so I can save data", "Turn off wifi"),
        ("set an alarm for half seven", "Set an alarm for 07:30"),
        ("📷 take a pic", "Take a photo"),
    ],
)
def test_a_request_said_loosely_is_read_as_the_plain_one(task: str, wanted: str) -> None:
    assert wanted in plan(task)


def test_a_correction_needs_a_value_of_its_kind_before_it() -> None:
    assert reworded("call Ann, no wait, +16465550178") == "call Ann, no wait, +16465550178"
    # After a colon the words are a message's, "sorry" and all.
    assert reworded("reply to Ben Carter: sorry, Sam Wise is late") == "reply to Ben Carter: sorry, Sam Wise is late"


def test_items_joined_by_ampersands_or_pluses_are_a_list() -> None:
    assert reworded("remove expenses Taxi & Lunch & Parking") == "remove the Taxi, Lunch and Parking expenses"
    assert reworded("bluetooth on + wifi off") == "bluetooth on and wifi off"
    assert reworded("call +16465550178") == "call +16465550178"  # a number's plus is no list


def test_short_lines_after_a_colon_are_a_list() -> None:
    assert reworded("add a playlist Run in retro music:\nFirst Light\nLow Tide") == (
        "add a playlist Run in retro music: First Light and Low Tide"
    )
    rows = "expenses:\nTaxi - $12 - Travel\nLunch - $9 - Food"
    assert reworded(rows) == rows  # rows with fields are read as rows


def test_days_are_said_against_today() -> None:
    assert reworded("what's on in my diary on tuesday week?", TODAY) == "what's on in my calendar on March 26?"
    assert reworded("what did I do on the 2nd", TODAY) == "what did I do on March 2 2030"
    assert reworded("put Lunch in my calendar on the 3rd", TODAY) == "put Lunch in my calendar on April 3 2030"
    assert reworded("on monday the 19th", TODAY) == "on monday the 19th"  # no Monday: left to a person
    assert reworded("a fortnight today at 9 add Dentist to my calendar, 30 minutes") == (
        "add Dentist to my calendar two weeks from today at 9, 30 minutes"
    )


def test_a_forgotten_question_is_the_question() -> None:
    assert "Answer from the agenda: place" in plan("I forget where my Dentist appointment is")[1]
    assert '"done": true' in plan("I forgot what I finished on the 12th, tasks app")[1]


@pytest.mark.parametrize(
    ("task", "wanted"),
    [
        ("whoever texted me last, answer on my way", "Type 'on my way'"),
        ("+16465550178 needs a reply: see you at 6", "Open the conversation with +16465550178"),
        ("my last message to Ben Carter didn't go through, could you send it again?", "Resend my last message"),
        ("todo.txt should go in the Work folder, move it there", "Move the note 'todo.txt' to the folder 'Work'"),
        (
            "there are double expenses in pro expense, keep one of each and remove the rest",
            "Delete the extra copies of duplicate expenses",
        ),
        ("I just added a broccoli recipe by mistake, the latest one, remove it", "Delete the newest recipe"),
        (
            "any recipe whose instructions use butter, delete it",
            "Delete every recipe whose directions mentions 'butter'",
        ),
        ("stick Ana Lopez in my contacts\n+16465550100", "Type 'Ana' into the first name field"),
    ],
)
def test_whom_or_what_said_first_is_read_into_the_request(task: str, wanted: str) -> None:
    assert wanted in plan(task)


def test_a_notes_name_and_text_said_as_steps() -> None:
    steps = plan("could you start a note in markor, name it ideas.md, and write: paint the fence")
    assert "Type 'ideas.md' into the title field" in steps
    assert "Type 'paint the fence' into the body field" in steps
    steps = plan('markor list.md: add "Call mum." at the top')
    assert "Open the note 'list.md'" in steps
