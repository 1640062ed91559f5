"""Requests in a benchmark author's words over the seen templates, tried once untouched (session 27) and read wrong
until then: the app as a heading ("Check Simple Calendar Pro: what is …?", opened another calendar), the app "per"
which a question is asked, an answer's form under "Format:" (read as an entry's name), an "upcoming" meeting, a
contact called "my contact X" (looked for "contact X"), a folder "called" X (moved into "called X"), "send the last
message I sent to X again" (given up) and "open the create-contact form and fill in …" (read as a call); and entries
made and changed in those words: "a contact named X with the home phone number N" (the number saved in the name: a
false done), "open a.md and add "X" at the end of the note" (a new note made over it: a false done), "update the X
expense so that its amount is …" and "… recipe so that it serves 12" (given up), "Add this expense to Pro Expense:
name …" (read as a change), "start a new recording in OpenTracks, then stop it and save the track as …" and a file
made "within the Work folder of Markor" (made in the file manager); and changes said as what the entry should be
afterwards (intent/outcome_edits.py: "update the expense "X" so that its category is …", "extend the event "X" … so
that it lasts 90 minutes", "give the recipe that serves 5 the new title …", "change the "X" event so that it starts
at 3pm on the same day and takes place at …") or in other formal words ("substitute every occurrence of", "replace
the entire content of a.md with:", "…, and then set its content to", "delete the two events"), each given up or
asked about; and questions given as orders: "Identify the person I am currently on a call with", "Look up X's home
number in Contacts and reply with it", "List all events … between A and B. Give their titles" (read as "the titles of
List all events"), "Check the call log: has X called me today?", "find the smallest file in the Music folder and tell me
its name", "list the songs in the 'X' playlist that are less than 3 minutes long", "find the location of the event X"; and chat as people type it: "whats the number of the missed call i just got",
"car service is at main street garage, add that to the event", "delete that Fuel expense", "pancakes recipe should
say 12 servings"; and requests that go on past their first job: "… After saving it, text its content to N" (typed
into the note), "move every .txt file in Download over to Music", "My vet's number is saved in the Markor note vet.md.
Call it.", "Call the number listed for X in a.md", expenses a sentence each with their notes ("Log these in Pro
Expense. A: $77.25, Food, note "…". B: …", only the first saved, then asked about); and everyday requests over the recipes and notes: 'the event "X" should be
called "Y" instead', "which of my Broccoli recipes contain …", "List the Broccoli recipes that can be made in under 20
minutes" (read as a new recipe, then asked about), "Copy every recipe in recipes.txt (Markor) with a preparation time
of 10 mins into Broccoli", "Read me what a.md says"; and edits and removals said every which way: "Get rid of the
'X' event at 9:00 on 2030-3-23" and '"Yoga class" on March 21 … should repeat weekly from now on' (each had made a new
event: false dones), "Delete both the Gym and the Flowers expenses", "swap the line "A" for "B"" in "Markor's a.md",
"a.mp4 from my VLC library", duplicates told first ("There are some duplicate expenses …. Delete the extra copies"),
a recipe's directions that "should read: …", "queue up A and then B at the end of what's playing", a task "for each
line of todo.md"; and 'change every "Friday" in a.md to "Monday"' (had renamed the note "Monday": a false done),
"text N the following message in Simple SMS Messenger: …", "X just sent me an event address. Send that address to Y",
"Make a Markor note named a.md. Its text should be: …", "Give X the email address E"; 'In VLC, the playlist "X"
should now be called "Y"', "Add a.mp4 to the VLC playlist "Party"". Each is run through the real tool on the
template's first parameter set and judged as the benchmark judges it."""

from __future__ import annotations

import pytest

from tests.next_step.androidworld.harness import run_wording

pytestmark = pytest.mark.unit


