"""The action that moves a subgoal forward on this screen (the subgoal is not reached yet)."""

from __future__ import annotations

from . import navigator as nav
from .contract import AgentStepResult, RememberFact
from .dates import date_like, time_like
from .grammar import Subgoal
from .reading import (
    BUTTON_KINDS, PREFIX, WHOLE_WORDS, buttons_with, element_text, has_word, in_conversation, launcher_apps,
    match_score, message_field, priced_items, same_value, scrollable, setting_element, tabs, tappable, toggle_for,
    words,
)
from .recognize import (
    typed_text,
    ISO_DATE, HHMM, SETTING_SECTIONS, KNOWN_SETTINGS, MAX_SECTIONS, NEXT_WORDS, FINISH_WORDS, ADD_TO_CART,
    CART_WORDS, PLACE_ORDER_LABELS, SAVE_WORDS, CONFIRM_VALUE_WORDS, app_family, app_purpose, in_app, app_icon,
    type_field, field_for_key, message_text, buttons_of, call_control, quantity_element, fact_value,
    per_app_toggle, choice_for, editable_setting, subject_matches, read_fact, category_row, added_times,
    new_control,
)
from .safety import IRREVERSIBLE_VERBS, confirmation_reason, is_control
from .screen import Element
from .search import choose, ask_which, cannot_find, scroll_or_ask, seek, by_name, by_price
from .turn import (
    TRY_AGAIN, STOP, Turn, answer_after_decline, result_of, tap_on, ask, scroll, give_up, missing_capability,
    declined_question,
)


def known_app(app: str, turn: Turn) -> str | None:
    """The installed app (as last seen on the home screen) for ``app`` or its purpose."""
    for name in app_family(app):
        for label in turn.apps:
            if "".join(w for w in words(label) if w != "app") == name:
                return label
    return None


def _open_app(app: str, turn: Turn) -> AgentStepResult:
    icon = app_icon(app, turn)
    installed = known_app(app, turn)
    name = icon.label if icon is not None else (installed or app)
    if icon is None and installed is None and turn.apps and not in_app(app, turn):
        # The home screen was seen and has no such app (nor one for its purpose): opening it would fail.
        return give_up(f"This phone has no {app} app (its apps: {', '.join(turn.apps[:12])}).",
                       f"No icon on the home screen is {app} or an app for the same purpose.")
    if turn.allows("open_app"):
        return result_of("open_app", f"Opening {name}", f"The next subgoal happens in {name}.", app_name=name)
    if icon is not None and turn.allows("tap"):
        return tap_on(icon, f"Opening {name}", f"open_app is not available; tapping the {name} icon instead.")
    if turn.allows("back") and turn.allows("tap") and turn.trail and not launcher_apps(turn.screen):
        # Back towards the home screen, where the icon is (the stuck rule bounds this).
        return result_of("back", "Going back to the home screen", f"open_app is not available; {name}'s icon is "
                       "on the home screen.")
    return missing_capability("open_app", f"open {app}")


def _open_setting(name: str, turn: Turn, goal: Subgoal) -> AgentStepResult:
    # open_setting only for names every phone knows: an unknown name may fail on the device.
    known = "".join(words(name)) in KNOWN_SETTINGS
    if known and turn.allows("open_setting") and match_score(name, turn.here) < WHOLE_WORDS:
        return result_of("open_setting", f"Opening the {name} setting", f"{name} is a system setting.",
                       setting_name=name)
    if not in_app("Settings", turn) and (turn.arguments.current_package is not None or not turn.trail):
        return _open_app("Settings", turn)
    rows = [e for e in tappable(turn.screen) if e.kind not in ("Switch", "CheckBox", "RadioButton")]
    direct, _ = choose(name, rows, None)
    if direct is not None and direct.label not in turn.trail:
        return tap_on(direct, f"Opening {name}", f"{direct.describe()} leads to {name}.")
    visited = nav.read_visited(turn.refs, goal.source)
    hints = SETTING_SECTIONS.get("".join(words(name)), ())
    section = next((e for e in rows if has_word(e.label, *hints) and e.label not in visited), None)
    if section is None and len(turn.trail) >= 2 and turn.allows("back"):
        # Inside a section without it: back up and try the next section.
        return result_of("back", "Going back", f"{name} is not in {turn.here}.",
                       state_refs={nav.VISITED: nav.write_visited(goal.source, [*visited, turn.here])})
    if section is None:
        section = next((e for e in rows if e.kind == "ListItem" and e.label not in visited
                        and len(visited) < MAX_SECTIONS), None)
    if section is not None:
        return tap_on(section, f"Opening {section.label}", f"{name} may be under {section.label}.",
                    **{nav.VISITED: nav.write_visited(goal.source, [*visited, section.label])})
    return scroll_or_ask(turn, f"the {name} setting", goal)


