"""Requests said the way people say them around the helper apps (the twelfth people-phrased set's readings): the
request after its reason, money and days said in words, a mistyped verb, steps counted out, a note's text
unquoted, an expense's fields said loosely. Each reading is checked on wordings other than the set's own."""

from __future__ import annotations

import pytest

from mcp_agent.tools.next_step.intent.amounts import dollars
from mcp_agent.tools.next_step.intent.in_context import read_in_context
from tests.next_step.planning import plan

pytestmark = pytest.mark.unit


@pytest.mark.parametrize(
    ("task", "wanted"),
    [
        ("the wifi keeps dropping. turn it off", "Turn off wifi"),
        ("i dont need shopping.md anymore, remove it", "Delete the note 'shopping.md'"),
        ("there's an old invoice_12.pdf in my Download folder, delete it", "Delete the file 'invoice_12.pdf'"),
        ("I added Taxi ride to my expenses by mistake, please delete it", "Delete the expense 'Taxi ride'"),
        ("whats the newest recipe in broccoli? remove it", "Delete the newest recipe"),
        ("is bluetooth on? if not turn it on", "Turn on bluetooth"),
        ("my screen is too dark, max brightness pls", "Set brightness to max"),
        ("I'm going to bed — turn bluetooth off", "Turn off bluetooth"),
        ("the recipe app still has Pancakes, delete it", "Delete the recipe 'Pancakes'"),
        ("the note I just made in markor was wrong, delete it", "Delete the newest note"),
    ],
)
def test_a_request_after_its_reason_acts_on_what_the_reason_names(task: str, wanted: str) -> None:
    steps = plan(task)
    assert wanted in steps, steps


@pytest.mark.parametrize(
    "task",
    [
        "Budget review at 3pm - add it to my calendar",  # the entry said first: read as before
        "I missed a call, call back",  # "call back" needs the context: it is kept
        "those expenses are wrong, delete them: Fuel, Rent",  # "them" points ahead, to the list
        "Hana Novak sent me an address, pls forward it to Priya Suzuki",  # no shape says what "it" is
        "I think I entered some expenses twice. Can you get rid of the doubles?",  # "the doubles" needs the reason
        "there's a Fuel expense and a Rent expense, delete it",  # two things named: which one "it" is is not said
    ],
)
def test_a_context_that_says_nothing_definite_is_left_as_it_was(task: str) -> None:
    assert read_in_context(task) == task


def test_a_question_takes_the_app_said_after_it() -> None:
    assert read_in_context("How many people came to Budget sync? It's in my joplin notes.") == (
        "How many people came to Budget sync in Joplin?"
    )
    steps = plan("which sports did i do on march the eleventh? check opentracks")
    assert steps[0] == "Open OpenTracks" and '"first": "2030-03-11"' in steps[1], steps
    steps = plan("baking Lemon cake later - how much butter do I need? check joplin")
    assert '"subject": "Lemon cake"' in steps[1] and '"kind": "butter"' in steps[1], steps


@pytest.mark.parametrize(
    ("said", "written"),
    [
        ("436 bucks 78", "$436.78"),
        ("four hundred thirty-six dollars and seventy-eight cents", "$436.78"),
        ("twelve bucks fifty", "$12.50"),
        ("400.09 dollars", "$400.09"),
        ("ninety dollars", "$90"),
    ],
)
def test_money_said_in_words_is_an_amount(said: str, written: str) -> None:
    assert dollars(said) == written


@pytest.mark.parametrize(
    ("task", "row"),
    [
        (
            "i paid twenty-three dollars and forty cents for Taxi ride — log it under Transportation with the note Work trip",
            [
                "'Taxi ride' into the name",
                "'23.40' into the amount",
                "'Transportation' for the category",
                "'Work trip'",
            ],
        ),
        (
            "expenses: Lunch 12 bucks 50, Food, note Team",
            ["'Lunch' into the name", "'12.50' into the amount", "'Food' for the category", "'Team' into the note"],
        ),
        (
            "add an expense - name Gym, amount $30, category Health Care, note: Monthly. thanks!",
            ["'Gym' into the name", "'30' into the amount", "'Health Care' for the category", "'Monthly' into"],
        ),
    ],
)
def test_an_expense_said_loosely_fills_each_field(task: str, row: list[str]) -> None:
    steps = " | ".join(plan(task))
    assert all(part in steps for part in row), steps


def test_rows_with_amounts_in_dollars_are_each_an_expense() -> None:
    steps = plan("log these expenses: Boots $36.32 (Clothes, Trip); Milk 4.09 dollars (Food, Weekly)")
    assert "Type '4.09' into the amount field" in steps and "Type '36.32' into the amount field" in steps, steps


