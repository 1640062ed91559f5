"""Requests typed in a chat as a burst of short messages (people set 122's classes), in wordings other than the set's:
each line read by its shape (intent/chat_bursts.py) and the burst read as the step reads it (turn.py: the frame off,
the burst said as one request, then the mends, then the grammar). A line that corrects a value says it over, one that
adds a thing adds it (neither may be dropped: a run that ended done on the first value or the first thing alone was a
false done), the app alone on its line is where the job is done, a name on its own line names the thing made."""

from __future__ import annotations

import random
from datetime import date

import pytest

from mcp_agent.tools.next_step.intent import Goal, read_task
from mcp_agent.tools.next_step.intent.chat_bursts import burst_joined
from mcp_agent.tools.next_step.intent.message_frames import unframed
from mcp_agent.tools.next_step.intent.relayed_requests import relayed_request
from mcp_agent.tools.next_step.intent.self_repairs import repaired
from mcp_agent.tools.next_step.intent.sequence_mends import said_in_order
from mcp_agent.tools.next_step.intent.situations import situation_dropped
from tests.next_step.androidworld import suite
from tests.next_step.androidworld.harness import run
from tests.next_step.androidworld.template import Task
from tests.next_step.phone2.harness import agent_and_person

pytestmark = pytest.mark.unit

TODAY = date(2030, 3, 14)


def _read(text: str) -> Goal:
    said = said_in_order(situation_dropped(relayed_request(repaired(burst_joined(unframed(text))))))
    return read_task(said, None, TODAY)


def _task(template_id: str, text: str) -> Task:
    template = next(t for t in suite.TEMPLATES if t.id == template_id)
    return Task(template, template.params(random.Random(f"{template.id}:0")), 0, "burst", text)


@pytest.mark.parametrize(
    ("text", "first"),
    [
        ("how many rides did i log in march\nno sorry january", "2030-01-01"),
        ("how many workouts in december?\nsorry, i mean february", "2030-02-01"),
    ],
)
def test_a_month_said_over_on_the_next_line_is_the_month_asked_about(text: str, first: str) -> None:
    goal = _read(text)
    assert goal.intent == "agenda" and f'"first": "{first}"' in goal.extra[-1]


def test_a_bare_number_said_over_keeps_the_unit_said_before_it() -> None:
    assert _read("set a 20 min timer\nactually 25\ndon't start it").value == "00:25:00"


def test_a_duration_said_over_a_duration_in_words_is_the_new_length() -> None:
    goal = _read("make my Yoga class on march 20 last half an hour\nno wait 45 minutes")
    assert "Make the event last 45 minutes" in goal.extra


def test_the_last_digits_said_over_change_only_the_number_s_end() -> None:
    goal = _read("ring the dentist\n415-555-0172\nsorry the last 4 are 0127")
    assert (goal.intent, goal.recipient) == ("call", "4155550127")


def test_one_more_thing_added_on_the_next_line_is_done_too() -> None:
    goal = _read("remove Book club from the calendar\nand Yoga class as well")
    assert (goal.intent, goal.extra) == ("delete", ("Book club", "Yoga class"))


async def test_two_events_asked_over_two_messages_are_both_deleted() -> None:
    async with agent_and_person() as call:
        done = await run(
            call,
            _task(
                "OwnCalendarDeleteTwoEvents",
                "could u remove Dentist appointment from my calendar\noh and Team sync too",
            ),
        )
    assert done.verdict.passed and not done.verdict.false_done, done.verdict.problems


async def test_a_corrected_month_is_the_one_answered() -> None:
    async with agent_and_person() as call:
        done = await run(
            call, _task("OwnTracksCountInMonth", "how many workouts did i record in march\nno wait february")
        )
    assert done.verdict.passed and not done.verdict.false_done, done.verdict.problems


@pytest.mark.parametrize(
    ("text", "app"),
    [
        ("how many songs are on my Party playlist\nretro music\nnumber pls", "Open Retro Music"),
        ("vlc\nhow many videos in my Kids playlist", "Open VLC"),
    ],
)
def test_the_app_alone_on_its_line_is_where_the_question_is_asked(text: str, app: str) -> None:
    goal = _read(text)
    assert goal.intent == "agenda" and goal.extra[0] == app


def test_a_name_on_its_own_line_names_the_playlist_made_and_its_items_fill_it() -> None:
    goal = _read("make a new playlist in vlc\nname it Roadtrip\nholiday_2029.mp4, beach_day.mp4")
    assert (goal.intent, goal.title, goal.extra) == ("playlist", "Roadtrip", ("holiday_2029.mp4", "beach_day.mp4"))


def test_a_bare_name_under_a_new_playlist_is_its_name() -> None:
    goal = _read("start a new playlist in retro music\nSunday mix\nLow Tide then Golden Hour")
    assert (goal.intent, goal.title) == ("playlist", "Sunday mix")


def test_call_it_after_a_rename_is_the_new_name() -> None:
    goal = _read("rename my last track\nin opentracks\ncall it Hill sprint")
    assert "Type 'Hill sprint' into the name field" in goal.extra


def test_a_bare_name_under_delete_an_entry_is_the_entry_deleted() -> None:
    goal = _read("pls delete an expense\nParking")
    assert (goal.intent, goal.obj, goal.extra) == ("delete", "expense", ("Parking",))


def test_a_field_that_should_be_a_value_under_a_thing_is_changed() -> None:
    goal = _read("the Risotto recipe in broccoli\nservings should be 5 servings")
    assert "Type '5 servings' into the servings field" in goal.extra


def test_a_phrase_typed_before_the_question_is_the_question_s() -> None:
    goal = _read("in february\nhow many hours did i swim")
    assert goal.intent == "agenda" and '"first": "2030-02-01"' in goal.extra[-1]


@pytest.mark.parametrize(
    "text",
    [
        "Create a note a.md with the following content:\nMilk\nEggs",
        "add to pro expense:\nLunch - $12.00 - Food\nBus - $3.00 - Transportation",
        "turn wifi off",
    ],
)
def test_lines_set_out_or_a_single_line_are_left_as_said(text: str) -> None:
    assert burst_joined(text) == text
