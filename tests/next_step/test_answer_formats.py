"""How an answer is to be written, said in words after the question (people set 105's "when am I next meeting Greta
Novak? month day year and the time in 24hr"), tested in other wordings: a remark naming only parts of a date and a
time is taken off; one with other words ("just the location") stays for the readings that use it."""

from __future__ import annotations

from datetime import date

import pytest

from mcp_agent.tools.next_step.intent.reader import read_task

pytestmark = pytest.mark.unit

TODAY = date(2030, 3, 14)


@pytest.mark.parametrize(
    ("text", "who"),
    [
        ("when's my next meeting with Ana Costa? date and time please", "Ana Costa"),
        ("when do I next see Tomas Brennan? day month year, 24h clock", "Tomas Brennan"),
        ("when am I next meeting Priya Shah? date + time (24 hour)", "Priya Shah"),
    ],
)
def test_the_next_meeting_is_asked_without_the_format_remark(text: str, who: str) -> None:
    goal = read_task(text, None, TODAY)
    assert goal.intent == "agenda" and goal.extra[-1].startswith("Answer from the agenda: next")
    assert goal.extra[-1].endswith(f"| {who}")


def test_a_remark_with_other_words_is_not_a_format() -> None:
    goal = read_task("where is my Piano lesson? just the location", None, TODAY)
    assert goal.intent == "agenda" and goal.extra[-1].endswith("| Piano lesson")
