"""Shopping: finding an item (by its category, a tab or its name), picking it (by name or price),
setting the quantity, checking out and placing the order (handlers in ``acting._HANDLERS``)."""

from __future__ import annotations

from . import navigator as nav
from .contract import AgentStepResult
from .grammar import Subgoal
from .reading import (
    PREFIX,
    WHOLE_WORDS,
    has_word,
    match_score,
    priced_items,
    scrollable,
    tabs,
    tappable,
    words,
)
from .recognize import (
    ADD_TO_CART,
    CART_WORDS,
    PLACE_ORDER_LABELS,
    added_times,
    buttons_of,
    category_row,
    quantity_element,
)
from .search import by_name, by_price, cannot_find, scroll_or_ask, seek
from .turn import Turn, final_tap, scroll, tap_on, type_into


def find(goal: Subgoal, turn: Turn, plan: list[str]) -> AgentStepResult:
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


def pick_by_price(goal: Subgoal, turn: Turn, plan: list[str]) -> AgentStepResult:
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


def pick(goal: Subgoal, turn: Turn, plan: list[str]) -> AgentStepResult:
    items = [e for e in tappable(turn.screen) if not e.is_button and e.kind != "Tab"]
    return seek(
        turn,
        goal,
        goal.target,
        [e for e in items if match_score(goal.target, e.label) > 0],
        by_name(goal.target),
        f"Opening {goal.target}",
    )


def checkout(goal: Subgoal, turn: Turn, plan: list[str]) -> AgentStepResult:
    screen = turn.screen
    direct = next(iter(buttons_of(screen, ("checkout", "check out"))), None)
    added = next(iter(buttons_of(screen, ADD_TO_CART)), None)
    cart = next((e for e in buttons_of(screen, CART_WORDS) if e is not added), None)
    # Added once (the trail holds the tap): then to the cart, not a second time into it.
    button = direct or (added if added is not None and added.label not in turn.trail else None) or cart
    if button is None:
        return scroll_or_ask(turn, "the checkout button", goal)
    return tap_on(button, f"Tapping {button.label}", "Checkout comes before placing the order.")


def place_order(goal: Subgoal, turn: Turn, plan: list[str]) -> AgentStepResult:
    button = next(iter(buttons_of(turn.screen, PLACE_ORDER_LABELS)), None)
    if button is None:
        return scroll_or_ask(turn, "the button that places the order", goal)
    return final_tap(button, goal, turn, "Placing the order", f"{button.describe()} places the order.")


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


def set_quantity(goal: Subgoal, turn: Turn, plan: list[str]) -> AgentStepResult:
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
            if e.is_button
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
