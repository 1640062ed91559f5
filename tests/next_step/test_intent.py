"""How the planner reads a task (intent and slots), a date, and which taps need a confirmation."""

from __future__ import annotations

import datetime

import pytest

from mcp_agent.tools.next_step.contract import AgentStepResult
from mcp_agent.tools.next_step.dates import date_like, same_date, same_time, time_like
from mcp_agent.tools.next_step.intent import read_task
from mcp_agent.tools.next_step.safety import confirmation_reason
from mcp_agent.tools.next_step.screen import parse_screen

pytestmark = pytest.mark.unit


@pytest.mark.parametrize(
    ("task", "recipient", "body"),
    [
        ("Text Mia: 'on the train'", "Mia", "on the train"),
        ("TEXT MIA 'on the train'", "MIA", "on the train"),
        ('Tell Mia "on the train"', "Mia", "on the train"),
        ("Reply 'on the train' to Mia", "Mia", "on the train"),
        ("reply to Mia saying on the train", "Mia", "on the train"),
        ("Send Mia Ross a message saying on the train", "Mia Ross", "on the train"),
        ("send a text to Mia Ross: on the train", "Mia Ross", "on the train"),
        ("please message mia ross that I'm on the train", "mia ross", "I'm on the train"),
        ("Can you let Mia know that I'm on the train?", "Mia", "I'm on the train"),
        ("Let Mia know: are you on the train?", "Mia", "are you on the train?"),
        ("tell mia ross the train is late", "mia ross", "the train is late"),
        ("Text Mia: see you in Paris", "Mia", "see you in Paris"),
        ("Send 'see you in Paris' to Mia on WhatsApp", "Mia", "see you in Paris"),
    ],
)
def test_messages_in_every_form(task: str, recipient: str, body: str) -> None:
    goal = read_task(task)
    assert (goal.intent, goal.recipient, goal.body) == ("message", recipient, body)


@pytest.mark.parametrize(
    ("task", "intent", "slots"),
    [
        ("Call Mia Ross", "call", {"recipient": "Mia Ross"}),
        ("please give Mia a ring", "call", {"recipient": "Mia"}),
        ("Take a note: renew passport", "note", {"title": "", "body": "renew passport"}),
        ("Create a note titled Trip saying book hotel", "note", {"title": "Trip", "body": "book hotel"}),
        ("Turn off Bluetooth", "toggle", {"setting": "Bluetooth", "on": False}),
        ("can you enable dark mode?", "toggle", {"setting": "dark mode", "on": True}),
        ("Turn off notifications for Chess", "toggle", {"setting": "notifications", "app": "Chess", "on": False}),
        ("disable Chess notifications", "toggle", {"setting": "notifications", "app": "Chess", "on": False}),
        ("Set brightness to 40%", "set", {"setting": "brightness", "value": "40%"}),
        ("Put the brightness at 40 percent", "set", {"setting": "brightness", "value": "40%"}),
        ("Make sure Wi-Fi is on", "toggle", {"setting": "Wi-Fi", "on": True}),
        ("change the screen timeout to 2 minutes", "set", {"setting": "screen timeout", "value": "2 minutes"}),
        ("Order the most expensive lamp", "order", {"item": "lamp", "criterion": "most expensive", "quantity": 1}),
        ("buy three of the cheapest pens", "order", {"item": "pens", "criterion": "cheapest", "quantity": 3}),
        ("What code did Acme send me?", "lookup", {"fact": "code", "subject": "Acme"}),
        ("When is my dentist appointment?", "lookup", {"fact": "when", "subject": "dentist"}),
        (
            "Create a note 'Shopping list' with eggs and milk",
            "note",
            {"title": "Shopping list", "body": "eggs and milk"},
        ),
        (
            "Put a meeting with Leo on my calendar at 11am on December 7",
            "create",
            {"title": "Meeting with Leo", "time": "11:00"},
        ),
        ("Add a calendar event Dentist on December 4 at 3 pm", "create", {"title": "Dentist", "time": "15:00"}),
        ("What's the verification code from my bank?", "lookup", {"fact": "code", "subject": "bank"}),
        ("Get me the code Acme Bank sent", "lookup", {"fact": "code", "subject": "Acme Bank"}),
        ("Get me the cheapest charger", "order", {"item": "charger", "criterion": "cheapest"}),
        ("Open the Camera app", "open", {"app": "Camera"}),
        ("book a table for two", "explore", {}),
    ],
)
def test_intents_and_their_slots(task: str, intent: str, slots: dict[str, object]) -> None:
    goal = read_task(task)
    assert goal.intent == intent
    assert {name: getattr(goal, name) for name in slots} == slots


