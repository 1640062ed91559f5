"""A value the person stated outright (a phone number, a quoted text of several words) that no step of a fresh plan
carries stops the agent before it acts: it shows what it understood and asks, instead of a wrong call or a false
``done``. Dates, clock times and one quoted word (a control's name, an answer's form) are not such values, unless the word is
written as a name ("lecture_07")."""

from __future__ import annotations

import pytest

from mcp_agent.tools.next_step.said_values import GO_AHEAD, unused_value
from mcp_agent.tools.next_step.session import AgentSession
from mcp_agent.tools.next_step.turn import STOP
from tests.next_step.test_planner import HOME_SCREEN, decide, step

pytestmark = pytest.mark.unit

CONTACT_PLAN = ["Open Contacts", "Start a new contact", "Type 'Hana' into the first name field", "Save the contact"]


@pytest.mark.parametrize(
    ("task", "plan", "unused"),
    [
        ("+19705551889 is Hana's new mobile, add her", CONTACT_PLAN, "+19705551889"),
        ("add Hana, 970 555 1889", [*CONTACT_PLAN, "Type '9705551889' into the phone field"], None),
        # The country code may be left off where the number is dialled.
        ("call +1 968 555 1245", ["Open Phone", "Dial 9685551245", "Call 9685551245"], None),
        ("call 555 1234 no wait, 555 9876", ["Open Phone", "Dial 5551234", "Call 5551234"], "555 9876"),
        ('note "buy milk and eggs" in markor', ["Open Markor", "Type 'buy milk' into the note"], "buy milk and eggs"),
        ('note "buy milk and eggs" in markor', ["Open Markor", "Type 'Buy milk and eggs.' into the note"], None),
        # One quoted word written as a name (a digit, an underscore, an extension) is a value given, not a control.
        ("tape the lecture, file it under 'lecture_07'", ["Open Audio Recorder", "Save the recording"], "lecture_07"),
        ("keep the scan as 'receipt2' in Files", ["Open Files", "Save the file"], "receipt2"),
        ("rename it to 'v2.final'", ["Open Markor", "Rename the note to 'v2.final'"], None),
    ],
)
def test_a_value_said_outright_is_found_in_the_plan_or_named(task: str, plan: list[str], unused: str | None) -> None:
    assert unused_value(task, plan) == unused


@pytest.mark.parametrize(
    "task",
    [
        "when do I next meet Ines? answer like March 5 2030 14:30",
        "delete my events on 2030-03-18 and 18.03.2030",
        "call 555 1234 and ensure the In-Call UI shows options like 'Hold'",
        "is the note 'Fix the bike' a todo? Respond with 'True' or 'False'",
    ],
)
def test_dates_times_and_one_quoted_word_are_not_values_to_place(task: str) -> None:
    assert unused_value(task, ["Open Phone", "Dial 5551234", "Call 5551234", "Read 'Fix the bike'"]) is None


def test_the_agent_asks_before_acting_on_a_plan_that_leaves_a_number_out_and_goes_ahead_when_told() -> None:
    task = "ring 555 1234, although that is her old one and the new one, 555 9876, might work better"
    first = decide(task, HOME_SCREEN)
    assert first.action == "ask_user" and first.options == [GO_AHEAD, STOP]
    assert "555 9876" in (first.question or "") and "Call 5551234" in (first.question or "")
    session = AgentSession(task=task)
    session.apply(first)
    session.answer(GO_AHEAD)
    home_with_phone = HOME_SCREEN + '\n[4] ImageButton "Phone"'
    following = step(session, home_with_phone)
    assert (following.action, following.app_name) == ("open_app", "Phone")
