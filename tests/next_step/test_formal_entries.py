"""New entries asked for as a task writer sets them out (first tries, session 26: 15 of 30 made at first sight, five
false dones), each proved in other wordings than the ones found: fields as labels after the request ("title: X;
date: …; repeat: monthly", "…: name X, amount A, category C"), rows in brackets, a note's lines after a semicolon
list, a note made in a folder said first, a contact's form begun, items "followed by" others, two playlists said
one after the other, a length said before the entry ("a 30-minute calendar event")."""

from __future__ import annotations

import pytest

from mcp_agent.tools.next_step.intent.goal import Goal
from mcp_agent.tools.next_step.intent.half_readings import asked_instead
from tests.next_step.androidworld.harness import run_wording

pytestmark = pytest.mark.unit


@pytest.mark.parametrize(
    ("template", "task"),
    [
        (
            "OwnCalendarCreateFullEvent",
            "Add an event to Simple Calendar Pro with these details: title: Tennis with Kofi; date: 2030-04-03; time: "
            "1:30 PM; length: 90 minutes; description: Wear old clothes; recurrence: monthly.",
        ),
        (
            "OwnRecipeAddFull",
            "New recipe in Broccoli - name: Banana bread; description: Moist and simple; servings: 6; prep time: 20 mins; "
            "source: grandma; ingredients: bananas, flour, butter; directions: Mash, mix and bake for an hour.",
        ),
        (
            "OwnExpenseAddWithNote",
            "Record an expense in Pro Expense: name Birthday dinner, amount $1,922.50, category Food, note Paid by card",
        ),
        (
            "ExpenseAddSingle",
            "Enter a new expense called Online course for an amount of $436.78 in the Education category, with the note "
            '"Monthly", in Pro Expense.',
        ),
        (
            "OwnExpenseAddSeveral",
            "Add these expenses to Pro Expense: Birthday dinner ($41.25, Food), Theatre show ($43.75, Entertainment), "
            "Guitar course ($26.50, Education).",
        ),
        (
            "OwnManyLinesMarkorNote",
            "Create a note agenda_16.md in Markor with the following lines: Budget review; Hiring plan; Office move; "
            "Any other business",
        ),
        (
            "OwnManyNoteInNewFolder",
            'In Markor, make a folder named Garden, then within it make beds.md with the text "Tomatoes go in the sunny bed."',
        ),
        (
            "OwnTasksCreateWithDueAndNotes",
            'Create a task called "Return library books" in the Tasks app, due on March 18 with the notes "Three books, '
            'due at the front desk".',
        ),
        (
            "ContactsNewContactDraft",
            "In Contacts, start adding a new contact with first name Tomas, last name Brennan, phone +18995559039 and "
            "label Work. Leave it unsaved.",
        ),
        ("OwnContactsAddNumberFromSms", "Make a contact called Omar Moreau with the number Lena Moreau texted me."),
        (
            "RetroCreatePlaylist",
            'Create a playlist "Chill 82" in Retro Music and add Low Tide followed by Paper Planes.',
        ),
        (
            "OwnVlcTwoNewPlaylists",
            'In VLC, make the playlist "Best of 2030" containing city_9.mp4 then concert_7.mp4, and the playlist '
            '"Rainy day" containing concert_7.mp4 then party_12.mp4.',
        ),
        (
            "OwnManyFormalCalendarEvent",
            "Put a 30-minute event titled 'Dentist checkup' on March 19, 2030 at 11 AM in Simple Calendar Pro with "
            "'Bring the insurance card' as the description.",
        ),
        (
            "SimpleCalendarAddOneEventInTwoWeeks",
            "Create an event titled 'Budget review' in Simple Calendar Pro in two weeks from today at 15h, with the "
            "description 'Meet at the front desk'. Set its duration to 30 minutes.",
        ),
        (
            "OwnRecipeAddFull",
            'Add to Broccoli a recipe called "Banana bread": description "Moist and simple", 6 servings, preparation time '
            '20 mins, source "grandma", ingredients "bananas, flour, butter", directions "Mash, mix and bake for an hour."',
        ),
        (
            "OwnMarkorCreateNoteInFolder",
            'Within the Work folder of Markor, create a note called reading_29.md whose text is "Renew the library card '
            'online."',
        ),
        ("ClockTimerEntry", "Set up a timer for 1 hour, 38 minutes and 49 seconds but don't start it."),
        (
            "OwnExpenseAddWithNote",
            "Add an expense named Birthday dinner in Pro Expense: amount $1,922.50, category Food, note Paid by card",
        ),
        (
            "OwnTasksCreateWithDueAndNotes",
            'Add a task titled "Return library books" to Tasks — due March 18, notes "Three books, due at the front desk".',
        ),
        # s26h: rows without a header, one a line (one had been saved of three: a false done), a caller added "to my
        # contacts", a note said to exist no more, a day's schedule wiped, notes merged "by merging", a note's text
        # overwritten, recipes set out as "First, … Second, …", a repeat "changing nothing else".
        (
            "ExpenseAddMultiple",
            "Put these in Pro Expense:\nWinter boots, $366.32, Clothes, Work trip\nGroceries, $400.09, Food, Monthly\n"
            "Pharmacy, $229.67, Health Care, Discounted",
        ),
        ("OwnPhoneSaveCallerAsContact", "Add the 7:40 PM caller to my contacts as Greta Lindqvist."),
        ("MarkorDeleteNote", "Make sure the note gifts_19.txt is deleted from Markor."),
        ("SimpleCalendarDeleteEventsOnRelativeDay", "Clear my Simple Calendar Pro calendar for this Saturday."),
        (
            "MarkorMergeNotes",
            "Make recipes_65.md in Markor by combining meeting_81.md, garden_69.md and recipes_41.md in that order, with a "
            "new line between them.",
        ),
        ("OwnMarkorRewriteNote", 'Overwrite the text of errands_45.md with "Email Priya the slides and the budget."'),
        (
            "OwnRecipeAddSeveralFull",
            'Save 2 recipes in Broccoli: first, "Banana bread": description "Moist and simple", 4 servings, prep time 35 mins, '
            'ingredients "bananas, flour, butter", directions "Mash, mix and bake for an hour.". Then, "Pesto pasta": '
            'description "Green and fresh", 3 servings, prep time 20 mins, ingredients "basil, pine nuts, pasta", '
            'directions "Blend the pesto and toss it in.".',
        ),
    ],
)
async def test_entries_set_out_formally_are_made_as_asked(template: str, task: str) -> None:
    done = await run_wording(template, task)
    assert done.verdict.passed, done.verdict.problems


def test_a_short_field_holding_two_values_is_asked_about_never_saved() -> None:
    """The net under every reader of entries: a title or a category that holds a quote mark or another field's label
    ('Banana bread": description "Moist and simple') is two values run together, and saving it would be a false
    done; the plan asks instead. A note's text may hold both, and is saved as said."""
    glued = Goal("create", obj="recipe", app="Broccoli", fields=(("title", 'Banana bread": description "Moist'),))
    labelled = Goal("create", obj="expense", app="Pro Expense", fields=(("category", "Food; note: team"),))
    note = Goal("create", obj="note", app="Markor", fields=(("title", "a.md"), ("body", 'Seeds: "beans"')))
    assert asked_instead("add a recipe …", glued) is not None
    assert asked_instead("add an expense …", labelled) is not None
    assert asked_instead("create a note …", note) is None
