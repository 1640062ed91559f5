"""A field said outright — after its label ("note: X", ", category Food") or aside in brackets after an entry's
name — is never dropped when the entry is made: it joins the entry wherever it was said (after the verb's clause,
after another clause), an aside becomes the field it most plausibly is for that kind of entry, and what is still
unplaced stops a fresh plan with a question naming it. A range of hours is when an event starts and how long it
lasts."""

from __future__ import annotations

import datetime

import pytest

from mcp_agent.tools.next_step.intent import Goal, plan_for, read_task
from mcp_agent.tools.next_step.intent.said_fields import asides, labelled_fields
from mcp_agent.tools.next_step.placed_fields import unplaced_field
from mcp_agent.tools.next_step.said_values import GO_AHEAD, doubt_about
from mcp_agent.tools.next_step.session import AgentSession
from mcp_agent.tools.next_step.time_ranges import time_range
from mcp_agent.tools.next_step.turn import STOP
from tests.next_step.test_planner import HOME_SCREEN, decide, step

pytestmark = pytest.mark.unit
TODAY = datetime.date(2030, 3, 14)


def plan(task: str) -> list[str]:
    return plan_for(read_task(task, today=TODAY))


def doubt(task: str) -> str | None:
    goal = read_task(task, today=TODAY)
    found = doubt_about(task, goal, plan_for(goal))
    return found.question if found is not None else None


@pytest.mark.parametrize(
    ("said", "start", "minutes"),
    [
        ("Friday 14:00-15:30 Dentist", "14:00", 90),
        ("tomorrow 7-8am run", "7am", 60),
        ("tomorrow 9am to 10:45 workshop", "9am", 105),
        ("on Monday from 16:00 till 16:45", "16:00", 45),
        ("next Tuesday 10–11 planning", "10:00", 60),
        ("saturday 11-1pm brunch", "11am", 120),
        ("between 9 and 9:30 on Friday", "9:00", 30),
        ("at 10pm-1am party", "10pm", 180),
    ],
)
def test_a_range_of_hours_is_when_it_starts_and_how_long_it_lasts(said: str, start: str, minutes: int) -> None:
    found = time_range(said)
    assert found is not None and (found.start, found.minutes) == (start, minutes)


@pytest.mark.parametrize(
    "said",
    ["list my events Apr 3-5", "events on 2030-03-18", "call 555-1234", "it takes 10-15 minutes", "add 2 to 3 eggs"],
)
def test_days_dates_numbers_and_counts_are_no_range_of_hours(said: str) -> None:
    assert time_range(said) is None


@pytest.mark.parametrize(
    ("task", "subgoals"),
    [
        (
            "Piano lesson friday 17:00-18:00 (bring the sheet music), add it to my calendar",
            ["Type 'Piano lesson' into the title field", "Type 'bring the sheet music' into the description field",
             "Type '17:00' into the time field", "Type '18:00' into the end time field"],
        ),
        (
            "add Team sync tomorrow 9-10am to my calendar, location: Room 4B",
            ["Type 'Team sync' into the title field", "Type 'Room 4B' into the location field",
             "Type '09:00' into the time field", "Type '10:00' into the end time field"],
        ),
        (
            "new event Lunch tomorrow at noon, place: Cafe Lumen, note: bring the voucher",
            ["Type 'Lunch' into the title field", "Type 'Cafe Lumen' into the location field",
             "Type 'bring the voucher' into the description field"],
        ),
        (
            "add Dentist friday 14:00-15:30 to my calendar, description x-rays",  # the day ends the title
            ["Type 'Dentist' into the title field", "Type 'x-rays' into the description field"],
        ),
        (
            "schedule Haircut on Thursday from 16:00 till 16:45 in my calendar, notes: ask for Maria",
            ["Type 'Haircut' into the title field", "Type 'ask for Maria' into the description field",
             "Type '16:45' into the end time field"],
        ),
    ],
)  # fmt: skip
def test_an_events_labelled_fields_aside_and_range_join_it(task: str, subgoals: list[str]) -> None:
    made = plan(task)
    assert all(subgoal in made for subgoal in subgoals), made
    assert doubt(task) is None


@pytest.mark.parametrize(
    ("task", "subgoals"),
    [
        (
            "I spent $7.20 on Sandwich (Food), put it in my expenses, memo: quick lunch",
            ["Choose 'Food' for the category field", "Type 'quick lunch' into the note field"],
        ),
        (
            "I paid $12.40 for Taxi (Transportation), add it to my expenses, comment: airport run",
            ["Type 'Taxi' into the name field", "Type 'airport run' into the note field"],
        ),
        # An aside that names no category expense apps have is the expense's note.
        ("I spent $30 on Gift card (Birthday) - add it to my expenses", ["Type 'Birthday' into the note field"]),
        (
            "log $9.99 for Netflix (Entertainment, Subscription) in my expenses",
            ["Choose 'Entertainment' for the category field", "Type 'Subscription' into the note field"],
        ),
    ],
)
def test_an_expenses_note_and_aside_join_it(task: str, subgoals: list[str]) -> None:
    made = plan(task)
    assert all(subgoal in made for subgoal in subgoals), made
    assert doubt(task) is None


