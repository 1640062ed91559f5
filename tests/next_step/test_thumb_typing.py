"""Requests thumbed fast on a phone (first tries, session 24, people set 132), each class proved in other wordings
than the set's: a word's last letter dropped or doubled, two letters swapped or one dropped in the words of what a
request is about, texting shorthand ("btwn", "acc to", "the vid X"), "bin" for delete and the app tacked on last, a
name's apostrophe left out; the length of activities asked in minutes; the notes of a folder named without "folder"
deleted, the folder kept; a quoted note with the app and a thanks after it; a reason after a bare switch; a call's step
said before "once it's going"; and a slip among the words before a thing, which is no word left unread."""

from __future__ import annotations

from datetime import date

import pytest

from mcp_agent.tools.next_step.intent import read_task
from mcp_agent.tools.next_step.intent.thumb_slips import meant_word, thumb_slips
from tests.next_step.androidworld.harness import run_wording

pytestmark = pytest.mark.unit

TODAY = date(2030, 3, 14)


@pytest.mark.parametrize(
    ("template", "task"),
    [
        ("OwnVlcDeleteVideo", "pls delet the vid party_12.mp4 frm vlc"),
        ("OwnVlcRenameVideo", "renam the vid dog_park.mp4 to for_mum.mp4 in vlc thx"),
        (
            "OwnMarkorCreateNoteInFolder",
            "make a note reading_29.md in my Work foldr in markor, text: Renew the library card online.",
        ),
        ("OwnVlcPlaylistLength", "total lenght of the Focus playlist in vlc pls, m:ss"),
        ("OwnVlcSongAlbum", "what album is Glass Houses on acc to vlc? album only"),
        ("OwnExpenseTotalInSpan", "total spent on Food b/w march 2 and march 8 2030 in pro expense? just the number"),
        ("OwnPhoneCallContactLabel", "cal Kofi Lindqvists home no., not the mobile"),
        ("OwnManyEventsDeleteWithWord", "bin every event w/ Call in the title"),
        ("OwnFilesMoveOne", "move lease_2030.pdf frm Download to Documents, files app"),
    ],
)
async def test_a_word_slipped_or_cut_short_is_read_as_meant(template: str, task: str) -> None:
    done = await run_wording(template, task)
    assert done.verdict.passed, done.verdict.problems


def test_slips_never_touch_names_or_words_of_their_own() -> None:
    assert thumb_slips("delete Glass Houses, call Cal Vargas") == "delete Glass Houses, call Cal Vargas"
    assert thumb_slips("call all of them") == "call all of them"
    assert meant_word("Kofi") == "Kofi"
    assert meant_word("frm") == "from"


async def test_the_length_of_activities_asked_in_minutes_is_their_duration() -> None:
    done = await run_wording(
        "OwnTracksStatsAverageMinutesInMonth",
        "whats the average length of my cycling rides in february 2030 in minutes? one decimal",
    )
    assert done.verdict.passed, done.verdict.problems
    # In miles a length may be a distance: left as said.
    said = "average length of my cycling rides in february 2030 in miles"
    assert "duration" not in str(read_task(said, None, TODAY))


async def test_the_notes_of_a_folder_named_bare_are_deleted_and_the_folder_kept() -> None:
    done = await run_wording(
        "OwnManyNotesDeleteFolder", "clear out all notes in Archive in markor, but leave the folder"
    )
    assert done.verdict.passed, done.verdict.problems


async def test_quoted_notes_end_at_their_quote() -> None:
    done = await run_wording(
        "OwnTasksCreateWithDueAndNotes",
        'add task "Return library books" due march 18 w/ notes "Three books, due at the front desk" in tasks thx',
    )
    assert done.verdict.passed, done.verdict.problems


@pytest.mark.parametrize(
    ("template", "task"),
    [
        ("SystemWifiTurnOnVerify", "turn on wifi pls, dont want to use up my data"),
        ("SystemBluetoothTurnOn", "bluetooth on thx, i dont wanna fiddle with cables"),
    ],
)
async def test_a_reason_left_after_a_bare_switch_is_taken_off(template: str, task: str) -> None:
    done = await run_wording(template, task)
    assert done.verdict.passed, done.verdict.problems


async def test_a_calls_step_said_before_once_it_is_going() -> None:
    done = await run_wording("OwnPhoneCallMuted", "call Ravi Tanaka and mute me when the call is connected")
    assert done.verdict.passed, done.verdict.problems
