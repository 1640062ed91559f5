"""Items chosen to last a span of time ("a playlist of 45 to 50 minutes from my songs"): the library's list read
top to bottom (each row's length as it shows it, "3:25"; every row seen kept in ``state_refs``, ``lengths``),
then the fewest items whose lengths add up to inside the span, the earliest listed first, remembered as one fact
(``A|B|C``) that the subgoals after it name («key»). No set of rows fits: the user is asked, nothing is guessed.

Subgoal: ``Remember the songs lasting <low>-<high> seconds in all as «<key>»``.
"""

from __future__ import annotations

import json

from .contract import AgentStepResult, RememberFact
from .grammar import Subgoal
from .reading import scrollable
from .session import TRY_AGAIN
from .shown_values import duration_seconds, is_duration
from .turn import STOP, Turn, ask, scroll

LENGTHS = "lengths"
MAX_SCROLLS = 40


def seconds(shown: str) -> int | None:
    """A row's value that is a length and nothing else, as the app writes it ("3:25", "3m 25s", "3 min 25 sec")."""
    return duration_seconds(shown) if is_duration(shown) else None


def fewest_within(lengths: list[tuple[str, int]], low: int, high: int) -> list[str] | None:
    """The fewest items (earliest listed on a tie) whose lengths add up to ``low``..``high`` seconds."""
    # Best subset per reachable total: (count, indices) — the lists are short (a library's screenfuls).
    best: dict[int, tuple[int, tuple[int, ...]]] = {0: (0, ())}
    for index, (_, length) in enumerate(lengths):
        for total, (count, chosen) in sorted(best.items(), reverse=True):
            reached = total + length
            if reached > high:
                continue
            candidate = (count + 1, (*chosen, index))
            if reached not in best or candidate < best[reached]:
                best[reached] = candidate
    fits = [pick for total, pick in best.items() if low <= total <= high and pick[0] > 0]
    if not fits:
        return None
    _, indices = min(fits)
    return [lengths[i][0] for i in indices]


def _read(turn: Turn) -> dict[str, object]:
    try:
        state = json.loads(turn.refs.get(LENGTHS, "{}"))
    except ValueError:
        state = {}
    return state if isinstance(state, dict) else {}


def choose_span(goal: Subgoal, turn: Turn, plan: list[str]) -> AgentStepResult:
    low, _, high = goal.text.partition("-")
    state = _read(turn)
    kept = state.get("rows")
    rows_kept = kept if isinstance(kept, list) else []
    seen = [(str(row[0]), int(row[1])) for row in rows_kept if isinstance(row, list) and len(row) == 2]
    for element in turn.screen.elements:
        length = seconds(element.value or "") if element.kind == "ListItem" else None
        if length is not None and all(title != element.label for title, _ in seen):
            seen.append((element.label, length))
    moves = state.get("moves", 0)
    moves = moves if isinstance(moves, int) else 0
    unchanged = turn.previous == turn.screen.fingerprint
    rows = [[title, length] for title, length in seen]
    if scrollable(turn.screen) and moves < MAX_SCROLLS:
        if not state.get("top") and not (turn.history.last == "scroll_up" and unchanged):
            refs = json.dumps({"rows": rows, "moves": moves + 1})
            return scroll("up", "Going to the top of the list", "Reading every length first.", **{LENGTHS: refs})
        if not (turn.history.last == "scroll_down" and unchanged):
            refs = json.dumps({"rows": rows, "moves": moves + 1, "top": True})
            return scroll("down", "Reading the lengths", "Every item's length counts.", **{LENGTHS: refs})
    chosen = fewest_within(seen, int(low), int(high)) if seen else None
    if chosen is None:
        return ask(
            f"No set of the {len(seen)} items I saw lasts between {int(low) // 60} and {int(high) // 60} minutes. "
            "What should I do?",
            [TRY_AGAIN, STOP],
            "The lengths the list shows add up to no total inside the span: not guessing.",
            **{LENGTHS: None},
        )
    return scroll(
        "up",
        f"Chose {', '.join(chosen)}",
        f"Together they last {sum(dict(seen)[c] for c in chosen)} seconds; back to the top to add them.",
        **{LENGTHS: None},
    ).model_copy(update={"remember": RememberFact(key=goal.target.lower(), value="|".join(chosen)[:2000])})


def span_chosen(goal: Subgoal, turn: Turn) -> bool:
    return goal.target.lower() in turn.facts
