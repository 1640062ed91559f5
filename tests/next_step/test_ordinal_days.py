"""A day of the month said as a word ("on the third", "from the twenty-fifth") is read as the day of the device's
month that "the 3rd" is; an order in a list ("the second note") is no day."""

from __future__ import annotations

import datetime

import pytest

from mcp_agent.tools.next_step.intent import plan_for, read_task
from mcp_agent.tools.next_step.intent.ordinal_days import ordinal_digits

pytestmark = pytest.mark.unit
TODAY = datetime.date(2030, 3, 14)


@pytest.mark.parametrize(
    ("said", "digits"),
    [
        (
            "move Gym from the twenty-fifth to the nineteenth, same time",
            "move Gym from the 25th to the 19th, same time",
        ),
        ("add Dentist on the third at 3pm", "add Dentist on the 3rd at 3pm"),
        ("clear my calendar on the twenty first", "clear my calendar on the 21st"),
        ("what do I have on the twelfth?", "what do I have on the 12th?"),
    ],
)
def test_a_day_said_as_a_word_is_written_in_digits(said: str, digits: str) -> None:
    assert ordinal_digits(said) == digits


@pytest.mark.parametrize(
    "said", ["delete the second note", "open the first one", "play the third song on the list", "the first of many"]
)
def test_an_order_in_a_list_is_no_day(said: str) -> None:
    assert ordinal_digits(said) == said


@pytest.mark.parametrize(
    ("task", "last"),
    [
        ("move Car service from the twenty-fifth to the nineteenth, same time", "is listed at 2030-03-19"),
        ("clear my calendar on the twenty first", "Delete every event on 2030-03-21"),
        ("add Book club on the twentieth at 6pm to my calendar", "is listed at 2030-03-20 18:00"),
    ],
)
def test_a_day_said_as_a_word_is_a_day_of_the_devices_month(task: str, last: str) -> None:
    assert plan_for(read_task(task, today=TODAY))[-1].endswith(last)
