"""A media player's queue and playlists, by role: songs queued one by one in the order given (each through its
own options menu), a playlist built and then saved as a file, whatever the player calls the commands."""

from __future__ import annotations

import json

import pytest

from mcp_agent.tools.next_step import planner
from mcp_agent.tools.next_step.contract import AgentStepArguments, AgentStepResult
from mcp_agent.tools.next_step.intent import plan_for, read_task
from mcp_agent.tools.next_step.turn import Turn

pytestmark = pytest.mark.unit

LIBRARY = (
    '[1] TextView "Music"\n[2] Tab "Songs" checked\n[3] Tab "Playlists" unchecked\n'
    '[4] ListItem "Golden Hour" value="3:10"\n[5] ImageButton "More options for Golden Hour"\n'
    '[6] ListItem "Paper Planes" value="4:02"\n[7] ImageButton "More options for Paper Planes"'
)


def step(task: str, screen: str, plan: list[str], current: int, **more: object) -> AgentStepResult:
    arguments = AgentStepArguments.model_validate(
        {"task": task, "screen_description": screen, "step_count": 5, "plan": plan, "current_subgoal": current, **more}
    )
    return planner.decide(Turn.read(arguments))


def test_songs_are_queued_in_the_order_given() -> None:
    for task in (
        "Add the following songs, in order, Paper Planes, Golden Hour to my playing queue",
        "queue up Paper Planes, Golden Hour (in this order) in the music player",
        "pls add Paper Planes and Golden Hour to what's playing next, that order",
    ):
        assert plan_for(read_task(task))[1:] == [
            "Add 'Paper Planes' to the playing queue",
            "Add 'Golden Hour' to the playing queue",
        ], task


def test_a_song_is_queued_through_its_own_menu_and_never_played_next() -> None:
    task = "queue up Paper Planes, Golden Hour (in this order) in the music player"
    plan = plan_for(read_task(task))
    opened = step(task, LIBRARY, plan, 1, state_refs={"trail": json.dumps(["Music"])})
    assert (opened.action, opened.target_index) == ("tap", 7)  # Paper Planes first, through its own options
    menu = '[1] TextView "Play"\n[2] TextView "Play next"\n[3] TextView "Add to playing queue"\n[4] TextView "Add to playlist…"'
    queued = step(task, menu, plan, 1)
    assert (queued.action, queued.target_index) == ("tap", 3)
    # A player whose menu says "Append" (VLC) appends the same way.
    vlc = '[1] TextView "Play"\n[2] TextView "Insert next"\n[3] TextView "Append"\n[4] TextView "Add to playlist"'
    assert step(task, vlc, plan, 1).target_index == 3


def test_a_playlist_is_built_then_saved_as_a_file_from_its_own_page() -> None:
    task = "build playlist Focus 12 (Paper Planes, Golden Hour) in retro music and save it as a file in Downloads"
    plan = plan_for(read_task(task))
    assert plan[1] == "Add 'Paper Planes' to the playlist 'Focus 12'"
    assert plan[-1] == "Export the playlist 'Focus 12' to Downloads"
    last = len(plan) - 1
    assert step(task, LIBRARY, plan, last).target_index == 3  # the Playlists tab
    playlists = '[1] Tab "Songs" unchecked\n[2] Tab "Playlists" checked\n[3] ListItem "Focus 12" value="2 items"'
    assert step(task, playlists, plan, last).target_index == 3
    page = '[1] ImageButton "Navigate up"\n[2] TextView "Focus 12"\n[3] ImageButton "More options"\n[4] ListItem "Paper Planes"'
    assert step(task, page, plan, last).target_index == 3
    menu = '[1] TextView "Save as file"\n[2] TextView "Rename"'
    saved = step(task, menu, plan, last)
    assert (saved.action, saved.target_index) == ("tap", 1)
