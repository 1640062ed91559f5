"""Requests as a phone's voice typing writes them (the fourteenth people-phrased set's readings,
intent/dictation.py): fillers, no punctuation, numbers, hours and years in words, a reason run on after the
request, fields run on without commas. Each reading is checked on wordings other than the set's own."""

from __future__ import annotations

import pytest

from mcp_agent.tools.next_step.intent.dictation import undictated
from mcp_agent.tools.next_step.intent.spoken import reworded
from tests.next_step.planning import plan

pytestmark = pytest.mark.unit


@pytest.mark.parametrize(
    ("task", "wanted"),
    [
        ("um hey can you like turn the bluetooth off", "Turn off bluetooth"),
        ("alright so uh switch the wifi on okay", "Turn on wifi"),
        ("um remove the note ideas.md I don't use it anymore", "Delete the note 'ideas.md'"),
        ("so like delete the contact Ana Lopez because we fell out", "Delete the contact 'Ana Lopez'"),
        (
            "ok so make a new note called plan.md and put in it Paint the fence",
            "Type 'Paint the fence' into the body field",
        ),
    ],
)
def test_fillers_and_a_reason_said_after_carry_nothing(task: str, wanted: str) -> None:
    assert wanted in plan(task)


def test_numbers_said_in_words_are_read_as_numbers() -> None:
    assert "Call 6465550178" in plan("call six four six five five five zero one seven eight")
    assert "Set the timer to 02:15:30" in plan(
        "set a timer for two hours fifteen minutes and thirty seconds but don't start it"
    )
    assert "Set an alarm for 06:30" in plan("um so like uh set an alarm for six thirty a m okay")
    steps = plan("I'd like Standup every day starting april second twenty thirty at nine for fifteen minutes")
    assert "Type '2030-04-02' into the date field" in steps
    assert "Type '09:00' into the time field" in steps
    assert "Choose 'Daily' for the repetition field" in steps
    assert "Type '12' into the amount field" in plan("add an expense Taxi twelve dollars category Travel note Airport")


def test_fields_run_on_without_commas_are_each_read() -> None:
    steps = plan("add Dentist on monday at nine for forty five minutes the description is bring the card")
    assert "Type 'bring the card' into the description field" in steps
    assert "Type '09:45' into the end time field" in steps
    steps = plan("add an expense Taxi twelve dollars category Travel note Airport")
    assert "Choose 'Travel' for the category field" in steps
    assert "Type 'Airport' into the note field" in steps


def test_a_message_keeps_its_own_words_and_numbers() -> None:
    steps = plan("uh okay so text +16465550178 and tell her I'm on my way")
    assert "Type 'I'm on my way'" in steps
    assert "Type 'the bus leaves at ten'" in plan("text Ana and say the bus leaves at ten")
    # The number in the message stays as said; only the digits said one by one become a phone number.
    assert undictated("send a text to six four six five five five zero one seven eight saying ten minutes late") == (
        "send a text to 6465550178 saying ten minutes late"
    )


def test_a_dictated_name_without_capitals_is_still_the_contacts_name() -> None:
    steps = plan("save ana lopez as a contact six four six five five five zero one seven eight")
    assert "Type 'Ana' into the first name field" in steps
    assert "Type '6465550178' into the phone field" in steps


def test_words_that_only_look_like_fillers_stay() -> None:
    assert undictated("I'd like a new note called like.md") == "I'd like a new note called like.md"
    assert undictated("delete the note shopping.md") == "delete the note shopping.md"
    assert reworded("count my runs since monday, just the number") == "count my runs since monday, just the number"
    assert undictated("book a table for two") == "book a table for two"


def test_a_day_misread_or_a_length_is_never_saved_as_the_events_time() -> None:
    from datetime import date

    from mcp_agent.tools.next_step.dates import read_when

    today = date(2030, 3, 14)
    # The date library reads "friday at ten" as an October day: a weekday that the date is not is no date.
    assert read_when("on friday at ten", today) == ("", "", "")
    assert read_when("tomorrow 8am 1 hr", today)[1:] == ("2030-03-15", "08:00")
    steps = plan("add Piano on friday at ten for sixty minutes")
    assert "Type '2030-03-15' into the date field" in steps
    assert "Type '10:00' into the time field" in steps


def test_what_to_say_after_like_just_say_is_the_message() -> None:
    assert "Type 'see you at six'" in plan("answer the newest text like just say see you at six")
    assert "Set brightness to max" in plan("um make the display really bright all the way up")


def test_it_should_say_is_a_new_notes_text_only_when_a_note_is_made() -> None:
    assert "Type 'buy stamps' into the body field" in plan("make a new note errands.md and it should say buy stamps")
    assert "Replace 'Friday' with 'Monday' in the body field" in plan(
        "fix plans.md in markor, it should say Monday instead of Friday"
    )
