"""``Tell who is on the call``: the in-call screen read for the other party: the first line above its controls that
is neither a duration ("3:17") nor a state ("Calling…", "On hold"), on a screen that has an End call control."""

from __future__ import annotations

import re

from ..contract import AgentStepResult
from ..grammar import Subgoal
from ..reading import control_with
from ..turn import Turn
from .outcome import answered, not_found

_STATE = re.compile(
    r"^(?:\d{1,2}:\d\d(?::\d\d)?|calling\W*|dialing\W*|dialling\W*|ringing\W*|on\s+hold|connecting\W*|"
    r"call\s+ended|(?:mobile|work|home|hd)\b.*)$",
    re.I,
)


def tell_on_the_line(goal: Subgoal, turn: Turn, plan: list[str]) -> AgentStepResult:
    screen = turn.screen
    end = control_with(screen, ("end call", "hang up"))
    if end is None:
        return not_found("a call going (no End call control on this screen)")
    for element in screen.elements[: screen.elements.index(end)]:
        label = element.label.strip()
        if element.kind != "TextView" or element.value is not None or not label or _STATE.match(label):
            continue
        return answered(label, f"{label} is the party the in-call screen shows above its controls.")
    return not_found("the name of who is on the call")
