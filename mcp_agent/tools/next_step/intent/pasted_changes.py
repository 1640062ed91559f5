"""A change to a record, pasted as a note to oneself with a short request after it (pasted_details.py reads the new
records): the record first, then what changes in it, labelled ("Car service — Location: Main street garage — add the
location to that event") or drawn as an arrow ("Flowers | $76.50 | Social -> Donation -- change the category",
"Bakery (Food): was $27.50, should be $67.50 -- fix it", 'week_63.md: "A" -> "B" -- swap that line').

The record's kind comes from the request's words or from the field changed (a location is an event's, directions a
recipe's, a category an expense's); the field from its label or from the new value's shape (an amount, a time, a
length). A change whose field or record is not clear keeps the request unread (``None``).
"""

from __future__ import annotations

import re

from ..dates import MONTH_NAME
from ..patterns import rx

_ARROW = re.compile(
    r"^(?:(?:was|from)\s+)?(?P<a>.+?)\s*(?:->|→|=>|,\s*(?:should\s+be|now|is\s+now)\s+)\s*(?P<b>.+?)"
    r"(?:,\s*(?P<keep>same\s+(?:start|day|time|date)|keep(?:ing)?\s+the\s+time))?$",
    re.I,
)
_TIME = re.compile(r"^(?:at\s+)?\d{1,2}(?::\d\d)?\s*(?:am|pm)?$|^noon$", re.I)
_LENGTH = re.compile(r"^(?P<n>\d+)\s*(?:min|mins|minutes)$|^(?P<h>\d+)\s*(?:h|hrs?|hours?)$", re.I)
_AMOUNT = re.compile(r"^\$\s?(?P<a>\d[\d,]*(?:\.\d\d)?)$")
_QUOTED = re.compile(r"^[\"“](?P<q>[^\"”]+)[\"”]$")
_FILE = re.compile(r"^[\w-]+\.(?:md|txt)$")
_KIND = re.compile(r"\b(?P<k>event|calendar|cal|recipe|expense|contact|task|note|track)\b", re.I)
_KIND_SAID = {"calendar": "event", "cal": "event"}
# The field a label names, and the kind of record that field belongs to when the request names none.
_FIELDS = {
    "location": ("location", "event"),
    "where": ("location", "event"),
    "place": ("location", "event"),
    "directions": ("directions", "recipe"),
    "ingredients": ("ingredients", "recipe"),
    "description": ("description", ""),
    "category": ("category", "expense"),
    "note": ("note", "expense"),
    "email": ("email", "contact"),
    "phone": ("phone number", "contact"),
    "prep time": ("preparation time", "recipe"),
    "preparation time": ("preparation time", "recipe"),
    "number": ("phone number", "contact"),
}
_SUBJECT = re.compile(r"^(?P<s>[^(:,]+?)\s*(?:\((?P<p>[^)]*)\)|,\s*(?P<d>[^:]+?))?\s*(?::\s*(?P<rest>.+))?$")
_KIND_FIRST = re.compile(r"^(?P<k>event|recipe|expense|contact|task|track)\s*:\s*(?P<n>.+)$", re.I)
_DATE = re.compile(rf"\b(?P<m>{MONTH_NAME})\.?\s+(?P<d>\d{{1,2}})\b", re.I)


def _on_day(said: str) -> str:
    day = _DATE.search(said or "")
    return f" on {day.group('m')} {day.group('d')}" if day else ""


def _arrowed(subject: str, day: str, arrow: re.Match[str], kind: str, request: str) -> str | None:
    new, old = arrow.group("b").strip(), arrow.group("a").strip()
    if (paid := _AMOUNT.match(new)) is not None and kind in ("", "expense"):
        return f"change the amount of the expense {subject} to ${paid.group('a')}"
    if _LENGTH.match(new) and kind in ("", "event"):
        length = _LENGTH.match(new)
        minutes = int(length.group("n")) if length and length.group("n") else int(length.group("h")) * 60  # type: ignore[union-attr]
        return f'make the event "{subject}"{day} last {minutes} minutes, keeping its start time'
    if _DATE.fullmatch(new) and _DATE.fullmatch(old) and kind in ("", "event"):
        keep = ", keeping its time" if arrow.group("keep") else ""
        return f'move the event "{subject}" from {old} to {new}{keep}'
    if _TIME.match(new) and _TIME.match(old) and kind in ("", "event"):
        return f'move the event "{subject}"{day} to {new}'
    if rx(r"\bcategor", re.I).search(request) and kind in ("", "expense"):
        return f"change the category of the expense named {subject} to {new}"
    if _FILE.match(subject) and (a := _QUOTED.match(old)) and (b := _QUOTED.match(new)):
        return f'in {subject}, replace the line "{a.group("q")}" with "{b.group("q")}"'
    return None


