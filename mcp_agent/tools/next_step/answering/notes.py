"""What a note says, read from its text as the screen shows it (a line break may be shown as ``\\n``)."""

from __future__ import annotations

import re


def lines(body: str) -> list[str]:
    return [line.strip() for line in re.split(r"\\n|\n", body) if line.strip()]


def attendees(body: str) -> int | None:
    """How many people the note's "Attendees:" line names (separated by commas or "and")."""
    for line in lines(body):
        found = re.match(r"^(?:attendees|participants|present)\s*:\s*(?P<names>.+)$", line, re.I)
        if found is not None:
            names = [n for n in re.split(r",|;|\band\b", found.group("names")) if n.strip()]
            return len(names)
    return None


def amount(body: str, ingredient: str) -> str | None:
    """The amount and unit written before ``ingredient`` on its line ("- 2 cups flour" → "2 cups")."""
    for line in lines(body):
        found = re.match(rf"^[-*•]?\s*(?P<amount>.+?)\s+(?:of\s+)?{re.escape(ingredient)}\b", line, re.I)
        if found is not None and re.search(r"\d", found.group("amount")):
            return found.group("amount").strip()
    return None
