"""Questions about the phone's own records (tasks, tracked activities, Joplin's notes): what the question
asks read into where to look and what to report, and the answer built from the rows the screen showed,
formatted as asked. A figure the screen does not show to the asked precision is not answered as exact.
"""

from __future__ import annotations

import json
from datetime import date
from typing import Any

import pytest

from mcp_agent.tools.next_step.answering import notes
from mcp_agent.tools.next_step.answering.question import PLAN_PREFIX, Question, question_plan
from mcp_agent.tools.next_step.answering.records import Record, answer, merged, to_the_meter
from tests.next_step.androidworld.harness import run
from tests.next_step.androidworld.template import Task, Template
from tests.next_step.phone2.harness import agent_and_person

pytestmark = pytest.mark.unit

THURSDAY = date(2030, 3, 14)
TITLES = "Answer with the titles only. If there are multiples titles, format your answer in a comma separated list."


def asked(task: str, today: date = THURSDAY) -> tuple[str, Question]:
    plan = question_plan(task, today)
    assert plan is not None, task
    opener, line = plan
    assert line.startswith(PLAN_PREFIX)
    question = Question.from_line(line.removeprefix(PLAN_PREFIX))
    assert question is not None
    return opener.removeprefix("Open "), question


def test_task_questions_name_the_rows_that_count() -> None:
    app, q = asked("What are my high priority tasks in Tasks app? " + TITLES)
    assert (app, q.mode, q.priority, q.first, q.done) == ("Tasks", "titles", "high", "", None)
    _, q = asked("Which tasks have I completed for on March 18 in Tasks app? " + TITLES)
    assert (q.first, q.last, q.done) == ("2030-03-18", "2030-03-18", True)
    _, q = asked("what's still open for March 16 in tasks? titles")
    assert (q.first, q.done) == ("2030-03-16", False)
    _, q = asked("high priority stuff due tomorrow? titles pls")
    assert (q.priority, q.first) == ("high", "2030-03-15")
    _, q = asked("How many tasks do I have due next week in Tasks app? Assume the week starts from Monday.")
    assert (q.mode, q.first, q.last) == ("count", "2030-03-18", "2030-03-24")


def test_days_are_read_against_the_device_date_on_the_side_the_question_looks() -> None:
    # Due dates lie ahead: "Friday" on a Thursday is tomorrow; what was done lies behind: "Tuesday" is two days ago.
    assert asked("anything due Friday in my to-do app? titles only")[1].first == "2030-03-15"
    assert asked("How long was my running activity on Tuesday in the OpenTracks app?")[1].first == "2030-03-12"
    # Today is today on either side, never the same date a year on.
    assert asked("What tasks do I have due on March 14 in Tasks app? " + TITLES)[1].first == "2030-03-14"
    assert asked("what did I do on Thursday in opentracks? types only")[1].first == "2030-03-14"
    # Another device date, another day.
    assert asked("Which tasks are due tomorrow in Tasks app?", date(2030, 12, 31))[1].first == "2031-01-01"


def test_activity_questions() -> None:
    app, q = asked(
        "How many cycling activities did I do this week in the OpenTracks app? Express your answer as a single integer."
    )
    assert (app, q.mode, q.kind, q.first, q.last) == ("OpenTracks", "count", "cycling", "2030-03-11", "2030-03-14")
    assert asked("count my cycling sessions since monday, just the number")[1].mode == "count"
    _, q = asked(
        "What was the total duration of walking activities in the OpenTracks app this week? Express your answer in minutes as a single integer."
    )
    assert (q.mode, q.kind, q.first) == ("minutes", "walking", "2030-03-11")
    _, q = asked("which activity types did I record on March 11? comma separated")
    assert (q.mode, q.first) == ("types", "2030-03-11")
    _, q = asked("how far did I go running between March 6 2030 and today, in meters?")
    assert (q.mode, q.unit, q.first, q.last) == ("km", "m", "2030-03-06", "2030-03-14")
    _, q = asked("roughly how many meters did I run between March 6 2030 and today?")
    assert (q.mode, q.unit) == ("km", "m")


def test_note_questions_name_the_note_and_what_to_read_in_it() -> None:
    app, q = asked(
        "What quantity of flour do I need for the recipe 'Lemon cake' in the Joplin app? Express your answer in the "
        "format <amount> <unit> where both the amount and unit exactly match the format in the recipe."
    )
    assert (app, q.mode, q.kind, q.subject) == ("Joplin", "amount", "flour", "Lemon cake")
    assert asked("attendee count for 'Budget sync' in my joplin notes? just the number")[1].subject == "Budget sync"
    assert asked("in joplin, is 'Fix the bike' a todo? True or False")[1].mode == "is_todo"
    _, q = asked("How many to-dos do I have in the 'Work' folder in the Joplin app?")
    assert (q.mode, q.subject) == ("todos", "Work")


