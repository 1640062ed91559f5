"""A control said as a button pressed on a thing (people set 105's "hit pause on the stopwatch"), tested in other
wordings: the button is the verb and the thing after "on" its object."""

from __future__ import annotations

from datetime import date

import pytest

from mcp_agent.tools.next_step.intent.reader import read_task

pytestmark = pytest.mark.unit

TODAY = date(2030, 3, 14)


@pytest.mark.parametrize(
    ("text", "on"),
    [
        ("press start on the stopwatch", True),
        ("hit the pause button on the stopwatch pls", False),
        ("tap stop on the stopwatch", False),
        ("could you push start on the stopwatch", True),
    ],
)
def test_a_button_pressed_on_the_stopwatch_is_its_control(text: str, on: bool) -> None:
    goal = read_task(text, None, TODAY)
    assert (goal.intent, goal.app, goal.on) == ("stopwatch", "Clock", on)
