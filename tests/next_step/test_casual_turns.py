"""Forms met in the first run of people set 60 (casual requests to a phone assistant), tested in other wordings: a
file deleted "out of" a folder, rows of expenses put "under" their category and joined by "plus", a "for me" before
what follows, pop-ups "ok"-ed, records "grabbed" from a file and "put in" an app, an event's description said as a
step of its own, the reason a text is sent again, an app named first without a comma, a copy's "same name", a list
joined by "plus", and "half an hour" followed by another clause with "and" in it."""

from __future__ import annotations

from datetime import date

import pytest

from mcp_agent.tools.next_step.intent.reader import read_task

pytestmark = pytest.mark.unit

TODAY = date(2030, 3, 14)


def test_a_file_deleted_out_of_a_folder_is_deleted_from_it() -> None:
    goal = read_task("could you remove notes_12.txt outta the Download folder real quick", None, TODAY)
    assert (goal.intent, goal.obj, goal.subject, goal.extra) == ("delete", "file", "Download", ("notes_12.txt",))


def test_rows_of_expenses_under_their_category_joined_by_plus() -> None:
    goal = read_task(
        "stick these in my expenses for me: Taxi 12.50 under Transportation, note Airport, plus Lunch 8.25 under Food,"
        " note Team, and Movie 15.00 under Entertainment, note Friday",
        None,
        TODAY,
    )
    rows = [dict(row) for row in goal.rows]
    assert [row["name"] for row in rows] == ["Taxi", "Lunch", "Movie"]
    assert [row["amount"] for row in rows] == ["12.50", "8.25", "15.00"]
    assert [row["category"] for row in rows] == ["Transportation", "Food", "Entertainment"]
    assert [row["note"] for row in rows] == ["Airport", "Team", "Friday"]


@pytest.mark.parametrize(
    "text",
    ["open the camera app for me and ok any permission prompts", "launch the camera app for me, okay all the pop-ups"],
)
def test_an_app_opened_for_me_with_its_pop_ups_okayed(text: str) -> None:
    goal = read_task(text, None, TODAY)
    assert goal.intent == "open" and goal.app.lower() == "camera" and goal.extra


def test_records_grabbed_from_a_file_and_put_in_an_app_are_added() -> None:
    goal = read_task(
        "grab the recipes from recipes.txt in markor that take 20 mins to prep and stick them in broccoli", None, TODAY
    )
    assert (goal.intent, goal.obj, goal.subject, goal.value) == ("import_rows", "recipe", "recipes.txt", "20 mins")


@pytest.mark.parametrize("verb", ["make", "set", "have"])
def test_an_events_description_said_as_a_step_of_its_own(verb: str) -> None:
    goal = read_task(
        f"add Dentist to my calendar on friday at 11am for 45 minutes and {verb} the description Bring the card",
        None,
        TODAY,
    )
    fields = dict(goal.fields)
    assert goal.obj == "event" and goal.title == "Dentist"
    assert fields["description"] == "Bring the card" and fields["duration"] == "45"


def test_half_an_hour_before_a_clause_with_and_is_thirty_minutes() -> None:
    goal = read_task(
        "put Standup in my calendar tomorrow at 9am for half an hour, and make the description Daily sync", None, TODAY
    )
    fields = dict(goal.fields)
    assert fields["duration"] == "30" and fields["description"] == "Daily sync"


def test_an_hour_and_a_half_stays_ninety_minutes() -> None:
    goal = read_task("add Lunch to my calendar tomorrow at noon for an hour and a half", None, TODAY)
    assert dict(goal.fields)["duration"] == "90"


@pytest.mark.parametrize(
    "text",
    [
        "resend my last message to Omar Haddad, it didn't go through",
        "resend the last text i sent Omar Haddad - not sure it was delivered",
        "resend that last text i sent Omar Haddad, i don't think it sent",
    ],
)
def test_why_a_text_is_sent_again_is_not_part_of_whom_to(text: str) -> None:
    goal = read_task(text, None, TODAY)
    assert goal.intent == "resend" and goal.recipient == "Omar Haddad"


def test_an_app_named_first_without_a_comma_and_the_same_name() -> None:
    goal = read_task("in the gallery copy IMG_2041.jpg from Pictures into Documents with the same name", None, TODAY)
    assert (goal.intent, goal.subject, goal.value, goal.extra) == (
        "copy_file",
        "Pictures",
        "Documents",
        ("IMG_2041.jpg",),
    )
    assert goal.app == "Gallery"


@pytest.mark.parametrize(
    "text", ["remove Taxi and Lunch plus Movie from my expenses", "delete Taxi, Lunch plus Movie from my expenses"]
)
def test_a_list_joined_by_plus(text: str) -> None:
    goal = read_task(text, None, TODAY)
    assert (goal.intent, goal.obj, goal.extra) == ("delete", "expense", ("Taxi", "Lunch", "Movie"))


def test_plus_in_a_messages_text_is_kept() -> None:
    goal = read_task("text +15551234567 saying bring chips plus dip", None, TODAY)
    assert goal.body == "bring chips plus dip"


def test_plus_a_blank_line_is_no_list() -> None:
    goal = read_task(
        'put "Call the bank." plus a blank line at the top of todo_3.md in markor, then rename it done_3.md',
        None,
        TODAY,
    )
    assert "Call the bank." in (goal.body + str(goal.fields) + str(goal.then))
    assert "and a blank line" not in str(goal)


@pytest.mark.parametrize(
    "text",
    [
        "resend the text i just sent Omar Haddad, pretty sure it didn't send",
        "resend my last message to Omar Haddad - i think it didn't go through",
    ],
)
def test_a_hunch_about_why_a_text_is_sent_again_is_not_part_of_whom_to(text: str) -> None:
    goal = read_task(text, None, TODAY)
    assert goal.intent == "resend" and goal.recipient == "Omar Haddad"


def test_two_names_joined_by_plus_are_queued_both() -> None:
    goal = read_task("queue up Ocean Eyes plus Blue Monday in retro music", None, TODAY)
    assert goal.intent == "queue" and goal.extra == ("Ocean Eyes", "Blue Monday")
