"""Finding a target in a list: by name or by price over the whole (scrolling) list, asking
when two match; down the list, then back up, before asking.
"""

from __future__ import annotations

from collections.abc import Callable
from decimal import Decimal

from . import navigator as nav
from .app_drawers import through_drawer
from .contract import AgentStepResult, RememberFact
from .grammar import Subgoal
from .reading import EXACT, WHOLE_WORDS, match_score, price_of, scrollable
from .screen import Element
from .session import TRY_AGAIN
from .turn import PICKED_KEY, STOP, Turn, ask, scroll, tap_on


def _answered(answer: str, elements: list[Element]) -> list[Element]:
    """The element the user's answer names: its label exactly, else the one label holding all its words."""
    exact = [e for e in elements if e.label.casefold() == answer.casefold()]
    if exact:
        return exact[:1]
    holding = [e for e in elements if e.label and match_score(answer, e.label) >= WHOLE_WORDS]
    return holding if len(holding) == 1 else []


def choose(query: str, elements: list[Element], answer: str | None) -> tuple[Element | None, tuple[Element, ...]]:
    """The one element ``query`` names, or the candidates to ask between."""
    scored = [(match_score(query, e.label), e) for e in elements if not e.disabled]
    scored = [(score, e) for score, e in scored if score > 0]
    if answer is not None:
        chosen = [e for e in elements if e.label.casefold() == answer.casefold()]
        if len(chosen) == 1:
            return chosen[0], ()
    if not scored:
        return None, ()
    best = max(score for score, _ in scored)
    top = [e for score, e in scored if score == best]
    if best >= WHOLE_WORDS and len(top) == 1:
        return top[0], ()
    return None, tuple(top)


def ask_which(query: str, labels: list[str], goal: Subgoal) -> AgentStepResult:
    labels = list(dict.fromkeys(labels))
    return ask(
        f'Which one do you mean by "{query}"?',
        labels,
        f'{len(labels)} entries match "{query}" about equally well (or only weakly); not guessing.',
        **{nav.SCAN: None, nav.CHOSEN: None},
    )


def cannot_find(turn: Turn, what: str) -> AgentStepResult:
    return ask(
        f"I cannot find {what}. What should I do?",
        [TRY_AGAIN, STOP],
        f"{what} is not on this screen, nor further down or up the list.",
        **{nav.SCAN: None},
    )


def scroll_or_ask(turn: Turn, what: str, goal: Subgoal | None = None) -> AgentStepResult:
    """Looking further (down the list, then back up) is safe; guessing is not. A page with no list may keep its
    things behind the app's navigation drawer (app_drawers.py)."""
    if not scrollable(turn.screen):
        thing = goal.target if goal is not None and goal.target else what
        drawn = through_drawer(turn, thing, goal.source if goal is not None else what)
        if drawn is not None:
            return drawn
    can_scroll = (scrollable(turn.screen) or not turn.screen.elements) and turn.allows("scroll_down")
    if not can_scroll:
        return ask(
            f"I cannot find {what} on this screen. What should I do?",
            [TRY_AGAIN, STOP],
            f"{what} is not on this screen and there is nothing to scroll.",
        )
    key = goal.source if goal is not None else what
    scan = nav.read_scan(turn.refs, key)
    if scan is None or turn.history.last not in ("scroll_down", "scroll_up"):
        scan = nav.Scan(key)  # a page just reached (a tap, not a scroll) is read from where it opens, downwards
    if scan.direction == "down":
        if (scan.scrolls == 0 or turn.moved("scroll_down")) and scan.scrolls < nav.MAX_SCROLLS:
            scan.scrolls += 1
            return scroll(
                "down",
                f"Looking for {what}",
                f"{what} is not on this screen; scrolling for more.",
                **{nav.SCAN: scan.dump()},
            )
        if scan.scrolls <= 1 and "scroll_down" not in turn.history.recent[-8:-1]:
            return cannot_find(turn, what)  # the list did not move and was not scrolled: it was all on screen
        scan.direction, scan.scrolls = "back", 0
    if (scan.scrolls == 0 or turn.moved("scroll_up")) and scan.scrolls < nav.MAX_SCROLLS:
        scan.scrolls += 1
        return scroll(
            "up",
            f"Looking for {what}",
            f"{what} was not further down; going back up the list.",
            **{nav.SCAN: scan.dump()},
        )
    return cannot_find(turn, what)


