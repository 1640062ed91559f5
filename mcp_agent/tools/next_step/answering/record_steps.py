"""The steps of a question about one named record's field, or about which records mention a word.

A named record: its row is found in the app's list (read downwards, then upwards: an app may reopen a list
where it was left), opened, and the labelled field is read on its detail screen, whose values belong to the
opened row (its title is the row's). Which records mention a word: every row is opened in turn (a row that
opens another list, a folder, is read the same way and left), what each detail screen shows is read and the
rows that mention the word are kept in ``state_refs`` until the list's end. A row not found, a field not
shown, or more rows than ``MAX_OPENED``: the user is told what was seen and asked, never a guess.
"""

from __future__ import annotations

import json
import re

from ..contract import AgentStepResult
from ..labelled_calls import labelled
from ..patterns import rx
from ..screen import Element, Screen
from ..turn import Turn, result_of, scroll, tap_on
from .length_bounds import within
from .outcome import STATE, answered, listed, not_found, read_state
from .question import Question
from .record_questions import LABELS, mentions

MAX_SCROLLS = 40
MAX_OPENED = 40  # rows opened to find which mention a word; past this the user is asked
_RECEIVED = frozenset({"received", "incoming", "in"})
_PHONE = re.compile(r"^\s*\+?[\d\s().-]{7,}\s*$")


def _words(text: str) -> list[str]:
    return rx(r"[\w'+-]+").findall(text.casefold())


def _names(said: str, label: str) -> bool:
    """ "Tomas" names "Tomas Haddad", "reading_25" names "reading_25.txt": every word said is one of the label's."""
    wanted, shown = _words(said), _words(label)
    return bool(wanted) and all(word in shown for word in wanted)


def _rows(screen: Screen) -> list[Element]:
    return [e for e in screen.elements if e.kind == "ListItem" and e.label]


def _is_list(screen: Screen) -> bool:
    return bool(_rows(screen)) or any(e.kind == "List" for e in screen.elements)


def _moves(state: dict[str, object]) -> int:
    moves = state.get("moves", 0)
    return moves if isinstance(moves, int) else 0


def _state(**values: object) -> dict[str, str | None]:
    return {STATE: json.dumps(values)}


def _shown(screen: Screen, title: str) -> list[Element]:
    """The detail screen's own lines: not its title, buttons or the status bar."""
    return [
        e
        for e in screen.elements
        if not e.is_button and e.label != "Status bar" and e.label.strip() != title.strip() and (e.label or e.value)
    ]


def answer_record(question: Question, turn: Turn) -> AgentStepResult:
    if question.mode in ("mentions", "sender", "within"):
        return _which_mention(question, turn)
    screen, state = turn.screen, read_state(turn)
    opened = str(state.get("opened", ""))
    if opened and not _is_list(screen):
        return _read_field(question, screen, opened)
    rows = _rows(screen)
    named = [r for r in rows if _names(question.subject, r.label)]
    exact = [r for r in named if r.label.strip().casefold() == question.subject.strip().casefold()]
    named = exact or named
    if len(named) == 1:
        why = f"The question asks about {question.subject}; its {question.kind} is on its own screen."
        return tap_on(named[0], f"Opening {named[0].label}", why, **_state(opened=named[0].label))
    if len(named) > 1:
        return not_found(f"which of {', '.join(r.label for r in named)} is {question.subject}")
    # Not on screen: read the list down to its end, then up to its top.
    moves, going = _moves(state), str(state.get("going", "down"))
    unchanged = turn.previous == screen.fingerprint and turn.history.last == f"scroll_{going}"
    if going == "down" and unchanged:
        going = "up"
    elif going == "up" and unchanged or moves >= MAX_SCROLLS or not any(e.scrollable for e in screen.elements):
        seen = ", ".join(r.label for r in rows[:8])
        return not_found(f"{question.subject} in the list" + (f" (it shows {seen})" if seen else ""))
    return scroll(
        going,
        f"Looking for {question.subject}",
        "The row may be further along.",
        **_state(moves=moves + 1, going=going),
    )


def _labelled(screen: Screen, title: str, pattern: str) -> str:
    """The value a line labelled ``pattern`` shows ("Servings" → "2 servings"; "Servings: 2"; or the line after
    a label shown on its own)."""
    lines = _shown(screen, title)
    for n, e in enumerate(lines):
        label = e.label.strip().rstrip(":").strip()
        if rx(pattern, re.I).fullmatch(label):
            if e.value:
                return e.value.strip()
            if n + 1 < len(lines) and not rx(pattern, re.I).fullmatch(lines[n + 1].label.strip()):
                return lines[n + 1].label.strip()
        inline = rx(rf"^(?:{pattern})\s*:\s*(?P<v>.+)$", re.I).match(e.label.strip())
        if inline is not None:
            return inline.group("v").strip()
    return ""


def _minutes(value: str) -> str | None:
    hours = rx(r"(\d+)\s*(?:h|hr|hrs|hours?)\b", re.I).search(value)
    minutes = rx(r"(\d+)\s*(?:m|min|mins|minutes?)\b", re.I).search(value)
    if hours is None and minutes is None:
        bare = rx(r"\s*(\d+)\s*").fullmatch(value)
        return bare.group(1) if bare else None
    return str(int(hours.group(1) if hours else 0) * 60 + int(minutes.group(1) if minutes else 0))


