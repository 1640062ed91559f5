"""Forms met in the first run of people set 47 (the record apps), tested in other wordings: a count asked as a bare
"number of …", a note's text followed by "then text it to …", a recipe's ingredients ended by a sentence that starts
the directions, verbs left out or said last ("a.pdf from downloads to documents", "X starts when", "A and B, remove
them"), a rename or a move said as news ("X is Y now", "X is moving to …"), a to-do headed by its kind, contacts
with their labels in brackets, a line of a note changed by an arrow, a span of days with a dash, a repetition "for
ever", a day then an hour with no "at" ("april 2 9am"), and a folder made with a note in it (the notes app's)."""

from __future__ import annotations

from datetime import date

import pytest

from mcp_agent.tools.next_step.intent import plan_for
from mcp_agent.tools.next_step.intent.reader import read_task

pytestmark = pytest.mark.unit

TODAY = date(2030, 3, 14)


def plan(text: str) -> list[str]:
    return plan_for(read_task(text, None, TODAY))


@pytest.mark.parametrize(
    ("text", "source"), [("no of expenses in food?", '"source": "expenses"'), ("number of pngs in pictures", '".png"')]
)
def test_a_bare_number_of_is_a_count(text: str, source: str) -> None:
    steps = plan(text)
    assert '"mode": "count"' in steps[-1] and source in steps[-1]


def test_a_bare_number_of_a_count_is_no_new_event() -> None:
    steps = plan("no of events april 2")
    assert steps == ["Open Calendar", "Answer from the agenda: count 2030-04-02 2030-04-02 00:00 23:59 | "]


def test_no_of_before_no_plural_is_left_as_said() -> None:
    assert plan("number of the last caller") == plan("number of the last caller")  # read, never a count of "the"
    assert not any('"mode": "count"' in step for step in plan("number of the last caller"))


def test_sharing_a_note_said_after_its_text_is_a_step_of_its_own() -> None:
    steps = plan("new note plan.md: Pack the tent and stove. then send it to +13105550199")
    assert "Type 'Pack the tent and stove' into the body field" in steps
    assert steps[-3:] == [
        "Open the conversation with +13105550199",
        "Type 'Pack the tent and stove'",
        "Send the message",
    ]


def test_a_then_inside_a_notes_text_stays_in_it() -> None:
    assert "Type 'Buy eggs, then milk' into the body field" in plan("note a.md: Buy eggs, then milk")


def test_a_sentence_that_starts_with_what_to_do_starts_the_directions() -> None:
    steps = plan(
        "add a recipe: Pancakes, Sunday breakfast, 4 servings, prep 15 mins, from mum, eggs, milk, flour. Whisk and "
        "fry in butter."
    )
    assert "Type 'eggs, milk, flour' into the ingredients field" in steps
    assert "Type 'Whisk and fry in butter' into the directions field" in steps


def test_a_file_moved_with_the_verb_unsaid() -> None:
    assert plan("cookbook.pdf from downloads into documents")[1:] == [
        "Open the folder 'Download'",
        "Move the file 'cookbook.pdf' to the folder 'Documents'",
    ]


def test_when_an_event_begins_asked_last() -> None:
    assert plan("dentist appointment on the 20th begins when")[-1].startswith(
        "Answer from the agenda: time 2030-03-20 2030-03-20"
    )


def test_a_categorys_total_asked_as_a_noun_phrase() -> None:
    steps = plan("food expenses total?")
    assert '"mode": "money"' in steps[-1] and '"kind": "food"' in steps[-1]


def test_records_said_first_then_removed_as_them() -> None:
    assert plan("the Taxi and Bakery expenses, remove them")[1:] == [
        "Delete the expense 'Taxi'",
        "Delete the expense 'Bakery'",
    ]


def test_got_anything_asks_the_agenda() -> None:
    assert plan("got anything on march 30 at 10am?")[-1].startswith("Answer from the agenda: titles_or_no 2030-03-30")


def test_whats_left_to_do_asks_the_tasks_not_done() -> None:
    steps = plan("what's still left to do for march 20")
    assert steps[0] == "Open Tasks" and '"done": false' in steps[1] and '"first": "2030-03-20"' in steps[1]


def test_whatever_i_have_on_a_day_is_that_days_event() -> None:
    assert plan("shift whatever i have on the 24th to 9am")[1:3] == [
        "Open the event showing '2030-03-24'",
        "Type '09:00' into the time field",
    ]


