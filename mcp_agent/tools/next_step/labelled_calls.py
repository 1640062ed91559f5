"""A call to one of a contact's numbers by its label ("Call Ana on the work number"): the contact's card lists each
number beside its label (Mobile, Work, Home), with a call control for each, or one "Call" that asks which number.

Only the number shown with that label is rung: its own call control, else the chooser's row of that label (the
tap confirmed as the call it is), else the card's one "Call" when the card shows that label's number alone. A
card that shows no number of that label is asked about: ringing another number would be a wrong call.
"""

from __future__ import annotations

import re

from .contract import AgentStepResult
from .grammar import Subgoal
from .reading import has_word, tappable, words
from .safety import is_control
from .screen import Element, Screen
from .search import scroll_or_ask
from .turn import STOP, Turn, ask, final_tap

_SAME = {"mobile": ("mobile", "cell", "cellphone"), "work": ("work", "office", "business"), "home": ("home",)}
_NUMBER = re.compile(r"^\+?[\d\s().-]{7,}$")


def labelled(element: Element, label: str) -> bool:
    """The element shows ``label`` ("work", "home", "mobile") as its own label or value, a synonym as it."""
    return _says(element, label)


def _says(element: Element, label: str) -> bool:
    said = f"{element.label} {element.value or ''}"
    return any(has_word(said, name) for name in _SAME.get(label, (label,)))


def _numbers(screen: Screen) -> list[Element]:
    """The card's phone numbers: elements labelled with a number, their label as their value."""
    return [e for e in screen.elements if _NUMBER.match(e.label.strip()) and e.value]


def labelled_call(goal: Subgoal, turn: Turn, plan: list[str]) -> AgentStepResult:
    label, screen = goal.text.lower(), turn.screen
    calls = [e for e in tappable(screen) if is_control(e.kind, e.label) and words(e.label)[:1] == ("call",)]
    own = [e for e in calls if _says(e, label)]
    if len(own) == 1:
        return final_tap(own[0], goal, turn, f"Calling {goal.target}", f"{own[0].describe()} rings the {label} number.")
    numbers = _numbers(screen)
    chosen = [e for e in numbers if _says(e, label) and not e.disabled]
    chooser = any(e.kind == "ListItem" for e in chosen)
    if len(chosen) == 1 and chooser:
        # "Choose number": a row of the app's own question, the call it places confirmed like a call control's.
        tapped = final_tap(
            chosen[0], goal, turn, f"Calling {goal.target}", f"{chosen[0].describe()} is the {label} one."
        )
        return tapped.model_copy(
            update={
                "requires_confirmation": True,
                "confirmation_reason": f"Tapping {chosen[0].describe()} calls {goal.target}, which cannot be undone.",
            }
        )
    bare = [e for e in calls if len(words(e.label)) == 1]
    if len(chosen) == 1 and len(bare) == 1 and (len(numbers) == 1 or not chooser):
        # The card's one "Call": the number alone, or several (the app then asks which: the row above).
        return final_tap(bare[0], goal, turn, f"Calling {goal.target}", f"{bare[0].describe()} places the call.")
    if numbers and not chosen:
        shown = ", ".join(f"{e.value} {e.label}" for e in numbers)
        return ask(
            f"{goal.target} has no {label} number here ({shown}). Which number should I call?",
            [*(e.label for e in numbers), STOP],
            f"No number labelled {label} is shown: calling another one would be a guess.",
        )
    return scroll_or_ask(turn, f"the {label} number", goal)
