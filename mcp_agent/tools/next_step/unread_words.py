"""Every word of a request is read by some part of the goal grammar, or the agent says which it did not use.

"create an encrypted note 'X' in Markor": the grammar reads a note, its text and its app, and the plan makes a
plain note — the word that asked for more is dropped without a trace. A word counts as read when it is a slot's
value (quoted, a name, a title, a message's text: the plan or the goal carries it), when the grammar names it
anywhere in its patterns (a verb, an object, a field's label, a filler, a day), or when it sits in a sentence
the grammar read as a constraint rather than a step. What is left is a word no part of the reading looked at;
with one in a fresh plan the agent asks (said_values.py shapes the question) rather than do something else.

The grammar's words are the words of its own patterns (every string in intent/ and the date and question
readers, docstrings aside), so a reader that learns a word needs nothing added here.
"""

from __future__ import annotations

import ast
import re
from functools import lru_cache
from pathlib import Path

from .intent import Goal
from .intent.clauses import read_clauses
from .intent.thumb_slips import meant_word
from .intent.wording import normalize, without_quotes
from .patterns import rx

_HERE = Path(__file__).parent
# The readers of a request: its grammar, its dates, its questions.
_GRAMMAR_SOURCES = ("intent/*.py", "dates.py", "answering/*.py")
_WORD = re.compile(r"[A-Za-z][A-Za-z'’-]*[A-Za-z]|[A-Za-z]")
# Endings a word is said with that the patterns name without ("meetings", "scheduled", "repeating").
# What a step acts on, named as its object; the words before it, up to the verb, say what it is to be.
_THING = re.compile(
    r"(?:notes?|files?|memos?|documents?|folders?|events?|meetings?|appointments?|reminders?|contacts?|expenses?|"
    r"recipes?|messages?|texts?|sms|emails?|alarms?|timers?|tasks?|playlists?|recordings?|photos?|pictures?|"
    r"videos?|calls?|lists?|entry|entries)",
    re.I,
)
_STATEMENT = re.compile(r"i|we|you|it|there|they|he|she|this|that|these|those", re.I)
_REACH = 7  # an object named further in is no longer the one the verb takes
_ENDINGS = ("'s", "’s", "s", "es", "ed", "d", "ing", "ly", "ies")


@lru_cache(maxsize=1)
def grammar_words() -> frozenset[str]:
    """Every word the grammar's patterns name: the strings of its modules, their docstrings aside."""
    words: set[str] = set()
    for pattern in _GRAMMAR_SOURCES:
        for source in sorted(_HERE.glob(pattern)):
            tree = ast.parse(source.read_text(encoding="utf-8"))
            documented = {
                id(node.body[0].value)
                for node in ast.walk(tree)
                if isinstance(node, (ast.Module, ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef))
                and node.body
                and isinstance(node.body[0], ast.Expr)
            }
            for node in ast.walk(tree):
                if isinstance(node, ast.Constant) and isinstance(node.value, str) and id(node) not in documented:
                    words.update(word.casefold() for word in rx(r"[A-Za-z]{2,}").findall(node.value))
    return frozenset(words)


def _forms(word: str) -> set[str]:
    """The word and the forms it may be named in without its ending ("meetings" → "meeting")."""
    forms = {word}
    for ending in _ENDINGS:
        if word.endswith(ending) and len(word) - len(ending) >= 3:
            stem = word[: -len(ending)]
            forms |= {stem, stem + "y", stem + "e"} if ending in ("ies", "ed", "ing") else {stem}
    return forms


def _parts(word: str) -> list[str]:
    """A hyphenated or contracted word as its parts ("high-priority", "don't"); parts under three letters are
    endings and articles, read with the word they belong to."""
    return [part.casefold() for part in rx(r"['’-]").split(word) if len(part) >= 3]


def _words(text: str) -> set[str]:
    return {part for word in _WORD.findall(text) for part in _parts(word)}


def _slot_words(goal: Goal) -> set[str]:
    """The words the goal and the steps after it carry as values."""
    said: list[str] = []
    for step in (goal, *goal.then):
        said += [step.recipient, step.body, step.title, step.setting, step.value, step.app, step.item, step.subject]
        said += [*step.extra, *(value for _, value in step.fields)]
        said += [value for row in step.rows for _, value in row]
    return _words(" ".join(said))


def unread_words(task: str, goal: Goal, plan: list[str]) -> tuple[str, ...]:
    """The words that qualify what ``task``'s steps act on and that no part of its reading used, as the person
    wrote them, in order."""
    if goal.intent == "explore":
        return ()  # nothing was read: the plan is to find out, not to act on a reading
    read = grammar_words() | _slot_words(goal) | _words("\n".join(plan))
    unread: list[str] = []
    for clause in read_clauses(normalize(task)).clauses:
        for word in _qualifiers(without_quotes(clause.text)):
            # ("pls move a.pdf frm Download …": a word thumbed one slip away is read as the word it is meant for)
            if word not in unread and any(
                not (_forms(part) | _forms(meant_word(part))) & read for part in _parts(word)
            ):
                unread.append(word)
    return tuple(unread)


def _qualifiers(clause: str) -> list[str]:
    """The words between a step's verb and the thing it acts on ("create an *encrypted* note", "send a *secret*
    message"): what the thing is to be. A request's later words (why, which one, how to answer) are read, or
    left, by the readers of its slots."""
    words = _WORD.findall(clause)
    if words and _STATEMENT.fullmatch(words[0]):
        return []  # "I think I entered some expenses twice": what a person says of themselves, not a step
    thing = next((at for at, word in enumerate(words[1:_REACH], 1) if _THING.fullmatch(word)), None)
    return words[1:thing] if thing is not None else []


def share_read(task: str, unread: tuple[str, ...]) -> float:
    """How much of the request was read, as the rule tier's confidence in a plan with words left out."""
    said = [word for word in _WORD.findall(without_quotes(task)) if len(word) >= 3]
    return round(1 - len(unread) / max(len(said), 1), 2)
