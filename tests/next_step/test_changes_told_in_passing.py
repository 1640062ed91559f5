"""Edits, moves and copies told as news or as the situation that calls for them (first tries, session 23), each proved
in other wordings than the ones found: each had been given up, or (the event's place) half done."""

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
        "Yoga class is now at 3pm, and it's in the City library now",
        "heads up: yoga class is now at 3 and it is at City library, please update it",
    ],
)
async def test_an_event_s_new_hour_and_place_told_as_news_are_both_set(task: str) -> None:
    # "… and it's at the City library" had been read as nothing, the hour alone moved and the run reported done.
    moved = await run_wording("OwnCalendarEditTimeAndPlace", task)
    assert moved.verdict.passed, moved.verdict.problems


def test_a_time_told_as_news_is_never_read_as_a_place() -> None:
    steps = read_task("yoga class is now at 3pm and it's at 4pm now", None, TODAY).extra
    assert not any("location" in step for step in steps), steps


@pytest.mark.parametrize(
    ("template", "task"),
    [
        ("OwnFilesMoveInStorage", "payslip_feb.txt is in my Documents folder and should go in Pictures"),
        (
            "OwnFilesMoveInStorage",
            "payslip_feb.txt is currently in Documents, but it needs to be in Pictures. move it pls",
        ),
        ("OwnFilesCopyFile", "I'd like wedding_invite.png in Documents too, it is only in Download"),
    ],
)
async def test_a_file_said_where_it_is_and_where_it_belongs_is_moved_or_copied_there(template: str, task: str) -> None:
    done = await run_wording(template, task)
    assert done.verdict.passed, done.verdict.problems


@pytest.mark.parametrize(
    ("template", "task"),
    [
        ("OwnRecipeEditPrepTime", "the prep time for fish tacos is really 45 mins, can you correct it"),
        ("OwnRecipeEditPrepTime", "for the fish tacos recipe, prep time should now be 45 mins"),
        (
            "OwnRecipeEditDirections",
            "For the Chili recipe: the directions are Brown the onions, add everything else and simmer for an hour.",
        ),
    ],
)
async def test_a_recipe_field_said_right_or_under_the_recipe_said_first_is_changed(template: str, task: str) -> None:
    changed = await run_wording(template, task)
    assert changed.verdict.passed, changed.verdict.problems
