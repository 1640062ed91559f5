"""The fields a clause gives its object, each slot ending where the next one's marker starts.

"named X with the following text: Y" gives ``title`` X and ``body`` Y; "with the title 'X' and the
description 'Y'" gives ``title`` and ``description``; "Their number is N" a ``number``; "First Name:
X, Last Name: Y" one field per key. A marker ending in a colon ("with the following text:") takes
the rest of the clause. Rows given as data (``a|b|c`` lines under a header, or ``Expense: …`` blocks
of ``key: value`` lines) are read by ``read_rows``, one entry per row.
"""

from __future__ import annotations

import re

from ..patterns import rx
from .line_rows import item_lines, table_lines

# (field, marker): the first marker of each field in a clause starts its slot.
_MARKERS: tuple[tuple[str, str], ...] = (
    ("body", r"\bwith\s+(?:the\s+)?following\s+(?:text|content)\s*:?"),
    ("body", r"\bwith\s+(?:the\s+)?(?:text|content|message|body)\s*:"),
    ("body", r"\bwith\s+message\b\s*:?"),
    ("body", r"\bwith\s*:"),
    ("body", r"\bwith\s+(?:the\s+)?(?:content|text)\s+(?=[\"“])"),
    ("body", r"\bwith\s+(?:this|the\s+following)\s+(?:text|content)\s*:"),
    # "with this in it: …", "with the following inside: …": what the note holds, said by where it goes.
    ("body", r"\bwith\s+(?:this|the\s+following)\s+(?:in\s+it|inside(?:\s+it)?|in\s+there)\s*:"),
    # "… called a.txt, content: …", "… a.txt — text: …", "… - body: …": a labelled text after a comma or a dash.
    ("body", r"(?:[,;]\s*|\s[-–—]\s*|[–—]\s*|^)(?:text|content|body)\s*:"),
    ("body", r"\bwith\s+(?=[\"“])"),
    ("body", r"\b(?:by\s+)?adding\s+the\s+following\s+text\s*,?\s*(?:along\s+with\s+[^:\"]*?:)?"),
    ("body", r"\b(?:add\s+)?to\s+the\s+(?:top|bottom)\s+of\s+the\s+note\b"),
    ("body", r"\breplace\s+(?:the\s+text|everything|all(?:\s+of\s+it)?)\s+with\b\s*:?"),
    (
        "body",
        r"\b(?:add\s+this|this)\s+on\s+its\s+own\s+line\s+at\s+the\s+(?:very\s+)?(?:end|bottom|top|start|beginning)\s*:",
    ),
    ("body", r"\b(?:content|text)\s+of\s+(?:(?:the|my)\s+)?(?:(?:note|file)\s+)?[^\s\"']+\s+to\b\s*:?"),
    (
        "body",
        r"\b(?:saying|(?:that|which)\s+(?:says|reads)|reading|(?:make|have)\s+it\s+say|so\s+(?:that\s+)?it\s+says|containing|"
        r"(?<=[.!?,]\s)it\s+should\s+(?:say|read|contain)\s*:?|"
        r"that\s+contains|with\s+the\s+words?)\b",
    ),
    ("body", r"(?:(?<=\.md)|(?<=\.txt))\s*:"),
    # "a new file a.txt and paste this in: …", "… and put the following in it:": the text, said as what goes in.
    (
        "body",
        r"(?:,\s*|\s+)(?:and\s+)?(?:paste|put|pop|stick|type|copy)\s+(?:this|the\s+following|these\s+lines)"
        r"(?:\s+(?:in|into\s+it|in\s+it|inside))?\s*:",
    ),
    # "called a.txt with the text The report …": unquoted, after a file name, the text starts there.
    ("body", r"(?:(?<=\.md)|(?<=\.txt))\s+with\s+(?:the\s+)?(?:text|content|words?)\b\s*:?"),
    # "a note beds.md with Tomatoes go in the sunny bed.": a sentence after "with" is the text (a word or two is not).
    ("body", r"(?:(?<=\.md)|(?<=\.txt))\s+with\s+(?=(?-i:[A-Z])[\w'’]*(?:\s+[\w'’,]+){2,})"),
    # "…, then rename it (to) X", "rename the note to X"; "rename the note a.md to b.md" names the note first (below)
    (
        "new_name",
        r"\b(?:and\s+)?(?:change\s+its\s+name\s+to|rename\s+(?:it\s+(?:to\s+)?|the\s+(?:file|note)\s+to\s+)"
        r"|rename\s+the\s+(?:file|note)\s+(?![\w-]+\.(?:md|txt)\s+(?:to|as|into)\b))",
    ),
    ("new_name", r"(?:(?<=\.md)|(?<=\.txt))\s+(?:to|as|into)\b"),
    ("title", r"\b(?:named|called|titled|entitled)\b"),
    ("title", r"\b(?:name|call)\s+(?:it|the\s+(?:file|recording|note))\b"),
    ("title", r"\b(?:under|with)\s+the\s+name\b"),
    ("title", r"\b(?:save|store|keep)\s+(?:it\s+)?as\b"),
    ("title", r"\bwith\s+(?:the\s+)?(?:title|name)\b\s*:?"),
    ("description", r"\b(?:the\s+)?(?:event\s+)?description\s+(?:should\s+(?:be|say|read)|says|reads|is)\b"),
    ("description", r"(?:,\s*|\b)(?:description|note|notes)\s*:"),
    ("description", r"(?:[,;]|\s[-–—])\s*description\b"),
    ("description", r"\b(?:and\s+|with\s+)?the\s+description\b"),
    ("description", r"\bwith\s+(?:a\s+)?description\b\s*:?"),
    ("location", r"\b(?:and\s+|with\s+)?the\s+location\b"),
    ("duration", r"\b(?:the\s+(?:event|meeting)\s+)?(?:should\s+)?lasts?\s+for\b"),
    ("duration", r"\blasting\s+(?:for\s+)?(?=\S)"),
    # "…, description X, duration 60 min": the length after its label, as a form's field is named.
    (
        "duration",
        r"(?:[,;]|\s[-–—])\s*(?:duration|length)\s*:?\s*(?:(?:of|for)\s+)?(?=(?:\d|an?\s|one\s|two\s|half\s))",
    ),
    ("duration", r"\blasts?\s+(?=(?:\d+|an?|one|two|three|four|half\s+an)\s+(?:min|hour|hr))"),
    (
        "duration",
        r"(?:\b(?:lasts?|for)\s+|,\s*)"
        r"(?=(?:(?:an?|one|two|three|half\s+an|\d+(?:\.\d+)?)\s+(?:hours?|hrs?)|hour\s+and\s+a\s+half)\b)",
    ),
    ("duration", r"(?:,\s*|\bfor\s+|\(\s*)(?=(?:\d+|[a-z]+(?:-[a-z]+)?)\s+min(?:ute)?s?\b)"),
    ("number", r"\b(?:their|his|her|the)\s+(?:phone\s+)?number\s+is\b"),
    ("number", r",\s*(?:with\s+)?(?:phone\s+)?(?:number|phone)\s*:?(?=\s*\+?\d)"),
    ("number", r"\bwith\s+(?:the\s+|a\s+)?(?:phone\s+)?number\b\s*:?(?=\s*\+?\d)"),
)
_NEXT_STEP = re.compile(
    r"\s+and\s+(?=(?:put|add|insert|append|write|share|send|text|save|then|also|start|call|rename|change)\b)", re.I
)
_COMPILED = tuple((name, re.compile(pattern, re.I)) for name, pattern in _MARKERS)
# "First Name: X, Last Name: Y, Phone: Z" (keys of one to three words, each followed by a colon).
_KEYED = re.compile(r"(?:^|[:,]\s*|\bdetails:\s*)(?P<key>[A-Z][A-Za-z]*(?:\s[A-Z][A-Za-z]*){0,2}):\s*(?P<value>[^,]+)")
_QUOTED = re.compile(r"^\s*[\"“'‘](?P<value>.*?)[\"”'’](?=[\s.,;]|$)")


