"""A player's items played a particular way (a playlist shuffled, shuffle turned on or off, a video as sound, one
item then another, a playlist played after items were put on it) and questions about one item (its length,
artist, album, folder; whether it is on a playlist), in wordings other than the own jobs that found them; and the
screens a player lays them out on (a playlist's Shuffle, the player's Shuffle toggle behind the mini player, the
item's menu with "Play as audio" and "Information", the information page's labelled values)."""

from __future__ import annotations

import json

import pytest

from .planning import plan, step

pytestmark = pytest.mark.unit


@pytest.mark.parametrize(
    "task",
    [
        "shuffle play the Bedtime playlist in vlc",
        "in retro music, put my Bedtime playlist on shuffle",
        "vlc - listen to the playlist Bedtime in random order",
    ],
)
def test_a_playlist_played_shuffled_is_opened_then_shuffled(task: str) -> None:
    assert plan(task)[1:] == ["Open the playlist 'Bedtime'", "Shuffle the playlist 'Bedtime'"], task


@pytest.mark.parametrize(
    ("task", "state"),
    [
        ("enable shuffle mode in retro music", "on"),
        ("vlc: switch shuffle on", "on"),
        ("have the player shuffle the queue (vlc)", "on"),
        ("in vlc turn shuffle off", "off"),
        ("disable shuffle in retro music please", "off"),
    ],
)
def test_shuffle_mode_is_the_players_toggle(task: str, state: str) -> None:
    assert plan(task)[-1] == f"Turn {state} the player's shuffle mode", task


@pytest.mark.parametrize(
    "task",
    [
        "vlc: play clip.mp4 as sound only",
        "watch clip.mp4 in vlc without the video",
        "in vlc play only the audio of the video clip.mp4",
    ],
)
def test_a_video_played_as_audio_uses_its_own_command(task: str) -> None:
    assert plan(task)[-1] == "Play 'clip.mp4' as audio", task


@pytest.mark.parametrize(
    "task",
    [
        "retro music: put on Blue Monday and then Atmosphere",
        "play Blue Monday in vlc, and after that Atmosphere",
        "vlc, play the song Blue Monday and add Atmosphere next",
    ],
)
def test_one_item_then_another_plays_the_first_and_puts_the_second_next(task: str) -> None:
    assert plan(task)[1:] == ["Play 'Blue Monday'", "Add 'Atmosphere' to play next"], task


def test_a_playlist_filled_then_played_is_the_one_just_filled() -> None:
    task = "put Atmosphere and Ceremony on the Night playlist in vlc, then play that playlist"
    assert plan(task)[-2:] == ["Open the playlist 'Night'", "Play the playlist 'Night'"]
    # "play it" after no playlist step is no playlist's
    assert "Play the playlist" not in " ".join(plan("open vlc and play it"))


def test_a_list_said_after_a_dash_drops_its_command() -> None:
    assert plan("vlc: Night playlist - put Atmosphere, Ceremony")[1:3] == [
        "Add 'Atmosphere' to the playlist 'Night'",
        "Add 'Ceremony' to the playlist 'Night'",
    ]


@pytest.mark.parametrize(
    ("task", "field", "item"),
    [
        ("what is the running time of clip.mp4 in vlc?", "length", "clip.mp4"),
        ("vlc: how many minutes does Atmosphere last?", "length", "Atmosphere"),
        ("who's Blue Monday by? (vlc)", "artist", "Blue Monday"),
        ("in retro music, which band recorded Ceremony?", "artist", "Ceremony"),
        ("vlc - which album has Atmosphere on it?", "album", "Atmosphere"),
        ("where's clip.mp4 saved? check vlc", "folder", "clip.mp4"),
        ("vlc: what's the location of clip.mp4", "folder", "clip.mp4"),
    ],
)
def test_a_question_about_one_item_reads_that_items_detail(task: str, field: str, item: str) -> None:
    assert plan(task)[-1] == f"Tell the {field} of '{item}'", task


def test_a_question_about_a_list_is_not_one_items() -> None:
    assert "Tell the" not in " ".join(plan("how long is my Focus playlist in vlc?"))
    assert "Tell the" not in " ".join(plan("vlc: which songs by New Order do I have?"))


@pytest.mark.parametrize(
    "task",
    [
        "is clip.mp4 already on the playlist Hikes in vlc?",
        "vlc: does the Hikes playlist include clip.mp4?",
    ],
)
def test_whether_an_item_is_on_a_playlist_is_read_from_its_page(task: str) -> None:
    planned = plan(task)
    assert planned[1] == "Open the playlist 'Hikes'", task
    asked = json.loads(planned[2].split(": ", 1)[1])
    assert (asked["mode"], asked["of"]) == ("exists", "clip.mp4"), task


