"""An entry moved into a folder, by role: the entry opened (or its row), the overflow menu, its "Move"
/ "Move to…" command, the folder picked in the app's folder dialog (then its OK / Move, when it has
one); done when that folder's list is in front and shows the entry."""

from __future__ import annotations

import re

from . import navigator as nav
from .contract import AgentStepResult
from .grammar import Subgoal
from .reading import has_word, words
from .roles import button, is_dialog, menu_entry, overflow, row_named, rows
from .screen import Element, Screen
from .search import scroll_or_ask
from .selected_items import by_selection
from .turn import Turn, final_tap, result_of, tap_on

_SUBGOAL = re.compile(r"Move the (?P<obj>\w+) '(?P<name>.*)' to the folder '(?P<folder>.*)'$")


def wanted(goal: Subgoal) -> tuple[str, str]:
    """The entry's name and the folder it goes to."""
    match = _SUBGOAL.match(goal.source)
    return (match.group("name"), match.group("folder")) if match else ("", "")


def _folder_dialog(screen: Screen) -> bool:
    """A folder picker: a heading that says move / select a folder, and no text field to type in."""
    heading = any(
        # "Move to", "Select folder": a heading, not a menu's bare "Move" command
        e.kind == "TextView"
        and len(words(e.label)) >= 2
        and (words(e.label)[:1] == ("move",) or has_word(e.label, "select", "choose"))
        for e in screen.elements
    )
    # Or a bare "Move" as the screen's first text, its title (Markor's picker): a menu's "Move" is among commands.
    first = next((e for e in screen.elements if e.label and e.label != "Status bar"), None)
    titled = first is not None and first.kind == "TextView" and words(first.label) == ("move",)
    # A menu's "Move to folder" command reads like a heading too: a picker also lists the folders as rows.
    rows = any(e.kind in ("ListItem", "RadioButton", "CheckedTextView") for e in screen.elements)
    return (heading or titled) and rows and not any(e.editable for e in screen.elements)


def _in_folder(folder: str, screen: Screen) -> bool:
    """The folder's own list is in front: its name is the heading, not a row of another list."""
    return any(e.kind == "TextView" and e.label.strip().casefold() == folder.casefold() for e in screen.elements)


def moved(goal: Subgoal, turn: Turn) -> bool:
    name, folder = wanted(goal)
    screen = turn.screen
    return (
        bool(name)
        and _in_folder(folder, screen)
        and not _folder_dialog(screen)
        and not is_dialog(screen)
        and _item(name, screen) is not None
    )


def _item(name: str, screen: Screen) -> Element | None:
    """A list's row named ``name`` (an editor's heading that shows the name is no row)."""
    if "." not in name and len([e for e in rows(screen) if e.label.strip().rpartition(".")[0] == name]) > 1:
        return None  # "reading_40" said without its kind, and both a .md and a .txt by that name: not guessed
    row = row_named(name, screen)
    return row if row is not None and row.kind not in ("TextView", "EditText") else None


def _done_moving(goal: Subgoal, turn: Turn) -> bool:
    return turn.refs.get(nav.ACTED, "").rpartition("|")[0] == goal.source


def move(goal: Subgoal, turn: Turn, plan: list[str]) -> AgentStepResult:
    screen = turn.screen
    name, folder = wanted(goal)
    if _done_moving(goal, turn):
        return _to_folder(goal, turn, folder)
    if _folder_dialog(screen):
        target = _item(folder, screen)
        if target is not None:
            return final_tap(target, goal, turn, f"Moving {name} to {folder}", f"{target.describe()} is {folder}.")
        return scroll_or_ask(turn, f"the folder {folder}", goal)
    command = menu_entry(screen, "move", "move to", "move to…")
    if command is not None:
        return tap_on(command, f"Moving {name}", f"{command.describe()} moves the {goal.target}.")
    if (selected := by_selection(goal, turn, name, "move", "move to", "move to…")) is not None:
        return selected
    opened = has_word(turn.here, *words(name)[:1]) or any(
        e.kind == "TextView" and e.label.strip() == name for e in screen.elements
    )
    menu = overflow(screen)
    row = _item(name, screen)
    if menu is not None and opened and row is None:
        return tap_on(menu, "Opening the menu", "The move command is in the overflow menu.")
    if row is not None:
        return tap_on(row, f"Opening {name}", f"{row.describe()} is the {goal.target} to move.")
    return scroll_or_ask(turn, f"the {goal.target} {name}", goal)


def _to_folder(goal: Subgoal, turn: Turn, folder: str) -> AgentStepResult:
    """After the move: to the folder's list, where the entry must now be."""
    screen = turn.screen
    confirm = button(screen, "move", "ok", "move here", "select")
    if _folder_dialog(screen) and confirm is not None:
        return tap_on(confirm, f"Moving into {folder}", f"{confirm.describe()} confirms the folder.")
    row = _item(folder, screen)
    if row is not None and not _folder_dialog(screen):
        return tap_on(row, f"Opening {folder}", f"The moved {goal.target} is listed in {folder}.")
    if turn.allows("back"):
        return result_of("back", "Going back", f"Back to the folders, to see the {goal.target} in {folder}.")
    return scroll_or_ask(turn, f"the folder {folder}", goal)