@pytest.mark.parametrize(
    ("text", "opened", "typed"),
    [
        ("Team sync on 28 march is Budget review now, rename it", "Open the event 'Team sync'", "Budget review"),
        (
            "the 3 servings recipe is now called Weeknight risotto",
            "Open the recipe showing '3 servings'",
            "Weeknight risotto",
        ),
    ],
)
def test_a_new_name_said_as_what_it_is_now(text: str, opened: str, typed: str) -> None:
    steps = plan(text)
    assert opened in steps and f"Type '{typed}' into the title field" in steps


def test_an_expenses_amount_and_category_said_as_what_it_really_is() -> None:
    steps = plan("Cinema expence is actually 12.50 and it is entertainment, fix that")
    assert steps[1:4] == [
        "Open the expense 'Cinema'",
        "Type '12.50' into the amount field",
        "Choose 'Entertainment' for the category field",
    ]


def test_a_to_do_headed_by_its_kind_with_a_due_day_and_notes() -> None:
    assert plan("todo: Pay the rent, due friday, note landlord wants cash")[:5] == [
        "Open Tasks",
        "Start a new task",
        "Type 'Pay the rent' into the title field",
        "Type 'landlord wants cash' into the description field",
        "Type '2030-03-15' into the date field",
    ]


def test_a_note_made_with_whatever_another_says() -> None:
    steps = plan("plan.md - new note, whatever draft.md says")
    assert steps[1] == "Open the note 'draft.md'" and "Type 'plan.md' into the title field" in steps


def test_contacts_with_their_labels_in_brackets() -> None:
    steps = plan("save Omar Haddad +14155550123 (mobile) and Ana Silva +14155550188 (work) to contacts")
    assert "Choose 'Mobile' for the phone label field" in steps and "Type '+14155550188' into the phone field" in steps
    assert steps.count("Start a new contact") == 2


def test_a_message_kept_as_a_note_by_an_arrow() -> None:
    steps = plan("Omar Haddad's last message -> new note keep.md")
    assert steps[1:3] == ["Open the conversation with Omar Haddad", "Remember the last message"]
    assert "Type 'keep.md' into the title field" in steps


@pytest.mark.parametrize(
    ("text", "where"),
    [("todo.md, new first line: Call the vet", "top"), ("todo.md - new last line: Call the vet", "bottom")],
)
def test_a_new_first_or_last_line_of_a_note(text: str, where: str) -> None:
    assert f"Add 'Call the vet' to the {where} of the body field" in plan(text)


def test_a_line_changed_by_an_arrow() -> None:
    assert "Replace 'eggs' with 'a dozen eggs' in the body field" in plan("shopping.md: eggs -> a dozen eggs")


def test_a_span_of_days_with_a_dash() -> None:
    assert plan("whats on 2nd-4th april")[-1].startswith("Answer from the agenda: titles 2030-04-02 2030-04-04")


def test_a_move_said_as_news() -> None:
    assert plan("the dentist is moving to march 28 (from the 21st)")[1:3] == [
        "Open the event 'dentist' on 2030-03-21",
        "Type '2030-03-28' into the date field",
    ]


def test_a_folder_said_first_then_the_note_made_in_it() -> None:
    assert plan("in Archive write old_ideas.md saying Nothing here yet")[:4] == [
        "Open Markor",
        "Open the folder 'Archive'",
        "Start a new note",
        "Type 'old_ideas.md' into the title field",
    ]


def test_a_folder_made_with_a_note_in_it_is_the_notes_apps() -> None:
    steps = plan("create a Travel folder with packing.md inside: passport, charger")
    assert steps[:2] == ["Open Notes", "Start a new folder"]
    assert "Type 'passport, charger' into the body field" in steps


def test_a_repetition_for_ever_and_a_day_then_an_hour() -> None:
    steps = plan("Standup on april 2 9am, 15 min, weekly indefinitely")
    assert "Type '09:00' into the time field" in steps and "Choose 'Weekly' for the repetition field" in steps


def test_a_day_then_an_hour_is_never_minutes_past() -> None:
    steps = plan("Piano lesson april 8 12pm, 60 min")
    assert "Type '2030-04-08' into the date field" in steps and "Type '12:00' into the time field" in steps


def test_with_written_short() -> None:
    assert '"kind": "eggs"' in plan("recipes w/ eggs?")[-1]


def test_an_app_said_first_is_no_folder() -> None:
    steps = plan("In the Markor app, write a new note ideas_3.md that says: Call the plumber.")
    assert steps[:2] == ["Open Markor", "Start a new note"]


def test_a_new_name_said_as_what_it_really_is() -> None:
    steps = plan("the $12.50 expense is really Taxi home, rename it")
    assert "Type 'Taxi home' into the name field" in steps
