"""Requests typed offhand in everyday words (first tries, session 25), each proved in other wordings than the ones
found."""

from __future__ import annotations

import pytest

from tests.next_step.androidworld.harness import run_wording

pytestmark = pytest.mark.unit


@pytest.mark.parametrize(
    ("template", "task"),
    [
        ("OwnVlcPlayAllVideos", "put my videos on in vlc back to back"),
        (
            "OwnFilesNewFolderThenMove",
            "in files, create a Travel 2030 folder and pop wedding_invite.pdf from Documents into it",
        ),
        ("OwnManyNoteFromLastSms", "copy what Ben Carter texted me last into a new note called from_87.md"),
        (
            "OwnExpenseEditCategory",
            "the Flowers expense should be under Donation and not where it is at the moment, in pro expense",
        ),
        ("OwnContactsChangeNumber", "Maya Okafor's mobile number is +15615559678 now, please update it"),
        # s25m.
        ("OwnRetroRemoveFromPlaylist", "I'm tired of Static Love, take it off the Chill playlist in retro music"),
        (
            "OwnMarkorMoveNoteBetweenFolders",
            "errands_34.md shouldn't be in Work any more, move it to Archive in markor",
        ),
        (
            "RecipeAddMultipleRecipesFromMarkor2",
            "the 10 minute recipes in recipes.txt in markor, please add them to broccoli",
        ),
        ("OwnTasksAddFromMarkorNote", "my todo.md in markor has a list, turn each item into a task in tasks"),
        ("OwnFilesDeleteKind", "clear out all the .txt files from the Documents folder using the files app"),
        # s25o.
        ("OwnPhoneDeleteCallFromLog", "remove the call from 266-555-4888 from my call log"),
        ("OwnManyExpensesDeleteOverAmount", "delete all expenses more than $250 from pro expense"),
        # s25s.
        (
            "OwnCalendarMoveEventDay",
            "the car service has been moved from march 25 to march 19, same time, fix my calendar",
        ),
        ("OwnManyNotesDeleteFolder", "empty the Archive folder in markor, but keep the folder itself"),
        (
            "OwnMarkorRenameAndRewrite",
            'in markor, draft_14.md should be renamed to garden_todo.md and read "Prune the roses and turn the compost."',
        ),
        # s26f: a place said as where the event is, then "put that as the location".
        ("OwnCalendarSetLocation", "the car service is at main street garage, can you set it as its location"),
    ],
)
async def test_offhand_requests_are_done(template: str, task: str) -> None:
    done = await run_wording(template, task)
    assert done.verdict.passed, done.verdict.problems