@pytest.mark.parametrize(
    ("template", "wording"),
    [
        (
            "SimpleCalendarAnyEventsOnDate",
            "Check Simple Calendar Pro: what is scheduled on March 16? Give me the event titles, separated by commas.",
        ),
        (
            "SimpleCalendarNextMeetingWithPerson",
            "When is my upcoming meeting with Greta Novak, per Simple Calendar Pro? "
            "Format: <month name> <day> <year> <hour in 24-hour format>:<minutes>.",
        ),
        ("OwnPhoneCallContact", "Open the Phone app and call my contact Jonah Lindqvist."),
        ("ExtraMarkorMoveNote", "In Markor, relocate reading_40.md into the folder called Archive."),
        ("SimpleSmsResend", "Send the last message I sent to Greta Lindqvist again using Simple SMS Messenger."),
        (
            "ContactsNewContactDraft",
            "Open the create-contact form and fill in First Name: Tomas, Last Name: Brennan, Phone: +18995559039, "
            "Phone Label: Work. Don't save it.",
        ),
        ("OwnContactsAddWithLabel", "Add a contact named Lena Tanaka with the home phone number (845) 555-5571."),
        (
            "MarkorEditNote",
            'In Markor, open workout_18.txt and add "Book the train to Lyon before Friday." at the end of the note.',
        ),
        (
            "MarkorAddNoteHeader",
            'In Markor, insert "Remember to back up the laptop." followed by an empty line at the very top of '
            "workout_26.md, then rename the note to reading_69.md.",
        ),
        ("OwnExpenseEditAmount", "Update the Bakery expense in Pro Expense so that its amount is $67.50."),
        ("OwnRecipeEditServings", 'In Broccoli, update the "Pancakes" recipe so that it serves 12.'),
        (
            "ExpenseAddSingle",
            "Add this expense to Pro Expense: name Online course, amount $436.78, category Education, note Monthly.",
        ),
        (
            "OwnTracksRecordNamed",
            'Start a new recording in OpenTracks, then stop it and save the track as "Hill repeats".',
        ),
        (
            "OwnMarkorCreateNoteInFolder",
            "Within the Work folder of Markor, create a file called reading_29.md containing the following text: "
            "Renew the library card online.",
        ),
        ("OwnExpenseEditCategory", 'In Pro Expense, update the expense "Flowers" so that its category is Donation.'),
        (
            "OwnCalendarChangeDuration",
            'In Simple Calendar Pro, extend the event "Piano lesson" on March 17 so that it lasts 90 minutes.',
        ),
        ("OwnRecipeRenameByServings", 'In Broccoli, give the recipe that serves 5 the new title "Quick caesar".'),
        (
            "OwnCalendarEditTimeAndPlace",
            'In Simple Calendar Pro, change the "Yoga class" event so that it starts at 3pm on the same day and takes '
            'place at "City library".',
        ),
        (
            "OwnMarkorReplaceWord",
            'Open reading_12.md in Markor and substitute every occurrence of "Friday" with "Monday".',
        ),
        (
            "OwnMarkorRewriteNote",
            "In Markor, replace the entire content of errands_45.md with: Email Priya the slides and the budget.",
        ),
        (
            "OwnMarkorRenameAndRewrite",
            "In Markor, rename draft_14.md to garden_todo.md, and then set its content to "
            '"Prune the roses and turn the compost."',
        ),
        (
            "OwnCalendarDeleteTwoEvents",
            'In Simple Calendar Pro, delete the two events "Team sync" and "Dentist appointment".',
        ),
        ("OwnPhoneWhoIsOnTheLine", "Identify the person I am currently on a call with. Answer with the name only."),
        ("OwnPhoneContactLabelNumber", "Look up Maya Haddad's home number in Contacts and reply with it."),
        (
            "OwnCalendarEventsInRange",
            "List all events in Simple Calendar Pro between March 18 2030 and March 20 2030. Give their titles, comma "
            "separated.",
        ),
        ("OwnPhoneDidTheyCall", "Check the call log: has Lena Okafor called me today? Answer yes or no."),
        (
            "OwnFilesSmallestInFolder",
            "Using the Files app, find the smallest file in the Music folder and tell me its name.",
        ),
        (
            "OwnRetroShortSongsOnPlaylist",
            "Using Retro Music, list the songs in the 'Road Trip' playlist that are less than 3 minutes long, separated by "
            "commas.",
        ),
        (
            "SimpleCalendarLocationOfEvent",
            "Using Simple Calendar Pro, find the location of the event Piano lesson. Answer with the location only.",
        ),
        ("OwnPhoneLastMissedNumber", "whats the number of the missed call i just got"),
        ("OwnCalendarSetLocation", "car service is at main street garage, add that to the event"),
        ("ExpenseDeleteSingle", "delete that Fuel expense"),
        ("OwnRecipeEditServings", "pancakes recipe should say 12 servings"),
        (
            "MarkorCreateNoteAndSms",
            "In Markor, write a new note called trip_11.md containing: Book the train to Lyon before Friday. Remember to "
            "back up the laptop. After saving it, text its content to +12165552636 with Simple SMS Messenger.",
        ),
        ("OwnFilesMoveKind", "Using Files, move every .txt file in Download over to Music."),
        ("OwnPhoneCallNumberInNote", "My vet's number is saved in the Markor note vet.md. Call it."),
        ("OwnPhoneCallListedNumber", "Call the number listed for Rapid Flow Plumbing in contractors.md."),
        (
            "OwnExpenseAddSeveralWithNotes",
            'Log these in Pro Expense. Birthday dinner: $77.25, Food, note "Split with Omar". Bus tickets: $21.00, '
            'Transportation, note "Monthly pass". Theatre show: $77.25, Entertainment, note "Two seats".',
        ),
        (
            "OwnExpenseAddSeveralWithNotes",
            'Add these expenses in Pro Expense: Birthday dinner ($77.25, Food, note "Split with Omar"), Bus tickets '
            '($21.00, Transportation, note "Monthly pass"), Theatre show ($77.25, Entertainment, note "Two seats")',
        ),
        (
            "OwnCalendarRenameNoAppNamed",
            'The event "Team sync" should be called "Weekly planning" instead. Please update it.',
        ),
        ("OwnRecipesWithIngredient", "Which of my Broccoli recipes contain garlic? List the titles."),
        ("OwnRecipesUnderMinutes", "List the Broccoli recipes that can be made in under 20 minutes, comma separated."),
        (
            "RecipeAddMultipleRecipesFromMarkor2",
            "Copy every recipe in recipes.txt (Markor) with a preparation time of 10 mins into Broccoli.",
        ),
        ("OwnMarkorWhatNoteSays", "Read me what ideas_71.txt says in Markor."),
        (
            "SimpleCalendarDeleteOneEvent",
            "Get rid of the 'Lunch with Sam' event at 9:00 on 2030-3-23 in Simple Calendar Pro.",
        ),
        (
            "OwnCalendarRepeatEvent",
            '"Yoga class" on March 21 in Simple Calendar Pro should repeat weekly from now on.',
        ),
        ("OwnExpenseDeleteTwoNamed", "Delete both the Gym and the Flowers expenses from Pro Expense."),
        (
            "OwnMarkorReplaceLine",
            'In Markor\'s week_63.md, swap the line "Dentist on Tuesday" for "Dentist moved to Friday at noon".',
        ),
        ("OwnVlcDeleteVideo", "Delete party_12.mp4 from my VLC library."),
        (
            "ExpenseDeleteDuplicates",
            "There are some duplicate expenses in Pro Expense. Delete the extra copies so each one appears once.",
        ),
        (
            "OwnRecipeEditDirections",
            'For the "Chili" recipe in Broccoli, the directions should read: Brown the onions, add everything else and '
            "simmer for an hour.",
        ),
        (
            "OwnVlcQueueVideos",
            "In VLC, queue up birthday_cake.mp4 and then skate_trick.mp4 at the end of what's playing.",
        ),
        ("OwnTasksAddFromMarkorNote", "Create a task in the Tasks app for each line of todo.md in Markor."),
        ("OwnMarkorReplaceWord", 'In Markor, change every "Friday" in reading_12.md to "Monday".'),
        (
            "SimpleSmsReply",
            "Please text +13525551454 the following message in Simple SMS Messenger: Running ten minutes late",
        ),
        (
            "SimpleSmsSendReceivedAddress",
            "Hana Novak just sent me an event address. Send that address to Priya Suzuki using Simple SMS Messenger.",
        ),
        (
            "MarkorCreateNote",
            "Make a Markor note named trip_98.txt. Its text should be: The quarterly report is due next month. Water the "
            "tomatoes every other day.",
        ),
        ("OwnContactsAddEmail", "Give Maya Suzuki the email address maya.suzuki@post.net in Contacts."),
        ("OwnVlcRenamePlaylist", 'In VLC, the playlist "Sunday Mix" should now be called "Sleep".'),
        ("OwnVlcAddVideoToPlaylist", 'Add sunset_1.mp4 to the VLC playlist "Party".'),
    ],
)
async def test_a_benchmark_authors_wording_is_done_as_the_template_is(template: str, wording: str) -> None:
    run = await run_wording(template, wording)
    assert run.verdict.passed, (run.verdict.problems, run.transcript[-3:])


async def test_a_recipe_said_with_its_labels_but_no_colons_is_asked_about_never_saved_under_its_label() -> None:
    # "title Veggie stir fry" had been saved as the title and reported done (s27k): a false done.
    run = await run_wording(
        "RecipeAddSingleRecipe",
        "Save this recipe in Broccoli: title Veggie stir fry, description Colourful and quick, 2 servings, prep time 20 "
        "mins, source magazine, ingredients peppers, soy sauce, garlic, directions Stir fry the peppers with garlic "
        "and soy sauce.",
    )
    assert run.outcome == "ask_user" and not run.verdict.false_done, (run.outcome, run.transcript[-3:])
    assert not any(r["title"].lower().startswith("title ") for r in run.device.world["recipes"])