@pytest.mark.parametrize(
    ("task", "wanted"),
    [
        ("remvoe shopping.md from markor", "Delete the note 'shopping.md'"),
        ("could you delet todo.txt in markor?", "Delete the note 'todo.txt'"),
        ("wi fi off", "Turn off wifi"),
        ("make sure wifi's enabled", "Turn on wifi"),
        ("kill the bluetooth", "Turn off bluetooth"),
        ("turn wifi on and after that turn bluetooth off", "Turn off bluetooth"),
        ("first turn wifi off, second turn bluetooth on", "Turn on bluetooth"),
        ("expenses to delete: Fuel; Rent", "Delete the expense 'Rent'"),
        ("move todo.txt to the Archive dir", "Move the note 'todo.txt' to the folder 'Archive'"),
        ("broccoli - delete Pancakes pls", "Delete the recipe 'Pancakes'"),
        ("delete invoice_12.pdf (it's in Download) using the file manager", "Delete the file 'invoice_12.pdf'"),
        ("quick q: is Call mom in joplin a to-do? True or False", 'Answer from the list: {"done": null'),
        ("joplin: how many to-dos in Personal?", 'Answer from the list: {"done": null'),
        ("delete the 9:00 Team sync event on 19 march 2030", "Delete the event 'Team sync'"),
    ],
)
def test_loose_words_for_a_known_step(task: str, wanted: str) -> None:
    steps = plan(task)
    assert any(step.startswith(wanted) for step in steps), steps


def test_steps_counted_out_for_one_file_happen_in_that_file() -> None:
    steps = plan('two things for todo.txt: first add "Call Ana" as a new first line, second rename it todo_2.txt')
    assert steps[-3:] == ["Add 'Call Ana' to the top of the body field", "Save the note", "Rename it to 'todo_2.txt'"]


def test_a_notes_text_unquoted_after_with_the_text_ends_where_the_next_step_starts() -> None:
    steps = plan("make plan.md in markor with the text Pack the bags. Book a taxi. and then text it to +12165552636")
    assert "Type 'Pack the bags. Book a taxi' into the body field" in steps, steps
    assert "Dial" not in " ".join(steps) and any("+12165552636" in step for step in steps), steps
    # Without a file name it is not a note made under a name: the words are not taken as its text.
    assert "Type 'The report' into the body field" not in plan("reply to Sam with the text The report")


@pytest.mark.parametrize(
    ("task", "wanted"),
    [
        ("plan.md needs one more line at the end: “Call Ana.”", "Add 'Call Ana.' to the bottom of the body field"),
        (
            "open plan.md and at the top add the line Call Ana first",
            "Add 'Call Ana first' to the top of the body field",
        ),
    ],
)
def test_a_line_a_note_needs_is_added_to_it(task: str, wanted: str) -> None:
    assert wanted in plan(task)


@pytest.mark.parametrize(
    ("task", "name", "songs"),
    [
        (
            "can you make me a playlist called Focus? tracks: Low Tide, Paper Planes",
            "Focus",
            ["Low Tide", "Paper Planes"],
        ),
        (
            "new retro music playlist, name: Run 5, songs: Echo Park and Golden Hour",
            "Run 5",
            ["Echo Park", "Golden Hour"],
        ),
        ("make a Road Trip playlist with Low Tide and Echo Park", "Road Trip", ["Low Tide", "Echo Park"]),
    ],
)
def test_a_playlist_named_and_listed_loosely(task: str, name: str, songs: list[str]) -> None:
    steps = plan(task)
    assert all(f"Add '{song}' to the playlist '{name}'" in steps for song in songs), steps


def test_a_recipe_field_said_inside_another_is_taken_out_of_it() -> None:
    steps = plan("save a recipe for me: Pancakes. description Fluffy, 3 servings, takes 20 mins, from cookbook.")
    assert "Type 'Fluffy' into the description field" in steps, steps
    assert any("'3 servings'" in step for step in steps) and any("'20 mins'" in step for step in steps), steps


def test_a_sign_off_is_dropped_but_never_from_words_to_send() -> None:
    assert plan("i want to use my headphones so switch bluetooth on thx")[-1] == "Turn on bluetooth"
    assert "Type 'got it thx'" in plan("text Sam: got it thx")
    assert "Type 'Got it. Thanks!'" in plan("reply to Ben: Got it. Thanks!")


def test_the_ones_are_entries_of_what_the_context_names_of_the_kind_their_app_keeps() -> None:
    steps = plan("there's a meals.txt in markor - add the ones that take 20 mins to prepare into the recipe app")
    assert steps[0] == "Open Markor" and any("meals.txt" in step for step in steps), steps
    # Where they go does not say what they are: not read.
    task = "there's a meals.txt in markor - add the ones that take 20 mins to broccoli"
    assert read_in_context(task) == task