def _labelled(subject: str, day: str, fields: list[tuple[str, str]], kind: str) -> str | None:
    moved, renamed, values = "", "", []
    for label, value in fields:
        label = rx(r"^(?:new|updated|changed)\s+|\s+(?:changed|now)$").sub("", label)
        if label == "time" and kind in ("", "event") and not moved:
            time = rx(r"^(?P<t>[\w:]+(?:\s*(?:am|pm))?)\s*(?:\((?P<same>same\s+day)\))?$", re.I).match(value)
            if time is None:
                return None
            kind, moved = "event", time.group("t") + (" the same day" if time.group("same") else "")
            continue
        if label in ("title", "name") and not renamed:
            renamed = value  # a record's new title: it is renamed, whatever its kind
            continue
        if label in ("servings", "serves") and kind in ("", "recipe"):
            served = rx(r"^(?P<n>\d+)\b").match(value)
            if served is None:
                return None
            kind, value = "recipe", f"{served.group('n')} servings"  # "12 (was 6)": what it was says nothing new
            values.append(("servings", value))
            continue
        field, its = _FIELDS.get(label, ("", ""))
        if not field or (kind and its and its != kind):
            return None
        kind = kind or its
        values.append((field, value))
    if not kind or not (moved or values or renamed):
        return None
    if renamed:
        if moved or values:
            return None
        return f'rename the {kind} "{subject}"{day} to "{renamed}"'
    if not moved and len(values) == 1 and values[0][0] == "servings":
        return f'change the servings of the recipe "{subject}"{day} to {values[0][1]}'
    if not moved and len(values) == 1:
        return f'set the {values[0][0]} of the {kind} "{subject}"{day} to "{values[0][1]}"'
    said = [f'set its {field} to "{value}"' for field, value in values]
    first = f'move the {kind} "{subject}"{day} to {moved}' if moved else f'change the {kind} "{subject}"{day}'
    return first + "".join(f" and {part}" for part in said)


def pasted_change(details: str, request: str) -> str | None:
    """The change ``details`` draw, said as the grammar reads it; ``None`` when it is no change of one record."""
    kinds = [said.group("k").lower() for said in _KIND.finditer(request)]  # "add that note to the expense": the last
    kind = _KIND_SAID.get(kinds[-1], kinds[-1]) if kinds else ""
    details = details.strip()
    if (mailed := rx(r"(?P<n>[^<>]+?)\s*<(?P<e>[^<>@\s]+@[^<>\s]+)>").fullmatch(details)) is not None:
        return f"add the email address {mailed.group('e')} to the contact {mailed.group('n')}"
    if reads := rx(
        r"(?P<f>[\w-]+\.(?:md|txt))\s+should\s+(?:now\s+)?(?:just\s+)?(?:read|say)\s*:?\s*(?P<t>.+)", re.I
    ).fullmatch(details):
        text = reads.group("t").strip()
        return f"change the text of the note {reads.group('f')} to {text}"
    pieces = [p.strip() for p in rx(r"\s+(?:--|—|–|\||/)\s+").split(details) if p.strip()]
    if pieces and (said_kind := _KIND_FIRST.match(pieces[0])) is not None:
        # "Track: Sunday long one | …": the record's kind said as the label of its name.
        if kind and kind != said_kind.group("k").lower():
            return None
        kind, pieces[0] = said_kind.group("k").lower(), said_kind.group("n")
    head = _SUBJECT.match(pieces[0]) if pieces else None
    if head is None:
        return None
    subject, day = head.group("s").strip(), _on_day(head.group("p") or head.group("d") or "")
    rest = ([head.group("rest")] if head.group("rest") else []) + pieces[1:]
    fields: list[tuple[str, str]] = []
    for piece in rest:
        if (arrow := _ARROW.match(piece)) is not None and not rx(r"^[\w ]+:").match(piece):
            return _arrowed(subject, day, arrow, kind, request) if len(rest) == 1 or piece is rest[-1] else None
        keyed = rx(r"^(?P<k>[A-Za-z][A-Za-z ]{0,20}?)\s*:\s*(?P<v>.+)$").match(piece)
        if keyed is None:
            if _AMOUNT.match(piece) or rx(r"\(?[A-Z][\w ]*\)?").fullmatch(piece):
                continue  # what the record is now ("$76.50", "Social"): it names the record, it changes nothing
            return None
        label, value = keyed.group("k").lower().strip(), keyed.group("v").strip()
        if (arrow := _ARROW.match(value)) is not None:
            return _arrowed(subject, day, arrow, kind, request)
        fields.append((label, value))
    return _labelled(subject, day, fields, kind) if fields else None
