"""A media player's requests as people word them (a playlist played, items after what plays, an item renamed or
deleted by its title, an item put on a playlist, a playlist made of items said with where they are kept), and its
questions (what a playlist, a folder or an artist holds, how many videos, what plays now); and the screens a
player like VLC lays them out on: songs behind Audio and its Tracks list, folders behind Browse and the phone's
storage, a playlist's page with Play all, the title beside the mini player's Pause."""

from __future__ import annotations

import json

import pytest

from .planning import plan, step

pytestmark = pytest.mark.unit


@pytest.mark.parametrize(
    "task",
    [
        "could you start my Bedtime playlist in VLC",
        "vlc - play the playlist Bedtime please",
        "put the Bedtime playlist on in vlc",
    ],
)
def test_a_whole_playlist_is_played_from_its_page(task: str) -> None:
    assert plan(task) == ["Open VLC", "Open the playlist 'Bedtime'", "Play the playlist 'Bedtime'"], task


@pytest.mark.parametrize(
    "task",
    [
        "in vlc stick clip_a.mp4 and then clip_b.mp4 onto the back of the queue",
        "VLC: add clip_a.mp4, clip_b.mp4 to play after what is playing now",
        "enqueue the following videos, in that order: clip_a.mp4, clip_b.mp4 to the current queue in VLC",
    ],
)
def test_items_go_after_what_plays_in_the_order_said(task: str) -> None:
    assert plan(task)[1:] == ["Add 'clip_a.mp4' to the playing queue", "Add 'clip_b.mp4' to the playing queue"], task


def test_an_item_is_renamed_and_a_song_deleted_by_its_title() -> None:
    assert plan("using vlc, rename my clip old_take.mkv as final_take.mkv")[-1] == (
        "Rename the file 'old_take.mkv' to 'final_take.mkv'"
    )
    assert plan("vlc: erase the track Blue Monday from my library")[-1] == "Delete the song 'Blue Monday'"
    # A playlist's own rename or an item taken off a playlist is not an item renamed or deleted.
    assert "Rename the file" not in " ".join(plan("in vlc change the name of the Gym playlist to Run"))
    assert plan('vlc: remove the video a.mp4 from the playlist "Gym"')[-1] == "Remove 'a.mp4' from the playlist 'Gym'"


@pytest.mark.parametrize(
    ("task", "item"),
    [
        ("vlc - stick trailer.mp4 into my Movie night playlist", "trailer.mp4"),
        ("in vlc, Blue Monday has to go on the Movie night playlist too", "Blue Monday"),
    ],
)
def test_an_item_put_in_a_playlist_is_added_to_it_never_moved_as_a_file(task: str, item: str) -> None:
    assert plan(task) == ["Open VLC", f"Add '{item}' to the playlist 'Movie night'"], task


def test_a_song_asked_with_its_artist_and_a_video_with_its_folder() -> None:
    assert plan("vlc: listen to Blue Monday by New Order")[-1] == "Play 'Blue Monday'"
    assert plan("in vlc, start playing trailer.mp4 from my Download folder") == [
        "Open VLC",
        "Open the folder 'Download'",
        "Play 'trailer.mp4'",
    ]
    # "the Camera folder" is a folder, never the Camera app.
    assert plan("go to the Camera folder in vlc and watch dog.mp4")[:2] == ["Open VLC", "Open the folder 'Camera'"]


@pytest.mark.parametrize(
    "task",
    [
        "In VLC, build a playlist called Hikes out of the videos in the Camera folder, in order: a.mp4, b.mp4",
        'vlc: new playlist "Hikes" with a.mp4 and b.mp4 (both saved in Internal Memory/DCIM), that order',
        "put the videos a.mp4, b.mp4 in a new vlc playlist named Hikes",
    ],
)
def test_where_the_items_are_kept_is_no_part_of_their_names(task: str) -> None:
    planned = plan(task)
    assert planned[1:3] == ["Add 'a.mp4' to the playlist 'Hikes'", "Add 'b.mp4' to the playlist 'Hikes'"], task


def _asked(task: str) -> dict[str, object]:
    line = plan(task)[-1]
    assert line.startswith("Answer from the list: "), (task, line)
    return json.loads(line.removeprefix("Answer from the list: "))  # type: ignore[no-any-return]


def test_what_a_playlist_a_folder_or_an_artist_holds_is_read_off_its_page() -> None:
    for task, kind, name in (
        ("vlc: which clips are in the playlist Hikes?", "playlist", "Hikes"),
        ("show me the videos in my Download folder, vlc", "folder", "Download"),
        ("what songs from New Order are there in vlc", "artist", "New Order"),
    ):
        asked = _asked(task)
        assert (asked["mode"], asked["kind"], asked["subject"]) == ("titles", kind, name), task
        assert plan(task)[1] == f"Open the {kind} '{name}'", task
    # A folder named like an app is the player's folder when the question is the player's.
    camera = _asked("vlc - which clips do I have in Camera?")
    assert (camera["kind"], camera["subject"]) == ("folder", "Camera")
    counted = _asked("how many movies have I got in vlc")
    assert (counted["mode"], counted["kind"]) == ("count", "")


