"""Everyday and regional turns met in the first run of people set 76, tested in other wordings; and an expense said as
four pieces in a row keeps its fourth as its note (it had been saved without it and reported done)."""

from __future__ import annotations

from datetime import date

import pytest

from mcp_agent.tools.next_step.intent import plan_for
from mcp_agent.tools.next_step.intent.reader import read_task

pytestmark = pytest.mark.unit


def plan(text: str) -> list[str]:
    return plan_for(read_task(text, None, date(2030, 3, 14)))


def test_an_expenses_fourth_piece_is_its_note() -> None:
    steps = plan("Bus pass, $45.00, Transportation, Student discount - log that as an expense")
    assert "Type 'Student discount' into the note field" in steps and "Type '45.00' into the amount field" in steps


@pytest.mark.parametrize(
    ("text", "end"), [("whack the brightness all the way up", "max"), ("dim the display right down", "min")]
)
def test_brightness_cranked_or_dimmed(text: str, end: str) -> None:
    assert plan(text)[-1] == f"Set brightness to {end}"


def test_a_timer_please() -> None:
    assert plan("timer pls: 0 hours 5 minutes 10 seconds, don't start it")[-1] == "Set the timer to 00:05:10"


def test_a_meeting_said_first_and_how_many_came() -> None:
    assert '"mode": "attendees"' in plan("Sprint review in joplin, how many people turned up?")[-1]


def test_how_much_of_something_for_a_recipe() -> None:
    assert '"subject": "Lemon cake"' in plan("joplin: how much butter for Lemon cake?")[-1]


def test_an_hour_before_tomorrow_morning() -> None:
    steps = plan("book Gym in for 7 tomorrow morning, an hour")
    assert "Type '07:00' into the time field" in steps and "Type '2030-03-15' into the date field" in steps


def test_songs_whacked_on_the_queue() -> None:
    steps = plan("chuck Night Bus and Old Radio on the queue in retro music, that order")
    assert steps[1:] == ["Add 'Night Bus' to the playing queue", "Add 'Old Radio' to the playing queue"]


def test_an_app_popped_open_with_everything_allowed() -> None:
    assert plan("pop open the camera and hit allow on everything")[-1] == "Dismiss any pop-ups"


def test_a_switchs_state_said_then_asked_again_is_one_request() -> None:
    assert plan("no wait, bluetooth should be ON, switch it on") == ["Open the bluetooth setting", "Turn on bluetooth"]