@pytest.mark.parametrize(
    ("task", "source", "mode", "first", "extra"),
    [
        ("what's on my to-do list for tomorrow?", "tasks", "titles", "2030-03-15", {}),
        ("which tasks are overdue?", "tasks", "titles", "0001-01-01", {"done": False, "last": "2030-03-13"}),
        ("show me my urgent tasks", "tasks", "titles", "", {"priority": "high"}),
        ("which to-dos did I finish on March 18?", "tasks", "titles", "2030-03-18", {"done": True}),
        ("what have I not done yet that's due March 16?", "tasks", "titles", "2030-03-16", {"done": False}),
        ("what workouts did I do yesterday?", "tracks", "types", "2030-03-13", {}),
        ("how long did I cycle yesterday, in minutes?", "tracks", "minutes", "2030-03-13", {"kind": "cycling"}),
        ("how many times did I swim this week?", "tracks", "count", "2030-03-11", {"kind": "swimming"}),
        ("how much sugar is in the shortbread recipe in joplin?", "notes", "amount", "", {"subject": "shortbread"}),
        ("how many todo items are in the Personal folder in joplin?", "notes", "todos", "", {"subject": "Personal"}),
        # What is due this week runs to Sunday; what was done this week, to today.
        ("What are my tasks due this week in the Tasks app?", "tasks", "titles", "2030-03-11", {"last": "2030-03-17"}),
        ("how many workouts did I do this week?", "tracks", "count", "2030-03-11", {"last": "2030-03-14", "kind": ""}),
        ("How many activities did I do on March 12 in OpenTracks?", "tracks", "count", "2030-03-12", {"kind": ""}),
    ],
)
def test_questions_as_people_say_them(task: str, source: str, mode: str, first: str, extra: dict[str, object]) -> None:
    q = asked(task)[1]
    assert (q.source, q.mode, q.first) == (source, mode, first)
    assert all(getattr(q, key) == value for key, value in extra.items()), q


@pytest.mark.parametrize(
    "task",
    [
        "Add a task Buy milk due tomorrow",
        "What is on my schedule for March 19 in Simple Calendar Pro? " + TITLES,
        "Send a text to Ana saying hi",
        "How long was my run?",  # no day: which run is not known
        "When is my electricity bill due?",  # a date asked, not a list of tasks
        "is the rent due?",
    ],
)
def test_other_tasks_are_not_questions_about_a_list(task: str) -> None:
    assert question_plan(task, THURSDAY) is None


TASK_ROWS = [
    Record("Pick up dry cleaning", "Due Thu, Mar 14, 2030 · Low priority", False),
    Record("Renew car insurance", "Due Fri, Mar 15, 2030 · High priority", False),
    Record("Book flights", "Due Fri, Mar 15, 2030 · High priority", True),
    Record("Clean the fridge", "Due Mon, Mar 18, 2030 · Medium priority", False),
]


def test_answers_come_from_the_rows_in_the_asked_format() -> None:
    high = Question("tasks", "titles", priority="high")
    assert answer(high, TASK_ROWS) == "Renew car insurance, Book flights"
    open_friday = Question("tasks", "titles", "2030-03-15", "2030-03-15", done=False)
    assert answer(open_friday, TASK_ROWS) == "Renew car insurance"
    assert answer(Question("tasks", "count", "2030-03-18", "2030-03-24"), TASK_ROWS) == "1"
    # Nothing matches: no titles to report (the agent asks instead of answering "").
    assert answer(Question("tasks", "titles", priority="medium", done=True), TASK_ROWS) is None


TRACKS = [
    Record("Walking", "Thu, Mar 14, 2030 · 18 min · 1.25 km"),
    Record("Swimming", "Wed, Mar 13, 2030 · 64 min · 1800 m"),
    Record("Walking", "Tue, Mar 12, 2030 · 71 min · 900 m"),
    Record("Running", "Tue, Mar 12, 2030 · 40 min · 8.02 km"),
]


def test_activity_answers_sum_count_and_list_types() -> None:
    week = {"first": "2030-03-11", "last": "2030-03-14"}
    assert answer(Question("tracks", "minutes", kind="walking", **week), TRACKS) == "89"
    assert answer(Question("tracks", "count", kind="walking", **week), TRACKS) == "2"
    assert answer(Question("tracks", "types", "2030-03-12", "2030-03-12"), TRACKS) == "Running, Walking"
    assert answer(Question("tracks", "km", kind="swimming", unit="m", pick="max", **week), TRACKS) == "1800"


def test_distances_shown_rounded_are_answered_in_meters_and_known_to_be_rounded() -> None:
    walks = Question("tracks", "km", "2030-03-11", "2030-03-14", kind="walking", unit="m")
    assert answer(walks, TRACKS) == "2150"
    assert not to_the_meter(walks, TRACKS)


