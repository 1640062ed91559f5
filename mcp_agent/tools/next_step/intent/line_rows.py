"""Entries given one a line as people list them: "- Light bulbs: $167.50, Housing, note: Split with roommate",
"Taxi ride: $12.50, Transportation", "Fuel - 40.00 - Transportation", "Winter boots, $366.32, Clothes, Work trip" (under a "# heading" or not), and a Markdown table (its pipes at both ends
and its ``|---|`` rule are no cells). A line's name comes first, then its amount; what follows is its category and a
note. A line of another shape keeps the whole list unread (``None``): nothing is guessed."""

from __future__ import annotations

import re

from ..patterns import rx

_BULLET = re.compile(r"^\s*(?:[-*•]|\d+[.)])\s+")
_LINE = re.compile(
    r"^(?P<name>[A-Za-z][^:$\d]*?)\s*(?::|\s[-–—]|,)\s*(?P<amount>[$€£]?\s?\d[\d,]*(?:\.\d{1,2})?)(?:\s*(?:dollars|usd))?"
    r"(?:\s*(?:,|\s[-–—]|\()\s*(?P<category>[A-Za-z][A-Za-z ]*?)\)?)?"
    # (the note after the category, its label said or not: "Winter boots, $366.32, Clothes, Work trip")
    r"(?:\s*(?:,|\s[-–—]|;)\s*(?:(?:with\s+the\s+)?note\s*:?\s*)?(?P<note>[^,]+?))?\s*[.;]?$",
    re.I,
)
_HEADING = re.compile(r"^\s*#{1,6}\s")
_RULE = re.compile(r"^\|?\s*:?-{2,}:?\s*(?:\|\s*:?-{2,}:?\s*)*\|?$")


def tabs_as_pipes(task: str) -> str:
    """Cells pasted from a spreadsheet, tab-separated, as the ``a | b | c`` rows a task gives data in (a Markdown table's:
    the readings that tidy spaces would join a row's cells into one run of words)."""
    if "\t" not in task.strip():
        return task
    lines = task.split("\n")
    return "\n".join(
        "| " + " | ".join(cell.strip() for cell in rx(r"\t+").split(line.strip())) + " |" if "\t" in line else line
        for line in lines
    )


def table_lines(lines: list[str]) -> list[str]:
    """A Markdown table's lines as plain ``a|b|c`` rows: the outer pipes and the rule under its header dropped."""
    if not lines or not all(line.startswith("|") for line in lines):
        return lines
    return [line.strip().strip("|").strip() for line in lines if not _RULE.match(line.strip())]


# A field's own name before a colon is a keyed line of one entry ("Amount: 12"), never an entry named so.
_KEYS = re.compile(r"^(?:name|title|amount|price|cost|total|sum|servings?|category|note|quantity|qty|time)$", re.I)


def item_lines(lines: list[str]) -> list[dict[str, str]] | None:
    """Expense-like entries, one a line (bullets allowed), or None when a line is not one."""
    rows: list[dict[str, str]] = []
    for line in lines:
        if _HEADING.match(line):
            continue  # a note's "# March" over its entries
        found = _LINE.match(_BULLET.sub("", line).strip())
        if found is None or _KEYS.match(found.group("name").strip()):
            return None
        row = {"name": found.group("name").strip(), "amount": found.group("amount").replace(" ", "")}
        if found.group("category"):
            row["category"] = found.group("category").strip()
        if found.group("note"):
            row["note"] = found.group("note").strip().strip("\"'“”")
        rows.append(row)
    return rows or None
