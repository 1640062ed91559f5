"""Changing a setting: a switch (the system's, or one app's own) or a value (typed, chosen, or
stepped with +/- controls), finding the page that shows it first."""

from __future__ import annotations

from . import navigator as nav
from .contract import AgentStepResult
from .grammar import Subgoal
from .opening import open_app, open_setting
from .patterns import rx
from .reading import (
    WHOLE_WORDS,
    has_word,
    match_score,
    same_value,
    scrollable,
    setting_element,
    tappable,
    toggle_for,
    words,
)
from .recognize import (
    CONFIRM_VALUE_WORDS,
    KNOWN_SETTINGS,
    SETTING_SECTIONS,
    buttons_of,
    choice_for,
    editable_setting,
    in_app,
    per_app_toggle,
)
from .roles import slider
from .safety import is_control
from .screen import Element
from .search import choose, scroll_or_ask
from .session import TRY_AGAIN
from .subpages import switch_row
from .turn import STOP, Turn, ask, result_of, tap_on, type_into


def toggle(goal: Subgoal, turn: Turn) -> AgentStepResult:
    switch = toggle_for(goal.target, turn.screen)
    row = switch_row(goal.target, turn.screen) if switch is None else None
    if row is not None and row.label not in turn.trail[-1:]:
        return tap_on(row, f"Opening {row.label}", f"{row.describe()} shows the setting; its page holds the switch.")
    if switch is None:
        return open_setting(goal.target, turn, goal)
    return _flip(switch, goal)


def _flip(switch: Element, goal: Subgoal) -> AgentStepResult:
    if switch.disabled:
        return ask(
            f"{switch.describe()} is disabled. What should I do?",
            [TRY_AGAIN, STOP],
            "A disabled switch cannot be tapped.",
        )
    state = "on" if goal.on else "off"
    return tap_on(switch, f"Turning {state} {switch.label}", f"{switch.describe()} is not {state} yet.")


def toggle_app(goal: Subgoal, turn: Turn) -> AgentStepResult:
    """An app's own switch: on the setting's page (a switch per app) or on the app's page (its switches)."""
    switch = per_app_toggle(goal, turn)
    if switch is not None:
        return _flip(switch, goal)
    rows = [e for e in tappable(turn.screen) if e.kind not in ("Switch", "CheckBox", "RadioButton")]
    for query in (goal.text, goal.target):
        row, _ = choose(query, rows, None)
        if row is not None and row.label not in turn.trail[-2:]:
            return tap_on(row, f"Opening {row.label}", f"The {goal.target} switch of {goal.text} is found from here.")
    visited = nav.read_visited(turn.refs, goal.source)
    known = "".join(words(goal.target)) in KNOWN_SETTINGS
    if known and turn.allows("open_setting") and "open_setting" not in visited:
        opened = result_of(
            "open_setting",
            f"Opening the {goal.target} setting",
            f"{goal.text} has a switch there.",
            setting_name=goal.target,
        )
        return opened.model_copy(
            update={"state_refs": {nav.VISITED: nav.write_visited(goal.source, [*visited, "open_setting"])}}
        )
    if not in_app("Settings", turn) and (turn.arguments.current_package is not None or not turn.trail):
        return open_app("Settings", turn)
    # This page's list first (down, then back up), then the sections an app's switch is usually under.
    page_key = f"{goal.source}@{turn.here}"
    if scrollable(turn.screen) and turn.allows("scroll_down"):
        searched = scroll_or_ask(turn, f"the {goal.target} switch for {goal.text}", Subgoal(goal.kind, source=page_key))
        if searched.action != "ask_user":
            return searched
    hints = (*SETTING_SECTIONS.get("".join(words(goal.target)), ()), "app", "application")
    section = next((e for e in rows if has_word(e.label, *hints) and e.label not in visited), None)
    if section is not None:
        return tap_on(
            section,
            f"Opening {section.label}",
            f"{goal.text}'s {goal.target} switch may be under it.",
            **{nav.VISITED: nav.write_visited(goal.source, [*visited, section.label]), nav.SCAN: None},
        )
    if len(turn.trail) >= 2 and turn.allows("back"):
        return result_of(
            "back",
            "Going back",
            f"No {goal.target} switch for {goal.text} in {turn.here}.",
            state_refs={nav.SCAN: None},
        )
    return ask(
        f"I cannot find the {goal.target} switch for {goal.text}. What should I do?",
        [TRY_AGAIN, STOP],
        "Neither the setting's page nor the app's page shows it.",
        **{nav.SCAN: None},
    )


