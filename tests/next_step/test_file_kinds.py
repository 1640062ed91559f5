"""A folder's files of a kind selected together and deleted or moved by one command; a new folder named in its
dialog; how many files a folder holds; a question asked after the app's name ("opentracks: …")."""

from __future__ import annotations

import datetime
import json

import pytest

from mcp_agent.tools.next_step.answering.question import question_plan

from .planning import plan, step

pytestmark = pytest.mark.unit

FOLDER = (
    '[1] ImageButton "Navigate up"\n[2] TextView "Download"\n[3] List "Download" scrollable\n'
    '  [4] ListItem "scan_1.pdf" value="12 kB"\n  [5] CheckBox "Select scan_1.pdf" checked\n'
    '  [6] ListItem "song.mp3" value="3 MB"\n  [7] CheckBox "Select song.mp3" unchecked\n'
    '  [8] ListItem "tax.pdf" value="40 kB"\n  [9] CheckBox "Select tax.pdf" unchecked'
)


# The same folder on a page that shows every row (nothing to scroll).
SHOWN_WHOLE = FOLDER.replace('[3] List "Download" scrollable\n', "").replace("  [", "[")


@pytest.mark.parametrize(
    ("task", "last"),
    [
        ("remove every .pdf file from the Download folder in Files", "Delete the selected files"),
        ("trash all my pdf documents in Download (files app)", "Delete the selected files"),
        (
            "transfer the pdf files in Download to Documents using the Files app",
            "Move the selected files to the folder 'Documents'",
        ),
        (
            "files: the pdf files in Download should go to Documents, move them",
            "Move the selected files to the folder 'Documents'",
        ),
    ],
)
def test_the_files_of_a_kind_are_selected_then_deleted_or_moved_as_one(task: str, last: str) -> None:
    planned = plan(task)
    assert planned == ["Open Files", "Open the folder 'Download'", "Select every '.pdf' file", last], task


def test_only_the_kinds_boxes_are_ticked_and_the_list_is_read_to_its_end() -> None:
    task = "remove every .pdf file from the Download folder in Files"
    planned = plan(task)
    ticked = step(task, FOLDER, planned, 2)
    assert (ticked.action, ticked.target_index) == ("tap", 9)  # tax.pdf; never song.mp3
    done = FOLDER.replace('"Select tax.pdf" unchecked', '"Select tax.pdf" checked')
    refs = json.loads(ticked.state_refs["selecting"])
    # Every kind's box ticked on screen, but the list not yet read to its end: it is read on.
    more = step(task, done, planned, 2, state_refs={"selecting": json.dumps(refs)})
    assert more.action in ("scroll_up", "scroll_down")


def test_a_folder_without_that_kind_is_said_not_deleted_from() -> None:
    task = "remove every .docx file from the Download folder in Files"
    planned = plan(task)
    result = step(task, SHOWN_WHOLE, planned, 2)
    assert result.action == "ask_user"


def test_the_selection_is_moved_through_its_menu_and_the_picker() -> None:
    task = "transfer the pdf files in Download to Documents using the Files app"
    planned = plan(task)
    toolbar = '[1] TextView "2 selected"\n[2] ImageButton "Delete"\n[3] ImageButton "More options"\n' + FOLDER
    assert step(task, toolbar, planned, 3).target_index == 3
    menu = '[1] TextView "Move to…"\n[2] TextView "Copy to…"\n[3] TextView "Rename"'
    assert step(task, menu, planned, 3).target_index == 1
    picker = (
        '[1] TextView "Move to"\n[2] List "Destinations" scrollable\n  [3] ListItem "DCIM"\n  [4] ListItem "Documents"'
    )
    moved = step(task, picker, planned, 3)
    assert (moved.action, moved.target_index) == ("tap", 4)


def test_a_new_folder_is_named_in_its_dialog_without_the_words_about_where() -> None:
    task = "create a folder called Old scans on my phone's internal storage (files app)"
    planned = plan(task)
    assert "Type 'Old scans' into the title field" in planned
    dialog = '[1] TextView "New folder"\n[2] EditText "Folder name" focused\n[3] Button "Cancel"\n[4] Button "OK"'
    typed = step(task, dialog, planned, planned.index("Type 'Old scans' into the title field"))
    assert (typed.action, typed.target_index, typed.text_to_type) == ("type", 2, "Old scans")


def test_a_folders_files_are_counted_after_opening_it() -> None:
    for task in (
        "how many files are there in my Download folder? use the Files app",
        "Files app: count the files in Download",
    ):
        planned = plan(task)
        assert planned[:2] == ["Open Files", "Open the folder 'Download'"], task
        assert step(task, FOLDER, planned, 2).action == "scroll_up", task  # a list is read from its top
        answered = step(task, SHOWN_WHOLE, planned, 2)
        assert (answered.action, answered.final_answer) == ("done", "3"), task


def test_a_question_asked_after_the_apps_name_is_read_as_a_question() -> None:
    today = datetime.date(2030, 3, 14)
    counted = question_plan("opentracks: count my swims", today, "OpenTracks")
    assert counted is not None and '"mode": "count"' in counted[1] and '"kind": "swimming"' in counted[1]
    summed = question_plan("OpenTracks: sum up this week's distance in km", today, "OpenTracks")
    assert summed is not None and '"first": "2030-03-11"' in summed[1]
    # A note's name before the colon is the question's subject, not where it is asked.
    assert question_plan("joplin recipe Flapjacks: how much oats?", today, "Joplin") is not None
    named = question_plan("joplin recipe Flapjacks: how much oats?", today, "Joplin")
    assert named is not None and "Flapjacks" in named[1]


def test_the_selections_delete_is_found_in_its_overflow_menu() -> None:
    task = "remove every .pdf file from the Download folder in Files"
    planned = plan(task)
    toolbar = '[1] TextView "2 selected"\n[2] ImageButton "More options"\n' + FOLDER
    assert step(task, toolbar, planned, 3).target_index == 2
    menu = '[1] TextView "Move to…"\n[2] TextView "Delete"'
    assert step(task, menu, planned, 3).target_index == 2


def test_a_copy_is_looked_for_among_the_folders_not_by_leaving_the_app() -> None:
    task = "copy menu.png from Download to Pictures in the Files app"
    planned = plan(task)
    check = planned.index("Check the file 'menu.png' is in the folder 'Pictures'")
    folders = '[1] TextView "Internal storage"\n[2] List "Folders" scrollable\n  [3] ListItem "DCIM"\n  [4] ListItem "Download"'
    assert step(task, folders, planned, check).action == "scroll_down"
    inside = '[1] ImageButton "Navigate up"\n[2] TextView "Download"\n[3] ListItem "menu.png"'
    assert step(task, inside, planned, check).action == "back"