def _type(field: Element, text: str, status: str, reasoning: str) -> AgentStepResult:
    return result_of("type", status, reasoning, target_index=field.index, text_to_type=text)


def _final_tap(element: Element, goal: Subgoal, turn: Turn, status: str, reasoning: str) -> AgentStepResult:
    """A tap that ends ``goal``: marked so that the next step knows it was applied."""
    return tap_on(element, status, reasoning, **{nav.ACTED: f"{goal.source}|{turn.arguments.step_count}"})


def act(goal: Subgoal, turn: Turn, plan: list[str]) -> AgentStepResult:
    """The action that moves ``goal`` forward on this screen (the goal is not achieved yet)."""
    screen = turn.screen
    kind = goal.kind
    if kind == "open_app":
        return _open_app(goal.target, turn)
    if kind == "open_setting":
        return _open_setting(goal.target, turn, goal)
    if kind == "toggle":
        toggle = toggle_for(goal.target, screen)
        if toggle is None:
            return _open_setting(goal.target, turn, goal)
        return _flip(toggle, goal)
    if kind == "toggle_app":
        return _toggle_app(goal, turn)
    if kind == "set_value":
        return _set_value(goal, turn)
    if kind in ("open_conversation", "open_contact"):
        if kind == "open_conversation" and in_conversation(screen) and turn.allows("back"):
            return result_of("back", "Leaving this conversation", f"This is not the conversation with {goal.target}.")
        rows = [e for e in tappable(screen) if e.kind not in ("Button",) and not (
            e.kind == "ImageButton" and has_word(e.label, "call", "new", "search", "navigate", "back"))]
        candidates = [e for e in rows if match_score(goal.target, e.label) > 0]
        if not candidates and tabs(screen) and not nav.read_scan(turn.refs, goal.source):
            tab = next((t for t in tabs(screen) if not t.checked and has_word(t.label, "contact", "people", "all")),
                       None)
            if tab is not None:
                return tap_on(tab, f"Opening {tab.label}", f"{goal.target} may be listed under {tab.label}.")
        return seek(turn, goal, goal.target, candidates, by_name(goal.target), f"Opening {goal.target}",
                     exact_wins=True)
    if kind == "call":
        control = call_control(screen, goal.target)
        if control is None:
            return scroll_or_ask(turn, "the call button", goal)
        return _final_tap(control, goal, turn, f"Calling {goal.target}", f"{control.describe()} places the call.")
    if kind == "type":
        field = type_field(goal, screen)
        if field is None:
            return scroll_or_ask(turn, f"{goal.target or 'the message field'}", goal)
        text = typed_text(goal, turn.arguments.task, screen) or goal.text
        if goal.target.lower() == "the date field" and ISO_DATE.fullmatch(text):
            text = date_like(field.value, text)  # the shape the field shows (a placeholder, a default)
        elif goal.target.lower() == "the time field" and HHMM.fullmatch(text):
            text = time_like(field.value, text)
        return _type(field, text, f"Typing '{text}'", f"{field.describe()} is where this text goes.")
    if kind == "enter_fact":
        value = fact_value(goal, turn)
        if value is None:
            return ask(f"What is your {goal.target}?", [STOP], f"No {goal.target} is known yet.")
        field = field_for_key(goal.target, screen)
        if field is None:
            return scroll_or_ask(turn, f"a {goal.target} field", goal)
        typed = _type(field, value, f"Entering the {goal.target}", f"{field.describe()} is the {goal.target} field.")
        if goal.target not in turn.facts:
            # It came from the user's answer, which only counts on the next step: keep it under its own key.
            typed = typed.model_copy(update={"remember": RememberFact(key=goal.target, value=value)})
        return typed
    if kind == "send":
        send = next((e for e in buttons_of(screen, ("send",)) if not e.disabled), None)
        field = message_field(screen)
        text = message_text(plan, turn.arguments.task)
        if send is None or (field is not None and field.value != text):
            # Send stays disabled until the text is in: type it (again).
            return act(Subgoal("type", text=text), turn, plan)
        return _final_tap(send, goal, turn, "Sending the message", f"The message is typed; {send.describe()} sends it.")
    if kind == "start_new":
        new = new_control(screen, goal.target)
        if new is None:
            return scroll_or_ask(turn, f"a way to start a new {goal.target}", goal)
        return tap_on(new, f"Starting a new {goal.target}", f"{new.describe()} starts a new {goal.target}.")
    if kind == "save":
        save = next((e for e in buttons_of(screen, SAVE_WORDS) if not e.disabled), None)
        if save is None:
            return scroll_or_ask(turn, "the Save button", goal)
        return _final_tap(save, goal, turn, f"Saving the {goal.target}", f"{save.describe()} saves it.")
    if kind == "find":
        row = category_row(goal.target, screen)
        if row is not None:
            return tap_on(row, f"Opening {row.label}", f"{row.describe()} lists {goal.target}.")
        if priced_items(screen) and tabs(screen):
            return _find_in_tabs(goal, turn)
        if priced_items(screen):
            return seek(turn, goal, goal.target, [e for _, e in priced_items(screen)
                                                   if match_score(goal.target, e.label) >= WHOLE_WORDS],
                         by_name(goal.target), f"Opening {goal.target}")
        return scroll_or_ask(turn, f'"{goal.target}"', goal)
    if kind in ("pick_cheapest", "pick_dearest"):
        items = [e for _, e in priced_items(screen)]
        # Inside the category the task names, every item counts ("Wireless charging pad" is a charger).
        inside = any(e.checked and match_score(goal.target, e.label) >= PREFIX for e in tabs(screen)) or \
            match_score(goal.target, turn.here) >= PREFIX
        matching = items if inside else [e for e in items if match_score(goal.target, e.label) >= WHOLE_WORDS] or items
        return seek(turn, goal, goal.target, matching, by_price(goal.target, kind == "pick_dearest"),
                     f"Choosing the {'most expensive' if kind == 'pick_dearest' else 'cheapest'} {goal.target}")
    if kind == "pick":
        items = [e for e in tappable(screen) if e.kind not in BUTTON_KINDS and e.kind != "Tab"]
        return seek(turn, goal, goal.target, [e for e in items if match_score(goal.target, e.label) > 0],
                     by_name(goal.target), f"Opening {goal.target}")
    if kind == "quantity":
        return _set_quantity(goal, turn)
    if kind == "checkout":
        direct = next(iter(buttons_of(screen, ("checkout", "check out"))), None)
        added = next(iter(buttons_of(screen, ADD_TO_CART)), None)
        cart = next((e for e in buttons_of(screen, CART_WORDS) if e is not added), None)
        # Added once (the trail holds the tap): then to the cart, not a second time into it.
        button = direct or (added if added is not None and added.label not in turn.trail else None) or cart
        if button is None:
            return scroll_or_ask(turn, "the checkout button", goal)
        return tap_on(button, f"Tapping {button.label}", "Checkout comes before placing the order.")
    if kind == "place_order":
        button = next(iter(buttons_of(screen, PLACE_ORDER_LABELS)), None)
        if button is None:
            return scroll_or_ask(turn, "the button that places the order", goal)
        return _final_tap(button, goal, turn, "Placing the order", f"{button.describe()} places the order.")
    if kind == "read":
        return _read(goal, turn)
    if kind == "explore":
        return _explore(goal, turn)
    if kind in ("wizard_next", "wizard_finish"):
        labels = NEXT_WORDS if kind == "wizard_next" else FINISH_WORDS
        button = next(iter(buttons_with(screen, labels)), None)
        if button is None:
            return scroll_or_ask(turn, f"the {labels[0].title()} button")
        return tap_on(button, f"Tapping {button.label}", "Each page of the wizard goes on with this button.")
    if kind == "tap":
        pick, tied = choose(goal.target, tappable(screen), turn.answer)
        if pick is not None:
            return tap_on(pick, f"Tapping {goal.target}", f"{pick.describe()} best matches \"{goal.target}\".")
        if tied:
            return ask_which(goal.target, [e.label for e in tied], goal)
        return scroll_or_ask(turn, f'"{goal.target}"')
    # ask_instead, not yet answered with "Try again"
    return _ask_instead(goal, turn)


