"""Messages, calls and forms: reaching a conversation or a contact, calling, typing, entering a
known fact, sending, starting a new item and saving it (handlers in ``acting._HANDLERS``)."""

from __future__ import annotations

from . import navigator as nav
from .contract import AgentStepResult, RememberFact
from .dates import date_like, time_like
from .forms import field_for_key, type_field, typed_text
from .grammar import Subgoal
from .labelled_calls import labelled_call
from .menus import MENU_TRIED, menu_is_open, menu_new_entry, menu_step
from .patterns import rx
from .pickers import PICKER_ROLES, picker_step
from .reading import (
    control_with,
    has_word,
    in_conversation,
    match_score,
    message_field,
    scrollable,
    tabs,
    tappable,
    words,
)
from .recognize import (
    HHMM,
    ISO_DATE,
    SAVE_WORDS,
    buttons_of,
    call_control,
    fact_value,
    message_text,
    new_control,
)
from .roles import button, controls, edit_control, new_entry_control, to_field
from .screen import Element, Screen
from .search import by_name, scroll_or_ask, seek
from .turn import STOP, Turn, ask, final_tap, result_of, tap_on, type_into
from .typeahead import AHEAD, type_ahead


def same_number(number: str, text: str) -> bool:
    """``text`` shows the phone number ``number`` however it is written (+1 659-791-0719, 6597910719)."""
    if rx(r"\+?[\d\s().-]{5,}").fullmatch(number.strip()) is None or rx(r"[A-Za-z]").search(text):
        return False
    digits, shown = rx(r"\D").sub("", number), rx(r"\D").sub("", text)
    shorter, longer = sorted((digits, shown), key=len)
    return len(shorter) >= 7 and longer.endswith(shorter) and len(longer) - len(shorter) <= 3


def _read_without(goal: Subgoal, turn: Turn) -> bool:
    """The list was read to its end (or fits one screen) and named no one like ``goal.target``."""
    if not scrollable(turn.screen):
        return True
    scan = nav.read_scan(turn.refs, goal.source)
    ended = scan is not None and (scan.direction != "down" or not turn.moved("scroll_down"))
    return ended and scan is not None and scan.scrolls > 0 and not scan.seen


def _new_conversation(goal: Subgoal, turn: Turn) -> AgentStepResult | None:
    """A number (or a name not in the list) typed into a new conversation's "To" field and confirmed."""
    screen = turn.screen
    field = to_field(screen)
    if field is not None:
        wanted = rx(r"[\s().-]").sub("", goal.target)
        if rx(r"[\s().-]").sub("", field.value or "") != wanted:
            return type_into(
                field, goal.target, f"Addressing {goal.target}", f"{field.describe()} takes the recipient."
            )
        pick = next(
            (
                e
                for e in tappable(screen)
                if not e.editable and e is not field and wanted in rx(r"[\s().-]").sub("", e.label)
            ),
            None,
        ) or button(screen, "ok", "done", "next", "add", "confirm", "✓", "check")
        if pick is not None:
            return tap_on(pick, f"Choosing {goal.target}", f"{pick.describe()} confirms the recipient.")
        return None
    is_number = rx(r"\+?[\d\s().-]{5,}").fullmatch(goal.target) is not None
    new = new_entry_control(screen, "conversation")
    # A person with no conversation yet (none listed after reading the whole list) is reached the same way.
    unlisted = is_number or _read_without(goal, turn)
    if new is not None and unlisted and not in_conversation(screen):
        return tap_on(new, "Starting a new conversation", f"{goal.target} is reached through {new.describe()}.")
    return None


