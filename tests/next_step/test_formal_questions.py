"""Questions a task writer gives as orders or asks formally (first tries, session 25: 3 of 30 answered at first
sight), each proved in other wordings than the ones found: "Determine …", "Identify …", "Count …", "Verify whether
…", "Open X and report …", "Among …, find the one … and report its …", "the start time of the event titled …"."""

from __future__ import annotations

import pytest

from tests.next_step.androidworld.harness import run_wording

pytestmark = pytest.mark.unit


@pytest.mark.parametrize(
    ("template", "task"),
    [
        ("OwnTracksCountKind", "Determine how many Walking activities are stored in OpenTracks. Reply with a number."),
        (
            "OwnRetroPlaylistMinutes",
            'Calculate the total length of the "Workout" playlist in Retro Music. Give the answer in minutes.',
        ),
        (
            "OwnExpenseAmountOf",
            "Retrieve the amount of the expense 'Bakery' from Pro Expense, without the currency sign.",
        ),
        ("OwnFilesCountFolder", "Count the files stored in the Documents directory using the Files app. Number only."),
        ("OwnVlcIsOnPlaylist", 'Confirm whether dog_park.mp4 appears in the "Party" playlist in VLC. Yes or no.'),
        (
            "OwnPhoneMissedCount",
            "Look through the call log in the Phone app and report the number of missed calls as a single integer.",
        ),
        (
            "OwnTracksStatsNameOfShortestAllBetween",
            "Of all the activities recorded from February 16 to February 25, 2030, identify the one that covered the "
            "shortest distance and report its name.",
        ),
        (
            "OwnCalendarEventStartTime",
            "State the start time of the event called 'Yoga class' on March 26, 2030 in Simple Calendar Pro, as HH:MM.",
        ),
        (
            "OwnTracksNamedMostOftenInFebruary",
            "Within OpenTracks, find out which activity type was logged the greatest number of times in February.",
        ),
        (
            "OwnRecipePrepTime",
            "In the Broccoli app, look up the preparation time of the recipe Greek salad. Answer with the time only.",
        ),
        # s25i: the phone and the tracker asked formally.
        ("OwnPhoneDidTheyCall", "Confirm, in the Phone app, whether Lena Okafor called me today. Yes or no."),
        ("OwnPhoneLastMissedCaller", "Determine the caller of my last missed call using the Phone app. Name only."),
        ("OwnPhoneWhoIsOnTheLine", "Identify the person on the ongoing call. Give their name."),
        (
            "OwnPhoneContactLabelNumber",
            "Look up the home phone number stored for Maya Haddad. Respond with the number only.",
        ),
        (
            "OwnTracksStatsNameOfLongestInMonth",
            "Among my running activities in March 2030, find the one that had the longest duration. Reply with its name.",
        ),
        # s25n: one had been a false done (every expense counted, the category dropped).
        (
            "OwnExpenseCountInCategory",
            "What is the total number of expenses categorised as Food in Pro Expense? One integer.",
        ),
        ("OwnPhoneWhoIsOnTheLine", "With whom am I on a call right now? Give their name."),
        (
            "OwnExpenseAmountOf",
            "What amount was logged for the expense 'Bakery' in Pro Expense? Without the currency sign.",
        ),
        ("OwnVlcSongsByArtist", "List all the songs by Nora Vale in VLC. Titles only."),
        (
            "OwnRetroLongestSong",
            "Of all the songs in my Retro Music library, which had the longest length? Title only.",
        ),
        # s25p.
        ("OwnMarkorWhatNoteSays", "Open the note ideas_71.txt in Markor and give its whole text. Text only."),
        (
            "NotesRecipeIngredientCount",
            "In Joplin, find the recipe 'Shortbread' and tell me how much garlic it needs, with the exact amount and unit "
            "from the recipe.",
        ),
        ("OwnVlcSongsByArtist", "Identify all the songs by Nora Vale in VLC. Reply with their titles."),
        # s25r.
        ("OwnPhoneDidTheyCall", "Use the Phone app to find out whether Lena Okafor called today. Yes or no."),
        ("OwnVlcIsOnPlaylist", 'Verify whether dog_park.mp4 belongs to the "Party" playlist in VLC. Yes or no.'),
        ("OwnVlcNowPlaying", "Report the name of the song that VLC is playing. Title only."),
        # s26a: "check when X begins" had made an event X (a false done); a wh-clause is asked in a question's order.
        (
            "OwnCalendarEventStartTime",
            "Using Simple Calendar Pro, see when the event 'Yoga class' on March 26, 2030 starts. Answer as HH:MM.",
        ),
        (
            "SimpleCalendarLocationOfEvent",
            "Check where my Piano lesson event takes place in Simple Calendar Pro. Location only.",
        ),
        ("OwnPhoneWhenTheyLastCalled", "Check when Omar Brennan last called me in the Phone app. Time only."),
        # s26d.
        ("OwnRecipesWithIngredient", "List each Broccoli recipe which uses garlic in its ingredients. Titles only."),
        ("OwnVlcPlaylistItems", 'State the file names of the videos on the "Road Trip" playlist in VLC.'),
        (
            "OwnVlcItemFolder",
            "Identify the folder where documentary.mkv is located, according to VLC. Folder name only.",
        ),
        # s26g: the app said as "my X calendar" or "according to X", a folder's name said bare, a day in digits.
        (
            "SimpleCalendarEventsInNextWeek",
            "What's in my Simple Calendar Pro agenda in the next week? The week starts Monday. Titles only, comma-separated.",
        ),
        (
            "SimpleCalendarNextMeetingWithPerson",
            "When is my next meeting with Greta Novak according to Simple Calendar Pro? Answer in the format <month name> "
            "<day> <year> <hour in 24-hour format>:<minutes>.",
        ),
        (
            "OwnFilesSinceDay",
            "How many files in Download have been modified since 2030-03-03? Use the Files app. Number only.",
        ),
        # s26l: a question already in its order after "tell me" (inverted, "Food are" had been counted: a false done).
        ("OwnExpenseCountInCategory", "Tell me how many Food expenses are stored in Pro Expense. One integer."),
        ("OwnExpenseAmountOf", "How much did the Bakery expense cost in Pro Expense? Without the currency sign."),
        ("OwnRecipesUnderMinutes", "Which Broccoli recipes can I make in under 20 minutes? Titles, comma-separated."),
        (
            "OwnCalendarEventMinutes",
            "What's the duration in minutes of the 'Haircut' event on March 23, 2030 in Simple Calendar Pro?",
        ),
        ("OwnPhoneContactLabelNumber", "Look up Maya Haddad's home phone number. Only the number."),
    ],
)
async def test_questions_given_as_orders_are_answered(template: str, task: str) -> None:
    done = await run_wording(template, task)
    assert done.verdict.passed, done.verdict.problems


@pytest.mark.parametrize(
    ("template", "task"),
    [
        # A question verb before an act of its own is the act: never an answer in its place.
        ("OwnPhoneCallBackLastCaller", "Return the call of the latest person who rang this phone."),
        ("OwnPhoneCallBackLastCaller", "return the last call i got"),
        ("OwnVlcCountVideos", "count my videos in vlc"),
        # s26a: the number of whoever texted is theirs, dialled (it had been looked for as a contact's name).
        ("PhoneCallTextSender", "Ring the phone number of the person who messaged me last."),
        (
            "PhoneCallTextSender",
            "Phone the number of the contact that just texted me and make sure the call is on screen.",
        ),
    ],
)
async def test_orders_that_are_no_questions_are_done_as_said(template: str, task: str) -> None:
    done = await run_wording(template, task)
    assert done.verdict.passed, done.verdict.problems
