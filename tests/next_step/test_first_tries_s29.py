"""Requests tried once untouched in session 29 and read wrong until then. A first set of new entries said as people
type them (30: 16 untouched, four false dones): "…, hour and a half, description X, monthly repeat" (no length, the
repetition typed into the description), "Tomorrow 8:00-9:00 Yoga class (…) - add it …" (saved as "Tomorrow"), "I paid
$X for an online course" (saved as "an online course"), a recipe given as "Servings: 2 servings." sentences (saved
without its servings and time); a second of questions (31: 21 untouched, two false dones: "how many entries do I have
under Food" and "how many calls have I made to lena tanaka" answered with the whole list's count) and errands that
ask ("look up X in Contacts and tell me her phone number"); a third over the phone (30: 26 untouched), a fourth of
changes and removals (30: 20 untouched: a check box toggled on and off while exploring, 'call the "Focus" playlist
"Chill"' read as a phone call, 'swap every "Friday" for "Monday"' as a new event), a fifth of several entries at once
(30: 16 untouched, one false done: "my grandma's Banana bread recipe" saved under "grandma's Banana bread"; rows one a
line joined as chat, a playlist "made of" its songs explored in another app); a sixth of questions (31: 27 untouched:
"…? Calendar titles only" taken for the app named, so the sign-in calendar was never left) and a seventh of changes
and messages (30: 23 untouched, one false done: 'Yoga class: change to 3pm (same day) and location "City library"'
made a new event titled "Yoga class: change to"); an eighth of chat over every app (30: 22 untouched) and a ninth
in a task writer's formal register (30: 24 untouched: "Your task is to …", "… consisting of …, preserving this
order", "Report the full contents of …"). Each is run through the real tool
on the template's first parameter set and judged as the benchmark judges it."""

from __future__ import annotations

import pytest

from tests.next_step.androidworld.harness import run_wording
from tests.next_step.phone2.harness import agent_and_person, failures, run
from tests.next_step.phone2.tasks import TASKS

pytestmark = pytest.mark.unit


