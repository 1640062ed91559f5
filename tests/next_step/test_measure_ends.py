"""A setting taken "as low as it can go" or "as far as it will go" is set to its end: "it can go" there ends a measure
and never says that a thing should go (deleted)."""

from __future__ import annotations

from datetime import date

import pytest

from mcp_agent.tools.next_step.intent import plan_for
from mcp_agent.tools.next_step.intent.reader import read_task

pytestmark = pytest.mark.unit


def plan(text: str) -> list[str]:
    return plan_for(read_task(text, None, date(2030, 3, 14)))


@pytest.mark.parametrize(
    ("text", "end"),
    [
        ("turn the brightness down as low as it can go", "min"),
        ("pls put the brightness down as far as it will go", "min"),
        ("screen brightness as low as it can go", "min"),
        ("turn the brightness up as far as it can go", "max"),
        ("brightness as high as possible please", "max"),
        ("display brightness as high as it goes", "max"),
    ],
)
def test_a_setting_taken_to_its_end_is_set_there(text: str, end: str) -> None:
    steps = plan(text)
    assert steps[-1] == f"Set brightness to {end}"
    assert not any(step.startswith("Delete") for step in steps)


@pytest.mark.parametrize(
    ("text", "deleted"),
    [
        ("the Fuel expense can go", "Delete the expense 'Fuel'"),
        ("ok the dentist event can go", "Delete the event 'dentist'"),
    ],
)
def test_a_thing_said_to_go_is_still_deleted(text: str, deleted: str) -> None:
    assert plan(text)[-1] == deleted
