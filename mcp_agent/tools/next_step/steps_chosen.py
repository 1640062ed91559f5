"""An entry chosen by a value it shows rather than by its name ("the expense of $49.50", "the event on March 22",
"the recipe with 4 servings"): the one row that shows it is opened, or deleted the way one named is (the app's
"are you sure?" kept); two that show it are a question, never a guess.
A value its rows do not show (a recipe's servings) is looked for on each entry's page, every row of the list
looked at (and the list scrolled once) before the one that shows it is opened."""

from __future__ import annotations

import re

from .contract import AgentStepResult
from .dates import same_date
from .grammar import Subgoal
from .menus import entry_open, menu_is_open
from .page_looks import chosen, look_through, looking
from .patterns import rx
from .pickers import PICKER_ROLES, month_step, picker_row
from .reading import has_word, words
from .roles import delete_control, form_open, is_dialog, rows
from .screen import Element, Screen
from .search import scroll_or_ask
from .shown_values import (
    CLOCK,
    amounts,
    clock_of,
    duration_seconds,
    is_duration,
    is_size,
    same_size,
    shows_time,
    size_bytes,
)
from .steps_deleting import delete
from .turn import STOP, Turn, ask, final_tap, tap_on

_MONEY = re.compile(r"\$\s?(?P<n>\d[\d,]*(?:\.\d{1,2})?)")
_DAY = re.compile(r"^\d{4}-\d{2}-\d{2}$")
# A phone number as said or shown: "(751) 555-6983", "+17515556983".
_PHONE = re.compile(r"(?<![\w+])\+?\(?\d[\d\s().-]{5,}\d(?!\w)")
_ON_DAY = re.compile(r"^(?P<words>.+?)\s+on\s+(?P<day>\d{4}-\d{2}-\d{2})$")


def _cents(said: str) -> int:
    return round(float(said.replace(",", "")) * 100)


def shows(row: Element, value: str) -> bool:
    """The row shows ``value``: the same amount of money, the same phone number, the same time of day, length or size,
    the same day, else the same words."""
    shown = f"{row.label} · {row.value or ''}"
    money = _MONEY.fullmatch(value.strip())
    if money is not None:
        # The same amount however the app writes it ("$50.00", "USD 50.00", "50.00 $").
        return any(round(shown_amount * 100) == _cents(money.group("n")) for shown_amount in amounts(shown))
    if (
        not _DAY.match(value.strip())
        and _PHONE.fullmatch(value.strip())
        and len(digits := rx(r"\D").sub("", value)) >= 7
    ):
        # The same number however it is written: its last seven (or ten) digits, a country code aside.
        tail = digits[-10:] if len(digits) >= 10 else digits
        return any(rx(r"\D").sub("", m.group(0)).endswith(tail) for m in _PHONE.finditer(shown))
    said = value.strip()
    if (clock := CLOCK.fullmatch(said)) is not None:
        # The same time of day however the app writes it ("7:40 PM", "7:40 p.m.", "19:40").
        hour, minute = clock_of(clock)
        # "at 7:40" without its half of the day: either half ("7:40 PM" shows it).
        hours = {hour} if clock.group("half") or hour > 12 else {hour, (hour + 12) % 24}
        at = any(shows_time(shown, f"{h:02d}:{minute:02d}") for h in hours)
        if at or clock.group("half"):
            return at  # else "1:35" may be a length ("the 1:35 video")
    parts = [part.strip() for part in shown.split("·")]
    if is_duration(said):
        # "the 1:35 video": the same length however the row writes it ("1:35", "1m 35s", "1 min 35 sec").
        return any(is_duration(part) and duration_seconds(part) == duration_seconds(said) for part in parts)
    if is_size(said) and (size := size_bytes(said)) is not None:
        # "the 640 kB pdf": the same size to the precision either writes it ("640.00 KB").
        return any(is_size(part) and same_size(size, size_bytes(part) or 0.0) for part in parts)
    if _DAY.match(value.strip()):
        # A list's day is one of its row's details: the first, or after a kind and a description ("Swimming · …").
        return any(same_date(part.strip(), value.strip()) for part in (row.value or "").split("·"))
    both = _ON_DAY.match(value.strip())
    if both is not None:
        # "Cycling on 2030-03-10": the row says the words, and its date is that day.
        day = next((p.strip() for p in (row.value or "").split("·") if same_date(p.strip(), both.group("day"))), None)
        return day is not None and shows(row, both.group("words"))
    return rx(rf"(?<!\w){re.escape(value.strip())}(?!\w)", re.I).search(shown) is not None


def showing(value: str, screen: Screen) -> list[Element]:
    return [row for row in rows(screen) if shows(row, value)]


def _one_of(found: list[Element], goal: Subgoal, turn: Turn) -> AgentStepResult:
    if len(found) == 1:
        return final_tap(
            found[0], goal, turn, f"Opening {found[0].label}", f"{found[0].describe()} is the {goal.target} it shows."
        )
    names = [row.label for row in found]
    return ask(
        f"Several {goal.target}s show {goal.text}: {', '.join(names)}. Which one do you mean?",
        [*names, STOP],
        f"{len(found)} {goal.target}s show {goal.text}: opening one would be a guess.",
    )


