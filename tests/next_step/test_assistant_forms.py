"""Requests as people type them to a phone assistant (intent/assistant_mends.py and the readings beside it, people set
53's classes): the thing named first and asked about after, a subject left out, a day said before the entry it names,
everyday verbs for the app's own, new things listed one by one, a note's lines imported with no app named, a lower-case
playlist's total length, and the next event said loosely. Each is read as its plain wording or does what a person
would see done; the wordings here are not the set's own."""

from __future__ import annotations

from datetime import date

import pytest

from mcp_agent.tools.next_step.intent.assistant_mends import ASSISTANT
from mcp_agent.tools.next_step.intent.reader import read_task
from mcp_agent.tools.next_step.intent.rewrites import Rewrites
from mcp_agent.tools.next_step.said_values import unused_value
from tests.next_step.planning import plan

pytestmark = pytest.mark.unit

TODAY = date(2030, 3, 14)


@pytest.mark.parametrize(
    ("typed", "plain"),
    [
        (
            "jot down a note called Packing that says Socks and a charger",
            "write a note called Packing that says Socks and a charger",
        ),
        ("new folder: Receipts 2031", "new folder Receipts 2031"),
        ("move my april 2 meeting to 10am", "move the meeting on april 2 to 10am"),
        ("push my 5th of may appointment to 3pm", "push the appointment on 5th of may to 3pm"),
        ("i want to listen to harbor lights", "play the song harbor lights"),
        ("listen to copper sky", "play the song copper sky"),
        ("focus playlist, how many tracks on it?", "how many tracks are in the focus playlist"),
        ("change the category on my Taxi expense to Travel", "change the category of my Taxi expense to Travel"),
        (
            "the walk on 9th march should have been running, change it",
            "change the type of the walk on 9th march to running",
        ),
        ("the ride from april 4 was actually walking", "change the type of the ride from april 4 to walking"),
        ("ring maya novak from favourites", "ring maya novak from my favourites"),
        ("missed a call from Greta Novak, call her back", "I missed a call from Greta Novak, call her back"),
        ("number of songs in retro music?", "how many songs are in retro music?"),
        ("in Download, remove menu.png and ticket.pdf", "remove menu.png and ticket.pdf in Download"),
        ("in the documents folder delete cv.docx", "delete cv.docx in documents"),
        (
            "put night bus at the end of sleep, and then quiet storm right after",
            "put night bus and then quiet storm at the end of sleep",
        ),
        (
            "add Night Bus and Paper Moon to Sleep and then play that playlist",
            "add Night Bus and Paper Moon to the Sleep playlist and then play it",
        ),
        (
            "lentil soup recipe - change the servings to 6",
            "lentil soup recipe: change the servings to 6",
        ),
    ],
)
def test_an_assistant_form_reads_as_its_plain_wording(typed: str, plain: str) -> None:
    goal = read_task(typed, None, TODAY)
    assert goal.intent != "explore", goal
    assert goal == read_task(plain, None, TODAY)


def test_new_playlists_each_called_by_name_keep_only_their_names() -> None:
    steps = plan("make 2 playlists, one named Walks with a.mp4 then b.mp4, and another named Runs with c.mp4")
    assert "Check the playlist 'Walks' holds 'a.mp4|b.mp4'" in steps, steps
    assert "Check the playlist 'Runs' holds 'c.mp4'" in steps, steps
    assert not any("named" in step or "one " in step for step in steps), steps


def test_new_playlists_said_first_and_second() -> None:
    task = "2 playlists pls. First: Walks, with a.mp4 and b.mp4. Second: Runs, with c.mp4 and d.mp4."
    steps = plan(task)
    assert "Check the playlist 'Walks' holds 'a.mp4|b.mp4'" in steps, steps
    assert "Check the playlist 'Runs' holds 'c.mp4|d.mp4'" in steps, steps
    assert unused_value(task, steps) is None  # "First" and "Second" are no values the plan leaves out


def test_numbered_recipes_are_each_one() -> None:
    steps = plan(
        "please add 2 recipes. 1) Miso soup - Light starter, 2 servings, prep 20 mins, ingredients: miso, tofu, "
        "directions: Warm the broth. 2) Shakshuka - Eggs in tomato, 4 servings, prep 35 mins, ingredients: eggs, "
        "tomatoes, directions: Simmer the sauce."
    )
    joined = "\n".join(steps)
    assert "'Miso soup'" in joined and "'Shakshuka'" in joined, steps
    assert "1)" not in joined and "2)" not in joined, steps


@pytest.mark.parametrize(
    "typed",
    [
        "make every line of errands.md a task",
        "turn each line in errands.md into a to-do",
        "add every line of errands.md as a task",
    ],
)
def test_a_notes_lines_become_tasks_with_no_app_named(typed: str) -> None:
    steps = plan(typed)
    assert "Open the note 'errands.md'" in steps, steps
    assert "Open Tasks" in steps, steps
    assert "Add a task for each row of «rows»" in steps, steps


def test_a_lower_case_playlists_total_length() -> None:
    steps = plan("how many minutes long is my evening chill playlist? round it")
    assert "Open the playlist 'evening chill'" in steps, steps
    assert any('"mode": "total_length"' in step and '"by": "whole minutes"' in step for step in steps), steps


def test_the_apps_own_list_counted_when_the_app_is_named() -> None:
    steps = plan("how many songs are in retro music")
    assert not any("Open the playlist" in step for step in steps), steps
    assert any('"mode": "count"' in step for step in steps), steps


@pytest.mark.parametrize(
    "typed",
    [
        "text Omar the place of my next calendar thing",
        "send lena where my next plans are",
        "message Ben the address of my next booking",
    ],
)
def test_the_next_event_said_loosely_is_never_sent_as_words(typed: str) -> None:
    steps = plan(typed)
    assert not any(step.startswith("Type '") and "next" in step for step in steps), steps


@pytest.mark.parametrize(
    "typed",
    [
        "listen to my road trip playlist",
        "i want to listen to the radio",
        "in markor, delete the shopping note",
        "write a note: 1) Buy milk - today",
    ],
)
def test_forms_outside_these_classes_are_left_as_said(typed: str) -> None:
    assert Rewrites(ASSISTANT)(typed) == typed


@pytest.mark.parametrize(
    "typed",
    [
        "my April 2 meeting should start at 10:00 instead",
        "the appointment on april 2 should begin at 10am",
        "the meeting on April 2 should start at 10:00 instead",
    ],
)
def test_an_entry_that_should_start_later_is_moved_never_made(typed: str) -> None:
    steps = plan(typed)
    assert "Start a new event" not in steps, steps
    assert "Open the event showing '2030-04-02'" in steps, steps
    assert "Type '10:00' into the time field" in steps, steps
