"""Everyday requests as people text them to a phone assistant (people set 113, helper people113), in other wordings
than the set's (intent/texted_requests.py): verbs of their own ("shut off", "get … going", "pop it in"), the speaker's
situation before the request, the app or the phone said after the job, a remark after a switch, the last row's note
after bracketed ones, "whoever that was", a resend asked as a doubt, a header "as the first line", a playlist "name
it X, A first then B", a note texted "the whole thing", a file's recipes "any of those that take …", a recipe "my X"
with a dash before a field and where it was "got from", "forgot where X is", an event said as what the speaker is
doing, and an address passed on to the one asking for it."""

from __future__ import annotations

from datetime import date

import pytest

from mcp_agent.tools.next_step.intent import read_task
from mcp_agent.tools.next_step.intent.goal import Goal

pytestmark = pytest.mark.unit

TODAY = date(2030, 3, 14)  # a Thursday


def _goal(task: str) -> Goal:
    return read_task(task, None, TODAY)


@pytest.mark.parametrize(
    ("task", "setting", "on"),
    [
        ("could you shut the wifi off", "wifi", False),
        ("please shut off bluetooth. it's draining the battery", "bluetooth", False),
        ("turn bluetooth on before I get in the car", "bluetooth", True),
    ],
)
def test_a_switch_said_with_its_own_verb_or_a_remark_after_it(task: str, setting: str, on: bool) -> None:
    goal = _goal(task)
    assert (goal.intent, goal.setting, goal.on) == ("toggle", setting, on)


def test_the_stopwatch_got_going_after_the_speakers_situation() -> None:
    goal = _goal("heading out for a jog, can you get my stopwatch going")
    assert (goal.intent, goal.on) == ("stopwatch", True)


def test_someone_bailing_before_a_removal_is_no_part_of_it() -> None:
    goal = _goal("omar cancelled, so remove the Dentist on the 20th from the calendar. only that one please")
    assert (goal.intent, goal.obj, goal.date, goal.extra) == ("delete", "event", "2030-03-20", ("Dentist",))


def test_a_screen_too_bright_dimmed_right_down() -> None:
    goal = _goal("phone's too bright in here, dim it right down to the minimum")
    assert (goal.intent, goal.setting, goal.value) == ("set", "brightness", "min")


def test_a_file_finished_with_popped_in_a_folder() -> None:
    goal = _goal("I'm finished with notes_12.md, pop it in the Done folder in markor")
    assert (goal.intent, goal.subject, goal.value) == ("move", "notes_12.md", "Done")


def test_the_app_said_after_a_count() -> None:
    goal = _goal("count the to-dos in the Home folder, it's in the joplin app")
    assert goal.extra and goal.extra[0] == "Open Joplin"
    assert '"subject": "Home"' in goal.extra[1]


def test_a_folder_on_my_phone_is_no_call_to_the_phone_app() -> None:
    goal = _goal("clear old_scan.pdf out of Download on my phone")
    assert (goal.intent, goal.app, goal.subject, goal.extra) == ("delete", "Files", "Download", ("old_scan.pdf",))


def test_the_last_rows_note_after_a_comma_where_the_others_are_bracketed() -> None:
    goal = _goal(
        "add these to my expenses: lunch 12.50 food (team), taxi 30.00 transportation (airport) and hotel 220.00 in "
        "housing, conference"
    )
    assert [dict(row).get("note") for row in goal.rows] == ["team", "airport", "conference"]


def test_whoever_that_was_is_the_last_one_who_texted() -> None:
    goal = _goal("someone texted me while I was out. answer whoever that was: Sounds good")
    assert (goal.intent, goal.subject, goal.body) == ("reply", "latest", "Sounds good")


def test_a_resend_asked_as_a_doubt_about_the_last_text() -> None:
    goal = _goal("I don't think Omar Haddad got my last text, can you send it again")
    assert (goal.intent, goal.recipient) == ("resend", "Omar Haddad")


def test_a_quoted_header_popped_in_as_the_first_line() -> None:
    goal = _goal('in my notes open list_4.md, pop "Shopping day" in as the first line with a blank line under it')
    assert (goal.intent, goal.criterion, goal.body, goal.subject) == ("edit", "top", "Shopping day", "list_4.md")
    assert goal.extra == ("blank line",)


def test_a_playlist_named_after_a_comma_with_its_songs_in_order() -> None:
    goal = _goal("make me a playlist in the music app, name it Road 5, Neon Rain first then Slow Burn")
    assert (goal.intent, goal.title, goal.extra) == ("playlist", "Road 5", ("Neon Rain", "Slow Burn"))


def test_a_note_texted_as_the_whole_thing() -> None:
    goal = _goal('create a markor note plan.md saying "Meet at 6." and then sms it all to +12025550143')
    assert goal.then and (goal.then[0].intent, goal.then[0].recipient) == ("message", "+12025550143")


def test_a_files_recipes_said_as_any_of_those_that_take_a_time() -> None:
    goal = _goal("there's a recipes.txt in markor - all the ones that take 20 mins, put them in my recipe app")
    assert (goal.intent, goal.subject, goal.value) == ("import_rows", "recipes.txt", "20 mins")


def test_my_recipe_to_the_recipe_app_with_a_dashed_field_and_its_source() -> None:
    goal = _goal(
        "put my Tomato soup in the recipe app: Simple and warm, serves 3, takes 30 min, got it from a blog. "
        "ingredients tomatoes, onion. directions - Blend it all and heat gently."
    )
    fields = dict(goal.fields)
    assert goal.title == "Tomato soup"
    assert fields["source"] == "blog"
    assert fields["directions"] == "Blend it all and heat gently"


def test_a_source_said_inside_a_message_stays_the_messages_words() -> None:
    assert _goal("text Ann I got it from a friend").body == "I got it from a friend"


def test_where_something_is_asked_as_forgotten_with_a_check() -> None:
    goal = _goal("i forgot where the dentist appointment is haha, can you look in my calendar? only the location")
    assert goal.intent == "agenda"
    assert goal.extra[1].startswith("Answer from the agenda: place") and goal.extra[1].endswith("| dentist")


def test_an_event_said_as_what_we_are_having_then_put_in_the_calendar() -> None:
    goal = _goal(
        "starting tuesday the 19th we're having Standup every day at 9, 15 minutes each time, no end date. can you "
        "add it to my calendar, description Daily check-in"
    )
    fields = dict(goal.fields)
    assert (goal.intent, goal.title) == ("create", "Standup")
    assert (fields["date"], fields["time"], fields["repeat"], fields["duration"]) == (
        "2030-03-19",
        "09:00",
        "Daily",
        "15",
    )


def test_an_address_passed_on_to_the_one_asking_for_it() -> None:
    goal = _goal(
        "Omar Haddad keeps asking me where the meetup is. Lena Park sent me the address this morning, just pass it "
        "on to him"
    )
    assert (goal.intent, goal.recipient, goal.subject, goal.fact) == ("forward", "Omar Haddad", "Lena Park", "address")
