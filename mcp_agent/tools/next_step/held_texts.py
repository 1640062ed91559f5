"""An editor's one field, as a tree reports it, holds the text the tree shows.

A tree reports a field's content as its text, and its name only as a hint; a field with no hint at all (Markor's
note editor, a plain text editor's body) shows just what it holds. On a screen whose only field that is — no
caption above it, no list beside it (a search screen), nothing in its words or resource that says search — the
text is the field's content, not its name: the body a note's text goes into, the text a question reads.
"""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

from .patterns import rx

if TYPE_CHECKING:
    from .screen import Element

_SEARCH = rx(r"\b(?:search|find|filter|look\s+up)\b", 0)


def held_texts(elements: list[Element]) -> list[Element]:
    """``elements`` with an editor's one hint-less tree field read as holding its text."""
    fields = [e for e in elements if e.kind == "EditText"]
    if len(fields) != 1 or any(e.scrollable or e.kind == "List" for e in elements):
        return elements
    field = fields[0]
    named = f"{field.label} {(field.rid or '').replace('_', ' ')}".lower()
    if field.hint != "" or not field.label or field.value is not None or _SEARCH.search(named):
        return elements
    return [replace(e, label="", value=e.label) if e is field else e for e in elements]
