"""The action that moves a subgoal forward on this screen (the subgoal is not reached yet).

``act`` looks the subgoal's kind up in ``_HANDLERS``; reaching an app or a setting is in
``opening.py``, changing a setting in ``adjusting.py``, messages, calls and forms in ``composing.py``,
shopping in ``ordering.py``; looking a fact up, exploring, wizards and plain taps are here.
"""

from __future__ import annotations

from collections.abc import Callable

from . import navigator as nav
from . import steps_acting as steps
from . import steps_deleting as deleting
from . import steps_keypads as keypads
from .adjusting import set_value, toggle, toggle_app
from .agenda import answer_from_agenda
from .answering.call_lengths import tell_call_length
from .answering.flow import answer_from_list
from .answering.item_detail_steps import tell_detail
from .answering.now_playing_steps import tell_playing
from .answering.on_the_line import tell_on_the_line
from .capturing import start_video, take_photo
from .carrying import close, look_for, rows_unread
from .composing import call, enter_fact, open_entry, save, send, start_new, type_text
from .contract import AgentStepResult, RememberFact
from .filing import check_in_folder, copy_to
from .grammar import Kind, Subgoal
from .lengths import choose_span
from .list_checks import check_list
from .opening import open_app, open_setting
from .ordering import checkout, find, pick, pick_by_price, place_order, set_quantity
from .picking import delete_picked
from .playing import export_list, play, queue_add, unlist
from .pruning import delete_duplicates, delete_matching
from .reading import buttons_with, element_text, launcher_apps, tappable, words
from .recognize import (
    FINISH_WORDS,
    NEXT_WORDS,
    app_family,
    app_icon,
    app_purpose,
    known_app,
    read_fact,
    subject_matches,
)
from .safety import IRREVERSIBLE_VERBS, confirmation_reason
from .screen import Element
from .search import ask_which, choose, scroll_or_ask
from .selection import delete_selected, move_selected, select_kind
from .session import TRY_AGAIN
from .shown_names import pick_shown
from .steps_alarm import set_alarm
from .steps_call_backs import call_back
from .steps_chosen import delete_shown, open_newest, open_shown
from .steps_lasting import last_for
from .steps_marking import mark
from .steps_moving import move
from .steps_replacing import replace_word
from .turn import STOP, Turn, answer_after_decline, declined_question, give_up, result_of, tap_on

# What moves a subgoal of each kind forward; ``plan`` is the whole plan (a message's text is in it).
Handler = Callable[[Subgoal, Turn, list[str]], AgentStepResult]


def act(goal: Subgoal, turn: Turn, plan: list[str]) -> AgentStepResult:
    """The action that moves ``goal`` forward on this screen (the goal is not achieved yet)."""
    return _HANDLERS[goal.kind](goal, turn, plan)


def _wizard(goal: Subgoal, turn: Turn, plan: list[str]) -> AgentStepResult:
    labels = NEXT_WORDS if goal.kind == "wizard_next" else FINISH_WORDS
    button = next(iter(buttons_with(turn.screen, labels)), None)
    if button is None:
        return scroll_or_ask(turn, f"the {labels[0].title()} button")
    return tap_on(button, f"Tapping {button.label}", "Each page of the wizard goes on with this button.")


def _tap(goal: Subgoal, turn: Turn, plan: list[str]) -> AgentStepResult:
    pick, tied = choose(goal.target, tappable(turn.screen), turn.answer)
    if pick is not None:
        return tap_on(pick, f"Tapping {goal.target}", f'{pick.describe()} best matches "{goal.target}".')
    if tied:
        return ask_which(goal.target, [e.label for e in tied], goal)
    return scroll_or_ask(turn, f'"{goal.target}"')


# Where a lookup looks, in order, by what it asks.
_LOOKUP_APPS = {
    "when": ("Calendar", "Messages", "Mail"),
    "code": ("Messages", "Mail"),
    "order_number": ("Shop", "Messages", "Mail"),
    "text": ("Messages", "Calendar", "Mail"),
}


