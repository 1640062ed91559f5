"""Everyday turns people set 111 found (helper people111), in other wordings than the set's: a vocative and a casual
verb of sending, whom to answer said first as who just wrote, a note's text "is …", "in the X note, kindly add …",
"a fortnight from today" and "half an hour", an event "as a weekly thing" and "never ending", "where's X taking
place", a contact's "surname", "(label it home)" and "leave it unsaved", a file "there is" in a folder, "after this
track" before a queue (intent/everyday_turns.py); a situation run on into the request by a bare "so", and "cancel"
starting a request (intent/situations.py); an app said first before a question's topic (intent/topic_questions.py)."""

from __future__ import annotations

from datetime import date

import pytest

from mcp_agent.tools.next_step.intent import plan_for, read_task
from mcp_agent.tools.next_step.intent.everyday_turns import everyday_turns
from mcp_agent.tools.next_step.intent.goal import Goal
from mcp_agent.tools.next_step.intent.situations import situation_dropped

pytestmark = pytest.mark.unit

TODAY = date(2030, 3, 14)  # a Thursday


def _goal(task: str) -> Goal:
    return read_task(task, None, TODAY)


def _plan(task: str) -> str:
    return "\n".join(plan_for(_goal(task)))


def test_a_vocative_and_a_casual_send_are_a_message_to_the_number() -> None:
    goal = _goal("buddy could you shoot a text to +1 415 555 0199, just say the door code is 4411")
    assert goal.intent == "message"
    assert goal.recipient.replace(" ", "") == "+14155550199"
    assert goal.body == "the door code is 4411"


def test_a_casual_send_to_a_named_person_is_a_text_to_them() -> None:
    goal = _goal("fire off a message to Omar Haddad saying running behind")
    assert (goal.intent, goal.recipient, goal.body) == ("message", "Omar Haddad", "running behind")


def test_love_said_of_a_thing_is_no_one_spoken_to() -> None:
    assert everyday_turns("love this one, add it to Road Trip") == "love this one, add it to Road Trip"


def test_whom_to_answer_said_as_who_just_wrote_is_the_newest_message() -> None:
    goal = _goal("the person who just texted me - reply with 'See you at six' pls")
    assert goal.intent == "reply"
    assert goal.subject == "latest"
    assert goal.body == "See you at six"


def test_a_notes_text_said_as_what_it_is() -> None:
    goal = _goal("new markor note packing.md and the content should be Passport, charger and socks")
    assert goal.intent == "create" and goal.obj == "note"
    assert ("title", "packing.md") in goal.fields
    assert ("body", "Passport, charger and socks") in goal.fields


def test_in_the_note_with_a_polite_word_is_an_edit_of_that_note() -> None:
    goal = _goal("In my chores.txt file, please append one line at the end: Defrost the freezer")
    assert (goal.intent, goal.obj, goal.subject) == ("edit", "note", "chores.txt")
    assert goal.body == "Defrost the freezer"


def test_a_fortnight_and_half_an_hour_are_the_day_and_the_length() -> None:
    goal = _goal("a fortnight from today at 11am put Dentist in my calendar, half an hour")
    assert goal.intent == "create" and goal.obj == "event"
    assert ("date", "2030-03-28") in goal.fields
    assert ("time", "11:00") in goal.fields
    assert ("duration", "30") in goal.fields
    assert ("title", "Dentist") in goal.fields


def test_half_an_hour_in_a_message_stays_as_said() -> None:
    goal = _goal("text Mia Chen: half an hour late, sorry")
    assert goal.body == "half an hour late, sorry"


def test_an_event_as_a_weekly_thing_never_ending_repeats_weekly() -> None:
    goal = _goal("schedule Choir practice as a weekly thing from March 20 at 7pm, never ending")
    assert ("title", "Choir practice") in goal.fields
    assert ("repeat", "Weekly") in goal.fields