def open_entry(goal: Subgoal, turn: Turn, plan: list[str]) -> AgentStepResult:
    """A conversation or a contact, by name; a number through a new conversation's "To" field."""
    screen = turn.screen
    if goal.kind == "open_conversation" and in_conversation(screen) and to_field(screen) is not None:
        started = _new_conversation(goal, turn)
        if started is not None:
            return started
    if goal.kind == "open_conversation" and in_conversation(screen) and turn.allows("back"):
        return result_of("back", "Leaving this conversation", f"This is not the conversation with {goal.target}.")
    rows = [
        e
        for e in tappable(screen)
        if e.kind not in ("Button",)
        and not (e.kind != "Button" and e.is_button and has_word(e.label, "call", "new", "search", "navigate", "back"))
    ]
    candidates = [e for e in rows if match_score(goal.target, e.label) > 0 or same_number(goal.target, e.label)]
    numbered = [e for e in candidates if same_number(goal.target, e.label)]
    if numbered:
        return tap_on(numbered[0], f"Opening {numbered[0].label}", f"{numbered[0].describe()} is {goal.target}.")
    if goal.kind == "open_conversation" and not candidates:
        started = _new_conversation(goal, turn)
        if started is not None:
            return started
    if not candidates and tabs(screen) and not nav.read_scan(turn.refs, goal.source):
        tab = next((t for t in tabs(screen) if not t.checked and has_word(t.label, "contact", "people", "all")), None)
        if tab is not None:
            return tap_on(tab, f"Opening {tab.label}", f"{goal.target} may be listed under {tab.label}.")
    found = seek(turn, goal, goal.target, candidates, by_name(goal.target), f"Opening {goal.target}", exact_wins=True)
    return _may_dial(found, goal, turn, plan)


def _may_dial(result: AgentStepResult, goal: Subgoal, turn: Turn, plan: list[str]) -> AgentStepResult:
    """In a dialler a person's row often places the call when tapped (a favourite, a contact in the Phone app):
    when the plan calls them next, that tap is confirmed as the call it may be."""
    row = turn.screen.element(result.target_index) if result.action == "tap" else None
    if goal.kind != "open_contact" or row is None or f"Call {goal.target}" not in plan:
        return result
    if row.kind == "Tab" or row.is_button or control_with(turn.screen, ("end call", "hang up")) is not None:
        return result  # a tab, a control of its own, or a call already on: not a person's row
    package = (turn.arguments.current_package or "").lower()
    dialler = "dialer" in package or any(
        has_word(e.label, "recents", "keypad", "dialpad") or words(e.label)[:2] == ("dial", "pad")
        for e in turn.screen.elements
    )
    if not dialler:
        return result
    # Marked as the call's own tap: if it did call, the call is reached on the next screen (achieved.py).
    acted = f"Call {goal.target}|{turn.arguments.step_count}"
    return result.model_copy(
        update={
            "requires_confirmation": True,
            "confirmation_reason": f"In a phone app, tapping {row.describe()} may call {goal.target} at once, "
            "which cannot be undone.",
            "state_refs": {**result.state_refs, nav.ACTED: acted},
        }
    )


def call(goal: Subgoal, turn: Turn, plan: list[str]) -> AgentStepResult:
    if goal.text:
        return labelled_call(goal, turn, plan)  # one of the contact's numbers, by its label
    control = call_control(turn.screen, goal.target)
    if control is None:
        return scroll_or_ask(turn, "the call button", goal)
    return final_tap(control, goal, turn, f"Calling {goal.target}", f"{control.describe()} places the call.")


def type_text(goal: Subgoal, turn: Turn, plan: list[str]) -> AgentStepResult:
    screen = turn.screen
    if goal.target.lower() in PICKER_ROLES:
        picked = picker_step(goal.target, goal.text, turn)
        if picked is not None:
            return picked
    field = type_field(goal, screen)
    if field is None and (ahead := type_ahead(goal, turn, plan)) is not None:
        return ahead
    if field is None:
        filled = [e for e in screen.elements if e.editable]
        proceed = button(screen, "ok", "create", "done", "next", "continue")
        # (Not a form that scrolls: the field may be further down it.)
        if filled and all(e.value for e in filled) and proceed is not None and not scrollable(screen):
            # A dialog that asks for one field first (a file's name): confirm it, the next field follows.
            return tap_on(proceed, f"Confirming with {proceed.label}", f"{goal.target} comes after this dialog.")
        edit = edit_control(screen) if not any(e.editable for e in screen.elements) else None
        if edit is not None:
            # An entry opened read-only (a record's card): its Edit control opens the fields to type in.
            return tap_on(edit, "Editing the entry", f"{edit.describe()} opens its fields; {goal.target} is there.")
        card = not any(e.editable or e.kind == "ListItem" for e in screen.elements)  # an entry's page, not a list
        if card or menu_is_open(turn):
            # A record's card whose Edit command sits in its overflow menu (a recipe's "More options").
            if (through_menu := menu_step(turn, f"edit|{goal.source}", "the Edit command")) is not None:
                return through_menu
        return scroll_or_ask(turn, f"{goal.target or 'the message field'}", goal)
    text = typed_text(goal, turn) or goal.text
    if goal.target.lower() == "the date field" and ISO_DATE.fullmatch(text):
        text = date_like(field.value, text)  # the shape the field shows (a placeholder, a default)
    elif goal.target.lower() == "the time field" and HHMM.fullmatch(text):
        text = time_like(field.value, text)
    return type_into(field, text, f"Typing '{text}'", f"{field.describe()} is where this text goes.")


