"""A span of days said across a month's end ("Mar 31-2", "Mar 31 - Apr 2", "Mar 31-Apr 2") is read as those days,
never as today (a month said alone is no day) nor as a year-long span; read for the calendar (ahead) and for what
was spent or tracked (looking back)."""

from __future__ import annotations

import datetime

import pytest

from mcp_agent.tools.next_step.answering.spans import interval_named
from mcp_agent.tools.next_step.dates import read_when
from mcp_agent.tools.next_step.intent import plan_for, read_task

pytestmark = pytest.mark.unit
TODAY = datetime.date(2030, 3, 14)


@pytest.mark.parametrize(
    "task",
    [
        "what's on my calendar Apr 29-3? titles only",
        "simple calendar: which events Apr 29 - May 3, comma separated",
        "what events do I have from Apr 29 to May 3?",
        "my events Apr 29-May 3 in simple calendar pro, titles please",
    ],
)
def test_a_calendar_span_across_a_month_end_reads_both_ends(task: str) -> None:
    steps = plan_for(read_task(task, today=TODAY))
    assert any(s.startswith("Answer from the agenda: titles 2030-04-29 2030-05-03") for s in steps), steps


@pytest.mark.parametrize(
    ("said", "span"), [("Feb 26-2", ("2030-02-26", "2030-03-02")), ("Nov 29-1", ("2029-11-29", "2029-12-01"))]
)
def test_a_past_span_whose_second_day_is_smaller_ends_in_the_next_month(said: str, span: tuple[str, str]) -> None:
    assert interval_named(f"what did I spend on food {said}?", TODAY) == span


@pytest.mark.parametrize("text", ["events in Apr", "what about May", "anything for June?"])
def test_a_month_said_alone_is_no_day(text: str) -> None:
    assert read_when(text, TODAY)[1] == ""


def test_a_verbless_request_that_says_an_answers_form_makes_nothing() -> None:
    # "my events Apr 29-May 3 …, titles please" had made an event titled "Apr 29-May 3".
    for task in ("work stuff Apr 29 in simple calendar, titles please", "team things May 2 calendar, comma separated"):
        assert not any(s.startswith("Start a new") for s in plan_for(read_task(task, today=TODAY))), task
