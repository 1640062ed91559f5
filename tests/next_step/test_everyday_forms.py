"""Everyday forms met in people set 25: an app opened to do something in it, a day's agenda asked as "is anything
scheduled", an expense's category said as its kind, a check box asked for without the app, a record's field said
another way, where a question is asked said before it. Wordings here are not the people sets'."""

from __future__ import annotations

from datetime import date

import pytest

from mcp_agent.tools.next_step.intent.reader import read_task

pytestmark = pytest.mark.unit

TODAY = date(2030, 3, 14)


def test_what_is_done_in_an_opened_app_is_the_task() -> None:
    goal = read_task("open the camera and shoot a video", None, TODAY)
    assert goal.intent == "video"


def test_an_app_opened_for_something_unread_is_not_just_opened() -> None:
    # Opening it is not the task: "done" once it is open would be a false done.
    goal = read_task("open markor and frobnicate the widgets", None, TODAY)
    assert goal.intent == "explore"


def test_an_app_opened_and_its_permissions_answered_is_an_open() -> None:
    assert read_task("open clock and allow whatever it asks", None, TODAY).intent == "open"


@pytest.mark.parametrize(
    ("task", "direct"),
    [
        ("is anything planned for march 20? tell me the titles", "what's on my calendar on march 20? titles only"),
        (
            "add a Transportation expense: Bus pass, $30, note Monthly",
            "add an expense: Bus pass, $30, note Monthly, category Transportation",
        ),
        ("is Water plants flagged as a to-do in joplin?", "is Water plants a to-do in joplin?"),
        ("I've completed Pay rent, tick it off", "mark Pay rent as done in tasks"),
        (
            "what's the number of servings for the Lentil soup recipe?",
            "what's the servings for the Lentil soup recipe?",
        ),
        ("find Omar Haddad's phone number", "what is Omar Haddad's phone number?"),
        ("in joplin how many to-dos are in the Home folder?", "how many to-dos are in the Home folder in joplin?"),
        ("stop the current timer", "stop the timer"),
        ("what did Omar last message me?", "what was Omar's last text to me?"),
        ("update the price of the Taxi expense from $12 to $18", "update the price of the Taxi expense to $18"),
        ("put buy milk on my todo list in markor", "put buy milk on todo.txt in markor"),
        ("add pick up keys to plan.md", 'add "pick up keys" to plan.md'),
        ("new expense Bus pass $30 in Transportation", "new expense Bus pass $30 under Transportation"),
        (
            'rename a.md to b.md and put "Draft" as the first line, followed by a blank line',
            'rename a.md to b.md and put "Draft" at the top with a blank line after it',
        ),
        ("how many files are in the Download folder?", "how many files are in the Download folder in Files?"),
        ("start a 5 minute timer", "start a timer for 5 minute"),
        ("make a folder in markor: Receipts", "make a folder in markor called Receipts"),
        ("resend the message I texted Omar most recently", "resend my last message to Omar"),
        ("reply On my way to my latest message", "reply to my latest message: On my way"),
        ("switch on bluetooth, switch off wifi", "bluetooth on, wifi off"),
        ("in 3 days at 9 am add Dentist for 30 minutes", "add Dentist for 30 minutes in 3 days at 9 am"),
        ("where does my Book club take place?", "where is my Book club?"),
        ("take the Taxi expense out", "delete the Taxi expense"),
        ("the Taxi expense was really $18, fix it", "change the amount of the Taxi expense to $18"),
        ("change Standup to Daily sync in my calendar", "rename the event Standup to Daily sync"),
        ("send this to +15550142: running late", "send +15550142: running late"),
        ("dentist appointment, when is it?", "when is my dentist appointment?"),
        ("put 0:25:00 on the timer", "set a timer for 0:25:00"),
        ("delete the recipe for Lentil soup", "delete the Lentil soup recipe"),
        (
            "change the Taxi expense category to Transportation",
            "change the category of the Taxi expense to Transportation",
        ),
        ("what phone number do I have for Omar Haddad?", "what is Omar Haddad's number?"),
        ("rename Standup to Daily sync in the calendar", "rename the event Standup to Daily sync"),
    ],
)
def test_a_form_is_read_as_its_plain_wording(task: str, direct: str) -> None:
    goal = read_task(task, None, TODAY)
    assert goal.intent != "explore"
    assert goal == read_task(direct, None, TODAY)


def test_a_reminder_is_never_a_call() -> None:
    assert read_task("remind me to call the dentist", None, TODAY).intent != "call"


def test_a_reminder_with_a_time_is_an_event_then() -> None:
    goal = read_task("remind me to call the dentist tomorrow at 9am", None, TODAY)
    assert (goal.intent, goal.obj, goal.title, goal.date, goal.time) == (
        "create",
        "event",
        "Call the dentist",
        "2030-03-15",
        "09:00",
    )


def test_adding_a_task_is_no_purchase() -> None:
    assert read_task("add a task water the plants", None, TODAY).intent != "order"
    assert read_task("add two lemons to my cart", None, TODAY).intent == "order"


def test_a_message_said_before_whom_it_answers_is_never_a_call() -> None:
    goal = read_task("reply Call me back to whoever texted me last", None, TODAY)
    assert (goal.intent, goal.body) == ("reply", "Call me back")


def test_a_note_named_by_its_file_ends_where_its_text_starts() -> None:
    goal = read_task("save a note called plan.md with the text Pack the tent.", None, TODAY)
    assert (goal.title, goal.body.rstrip(".")) == ("plan.md", "Pack the tent")


def test_an_event_moved_to_an_hour_in_the_calendar_is_no_rename() -> None:
    goal = read_task("change Standup to 5pm in my calendar", None, TODAY)
    assert "Type '5pm' into the title field" not in goal.extra


def test_a_reminder_without_a_time_is_asked_about() -> None:
    # Found trying the installed server: it opened Phone for "remind me to call mom" before giving up.
    goal = read_task("remind me to water the plants", None, TODAY)
    assert (goal.intent, goal.extra) == ("explore", ("cannot",))
    assert goal.subject == "tell when to remind you to water the plants"
