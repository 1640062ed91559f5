"""How long a call with someone lasted ("how long was my last call with Ana", "how long did I talk to Ana last
time"): ``Tell the length of the last call with '<name>'``. The call log's rows do not show a call's length; its
page does ("Call details": each call with its time and length, newest first, the length as the app writes it:
"4 min 12 sec", "04:12"). The newest row with that person that is not a missed call is opened, and the newest
length its page shows is the answer, as the page writes it.
"""

from __future__ import annotations

import re

from ..contract import AgentStepResult
from ..grammar import Subgoal
from ..reading import WHOLE_WORDS, has_word, match_score
from ..screen import Element, Screen
from ..search import scroll_or_ask
from ..shown_values import is_duration
from ..turn import Turn, final_tap
from .outcome import answered, not_found

_LENGTH = re.compile(
    r"\b\d+\s*(?:h|hr|hrs|hours?)\b(?:\s*\d+\s*(?:m|min|mins|minutes?)\b)?(?:\s*\d+\s*(?:s|sec|secs|seconds?)\b)?|"
    r"\b\d+\s*(?:m|min|mins|minutes?)\b(?:\s*\d+\s*(?:s|sec|secs|seconds?)\b)?|\b\d+\s*(?:s|sec|secs|seconds?)\b",
    re.I,
)
_ENTRY = re.compile(r"^(?:incoming|outgoing|answered|received|dialled|dialed)(?:\s+call)?$", re.I)


def _page_entries(screen: Screen) -> list[Element]:
    """A call's page: its calls, each with its kind and a length (no list rows: the page is not the log)."""
    if any(e.kind == "ListItem" for e in screen.elements):
        return []
    return [e for e in screen.elements if _ENTRY.match(e.label.strip()) and e.value]


def _length(value: str) -> str:
    """A call's length as its entry writes it ("4 min 12 sec", "04:12"): the last part that is a duration (the call's
    time of day, "7:40 p.m.", comes before it)."""
    said = [part.strip() for part in value.split("·") if is_duration(part)]
    if said:
        return said[-1]
    found = _LENGTH.search(value)
    return found.group(0) if found else ""


def tell_call_length(goal: Subgoal, turn: Turn, plan: list[str]) -> AgentStepResult:
    screen, who = turn.screen, goal.text
    entries = _page_entries(screen)
    if entries and any(match_score(who, e.label) >= WHOLE_WORDS for e in screen.elements if e.kind == "TextView"):
        lengths = [length for e in entries if (length := _length(e.value or ""))]
        if lengths:
            return answered(lengths[0], f"The newest call with {who} on its page lasted {lengths[0]}.")
        return not_found(f"the length of a call with {who} (its page shows none)")
    rows = [
        e
        for e in screen.elements
        if e.kind == "ListItem" and match_score(who, e.label) >= WHOLE_WORDS and not has_word(e.value or "", "missed")
    ]
    if rows:
        return final_tap(
            rows[0], goal, turn, f"Opening the call with {who}", "The log is newest first; its page shows the length."
        )
    return scroll_or_ask(turn, f"a call with {who}", goal)