def _find_in_tabs(goal: Subgoal, turn: Turn) -> AgentStepResult:
    """No tab is named like the items: read this tab's list to its end, then try the next tab."""
    current = next((t.label for t in tabs(turn.screen) if t.checked), "")
    if turn.allows("scroll_down") and scrollable(turn.screen):
        # Down to the end only: the next tab shows its own list from the top.
        key = f"{goal.source}@{current}"
        scan = nav.read_scan(turn.refs, key) or nav.Scan(key)
        if (scan.scrolls == 0 or turn.moved("scroll_down")) and scan.scrolls < nav.MAX_SCROLLS:
            scan.scrolls += 1
            return scroll("down", f'Looking for "{goal.target}"', f"Reading {current or 'this tab'} to its end.",
                          **{nav.SCAN: scan.dump()})
    visited = nav.read_visited(turn.refs, goal.source)
    following = next((t for t in tabs(turn.screen) if not t.checked and t.label not in visited), None)
    if following is None:
        return cannot_find(turn, f'"{goal.target}" in any tab')
    return tap_on(following, f"Opening {following.label}", f"No {goal.target} under {current or 'this tab'}.",
                **{nav.VISITED: nav.write_visited(goal.source, [*visited, current, following.label]), nav.SCAN: None})


def _flip(toggle: Element, goal: Subgoal) -> AgentStepResult:
    if toggle.disabled:
        return ask(f"{toggle.describe()} is disabled. What should I do?", [TRY_AGAIN, STOP],
                    "A disabled switch cannot be tapped.")
    state = "on" if goal.on else "off"
    return tap_on(toggle, f"Turning {state} {toggle.label}", f"{toggle.describe()} is not {state} yet.")


