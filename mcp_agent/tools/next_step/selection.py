"""A folder's files of one kind selected together, then deleted or moved by one command, as a file manager does:
each row's "Select <name>" box ticked for the names that end in the kind's extension, the whole list read from
its top to its end (the reading is kept in ``state_refs``, ``selecting``); then the selection's Delete (and its
"are you sure?"), or its menu's "Move to…" and the destination folder in the picker.

The selection is reached only when the list was read to its end with no box of that kind left unticked and at
least one ticked: a folder without such files is said, not deleted from.
"""

from __future__ import annotations

import json

from .contract import AgentStepResult
from .filing import picking
from .grammar import Subgoal
from .reading import has_word
from .roles import button, delete_control, is_dialog, menu_entry, overflow, row_named
from .screen import Element, Screen
from .search import scroll_or_ask
from .session import TRY_AGAIN
from .turn import STOP, Turn, ask, final_tap, scroll, tap_on

STATE = "selecting"
MAX_MOVES = 60
_MOVE = ("move to…", "move to...", "move to", "move to folder", "move")


def _boxes(goal: Subgoal, screen: Screen) -> list[Element]:
    """The selection boxes of the rows whose names end in the extension."""
    ext = goal.text.casefold()
    return [
        e
        for e in screen.elements
        if e.kind == "CheckBox" and has_word(e.label, "select") and e.label.casefold().endswith(ext) and not e.disabled
    ]


def _state(goal: Subgoal, turn: Turn) -> dict[str, object]:
    try:
        state = json.loads(turn.refs.get(STATE, "{}"))
    except ValueError:
        return {}
    return state if isinstance(state, dict) and state.get("goal") == goal.source else {}


def _dump(goal: Subgoal, state: dict[str, object], **changes: object) -> dict[str, str]:
    return {STATE: json.dumps({**state, **changes, "goal": goal.source})}


def _at_end(turn: Turn, direction: str) -> bool:
    return turn.history.last == direction and turn.previous == turn.screen.fingerprint


def selected_all(goal: Subgoal, turn: Turn, is_current: bool) -> bool:
    state = _state(goal, turn)
    scrolls = any(e.scrollable for e in turn.screen.elements)
    read = not scrolls or (bool(state.get("top")) and _at_end(turn, "scroll_down"))
    return (
        is_current and read and bool(state.get("ticked")) and not any(not b.checked for b in _boxes(goal, turn.screen))
    )


def select_kind(goal: Subgoal, turn: Turn, plan: list[str]) -> AgentStepResult:
    screen = turn.screen
    state = _state(goal, turn)
    moves = state.get("moves", 0)
    moves = moves if isinstance(moves, int) else 0
    box = next((b for b in _boxes(goal, screen) if not b.checked), None)
    if box is not None:
        ticked = state.get("ticked", 0)
        refs = _dump(goal, state, ticked=(ticked if isinstance(ticked, int) else 0) + 1)
        return tap_on(
            box, f"Selecting {box.label[len('select ') :]}", f"{box.describe()} is a {goal.text} file.", **refs
        )
    if not any(e.scrollable for e in screen.elements) or moves >= MAX_MOVES:
        return _none_found(goal, state)
    # Read from the top: an app may reopen a list where it was left.
    if not state.get("top") and not _at_end(turn, "scroll_up"):
        return scroll(
            "up", "Going to the top of the list", "Every row is looked at.", **_dump(goal, state, moves=moves + 1)
        )
    if not _at_end(turn, "scroll_down"):
        refs = _dump(goal, state, top=True, moves=moves + 1)
        return scroll("down", f"Looking for {goal.text} files", "Every row is looked at.", **refs)
    return _none_found(goal, state)


def _none_found(goal: Subgoal, state: dict[str, object]) -> AgentStepResult:
    return ask(
        f"I found no {goal.text} file to select here. What should I do?",
        [TRY_AGAIN, STOP],
        "Nothing is deleted or moved that the folder did not show.",
        **{STATE: None},
    )


def delete_selected(goal: Subgoal, turn: Turn, plan: list[str]) -> AgentStepResult:
    """The selection's Delete (on its toolbar, or in its overflow menu), then the app's "are you sure?"."""
    screen = turn.screen
    if is_dialog(screen) and (confirm := button(screen, "delete", "remove", "ok", "yes", "confirm")) is not None:
        return final_tap(confirm, goal, turn, "Deleting the selected files", f"{confirm.describe()} confirms it.")
    control = delete_control(screen)
    if control is not None:
        return tap_on(control, "Deleting the selected files", f"{control.describe()} deletes the selection.")
    menu = overflow(screen)
    if menu is not None and turn.here != menu.label:
        return tap_on(menu, "Opening the menu", "The selection's Delete is in its overflow menu.")
    return scroll_or_ask(turn, "the Delete command for the selected files", goal)


def move_selected(goal: Subgoal, turn: Turn, plan: list[str]) -> AgentStepResult:
    """The selection's menu, its "Move to…", then the destination in the folder picker."""
    screen = turn.screen
    destination = row_named(goal.target, screen)
    # The picker lists folders under its title; the menu's "Move to…" is a command, not that title.
    in_picker = picking(turn) and any(e.kind == "ListItem" for e in screen.elements)
    if in_picker and destination is not None and destination.kind == "ListItem":
        return final_tap(
            destination, goal, turn, f"Moving to {goal.target}", f"{destination.describe()} is the folder."
        )
    if in_picker:
        return scroll_or_ask(turn, f"the folder {goal.target}", goal)
    command = menu_entry(screen, *_MOVE)
    if command is not None:
        return tap_on(command, "Move to…", f"{command.describe()} moves the selection to a folder.")
    menu = overflow(screen)
    if menu is not None:
        return tap_on(menu, "Opening the menu", "The move command is in the selection's menu.")
    return scroll_or_ask(turn, "the move command for the selected files", goal)


def done_with_selection(goal: Subgoal, turn: Turn, is_current: bool) -> bool:
    in_picker = picking(turn) and any(e.kind == "ListItem" for e in turn.screen.elements)
    return is_current and turn.acted(goal.source) and not is_dialog(turn.screen) and not in_picker