def test_a_note_is_read_as_written() -> None:
    body = "Ingredients:\\n- 2 cups flour\\n- 1/2 tsp garlic powder\\n- 1 egg\\nBake 30 min"
    assert notes.amount(body, "flour") == "2 cups"
    assert notes.amount(body, "garlic") == "1/2 tsp"
    assert notes.amount(body, "sugar") is None
    assert notes.attendees("Attendees: Ana, Bo and Cy\nNotes: all good") == 3
    assert notes.attendees("Notes only") is None


def test_a_question_survives_the_plan_line() -> None:
    q = Question("tasks", "titles", "2030-03-15", "2030-03-15", priority="high", done=False)
    line = q.plan_line().removeprefix(PLAN_PREFIX)
    assert Question.from_line(line) == q
    assert json.loads(line)["priority"] == "high"
    assert Question.from_line("{not json") is None


def test_rows_read_over_scrolls_are_counted_once_and_equal_rows_twice() -> None:
    run = Record("Running", "Tue, Mar 12, 2030 · 30 min · 5.00 km")
    walk = Record("Walking", "Mon, Mar 11, 2030 · 20 min · 900 m")
    swim = Record("Swimming", "Sun, Mar 10, 2030 · 40 min · 1200 m")
    first = merged([], [run, run, walk])
    # The window after a scroll overlaps what was read; the same window again (the end) adds nothing.
    assert merged(first, [run, walk, swim]) == [run, run, walk, swim]
    assert merged([run, run, walk, swim], [run, walk, swim]) == [run, run, walk, swim]
    question = Question("tracks", "minutes", "2030-03-12", "2030-03-12", kind="running")
    assert answer(question, merged(first, [run, walk, swim])) == "60"


def _own_question(goal: str, tracks: list[dict[str, object]], setup: Any = None) -> Task:
    template = Template(
        "OwnQuestion",
        "opentracks",
        "answer",
        lambda p: goal,
        lambda rng: {},
        lambda p: [],
        setup=setup or (lambda world, p: world["tracks"].extend(tracks)),
        answer=lambda world, p: lambda given: False,
    )
    return Task(template, {}, 0, "template", goal)


async def test_through_next_step_an_answer_is_read_off_the_screen_and_says_how_exact_it_is() -> None:
    """Over the real tool on the simulated OpenTracks: minutes the rows show are summed and reported; meters the
    rows show only to 10 m are converted from them, and the reasoning says they are to the nearest 10."""
    tracks: list[dict[str, object]] = [
        {"type": "Walking", "day": "2030-03-12", "minutes": 25, "meters": 1234},
        {"type": "Walking", "day": "2030-03-13", "minutes": 35, "meters": 2345},
        {"type": "Running", "day": "2030-03-13", "minutes": 50, "meters": 8000},
        {"type": "Swimming", "day": "2030-03-13", "minutes": 30, "meters": 450},
    ]
    minutes = _own_question("How many minutes did I walk this week in OpenTracks? Just the number.", tracks)
    meters = _own_question("How far did I walk this week in OpenTracks, in meters?", tracks)
    swim = _own_question("How many meters did I swim on March 13 in OpenTracks?", tracks)  # shown as 450.00 m
    reasons: list[str] = []
    async with agent_and_person() as call:

        async def reasoned(name: str, arguments: dict[str, Any]) -> dict[str, Any]:
            result = await call(name, arguments)
            reasons.append(str(result.get("reasoning", "")))
            return result

        summed = await run(reasoned, minutes)
        rounded = await run(reasoned, meters)
        rounded_why = reasons[-1]
        exact = await run(reasoned, swim)
    assert (summed.outcome, summed.final_answer) == ("done", "60")
    assert (rounded.outcome, rounded.final_answer) == ("done", "3580")  # 1.23 km and 2.35 km as the list shows
    assert "nearest 10" in rounded_why
    assert (exact.outcome, exact.final_answer) == ("done", "450")
    assert "nearest 10" not in reasons[-1]
    assert summed.device.world["tracks"] == tracks  # reading changes nothing


async def test_to_dos_are_counted_over_the_whole_notebook_not_its_first_screen() -> None:
    def setup(world: dict[str, Any], p: object) -> None:
        work = world["joplin"]["Work"]
        work.extend({"title": f"Note {n}", "body": "", "todo": False} for n in range(3))
        work.extend({"title": f"Errand {n}", "body": "", "todo": True} for n in range(7))

    counted = _own_question("How many to-dos do I have in the 'Work' folder in the Joplin app?", [], setup)
    missing = _own_question(
        "How many attendees were present in the meeting titled 'Retro' in the Joplin app?", [], setup
    )
    async with agent_and_person() as call:
        read = await run(call, counted)
        unknown = await run(call, missing)
    assert (read.outcome, read.final_answer) == ("done", "7")  # 10 entries, 6 on a screen
    assert unknown.outcome == "ask_user"  # no such note in any notebook: not guessed
