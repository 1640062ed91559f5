"""What moves a step of the goal grammar forward: an entry opened, checked in its list, a pop-up dismissed, text
added to a note (marked as this step's typing), a recording started and stopped, a call answered, the latest
conversation opened, a sent message sent again. Each composes the affordances of roles.py; entries deleted are
steps_deleting.py's."""

from __future__ import annotations

import re

from . import navigator as nav
from .contract import AgentStepResult, RememberFact
from .described_rows import by_details
from .file_rows import find_file_first
from .forms import role_field
from .grammar import Subgoal
from .media_tabs import way_to
from .patterns import rx
from .pickers import month_step, next_month
from .playing import toward
from .reading import WHOLE_WORDS, has_word, in_conversation, match_score, mentions, message_field, tappable, words
from .roles import (
    button,
    controls,
    edit_control,
    item_options,
    menu_entry,
    new_list_control,
    option,
    overflow,
    popup_grant,
    row_named,
    rows,
    selector,
    spinner,
)
from .screen import Element, Screen
from .search import ask_which, scroll_or_ask
from .selected_items import by_selection, opened_before
from .session import TRY_AGAIN
from .tabs import tab_for
from .turn import STOP, Turn, ask, final_tap, give_up, result_of, tap_on, type_into

RESEND_KEY = "resend"


def _spaced(name: str) -> str:
    """A name as compared: case folded, a hyphen or underscore between words the space people say for it
    ("parent teacher meeting" is the row "Parent-teacher meeting", "errands 70" the row "errands_70.md")."""
    return rx(r"(?<=\w)[-_ ]+(?=\w)").sub(" ", name).casefold()


def same_name(said: str, label: str) -> bool:
    """``label`` is the name said, but for a note's or recording's extension and the separators between its words."""
    bare = r"\.(?:md|txt|m4a|mp3|wav)$"
    return bool(label.strip()) and _spaced(rx(bare, re.I).sub("", said.strip())) == _spaced(
        rx(bare, re.I).sub("", label.strip())
    )


def shown_name(name: str, screen: Screen) -> Element | None:
    """A row or text that shows ``name`` (a file's name with or without its extension), not a field."""
    stem = rx(r"\.(?:md|txt|m4a|mp3|wav)$", re.I).sub("", name.strip()).casefold()
    # Said loosely ("errands 70", "workout_18.md" for "workout_18.txt"), two rows so named are not guessed between:
    # none is the one, and the search asks.
    loose = {e.label.strip() for e in screen.elements if not e.editable and same_name(name, e.label)}
    if len(loose) > 1 and name.strip().casefold() not in {label.casefold() for label in loose}:
        return None
    for element in screen.elements:
        if element.editable:
            continue
        label = rx(r"\.(?:md|txt|m4a|mp3|wav)$", re.I).sub("", element.label.strip()).casefold()
        # Inside a longer label only as whole words: "Party" is not the row "party_12.mp4".
        inside = len(stem) > 3 and rx(rf"(?<!\w){re.escape(stem)}(?!\w)").search(label) is not None
        if label and (label == stem or same_name(name, element.label) or (inside and element.kind != "EditText")):
            return element
        # A row that shows the start of a long text under it (a note listed by its first words).
        value = (element.value or "").casefold()
        if element.kind == "ListItem" and len(label) >= 8 and stem.startswith(label) and stem in value:
            return element
    return None


def check(goal: Subgoal, turn: Turn, plan: list[str]) -> AgentStepResult:
    """The entry is not in the list yet: save again if the editor is still open, look further down,
    else say what the screen shows instead of claiming it done."""
    screen = turn.screen
    editing = any(e.editable and e.value for e in screen.elements)
    saved = turn.refs.get(nav.ACTED, "").startswith("Save the")
    save = button(screen, "save", "done", "ok", "create", "add")
    if editing and save is not None and not saved:
        return tap_on(save, f"Saving the {goal.target} again", "The editor is still open: the entry is not saved yet.")
    if editing and turn.allows("back") and turn.history.last != "back":
        return result_of("back", "Leaving the editor", "The entry was saved; back to the list to see it there.")
    when = rx(r" is listed at (?P<day>\d{4}-\d{2}-\d{2})").search(goal.source)
    move = month_step(when.group("day"), screen) if when is not None else None
    if move is not None:
        return tap_on(move, f"Showing {when.group('day') if when else ''}", "The entry is listed under its month.")
    searched = scroll_or_ask(turn, f"the {goal.target} '{goal.text}' in the list", goal)
    if searched.action != "ask_user":
        return searched
    seen = ", ".join(e.label for e in rows(screen)[:8]) or "no entries"
    return ask(
        f"I saved the {goal.target} '{goal.text}' but the list does not show it (I see: {seen}). What should I do?",
        [TRY_AGAIN, STOP],
        "Nothing is done until the screen shows it.",
    )


