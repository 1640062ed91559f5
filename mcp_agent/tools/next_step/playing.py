"""A media player's queue and playlists, found by role whatever the player: an item's own options menu
(a row's "More options", a context menu of texts), the command that appends it to what plays next, a
playlist's page whose menu saves it as a file or whose row's menu takes the row off it, and an item played
(its row tapped, else its menu's Play) (handlers in ``acting._HANDLERS``).

Neither the queue nor an exported file shows on the player's screens: each subgoal is reached when its
final command was tapped and applied (``Turn.acted``), one item at a time so the order is kept. A played item
shows: its title on a page with a Pause control. An item taken off a playlist shows: its page without the row.
"""

from __future__ import annotations

from . import navigator as nav
from .contract import AgentStepResult
from .grammar import Subgoal
from .media_tabs import tab_toward
from .play_modes import MODES, mode_reached, play_mode
from .reading import has_word, match_score, tappable, words
from .roles import button, controls, is_dialog, item_options, menu_entry, overflow, row_named
from .screen import Element
from .search import scroll_or_ask
from .turn import Turn, final_tap, result_of, tap_on

# The commands that append to what plays next (Retro Music, VLC, most players), best first; "Play next" would
# put each item before the previous one and is not among them.
_QUEUE_COMMANDS = (("add", "to", "playing", "queue"), ("add", "to", "queue"), ("add", "to", "play", "queue"))
_QUEUE_WORDS = ("append", "enqueue")
_EXPORT_COMMANDS = (("save", "as", "file"), ("save", "to", "file"), ("export",), ("save", "as", "m3u"))
_UNLIST_COMMANDS = (("remove", "from", "playlist"), ("delete", "from", "playlist"), ("remove", "from", "list"))


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
    more = item_options(item, turn.screen)
    if more is None:
        return None
    return tap_on(more, f"Options for {item}", f"{more.describe()} holds the commands for {item}.")


def queue_add(goal: Subgoal, turn: Turn, plan: list[str]) -> AgentStepResult:
    if goal.target == "next":
        command = _command(turn, (("insert", "next"), ("play", "next"), ("add", "to", "play", "next")))
    else:
        command = _command(turn, _QUEUE_COMMANDS, _QUEUE_WORDS)
    if command is not None:
        return final_tap(
            command, goal, turn, f"Queueing {goal.text}", f"{command.describe()} adds it after what is queued."
        )
    return _item_options(goal.text, turn) or toward(goal.text, turn) or scroll_or_ask(turn, goal.text, goal)


def toward(item: str, turn: Turn) -> AgentStepResult | None:
    """The tab the item is listed under, when the list in front is of another kind (media_tabs.py)."""
    tab = tab_toward(item, turn.screen)
    if tab is None or row_named(item, turn.screen) is not None:
        return None
    return tap_on(tab, f"Opening {tab.label}", f"{item} is listed under {tab.describe()}.")


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
    menu = overflow(screen)
    if _on_page(goal.target, turn) and menu is not None:
        return tap_on(menu, "Opening the playlist's menu", f"{goal.target}'s commands are in {menu.describe()}.")
    return _to_playlist(goal, turn)


def _on_page(name: str, turn: Turn) -> bool:
    """The playlist's own page: its name as the heading, not as a row (in whatever case the task typed it: "focus")."""
    return any(e.label.casefold() == name.casefold() and e.kind == "TextView" for e in turn.screen.elements)


def _to_playlist(goal: Subgoal, turn: Turn) -> AgentStepResult:
    """The playlist's row on its tab (the Playlists tab first), or a scroll to find it."""
    screen = turn.screen
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


def _listed(item: str, turn: Turn) -> bool:
    return any(e.kind == "ListItem" and e.label.casefold() == item.casefold() for e in turn.screen.elements)


