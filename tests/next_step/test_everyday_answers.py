"""Questions answered from the screen as people ask them in everyday text (people set 114, helper people114), in
other wordings than the set's: a day of the month in digits said without "the" ("monday 18th", "from 18th to 20th":
intent/ordinal_days.py), and the person a call's time is asked of said as one of the two who spoke ("when did Ana and
I last talk": answering/call_questions.py). Each had been answered from another day or another call. Then: how much
of a date is wanted said loosely ("date and time is all I need": answer_format_mends.py), hours "from 9am till 1pm"
and "stuff" on a day (agenda_questions.py), a note "set up as a to-do" (answering/question.py), what a question's
"it" points back to said in its lead ("got loads of garlic to use up, which recipes have it": context_leads.py; a
pronoun never searched for: record_questions.py), files "of the" folder counted by a day "included" (items.py,
dated_items.py, benchmark_mends.py), "the priciest thing I spent on in X" (recast_mends.py), "did I ever add X to
the Y playlist" (answer_turns.py)."""

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


@pytest.mark.parametrize(
    "task",
    [
        "when am I next meeting Ana Ruiz? just the day and time is fine",
        "remind me when I'm seeing Omar Haddad next? date and time is all I need",
    ],
)
def test_how_much_of_a_date_is_wanted_said_loosely_is_no_part_of_the_question(task: str) -> None:
    spec = str(_asked(task)["spec"])
    assert spec.startswith("Answer from the agenda: next ")


@pytest.mark.parametrize(
    ("task", "hours"),
    [
        ("do I have stuff on friday from 9am till 1pm? names only", "2030-03-15 2030-03-15 09:00 13:00"),
        ("anything on tuesday from 9:30 to 5? titles", "2030-03-19 2030-03-19 09:30 17:00"),
    ],
)
def test_hours_said_from_one_till_another_bound_the_days_agenda(task: str, hours: str) -> None:
    assert hours in str(_asked(task)["spec"])


def test_hours_across_midnight_are_never_one_days_agenda() -> None:
    goal = _goal("anything on friday between 9pm and 5?")
    assert not any("09:00 05:00" in step or "21:00 05:00" in step or "21:00 17:00" in step for step in goal.extra)


@pytest.mark.parametrize(
    "task",
    [
        "is Pay rent saved as a todo in joplin? true/false",
        "quick one - is Call mum set up as a to-do in joplin or just a note? true or false",
    ],
)
def test_a_note_set_up_as_a_todo_is_asked_by_its_title(task: str) -> None:
    asked = _asked(task)
    assert asked["mode"] == "is_todo"
    assert asked["subject"] in ("Pay rent", "Call mum")


@pytest.mark.parametrize(
    ("task", "ingredient"),
    [
        ("I have some spinach going off - what recipes use it?", "spinach"),
        ("bought too much butter, which of my recipes need it?", "butter"),
    ],
)
def test_what_a_question_points_back_to_in_its_lead_is_what_it_asks_of(task: str, ingredient: str) -> None:
    asked = _asked(task)
    assert asked["mode"] == "mentions" and asked["kind"] == ingredient


def test_a_pronoun_is_never_the_word_records_are_searched_for() -> None:
    goal = _goal("which recipes use it?")
    assert not any('"kind": "it"' in step for step in goal.extra)


@pytest.mark.parametrize(
    ("task", "first", "last"),
    [
        ("how many of the files in Documents were edited after March 2 inclusive?", "2030-03-02", "9999-12-31"),
        ("how many files in Download have been changed since March 5, that day included?", "2030-03-05", "9999-12-31"),
    ],
)
def test_files_counted_by_day_keep_the_day_said_included(task: str, first: str, last: str) -> None:
    asked = _asked(task)
    assert asked["mode"] == "count" and (asked["first"], asked["last"]) == (first, last)


@pytest.mark.parametrize(
    ("task", "category"),
    [
        ("what was the biggest thing I spent money on in Food?", "food"),
        ("what's the dearest item I bought in Clothes?", "clothes"),
    ],
)
def test_the_priciest_thing_bought_in_a_category_is_its_dearest_expense(task: str, category: str) -> None:
    asked = _asked(task)
    assert asked["mode"] == "dearest" and asked["kind"] == category


@pytest.mark.parametrize(
    ("task", "item", "playlist"),
    [
        ("have I already put Night Bus on my Focus playlist in retro music?", "Night Bus", "Focus"),
        ("did I add beach_day.mp4 to playlist Party in vlc?", "beach_day.mp4", "Party"),
    ],
)
def test_whether_an_item_was_ever_added_to_a_playlist_is_whether_it_is_on_it(
    task: str, item: str, playlist: str
) -> None:
    asked = _asked(task)
    assert asked["mode"] == "exists" and asked["of"] == item and asked["subject"] == playlist


def test_a_spans_first_day_whose_month_is_said_after_its_last_stays_for_the_span() -> None:
    from mcp_agent.tools.next_step.intent.ordinal_days import ordinal_digits

    assert ordinal_digits("whats on 2nd-4th april") == "whats on 2nd-4th april"
    assert ordinal_digits("anything on 2nd to 4th of May?") == "anything on 2nd to 4th of May?"