def _value(raw: str) -> str:
    quoted = _QUOTED.match(raw)
    if quoted is not None:
        return quoted.group("value").strip()
    raw = rx(r"\s+(?:and|then|,)\s*$").sub("", raw.strip())
    # "… description Bring the documents to my calendar", "… called Scans on my phone storage (files app)": where
    # the entry goes, or the app it is made in, is not part of the value.
    raw = rx(r"\s*\((?:in\s+|using\s+|with\s+)?(?:the\s+)?[\w ]+?\s+app\)\s*$", re.I).sub("", raw)
    raw = rx(
        r"\s+(?:to|in|into|on)\s+(?:(?:my|the)\s+)?(?:calendar|agenda|contacts|notes|expenses|files(?:\s+app)?|"
        r"(?:phone|device|internal|sd\s+card)(?:['’]s)?(?:\s+(?:internal\s+)?storage)?|storage)\s*$",
        re.I,
    ).sub("", raw)
    if raw.count(")") > raw.count("("):
        raw = raw[: raw.rindex(")")]  # the value closed a parenthesis it did not open: "(…, description X)"
    return raw.strip().strip(" ,;:").rstrip(".").strip().strip("\"'“”‘’")


_NUMBER_FIRST = re.compile(r"^(?P<n>\+?\d[\d ().-]{5,}\d)\s*(?:[,.;]|\s[-–—])\s*\D")


def number_said(value: str) -> str:
    """A phone number's value as said: "+1555…, label Work - don't hit save" ends where the words begin."""
    number = _NUMBER_FIRST.match(value)
    return number.group("n") if number is not None else value


