"""Forms met in the first run of people set 52, tested in other wordings: when a recording's name is given said after
the name ("… once you've stopped"), how a track was saved asked of its kind ("… logged as?"), a video played for
its sound alone, a song queued "to play after this one", "change the name of X to Y", a field's new words said
after the record ("for X, make the description read Y") and a note's lines said to become tasks."""

from __future__ import annotations

from datetime import date

import pytest

from mcp_agent.tools.next_step.intent import plan_for
from mcp_agent.tools.next_step.intent.reader import read_task

pytestmark = pytest.mark.unit

TODAY = date(2030, 3, 14)


def plan(text: str) -> list[str]:
    return plan_for(read_task(text, None, TODAY))


@pytest.mark.parametrize(
    ("text", "name"),
    [
        ("record a voice memo and name it Standup notes once you've stopped", "Standup notes"),
        ("track my walk and save it as Evening stroll when it's done", "Evening stroll"),
        ("start a recording, call it Band practice after you stop it", "Band practice"),
    ],
)
def test_when_a_recording_is_named_is_no_part_of_its_name(text: str, name: str) -> None:
    steps = plan(text)
    assert f"Type '{name}' into the name field" in steps
    assert f"Check the recording '{name}' is listed" in steps


@pytest.mark.parametrize(
    "text",
    ["what type of sport was Lake loop logged as?", "what kind of workout is Lake loop recorded as in opentracks"],
)
def test_how_a_track_was_saved_asks_its_activity_type(text: str) -> None:
    steps = plan(text)
    assert steps[0] == "Open OpenTracks"
    assert '"mode": "types"' in steps[1] and '"subject": "Lake loop"' in steps[1]


@pytest.mark.parametrize(
    "text",
    [
        "play holiday_2029.mp4, only the audio",
        "play lecture_04.mkv in vlc without the video",
        "play dog_park.mp4 but just the audio, no picture",
    ],
)
def test_a_video_played_for_its_sound_is_played_as_audio(text: str) -> None:
    steps = plan(text)
    assert steps[0] == "Open VLC" and steps[1].endswith("' as audio")
    assert "only" not in steps[1] and "picture" not in steps[1] and "video" not in steps[1]


@pytest.mark.parametrize(
    "text", ["queue up Old Radio to play next in vlc", "line up Old Radio in vlc to play after the current song"]
)
def test_a_song_queued_to_play_after_this_one_plays_next(text: str) -> None:
    assert plan(text) == ["Open VLC", "Add 'Old Radio' to play next"]


def test_changing_the_name_of_a_record_renames_it() -> None:
    assert plan("update the title of Yoga class to Pilates")[1:4] == [
        "Open the event 'Yoga class'",
        "Type 'Pilates' into the title field",
        "Save the event",
    ]


@pytest.mark.parametrize(
    ("text", "opened", "typed"),
    [
        ("for my Lake loop track, make the description read Windy day", "Open the track 'Lake loop'", "Windy day"),
        ("for the Bakery expense, make the note say Paid in cash", "Open the expense 'Bakery'", "Paid in cash"),
    ],
)
def test_a_fields_new_words_said_after_the_record_are_typed_there(text: str, opened: str, typed: str) -> None:
    steps = plan(text)
    assert opened in steps and any(step.startswith(f"Type '{typed}' into the") for step in steps)


def test_a_notes_lines_said_to_become_tasks_are_each_added() -> None:
    steps = plan("each line in shopping.md in markor should become a task in tasks, please add them")
    assert steps[:2] == ["Open Markor", "Open the note 'shopping.md'"]
    assert steps[-1] == "Add a task for each row of «rows»"
