"""A request behind slot-free wrapper words is read from its own verb or question word (request_wrappers.py);
words that hold a value, or a wrapper outside the class, leave the task as said."""

from __future__ import annotations

import pytest

from mcp_agent.tools.next_step.intent.reader import read_task
from mcp_agent.tools.next_step.intent.request_wrappers import from_request, without_haste

pytestmark = pytest.mark.unit


@pytest.mark.parametrize(
    ("task", "wanted"),
    [
        ("help me take a photo", "take a photo"),
        ("help me delete the Fuel expense", "delete the Fuel expense"),
        ("time to record some audio", "record some audio"),
        ("time to book Dentist on Monday at 3pm", "book Dentist on Monday at 3pm"),
        ("is it possible to send Ana a text saying hi", "send Ana a text saying hi"),
        ("would it be possible to open the camera", "open the camera"),
        ("I'd love it if you deleted notes_3.md", "delete notes_3.md"),
        ("i'd like it if you removed Ana Ruiz from contacts", "remove Ana Ruiz from contacts"),
        ("I would love it if you called Bo", "call Bo"),
        ("i'd like it if you stopped the stopwatch", "stop the stopwatch"),
        ("I'd appreciate it if you sent Ana the photo", "send Ana the photo"),
        ("it would be great if you added milk", None),  # "great" is no wrapper word: left as said
        ("help me get rid of the newest recording", "delete the newest recording"),
        ("real quick, delete the Pancakes recipe", "delete the Pancakes recipe"),
        ("also add eggs to my list", "add eggs to my list"),
    ],
)
def test_the_request_is_read_from_its_own_verb(task: str, wanted: str | None) -> None:
    assert from_request(task) == wanted


@pytest.mark.parametrize(
    ("task", "question"),
    [
        ("do you know when I'm next meeting Ana?", "when I'm next meeting Ana?"),
        ("can you check where Yoga class is?", "where is my Yoga class?"),
        ("could you check where the dentist is", "where is the dentist?"),
        ("can you tell me what time my flight is", "what time is my flight?"),
        ("can you check Ana Ruiz's number for me?", "what is Ana Ruiz's number?"),
        ("could you check Bo's email", "what is Bo's email?"),
        (
            "do you know how many people the Greek salad recipe serves?",
            "how many people does the Greek salad recipe serve?",
        ),
        ("can you check how many servings the Pasta recipe makes", "how many servings does the Pasta recipe make?"),
        ("do you know how many songs my Focus playlist has?", "how many songs does my Focus playlist have?"),
    ],
)
def test_a_question_checked_or_known_is_the_question(task: str, question: str) -> None:
    assert from_request(task) == question


@pytest.mark.parametrize(
    ("task", "wanted"),
    [
        ("can you check my expenses and delete Fuel", "delete Fuel from my expenses"),
        ("could you check the Taxi expense and make it $12", "change the Taxi expense to $12"),
        ("can you check the Bakery expense and set it to 8.50", "set the Bakery expense to 8.50"),
        ("check the Lunch expense and rename it Brunch", "rename the Lunch expense Brunch"),
        ("check my recipes and then remove Soup", "remove Soup from my recipes"),
        ("can you check my messages and reply to Ana saying ok", "reply to Ana saying ok"),
    ],
)
def test_a_thing_checked_then_acted_on_is_the_acts_object(task: str, wanted: str) -> None:
    assert from_request(task) == wanted


@pytest.mark.parametrize(
    "task",
    [
        "remind me to call mom",  # "remind" is no wrapper word: not silently a call
        "help me with the Fuel expense",  # no request verb behind the wrapper
        "ask Ana to delete the photo",  # "ask Ana" holds a name
        "in 5 minutes call Bo",  # the words dropped hold a number
        "the cat wants to move",  # not a wrapper
        "time to leave",  # no request verb
        "is it raining in Paris?",  # a question that is not one of ours
    ],
)
def test_words_that_are_no_wrapper_leave_the_task_as_said(task: str) -> None:
    assert from_request(task) is None


@pytest.mark.parametrize(
    ("task", "said"),
    [
        ("open files real quick", "open files"),
        ("delete the Pasta recipe asap", "delete the Pasta recipe"),
        ("wifi off. also bluetooth on", "wifi off, then bluetooth on"),
        ("if wifi's off, turn it on", "turn wifi on"),
        ("if bluetooth is on, switch it off", "switch bluetooth off"),
        ("if the wifi is enabled, turn it off", "turn wifi off"),
        ("if wifi is off, turn it off", "if wifi is off, turn it off"),  # not the opposite state: left as said
        ("text Bo: help me real quick", "text Bo: help me real quick"),  # a message's own words stay
    ],
)
def test_haste_addition_and_goal_state_conditions(task: str, said: str) -> None:
    assert without_haste(task) == said


@pytest.mark.parametrize(
    ("task", "body"),
    [
        ("start a new note, trip_9.txt, with this in it: The report is due", "The report is due"),
        ("make a note called a.md with the following inside: buy milk", "buy milk"),
        ("create a new file todo.txt with this inside it: call Bo", "call Bo"),
    ],
)
def test_a_note_body_said_by_where_it_goes(task: str, body: str) -> None:
    goal = read_task(task)
    assert (goal.intent, goal.body) == ("create", body)


@pytest.mark.parametrize("task", ["time to leave", "help me out here", "is it possible to relax a bit?"])
def test_a_wrapper_with_no_request_behind_it_stays_unread(task: str) -> None:
    assert read_task(task).intent == "explore"


@pytest.mark.parametrize(
    ("task", "intent"),
    [
        ("help me take a photo", "photo"),
        ("time to start the stopwatch", "stopwatch"),
        ("i'd love it if you removed Ravi Brennan from contacts", "delete"),
        ("real quick, delete the Chicken curry recipe", "delete"),
        ("if bluetooth is off, turn it on", "toggle"),
    ],
)
def test_the_reader_reads_the_unwrapped_request(task: str, intent: str) -> None:
    assert read_task(task).intent == intent


@pytest.mark.parametrize(
    ("task", "body"),
    [
        ("text Ana: help me move the couch", "help me move the couch"),
        ("text Bo saying time to leave", "time to leave"),
    ],
)
def test_a_message_starting_like_a_wrapper_is_the_message(task: str, body: str) -> None:
    goal = read_task(task)
    assert goal.intent == "message"
    assert goal.body == body


@pytest.mark.parametrize(
    ("task", "steps"),
    [
        ("bluetooth on. also wifi off", [("bluetooth", True), ("wifi", False)]),
        ("wifi off. also bluetooth on", [("wifi", False), ("bluetooth", True)]),
        ("turn on wifi. also, turn off bluetooth", [("wifi", True), ("bluetooth", False)]),
    ],
)
def test_a_step_added_with_also_is_the_next_step(task: str, steps: list[tuple[str, bool]]) -> None:
    goal = read_task(task)
    assert [(each.setting, each.on) for each in (goal, *goal.then)] == steps
