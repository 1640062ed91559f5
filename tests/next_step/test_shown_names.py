"""Items picked by a value their row shows beside their name, met in people set 98 ("the 6:48 song", "the 640 kB
pdf", "the contact with (751) 555-6983") and tested in other wordings and jobs: for a step that needs the name, the
one row that shows the value is found first and its name remembered («picked N»); two rows that show it are a
question, never a guess."""

from __future__ import annotations

import json

import pytest

from .planning import plan, step
from .runs_by_template import run_said, start_of

pytestmark = pytest.mark.unit


@pytest.mark.parametrize(
    ("task", "remember", "then"),
    [
        (
            "what's the album of the song that's 4:12 long in vlc",
            "Remember the song showing '4:12' as «picked 1»",
            "Tell the album of '«picked 1»'",
        ),
        (
            "copy the 220 kB pdf in Documents to Pictures",
            "Remember the file showing '220 kB' as «picked 1»",
            "Copy the file '«picked 1»' to the folder 'Pictures'",
        ),
        (
            "the 2.5 MB photo in Pictures, move it into Documents",
            "Remember the file showing '2.5 MB' as «picked 1»",
            "Move the file '«picked 1»' to the folder 'Documents'",
        ),
    ],
)
def test_the_name_is_read_off_the_row_before_the_step_that_needs_it(task: str, remember: str, then: str) -> None:
    planned = plan(task)
    assert remember in planned and then in planned, (task, planned)
    assert planned.index(remember) < planned.index(then)


def test_a_file_deleted_by_its_size_is_deleted_by_its_row() -> None:
    assert plan("delete the 720 kB file in Documents")[-1] == "Delete the file showing '720 kB'"


def test_a_contact_picked_by_its_number_is_opened_by_the_page_that_shows_it() -> None:
    planned = plan("the person whose number is 555 0134 - set the email to ana@post.net")
    assert "Open the contact showing '555 0134'" in planned, planned


SONGS = (
    '[1] TextView "Tracks"\n[2] List "Tracks" scrollable\n'
    '  [3] ListItem "Low Tide" value="3:05"\n  [4] ListItem "Paper Planes" value="4:12"\n'
    '  [5] ListItem "Echo Park" value="4:12"'
)
PICK = ["Open Retro Music", "Remember the song showing '4:12' as «picked 1»", "Tell the album of '«picked 1»'"]


def test_two_rows_showing_the_length_are_asked_about() -> None:
    asked = step("which album is the 4:12 song on", SONGS, PICK, 1)
    assert (
        asked.action == "ask_user"
        and "Paper Planes" in (asked.question or "")
        and "Echo Park" in (asked.question or "")
    )


def test_the_one_row_showing_the_length_is_remembered_by_its_name() -> None:
    found = step("which album is the 3:05 song on", SONGS, [*PICK[:1], PICK[1].replace("4:12", "3:05"), PICK[2]], 1)
    assert found.remember is not None and (found.remember.key, found.remember.value) == ("picked 1", "Low Tide")


@pytest.mark.parametrize(
    ("template", "task"),
    [
        ("OwnVlcPlayVideo", "play the 5:16 video in vlc"),
        ("OwnFilesMoveOne", "put the 640 kB pdf from Download into Documents"),
        ("OwnContactsAddEmail", "the contact with (310) 555-2347 - add the email maya.suzuki@post.net"),
        ("OwnContactsAddEmail", "add maya.suzuki@post.net as the email of the contact whose number is 310-555-2347"),
    ],
)
async def test_an_item_picked_by_what_its_row_shows_is_the_one_acted_on(template: str, task: str) -> None:
    done = await run_said(template, task)
    assert done.outcome == "done" and done.verdict.passed, done.transcript


async def test_several_files_of_that_size_are_asked_about_and_none_moved() -> None:
    asked = await run_said("OwnFilesCopyFile", "copy the 12 kB png in Download to Documents")
    assert asked.outcome == "ask_user", asked.transcript
    assert json.dumps(asked.device.world["files"], sort_keys=True) == json.dumps(
        start_of(asked)["files"], sort_keys=True
    )
