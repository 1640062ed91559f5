"""Requests typed as in a chat: slips in long names, emoji between a remark and the request, the place said first as
a heading, a field in a sentence of its own, thanks to the assistant after a message (people set 16's classes, with
other wordings)."""

from __future__ import annotations

import datetime

import pytest

from mcp_agent.tools.next_step.intent import read_task
from mcp_agent.tools.next_step.intent.typos import mended

pytestmark = pytest.mark.unit

TODAY = datetime.date(2030, 3, 14)  # a Thursday


@pytest.mark.parametrize(
    ("typed", "meant"),
    [
        ("switch off bluetoth", "switch off bluetooth"),
        ("whats in my calandar on thursady", "whats in my calendar on thursday"),
        ("open the stopwach", "open the stopwatch"),
        ("send her the adress", "send her the address"),
    ],
)
def test_a_long_name_one_slip_away_is_read_as_meant(typed: str, meant: str) -> None:
    assert mended(typed) == meant


@pytest.mark.parametrize(
    "typed",
    [
        "book a massage on friday",  # a word, not a slip of "message"
        "the match on saturday",
        "which events are scheduled",
        "open my playlists",
        "text Sam: see you tomorow",  # a message's words are its sender's
        "rename it 'Calender ideas'",
    ],
)
def test_words_and_a_message_s_text_are_left_as_typed(typed: str) -> None:
    assert mended(typed) == typed


def test_an_emoji_between_a_remark_and_the_request_ends_the_remark() -> None:
    goal = read_task("bluetooth is off again 🙄 switch it on", {}, TODAY)
    assert (goal.intent, goal.setting, goal.on) == ("toggle", "bluetooth", True)


def test_an_emoji_inside_a_message_does_not_split_it() -> None:
    goal = read_task("text Sam: running late 😅 see you soon", {}, TODAY)
    assert goal.intent == "message" and goal.body.startswith("running late") and goal.body.endswith("see you soon")


@pytest.mark.parametrize(
    "task",
    [
        "put in my calendar: Dentist next Tuesday 9am, 30 min, description bring the x-rays",
        "add to calendar: Dentist next Tuesday 9am, 30 min. description bring the x-rays",
    ],
)
def test_the_place_said_first_and_a_field_in_its_own_sentence(task: str) -> None:
    fields = dict(read_task(task, {}, TODAY).fields)
    assert fields["title"] == "Dentist" and fields["time"] == "09:00" and fields["duration"] == "30"
    assert fields["description"] == "bring the x-rays"


@pytest.mark.parametrize(
    ("task", "body"),
    [
        ("hey can u text +1 555 0100 back and say on my way thx", "on my way"),
        ("could you txt Sam and tell him see you at 6 ty", "see you at 6"),
        ("text Sam: got it thx", "got it thx"),  # said straight out, the thanks may be the message's
    ],
)
def test_thanks_to_the_assistant_is_not_sent(task: str, body: str) -> None:
    assert read_task(task, {}, TODAY).body == body
