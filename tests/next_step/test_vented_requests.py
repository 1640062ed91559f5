"""Requests vented as a complaint that implies the fix (first tries, session 24, people set 130), each class proved in
other wordings than the set's: the thing the complaint names is what the request after it points back at ("it",
"her", "that track", "there"), and a vent that names nothing the request needs is dropped."""

from __future__ import annotations

from datetime import date

import pytest

from mcp_agent.tools.next_step.intent import read_task
from tests.next_step.androidworld.harness import run_wording

pytestmark = pytest.mark.unit

TODAY = date(2030, 3, 14)


@pytest.mark.parametrize(
    ("template", "task"),
    [
        ("OwnRetroRemoveFromPlaylist", "seriously, why is Static Love still in my Chill playlist? get it out"),
        ("ExpenseDeleteSingle", "Fuel is still showing in my expenses, I already got that money back - remove it"),
        ("OwnTracksNamedDelete", "why is Forest trail still in opentracks, delete it already"),
        (
            "OwnCalendarDeleteTwoEvents",
            "Team sync and Dentist appointment are cancelled and they're still sitting in my calendar, get rid of them",
        ),
        (
            "OwnManyExpensesDeleteCategory",
            "all those Transportation expenses in pro expense got reimbursed, delete them all",
        ),
    ],
)
async def test_a_thing_still_where_it_should_not_be_is_taken_from_there(template: str, task: str) -> None:
    done = await run_wording(template, task)
    assert done.verdict.passed, done.verdict.problems


@pytest.mark.parametrize(
    "task",
    [
        "Copper Sky isn't even on my Party playlist in VLC, add it",
        "ugh, the Party playlist in VLC still doesn't have Copper Sky, put it on there",
    ],
)
async def test_a_song_missing_from_a_playlist_is_added_to_it(task: str) -> None:
    done = await run_wording("OwnVlcAddSongToPlaylist", task)
    assert done.verdict.passed, done.verdict.problems


@pytest.mark.parametrize(
    ("template", "task"),
    [
        (
            "OwnContactsChangeNumber",
            "Maya Okafor's phone number is the old one, it should be +15615559678, update it",
        ),
        ("OwnExpenseRenameByAmount", "the $49.50 expense has the wrong name, should be Lunch with Ines, fix it"),
        (
            "OwnExpenseEditAmountAndCategory",
            "my Flowers expense is completely wrong, it should be $77.75, category Education, fix that",
        ),
    ],
)
async def test_a_field_told_wrong_is_set_to_what_it_should_be(template: str, task: str) -> None:
    done = await run_wording(template, task)
    assert done.verdict.passed, done.verdict.problems


@pytest.mark.parametrize(
    ("template", "task"),
    [
        ("SystemBluetoothTurnOn", "the speaker won't pair since bluetooth is off, switch it on"),
        ("SystemWifiTurnOn", "my emails won't load because wifi is off, turn it back on"),
    ],
)
async def test_a_setting_told_off_is_what_it_turns_on(template: str, task: str) -> None:
    done = await run_wording(template, task)
    assert done.verdict.passed, done.verdict.problems


@pytest.mark.parametrize(
    ("template", "task"),
    [
        ("OwnPhoneHowOftenCalled", "Kofi Vargas keeps ringing me, how many times has he called me?"),
        ("OwnPhoneCallFavourite", "I can't find Ines Moreau in my favourites, call her from there"),
        (
            "OwnSmsNextEventLocation",
            "Ines Moreau keeps asking where my next event is, send her the location of my next event",
        ),
        (
            "OwnPhoneLastCallLength",
            "Maya Okafor says we were on the phone forever last time, how long was my last call with her actually? "
            "minutes and seconds",
        ),
    ],
)
async def test_the_person_complained_of_is_the_one_pointed_back_at(template: str, task: str) -> None:
    done = await run_wording(template, task)
    assert done.verdict.passed, done.verdict.problems


@pytest.mark.parametrize(
    ("template", "task"),
    [
        ("OwnPhoneContactLabelNumber", "I never remember Maya Haddad's home number, what's it again?"),
        ("OwnVlcSongAlbum", "I always forget which album Glass Houses is from, what does VLC say?"),
        (
            "OwnTracksUnitsMetersOfTrack",
            "I forgot how long River path was, about how many meters was the track in opentracks? roughly is fine",
        ),
    ],
)
async def test_a_thing_forgotten_is_what_the_question_asks_of(template: str, task: str) -> None:
    done = await run_wording(template, task)
    assert done.verdict.passed, done.verdict.problems


@pytest.mark.parametrize(
    ("template", "task"),
    [
        ("OwnPhoneGoingHold", "ugh this call is taking forever, put it on hold"),
        (
            "OwnVlcPlayThenQueueTwo",
            "I'm tired of the same old song, in VLC play Sunday Drive, then queue Old Radio and Night Bus after it",
        ),
    ],
)
async def test_a_vent_that_names_nothing_needed_is_dropped(template: str, task: str) -> None:
    done = await run_wording(template, task)
    assert done.verdict.passed, done.verdict.problems


@pytest.mark.parametrize("task", ["why is my phone so slow, fix it", "why is Lunch with Sam still on, delete it"])
def test_a_complaint_that_names_no_place_is_no_deletion(task: str) -> None:
    assert read_task(task, None, TODAY).intent not in ("delete", "steps")
