"""A note moved into a folder, read from everyday words and done by role: the note opened, the
overflow's Move, the folder picked in the folder dialog; done only when that folder's own list shows
the note."""

from __future__ import annotations

import pytest

from mcp_agent.tools.next_step import planner
from mcp_agent.tools.next_step.contract import AgentStepArguments, AgentStepResult
from mcp_agent.tools.next_step.intent import plan_for, read_task
from mcp_agent.tools.next_step.turn import Turn

pytestmark = pytest.mark.unit

STATUS = '[0] TextView "Status bar" value="Thu, Mar 14 2030 9:41"'
MOVE = "Move the note 'todo.txt' to the folder 'Archive'"


@pytest.mark.parametrize(
    "task",
    [
        "Move the note todo.txt to the Archive folder in Markor",
        "in markor, put todo.txt into the Archive folder",
        "file my todo.txt note under Archive (Markor)",
        "markor: move todo.txt to Archive",
    ],
)
def test_a_move_is_read_with_the_note_the_folder_and_the_app(task: str) -> None:
    assert plan_for(read_task(task)) == ["Open Markor", MOVE]


def test_the_folder_a_note_is_in_is_opened_first() -> None:
    assert plan_for(read_task("In Markor, move the note a.md from Inbox to Done.")) == [
        "Open Markor",
        "Open the folder 'Inbox'",
        "Move the note 'a.md' to the folder 'Done'",
    ]


@pytest.mark.parametrize("task", ["put the milk in the fridge", "move the meeting to Friday"])
def test_a_move_without_a_file_name_is_not_a_note_moved(task: str) -> None:
    assert MOVE not in plan_for(read_task(task))


def step(screen: str, **more: object) -> AgentStepResult:
    arguments = AgentStepArguments.model_validate(
        {
            "task": "…",
            "screen_description": f"{STATUS}\n{screen}",
            "step_count": 5,
            "plan": ["Open Markor", MOVE],
            "current_subgoal": 1,
            "current_package": "net.gsantner.markor",
            **more,
        }
    )
    return planner.decide(Turn.read(arguments))


FILES = """[1] TextView "Markor"
[2] ImageButton "More options"
[3] List "Files" scrollable
  [4] ListItem "Archive" value="Folder"
  [5] ListItem "todo.txt" value="Modified Mar 1, 2030 14:00"
[6] ImageButton "Create a new file or folder\""""
EDITOR = """[1] ImageButton "Navigate up"
[2] TextView "todo.txt"
[3] ImageButton "More options"
[4] EditText "Note text" focused value="renew passport\""""


def test_the_note_is_opened_then_its_menu_then_move_then_the_folder() -> None:
    assert (step(FILES).action, step(FILES).target_index) == ("tap", 5)  # the note, not the Archive row
    assert step(EDITOR).target_index == 3  # the editor's heading is no row: its overflow menu
    menu = '[1] TextView "Rename"\n[2] TextView "Move"\n[3] TextView "Delete"'
    assert step(menu).target_index == 2
    dialog = '[1] TextView "Move to"\n[2] List "Folders" scrollable\n  [3] ListItem "Markor"\n  [4] ListItem "Archive"'
    picked = step(dialog)
    assert (picked.action, picked.target_index) == ("tap", 4)


def test_done_only_in_the_folder_list_that_shows_the_note() -> None:
    acted = {"acted": f"{MOVE}|4"}
    assert step(EDITOR, state_refs=acted).action == "back"  # moved: back to the folders to see it there
    top = FILES.replace('  [5] ListItem "todo.txt" value="Modified Mar 1, 2030 14:00"\n', "")
    assert (step(top, state_refs=acted).target_index) == 4
    inside = """[1] ImageButton "Navigate up"
[2] TextView "Archive"
[3] List "Files" scrollable
  [4] ListItem "todo.txt" value="Modified Mar 1, 2030 14:00\""""
    assert step(inside, state_refs=acted).action == "done"
    assert step(FILES).action != "done"  # at the top level, not in Archive