def open_item(goal: Subgoal, turn: Turn, plan: list[str]) -> AgentStepResult:
    if (twins := _twins(goal, turn.screen)) is not None:
        return twins
    row = row_named(goal.text, turn.screen) or shown_name(goal.text, turn.screen)
    tab = tab_for(goal.target, turn.screen)
    # A row that only shares words with the name ("chill_12.mp4" for the playlist Chill) on another tab's list
    # is not it: the tab named for the thing is looked at first.
    exact = row is not None and row.label.strip().casefold() == goal.text.strip().casefold()
    if row is not None and row.kind not in ("EditText",) and (exact or tab is None):
        return tap_on(row, f"Opening {goal.text}", f"{row.describe()} is the {goal.target} {goal.text}.")
    if tab is not None:
        return tap_on(tab, f"Showing the {tab.label}", f"The {goal.target}s are listed under {tab.describe()}.")
    if row is None and (way := way_to(goal.target, turn.screen)) is not None:
        return tap_on(way, f"Opening {way.label}", f"The {goal.target} {goal.text} is kept under {way.describe()}.")
    day = rx(r"' on (?P<day>\d{4}-\d{2}-\d{2})$").search(goal.source)
    if day is not None and (move := month_step(day.group("day"), turn.screen)) is not None:
        return tap_on(move, f"Showing {move.label}", f"The {goal.target} {goal.text} is on {day.group('day')}.")
    bottom = turn.history.last == "scroll_down" and not turn.moved("scroll_down")
    if day is None and bottom and (later := next_month(goal.source, f"No {goal.target} {goal.text} here.", turn)):
        return later  # a month view read to its end: the next month's, before the list is read back up
    searched = scroll_or_ask(turn, f"the {goal.target} {goal.text}", goal)
    if searched.action == "ask_user" and (described := by_details(goal, turn)) is not None:
        return described  # no row so named: the one whose details say it ("the Smoky and hot recipe")
    return (
        next_month(goal.source, f"No {goal.target} {goal.text} this month; it may be later.", turn)
        if searched.action == "ask_user" and day is None
        else None
    ) or searched


def _twins(goal: Subgoal, screen: Screen) -> AgentStepResult | None:
    """Two rows the name fits as well as each other, no day said to tell them apart ("piano lesson" said, two Piano
    lesson events listed on other days): asked which, never the first one guessed."""
    if not goal.text or rx(r"' on \d{4}-\d{2}-\d{2}$").search(goal.source):
        return None
    named = [e for e in rows(screen) if e.kind == "ListItem" and match_score(goal.text, e.label) >= WHOLE_WORDS]
    exact = [e for e in named if e.label.strip().casefold() == goal.text.strip().casefold()]
    pool = exact or named
    shown = list(dict.fromkeys(" · ".join(part for part in (e.label, e.value) if part) for e in pool))
    return ask_which(goal.text, shown, goal) if len(pool) > 1 and len(shown) > 1 else None


def dismiss(goal: Subgoal, turn: Turn, plan: list[str]) -> AgentStepResult:
    grant = popup_grant(turn.screen)
    if grant is None:
        return ask("I cannot tell how to close this pop-up. What should I do?", [TRY_AGAIN, STOP], "No grant button.")
    return tap_on(grant, f"Tapping {grant.label}", f"{grant.describe()} grants or closes the pop-up.")


def append(goal: Subgoal, turn: Turn, plan: list[str]) -> AgentStepResult:
    field = role_field("the body field", turn.screen)
    if field is None:
        return scroll_or_ask(turn, "the note's text", goal)
    current = (field.value or "").replace("\\n", "\n")  # the screen writes a line break as backslash-n
    gap = "\n\n" if goal.on else "\n"  # "along with a new blank line"
    text = (
        f"{goal.text}{gap}{current}" if goal.target == "top" else f"{current}{gap}{goal.text}" if current else goal.text
    )
    typed = type_into(field, text, f"Adding to the {goal.target} of the note", f"{field.describe()} holds the text.")
    # Marked as this step's own typing: a note that already starts (or ends) with the text is not the text added.
    return typed.model_copy(update={"state_refs": {nav.ACTED: f"{goal.source}|{turn.arguments.step_count}"}})


