"""What a pattern cannot match without: strings of which any text it matches holds at least one.

A rewrite table holds hundreds of patterns, and nearly all of them match nothing in a given request; asking whether
the text holds one of a pattern's needed strings (a substring test) is far cheaper than running the pattern. The
analysis reads the pattern's own parse tree and only ever answers with fewer needs than the pattern has, never more:
where it is unsure of a part, that part needs nothing.
"""

from __future__ import annotations

import re
from collections import Counter
from functools import lru_cache
from re import _constants as sre  # type: ignore[attr-defined]
from re import _parser  # type: ignore[attr-defined]
from typing import Any

Needs = frozenset[str]

_REPEATS = (sre.MAX_REPEAT, sre.MIN_REPEAT, getattr(sre, "POSSESSIVE_REPEAT", sre.MAX_REPEAT))


def needs(pattern: re.Pattern[str]) -> Needs | None:
    """Lower-case ASCII strings one of which every match holds; ``None`` when the pattern needs nothing sure.

    Compared with a lower-cased ASCII text only: under IGNORECASE a non-ASCII letter (the long s, the Kelvin sign)
    can match an ASCII one, so a text with anything outside ASCII is run through every pattern."""
    try:
        tree = _parser.parse(pattern.pattern, pattern.flags)
    except Exception:  # noqa: BLE001 - an unreadable tree only means no shortcut
        return None
    found = _sequence(list(tree))
    return found if found and all(found) else None


def _sequence(items: list[tuple[Any, Any]]) -> Needs | None:
    """The most selective need among the parts matched one after another: each is needed on its own."""
    candidates: list[Needs] = []
    run: list[str] = []

    def end_run() -> None:
        if run:
            candidates.append(frozenset(("".join(run),)))
            run.clear()

    for op, value in items:
        if op is sre.LITERAL and value < 128:
            run.append(chr(value).lower())
            continue
        end_run()
        part = _part(op, value)
        if part:
            candidates.append(part)
    end_run()
    return max(candidates, key=lambda strings: min(len(s) for s in strings), default=None)


def _part(op: Any, value: Any) -> Needs | None:
    if op is sre.SUBPATTERN:
        return _sequence(list(value[-1]))
    if op in _REPEATS:
        low, _high, body = value
        return _sequence(list(body)) if low >= 1 else None
    if op is sre.BRANCH:
        branches = [_sequence(list(branch)) for branch in value[1]]
        if any(not branch for branch in branches):
            return None  # one way through needs nothing sure
        return frozenset(s for branch in branches if branch for s in branch)
    if op is sre.ASSERT and value[0] == 1:
        return _sequence(list(value[1]))  # a lookahead's text is in the text too
    if op is getattr(sre, "ATOMIC_GROUP", None):
        return _sequence(list(value))
    return None


class NeedsIndex:
    """Which of many patterns a text may let match: those that need nothing sure, and those with a needed string in
    the text, found through each string's least common three letters so that a text touches only its own few."""

    def __init__(self, all_needs: list[Needs | None]) -> None:
        self._needs = all_needs
        keys = Counter(gram for found in all_needs if found for s in found for gram in _grams(s))
        # Each key's patterns as the bits of one integer: the patterns a text may let match are the union of its keys'
        # bits, taken in C rather than one index at a time.
        self._masks: dict[str, int] = {}
        for i, found in enumerate(all_needs):
            for key in {_key_of(s, keys) for s in found or ()}:
                self._masks[key] = self._masks.get(key, 0) | 1 << i
        self._keys = frozenset(self._masks)
        self._always = sum(1 << i for i, found in enumerate(all_needs) if not found)

    def candidates(self, low: str, start: int) -> list[int]:
        """Indices from ``start`` on, in order, of the patterns that may match ``low`` (lower-cased ASCII)."""
        # A key is at most three letters: it is in the text exactly when it is one of the text's short pieces.
        mask = self._always
        for key in self._keys & _pieces(low):
            mask |= self._masks[key]
        mask &= ~((1 << start) - 1)
        found: list[int] = []
        while mask:
            bit = mask & -mask
            mask ^= bit
            i = bit.bit_length() - 1
            needed = self._needs[i]
            if not needed or any(s in low for s in needed):
                found.append(i)
        return found


@lru_cache(maxsize=256)
def _pieces(low: str) -> frozenset[str]:
    """The text's pieces of one, two and three letters; kept, since every table of a reading asks of the same text."""
    return frozenset(low[i : i + k] for k in (1, 2, 3) for i in range(len(low) - k + 1))


def _key_of(needed: str, counts: Counter[str]) -> str:
    return needed if len(needed) <= 3 else min(_grams(needed), key=lambda gram: counts[gram])


def _grams(needed: str) -> list[str]:
    return [needed] if len(needed) <= 3 else [needed[i : i + 3] for i in range(len(needed) - 2)]