def test_what_plays_now_is_asked_of_the_player() -> None:
    for task in ("in vlc what is playing at the moment?", "what track is on right now in vlc"):
        assert plan(task) == ["Open VLC", "Tell what is playing"], task


_VIDEO_TAB = (
    '[1] TextView "Videos"\n[2] List "Videos" scrollable\n  [3] ListItem "dog.mp4" value="1:02"\n'
    '  [4] ImageButton "More options for dog.mp4"\n[5] Tab "Video" checked\n[6] Tab "Audio" unchecked\n'
    '[7] Tab "Browse" unchecked\n[8] Tab "Playlists" unchecked'
)
_ARTISTS = (
    '[1] TextView "Audio"\n[2] Tab "Artists" checked\n[3] Tab "Albums" unchecked\n[4] Tab "Tracks" unchecked\n'
    '[5] List "Artists" scrollable\n  [6] ListItem "New Order" value="2 tracks"\n[7] Tab "Video" unchecked\n'
    '[8] Tab "Audio" checked'
)


def test_a_song_is_looked_for_behind_the_audio_tab_and_its_tracks_list() -> None:
    task = "play Blue Monday in vlc"
    planned = plan(task)
    assert step(task, _VIDEO_TAB, planned, 1).target_index == 6  # Audio
    assert step(task, _ARTISTS, planned, 1).target_index == 4  # Tracks, not the artists


def test_a_folder_is_looked_for_behind_browse_and_the_phones_storage() -> None:
    task = "vlc: which videos are in the Camera folder?"
    planned = plan(task)
    assert step(task, _VIDEO_TAB, planned, 1).target_index == 7  # Browse
    browse = (
        '[1] TextView "Browse"\n[2] TextView "Storage"\n[3] ListItem "Internal memory" value="3 folders"\n'
        '[4] Tab "Video" unchecked\n[5] Tab "Browse" checked'
    )
    assert step(task, browse, planned, 1).target_index == 3


def test_a_playlist_is_played_with_its_pages_play_all() -> None:
    task = "start the Bedtime playlist in vlc"
    planned = plan(task)
    page = (
        '[1] ImageButton "Navigate up"\n[2] TextView "Bedtime"\n[3] ImageButton "More options"\n'
        '[4] Button "Play all"\n[5] ListItem "a.mp4"\n[6] ImageButton "More options for a.mp4"'
    )
    played = step(task, page, planned, 2)
    assert (played.action, played.target_index) == ("tap", 4)


def test_a_playlist_further_down_the_list_of_playlists_is_scrolled_to() -> None:
    task = "in vlc make a playlist Hikes with a.mp4 and b.mp4"
    planned = plan(task)
    playlists = (
        '[1] TextView "Playlists"\n[2] List "Playlists" scrollable\n  [3] ListItem "Gym" value="2 items"\n'
        '[4] Tab "Video" unchecked\n[5] Tab "Playlists" checked'
    )
    assert step(task, playlists, planned, len(planned) - 1).action == "scroll_down"


def test_a_rows_own_menu_holds_its_rename() -> None:
    task = "vlc: rename the video dog.mp4 to puppy.mp4"
    planned = plan(task)
    screen = (
        '[1] TextView "Videos"\n[2] ImageButton "More options"\n[3] List "Videos" scrollable\n'
        '  [4] ListItem "dog.mp4" value="1:02"\n  [5] ImageButton "More options for dog.mp4"\n[6] Tab "Video" checked'
    )
    assert step(task, screen, planned, 1).target_index == 5  # More options for dog.mp4, not the toolbar's


def test_the_title_beside_pause_is_what_plays_never_the_artist() -> None:
    task = "vlc: what song is playing right now?"
    planned = plan(task)
    screen = (
        '[1] TextView "Videos"\n[2] List "Videos" scrollable\n  [3] ListItem "dog.mp4" value="1:02"\n'
        '[4] FrameLayout "Mini player"\n[5] TextView "Blue Monday"\n[6] TextView "New Order"\n'
        '[7] ImageButton "Pause"\n[8] Tab "Video" checked\n[9] Tab "Audio" unchecked'
    )
    told = step(task, screen, planned, 1)
    assert (told.action, told.final_answer) == ("done", "Blue Monday")
    nothing = step(task, _VIDEO_TAB, planned, 1)
    assert nothing.action == "ask_user"