_PAGE = (
    '[1] ImageButton "Navigate up"\n[2] TextView "Hikes"\n[3] ImageButton "More options"\n'
    '[4] Button "Play all"\n[5] ImageButton "Shuffle"\n[6] ListItem "a.mp4" value="1:02"'
)


def test_a_playlist_is_shuffled_with_its_pages_shuffle() -> None:
    task = "shuffle my Hikes playlist in vlc"
    tapped = step(task, _PAGE, plan(task), 2)
    assert (tapped.action, tapped.target_index) == ("tap", 5)


def test_shuffle_is_turned_on_behind_the_mini_player_and_left_alone_when_on() -> None:
    task = "vlc: enable shuffle"
    planned = plan(task)
    tabs = (
        '[1] TextView "Videos"\n[2] ListItem "a.mp4" value="1:02"\n[3] FrameLayout "Mini player"\n'
        '[4] TextView "Blue Monday"\n[5] ImageButton "Pause"\n[6] Tab "Video" checked'
    )
    assert step(task, tabs, planned, 1).target_index == 3
    player = '[1] TextView "Blue Monday"\n[2] ImageButton "Next"\n[3] ImageButton "Shuffle" unchecked'
    assert step(task, player, planned, 1).target_index == 3
    on = player.replace("unchecked", "checked")
    assert step(task, on, planned, 1).action == "done"


def test_play_as_audio_is_in_the_rows_menu() -> None:
    task = "play a.mp4 as audio in vlc"
    planned = plan(task)
    tab = '[1] TextView "Videos"\n[2] ListItem "a.mp4" value="1:02"\n[3] ImageButton "More options for a.mp4"'
    assert step(task, tab, planned, 1).target_index == 3
    menu = '[1] TextView "Play"\n[2] TextView "Play as audio"\n[3] TextView "Information"'
    assert step(task, menu, planned, 1).target_index == 2


def test_an_items_length_is_read_off_its_row() -> None:
    task = "vlc: how long is a.mp4?"
    tab = '[1] TextView "Videos"\n[2] ListItem "a.mp4" value="3:07"\n[3] ImageButton "More options for a.mp4"'
    told = step(task, tab, plan(task), 1)
    assert (told.action, told.final_answer) == ("done", "3:07")


def test_an_items_album_and_folder_are_read_off_its_information_page() -> None:
    info = (
        '[1] ImageButton "Navigate up"\n[2] TextView "Atmosphere"\n[3] TextView "Length" value="4:10"\n'
        '[4] TextView "Album:"\n[5] TextView "Closer"\n[6] TextView "Location" value="/storage/emulated/0/Music/Atmosphere.mp3"'
    )
    task = "vlc: what album is Atmosphere from?"
    assert step(task, info, plan(task), 1).final_answer == "Closer"
    task = "vlc: which folder is Atmosphere kept in?"
    assert step(task, info, plan(task), 1).final_answer == "Music"
    task = "who sings Atmosphere? vlc"
    assert step(task, info, plan(task), 1).action == "ask_user"  # no artist shown: never guessed


@pytest.mark.parametrize(
    ("task", "last"),
    [
        ("vlc play Blue Monday", "Play 'Blue Monday'"),
        ("retro music remove Atmosphere from my Night playlist", "Remove 'Atmosphere' from the playlist 'Night'"),
    ],
)
def test_the_player_said_first_as_a_heading_is_no_part_of_the_request(task: str, last: str) -> None:
    assert plan(task)[-1] == last, task


def test_a_shuffle_icon_drawn_as_an_image_is_the_toggle() -> None:
    task = "retro music: put shuffle on"
    player = '[1] TextView "Atmosphere"\n[2] ImageView "Shuffle" unchecked\n[3] ImageView "Repeat"'
    assert step(task, player, plan(task), 1).target_index == 2


@pytest.mark.parametrize(
    ("task", "last"),
    [
        ("retro music: put Ceremony on my Night playlist, then shuffle it", "Shuffle the playlist 'Night'"),
        ("add Ceremony to the Night playlist in vlc and start playing it", "Play the playlist 'Night'"),
        ("vlc: make a playlist Night of a.mp4 and b.mp4 and play it shuffled", "Shuffle the playlist 'Night'"),
    ],
)
def test_a_playlist_filled_then_played_or_shuffled_in_one_clause(task: str, last: str) -> None:
    assert plan(task)[-2:] == ["Open the playlist 'Night'", last], task


