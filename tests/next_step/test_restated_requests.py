"""A delete said, then said again with "it" and where from (people set 105's "cancel Lunch with Sam on saturday the
23rd at 9am, take it off the calendar"), tested in other wordings: read once, as a delete of what the first clause
named, from the place the second says."""

from __future__ import annotations

from datetime import date

import pytest

from mcp_agent.tools.next_step.intent.reader import read_task

pytestmark = pytest.mark.unit

TODAY = date(2030, 3, 14)


def test_an_event_cancelled_then_taken_off_the_calendar() -> None:
    goal = read_task("delete Yoga class on friday - take it off my calendar", None, TODAY)
    assert (goal.intent, goal.obj, goal.extra, goal.date) == ("delete", "event", ("Yoga class",), "2030-03-15")


def test_a_recipe_scrapped_then_got_out_of_the_app() -> None:
    goal = read_task("remove Pancakes, get it out of broccoli", None, TODAY)
    assert (goal.intent, goal.obj, goal.extra) == ("delete", "recipe", ("Pancakes",))


def test_an_expense_dropped_then_removed_from_the_app() -> None:
    goal = read_task("drop the Fuel expense; remove it from pro expense", None, TODAY)
    assert (goal.intent, goal.obj, goal.extra) == ("delete", "expense", ("Fuel",))