def rename(goal: Subgoal, turn: Turn, plan: list[str]) -> AgentStepResult:
    screen = turn.screen
    field = role_field("the name field", screen)
    typeable = [e for e in screen.elements if e.editable]
    asks = button(screen, "cancel") is not None and button(screen, "ok", "rename") is not None
    if field is None and asks and len(typeable) == 1:
        field = typeable[0]  # a rename dialog's one field, whatever it is called ("Playlist name")
    if field is not None and field.value != goal.text:
        return type_into(field, goal.text, f"Renaming to {goal.text}", f"{field.describe()} holds the name.")
    confirm = button(screen, "ok", "rename", "save", "done")
    if field is not None and confirm is not None:
        return tap_on(confirm, f"Renaming to {goal.text}", f"{confirm.describe()} applies the new name.")
    command = menu_entry(screen, "rename", "rename file", "rename note")
    if command is not None:
        return tap_on(command, "Renaming", f"{command.describe()} renames it.")
    item = goal.target or opened_before(goal, plan)
    if (selected := by_selection(goal, turn, item, "rename", "rename file", "rename note")) is not None:
        return selected
    pick = selector(goal.target, screen) if goal.target else None
    if pick is not None and not pick.checked:
        # A file manager's commands act on the selection: the file is selected first.
        return tap_on(pick, f"Selecting {goal.target}", f"{pick.describe()} selects it for the Rename command.")
    if goal.target and (seek := find_file_first(goal.target, goal, turn)) is not None:
        return seek
    options = item_options(goal.target, screen) if goal.target else None
    if options is not None:
        # A row with its own menu (a player's item: tapping the row plays it): Rename is there.
        return tap_on(options, f"Options for {goal.target}", f"{options.describe()} holds its commands.")
    menu = overflow(screen)
    if goal.target and menu is not None and (media := toward(goal.target, turn)) is not None:
        return media
    if menu is not None:
        return tap_on(menu, "Opening the menu", "Rename is in the overflow menu.")
    return scroll_or_ask(turn, "a way to rename it", goal)


def recording(goal: Subgoal, turn: Turn, plan: list[str]) -> AgentStepResult:
    start = goal.kind == "record_start"
    wanted = ("record", "start recording", "start") if start else ("stop", "stop recording", "done", "finish")
    control = next(
        (e for e in controls(turn.screen) if has_word(e.label, *wanted) and not (start and has_word(e.label, "stop"))),
        None,
    )
    if control is None:
        return scroll_or_ask(turn, f"the {'record' if start else 'stop'} button", goal)
    return final_tap(control, goal, turn, "Recording" if start else "Stopping the recording", f"{control.describe()}.")


def _another_callers(goal: Subgoal, turn: Turn) -> AgentStepResult | None:
    """Whose call was said and the call's screen shows no such name: asked, never answered or ended by mistake."""
    if not goal.target or mentions(goal.target, turn.screen):
        return None
    return ask(
        f"The call on screen is not from {goal.target}. What should I do?",
        [TRY_AGAIN, STOP],
        f"No line of the call's screen names {goal.target}.",
    )


def answer_call(goal: Subgoal, turn: Turn, plan: list[str]) -> AgentStepResult:
    control = next((e for e in controls(turn.screen) if has_word(e.label, "answer", "accept")), None)
    if control is None:
        return ask("I see no incoming call to answer. What should I do?", [TRY_AGAIN, STOP], "No Answer control.")
    if (other := _another_callers(goal, turn)) is not None:
        return other
    return final_tap(control, goal, turn, "Answering the call", f"{control.describe()} answers it.")


def end_call(goal: Subgoal, turn: Turn, plan: list[str]) -> AgentStepResult:
    # A call going is hung up; one ringing is declined (turned down, it is the same call ended).
    control = next((e for e in controls(turn.screen) if has_word(e.label, "end call", "hang up")), None) or next(
        (e for e in controls(turn.screen) if has_word(e.label, "decline", "reject")), None
    )
    if control is None:
        return ask("I see no call going to end. What should I do?", [TRY_AGAIN, STOP], "No End call control.")
    if (other := _another_callers(goal, turn)) is not None:
        return other
    return final_tap(control, goal, turn, "Ending the call", f"{control.describe()} hangs up.")


def open_latest(goal: Subgoal, turn: Turn, plan: list[str]) -> AgentStepResult:
    entries = [e for e in rows(turn.screen) if e.kind == "ListItem"]
    if not entries:
        return scroll_or_ask(turn, "the latest conversation", goal)
    return tap_on(entries[0], f"Opening {entries[0].label}", "The top conversation is the most recent.")