@pytest.mark.parametrize(
    "task",
    ["vlc - play clip.mp4 in sound-only mode", "hear the sound of clip.mp4 in vlc"],
)
def test_a_video_as_sound_said_as_a_mode(task: str) -> None:
    assert plan(task)[-1] == "Play 'clip.mp4' as audio", task


def test_an_item_question_with_the_player_said_after_it() -> None:
    assert plan("which folder holds clip.mp4 on this phone? look it up in vlc")[-1] == "Tell the folder of 'clip.mp4'"
    assert plan("who is the singer of Ceremony? check in retro music")[-1] == "Tell the artist of 'Ceremony'"


def test_the_playlists_holding_an_item_are_read_one_by_one() -> None:
    task = "retro music: which playlists contain Ceremony?"
    planned = plan(task)
    assert planned[-1] == "Tell the playlist of 'Ceremony'"
    tabs = '[1] TextView "Songs"\n[2] ListItem "Atmosphere"\n[3] Tab "Songs" checked\n[4] Tab "Playlists" unchecked'
    assert step(task, tabs, planned, 1).target_index == 4
    lists = (
        '[1] TextView "Playlists"\n[2] ListItem "Night" value="2 songs"\n[3] ListItem "Day" value="1 song"\n'
        '[4] Tab "Songs" unchecked\n[5] Tab "Playlists" checked'
    )
    first = step(task, lists, planned, 1, steps_so_far=["tap"])
    assert first.target_index == 2
    night = '[1] ImageButton "Navigate up"\n[2] TextView "Night"\n[3] ListItem "Ceremony"\n[4] ListItem "Decades"'
    back = step(task, night, planned, 1, state_refs=first.state_refs, steps_so_far=["tap", "tap"])
    assert back.action == "back"
    second = step(task, lists, planned, 1, state_refs=back.state_refs, steps_so_far=["tap", "tap", "back"])
    assert second.target_index == 3
    day = '[1] ImageButton "Navigate up"\n[2] TextView "Day"\n[3] ListItem "Atmosphere"'
    back = step(task, day, planned, 1, state_refs=second.state_refs, steps_so_far=["tap", "tap", "back", "tap"])
    told = step(task, lists, planned, 1, state_refs=back.state_refs, steps_so_far=["tap", "tap", "back", "tap", "back"])
    assert (told.action, told.final_answer) == ("done", "Night")


@pytest.mark.parametrize(
    ("task", "last"),
    [
        ("retro music: Ceremony - how long is it?", "Tell the length of 'Ceremony'"),
        ("clip.mp4: which folder is it in? (vlc)", "Tell the folder of 'clip.mp4'"),
    ],
)
def test_an_item_said_before_its_question(task: str, last: str) -> None:
    assert plan(task)[-1] == last, task


def test_the_player_named_before_its_playlist_is_no_part_of_the_name() -> None:
    planned = plan("is Ceremony on my retro music playlist Night?")
    assert planned[-2] == "Open the playlist 'Night'"
    assert plan("set retro music to shuffle")[-1] == "Turn on the player's shuffle mode"
    assert plan("play the Night playlist in vlc, but on shuffle")[-1] == "Shuffle the playlist 'Night'"


def test_several_played_in_turn_only_when_said_in_order_or_named_as_files() -> None:
    assert plan("retro music: play Atmosphere, Ceremony and Decades back to back")[1:] == [
        "Play 'Atmosphere'",
        "Add 'Decades' to play next",
        "Add 'Ceremony' to play next",
    ]
    assert plan("vlc - watch x.mkv and y.mkv")[1:] == ["Play 'x.mkv'", "Add 'y.mkv' to play next"]
    assert plan("play Love and Theft in retro music")[-1] == "Play 'Love and Theft'"  # a title's own "and"


def test_a_playlist_started_with_shuffle_said_after_it() -> None:
    assert plan("retro music - put on the Night playlist with shuffle turned on")[-1] == "Shuffle the playlist 'Night'"


def test_a_question_about_what_plays_now_names_no_item() -> None:
    assert "Tell the artist" not in " ".join(plan("vlc: who sings the song playing right now?"))


def test_several_files_taken_off_a_playlist_one_by_one() -> None:
    assert plan("retro music: take x.mp3, y.mp3 off the Night playlist")[2:] == [
        "Remove 'x.mp3' from the playlist 'Night'",
        "Remove 'y.mp3' from the playlist 'Night'",
    ]
