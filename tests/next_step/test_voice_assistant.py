"""Forms met in the first run of people set 75 (requests spoken to a voice assistant), tested in other wordings: the
wake phrase said unpunctuated after a filler, a time said over ("at two no wait three pm"), "underscore" and "dot"
said inside a name, a field said as a sentence ("and the note is …"), expense rows run on with "then", and the kind
said with the first thing named and "ones" after the last; and the checks that keep a message's own words, a bare
"hey" and a duration out of these readings."""

from __future__ import annotations

from datetime import date

import pytest

from mcp_agent.tools.next_step.intent import plan_for
from mcp_agent.tools.next_step.intent.reader import read_task
from mcp_agent.tools.next_step.intent.said_aloud import corrected_times, symbols_written, woken
from mcp_agent.tools.next_step.intent.spoken import reworded

pytestmark = pytest.mark.unit

TODAY = date(2030, 3, 14)


def plan(text: str) -> list[str]:
    return plan_for(read_task(text, None, TODAY))


@pytest.mark.parametrize(
    ("said", "asked"),
    [
        ("ok google open the camera", "open the camera"),
        ("uh hi alexa, call mom", "call mom"),
        ("okay so hey siri mute the call", "mute the call"),
        ("um hey assistant turn off wifi", "turn off wifi"),
    ],
)
def test_a_spoken_wake_phrase_is_no_part_of_the_request(said: str, asked: str) -> None:
    assert woken(said) == asked


def test_a_greeting_alone_or_a_name_inside_is_kept() -> None:
    assert woken("hey open the camera") == "hey open the camera"
    assert woken("text Google support saying hi") == "text Google support saying hi"


def test_the_assistant_name_is_not_read_as_an_app() -> None:
    goal = read_task("okay google um turn the bluetooth off", None, TODAY)
    assert goal.intent == "toggle" and goal.setting == "bluetooth" and goal.on is False


@pytest.mark.parametrize(
    ("said", "time"),
    [
        ("wake me up at six thirty no wait six forty five am", "06:45"),
        ("set an alarm for 7am, sorry, 8am", "08:00"),
        ("set an alarm at 5pm no 6", "18:00"),
        ("alarm for ten um i mean eleven pm", "23:00"),
    ],
)
def test_a_time_said_over_keeps_the_last(said: str, time: str) -> None:
    assert read_task(said, None, TODAY).time == time


def test_a_time_said_over_is_left_in_a_message_and_before_a_unit() -> None:
    assert "3 no wait 4" in reworded("text Ana saying see you at 3 no wait 4", TODAY)
    assert corrected_times("for 2 no 3 hours") == "for 2 no 3 hours"


def test_underscore_and_dot_said_in_a_name_are_written() -> None:
    assert symbols_written("save it as memo underscore twenty one") == "save it as memo_21"
    assert symbols_written("open notes underscore june dot txt") == "open notes_june.txt"
    assert symbols_written("the dot on the map") == "the dot on the map"
    goal = read_task("record a clip and call it lecture underscore nine", None, TODAY)
    assert goal.intent == "record" and goal.title == "lecture_9"


def test_a_field_said_as_a_sentence_is_the_field() -> None:
    goal = read_task("add an expense Taxi $12.40 category transportation and the note is airport", None, TODAY)
    assert dict(goal.rows[0]) == {"name": "Taxi", "amount": "12.40", "category": "transportation", "note": "airport"}


def test_expense_rows_run_on_with_then_are_rows() -> None:
    goal = read_task(
        "add two expenses Lunch $14.50 food note team then Parking $6 transportation note downtown", None, TODAY
    )
    assert [dict(row).get("note") for row in goal.rows] == ["team", "downtown"]
    assert [dict(row)["name"] for row in goal.rows] == ["Lunch", "Parking"]


def test_the_kind_said_with_the_first_and_ones_after_the_last_is_one_list() -> None:
    goal = read_task("delete the gym membership expense and the taxi and the parking ones too", None, TODAY)
    assert goal.intent == "delete" and goal.extra == ("gym membership", "taxi", "parking")
    goal = read_task("remove the pancakes recipe and the waffles one as well", None, TODAY)
    assert goal.intent == "delete" and goal.extra == ("pancakes", "waffles")


def test_a_word_said_again_after_a_filler_is_said_once() -> None:
    goal = read_task("in markor move ideas_3.md into uh into the drafts folder", None, TODAY)
    assert goal.intent == "move" and goal.subject == "ideas_3.md" and goal.value.lower() == "drafts"


def test_that_message_resent_is_the_one_sent() -> None:
    goal = read_task("um resend that text i just sent to omar haddad", None, TODAY)
    assert goal.intent == "resend" and goal.recipient.lower() == "omar haddad"


def test_a_lower_case_title_put_on_the_calendar_is_the_event() -> None:
    goal = read_task("put dentist checkup on my calendar 3 days from today at 10 am", None, TODAY)
    assert goal.obj == "event" and dict(goal.fields).get("title") == "Dentist checkup"
    assert dict(goal.fields).get("time") == "10:00"


def test_a_line_added_at_the_bottom_of_a_note_opened() -> None:
    steps = plan("open shopping_2.md in markor and add Call the bank. at the bottom")
    assert "Open the note 'shopping_2.md'" in steps and any("Call the bank." in step for step in steps)


def test_a_new_note_then_saved_is_one_request() -> None:
    steps = plan("in markor merge a_1.md and b_2.md into a new note called c_3.md and then save it")
    assert not any("Find an app" in step for step in steps) and "Save the note" in steps


@pytest.mark.parametrize(
    ("said", "day"), [("the twenty first of march", "2030-03-21"), ("march thirty-first", "2030-03-31")]
)
def test_a_day_said_in_two_words_is_the_day(said: str, day: str) -> None:
    steps = plan(f"which tasks are due on {said}")
    assert day in steps[-1]


def test_a_when_question_said_again_as_what_it_asks_is_asked_once() -> None:
    said = plan("um when's my next meeting with omar haddad like which day and what time")
    plain = plan("when's my next meeting with omar haddad?")
    assert said == plain and said[0] == "Open Calendar"


@pytest.mark.parametrize("said", ["turn off wifi for the flight", "turn the bluetooth on so i can use my speaker"])
def test_what_a_setting_is_turned_on_for_is_no_app(said: str) -> None:
    goal = read_task(said, None, TODAY)
    assert goal.intent == "toggle" and goal.app == "" and goal.setting in ("wifi", "bluetooth")


def test_a_title_with_a_name_in_it_keeps_its_capitals() -> None:
    goal = read_task("put coffee with Lena on my calendar tomorrow at 9am", None, TODAY)
    assert dict(goal.fields).get("title") == "Coffee with Lena"
