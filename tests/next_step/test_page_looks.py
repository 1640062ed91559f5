"""Entries picked by words only their own page shows, met in people set 98 ("the note that starts with …") and
tested in other wordings and jobs: each row's page is opened in turn, read (an editor's text too) and gone back
from, folders passed over; the one page that shows the words is the entry, two are a question, never a guess."""

from __future__ import annotations

import json

import pytest

from mcp_agent.tools.next_step.page_looks import LOOKED

from .planning import plan, step
from .runs_by_template import run_said, start_of

pytestmark = pytest.mark.unit

MARKOR = (
    '[1] TextView "Markor"\n[2] ImageButton "Search"\n[3] List "Files" scrollable\n'
    '  [4] ListItem "Archive" value="Folder"\n'
    '  [5] ListItem "trip.md" value="Modified Mar 9, 2030 22:00"\n'
    '  [6] ListItem "ideas.md" value="Modified Mar 8, 2030 10:00"\n[7] ImageButton "Create a new file or folder"'
)
EDITOR = '[1] ImageButton "Navigate up"\n[2] TextView "trip.md"\n[3] ImageButton "Save"\n[4] EditText "Note text" value="Pack\\\\nBook the ferry"'
PLAN = ["Open Markor", "Open the note showing 'Book the ferry'"]


@pytest.mark.parametrize(
    ("task", "change"),
    [
        ("in the note containing 'Book the ferry', swap 'ferry' for 'train'", "Replace 'ferry' with 'train'"),
        ("the note which says 'Book the ferry' - make it train instead of ferry", "Replace 'ferry' with 'train'"),
        ("in the note that begins 'Book the ferry', put 'Day one' as the first line", "Add 'Day one' to the top"),
    ],
)
def test_a_note_picked_by_its_words_is_opened_by_them_never_made_new(task: str, change: str) -> None:
    planned = plan(task)
    assert "Open the note showing 'Book the ferry'" in planned, (task, planned)
    assert not any(s.startswith("Start a new") for s in planned), planned
    assert any(s.startswith(change) for s in planned), planned


def test_the_first_look_opens_a_note_not_a_folder() -> None:
    looked = step("edit the note that says 'Book the ferry'", MARKOR, PLAN, 1)
    assert (looked.action, looked.target_index) == ("tap", 5)
    assert "trip.md" in looked.state_refs[LOOKED]


def test_an_editor_opened_to_look_is_read_and_gone_back_from() -> None:
    refs = {LOOKED: "\x1f".join(("Open the note showing 'Book the ferry'", "trip.md", "", "", "out"))}
    back = step("edit the note that says 'Book the ferry'", EDITOR, PLAN, 1, state_refs=refs, trail=["Markor"])
    assert back.action == "back"
    assert back.state_refs[LOOKED].split("\x1f")[2] == "trip.md"  # its text shows the words, across a line break


async def test_a_note_picked_by_its_words_is_deleted_and_no_other() -> None:
    done = await run_said("MarkorDeleteNote", "delete the markor note that just says 'old notes'")
    assert done.outcome == "done" and done.verdict.passed, done.transcript


async def test_a_note_picked_by_its_words_is_moved_by_its_name_read_off_the_list() -> None:
    done = await run_said("ExtraMarkorMoveNote", "move the note that says 'some notes' to the Archive folder")
    assert done.outcome == "done" and done.verdict.passed, done.transcript


async def test_a_note_picked_by_its_words_said_first_then_changed() -> None:
    done = await run_said("OwnMarkorAppendLine", "the note with 'Apples' in it - add 'Coffee filters' at the end")
    assert done.outcome == "done" and done.verdict.passed, done.transcript


async def test_two_notes_whose_pages_show_the_words_are_asked_about() -> None:
    # "Bread" is in camping_17.md and in shopping.md ("eggs, bread"): neither is guessed.
    asked = await run_said("OwnMarkorAppendLine", "the note with 'Bread' in it - add 'Coffee filters' at the end")
    assert asked.outcome == "ask_user", asked.transcript
    assert json.dumps(asked.device.world["markor"], sort_keys=True) == json.dumps(
        start_of(asked)["markor"], sort_keys=True
    )
