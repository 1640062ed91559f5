"""Entries deleted: one named (its row, its own options, its page's delete control or overflow menu, the app's "are
you sure?"), the newest, or every one of a day or a kind, one by one. A named entry said with its day is looked for
under that day's month and on that day (two of one name on other days are not it); one said without a day, when a
month view does not list it, from this month on. A row that only shares a word with the name ("party_12.mp4" for the
playlist Party) is not it while a tab named for the thing is there to look at."""

from __future__ import annotations

from datetime import date

from . import navigator as nav
from .contract import AgentStepResult
from .dates import same_date, shown_day
from .file_rows import box_off_screen
from .grammar import Subgoal
from .menus import entries_listed, entry_open
from .patterns import rx
from .pickers import month_step, next_month
from .playing import toward
from .reading import WHOLE_WORDS, has_word, match_score, words
from .roles import button, delete_control, is_dialog, item_options, overflow, row_named, rows, selector
from .screen import Element, Screen
from .search import scroll_or_ask
from .steps_acting import shown_name
from .tabs import tab_for
from .turn import Turn, final_tap, result_of, scroll, tap_on

# "Delete the event 'Book club' on 2030-04-02": the day said for the entry.
_ON_DAY = r"' on (?P<day>\d{4}-\d{2}-\d{2})$"


def delete(goal: Subgoal, turn: Turn, plan: list[str]) -> AgentStepResult:
    """Delete one entry: the app's "are you sure?", else its delete control, else the overflow menu,
    else open the entry first."""
    screen = turn.screen
    if is_dialog(screen):
        confirm = button(screen, "delete", "remove", "ok", "yes", "confirm")
        if confirm is not None:
            return final_tap(
                confirm, goal, turn, f"Deleting {goal.text}", f"{confirm.describe()} confirms the deletion."
            )
    said = rx(_ON_DAY).search(goal.source)
    day = said.group("day") if said is not None else ""
    if day and (move := month_step(day, screen)) is not None:
        return tap_on(move, f"Showing {move.label}", f"The {goal.target} {goal.text} is on {day}.")
    row = _named_on(goal.text, day, screen)
    tab = tab_for(goal.target, screen)
    if row is not None and tab is not None and row.label.strip().casefold() != goal.text.strip().casefold():
        # A row that only shares words with the name ("party_12.mp4" for the playlist Party) on another tab's list
        # is not it: the tab named for the thing is looked at first.
        return tap_on(tab, f"Showing the {tab.label}", f"The {goal.target}s are listed under {tab.describe()}.")
    opened = goal.text and has_word(turn.here, *words(goal.text)[:1])
    if row is not None and row.kind == "TextView" and not any(e.kind == "ListItem" for e in screen.elements):
        opened, row = True, None  # the entry's own card: its name is the heading, not a row to open
    control = delete_control(screen)
    if control is not None and (opened or row is None or control.kind != "Button"):
        return final_tap(control, goal, turn, f"Deleting {goal.text}", f"{control.describe()} deletes it.")
    menu = overflow(screen)
    if menu is not None and opened and turn.here != menu.label:
        return tap_on(menu, "Opening the menu", "The delete command is in the overflow menu.")
    pick = selector(goal.text, screen)
    if pick is not None and not pick.checked:
        return tap_on(pick, f"Selecting {goal.text}", f"{pick.describe()} selects it for the delete command.")
    if pick is None and not opened and (shown := box_off_screen(goal.text, turn)) is not None:
        return shown
    options = item_options(goal.text, screen) if goal.text else None
    if row is not None and not opened and options is not None:
        # A row with its own menu (a player's item: tapping the row plays it): the delete command is there.
        return tap_on(options, f"Options for {goal.text}", f"{options.describe()} holds its commands.")
    if row is not None and not opened:
        # The list is searched afresh when the entry is deleted and it shows again.
        return tap_on(
            row, f"Opening {goal.text}", f"{row.describe()} is the {goal.target} to delete.", **{nav.SCAN: None}
        )
    if opened and turn.allows("back") and row is None and control is None and menu is None:
        return result_of("back", "Going back", f"{turn.here} has no delete control.")
    if row is None and tab is not None:
        return tap_on(tab, f"Showing the {tab.label}", f"The {goal.target}s are listed under {tab.describe()}.")
    media = toward(goal.text, turn) if goal.target in ("song", "video") else None
    bottom = turn.history.last == "scroll_down" and not turn.moved("scroll_down")
    reason = f"No {goal.target} {goal.text} this month; it may be in another."
    if not media and not day and bottom and (other := next_month(goal.source, reason, turn)) is not None:
        return other  # a month view read to its end without it: this month's, then the next ones
    searched = media or scroll_or_ask(turn, f"the {goal.target} {goal.text}", goal)
    if searched.action == "ask_user" and not day:
        return next_month(goal.source, reason, turn) or searched
    return searched


