"""A question said as the list it wants, with no question word: "notes I changed on Mar 3, names only", "files I
edited yesterday - titles". Read as the question it is (the items of that day), never as a note to write."""

from __future__ import annotations

from datetime import date

import pytest

from mcp_agent.tools.next_step.intent import plan_for, read_task

pytestmark = pytest.mark.unit


@pytest.mark.parametrize(
    ("task", "day"),
    [
        ("markor: notes I edited on March 9, titles only", "2030-03-09"),
        ("in markor, the notes I updated on Mar 11, just the names", "2030-03-11"),
    ],
)
def test_the_items_of_a_day_asked_without_a_question_word(task: str, day: str) -> None:
    steps = plan_for(read_task(task, None, date(2030, 3, 14)))
    assert steps[0] == "Open Markor" and '"mode": "titles"' in steps[-1] and f'"first": "{day}"' in steps[-1], steps


def test_a_note_that_says_what_changed_is_still_a_note() -> None:
    steps = plan_for(read_task("new note in markor: notes I changed on Mar 3 need a review", None, date(2030, 3, 14)))
    assert not any('"mode": "titles"' in step for step in steps), steps