def read_fields(clause: str, terminal: frozenset[str] = frozenset({"body"})) -> tuple[str, dict[str, str]]:
    """``(the clause before its first marker, {field: value})``."""
    found: list[tuple[int, int, str]] = []
    for name, pattern in _COMPILED:
        if any(existing == name for _, _, existing in found):
            continue
        match = pattern.search(clause)
        if match is not None and not any(start <= match.start() < end for start, end, _ in found):
            found.append((match.start(), match.end(), name))
    found.sort()
    fields: dict[str, str] = {}
    for position, (_start, end, name) in enumerate(found):
        if name in fields:
            continue
        quoted = _QUOTED.match(clause[end:])
        # A quoted value ends at its quote; an unquoted terminal one ("…text: …") takes the rest.
        open_ended = name in terminal and quoted is None
        following = found[position + 1][0] if position + 1 < len(found) else len(clause)
        value = (
            quoted.group("value").strip()
            if quoted is not None
            else _value(clause[end : len(clause) if open_ended else following])
        )
        if not open_ended and quoted is None:
            # "rename a.md to b.md and put … at the top": a slot ends where the next step starts.
            value = _NEXT_STEP.split(value, maxsplit=1)[0].strip(" ,;")
        if name == "number":
            value = number_said(value)
        if value:
            fields[name] = value
        if open_ended:
            break
    head = clause[: found[0][0]] if found else clause
    return head.strip(), fields


def keyed_fields(clause: str) -> dict[str, str]:
    """ "First Name: Ann, Phone: 555" as ``{"first name": "Ann", "phone": "555"}``."""
    return {m.group("key").lower(): _value(m.group("value")) for m in _KEYED.finditer(clause)}


def read_rows(raw: str) -> list[dict[str, str]]:
    """Entries given as data under the first line: ``a|b|c`` (or comma) rows under a header, or
    ``Kind: title`` blocks followed by `` key: value`` lines."""
    lines = table_lines([line.strip() for line in raw.splitlines()[1:] if line.strip()])
    if not lines:
        return []
    if (items := item_lines(lines)) is not None:
        return items  # "- Taxi: $12.50, Transportation": one entry a line, its fields by their place
    if (blocks := _keyed_blocks(raw)) is not None:
        return blocks
    # "add these (name | amount | category): " then "- a | b | c" lines: the header said in the request's line.
    said = rx(r"\((?P<h>[^()|]+(?:\|[^()|]+)+)\)|:\s*(?P<h2>[\w ]+(?:\|[\w ]+)+)$").search(raw.splitlines()[0])
    bulleted = [rx(r"^[-*•]\s*").sub("", line) for line in lines]
    if said is not None and all("|" in line for line in bulleted):
        header = [cell.strip().lower() for cell in (said.group("h") or said.group("h2")).split("|")]
        return [dict(zip(header, (cell.strip() for cell in line.split("|")), strict=False)) for line in bulleted]
    for separator in ("|", "\t"):
        if separator in lines[0] and all(separator in line for line in lines):
            header = [cell.strip().lower() for cell in lines[0].split(separator)]
            return [
                dict(zip(header, (cell.strip() for cell in line.split(separator)), strict=False)) for line in lines[1:]
            ]
    rows: list[dict[str, str]] = []
    for line in lines:
        key, colon, value = line.partition(":")
        if not colon:
            continue
        if not raw_indented(raw, line) and rx(r"[A-Z]\w*").fullmatch(key.strip()):
            rows.append({"title": value.strip()})
        elif rows:
            rows[-1][key.strip().lower()] = value.strip()
    return rows


_KEY_LINE = re.compile(r"^(?:[-*•]\s*)?(?P<key>[A-Za-z][\w]*(?:\s+[a-z]\w*){0,2})\s*:\s*(?P<value>\S.*)$")


def _keyed_blocks(raw: str) -> list[dict[str, str]] | None:
    """Entries as blocks of ``Key: value`` lines, a blank line between entries ("Title: …", "Servings: …"), none
    indented; None when the data is not shaped so (every line keyed, every block keyed alike from its first key)."""
    blocks = [block for block in rx(r"\n\s*\n").split("\n".join(raw.splitlines()[1:])) if block.strip()]
    rows: list[dict[str, str]] = []
    for block in blocks:
        lines = [line for line in block.splitlines() if line.strip()]
        if any(line[:1].isspace() for line in lines):
            return None  # "Recipe: X" with its fields indented under it: read_rows' blocks
        keyed = [_KEY_LINE.match(line.strip()) for line in lines]
        if len(keyed) < 2 or not all(keyed):
            return None
        rows.append({m.group("key").lower(): m.group("value").strip() for m in keyed if m is not None})
    first = [next(iter(row)) for row in rows]
    return rows if rows and len(set(first)) == 1 else None


def raw_indented(raw: str, line: str) -> bool:
    return any(candidate.strip() == line and candidate[:1].isspace() for candidate in raw.splitlines())
