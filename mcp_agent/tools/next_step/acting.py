"""The action that moves a subgoal forward on this screen (the subgoal is not reached yet).

``act`` looks the subgoal's kind up in ``_HANDLERS``; reaching an app or a setting is in
``opening.py``, changing a setting in ``adjusting.py``.
"""

from __future__ import annotations

from collections.abc import Callable

from . import navigator as nav
from .adjusting import set_value, toggle, toggle_app
from .contract import AgentStepResult, RememberFact
from .dates import date_like, time_like
from .grammar import Kind, Subgoal
from .opening import open_app, open_setting
from .reading import (
    BUTTON_KINDS,
    PREFIX,
    WHOLE_WORDS,
    buttons_with,
    element_text,
    has_word,
    in_conversation,
    launcher_apps,
    match_score,
    message_field,
    priced_items,
    scrollable,
    tabs,
    tappable,
    words,
)
from .recognize import (
    ADD_TO_CART,
    CART_WORDS,
    FINISH_WORDS,
    HHMM,
    ISO_DATE,
    NEXT_WORDS,
    PLACE_ORDER_LABELS,
    SAVE_WORDS,
    added_times,
    app_family,
    app_icon,
    app_purpose,
    buttons_of,
    call_control,
    category_row,
    fact_value,
    field_for_key,
    known_app,
    message_text,
    new_control,
    quantity_element,
    read_fact,
    subject_matches,
    type_field,
    typed_text,
)
from .safety import IRREVERSIBLE_VERBS, confirmation_reason
from .screen import Element
from .search import ask_which, by_name, by_price, cannot_find, choose, scroll_or_ask, seek
from .turn import (
    STOP,
    TRY_AGAIN,
    Turn,
    answer_after_decline,
    ask,
    declined_question,
    give_up,
    result_of,
    scroll,
    tap_on,
    type_into,
)

# What moves a subgoal of each kind forward; ``plan`` is the whole plan (a message's text is in it).
Handler = Callable[[Subgoal, Turn, list[str]], AgentStepResult]


def act(goal: Subgoal, turn: Turn, plan: list[str]) -> AgentStepResult:
    """The action that moves ``goal`` forward on this screen (the goal is not achieved yet)."""
    return _HANDLERS[goal.kind](goal, turn, plan)


def _final_tap(element: Element, goal: Subgoal, turn: Turn, status: str, reasoning: str) -> AgentStepResult:
    """A tap that ends ``goal``: marked so that the next step knows it was applied."""
    return tap_on(element, status, reasoning, **{nav.ACTED: f"{goal.source}|{turn.arguments.step_count}"})


def _open_entry(goal: Subgoal, turn: Turn, plan: list[str]) -> AgentStepResult:
    """A conversation or a contact, by name."""
    screen = turn.screen
    if goal.kind == "open_conversation" and in_conversation(screen) and turn.allows("back"):
        return result_of("back", "Leaving this conversation", f"This is not the conversation with {goal.target}.")
    rows = [
        e
        for e in tappable(screen)
        if e.kind not in ("Button",)
        and not (e.kind == "ImageButton" and has_word(e.label, "call", "new", "search", "navigate", "back"))
    ]
    candidates = [e for e in rows if match_score(goal.target, e.label) > 0]
    if not candidates and tabs(screen) and not nav.read_scan(turn.refs, goal.source):
        tab = next((t for t in tabs(screen) if not t.checked and has_word(t.label, "contact", "people", "all")), None)
        if tab is not None:
            return tap_on(tab, f"Opening {tab.label}", f"{goal.target} may be listed under {tab.label}.")
    return seek(turn, goal, goal.target, candidates, by_name(goal.target), f"Opening {goal.target}", exact_wins=True)


def _call(goal: Subgoal, turn: Turn, plan: list[str]) -> AgentStepResult:
    control = call_control(turn.screen, goal.target)
    if control is None:
        return scroll_or_ask(turn, "the call button", goal)
    return _final_tap(control, goal, turn, f"Calling {goal.target}", f"{control.describe()} places the call.")


