"""A message someone sent, or the number in it, kept in another app: the conversation is read first, the fact
remembered, then the entry made with it; a conversation's message box is never taken for the new entry's form."""

from __future__ import annotations

import datetime

import pytest

from mcp_agent.tools.next_step.intent import plan_for, read_task
from mcp_agent.tools.next_step.intent.carrying import read_carry
from mcp_agent.tools.next_step.intent.message_carries import said_entry

pytestmark = pytest.mark.unit


@pytest.mark.parametrize(
    ("text", "sender", "name"),
    [
        ("store the phone number Dana Ruiz sent me in my contacts under Kim Lee", "Dana Ruiz", "Kim Lee"),
        ("add a new contact Kim Lee using the number in Dana's last text", "Dana", "Kim Lee"),
        ("Dana messaged me the plumber's number, save it in contacts as Bob Stone", "Dana", "Bob Stone"),
    ],
)
def test_a_texted_number_becomes_a_contact(text: str, sender: str, name: str) -> None:
    goal = read_carry(text, "")
    assert goal is not None and goal.intent == "contact_from_message"
    assert (goal.recipient, goal.title) == (sender, name)
    plan = plan_for(read_task(text))
    assert plan.index("Remember the number") < plan.index("Start a new contact")
    assert "Type '«number»' into the phone field" in plan


@pytest.mark.parametrize(
    ("text", "sender", "file"),
    [
        ("keep Omar's latest message as a note named gate.md", "Omar", "gate.md"),
        ("write what Hana Novak just texted me into wifi.txt", "Hana Novak", "wifi.txt"),
    ],
)
def test_a_text_becomes_a_note(text: str, sender: str, file: str) -> None:
    goal = read_carry(text, "")
    assert goal is not None and goal.intent == "note_from_message"
    assert (goal.recipient, goal.title) == (sender, file)
    plan = plan_for(read_task(text))
    assert plan.index("Remember the last message") < plan.index("Start a new note")


def test_the_messenger_named_beside_it_is_where_the_text_is_read() -> None:
    goal = read_carry("save the last message Ana Cruz sent me as a note called a.md", "Simple SMS Messenger")
    plan = plan_for(goal) if goal is not None else []
    assert plan[:2] == ["Open Simple SMS Messenger", "Open the conversation with Ana Cruz"]
    assert "Open Notes" in plan


@pytest.mark.parametrize(
    "text",
    ["what did Dana Ruiz send me?", "save 555 0101 as Kim Lee in contacts", "reply to Dana's last message with ok"],
)
def test_no_message_kept(text: str) -> None:
    goal = read_carry(text, "")
    assert goal is None or goal.intent not in ("contact_from_message", "note_from_message")


def test_an_event_someone_texted_goes_in_the_calendar_as_the_message_states_it() -> None:
    goal = read_carry("Omar messaged me about the school fair, add it to the calendar", "")
    assert goal is not None and goal.intent == "event_from_message" and goal.recipient == "Omar"
    plan = plan_for(goal)
    assert plan[-1] == "Add the event said in «last message»"
    facts = {"last message": "The school fair is on April 2 at 10am, see you there"}
    steps = said_entry(plan[-1], facts, datetime.date(2030, 3, 14))
    assert steps is not None and steps[0] == "Start a new event"
    assert "Type 'The school fair' into the title field" in steps
    assert "Type '2030-04-02' into the date field" in steps and "Type '10:00' into the time field" in steps


def test_a_message_that_states_no_event_stops() -> None:
    steps = said_entry("Add the event said in «last message»", {"last message": "call me back"}, None)
    assert steps is not None and steps[0].startswith("Stop")
    assert said_entry("Add the event said in «last message»", {}, None) is None
