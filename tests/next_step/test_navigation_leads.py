"""A job said as the way to it (first tries, session 25: 11 of 30 done at first sight, one false done: "Task: add two
contacts. First: …. Second: …." dialled the second number), each proved in other wordings than the ones found."""

from __future__ import annotations

import pytest

from tests.next_step.androidworld.harness import run_wording

pytestmark = pytest.mark.unit


@pytest.mark.parametrize(
    ("template", "task"),
    [
        (
            "OwnContactsAddSeveral",
            "Goal: create two contacts. First: Lena Haddad, work phone +17735552755. Second: Priya Lindqvist, home "
            "phone +16555554948.",
        ),
        ("OwnExpenseEditAmount", "Head over to Pro Expense, then change the amount of the Bakery expense to $67.50."),
        ("OwnVlcShuffleOn", "Open VLC, and activate shuffle."),
        ("OwnPhoneCallFavourite", "Go to the Phone app, then go to favourites and call Ines Moreau."),
        ("OwnFilesCountOfKind", "Launch Files, open the Documents folder and count the .jpg files. Number only."),
        (
            "OwnTracksSpanRenameNewest",
            'Using OpenTracks, find the most recently recorded track and rename it to "Tempo test".',
        ),
        (
            "SimpleCalendarFirstEventAfterStartTime",
            "In Simple Calendar Pro, tell me the title of the first event that begins after 8:00 AM this Friday.",
        ),
        (
            "OwnCalendarEventStartTime",
            "Within Simple Calendar Pro, what time does the event 'Yoga class' on March 26, 2030 start? Use HH:MM.",
        ),
        ("RecipeDeleteSingleRecipe", "Go to Broccoli and delete the Chicken curry recipe."),
        (
            "PhoneMakeCall",
            "Open the Phone app, dial +19685551245 and place the call, keeping the in-call screen with Hold shown.",
        ),
    ],
)
async def test_jobs_said_as_the_way_to_them_are_done(template: str, task: str) -> None:
    done = await run_wording(template, task)
    assert done.verdict.passed, done.verdict.problems
