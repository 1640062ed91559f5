"""Playlists made of items named in a list, as people write lists (other wordings than the own jobs that found
them): one item a line with bullets or numbers, a list closed by "- in that order thanks", a name set off by
commas or followed by "songs:", two playlists said in sentences of their own or by bare names with their items in
brackets, a playlist made and then played, and one item played with several after it."""

from __future__ import annotations

import pytest

from .planning import plan

pytestmark = pytest.mark.unit


def _added(planned: list[str]) -> list[tuple[str, str]]:
    steps = [s for s in planned if s.startswith("Add '") and "to the playlist" in s]
    return [(s.split("'")[1], s.split("'")[3]) for s in steps]


@pytest.mark.parametrize(
    "task",
    [
        "in vlc create the playlist Hikes with these files:\n* ridge_01.mp4\n* lake_02.mp4\n* summit_03.mp4",
        "Playlist Hikes in vlc:\n1) ridge_01.mp4\n2) lake_02.mp4\n3) summit_03.mp4",
        "vlc new playlist Hikes\nridge_01.mp4\nlake_02.mp4\nsummit_03.mp4",
    ],
)
def test_one_item_a_line_is_a_list(task: str) -> None:
    assert _added(plan(task)) == [("ridge_01.mp4", "Hikes"), ("lake_02.mp4", "Hikes"), ("summit_03.mp4", "Hikes")]


@pytest.mark.parametrize(
    "task",
    [
        "vlc: playlist Hikes with ridge.mp4, lake.mp4 - in that order thanks",
        "could you make a vlc playlist, Hikes, with ridge.mp4 and lake.mp4",
        "set up a playlist in vlc called Hikes. videos: ridge.mp4, lake.mp4",
    ],
)
def test_the_name_and_the_last_item_keep_only_their_own_words(task: str) -> None:
    assert _added(plan(task)) == [("ridge.mp4", "Hikes"), ("lake.mp4", "Hikes")], task


@pytest.mark.parametrize(
    "task",
    [
        'Make two playlists in vlc. The first should be called "Hikes" and contain ridge.mp4 and lake.mp4. '
        'The second one is named "Runs" and has park.mp4 and track.mp4.',
        "vlc - 2 playlists: Hikes: ridge.mp4, lake.mp4; Runs: park.mp4, track.mp4",
        "in vlc create Hikes (ridge.mp4, lake.mp4), Runs (park.mp4, track.mp4)",
    ],
)
def test_two_playlists_said_apart_are_both_made(task: str) -> None:
    assert _added(plan(task)) == [
        ("ridge.mp4", "Hikes"),
        ("lake.mp4", "Hikes"),
        ("park.mp4", "Runs"),
        ("track.mp4", "Runs"),
    ], task


def test_a_name_said_alone_is_a_playlist_only_in_a_player() -> None:
    assert "to the playlist" not in " ".join(plan("create Hikes (ridge, lake) in markor"))


@pytest.mark.parametrize(
    "task",
    [
        "vlc: make a playlist Hikes of ridge.mp4 and lake.mp4 and play it right away",
        "create the playlist Hikes in vlc from ridge.mp4, lake.mp4, then listen to it",
    ],
)
def test_a_playlist_made_then_played_is_played_from_its_page(task: str) -> None:
    assert plan(task)[-2:] == ["Open the playlist 'Hikes'", "Play the playlist 'Hikes'"], task


def test_one_item_played_with_several_after_it_puts_them_next_last_first() -> None:
    assert plan("retro music: play Atmosphere, then Ceremony, Isolation and Decades")[1:] == [
        "Play 'Atmosphere'",
        "Add 'Decades' to play next",
        "Add 'Isolation' to play next",
        "Add 'Ceremony' to play next",
    ]


@pytest.mark.parametrize(
    "task",
    [
        "in retro music build a playlist called Hikes and add the songs Ridge and Lake to it",
        "retro music: put Ridge and Lake on a playlist named Hikes",
        "vlc - stick Ridge, Lake into a new playlist 'Hikes'",
        "new vlc playlist called 'Hikes' holding: Ridge; Lake",
    ],
)
def test_a_playlist_named_after_its_items_or_its_items_after_a_colon(task: str) -> None:
    assert _added(plan(task))[:2] == [("Ridge", "Hikes"), ("Lake", "Hikes")], task
