"""Edits of the records people keep, in wordings other than the suite's own jobs: an entry's fields named with
their new values (field_edits.py), an event moved to another day (event_days.py), a to-do ticked off (task_marks.py,
steps_marking.py), a note renamed and rewritten at once, a line replaced, a folder made with a note in it, a note's
text copied, several recipes or expenses given as data; and an event looked for in the months ahead."""

from __future__ import annotations

from datetime import date

import pytest

from mcp_agent.tools.next_step import planner
from mcp_agent.tools.next_step.contract import AgentStepArguments, AgentStepResult
from mcp_agent.tools.next_step.intent import plan_for, read_task
from mcp_agent.tools.next_step.intent.fields import read_rows
from mcp_agent.tools.next_step.turn import Turn

pytestmark = pytest.mark.unit

TODAY = date(2030, 3, 14)  # a Thursday


def plan(task: str) -> list[str]:
    return plan_for(read_task(task, {}, TODAY))


def step(task: str, screen: str, subgoals: list[str], current: int = 1) -> AgentStepResult:
    arguments = AgentStepArguments.model_validate(
        {"task": task, "screen_description": screen, "step_count": 3, "plan": subgoals, "current_subgoal": current}
    )
    return planner.decide(Turn.read(arguments))


@pytest.mark.parametrize(
    ("task", "changes"),
    [
        (
            "update the note on the Taxi expense to 'Airport run' in pro expense",
            ["Type 'Airport run' into the note field"],
        ),
        ("the Groceries expense needs the note 'weekly shop'", ["Type 'weekly shop' into the note field"]),
        (
            "pro expense - correct the Taxi expense: cost $31.20 and category Transportation",
            ["Type '31.20' into the amount field", "Choose 'Transportation' for the category field"],
        ),
        (
            "edit the recipe Chili in broccoli: servings 6, prep time 45 mins",
            ["Type '6 servings' into the servings field", "Type '45 mins' into the preparation time field"],
        ),
        ("the location of Team sync should be Room 12 in my calendar", ["Type 'Room 12' into the location field"]),
        ("Team sync happens in the Blue room (simple calendar)", ["Type 'the Blue room' into the location field"]),
    ],
)
def test_an_entrys_fields_are_named_with_their_new_values(task: str, changes: list[str]) -> None:
    steps = plan(task)
    assert steps[2:-2] == changes
    assert steps[-2].startswith("Save the ") and steps[-1].endswith("is listed")


@pytest.mark.parametrize(
    ("task", "who", "change"),
    [
        ("change Ben Carter's phone to 212 555 0199", "Ben Carter", "Type '212 555 0199' into the phone field"),
        (
            "Alice Romero got a new phone number: 917-555-0123",
            "Alice Romero",
            "Type '917-555-0123' into the phone field",
        ),
        (
            "Ben Carter's email is ben@carter.io, add it to contacts",
            "Ben Carter",
            "Type 'ben@carter.io' into the email field",
        ),
        ("use ben@carter.io as Ben Carter's email", "Ben Carter", "Type 'ben@carter.io' into the email field"),
    ],
)
def test_a_contact_is_opened_and_its_number_or_email_typed(task: str, who: str, change: str) -> None:
    assert plan(task) == [
        "Open Contacts",
        f"Open the contact '{who}'",
        change,
        "Save the contact",
        f"Check the contact '{who}' is listed",
    ]


@pytest.mark.parametrize(
    "task",
    [
        "Hana Suzuki's number is +19705551889, save it to contacts",
        "Hana Suzuki got a new phone, number is +19705551889, add to contacts",
    ],
)
def test_a_number_said_for_someone_is_still_a_new_contact(task: str) -> None:
    assert plan(task)[1] == "Start a new contact"  # who may not be in the contacts yet: no edit is guessed


@pytest.mark.parametrize(
    ("task", "day", "opened"),
    [
        ("reschedule Book club to next Tuesday in simple calendar", "2030-03-19", "Open the event 'Book club'"),
        ("Team sync moved to Friday (simple calendar)", "2030-03-15", "Open the event 'Team sync'"),
        (
            "calendar: shift Tax advisor from April 2 to April 9, same time",
            "2030-04-09",
            "Open the event 'Tax advisor' on 2030-04-02",
        ),
    ],
)
def test_an_event_is_moved_to_another_day_keeping_its_time(task: str, day: str, opened: str) -> None:
    steps = plan(task)
    assert steps[1:3] == [opened, f"Type '{day}' into the date field"]
    assert steps[-1].endswith(f"is listed at {day}")
    assert not any("time field" in s for s in steps)


