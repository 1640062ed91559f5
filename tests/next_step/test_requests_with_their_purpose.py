"""Requests said with what they are for, or after a remark that sets the scene (first tries, session 24), each proved
in other wordings than the ones found. Two had been false done: expenses said "Food note Split with Omar; … ,
Transportation note Monthly pass" saved without their later notes, and a row's bare last piece, "Online course |
$436.78 | Education | Monthly", saved without it."""

from __future__ import annotations

from datetime import date

import pytest

from mcp_agent.tools.next_step.intent import read_task
from tests.next_step.androidworld.harness import run_wording

pytestmark = pytest.mark.unit

TODAY = date(2030, 3, 14)


def test_a_piece_of_one_expense_no_reading_places_is_asked_about() -> None:
    goal = read_task("pro expense, add this: Online course, $436.78, Education, Monthly, Card", None, TODAY)
    assert goal.intent == "explore" and "cannot" in goal.extra, goal


@pytest.mark.parametrize(
    ("template", "task"),
    [
        ("OwnCalendarSetLocation", "so we don't miss it, set the Car service location to Main street garage"),
        (
            "OwnPhoneCallListedNumber",
            "the sink is leaking! ring Rapid Flow Plumbing, the number is in contractors.md in markor",
        ),
        ("OwnVlcShufflePlaylist", "for the trip play my Party playlist in vlc on shuffle"),
        (
            "OwnExpenseAddSeveralWithNotes",
            "for my records add: Birthday dinner $77.25 Food note Split with Omar; Bus tickets $21.00 Transportation "
            "note Monthly pass; Theatre show $77.25 Entertainment note Two seats",
        ),
        (
            "OwnPhoneSaveCallerAsContact",
            "the person who called at 7:40 PM is Greta Lindqvist, add that number as a contact",
        ),
        ("OwnVlcSongAlbum", "Glass Houses was playing all day, what album is it from? vlc"),
        (
            "OwnRetroShortSongsOnPlaylist",
            "what Road Trip songs in retro music are under 3 minutes? titles, comma separated",
        ),
        ("OwnFilesCountOfKind", ".jpg count in my Documents folder? number only"),
        ("OwnVlcPlayFromFolder", "play beach_day.mp4 from the Camera folder in vlc for the family"),
        ("ExpenseAddSingle", "in pro expense add this: Online course | $436.78 | Education | Monthly"),
        ("OwnMarkorAddTodo", "don't let me forget - add call grandma at the end of todo.txt in markor"),
    ],
)
async def test_requests_said_with_their_purpose_are_done(template: str, task: str) -> None:
    done = await run_wording(template, task)
    assert done.verdict.passed, done.verdict.problems


@pytest.mark.parametrize(
    ("template", "task"),
    [
        # a contact saved without the caller's number had been reported done
        ("OwnPhoneSaveCallerAsContact", "the 7:40 PM call was Greta Lindqvist, save them to my contacts"),
        # a row named "three for pro expense - Birthday dinner" had been saved and reported done
        (
            "OwnExpenseAddSeveral",
            "two for my expenses: Birthday dinner 41.25 Food, Theatre show 43.75 Entertainment, Guitar course 26.50 Education",
        ),
        (
            "RetroPlayingQueue",
            "queue up Wild Horses, First Light and Silver Lining in retro music's queue, in that order",
        ),
        ("OwnManyNoteFromLastSms", "whatever Ben Carter just sent me, keep it in markor as from_87.md"),
        ("OwnVlcQueueVideos", "after what's on in vlc, add birthday_cake.mp4 and then skate_trick.mp4"),
    ],
)
async def test_requests_said_around_what_they_act_on_are_done(template: str, task: str) -> None:
    done = await run_wording(template, task)
    assert done.verdict.passed, done.verdict.problems
