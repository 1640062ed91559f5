"""Forms met in the first run of people set 45, tested in other wordings (terse_mends.py and the readers it feeds):
an event typed day and hour first with its length written on ("1hr") or a short day after its title ("fri"), a
remark after a dash as its description, a question said as its measure ("minutes swum between …"), when said before
the question, a bare title before what is queued after it, what a record "is now", a number said after whom to call,
a song put "onto" a playlist, a line "needed" in a note, a call picked up, a name and a number to save, a count asked
after its thing, what a track "should be", every activity of a kind "I've recorded", the longest of the videos, a
contact's number said as whose it is, recipe rows of "10 min"; and the check that a dashed value a saved entry leaves
out is asked about."""

from __future__ import annotations

from datetime import date

import pytest

from mcp_agent.tools.next_step.carrying import resolve_plan
from mcp_agent.tools.next_step.intent import plan_for
from mcp_agent.tools.next_step.intent.reader import read_task
from mcp_agent.tools.next_step.said_values import doubt_about

pytestmark = pytest.mark.unit

TODAY = date(2030, 3, 14)  # a Thursday


def plan(text: str) -> list[str]:
    return plan_for(read_task(text, None, TODAY))


@pytest.mark.parametrize(
    ("text", "title", "start", "end"),
    [
        ("sat 9am Pilates 2hrs", "Pilates", "09:00", "11:00"),
        ("add Dentist sat 9:30 for an hour", "Dentist", "09:30", "10:30"),
    ],
)
def test_an_events_length_and_short_day_are_no_part_of_its_title(text: str, title: str, start: str, end: str) -> None:
    steps = plan(text)
    assert f"Type '{title}' into the title field" in steps
    assert "Type '2030-03-16' into the date field" in steps
    assert f"Type '{start}' into the time field" in steps and f"Type '{end}' into the end time field" in steps


def test_a_remark_after_a_dash_describes_the_event_booked() -> None:
    steps = plan("schedule Team lunch tomorrow 1pm - Bring the slides")
    assert "Type 'Bring the slides' into the description field" in steps


def test_a_dashed_value_a_saved_entry_leaves_out_is_asked_about() -> None:
    task = "new contact Ben Ortiz, +14155550199 - Met at the gym"
    goal = read_task(task, None, TODAY)
    assert doubt_about(task, goal, plan_for(goal)) is not None


@pytest.mark.parametrize(
    ("text", "mode"), [("minutes walked between march 1 and march 9", "minutes"), ("km cycled in jan", "km")]
)
def test_a_question_said_as_its_measure_is_asked_of_the_tracker_never_an_event(text: str, mode: str) -> None:
    steps = plan(text)
    assert steps[0] == "Open OpenTracks" and f'"mode": "{mode}"' in steps[1]


def test_a_day_said_before_the_question_is_the_day_asked_about() -> None:
    assert plan("saturday, what's my first thing after 10")[-1].startswith("Answer from the agenda: first 2030-03-16")


def test_a_bare_title_before_what_is_queued_after_it_is_played_first() -> None:
    assert plan("retro music: Low Tide, then queue Echo Park after")[1:] == [
        "Play 'Low Tide'",
        "Add 'Echo Park' to play next",
    ]


def test_what_a_record_is_now_at_is_its_new_hour() -> None:
    assert "Type '16:00' into the time field" in plan("book club on the 20th is now at 4pm")


@pytest.mark.parametrize(
    "text", ["could you ring the dentist, their number is 415 555 0123", "call the school, it's 415-555-0123"]
)
def test_a_number_said_after_whom_to_call_is_dialled(text: str) -> None:
    assert plan(text)[1:] == ["Dial 4155550123", "Call 4155550123"]


def test_a_song_put_onto_a_playlist_is_added_to_it() -> None:
    assert plan("Echo Park into the Workout playlist") == [
        "Open Retro Music",
        "Add 'Echo Park' to the playlist 'Workout'",
    ]


def test_a_line_needed_at_the_top_of_a_note_is_added_there() -> None:
    assert "Add 'Call mum' to the top of the body field" in plan("need Call mum put at the top of todo.md")


@pytest.mark.parametrize("text", ["pick up", "pick the call up, the phone's ringing"])
def test_a_call_picked_up_is_answered(text: str) -> None:
    assert plan(text) == ["Answer the call"]


def test_a_name_and_a_number_to_save_are_a_new_contact() -> None:
    steps = plan("store Omar Diaz 415 555 0199")
    assert "Type 'Omar' into the first name field" in steps and "Save the contact" in steps


def test_a_count_asked_after_its_thing_is_that_count() -> None:
    assert '"mode": "count"' in plan("swims logged, how many")[-1]


def test_what_a_named_track_should_have_been_is_its_type() -> None:
    assert plan("Lake loop should have been a walk, not a run")[1:3] == [
        "Open the track 'Lake loop'",
        "Type 'Walking' into the activity type field",
    ]


def test_every_activity_of_a_kind_recorded_is_deleted_by_its_kind() -> None:
    assert plan("wipe every swim I have ever logged")[-1] == "Delete every event that is 'Swimming'"


def test_the_longest_of_the_videos_is_the_video_players() -> None:
    assert plan("which one of my videos is longest")[0] == "Open VLC"


def test_a_number_texted_and_said_to_be_someones_is_saved_under_their_name() -> None:
    steps = plan("ana ruiz sent me a number, it's Ben Ortiz's, save it")
    assert "Type 'Ben' into the first name field" in steps and "Type '«number»' into the phone field" in steps


def test_recipe_rows_of_a_time_said_short_are_the_rows_of_that_time() -> None:
    rows = "title|preparationTime\nToast|5 mins\nSoup|45 mins"
    steps = resolve_plan(["Add a recipe for each row of «rows» with '5 min'"], {"rows": rows})
    assert any("Toast" in step for step in steps) and not any("Soup" in step for step in steps)