@pytest.mark.parametrize(
    ("template", "wording"),
    [
        (
            "OwnCalendarCreateFullEvent",
            "put tennis with kofi in my calendar for april 3 2030 at 1.30 in the afternoon, hour and a half, "
            "description wear old clothes, monthly repeat",
        ),
        (
            "OwnCalendarCreateFullEvent",
            'Schedule "Tennis with Kofi" on 3 April 2030 from 13:30 to 15:00 (description: Wear old clothes), repeat '
            "monthly, in Simple Calendar Pro.",
        ),
        (
            "SimpleCalendarAddOneEventTomorrow",
            "Tomorrow 8:00-9:00 Yoga class (Bring the documents) - add it to Simple Calendar Pro please",
        ),
        (
            "SimpleCalendarAddOneEventTomorrow",
            "can u add yoga class to my calendar tmrw 8am for an hour? description should say bring the documents",
        ),
        ("ExpenseAddSingle", "pro expense - online course $436.78 (education), note: monthly"),
        (
            "ExpenseAddSingle",
            'I paid $436.78 for an online course. Put it in Pro Expense under Education with the note "Monthly".',
        ),
        (
            "OwnExpenseAddWithNote",
            'Record in Pro Expense: "Birthday dinner", 1922.50 USD, Food category, note: Paid by card',
        ),
        (
            "OwnExpenseAddWithNote",
            "New Pro Expense entry → name Birthday dinner / amount 1,922.50 / category Food / note Paid by card",
        ),
        (
            "RecipeAddSingleRecipe",
            "Save this recipe in Broccoli. Title: Veggie stir fry. Description: Colourful and quick. Servings: 2 "
            "servings. Prep time: 20 mins. Source: magazine. Ingredients: peppers, soy sauce, garlic. Directions: Stir "
            "fry the peppers with garlic and soy sauce.",
        ),
        (
            "RecipeAddSingleRecipe",
            "add veggie stir fry to broccoli - colourful and quick, 2 servings, 20 mins, from a magazine, ingredients "
            "peppers, soy sauce, garlic; directions: Stir fry the peppers with garlic and soy sauce.",
        ),
        (
            "OwnRecipeAddFull",
            'Broccoli: new recipe "Banana bread" | description "Moist and simple" | 6 servings | prep 20 mins | '
            'source "grandma" | ingredients "bananas, flour, butter" | directions "Mash, mix and bake for an hour."',
        ),
        ("ContactsAddContact", "hana suzuki's number is +1 970 555 1889, add her as a contact"),
        (
            "OwnTasksCreateWithDueAndNotes",
            'remind me in Tasks to return library books by march 18 - note "Three books, due at the front desk"',
        ),
        (
            "SimpleCalendarLocationOfEvent",
            "Look up the Piano lesson event in Simple Calendar Pro and tell me where it takes place.",
        ),
        (
            "OwnExpenseCategoryTotal",
            "Sum up everything in the Transportation category of Pro Expense and give me the figure.",
        ),
        ("OwnPhoneLastMissedCaller", "Tell me the name of the person behind my latest missed call."),
        (
            "OwnCalendarEventStartTime",
            "What's the start time of the 'Yoga class' event on 2030-03-26? Reply in 24h format.",
        ),
        ("OwnExpenseCountInCategory", "How many entries do I have under Food in Pro Expense? Single integer please."),
        ("OwnExpenseAmountOf", "Find the Bakery expense in Pro Expense and tell me its amount, no currency sign."),
        ("OwnSmsLastMessageFrom", "what was hana tanaka's last text? give me the text only"),
        ("OwnContactPhoneNumber", "Look up Greta Moreau in Contacts and tell me her phone number."),
        ("OwnMarkorWhatNoteSays", "what's in ideas_71.txt? (markor) text only"),
        ("OwnPhoneCallsMadeTo", "how many calls have I made to lena tanaka? number pls"),
        ("PhoneReturnMissedCall", "Whoever just tried to call me, call them back and leave the call screen open."),
        ("OwnPhoneReturnLastMissed", "I missed a call a moment ago. Return it."),
        ("OwnPhoneCallNumberInEvent", "My Vet visit event has a phone number in its description. Call that number."),
        ("OwnMarkorCopyNoteText", "Make a copy of minutes.md's text in a new Markor note called letter.md."),
        ("ExpenseDeleteMultiple2", "In Pro Expense remove these: Farmers market; Train ticket; Winter boots."),
        ("OwnFilesDeleteTwo", "in Pictures, delete payslip_feb.png as well as dentist_invoice.docx (files app)"),
        ("OwnExpenseEditAmount", "The Bakery expense in Pro Expense was actually $67.50, please fix it."),
        ("OwnExpenseEditNote", 'Pro Expense: put "Paid by Omar" as the note on Cinema.'),
        ("OwnFilesMoveOne", "Files app: lease_2030.pdf belongs in Documents, move it there from Download."),
        ("OwnFilesRenameFile", "rename download/recipe_card.jpg -> scanned_recipe_card.jpg (files)"),
        ("OwnMarkorReplaceWord", 'In reading_12.md (Markor), swap every "Friday" for "Monday".'),
        ("OwnRecipeEditPrepTime", "Fish tacos in Broccoli - prep time should be 45 mins now."),
        ("OwnRetroRenamePlaylist", 'Retro Music: call the "Focus" playlist "Chill" from now on.'),
        ("OwnTasksMarkDone", "I've emailed the landlord, tick that task off in Tasks."),
        (
            "ExpenseAddMultiple",
            "Please record these three expenses in Pro Expense.\nWinter boots - $366.32 - Clothes - Work trip\n"
            "Groceries - $400.09 - Food - Monthly\nPharmacy - $229.67 - Health Care - Discounted",
        ),
        (
            "OwnExpenseAddSeveral",
            "Three expenses for Pro Expense: $41.25 Birthday dinner (Food), $43.75 Theatre show (Entertainment), "
            "$26.50 Guitar course (Education).",
        ),
        (
            "OwnExpenseAddSeveral",
            "Enter Birthday dinner ($41.25, Food), Theatre show ($43.75, Entertainment) and Guitar course ($26.50, "
            "Education) into Pro Expense.",
        ),
        (
            "OwnMarkorCreateNotes",
            'Markor: two new notes please. "Reading list" should say "Dune, Middlemarch and The Overstory." and '
            '"Gift ideas" should say "A scarf for Omar and a book for Lena."',
        ),
        (
            "OwnMarkorCreateNotes",
            'Make a note "Reading list" in Markor with the text "Dune, Middlemarch and The Overstory.", then another '
            'one, "Gift ideas", with "A scarf for Omar and a book for Lena."',
        ),
        (
            "OwnRecipeAddSeveralFull",
            "Two recipes for Broccoli.\nBanana bread: Moist and simple; 4 servings; 35 mins; ingredients bananas, "
            "flour, butter; directions Mash, mix and bake for an hour.\nPesto pasta: Green and fresh; 3 servings; 20 "
            "mins; ingredients basil, pine nuts, pasta; directions Blend the pesto and toss it in.",
        ),
        (
            "OwnVlcNewSongPlaylist",
            'Create an "Evening" playlist in VLC made of Quiet Storm, Copper Sky and Night Bus (keep that order).',
        ),
        ("OwnTasksAddFromMarkorNote", "Turn each line of todo.md (Markor) into its own task in the Tasks app."),
        (
            "OwnRetroAppendSongs",
            "Retro Music: tack Northern Sky and First Light onto the end of the Chill playlist, in that order.",
        ),
        (
            "OwnCalendarCreateFullEvent",
            'Add "Tennis with Kofi" to Simple Calendar Pro: 04/03/2030, 1:30 PM, 90 minutes, description "Wear old '
            'clothes", repeating monthly.',
        ),
        (
            "SimpleCalendarAddOneEventInTwoWeeks",
            "Two weeks from today at 3pm: 'Budget review' (description 'Meet at the front desk'), half an hour. Put it "
            "in Simple Calendar Pro.",
        ),
        ("OwnContactsAddWithLabel", "Please save Lena Tanaka in Contacts with the Home number (845) 555-5571."),
        (
            "OwnRecipeAddFull",
            'I want to save my grandma\'s Banana bread recipe in Broccoli: description "Moist and simple", 6 servings, '
            'prep 20 mins, source "grandma", ingredients "bananas, flour, butter", directions "Mash, mix and bake for '
            'an hour."',
        ),
        (
            "OwnCalendarEventsInRange",
            "Anything on between March 18 and March 20 2030? Calendar titles only, comma-separated.",
        ),
        ("OwnRecipesWithIngredient", "Which of my Broccoli recipes have garlic in them? titles, comma separated"),
        ("OwnVlcCountVideos", "Count my VLC videos and tell me the number."),
        ("OwnVlcSongsByArtist", "List the Nora Vale songs in my VLC library."),
        (
            "SimpleSmsSendReceivedAddress",
            "Hana Novak just sent me the event address - pass it on to Priya Suzuki by text.",
        ),
        ("OwnTracksChangeType", "My March 3 run in OpenTracks was actually a bike ride - change the type to Cycling."),
        (
            "OwnCalendarEditTimeAndPlace",
            'Yoga class: change to 3pm (same day) and location "City library". Simple Calendar Pro.',
        ),
        ("OwnVlcShufflePlaylist", "Shuffle-play my Party playlist in VLC."),
        ("OwnVlcPlayAsAudio", "Play beach_day.mp4 in VLC but audio only (no video)."),
        (
            "OwnExpenseEditCategory",
            "Move the Flowers expense to the Donation category in Pro Expense; leave everything else.",
        ),
        ("OwnRecipeEditServings", "Pancakes in Broccoli: make it 12 servings, nothing else changes."),
        ("OwnVlcDeleteVideo", "get party_12.mp4 off my phone, it's in vlc"),
        ("RecipeDeleteSingleRecipe", "Chicken curry - I never make it, delete it from Broccoli"),
        ("OwnTracksNamedDelete", "Forest trail in opentracks was a mistake, delete that track"),
        ("OwnExpenseEditAmount", "bakery was 67.50 not what it says, fix it in pro expense"),
        (
            "OwnMarkorReplaceLine",
            'In week_63.md, "Dentist on Tuesday" should now read "Dentist moved to Friday at noon". (Markor)',
        ),
        ("OwnTracksNamedRetype", "Canal tour in OpenTracks should be a running activity"),
        ("OwnFilesCopyFile", "make a copy of wedding_invite.png in Documents (it's in Download) - files app"),
        ("OwnMarkorCreateFolder", "new markor folder: Projects"),
        (
            "MarkorCreateNote",
            "Your task is to create a note in the Markor app. Name the file trip_98.txt and set its content to: The "
            "quarterly report is due next month. Water the tomatoes every other day.",
        ),
        (
            "OwnCalendarCreateFullEvent",
            'Using Simple Calendar Pro, schedule an event named "Tennis with Kofi" for April 3, 2030 at 13:30 with a '
            'duration of 90 minutes. Set the description to "Wear old clothes" and configure it to repeat monthly.',
        ),
        (
            "OwnVlcNewPlaylistInOrder",
            'Within VLC, generate a playlist titled "Gym" consisting of beach_3.mp4, hike_5.mp4 and sunset_1.mp4, '
            "preserving this order.",
        ),
        ("OwnMarkorWhatNoteSays", "Report the full contents of the Markor note ideas_71.txt."),
        (
            "ExpenseDeleteMultiple2",
            "Remove the expenses named Farmers market, Train ticket and Winter boots from Pro Expense.",
        ),
        ("OwnTracksNamedRename", 'Change the name of the OpenTracks track "Lunch break" to "Tempo test".'),
    ],
)
async def test_a_wording_tried_once_is_done_as_the_template_is(template: str, wording: str) -> None:
    run = await run_wording(template, wording)
    assert run.verdict.passed, (run.verdict.problems, run.transcript[-3:])


