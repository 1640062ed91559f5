"""The camera, a file manager and a gallery driven by the roles of their controls, and records deleted by
what they hold (duplicates, a word in a field): each flow's next step on screens laid out like the real
apps' accessibility trees."""

from __future__ import annotations

import json

import pytest

from mcp_agent.tools.next_step import planner
from mcp_agent.tools.next_step.contract import AgentStepArguments, AgentStepResult
from mcp_agent.tools.next_step.intent import plan_for, read_task
from mcp_agent.tools.next_step.row_conditions import mentions
from mcp_agent.tools.next_step.screen import parse_screen
from mcp_agent.tools.next_step.turn import Turn

pytestmark = pytest.mark.unit


def step(task: str, screen: str, plan: list[str], current: int = 1, **more: object) -> AgentStepResult:
    arguments = AgentStepArguments.model_validate(
        {"task": task, "screen_description": screen, "step_count": 3, "plan": plan, "current_subgoal": current, **more}
    )
    return planner.decide(Turn.read(arguments))


PHOTO_MODE = '[0] ImageButton "Shutter"\n[1] ImageButton "Switch to video"\n[2] ImageButton "Switch camera"'
VIDEO_MODE = '[0] ImageButton "Start recording"\n[1] ImageButton "Switch to photo"'


def test_a_photo_is_taken_with_the_shutter() -> None:
    plan = plan_for(read_task("snap a picture"))
    assert plan == ["Open Camera", "Take a photo"]
    tapped = step("snap a picture", PHOTO_MODE, plan)
    assert (tapped.action, tapped.target_index) == ("tap", 0)
    # In video mode the camera is switched back first: the record button takes no photo.
    switched = step("snap a picture", VIDEO_MODE, plan)
    assert (switched.action, switched.target_index) == ("tap", 1)


def test_a_video_switches_mode_records_and_stops() -> None:
    task = "record a short video"
    plan = plan_for(read_task(task))
    assert plan == ["Open Camera", "Start recording a video", "Stop recording"]
    assert step(task, PHOTO_MODE, plan).target_index == 1  # Switch to video
    assert step(task, VIDEO_MODE, plan).target_index == 0  # Start recording
    recording = '[0] ImageButton "Stop recording"\n[1] ImageButton "Switch to photo" disabled'
    stopped = step(task, recording, plan)
    assert (stopped.action, stopped.target_index, stopped.advance_subgoal) == ("tap", 0, True)
    # An audio clip is still the recorder's.
    assert plan_for(read_task("record an audio clip"))[0] == "Open Audio Recorder"


EXPENSES = """[0] TextView "Pro Expense"
[1] List "Pro Expense" scrollable
  [2] ListItem "Coffee" value="$4.50 · Food"
  [3] ListItem "Rent" value="$1200.00 · Housing"
  [4] ListItem "Coffee" value="$3.00 · Food"
  [5] ListItem "Coffee" value="$4.50 · Food"
[6] ImageButton "Add expense\""""
DEDUPE = "Delete all but one of any expenses in pro expense that are exact duplicates"


def at_list_end(task: str, screen: str, plan: list[str], state: dict[str, object]) -> AgentStepResult:
    """The step after a scroll down that did not move the list: the reading ends on this screen."""
    fingerprint = parse_screen(screen).fingerprint
    refs = {"pruning": json.dumps({"goal": plan[1], **state}), "progress": f"{fingerprint}:1:1"}
    return step(task, screen, plan, steps_so_far=["open_app", "scroll_up", "scroll_down"], state_refs=refs)


def test_duplicates_are_rows_with_the_same_title_and_details_and_one_copy_stays() -> None:
    plan = plan_for(read_task(DEDUPE))
    assert plan == ["Open Pro Expense", "Delete the extra copies of duplicate expenses"]
    first = step(DEDUPE, EXPENSES, plan)
    assert first.action == "scroll_up"  # the list is read from its top before anything is deleted
    ended = at_list_end(DEDUPE, EXPENSES, plan, {"top": True, "rows": []})
    # The copy of "Coffee $4.50" is opened to be deleted; "Coffee $3.00" is another expense.
    assert (ended.action, ended.target_index) == ("tap", 2)
    assert json.loads(ended.state_refs["pruning"])["left"] == [["Coffee", "$4.50 · Food"]]


