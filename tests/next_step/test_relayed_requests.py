"""Requests passed on from someone else (people set 117, helper people117), in other wordings than the set's: a quoted
request after who said it ("my brother says 'delete …', it was a mistake"), a request reported "to …" ("Ana asked me to
rename …"), a question someone wants answered ("my wife wants to know …"), a request after a colon, what someone said
is to be done ("my manager told me the Travel folder needs to be deleted"), a thing asked for sent back to them, and
the forms such requests take once the frame is off (intent/relayed_requests.py, intent/relayed_forms.py). Never
unwrapped: a thing that "says" something, a request that points back at the one who asked ("call me")."""

from __future__ import annotations

from datetime import date

import pytest

from mcp_agent.tools.next_step.intent import read_task
from mcp_agent.tools.next_step.intent.goal import Goal
from mcp_agent.tools.next_step.intent.relayed_forms import relayed_forms
from mcp_agent.tools.next_step.intent.relayed_requests import relayed_request

pytestmark = pytest.mark.unit

TODAY = date(2030, 3, 14)  # a Thursday


def _goal(task: str) -> Goal:
    return read_task(relayed_request(task), None, TODAY)


@pytest.mark.parametrize(
    ("said", "asked"),
    [
        ('my brother says "delete the Fuel expense in pro expense", it was a mistake', "delete the Fuel expense in pro expense"),
        ("Sam texted me 'can you turn off the wifi' so do that", "can you turn off the wifi"),
        ("Mum says: add Dentist to my calendar on Friday at 3pm", "add Dentist to my calendar on Friday at 3pm"),
        ("Ana asked me to rename shopping.md to groceries.md in markor, she likes that name better",
         "rename shopping.md to groceries.md in markor"),
        ("my coach told me to start recording a run in opentracks", "start recording a run in opentracks"),
        ("my son said: play Night Bus in vlc", "play Night Bus in vlc"),
        ("Leo wrote 'is budget.pdf still in your Download folder?' can you check, yes or no",
         "is budget.pdf still in my Download folder? yes or no"),
        ("my manager told me the Travel folder in Files needs to be deleted", "the Travel folder in Files needs to be deleted"),
        ("my boss wants the Budget review event deleted", "i want the Budget review event deleted"),
    ],
)  # fmt: skip
def test_a_request_passed_on_is_asked_as_the_user_would(said: str, asked: str) -> None:
    assert relayed_request(said) == asked


@pytest.mark.parametrize(
    "said",
    [
        "the note says 'buy milk', delete it",  # a thing that says something is no one passing a request on
        "Sam texted me 'call me when you can'",  # "me" is Sam: gone with the frame
        "Sam says hi, text him back",
        "Jess wrote 'Book club moved to 8pm', update the event",  # what she wrote is news, not a request
        "text Sam saying 'delete the old photos'",  # a message to send, not one received
        'Ravi messaged: "delete my number from your contacts"',  # his number, not the user's
        "my wife said to text her when I leave",  # "her" is the one who asked
        "Priya wants to know how often I swim. Can you tell me how many swims I logged this week?",  # a lead only
    ],
)
def test_what_passes_no_request_on_is_left_as_said(said: str) -> None:
    assert relayed_request(said) == said


def test_what_follows_with_a_value_is_no_remark() -> None:
    said = relayed_request('my brother says "rename the Fuel expense", so make it Fuel March 12 instead')
    assert said == "rename the Fuel expense, so make it Fuel March 12 instead"


def test_a_throwaway_verb_is_read_as_the_echo_names_it() -> None:
    goal = _goal(
        "my trainer said to bin everything I recorded on march 12 in opentracks, it was a test, so delete those"
    )
    assert (goal.intent, goal.date, goal.app) == ("delete", "2030-03-12", "OpenTracks")


def test_a_question_someone_wants_answered_is_asked() -> None:
    goal = _goal("my wife's asking how much the Groceries expense was in pro expense, just the number for her")
    assert goal.intent == "agenda"
    assert '"mode": "amount"' in goal.extra[-1] and '"subject": "Groceries"' in goal.extra[-1]


def test_a_start_time_asked_again_is_the_event_s_time() -> None:
    goal = _goal(
        "the dance school rang to check I know when my ballet class on march 20 starts, what time is it? HH:MM"
    )
    assert goal.intent == "agenda" and goal.extra[-1].startswith("Answer from the agenda: time 2030-03-20")


def test_a_time_asked_of_one_event_is_never_the_day_s_titles() -> None:
    goal = read_task("my ballet class on march 20, what time is it in my calendar?", None, TODAY)
    assert "titles" not in " ".join(goal.extra)


def test_an_address_asked_for_is_sent_to_who_asked() -> None:
    goal = _goal("Omar Haddad asked me for the address Lena Brooks texted me for the party, send it to him")
    assert (goal.intent, goal.recipient, goal.subject, goal.fact) == (
        "forward",
        "Omar Haddad",
        "Lena Brooks",
        "address",
    )


def test_a_day_the_statement_names_is_the_day_meant_by_that_day() -> None:
    goal = _goal("the office emailed and said the move takes all of next friday, so clear my calendar that day")
    assert relayed_request(
        "the office called and said the move takes all of next friday, so delete everything that day"
    ) == ("delete everything next friday")
    assert goal.intent in ("delete", "explore")


def test_an_appointment_someone_made_goes_in_the_calendar_under_their_name() -> None:
    goal = _goal("the physio's office said my appointment is on March 21 at 4pm, put it in")
    assert (goal.intent, goal.title, goal.date, goal.time) == ("create", "Physio appointment", "2030-03-21", "16:00")


def test_a_list_read_out_is_added() -> None:
    goal = _goal("my flatmate texted me these, add them to pro expense: Pizza $18.40 Food, Cinema $24.00 Entertainment")
    assert goal.intent == "create" and len(goal.rows) == 2


def test_things_wanted_are_made_as_their_words_say() -> None:
    goal = _goal('my nephew wants a new playlist in retro music, he said "Gym with Night Bus and Old Radio"')
    assert (goal.intent, goal.title, goal.extra) == ("playlist", "Gym", ("Night Bus", "Old Radio"))


@pytest.mark.parametrize(
    ("said", "plainly"),
    [
        ("in markor, make todo.md say Buy stamps", "in markor, change the text of todo.md to Buy stamps"),
        (
            "budget.txt shouldn't be in Download, it needs to go in Music",
            "move budget.txt from Download to Music using the Files app",
        ),
        ("notes.txt doesn't belong in Work, it should go into Archive", "move notes.txt from Work to Archive"),
        (
            'add a task "Call the bank" due friday, and in the notes put what she said: "Ask about fees"',
            'add a task "Call the bank" due friday, with the notes "Ask about fees"',
        ),
        (
            "create a playlist Road in vlc with a.mp4 and b.mp4, and one called Home with c.mp4",
            "create a playlist Road in vlc with a.mp4 and b.mp4, and another one called Home with c.mp4",
        ),
    ],
)
def test_forms_of_passed_on_requests_are_said_plainly(said: str, plainly: str) -> None:
    assert relayed_forms(said) == plainly


def test_a_note_made_to_say_something_is_edited_not_made_again() -> None:
    goal = _goal('my sister says "in markor, make todo.md say Buy stamps" so can you do that')
    assert (goal.intent, goal.subject, goal.body) == ("edit", "todo.md", "Buy stamps")
