"""A call in the log called back: the newest of the kind asked (missed, incoming, outgoing, any), or the one at the time
said, by the row's own "Call back" control."""

from __future__ import annotations

import re

from .contract import AgentStepResult
from .grammar import Subgoal
from .reading import has_word
from .roles import controls, rows
from .search import scroll_or_ask
from .turn import STOP, Turn, ask, final_tap, tap_on

# How a recent call's row says its direction (a missed call came in too).
_CALL_KINDS = {
    "missed": ("missed",),
    "incoming": ("incoming", "received", "missed", "answered"),
    "outgoing": ("outgoing", "dialled", "dialed", "outbound"),
}


def call_back(goal: Subgoal, turn: Turn, plan: list[str]) -> AgentStepResult:
    """The newest call of the kind asked (missed, incoming, outgoing, any) in a list of recent calls, called back by
    its own control; a row that does not say its direction is never taken for one of a direction."""
    screen = turn.screen
    calls = [e for e in rows(screen) if goal.target == "latest" or has_word(e.value or "", *_CALL_KINDS[goal.target])]
    what = f"the {goal.target} call" + (f" at {goal.text}" if goal.text else "")
    if goal.text:
        calls = [e for e in calls if _at_clock(goal.text, e.value or "")]
        if len({e.label for e in calls}) > 1:
            # "the 9 o'clock caller" reads as 9:00 and takes the hour; a minute said that one row shows is that row
            calls = [e for e in calls if _at_clock(goal.text, e.value or "", exact=True)] or calls
        if len({e.label for e in calls}) > 1:
            return ask(
                f"Which call did you mean? {' or '.join(dict.fromkeys(e.label for e in calls))} called then.",
                [*dict.fromkeys(e.label for e in calls), STOP],
                f"More than one person's call is at {goal.text}.",
            )
    if not calls:
        return scroll_or_ask(turn, what, goal)
    row = calls[0]
    back = next((e for e in controls(screen) if has_word(e.label, "call") and row.label in e.label), None)
    if back is None:
        return tap_on(row, f"Opening {row.label}", f"{row.describe()} is {what}.")
    return final_tap(back, goal, turn, f"Calling {row.label} back", f"{back.describe()} calls {what} back.")


_CLOCK = re.compile(r"\b(?P<h>\d{1,2})(?::(?P<m>\d\d))?(?:\s*(?P<half>[ap])\.?m\b)?", re.I)


def _at_clock(said: str, shown: str, *, exact: bool = False) -> bool:
    """Whether a row's time is the one said: its hour, its minutes when said (":00", as "9 o'clock" is read, is the
    hour unless ``exact``), its half of the day when both say it."""
    asked = _CLOCK.search(said)
    times = [t for t in _CLOCK.finditer(shown) if t.group("m")]
    if asked is None or not times:
        return False
    at = times[-1]
    if int(at.group("h")) != int(asked.group("h")):
        return False
    if asked.group("m") and asked.group("m") != at.group("m") and (exact or asked.group("m") != "00"):
        return False
    return not (asked.group("half") and at.group("half")) or asked.group("half").lower() == at.group("half").lower()
