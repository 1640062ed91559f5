"""Questions said as the noun phrase of what is asked, with no question word (first tries, session 24), each proved in
other wordings than the ones found; each had been given up."""

from __future__ import annotations

from datetime import date

import pytest

from mcp_agent.tools.next_step.intent import read_task
from tests.next_step.androidworld.harness import run_wording

pytestmark = pytest.mark.unit


@pytest.mark.parametrize(
    ("template", "task"),
    [
        ("OwnPhoneDidTheyCall", "yes or no: did Lena Okafor call me today?"),
        ("OwnVlcNowPlaying", "title of the song vlc is playing right now?"),
        ("OwnRetroPlaylistMinutes", "total mins for my Workout playlist in retro music? nearest minute"),
        ("OwnVlcPlaylistLength", "my Focus playlist in vlc - total length, M:SS"),
        ("OwnRecipePrepTime", "preparation time for the Greek salad in broccoli? number only"),
        ("OwnTracksMinutesBetween", "swimming minutes from feb 15 to feb 23, number only"),
        ("OwnFilesCountOfKind", "how many files that end with jpg are in the Documents folder? number only"),
        ("OwnPhoneWhoCalledLast", "name of my last caller?"),
        ("OwnVlcFolderVideos", "show me the videos vlc has in the Movies folder"),
    ],
)
async def test_questions_said_as_what_is_asked_are_answered(template: str, task: str) -> None:
    done = await run_wording(template, task)
    assert done.verdict.passed, done.verdict.problems


def test_a_field_s_new_value_told_is_no_question() -> None:
    # "prep time for X should say …" had been asked as "what is the prep time of X should say …".
    assert read_task("prep time for fish tacos should say 45 mins", None, date(2030, 3, 14)).intent != "agenda"
