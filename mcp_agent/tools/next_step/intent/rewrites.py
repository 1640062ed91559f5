"""A table of rewrites: each (pattern, replacement) pair says a form people use as the grammar reads it. The one way
such tables are compiled (once, case-insensitive) and applied (in order, each pair to the text the one before left)."""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable

Replacement = str | Callable[[re.Match[str]], str]


class Rewrites:
    """The pairs of ``tables`` in order; ``once`` rewrites each pair's first match only."""

    def __init__(self, *tables: Iterable[tuple[str, Replacement]], once: bool = False) -> None:
        self._pairs = tuple((re.compile(pattern, re.I), said) for table in tables for pattern, said in table)
        self._count = 1 if once else 0

    def __call__(self, text: str) -> str:
        for pattern, said in self._pairs:
            text = pattern.sub(said, text, count=self._count)
        return text
