"""What a note says, read from its text as the screen shows it (a line break may be shown as ``\\n``)."""

from __future__ import annotations

import re

from ..patterns import rx


def lines(body: str) -> list[str]:
    return [line.strip() for line in rx(r"\\n|\n").split(body) if line.strip()]


def attendees(body: str) -> int | None:
    """How many people the note's "Attendees:" line names (separated by commas or "and")."""
    for line in lines(body):
        found = rx(r"^(?:attendees|participants|present)\s*:\s*(?P<names>.+)$", re.I).match(line)
        if found is not None:
            names = [n for n in rx(r",|;|\band\b").split(found.group("names")) if n.strip()]
            return len(names)
    return None


def amount(body: str, ingredient: str) -> str | None:
    """The amount and unit written before ``ingredient`` on its line ("- 2 cups flour" → "2 cups")."""
    for line in lines(body):
        found = rx(rf"^[-*•]?\s*(?P<amount>.+?)\s+(?:of\s+)?{re.escape(ingredient)}\b", re.I).match(line)
        if found is not None and rx(r"\d").search(found.group("amount")):
            return found.group("amount").strip()
    return None
