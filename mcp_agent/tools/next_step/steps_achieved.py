"""Post-conditions of the goal grammar's steps, read from the screen: the entry is in the list under
its title, the deleted one is gone, the timer shows the time asked, the number is dialled, no
pop-up is left, the note holds the added text, the call is in progress, the conversation is open."""

from __future__ import annotations

import re
from datetime import date

from . import navigator as nav
from .dates import same_date, shown_day
from .forms import role_field
from .grammar import Subgoal
from .list_checks import holds
from .menus import entries_listed, entry_open, menu_is_open
from .patterns import rx
from .pickers import month_step
from .reading import (
    WHOLE_WORDS,
    control_with,
    has_word,
    in_conversation,
    is_search_field,
    match_score,
    scrollable,
    words,
)
from .roles import controls, delete_control, is_dialog, option, popup_grant, rows, spinner
from .shown_values import shows_time
from .stated_times import shows_hour, shows_length, stated_minutes, stated_time
from .steps_acting import same_name, shown_name
from .steps_alarm import alarm_set
from .steps_chosen import newest_opened, shown_deleted, shown_opened
from .steps_deleting import of_kind, on_day
from .steps_keypads import dialled, timer_digits
from .steps_lasting import lasts
from .steps_marking import marked
from .steps_moving import moved
from .steps_replacing import replaced
from .turn import Turn

STEP_KINDS = frozenset(
    {
        "check",
        "open_item",
        "open_shown",
        "last_for",
        "delete",
        "delete_newest",
        "delete_shown",
        "delete_all",
        "timer",
        "alarm",
        "move",
        "dismiss",
        "append",
        "rename",
        "record_start",
        "record_stop",
        "answer_call",
        "end_call",
        "open_latest",
        "open_newest",
        "resend",
        "dial",
        "choose",
        "stopwatch",
        "call_back",
        "add_to_list",
        "check_list",
        "replace_word",
        "mark",
    }
)


def in_editor(turn: Turn) -> bool:
    """A form or an editor is in front (any field to type in that is not a search box)."""
    return any(e.editable and not is_search_field(e) for e in turn.screen.elements)


def acted_once(goal: Subgoal, turn: Turn) -> bool:
    """The goal's final control was tapped at some step (not necessarily the last)."""
    return turn.refs.get(nav.ACTED, "").rpartition("|")[0] == goal.source


def day_cleared(day: str, turn: Turn, named: str = "") -> bool:
    """No entry of ``day`` is left, as the list proves it: none shown, and the list shows entries before and
    after that day (lists of dated entries are in date order, either way), or cannot scroll, or did not move when
    scrolled toward it."""
    screen = turn.screen
    if on_day(day, screen, named):
        return False
    if not scrollable(screen):
        return True
    wanted = date.fromisoformat(day)
    shown = [d for d in (shown_day((e.value or "").split("·")[0]) for e in rows(screen) if e.value) if d]
    earlier, later = any(d < wanted for d in shown), any(d > wanted for d in shown)
    if (earlier and later) or not shown:
        return True
    # Where the day would be: below the earlier days of a list oldest first, above them in one newest first (a log).
    newest_first = len(set(shown)) > 1 and shown == sorted(shown, reverse=True)
    end = (
        ("scroll_up" if newest_first else "scroll_down")
        if earlier
        else ("scroll_down" if newest_first else "scroll_up")
    )
    return turn.history.last == end and not turn.moved(end)


