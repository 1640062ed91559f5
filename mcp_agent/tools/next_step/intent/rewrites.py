"""A table of rewrites: each (pattern, replacement) pair says a form people use as the grammar reads it. The one way
such tables are compiled (once, case-insensitive) and applied (in order, each pair to the text the one before left)."""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable

from ..patterns import rx
from .pattern_needs import NeedsIndex, needs

Replacement = str | Callable[[re.Match[str]], str]


class Rewrites:
    """The pairs of ``tables`` in order; ``once`` rewrites each pair's first match only."""

    def __init__(self, *tables: Iterable[tuple[str, Replacement]], once: bool = False) -> None:
        compiled = [
            (rx(pattern, re.I), _expander(said) if isinstance(said, str) else said)
            for table in tables
            for pattern, said in table
        ]
        self._pairs = tuple(compiled)
        self._index = NeedsIndex([needs(pattern) for pattern, _ in compiled])
        self._count = 1 if once else 0

    def __call__(self, text: str) -> str:
        # Most pairs match nothing in a given text: only those it may let match are run (pattern_needs.py). After a
        # rewrite, the pairs still to come are chosen again for the text as it now reads.
        start = 0
        while True:
            ascii_only = text.isascii()  # see needs(): a text outside ASCII is run through every pair
            chosen = self._index.candidates(text.lower(), start) if ascii_only else range(start, len(self._pairs))
            for i in chosen:
                pattern, said = self._pairs[i]
                changed = pattern.sub(said, text, count=self._count)
                if changed != text:
                    text, start = changed, i + 1
                    break
            else:
                return text


_GROUP = re.compile(r"\\g<(\w+)>")


def _expander(template: str) -> Replacement:
    """A replacement with group references, expanded by a function built once: ``re`` caches parsed templates in a
    bounded cache that the hundreds of tables here would keep evicting, re-parsing each on every call."""
    if "\\" not in template:
        return template  # a literal: ``re`` substitutes it as it is
    pieces = _GROUP.split(template)
    if "\\" in "".join(pieces[::2]):
        return template  # an escape other than a group reference: ``re`` reads it
    literals, names = pieces[::2], [int(n) if n.isdigit() else n for n in pieces[1::2]]

    def expand(found: re.Match[str]) -> str:
        out = [literals[0]]
        for name, literal in zip(names, literals[1:], strict=True):
            out.append(found.group(name) or "")
            out.append(literal)
        return "".join(out)

    return expand