def test_a_list_without_duplicates_is_done_without_deleting() -> None:
    plan = plan_for(read_task(DEDUPE))
    unique = EXPENSES.replace('  [5] ListItem "Coffee" value="$4.50 · Food"\n', "")
    ended = at_list_end(DEDUPE, unique, plan, {"top": True, "rows": []})
    assert ended.action == "done"


def test_each_deletion_of_a_copy_is_confirmed_in_the_apps_dialog() -> None:
    plan = plan_for(read_task(DEDUPE))
    dialog = '[0] TextView "Delete Coffee?"\n[1] Button "Cancel"\n[2] Button "Delete"'
    state = {"goal": plan[1], "left": [["Coffee", "$4.50 · Food"]], "rounds": 1}
    confirmed = step(DEDUPE, dialog, plan, state_refs={"pruning": json.dumps(state)})
    assert (confirmed.action, confirmed.target_index, confirmed.requires_confirmation) == ("tap", 2, True)
    assert json.loads(confirmed.state_refs["pruning"])["left"] == []  # then the list is read again


RECIPE = """[0] ImageButton "Navigate up"
[1] TextView "Pancakes"
[2] ImageButton "More options"
[3] TextView "Ingredients" value="flour, milk"
[4] TextView "Directions" value="Whisk the eggs and milk, then fry."
"""


def test_a_record_is_deleted_only_when_the_field_asked_about_mentions_the_word() -> None:
    task = "in broccoli, remove every recipe whose directions mention eggs"
    plan = plan_for(read_task(task))
    assert plan == ["Open Broccoli", "Delete every recipe whose directions mentions 'eggs'"]
    state = {"goal": plan[1], "listed": [["Pancakes", "Fluffy"]], "opened": ["Pancakes", "Fluffy"], "rounds": 1}
    refs = {"pruning": json.dumps(state)}
    matched = step(task, RECIPE, plan, steps_so_far=["tap"], state_refs=refs)
    assert (matched.action, matched.target_index) == ("tap", 2)  # its menu holds Delete
    # The word in another field is not the field asked about: the recipe is kept.
    elsewhere = RECIPE.replace("flour, milk", "flour, eggs").replace("Whisk the eggs and", "Whisk the")
    kept = step(task, elsewhere, plan, steps_so_far=["tap"], state_refs=refs)
    assert kept.action == "back"
    assert json.loads(kept.state_refs["pruning"])["checked"] == [["Pancakes", "Fluffy"]]
    # "every recipe whose …" is never read as every recipe.
    assert "Delete every recipe" not in plan_for(read_task("delete any recipe that has garlic in its directions"))


FOLDER = """[0] ImageButton "Navigate up"
[1] TextView "Documents"
[2] List "Documents" scrollable
  [3] ListItem "cv_2030.docx" value="12 kB"
  [4] CheckBox "Select cv_2030.docx" unchecked
  [5] ListItem "receipt_523.pdf" value="12 kB"
  [6] CheckBox "Select receipt_523.pdf" unchecked"""


def test_a_file_is_selected_in_its_folder_then_deleted_with_confirmation() -> None:
    task = "delete receipt_523.pdf from my Documents folder"
    plan = plan_for(read_task(task))
    assert plan == ["Open Files", "Open the folder 'Documents'", "Delete the file 'receipt_523.pdf'"]
    # A file manager's row opens the file: its selection box is what the delete command acts on.
    selected = step(task, FOLDER, plan, current=2, state_refs={"trail": '["Files", "Documents"]'})
    assert (selected.action, selected.target_index) == ("tap", 6)
    toolbar = FOLDER.replace(
        '[6] CheckBox "Select receipt_523.pdf" unchecked', '[6] CheckBox "Select receipt_523.pdf" checked'
    )
    toolbar = toolbar.replace('[1] TextView "Documents"', '[1] TextView "Documents"\n[7] ImageButton "Delete"')
    deleting = step(task, toolbar, plan, current=2, state_refs={"trail": '["Files", "Documents"]'})
    assert (deleting.action, deleting.target_index, deleting.requires_confirmation) == ("tap", 7, True)
    # A note's file name alone stays the notes app's.
    assert plan_for(read_task("Delete the note in Markor named shopping.md"))[0] == "Open Markor"


