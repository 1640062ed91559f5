"""Whether a goal carries a field the request said outright (said_fields.py): the field's words are a slot's
value, its digits a number's, its length in minutes the entry's, its day and hour the entry's; a piece that only
names the app, or says the form is left unsaved, is carried by the goal's app and its flag.

A value kept in brackets inside another value ("Yoga class (Bring the documents)") carries nothing: the aside is
still to be placed. Both the reader that joins fields to their entry (joined_fields.py) and the guard that asks
before acting (placed_fields.py) hold a field against the goal this one way.
"""

from __future__ import annotations

import re

from ..patterns import rx
from .clauses import KNOWN_APPS, UNSAVED
from .goal import Goal
from .said_fields import LABELS, labelled_fields
from .said_lengths import in_digits, minutes, plain_times
from .step_slots import when_in

# A label as the field each kind of entry keeps it in (plan_steps.py writes these keys as the form's labels).
ENTRY_FIELDS: dict[str, dict[str, str]] = {
    "event": {"description": "description", "note": "description", "location": "location", "title": "title"},
    "expense": {"note": "note", "category": "category", "amount": "amount", "name": "name", "title": "name"},
    "contact": {"name": "title", "title": "title", "number": "number", "label": "phone label"},
    "recipe": {
        "title": "title",
        "name": "title",
        "description": "description",
        "servings": "servings",
        "preparationTime": "preparationTime",
        "source": "source",
        "ingredients": "ingredients",
        "directions": "directions",
    },
    "note": {"title": "title", "name": "title"},
}
# The keys the readers also keep a field under ("First Name: …", "Phone: …").
_ALIASES = {"title": ("first name", "last name", "name"), "name": ("title",), "number": ("phone",)}
_FILLERS = frozenset(
    "the a an my our your its their of to in into on at for with and or by from is it be this that please pls "
    "just also after before".split()
)
_TOKEN = re.compile(r"\d+(?:\.\d+)?|[a-z]+")
_BRACKETED = re.compile(r"\([^()]*\)")
LEADING_LABEL = re.compile(rf"^(?:{'|'.join(words for _, words in LABELS)})\s*:?\s+(?=\S)", re.I)
LENGTH = re.compile(
    r"^(?:for\s+|lasting\s+)?(?:\d+(?:\.\d+)?|an?|one|two|three|half\s+an)\s*(?:hours?|hrs?|h|minutes?|mins?|m)\b.*$",
    re.I,
)
_APP_WORDS = re.compile(r"^(?:in|on|using|with|via)?\s*(?:the\s+|my\s+)?(?P<app>.+?)(?:\s+app)?$", re.I)
_APP_NAMES = frozenset(
    {name.casefold() for name in KNOWN_APPS}
    | {" ".join(name.split()[1:]).casefold() for name in KNOWN_APPS if len(name.split()) > 1}
    | {" ".join(name.split()[:-1]).casefold() for name in KNOWN_APPS if len(name.split()) > 1}
    # An app named by what it does ("(calendar)", "(sms app)"): the entry's kind already says it.
    | {"calendar", "notes", "expenses", "contacts", "sms", "messages", "files", "file manager", "music", "recipes"}
)
_ISO_DAY = re.compile(r"\d{4}-\d{2}-\d{2}")


def words_of(text: str) -> set[str]:
    """The words and numbers of ``text`` that say something (fillers aside); "19.50" and "19.5" alike."""
    plain = rx(r"(?<=\d),(?=\d{3})").sub("", text.casefold())
    return {token.rstrip("0").rstrip(".") if "." in token else token for token in _TOKEN.findall(plain)} - _FILLERS


def slot_values(goal: Goal) -> list[str]:
    """Every slot's value of the goal and the steps after it, asides kept in brackets left out."""
    said: list[str] = []
    for step in (goal, *goal.then):
        said += [step.recipient, step.body, step.title, step.setting, step.value, step.app, step.item, step.subject]
        said += [step.date, step.time, *step.extra, *(value for _, value in step.fields)]
        said += [value for row in step.rows for _, value in row]
    return [without_fields(value) for value in said if value]


def without_fields(value: str) -> str:
    """A slot's value without the asides and the labelled fields it swallowed ("Team sync, location: Room 4B")."""
    # A plan's step quotes what it types ("Type 'Parking, note: paid cash' into …"): its quotes hide nothing here.
    value = rx(r"[\"“”‘’]|(?<!\w)'|'(?!\w)").sub(" ", _BRACKETED.sub(" ", value))
    for field in labelled_fields(value):
        value = value.replace(field.said, " ")
    return " ".join(value.split()).strip(" ,;:-–—")


def _lengths(goal: Goal) -> set[str]:
    return {
        value
        for step in (goal, *goal.then)
        for key, value in (*step.fields, *(item for row in step.rows for item in row))
        if key == "duration"
    }


def as_length(piece: str) -> str:
    """The minutes a piece says ("60 min", "an hour", "ninety minutes"), or ""."""
    said = plain_times(in_digits(piece.strip()))
    return minutes(said) if LENGTH.match(said) else ""


def _labelled_values(goal: Goal, label: str) -> list[str] | None:
    """The values of the field ``label`` names on the entries the goal makes; None where it names none."""
    keys = {
        step.obj: ENTRY_FIELDS[step.obj][label]
        for step in (goal, *goal.then)
        if step.intent == "create" and label in ENTRY_FIELDS.get(step.obj, {})
    }
    if not keys:
        return None
    return [
        without_fields(value)
        for step in (goal, *goal.then)
        if step.obj in keys
        for fields in (step.fields, *step.rows)
        for key, value in fields
        if _key(key) in {_key(name) for name in (keys[step.obj], *_ALIASES.get(keys[step.obj], ()))}
    ]


def _key(name: str) -> str:
    """A field's key however a reader spells it: "preparationTime", "preparation time", "preparation_time"."""
    return rx(r"[\s_-]").sub("", name).casefold()


def unplaced_words(piece: str, goal: Goal, label: str = "") -> set[str]:
    """The words of ``piece`` (a labelled value or a part of an aside) that ``goal`` does not carry; none when
    it carries the piece whole (its number, its length, its day and hour, its app, its unsaved flag). A value said
    after a label that names a field of the entry made is carried by that field only: "place: Cafe Lumen" read as
    the event's title is not placed."""
    piece = LEADING_LABEL.sub("", piece.strip())
    values = slot_values(goal) if not label or (named := _labelled_values(goal, label)) is None else named
    if goal.unsaved and UNSAVED.match(piece):
        return set()  # "(don't save)": the form is left filled, as the goal says
    digits = rx(r"\D").sub("", piece)
    if len(digits) >= 7:  # a phone number: its digits, however they are grouped
        return set() if any(digits[-7:] in rx(r"\D").sub("", value) for value in values) else {digits}
    if (length := as_length(piece)) and length in _lengths(goal):
        return set()
    app = _APP_WORDS.match(piece)
    if app is not None and app.group("app").casefold() in _APP_NAMES:
        return set()
    left = words_of(piece) - set().union(*map(words_of, values))
    if left and not length:
        _, day, hour = when_in(piece, None)
        # A day or an hour said aside: carried when the goal keeps that hour and a day (read against the device's).
        if (day or hour) and (not hour or any(hour in value for value in values)):
            left = left if day and not any(_ISO_DAY.fullmatch(value) for value in values) else set()
    return left