def test_a_repetition_said_after_an_event_is_no_part_of_its_title() -> None:
    goal = _goal("schedule Book club on March 21 at 6pm recurring every month")
    assert ("title", "Book club") in goal.fields
    assert ("repeat", "Monthly") in goal.fields
    goal = _goal("schedule Weekly standup on March 20 at 9am")
    assert ("title", "Weekly standup") in goal.fields
    assert "repeat" not in dict(goal.fields)


def test_where_an_event_is_taking_place_asks_its_place() -> None:
    plan = _plan("where's my Book club being held?")
    assert "place" in plan and "| Book club" in plan
    assert "held" not in plan


def test_a_contacts_surname_label_and_unsaved_draft() -> None:
    goal = _goal(
        "begin entering a new contact: first name Lena, surname Okafor, phone +15105550142 (label it home). leave it unsaved"
    )
    assert goal.intent == "create" and goal.obj == "contact"
    assert ("last name", "Okafor") in goal.fields
    assert ("phone label", "Home") in goal.fields
    assert goal.unsaved


def test_a_file_said_to_be_in_a_folder_first_is_deleted_there() -> None:
    goal = _goal("inside the Download folder there's a file called old_scan.png. could you remove it")
    assert (goal.intent, goal.subject) == ("delete", "Download")
    assert "old_scan.png" in goal.extra


def test_after_this_track_is_no_part_of_a_queue_request() -> None:
    goal = _goal("once this song ends, add Echo Park and Golden Hour to the queue")
    assert goal.intent == "queue"
    assert goal.extra[:2] == ("Echo Park", "Golden Hour")


def test_a_situation_run_on_by_a_bare_so_before_a_request() -> None:
    said = situation_dropped("my flatmate is cooking tonight so could you text Ravi Brennan the address Ana sent me")
    assert said == "Could you text Ravi Brennan the address Ana sent me"
    said = situation_dropped("we're off to the coast on the 22nd so cancel everything in my calendar that day")
    assert said == "Cancel everything in my calendar on the 22nd"


def test_a_bare_so_inside_a_request_or_message_is_no_situation() -> None:
    for said in ("text Ana I'm stuck so start without me", "set the timer so I remember the oven"):
        assert situation_dropped(said) == said


def test_an_app_said_before_a_questions_topic_is_kept() -> None:
    goal = _goal("on joplin, my Lemon cake recipe - how much butter does it use?")
    assert goal.app == "Joplin"
    assert '"subject": "Lemon cake"' in "\n".join(goal.extra)


def test_turns_that_say_something_else_are_left_as_said() -> None:
    for said in (
        "after this track, play Night Swim in vlc",  # the one to play next, not a queue of the rest
        "Where's the Book club happening?",
        "I have Yoga class at 7, please add it as a weekly event",
    ):
        assert everyday_turns(said) == said


def test_a_greeting_and_a_vocative_before_whom_to_answer() -> None:
    goal = _goal("oi buddy whoever just texted me, reply with: ok cool")
    assert (goal.intent, goal.subject, goal.body) == ("reply", "latest", "ok cool")


def test_a_notes_text_said_as_what_it_is_after_the_app_or_a_dash() -> None:
    for said in (
        "new note shopping.md in markor, the text is: eggs, milk",
        "make a note shopping.md - the text is eggs, milk",
    ):
        goal = _goal(said)
        assert ("title", "shopping.md") in goal.fields
        assert ("body", "eggs, milk") in goal.fields


@pytest.mark.parametrize(
    ("task", "span", "title"),
    [
        ("where's my Pottery class being held tomorrow?", "2030-03-15 2030-03-15", "Pottery class"),
        ("where is my Choir practice happening on Saturday?", "2030-03-16 2030-03-16", "Choir practice"),
    ],
)
def test_where_an_event_is_held_on_a_day_asks_that_days_event(task: str, span: str, title: str) -> None:
    # The day had been kept in the title ("Pottery class being held tomorrow") and no event found by it.
    assert f"Answer from the agenda: place {span} 00:00 23:59 | {title}" in _plan(task)
