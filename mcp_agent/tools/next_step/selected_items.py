"""An item's commands on its selection: some apps keep Rename, Move and Delete off the item's own page (a note's
editor shares, nothing more) and on the list, for the rows selected there (a long press shows each row's selection
box, "Select <name>"). When the page's menu, opened for the command, lacks it, the step goes back to the list
(remembered in ``state_refs``, ``menu_lacked``), ticks the item's box, and the command is then the selection's (its
toolbar or its overflow), found as any command is.
"""

from __future__ import annotations

import re

from .contract import AgentStepResult
from .grammar import Subgoal
from .reading import words
from .roles import OVERFLOW_LABEL, menu_entry, overflow, selector
from .turn import Turn, result_of, tap_on

LACKED = "menu_lacked"  # the goal whose command the item's own menu did not have


def _menu_open(turn: Turn) -> bool:
    """The overflow menu was the last thing opened and is in front: a few commands, no field, no list."""
    screen = turn.screen
    return (
        bool(OVERFLOW_LABEL.match(turn.here))
        and turn.history.last == "tap"
        and not any(e.editable or e.scrollable for e in screen.elements)
    )


def by_selection(goal: Subgoal, turn: Turn, name: str, *commands: str) -> AgentStepResult | None:
    """The step toward ``name``'s command through the list's selection, or None where the item's page serves."""
    if not name:
        return None
    screen = turn.screen
    box = selector(name, screen)
    lacked = turn.refs.get(LACKED) == goal.source
    if box is not None and not box.checked and lacked:
        return tap_on(
            box,
            f"Selecting {name}",
            f"{box.describe()} selects it: the list's selection has the command its page lacked.",
        )
    if menu_entry(screen, *commands) is not None:
        return None
    menu = overflow(screen)
    if box is not None and box.checked and lacked and menu is not None:
        return tap_on(menu, "Opening the selection's menu", f"{menu.describe()} holds the selection's commands.")
    if not turn.allows("back"):
        return None
    if _menu_open(turn) and not lacked:
        said = ", ".join(e.label for e in screen.elements if e.label and e.label != "Status bar")
        return result_of(
            "back",
            "Closing the menu",
            f"The menu ({said or 'empty'}) has no {' / '.join(commands[:1])}: the list's selection may have it.",
            state_refs={LACKED: goal.source},
        )
    if lacked and box is None and not _on_list(turn):
        return result_of("back", "Back to the list", f"{name} is selected on its list, where its commands are.")
    return None


_OPENED = re.compile(r"^Open the \w+ '(?P<name>.+)'$")


def opened_before(goal: Subgoal, plan: list[str]) -> str:
    """The item an earlier step of the plan opened ("Rename it" after "Open the note 'x.md'"), else ""."""
    at = plan.index(goal.source) if goal.source in plan else len(plan)
    for line in reversed(plan[:at]):
        if (found := _OPENED.match(line)) is not None:
            return found.group("name")
    return ""


def _on_list(turn: Turn) -> bool:
    """A list with rows' selection boxes is in front."""
    return any(e.kind == "CheckBox" and words(e.label)[:1] == ("select",) for e in turn.screen.elements) or any(
        e.scrollable for e in turn.screen.elements
    )
