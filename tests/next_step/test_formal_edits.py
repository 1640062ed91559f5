"""Entries made and changed in a task writer's formal register (first tries, session 25: 9 of 30 done at first
sight), each proved in other wordings than the ones found."""

from __future__ import annotations

import pytest

from tests.next_step.androidworld.harness import run_wording

pytestmark = pytest.mark.unit


@pytest.mark.parametrize(
    ("template", "task"),
    [
        (
            "RetroSavePlaylist",
            'In Retro Music, produce a new playlist with the title "Focus 48" comprising Ocean Eyes, Silver Lining, '
            "Paper Planes and Static Love, in that exact order. Then export the playlist to the Downloads directory.",
        ),
        (
            "OwnTasksAddFromMarkorNote",
            "For every line of the Markor note todo.md, add a separate task to the Tasks app.",
        ),
        (
            "OwnCalendarSetLocation",
            'In Simple Calendar Pro, change the location field of the "Car service" event to "Main street garage".',
        ),
        (
            "OwnCalendarSetLocation",
            'Give the location "Main street garage" to the event "Car service" in Simple Calendar Pro.',
        ),
        (
            "OwnExpenseEditNote",
            'In Pro Expense, update the note of the expense Cinema so that it now says "Paid by Omar".',
        ),
        (
            "OwnCalendarChangeDuration",
            'In Simple Calendar Pro, set the length of the "Piano lesson" event on March 17 to 90 minutes, retaining its '
            "start time.",
        ),
        ("OwnTracksChangeType", "Using OpenTracks, recategorize the running track from March 3 as Cycling."),
        ("OwnVlcRenameVideo", "In VLC, modify the file name of dog_park.mp4 to for_mum.mp4."),
        ("OwnRetroRenamePlaylist", 'Within Retro Music, the playlist "Focus" must be renamed as "Chill".'),
        ("OwnVlcPlayNext", "In VLC, queue Sunday Drive to play right after the song that is currently playing."),
        (
            "OwnContactsAddNumberFromSms",
            "Add a new contact called Omar Moreau with the number that Lena Moreau sent me via SMS.",
        ),
        # s25j: one had been a false done (a folder named after the rest of the sentence).
        (
            "OwnMarkorFolderWithNote",
            "In Markor, create a folder named Recipes. Then, inside the new folder, create a note called shopping_list.txt "
            "with the text: Seeds: beans, peas and two kinds of kale.",
        ),
        (
            "OwnRecipeRenameByServings",
            'In Broccoli, find the recipe that makes 5 servings and rename it to "Quick caesar".',
        ),
        ("ContactsAddContact", "Add Hana Suzuki to my contacts with the number +19705551889."),
        (
            "OwnVlcQueueVideos",
            "In VLC, append birthday_cake.mp4 followed by skate_trick.mp4 to the end of the present playing queue.",
        ),
        (
            "OwnFilesNewFolderThenMove",
            'In the Files app, create a folder named "Travel 2030", then move wedding_invite.pdf from Documents into the new '
            "folder.",
        ),
        # s25p.
        (
            "OwnCalendarSetLocation",
            'For the event "Car service" in Simple Calendar Pro, set its location to "Main street garage".',
        ),
        (
            "OwnCalendarDeleteOneOfDay",
            'In Simple Calendar Pro, delete only the "Car service" event on March 18, leaving the other events of that '
            "day alone.",
        ),
        # s25q: one had been a false done (the frame typed into the note).
        (
            "MarkorAddNoteHeader",
            'In Markor, insert "Remember to back up the laptop." with a blank line at the start of workout_26.md, then '
            "rename the note to reading_69.md.",
        ),
        ("OwnTracksSpanRenameNewest", 'Give my most recent OpenTracks track the title "Tempo test".'),
        # s25r.
        (
            "OwnRecipeEditDirections",
            'In Broccoli, modify the "Chili" recipe so that its directions say "Brown the onions, add everything else and '
            'simmer for an hour."',
        ),
        (
            "OwnMarkorFolderWithNote",
            "In Markor, create the folder Recipes and, inside it, a note shopping_list.txt containing: Seeds: beans, peas "
            "and two kinds of kale.",
        ),
        ("OwnVlcRenamePlaylist", 'Rename VLC’s "Sunday Mix" playlist to "Sleep".'),
        (
            "OwnMarkorRewriteNote",
            'Replace the whole text of the note errands_45.md with "Email Priya the slides and the budget." Keep its name '
            "and do not change any other note.",
        ),
        # s25t: one had been a false done (a recipe's fields said as labels after a colon).
        (
            "OwnRecipeAddFull",
            'In Broccoli, add a recipe: title "Banana bread", description "Moist and simple", 6 servings, preparation '
            'time 20 mins, source "grandma", ingredients "bananas, flour, butter", directions "Mash, mix and bake for '
            'an hour.".',
        ),
        (
            "OwnContactsAddSeveral",
            "Register two new contacts: Lena Haddad (work: +17735552755), Priya Lindqvist (home: +16555554948).",
        ),
        (
            "OwnMarkorReplaceWord",
            'In the Markor note reading_12.md, replace all occurrences of "Friday" with "Monday".',
        ),
        # s26c: a count said with the items, the title changed by its label, an expense moved to a category.
        (
            "ExpenseDeleteMultiple2",
            "Remove the following three expenses in Pro Expense: Farmers market, Train ticket, Winter boots.",
        ),
        (
            "OwnCalendarRenameEvent",
            'In Simple Calendar Pro, update the name of the event "Yoga class" on March 26 to "Project kickoff".',
        ),
        (
            "OwnExpenseEditCategory",
            "Move the expense called Flowers into the Donation category in Pro Expense while keeping everything else the same.",
        ),
        # s26e: an expense named before its kind, an email added "by adding", a call log entry removed, the speaker
        # turned on "once the call starts", a VLC playlist "consisting of" items and played "afterwards", a task for
        # every line "in" a note.
        (
            "OwnExpenseEditAmountAndCategory",
            "Edit the Flowers expense in Pro Expense: set the amount to $77.75 and the category to Education.",
        ),
        ("OwnContactsAddEmail", "Edit the contact Maya Suzuki by adding an email address maya.suzuki@post.net"),
        ("OwnPhoneDeleteCallFromLog", "Delete the record of 266-555-4888 from my call history."),
        ("OwnPhoneCallOnSpeaker", "Ring Jonah Lindqvist and activate the speaker as soon as the call connects."),
        (
            "OwnVlcMakeThenPlay",
            'Make a new VLC playlist called "Evening" consisting of holiday_2029.mp4, trailer_final.mp4 and lecture_04.mkv, '
            "and play it afterwards.",
        ),
        ("OwnTasksAddFromMarkorNote", "Create one task in the Tasks app for each line in the Markor note todo.md."),
        (
            "OwnCalendarRepeatEvent",
            "Set the 'Yoga class' event on March 21 to recur weekly in Simple Calendar Pro, altering nothing else.",
        ),
        # s26h: a call back, a call to whoever texted and a number in an event's description, said as the situation.
        ("OwnPhoneCallBackMissedNamed", "Tomas Moreau tried to call me. Please call him back."),
        ("OwnPhoneCallTextedAbout", "Someone texted me about the meeting, call that person."),
        (
            "OwnPhoneCallNumberInEvent",
            "My Vet visit event in Simple Calendar Pro has a number in its description; call it.",
        ),
        (
            "OwnPhoneCallListedNumber",
            "Open contractors.md in Markor and call the number written there for Rapid Flow Plumbing.",
        ),
        # s26i: "who sent me a message about X" (had called whoever texted last: a false done), a number dialled "it",
        # the sender of the message I got, someone who called at a time, "a phone call with X", a new number texted,
        # a call declined after "don't answer".
        ("OwnPhoneCallTextedAbout", "Ring the contact that sent me a text about the meeting."),
        ("PhoneMakeCall", "I want to phone +19685551245. Dial it please."),
        ("PhoneCallTextSender", "Call the sender of the SMS message I just received."),
        ("OwnPhoneCallBackAt", "Somebody rang me at 8:40 AM, phone them back."),
        ("OwnPhoneCallContact", "Begin a call with Jonah Lindqvist."),
        ("OwnPhoneCallNumberInMessage", "Lena Haddad sent me a new number. Ring it."),
        ("OwnPhoneDeclineRinging", "Do not pick up the incoming call, reject it."),
        # s26l.
        (
            "OwnExpenseTotalInSpan",
            "Add up my Food spending between March 2 and March 8, 2030 in Pro Expense. Number only.",
        ),
        ("ExpenseDeleteDuplicates", "Some expenses in Pro Expense are duplicated. Remove the extra copies."),
        ("OwnManyEventsDeleteWithWord", "Delete all events that have 'Call' in their title from Simple Calendar Pro."),
        ("OwnVlcRenamePlaylist", 'Give the "Sunday Mix" playlist the name "Sleep" in VLC.'),
        ("OwnVlcAppendSongs", 'At the end of my "Road Trip" playlist in VLC, add Harbor Lights, then Sunday Drive.'),
        (
            "OwnMarkorReplaceLine",
            'Replace "Dentist on Tuesday" with "Dentist moved to Friday at noon" in the Markor note week_63.md, nothing else.',
        ),
        ("OwnMarkorWhatNoteSays", "Read me the contents of ideas_71.txt in Markor. Just the text."),
    ],
)
async def test_formal_edits_are_done(template: str, task: str) -> None:
    done = await run_wording(template, task)
    assert done.verdict.passed, done.verdict.problems
