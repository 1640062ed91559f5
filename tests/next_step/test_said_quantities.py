"""Times, dates, durations and numbers said the many ways people say them (people set 119, helper people119), in other
wordings than the set's: items numbered as said, durations in words, "every single day", days against today, days in US
order, amounts and phone numbers said aloud, a remark on when a thing is used (intent/said_quantities.py); the words
around a request's values: "give X a call", "who was it that", "exactly the same text", a verbless "a new folder",
a record's field after its name, a reason after "it's ringing", a track's day after its name, "from the very first
song", how long recipes take "to make" (intent/loose_phrasings.py)."""

from __future__ import annotations

from datetime import date

import pytest

from mcp_agent.tools.next_step.intent import read_task
from mcp_agent.tools.next_step.intent.goal import Goal
from mcp_agent.tools.next_step.intent.said_quantities import quantities_said

pytestmark = pytest.mark.unit

TODAY = date(2030, 3, 14)  # a Thursday


def _goal(task: str) -> Goal:
    return read_task(task, None, TODAY)


def test_items_numbered_as_said_are_a_list_in_that_order() -> None:
    goal = _goal(
        "make a playlist Chill in vlc with three songs: first Night Bus, second Old Radio and third Paper Moon"
    )
    assert (goal.intent, goal.title, goal.extra) == ("playlist", "Chill", ("Night Bus", "Old Radio", "Paper Moon"))
    assert _goal("new playlist Drive in vlc: 1st a.mp4, 2nd b.mp4, 3rd c.mp4").extra == ("a.mp4", "b.mp4", "c.mp4")


def test_a_list_not_numbered_from_the_first_is_left_as_said() -> None:
    said = "make a playlist Chill with: second A, first B"
    assert quantities_said(said) == said


def test_a_messages_numbered_words_stay_as_said() -> None:
    assert _goal("text Bob: first get milk, second get eggs").body == "first get milk, second get eggs"


@pytest.mark.parametrize(
    ("said", "minutes"),
    [
        ("for two and a half hours", "150"),
        ("for 2.5 hrs", "150"),
        ("for an hour and a quarter", "75"),
        ("for one and three quarter hours", "105"),
    ],
)
def test_a_duration_said_in_words_is_its_minutes(said: str, minutes: str) -> None:
    goal = _goal(f"add an event Gym on friday at 7 {said}")
    assert dict(goal.fields)["duration"] == minutes and goal.title == "Gym"


def test_a_timer_said_as_an_hour_and_a_quarter() -> None:
    assert _goal("set a timer for an hour and a quarter").value == "01:15:00"


def test_a_notes_text_keeps_its_duration_in_words() -> None:
    assert _goal("write a note c.md in markor with the text: simmer for one and a half hours").body == (
        "simmer for one and a half hours"
    )


def test_every_single_day_repeats_daily() -> None:
    goal = _goal("add Standup to my calendar from monday at 9, every single day, no end")
    assert dict(goal.fields).get("repeat") == "Daily"


def test_a_week_on_a_weekday_is_the_one_after_the_coming_one() -> None:
    goal = _goal("add an event Dentist a week on friday at 9")
    assert (goal.title, goal.date, goal.time) == ("Dentist", "2030-03-22", "09:00")


def test_the_day_before_yesterday() -> None:
    assert '"first": "2030-03-12"' in " ".join(_goal("what did I do the day before yesterday in opentracks?").extra)


def test_a_day_in_us_order() -> None:
    asked = " ".join(_goal("how many files in Download changed since 2/28? number only").extra)
    assert '"first": "2030-02-28"' in asked and "Open the folder 'Download'" in asked
    asked = " ".join(_goal("how many files in Documents changed on or after 3/1 this year? number only").extra)
    assert '"first": "2030-03-01"' in asked


def test_an_amount_said_aloud_between_a_rows_values() -> None:
    goal = _goal("add an expense: Lunch, forty-two fifty, Food")
    assert goal.rows == ((("name", "Lunch"), ("amount", "42.50"), ("category", "Food")),)
    rows = _goal("log two expenses: Rent, nine ninety-nine fifteen, Housing; Taxi, twelve forty, Transport").rows
    assert [dict(row)["amount"] for row in rows] == ["999.15", "12.40"]


def test_a_phone_number_said_in_groups_and_pairs() -> None:
    assert _goal("dial plus one four one five, five five five, oh one twenty-three").recipient == "+14155550123"
    assert _goal("call two oh two, five five five, nineteen eighty-four").recipient == "2025551984"


def test_a_time_after_a_callee_is_no_number() -> None:
    assert "+" not in _goal("call Bob at twelve forty-five").recipient


def test_a_remark_on_when_it_is_used_is_no_part_of_the_job() -> None:
    assert _goal("turn off wifi, won't need it until the weekend").setting == "wifi"
    steps = _goal("delete the song Night Bus from vlc, haven't listened to it in years").extra
    assert "Delete the song 'Night Bus'" in steps


def test_the_words_around_a_call() -> None:
    assert _goal("give mum a call").recipient == "mum"
    assert _goal("answer it, it's ringing - I'm driving").intent == "answer_call"


def test_who_was_it_that_asks_who() -> None:
    assert _goal("who was it that called me last?").intent == "agenda"


def test_exactly_the_same_text_is_a_copy() -> None:
    goal = _goal("make a note b.md in markor with exactly the same text as a.md")
    assert (goal.intent, goal.title, goal.extra) == ("merge", "b.md", ("a.md",))


def test_a_thing_wanted_without_its_verb() -> None:
    goal = _goal("a new folder in markor please, name it Receipts")
    assert (goal.intent, goal.obj, goal.title) == ("create", "folder", "Receipts")


def test_a_records_field_said_after_its_name() -> None:
    steps = _goal("set the Pancakes servings in broccoli to 4").extra
    assert "Open the recipe 'Pancakes'" in steps and "Type '4 servings' into the servings field" in steps


def test_a_record_told_again_by_its_amount() -> None:
    steps = _goal("the Taxi expense, the twelve forty one, should be under Travel; change nothing else about it").extra
    assert "Open the expense 'Taxi'" in steps and "Choose 'Travel' for the category field" in steps


def test_a_tracks_day_after_its_name() -> None:
    assert _goal("delete the Canal tour track from last sunday in opentracks").extra == ("Canal tour",)


def test_a_playlist_from_its_very_first_song() -> None:
    assert "Play the playlist 'Chill'" in _goal("play my Chill playlist in vlc from the very first song").extra


def test_how_long_recipes_take_to_make() -> None:
    goal = _goal("the recipes in recipes.txt in markor that take 20 mins to make, add those to broccoli")
    assert (goal.intent, goal.value) == ("import_rows", "20 mins")


def test_a_week_on_todays_weekday_is_left_unread() -> None:
    # Said on a Thursday, "a week on Thursday" may be the 21st or the 28th: no date is guessed.
    assert quantities_said("add Dentist a week on thursday at 9", TODAY) == "add Dentist a week on thursday at 9"