# The second phone's everyday jobs in new words (36: 21 untouched; 34: 27; 35: 21; 34: 23): settings asked for in
# everyday words, "send Zara Quinn a thank you! text" (sent as "a thank you! text"), "a note called Gate code with
# 4412 in it" (saved as "4412 in it"), "send Bea Santos 50 dollars" (texted "$50": money is never sent), "max
# brightness" (done with the field typed in and its dialog never confirmed), "Chris Young asked if I have them -
# reply yes, I have them" (read as a text to "yes" saying "I have Chris Young"). Each is judged on the second phone's
# whole world, as its suite is.
@pytest.mark.parametrize(
    ("index", "wording"),
    [
        (2, "put the phone in airplane mode"),
        (3, "switch to dark mode"),
        (4, "battery's low, turn on battery saver"),
        (5, "don't disturb mode on please"),
        (6, "make the screen stay on for 5 minutes before it times out"),
        (7, "I want Marimba as my ringtone"),
        (8, "make the text bigger - font size large"),
        (9, "switch my phone to German (Deutsch)"),
        (12, "max brightness"),
        (13, "stop Chess Club from sending me notifications"),
        (14, "no more notifications from News Daily"),
        (20, "send Zara Quinn a thank you! text"),
        (26, "save a note called Gate code with 4412 in it"),
        (41, "I need 2 of the cheapest case"),
        (46, "send Bea Santos 50 dollars"),
        (18, "Chris Young asked if I have them - reply yes, I have them"),
        (23, "Fatima Noor - tell her the book was great"),
        (24, "note: Groceries - milk, eggs, rice"),
        (25, "remind me to call the plumber on Monday (just a note)"),
        (42, "Order whichever case costs the most"),
        (43, "I'd like to buy a charging pad"),
        (10, "brightness to 40"),
        (0, "can you turn my hotspot on so my laptop can connect"),
        (4, "save battery please - battery saver on"),
        (6, "screen timeout: 5 minutes"),
        (7, "ringtone -> Marimba"),
        (8, "large font please"),
        (9, "change the phone language to Deutsch"),
        (10, "set the screen brightness at 40 percent"),
        (15, "I want Weather notifications again"),
        (24, "write down a Groceries note: milk, eggs, rice"),
        (26, "save the gate code 4412 in a note called Gate code"),
        (35, "when am I seeing the dentist?"),
        (40, "buy whatever cable is cheapest"),
        (0, "enable tethering / mobile hotspot"),
        (2, "flight mode on"),
        (3, "dark theme please"),
        (6, "set screen timeout 5 min"),
        (7, "use Marimba for my ringtone"),
        (8, "font size large pls"),
        (18, "reply to chris young - yes, I have them"),
        (19, "Eli Brooks asked if I minded - tell him no problem, take your time"),
        (25, "make a note to call the plumber on Monday"),
        (39, "buy the most expensive pair of headphones"),
        (43, "add a charging pad to my cart and buy it"),
    ],
)
async def test_an_everyday_wording_tried_once_does_the_job_on_the_second_phone(index: int, wording: str) -> None:
    task = TASKS[index]
    async with agent_and_person() as call:
        report = await run(call, wording, task.answer)
    assert failures(task, report) == [], report.transcript[-3:]


async def test_a_lookup_found_in_no_app_ends_in_a_question_not_at_the_step_budget() -> None:
    # Regression: two apps for the purpose were tried in turn, each again and again, until the step budget ran out.
    async with agent_and_person() as call:
        report = await run(call, "when am I seeing the dentst?")
    assert report.outcome in ("ask_user", "give_up"), (report.outcome, report.steps)
