"""Forms met in the first run of people set 38 (the record apps' jobs said as people say them), tested in other
wordings: a request said whole and then pointed back at ("…, make one", "…. now, overwrite it"), a day's tasks
said as the day's own ("friday's tasks"), things ticked off said as checked or crossed off, and how often a person
named in lower case called; and the checks that keep a question from being answered without the day or the person
it names."""

from __future__ import annotations

from datetime import date

import pytest

from mcp_agent.tools.next_step.intent import plan_for
from mcp_agent.tools.next_step.intent.reader import read_task

pytestmark = pytest.mark.unit

TODAY = date(2030, 3, 14)


@pytest.mark.parametrize(
    ("task", "intent", "title"),
    [
        ("want a new folder named Tax papers - create it pls", "create", "Tax papers"),
        ("a note called plans.md with the text Buy stamps, make it", "create", "plans.md"),
    ],
)
def test_a_request_pointed_back_at_is_read_without_the_pointing_words(task: str, intent: str, title: str) -> None:
    goal = read_task(task, None, TODAY)
    assert (goal.intent, goal.title) == (intent, title)


def test_a_text_to_write_ends_before_the_words_pointing_back_at_it() -> None:
    goal = read_task("shopping.md should only say Milk and eggs. so, update it", None, TODAY)
    assert (goal.intent, goal.subject, goal.body) == ("edit", "shopping.md", "Milk and eggs")


def test_a_pointing_verb_that_is_not_the_request_leaves_the_reading_as_it_was() -> None:
    assert pointed_reading("i need a folder called Old bills, delete it") != "Old bills"


def pointed_reading(task: str) -> str:
    return read_task(task, None, TODAY).title


@pytest.mark.parametrize(
    "task", ["which of friday's tasks have I crossed off?", "what's checked off of friday's tasks"]
)
def test_a_days_own_tasks_are_that_days_and_checked_off_is_done(task: str) -> None:
    plan = plan_for(read_task(task, None, TODAY))
    assert plan[0] == "Open Tasks"
    assert '"first": "2030-03-15"' in plan[1] and '"done": true' in plan[1]


def test_a_day_said_that_is_not_read_is_not_answered_for_every_day() -> None:
    plan = plan_for(read_task("which tasks did I tick off on sundays?", None, TODAY))
    assert not any('"source": "tasks"' in step and '"first": ""' in step for step in plan)


@pytest.mark.parametrize("task", ["how many times has lena okafor rung me", "number of times lena okafor phoned me?"])
def test_how_often_a_person_named_in_lower_case_called_counts_only_their_calls(task: str) -> None:
    plan = plan_for(read_task(task, None, TODAY))
    assert plan[0] == "Open Phone"
    assert '"subject": "Lena Okafor"' in plan[1] and '"mode": "count"' in plan[1]


def test_how_often_one_called_a_person_in_lower_case_counts_only_those_calls() -> None:
    plan = plan_for(read_task("how many times did I call lena okafor", None, TODAY))
    assert '"subject": "Lena Okafor"' in plan[1] and '"kind": "outgoing"' in plan[1]
