"""Everyday turns of phrase met in the first run of people set 106 (intent/turns_of_phrase.py), tested in other
wordings: each reads as the job the grammar reads in its own words."""

from __future__ import annotations

from datetime import date

import pytest

from mcp_agent.tools.next_step.intent import plan_for
from mcp_agent.tools.next_step.intent.reader import read_task
from mcp_agent.tools.next_step.said_steps import unplanned_step

pytestmark = pytest.mark.unit

TODAY = date(2030, 3, 14)


def plan(text: str) -> list[str]:
    return plan_for(read_task(text, None, TODAY))


@pytest.mark.parametrize(
    "text",
    [
        "put Low Tide and Echo Park onto up next in retro music",
        "add Low Tide and Echo Park into what's coming up next in retro music",
    ],
)
def test_songs_added_to_what_plays_next_go_to_the_playing_queue(text: str) -> None:
    assert plan(text)[-2:] == ["Add 'Low Tide' to the playing queue", "Add 'Echo Park' to the playing queue"]


def test_a_first_line_with_a_blank_line_left_after_it_then_the_note_called_a_new_name() -> None:
    steps = plan(
        "write Call the plumber. on the top line of chores_2.md, add an empty line below it, then name it tasks_9.md"
    )
    assert "Add 'Call the plumber.' to the top of the body field with a blank line" in steps
    assert steps[-1] == "Rename it to 'tasks_9.md'"


def test_a_person_said_first_then_when_we_meet_next() -> None:
    assert plan("Omar Haddad: when will we see each other next?")[-1].endswith("| Omar Haddad")


def test_a_day_said_first_then_what_kinds_of_workouts() -> None:
    assert '"first": "2030-03-09"' in plan("9th March, what types of workouts did I do?")[-1]


@pytest.mark.parametrize(("text", "on"), [("check that bluetooth is off", False), ("pls check my wifi is on", True)])
def test_a_switch_checked_to_be_in_a_state_is_made_so(text: str, on: bool) -> None:
    goal = read_task(text, None, TODAY)
    assert (goal.intent, goal.on) == ("toggle", on)


def test_the_message_sent_to_someone_sent_again() -> None:
    goal = read_task("resend the text I just sent Omar Haddad once more", None, TODAY)
    assert (goal.intent, goal.recipient) == ("resend", "Omar Haddad")


def test_every_recipe_of_a_file_thats_so_long_to_prep() -> None:
    assert plan("copy each recipe from dinners.md that's 25 mins prep time into broccoli")[-1] == (
        "Add a recipe for each row of «rows» with '25 mins'"
    )


def test_a_meeting_named_first_then_how_many_attended() -> None:
    assert '"mode": "attendees"' in plan("meeting Sprint review - how many people attended? just the number")[-1]


def test_then_calling_the_note_a_name_is_a_rename_not_a_call_left_undone() -> None:
    text = "add Hi on the first line of a_1.md, leave a blank line after it, then call the note b_2.md"
    assert unplanned_step(text, plan(text)) is None