def _named_on(name: str, day: str, screen: Screen) -> Element | None:
    """The row or text showing ``name``; with a ``day``, a row of another day is not it (the one of that day is)."""
    row = row_named(name, screen) or shown_name(name, screen)
    if not day or row is None or not (shown := shown_day((row.value or "").split("·")[0])):
        return row
    if shown == date.fromisoformat(day):
        return row
    return next((e for e in on_day(day, screen) if match_score(name, e.label) >= WHOLE_WORDS), None)


def on_day(day: str, screen: Screen, named: str = "") -> list[Element]:
    """The rows of a list dated ``day`` (an agenda's "Tue, Mar 19, 2030 · …", a track's "Swimming · Tue, Mar 12 ·
    …"), of the kind ``named`` only when it is given."""
    return [
        e
        for e in rows(screen)
        if e.value
        and any(same_date(part.strip(), day) for part in e.value.split("·")[:2])
        and (not named or has_word(f"{e.label} {e.value}", *words(named)))
    ]


def of_kind(named: str, screen: Screen) -> list[Element]:
    """The rows that say the kind ``named`` (a track titled by its type, or a named one whose details say it)."""
    return [e for e in rows(screen) if has_word(f"{e.label} {e.value or ''}", *words(named))]


def delete_first(goal: Subgoal, turn: Turn, plan: list[str]) -> AgentStepResult:
    """The newest entry (the top row), or every entry (of one day, when the subgoal names it) one by one."""
    screen = turn.screen
    if is_dialog(screen) or delete_control(screen) is not None:
        return delete(Subgoal("delete", goal.target, turn.here, source=goal.source), turn, plan)
    menu = overflow(screen)
    opened = entry_open(turn) or bool(goal.named and turn.trail and has_word(turn.here, *words(goal.named)))
    # A folder opened lists its entries under its name: a list page (no field to fill), no entry whose menu deletes it.
    listing = any(e.kind == "ListItem" for e in screen.elements) and not any(e.editable for e in screen.elements)
    if menu is not None and opened and not listing:
        return tap_on(menu, "Opening the menu", f"{turn.here} is open; its delete command is in the overflow menu.")
    if goal.text:
        move = month_step(goal.text, screen)
        if move is not None:
            return tap_on(move, f"Showing {goal.text}", "The entries of that day are listed under its month.")
        entries = on_day(goal.text, screen, goal.named)
    elif goal.named:
        entries = of_kind(goal.named, screen)  # "delete all my walks": every walk, whatever its day
    else:
        entries = entries_listed(turn)
    stuck = turn.history.last == "scroll_up" and not turn.moved("scroll_up")
    if not entries and goal.text and day_above(goal.text, screen) and turn.allows("scroll_up") and not stuck:
        # The day's entries come before every row shown (a list in date order): up is where they are, or where the
        # list proves none is left (the newest day of a log once its last entry is deleted).
        return scroll("up", f"Looking for the {goal.target}s of {goal.text}", "The day comes above every row shown.")
    if not entries:
        return scroll_or_ask(turn, f"the {goal.target}s to delete", goal)
    return delete(Subgoal("delete", goal.target, entries[0].label, source=goal.source), turn, plan)


def day_above(day: str, screen: Screen) -> bool:
    """``day`` comes above every dated row shown: they are all of later days in a list shown oldest first (an
    agenda), or all of earlier days in one shown newest first (a log of activities). One day alone tells no order."""
    shown = [d for d in (shown_day((e.value or "").split("·")[0]) for e in rows(screen) if e.value) if d]
    if len(set(shown)) < 2:
        return False
    wanted = date.fromisoformat(day)
    if shown == sorted(shown):
        return all(d > wanted for d in shown)
    return shown == sorted(shown, reverse=True) and all(d < wanted for d in shown)