def test_a_copy_goes_through_the_menu_and_the_folder_picker_and_is_seen_in_the_folder() -> None:
    task = "in the gallery, put a copy of receipt_1.jpg from DCIM into Download"
    plan = plan_for(read_task(task))
    assert plan[1:] == [
        "Open the folder 'DCIM'",
        "Copy the file 'receipt_1.jpg' to the folder 'Download'",
        "Check the file 'receipt_1.jpg' is in the folder 'Download'",
    ]
    viewer = '[0] ImageButton "Navigate up"\n[1] TextView "receipt_1.jpg"\n[2] ImageButton "Share"\n[3] ImageButton "More options"'
    assert (
        step(task, viewer, plan, current=2, state_refs={"trail": '["Gallery", "DCIM", "receipt_1.jpg"]'}).target_index
        == 3
    )
    picker = '[0] TextView "Copy to"\n[1] List "Destinations" scrollable\n  [2] ListItem "Documents"\n  [3] ListItem "Download"'
    copied = step(task, picker, plan, current=2)
    assert (copied.action, copied.target_index) == ("tap", 3)
    # Done only once the destination's own page lists the file.
    album = '[0] ImageButton "Navigate up"\n[1] TextView "Download"\n[2] List "Download" scrollable\n  [3] ListItem "receipt_1.jpg"'
    seen = step(task, album, plan, current=3, steps_so_far=["tap"], state_refs={"trail": '["Gallery", "Download"]'})
    assert seen.action == "done"
    elsewhere = album.replace('"Download"', '"DCIM"')
    assert step(task, elsewhere, plan, current=3, state_refs={"trail": '["Gallery", "DCIM"]'}).action == "back"


def test_a_file_manager_moves_a_selected_file_with_its_move_command() -> None:
    task = "move receipt_523.pdf from Documents to Download"
    plan = plan_for(read_task(task))
    assert plan[1:3] == ["Open the folder 'Documents'", "Move the file 'receipt_523.pdf' to the folder 'Download'"]
    trail = {"trail": '["Files", "Documents"]'}
    assert step(task, FOLDER, plan, current=2, state_refs=trail).target_index == 6  # selected, not opened
    menu = '[0] TextView "Move to…"\n[1] TextView "Copy to…"\n[2] TextView "Rename"'
    assert step(task, menu, plan, current=2, state_refs=trail).target_index == 0  # Move, not Copy


def test_a_word_is_matched_whole_in_singular_or_plural() -> None:
    assert mentions("Whisk the egg into the flour.", "eggs")
    assert mentions("Crush 2 cloves of garlic.", "garlic")
    assert not mentions("Slice the eggplant.", "egg")


@pytest.mark.parametrize(
    ("task", "folder", "name"),
    [
        ("go into Documents and delete receipt_523.pdf", "Documents", "receipt_523.pdf"),
        ("go into the Download folder and remove scan_2.jpg", "Download", "scan_2.jpg"),
        ("open the Pictures folder and delete dog.png", "Pictures", "dog.png"),
        ("navigate to DCIM and trash IMG_0001.jpg", "DCIM", "IMG_0001.jpg"),
    ],
)
def test_a_folder_entered_first_holds_the_file_then_deleted(task: str, folder: str, name: str) -> None:
    assert plan_for(read_task(task)) == ["Open Files", f"Open the folder '{folder}'", f"Delete the file '{name}'"]


@pytest.mark.parametrize(
    "task", ["open Markor and delete shopping.md", "go into Markor and delete a.md", "open VLC and delete a.mp4"]
)
def test_an_app_opened_first_is_not_a_folder(task: str) -> None:
    # An app's name is not read as the file's folder (a name that is no app's, "open Documents and …", is one).
    assert not any(step.startswith("Open the folder") for step in plan_for(read_task(task)))
