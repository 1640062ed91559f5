"""Files as people use a file manager: a file moved where they say it belongs, a folder made and a file put into
it ("it" with no folder made is a question), a folder picker told from a menu's "Move to…", the largest file of a
folder and how many files of a kind it holds, read from the rows."""

from __future__ import annotations

import pytest

from mcp_agent.tools.next_step.answering.question import PLAN_PREFIX, Question
from mcp_agent.tools.next_step.answering.records import Record, answer

from .planning import plan, step

pytestmark = pytest.mark.unit

MOVED = ["Open Files", "Open the folder 'Download'", "Move the file 'tax.pdf' to the folder 'Documents'"]


@pytest.mark.parametrize(
    "task",
    [
        "tax.pdf sits in Download but needs to go in Documents, please move it (Files)",
        "Files: tax.pdf is in Download and should be in Documents, move it there",
        "in the Files app, shift tax.pdf across from Download to Documents",
    ],
)
def test_a_file_is_moved_where_the_person_says_it_belongs(task: str) -> None:
    assert plan(task) == MOVED, task


@pytest.mark.parametrize(
    "task",
    [
        "Files: make a new folder called Bills and then put tax.pdf from Download into it",
        "create folder Bills in files, and move tax.pdf (in Download) in there",
        # The folder's name said before the word "folder".
        "make a Bills folder in files and put tax.pdf from Download in it",
        "create a new 'Bills' folder in Files, then move tax.pdf from Download into it",
        "files: add a Bills folder and put tax.pdf (from Download) in it",
    ],
)
def test_a_folder_is_made_then_a_file_put_into_it(task: str) -> None:
    planned = plan(task)
    assert planned[:2] == ["Open Files", "Start a new folder"], task
    assert "Type 'Bills' into the title field" in planned, task
    assert planned[-2:] == ["Open the folder 'Download'", "Move the file 'tax.pdf' to the folder 'Bills'"], task


@pytest.mark.parametrize(
    ("task", "name"),
    [("make a Receipts folder in Markor", "Receipts"), ("create a new Tax 2030 folder in files", "Tax 2030")],
)
def test_a_folder_named_before_the_word_is_made_under_that_name(task: str, name: str) -> None:
    assert f"Type '{name}' into the title field" in plan(task)


def test_a_file_put_into_it_with_no_folder_made_is_not_guessed() -> None:
    assert plan("move tax.pdf into it")[0].startswith("Stop: the rules cannot")


MENU = '[1] TextView "Move to…"\n[2] TextView "Copy to…"\n[3] TextView "Rename"'
PICKER = (
    '[1] TextView "Move to"\n[2] List "Destinations" scrollable\n  [3] ListItem "Alarms"\n  [4] ListItem "DCIM"\n'
    '  [5] ListItem "Documents"\n[6] Button "Cancel"'
)


def test_the_menus_move_entry_is_tapped_and_the_pickers_title_is_not() -> None:
    task = "move tax.pdf from Download to Bills using Files"
    planned = plan(task)
    current = planned.index("Move the file 'tax.pdf' to the folder 'Bills'")
    assert step(task, MENU, planned, current).target_index == 1
    # "Bills" is further down the picker's list: scrolled to, never its "Move to" title tapped.
    assert step(task, PICKER, planned, current).action == "scroll_down"


def asked(task: str) -> Question:
    planned = plan(task)
    question = Question.from_line(planned[-1].removeprefix(PLAN_PREFIX))
    assert question is not None and planned[-2] == "Open the folder 'Download'", (task, planned)
    return question


def test_a_folders_largest_file_and_its_files_of_a_kind_are_asked_of_its_rows() -> None:
    assert asked("what is the heaviest file in Download? files app").mode == "largest"
    assert asked("Files: which file in the Download folder is the smallest?").mode == "smallest"
    counted = asked("how many PDFs do I have in my Download folder? (Files)")
    assert (counted.mode, counted.of) == ("count", ".pdf")
    rows = [Record("a.pdf", "940 kB"), Record("b.jpg", "1.1 MB"), Record("c.pdf", "88 kB")]
    assert answer(Question("items", "largest"), rows) == "b.jpg"
    assert answer(Question("items", "smallest"), rows) == "c.pdf"
    assert answer(Question("items", "count", of=".pdf"), rows) == "2"
    assert answer(Question("items", "largest"), [*rows, Record("d.txt", "")]) is None  # a size not shown


@pytest.mark.parametrize(
    ("task", "name", "folder", "source"),
    [
        ("put tax.pdf from Download into a new folder called Bills in files", "tax.pdf", "Bills", "Download"),
        (
            "move scan_04.jpg (from Pictures) to a new folder named Receipts 2030",
            "scan_04.jpg",
            "Receipts 2030",
            "Pictures",
        ),
        ("new folder Bills in files, put tax.pdf (from Download) in it", "tax.pdf", "Bills", "Download"),
        ("create a folder Bills in files, move tax.pdf from Download into it", "tax.pdf", "Bills", "Download"),
    ],
)
def test_a_file_put_into_a_new_folder_makes_the_folder_first(task: str, name: str, folder: str, source: str) -> None:
    planned = plan(task)
    assert planned[1:3] == ["Start a new folder", f"Type '{folder}' into the title field"], task
    assert planned[-2:] == [f"Open the folder '{source}'", f"Move the file '{name}' to the folder '{folder}'"], task
