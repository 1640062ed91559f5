"""Requests about kept records in wordings other than the suite's jobs (app_jobs_record_requests.py): a line added
to a note (no blank line unless said, the note's line breaks kept), a note that "belongs in" another folder, the
total of the expenses of one name, two changes to one entry in one breath (paired_edits.py), an event's new time
said as a fact (event_facts.py), a rename that names no app but an event's kind of name."""

from __future__ import annotations

from datetime import date

import pytest

from mcp_agent.tools.next_step import planner
from mcp_agent.tools.next_step.answering.question import PLAN_PREFIX, Question, question_plan
from mcp_agent.tools.next_step.answering.records import Record, answer
from mcp_agent.tools.next_step.contract import AgentStepArguments, AgentStepResult
from mcp_agent.tools.next_step.grammar import parse_subgoal
from mcp_agent.tools.next_step.intent import Goal, plan_for, read_task
from mcp_agent.tools.next_step.intent.paired_edits import read_paired_edit
from mcp_agent.tools.next_step.turn import Turn

pytestmark = pytest.mark.unit

TODAY = date(2030, 3, 14)


def plan(task: str) -> list[str]:
    return plan_for(read_task(task, {}, TODAY))


def step(task: str, screen: str, subgoals: list[str], current: int = 1) -> AgentStepResult:
    arguments = AgentStepArguments.model_validate(
        {"task": task, "screen_description": screen, "step_count": 3, "plan": subgoals, "current_subgoal": current}
    )
    return planner.decide(Turn.read(arguments))


def test_an_append_adds_a_blank_line_only_when_said() -> None:
    plain = parse_subgoal("Add 'Call Ines' to the bottom of the body field")
    blank = parse_subgoal("Add 'Call Ines' to the top of the body field with a blank line")
    assert plain is not None and not plain.on
    assert blank is not None and blank.on


@pytest.mark.parametrize(
    "task",
    [
        "the file recipes_2.md is in Work, it belongs in Archive (markor)",
        "markor: budget.md sits in Archive, it should go in Work",
    ],
)
def test_a_note_said_to_belong_elsewhere_is_moved(task: str) -> None:
    goal = read_task(task, {}, TODAY)
    assert goal.intent == "move" and goal.value in ("Archive", "Work"), goal


@pytest.mark.parametrize(
    "task",
    [
        "how much have I spent on taxi altogether? pro expense",
        "pro expense: every Taxi expense added up - how much is it?",
    ],
)
def test_the_total_of_expenses_of_one_name(task: str) -> None:
    steps = question_plan(task, TODAY, "", "Pro Expense")
    assert steps is not None
    question = Question.from_line(steps[-1].removeprefix(PLAN_PREFIX))
    assert question is not None and question.mode == "money"
    rows = [
        Record("Taxi", "$12.50 · Transportation"),
        Record("Groceries", "$40.00 · Food"),
        Record("Taxi", "$7.25 · Transportation"),
    ]
    assert answer(question, rows) == "19.75"


def test_a_category_total_still_sums_the_category() -> None:
    steps = question_plan("how much did I spend on Food in total?", TODAY, "", "Pro Expense")
    assert steps is not None
    question = Question.from_line(steps[-1].removeprefix(PLAN_PREFIX))
    assert question is not None
    rows = [Record("Food", "$3.00 · Others"), Record("Bread", "$2.00 · Food"), Record("Jam", "$4.00 · Food")]
    assert answer(question, rows) == "6.00"


@pytest.mark.parametrize(
    ("task", "changes"),
    [
        (
            "in simple calendar, set the location of the event Piano lesson to Hall 2 and move it to 5pm",
            ["Type 'Hall 2' into the location field", "Type '17:00' into the time field"],
        ),
        (
            "change the Bakery expense's amount to $9 and its note to Shared in pro expense",
            ["Type '9.00' into the amount field", "Type 'Shared' into the note field"],
        ),
        (
            "In Broccoli, set the servings of the recipe Dal to 3 and its cooking time to 25 mins",
            ["Type '3 servings' into the servings field", "Type '25 mins' into the preparation time field"],
        ),
    ],
)
def test_two_changes_to_one_entry_are_made_in_one_edit(task: str, changes: list[str]) -> None:
    steps = plan(task)
    assert steps[2:-2] == changes, steps
    assert steps[-2].startswith("Save the ")


def test_a_rename_and_a_move_of_one_event_is_checked_under_the_new_name() -> None:
    steps = plan("rename the event Vet visit to Vet checkup and move it to 11am")
    assert steps[1] == "Open the event 'Vet visit'"
    assert steps[-1] == "Check the event 'Vet checkup' is listed"


def test_a_second_half_that_is_no_edit_is_not_paired() -> None:
    def read(half: str, app: str) -> Goal:
        return read_task(half, {}, TODAY)

    assert read_paired_edit("set the note of the expense Taxi to Work and text it to Ben Carter", read) is None
    assert read_paired_edit("rename the event Gym to Swim and open it", read) is None


