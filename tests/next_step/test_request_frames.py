"""How people wrap a request — "let's …", "don't forget to …", a need said first, a question wondered aloud, a thing
asked to be had, a folder gone into first, a place said to need a thing, "give X a call", a feeling about a named
thing — read as the request itself. Wordings here are not the people sets'; each frame has negatives that must not
change."""

from __future__ import annotations

import pytest

from mcp_agent.tools.next_step.intent import read_task
from mcp_agent.tools.next_step.intent.request_frames import unwrapped
from tests.next_step.planning import TODAY

pytestmark = pytest.mark.unit


def read(task: str):  # type: ignore[no-untyped-def]
    return read_task(task, {}, TODAY)


@pytest.mark.parametrize(
    ("task", "intent", "obj"),
    [
        ("let's delete the Taxi expense", "delete", "expense"),
        ("let us remove groceries_4.md", "delete", "note"),
        ("ok let's move plan_2.md over to the Work folder", "move", "note"),
        ("lets add a new contact named Ivo Petrov, number +15550100", "create", "contact"),
    ],
)
def test_a_request_said_as_a_suggestion_is_the_request(task: str, intent: str, obj: str) -> None:
    goal = read(task)
    assert (goal.intent, goal.obj) == (intent, obj)


def test_a_move_over_to_a_folder_is_a_move_to_it() -> None:
    goal = read("shift diary_7.md over to Archive")
    assert (goal.intent, goal.subject, goal.value) == ("move", "diary_7.md", "Archive")


def test_lets_not_is_no_request_to_do_it() -> None:
    assert unwrapped("let's not delete the Taxi expense") == "let's not delete the Taxi expense"
    assert unwrapped("let me know when my next meeting is") == "let me know when my next meeting is"


@pytest.mark.parametrize(
    ("task", "intent"),
    [
        ("don't forget to delete the Taxi expense", "delete"),
        ("remember to add 'Call the bank.' to the end of todo_3.md", "edit"),
        ("make sure to turn wifi off", "toggle"),
        ("please make sure you move plan_2.md to Archive", "move"),
    ],
)
def test_a_reminder_to_do_it_is_the_request(task: str, intent: str) -> None:
    assert read(task).intent == intent


def test_a_constraint_said_with_dont_is_no_reminder() -> None:
    assert unwrapped("don't save it") == "don't save it"
    assert unwrapped("make sure bluetooth is on") == "make sure bluetooth is on"
    assert unwrapped("don't forget the milk") == "don't forget the milk"


@pytest.mark.parametrize(
    ("task", "setting", "on"),
    [
        ("gonna need wifi, turn it on", "wifi", True),
        ("I'll need bluetooth - switch it off", "bluetooth", False),
        ("gotta need wifi. please turn it off", "wifi", False),
    ],
)
def test_a_need_said_first_is_what_it_refers_to(task: str, setting: str, on: bool) -> None:
    goal = read(task)
    assert (goal.intent, goal.setting, goal.on) == ("toggle", setting, on)


def test_a_need_with_no_it_after_is_left_as_said() -> None:
    said = "gonna need a quick video, start recording with the camera"
    assert unwrapped(said) == said


@pytest.mark.parametrize(
    ("task", "day"),
    [
        ("I wonder whether I have anything on April 2", "2030-04-02"),
        ("I was wondering if I'm free on June 3", "2030-06-03"),
        ("hmm I wonder if I've got any events tomorrow", "2030-03-15"),
    ],
)
def test_a_question_wondered_aloud_is_asked(task: str, day: str) -> None:
    goal = read(task)
    assert goal.intent == "agenda"
    assert any(day in step for step in goal.extra)


def test_wondering_about_something_else_is_not_rewritten() -> None:
    assert unwrapped("I wonder why the sky is blue") == "I wonder why the sky is blue"


@pytest.mark.parametrize(
    ("task", "intent", "value"),
    [
        ("could I get a timer for 2h 5m 10s? don't start it", "timer", "02:05:10"),
        ("can I have a timer for 45 minutes", "timer", "00:45:00"),
    ],
)
def test_a_timer_asked_to_be_had_is_set(task: str, intent: str, value: str) -> None:
    goal = read(task)
    assert (goal.intent, goal.value) == (intent, value)


def test_a_timer_had_but_not_started_is_unsaved() -> None:
    assert read("can I get a timer for 3m 20s? don't start it").unsaved


def test_a_new_thing_asked_to_be_had_is_made() -> None:
    goal = read("can I get a new note called shopping_2.md in markor")
    assert (goal.intent, goal.obj, goal.title) == ("create", "note", "shopping_2.md")


def test_asking_to_have_an_app_is_still_opening_it() -> None:
    assert read("can I get the clock app up").intent == "open"


@pytest.mark.parametrize(
    ("task", "folder", "file"),
    [
        ("go into Download and delete invoice_2.pdf", "Download", "invoice_2.pdf"),
        ("open the Pictures folder and remove beach_1.jpg", "Pictures", "beach_1.jpg"),
        ("head into Documents, then delete notes_old.txt", "Documents", "notes_old.txt"),
    ],
)
def test_a_file_in_a_folder_gone_into_first(task: str, folder: str, file: str) -> None:
    goal = read(task)
    assert (goal.intent, goal.obj, goal.subject, goal.extra) == ("delete", "file", folder, (file,))