def _slider(goal: Subgoal, turn: Turn) -> AgentStepResult | None:
    """A slider set to its end: the number typed into it (0–100), then its dialog's Done."""
    bar = slider(turn.screen, goal.target)
    if bar is None or goal.text not in ("max", "min"):
        return None
    wanted = "100" if goal.text == "max" else "0"
    if not same_value(bar.value, wanted):
        return type_into(bar, wanted, f"{goal.target} to its {goal.text}imum", f"{bar.describe()} takes 0 to 100.")
    done = next((e for e in buttons_of(turn.screen, CONFIRM_VALUE_WORDS) if not e.disabled), None)
    if done is not None:
        return tap_on(done, f"Confirming {goal.target}", f"{bar.describe()} shows {bar.value}.")
    return None


def set_value(goal: Subgoal, turn: Turn) -> AgentStepResult:
    screen = turn.screen
    moved = _slider(goal, turn)
    if moved is not None:
        return moved
    field = editable_setting(goal, turn)
    if field is not None:
        wanted = goal.text
        if wanted in ("max", "min") and (numeric := rx(r"^\s*\d+\s*(%?)\s*$").match(field.value or "")) is not None:
            wanted = ("100" if wanted == "max" else "0") + numeric.group(1)  # a field of numbers takes its end as one
        if not same_value(field.value, wanted):
            return type_into(
                field, wanted, f"Setting {goal.target} to {wanted}", f"{field.describe()} holds {goal.target}."
            )
        confirm = next((e for e in buttons_of(screen, CONFIRM_VALUE_WORDS) if not e.disabled), None)
        if confirm is not None:
            return tap_on(confirm, f"Confirming {goal.text}", f"{confirm.describe()} applies the value.")
    choice = choice_for(goal.text, screen, goal.target)
    if choice is not None:
        return tap_on(choice, f"Choosing {choice.label}", f"{choice.describe()} is the value {goal.text}.")
    shown = setting_element(goal.target, screen)
    stepped = _step_value(goal, turn, shown)
    if stepped is not None:
        return stepped
    if shown is not None and not shown.editable and not shown.disabled:
        return tap_on(shown, f"Opening {shown.label}", f"{shown.describe()} leads to the choices for {goal.target}.")
    if not in_app("Settings", turn) or not turn.trail:
        return open_setting(goal.target, turn, goal)
    return scroll_or_ask(turn, f"the {goal.target} setting", goal)


_UP_WORDS = ("increase", "raise", "more", "up", "plus", "brighter", "louder")
_DOWN_WORDS = ("decrease", "lower", "less", "down", "minus", "dimmer", "quieter")


def _step_value(goal: Subgoal, turn: Turn, shown: Element | None) -> AgentStepResult | None:
    """A value shown with +/- controls beside it (a slider): step towards the number asked for."""
    wanted = next((int(w) for w in words(goal.text) if w.isdigit()), None)
    current = next((int(w) for w in words(shown.value or "") if w.isdigit()), None) if shown is not None else None
    if wanted is None or current is None or wanted == current:
        return None
    up = wanted > current
    controls = [
        e
        for e in tappable(turn.screen)
        if is_control(e.kind, e.label)
        and (
            e.label.strip() in (("+", "＋") if up else ("-", "−", "–"))
            or (
                has_word(e.label, *(_UP_WORDS if up else _DOWN_WORDS))
                and not has_word(e.label, "navigate", "back")
                and (len(words(e.label)) <= 2 or match_score(goal.target, e.label) >= WHOLE_WORDS)
            )
        )
    ]
    if not controls:
        return None
    visited = nav.read_visited(turn.refs, goal.source)
    direction = "up" if up else "down"
    if visited and visited[-1] != direction:
        # It went past the value both ways: the steps do not land on it.
        return ask(
            f"{goal.target} moves in steps that skip {goal.text} (it shows {shown.value if shown else '?'}). "
            "What should I do?",
            [TRY_AGAIN, STOP],
            "Stepping overshot the value in both directions.",
        )
    return tap_on(
        controls[0],
        f"{goal.target}: {current} -> {wanted}",
        f"{controls[0].describe()} moves it one step.",
        **{nav.VISITED: nav.write_visited(goal.source, [*visited[-3:], direction])},
    )
