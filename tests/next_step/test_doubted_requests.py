"""Requests and questions said with a doubt, or as a check of what should already hold (first tries, session 24), each
proved in other wordings than the ones found. One had been a false done: "which sort of activity did I cover the most
distance in …?" answered with a distance."""

from __future__ import annotations

from datetime import date

import pytest

from mcp_agent.tools.next_step.intent import read_task
from tests.next_step.androidworld.harness import run_wording

pytestmark = pytest.mark.unit


@pytest.mark.parametrize(
    ("template", "task"),
    [
        (
            "OwnTracksStatsTypeWithMostDistanceInMonth",
            "what sort of activity covered the most distance in february 2030?",
        ),
        (
            "OwnTracksUnitsHoursOfLongest",
            "I don't know how long my longest swim was, could you check in opentracks? hours",
        ),
        ("OwnSmsWhoTextedAbout", "didn't I get a message about dinner? who was it from? just the name"),
        (
            "RetroSavePlaylist",
            "I'd like a Focus 48 playlist in retro music: Ocean Eyes, Silver Lining, Paper Planes, Static Love, in that "
            "order, then export it to Downloads",
        ),
        ("OwnRetroDeletePlaylist", "maybe it's time I ditched the Road Trip playlist in retro music? delete it"),
        ("OwnVlcSongsByArtist", "do I have any Nora Vale songs in vlc? which ones?"),
        ("OwnFilesMoveOne", "lease_2030.pdf should not be in the Download folder, put it in Documents"),
        (
            "SimpleCalendarEventsInNextWeek",
            "not sure what's on next week (mon-sun), give me the event titles, comma separated",
        ),
        ("OwnExpenseEditNote", "make sure the Cinema expense note is Paid by Omar, fix it if it isn't"),
        ("OwnPhoneAnswerRinging", "it is ringing - pick up"),
    ],
)
async def test_requests_said_with_a_doubt_are_done(template: str, task: str) -> None:
    done = await run_wording(template, task)
    assert done.verdict.passed, done.verdict.problems


def test_some_files_of_a_folder_said_by_their_kind_are_never_all_of_it() -> None:
    # "the .txt files in Documents" had been read as everything in Documents, and every file there deleted.
    goal = read_task(
        "I don't need any of the .txt files in Documents, delete them with the files app", None, date(2030, 3, 14)
    )
    assert not (goal.intent == "delete" and goal.subject == "in folder"), goal
