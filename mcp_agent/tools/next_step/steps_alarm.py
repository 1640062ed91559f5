"""An alarm added in a clock app, by role: the alarms tab, its add control (a FAB "+" / "Add alarm"),
the time picker (a clock face switched to text input, or Hour / Minute fields, with AM / PM when it
shows twelve hours), OK, then the new alarm's label; done when the alarm list shows that time
switched on (and the label)."""

from __future__ import annotations

import re

from .contract import AgentStepResult
from .grammar import Subgoal
from .reading import has_word, scrollable, tabs, tappable, words
from .roles import button, field_named, is_dialog, menu_entry, new_entry_control
from .screen import Element, Screen
from .search import scroll_or_ask
from .turn import Turn, scroll, tap_on, type_into

_SUBGOAL = re.compile(r"Set an alarm for (?P<time>\d\d:\d\d)(?: labelled '(?P<label>.*)')?$")
_CLOCK_TIME = re.compile(r"^(?P<hour>\d{1,2}):(?P<minute>\d{2})\s*(?P<half>[AaPp]\.?[Mm]\.?)?$")
_SWITCH_KINDS = frozenset({"Switch", "ToggleButton", "CheckBox"})


def wanted(goal: Subgoal) -> tuple[str, str]:
    """The subgoal's time (HH:MM) and label ("" for none)."""
    match = _SUBGOAL.match(goal.source)
    return (match.group("time"), (match.group("label") or "").replace("’", "'")) if match else ("", "")


def clock_time(label: str) -> str | None:
    """ "7:30 AM" / "19:00" as HH:MM; None for a text that is not only a clock time."""
    match = _CLOCK_TIME.match(label.strip())
    if match is None:
        return None
    hour, minute = int(match.group("hour")), int(match.group("minute"))
    half = (match.group("half") or "").lower()[:1]
    if half == "p" and hour != 12:
        hour += 12
    elif half == "a" and hour == 12:
        hour = 0
    return f"{hour:02d}:{minute:02d}" if hour < 24 and minute < 60 else None


def listed_alarm(hhmm: str, screen: Screen) -> list[Element]:
    """The alarm rows at ``hhmm`` that are switched on: the time's text and what follows it up to the
    next alarm's time (its switch, days and label)."""
    elements = screen.elements
    found: list[Element] = []
    for i, element in enumerate(elements):
        if clock_time(element.label) != hhmm or element.kind in _SWITCH_KINDS:
            continue
        row = [element]
        for after in elements[i + 1 : i + 6]:
            if clock_time(after.label) not in (None, hhmm) or (
                after.kind not in _SWITCH_KINDS and clock_time(after.label)
            ):
                break
            row.append(after)
        if any(e.kind in _SWITCH_KINDS and e.checked for e in row):
            return row
    return found


def alarm_set(goal: Subgoal, turn: Turn) -> bool:
    hhmm, label = wanted(goal)
    row = listed_alarm(hhmm, turn.screen) if hhmm else []
    if not row or is_dialog(turn.screen):
        return False
    return not label or any(e.label.strip().casefold() == label.casefold() for e in row)


