"""The steps of ``Answer from the list: {…}``: read the app's list top to bottom (every row seen is kept in
``state_refs``, ``answering``), or find the note the question names (notebook by notebook), then answer
from what the screen showed in the format the task asks. Nothing read, no answer: the user is asked.
"""

from __future__ import annotations

import json

from ..app_drawers import through_drawer
from ..contract import AgentStepResult
from ..grammar import Subgoal
from ..screen import Screen
from ..turn import Turn, scroll
from .messages import said_last
from .note_steps import from_notes
from .outcome import STATE, answered, listed, not_found, read_state
from .question import Question
from .record_steps import answer_record
from .records import Record, answer, merged, to_the_meter

_ROW_KINDS = frozenset({"ListItem", "CheckBox", "CheckedTextView", "TextView"})


def _records(screen: Screen, question: Question) -> list[Record]:
    if question.source == "items":
        # Any app's items: a list's rows, whatever they show (a playlist's page may not scroll).
        return [Record(e.label, e.value or "", e.checked) for e in screen.elements if e.kind == "ListItem" and e.label]
    if not any(e.scrollable for e in screen.elements):
        return []  # a list's rows only, not a detail screen's lines
    # A call log's rows say a kind ("Missed · Mobile"), other lists' rows a date, an amount or a distance.
    digits = question.source != "calls"
    return [
        Record(e.label, e.value or "", e.checked)
        for e in screen.elements
        if e.kind in _ROW_KINDS
        and e.label
        and e.label != "Status bar"
        and (any(c.isdigit() for c in e.value or "") if digits else bool(e.value))
    ]


# More rows than this, or more scrolls, and the list is not read to its end: the user is asked.
MAX_ROWS = 200
MAX_SCROLLS = 60


def answer_from_list(goal: Subgoal, turn: Turn, plan: list[str]) -> AgentStepResult:
    question = Question.from_line(goal.text)
    if question is None:
        return not_found("what the question asks")
    if question.source == "notes":
        return from_notes(question, turn)
    if question.source == "messages":
        return said_last(question, turn)
    if question.source == "record":
        return answer_record(question, turn)
    screen = turn.screen
    state = read_state(turn)
    scrolls = any(e.scrollable for e in screen.elements)
    unchanged = turn.previous == screen.fingerprint
    moves = state.get("moves", 0)
    moves = moves if isinstance(moves, int) else 0
    if moves >= MAX_SCROLLS:
        return not_found(f"the end of the list after {MAX_SCROLLS} scrolls")
    # An app may reopen a list where it was left: go to its top first, then read it downwards.
    if scrolls and not state.get("top") and not (turn.history.last == "scroll_up" and unchanged):
        refs = json.dumps({"moves": moves + 1})
        return scroll("up", "Going to the top of the list", "Reading the list from its first row.", **{STATE: refs})
    seen = [Record(*row) for row in listed(state, "rows") if isinstance(row, list) and len(row) == 3]
    seen = merged(seen, _records(screen, question))
    at_end = turn.history.last == "scroll_down" and unchanged
    if len(seen) > MAX_ROWS:
        return not_found(f"the answer within the first {MAX_ROWS} rows (the list is longer)")
    if scrolls and not at_end:
        rows = [[r.title, r.details, r.checked] for r in seen]
        refs = json.dumps({"top": True, "rows": rows, "moves": moves + 1})
        return scroll("down", "Reading the list", "Reading every row before answering.", **{STATE: refs})
    value = answer(question, seen) if seen else None
    if value is None and not seen and not scrolls:
        # A home page with no list: the rows may be behind the app's navigation drawer (app_drawers.py).
        drawn = through_drawer(turn, question.source, goal.source)
        if drawn is not None:
            return drawn
    if value is None:
        return not_found("rows that answer the question")
    read = f"Read from the {len(seen)} rows the list showed."
    if question.unit == "m" and not to_the_meter(question, seen):
        # Asked in meters of a list that shows km to two places: the figure is given, and how exact it is said.
        read += " The app shows distances to 10 m, so the meters are to the nearest 10."
    return answered(value, read)
