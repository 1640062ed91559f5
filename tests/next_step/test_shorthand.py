"""Requests typed tersely or in another English (the fifteenth people-phrased set's readings,
intent/shorthand.py): shorthand, "pls" / "kindly" / "do the needful", dropped articles, day-first dates, lists
split by slashes, the verb said last. Each reading is checked on wordings other than the set's own."""

from __future__ import annotations

import pytest

from mcp_agent.tools.next_step.intent.shorthand import spelled_out
from tests.next_step.planning import plan

pytestmark = pytest.mark.unit


@pytest.mark.parametrize(
    ("task", "wanted"),
    [
        ("meeting_2.md note pls remove", "Delete the note 'meeting_2.md'"),
        ("bluetooth kindly disable", "Turn off bluetooth"),
        ("wifi pls switch off", "Turn off wifi"),
        ("Taxi expense delete, do the needful", "Delete the expense 'Taxi'"),
        ("alarm 7am tmrw pls set", "Set an alarm for 07:00"),
        ("screen brightness highest", "Set brightness to max"),
    ],
)
def test_a_verb_said_last_is_the_request(task: str, wanted: str) -> None:
    assert wanted in plan(task)


def test_shorthand_is_spelled_out() -> None:
    steps = plan("kindly add Gym on 25/03/2030 at 18:00 for 1 hr, desc leg day")
    assert "Type '2030-03-25' into the date field" in steps
    assert "Type '19:00' into the end time field" in steps
    assert "Type 'leg day' into the description field" in steps
    steps = plan("new contact Ana Lopez, home no. +16465550100 - don't save")
    assert "Choose 'Home' for the phone label field" in steps
    assert "Save the contact" not in steps
    assert "Type '+16465550100' into the phone field" in plan("add contact Ana Lopez, mob no. +16465550100")


def test_dropped_articles_and_slashed_lists() -> None:
    assert "Type 'on my way'" in plan("reply last sms - on my way")
    assert "Remember the sender" in plan("call back the person who sent me the last sms")
    assert plan("delete recipes: Pancakes/Banana bread/Lentil soup")[1:] == [
        "Delete the recipe 'Pancakes'",
        "Delete the recipe 'Banana bread'",
        "Delete the recipe 'Lentil soup'",
    ]


def test_what_is_not_said_verb_last_stays() -> None:
    # "don't start" is not a request to start; a clause before the verb is context.
    assert spelled_out("timer 1 hr 38 mins 49 secs, don't start") == "timer 1 hour 38 mins 49 seconds, don't start"
    assert spelled_out("Greta didn't get my message, resend it") == "Greta didn't get my message, resend it"
    # A path is one name, not a list; a date whose day could be a month is left as written.
    assert spelled_out("delete Documents/a.pdf") == "delete Documents/a.pdf"
    assert spelled_out("clear 03/04/2030") == "clear 03/04/2030"
    # A message's words are its own.
    assert spelled_out('text Ana "pls desc the appt"') == 'text Ana "pls desc the appt"'


def test_a_call_back_naming_someone_is_not_the_latest_call() -> None:
    assert "Call back the latest call" not in plan("call back Ben Carter")
    assert "Call back the latest call" not in plan("call back the plumber who sent me a text")
    assert "Call back the latest call" in plan("call back the last number")


def test_the_kind_of_entry_said_first_with_its_day_adds_it() -> None:
    steps = plan("appt Dentist tmrw 9am, 45 mins, desc: bring the card")
    assert "Type 'Dentist' into the title field" in steps
    assert "Type '2030-03-15' into the date field" in steps
    assert "Type '09:45' into the end time field" in steps
    assert "Type 'bring the card' into the description field" in steps
    assert spelled_out("meeting notes for Haddad") == "meeting notes for Haddad"  # no day: not an entry to add
