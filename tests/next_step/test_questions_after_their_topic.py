"""Questions asked after what they are about, or around the situation that prompts them (first tries, session 24),
each proved in other wordings than the ones found: "greek salad, how many minutes to prep?", "River path - about how
many meters was it?", "my haircut on march 23 — how many minutes did I block for it?", "someone texted me about
dinner, who was that?". Each had been given up or asked about."""

from __future__ import annotations

import pytest

from tests.next_step.androidworld.harness import run_wording

pytestmark = pytest.mark.unit


@pytest.mark.parametrize(
    ("template", "task"),
    [
        ("OwnRecipePrepTime", "the greek salad recipe, how long does it take to make? minutes, number only"),
        ("OwnTracksUnitsMetersOfTrack", "my track River path in opentracks: roughly how many meters? number only"),
        ("OwnCalendarEventMinutes", "how much time did I set aside for the haircut on march 23? number of minutes"),
        ("OwnSmsWhoTextedAbout", "somebody sent me a message about dinner - who was it? name only"),
        # a name that starts as a day does is the thing asked about, never the day
        ("OwnTracksNamedTypeOfTrack", "Sunday long one: what type of activity was it?"),
        (
            "RecipeAddMultipleRecipesFromMarkor2",
            "my recipes.txt in markor lists a few recipes, add the ones that take 10 mins to broccoli",
        ),
    ],
)
async def test_questions_after_their_topic_are_answered(template: str, task: str) -> None:
    done = await run_wording(template, task)
    assert done.verdict.passed, done.verdict.problems


@pytest.mark.parametrize(
    ("template", "task"),
    [
        ("OwnPhoneWhenTheyLastCalled", "Omar Brennan rang me - what time was the last one? time only"),
        ("OwnPhoneGoingMute", "I need to cough, mute this call"),
        ("OwnPhoneCallOnSpeaker", "get Jonah Lindqvist on the line and put it on speaker"),
        ("OwnVlcPlayVideo", "pull up sunset_1.mp4 in vlc and hit play"),
        ("OwnCalendarDeleteTwoEvents", "take Team sync and Dentist appointment out of my calendar"),
    ],
)
async def test_requests_said_after_their_situation_are_done(template: str, task: str) -> None:
    done = await run_wording(template, task)
    assert done.verdict.passed, done.verdict.problems
