"""Playlists as people ask for them: made with their items in the order said (however the name and the items are
said), two at once, items put at the end of one that exists, one made to last a span of time (the fewest songs
inside it, from the lengths the library shows); and questions asked of a named playlist (how long it runs, its
longest song)."""

from __future__ import annotations

import json

import pytest

from mcp_agent.tools.next_step.answering.question import PLAN_PREFIX, Question
from mcp_agent.tools.next_step.answering.records import Record, answer
from mcp_agent.tools.next_step.carrying import resolve_plan
from mcp_agent.tools.next_step.lengths import LENGTHS, fewest_within

from .planning import plan, step

pytestmark = pytest.mark.unit


def adds(name: str, *items: str) -> list[str]:
    return [f"Add '{item}' to the playlist '{name}'" for item in items]


@pytest.mark.parametrize(
    "task",
    [
        'In VLC, start a new playlist titled "Roadtrip" and put the following videos into it, in this order: a.mp4, b.mp4',
        "vlc: could you make a Roadtrip playlist containing a.mp4 and b.mp4, that order",
        "I'd like a new playlist Roadtrip in vlc with a.mp4 then b.mp4",
        "vlc - playlist Roadtrip = a.mp4 + b.mp4",
    ],
)
def test_a_playlist_is_made_with_its_items_in_the_order_said(task: str) -> None:
    planned = plan(task)
    assert planned[0] == "Open VLC", task
    assert planned[1:3] == adds("Roadtrip", "a.mp4", "b.mp4"), task
    assert planned[3] == "Check the playlist 'Roadtrip' holds 'a.mp4|b.mp4'", task


def test_two_playlists_said_at_once_are_made_one_after_the_other() -> None:
    for task in (
        'Set up two playlists in VLC: "Kids" with a.mp4 and b.mp4; "Gym" with c.mp4 and d.mp4',
        "in vlc make a playlist Kids (a.mp4, b.mp4) and a second one called Gym (c.mp4, d.mp4)",
    ):
        planned = plan(task)
        assert adds("Kids", "a.mp4", "b.mp4")[0] in planned and adds("Gym", "c.mp4")[0] in planned, task
        assert planned.index(adds("Gym", "c.mp4")[0]) > planned.index(adds("Kids", "b.mp4")[0]), task


@pytest.mark.parametrize(
    "task",
    [
        "stick Low Tide and then Echo Park onto my Sleep playlist in Retro Music",
        'add Low Tide, Echo Park to the end of the playlist "Sleep" (retro music)',
    ],
)
def test_items_are_put_at_the_end_of_a_playlist_that_exists(task: str) -> None:
    assert plan(task) == ["Open Retro Music", *adds("Sleep", "Low Tide", "Echo Park")], task


def test_a_name_is_never_what_follows_it() -> None:
    # ", songs:" ends the name: the playlist is not called "Chill 82, songs".
    assert (
        plan("make me a new playlist called Chill 82, songs: Low Tide and Echo Park (retro music)")[1]
        == adds("Chill 82", "Low Tide")[0]
    )


@pytest.mark.parametrize(
    ("task", "low", "high"),
    [
        ("retro music: build a playlist named Dinner out of my songs, roughly 20 minutes", 1140, 1260),
        ('Make a "Dinner" playlist in Retro Music that runs 30 to 35 minutes', 1800, 2100),
        ("retro music: a 25-30 min playlist please, name it Dinner", 1500, 1800),
        ("i want a playlist of between 1 and 2 hours in retro music, call it Dinner", 3600, 7200),
    ],
)
def test_a_playlist_of_a_span_chooses_its_songs_from_the_lengths(task: str, low: int, high: int) -> None:
    planned = plan(task)
    assert planned == [
        "Open Retro Music",
        f"Remember the songs lasting {low}-{high} seconds in all as «chosen songs»",
        "Add each of «chosen songs» to the playlist 'Dinner'",
        "Check the playlist 'Dinner' holds '«chosen songs»'",
    ], task
    # Once chosen, the songs are added one at a time, in the order chosen.
    resolved = resolve_plan(planned, {"chosen songs": "A|B"})
    assert resolved[2:4] == adds("Dinner", "A", "B") and resolved[4] == "Check the playlist 'Dinner' holds 'A|B'"


def test_the_fewest_songs_inside_the_span_earliest_first_or_none() -> None:
    songs = [("A", 200), ("B", 500), ("C", 300), ("D", 700)]
    assert fewest_within(songs, 650, 720) == ["D"]
    assert fewest_within(songs, 780, 800) == ["B", "C"]
    assert fewest_within(songs, 1000, 1000) == ["C", "D"]  # two songs, not A, B and C
    assert fewest_within(songs, 5000, 6000) is None


LIBRARY = (
    '[1] TextView "Retro Music"\n[2] Tab "Songs" checked\n[3] Tab "Playlists" unchecked\n'
    '[4] ListItem "Low Tide" value="4:10"\n[5] ImageButton "More options for Low Tide"\n'
    '[6] ListItem "Echo Park" value="6:20"\n[7] ImageButton "More options for Echo Park"\n'
    '[8] ListItem "Neon Rain" value="3:00"\n[9] ImageButton "More options for Neon Rain"'
)


def test_the_songs_are_chosen_from_the_rows_and_remembered() -> None:
    task = "retro music: make a playlist named Short of about 11 minutes"
    planned = plan(task)
    chosen = step(task, LIBRARY, planned, 1, trail=["Retro Music"])
    assert chosen.remember is not None and chosen.remember.value == "Low Tide|Echo Park"  # 10:30, two songs
    refs = {LENGTHS: json.dumps({"rows": [["X", 60]], "top": True})}
    # Nothing inside the span: asked, never guessed.
    longer = "retro music: make a playlist named Long of about 40 minutes"
    none = step(longer, LIBRARY, plan(longer), 1, trail=["Retro Music"], state_refs=refs)
    assert none.action == "ask_user"


def test_a_named_playlists_total_length_and_longest_song_are_read_from_its_page() -> None:
    for task, mode in (
        ("what's the combined running time of my Sleep playlist in retro music, in minutes?", "total_length"),
        ("retro music: in the playlist Sleep, which track is the longest?", "longest"),
    ):
        planned = plan(task)
        assert planned[:2] == ["Open Retro Music", "Open the playlist 'Sleep'"], task
        question = Question.from_line(planned[2].removeprefix(PLAN_PREFIX))
        assert question is not None and question.mode == mode, task
    rows = [Record("Low Tide", "4:10"), Record("Echo Park", "6:20")]
    assert answer(Question("items", "total_length", by="minutes"), rows) == "10.5"
    assert answer(Question("items", "total_length", by="whole minutes"), rows) == "10"
    assert answer(Question("items", "total_length"), rows) == "10:30"