def set_alarm(goal: Subgoal, turn: Turn, plan: list[str]) -> AgentStepResult:
    screen = turn.screen
    hhmm, label = wanted(goal)
    ok = button(screen, "ok", "done", "set", "save")
    name = field_named("label", screen)
    if name is not None and ok is not None:
        if (name.value or "").strip() != label:
            return type_into(name, label, f"Labelling the alarm {label}", f"{name.describe()} is the alarm's label.")
        return tap_on(ok, f"Saving the label {label}", f"The label field holds {label}.")
    if ok is not None and (picked := time_picker_step(hhmm, screen, ok)) is not None:
        return picked
    row = listed_alarm(hhmm, screen)
    if row and label:
        add_label = next((e for e in tappable(screen) if has_word(e.label, "label") and len(words(e.label)) <= 3), None)
        if add_label is not None:
            return tap_on(add_label, f"Labelling the {hhmm} alarm", f"{add_label.describe()} names the new alarm.")
        stuck = turn.history.last == "scroll_down" and not turn.moved("scroll_down")
        if scrollable(screen) and turn.allows("scroll_down") and not stuck:
            # The new alarm is the list's last: its label row is below the fold.
            return scroll("down", f"Looking for the label of the {hhmm} alarm", "The alarm's details are below.")
        return scroll_or_ask(turn, f"the label of the {hhmm} alarm", goal)
    tab = next((t for t in tabs(screen) if has_word(t.label, "alarm") and not t.checked), None)
    if tab is not None:
        return tap_on(tab, "Showing the alarms", f"{tab.describe()} lists the alarms.")
    cut = [
        e
        for i, e in enumerate(screen.elements)
        if clock_time(e.label) == hhmm
        and e.kind not in _SWITCH_KINDS
        and not any(after.kind in _SWITCH_KINDS for after in screen.elements[i + 1 :])
    ]
    stuck = turn.history.last == "scroll_down" and not turn.moved("scroll_down")
    if cut and not row and scrollable(screen) and turn.allows("scroll_down") and not stuck:
        # An alarm at that time at the list's edge: its switch may be below the fold (it is not added twice).
        return scroll("down", f"Reading the {hhmm} alarm", "Its switch is further down the list.")
    add = new_entry_control(screen, "alarm")
    if add is not None and not row:
        return tap_on(add, "Adding an alarm", f"{add.describe()} adds an alarm; its time is {hhmm}.")
    return scroll_or_ask(turn, "the control that adds an alarm", goal)


def _shown(element: Element) -> str:
    return (element.value or element.label or "").strip()


def _time_fields(screen: Screen) -> tuple[Element | None, Element | None, Element | None]:
    """A time picker's hour and minute fields (by name, else two number spinners' fields in order) and
    its AM / PM spinner's field when it has one."""
    fields = [e for e in screen.elements if e.editable]
    half = next((e for e in fields if _shown(e).upper() in ("AM", "PM")), None)
    hour, minute = field_named("hour", screen), field_named("minute", screen)
    if hour is None or minute is None:
        numbers = [e for e in fields if _shown(e).isdigit()]
        if len(numbers) == 2:
            hour, minute = numbers
    return hour, minute, half


def time_picker_step(hhmm: str, screen: Screen, ok: Element) -> AgentStepResult | None:
    """The next step in an open time picker, or None when no time picker is in front."""
    hour, minute, half_field = _time_fields(screen)
    typing = next(
        (e for e in tappable(screen) if has_word(e.label, "text", "keyboard") and has_word(e.label, "input", "mode")),
        None,
    )
    halves = {h: menu_entry(screen, h) for h in ("am", "pm")}
    if hour is None or minute is None:
        if typing is not None:
            return tap_on(
                typing, "Typing the time", f"{typing.describe()} turns the clock face into Hour / Minute fields."
            )
        return None
    twelve = all(halves.values()) or half_field is not None
    h, m = int(hhmm[:2]), int(hhmm[3:])
    hour_text = str(h % 12 or 12) if twelve else f"{h:02d}"
    for field, value, name in ((hour, hour_text, "hour"), (minute, f"{m:02d}", "minute")):
        shown = _shown(field) if field.value or _shown(field).isdigit() else ""
        if not (shown.isdigit() and int(shown) == int(value)):
            return type_into(field, value, f"Setting the {name} to {value}", f"The alarm is at {hhmm}.")
    wanted_half = "AM" if h < 12 else "PM"
    if half_field is not None and _shown(half_field).upper() != wanted_half:
        return type_into(half_field, wanted_half, f"Choosing {wanted_half}", f"{hhmm} is {wanted_half}.")
    half = halves[wanted_half.lower()]
    if half_field is None and twelve and half is not None and not half.checked:
        return tap_on(half, f"Choosing {half.label}", f"{hhmm} is {half.label}.")
    return tap_on(ok, f"Setting the time to {hhmm}", f"The picker shows {hour_text}:{m:02d}.")
