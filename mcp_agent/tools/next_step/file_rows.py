"""A file acted on in a list whose rows each have a selection box (a file manager's folder): found before any menu.

With nothing selected, the folder's own overflow menu holds only what acts on the view (sort, select all): the
commands for one file come with its selection. So while the file's row is not in view and no box is ticked, the list
is read further for it rather than the menu opened.
"""

from __future__ import annotations

from .contract import AgentStepResult
from .grammar import Subgoal
from .reading import scrollable
from .roles import selector
from .search import scroll_or_ask
from .turn import Turn, scroll


def find_file_first(name: str, goal: Subgoal, turn: Turn) -> AgentStepResult | None:
    """A scroll (or a question) towards ``name``'s row; None when the row is in view, something is selected, or the
    rows have no selection boxes."""
    screen = turn.screen
    boxes = [e for e in screen.elements if e.kind == "CheckBox" and e.label.casefold().startswith("select ")]
    if not name or not boxes or any(b.checked for b in boxes) or not scrollable(screen):
        return None
    if selector(name, screen) is not None:
        return None
    return scroll_or_ask(turn, name, goal)


def box_off_screen(name: str, turn: Turn) -> AgentStepResult | None:
    """A scroll when ``name``'s row shows at the window's edge but its selection box is just below it: the row is
    brought into view to be selected, not opened (tapping a file's row opens the file, not its commands)."""
    screen = turn.screen
    boxes = any(e.kind == "CheckBox" and e.label.casefold().startswith("select ") for e in screen.elements)
    row = next((e for e in screen.elements if e.kind == "ListItem" and e.label == name), None)
    if not boxes or row is None or selector(name, screen) is not None or not scrollable(screen):
        return None
    if not turn.allows("scroll_down"):
        return None
    return scroll("down", f"Showing {name}'s box", f"{name}'s selection box is just off the screen.")
