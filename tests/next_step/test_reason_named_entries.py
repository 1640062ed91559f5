"""A reason said first that names the entry, then a delete pointing back at it (people set 105's "I got refunded for
fuel, can you delete that expense"), tested in other wordings: the entry refunded, returned or not wanted is the one
deleted, of the kind said after "that" (money come back is an expense's); a reason naming no entry stays unread."""

from __future__ import annotations

from datetime import date

import pytest

from mcp_agent.tools.next_step.intent.reader import read_task

pytestmark = pytest.mark.unit

TODAY = date(2030, 3, 14)


@pytest.mark.parametrize(
    ("text", "obj", "name"),
    [
        ("I returned the running shoes, remove that expense", "expense", "running shoes"),
        ("got reimbursed for the Train ticket so delete it", "expense", "Train ticket"),
        ("I never cook Pancakes anymore, delete that recipe", "recipe", "Pancakes"),
        ("we got a refund on the Board game - could you drop that entry", "", "Board game"),
    ],
)
def test_the_entry_the_reason_names_is_deleted(text: str, obj: str, name: str) -> None:
    goal = read_task(text, None, TODAY)
    assert goal.intent == "delete" and goal.extra == (name,)
    if obj:
        assert goal.obj == obj


def test_a_reason_that_names_no_entry_deletes_nothing() -> None:
    goal = read_task("my boss paid for lunch, delete that expense", None, TODAY)
    assert goal.intent != "delete"
