"""Every field a request says outright — after its label, or aside in brackets — is a value of the goal.

"I spent $436.78 on Online course (Education), log it, note: Monthly" read without its note, "Yoga class (Bring
the documents)" made into a title with the aside in it: the plan saves an entry that is not the one asked for, and
the screen shows it saved. So before a fresh plan acts, each labelled value and each piece of each aside has to be
a slot's value (its words, its digits, its length in minutes, its day or hour), or name the app; an aside kept in
brackets inside a value is not placed. What is left is named in the question said_values.py asks.

Where no entry is made or changed (a question, a queue, a merge), an aside more often says how ("in this order",
"24h, like 09:30"): there a piece the grammar's own words read (unread_words.py) counts as read.
"""

from __future__ import annotations

import re

from .intent import Goal
from .intent.amounts import in_digits, minutes, plain_times
from .intent.clauses import KNOWN_APPS, UNSAVED
from .intent.said_fields import LABELS, aside_pieces, asides, labelled_fields
from .intent.step_slots import when_in
from .unread_words import grammar_words

# Steps that make or change an entry: what is said aside there is one of its fields.
_ENTRY_INTENTS = frozenset({"create", "edit", "note", "event"})
_FILLERS = frozenset(
    "the a an my our your its their of to in into on at for with and or by from is it be this that please pls "
    "just also after before".split()
)
_TOKEN = re.compile(r"\d+(?:\.\d+)?|[a-z]+")
_BRACKETED = re.compile(r"\([^()]*\)")
_LEADING_LABEL = re.compile(rf"^(?:{'|'.join(words for _, words in LABELS)})\s*:?\s+(?=\S)", re.I)
_LENGTH = re.compile(
    r"^(?:for\s+|lasting\s+)?(?:\d+(?:\.\d+)?|an?|one|two|three|half\s+an)\s*(?:hours?|hrs?|h|minutes?|mins?|m)\b.*$",
    re.I,
)
_APP_WORDS = re.compile(r"^(?:in|on|using|with|via)?\s*(?:the\s+|my\s+)?(?P<app>.+?)(?:\s+app)?$", re.I)
_APP_NAMES = frozenset(
    {name.casefold() for name in KNOWN_APPS}
    | {" ".join(name.split()[1:]).casefold() for name in KNOWN_APPS if len(name.split()) > 1}
    | {" ".join(name.split()[:-1]).casefold() for name in KNOWN_APPS if len(name.split()) > 1}
)


def _tokens(text: str) -> set[str]:
    numbers = re.sub(r"(?<=\d),(?=\d{3})", "", text.casefold())
    return {_number(token) for token in _TOKEN.findall(numbers)} - _FILLERS


def _number(token: str) -> str:
    """ "19.50" and "19.5" as one amount."""
    return token.rstrip("0").rstrip(".") if "." in token else token


def _values(goal: Goal) -> list[str]:
    """Every slot's value of the goal and the steps after it, asides kept in brackets left out."""
    said: list[str] = []
    for step in (goal, *goal.then):
        said += [step.recipient, step.body, step.title, step.setting, step.value, step.app, step.item, step.subject]
        said += [step.date, step.time, *step.extra, *(value for _, value in step.fields)]
        said += [value for row in step.rows for _, value in row]
    return [_BRACKETED.sub(" ", value) for value in said if value]


def _lengths(goal: Goal) -> set[str]:
    return {
        value
        for step in (goal, *goal.then)
        for key, value in (*step.fields, *(item for row in step.rows for item in row))
        if key == "duration"
    }


def _carried(piece: str, goal: Goal, values: list[str], lenient: bool) -> bool:
    piece = _LEADING_LABEL.sub("", piece.strip())
    if goal.unsaved and UNSAVED.match(piece):
        return True  # "(don't save)": the form is left filled, as the goal says
    digits = re.sub(r"\D", "", piece)
    if len(digits) >= 7:  # a phone number: its digits, however they are grouped
        return any(digits[-7:] in re.sub(r"\D", "", value) for value in values)
    app = _APP_WORDS.match(piece)
    if app is not None and app.group("app").casefold() in _APP_NAMES:
        return True
    read = set().union(*(_tokens(value) for value in values)) if values else set()
    left = _tokens(piece) - read
    if not left:
        return True
    if lenient:
        # Where nothing is made, a day, an hour or a count aside says which or how; the grammar's words read it.
        return not {word for word in left if word.isalpha() and len(word) > 1} - grammar_words()
    if _LENGTH.match(length := plain_times(in_digits(piece))):
        return minutes(length) in _lengths(goal)
    _, day, hour = when_in(piece, None)
    # A day or an hour said aside: carried when the goal keeps that hour and a day (read against the device's).
    return bool(day or hour) and (not hour or any(hour in value for value in values)) and (
        not day or any(re.fullmatch(r"\d{4}-\d{2}-\d{2}", value) for value in values)
    )


def unplaced_field(task: str, goal: Goal) -> str | None:
    """The first field ``task`` labels or sets aside that no slot of ``goal`` carries, as the person wrote it."""
    if goal.intent == "explore":
        return None  # nothing was read: the plan is to find out, not to act on a reading
    values = _values(goal)
    lenient = not any(step.intent in _ENTRY_INTENTS for step in (goal, *goal.then))
    for line in task.splitlines():  # rows given as data: a value ends with its line
        said = line
        for field in labelled_fields(said):
            if not _carried(field.value, goal, values, lenient):
                return field.said
        for aside in asides(said):
            if not all(_carried(piece, goal, values, lenient) for piece in aside_pieces(aside.value)):
                return aside.said
    return None
