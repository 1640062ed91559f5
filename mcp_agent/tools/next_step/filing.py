"""A file copied or moved to another folder, and seen there: the opened file's (or the selected row's)
"Copy to…" / "Move to…" command, from its overflow menu, then the destination in the folder picker;
afterwards the way back to the folders and into the destination, where the file must be listed."""

from __future__ import annotations

import re

from .contract import AgentStepResult
from .file_rows import find_file_first
from .grammar import Subgoal
from .patterns import rx
from .reading import scrollable
from .roles import controls, is_dialog, menu_entry, overflow, row_named, rows, selector
from .search import scroll_or_ask
from .turn import Turn, final_tap, result_of, scroll, tap_on

_COMMANDS = {
    "copy": ("copy to…", "copy to...", "copy to", "copy to folder", "copy"),
    "move": ("move to…", "move to...", "move to", "move to folder", "move"),
}


def _verb(goal: Subgoal) -> str:
    return "move" if goal.source.lower().startswith("move") else "copy"


def picking(turn: Turn) -> bool:
    """A folder picker is in front: its title says where the file goes ("Copy to", "Move to", "Choose a
    folder") above the folders' rows; a menu's "Move to…" entry is not one."""
    titled = any(
        e.kind == "TextView"
        and (
            rx(r"^\s*(?:copy|move)\s+to\s*$", re.I).match(e.label)
            or rx(r"\bchoose\b.*\bfolder\b", re.I).search(e.label)
        )
        for e in turn.screen.elements
    )
    return titled and any(e.kind == "ListItem" for e in turn.screen.elements)


def copy_to(goal: Subgoal, turn: Turn, plan: list[str]) -> AgentStepResult:
    screen, verb = turn.screen, _verb(goal)
    destination = row_named(goal.target, screen)
    if picking(turn) and destination is not None and destination.kind == "ListItem":
        return final_tap(
            destination, goal, turn, f"{verb.title()} to {goal.target}", f"{destination.describe()} is the folder."
        )
    if picking(turn):
        # The picker's title says "Move to": the destination is further down its list, not a command to tap.
        return scroll_or_ask(turn, f"the folder {goal.target}", goal)
    command = menu_entry(screen, *_COMMANDS[verb])
    if command is not None:
        return tap_on(command, f"{verb.title()} to…", f"{command.describe()} {verb}s the file to a folder.")
    # The file first: selected where rows have a selection box (a file manager), else opened (a gallery).
    pick = selector(goal.text, screen)
    if pick is not None and not pick.checked:
        return tap_on(pick, f"Selecting {goal.text}", f"{pick.describe()} selects it for the {verb} command.")
    row = row_named(goal.text, screen)
    boxes = any(e.kind == "CheckBox" and e.label.lower().startswith("select ") for e in screen.elements)
    if (
        pick is None
        and row is not None
        and row.kind == "ListItem"
        and boxes
        and scrollable(screen)
        and turn.allows("scroll_down")
    ):
        # Rows with selection boxes, this one's below the window's edge: brought into view, not opened.
        return scroll("down", f"Showing {goal.text}'s box", f"{goal.text}'s selection box is just off the screen.")
    if pick is None and row is not None and row.kind == "ListItem" and row.label == goal.text:
        return tap_on(row, f"Opening {goal.text}", f"{row.describe()} is the file to {verb}.")
    if (seek := find_file_first(goal.text, goal, turn)) is not None:
        return seek
    menu = overflow(screen)
    if menu is not None and turn.here != menu.label:
        return tap_on(menu, "Opening the menu", f"The {verb} command is in the overflow menu.")
    return scroll_or_ask(turn, f"a way to {verb} {goal.text} to {goal.target}", goal)


def check_in_folder(goal: Subgoal, turn: Turn, plan: list[str]) -> AgentStepResult:
    """Go to the folder ``goal.target`` (back to the folders first) to see ``goal.text`` listed there."""
    screen = turn.screen
    if _in_folder(goal.target, turn):
        return scroll_or_ask(turn, f"{goal.text} in {goal.target}", goal)
    folder = row_named(goal.target, screen)
    if folder is not None and folder.kind == "ListItem" and folder.label == goal.target:
        return tap_on(folder, f"Opening {goal.target}", f"The copy is to be seen in {goal.target}.")
    # Inside another folder (a page with a way up): back to the folders; on the folders: find it there.
    inside = any(e.label.strip().casefold() in ("navigate up", "up", "back") for e in controls(screen))
    if inside and turn.allows("back"):
        return result_of("back", "Back to the folders", f"{goal.target} is listed among the folders.")
    return scroll_or_ask(turn, f"the folder {goal.target}", goal)


def _in_folder(folder: str, turn: Turn) -> bool:
    """The folder's own page is in front: entered last, and its name is the page's title (not a row)."""
    title = any(e.kind == "TextView" and e.label == folder for e in turn.screen.elements)
    return turn.here == folder and title and not picking(turn)


def filing_achieved(goal: Subgoal, turn: Turn, is_current: bool) -> bool:
    if goal.kind == "copy_to":
        return is_current and turn.acted(goal.source) and not is_dialog(turn.screen)
    listed = any(e.kind == "ListItem" and e.label == goal.text for e in rows(turn.screen))
    return _in_folder(goal.target, turn) and listed
