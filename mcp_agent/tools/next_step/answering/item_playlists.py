"""``Tell the playlist of '<item>'`` (item_details.py): which playlists hold one item. A player's playlist rows
show a count, not their items, so each playlist is opened in turn from the Playlists tab, its rows read, and the
way back taken; the answer is every playlist whose page listed the item (none: asked, never guessed).

What was read is kept between steps (``answering`` state): the playlists opened, those holding the item.
"""

from __future__ import annotations

import json

from ..contract import AgentStepResult
from ..grammar import Subgoal
from ..reading import match_score
from ..screen import Screen
from ..turn import Turn, result_of, tap_on
from .outcome import STATE, answered, listed, not_found, read_state


def tell_playlists(goal: Subgoal, turn: Turn) -> AgentStepResult:
    item, screen = goal.text, turn.screen
    state = read_state(turn)
    if state.get("of") != goal.source:
        state = {"of": goal.source, "seen": [], "found": []}
    seen = [str(s) for s in listed(state, "seen")]
    found = [str(s) for s in listed(state, "found")]
    if seen and _page_of(seen[-1], screen) and turn.allows("back"):
        # The playlist opened last: its rows read, then back to the list of playlists.
        holds = any(e.kind == "ListItem" and e.label.strip().casefold() == item.casefold() for e in screen.elements)
        if holds and seen[-1] not in found:
            found.append(seen[-1])
        state.update(seen=seen, found=found, read=seen[-1])
        said = f"{seen[-1]} {'lists' if holds else 'does not list'} {item}"
        return result_of("back", "Going back to the playlists", f"{said}.", state_refs={STATE: json.dumps(state)})
    tab = next((e for e in screen.elements if e.kind == "Tab" and match_score("playlists", e.label) > 0), None)
    if tab is not None and not tab.checked:
        return tap_on(tab, f"Opening {tab.label}", f"The playlists that may hold {item} are there.")
    rows = [e for e in screen.elements if e.kind == "ListItem" and e.label.strip()]
    if tab is None and not rows:
        return not_found(f"the playlists (to look for {item} in)")
    unread = next((r for r in rows if r.label not in seen), None)
    if unread is not None:
        state.update(seen=[*seen, unread.label], found=found)
        return tap_on(
            unread,
            f"Opening {unread.label}",
            f"Reading whether {unread.label} lists {item}.",
            **{STATE: json.dumps(state)},
        )
    if not found:
        return not_found(f"{item} on any playlist")
    return answered(", ".join(found), f"{item} is listed on {', '.join(found)} (every playlist read).")


def _page_of(name: str, screen: Screen) -> bool:
    """The playlist's own page: its name as a heading, no tab bar selected on Playlists."""
    heading = any(e.kind == "TextView" and e.label.strip() == name for e in screen.elements)
    on_tab = any(e.kind == "Tab" and e.checked and match_score("playlists", e.label) > 0 for e in screen.elements)
    return heading and not on_tab
