"""Forms met in the first run of people set 44, tested in other wordings: records said to go ("A and B can both go"),
a recorded activity asked about by when ("when was my last swim"), a length asked after the thing ("X track, how
many seconds long"), the newest track set to a kind, amounts spent said without a dollar sign, several contacts
each after the last one's number, a playlist renamed by an arrow, what plays after this song, songs put at the end
of a playlist by its name, a loudspeaker, "that missed call", a file made "same text as" another, a filler after
an app's label, and the checks that keep a misread name or an empty note from being saved."""

from __future__ import annotations

from datetime import date

import pytest

from mcp_agent.tools.next_step.intent import plan_for
from mcp_agent.tools.next_step.intent.reader import read_task
from mcp_agent.tools.next_step.said_values import doubt_about

pytestmark = pytest.mark.unit

TODAY = date(2030, 3, 14)


def plan(text: str) -> list[str]:
    return plan_for(read_task(text, None, TODAY))


def test_records_said_they_can_go_are_each_deleted() -> None:
    assert plan("old_list.md and draft_2.md can go now")[1:] == [
        "Delete the note 'old_list.md'",
        "Delete the note 'draft_2.md'",
    ]


@pytest.mark.parametrize(
    ("text", "kind"), [("when was my last swim", "swimming"), ("when did I last go cycling", "cycling")]
)
def test_when_an_activity_was_last_done_is_the_newest_rows_date(text: str, kind: str) -> None:
    steps = plan(text)
    assert steps[0] == "Open OpenTracks"
    assert f'"kind": "{kind}"' in steps[1] and '"mode": "date"' in steps[1] and '"pick": "max"' in steps[1]


def test_a_length_asked_after_the_tracks_name_is_that_tracks() -> None:
    steps = plan("Lake loop track: how many minutes long?")
    assert '"subject": "Lake loop"' in steps[-1] and '"mode": "minutes"' in steps[-1]


@pytest.mark.parametrize("text", ["furthest I've ever run in one go", "longest distance I walked in one activity, km"])
def test_a_farthest_said_without_a_question_word_is_asked_of_the_tracker(text: str) -> None:
    steps = plan(text)
    assert steps[0] == "Open OpenTracks" and '"pick": "max"' in steps[1]


@pytest.mark.parametrize(
    ("text", "kind"), [("set my latest track to Cycling", "Cycling"), ("make my newest activity a swim", "Swimming")]
)
def test_the_newest_track_set_to_a_kind_is_retyped(text: str, kind: str) -> None:
    assert plan(text)[1:3] == ["Open the newest track", f"Type '{kind}' into the activity type field"]


def test_a_setting_named_like_a_record_is_never_a_device_setting() -> None:
    assert not any("setting" in step for step in plan("set my newest track to running"))


def test_amounts_spent_without_a_dollar_sign_are_each_an_expense() -> None:
    steps = plan("I spent 12.40 on Cinema (entertainment) and 8.90 on Taxi (transport), log them")
    assert [s for s in steps if "name field" in s] == [
        "Type 'Cinema' into the name field",
        "Type 'Taxi' into the name field",
    ]
    assert "Type '8.90' into the amount field" in steps


def test_several_contacts_each_after_the_last_ones_number_are_each_made() -> None:
    steps = plan("new contacts: Omar Diaz, mobile +15550001111 and Ana Ruiz, work +15550002222")
    assert [s for s in steps if s.startswith("Check")] == [
        "Check the contact 'Omar Diaz' is listed",
        "Check the contact 'Ana Ruiz' is listed",
    ]


def test_a_playlist_renamed_by_an_arrow() -> None:
    assert plan("Workout playlist → Gym")[1:3] == ["Open the playlist 'Workout'", "Rename it to 'Gym'"]


def test_what_plays_after_this_song_is_queued_next() -> None:
    assert plan("after the current song, Night Bus please (retro music)") == [
        "Open Retro Music",
        "Add 'Night Bus' to play next",
    ]


def test_songs_put_at_the_end_of_a_playlist_named_by_its_name() -> None:
    assert plan("pop Low Tide then Echo Park on the end of Workout")[1:] == [
        "Add 'Low Tide' to the playlist 'Workout'",
        "Add 'Echo Park' to the playlist 'Workout'",
    ]


@pytest.mark.parametrize("text", ["loudspeaker on", "put me on loudspeaker"])
def test_a_loudspeaker_is_the_calls_speaker(text: str) -> None:
    assert plan(text) == ["Turn on Speaker"]


def test_that_missed_call_is_the_newest_missed_ones_time() -> None:
    steps = plan("what time was that missed call")
    assert steps[0] == "Open Phone" and '"kind": "missed"' in steps[1] and '"mode": "time"' in steps[1]


def test_a_file_made_with_the_same_text_as_another_copies_it() -> None:
    assert plan("make plan.md, same text as draft.md")[1:3] == [
        "Open the note 'draft.md'",
        "Remember the text as «text 1»",
    ]


def test_a_filler_after_an_apps_label_carries_nothing() -> None:
    assert plan("vlc: just play through all my videos") == ["Open VLC", "Play all the videos"]


@pytest.mark.parametrize(
    "text",
    ["put Dinner out cost me 45 as an expense", "save Call the bank as a new note bank.md"],
)
def test_a_name_holding_the_requests_words_or_a_note_left_empty_is_asked_about(text: str) -> None:
    goal = read_task(text, None, TODAY)
    assert doubt_about(text, goal, plan_for(goal)) is not None