def enter_fact(goal: Subgoal, turn: Turn, plan: list[str]) -> AgentStepResult:
    value = fact_value(goal, turn)
    if value is None:
        return ask(f"What is your {goal.target}?", [STOP], f"No {goal.target} is known yet.")
    field = field_for_key(goal.target, turn.screen)
    if field is None:
        return scroll_or_ask(turn, f"a {goal.target} field", goal)
    typed = type_into(field, value, f"Entering the {goal.target}", f"{field.describe()} is the {goal.target} field.")
    if goal.target not in turn.facts:
        # It came from the user's answer, which only counts on the next step: keep it under its own key.
        typed = typed.model_copy(update={"remember": RememberFact(key=goal.target, value=value)})
    return typed


def send(goal: Subgoal, turn: Turn, plan: list[str]) -> AgentStepResult:
    screen = turn.screen
    send = next((e for e in buttons_of(screen, ("send", "sms", "send sms", "send message")) if not e.disabled), None)
    field = message_field(screen)
    text = message_text(plan, turn.arguments.task)
    if send is None or (field is not None and field.value != text):
        # Send stays disabled until the text is in: type it (again).
        return type_text(Subgoal("type", text=text), turn, plan)
    return final_tap(send, goal, turn, "Sending the message", f"The message is typed; {send.describe()} sends it.")


def start_new(goal: Subgoal, turn: Turn, plan: list[str]) -> AgentStepResult:
    new = new_entry_control(turn.screen, goal.target) or new_control(turn.screen, goal.target)
    if new is None and menu_is_open(turn):
        new = menu_new_entry(turn.screen, goal.target)
    if new is None:
        what = f"a way to start a new {goal.target}"
        return menu_step(turn, f"{goal.source}:new", what) or scroll_or_ask(turn, what, goal)
    # Found: the menu's search is over, so the next entry of a list (the same "Start a new …" again) opens it again.
    return tap_on(
        new,
        f"Starting a new {goal.target}",
        f"{new.describe()} starts a new {goal.target}.",
        **{AHEAD: None, MENU_TRIED: None},
    )


def _finishing(screen: Screen) -> Element | None:
    """A stopped recording's page (its name field beside Stop / Finish): the control that ends it, keeping it."""
    if not any(e.editable for e in screen.elements):
        return None
    return next((e for e in controls(screen) if not e.disabled and has_word(e.label, "stop", "finish")), None)


def save(goal: Subgoal, turn: Turn, plan: list[str]) -> AgentStepResult:
    # A dialog that makes either of two things ("Folder" beside "OK" for a file): the button named for the thing.
    named = (
        next(
            (
                e
                for e in buttons_of(turn.screen, (goal.target,))
                if not e.disabled and words(e.label) == words(goal.target)
            ),
            None,
        )
        if goal.target
        else None
    )
    save = named or next((e for e in buttons_of(turn.screen, SAVE_WORDS) if not e.disabled), None)
    if save is None and menu_is_open(turn):
        save = next((e for e in tappable(turn.screen) if words(e.label)[:1] in (("save",), ("done",))), None)
    if save is None and goal.target in ("recording", "track"):
        save = _finishing(turn.screen)
    if save is None:
        searched = scroll_or_ask(turn, "the Save button", goal)
        if searched.action != "ask_user":
            return searched
        return menu_step(turn, f"{goal.source}:save", "the Save button") or searched
    saved = final_tap(save, goal, turn, f"Saving the {goal.target}", f"{save.describe()} saves it.")
    return saved.model_copy(update={"state_refs": {**saved.state_refs, AHEAD: None}})
