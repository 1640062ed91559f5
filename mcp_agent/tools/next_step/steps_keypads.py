"""The steps that press keys or a clock's controls: a timer keyed in on its keypad (or typed into its fields), a
number dialled on a dial pad, a stopwatch started or paused. Each composes the affordances of roles.py."""

from __future__ import annotations

import re

from .contract import AgentStepResult
from .forms import role_field
from .grammar import Subgoal
from .patterns import rx
from .reading import has_word, is_search_field
from .roles import controls, keypad
from .screen import Screen
from .search import scroll_or_ask
from .session import TRY_AGAIN
from .turn import STOP, Turn, ask, tap_on, type_into

_TIMER_SHOWN = re.compile(r"(?:(\d{1,2})\s*h\s*)?(\d{1,2})\s*m\s*(\d{1,2})\s*s|(\d{1,2}):(\d{2}):(\d{2})", re.I)


def timer_digits(screen: Screen) -> str | None:
    """What a timer's display shows, as HHMMSS digits (None when no display is seen)."""
    for element in screen.elements:
        for text in (element.label, element.value or ""):
            match = _TIMER_SHOWN.search(text)
            if match is not None:
                h, m, s, h2, m2, s2 = match.groups()
                if h2 is not None:
                    return f"{int(h2):02d}{int(m2):02d}{int(s2):02d}"
                return f"{int(h or 0):02d}{int(m):02d}{int(s):02d}"
    return None


def set_timer(goal: Subgoal, turn: Turn, plan: list[str]) -> AgentStepResult:
    screen = turn.screen
    wanted = goal.text.replace(":", "")
    parts = dict(zip(("hour", "minute", "second"), goal.text.split(":"), strict=True))
    for unit, value in parts.items():
        field = role_field(f"the {unit}s field", screen) or role_field(f"the {unit} field", screen)
        if field is not None and (field.value or "").lstrip("0") != value.lstrip("0"):
            return type_into(field, value, f"Setting the {unit}s to {value}", f"{field.describe()} holds the {unit}s.")
    keys = keypad(screen)
    if not keys:
        return scroll_or_ask(turn, "the timer's keypad", goal)
    shown = (timer_digits(screen) or "").lstrip("0")
    target = wanted.lstrip("0")
    if target.startswith(shown) and len(shown) < len(target):
        key = keys[target[len(shown)]]
        return tap_on(
            key, f"Typing {target[len(shown)]}", f"The timer shows {shown or '0'}; {goal.text} needs it next."
        )
    erase = next((e for e in controls(screen) if has_word(e.label, "delete", "backspace", "clear", "erase")), None)
    if erase is not None:
        return tap_on(erase, "Erasing a digit", f"The timer shows {shown}, which is not the start of {target}.")
    return ask(f"The timer shows {shown}, not {goal.text}. What should I do?", [TRY_AGAIN, STOP], "No way to erase.")


def dial(goal: Subgoal, turn: Turn, plan: list[str]) -> AgentStepResult:
    screen = turn.screen
    digits = rx(r"\D").sub("", goal.target)
    field = next((e for e in screen.elements if e.editable and not is_search_field(e)), None)
    if field is not None:
        return type_into(field, goal.target, f"Dialling {goal.target}", f"{field.describe()} takes the number.")
    keys = keypad(screen)
    if keys:
        shown = dialled(screen)
        if digits.startswith(shown) and len(shown) < len(digits):
            key = keys[digits[len(shown)]]
            return tap_on(key, f"Dialling {digits[len(shown)]}", f"The number so far is {shown or 'empty'}.")
    pad = next((e for e in controls(screen) if has_word(e.label, "dialpad", "keypad", "dial")), None)
    if pad is not None and not keys:
        return tap_on(pad, "Opening the dial pad", f"{pad.describe()} shows the keypad.")
    return scroll_or_ask(turn, "the dial pad", goal)


def dialled(screen: Screen) -> str:
    """The digits a dialler's display shows (the longest run of digits on a non-key element)."""
    shown = [
        rx(r"\D").sub("", text)
        for e in screen.elements
        for text in (e.label, e.value or "")
        # Only a number's own characters: a date or a clock elsewhere on screen is not the display.
        if rx(r"\+?[\d\s().-]+").fullmatch(text.strip()) and not rx(r"\d(?:\s*[A-Z+]*)?").fullmatch(e.label.strip())
    ]
    return max(shown, key=len, default="")


def stopwatch(goal: Subgoal, turn: Turn, plan: list[str]) -> AgentStepResult:
    wanted = ("start", "resume") if goal.target.lower() == "start" else ("pause", "stop")
    control = next((e for e in controls(turn.screen) if has_word(e.label, *wanted) and not e.disabled), None)
    if control is None:
        return scroll_or_ask(turn, f"the stopwatch's {wanted[0].title()} button", goal)
    return tap_on(control, f"{control.label} the stopwatch", f"{control.describe()} {wanted[0]}s it.")
