"""Questions asked as people ask a phone assistant: indirectly ("i wonder …", "remind me …", "do you know …"),
in a statement's word order behind the lead, the answer's format said loosely after a comma. Each is read as the
direct question it wraps (indirect_questions.py), and the readers below it read the records it asks about."""

from __future__ import annotations

import datetime
import json

import pytest

from mcp_agent.tools.next_step.intent import read_task
from mcp_agent.tools.next_step.intent.indirect_questions import direct_question

pytestmark = pytest.mark.unit

_TODAY = datetime.date(2030, 3, 14)


@pytest.mark.parametrize(
    ("said", "meant"),
    [
        ("i wonder how much the taxi expense was", "how much was the taxi expense"),
        ("do you know which folder party_12.mp4 is in", "which folder is party_12.mp4 in"),
        ("remind me what lena said in her last message", "what did lena say in her last message"),
        ("i wonder when the dentist appointment starts on friday", "when does the dentist appointment start on friday"),
        ("remind me which tasks i finished for monday", "which tasks did i finish for monday"),
        ("curious what activity i logged most in january", "what activity did i log most in january"),
        ("i wonder when my latest missed call came in", "when did my latest missed call come in"),
        ("do you know how many km the canal tour track was", "how many km was the canal tour track"),
        ("remind me the phone number of my dentist", "what is the phone number of my dentist"),
        ("do you have omar haddad's number?", "what is omar haddad's number?"),
        ("how many songs are on chill, do you know?", "how many songs are on chill?"),
        ("which alarms have i set again?", "which alarms have i set?"),
        ("i wonder how many files are in pictures", "how many files are in pictures"),
        ("i wonder how many minutes i ran between mar 1 and mar 9, just the number", None),
    ],
)
def test_an_indirect_question_is_asked_directly(said: str, meant: str | None) -> None:
    if meant is None:
        assert direct_question(said) == "how many minutes did i run between mar 1 and mar 9? just the number"
    else:
        assert direct_question(said) == meant


@pytest.mark.parametrize(
    "said",
    [
        "remind me to call mom at 5",  # a reminder asked, not a question
        "send it again",  # a trailer ends only a question
        "call kofi again",
        "delete the bakery expense",
    ],
)
def test_requests_are_no_indirect_questions(said: str) -> None:
    assert direct_question(said) == said


def _asked(task: str) -> dict[str, object]:
    goal = read_task(task, {}, _TODAY)
    assert goal.intent == "agenda", goal
    listed = next(step for step in goal.extra if step.startswith("Answer from the list: "))
    return json.loads(listed.removeprefix("Answer from the list: "))


def test_a_track_named_in_lower_case_before_the_word_track_is_the_one_asked() -> None:
    asked = _asked("do you know how long the canal tour track was in meters")
    assert (asked["subject"], asked["mode"], asked["unit"]) == ("canal tour", "km", "m")
    assert _asked("i wonder my avg speed on the park laps track in kmh")["subject"] == "park laps"


def test_how_long_a_track_lasted_is_its_duration_not_the_newest_track() -> None:
    # "last" as the verb of duration: the track named is read, never the newest row.
    asked = _asked("how many minutes did the forest trail track last")
    assert (asked["subject"], asked["mode"], asked.get("pick", "")) == ("forest trail", "minutes", "")
    newest = _asked("how long did my latest swim last")
    assert (newest["pick"], newest["by"]) == ("max", "day")


def test_file_names_asked_as_the_answer_name_no_file_manager() -> None:
    assert read_task("which videos are in the camera folder? file names pls", {}, _TODAY).extra[0] == "Open VLC"
    assert read_task("i wonder what vids are on my party playlist, file names only", {}, _TODAY).extra[0] == "Open VLC"


def test_a_message_asked_by_what_its_sender_said_in_it() -> None:
    asked = _asked("what did omar haddad say in his latest message")
    assert (asked["source"], asked["mode"]) == ("messages", "said_last")


def test_a_filler_word_in_who_am_i_talking_to_asks_of_the_call() -> None:
    assert read_task("who am i actually talking to right now", {}, _TODAY).intent == "on_the_line"


def test_to_dos_counted_in_a_folder_said_to_hold_notes_are_the_notes_apps() -> None:
    asked = _asked("how many to-dos are sitting in my home notes folder? number only")
    assert (asked["source"], asked["mode"], asked["subject"]) == ("notes", "todos", "home")
    assert _asked("how many to-dos do i have due tomorrow")["source"] == "tasks"
