"""A request said as a wish, a need or with its reason after it (intent/wishes.py), with wordings other than people
set 16's."""

from __future__ import annotations

import datetime

import pytest

from mcp_agent.tools.next_step.intent import read_task

pytestmark = pytest.mark.unit

TODAY = datetime.date(2030, 3, 14)


def read(task: str):  # type: ignore[no-untyped-def]
    return read_task(task, {}, TODAY)


@pytest.mark.parametrize(
    ("task", "setting", "on", "value"),
    [
        ("please turn wifi off, the signal is terrible", "wifi", False, ""),
        ("it's so dark in here, crank up the brightness", "brightness", True, "max"),
        ("turn the brightness all the way up", "brightness", True, "max"),
        ("lowest brightness, I'm about to sleep", "brightness", True, "min"),  # what the person is doing
        ("turn bluetooth on please, I'm in the car", "bluetooth", True, ""),
    ],
)
def test_a_reason_or_a_manner_around_a_switch_is_not_its_name(task: str, setting: str, on: bool, value: str) -> None:
    goal = read(task)
    assert (goal.setting, goal.on, goal.value) == (setting, on, value)


@pytest.mark.parametrize(
    ("task", "intent"),
    [
        ("I'd like to record a voice note", "record"),
        ("I want to take a picture", "photo"),
        ("film a video", "video"),
        ("so I need to call +1 555 0100", "call"),
    ],
)
def test_a_wish_to_do_something_is_the_request(task: str, intent: str) -> None:
    assert read(task).intent == intent


def test_a_thing_wished_for_is_made() -> None:
    goal = read("I'd like a new note in markor called ideas.md, put this in it: buy stamps")
    assert goal.intent == "create" and dict(goal.fields) == {"title": "ideas.md", "body": "buy stamps"}


def test_a_need_to_know_is_the_question() -> None:
    goal = read("I want to know when I'm seeing Omar Haddad next")
    assert goal.intent == "agenda" and "Omar Haddad" in goal.extra[-1]


def test_a_place_in_a_note_said_before_the_verb() -> None:
    goal = read("at the top of plans.md I want to add: call the bank")
    assert goal.intent == "edit" and goal.subject == "plans.md" and goal.body == "call the bank"


def test_everyday_verbs_for_deleting() -> None:
    assert read("the draft.md note is useless, ditch it").intent == "delete"


def test_a_message_that_ends_in_a_statement_is_sent_whole() -> None:
    assert read("text Sam: the car is ready, the bill is paid").body == "the car is ready, the bill is paid"
    assert read("text Sam that I'm late, I'm on the bus").body == "I'm late, I'm on the bus"


def test_a_field_said_as_a_statement_is_no_reason() -> None:
    goal = read("kindly book Yoga on Friday 9 o'clock for 1 hour, description is Bring a mat")
    assert "Bring a mat" in str(goal)


def test_a_number_named_after_it_is_saved_under_that_name() -> None:
    goal = read("can you save this number +1 555 0100, it's Omar Haddad")
    assert goal.intent == "create" and dict(goal.fields)["title"] == "Omar Haddad"


def test_a_place_forgotten_is_asked_of_the_calendar() -> None:
    goal = read("I forgot where Book club is, could you check")
    assert goal.intent == "agenda" and "Book club" in goal.extra[-1]


def test_a_request_put_as_would_you_mind() -> None:
    goal = read("would you mind texting +1 555 0100? just tell them: on my way")
    assert (goal.intent, goal.recipient, goal.body) == ("message", "+1 555 0100", "on my way")


def test_a_switch_said_in_the_state_it_needs_to_be_in() -> None:
    goal = read("bluetooth has to be turned on")
    assert (goal.setting, goal.on) == ("bluetooth", True)


def test_where_one_is_supposed_to_go_is_asked_of_the_calendar() -> None:
    goal = read("where am I meant to be for Book club?")
    assert goal.intent == "agenda" and "Book club" in goal.extra[-1]