def _toggle_app(goal: Subgoal, turn: Turn) -> AgentStepResult:
    """An app's own switch: on the setting's page (a switch per app) or on the app's page (its switches)."""
    toggle = per_app_toggle(goal, turn)
    if toggle is not None:
        return _flip(toggle, goal)
    rows = [e for e in tappable(turn.screen) if e.kind not in ("Switch", "CheckBox", "RadioButton")]
    for query in (goal.text, goal.target):
        row, _ = choose(query, rows, None)
        if row is not None and row.label not in turn.trail[-2:]:
            return tap_on(row, f"Opening {row.label}", f"The {goal.target} switch of {goal.text} is found from here.")
    visited = nav.read_visited(turn.refs, goal.source)
    known = "".join(words(goal.target)) in KNOWN_SETTINGS
    if known and turn.allows("open_setting") and "open_setting" not in visited:
        opened = result_of("open_setting", f"Opening the {goal.target} setting", f"{goal.text} has a switch there.",
                         setting_name=goal.target)
        return opened.model_copy(update={"state_refs": {
            nav.VISITED: nav.write_visited(goal.source, [*visited, "open_setting"])}})
    if not in_app("Settings", turn) and (turn.arguments.current_package is not None or not turn.trail):
        return _open_app("Settings", turn)
    # This page's list first (down, then back up), then the sections an app's switch is usually under.
    page_key = f"{goal.source}@{turn.here}"
    if scrollable(turn.screen) and turn.allows("scroll_down"):
        searched = scroll_or_ask(turn, f"the {goal.target} switch for {goal.text}",
                                  Subgoal(goal.kind, source=page_key))
        if searched.action != "ask_user":
            return searched
    hints = (*SETTING_SECTIONS.get("".join(words(goal.target)), ()), "app", "application")
    section = next((e for e in rows if has_word(e.label, *hints) and e.label not in visited), None)
    if section is not None:
        return tap_on(section, f"Opening {section.label}", f"{goal.text}'s {goal.target} switch may be under it.",
                    **{nav.VISITED: nav.write_visited(goal.source, [*visited, section.label]), nav.SCAN: None})
    if len(turn.trail) >= 2 and turn.allows("back"):
        return result_of("back", "Going back", f"No {goal.target} switch for {goal.text} in {turn.here}.",
                       state_refs={nav.SCAN: None})
    return ask(f"I cannot find the {goal.target} switch for {goal.text}. What should I do?", [TRY_AGAIN, STOP],
                "Neither the setting's page nor the app's page shows it.", **{nav.SCAN: None})


