"""The benchmark's jobs in a task writer's other formal verbs and frames (first tries, session 24), each proved in
other wordings than the ones found. One had been a false done: "insert the text "…" followed by a blank line at the
top of a.md" typed the frame into the note."""

from __future__ import annotations

import pytest

from tests.next_step.androidworld.harness import run_wording

pytestmark = pytest.mark.unit


@pytest.mark.parametrize(
    ("template", "task"),
    [
        ("SystemWifiTurnOnVerify", "Make sure that wifi is turned on on the phone."),
        (
            "SportsTrackerTotalDurationForCategoryThisWeek",
            "In OpenTracks, calculate the total duration spent swimming this week, assuming the week starts on Monday. "
            "Report the answer in minutes.",
        ),
        (
            "RetroCreatePlaylist",
            'In Retro Music, put together a playlist titled "Chill 82" consisting of Low Tide and Paper Planes, in the '
            "given sequence.",
        ),
        (
            "RetroPlayingQueue",
            "Queue up Wild Horses, First Light and Silver Lining in Retro Music's playing queue, in that order.",
        ),
        (
            "PhoneCallTextSender",
            "Call the number from which the latest text was received and keep the in-call screen with Hold shown.",
        ),
        (
            "MarkorAddNoteHeader",
            'In Markor, insert "Remember to back up the laptop." and then a blank line at the start of workout_26.md, '
            "then rename the note to reading_69.md.",
        ),
        (
            "NotesMeetingAttendeeCount",
            "Using Joplin, find the note titled 'Budget sync' and tell me how many attendees there were.",
        ),
        ("SimpleSmsReply", 'Send "Running ten minutes late" as a response to +13525551454 in Simple SMS Messenger.'),
        ("SimpleSmsResend", "In Simple SMS Messenger, send again the message I just sent to Greta Lindqvist."),
        (
            "SimpleCalendarLocationOfEvent",
            "Where is my Piano lesson event being held in Simple Calendar Pro? Answer with the location only.",
        ),
        (
            "SimpleSmsSendReceivedAddress",
            "Forward to Priya Suzuki the address of the event that Hana Novak just sent me.",
        ),
        (
            "RecipeAddMultipleRecipesFromMarkor2",
            "Import into Broccoli every recipe in the Markor note recipes.txt that takes 10 mins.",
        ),
    ],
)
async def test_jobs_in_formal_verbs_are_done(template: str, task: str) -> None:
    done = await run_wording(template, task)
    assert done.verdict.passed, done.verdict.problems