def _by_pages(goal: Subgoal, turn: Turn) -> AgentStepResult | None:
    """The next step of looking at each entry's page for a value its row does not show, or None."""
    if _MONEY.fullmatch(goal.text.strip()) or _DAY.match(goal.text.strip()):
        return None  # an amount or a day is on the row itself
    return look_through(goal, turn, shows, _one_of)


def open_shown(goal: Subgoal, turn: Turn, plan: list[str]) -> AgentStepResult:
    screen = turn.screen
    if looking(goal, turn) and (step := _by_pages(goal, turn)) is not None:
        return step
    found = showing(goal.text, screen) if any(e.kind == "ListItem" for e in screen.elements) else []
    if found:
        return _one_of(found, goal, turn)
    if (move := month_step(goal.text, screen)) is not None:
        return tap_on(move, f"Showing {move.label}", f"The {goal.target} on {goal.text} is listed in another month.")
    if (by_pages := _by_pages(goal, turn)) is not None:
        return by_pages
    return scroll_or_ask(turn, f"the {goal.target} showing {goal.text}", goal)


def shown_opened(goal: Subgoal, turn: Turn) -> bool:
    """The row was tapped and its entry (or its form) is in front, not the list."""
    listed = any(e.kind == "ListItem" and shows(e, goal.text) for e in turn.screen.elements)
    return turn.acted(goal.source) and (form_open(turn.screen) or _dated_form(turn.screen) or not listed)


def _dated_form(screen: Screen) -> bool:
    """An entry's form whose day and hour are rows opening pickers ("Start date", "Start time"): their values show
    the day looked for, yet it is the entry, not the list."""
    return any(e.editable for e in screen.elements) and any(picker_row(role, screen) for role in PICKER_ROLES)


def _newest_rows(goal: Subgoal, screen: Screen) -> list[Element]:
    listed = [e for e in rows(screen) if e.kind == "ListItem"]
    if goal.named:  # the newest of a kind: "my latest run"
        listed = [e for e in listed if has_word(f"{e.label} {e.value or ''}", *words(goal.named))]
    return listed


def open_newest(goal: Subgoal, turn: Turn, plan: list[str]) -> AgentStepResult:
    """The top row of a list kept newest first (a tracker's tracks), of the kind ``named`` when given."""
    found = _newest_rows(goal, turn.screen)
    if not found:
        return scroll_or_ask(turn, f"the newest {goal.target}", goal)
    top = found[0]
    return final_tap(
        top, goal, turn, f"Opening {top.label}", f"{top.describe()} is the newest: the list is newest first."
    )


def newest_opened(goal: Subgoal, turn: Turn) -> bool:
    """The top row was tapped and its entry is in front, not the list."""
    listed = any(e.kind == "ListItem" for e in turn.screen.elements)
    return turn.acted(goal.source) and (form_open(turn.screen) or not listed)


def delete_shown(goal: Subgoal, turn: Turn, plan: list[str]) -> AgentStepResult:
    """The one row that shows the value, deleted as one named is (its page, its menu, the app's "are you sure?")."""
    screen = turn.screen
    if is_dialog(screen):
        return delete(Subgoal("delete", goal.target, turn.here, source=goal.source), turn, plan)
    found = [row for row in showing(goal.text, screen) if row.kind == "ListItem"]
    if len(found) > 1:
        return _one_of(found, goal, turn)  # two rows show it: asked, never guessed
    if found:
        return delete(Subgoal("delete", goal.target, found[0].label, source=goal.source), turn, plan)
    if looking(goal, turn) and (step := _by_pages(goal, turn)) is not None:
        return step  # a page opened to look at, not yet the one to delete
    listed = any(e.kind == "ListItem" for e in screen.elements)
    if (
        chosen(goal, turn)
        or turn.trail
        and (entry_open(turn) or menu_is_open(turn) or delete_control(screen) is not None or not listed)
    ):
        # The row was opened: its page (or its menu) deletes it, as for an entry opened by its name.
        return delete(Subgoal("delete", goal.target, turn.here, source=goal.source), turn, plan)
    if (move := month_step(goal.text, screen)) is not None:
        return tap_on(move, f"Showing {move.label}", f"The {goal.target} on {goal.text} is listed in another month.")
    if (looking_at := _by_pages(goal, turn)) is not None:
        return looking_at
    return scroll_or_ask(turn, f"the {goal.target} showing {goal.text}", goal)


def shown_deleted(goal: Subgoal, turn: Turn) -> bool:
    """The delete was confirmed and the list is back without a row that shows the value."""
    screen = turn.screen
    if not turn.acted(goal.source) or is_dialog(screen):
        return False
    listed = [e for e in screen.elements if e.kind == "ListItem"]
    return bool(listed) and not any(shows(row, goal.text) for row in listed)
