"""A media player's items as people ask for them: one played (its row tapped; its menu's Play where the row does not
play), taken off a playlist through its row's own menu on the playlist's page, deleted through its own menu (the row
plays, it does not open), and questions answered from the rows shown: the longest item, how many in a playlist."""

from __future__ import annotations

import json

import pytest

from mcp_agent.tools.next_step.answering.question import Question
from mcp_agent.tools.next_step.answering.records import Record, answer

from .planning import plan, step

pytestmark = pytest.mark.unit

LIBRARY = (
    '[1] TextView "VLC"\n[2] Tab "Video" checked\n[3] Tab "Playlists" unchecked\n[4] List "Video" scrollable\n'
    '  [5] ListItem "city_9.mp4" value="2:41"\n  [6] ImageButton "More options for city_9.mp4"\n'
    '  [7] ListItem "hike_5.mp4" value="11:05"\n  [8] ImageButton "More options for hike_5.mp4"\n'
    '  [9] ListItem "sunset_1.mp4" value="4:59"\n  [10] ImageButton "More options for sunset_1.mp4"'
)
PLAYLIST = (
    '[1] ImageButton "Navigate up"\n[2] TextView "Gym"\n[3] ImageButton "More options"\n'
    '[4] ListItem "Blue Monday"\n[5] ImageButton "More options for Blue Monday"\n'
    '[6] ListItem "Low Tide"\n[7] ImageButton "More options for Low Tide"'
)


@pytest.mark.parametrize(
    "task",
    [
        "play hike_5.mp4 in VLC",
        "in vlc, watch the video hike_5.mp4",
        "vlc: I'd like to watch hike_5.mp4",
        "open the clip hike_5.mp4 in vlc and start it",
    ],
)
def test_an_item_is_played_by_tapping_its_row(task: str) -> None:
    planned = plan(task)
    assert planned == ["Open VLC", "Play 'hike_5.mp4'"], task
    played = step(task, LIBRARY, planned, 1)
    assert (played.action, played.target_index) == ("tap", 7)


def test_a_played_item_is_reached_only_on_its_now_playing_page() -> None:
    task = "listen to Low Tide in retro music"
    planned = plan(task)
    assert planned[-1] == "Play 'Low Tide'"
    playing = (
        '[1] ImageButton "Navigate up"\n[2] TextView "Low Tide"\n[3] TextView "Now playing"\n[4] ImageButton "Pause"'
    )
    assert step(task, playing, planned, 1).action == "done"
    # The row alone is not the item playing.
    assert step(task, PLAYLIST, planned, 1).action == "tap"


@pytest.mark.parametrize(
    "task",
    [
        "drop Low Tide from the playlist Gym in Retro Music",
        "take Low Tide out of my Gym playlist (retro music)",
        "Low Tide doesn't belong in Gym, remove it. retro music",
    ],
)
def test_an_item_is_taken_off_a_playlist_through_its_own_menu(task: str) -> None:
    planned = plan(task)
    assert planned[1:] == ["Open the playlist 'Gym'", "Remove 'Low Tide' from the playlist 'Gym'"], task
    options = step(task, PLAYLIST, planned, 2, state_refs={"trail": json.dumps(["Gym"])})
    assert (options.action, options.target_index) == ("tap", 7)
    menu = '[1] TextView "Remove from playlist"'
    assert step(task, menu, planned, 2).target_index == 1


def test_a_video_is_deleted_from_its_own_menu_not_by_opening_its_row() -> None:
    task = "erase city_9.mp4 from vlc"
    planned = plan(task)
    assert planned == ["Open VLC", "Delete the video 'city_9.mp4'"]
    options = step(task, LIBRARY, planned, 1)
    assert (options.action, options.target_index) == ("tap", 6)


def test_the_longest_item_is_read_from_every_row() -> None:
    task = "what is the longest video in my VLC library?"
    planned = plan(task)
    assert planned[0] == "Open VLC" and planned[1].startswith("Answer from the list:")
    assert step(task, LIBRARY, planned, 1).action == "scroll_up"  # the list is read from its top
    shown = LIBRARY.replace('[4] List "Video" scrollable\n', "").replace("  [", "[")
    answered = step(task, shown, planned, 1)
    assert (answered.action, answered.final_answer) == ("done", "hike_5.mp4")
    rows = [Record("a", "2:41"), Record("b", "1:02:05"), Record("c", "59:59")]
    assert answer(Question("items", "longest"), rows) == "b"
    # A tie, or a row whose length is not shown, names none.
    assert answer(Question("items", "longest"), [*rows, Record("d", "1:02:05")]) is None
    assert answer(Question("items", "longest"), [*rows, Record("e", "")]) is None


def test_a_playlist_is_opened_before_its_songs_are_counted() -> None:
    for task in (
        "how many songs does the Gym playlist have in Retro Music?",
        "retro music: count the tracks in Gym",
    ):
        planned = plan(task)
        assert planned[:2] == ["Open Retro Music", "Open the playlist 'Gym'"], task
        answered = step(task, PLAYLIST, planned, 2)
        assert (answered.action, answered.final_answer) == ("done", "2"), task


def test_a_question_about_another_app_is_not_an_activity_question() -> None:
    planned = plan("retro music: which of my songs runs the longest?")
    assert planned[0] == "Open Retro Music"
    assert '"source": "items"' in planned[1] and '"mode": "longest"' in planned[1]
