"""Forms met in the first run of people set 43, tested in other wordings: where an event happens said with no app or
kind ("set the location of X to Y", "X location = Y"), a record no longer needed, a file said to belong elsewhere,
a tracked activity renamed with "should be called" or retyped by its place ("my latest track was actually a walk"),
"avg", a singer asked of a song (and looked for in the other player when the first lacks it), a video played "but
just the audio", and a number sent by someone named in lower case."""

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
    "text",
    [
        "set the location of book club to Corner cafe",
        "change book club's location to Corner cafe",
        "Book club's location should be Corner cafe",
        "book club location = Corner cafe",
        "book club venue: Corner cafe",
    ],
)
def test_where_a_named_record_happens_is_its_events_location_never_a_device_setting(text: str) -> None:
    steps = plan(text)
    assert steps[0] == "Open Simple Calendar Pro"
    assert steps[1].lower() == "open the event 'book club'"
    assert "Type 'Corner cafe' into the location field" in steps


def test_the_devices_location_setting_is_still_a_setting() -> None:
    assert not any("location field" in s for s in plan("set location to high accuracy"))


@pytest.mark.parametrize(
    ("text", "last"),
    [
        ("I don't need the lentil soup recipe any more", "Delete the recipe 'lentil soup'"),
        ("no longer need shopping_list.txt", "Delete the note 'shopping_list.txt'"),
    ],
)
def test_a_record_no_longer_needed_is_deleted(text: str, last: str) -> None:
    assert plan(text)[-1] == last


def test_something_else_no_longer_needed_is_not_read_as_a_deletion() -> None:
    assert not any(s.startswith("Delete") for s in plan("I don't need the umbrella today"))


def test_a_file_said_to_belong_in_another_folder_is_moved_there() -> None:
    assert plan("ideas_12.md goes in Personal, not Work")[-1] == "Move the note 'ideas_12.md' to the folder 'Personal'"


@pytest.mark.parametrize(
    "text",
    ["my march 2 run should be called Park loop", "the walk from march 2 should be named Park loop"],
)
def test_a_tracked_activity_said_to_be_called_something_is_renamed(text: str) -> None:
    steps = plan(text)
    assert steps[0] == "Open OpenTracks"
    assert steps[-2:] == ["Save the track", "Check the track 'Park loop' is listed"]


@pytest.mark.parametrize(("said", "kind"), [("a walk", "Walking"), ("a swim", "Swimming")])
def test_the_newest_track_said_to_be_another_kind_is_retyped_as_the_app_lists_it(said: str, kind: str) -> None:
    steps = plan(f"my most recent activity was really {said}, fix the type")
    assert steps[1:3] == ["Open the newest track", f"Type '{kind}' into the activity type field"]


def test_avg_is_an_average_asked_of_the_tracker() -> None:
    steps = plan("avg speed of my runs this week?")
    assert steps[0] == "Open OpenTracks" and '"mode": "speed"' in steps[1]


@pytest.mark.parametrize("text", ["who sings Night Bus", "which artist is Night Bus by"])
def test_a_singer_asked_with_no_player_named_is_the_music_players(text: str) -> None:
    assert plan(text) == ["Open Retro Music", "Tell the artist of 'Night Bus'"]


@pytest.mark.parametrize("tail", ["but just the audio", "just the sound", "no picture"])
def test_a_video_played_without_its_picture_is_played_as_audio(tail: str) -> None:
    assert plan(f"play dog_park.mp4 {tail}")[-1] == "Play 'dog_park.mp4' as audio"


def test_a_number_sent_by_someone_named_in_lower_case_is_read_from_their_message() -> None:
    steps = plan("omar diaz sent me his new number, give it a ring")
    assert steps[:3] == ["Open Messages", "Open the conversation with omar diaz", "Remember the number"]
