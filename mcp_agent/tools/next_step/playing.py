"""A media player's queue and playlists, found by role whatever the player: an item's own options menu
(a row's "More options", a context menu of texts), the command that appends it to what plays next, and a
playlist's page whose menu saves it as a file (handlers in ``acting._HANDLERS``).

Neither the queue nor an exported file shows on the player's screens: each subgoal is reached when its
final command was tapped and applied (``Turn.acted``), one item at a time so the order is kept.
"""

from __future__ import annotations

from .contract import AgentStepResult
from .grammar import Subgoal
from .reading import has_word, match_score, tappable, words
from .roles import controls, is_dialog, overflow, row_named
from .screen import Element
from .search import scroll_or_ask
from .turn import Turn, final_tap, tap_on

# The commands that append to what plays next (Retro Music, VLC, most players), best first; "Play next" would
# put each item before the previous one and is not among them.
_QUEUE_COMMANDS = (("add", "to", "playing", "queue"), ("add", "to", "queue"), ("add", "to", "play", "queue"))
_QUEUE_WORDS = ("append", "enqueue")
_EXPORT_COMMANDS = (("save", "as", "file"), ("save", "to", "file"), ("export",), ("save", "as", "m3u"))


def _command(turn: Turn, shapes: tuple[tuple[str, ...], ...], single: tuple[str, ...] = ()) -> Element | None:
    for shape in shapes:
        for element in tappable(turn.screen):
            if not element.disabled and words(element.label)[: len(shape)] == shape:
                return element
    return next(
        (e for e in tappable(turn.screen) if not e.disabled and words(e.label)[:1] in [(w,) for w in single]), None
    )


def _item_options(item: str, turn: Turn) -> AgentStepResult | None:
    """The item's own options control ("More options for <item>")."""
    more = next(
        (
            e
            for e in controls(turn.screen)
            if has_word(e.label, "option", "options", "more", "menu") and item.casefold() in e.label.casefold()
        ),
        None,
    )
    if more is None:
        return None
    return tap_on(more, f"Options for {item}", f"{more.describe()} holds the commands for {item}.")


def queue_add(goal: Subgoal, turn: Turn, plan: list[str]) -> AgentStepResult:
    command = _command(turn, _QUEUE_COMMANDS, _QUEUE_WORDS)
    if command is not None:
        return final_tap(
            command, goal, turn, f"Queueing {goal.text}", f"{command.describe()} adds it after what is queued."
        )
    return _item_options(goal.text, turn) or scroll_or_ask(turn, goal.text, goal)


def applied(goal: Subgoal, turn: Turn, is_current: bool) -> bool:
    return is_current and turn.acted(goal.source) and not is_dialog(turn.screen)


def export_list(goal: Subgoal, turn: Turn, plan: list[str]) -> AgentStepResult:
    """The playlist's page (its Playlists tab, then its row), its menu, then Save as file / Export."""
    screen = turn.screen
    command = _command(turn, _EXPORT_COMMANDS)
    if command is not None:
        return final_tap(
            command, goal, turn, f"Saving {goal.target} as a file", f"{command.describe()} writes it to {goal.text}."
        )
    on_page = any(e.label == goal.target and e.kind == "TextView" for e in screen.elements)
    menu = overflow(screen)
    if on_page and menu is not None:
        return tap_on(menu, "Opening the playlist's menu", f"{goal.target}'s commands are in {menu.describe()}.")
    row = row_named(goal.target, screen)
    if row is not None and row.kind == "ListItem":
        return tap_on(row, f"Opening {goal.target}", f"{row.describe()} is the playlist.")
    tab = next(
        (e for e in screen.elements if e.kind == "Tab" and not e.checked and match_score("playlists", e.label) > 0),
        None,
    )
    if tab is not None:
        return tap_on(tab, f"Opening {tab.label}", f"{goal.target} is listed there.")
    return scroll_or_ask(turn, f"the playlist {goal.target}", goal)