def resend(goal: Subgoal, turn: Turn, plan: list[str]) -> AgentStepResult:
    screen = turn.screen
    field = message_field(screen)
    text = turn.facts.get(RESEND_KEY) or last_sent(screen)
    if field is None or not in_conversation(screen) or not text:
        return ask("I cannot find the message you sent here. What should I do?", [TRY_AGAIN, STOP], "No sent message.")
    if field.value != text:
        typed = type_into(field, text, "Typing the message again", f"The last message you sent was '{text}'.")
        return typed.model_copy(update={"remember": RememberFact(key=RESEND_KEY, value=text[:2000])})
    send = next((e for e in controls(screen) if has_word(e.label, "send", "sms") and not e.disabled), None)
    if send is None:
        return scroll_or_ask(turn, "the Send button", goal)
    return final_tap(send, goal, turn, "Sending the message again", f"{send.describe()} sends it.")


def last_sent(screen: Screen) -> str:
    """The newest message this phone sent (a text marked as sent or as the user's, else the newest text)."""
    texts = [e for e in screen.elements if e.kind in ("TextView", "ListItem") and not e.editable and e.label]
    mine = [
        e
        for e in texts
        if has_word(" ".join((e.value or "", e.rid or "", e.hint or "")), "sent", "me", "you", "outgoing")
    ]
    return mine[-1].label if mine else ""


def choose(goal: Subgoal, turn: Turn, plan: list[str]) -> AgentStepResult:
    """A form's drop-down: open it, then tap the option."""
    screen = turn.screen
    choice = option(screen, goal.text)
    edit = edit_control(screen) if not any(e.editable for e in screen.elements) else None
    if edit is not None and choice is None:
        # An entry opened read-only (a record's card) shows its choice, not the list of them: its form does.
        return tap_on(edit, "Editing the entry", f"{edit.describe()} opens its fields; {goal.target} is there.")
    if choice is not None and spinner(screen, goal.target) is None:
        return tap_on(choice, f"Choosing {goal.text}", f"{choice.describe()} is the {goal.target} asked for.")
    drop = spinner(screen, goal.target)
    if drop is not None:
        # The options are a list of their own, searched afresh.
        return tap_on(drop, f"Opening {drop.label}", f"{drop.describe()} offers the {goal.target}.", **{nav.SCAN: None})
    if choice is not None:
        return tap_on(choice, f"Choosing {goal.text}", f"{choice.describe()} is the {goal.target} asked for.")
    return scroll_or_ask(turn, f"the {goal.target} choice {goal.text}", goal)


def cannot(goal: Subgoal, turn: Turn, plan: list[str]) -> AgentStepResult:
    if goal.target.startswith("tell "):
        # What is missing is a thing the person knows (which event, which day): asked, not given up on.
        return ask(
            f"Could you {goal.target}?", [STOP], "The task leaves this open, and the rule tier does not guess at it."
        )
    # The reason names what was not done: one reason for every such step had told of deletions for an alarm's days.
    said = goal.target[:1].upper() + goal.target[1:]
    return give_up(
        f"I cannot do this reliably without a model: {goal.target}.",
        f"{said}; the rule tier does not act on a guess.",
    )


def add_to_list(goal: Subgoal, turn: Turn, plan: list[str]) -> AgentStepResult:
    """An item added to a named list (a playlist): its menu, "Add to …", the list or a new one by name."""
    screen = turn.screen
    name_field = next((e for e in screen.elements if e.editable and has_word(e.names, "name", "playlist")), None)
    create = button(screen, "create", "ok", "save", "add")
    listed = row_named(goal.target, screen) if name_field is not None else None
    if listed is not None and listed.kind == "ListItem" and listed.label.casefold() == goal.target.casefold():
        # One dialog for both (a new list's name above the existing lists): the list that exists is picked.
        return final_tap(
            listed, goal, turn, f"Adding {goal.text} to {goal.target}", f"{listed.describe()} is the list."
        )
    if name_field is not None and create is not None:
        if name_field.value != goal.target:
            return type_into(name_field, goal.target, f"Naming it {goal.target}", f"{name_field.describe()} names it.")
        return final_tap(
            create, goal, turn, f"Creating {goal.target}", f"{create.describe()} creates it with {goal.text}."
        )
    new = new_list_control(screen)
    if new is not None:
        row = row_named(goal.target, screen)
        if row is not None and row.kind == "ListItem":
            return final_tap(row, goal, turn, f"Adding {goal.text} to {goal.target}", f"{row.describe()} is the list.")
        return tap_on(new, "New playlist", f"No list named {goal.target} yet.")
    entry = next(
        (e for e in tappable(screen) if tuple(w for w in words(e.label) if w != "a")[:3] == ("add", "to", "playlist")),
        None,
    )
    if entry is not None:
        return tap_on(entry, "Add to playlist", f"{entry.describe()} adds {goal.text} to a list.")
    more = item_options(goal.text, screen)
    if more is not None:
        return tap_on(more, f"Options for {goal.text}", f"{more.describe()} holds the command.")
    return toward(goal.text, turn) or scroll_or_ask(turn, goal.text, goal)
