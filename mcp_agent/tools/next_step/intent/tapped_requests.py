"""A request said as taps, read as the goal they describe (people set 124): the goal tapped_steps.py says back is
taken where the step reads it whole, and the request as said is kept where the taps say nothing this reads.

Taken even where the request as said reads too, when it is said as taps (a path with ">", a control tapped): read as
said, "contacts → Maya → edit → put +1… → save" made a new contact, and "sort by distance and check the top cycling
one" answered a total.
"""

from __future__ import annotations

import re
from functools import lru_cache

from .call_buttons import call_button
from .goal import Goal
from .reader import read_task
from .self_repairs import repaired
from .sequence_mends import said_in_order
from .situations import situation_dropped
from .tapped_steps import tapped_goal

_TAP_TALK = re.compile(
    r"\s(?:->|→|=>|>)\s|\b(?:tap|hit|press|click|long[\s-]?press|swipe|scroll|sort\s+by|filter)\b|"
    r"\b(?:tab|icon|button|three\s+dots|pencil|tick|the\s+plus)\b|\bgo\s+(?:in)?to\b.*,|"
    r"\b(?:flip|toggle|switch)\s+(?:it|the\s+(?:switch|toggle))\s+(?:on|off)\b",
    re.I,
)


@lru_cache(maxsize=512)
def tapped(task: str) -> str:
    """``task`` as the goal its taps describe; unchanged when it is not said as taps or its goal does not read."""
    if _TAP_TALK.search(task) is None:
        return task
    goal = call_button(task) or tapped_goal(task)
    if goal is None:
        return task
    readings = [(said, _read(said)) for said in (goal, *_app_last(goal))]
    whole = [(said, read) for said, read in readings if _whole(read)]
    # A question the grammar only reads as a bare lookup is read better where another wording reads it for an app.
    return next((said for said, read in whole if read.intent != "lookup"), whole[0][0] if whole else task)


def _app_last(goal: str) -> tuple[str, ...]:
    """A question asked "in X, what …?" said as the apps' own questions say it, "what … in X?"."""
    found = _APP_FIRST.match(goal)
    if found is None or "?" not in goal:
        return ()
    head, mark, rest = found.group("q").partition("?")
    return (f"{head} in {found.group('app')}{mark}{rest}",)


_APP_FIRST = re.compile(r"^in\s+(?P<app>[^,]+),\s+(?P<q>.+)$", re.S)


def _read(text: str) -> Goal:
    """The request as the step reads it (turn.py): mended, then by the grammar."""
    return read_task(said_in_order(situation_dropped(repaired(text))))


def _whole(goal: Goal) -> bool:
    return goal.intent != "explore" and all(_whole(step) for step in goal.then)
