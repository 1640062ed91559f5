"""Everyday request forms set 108 found (helper wt-120): a situation's day run on into the request's "that day"
(intent/situations.py), a thing asked to be got done to and a new thing with its app said before its kind
(intent/request_frames.py), a dash before the record a request adds (request_frames.py), and the screen said as
one's own, dimmed or brightened to its end (intent/said_loosely_mends.py). Wordings here are not the people sets'."""

from __future__ import annotations

from datetime import date

import pytest

from mcp_agent.tools.next_step.intent.reader import read_task
from mcp_agent.tools.next_step.intent.situations import situation_dropped

pytestmark = pytest.mark.unit

TODAY = date(2030, 3, 14)


@pytest.mark.parametrize(
    ("told", "asked"),
    [
        ("I'm off work april 2nd, delete all my events that day", "Delete all my events on april 2nd"),
        ("my kid is sick on friday so clear my calendar that day", "Clear my calendar on friday"),
        ("the party moved to this sunday so clear my calendar that day", "Clear my calendar this sunday"),
        ("I had a fever on the 12th, so delete the run I logged that day", "Delete the run I logged on the 12th"),
    ],
)
def test_a_day_said_in_the_situation_is_that_day(told: str, asked: str) -> None:
    assert situation_dropped(told) == asked


@pytest.mark.parametrize(
    "left",
    [
        "I was busy, so delete it",  # no day: "it" stays in doubt
        "we met on friday and saturday, so delete the notes from that day",  # two days: which one?
        "clear my calendar that day",  # no situation
    ],
)
def test_that_day_without_one_day_said_is_left(left: str) -> None:
    assert situation_dropped(left) == left


@pytest.mark.parametrize(
    ("task", "direct"),
    [
        ("could I get the Fuel expense removed?", "delete the Fuel expense"),
        ("can I get the Pancakes recipe deleted from broccoli", "delete the Pancakes recipe from broccoli"),
        ("could we get my plan.md moved to the Work folder", "move my plan.md to the Work folder"),
    ],
)
def test_a_thing_asked_to_be_got_done_to_is_the_act(task: str, direct: str) -> None:
    goal = read_task(task, None, TODAY)
    assert goal.intent != "explore"
    assert goal == read_task(direct, None, TODAY)


def test_a_new_thing_with_its_app_before_its_kind_is_made() -> None:
    goal = read_task("can I get a new joplin note called Groceries", None, TODAY)
    assert (goal.intent, goal.app) == ("create", "Joplin")


@pytest.mark.parametrize(
    "task",
    [
        "add an expense to pro expense - Lunch, $12, category Food",
        "add a recipe to my broccoli app - Toast, 1 serving, 5 mins, ingredients: bread, directions: Toast the bread.",
    ],
)
def test_a_dash_before_the_record_added_is_its_colon(task: str) -> None:
    assert read_task(task, None, TODAY) == read_task(task.replace(" - ", ": ", 1), None, TODAY)


@pytest.mark.parametrize(
    ("task", "end"),
    [
        ("darken my display as low as it goes", "min"),
        ("dim my phone's screen all the way down pls", "min"),
        ("brighten my screen as high as it goes", "max"),
        ("turn up the display all the way", "max"),
    ],
)
def test_the_screen_said_as_ones_own_goes_to_its_end(task: str, end: str) -> None:
    goal = read_task(task, None, TODAY)
    assert (goal.intent, goal.setting, goal.value) == ("set", "brightness", end)


def test_brightening_with_no_end_said_is_no_guess() -> None:
    assert read_task("brighten the screen", None, TODAY).value != "max"
