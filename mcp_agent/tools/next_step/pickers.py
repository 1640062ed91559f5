"""Date and time pickers, by role: a form's date or time that is a row opening a picker (not a text
field), the month a date picker shows and its day buttons, a time picker's hour and minute fields,
and its OK. ``picker_step`` is the next tap or typing toward the value; ``picker_shows`` its
post-condition (the row shows the value asked for). A month view is paged by ``month_step`` toward a day and by
``next_month`` ahead, a few months at most, to look for an entry."""

from __future__ import annotations

import re
from dataclasses import replace
from datetime import date

from . import navigator as nav
from .contract import AgentStepResult
from .dates import same_date, same_time
from .patterns import rx
from .reading import has_word, tappable, words
from .roles import button, entry_form
from .screen import Element, Screen
from .steps_alarm import time_picker_step
from .turn import Turn, tap_on, type_into

# The row a form shows for a role: its label's words, the words it must not have.
_ROWS = {
    "the date field": (("start date", "date", "day", "due date"), ("end",)),
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
    return _bare_row(role.lower(), screen) if names else None


_DATE_SHAPE = re.compile(
    r"^(?:(?:mon|tue|wed|thu|fri|sat|sun)[a-z]*\.?,?\s+)?"
    r"(?:(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?\s+\d{1,2}|\d{1,2}\.?\s+"
    r"(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?)(?:,?\s+\d{4})?"
    r"|^\d{4}-\d\d-\d\d|^\d{1,2}[/.]\d{1,2}[/.]\d{2,4}$",
    re.I,
)
_TIME_SHAPE = re.compile(r"^\d{1,2}[:.]\d\d(?:\s*[ap]\.?\s?m\.?)?$", re.I)


def _bare_row(role: str, screen: Screen) -> Element | None:
    """A form's rows that show only their value ("Thu, Mar 14, 2030", "10:00"), as Simple Calendar's editor draws
    them: the first date (or time) is the start's, the second the end's. Only on a form (a screen with a field), only
    when a row's whole text is a date or a time, and never more than a start and an end of them."""
    if not entry_form(screen):
        return None
    shape = _TIME_SHAPE if "time" in role else _DATE_SHAPE
    bare = [e for e in tappable(screen) if not e.value and not e.is_button and shape.match(e.label.strip()) is not None]
    if not bare or len(bare) > 2:
        return None
    if role.startswith("the end "):
        return replace(bare[1], value=bare[1].label) if len(bare) == 2 else None
    return replace(bare[0], value=bare[0].label)


def picker_shows(role: str, wanted: str, screen: Screen) -> bool:
    row = picker_row(role, screen)
    if row is None:
        return False
    return same_time(row.value, wanted) if ":" in wanted else same_date(row.value, wanted)


def month_step(wanted: str, screen: Screen) -> Element | None:
    """The control that moves a month view (a header "March 2030" between Previous / Next month) toward
    the month of ``wanted``; None when it shows that month or has no such controls."""
    shown = shown_month(screen)
    day = rx(r"\d{4}-\d{2}-\d{2}").search(wanted)  # "15:00 on 2030-04-02": an entry chosen by its hour on a day
    if shown is None or day is None:
        return None
    target = date.fromisoformat(day.group(0)).replace(day=1)
    if target == shown or abs((target.year - shown.year) * 12 + target.month - shown.month) > 12:
        return None  # that month, or too far to page to: not a walk through years
    return month_pager(screen, forward=target > shown)


_AHEAD = ("next", "forward", "right", "later", "following")
_BACK = ("previous", "prev", "back", "left", "earlier", "before")


def month_pager(screen: Screen, *, forward: bool) -> Element | None:
    """The control that pages a month view forward (or back): "Next month" / "Previous month"; else a control
    beside the month's header ("March 2030") whose name says the way (an arrow named only by its resource,
    "top right arrow", or "Forward" / "Back"); else, of the two unnamed icons that flank or follow the header,
    the first pages back and the second forward, as every calendar draws them."""
    label = "nextmonth" if forward else "previousmonth"
    named = next((e for e in tappable(screen) if "".join(words(e.label)) == label), None)
    if named is not None:
        return named
    elements = list(screen.elements)
    header = next((at for at, e in enumerate(elements) if _MONTH_YEAR.match(e.label.strip())), None)
    if header is None:
        return None
    near = [
        e
        for e in elements[max(0, header - 3) : header + 4]
        if e.is_button and not e.disabled and not has_word(e.label, "navigate up", "today", "search")
    ]
    way, other = (_AHEAD, _BACK) if forward else (_BACK, _AHEAD)
    said = [e for e in near if has_word(e.label, *way) and not has_word(e.label, *other)]
    if len(said) == 1:
        return said[0]
    unnamed = [e for e in near if not e.label.strip() or set(words(e.label)) <= {"arrow", "chevron", "top", "nav"}]
    if len(unnamed) == 2:
        return unnamed[1] if forward else unnamed[0]
    return None


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


_MONTHS = ("jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec")


def date_spinner(screen: Screen) -> dict[str, Element]:
    """A date picker in spinner mode: the month, day and year fields of its three NumberPickers (each an
    EditText between the previous and next values), by the picker's resource name or else by what each
    shows (a month's name, a four-digit year, a day); empty when the screen has no such picker."""
    fields: dict[str, Element] = {}
    owner = ""
    for element in screen.elements:
        if element.kind == "NumberPicker":
            owner = (element.rid or element.label or "").lower()
            continue
        if not element.editable or not owner:
            continue
        if element.value is None and element.label:
            # A tree reports the picker's field with its value as its text (it has no name of its own).
            element = replace(element, label="", value=element.label)
        shown = (element.value or "").strip().lower()
        part = next((p for p in ("month", "day", "year") if p in owner), "")
        if not part:
            part = "month" if shown[:3] in _MONTHS else "year" if rx(r"\d{4}").fullmatch(shown) else "day"
        fields.setdefault(part, element)
        owner = ""
    return fields if len(fields) == 3 else {}


def _spin_to(day: date, spinner: dict[str, Element], ok: Element) -> AgentStepResult:
    """Types the year, the month (as the picker shows months: a name or a number), then the day; then OK."""
    for part in ("year", "month", "day"):
        field = spinner[part]
        shown = (field.value or "").strip()
        if part == "month":
            number = _MONTHS.index(shown[:3].lower()) + 1 if shown[:3].lower() in _MONTHS else None
            number = number or (int(shown) if shown.isdigit() else None)
            value = day.strftime("%b") if not shown.isdigit() else str(day.month)
            if number != day.month:
                return type_into(field, value, f"Setting the month to {value}", f"The date is {day.isoformat()}.")
            continue
        wanted = day.year if part == "year" else day.day
        if not (shown.isdigit() and int(shown) == wanted):
            return type_into(field, str(wanted), f"Setting the {part} to {wanted}", f"The date is {day.isoformat()}.")
    return tap_on(ok, f"Setting the date to {day.isoformat()}", "The picker's month, day and year are set.")


def picker_step(role: str, wanted: str, turn: Turn) -> AgentStepResult | None:
    """The next step toward ``wanted`` in an open picker, or opening the picker; None when the form has
    no picker for ``role``."""
    screen = turn.screen
    ok = button(screen, "ok", "done", "set")
    if not rx(r"\d{4}-\d{2}-\d{2}|\d{2}:\d{2}").fullmatch(wanted):
        return None
    if ":" in wanted:
        # Hour / Minute fields (12 hours with AM / PM, or 24), or a clock face switched to them.
        picked = time_picker_step(wanted, screen, ok) if ok is not None else None
        if picked is not None:
            return picked
    elif (spinner := date_spinner(screen)) and ok is not None:
        return _spin_to(date.fromisoformat(wanted), spinner, ok)
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
    return tap_on(row, f"Opening {row.label}", f"{row.describe()} opens a picker for {wanted}.", **{nav.SCAN: None})


PAGED = "months_paged"
_MONTHS_AHEAD = 6  # an entry looked for by name is looked for this many months on, then asked about


def next_month(key: str, reason: str, turn: Turn) -> AgentStepResult | None:
    """A month view read to its end without what ``key`` looks for: this month's first when another is shown and none
    was paged to yet, then the next month's, as far as ``_MONTHS_AHEAD``."""
    if shown_month(turn.screen) is None:
        return None
    source, _, count = turn.refs.get(PAGED, "").rpartition("|")
    paged = int(count) if source == key and count.isdigit() else 0
    today = turn.device_today
    if not paged and today is not None and (back := month_step(today.isoformat(), turn.screen)) is not None:
        # Left on another month (an entry deleted there): the search starts from this month, then goes on.
        return tap_on(back, "Showing this month", reason, **{nav.SCAN: None})
    ahead = month_pager(turn.screen, forward=True)
    if ahead is None or paged >= _MONTHS_AHEAD:
        return None
    return tap_on(ahead, "Showing the next month", reason, **{PAGED: f"{key}|{paged + 1}", nav.SCAN: None})
