"""Apps called by generic, wrong-ish or descriptive names, and things said by a description that picks exactly one
(first tries, session 24, people set 131), each class proved in other wordings than the set's: the phone's one app
for the job said (apps_said_generically.py), the thing the description picks by its name (described_things.py), and a
recipe's quoted title before its fields after a comma (titled_then_fields.py)."""

from __future__ import annotations

from datetime import date

import pytest

from mcp_agent.tools.next_step.intent import read_task
from mcp_agent.tools.next_step.intent.apps_said_generically import apps_named
from mcp_agent.tools.next_step.intent.described_things import described_named
from tests.next_step.androidworld.harness import run_wording

pytestmark = pytest.mark.unit

TODAY = date(2030, 3, 14)


@pytest.mark.parametrize(
    ("template", "task"),
    [
        ("OwnTracksWeekDistance", "what's my total distance this week in km according to my workout app? number only"),
        (
            "OwnRecipesUnderMinutes",
            "which recipes in the cooking thing take under 20 minutes to prepare? titles, comma separated",
        ),
        (
            "OwnTasksCreateWithDueAndNotes",
            'in the to-do list app add "Return library books" due March 18, notes: Three books, due at the front desk',
        ),
        ("OwnVlcNowPlaying", "what song is my media player playing at the moment? just the title"),
        ("OwnVlcDeleteSong", "remove the song Copper Sky from my video player"),
        (
            "MarkorCreateNote",
            "in my notes app create trip_98.txt with the text: The quarterly report is due next month. Water the "
            "tomatoes every other day.",
        ),
        ("SimpleCalendarDeleteEventsOnRelativeDay", "in the diary app remove all the events this Saturday"),
        ("OwnExpenseAmountOf", "in my spending app, how much was the Bakery expense? number only, no dollar sign"),
        (
            "OwnRecipeAddFull",
            'add a recipe to my cooking app: "Banana bread", description "Moist and simple", serves 6, 20 mins prep, '
            'source "grandma", ingredients "bananas, flour, butter", directions "Mash, mix and bake for an hour."',
        ),
    ],
)
async def test_an_app_said_by_its_job_is_the_phones_app_for_it(template: str, task: str) -> None:
    done = await run_wording(template, task)
    assert done.verdict.passed, done.verdict.problems


@pytest.mark.parametrize(
    ("template", "task"),
    [
        ("OwnPhoneSaveCallerAsContact", "the 7:40 PM caller - add them to my phone book as Greta Lindqvist"),
        (
            "OwnTracksStatsNameOfLongestInMonth",
            "of all my March 2030 running activities, which one lasted the longest in opentracks? name only",
        ),
        ("OwnExpenseAmountOf", "what did the expense I added as Bakery cost in pro expense? number only, no $"),
        ("OwnVlcDeleteSong", "delete the song Copper Sky by Ada Lune from VLC"),
        (
            "OwnMarkorRewriteNote",
            'in markor swap what errands_45.md says for "Email Priya the slides and the budget." and change nothing else',
        ),
        ("OwnPhoneCallFavourite", "ring Ines Moreau from the favorites list in the phone app"),
        ("OwnPhoneCallListedNumber", "phone the plumber on the list in my note contractors.md"),
        ("OwnVlcItemFolder", "in VLC, which folder is the documentary video in? folder name only"),
    ],
)
async def test_a_thing_said_by_its_description_is_the_one_it_picks(template: str, task: str) -> None:
    done = await run_wording(template, task)
    assert done.verdict.passed, done.verdict.problems


async def test_a_recipes_quoted_title_before_its_fields_gets_them() -> None:
    task = (
        'two new recipes for broccoli please: "Banana bread", description "Moist and simple", 4 servings, 35 mins '
        'prep, ingredients "bananas, flour, butter", directions "Mash, mix and bake for an hour."; and "Pesto pasta", '
        'description "Green and fresh", 3 servings, 20 mins prep, ingredients "basil, pine nuts, pasta", directions '
        '"Blend the pesto and toss it in."'
    )
    done = await run_wording("OwnRecipeAddSeveralFull", task)
    assert done.verdict.passed, done.verdict.problems


@pytest.mark.parametrize(
    "task",
    [
        "send the cooking video to Ben",  # no video player said: never a file name
        "is there a fitness app on this phone?",  # no place said: never an app's name
        "which March runs were longest",  # no "my" or "the": left as said
    ],
)
def test_what_no_description_picks_is_left_as_said(task: str) -> None:
    assert described_named(apps_named(task)) == task


def test_the_notes_app_without_a_file_name_stays_the_purpose() -> None:
    assert apps_named("how many to-dos are in my notes app") == "how many to-dos are in my notes app"
    assert read_task("how many attendees were in the Budget sync meeting in joplin?", None, TODAY).intent != "explore"