@pytest.mark.parametrize(
    ("task", "event", "changes"),
    [
        (
            "the choir practice begins at 6pm now, update my calendar",
            "choir practice",
            ["Type '18:00' into the time field"],
        ),
        (
            "calendar: Standup is now at 9:30 in Room 7",
            "Standup",
            ["Type '09:30' into the time field", "Type 'Room 7' into the location field"],
        ),
    ],
)
def test_an_event_time_said_as_a_fact_is_an_edit(task: str, event: str, changes: list[str]) -> None:
    steps = plan(task)
    assert steps[0] == "Open Simple Calendar Pro" and steps[1] == f"Open the event '{event}'", steps
    assert steps[2:-2] == changes


def test_a_time_fact_without_the_calendar_is_not_an_edit() -> None:
    assert "Open the event" not in " ".join(plan("the concert is at 8pm"))


@pytest.mark.parametrize(
    ("task", "old", "new"),
    [
        ("rename Spin class to Cycling", "Spin class", "Cycling"),
        ("Chess club should be renamed Board games", "Chess club", "Board games"),
        ("call my running session Long run from now on", "running session", "Long run"),
    ],
)
def test_a_rename_of_an_event_named_as_one_needs_no_app(task: str, old: str, new: str) -> None:
    steps = plan(task)
    assert steps[:2] == ["Open Simple Calendar Pro", f"Open the event '{old}'"], steps
    assert f"Type '{new}' into the title field" in steps


def test_a_rename_of_a_name_that_is_no_event_names_no_app() -> None:
    assert "Open Simple Calendar Pro" not in plan("rename Cinema to Movies")


@pytest.mark.parametrize(
    ("task", "names"),
    [
        ("remove Gym, Swim and Yoga in simple calendar", ["Gym", "Swim", "Yoga"]),
        ("cancel Dentist appointment and Haircut in simple calendar pro", ["Dentist appointment", "Haircut"]),
    ],
)
def test_several_events_named_without_a_day_are_each_deleted(task: str, names: list[str]) -> None:
    assert plan(task)[1:] == [f"Delete the event '{name}'" for name in names]


def test_one_unnamed_event_is_still_asked_about() -> None:
    assert plan("cancel my meeting in simple calendar")[0].startswith("Stop:")


@pytest.mark.parametrize(
    ("task", "deleted"),
    [
        ("broccoli: I accidentally added Dal and Chili, get rid of them", ["recipe 'Dal'", "recipe 'Chili'"]),
        ("I entered Fuel and Parking by mistake in pro expense, delete them", ["expense 'Fuel'", "expense 'Parking'"]),
    ],
)
def test_records_made_by_mistake_are_what_them_deletes(task: str, deleted: list[str]) -> None:
    assert plan(task)[1:] == [f"Delete the {what}" for what in deleted]


def test_them_in_a_request_about_what_uses_them_is_not_joined() -> None:
    assert "eggs and milk" not in " ".join(plan("I'm off eggs and milk, delete the recipes that use them"))


def test_a_recipe_time_said_with_actually_is_the_recipe_s() -> None:
    steps = plan("my lentil soup really takes 50 mins, fix it in broccoli")
    assert steps[1] == "Open the recipe 'lentil soup'" and "Type '50 mins' into the preparation time field" in steps


@pytest.mark.parametrize(
    ("task", "day"),
    [
        ("clear all events on march 9 in simple calendar", "2030-03-09"),  # five days ago, not next year
        ("delete every event on march 30 in simple calendar", "2030-03-30"),  # ahead this year
        ("remove my running activity from march 1 in opentracks", "2030-03-01"),
        ("delete all events on march 9 2031 in simple calendar", "2031-03-09"),  # the year said is the year
    ],
)
def test_a_day_without_its_year_in_a_delete_is_the_nearer_one(task: str, day: str) -> None:
    assert day in " ".join(plan(task))


def test_all_records_of_a_day_are_never_all_records() -> None:
    steps = plan("remove all expenses from march 9 in pro expense")
    assert steps[0].startswith("Stop:") and "2030-03-09" in steps[0]


def test_a_short_launcher_label_first_names_the_app() -> None:
    assert plan("simple calendar: delete all events on march 20")[0] == "Open Simple Calendar Pro"
    assert plan("sms messenger: text Ben Carter on my way")[0] == "Open Simple SMS Messenger"


_LAUNCHER = """[0] TextView "9:41 Thu, Mar 14 2030"
[1] TextView "Calendar"
[2] TextView "Messages"
[3] TextView "Gallery"
[4] TextView "Open Camera"
"""  # no launcher label names the benchmark's apps


