"""Whether a subgoal is reached on this screen: conditions a stray word cannot satisfy."""

from __future__ import annotations

from .capturing import capture_achieved, recording_kept
from .carrying import closed, remembered
from .composing import same_number
from .dates import same_date, same_time
from .filing import filing_achieved
from .forms import field_for_key, role_field, type_field, typed_text, value_shows
from .grammar import Subgoal
from .lengths import span_chosen
from .pickers import PICKER_ROLES, picker_row, picker_shows
from .picking import picked_gone
from .playing import applied, played, unlisted
from .pruning import pruned
from .reading import (
    PREFIX,
    WHOLE_WORDS,
    buttons_with,
    control_with,
    has_word,
    in_conversation,
    match_score,
    mentions,
    priced_items,
    same_value,
    setting_element,
    tabs,
    tappable,
    toggle_for,
)
from .recognize import (
    FINISH_WORDS,
    HHMM,
    ISO_DATE,
    NEXT_WORDS,
    ORDER_CONFIRMED,
    PLACE_ORDER_LABELS,
    added_times,
    buttons_of,
    call_control,
    category_row,
    fact_value,
    in_app,
    message_text,
    on_product_page,
    per_app_toggle,
    quantity_element,
    sent_message_visible,
    value_set,
)
from .roles import form_open, to_field
from .selection import done_with_selection, selected_all
from .session import TRY_AGAIN
from .shown_names import picked
from .steps_achieved import STEP_KINDS, step_achieved
from .subpages import row_state, switch_row
from .turn import Turn, answer_after_decline
from .typeahead import typed_ahead


