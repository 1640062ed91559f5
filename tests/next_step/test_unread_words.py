"""A word that says what the thing acted on is to be ("an encrypted note", "a silent alarm") and that no part of the
reading used stops a fresh plan: the agent says what it understood and which words it did not use, and asks. Slot
values (quoted text, names, titles, message bodies), the grammar's own words and a request's later explanation
never do."""

from __future__ import annotations

import pytest

from mcp_agent.tools.next_step.intent import plan_for, read_task
from mcp_agent.tools.next_step.intent.spoken import reworded
from mcp_agent.tools.next_step.said_values import GO_AHEAD
from mcp_agent.tools.next_step.session import AgentSession
from mcp_agent.tools.next_step.turn import STOP
from mcp_agent.tools.next_step.unread_words import unread_words
from tests.next_step.planning import TODAY
from tests.next_step.test_planner import HOME_SCREEN, decide, step

pytestmark = pytest.mark.unit


def unread(task: str) -> tuple[str, ...]:
    goal = read_task(task, {}, TODAY)
    return unread_words(reworded(task, TODAY), goal, plan_for(goal))


@pytest.mark.parametrize(
    ("task", "words"),
    [
        ("create an encrypted note 'Bank codes' in Markor", ("encrypted",)),
        ("create a pinned note in markor: buy milk", ("pinned",)),
        ("set a silent alarm for 7am", ("silent",)),
        ("add a private event 'Therapy' tomorrow at 5pm", ("private",)),
    ],
)
def test_a_word_that_qualifies_the_thing_and_is_in_no_slot_is_unread(task: str, words: tuple[str, ...]) -> None:
    assert unread(task) == words


@pytest.mark.parametrize(
    "task",
    [
        "text Sam Novak 'on my way'",  # a name and a message's text are slots
        "create a new note in Markor titled Groceries with the text eggs",
        "add a weekly event 'Standup' every monday 9am",  # the grammar's own words
        "create a recurring event 'Gym' every tuesday at 6pm",
        "I think I entered some expenses twice, delete the doubles",  # what a person says of themselves
        "dentist appointment friday 3pm",  # dictated: every word is the title or the day
        "lunch 12.50 food expense add",
        "add the Dentist event on friday at 3pm so I remember to bring the insurance card",  # a later explanation
        "make a colourful playlist",  # nothing read at all: the agent explores, and asks nothing
    ],
)
def test_slot_values_grammar_words_and_explanations_are_read(task: str) -> None:
    assert unread(task) == ()


def test_the_agent_says_what_it_understood_and_what_it_did_not_use_and_goes_ahead_when_told() -> None:
    task = "create a pinned note in markor: buy milk"
    first = decide(task, HOME_SCREEN)
    assert first.action == "ask_user" and first.options == [GO_AHEAD, STOP]
    assert (first.question or "").startswith("I understood: Open Markor; Start a new note; Type 'buy milk'")
    assert "I did not use: 'pinned'." in (first.question or "")
    assert first.confidence is not None and first.confidence < 1
    session = AgentSession(task=task)
    session.apply(first)
    session.answer(GO_AHEAD)
    following = step(session, HOME_SCREEN + '\n[4] ImageButton "Markor"')
    assert (following.action, following.app_name) == ("open_app", "Markor")


def test_a_plan_that_reads_every_word_acts_at_once() -> None:
    acted = decide("create a note in markor: buy milk", HOME_SCREEN + '\n[4] ImageButton "Markor"')
    assert (acted.action, acted.app_name) == ("open_app", "Markor")
