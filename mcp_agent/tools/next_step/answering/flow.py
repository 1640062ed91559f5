"""The steps of ``Answer from the list: {…}``: read the app's list top to bottom (every row seen is kept in
``state_refs``, ``answering``), or find the note the question names (notebook by notebook), then answer
from what the screen showed in the format the task asks. Nothing read, no answer: the user is asked.
"""

from __future__ import annotations

import json

from ..agenda import ANSWER_ONLY
from ..contract import AgentStepResult, RememberFact
from ..grammar import Subgoal
from ..screen import Element, Screen
from ..turn import STOP, TRY_AGAIN, Turn, ask, result_of, scroll, tap_on
from . import notes
from .question import Question
from .records import Imprecise, Record, answer

STATE = "answering"
USE_APPROXIMATE = "Use the approximate figure"
_ROW_KINDS = frozenset({"ListItem", "CheckBox", "CheckedTextView", "TextView"})
_NOTE_ROWS = frozenset({"ListItem", "CheckBox", "CheckedTextView"})


def _listed(state: dict[str, object], key: str) -> list[object]:
    value = state.get(key)
    return value if isinstance(value, list) else []


def _state(turn: Turn) -> dict[str, object]:
    try:
        state = json.loads(turn.refs.get(STATE, "{}"))
    except ValueError:
        state = {}
    return state if isinstance(state, dict) else {}


def _records(screen: Screen) -> list[Record]:
    if not any(e.scrollable for e in screen.elements):
        return []  # a list's rows only, not a detail screen's lines
    return [
        Record(e.label, e.value or "", e.checked)
        for e in screen.elements
        if e.kind in _ROW_KINDS and e.label and e.label != "Status bar" and any(c.isdigit() for c in e.value or "")
    ]


def _answered(value: str, reasoning: str) -> AgentStepResult:
    return result_of(
        "done",
        f"Answer: {value}",
        reasoning,
        remember=RememberFact(key=ANSWER_ONLY, value=value[:2000]),
        state_refs={STATE: None},
    )


def _not_found(what: str) -> AgentStepResult:
    return ask(
        f"I could not find {what}. What should I do?",
        [TRY_AGAIN, STOP],
        f"The screens read do not show {what}: not answering without it.",
        **{STATE: None},
    )


# More rows than this, or more scrolls, and the list is not read to its end: the user is asked.
MAX_ROWS = 200
MAX_SCROLLS = 60


def merged(seen: list[Record], window: list[Record]) -> list[Record]:
    """``seen`` followed by the rows of ``window`` below it: the window after a scroll overlaps the rows
    already read, so two identical rows (two equal runs on one day) stay two."""
    for overlap in range(min(len(seen), len(window)), 0, -1):
        if seen[-overlap:] == window[:overlap]:
            return seen + window[overlap:]
    return seen + window


