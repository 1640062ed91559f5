"""Every field a request says outright — after its label, or aside in brackets — is a value of the goal.

"I spent $436.78 on Online course (Education), log it, note: Monthly" read without its note, "Yoga class (Bring
the documents)" made into a title with the aside in it: the plan saves an entry that is not the one asked for, and
the screen shows it saved. So before a fresh plan acts, each labelled value and each piece of each aside has to be
carried by the goal (intent/carried_fields.py: a slot's words, a number's digits, a length, a day and hour, the
app); an aside kept in brackets inside a value is not placed. What is left is named in the question said_values.py
asks.

Where no entry is made or changed (a question, a queue, a merge), an aside more often says how ("in this order",
"24h, like 09:30"): there a piece the grammar's own words read (unread_words.py) counts as read.
"""

from __future__ import annotations

import re

from .intent import Goal
from .intent.carried_fields import unplaced_words
from .intent.contrasts import says_what_it_is_not
from .intent.said_fields import LABELS, aside_pieces, asides, labelled_fields
from .intent.unsure_mends import app_remark
from .unread_words import grammar_words

# An aside that says where a thing is now ("(from Documents)", "(it's in Download)") or restates a span ("(between 12
# and 14 minutes)"): it says which or how, never a field of what is made.
_WHICH_OR_HOW = re.compile(
    r"^(?:(?:from|in|inside|it'?s\s+in|currently\s+in)\b|(?:between|about|around|roughly)\s+\d)|"
    # "push parent-teacher meeting (23rd) to 2pm": the day of the one meant
    r"^(?:(?:on\s+)?(?:the\s+)?\d{1,2}(?:st|nd|rd|th)|(?:mon|tues|wednes|thurs|fri|satur|sun)day|today|tomorrow|yesterday)$",
    re.I,
)
_LABEL_WORDS = "|".join(words for _, words in LABELS)
_COPIED_FROM = re.compile(
    r"(?:(?:i\s+)?(?:just\s+)?(?:pasted|copied|taken|exported|straight)\s+(?:it\s+|them\s+)?(?:from|out\s+of)\s+"
    r"(?:my\s+|the\s+|a\s+|our\s+)?[\w-]+(?:\s+[\w-]+)?)",
    re.I,
)
_LAID_OUT = re.compile(
    r"(?:please\s+)?(?:keep|preserve|with)\s+(?:the\s+|all\s+the\s+)?(?:line\s*breaks|new\s*lines|lines|formatting)"
    r"(?:\s+as\s+(?:they\s+are|is))?|one\s+(?:per|a)\s+line|line\s+by\s+line|each\s+on\s+its\s+own\s+line",
    re.I,
)
_HEADER = re.compile(rf"(?:{_LABEL_WORDS})(?:\s*(?:,|/|\||;|and)\s*(?:{_LABEL_WORDS}))+", re.I)
# Steps that make or change an entry (an edit read as its subgoals is "steps"): what is said aside there is a field.
_ENTRY_INTENTS = frozenset({"create", "edit", "note", "steps"})


def _placed(piece: str, goal: Goal, lenient: bool, label: str = "") -> bool:
    left = unplaced_words(piece, goal, label)
    if lenient:
        # Where nothing is made, a day, an hour or a count aside says which or how; the grammar's words read it.
        left = {word for word in left if word.isalpha() and len(word) > 1} - grammar_words()
    return not left


def unplaced_field(task: str, goal: Goal) -> str | None:
    """The first field ``task`` labels or sets aside that no slot of ``goal`` carries, as the person wrote it."""
    if goal.intent == "explore":
        return None  # nothing was read: the plan is to find out, not to act on a reading
    lenient = not any(step.intent in _ENTRY_INTENTS for step in (goal, *goal.then))
    for field in labelled_fields(task):
        if not _placed(field.value, goal, lenient, field.label):
            return field.said
    for aside in asides(task):
        if _HEADER.fullmatch(aside.value.strip()):
            continue  # "(name, amount, category, note)": the order the values come in, itself no value
        if says_what_it_is_not(aside.value):
            continue  # "(not Workout)", "(not the 8th!)": what the job is not, never a field of it
        if _COPIED_FROM.fullmatch(aside.value.strip()) or _LAID_OUT.fullmatch(aside.value.strip()):
            continue  # "(pasted from my spreadsheet)", "(keep the line breaks)": where the values come from, their form
        how = lenient or bool(_WHICH_OR_HOW.match(aside.value.strip()))
        if not all(_placed(piece, goal, how) or app_remark(piece) for piece in aside_pieces(aside.value)):
            return aside.said
    return None
