"""What people add around a request to a phone assistant, met in the first run of people set 59 (the seen templates
phrased least) and tested here in other wordings: a slipped "please", a remark before a declined call, "completely"
after a removal, a length asked "in min & sec", a playlist named without the word, "push" for a move that keeps "the
same date and duration", a track's type it "should be", files to delete said to be "in" a folder after them, a
playlist's songs said in lower case or joined by "then", two songs put "at the end … and … after that", notes that
"have the word", a song that "does not belong" on a playlist, a file that "ended up" in the wrong folder, the storage
named by its model alone, a clock time written with a dot, and expenses "written down" in a note."""

from __future__ import annotations

import random
from datetime import date

import pytest

from mcp_agent.tools.next_step.intent.courtesy import plain
from mcp_agent.tools.next_step.intent.reader import read_task
from tests.next_step.androidworld import people, suite
from tests.next_step.androidworld.report import run_all
from tests.next_step.androidworld.template import Task

pytestmark = pytest.mark.unit

TODAY = date(2030, 3, 14)
_TEMPLATES = {t.id: t for t in suite.TEMPLATES}


async def _done(template_id: str, wording: str) -> None:
    template = _TEMPLATES[template_id]
    params = template.params(random.Random(f"{template.id}:0"))
    text = wording.format(**{key: people._said(value) for key, value in params.items()})
    (run,) = await run_all([Task(template, params, 0, "test", text)])
    assert run.verdict.passed, (text, run.verdict.problems)
    assert not run.verdict.false_done


@pytest.mark.parametrize(
    ("template_id", "wording"),
    [
        ("OwnVlcDeleteSong", "delete the song {song} from vlc plese"),
        ("OwnPhoneDeclineRinging", "can't talk right now - reject the call"),
        ("OwnVlcDeleteSong", "delete the song {song} in vlc permanently"),
        ("OwnVlcItemLength", "how long does {video} run in vlc, in min & sec"),
        ("OwnRetroLongestOnPlaylist", "what track on {old} is the longest in retro music?"),
        ("OwnCalendarMoveEventOnDay", "push the event on march 23 to 4pm, keeping the same date and same duration"),
        ("OwnTracksSpanRetypeNewest", "the latest activity i logged should be running, please correct its type"),
        ("OwnFilesDeleteTwo", "remove {first} and {second}, they are both in the pictures folder"),
        (
            "OwnVlcNewSongPlaylist",
            "create a playlist in vlc called {new} with quiet storm, copper sky and night bus in that order",
        ),
        ("OwnVlcNewSongPlaylist", "make a vlc playlist named {new} with Quiet Storm, then Copper Sky, then Night Bus"),
        (
            "OwnVlcAppendSongs",
            "stick Harbor Lights at the end of my Road Trip playlist and then Sunday Drive after that",
        ),
        ("OwnMarkorNotesMentioning", "what markor files have the word {word} in it"),
        ("OwnRetroRemoveFromPlaylist", "{item} does not belong on my {playlist} playlist, take it off"),
        (
            "OwnFilesMoveInStorage",
            "{first} ended up in Documents by accident, please move it into Pictures using the files app",
        ),
        ("OwnFilesMoveInStorage", "move {first} from Documents to Pictures inside sdk_gphone_x86_64 thx"),
        (
            "OwnCalendarCreateFullEvent",
            "put {title} in my calendar on april 3 2030 at 1.30 pm for 90 minutes, description {description},"
            " repeating monthly",
        ),
        ("OwnExpenseAddFromMarkorNote", "i wrote down my expenses in {file_name}, please add them to pro expense"),
    ],
)
async def test_a_request_with_what_people_say_around_it_is_done(template_id: str, wording: str) -> None:
    await _done(template_id, wording)


def test_a_dotted_time_in_a_message_is_sent_as_typed() -> None:
    goal = read_task("text +15555550100 saying see you at 1.30pm", None, TODAY)
    assert goal.body == "see you at 1.30pm"
    assert "2:45pm" in plain("add Dentist to my calendar tomorrow at 2.45pm")


def test_a_remark_before_an_answered_call_is_not_stripped_as_a_decline() -> None:
    assert plain("not now, decline the call") == "decline the call"
    assert plain("not now, answer it") == "not now, answer it"  # only a decline's remark goes


def test_a_removal_said_with_its_folder_after_it_keeps_the_folder() -> None:
    goal = read_task("delete a.pdf and b.pdf, theyre in Download", None, TODAY)
    assert "Download" in str(goal)


def test_a_second_playlist_after_then_is_no_item_of_the_first() -> None:
    said = plain("make a playlist called Gym with a.mp4 and b.mp4 and then make a playlist called Run with c.mp4")
    assert "in that order" not in said
    assert (
        plain("a playlist called Gym with a.mp4 then b.mp4")
        == "a playlist called Gym with a.mp4 and b.mp4 in that order"
    )


def test_a_playlist_named_without_the_word_keeps_its_player_apart() -> None:
    assert plain("which song on Chill in retro music is the shortest") == (
        "which song on my Chill playlist in retro music is the shortest"
    )
