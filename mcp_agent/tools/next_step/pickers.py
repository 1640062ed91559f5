"""Date and time pickers, by role: a form's date or time that is a row opening a picker (not a text
field), the month a date picker shows and its day buttons, a time picker's hour and minute fields,
and its OK. ``picker_step`` is the next tap or typing toward the value; ``picker_shows`` its
post-condition (the row shows the value asked for)."""

from __future__ import annotations

import re
from datetime import date

from .contract import AgentStepResult
from .dates import same_date, same_time
from .reading import has_word, tappable, words
from .roles import button, field_named
from .screen import Element, Screen
from .turn import Turn, tap_on, type_into

# The row a form shows for a role: its label's words, the words it must not have.
_ROWS = {
    "the date field": (("start date", "date", "day"), ("end",)),
    "the time field": (("start time", "time"), ("end",)),
    "the end time field": (("end time",), ()),
    "the end date field": (("end date",), ()),
}
PICKER_ROLES = frozenset(_ROWS)
_MONTH_YEAR = re.compile(r"^(?P<month>[A-Z][a-z]+)\s+(?P<year>\d{4})$")


def picker_row(role: str, screen: Screen) -> Element | None:
    """The row (not a text field) that shows and opens the value of ``role``."""
    names, avoid = _ROWS.get(role.lower(), ((), ()))
    rows = [e for e in tappable(screen) if not e.editable and e.value and not (avoid and has_word(e.label, *avoid))]
    for name in names:
        for row in rows:
            if "".join(words(row.label)) == "".join(words(name)):
                return row
    return None


def picker_shows(role: str, wanted: str, screen: Screen) -> bool:
    row = picker_row(role, screen)
    if row is None:
        return False
    return same_time(row.value, wanted) if ":" in wanted else same_date(row.value, wanted)


def month_step(wanted: str, screen: Screen) -> Element | None:
    """The control that moves a month view (a header "March 2030" between Previous / Next month) toward
    the month of ``wanted``; None when it shows that month or has no such controls."""
    shown = shown_month(screen)
    day = re.match(r"\d{4}-\d{2}-\d{2}", wanted)
    if shown is None or day is None:
        return None
    target = date.fromisoformat(day.group(0)).replace(day=1)
    if target == shown or abs((target.year - shown.year) * 12 + target.month - shown.month) > 12:
        return None  # that month, or too far to page to: not a walk through years
    label = "nextmonth" if target > shown else "previousmonth"
    return next((e for e in tappable(screen) if "".join(words(e.label)) == label), None)


def shown_month(screen: Screen) -> date | None:
    for element in screen.elements:
        match = _MONTH_YEAR.match(element.label.strip())
        if match is not None:
            try:
                month = [
                    "january",
                    "february",
                    "march",
                    "april",
                    "may",
                    "june",
                    "july",
                    "august",
                    "september",
                    "october",
                    "november",
                    "december",
                ].index(match.group("month").lower()) + 1
            except ValueError:
                continue
            return date(int(match.group("year")), month, 1)
    return None


def _day_button(day: date, screen: Screen) -> Element | None:
    full = f"{day.day} {day:%B %Y}"
    for element in tappable(screen):
        if element.label.strip() == full or element.label.strip() == str(day.day):
            return element
    return None


def picker_step(role: str, wanted: str, turn: Turn) -> AgentStepResult | None:
    """The next step toward ``wanted`` in an open picker, or opening the picker; None when the form has
    no picker for ``role``."""
    screen = turn.screen
    ok = button(screen, "ok", "done", "set")
    if not re.fullmatch(r"\d{4}-\d{2}-\d{2}|\d{2}:\d{2}", wanted):
        return None
    if ":" in wanted:
        hour, minute = field_named("hour", screen), field_named("minute", screen)
        if hour is not None and minute is not None and ok is not None:
            hh, mm = wanted.split(":")
            for field, value in ((hour, hh), (minute, mm)):
                if (field.value or "").lstrip("0") != value.lstrip("0"):
                    return type_into(field, value, f"Setting {field.label} to {value}", "The time picker takes it.")
            return tap_on(ok, f"Setting the time to {wanted}", f"The picker shows {wanted}.")
    else:
        shown = shown_month(screen)
        if shown is not None and ok is not None:
            day = date.fromisoformat(wanted)
            move = month_step(wanted, screen)
            if move is not None:
                return tap_on(move, f"Going to {day:%B %Y}", f"The picker shows {shown:%B %Y}.")
            cell = _day_button(day, screen)
            if cell is not None and not cell.checked:
                return tap_on(cell, f"Picking {day:%B} {day.day}", f"{cell.describe()} is {wanted}.")
            if cell is not None:
                return tap_on(ok, f"Setting the date to {wanted}", f"{cell.describe()} is picked.")
    row = picker_row(role, screen)
    if row is None:
        return None
    return tap_on(row, f"Opening {row.label}", f"{row.describe()} opens a picker for {wanted}.")
