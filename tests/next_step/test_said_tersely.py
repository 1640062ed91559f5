"""Requests and questions said tersely or in an order of their own (first tries, session 23), each proved in other
wordings than the ones found. Two had been false done: a recipe renamed "Quick caesar now", and the longest run "gone
on" answered by distance."""

from __future__ import annotations

from datetime import date

import pytest

from mcp_agent.tools.next_step.intent import read_task
from tests.next_step.androidworld.harness import run_wording

pytestmark = pytest.mark.unit

TODAY = date(2030, 3, 14)


def test_what_went_on_the_longest_is_picked_by_time() -> None:
    steps = read_task("my longest-going run in march, which one went on the longest? name", None, TODAY).extra
    assert '"by": "minutes"' in steps[-1], steps


@pytest.mark.parametrize(
    ("template", "task"),
    [
        ("OwnRecipeRenameByServings", "rename the recipe with 5 servings to Quick caesar instead"),
        ("OwnExpenseTopCategory", "where did most of my money go? just the category"),
        ("OwnExpenseTotalInSpan", "Food expenses from March 2 to March 8 - in total?"),
        ("OwnFilesRenameFile", "recipe_card.jpg in my Download folder: rename it to scanned_recipe_card.jpg"),
        ("OwnTracksSpanRetypeNewest", "the most recent track - change its activity type to Running"),
        ("OwnMarkorEditedOnDay", "which of my notes did I edit on the 2nd of March? file names"),
        ("OwnTracksRecordNamed", "begin a new opentracks activity named Hill repeats"),
        (
            "ExpenseAddMultiple",
            "in pro expense add Winter boots, 366.32, Clothes, note Work trip. Groceries, 400.09, Food, note Monthly. "
            "Pharmacy, 229.67, Health Care, note Discounted",
        ),
    ],
)
async def test_terse_requests_and_questions_are_done(template: str, task: str) -> None:
    done = await run_wording(template, task)
    assert done.verdict.passed, done.verdict.problems


def test_items_after_a_note_s_name_said_to_go_one_per_line_are_its_lines() -> None:
    # "— one per line" had been typed at the end of one line of items, and the note reported done.
    goal = read_task("new markor note plan.md: tent, stove and matches, each on a separate line", None, TODAY)
    assert (goal.title, goal.body) == ("plan.md", "tent\nstove\nmatches"), goal


@pytest.mark.parametrize(
    ("template", "task"),
    [
        (
            "OwnCalendarChangeDuration",
            "could you lengthen the piano lesson on march 17 so it lasts 90 minutes, same start",
        ),
        ("OwnVlcNowPlaying", "what is the song that is playing right now in vlc called?"),
        (
            "OwnVlcNewPlaylistInOrder",
            "stick beach_3.mp4, hike_5.mp4 and sunset_1.mp4 in a new vlc playlist called Gym in that order",
        ),
        ("OwnCalendarMoveEventTime", "the parent-teacher meeting on march 23, could you make it 2pm instead?"),
        ("OwnMarkorCopyNoteText", "new note letter.md with just what is written in minutes.md"),
        ("OwnVlcSongAlbum", "Glass Houses in vlc is from which album?"),
    ],
)
async def test_requests_said_in_an_order_of_their_own_are_done(template: str, task: str) -> None:
    done = await run_wording(template, task)
    assert done.verdict.passed, done.verdict.problems


@pytest.mark.parametrize(
    "task",
    [
        "new note letter.md with the same text as minutes.md",
        "markor: new note b.md with the same words as a.txt, thanks",
    ],
)
def test_a_note_with_another_s_text_never_types_the_words_that_say_so(task: str) -> None:
    # "new note letter.md with the same text as minutes.md" had typed "the same text as minutes.md" and said done.
    goal = read_task(task, None, TODAY)
    assert "same" not in goal.body and (goal.intent == "merge" or "cannot" in goal.extra), goal


@pytest.mark.parametrize(
    ("template", "task"),
    [
        (
            "OwnManyNoteInNewFolder",
            "I'd like a Garden folder in markor with a beds.md note inside saying Tomatoes go in the sunny bed.",
        ),
        ("OwnManyExpensesDeleteCategory", "get rid of all in the Transportation category from pro expense"),
        ("OwnVlcSongArtist", "who is Quiet Storm by? check vlc"),
        ("OwnTracksNamedRecordTyped", "we're heading out cycling now, track it with opentracks as Old town loop"),
        ("SimpleCalendarDeleteEventsOnRelativeDay", "remove whatever is on my calendar this saturday"),
    ],
)
async def test_things_said_before_or_around_their_request_are_done(template: str, task: str) -> None:
    done = await run_wording(template, task)
    assert done.verdict.passed, done.verdict.problems


@pytest.mark.parametrize(
    ("template", "task"),
    [
        ("OwnTracksNamedRename", "Lunch break -> Tempo test, it's a track in opentracks"),
        ("OwnVlcRenameVideo", "could you rename dog_park.mp4 in vlc for me? name it for_mum.mp4"),
        ("OwnFilesRenameFile", "please rename the Download recipe_card.jpg to scanned_recipe_card.jpg"),
        ("OwnCalendarEventsInRange", "what do I have from march 18 to 20? titles separated by commas"),
        ("OwnTracksNamedCountThisWeek", "swims this week? just a number"),
    ],
)
async def test_names_days_and_counts_said_short_are_read_whole(template: str, task: str) -> None:
    done = await run_wording(template, task)
    assert done.verdict.passed, done.verdict.problems


@pytest.mark.parametrize(
    ("template", "task"),
    [
        ("OwnVlcPlaylistLength", "how long is my Focus playlist in vlc? m:ss"),
        ("OwnRetroPlaylistMinutes", "the Workout playlist length in minutes? round it, number only"),
        ("OwnVlcPlaylistItems", "which videos does the Road Trip playlist in vlc contain?"),
        ("OwnPhoneWhoIsOnTheLine", "who is on the other end of the line?"),
        ("OwnPhoneGoingSpeaker", "speakerphone on, I cannot hear them"),
        ("ClockStopWatchRunning", "the stopwatch: start"),
        ("OwnManyExpensesDeleteOverAmount", "any expense over $250 in pro expense, remove them"),
        ("OwnRecipeRenameByServings", "the 5-serving recipe should get a new name, Quick caesar"),
        (
            "OwnManyNoteInNewFolder",
            "make a Garden folder in markor, then beds.md in it with the text Tomatoes go in the sunny bed.",
        ),
        (
            "OwnManyLinesMarkorNote",
            "a new note agenda_16.md in markor with these lines: Budget review / Hiring plan / Office move / Any other business",
        ),
    ],
)
async def test_requests_said_in_few_words_are_done(template: str, task: str) -> None:
    done = await run_wording(template, task)
    assert done.verdict.passed, done.verdict.problems


async def test_a_playlist_named_after_its_player_is_the_one_named_never_the_player() -> None:
    # "my retro music playlist Road Trip" had opened a playlist "retro music" (the app's own title) and answered from
    # the whole library: a false done.
    asked = await run_wording(
        "OwnRetroShortSongsOnPlaylist", "the retro music playlist Road Trip: which songs are shorter than 3 minutes?"
    )
    assert asked.verdict.passed, asked.verdict.problems
