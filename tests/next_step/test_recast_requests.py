"""Forms met in the first runs of people sets 54 and 66, tested in other wordings: the thing said first and the question or
the rename after it, a wish to hear a song, what someone "last texted" kept as a note, the album a song is "off", a
record picked by a detail that "should be renamed", the "priciest" expense of a category, duplicates said as
recipes kept twice, a heading of records to add, records a line each, a dated activity that "was actually" another
kind, an expense that "should be" of a category, a note "read" by its file name (one named like an app too), and a
second playlist said "plus a … one"; an expense in a row after "new expense", an event made "N minutes long", a call
"then hold", a video "the one in" a folder, "audio only:" first, what is "written in" a note, "on which playlist is"."""

from __future__ import annotations

from datetime import date

import pytest

from mcp_agent.tools.next_step.intent import plan_for
from mcp_agent.tools.next_step.intent.reader import read_task

pytestmark = pytest.mark.unit

TODAY = date(2030, 3, 14)


def plan(text: str) -> list[str]:
    return plan_for(read_task(text, None, TODAY))


def test_a_song_said_first_then_which_playlist_holds_it() -> None:
    assert plan("Night Bus is on one of my vlc playlists - which one?") == [
        "Open VLC",
        "Tell the playlist of 'Night Bus'",
    ]


@pytest.mark.parametrize(
    "text", ["I'd like to listen to Old Radio in vlc", "i want to hear Old Radio, put it on in vlc please"]
)
def test_a_wish_to_hear_a_song_plays_it(text: str) -> None:
    assert plan(text) == ["Open VLC", "Play 'Old Radio'"]


def test_what_someone_last_texted_kept_as_a_note() -> None:
    steps = plan("copy what Dana Kim sent me last into a new markor note called keys.md")
    assert steps[:3] == ["Open Messages", "Open the conversation with Dana Kim", "Remember the last message"]
    assert "Type '«last message»' into the body field" in steps


def test_the_album_a_song_is_off_is_its_album() -> None:
    assert plan("which album is Copper Sky off, in vlc?") == ["Open VLC", "Tell the album of 'Copper Sky'"]


def test_a_record_picked_by_a_detail_that_should_be_renamed_is_renamed() -> None:
    steps = plan("the recipe that serves 4 should be renamed Family stew")
    assert steps[1:3] == ["Open the recipe showing '4 servings'", "Type 'Family stew' into the title field"]


@pytest.mark.parametrize("text", ["costliest purchase under Food?", "what's the priciest item in Transportation"])
def test_the_priciest_thing_in_a_category_is_its_dearest_expense(text: str) -> None:
    steps = plan(text)
    assert "Expense" in steps[0] and '"mode": "dearest"' in steps[-1]


def test_the_priciest_thing_somewhere_not_a_category_is_not_an_expense_question() -> None:
    assert not any('"mode": "dearest"' in step for step in plan("what's the priciest thing in my basket?"))


@pytest.mark.parametrize(
    "text",
    [
        "some recipes show up twice in broccoli, please remove the copies",
        "there are duplicate recipes in broccoli, remove the extra copies",
    ],
)
def test_recipes_kept_twice_have_their_extra_copies_deleted(text: str) -> None:
    assert plan(text) == ["Open Broccoli", "Delete the extra copies of duplicate recipes"]


def test_records_under_a_heading_and_a_line_each_are_each_added() -> None:
    steps = plan("expenses to add: Taxi $12.50 transportation, Lunch $9 food")
    assert "Type 'Taxi' into the name field" in steps and "Type 'Lunch' into the name field" in steps
    rows = plan("add to pro expense:\nTaxi, $12.50, Transportation, note Airport\nLunch, $9.00, Food, note Team")
    assert "Type 'Airport' into the note field" in rows and "Type 'Team' into the note field" in rows


def test_a_dated_activity_that_was_another_kind_is_retyped() -> None:
    steps = plan("my march 5 walk was really a run")
    assert steps[:3] == [
        "Open OpenTracks",
        "Open the track showing 'Walking on 2030-03-05'",
        "Type 'running' into the activity type field",
    ]


def test_an_expense_that_should_be_of_a_category_is_refiled() -> None:
    assert "Choose 'Health Care' for the category field" in plan("Pharmacy is a Health Care expense")


@pytest.mark.parametrize(
    ("text", "name"), [("read out ideas.md please", "ideas.md"), ("what does notes.md say?", "notes.md")]
)
def test_a_note_read_by_its_file_name_is_that_note(text: str, name: str) -> None:
    assert f'"subject": "{name}"' in plan(text)[-1]


def test_a_second_playlist_said_plus_a_one_is_made_too() -> None:
    steps = plan("in vlc make a Gym playlist with a.mp4 and b.mp4, plus a Chill one with c.mp4 and d.mp4")
    assert "Add 'b.mp4' to the playlist 'Gym'" in steps and "Add 'c.mp4' to the playlist 'Chill'" in steps
    assert not any("Chill" in step and "'Gym'" in step for step in steps)


def test_a_record_said_first_then_renamed() -> None:
    assert plan("Focus playlist in vlc: rename to Deep work")[-2:] == [
        "Rename it to 'Deep work'",
        "Check the playlist 'Deep work' is listed",
    ]


def test_an_expense_in_a_row_after_new_expense() -> None:
    steps = plan("new expense Taxi home $23.40 transportation, note: Late")
    assert "Type 'Taxi home' into the name field" in steps and "Type 'Late' into the note field" in steps


def test_an_event_made_n_minutes_long_keeps_its_start() -> None:
    assert "Make the event last 45 minutes" in plan("make Book club on march 20 45 minutes long, start time stays")


def test_a_call_then_hold() -> None:
    assert plan("ring Dana Kim and then hold")[-2:] == ["Call Dana Kim", "Turn on Hold"]


def test_a_video_the_one_in_a_folder() -> None:
    assert plan("play city_9.mp4 in vlc, the one in Movies") == [
        "Open VLC",
        "Open the folder 'Movies'",
        "Play 'city_9.mp4'",
    ]


def test_audio_only_said_first() -> None:
    assert plan("sound only: play hike_5.mp4 in vlc") == ["Open VLC", "Play 'hike_5.mp4' as audio"]


def test_what_is_written_in_a_note() -> None:
    assert '"subject": "plan.md"' in plan("what is written in plan.md? text only")[-1]


def test_on_which_playlist_a_song_is() -> None:
    assert plan("on which retro music playlist is Echo Park?") == [
        "Open Retro Music",
        "Tell the playlist of 'Echo Park'",
    ]