def _set_value(goal: Subgoal, turn: Turn) -> AgentStepResult:
    screen = turn.screen
    field = editable_setting(goal, turn)
    if field is not None:
        if not same_value(field.value, goal.text):
            return _type(field, goal.text, f"Setting {goal.target} to {goal.text}",
                         f"{field.describe()} holds {goal.target}.")
        confirm = next((e for e in buttons_of(screen, CONFIRM_VALUE_WORDS) if not e.disabled), None)
        if confirm is not None:
            return tap_on(confirm, f"Confirming {goal.text}", f"{confirm.describe()} applies the value.")
    choice = choice_for(goal.text, screen, goal.target)
    if choice is not None:
        return tap_on(choice, f"Choosing {choice.label}", f"{choice.describe()} is the value {goal.text}.")
    shown = setting_element(goal.target, screen)
    stepped = _step_value(goal, turn, shown)
    if stepped is not None:
        return stepped
    if shown is not None and not shown.editable and not shown.disabled:
        return tap_on(shown, f"Opening {shown.label}", f"{shown.describe()} leads to the choices for {goal.target}.")
    if not in_app("Settings", turn) or not turn.trail:
        return _open_setting(goal.target, turn, goal)
    return scroll_or_ask(turn, f"the {goal.target} setting", goal)


_UP_WORDS = ("increase", "raise", "more", "up", "plus", "brighter", "louder")
_DOWN_WORDS = ("decrease", "lower", "less", "down", "minus", "dimmer", "quieter")


def _step_value(goal: Subgoal, turn: Turn, shown: Element | None) -> AgentStepResult | None:
    """A value shown with +/- controls beside it (a slider): step towards the number asked for."""
    wanted = next((int(w) for w in words(goal.text) if w.isdigit()), None)
    current = next((int(w) for w in words(shown.value or "") if w.isdigit()), None) if shown is not None else None
    if wanted is None or current is None or wanted == current:
        return None
    up = wanted > current
    controls = [e for e in tappable(turn.screen) if is_control(e.kind) and (
        e.label.strip() in (("+", "＋") if up else ("-", "−", "–")) or (
            has_word(e.label, *(_UP_WORDS if up else _DOWN_WORDS)) and not has_word(e.label, "navigate", "back")
            and (len(words(e.label)) <= 2 or match_score(goal.target, e.label) >= WHOLE_WORDS)))]
    if not controls:
        return None
    visited = nav.read_visited(turn.refs, goal.source)
    direction = "up" if up else "down"
    if visited and visited[-1] != direction:
        # It went past the value both ways: the steps do not land on it.
        return ask(f"{goal.target} moves in steps that skip {goal.text} (it shows {shown.value if shown else '?'}). "
                   "What should I do?", [TRY_AGAIN, STOP], "Stepping overshot the value in both directions.")
    return tap_on(controls[0], f"{goal.target}: {current} -> {wanted}", f"{controls[0].describe()} moves it one step.",
                  **{nav.VISITED: nav.write_visited(goal.source, [*visited[-3:], direction])})


