"""Questions said as the noun phrase of what is asked, with no question word (first tries, session 24), each proved in
other wordings than the ones found; each had been given up."""

from __future__ import annotations

import pytest

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
