"""Entries asked for and changed as people list them: fields given as a list led by their names ("with the name
X, the amount Y and the note 'Z'") fill each field once, a value's own commas kept; a sentence that merely holds
"with" is no list."""

from __future__ import annotations

import datetime

import pytest

from mcp_agent.tools.next_step.intent import plan_for, read_task
from mcp_agent.tools.next_step.intent.field_lists import field_list
from mcp_agent.tools.next_step.screen import Element
from mcp_agent.tools.next_step.steps_chosen import shows

pytestmark = pytest.mark.unit
TODAY = datetime.date(2030, 3, 14)


def plan(task: str) -> list[str]:
    return plan_for(read_task(task, today=TODAY))


@pytest.mark.parametrize(
    ("task", "typed", "chosen"),
    [
        (
            "Log an expense in Pro Expense with the name Taxi home, the amount $42.10, the category Transportation "
            "and the note 'Late flight'",
            ["Taxi home", "42.10", "Late flight"],
            "Transportation",
        ),
        (
            'Add a new expense with the name "Gym month", the price $1,200.00 and the category Health Care. '
            "Double-check every field.",
            ["Gym month", "1,200.00"],
            "Health Care",
        ),
        (
            "Record an expense in Pro Expense with the title Flowers, the category Social, the amount $19 "
            'and the comment "for mum"',
            ["Flowers", "19", "for mum"],
            "Social",
        ),
    ],
)
def test_an_expense_listed_field_by_field_fills_each_field_once(task: str, typed: list[str], chosen: str) -> None:
    steps = plan(task)
    assert [s for s in steps if s.startswith("Type")] == [
        f"Type '{v}' into the {f} field" for v, f in zip(typed, ("name", "amount", "note"), strict=False)
    ]
    assert f"Choose '{chosen}' for the category field" in steps
    assert steps[-2:] == ["Save the expense", f"Check the expense '{typed[0]}' is listed"]


@pytest.mark.parametrize(
    ("task", "row"),
    [
        (
            "log an expense: Taxi home, $23.50, category Transportation, note Late night",
            {"name": "Taxi home", "amount": "23.50", "category": "Transportation", "note": "Late night"},
        ),
        (
            "record an expense: Gym pass, $60, category Health",
            {"name": "Gym pass", "amount": "60", "category": "Health"},
        ),
        (
            "add expense: Dinner, $45.10, Food, note Birthday",
            {"name": "Dinner", "amount": "45.10", "category": "Food", "note": "Birthday"},
        ),
        (
            "enter an expense - Bus ticket, $2.75, category Transportation",
            {"name": "Bus ticket", "amount": "2.75", "category": "Transportation"},
        ),
        # The amount a bare number among the pieces.
        (
            "add expense: Taxi, 23.50, category Transportation",
            {"name": "Taxi", "amount": "23.50", "category": "Transportation"},
        ),
        (
            "log an expense: Lunch, 12, Food, note team",
            {"name": "Lunch", "amount": "12", "category": "Food", "note": "team"},
        ),
    ],
)
def test_an_expense_said_after_a_colon_as_comma_separated_fields_labels_only_its_own(
    task: str, row: dict[str, str]
) -> None:
    # The verb, a colon, then the fields: the name first and bare, the others labelled without colons.
    goal = read_task(task, today=TODAY)
    assert (goal.intent, goal.obj) == ("create", "expense")
    assert [dict(r) for r in goal.rows] == [row]


def test_a_recipe_listed_field_by_field_keeps_the_commas_of_its_values() -> None:
    steps = plan(
        'Create a recipe in Broccoli called "Pho" with a prep time of 45 minutes, 4 servings, the ingredients '
        "noodles, beef, basil and lime, and the instructions 'Simmer the broth, then pour it over.'"
    )
    assert "Type 'noodles, beef, basil and lime' into the ingredients field" in steps
    assert "Type 'Simmer the broth, then pour it over.' into the directions field" in steps
    assert "Type '45 minutes' into the preparation time field" in steps
    assert "Type '4 servings' into the servings field" in steps
    assert "Type 'Pho' into the title field" in steps


def test_the_sentence_after_a_list_is_still_read() -> None:
    steps = plan(
        "In Simple Calendar Pro, create an event tomorrow at 9h with the title 'Standup' and the location "
        "'Room 2'. The event should last for 15 mins."
    )
    assert "Type 'Standup' into the title field" in steps
    assert "Type 'Room 2' into the location field" in steps
    assert "Type '09:15' into the end time field" in steps


@pytest.mark.parametrize(
    "clause",
    [
        "send a message to Ann with the text see you soon",
        "create a note with the text call mum, the dentist and the bank",
        "add a contact Ann Lee with the number 555-0101",  # one field is no list
        "make a playlist with the songs Blue and Red",
    ],
)
def test_a_clause_that_is_no_list_of_fields_is_left_to_the_other_readers(clause: str) -> None:
    assert field_list(clause) is None