def answer_from_list(goal: Subgoal, turn: Turn, plan: list[str]) -> AgentStepResult:
    question = Question.from_line(goal.text)
    if question is None:
        return _not_found("what the question asks")
    if question.source == "notes":
        return _from_notes(question, turn)
    screen = turn.screen
    state = _state(turn)
    if turn.answer is not None and turn.answer.casefold() == USE_APPROXIMATE.casefold() and state.get("approximate"):
        return _answered(str(state["approximate"]), "The user accepted the figure read to the screen's precision.")
    scrolls = any(e.scrollable for e in screen.elements)
    unchanged = turn.previous == screen.fingerprint
    moves = state.get("moves", 0)
    moves = moves if isinstance(moves, int) else 0
    if moves >= MAX_SCROLLS:
        return _not_found(f"the end of the list after {MAX_SCROLLS} scrolls")
    # An app may reopen a list where it was left: go to its top first, then read it downwards.
    if scrolls and not state.get("top") and not (turn.history.last == "scroll_up" and unchanged):
        refs = json.dumps({"moves": moves + 1})
        return scroll("up", "Going to the top of the list", "Reading the list from its first row.", **{STATE: refs})
    seen = [Record(*row) for row in _listed(state, "rows") if isinstance(row, list) and len(row) == 3]
    seen = merged(seen, _records(screen))
    at_end = turn.history.last == "scroll_down" and unchanged
    if len(seen) > MAX_ROWS:
        return _not_found(f"the answer within the first {MAX_ROWS} rows (the list is longer)")
    if scrolls and not at_end:
        rows = [[r.title, r.details, r.checked] for r in seen]
        refs = json.dumps({"top": True, "rows": rows, "moves": moves + 1})
        return scroll("down", "Reading the list", "Reading every row before answering.", **{STATE: refs})
    try:
        value = answer(question, seen) if seen else None
    except Imprecise as rough:
        return ask(
            f"The app shows distances rounded to 10 m, so I can only say {rough.approximate}. Is that enough?",
            [USE_APPROXIMATE, STOP],
            "The question asks meters to the unit; the rows show kilometres with two decimals: not guessing.",
            **{STATE: json.dumps({"approximate": rough.value})},
        )
    if value is None:
        return _not_found("rows that answer the question")
    return _answered(value, f"Read from the {len(seen)} rows the list showed.")


def _named(name: str, elements: list[Element]) -> Element | None:
    wanted = name.strip().casefold()
    return next((e for e in elements if e.label.strip().casefold() == wanted), None)


def _is_todo(row: Element) -> bool:
    return row.kind == "CheckBox" or "to-do" in (row.value or "").casefold()


def _from_notes(question: Question, turn: Turn) -> AgentStepResult:
    screen = turn.screen
    rows = [e for e in screen.elements if e.kind in _NOTE_ROWS and e.label]
    texts = [e for e in screen.elements if e.kind == "TextView" and e.label and e.label != "Status bar"]
    row = _named(question.subject, rows)
    if question.mode == "todos" and _named(question.subject, texts) is not None and row is None:
        return _answered(str(sum(_is_todo(r) for r in rows)), f"Counted the to-dos listed in {question.subject}.")
    if question.mode == "is_todo" and row is not None:
        return _answered(str(_is_todo(row)), f"'{row.label}' is listed {'as' if _is_todo(row) else 'not as'} a to-do.")
    if question.mode in ("amount", "attendees") and row is None and _named(question.subject, texts) is not None:
        body = " \\n ".join(
            part
            for e in texts
            if e.label.casefold() != question.subject.casefold()
            for part in (e.label, e.value or "")
            if part
        )
        found = notes.amount(body, question.kind) if question.mode == "amount" else notes.attendees(body)
        if found is None:
            return _not_found(
                f"the {'amount of ' + question.kind if question.mode == 'amount' else 'attendees'} in the note"
            )
        return _answered(str(found), f"Read from the note '{question.subject}'.")
    if row is not None:
        return tap_on(row, f"Opening {row.label}", "The question names it.")
    state = _state(turn)
    root = [str(name) for name in _listed(state, "root")] or [r.label for r in rows]
    visited = [str(name) for name in _listed(state, "visited")]
    if {r.label for r in rows} == set(root):
        for candidate in rows:
            if candidate.label not in visited:
                refs = json.dumps({"root": root, "visited": [*visited, candidate.label]})
                return tap_on(
                    candidate, f"Looking in {candidate.label}", f"'{question.subject}' may be in it.", **{STATE: refs}
                )
        return _not_found(f"'{question.subject}'")
    up = _named("Navigate up", [e for e in screen.elements if e.kind in ("ImageButton", "Button")])
    refs = json.dumps({"root": root, "visited": visited})
    if up is not None:
        return tap_on(up, "Going back", f"'{question.subject}' is not here.", **{STATE: refs})
    return result_of("back", "Going back", f"'{question.subject}' is not here.", state_refs={STATE: refs})