def test_an_app_gone_into_is_not_a_folder() -> None:
    said = "open markor and delete plan_2.md"
    assert unwrapped(said) == said


@pytest.mark.parametrize(
    ("task", "obj", "title", "app"),
    [
        ("broccoli needs a new recipe called Lentil soup", "recipe", "Lentil soup", "Broccoli"),
        ("my markor app needs a new folder named Receipts", "folder", "Receipts", "Markor"),
    ],
)
def test_a_place_said_to_need_a_new_thing_gets_it(task: str, obj: str, title: str, app: str) -> None:
    goal = read(task)
    assert (goal.intent, goal.obj, goal.title, goal.app) == ("create", obj, title, app)


def test_a_calendar_said_to_need_an_event_gets_it() -> None:
    goal = read("my calendar needs Dentist visit tomorrow at 10am, 45 mins")
    assert (goal.intent, goal.obj, goal.title) == ("create", "event", "Dentist visit")
    assert ("time", "10:00") in goal.fields


def test_a_thing_that_needs_something_is_no_place() -> None:
    said = "the Taxi expense needs a new category"
    assert unwrapped(said) == said
    assert unwrapped("wifi needs to be off") == "wifi needs to be off"


@pytest.mark.parametrize(
    "task",
    [
        "whoever sent me the latest message, give them a ring",
        "whoever messaged me last just now, call them",
        "whoever texted me that last sms, give them a call",
    ],
)
def test_the_sender_of_the_last_text_is_called(task: str) -> None:
    assert read(task).intent == "call_sender"


@pytest.mark.parametrize(
    ("task", "step"),
    [
        ("I'm bored of the Chill Mix playlist, delete it in retro music", "Delete the playlist 'Chill Mix'"),
        ("I'm fed up with the Gym Hits playlist, remove it in retro music", "Delete the playlist 'Gym Hits'"),
    ],
)
def test_a_feeling_about_a_named_thing_then_delete_it(task: str, step: str) -> None:
    assert step in read(task).extra


@pytest.mark.parametrize(
    ("task", "body"),
    [
        ("create a note called list_4.md — content: Eggs and milk.", "Eggs and milk"),
        ("new markor note named idea.txt - text: Build a shed", "Build a shed"),
    ],
)
def test_a_dash_between_a_name_and_a_labelled_body(task: str, body: str) -> None:
    goal = read(task)
    assert goal.intent == "create"
    assert goal.body.rstrip(".") == body
    assert "—" not in goal.title and ":" not in goal.title


def test_why_a_thing_is_needed_is_not_its_name() -> None:
    goal = read("I need wifi for my laptop, turn it off")
    assert (goal.intent, goal.setting, goal.on) == ("toggle", "wifi", False)


@pytest.mark.parametrize(
    ("task", "obj"),
    [
        ("undo that last note I wrote in markor, delete it", "note"),
        ("take back the expense I just added - remove it", "expense"),
        ("ok undo the newest note in markor; just delete it", "note"),
    ],
)
def test_a_thing_undone_then_deleted_is_deleted(task: str, obj: str) -> None:
    goal = read(task)
    assert (goal.intent, goal.obj, goal.subject) == ("delete", obj, "newest")


def test_undo_with_no_deletion_after_is_left_as_said() -> None:
    assert unwrapped("undo that last change") == "undo that last change"


@pytest.mark.parametrize(
    ("task", "obj"),
    [
        ("let's get rid of the Parking expense", "expense"),
        ("don't forget to get rid of old_3.md", "note"),
    ],
)
def test_a_frame_around_any_verb_is_taken_off(task: str, obj: str) -> None:
    goal = read(task)
    assert (goal.intent, goal.obj) == ("delete", obj)


@pytest.mark.parametrize(
    ("task", "day"),
    [
        ("let's see what's on my calendar tomorrow", "2030-03-15"),
        ("let us check what's on my calendar on April 4", "2030-04-04"),
        ("see what's on my agenda on April 9", "2030-04-09"),
    ],
)
def test_seeing_whats_on_a_day_is_the_question(task: str, day: str) -> None:
    goal = read(task)
    assert goal.intent == "agenda"
    assert any(day in step for step in goal.extra)


def test_a_want_to_do_something_is_no_thing_needed() -> None:
    said = "I want to go home, call it a day"
    assert unwrapped(said) == said


def test_a_frame_leaves_a_reference_in_doubt_asked() -> None:
    from mcp_agent.tools.next_step.intent.reference_doubt import reference_in_doubt

    doubt = reference_in_doubt("let's see, I'm off eggs and milk, delete every recipe that uses it")
    plain = reference_in_doubt("I'm off eggs and milk, delete every recipe that uses it")
    assert plain is not None
    assert doubt == plain


@pytest.mark.parametrize(
    ("task", "intent"),
    [
        ("let's see, delete the Taxi expense", "delete"),
        ("let me think... turn wifi off", "toggle"),
        ("ok let's see: call Ana", "call"),
    ],
)
def test_thinking_aloud_first_is_no_part_of_the_request(task: str, intent: str) -> None:
    assert read(task).intent == intent


def test_a_thing_wanted_then_named_is_no_reference() -> None:
    said = "I want a new note in markor, call it plan_5.md"
    assert unwrapped(said) == said
    goal = read("I need wifi to sync my photos, turn it on")
    assert (goal.intent, goal.setting, goal.on) == ("toggle", "wifi", True)