def _type(goal: Subgoal, turn: Turn, plan: list[str]) -> AgentStepResult:
    screen = turn.screen
    field = type_field(goal, screen)
    if field is None:
        return scroll_or_ask(turn, f"{goal.target or 'the message field'}", goal)
    text = typed_text(goal, turn) or goal.text
    if goal.target.lower() == "the date field" and ISO_DATE.fullmatch(text):
        text = date_like(field.value, text)  # the shape the field shows (a placeholder, a default)
    elif goal.target.lower() == "the time field" and HHMM.fullmatch(text):
        text = time_like(field.value, text)
    return type_into(field, text, f"Typing '{text}'", f"{field.describe()} is where this text goes.")


def _enter_fact(goal: Subgoal, turn: Turn, plan: list[str]) -> AgentStepResult:
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


def _send(goal: Subgoal, turn: Turn, plan: list[str]) -> AgentStepResult:
    screen = turn.screen
    send = next((e for e in buttons_of(screen, ("send",)) if not e.disabled), None)
    field = message_field(screen)
    text = message_text(plan, turn.arguments.task)
    if send is None or (field is not None and field.value != text):
        # Send stays disabled until the text is in: type it (again).
        return act(Subgoal("type", text=text), turn, plan)
    return _final_tap(send, goal, turn, "Sending the message", f"The message is typed; {send.describe()} sends it.")


def _start_new(goal: Subgoal, turn: Turn, plan: list[str]) -> AgentStepResult:
    new = new_control(turn.screen, goal.target)
    if new is None:
        return scroll_or_ask(turn, f"a way to start a new {goal.target}", goal)
    return tap_on(new, f"Starting a new {goal.target}", f"{new.describe()} starts a new {goal.target}.")


def _save(goal: Subgoal, turn: Turn, plan: list[str]) -> AgentStepResult:
    save = next((e for e in buttons_of(turn.screen, SAVE_WORDS) if not e.disabled), None)
    if save is None:
        return scroll_or_ask(turn, "the Save button", goal)
    return _final_tap(save, goal, turn, f"Saving the {goal.target}", f"{save.describe()} saves it.")


def _find(goal: Subgoal, turn: Turn, plan: list[str]) -> AgentStepResult:
    screen = turn.screen
    row = category_row(goal.target, screen)
    if row is not None:
        return tap_on(row, f"Opening {row.label}", f"{row.describe()} lists {goal.target}.")
    if priced_items(screen) and tabs(screen):
        return _find_in_tabs(goal, turn)
    if priced_items(screen):
        return seek(
            turn,
            goal,
            goal.target,
            [e for _, e in priced_items(screen) if match_score(goal.target, e.label) >= WHOLE_WORDS],
            by_name(goal.target),
            f"Opening {goal.target}",
        )
    return scroll_or_ask(turn, f'"{goal.target}"', goal)


def _pick_by_price(goal: Subgoal, turn: Turn, plan: list[str]) -> AgentStepResult:
    screen = turn.screen
    dearest = goal.kind == "pick_dearest"
    items = [e for _, e in priced_items(screen)]
    # Inside the category the task names, every item counts ("Wireless charging pad" is a charger).
    inside = (
        any(e.checked and match_score(goal.target, e.label) >= PREFIX for e in tabs(screen))
        or match_score(goal.target, turn.here) >= PREFIX
    )
    matching = items if inside else [e for e in items if match_score(goal.target, e.label) >= WHOLE_WORDS] or items
    return seek(
        turn,
        goal,
        goal.target,
        matching,
        by_price(goal.target, dearest),
        f"Choosing the {'most expensive' if dearest else 'cheapest'} {goal.target}",
    )


def _pick(goal: Subgoal, turn: Turn, plan: list[str]) -> AgentStepResult:
    items = [e for e in tappable(turn.screen) if e.kind not in BUTTON_KINDS and e.kind != "Tab"]
    return seek(
        turn,
        goal,
        goal.target,
        [e for e in items if match_score(goal.target, e.label) > 0],
        by_name(goal.target),
        f"Opening {goal.target}",
    )


def _checkout(goal: Subgoal, turn: Turn, plan: list[str]) -> AgentStepResult:
    screen = turn.screen
    direct = next(iter(buttons_of(screen, ("checkout", "check out"))), None)
    added = next(iter(buttons_of(screen, ADD_TO_CART)), None)
    cart = next((e for e in buttons_of(screen, CART_WORDS) if e is not added), None)
    # Added once (the trail holds the tap): then to the cart, not a second time into it.
    button = direct or (added if added is not None and added.label not in turn.trail else None) or cart
    if button is None:
        return scroll_or_ask(turn, "the checkout button", goal)
    return tap_on(button, f"Tapping {button.label}", "Checkout comes before placing the order.")


