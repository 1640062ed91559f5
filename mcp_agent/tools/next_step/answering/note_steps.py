"""A question about Joplin's notes answered from the screens: the notebook or the note the question names
is found (notebooks tried one by one from the top list, each read to its end), then what is asked is read
(to-dos counted over the whole notebook, a note's amount or attendees from its text, whether it is a
to-do from its row)."""

from __future__ import annotations

import json

from ..contract import AgentStepResult
from ..screen import Element, Screen
from ..turn import Turn, scroll, tap_on
from . import notes
from .outcome import STATE, answered, listed, not_found, read_state
from .question import Question
from .records import Record, merged

_NOTE_ROWS = frozenset({"ListItem", "CheckBox", "CheckedTextView"})


def _named(name: str, elements: list[Element]) -> Element | None:
    wanted = name.strip().casefold()
    exact = next((e for e in elements if e.label.strip().casefold() == wanted), None)
    # "the shortbread recipe" names the note "Shortbread"; "Lemon cake" the note "Lemon cake (family)".
    return exact or next((e for e in elements if wanted and wanted in e.label.casefold()), None)


def _is_todo(row: Element) -> bool:
    return row.kind == "CheckBox" or "to-do" in (row.value or "").casefold()


def _up(screen: Screen) -> Element | None:
    return next(
        (e for e in screen.elements if e.is_button and e.label.strip().casefold() in ("navigate up", "back")), None
    )


def from_notes(question: Question, turn: Turn) -> AgentStepResult:
    screen = turn.screen
    rows = [e for e in screen.elements if e.kind in _NOTE_ROWS and e.label]
    texts = [e for e in screen.elements if e.kind == "TextView" and e.label and e.label != "Status bar"]
    state = read_state(turn)
    scrolls = any(e.scrollable for e in screen.elements)
    at_end = turn.history.last == "scroll_down" and turn.previous == screen.fingerprint
    row = _named(question.subject, rows)
    header = _named(question.subject, texts)
    if question.mode == "todos" and header is not None and row is None:
        window = [Record(r.label, "to-do" if _is_todo(r) else "note") for r in rows]
        seen = merged([Record(*cells) for cells in listed(state, "rows") if isinstance(cells, list)], window)
        if scrolls and not at_end:
            refs = json.dumps({"rows": [[r.title, r.details] for r in seen]})
            return scroll("down", "Reading the notebook", "Counting every to-do in it.", **{STATE: refs})
        count = sum(r.details == "to-do" for r in seen)
        return answered(str(count), f"Counted the to-dos among the {len(seen)} entries of {question.subject}.")
    if question.mode == "is_todo" and row is not None:
        return answered(str(_is_todo(row)), f"'{row.label}' is listed {'as' if _is_todo(row) else 'not as'} a to-do.")
    if question.mode in ("amount", "attendees") and row is None and header is not None:
        body = " \\n ".join(part for e in texts if e is not header for part in (e.label, e.value or "") if part)
        found = notes.amount(body, question.kind) if question.mode == "amount" else notes.attendees(body)
        if found is None:
            what = f"the amount of {question.kind}" if question.mode == "amount" else "the attendees"
            return not_found(f"{what} in the note '{question.subject}'")
        return answered(str(found), f"Read from the note '{question.subject}'.")
    if row is not None:
        return tap_on(row, f"Opening {row.label}", "The question names it.")
    visited = [str(name) for name in listed(state, "visited")]
    up = _up(screen)
    if up is None:  # the notebooks' list: look in the next notebook not yet read
        if question.mode != "todos":
            for candidate in rows:
                if candidate.label not in visited:
                    refs = json.dumps({"visited": [*visited, candidate.label]})
                    why = f"'{question.subject}' may be in it."
                    return tap_on(candidate, f"Looking in {candidate.label}", why, **{STATE: refs})
        if scrolls and not at_end:
            refs = json.dumps({"visited": visited})
            return scroll("down", "Looking for more notebooks", "The list may go on.", **{STATE: refs})
        return not_found(f"'{question.subject}'")
    refs = json.dumps({"visited": visited})
    if scrolls and not at_end:
        return scroll("down", "Reading the notebook", f"'{question.subject}' may be further down.", **{STATE: refs})
    return tap_on(up, "Going back", f"'{question.subject}' is not in this notebook.", **{STATE: refs})
