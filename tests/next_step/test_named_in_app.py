"""Entries named in lower case when the app they are deleted from is named (people set 105's "remove farmers market,
train ticket and winter boots from pro expense"), tested in other wordings: each is deleted by its name; words that
say which by position or count are never names."""

from __future__ import annotations

from datetime import date

import pytest

from mcp_agent.tools.next_step.intent.reader import read_task

pytestmark = pytest.mark.unit

TODAY = date(2030, 3, 14)


@pytest.mark.parametrize(
    ("text", "obj", "names"),
    [
        ("delete banana bread and greek salad from broccoli", "recipe", ("banana bread", "greek salad")),
        ("remove pizza night from pro expense", "expense", ("pizza night",)),
        ("get rid of textbooks, fuel and pharmacy in pro expense", "expense", ("textbooks", "fuel", "pharmacy")),
    ],
)
def test_lower_case_names_are_deleted_from_the_app_named(text: str, obj: str, names: tuple[str, ...]) -> None:
    goal = read_task(text, None, TODAY)
    assert (goal.intent, goal.obj, goal.extra) == ("delete", obj, names)


def test_all_of_them_is_no_name() -> None:
    goal = read_task("delete all of them in pro expense", None, TODAY)
    assert (goal.intent, goal.subject, goal.extra) == ("delete", "all", ())
