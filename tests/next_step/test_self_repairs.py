"""Requests corrected as they are said, met in the first run of people set 104 (self-repairs, written as set 117), tested in other
wordings: a value said over after "no sorry", "scratch that", "correction:", "I mean", "oops it's", "actually no";
a verb said over for the same object; an item taken back from a list; a false start cut with a dash or said twice; a
detail said after the request; a note's text followed by "then sms the whole note to …"; and words inside a message
that only look like a correction."""

from __future__ import annotations

from datetime import date

import pytest

from mcp_agent.tools.next_step.intent import plan_for
from mcp_agent.tools.next_step.intent.reader import read_task
from mcp_agent.tools.next_step.intent.self_repairs import repaired

pytestmark = pytest.mark.unit

TODAY = date(2030, 3, 14)


def plan(text: str) -> list[str]:
    return plan_for(read_task(text, None, TODAY))


@pytest.mark.parametrize(
    ("text", "meant"),
    [
        ("call Omar Haddad, no sorry, Lena Fischer", "call Lena Fischer"),
        (
            "add a contact Omar Haddad, phone +15555550100, oops it's +15555550123",
            "add a contact Omar Haddad, phone +15555550123",
        ),
        ("set an alarm for 7 am, scratch that, 8:15 am", "set an alarm for 8:15 am"),
        ("delete all events on april 3, I mean the 4th", "delete all events on april 4"),
        ("how many expenses did I add on march 3, correction: march 5?", "how many expenses did I add on march 5?"),
        ("take a photo, no, a video", "take a video"),
        ("turn wifi off, sorry, on", "turn wifi on"),
        ("turn off bluetooth- no sorry, wifi", "turn off wifi"),
        ("set brightness to min, no, max", "set brightness to max"),
        ("delete the coffee beans expense, actually no, the rent one", "delete the rent expense"),
        ("delete the lasagna recipe, no, banana bread", "delete the banana bread recipe"),
        ("start the timer, no, the stopwatch I mean", "start the stopwatch"),
        ("move notes.md to the Archive folder, no wait, Work", "move notes.md to the Work folder"),
        (
            "how long was my walk on march 4, I mean my bike ride? in minutes",
            "how long was my bike ride on march 4? in minutes",
        ),
        (
            "how many people came to the Team sync meeting, oops, Budget review, in joplin?",
            "how many people came to the Budget review meeting in joplin?",
        ),
        ("record audio and save it as memo_12, correction: memo_21", "record audio and save it as memo_21"),
        (
            "delete photo.png from the Pictures folder, no wait, it's in Download",
            "delete photo.png from the Download folder",
        ),
        ("what are my low- no, medium priority tasks?", "what are my medium priority tasks?"),
        ("text Bob — sorry, Rob — that I'm running late", "text Rob that I'm running late"),
        ("schedule Yoga on tuesday, oops I meant Wednesday, at 6pm", "schedule Yoga on Wednesday at 6pm"),
        ("add an expense Lunch, 12.00, correction: the amount is 12.50", "add an expense Lunch, 12.50"),
    ],
)
def test_the_value_said_last_is_kept(text: str, meant: str) -> None:
    assert repaired(text) == meant


def test_a_verb_said_over_keeps_its_object() -> None:
    assert repaired("message the last person who texted me, actually no, call them") == (
        "call the last person who texted me"
    )


def test_an_item_taken_back_is_dropped() -> None:
    steps = plan("queue Low Tide, Echo Park, sorry not Echo Park, Golden Hour in retro music")
    assert not any("Echo Park" in step for step in steps)
    assert "Add 'Golden Hour' to the playing queue" in steps


def test_a_false_start_is_dropped() -> None:
    assert repaired("set set an alarm for 6:45 am") == "set an alarm for 6:45 am"
    assert repaired("send a- send a text to +15555550123 saying running late") == (
        "send a text to +15555550123 saying running late"
    )


def test_the_corrected_request_said_again_is_said_once() -> None:
    assert repaired("turn wifi on, no, off. off") == "turn wifi off"
    assert repaired("switch on wifi, sorry, bluetooth. bluetooth on") == "switch on bluetooth"


def test_a_detail_said_after_the_request_is_the_requests() -> None:
    assert "Type '15:00' into the time field" in plan("add the event Dentist on friday. oh it's at 3pm")
    assert "Type '12:00' into the time field" in plan(
        "create an event Team lunch on march 20, forgot to say, it's at 12pm"
    )


def test_a_message_said_over_keeps_the_last_words() -> None:
    steps = plan("reply to +15555550123 with: see you soon. no wait, make it: see you at 6")
    assert "Type 'see you at 6'" in steps


@pytest.mark.parametrize(
    "text",
    [
        "text +15555550123 saying sorry, I can't make it",
        "text Mom: no, not tonight",
        "call eight three four, five five five, nine nine three eight",
        "ring two one two, five five five, zero one zero one",
        "make a recurring event Standup daily from 18 march, 09:00-09:15, no end date",
    ],
)
def test_words_that_only_look_like_a_correction_stay(text: str) -> None:
    assert repaired(text) == text


def test_a_note_sent_whole_after_its_text_is_sent() -> None:
    steps = plan("create a markor note named a.md with the text: Buy milk. then sms the whole note to +15555550123")
    assert "Type 'Buy milk' into the body field" in steps
    assert "Send the message" in steps


def test_a_repair_that_mirrors_nothing_leaves_the_text() -> None:
    assert repaired("delete all the duplicate expenses, wait, keep one of each") == (
        "delete all the duplicate expenses, wait, keep one of each"
    )
