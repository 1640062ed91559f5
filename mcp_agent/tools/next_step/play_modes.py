"""A player's items played a particular way (intent/player_modes.py), found by role whatever the player: a
playlist's page and its Shuffle command, the player's Shuffle toggle (behind the now-playing bar at the foot of
its screens), and an item's own menu with "Play as audio".

A shuffled list and a video played as sound do not show as such on the player's screens: each is reached when
its command was tapped and applied (``Turn.acted``). The Shuffle toggle shows its state (checked or not) where
the player says it; where it does not, the tap applied is taken as the change.
"""

from __future__ import annotations

from .contract import AgentStepResult
from .grammar import Subgoal
from .media_tabs import tab_toward
from .reading import has_word, tappable
from .roles import controls, is_dialog, item_options, menu_entry, overflow, row_named
from .screen import Element
from .search import scroll_or_ask
from .turn import Turn, final_tap, tap_on

SHUFFLE_LIST, SHUFFLE_MODE, AS_AUDIO = "shuffle", "shuffle mode", "as audio"
MODES = (SHUFFLE_LIST, SHUFFLE_MODE, AS_AUDIO)
_SHUFFLE_COMMANDS = ("shuffle", "shuffle all", "shuffle play", "play shuffled", "shuffle playlist")
_AUDIO_COMMANDS = ("play as audio", "play audio only", "audio only", "play as audio only")
# The now-playing bar: what opens the player's own page (its controls, the queue).
_NOW_PLAYING = ("mini player", "now playing", "player", "miniplayer", "playing now")


def play_mode(goal: Subgoal, turn: Turn, to_playlist: AgentStepResult) -> AgentStepResult:
    """One step toward ``goal`` (its target one of ``MODES``); ``to_playlist``: the step toward the playlist's page
    (playing.py's, used for a shuffled list when its page is not in front)."""
    mode = goal.target.casefold()
    if mode == SHUFFLE_MODE:
        return _shuffle_mode(goal, turn)
    if mode == AS_AUDIO:
        return _as_audio(goal, turn)
    return _shuffle_list(goal, turn, to_playlist)


def mode_reached(goal: Subgoal, turn: Turn, is_current: bool) -> bool:
    if goal.target.casefold() == SHUFFLE_MODE:
        toggle = _shuffle_toggle(turn)
        if toggle is not None and toggle.checked is not None:
            return toggle.checked == goal.on
        return is_current and turn.acted(goal.source) and not is_dialog(turn.screen)
    return is_current and turn.acted(goal.source) and not is_dialog(turn.screen)


def on_page(name: str, turn: Turn) -> bool:
    """The playlist's own page: its name as the heading, not as a row."""
    return any(e.label == name and e.kind == "TextView" for e in turn.screen.elements)


def _shuffle_list(goal: Subgoal, turn: Turn, to_playlist: AgentStepResult) -> AgentStepResult:
    """The playlist's page, then its Shuffle (or the menu that has it)."""
    if not on_page(goal.text, turn):
        command = menu_entry(turn.screen, *_SHUFFLE_COMMANDS) if turn.history.last == "tap" else None
        if command is not None and not command.checked:
            # The page's menu opened over it: its Shuffle entry.
            return final_tap(command, goal, turn, f"Shuffling {goal.text}", f"{command.describe()} plays it shuffled.")
        return to_playlist
    command = menu_entry(turn.screen, *_SHUFFLE_COMMANDS)
    if command is not None:
        return final_tap(command, goal, turn, f"Shuffling {goal.text}", f"{command.describe()} plays it shuffled.")
    menu = overflow(turn.screen)
    if menu is not None and turn.history.last != "tap":
        return tap_on(menu, "Opening the playlist's menu", f"{goal.text}'s commands may hold Shuffle.")
    return scroll_or_ask(turn, f"a way to shuffle {goal.text}", goal)


def _shuffle_toggle(turn: Turn) -> Element | None:
    return next((e for e in controls(turn.screen) if has_word(e.label, "shuffle") and not e.disabled), None)


def _shuffle_mode(goal: Subgoal, turn: Turn) -> AgentStepResult:
    """The Shuffle toggle tapped where its state is not the one asked; the player's page opened first."""
    toggle = _shuffle_toggle(turn)
    wanted = "on" if goal.on else "off"
    if toggle is not None:
        return final_tap(toggle, goal, turn, f"Turning shuffle {wanted}", f"{toggle.describe()} toggles shuffle.")
    bar = next(
        (e for e in tappable(turn.screen) if any(e.label.casefold().strip() == n for n in _NOW_PLAYING)),
        None,
    )
    if bar is not None:
        return tap_on(bar, "Opening the player", f"{bar.describe()} opens the player, where Shuffle is.")
    return scroll_or_ask(turn, "the player's Shuffle control (is anything playing?)", goal)


def _as_audio(goal: Subgoal, turn: Turn) -> AgentStepResult:
    """The item's own menu, then its "Play as audio"."""
    command = menu_entry(turn.screen, *_AUDIO_COMMANDS)
    if command is not None:
        return final_tap(command, goal, turn, f"Playing {goal.text} as audio", f"{command.describe()} plays its sound.")
    more = item_options(goal.text, turn.screen)
    if more is not None:
        return tap_on(more, f"Options for {goal.text}", f"{more.describe()} holds the commands for {goal.text}.")
    tab = tab_toward(goal.text, turn.screen)
    if tab is not None and row_named(goal.text, turn.screen) is None:
        return tap_on(tab, f"Opening {tab.label}", f"{goal.text} is listed under {tab.describe()}.")
    return scroll_or_ask(turn, goal.text, goal)
