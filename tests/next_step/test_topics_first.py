"""A thing named first and the request after it pointing back (people set 128's classes, topics_first.py), in
wordings other than the set's: the pointer said as the thing ("Chicken curry in Broccoli? delete that recipe"), a field
of it ("its preparation time"), all or how many of them, a call said as one to call back, a list made of songs, a
topic holding the thing and where it is ("A is on my B playlist, take it off there"), a part of another thing ("a.md:
the word X in it"), a ringing call said as one; and what is left alone: a topic that is someone's words, one with a
pronoun of its own, a request said first. A day said first and "then" after the question ("this Friday after 8:00,
what's my first event then?"), and where to look said as "check <app>" before how to answer ("…? check Simple Calendar
Pro, titles only": in_context.py). Each read as the step reads it, and what the person sees after a run."""

from __future__ import annotations

import pytest

from mcp_agent.tools.next_step.intent.courtesy import plain
from mcp_agent.tools.next_step.intent.topics_first import topic_put_back
from tests.next_step.androidworld.harness import run_wording

pytestmark = pytest.mark.unit


@pytest.mark.parametrize(
    ("text", "meant"),
    [
        ("Chicken curry in Broccoli? delete that recipe", "delete the recipe Chicken curry in Broccoli"),
        ("gifts_19.txt, that note in Markor — get rid of it", "get rid of the note gifts_19.txt in Markor"),
        ("my Bakery expense? get rid of it", "get rid of my Bakery expense"),
        ("+1 555 010 0123, ring it", "ring +1 555 010 0123"),
        ("the march 3 run — what was its distance?", "what was the distance of the march 3 run?"),
        (
            "Greek salad in Broccoli — what's its preparation time, in minutes?",
            "what's the preparation time of Greek salad in Broccoli, in minutes?",
        ),
        ("the dentist thing on the 5th, move it to 4pm", "move the dentist event on the 5th to 4pm"),
        (
            'my "Focus" playlist in VLC: how many items does it have?',
            'how many items are in my "Focus" playlist in VLC?',
        ),
        (
            "February — how many runs did I log during that month?",
            "how many runs did I log during February?",
        ),
        ("the ringing call, reject it", "reject the incoming call"),
        ("tomorrow at 9, what do I have on then?", "what do I have on tomorrow at 9?"),
        ("my missed call from this morning... call them back", "call back my missed call from this morning"),
        (
            "Paper Moon, Night Bus and Old Radio, in that order: make them into a VLC playlist named Drive",
            "make a VLC playlist named Drive with Paper Moon, Night Bus and Old Radio, in that order",
        ),
        (
            'party_12.mp4 is on my "Workout" playlist in VLC, take it off there',
            'take party_12.mp4 off my "Workout" playlist in VLC',
        ),
        (
            'notes.md in Markor: the word "cat" in it, swap it for "dog"',
            'in notes.md in Markor, swap the word "cat" for "dog"',
        ),
        (
            "the Food category in Pro Expense: how many of those expenses are there?",
            "how many of the expenses in the Food category in Pro Expense are there?",
        ),
        (
            "the pdf files in Download (Files app): delete all of them",
            "delete all the pdf files in Download (Files app)",
        ),
    ],
)
def test_the_thing_named_first_is_said_where_the_request_points_back(text: str, meant: str) -> None:
    assert topic_put_back(text) == meant


@pytest.mark.parametrize(
    "text",
    [
        "my boss says: delete it",
        "Maya Okafor: her number's changed to +15550100, fix it",
        "I got a new number from Ann: save it",
        "call Ann, tell her hi",
        'text Ann: "is it ready? call me"',
        "delete a.md, then make it again",
        "hey, can you turn it on",
    ],
)
def test_words_said_before_a_request_that_are_no_thing_are_left_as_said(text: str) -> None:
    assert topic_put_back(text) == text


@pytest.mark.parametrize(
    ("template_id", "text"),
    [
        ("RecipeDeleteSingleRecipe", "Chicken curry in Broccoli? delete that recipe"),
        ("OwnRecipePrepTime", "Greek salad in Broccoli — what's its preparation time, in minutes? number only"),
        ("OwnVlcPlaylistCount", 'my "Focus" playlist in VLC: how many items does it have? number only'),
        ("OwnVlcRemoveFromPlaylist", 'party_12.mp4 is on my "Workout" playlist in VLC, take it off there'),
        (
            "OwnExpenseCountInCategory",
            "the Food category in Pro Expense: how many of those expenses are there? a single integer",
        ),
        ("OwnPhoneDeclineRinging", "the ringing call, reject it"),
        ("ContactsAddContact", "+19705551889 — save it as a new contact, Hana Suzuki"),
        ("OwnTracksNamedDistanceOfTrack", 'my "Morning loop" track in OpenTracks — how long was it, in kilometers?'),
    ],
)
async def test_a_request_pointing_back_does_the_job_on_the_thing(template_id: str, text: str) -> None:
    done = await run_wording(template_id, text)
    assert done.verdict.passed, done.verdict.problems


@pytest.mark.parametrize(
    ("text", "meant"),
    [
        (
            "which recipes are vegetarian? check broccoli, names only",
            "which recipes are vegetarian in Broccoli? names only",
        ),
        (
            "how many runs did I log this week? check opentracks, a number please",
            "how many runs did I log this week in OpenTracks? a number",
        ),
    ],
)
def test_where_to_look_before_how_to_answer_is_read_as_where(text: str, meant: str) -> None:
    assert plain(text) == meant


async def test_a_day_said_first_and_then_asked_of_is_answered_from_the_app_checked() -> None:
    done = await run_wording(
        "SimpleCalendarFirstEventAfterStartTime",
        "this Friday after 8:00: what's on first then? check Simple Calendar Pro, just the title",
    )
    assert done.verdict.passed, done.verdict.problems