def _read(goal: Subgoal, turn: Turn, plan: list[str]) -> AgentStepResult:
    screen = turn.screen
    opened = goal.target not in ("", "it") and subject_matches(goal.target, Element(0, "TextView", turn.here))
    for element in screen.elements:
        if not subject_matches(goal.target, element) and not (opened and element.kind != "ListItem"):
            continue
        fact = read_fact(goal.text, element_text(element))
        if not fact:
            continue
        value = fact if goal.text in ("code", "order_number") else element_text(element)
        if goal.text == "when" and opened:
            # An opened entry shows its day and its time apart: report every line that has either.
            value = ", ".join(
                element_text(e) for e in screen.elements if e.kind != "ListItem" and read_fact("when", element_text(e))
            )
        return result_of(
            "done",
            f"Found it: {value}",
            f"{element.describe()} answers the question.",
            remember=RememberFact(key=goal.text, value=value[:2000]),
        )
    visited = nav.read_visited(turn.refs, goal.source)
    rows = [
        e
        for e in tappable(screen)
        if e.kind in ("ListItem", "TextView")
        and subject_matches(goal.target, e)
        and goal.target not in ("", "it")
        and e.label not in visited
    ]
    if rows:
        return tap_on(
            rows[0],
            f"Opening {rows[0].label}",
            f"{rows[0].describe()} is about {goal.target}.",
            **{nav.VISITED: nav.write_visited(goal.source, [*visited, rows[0].label])},
        )
    if opened and turn.allows("back") and turn.history.last == "tap":
        return result_of("back", "Going back", "The opened entry does not say it; back to the list.")
    searched = scroll_or_ask(turn, f"the {goal.text.replace('_', ' ')} about {goal.target}", goal)
    if searched.action != "ask_user":
        return searched
    # Not in this app: the next app where such a fact may be.
    tried = {v for v in visited if v.startswith("app:")}
    if turn.trail:
        tried.add(f"app:{app_purpose(turn.trail[0])}")
    for candidate in _LOOKUP_APPS.get(goal.text, ()):
        name = f"app:{app_purpose(candidate)}"
        # Only an app this phone has (seen on its home screen): an unknown name may fail on the device.
        installed = known_app(candidate, turn) is not None or app_icon(candidate, turn) is not None
        if name not in tried and len(tried) < 3 and installed:
            opened_app = open_app(candidate, turn)
            return opened_app.model_copy(
                update={
                    "state_refs": {
                        **opened_app.state_refs,
                        nav.SCAN: None,
                        nav.VISITED: nav.write_visited(goal.source, [*visited, *sorted(tried)]),
                    }
                }
            )
    return searched


_EXPLORE_STOPWORDS = frozenset(
    {
        "the",
        "a",
        "an",
        "my",
        "to",
        "for",
        "me",
        "and",
        "of",
        "in",
        "on",
        "at",
        "with",
        "please",
        "some",
        "this",
        "that",
        "it",
        "i",
        "you",
        "can",
        "from",
        "up",
    }
)


def _explore(goal: Subgoal, turn: Turn, plan: list[str]) -> AgentStepResult:
    content = [w for w in words(goal.target) if w not in _EXPLORE_STOPWORDS and len(w) > 2]
    if not turn.trail:
        for app in launcher_apps(turn.screen) or turn.apps:
            if any(word in app_family(app) or word in words(app) for word in content):
                return open_app(app, turn)
        return give_up(
            f'No app on this phone matches "{goal.target}"; I cannot do this here.',
            "The task has no intent the planner knows, and no app named for its words.",
        )
    # Never a label that names an irreversible act, whatever its kind: this is a guess.
    labels = [
        e
        for e in tappable(turn.screen)
        if any(w in words(e.label) for w in content)
        and e.label not in turn.trail
        and not any(w in IRREVERSIBLE_VERBS for w in words(e.label))
        and confirmation_reason(tap_on(e, "", ""), turn.screen) is None
        # (nor a check box or a switch: a guess would toggle a state the task may not want, and toggle it back)
        and (e.checked is None or e.kind == "Tab")
    ]
    if labels and len(turn.trail) < 3:
        return tap_on(labels[0], f"Trying {labels[0].label}", f"{labels[0].describe()} shares words with the task.")
    return give_up(
        f'I opened {turn.trail[0]} but cannot tell how to "{goal.target}" there.',
        "No rule knows when this task is done; stopping rather than guessing.",
    )


