"""A field said outright joins the entry the request makes, wherever it was said.

"I spent $436.78 on Online course (Education), log it in my expenses, note: Monthly": the readers of a clause read
the expense and stop at its verb; the note said after it belongs to the same entry. So once a request is read,
each labelled value (said_fields.py) that its goal does not carry (carried_fields.py) becomes the field its label
names for that kind of entry, and each aside after the entry's name becomes the field it most plausibly is: an
event's description, an expense's category when it names a category expense apps have (else its note), a
contact's phone label when it is one. A length aside is an event's duration.

Only a request that makes one entry is joined; a field with no such field on the entry, a field already said
otherwise, or an aside that is none of these is left unplaced — the agent asks about it (placed_fields.py).
"""

from __future__ import annotations

from dataclasses import replace

from ..patterns import rx
from .amounts import EXPENSE_CATEGORIES
from .carried_fields import ENTRY_FIELDS, LEADING_LABEL, as_length, unplaced_words, words_of
from .goal import Goal
from .said_fields import SaidField, aside_pieces, asides, labelled_fields

_NAMING = {"expense": "name"}  # the field an entry is named by, where it is not its title
_PHONE_LABELS = frozenset({"work", "home", "mobile", "main", "other", "cell"})


def _entry(goal: Goal) -> int | None:
    """Which step makes the one entry the request makes; None for none or several."""
    made = [n for n, step in enumerate((goal, *goal.then)) if step.intent == "create" and step.obj in ENTRY_FIELDS]
    if len(made) != 1:
        return None
    step = (goal, *goal.then)[made[0]]
    return made[0] if len(step.rows) <= 1 else None


def _fields(step: Goal) -> dict[str, str]:
    return dict(step.rows[0]) if step.rows else dict(step.fields)


def _with(step: Goal, fields: dict[str, str]) -> Goal:
    if step.rows:
        return replace(step, rows=(tuple(fields.items()),))
    naming = _NAMING.get(step.obj, "title")
    return replace(step, fields=tuple(fields.items()), title=fields.get(naming, step.title))


def _value(key: str, said: str) -> str:
    if key == "amount":
        return said.replace("$", "").replace(",", "").strip()
    if key == "servings" and said.isdigit():
        return f"{said} servings"  # as the recipe readers write a count of servings
    if key in ("category", "phone label"):
        return said[:1].upper() + said[1:]
    return said


def _placed(fields: dict[str, str], key: str, value: str) -> None:
    """Puts ``value`` in ``key`` unless the field already holds something else (then it stays unplaced)."""
    if not fields.get(key) or words_of(fields[key]) == words_of(value):
        fields[key] = value


def _after_name(text: str, aside: SaidField, fields: dict[str, str], obj: str) -> bool:
    """Whether the aside follows the entry's name ("Yoga class (…)", "Online course (…)") or holds it."""
    named = fields.get(_NAMING.get(obj, "title"), "")
    if aside.said in named:
        return True
    before = text[: text.find(aside.said)]
    last = rx(r"[A-Za-z0-9]+").findall(before)[-1:] or [""]
    return bool(named) and last[0].casefold() in words_of(named)


def _aside_field(obj: str, piece: str, fields: dict[str, str]) -> tuple[str, str] | None:
    """The field an unlabelled aside piece most plausibly is for this kind of entry, or None when unclear."""
    if obj == "event":
        length = as_length(piece)
        return ("duration", length) if length else ("description", piece)
    if obj == "expense":
        category = piece.casefold() in EXPENSE_CATEGORIES and not fields.get("category")
        return ("category", piece[:1].upper() + piece[1:]) if category else ("note", piece)
    if obj == "contact" and piece.casefold() in _PHONE_LABELS:
        return "phone label", piece.capitalize()
    return None


def _unswallowed(fields: dict[str, str], said: list[SaidField]) -> None:
    """A value that swallowed a field said aside or after its label ("Yoga class (Bring the documents)", "+1 970
    555 1889, label: Home") loses it, where another field holds that field's value."""
    for field in said:
        pieces = aside_pieces(field.value) if not field.label else [field.value]
        for key, value in fields.items():
            held = [
                k
                for k, v in fields.items()
                if k != key and any(words_of(p) and words_of(p) <= words_of(v) for p in pieces)
            ]
            if field.said in value and held:
                fields[key] = " ".join(value.replace(field.said, " ").split()).strip(" ,;:-–—") or value


def joined(text: str, goal: Goal) -> Goal:
    """``goal`` with the fields ``text`` says outright and no slot carries joined to the entry it makes."""
    at = _entry(goal)
    if at is None:
        return goal
    steps = [goal, *goal.then]
    step = steps[at]
    fields, keys = _fields(step), ENTRY_FIELDS[step.obj]
    for field in labelled_fields(text):
        if field.label in keys and unplaced_words(field.value, goal, field.label):
            _placed(fields, keys[field.label], _value(keys[field.label], field.value))
    for aside in asides(text):
        if not _after_name(text, aside, fields, step.obj):
            continue
        for piece in aside_pieces(aside.value):
            if not unplaced_words(piece, goal):
                continue
            labelled = LEADING_LABEL.match(piece)
            said = labelled_fields(piece) if labelled else []
            if said and said[0].label in keys:
                _placed(fields, keys[said[0].label], _value(keys[said[0].label], said[0].value))
            elif not labelled and (placed := _aside_field(step.obj, piece, fields)) is not None:
                _placed(fields, *placed)
    _unswallowed(fields, [*labelled_fields(text), *asides(text)])
    steps[at] = _with(step, fields)
    return replace(steps[0], then=tuple(steps[1:]))