@pytest.mark.parametrize(
    ("task", "was", "day"),
    [
        ("move Car service from the 25th to the 19th, same time", "2030-03-25", "2030-03-19"),
        ("reschedule Piano lesson from the 3rd to the 5th, keep the time", "2030-03-03", "2030-03-05"),
        ("push Team lunch from Friday to next Monday", "2030-03-15", "2030-03-18"),
        ("shift Tax advisor from April 2 to April 9", "2030-04-02", "2030-04-09"),
    ],
)
def test_a_thing_moved_from_one_day_to_another_is_an_event_though_none_is_named(task: str, was: str, day: str) -> None:
    steps = plan(task)
    assert steps[0] == "Open Simple Calendar Pro"
    assert steps[2] == f"Type '{day}' into the date field"
    assert steps[1].endswith(f"on {was}") and steps[-1].endswith(f"is listed at {day}")
    assert not any(s.startswith("Start a new") for s in steps)


@pytest.mark.parametrize(
    ("task", "day"),
    [
        ("move Gym to the 20th", "2030-03-20"),
        ("push Book club to the 22nd, same time", "2030-03-22"),
        ("reschedule Haircut to Friday", "2030-03-15"),
    ],
)
def test_a_name_moved_to_a_day_is_an_event_moved_not_one_made(task: str, day: str) -> None:
    steps = plan(task)
    assert steps[0] == "Open Simple Calendar Pro" and steps[2] == f"Type '{day}' into the date field"
    assert not any(s.startswith("Start a new") for s in steps)


@pytest.mark.parametrize(
    "task",
    [
        "move report.pdf from Downloads to Documents",
        "move the photo beach.jpg from Camera to Pictures",
        "move report.pdf to Documents",
        "move Budget.md to Archive",
        # A task moved to another day is the to-do list's, not the calendar's.
        "move my task Pay rent to Friday",
        "push the Call bank to-do to tomorrow",
    ],
)
def test_a_thing_moved_between_places_is_no_event(task: str) -> None:
    assert not any("date field" in s for s in plan(task))


def test_a_note_moved_to_a_folder_is_not_an_event() -> None:
    assert not any("date field" in s for s in plan("move the note trip.md to the Archive folder in Markor"))


MONTH = """[0] TextView "March 2030"
[1] ImageButton "Previous month"
[2] ImageButton "Next month"
[3] List "Events"
  [4] ListItem "Gym" value="Tue, Mar 12, 2030 · 07:00 – 08:00"
[5] ImageButton "New event\""""


def test_an_event_not_in_this_month_is_looked_for_in_the_next_ones() -> None:
    subgoals = ["Open Simple Calendar Pro", "Open the event 'Book club'", "Save the event"]
    paged = step("move Book club to April 9 in simple calendar", MONTH, subgoals)
    assert (paged.action, paged.target_index) == ("tap", 2)
    hinted = step(
        "x", MONTH, ["Open Simple Calendar Pro", "Open the event 'Book club' on 2030-02-20", "Save the event"]
    )
    assert (hinted.action, hinted.target_index) == ("tap", 1)  # the month the task says it is on


@pytest.mark.parametrize(
    ("task", "name", "state"),
    [
        ("check off 'Call the bank' in Tasks", "Call the bank", "done"),
        ("mark Pay electricity bill done in tasks", "Pay electricity bill", "done"),
        ("complete the task Book flights", "Book flights", "done"),
        ("I've finished the task Clean the fridge, tick it off", "Clean the fridge", "done"),
        ("untick Book flights in tasks", "Book flights", "not done"),
    ],
)
def test_a_todo_is_ticked_off_by_its_title(task: str, name: str, state: str) -> None:
    assert plan(task) == ["Open Tasks", f"Mark the task '{name}' {state}"]


TASKS = """[0] TextView "My Tasks"
[1] List "Tasks" scrollable
  [2] CheckBox "Book flights" unchecked value="Due Fri, Mar 15, 2030 · High priority"
  [3] CheckBox "Call the bank" checked value="Due Sat, Mar 16, 2030 · Low priority\""""


def test_a_todos_box_is_tapped_only_when_it_does_not_show_the_state_asked() -> None:
    ticked = step("tick off Book flights in tasks", TASKS, ["Open Tasks", "Mark the task 'Book flights' done"])
    assert (ticked.action, ticked.target_index) == ("tap", 2)
    already = step("tick off Call the bank in tasks", TASKS, ["Open Tasks", "Mark the task 'Call the bank' done"])
    assert already.action == "done"  # never tapped back to not done


@pytest.mark.parametrize(
    ("task", "body", "name"),
    [
        ("rename a_1.md to b_2.md in markor and make it say Pack the tent", "Pack the tent", "b_2.md"),
        (
            "plan.md should be renamed to trip.md in markor, and its text should be: Leave at six",
            "Leave at six",
            "trip.md",
        ),
    ],
)
def test_a_note_is_rewritten_then_renamed(task: str, body: str, name: str) -> None:
    steps = plan(task)
    assert steps[2:] == [f"Type '{body}' into the body field", "Save the note", f"Rename it to '{name}'"]


