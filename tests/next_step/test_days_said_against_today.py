"""Days said against the device's day, and requests said around them (first tries, session 24), each proved in other
wordings than the ones found. Two had been false done: "running km from the 1st to the 10th …, two decimals" made a
calendar event titled "Running km"; "new task in tasks: X" saved the to-do as "In tasks: X"."""

from __future__ import annotations

from datetime import date

import pytest

from mcp_agent.tools.next_step.intent import read_task
from tests.next_step.androidworld.harness import run_wording

pytestmark = pytest.mark.unit

TODAY = date(2030, 3, 14)


@pytest.mark.parametrize(
    "task",
    [
        "cycling miles from the 3rd to the 9th, one decimal",
        "walking distance this month, two decimals",
        "swimming km between the 1st and the 5th of this month",
    ],
)
def test_an_outing_s_measure_is_asked_never_made_an_event(task: str) -> None:
    goal = read_task(task, None, TODAY)
    assert goal.intent != "create", goal


@pytest.mark.parametrize(
    ("template", "task"),
    [
        (
            "OwnTracksStatsKmOfKindBetween",
            "running distance from the 1st to the 10th of this month in km, two decimals",
        ),
        ("OwnExpenseTotalInSpan", "what did I spend on Food between the 2nd and the 8th of this month? number only"),
        ("OwnMarkorEditedOnDay", "which of my markor notes were modified 12 days ago? file names, comma-separated"),
        ("OwnCalendarRepeatEvent", "Yoga class one week from today needs to repeat weekly"),
        ("OwnCalendarMoveEventDay", "the Car service on the 25th has to move to the 19th, keep the time"),
        ("OwnCalendarChangeDuration", "make piano lesson next sunday 90 minutes long"),
        (
            "OwnTasksCreateWithDueAndNotes",
            "add a task on the tasks app: Return library books, due on monday, notes: Three books, due at the front desk",
        ),
    ],
)
async def test_days_said_against_today_are_read_as_their_dates(template: str, task: str) -> None:
    done = await run_wording(template, task)
    assert done.verdict.passed, done.verdict.problems