def _set_quantity(goal: Subgoal, turn: Turn) -> AgentStepResult:
    element = quantity_element(turn.screen)
    if element is None:
        # No quantity control: each tap of "Add to cart" adds one.
        added = added_times(goal, turn)
        button = next(iter(buttons_of(turn.screen, ADD_TO_CART)), None)
        if button is not None and added < int(goal.text):
            return tap_on(button, f"Adding {added + 1} of {goal.text}", f"{button.describe()} adds one at a time.",
                        **{nav.VISITED: nav.write_visited(goal.source, [f"added {added + 1}"])})
        return scroll_or_ask(turn, "the quantity", goal)
    if element.editable:
        return _type(element, goal.text, f"Setting the quantity to {goal.text}", f"{element.describe()} is the quantity.")
    current = next((int(w) for w in words(element.value or element.label) if w.isdigit()), 1)
    more = int(goal.text) > current
    step = next((e for e in tappable(turn.screen) if e.kind in BUTTON_KINDS and (
        (e.label.strip() == "+" or has_word(e.label, "increase", "more", "plus", "add one")) if more else
        (e.label.strip() in ("-", "−") or has_word(e.label, "decrease", "less", "minus", "remove one")))), None)
    if step is None:
        return scroll_or_ask(turn, "a control to change the quantity", goal)
    return tap_on(step, f"Quantity {current} -> {goal.text}", f"{step.describe()} changes the quantity by one.")


# Where a lookup looks, in order, by what it asks.
_LOOKUP_APPS = {"when": ("Calendar", "Messages", "Mail"), "code": ("Messages", "Mail"),
                "order_number": ("Shop", "Messages", "Mail"), "text": ("Messages", "Calendar", "Mail")}


def _read(goal: Subgoal, turn: Turn) -> AgentStepResult:
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
            value = ", ".join(element_text(e) for e in screen.elements if e.kind != "ListItem"
                              and read_fact("when", element_text(e)))
        return result_of("done", f"Found it: {value}", f"{element.describe()} answers the question.",
                       remember=RememberFact(key=goal.text, value=value[:2000]))
    visited = nav.read_visited(turn.refs, goal.source)
    rows = [e for e in tappable(screen) if e.kind in ("ListItem", "TextView") and subject_matches(goal.target, e)
            and goal.target not in ("", "it") and e.label not in visited]
    if rows:
        return tap_on(rows[0], f"Opening {rows[0].label}", f"{rows[0].describe()} is about {goal.target}.",
                    **{nav.VISITED: nav.write_visited(goal.source, [*visited, rows[0].label])})
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
            opened_app = _open_app(candidate, turn)
            return opened_app.model_copy(update={"state_refs": {
                **opened_app.state_refs, nav.SCAN: None,
                nav.VISITED: nav.write_visited(goal.source, [*visited, *sorted(tried)])}})
    return searched


_EXPLORE_STOPWORDS = frozenset({"the", "a", "an", "my", "to", "for", "me", "and", "of", "in", "on", "at", "with",
                                "please", "some", "this", "that", "it", "i", "you", "can", "from", "up"})


def _explore(goal: Subgoal, turn: Turn) -> AgentStepResult:
    content = [w for w in words(goal.target) if w not in _EXPLORE_STOPWORDS and len(w) > 2]
    if not turn.trail:
        for app in launcher_apps(turn.screen) or turn.apps:
            if any(word in app_family(app) or word in words(app) for word in content):
                return _open_app(app, turn)
        return give_up(f"No app on this phone matches \"{goal.target}\"; I cannot do this here.",
                       "The task has no intent the planner knows, and no app named for its words.")
    # Never a label that names an irreversible act, whatever its kind: this is a guess.
    labels = [e for e in tappable(turn.screen) if any(w in words(e.label) for w in content)
              and e.label not in turn.trail and not any(w in IRREVERSIBLE_VERBS for w in words(e.label))
              and confirmation_reason(tap_on(e, "", ""), turn.screen) is None]
    if labels and len(turn.trail) < 3:
        return tap_on(labels[0], f"Trying {labels[0].label}", f"{labels[0].describe()} shares words with the task.")
    return give_up(f"I opened {turn.trail[0]} but cannot tell how to \"{goal.target}\" there.",
                    "No rule knows when this task is done; stopping rather than guessing.")


def _ask_instead(goal: Subgoal, turn: Turn) -> AgentStepResult:
    answer = answer_after_decline(turn.fact_lines)
    if answer is None:
        return declined_question(goal.target)
    return give_up(f"The user declined to {goal.target} and answered \"{answer}\", which I cannot act on.",
                    f"Only \"{TRY_AGAIN}\" or \"{STOP}\" can be acted on offline.")