@pytest.mark.parametrize(
    ("task", "opened", "typed"),
    [
        (
            'In Pro Expense, rename the transaction of $1,200.00 to "Rent". Make sure its category stays the same.',
            "Open the expense showing '$1,200.00'",
            "Type 'Rent' into the name field",
        ),
        (
            "the $7 expense in pro expense should be called Coffee beans",
            "Open the expense showing '$7'",
            "Type 'Coffee beans' into the name field",
        ),
        (
            "Change the name of the event on April 2 to 'Team lunch' in Simple Calendar Pro",
            "Open the event showing '2030-04-02'",
            "Type 'Team lunch' into the title field",
        ),
        (
            "Reschedule the meeting on March 30 to 9am in Simple Calendar Pro, without changing anything else",
            "Open the event showing '2030-03-30'",
            "Type '09:00' into the time field",
        ),
        (
            "whatever I have on March 18 in my calendar, push it to noon",
            "Open the event showing '2030-03-18'",
            "Type '12:00' into the time field",
        ),
    ],
)
def test_an_entry_chosen_by_a_value_its_row_shows_is_opened_by_that_value(task: str, opened: str, typed: str) -> None:
    steps = plan(task)
    assert steps[1:3] == [opened, typed]
    assert not any(s.startswith("Start a new") for s in steps)


def test_an_entry_chosen_by_a_value_on_its_own_page_is_looked_for_there() -> None:
    steps = plan('Rename the recipe that serves 6 to "Family stew" in the Broccoli app')
    assert steps[1:3] == ["Open the recipe showing '6 servings'", "Type 'Family stew' into the title field"]


def test_an_entry_chosen_by_a_value_the_rules_cannot_read_stops_rather_than_guessing() -> None:
    steps = plan('Rename the recipe from grandma to "Family stew" in the Broccoli app')
    assert steps[-1].startswith("Stop: the rules cannot")
    assert not any(s.startswith(("Start a new", "Type")) for s in steps)


@pytest.mark.parametrize(
    ("value", "label", "shown", "matches"),
    [
        ("$1,200.00", "Rent", "$1200.00 · Housing", True),
        ("$49.50", "Bakery", "$49.05 · Food", False),
        ("2030-03-22", "Dinner", "Fri, Mar 22, 2030 · 19:30", True),
        ("2030-03-22", "Dinner", "Sat, Mar 23, 2030 · 19:30", False),
    ],
)
def test_a_row_shows_a_value_as_the_same_amount_or_day(value: str, label: str, shown: str, matches: bool) -> None:
    assert shows(Element(0, "ListItem", label, value=shown), value) is matches


def test_several_notes_in_one_request_are_each_made_under_their_own_title() -> None:
    steps = plan(
        'Add the following notes in Markor: "Groceries" with the text "milk, eggs"; "Calls" with the text "Ravi, the bank"'
    )
    typed = [s for s in steps if s.startswith("Type")]
    assert typed == [
        "Type 'Groceries' into the title field",
        "Type 'milk, eggs' into the body field",
        "Type 'Calls' into the title field",
        "Type 'Ravi, the bank' into the body field",
    ]
    assert steps.count("Start a new note") == 2
    assert "Check the note 'Groceries' is listed" in steps


@pytest.mark.parametrize(
    ("task", "length"),
    [
        ("In Simple Calendar Pro, make the event 'Team sync' on March 20 last two hours.", "120"),
        ("simple calendar: shorten Team sync to 20 minutes", "20"),
        ("my team sync on March 20 will take 1h15, update the calendar", "75"),
    ],
)
def test_an_event_made_to_last_a_length_keeps_its_start_and_sets_its_end(task: str, length: str) -> None:
    steps = plan(task)
    assert steps[1].lower() == "open the event 'team sync'"
    assert steps[2:4] == [f"Make the event last {length} minutes", "Save the event"]


@pytest.mark.parametrize(
    ("task", "typed"),
    [
        ("Change the servings of the recipe 'Chili' to 6 in Broccoli", "Type '6 servings' into the servings field"),
        (
            "Set the note of the expense Bakery to 'Paid in cash' in Pro Expense",
            "Type 'Paid in cash' into the note field",
        ),
        (
            "update the description for the event Yoga to 'Bring a mat' in Simple Calendar Pro",
            "Type 'Bring a mat' into the description field",
        ),
    ],
)
def test_one_text_field_of_a_named_entry_is_typed_over_in_its_form(task: str, typed: str) -> None:
    steps = plan(task)
    assert typed in steps and not any(s.startswith("Start a new") for s in steps)


@pytest.mark.parametrize(
    "task",
    [
        "Log these expenses in Pro Expense: Taxi home for $12.00 in Transportation; and Lunch for $8.50 in Food.",
        "Add the following expenses in Pro Expense: Taxi home for $12.00 in Transportation, Lunch for $8.50 in Food",
    ],
)
def test_expenses_listed_as_name_for_amount_in_category_are_each_made(task: str) -> None:
    steps = plan(task)
    assert [s for s in steps if s.startswith("Type") and "name field" in s] == [
        "Type 'Taxi home' into the name field",
        "Type 'Lunch' into the name field",
    ]
    assert "Choose 'Transportation' for the category field" in steps and "Choose 'Food' for the category field" in steps


@pytest.mark.parametrize(
    "task",
    [
        "In Markor, my note todo_3.md should only read: call the plumber",
        "replace all the text of the file todo_3.md with call the plumber (markor)",
        "In Markor, change the text of the note todo_3.md to 'call the plumber'. Make sure no other note is changed.",
    ],
)
def test_a_note_rewritten_whole_gets_the_new_text_under_its_own_name(task: str) -> None:
    steps = plan(task)
    assert steps[1].lower() == "open the note 'todo_3.md'"
    assert "Type 'call the plumber' into the body field" in steps
    assert not any(s.startswith(("Rename", "Start a new")) for s in steps)
