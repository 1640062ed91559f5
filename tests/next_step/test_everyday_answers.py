"""Questions answered from the screen as people ask them in everyday text (people set 114, helper people114), in
other wordings than the set's: a day of the month in digits said without "the" ("monday 18th", "from 18th to 20th":
intent/ordinal_days.py), and the person a call's time is asked of said as one of the two who spoke ("when did Ana and
I last talk": answering/call_questions.py). Each had been answered from another day or another call."""

from __future__ import annotations

import json
from datetime import date

import pytest

from mcp_agent.tools.next_step.intent import read_task
from mcp_agent.tools.next_step.intent.goal import Goal

pytestmark = pytest.mark.unit

TODAY = date(2030, 3, 14)  # a Thursday


def _goal(task: str) -> Goal:
    return read_task(task, None, TODAY)


def _asked(task: str) -> dict[str, object]:
    goal = _goal(task)
    assert goal.intent == "agenda", goal
    spec = goal.extra[-1]
    return json.loads(spec.split(": ", 1)[1]) if spec.startswith("Answer from the list:") else {"spec": spec}


@pytest.mark.parametrize(
    ("task", "days"),
    [
        ("what's on from tuesday 19th to thursday 21st? titles please", "2030-03-19 2030-03-21"),
        ("what's in my calendar from 17th to 19th", "2030-03-17 2030-03-19"),
        ("anything on saturday 16th? just the names", "2030-03-16 2030-03-16"),
    ],
)
def test_a_day_in_digits_without_the_is_that_day(task: str, days: str) -> None:
    assert days in str(_asked(task)["spec"])


def test_a_day_in_digits_before_a_noun_is_no_day() -> None:
    from mcp_agent.tools.next_step.intent.ordinal_days import ordinal_digits

    assert ordinal_digits("move the song to 2nd place") == "move the song to 2nd place"
    assert ordinal_digits("due by 22nd, pls") == "due by the 22nd, pls"


@pytest.mark.parametrize(
    ("task", "person"),
    [
        ("when did Maya and I last talk on the phone? just the time", "Maya"),
        ("what time did me and Jonah speak last", "Jonah"),
        ("when was the last time Hana and I spoke on the phone?", "Hana"),
    ],
)
def test_the_person_said_as_one_of_the_two_who_spoke_is_whose_call(task: str, person: str) -> None:
    asked = _asked(task)
    assert asked["source"] == "calls" and asked["mode"] == "time"
    assert asked["subject"] == person


def test_a_name_not_read_in_a_calls_time_is_never_the_newest_call() -> None:
    goal = _goal("what time was the most recent call Jonah and I had?")
    assert not (goal.intent == "agenda" and '"subject": ""' in " ".join(goal.extra))