def test_an_event_gets_its_day_and_time_from_dateparser() -> None:
    goal = read_task("Add an event Team lunch on December 24 at 1:30pm")
    today = datetime.date.today()
    year = today.year if datetime.date(today.year, 12, 24) >= today else today.year + 1
    assert (goal.intent, goal.obj, goal.title, goal.date, goal.time) == (
        "create",
        "event",
        "Team lunch",
        f"{year}-12-24",
        "13:30",
    )
    tomorrow = read_task("schedule a meeting called Review tomorrow")
    assert tomorrow.date == (today + datetime.timedelta(days=1)).isoformat() and tomorrow.time == ""


@pytest.mark.parametrize(
    ("shown", "typed"),
    [
        (None, "2026-12-04"),
        ("YYYY-MM-DD", "2026-12-04"),
        ("DD/MM/YYYY", "04/12/2026"),
        ("MM/DD/YYYY", "12/04/2026"),
        ("25/11/2026", "04/12/2026"),
        ("Tue 1 Dec", "Fri 4 Dec"),
        ("Dec 1, 2026", "Dec 4, 2026"),
    ],
)
def test_a_date_is_typed_in_the_shape_the_field_shows(shown: str | None, typed: str) -> None:
    assert date_like(shown, "2026-12-04") == typed
    assert same_date(typed, "2026-12-04")


def test_a_time_is_typed_in_the_shape_the_field_shows() -> None:
    assert time_like("hh:mm AM/PM", "15:05") == "3:05 PM" and time_like(None, "15:05") == "15:05"
    assert same_time("3:05 PM", "15:05") and not same_time("3:05 AM", "15:05")


@pytest.mark.parametrize(
    ("line", "needs_confirmation"),
    [
        ('[0] Button "Send"', True),
        ('[0] ImageButton "Call"', True),
        ('[0] Button "Place order"', True),
        ('[0] FloatingActionButton "Delete"', True),
        ('[0] ListItem "Dana" value="call me when you land"', False),
        ('[0] ListItem "Call me maybe"', False),
        ('[0] TextView "Send us feedback"', False),
        ('[0] Tab "Orders" unchecked', False),
        ('[0] Button "Add to basket"', False),
    ],
)
def test_confirmation_by_role_not_by_words(line: str, needs_confirmation: bool) -> None:
    tap = AgentStepResult(status_text="", action="tap", target_index=0)
    assert (confirmation_reason(tap, parse_screen(line)) is not None) is needs_confirmation


@pytest.mark.parametrize(
    "task",
    ["whats the weather", "what is the stock price of apple", "how much is a flight to Lisbon", "find a pizza place"],
)
def test_a_question_nothing_ties_to_a_message_is_not_looked_for_in_messages(task: str) -> None:
    # Messages was the guess for any "what is X": a person asking the weather was shown their texts.
    assert read_task(task).intent != "lookup"


@pytest.mark.parametrize(
    ("task", "subject"),
    [
        ("what did mom text me about dinner", "mom"),
        ("what's the address Sam sent", "Sam"),
        ("tell me what the boss said", "boss"),
    ],
)
def test_a_question_about_what_someone_said_is_looked_for_in_messages(task: str, subject: str) -> None:
    goal = read_task(task)
    assert (goal.intent, goal.fact) == ("lookup", "text") and subject in goal.subject
