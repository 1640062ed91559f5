"""A question about what a person said last in a messaging app: their conversation is found in the list
(scrolled to its end), opened, and the newest message received in it is the answer, as the thread shows it.
Nothing from a list's preview: the newest line there may be one the user sent."""

from __future__ import annotations

from ..contract import AgentStepResult
from ..patterns import rx
from ..screen import Element
from ..turn import Turn, scroll, tap_on
from .outcome import answered, not_found
from .question import Question

_RECEIVED = frozenset({"received", "incoming", "in"})


def _words(text: str) -> list[str]:
    return rx(r"[\w'-]+").findall(text.casefold())


def _names(person: str, label: str) -> bool:
    """ "Hana" names "Hana Tanaka"; "Hana Tanaka" names "Hana Tanaka" (every word said is one of the label's)."""
    wanted, said = _words(person), _words(label)
    return bool(wanted) and all(word in said for word in wanted)


def said_last(question: Question, turn: Turn) -> AgentStepResult:
    screen = turn.screen
    received = [e for e in screen.elements if e.kind == "TextView" and (e.value or "").strip().casefold() in _RECEIVED]
    header = next(
        (e for e in screen.elements if e.kind == "TextView" and not e.value and _names(question.subject, e.label)), None
    )
    if header is not None and received:
        return answered(received[-1].label, f"The newest message {header.label} sent, as the conversation shows it.")
    rows: list[Element] = [e for e in screen.elements if e.kind == "ListItem" and _names(question.subject, e.label)]
    if len(rows) == 1:
        return tap_on(rows[0], f"Opening the conversation with {rows[0].label}", "The question is about them.")
    if len(rows) > 1:
        return not_found(f"which of {', '.join(r.label for r in rows)} is {question.subject}")
    at_end = turn.history.last == "scroll_down" and turn.previous == screen.fingerprint
    if any(e.scrollable for e in screen.elements) and not at_end:
        return scroll("down", "Looking for the conversation", f"{question.subject} may be further down.")
    return not_found(f"a message from {question.subject}")