def seek(
    turn: Turn,
    goal: Subgoal,
    query: str,
    candidates: list[Element],
    best_of: Callable[[dict[str, str]], list[str]],
    status: str,
    *,
    exact_wins: bool = False,
) -> AgentStepResult:
    """Tap the entry ``best_of`` picks from every matching entry of the whole (scrolling) list.

    ``best_of(seen)`` gets ``{label: price}`` of every match seen and returns the labels that
    qualify: one is tapped (scrolling back to it), several are asked about.
    """
    key = goal.source
    chosen = nav.read_chosen(turn.refs, key) or (turn.answer if turn.answer not in (None, STOP, TRY_AGAIN) else None)
    if chosen is not None:
        exact = _answered(
            chosen, [e for e in turn.screen.elements if not e.disabled and not e.scrollable and not e.editable]
        )
        if exact:
            return tap_on(
                exact[0],
                status,
                f"{exact[0].describe()} is the one the user chose.",
                **{nav.SCAN: None, nav.CHOSEN: None},
            )
        if scrollable(turn.screen):
            found = _scroll_toward(turn, key, chosen)
            return found.model_copy(
                update={"state_refs": {**found.state_refs, nav.CHOSEN: nav.write_chosen(key, chosen)}}
            )
    visible = {e.label: str(price_of(e) or "") for e in candidates}
    scan = nav.read_scan(turn.refs, key)
    whole = scrollable(turn.screen) and turn.allows("scroll_down")
    if scan is None:
        picked = best_of(visible)
        exact = [e for e in candidates if match_score(query, e.label) == EXACT]
        if not whole or (len(exact) == 1 and picked == [exact[0].label]):
            return _decide_from(turn, goal, query, picked, candidates, status, visible)
        # Read from the top: a list already scrolled by an earlier subgoal is first scrolled back up.
        scan = nav.Scan(key, direction="top" if _mid_list(turn) else "down")
    if scan.direction == "top":
        if (scan.scrolls == 0 or turn.moved("scroll_up")) and scan.scrolls < nav.MAX_SCROLLS:
            scan.scrolls += 1
            return scroll(
                "up",
                f"Back to the top of the list for {query}",
                "The list was scrolled; the choice is made over all of it.",
                **{nav.SCAN: scan.dump()},
            )
        scan.direction, scan.scrolls = "down", 0
    if scan.direction == "down":
        scan.seen.update(visible)
        exact = [e for e in candidates if match_score(query, e.label) == EXACT]
        if exact_wins and len(exact) == 1 and len([label for label in scan.seen if label == exact[0].label]) == 1:
            return tap_on(
                exact[0], status, f'{exact[0].describe()} is exactly "{query}".', **{nav.SCAN: None, nav.CHOSEN: None}
            )
        if (scan.scrolls == 0 or turn.moved("scroll_down")) and scan.scrolls < nav.MAX_SCROLLS:
            scan.scrolls += 1
            return scroll(
                "down",
                f"Reading the list for {query}",
                "The choice is made over the whole list, not only its visible part.",
                **{nav.SCAN: scan.dump()},
            )
        scan.direction, scan.scrolls = "up", 0
    picked = best_of(scan.seen)
    if len(picked) != 1:
        return _decide_from(turn, goal, query, picked, candidates, status, scan.seen)
    on_screen = [e for e in candidates if e.label == picked[0]]
    if on_screen:
        return _decide_from(turn, goal, query, picked, candidates, status, scan.seen)
    if (scan.scrolls == 0 or turn.moved("scroll_up")) and scan.scrolls < nav.MAX_SCROLLS:
        scan.scrolls += 1
        return scroll(
            "up", f"Going back to {picked[0]}", f"{picked[0]} is the one; it is further up.", **{nav.SCAN: scan.dump()}
        )
    return cannot_find(turn, picked[0])


def _since_entered(turn: Turn) -> list[str]:
    """The scrolls (and questions) since the last step that entered something, newest first."""
    steps = []
    for verb in reversed(turn.history.recent):
        if verb not in ("scroll_down", "scroll_up", "ask_user"):
            break
        steps.append(verb)
    return steps


def _mid_list(turn: Turn) -> bool:
    """The last steps scrolled down since something was entered: the list may not be at its top."""
    for verb in reversed(turn.history.recent):
        if verb == "scroll_down":
            return True
        if verb != "scroll_up":
            return False
    return False


def _scroll_toward(turn: Turn, key: str, label: str) -> AgentStepResult:
    # After reading the list down to its end (then asking), what was chosen is further up.
    below = any(verb == "scroll_down" for verb in _since_entered(turn))
    scan = nav.read_scan(turn.refs, key) or nav.Scan(key, direction="up" if below else "down")
    moved = turn.moved(f"scroll_{scan.direction}") or scan.scrolls == 0
    if not moved or scan.scrolls >= nav.MAX_SCROLLS:
        if scan.direction == "down":
            scan.direction, scan.scrolls = "up", 0
        else:
            return cannot_find(turn, label)
    scan.scrolls += 1
    return scroll(
        scan.direction, f"Looking for {label}", f"{label} is not on this part of the list.", **{nav.SCAN: scan.dump()}
    )


def _decide_from(
    turn: Turn,
    goal: Subgoal,
    query: str,
    picked: list[str],
    candidates: list[Element],
    status: str,
    seen: dict[str, str],
) -> AgentStepResult:
    if len(picked) > 1:
        return ask_which(query, picked, goal)
    if len(picked) == 1:
        element = next((e for e in candidates if e.label == picked[0]), None)
        if element is not None:
            weak = match_score(query, element.label) < WHOLE_WORDS and not seen.get(element.label)
            if weak:
                return ask_which(query, picked, goal)
            result = tap_on(
                element,
                status,
                f'{element.describe()} is the one for "{query}" over the whole list.',
                **{nav.SCAN: None, nav.CHOSEN: None},
            )
            if goal.kind in ("pick_cheapest", "pick_dearest"):
                result = result.model_copy(update={"remember": RememberFact(key=PICKED_KEY, value=element.label)})
            return result
    return scroll_or_ask(turn, f'"{query}"', goal) if not seen else cannot_find(turn, f'"{query}"')


def by_name(query: str) -> Callable[[dict[str, str]], list[str]]:
    def best_of(seen: dict[str, str]) -> list[str]:
        scores = {label: match_score(query, label) for label in seen}
        best = max(scores.values(), default=0)
        return [label for label, score in scores.items() if score == best and score > 0]

    return best_of


def by_price(query: str, dearest: bool) -> Callable[[dict[str, str]], list[str]]:
    def best_of(seen: dict[str, str]) -> list[str]:
        priced = {label: Decimal(price) for label, price in seen.items() if price}
        if not priced:
            return []
        best = (max if dearest else min)(priced.values())
        return [label for label, price in priced.items() if price == best]

    return best_of