@pytest.mark.parametrize(
    ("task", "shown"),
    [
        ("push Team sync on friday to 3pm", "Calendar"),
        ("text Ben Carter in simple sms messenger: on my way", "Messages"),
        ("open simple gallery pro", "Gallery"),
    ],
)
def test_a_phone_without_the_named_app_opens_the_one_for_its_purpose(task: str, shown: str) -> None:
    result = step(task, _LAUNCHER, plan(task), current=0)
    assert (result.action, result.app_name) == ("open_app", shown), result


_MONTH = """[0] TextView "March 2030"
[1] ImageButton "Previous month"
[2] ImageButton "Next month"
[3] List "Events" scrollable
  [4] ListItem "Gym" value="Tue, Mar 12, 2030 · 07:00 – 08:00"
  [5] ListItem "Quarterly planning" value="Mon, Mar 18, 2030 · 14:00 – 15:30"
"""


def test_the_entries_of_a_day_before_every_row_shown_are_looked_for_above() -> None:
    result = step(
        "delete all events on march 2 in simple calendar",
        _MONTH,
        ["Open Simple Calendar Pro", "Delete every event on 2030-03-02"],
    )
    assert result.action == "scroll_up", result


@pytest.mark.parametrize(
    ("task", "fields"),
    [
        (
            "pro expense: gym shoes, $1,204.99, clothes, note it as from the outlet",
            [
                "'Gym shoes' into the name",
                "'1204.99' into the amount",
                "'Clothes' for the category",
                "'from the outlet'",
            ],
        ),
        ("log the expense Bus pass, 45, Transportation in pro expense", ["'Bus pass' into the name", "'45"]),
    ],
)
def test_an_expense_said_as_its_fields_in_a_row_is_added(task: str, fields: list[str]) -> None:
    steps = " | ".join(plan(task))
    assert "Start a new expense" in steps and all(field in steps for field in fields), steps


def test_a_list_of_other_things_is_no_expense() -> None:
    assert "Start a new expense" not in plan("pro expense: rent, utilities, phone - which is biggest?")


@pytest.mark.parametrize(
    "task",
    [
        "the chili recipe should serve 8, fix it in broccoli",
        "my Dal recipe should take 20 mins now, fix it in broccoli",
    ],
)
def test_how_a_record_should_be_is_a_change_not_a_question(task: str) -> None:
    steps = plan(task)
    assert any(s.startswith("Type '") for s in steps) and not any("Answer from" in s for s in steps), steps


@pytest.mark.parametrize(
    "task", ["Book club - where is it held? location only", "Vet visit: where is that? place only"]
)
def test_an_answer_form_after_the_question_is_no_value(task: str) -> None:
    from mcp_agent.tools.next_step.intent.reader import reworded
    from mcp_agent.tools.next_step.said_values import unused_value

    assert unused_value(reworded(task, TODAY), plan(task)) is None


@pytest.mark.parametrize(
    ("task", "line"),
    [
        ("markor list.md: add a line renew the permit", "renew the permit"),
        ("plans.md - write one more line saying book the hall (markor)", "book the hall"),
    ],
)
def test_a_line_said_after_the_note_is_added_at_its_end(task: str, line: str) -> None:
    steps = plan(task)
    assert f"Add '{line}' to the bottom of the body field" in steps and "Start a new note" not in steps, steps


@pytest.mark.parametrize(
    "task",
    [
        'in tasks, add a new task called "Pay the gardener" due March 21 with the note "cash, not card"',
        "tasks app - make a to-do Pay the gardener for March 21, notes: cash, not card",
    ],
)
def test_a_task_with_a_due_day_and_notes_is_made_in_tasks(task: str) -> None:
    steps = plan(task)
    assert steps[:3] == ["Open Tasks", "Start a new task", "Type 'Pay the gardener' into the title field"], steps
    assert "Type '2030-03-21' into the date field" in steps
    assert "Type 'cash, not card' into the description field" in steps


def test_a_task_outside_the_tasks_app_is_not_read_as_one() -> None:
    assert "Start a new task" not in plan("add a task to call mom by March 21 in markor")


def test_an_event_named_without_a_day_is_looked_for_in_the_next_month_once_the_list_ends() -> None:
    import json

    from mcp_agent.tools.next_step.screen import parse_screen
    from tests.next_step.planning import step as step_with

    refs = {"apps": json.dumps(["Simple Calendar Pro"]), "progress": f"{parse_screen(_MONTH).fingerprint}:0:0"}
    plan_said = ["Open Simple Calendar Pro", "Open the event 'Choir'", "Type 'Choir practice' into the title field"]
    result = step_with(
        "rename Choir to Choir practice",
        _MONTH,
        plan_said,
        1,
        state_refs=refs,
        steps_so_far=["open_app", "scroll_down"],
        trail=["Simple Calendar Pro"],
    )
    assert result.action == "tap" and result.target_index == 2, result