def unlist(goal: Subgoal, turn: Turn, plan: list[str]) -> AgentStepResult:
    """The row's own menu on the playlist's page, then its "Remove from playlist" (and the app's own "remove this
    song?" when it asks one)."""
    confirm = button(turn.screen, "remove", "ok", "yes", "confirm") if is_dialog(turn.screen) else None
    if confirm is not None and turn.refs.get(nav.ACTED, "").rpartition("|")[0] == goal.source:
        return final_tap(confirm, goal, turn, f"Removing {goal.text}", f"{confirm.describe()} confirms the removal.")
    command = _command(turn, _UNLIST_COMMANDS)
    if command is not None:
        return final_tap(
            command, goal, turn, f"Removing {goal.text}", f"{command.describe()} takes it off {goal.target}."
        )
    if not _on_page(goal.target, turn):
        return _to_playlist(goal, turn)
    return _item_options(goal.text, turn) or scroll_or_ask(turn, goal.text, goal)


def unlisted(goal: Subgoal, turn: Turn, is_current: bool) -> bool:
    return (
        is_current
        and turn.acted(goal.source)
        and not is_dialog(turn.screen)
        and _on_page(goal.target, turn)
        and not _listed(goal.text, turn)
    )


def _play_list(goal: Subgoal, turn: Turn) -> AgentStepResult:
    """A playlist played from its start: its page's Play all (or Play), its page reached first."""
    command = menu_entry(turn.screen, "play all", "play") if _on_page(goal.text, turn) else None
    if command is not None:
        return final_tap(command, goal, turn, f"Playing {goal.text}", f"{command.describe()} plays it from the start.")
    return _to_playlist(Subgoal("open_item", goal.text, source=goal.source), turn)


def _play_every(goal: Subgoal, turn: Turn) -> AgentStepResult:
    """Every video (or song) the library lists, in its order: the tab that lists them, then its Play all."""
    tab = tab_toward("any.mp4" if goal.text == "videos" else "any song", turn.screen)
    if tab is not None:
        return tap_on(tab, f"Opening {tab.label}", f"The {goal.text} are listed under {tab.describe()}.")
    command = menu_entry(turn.screen, "play all")
    if command is not None:
        return final_tap(command, goal, turn, f"Playing all the {goal.text}", f"{command.describe()} plays them all.")
    return scroll_or_ask(turn, f"a way to play all the {goal.text}", goal)


def play(goal: Subgoal, turn: Turn, plan: list[str]) -> AgentStepResult:
    """A player plays the item whose row is tapped; where a tap did not, the row's menu has Play."""
    if goal.target == "playlist":
        return _play_list(goal, turn)
    if goal.target.casefold() in MODES:
        # shuffled, shuffle turned on or off, as audio (play_modes.py)
        return play_mode(goal, turn, _to_playlist(Subgoal("open_item", goal.text, source=goal.source), turn))
    if goal.target == "all":
        return _play_every(goal, turn)
    screen = turn.screen
    row = row_named(goal.text, screen)
    tapped = turn.acted(goal.source)
    if row is not None and row.kind == "ListItem" and not tapped:
        return final_tap(row, goal, turn, f"Playing {goal.text}", f"Tapping {row.describe()} plays it.")
    command = menu_entry(screen, "play")
    if command is not None and row is None:
        return final_tap(command, goal, turn, f"Playing {goal.text}", f"{command.describe()} plays it.")
    if tapped and row is None and turn.allows("back"):
        return result_of("back", "Going back", f"{turn.here} does not play {goal.text}; its row's menu may.")
    return _item_options(goal.text, turn) or toward(goal.text, turn) or scroll_or_ask(turn, goal.text, goal)


def played(goal: Subgoal, turn: Turn, is_current: bool = True) -> bool:
    """The item's title on a page (not a row) beside a Pause control: what plays now. A playlist: its Play all
    tapped (what plays is its first item, whatever it is)."""
    screen = turn.screen
    if goal.target.casefold() in MODES:
        return mode_reached(goal, turn, is_current)
    if goal.target in ("playlist", "all"):
        return is_current and turn.acted(goal.source) and not is_dialog(screen)
    titled = any(
        e.kind != "ListItem" and not e.editable and e.label.casefold() == goal.text.casefold() for e in screen.elements
    )
    return titled and any(has_word(e.label, "pause") for e in controls(screen))