def test_a_playlist_longer_than_the_screen_is_read_down_before_it_is_checked() -> None:
    task = "in vlc make a playlist Hikes with a.mp4, b.mp4 and c.mp4"
    planned = plan(task)
    check = len(planned) - 1
    top = (
        '[1] ImageButton "Navigate up"\n[2] TextView "Hikes"\n[3] List "Hikes" scrollable\n'
        '  [4] ListItem "a.mp4"\n  [5] ListItem "b.mp4"'
    )
    down = step(task, top, planned, check)
    assert down.action == "scroll_down"
    below = top.replace('"a.mp4"', '"b.mp4"', 1).replace('[5] ListItem "b.mp4"', '[5] ListItem "c.mp4"')
    # Read whole (a, b, then b again and c): the playlist holds the three in order, and nothing is asked.
    after = step(task, below, planned, check, state_refs=down.state_refs, steps_so_far=["tap", "scroll_down"])
    assert after.action != "ask_user"
    # A list that goes on with another item than the one said is not the playlist asked for.
    wrong = below.replace('"c.mp4"', '"d.mp4"')
    asked = step(task, wrong, planned, check, state_refs=down.state_refs, steps_so_far=["tap", "scroll_down"])
    assert asked.action == "ask_user"


def test_where_the_items_are_kept_is_read_so_nothing_is_asked_about_it() -> None:
    task = "in vlc make a playlist Hikes of a.mp4 and b.mp4 (both kept in Internal Memory/Snapchat Saved and elsewhere)"
    home = '[1] TextView "VLC"\n[2] TextView "Files"\n[3] TextView "Clock"'
    first = step(task, home, [], 0)
    assert (first.action, first.app_name) == ("open_app", "VLC")


@pytest.mark.parametrize(
    ("task", "every"),
    [
        ("could you play all of my songs in vlc", "songs"),
        ("vlc: listen to the entire music collection", "songs"),
        ("watch every clip on the phone with vlc", "videos"),
    ],
)
def test_the_whole_library_is_played_with_its_play_all(task: str, every: str) -> None:
    assert plan(task) == ["Open VLC", f"Play all the {every}"], task


def test_all_the_songs_are_played_from_the_audio_tab() -> None:
    task = "could you play all of my songs in vlc"
    planned = plan(task)
    screen = _VIDEO_TAB.replace(
        '[8] Tab "Playlists" unchecked', '[8] Tab "Playlists" unchecked\n[9] ImageButton "Play all"'
    )
    assert step(task, screen, planned, 1).target_index == 6  # Audio first: the Video tab's Play all plays videos
    audio = _ARTISTS.replace('[8] Tab "Audio" checked', '[8] Tab "Audio" checked\n[9] ImageButton "Play all"')
    assert step(task, audio, planned, 1).target_index in (4, 9)  # its Tracks, or its Play all


def test_a_request_said_after_opening_the_player_is_its_own_step() -> None:
    assert plan("launch VLC and then watch dog.mp4") == ["Open VLC", "Play 'dog.mp4'"]
    assert plan("open vlc and put a.mp4 on the Kids playlist") == ["Open VLC", "Add 'a.mp4' to the playlist 'Kids'"]
    made = plan("open VLC, then make a playlist Hikes of a.mp4 and b.mp4")
    assert "Add 'a.mp4' to the playlist 'Hikes'" in made and "Open Music" not in made


def test_items_played_next_go_right_after_what_plays_in_the_order_said() -> None:
    assert plan("in vlc play trailer.mp4 and then dog.mp4 next") == [
        "Open VLC",
        "Add 'dog.mp4' to play next",
        "Add 'trailer.mp4' to play next",
    ]
    for said in (
        "vlc: Blue Monday has to come next",
        "in vlc I'd like Blue Monday up next",
        "vlc: play Blue Monday next",
    ):
        assert plan(said)[1:] == ["Add 'Blue Monday' to play next"], said
    task = "vlc: play Blue Monday next"
    menu = '[1] TextView "Play"\n[2] TextView "Play all"\n[3] TextView "Append"\n[4] TextView "Insert next"'
    assert step(task, menu, plan(task), 1).target_index == 4  # never Append: that plays it after the whole queue


def test_several_playlists_said_by_name_then_their_items() -> None:
    planned = plan("set up two playlists in vlc: Hikes with a.mp4 and b.mp4, and Beach with c.mp4")
    assert "Add 'c.mp4' to the playlist 'Beach'" in planned
    assert "Add 'Beach with c.mp4' to the playlist 'Hikes'" not in planned


def test_an_item_deleted_without_saying_its_kind_and_a_wish_to_listen() -> None:
    assert plan("erase Night Bus from VLC") == ["Open VLC", "Delete the song 'Night Bus'"]
    assert plan("vlc: trash holiday.mkv") == ["Open VLC", "Delete the video 'holiday.mkv'"]
    # Taken off the queue or a playlist is not deleted from the phone.
    assert not any(step.startswith("Delete") for step in plan("remove Night Bus from the queue in vlc"))
    assert plan("VLC - I would like to hear Night Bus") == ["Open VLC", "Play 'Night Bus'"]