def _place_order(goal: Subgoal, turn: Turn, plan: list[str]) -> AgentStepResult:
    button = next(iter(buttons_of(turn.screen, PLACE_ORDER_LABELS)), None)
    if button is None:
        return scroll_or_ask(turn, "the button that places the order", goal)
    return _final_tap(button, goal, turn, "Placing the order", f"{button.describe()} places the order.")


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


def _find_in_tabs(goal: Subgoal, turn: Turn) -> AgentStepResult:
    """No tab is named like the items: read this tab's list to its end, then try the next tab."""
    current = next((t.label for t in tabs(turn.screen) if t.checked), "")
    if turn.allows("scroll_down") and scrollable(turn.screen):
        # Down to the end only: the next tab shows its own list from the top.
        key = f"{goal.source}@{current}"
        scan = nav.read_scan(turn.refs, key) or nav.Scan(key)
        if (scan.scrolls == 0 or turn.moved("scroll_down")) and scan.scrolls < nav.MAX_SCROLLS:
            scan.scrolls += 1
            return scroll(
                "down",
                f'Looking for "{goal.target}"',
                f"Reading {current or 'this tab'} to its end.",
                **{nav.SCAN: scan.dump()},
            )
    visited = nav.read_visited(turn.refs, goal.source)
    following = next((t for t in tabs(turn.screen) if not t.checked and t.label not in visited), None)
    if following is None:
        return cannot_find(turn, f'"{goal.target}" in any tab')
    return tap_on(
        following,
        f"Opening {following.label}",
        f"No {goal.target} under {current or 'this tab'}.",
        **{nav.VISITED: nav.write_visited(goal.source, [*visited, current, following.label]), nav.SCAN: None},
    )


def _set_quantity(goal: Subgoal, turn: Turn, plan: list[str]) -> AgentStepResult:
    element = quantity_element(turn.screen)
    if element is None:
        # No quantity control: each tap of "Add to cart" adds one.
        added = added_times(goal, turn)
        button = next(iter(buttons_of(turn.screen, ADD_TO_CART)), None)
        if button is not None and added < int(goal.text):
            return tap_on(
                button,
                f"Adding {added + 1} of {goal.text}",
                f"{button.describe()} adds one at a time.",
                **{nav.VISITED: nav.write_visited(goal.source, [f"added {added + 1}"])},
            )
        return scroll_or_ask(turn, "the quantity", goal)
    if element.editable:
        return type_into(
            element, goal.text, f"Setting the quantity to {goal.text}", f"{element.describe()} is the quantity."
        )
    current = next((int(w) for w in words(element.value or element.label) if w.isdigit()), 1)
    more = int(goal.text) > current
    step = next(
        (
            e
            for e in tappable(turn.screen)
            if e.kind in BUTTON_KINDS
            and (
                (e.label.strip() == "+" or has_word(e.label, "increase", "more", "plus", "add one"))
                if more
                else (e.label.strip() in ("-", "−") or has_word(e.label, "decrease", "less", "minus", "remove one"))
            )
        ),
        None,
    )
    if step is None:
        return scroll_or_ask(turn, "a control to change the quantity", goal)
    return tap_on(step, f"Quantity {current} -> {goal.text}", f"{step.describe()} changes the quantity by one.")


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
    "open_conversation": _open_entry,
    "open_contact": _open_entry,
    "call": _call,
    "type": _type,
    "enter_fact": _enter_fact,
    "send": _send,
    "start_new": _start_new,
    "save": _save,
    "find": _find,
    "pick_cheapest": _pick_by_price,
    "pick_dearest": _pick_by_price,
    "pick": _pick,
    "quantity": _set_quantity,
    "checkout": _checkout,
    "place_order": _place_order,
    "read": _read,
    "explore": _explore,
    "wizard_next": _wizard,
    "wizard_finish": _wizard,
    "tap": _tap,
    "ask_instead": _ask_instead,
}
