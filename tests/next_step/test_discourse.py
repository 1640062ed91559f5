"""A request's discourse frame (intent/discourse.py): an opener that carries nothing, a question asked inside
another, a passive request. Each is read as the request said plainly; a message's own words are never rewritten.
Wordings here are not the people sets'."""

from __future__ import annotations

from datetime import date

import pytest

from mcp_agent.tools.next_step.intent.reader import read_task

pytestmark = pytest.mark.unit

TODAY = date(2030, 3, 14)  # a Thursday


@pytest.mark.parametrize(
    ("task", "intent", "slots"),
    [
        ("yo, turn on wifi", "toggle", {"setting": "wifi", "on": True}),
        ("by the way, delete the note groceries.md", "delete", {"extra": ("groceries.md",), "obj": "note"}),
        ("one more thing: call +1 555 0100", "call", {"recipient": "+15550100"}),
        ("I want you to text Sam: on my way", "message", {"recipient": "Sam", "body": "on my way"}),
        ("so I won't forget: new note list.md saying eggs", "create", {"title": "list.md", "body": "eggs"}),
        ("while I think of it, resend that last text to Mia", "resend", {"recipient": "Mia"}),
        ("I’d like you to turn on bluetooth", "toggle", {"setting": "bluetooth", "on": True}),
    ],
)
def test_an_opener_is_not_part_of_the_request(task: str, intent: str, slots: dict[str, object]) -> None:
    goal = read_task(task, None, TODAY)
    assert goal.intent == intent
    assert {key: getattr(goal, key) for key in slots} == slots


@pytest.mark.parametrize(
    ("task", "direct"),
    [
        ("do you know where my Dentist appointment is?", "where is my Dentist appointment?"),
        (
            "I wonder whether Buy milk is a to-do in joplin? true or false",
            "is Buy milk a to-do in joplin? true or false",
        ),
        ("could you find out when the Budget meeting takes place", "when is the Budget meeting?"),
        ("any idea what Ravi Shah's phone number is?", "what is Ravi Shah's phone number?"),
        ("let me know how many runs I did this week", "how many runs I did this week"),
    ],
)
def test_a_question_asked_inside_another_is_the_question(task: str, direct: str) -> None:
    goal = read_task(task, None, TODAY)
    assert goal.intent != "explore"
    assert goal == read_task(direct, None, TODAY)


@pytest.mark.parametrize(
    ("task", "intent", "slots"),
    [
        ("the Lunch expense has to be deleted", "delete", {"extra": ("Lunch",), "obj": "expense"}),
        ("notes.md should be moved to the Work folder", "move", {"subject": "notes.md", "value": "Work"}),
        ("Ana Lopez has to go in my contacts, number +15550199", "create", {"title": "Ana Lopez", "obj": "contact"}),
        ("I'd like airplane mode off", "toggle", {"setting": "airplane mode", "on": False}),
        ("make sure there's nothing left in my calendar on friday", "delete", {"date": "2030-03-15", "obj": "event"}),
    ],
)
def test_a_passive_request_is_done(task: str, intent: str, slots: dict[str, object]) -> None:
    goal = read_task(task, None, TODAY)
    assert goal.intent == intent
    assert {key: getattr(goal, key) for key in slots} == slots


def test_a_value_it_must_have_is_the_value_it_is_changed_to() -> None:
    goal = read_task("the Coffee expense has to be $4.50", None, TODAY)
    assert "Type '4.50' into the amount field" in goal.extra


def test_make_sure_is_never_a_new_entry() -> None:
    # "make sure …" asks for a state; it never makes an entry whose title is the rest of the sentence.
    goal = read_task("make sure nothing is on my calendar this sunday", None, TODAY)
    assert (goal.intent, goal.obj, goal.date) == ("delete", "event", "2030-03-17")


@pytest.mark.parametrize(
    ("task", "body"),
    [
        ("text Bob: the file needs to be deleted", "the file needs to be deleted"),
        ("text Ann: btw I'm running late", "btw I'm running late"),
    ],
)
def test_a_message_is_sent_as_written(task: str, body: str) -> None:
    goal = read_task(task, None, TODAY)
    assert (goal.intent, goal.body) == ("message", body)


def test_a_name_said_after_should_be_called_is_no_phone_call() -> None:
    goal = read_task("the file a.jpg in Download should be called b.jpg, do it in Files", None, TODAY)
    assert goal.intent != "call"


@pytest.mark.parametrize(
    ("task", "direct"),
    [
        ("gimme a timer for 10 minutes", "create a timer for 10 minutes"),
        ("lemme delete the note draft.md", "delete the note draft.md"),
        ("wanna turn off bluetooth", "turn off bluetooth"),
        ("do me a favour and call +1 555 0142", "call +1 555 0142"),
        ("it would be nice if you could open the camera", "open the camera"),
        ("delete the note draft.md, will you?", "delete the note draft.md"),
        ("turn on wifi if possible", "turn on wifi"),
        ("gimme Omar Haddad's phone number", "what is Omar Haddad's phone number?"),
        ("let me see Markor", "open Markor"),
    ],
)
def test_slang_and_tags_say_the_plain_request(task: str, direct: str) -> None:
    goal = read_task(task, None, TODAY)
    assert goal.intent != "explore"
    assert goal == read_task(direct, None, TODAY)


def test_a_tag_inside_a_message_is_the_message() -> None:
    goal = read_task("text Bob: I'll be there at 5, ok?", None, TODAY)
    assert (goal.intent, goal.body) == ("message", "I'll be there at 5, ok?")
