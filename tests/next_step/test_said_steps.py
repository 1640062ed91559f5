"""A step said after "then" that no step of the plan does is asked about before acting (said_steps.py): the first
step done and "done" said while the second never happens is a false done."""

from __future__ import annotations

from datetime import date

import pytest

from mcp_agent.tools.next_step.intent.reader import read_task
from mcp_agent.tools.next_step.said_steps import unplanned_step
from mcp_agent.tools.next_step.said_values import doubt_about

pytestmark = pytest.mark.unit

NOTE_ONLY = ["Open Markor", "Start a new note", "Type 'a.md' into the title field", "Save the note"]


@pytest.mark.parametrize(
    "task",
    [
        "make a note a.md saying hi, then text the whole thing to Dana",
        "make a note a.md saying hi and thereafter, please share it with Dana",
        "make the note a.md, after that call Omar",
    ],
)
def test_a_step_said_after_then_that_the_plan_leaves_out_is_asked_about(task: str) -> None:
    assert unplanned_step(task, NOTE_ONLY) is not None
    doubt = doubt_about(task, read_task(task, None, date(2030, 3, 14)), NOTE_ONLY)
    assert doubt is not None and "no step of what I understood does it" in doubt.question


def test_a_step_the_plan_does_is_not_doubted() -> None:
    plan = [*NOTE_ONLY, "Open Messages", "Type '«note text»' into the message field", "Send the message"]
    assert unplanned_step("make a note a.md saying hi, then text it to +15551234567", plan) is None


@pytest.mark.parametrize(
    "task",
    [
        'make a note a.md saying "buy milk then call mum"',
        "text Dana: I'll finish here then call you",
    ],
)
def test_then_inside_the_words_of_a_note_or_a_message_is_theirs(task: str) -> None:
    assert unplanned_step(task, NOTE_ONLY) is None
