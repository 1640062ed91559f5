"""The parts of a request that say an entry's field outright: a value after a field's label ("note: Monthly",
", category Food", "with the location Room 4B") and an aside in brackets ("Yoga class (Bring the documents)").

Both are found wherever they stand — before the verb, after it, after another clause — so a field is never
left behind because it was said late. Quoted text is a value of its own (said_values.py) and is not searched:
"a note 'Budget (draft)'" has no aside. A phone number's area code in brackets ("(495) 555-4653") is part of
the number, not an aside.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from ..patterns import rx

# The fields people name, as the name a form's field is read by, and the words they name it with.
LABELS: tuple[tuple[str, str], ...] = (
    ("note", r"notes?|comments?|memo"),
    ("description", r"description|desc|details"),
    ("location", r"location|place|venue|address|where"),
    ("category", r"category"),
    ("amount", r"amount|price|cost"),
    ("title", r"title"),
    ("name", r"name"),
    ("label", r"phone\s+label|label"),  # before the number: "Phone Label: Work" is the label
    ("number", r"phone\s+number|number|phone|tel"),
    ("servings", r"servings|portions"),
    ("preparationTime", r"prep(?:aration)?(?:\s+time)?|cooking\s+time"),
    ("source", r"source"),
    ("ingredients", r"ingredients"),
    ("directions", r"directions|instructions"),
)
LABEL_WORDS = _LABEL = "|".join(words for _, words in LABELS)
_KEYS = tuple((key, re.compile(rf"(?:{words})", re.I)) for key, words in LABELS)
# "where" names a place only with its colon ("where: Room 4B"); said bare it asks a question.
_COLON_ONLY = frozenset({"where"})
# "name my newest run Lake loop", "title the note …", "place a call": the verb, not a field's label.
# Where a label may start when no colon follows it: after a comma, a bracket or a dash, or "with/and (the)".
# Typed fast, a label follows a time or a length with no comma: "tmrw 8am 1hr desc bring the documents".
_AFTER_TIME = "|".join(
    rf"(?<=\d{gap}{unit})\s+(?=(?:description|desc|details|notes?|location)\b)"
    for gap in ("", " ")
    for unit in ("am", "pm", "hr", "hrs", "min", "mins", "hour", "hours")
)
_BOUNDARY = rf"(?:^|[,;(]\s*|\s[-–—]\s*|\b(?:with|and)\s+|{_AFTER_TIME})(?:(?:the|a|an|its|their)\s+)?"
_LABELLED = re.compile(
    rf"(?:(?<![\w'’-])(?P<colon>(?>{_LABEL}))\s*:|{_BOUNDARY}(?P<bare>(?>{_LABEL}))(?:\s+(?:given|listed|stated|recorded)\s+as|\s+being)?(?=\s)(?!\s+(?:it|them|this|that|is|was|are|were|of|for|"
    rf"to|as|and|or|field|fields|should|will|must|stays?|remains?|same|too|i|me|down|up|please|pls|in|on|at|from|with|"
    rf"named|called|titled|labell?ed)\b)(?!(?<=name)\s+(?:my|the|our)\b)(?!(?<=title)\s+(?:my|the|our)\b)"
    # "…, place a call to …", "place the call on hold": the verb, not a place's label.
    r"(?!(?<=place)\s+(?:a|an|the|this|that|it|my|him|her|them)\b))",
    re.I,
)
# A label said with its colon at the end of a text ("…, description:").
LABEL_COLON = re.compile(rf"(?<![\w'’-])(?:{_LABEL})\s*:$", re.I)
_QUOTE = re.compile(r"[\"“](?P<double>[^\"”]*)[\"”]|(?<!\w)['‘](?P<single>[^'’]*?)['’](?!\w)")
# Where a value said without quotes ends: a comma, a bracket, a dash, the sentence, or the next step.
_NEXT_LABEL = r"(?:(?:the|a|its)\s+)?(?:" + _LABEL + r")\b"
_VALUE_END = re.compile(
    r"\s*(?:,(?!\d{3}\b)|[;()\n]|\s(?:--?|[–—])\s|[.!?](?:\s|$)|$)|\s+and\s+(?="
    + _NEXT_LABEL
    + r"|(?:put|add|save|log|send|share|text|call|then|also|schedule|book|create|make)\b)",
    re.I,
)
# A label that starts a line of data ("ingredients peppers, soy sauce, garlic") holds the line, to the next label.
_LINE_END = re.compile(r"\s*(?:[;\n]|,\s*(?=" + _NEXT_LABEL + r")|[.!?]?\s*$)", re.I)
# Where the entry goes is not part of its value: "description Bring the documents to my calendar".
_DESTINATION = re.compile(
    r"\s+(?:to|in|into|on)\s+(?:my\s+|the\s+)?(?:calendar|agenda|contacts|notes|expenses?|pro\s+expense|"
    r"simple\s+calendar(?:\s+pro)?|markor|joplin|broccoli)(?:\s+app)?\s*$",
    re.I,
)
_AREA_CODE = re.compile(r"\(\d{3}\)\s*\d")


@dataclass(frozen=True, slots=True)
class SaidField:
    """A field said outright: its label ("" for an aside), its value, and the words as the person wrote them."""

    label: str
    value: str
    said: str


def _masked(text: str) -> str:
    """The text with quoted spans blanked (same length), so nothing is found inside a quote."""
    return _QUOTE.sub(lambda m: " " * len(m.group(0)), text)


def labelled_fields(text: str) -> list[SaidField]:
    """Every "label: value" and "label value" in ``text``, in order; in entries given as lines of data, a label
    that starts its line holds the line."""
    lines = text.splitlines()
    return [field for line in lines for field in _line_fields(line, len(lines) > 1)]


def _line_fields(text: str, rows: bool) -> list[SaidField]:
    masked = _masked(text)
    found: list[SaidField] = []
    for match in _LABELLED.finditer(masked):
        word = match.group("colon") or match.group("bare")
        if match.group("bare") and word.lower() in _COLON_ONLY:
            continue
        label = next(key for key, words in _KEYS if words.fullmatch(word))
        start = match.end() + len(text[match.end() :]) - len(text[match.end() :].lstrip())
        quoted = _QUOTE.match(text, start)
        if quoted is not None:
            value, end = quoted.group("double") or quoted.group("single") or "", quoted.end()
        else:
            leads = rows and not masked[: match.start()].strip()
            stop = (_LINE_END if leads else _VALUE_END).search(masked, start)
            end = stop.start() if stop is not None else len(text)
            value = _DESTINATION.sub("", text[start:end])
        value = value.strip(" .\"'“”‘’")
        if value and not (quoted is None and ":" in value):  # "details: First Name: X" heads the fields after it
            found.append(SaidField(label, value, text[match.start() : end].strip(" ,;(-–—")))
    return found


def asides(text: str) -> list[SaidField]:
    """Every bracketed aside in ``text`` (outside quotes), in order; a phone number's area code is none."""
    masked = _masked(text)
    found: list[SaidField] = []
    for match in rx(r"\((?P<inside>[^()\n]*)\)").finditer(masked):
        if _AREA_CODE.match(masked, match.start()):
            continue
        inside = text[match.start("inside") : match.end("inside")].strip()
        if rx(
            r"(?:no|not|without)\s+(?:the\s+)?\w+|(?:just\s+|only\s+)?(?:as\s+)?an?\s+(?:note|reminder|task)", re.I
        ).fullmatch(inside):
            continue  # "(no video)", "(just a note)": what is (not) wanted, said again, is no field's value
        if rx(r"[A-Za-z0-9]").search(inside):
            found.append(SaidField("", inside, match.group(0)))
    return found


def aside_pieces(aside: str) -> list[str]:
    """An aside's parts ("60 min, Bring the documents"): each is one field."""
    return [piece.strip() for piece in rx(r"\s*[,;]\s*").split(aside) if piece.strip()]
