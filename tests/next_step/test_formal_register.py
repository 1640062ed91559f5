"""Jobs in a benchmark author's formal register (people set 135), each proved in other wordings than the set's: the
app named formally as the lead ("Within the Retro Music application, …"), question verbs ("Ascertain which …",
"Determine the total amount spent …", "Retrieve the amount recorded for …"), formal verbs of doing ("Initiate a call
to …", "Modify the name of X so that it reads Y", "Relocate", "Append the song …"), output instructions ("Respond with
only …", "Provide the answer as …") and constraints stated formally ("Ensure that no other … is altered."). Two had
been false dones: "Determine which event on … has the latest start time" made an event titled "Determine which
event", and "… a new folder named X. Inside that folder, create a note …" made a folder of the whole sentence."""

from __future__ import annotations

import pytest

from tests.next_step.androidworld.harness import run_wording

pytestmark = pytest.mark.unit


@pytest.mark.parametrize(
    ("template", "task"),
    [
        (
            "OwnRetroRenamePlaylist",
            'In the Retro Music app, change the name of the playlist "Focus" so that it becomes "Chill". Ensure that '
            "no other playlist is modified.",
        ),
        (
            "OwnCalendarLatestOnDay",
            "Within Simple Calendar Pro, ascertain which event on March 22, 2030 has the latest start time. Reply with "
            "only the event title.",
        ),
        (
            "OwnMarkorFolderWithNote",
            "Using the Markor application, establish a folder named Recipes. Inside the new folder, create a note "
            "titled shopping_list.txt and populate it with the text: Seeds: beans, peas and two kinds of kale.",
        ),
        (
            "OwnExpenseCategoryTotal",
            "Using the Pro Expense app, ascertain the total expenditure in the Transportation category. Report the "
            "result as a number only.",
        ),
        (
            "OwnPhoneCallOnSpeaker",
            "Place a call to Jonah Lindqvist via the Phone app and, once the call connects, activate the speakerphone.",
        ),
        (
            "OwnPhoneCallMuted",
            "Make a call to Ravi Tanaka using the Phone app and mute the microphone for the duration of the call.",
        ),
        ("ExtraMarkorMoveNote", "Using the Markor app, relocate reading_40.md to the folder named Archive."),
        (
            "OwnRetroAddSongToPlaylist",
            'Within the Retro Music app, append the track "Neon Rain" to the playlist "Chill". Ensure that no other '
            "playlist is altered.",
        ),
        (
            "SimpleCalendarDeleteEventsOnRelativeDay",
            "Using the Simple Calendar Pro application, eliminate all events scheduled for the upcoming Saturday. "
            "All other events must remain unchanged.",
        ),
        (
            "OwnRecipeEditServings",
            'In the Broccoli application, modify the recipe "Pancakes" so that its servings are changed to 12. No other '
            "detail of the recipe may be changed.",
        ),
        (
            "OwnExpenseAmountOf",
            'In the Pro Expense app, ascertain the amount logged for the expense "Bakery". Reply with only the number, '
            "without the currency symbol.",
        ),
        (
            "OwnFilesSmallestInFolder",
            "Within the Files application, identify which file in the Music folder has the smallest file size. Provide "
            "the answer as the file name only.",
        ),
        (
            "OwnVlcShufflePlaylist",
            'Using the VLC app, initiate playback of the "Party" playlist with shuffle turned on.',
        ),
        (
            "SystemBluetoothTurnOn",
            "Open the Settings app and configure Bluetooth to be switched on.",
        ),
        (
            "OwnPhoneGoingHold",
            "During the ongoing call, set the call to be put on hold without ending the call.",
        ),
        (
            "OwnManyExpensesFromTable",
            'Using the Pro Expense application, register the following expenses: "Light bulbs" at $167.50 under the '
            'Housing category, with the note "Split with roommate"; "Rain jacket" at $359.00 under the Clothes '
            'category, with the note "Gift"; "Eye exam" at $326.50 under the Health Care category, with the note '
            '"Split with roommate".',
        ),
        (
            "NotesMeetingAttendeeCount",
            "Within the Joplin application, find the meeting note titled 'Budget sync' and ascertain the number of "
            "attendees listed. Respond with only the number.",
        ),
        (
            "OwnVlcTwoPlaylistsSentences",
            'Within the VLC app, set up two playlists. The first one must be named "Dinner party" and must contain '
            'trailer_final.mp4 followed by holiday_2029.mp4. The second one must be named "Late night" and must '
            "contain beach_day.mp4 followed by wedding_speech.mp4.",
        ),
        (
            "OwnPhoneCallContactLabel",
            "Initiate a phone call to the number labeled Home for Kofi Lindqvist via the Phone app.",
        ),
        (
            "OwnCalendarEventMinutes",
            'Within the Simple Calendar Pro application, determine the length of the event "Haircut" on March 23, '
            "2030. Respond with only the number of minutes.",
        ),
        (
            "OwnTasksOpenThisWeek",
            "Using the Tasks app, determine how many tasks due within the current week (Monday to Sunday) have not "
            "been completed. Respond with only the number.",
        ),
    ],
)
async def test_jobs_in_the_formal_register_are_done(template: str, task: str) -> None:
    done = await run_wording(template, task)
    assert done.verdict.passed, done.verdict.problems
