"""A value held in another app that no carrying grammar takes is never typed as it is worded."""

from __future__ import annotations

import pytest

from mcp_agent.tools.next_step.intent.held_elsewhere import held_elsewhere

pytestmark = pytest.mark.unit


@pytest.mark.parametrize(
    "text",
    [
        "create a contact for the plumber with the number Hana Novak sent me",
        "put the dentist appointment Ravi texted me into my calendar",
        "make a note of Carla's last text in markor",
        "enter all the items in shopping.md as tasks",
        "message Dana where my next appointment is",
        "send Omar the place of my next meeting",
    ],
)
def test_a_value_held_elsewhere_is_named(text: str) -> None:
    assert held_elsewhere(text) is not None


@pytest.mark.parametrize(
    "text",
    [
        "what did Hana Novak send me?",
        "reply to Ravi's last message with 'on my way'",
        "add a contact Omar Diaz with the number 555-0101",
        "text 5550101 that I sent the forms",
        "create a note groceries.md with the text: milk, eggs",
    ],
)
def test_a_value_said_in_the_task_is_not(text: str) -> None:
    assert held_elsewhere(text) is None
