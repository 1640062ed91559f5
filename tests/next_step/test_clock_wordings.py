"""Forms met in the first run of people set 87, tested in other wordings: a 24-hour time in four digits ("at 0930",
"1615 hours") or with a dot ("at 6.45"), a weekday before a written date ("Tue, March 19", "Thu 21 Mar", "Tue the
19th"), "until" closing a span of hours, "am I tied up", an entry's details said first and "pop it in my calendar"
last, a repeat said before an event with no verb, "X will take N" for an event's length, "whatever's on" a day, a day
said first and pointed back at ("for that day"), and a labelled value that ends where " -- " starts the request."""

from __future__ import annotations

from datetime import date

import pytest

from mcp_agent.tools.next_step.intent import plan_for
from mcp_agent.tools.next_step.intent.reader import read_task
from mcp_agent.tools.next_step.intent.said_fields import labelled_fields

pytestmark = pytest.mark.unit

TODAY = date(2030, 3, 14)  # a Thursday


def plan(text: str) -> list[str]:
    return plan_for(read_task(text, None, TODAY))


@pytest.mark.parametrize(
    ("text", "day", "hour"),
    [
        ("add Dentist to my calendar on March 20 at 0930 for 45 minutes", "2030-03-20", "09:30"),
        ("schedule Standup on March 21 at 1615 hours for 15 minutes", "2030-03-21", "16:15"),
        ("add Haircut to my calendar on Tue, March 19 at 11am for 30 minutes", "2030-03-19", "11:00"),
        ("add Haircut to my calendar on Thu 21 Mar at 11.15 for 30 minutes", "2030-03-21", "11:15"),
    ],
)
def test_a_written_hour_or_day_is_the_events(text: str, day: str, hour: str) -> None:
    steps = plan(text)
    assert f"Type '{day}' into the date field" in steps and f"Type '{hour}' into the time field" in steps


def test_an_alarm_at_an_hour_with_a_dot() -> None:
    assert "Set an alarm for 06:45" in plan("set an alarm at 6.45")


def test_a_year_said_after_the_is_no_hour() -> None:
    assert not any("19:45" in step for step in plan("note the 1945 film in movies.md"))


def test_short_weekdays_before_the_nth_still_name_their_days() -> None:
    steps = plan("what's on my calendar from Tue the 19th to Thu the 21st?")
    assert "Answer from the agenda: titles 2030-03-19 2030-03-21 00:00 23:59 | " in steps


@pytest.mark.parametrize(
    "text", ["any events from 9am until 5pm on March 19?", "am I tied up on March 19 from 9am till 5pm?"]
)
def test_a_span_of_hours_closed_by_until(text: str) -> None:
    assert "Answer from the agenda: titles_or_no 2030-03-19 2030-03-19 09:00 17:00 | " in plan(text)


def test_an_entry_said_before_pop_it_in_my_calendar() -> None:
    steps = plan("Haircut on March 22 at 10am, 45 mins -- pop it in my calendar")
    assert "Type 'Haircut' into the title field" in steps
    assert "Type '2030-03-22' into the date field" in steps and "Type '10:45' into the end time field" in steps


def test_a_repeat_said_before_the_event() -> None:
    steps = plan("weekly Book club starting March 20 at 7pm, 60 min each, description: Bring snacks")
    assert "Type 'Book club' into the title field" in steps and "Choose 'Weekly' for the repetition field" in steps


def test_an_events_new_length_said_as_will_take() -> None:
    steps = plan("Book club on March 20 will take 2 hours now, keep its start time")
    assert "Make the event last 120 minutes" in steps


def test_whatevers_on_a_day_is_moved() -> None:
    steps = plan("whatever's on March 22 in my calendar, push it to 11am")
    assert "Open the event showing '2030-03-22'" in steps and "Type '11:00' into the time field" in steps


@pytest.mark.parametrize(
    ("text", "step"),
    [
        ("Friday -- clear my calendar for that day", "Delete every event on 2030-03-15"),
        (
            "tomorrow: what's in my calendar for it?",
            "Answer from the agenda: titles 2030-03-15 2030-03-15 00:00 23:59 | ",
        ),
    ],
)
def test_a_day_said_first_and_pointed_back_at(text: str, step: str) -> None:
    assert step in plan(text)


def test_a_labelled_value_ends_before_a_double_dash() -> None:
    fields = labelled_fields("Lunch, $12, note: Paid in cash -- save it in my expenses")
    assert [field.value for field in fields if field.label == "note"] == ["Paid in cash"]


@pytest.mark.parametrize(
    "text", ["what's on my calendar from Wed the 19th to Thu the 21st?", "delete everything on Sat the 19th"]
)
def test_a_weekday_its_day_of_the_month_is_not_is_never_read_past(text: str) -> None:
    steps = plan(text)
    assert len(steps) == 1 and steps[0].startswith("Stop: the rules cannot tell which day")


def test_a_weekday_and_day_inside_a_message_are_its_own_words() -> None:
    assert "Type 'see you Friday the 13th'" in plan("text Bob Jones: see you Friday the 13th")