def test_a_line_of_a_note_is_replaced_as_words_are() -> None:
    assert plan("in notes.md swap the line 'Buy milk' for 'Buy oat milk' (markor)")[1:3] == [
        "Open the note 'notes.md'",
        "Replace 'Buy milk' with 'Buy oat milk' in the body field",
    ]
    # The old line inside the new one ("Return the drill" -> "Return the drill and the ladder") is replaced once.
    editor = '[0] TextView "a.md"\n[1] EditText "Note text" focused value="Stamps\\\\nReturn the drill\\\\nCall Kofi"'
    subgoals = [
        "Open Markor",
        "Open the note 'a.md'",
        "Replace 'Return the drill' with 'Return the drill and ladder' in the body field",
    ]
    typed = step("x", editor, subgoals, current=2)
    assert typed.text_to_type == "Stamps\nReturn the drill and ladder\nCall Kofi"
    done = editor.replace("Return the drill", "Return the drill and ladder")
    assert step("x", done, [*subgoals, "Save the note"], current=2).advance_subgoal


def test_a_folder_is_made_and_a_note_put_in_it() -> None:
    steps = plan("create a folder called Trips in markor and a note plan.md inside it saying Pack light")
    assert steps[:5] == ["Open Markor", "Start a new folder", "Type 'Trips' into the title field", "Save the folder",
                         "Check the folder 'Trips' is listed"]  # fmt: skip
    assert steps[5:8] == ["Open Markor", "Open the folder 'Trips'", "Start a new note"]
    assert "Type 'Pack light' into the body field" in steps


@pytest.mark.parametrize(
    "task", ["make a copy of a.md called b.md in markor", "copy what a.md says into a new note named b.md (markor)"]
)
def test_a_notes_text_is_read_and_typed_into_a_new_note(task: str) -> None:
    steps = plan(task)
    assert steps[1:3] == ["Open the note 'a.md'", "Remember the text as «text 1»"]
    assert "Type '«text 1»' into the body field" in steps and steps[-1] == "Check the note 'b.md' is listed"


def test_recipes_given_as_blocks_or_with_their_details_in_brackets() -> None:
    blocks = (
        "Title: Soup\nServings: 2 servings\nDirections: Boil.\n\nTitle: Salad\nServings: 1 serving\nDirections: Toss."
    )
    assert read_rows("add these to broccoli:\n" + blocks)[1] == {
        "title": "Salad",
        "servings": "1 serving",
        "directions": "Toss.",
    }
    indented = "Recipe: Soup\n servings: 2 servings\n\nRecipe: Salad\n servings: 1 serving"
    assert read_rows("rows:\n" + indented)[0]["title"] == "Soup"  # "Kind: title" over indented fields, as before
    steps = plan(
        "add two recipes to broccoli: Soup (light, serves 2, 15 mins; ingredients: leeks; directions: Boil.) and "
        "Salad (fresh, serves 3, 5 mins; ingredients: leaves; directions: Toss.)"
    )
    assert steps.count("Start a new recipe") == 2
    assert {"Type 'Salad' into the title field", "Type '3 servings' into the servings field"} <= set(steps)


def test_expenses_as_rows_under_a_header_said_in_the_request() -> None:
    task = "pro expense, log these (name | amount | category | note):\n- Lunch | 12.00 | Food | Card\n- Bus | 2.50 | Transportation | Cash"
    steps = plan(task)
    assert steps.count("Start a new expense") == 2
    assert "Type 'Cash' into the note field" in steps and "Choose 'Transportation' for the category field" in steps
    said = plan("log in pro expense: $9.00 for popcorn (Entertainment, note: cinema), $3.00 for coffee (Food)")
    assert said.count("Start a new expense") == 2 and "Type 'cinema' into the note field" in said


@pytest.mark.parametrize(
    ("task", "opened", "changes"),
    [
        (
            "pro expense: Bakery should be $4.20 and filed under Food",
            "Open the expense 'Bakery'",
            ["Type '4.20' into the amount field", "Choose 'Food' for the category field"],
        ),
        (
            "Kofi Novak switched phones, new one: 646 555 0112",
            "Open the contact 'Kofi Novak'",
            ["Type '646 555 0112' into the phone field"],
        ),
        (
            "Chili in broccoli: set the instructions to: Stir often",
            "Open the recipe 'Chili'",
            ["Type 'Stir often' into the directions field"],
        ),
        (
            "Book club is held in Room 2 now, change the location (calendar)",
            "Open the event 'Book club'",
            ["Type 'Room 2' into the location field"],
        ),
    ],
)
def test_changes_said_as_facts_or_corrections(task: str, opened: str, changes: list[str]) -> None:
    steps = plan(task)
    assert steps[1] == opened and steps[2:-2] == changes


@pytest.mark.parametrize(
    ("task", "expected"),
    [
        ("I'm done with Clean the fridge (tasks)", ["Open Tasks", "Mark the task 'Clean the fridge' done"]),
        ("save b.md as a copy of a.md in markor", "Open the note 'a.md'"),
        ("fix a.md in markor - new name b.md, new text Buy bread", "Rename it to 'b.md'"),
    ],
)
def test_more_ways_of_saying_a_todo_done_a_copy_or_a_new_name_and_text(task: str, expected: object) -> None:
    steps = plan(task)
    assert steps == expected if isinstance(expected, list) else expected in steps