def step_achieved(goal: Subgoal, turn: Turn, is_current: bool) -> bool:
    screen, kind = turn.screen, goal.kind
    if kind == "check":
        shown = shown_name(goal.text, screen)
        # Listed: a row of a list, not an editor's header that shows the name.
        # (a to-do's row is its CheckBox)
        listed_kinds = ("ListItem", "TextView", "CheckBox")
        if shown is None and len(goal.text.split()) >= 2:
            # An entry called by its details (a recipe by its description): a row or text that says all of them.
            said = goal.text.strip().casefold()
            shown = next(
                (e for e in screen.elements if e.kind in listed_kinds and (e.value or "").strip().casefold() == said),
                None,
            )
        if shown is None or shown.kind not in listed_kinds or in_editor(turn) or is_dialog(screen):
            return False
        when = rx(r" is listed at (?P<day>\d{4}-\d{2}-\d{2})?\s*(?P<time>\d{2}:\d{2})?$").search(goal.source)
        value = shown.value or ""
        shown_on = rx(r"^(?:due|on)\s+", re.I).sub("", value.split("·")[0].strip())  # "Due Mon, Mar 25, 2030"
        day_ok = when is None or not when.group("day") or same_date(shown_on, when.group("day"))
        if when is not None and when.group("time"):
            # An entry listed with its day and time: the row says both (its time as the app writes one).
            day_ok = day_ok and shows_time(value, when.group("time"))
        if goal.target != "event" or not day_ok:
            return day_ok
        # What the plan did not read, the task may still say: its hour and its length hold (stated_times.py).
        said = (
            ""
            if when is not None and when.group("time")
            else stated_time(turn.task_said, turn.task_goal, turn.device_today)
        )
        length = stated_minutes(turn.task_said, turn.task_goal, turn.device_today)
        return (not said or shows_hour(value, said)) and (length is None or shows_length(value, length))
    if kind == "last_for":
        return lasts(goal, turn)
    if kind == "open_shown":
        return shown_opened(goal, turn)
    if kind == "open_newest":
        return newest_opened(goal, turn)
    if kind == "delete_shown":
        return is_current and shown_deleted(goal, turn) and not in_editor(turn)
    if kind == "open_item":
        # The note said "workout_18.md" is opened as "workout_18.txt" (people name notes without their extension).
        opened = match_score(goal.text, turn.here) >= WHOLE_WORDS or same_name(goal.text, turn.here)
        # Or the row whose details say the name was tapped (steps_acting.by_details) and its page is in front.
        opened = opened or (turn.acted(goal.source) and not any(e.kind == "ListItem" for e in screen.elements))
        listed = any(e.kind == "ListItem" and same_name(goal.text, e.label) for e in screen.elements)
        return opened and not listed and turn.history.last == "tap"
    if kind in ("delete", "delete_newest", "delete_all"):
        # A day's entries: once one was deleted, the list may be scrolled to prove none is left.
        acted = turn.acted(goal.source) or (
            kind == "delete_all" and bool(goal.text or goal.named) and acted_once(goal, turn)
        )
        if not (is_current and acted) or is_dialog(screen):
            return False
        if kind == "delete_all" and goal.text:
            return (
                month_step(goal.text, screen) is None
                and day_cleared(goal.text, turn, goal.named)
                and not in_editor(turn)
                and not menu_is_open(turn)
                and not entry_open(turn)
            )
        if kind == "delete_all" and goal.named:
            # Every entry of a kind, whatever its day: none shown, and the list cannot show more below.
            at_end = not scrollable(screen) or (turn.history.last == "scroll_down" and not turn.moved("scroll_down"))
            open_now = in_editor(turn) or menu_is_open(turn) or entry_open(turn)
            return not of_kind(goal.named, screen) and at_end and not open_now
        if kind == "delete_all":
            return not entries_listed(turn, folders=True) and delete_control(screen) is None
        return kind == "delete_newest" or shown_name(goal.text, screen) is None
    if kind == "alarm":
        return alarm_set(goal, turn)
    if kind == "move":
        return moved(goal, turn)
    if kind == "timer":
        return timer_digits(screen) == goal.text.replace(":", "")
    if kind == "dial":
        return dialled(screen) == rx(r"\D").sub("", goal.target)
    if kind == "dismiss":
        return popup_grant(screen) is None and not is_dialog(screen)
    if kind == "append":
        # Added, not found: a note that held the words before (its first line the very line to add) has them once
        # more only after this step typed them.
        field = role_field("the body field", screen)
        value = (field.value or "") if field is not None else ""
        shows = value.startswith(goal.text) if goal.target == "top" else value.endswith(goal.text)
        return bool(value) and shows and acted_once(goal, turn)
    if kind == "replace_word":
        return replaced(goal, turn)
    if kind == "rename":
        return (
            shown_name(goal.text, screen) is not None
            and not is_dialog(screen)
            and role_field("the name field", screen) is None
        )
    if kind == "record_start":
        return any(has_word(e.label, "stop", "pause") for e in controls(screen))
    if kind == "record_stop":
        return is_current and turn.acted(goal.source)
    if kind == "add_to_list":
        return is_current and turn.acted(goal.source) and not is_dialog(screen)
    if kind == "check_list":
        return holds(goal, turn)
    if kind == "call_back":
        return control_with(screen, ("end call", "hang up", "hold")) is not None
    if kind == "end_call":
        # The call's own controls gone after our tap on End call: the call is over.
        return turn.acted(goal.source) and control_with(screen, ("end call", "hang up", "decline", "reject")) is None
    if kind == "answer_call":
        return control_with(screen, ("end call", "hang up", "hold")) is not None
    if kind == "stopwatch":
        # Running shows Pause; paused or stopped shows Start or Resume.
        running = any(has_word(e.label, "pause") for e in controls(screen))
        idle = any(has_word(e.label, "start", "resume") for e in controls(screen))
        return running if goal.target.lower() == "start" else idle and not running
    if kind == "choose":
        drop = spinner(screen, goal.target)
        if drop is None:
            # Chips (or radio buttons) on the form itself: the one asked for shows checked.
            chip = option(screen, goal.text)
            return chip is not None and chip.checked is True
        return "".join(words(drop.value or drop.label)) == "".join(words(goal.text))
    if kind == "open_latest":
        return in_conversation(screen)
    if kind == "mark":
        return marked(goal, turn)
    if kind == "resend":
        return is_current and turn.acted(goal.source)
    return False