@pytest.mark.parametrize(
    ("task", "subgoals"),
    [
        (
            "add Leo Marsh to my contacts with number +1 212 555 0143, label: Mobile",
            ["Type '+1 212 555 0143' into the phone field", "Choose 'Mobile' for the phone label field"],
        ),
        (
            "add Ana Reyes to my contacts, phone +1 415 555 0101, label: Home",
            ["Type '+1 415 555 0101' into the phone field", "Choose 'Home' for the phone label field"],
        ),
        (
            "add a recipe called Pancakes to broccoli, servings 4, description: fluffy and quick",
            ["Type 'Pancakes' into the title field", "Type '4 servings' into the servings field",
             "Type 'fluffy and quick' into the description field"],
        ),
        (
            "new recipe in broccoli\ntitle Lentil soup\nservings 3 servings\ningredients lentils, onion, cumin",
            ["Type 'Lentil soup' into the title field", "Type 'lentils, onion, cumin' into the ingredients field"],
        ),
    ],
)  # fmt: skip
def test_a_contacts_and_a_recipes_labelled_fields_join_them(task: str, subgoals: list[str]) -> None:
    made = plan(task)
    assert all(subgoal in made for subgoal in subgoals), made


@pytest.mark.parametrize(
    ("task", "named"),
    [
        ("make a note called Ideas (work stuff) in markor", "(work stuff)"),  # a note's aside: unclear which field
        ("add a recipe called Porridge (breakfast) to broccoli", "(breakfast)"),
        ("I spent $15 on Lunch (Food), add it to my expenses, category: Social", "category: Social"),  # said twice
        ("create a note called Groceries in markor with the text milk and eggs, title: Shopping", "title: Shopping"),
        # An edit the rules read as its subgoals: the note is not typed into the new name.
        ("in pro expense, rename the expense of $49.50 to Parking, note: paid cash", "note: paid cash"),
    ],
)
def test_a_field_no_reading_places_is_named_in_a_question(task: str, named: str) -> None:
    question = doubt(task)
    assert question is not None and f'"{named}"' in question


@pytest.mark.parametrize(
    ("task", "goal", "unplaced"),
    [
        (
            "I spent $58 on Groceries (Food), add it to my expenses, note: weekly shop",
            Goal("create", obj="expense", rows=((("name", "Groceries"), ("amount", "58"), ("category", "Food")),)),
            "note: weekly shop",
        ),
        (
            "tomorrow 8am Gym (leg day), put it in my calendar",
            Goal("create", obj="event", title="Gym (leg day)", fields=(("title", "Gym (leg day)"),)),
            "(leg day)",  # an aside kept in brackets inside the title is not placed
        ),
        (
            "new event Lunch tomorrow at noon, place: Cafe Lumen",
            Goal("create", obj="event", title="Cafe Lumen", fields=(("title", "Cafe Lumen"),)),
            "place: Cafe Lumen",  # read as the title, not as the place its label names
        ),
        (
            "tomorrow 8am Gym (leg day), put it in my calendar",
            Goal("create", obj="event", title="Gym", fields=(("title", "Gym"), ("description", "leg day"))),
            None,
        ),
        (
            "log these in pro expense (name, amount, category): Taxi, $12, Transportation; Lunch, $9.50, Food",
            Goal(
                "create",
                obj="expense",
                rows=(
                    (("name", "Taxi"), ("amount", "12"), ("category", "Transportation")),
                    (("name", "Lunch"), ("amount", "9.50"), ("category", "Food")),
                ),
            ),
            None,  # the order the values come in is no value
        ),
        (
            "new recipe in broccoli. Title: Flatbread. Prep time: 15 mins",
            Goal("create", obj="recipe", rows=((("title", "Flatbread"), ("preparation time", "15 mins")),)),
            None,  # the field as the reader keys it, however spelled
        ),
        (
            "make a folder Tax 2030 and put return.pdf (from Download) in it",  # where it is now: which, not a field
            Goal("create", obj="folder", title="Tax 2030", then=(Goal("move", value="Tax 2030"),)),
            None,
        ),
        (
            "new folder Tax 2030 (for Accounting), then move return.pdf there",  # a purpose is no locator
            Goal("create", obj="folder", title="Tax 2030", then=(Goal("move", value="Tax 2030"),)),
            "(for Accounting)",
        ),
        (
            "what time is my Dentist on March 26? (24-hour clock, like 14:30)",  # how to answer, where nothing is made
            Goal("agenda", extra=("Open Calendar", "Read the start time of Dentist on 2030-03-26")),
            None,
        ),
    ],
)
def test_every_labelled_and_bracketed_field_is_a_value_of_the_goal_or_named(
    task: str, goal: Goal, unplaced: str | None
) -> None:
    assert unplaced_field(task, goal) == unplaced


def test_labelled_fields_and_asides_are_found_outside_quotes_and_area_codes() -> None:
    said = "add Mo (415) 555-0101 to contacts, label Work, note: 'call after 6 (not before)' (old friend)"
    assert [(f.label, f.value) for f in labelled_fields(said)] == [
        ("label", "Work"),
        ("note", "call after 6 (not before)"),
    ]
    assert [aside.value for aside in asides(said)] == ["old friend"]


def test_the_agent_asks_before_saving_an_entry_without_a_field_it_did_not_place_and_goes_ahead_when_told() -> None:
    task = "create a note called Plans (for the weekend) in my notes app"
    first = decide(task, HOME_SCREEN)
    assert first.action == "ask_user" and first.options == [GO_AHEAD, STOP]
    assert '"(for the weekend)"' in (first.question or "")
    session = AgentSession(task=task)
    session.apply(first)
    session.answer(GO_AHEAD)
    following = step(session, HOME_SCREEN + '\n[4] ImageButton "Notes"')
    assert following.action != "ask_user"


def test_an_hour_said_only_as_a_part_of_the_day_is_not_guessed() -> None:
    assert read_task("add Dinner with Ana saturday evening to my calendar", today=TODAY).intent != "create"
    made = plan("add Dinner with Ana saturday at 8 in the evening to my calendar")
    assert "Type '20:00' into the time field" in made