def achieved(goal: Subgoal, turn: Turn, plan: list[str], is_current: bool) -> bool:
    """Whether the screen shows ``goal`` reached. Conditions that a stray word cannot satisfy."""
    screen = turn.screen
    last_tap = turn.history.last == "tap"
    kind = goal.kind
    if kind == "record_stop" or (kind == "save" and goal.target == "recording"):
        return recording_kept(goal, turn, plan, is_current)
    if kind in STEP_KINDS:
        return step_achieved(goal, turn, is_current)
    if kind == "remember":
        return remembered(goal, turn)
    if kind == "choose_span":
        return span_chosen(goal, turn)
    if kind == "pick_shown":
        return picked(goal, turn)
    if kind == "close":
        return closed(goal, turn, is_current)
    if kind in ("queue_add", "export_list"):
        return applied(goal, turn, is_current)
    if kind == "play":
        return played(goal, turn, is_current)
    if kind == "unlist":
        return unlisted(goal, turn, is_current)
    if kind == "select_kind":
        return selected_all(goal, turn, is_current)
    if kind in ("delete_selected", "move_selected"):
        return done_with_selection(goal, turn, is_current)
    if kind in ("photo", "video_start"):
        return capture_achieved(goal, turn, is_current)
    if kind in ("copy_to", "check_in_folder"):
        return filing_achieved(goal, turn, is_current)
    if kind in ("delete_duplicates", "delete_matching"):
        return is_current and pruned(goal, turn)
    if kind == "delete_picked":
        return is_current and picked_gone(goal, turn)
    if kind == "open_app":
        return in_app(goal.target, turn)
    if kind == "open_setting":
        if toggle_for(goal.target, screen) is not None:
            return True
        shown = setting_element(goal.target, screen)
        return (shown is not None and (shown.value is not None or shown.editable)) or (
            is_current
            and match_score(goal.target, turn.here) >= WHOLE_WORDS
            and turn.history.last in ("open_setting", "tap")
        )
    if kind == "toggle":
        toggle = toggle_for(goal.target, screen)
        if toggle is None and (row := switch_row(goal.target, screen)) is not None:
            return row_state(row) is goal.on  # the setting's row says its state
        return toggle is not None and toggle.checked is goal.on
    if kind == "toggle_app":
        toggle = per_app_toggle(goal, turn)
        return toggle is not None and toggle.checked is goal.on
    if kind == "set_value":
        return value_set(goal, turn)
    if kind == "open_conversation":
        return (
            in_conversation(screen)
            and to_field(screen) is None
            and (
                match_score(goal.target, turn.here) >= WHOLE_WORDS
                or mentions(goal.target, screen)
                or any(same_number(goal.target, e.label) for e in screen.elements if not e.editable)
            )
        )
    if kind == "open_contact":
        if control_with(screen, ("end call", "hang up")) is not None and mentions(goal.target, screen):
            return True  # the row tapped called them (a dialler's): past the contact, on the call
        named = call_control(screen, goal.target)
        return named is not None and (
            match_score(goal.target, named.label) >= WHOLE_WORDS
            or match_score(goal.target, turn.here) >= WHOLE_WORDS
            or mentions(goal.target, screen)
        )
    if kind == "type" and goal.target.lower() in PICKER_ROLES and picker_row(goal.target, screen) is not None:
        return picker_shows(goal.target, goal.text, screen)
    if kind == "type":
        text = typed_text(goal, turn)
        if text is None:
            return False  # carried by another subgoal's text: see carried()
        field = type_field(goal, screen)
        if field is None:
            return typed_ahead(goal, turn)  # typed while its field showed, off screen now
        if goal.target.lower() == "the date field" and ISO_DATE.fullmatch(goal.text):
            return same_date(field.value, goal.text)
        if goal.target.lower() == "the time field" and HHMM.fullmatch(goal.text):
            return same_time(field.value, goal.text)
        return value_shows(field, text)
    if kind == "enter_fact":
        value = fact_value(goal, turn)
        field = field_for_key(goal.target, screen)
        return value is not None and field is not None and value_shows(field, value)
    if kind == "send":
        # Only right after our own tap on Send: an old message with the same text is not this one.
        text = message_text(plan, turn.arguments.task)
        return (
            is_current
            and last_tap
            and bool(text)
            and (
                sent_message_visible(text, screen) and not any(e.editable and e.value == text for e in screen.elements)
            )
        )
    if kind == "call":
        # Not current: only when the tap that reached the subgoal before was this call's own (a dialler's row).
        in_call = control_with(screen, ("end call", "hang up")) is not None
        return (is_current and (turn.acted(goal.source) or in_call)) or (turn.acted(goal.source) and in_call)
    if kind == "start_new":
        if in_conversation(screen) and not has_word(goal.target, "message", "conversation", "chat", "sms", "text"):
            return False  # a conversation's message box is no new contact's or note's form (a fact read off it)
        return form_open(screen) or any(
            role_field(role, screen) is not None for role in ("the title field", "the body field")
        )
    if kind == "save":
        return is_current and turn.acted(goal.source)
    if kind == "find":
        listed = any(match_score(goal.target, e.label) >= WHOLE_WORDS for _, e in priced_items(screen))
        return (
            listed
            or any(e.checked and match_score(goal.target, e.label) >= PREFIX for e in tabs(screen))
            or (match_score(goal.target, turn.here) >= WHOLE_WORDS and not category_row(goal.target, screen))
        )
    if kind in ("pick", "pick_cheapest", "pick_dearest"):
        return on_product_page(screen)
    if kind == "quantity":
        element = quantity_element(screen)
        if element is None:
            return added_times(goal, turn) >= int(goal.text) and turn.history.last == "tap"
        return same_value(element.value or element.label, goal.text)
    if kind == "checkout":
        return bool(buttons_of(screen, PLACE_ORDER_LABELS))
    if kind == "place_order":
        return ORDER_CONFIRMED.search(screen.text) is not None and not buttons_of(screen, PLACE_ORDER_LABELS)
    if kind == "wizard_next":
        return bool(buttons_with(screen, FINISH_WORDS))
    if kind == "wizard_finish":
        return is_current and last_tap and not buttons_with(screen, NEXT_WORDS + FINISH_WORDS)
    if kind == "tap" and any(
        e.kind == "Tab" and e.checked and match_score(goal.target, e.label) >= WHOLE_WORDS for e in screen.elements
    ):
        return True  # the tab asked for is the selected one
    if kind == "tap":
        return (
            is_current
            and last_tap
            and not any(match_score(goal.target, e.label) >= WHOLE_WORDS for e in tappable(screen))
        )
    if kind == "ask_instead":
        answer = answer_after_decline(turn.fact_lines)
        return answer is not None and answer.casefold() == TRY_AGAIN.casefold()
    return False  # read and explore end the run themselves


def carried(goal: Subgoal, turn: Turn) -> bool:
    """A Type subgoal whose text another one types (a title into the only field, a time with its day)."""
    return goal.kind == "type" and typed_text(goal, turn) is None
