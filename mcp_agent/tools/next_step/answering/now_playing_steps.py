"""``Tell what is playing``: a player's now-playing bar (the mini player at the foot of its screens) or its player
page read: the title shown first beside the Pause control, the artist under it being no title."""

from __future__ import annotations

import re

from ..contract import AgentStepResult
from ..grammar import Subgoal
from ..reading import has_word
from ..roles import controls
from ..turn import Turn
from .outcome import answered, not_found

_CLOCK = re.compile(r"^\d{1,2}:\d\d(?::\d\d)?$")


def tell_playing(goal: Subgoal, turn: Turn, plan: list[str]) -> AgentStepResult:
    """The title beside the Pause control: the first text before it, back to the control or row before that."""
    elements = turn.screen.elements
    pause = next((e for e in controls(turn.screen) if has_word(e.label, "pause")), None)
    if pause is None:
        return not_found("anything playing (no Pause control on this screen)")
    at = elements.index(pause)
    texts: list[str] = []
    for element in reversed(elements[:at]):
        if element.kind != "TextView" or element.value is not None:
            break
        if not _CLOCK.match(element.label.strip()):
            texts.insert(0, element.label)
    if not texts:
        return not_found("the title of what is playing")
    return answered(texts[0], f"{texts[0]} is shown beside {pause.describe()}: it is what plays now.")
