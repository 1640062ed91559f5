"""Requests as different kinds of people put them (people set 116, helper people116), in other wordings than the
set's: a job wished done ("I need X deleted", "it would be great if X was gone"), a learner's word order ("please you
…", "the contact of X, … it", "put to my queue the songs …", "make X to be on"), a teenager's "n", and an older
person's courtesy ("would you be so kind as to", "A first and B second", a record's fields said as sentences)
(intent/persona_requests.py)."""

from __future__ import annotations

from datetime import date

import pytest

from mcp_agent.tools.next_step.intent import read_task
from mcp_agent.tools.next_step.intent.goal import Goal
from mcp_agent.tools.next_step.intent.persona_requests import persona_requests

pytestmark = pytest.mark.unit

TODAY = date(2030, 3, 14)  # a Thursday


def _goal(task: str) -> Goal:
    return read_task(task, None, TODAY)


@pytest.mark.parametrize(
    ("said", "plainly"),
    [
        ("I need a photo taken with the camera", "take a photo with the camera"),
        (
            "I need the duplicate notes in markor removed, keep one of each",
            "delete the duplicate notes in markor, keep one of each",
        ),
        ("I'd like an audio clip recorded and saved", "record an audio clip and save it"),
        ("it would be great if shopping.md in markor was deleted", "delete shopping.md in markor"),
        ("It would be nice if the duplicate expenses were cleaned up", "delete the duplicate expenses"),
    ],
)
def test_a_job_wished_done_is_done(said: str, plainly: str) -> None:
    goal = _goal(said)
    assert goal.intent != "explore"
    assert goal == _goal(plainly)


@pytest.mark.parametrize(
    "said",
    [
        "it would be great if the kitchen was cleaned up",
        "the recipe that makes 4, rename it Lazy lasagna",
        "in markor, notes.md should just say Water the plants and just say it once",
        "a.md should be renamed b.md and just say Hello there",
        "make one new note name Packing and inside write Socks and a charger",
        "make one playlist in vlc with name Morning, inside put a.mp4, b.mp4 in this same order",
    ],
)
def test_what_is_no_such_form_is_left_as_said(said: str) -> None:
    assert persona_requests(said) == said


@pytest.mark.parametrize(
    ("said", "plainly"),
    [
        ("the contact of Omar Haddad, please you call him", "call the contact Omar Haddad"),
        ("please you make the wifi to be off", "please turn the wifi off"),
        (
            "add to my queue the songs Low Tide and Echo Park, in this order",
            "add the songs Low Tide and Echo Park to my queue, in this order",
        ),
        ("open the contacts app n just accept the permissions", "open the contacts app and accept the permissions"),
        ("open the files app and just allow the permissions", "open the files app and allow the permissions"),
    ],
)
def test_a_learners_or_a_teenagers_request_is_read_as_said_plainly(said: str, plainly: str) -> None:
    goal = _goal(said)
    assert goal.intent != "explore"
    assert goal == _goal(plainly)


def test_so_kind_as_to_and_many_thanks_wrap_the_request() -> None:
    goal = _goal("Would you be so kind as to delete shopping.md in markor? Many thanks.")
    assert goal == _goal("delete shopping.md in markor")


def test_songs_said_first_second_and_third_are_in_that_order() -> None:
    goal = _goal("make a playlist called Run with Echo Park first, Low Tide second and Neon Rain third")
    assert goal.intent == "playlist"
    assert goal.extra == ("Echo Park", "Low Tide", "Neon Rain")


@pytest.mark.parametrize(
    ("said", "plainly"),
    [
        (
            "Could you log an expense for me? It is called Taxi, the amount is $12.50, the category is Transportation, "
            "and the note should say Airport.",
            "Could you log an expense, name Taxi, amount $12.50, category Transportation, note Airport.",
        ),
        (
            'In the notes program, open todo_3.md and add "Call the plumber." at the end',
            'In the notes app, open todo_3.md and add "Call the plumber." at the end',
        ),
        (
            'in markor open todo_3.md, add the line "Call the plumber." at the top with a blank line after it',
            'in markor open todo_3.md, add "Call the plumber." at the top with a blank line after it',
        ),
        ("Could you please delete shopping.md in markor? Thank you.", "delete shopping.md in markor"),
        (
            "Could you please rename shopping.md in markor to groceries.md? Thank you.",
            "rename shopping.md in markor to groceries.md",
        ),
    ],
)
def test_an_older_persons_courtesy_is_read_as_the_request(said: str, plainly: str) -> None:
    goal = _goal(said)
    assert goal.intent != "explore"
    assert goal == _goal(plainly)


@pytest.mark.parametrize(
    ("said", "plainly"),
    [
        (
            "create new note in markor with name plan_2.md, inside write Buy eggs. and after send the whole note by sms "
            "to +14155550123",
            "create a new note in markor called plan_2.md with the text Buy eggs. and then send the whole note by sms to "
            "+14155550123",
        ),
        (
            "make new note with name plan_2.md in markor, inside write Buy eggs.",
            "make a new note called plan_2.md in markor with the text Buy eggs.",
        ),
    ],
)
def test_a_learners_note_named_and_written_inside(said: str, plainly: str) -> None:
    goal = _goal(said)
    assert goal.intent == "create"
    assert goal == _goal(plainly)


def test_rows_listed_a_sentence_each_are_each_a_row() -> None:
    goal = _goal("Add two expenses: Taxi, $12.50, Transportation, note Airport. Lunch, $9.99, Food, note Work.")
    assert len(goal.rows) == 2
    assert goal == _goal("Add two expenses: Taxi, $12.50, Transportation, note Airport; Lunch, $9.99, Food, note Work")


def test_sentences_after_a_list_without_amounts_are_no_rows() -> None:
    said = "Add two expenses: Taxi and lunch. Ask me for the amounts."
    assert persona_requests(said) == said