def _read_field(question: Question, screen: Screen, opened: str) -> AgentStepResult:
    lines = _shown(screen, opened)
    shown = ", ".join(dict.fromkeys(e.label for e in lines if e.label))[:200]
    missing = not_found(f"the {question.kind} of {opened} (its screen shows {shown or 'nothing'})")
    if question.kind.split()[0] == "phone":
        label = question.kind.split()[1:]  # "phone work": the number shown beside that label only
        numbers = list(
            dict.fromkeys(
                t.strip()
                for e in lines
                for t in (e.label, e.value or "")
                if _PHONE.match(t) and sum(c.isdigit() for c in t) >= 7
                if not label or labelled(e, label[0])
            )
        )
        if len(numbers) != 1:
            return missing if not numbers else not_found(f"which of {opened}'s numbers ({', '.join(numbers)}) is meant")
        return answered(numbers[0], f"The phone number {opened}'s screen shows.")
    if question.kind == "text":
        bodies = [e.value for e in lines if e.editable and e.value] or [
            e.label for e in lines if e.kind == "TextView" and e.label
        ]
        if not bodies:
            return missing
        return answered("\n".join(b.strip() for b in bodies), f"The text of {opened} as its screen shows it.")
    value = _labelled(screen, opened, LABELS.get(question.kind, re.escape(question.kind)))
    if not value:
        return missing
    if question.kind == "minutes" and question.mode == "number":
        found = _minutes(value)
    elif question.mode == "number":
        number = rx(r"\d+(?:\.\d+)?").search(value)
        found = number.group(0) if number else None
    else:
        found = value
    if found is None:
        return missing
    return answered(found, f"{opened}'s screen shows {value!r}.")


def _detail_text(question: Question, screen: Screen, opened: str) -> str:
    if question.mode == "sender":  # what the person sent: the conversation's received messages
        return " \n ".join(
            e.label for e in screen.elements if e.kind == "TextView" and (e.value or "").strip().casefold() in _RECEIVED
        )
    if question.subject == "ingredients" and (listed_in := _labelled(screen, opened, r"ingredients?")):
        return listed_in
    return " \n ".join(
        t for e in _shown(screen, opened) for t in ((e.value or "",) if e.editable else (e.label, e.value or "")) if t
    )


def _kept(question: Question, screen: Screen, opened: str) -> bool:
    """Whether the opened record is one asked for: it mentions the word, or (``within``) the minutes its labelled
    field shows pass the bound; a record showing no such time is never kept."""
    if question.mode != "within":
        return mentions(_detail_text(question, screen, opened), question.kind)
    minutes = _minutes(_labelled(screen, opened, LABELS["minutes"]))
    return minutes is not None and within(question.bound, int(minutes) * 60)


def _which_mention(question: Question, turn: Turn) -> AgentStepResult:
    screen, state = turn.screen, read_state(turn)
    visited = [str(v) for v in listed(state, "visited")]
    found = [str(v) for v in listed(state, "found")]
    depth = state.get("depth", 0)
    depth = depth if isinstance(depth, int) else 0
    opened = str(state.get("opened", ""))
    moves = _moves(state)
    back = "back"
    if opened and not _is_list(screen):
        if question.mode == "within" and _minutes(_labelled(screen, opened, LABELS["minutes"])) is None:
            return not_found(f"the minutes of {opened} on its screen")  # no time shown is no answer, never a guess
        if _kept(question, screen, opened):
            found = [*found, opened]
        refs = _state(visited=visited, found=found, depth=depth, moves=moves)
        return result_of(back, "Going back to the list", f"Read {opened}.", state_refs=refs)
    if opened and turn.previous != screen.fingerprint:
        depth += 1  # the row opened another list (a folder): read it too, then leave it
    rows = _rows(screen)
    unread = [r for r in rows if f"{depth}/{r.label}" not in visited]
    if unread:
        if len(visited) >= MAX_OPENED:
            return not_found(f"which rows mention {question.kind}: there are more than {MAX_OPENED}")
        row = unread[0]
        refs = _state(
            visited=[*visited, f"{depth}/{row.label}"], found=found, depth=depth, moves=moves, opened=row.label
        )
        return tap_on(row, f"Opening {row.label}", f"Reading whether it mentions {question.kind}.", **refs)
    at_end = turn.history.last == "scroll_down" and turn.previous == screen.fingerprint
    if any(e.scrollable for e in screen.elements) and not at_end and moves < MAX_SCROLLS:
        refs = _state(visited=visited, found=found, depth=depth, moves=moves + 1)
        return scroll("down", "Reading the list", "Every row is opened in turn.", **refs)
    if depth > 0:
        refs = _state(visited=visited, found=found, depth=depth - 1, moves=moves)
        return result_of(back, "Leaving the folder", "Every row in it was read.", state_refs=refs)
    if not found:
        return not_found(f"any of the {len(visited)} rows opened mentioning {question.kind}")
    return answered(", ".join(dict.fromkeys(found)), f"Opened all {len(visited)} rows; these mention {question.kind}.")
