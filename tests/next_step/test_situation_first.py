"""A situation told before the request, as to a friend holding the phone (people set 61), tested in other wordings:
the situation taken off and the request read alone, a person it names read for "him", "her" or "that contact", and
left as said wherever the request may need it ("call it", "delete it", two people named, a topic said first).
Also the forms met in that set's requests: an app said first with no comma, a length said again in brackets, a track
changed "to" an activity type, a recipe changed "to N servings", a quoted to-do "due" a day in Tasks, and a polite
question's mark before a remark that is taken off."""

from __future__ import annotations

from datetime import date

import pytest

from mcp_agent.tools.next_step.intent import plan_for
from mcp_agent.tools.next_step.intent.reader import read_task
from mcp_agent.tools.next_step.intent.situations import situation_dropped

pytestmark = pytest.mark.unit

TODAY = date(2030, 3, 14)


def plan(text: str) -> list[str]:
    return plan_for(read_task(situation_dropped(text), None, TODAY))


@pytest.mark.parametrize(
    ("text", "steps"),
    [
        (
            "Ugh, the landlord again. Delete the expense Rent in Pro Expense.",
            ["Open Pro Expense", "Delete the expense 'Rent'"],
        ),
        (
            "Went for a run this morning - what was my longest run in OpenTracks?",
            ["Open OpenTracks"],
        ),
        (
            "The kids are asleep finally, so in VLC play dog_park.mp4 please.",
            ["Open VLC", "Play 'dog_park.mp4'"],
        ),
    ],
)
def test_a_situation_told_first_is_not_read_as_the_request(text: str, steps: list[str]) -> None:
    assert plan(text)[: len(steps)] == steps


def test_him_is_the_one_person_the_situation_names() -> None:
    steps = plan("I was at the dentist and missed Omar Haddad. Call him back please.")
    assert steps[0] == "Open Phone" and "Call Omar Haddad" in steps


def test_that_contact_is_the_person_the_situation_names() -> None:
    assert plan("Lena Tanaka keeps sending me memes. Delete that contact.") == [
        "Open Contacts",
        "Delete the contact 'Lena Tanaka'",
    ]


def test_her_before_a_noun_is_whose() -> None:
    said = situation_dropped("Priya Suzuki sent me the gate code and I keep forgetting it. Save her last message.")
    assert said.startswith("Save Priya Suzuki's last message")


@pytest.mark.parametrize(
    "text",
    [
        "I just got a text from a number I don't know. Can you call it?",  # "it": what the situation says
        "The gym closed early. Delete it.",
        "Ben Novak and Hana Suzuki both called. Call him back.",  # two people: which one is asked
        "My mum mentioned Banana bread. How much flour do I need?",  # the recipe is the situation's
        "Piano lesson - where is it?",  # a topic said first, not a situation
        "markor - new folder Projects",
        "I'm taking next tuesday off. Can you delete everything in my calendar that day?",
        "Am I busy on Friday? Just give me the titles.",  # a question first is the request
    ],
)
def test_a_request_that_needs_what_came_before_is_left_as_said(text: str) -> None:
    assert situation_dropped(text) == text


def test_the_request_first_and_the_reason_after_is_left_as_said() -> None:
    text = "Delete a.pdf from Download using Files - I sent it off already."
    assert situation_dropped(text) == text


def test_an_app_said_first_without_its_comma() -> None:
    assert plan("on VLC play dog_park.mp4, then queue beach_day.mp4 after it") == [
        "Open VLC",
        "Play 'dog_park.mp4'",
        "Add 'beach_day.mp4' to play next",
    ]


def test_a_length_said_again_in_brackets_is_one_length() -> None:
    goal = read_task("Add Dentist to Simple Calendar Pro on March 20 at 9 am for 90 minutes (1.5 hours).", None, TODAY)
    assert ("duration", "90") in goal.fields


def test_a_track_changed_to_an_activity_type() -> None:
    steps = plan("set my cycling track from March 9 to Running in OpenTracks")
    assert "Open the track showing 'Cycling on 2030-03-09'" in steps
    assert "Type 'Running' into the activity type field" in steps


@pytest.mark.parametrize(
    "text",
    ["update Risotto to 6 servings in broccoli", "Could you change Risotto to 6 servings? Leave the rest alone."],
)
def test_a_recipe_changed_to_a_number_of_servings(text: str) -> None:
    steps = plan(text)
    assert "Open the recipe 'Risotto'" in steps and "Type '6 servings' into the servings field" in steps


def test_a_quoted_to_do_due_a_day_in_tasks() -> None:
    goal = read_task('in the Tasks app, add "Renew passport" due April 2', None, TODAY)
    assert goal.obj == "task" and goal.fields == (("title", "Renew passport"), ("date", "2030-04-02"))


def test_my_other_events_stay() -> None:
    goal = read_task(
        'Delete "Team sync" on March 18 from Simple Calendar Pro, but keep my other events that day.', None, TODAY
    )
    assert goal.intent == "delete" and goal.extra == ("Team sync",) and goal.date == "2030-03-18"