def _ask_instead(goal: Subgoal, turn: Turn, plan: list[str]) -> AgentStepResult:
    """A declined action the user has not answered "Try again" to: ask what to do instead, or give up on
    an answer that cannot be acted on."""
    answer = answer_after_decline(turn.fact_lines)
    if answer is None:
        return declined_question(goal.target)
    return give_up(
        f'The user declined to {goal.target} and answered "{answer}", which I cannot act on.',
        f'Only "{TRY_AGAIN}" or "{STOP}" can be acted on offline.',
    )


_HANDLERS: dict[Kind, Handler] = {
    "open_app": lambda goal, turn, plan: open_app(goal.target, turn),
    "open_setting": lambda goal, turn, plan: open_setting(goal.target, turn, goal),
    "toggle": lambda goal, turn, plan: toggle(goal, turn),
    "toggle_app": lambda goal, turn, plan: toggle_app(goal, turn),
    "set_value": lambda goal, turn, plan: set_value(goal, turn),
    "open_conversation": open_entry,
    "open_contact": open_entry,
    "call": call,
    "type": type_text,
    "enter_fact": enter_fact,
    "send": send,
    "start_new": start_new,
    "save": save,
    "find": find,
    "pick_cheapest": pick_by_price,
    "pick_dearest": pick_by_price,
    "pick": pick,
    "quantity": set_quantity,
    "checkout": checkout,
    "place_order": place_order,
    "read": _read,
    "explore": _explore,
    "wizard_next": _wizard,
    "wizard_finish": _wizard,
    "tap": _tap,
    "ask_instead": _ask_instead,
    "check": steps.check,
    "open_item": steps.open_item,
    "open_shown": open_shown,
    "open_newest": open_newest,
    "last_for": last_for,
    "delete": deleting.delete,
    "delete_newest": deleting.delete_first,
    "delete_shown": delete_shown,
    "delete_all": deleting.delete_first,
    "delete_duplicates": delete_duplicates,
    "delete_matching": delete_matching,
    "delete_picked": delete_picked,
    "timer": keypads.set_timer,
    "alarm": set_alarm,
    "move": move,
    "dismiss": steps.dismiss,
    "append": steps.append,
    "rename": steps.rename,
    "replace_word": replace_word,
    "mark": mark,
    "record_start": steps.recording,
    "record_stop": steps.recording,
    "answer_call": steps.answer_call,
    "end_call": steps.end_call,
    "open_latest": steps.open_latest,
    "resend": steps.resend,
    "dial": keypads.dial,
    "choose": steps.choose,
    "stopwatch": keypads.stopwatch,
    "photo": take_photo,
    "video_start": start_video,
    "copy_to": copy_to,
    "check_in_folder": check_in_folder,
    "cannot": steps.cannot,
    "agenda": answer_from_agenda,
    "list_answer": answer_from_list,
    "call_back": call_back,
    "add_to_list": steps.add_to_list,
    "check_list": check_list,
    "remember": look_for,
    "choose_span": choose_span,
    "pick_shown": pick_shown,
    "close": close,
    "queue_add": queue_add,
    "export_list": export_list,
    "play": play,
    "now_playing": tell_playing,
    "on_the_line": tell_on_the_line,
    "call_length": tell_call_length,
    "item_detail": tell_detail,
    "unlist": unlist,
    "select_kind": select_kind,
    "delete_selected": delete_selected,
    "move_selected": move_selected,
    "add_rows": rows_unread,
}
