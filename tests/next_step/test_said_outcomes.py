"""What a run tells the person beyond "done": a delete by a filter that matched nothing says nothing was deleted (the
world unchanged), and two differing lengths said for one event are asked about, never added up."""

from __future__ import annotations

import random
from datetime import date

import pytest

from mcp_agent.tools.next_step.intent import plan_for
from mcp_agent.tools.next_step.intent.reader import read_task
from tests.next_step.androidworld import suite
from tests.next_step.androidworld.harness import run
from tests.next_step.androidworld.template import Task
from tests.next_step.phone2.harness import agent_and_person

pytestmark = pytest.mark.unit


async def test_a_filtered_delete_that_matches_nothing_asks_and_deletes_nothing() -> None:
    # Nothing to delete is no deletion done: the condition may have been misread ("the boring events"), so asked.
    template = next(t for t in suite.TEMPLATES if t.id == "RecipeDeleteMultipleRecipesWithConstraint")
    params = template.params(random.Random(f"{template.id}:0"))
    task = Task(template, params, 0, "none match", "delete every recipe in broccoli whose directions mention saffron")
    async with agent_and_person() as call:
        asked = await run(call, task)
    assert asked.outcome == "ask_user" and asked.confirmations == 0
    assert asked.device.world["recipes"] == suite.start_world(task)["recipes"]


@pytest.mark.parametrize(
    "text",
    [
        "add Yoga class tomorrow at 9am for an hour (90 mins)",
        "schedule Dentist on march 20 at 3pm, 2 hours, 90 minutes",
    ],
)
def test_two_differing_lengths_for_one_event_are_asked_about(text: str) -> None:
    steps = plan_for(read_task(text, None, date(2030, 3, 14)))
    assert steps[0].startswith("Stop:") and "how long" in steps[0]


@pytest.mark.parametrize(
    ("text", "end"),
    [
        ("add Yoga class tomorrow at 9am for 2 hours 30 minutes", "11:30"),
        ("add Yoga class tomorrow at 9am for an hour (60 mins)", "10:00"),
    ],
)
def test_one_length_said_in_hours_and_minutes_is_kept(text: str, end: str) -> None:
    assert f"Type '{end}' into the end time field" in plan_for(read_task(text, None, date(2030, 3, 14)))


@pytest.mark.parametrize(
    ("task", "hour"),
    [("add an event tomorrow at 9 called Dentist", "09:00"), ("add an event tomorrow at 3 called Dentist", "15:00")],
)
def test_a_bare_hour_is_read_as_the_hour_people_mean_never_dropped(task: str, hour: str) -> None:
    """An hour said alone is the event's (1 to 6 the afternoon's, dates.bare_hour); it had been dropped, and asked about."""
    steps = plan_for(read_task(task, None, date(2030, 3, 14)))
    assert f"Type '{hour}' into the time field" in steps and "Type 'Dentist' into the title field" in steps
