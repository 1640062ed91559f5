"""A second thought said first ("no wait, …", "actually, …") opens the request it corrects, and a remark that
names a switch ("wifi should be off", "I need bluetooth for …") is what the request's "it" stands for."""

from __future__ import annotations

from datetime import date

import pytest

from mcp_agent.tools.next_step.intent import read_task

pytestmark = pytest.mark.unit

_TODAY = date(2031, 6, 2)


@pytest.mark.parametrize(
    ("said", "setting", "on"),
    [
        ("actually, turn bluetooth on", "bluetooth", True),
        ("oh wait, switch off wifi", "wifi", False),
        ("on second thought, turn off bluetooth", "bluetooth", False),
        ("bluetooth should be on, turn it on", "bluetooth", True),
        ("wait, wifi must be off, switch it off", "wifi", False),
        ("I need wifi to download a map, turn it on", "wifi", True),
        ("we really need bluetooth so the speaker works, switch it on", "bluetooth", True),
    ],
)
def test_the_switch_a_remark_or_a_second_thought_names(said: str, setting: str, on: bool) -> None:
    goal = read_task(said, today=_TODAY)
    assert (goal.intent, goal.setting, goal.on) == ("toggle", setting, on)
