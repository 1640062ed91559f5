"""A job said in short sentences, what it is about first and what to do with it after (first tries, session 24), each
proved in other wordings than the ones found. One had been a false done: "… Education. Note it as Monthly." saved the
note "it as Monthly"."""

from __future__ import annotations

import pytest

from tests.next_step.androidworld.harness import run_wording

pytestmark = pytest.mark.unit


@pytest.mark.parametrize(
    ("template", "task"),
    [
        ("OwnRetroAppendSongs", "My Chill playlist in retro music. Put Northern Sky at the end and then First Light."),
        ("OwnPhoneAnswerRinging", "The phone is buzzing. Answer it."),
        ("ExpenseAddSingle", "Add an expense in pro expense. Online course, $436.78, Education. Note it as Monthly."),
        ("OwnMarkorReplaceWord", "my reading_12.md in markor. Replace Friday with Monday."),
        (
            "OwnPhoneCallListedNumber",
            "Pipe's leaking. Rapid Flow Plumbing's number is in contractors.md in markor. Ring them.",
        ),
        (
            "OwnMarkorReplaceLine",
            "week_63.md in markor. The line Dentist on Tuesday should now read Dentist moved to Friday at noon.",
        ),
        ("OwnPhoneRedial", "Ring the last number again. The one I called."),
        ("ExpenseDeleteDuplicates", "Pro expense has duplicate entries. Delete the duplicates, one of each stays."),
        ("OwnFilesNewFolder", "Files. New folder. Taxes 2030."),
        ("OwnManyEventsDeleteWithWord", "Calendar. Every event with Call in the title. Delete them."),
        ("OwnVlcPlayThenQueueTwo", "VLC. Play Sunday Drive. Then add Old Radio and Night Bus to the queue."),
        ("OwnExpenseEditCategory", "My Flowers expense. The category should be Donation."),
        ("OwnMarkorMoveNoteBetweenFolders", "errands_34.md is in the Work folder in markor. Put it in Archive."),
        ("OwnFilesRenameFile", "recipe_card.jpg in my Download folder. Rename it to scanned_recipe_card.jpg."),
        ("OwnPhoneDeclineRinging", "Somebody is calling. Reject it."),
    ],
)
async def test_jobs_said_in_short_sentences_are_done(template: str, task: str) -> None:
    done = await run_wording(template, task)
    assert done.verdict.passed, done.verdict.problems
