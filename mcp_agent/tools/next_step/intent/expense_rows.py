"""An expense said as its fields in a row, as people jot one down: "pro expense: birthday dinner, $1,922.50, food,
note it as paid by card", "add the expense Taxi, $12, Transportation to pro expense", "log Lunch, 14.50, Food", "Online course 436.78, education, note: Monthly - add that expense", "Online course, $436.78, Education, Monthly", "new expense - Online course, 436.78, …".

Name, amount and category in that order, separated by commas (a note after them: "note it as …", "note: …",
"with the note …"); the category must be one expense apps have, so a list of other things is not read as one. The
amount keeps its cents ("$1,922.50" is 1922.50). Only in the expense app (said, or its label) or with the word
"expense".
"""

from __future__ import annotations

import re

from ..patterns import rx
from .amounts import EXPENSE_CATEGORIES
from .goal import Goal

_APP = "Pro Expense"
_ROW = re.compile(
    r"^(?:(?:add|log|record|enter|save|put)\s+(?:(?:an?|the|this|my)\s+|this\s*:\s*)?)?(?:new\s+)?(?:expense\s*[:\-–—]?\s+)?"
    r"(?P<name>[A-Za-z][^,$:]*?)(?:\s*,\s*|\s+(?=\$?\s?\d[\d,]*(?:\.\d{1,2})?\s*,))(?P<amount>\$?\s?\d[\d,]*(?:\.\d{1,2})?)(?:\s*(?:dollars|usd|bucks))?\s*,\s*"
    r"(?P<category>[A-Za-z][\w ]*?)"
    r"(?:\s*,?\s*(?:(?:and\s+)?note(?:\s+it)?(?:\s+as|\s*:|\s+(?=\S))|with\s+(?:the\s+)?note\s*:?)\s*(?P<note>[^,]+?)|"
    # "…, Education, Monthly": a fourth piece after the category, in the order rows give them, is its note.
    r"\s*,\s*(?P<bare>(?!(?:note|with|to|in|into|on|add|log|save|please)\b)[A-Za-z][\w ]*?))?"
    r"(?:\s+as\s+an?\s+(?:new\s+)?expense)?(?:\s+(?:to|in|into|on)\s+(?:my\s+|the\s+)?(?:pro\s+expense|expenses)(?:\s+app)?)?"
    # The request said after the row: "…, note: Monthly - add that expense".
    r"(?:\s*(?:[,.;]|\s[-–—])\s*(?:please\s+|pls\s+)?(?:add|log|save|record|put\s+in)\s+(?:that|it|this)(?:\s+as\s+an)?(?:\s+expense)?)?"
    r"\s*[.!]?$",
    re.I,
)


_CHANGE_SAID = re.compile(r"\b(?:should|change|make|set|update|edit|fix|is|was|be|it)\b", re.I)


def read_expense_row(clause: str, app: str) -> Goal | None:
    """The clause as a new expense said field by field, or None."""
    if not (rx("expense", re.I).search(app) or rx(r"\bexpense", re.I).search(clause)):
        return None
    found = _ROW.match(clause.strip())
    if found is None or found.group("category").strip().casefold() not in EXPENSE_CATEGORIES:
        return None
    amount = f"{float(found.group('amount').replace('$', '').replace(',', '').strip()):.2f}"
    name = found.group("name").strip()
    if _CHANGE_SAID.search(name):
        return None  # "the flowers expense should be 77.75, education": an expense changed, never a new one named so
    fields = [("name", name[:1].upper() + name[1:]), ("amount", amount)]
    fields.append(("category", found.group("category").strip().title()))
    if note := found.group("note") or found.group("bare"):
        fields.append(("note", note.strip().strip("\"'“”")))
    return Goal("create", obj="expense", app=app if rx("expense", re.I).search(app) else _APP, fields=tuple(fields))


def unread_cell(text: str, row: tuple[tuple[str, str], ...]) -> str | None:
    """The last of a single row's comma-set pieces when ``row`` holds fewer values than were said ("Online course,
    $436.78, Education, Monthly" read without "Monthly"); None when every piece was read."""
    body = text.split(":", 1)[1] if ":" in text else text
    cells = [cell.strip() for cell in rx(r",\s+").split(body.strip()) if cell.strip()]
    # ("add an expense, name Lunch, …": the request said before the row is no piece of it)
    cells = [cell for cell in cells if not rx(r"^(?:add|log|put|record|enter|save|new)\b", re.I).match(cell)]
    # (a labelled piece, "note Monthly", is a field's own, read after the row)
    bare = cells and not rx(r"^(?:note|notes|category|amount|name|with|in|for|on)\b", re.I).match(cells[-1])
    return cells[-1] if bare and ";" not in body and len(row) < len(cells) <= 5 else None
