"""The screen an agent saw, as a person reads it: an indented list of its elements.

Each line of the description becomes an item, nested under the line before it that is indented
less (a list's rows under the list); an element line is split into its index, kind, label and
attributes, anything else is shown as the text it is. Nothing is dropped: every line is an item.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from ..tools.next_step.screen import Element, parse_screen

# Deeper lines are shown at this depth: a page stays readable whatever the indentation.
MAX_DEPTH = 12


@dataclass(slots=True)
class Item:
    """One line: an element (``element``) or prose (``text``), and the lines nested under it."""

    element: Element | None
    text: str
    children: list[Item] = field(default_factory=list)

    @property
    def flags(self) -> list[str]:
        element = self.element
        if element is None:
            return []
        flags = [name for name, on in (
            ("focused", element.focused), ("disabled", element.disabled), ("scrollable", element.scrollable),
        ) if on]
        if element.checked is not None:
            flags.insert(0, "checked" if element.checked else "unchecked")
        return flags


def outline(description: str) -> list[Item]:
    """The description's lines as a tree by indentation (tabs count as four spaces)."""
    roots: list[Item] = []
    # (indentation, item) of the lines the next one may nest under, outermost first.
    open_items: list[tuple[int, Item]] = []
    for raw in description.splitlines():
        line = raw.expandtabs(4)
        stripped = line.strip()
        if not stripped:
            continue
        indent = len(line) - len(line.lstrip())
        parsed = parse_screen(stripped).elements
        item = Item(parsed[0] if parsed else None, stripped)
        while open_items and open_items[-1][0] >= indent:
            open_items.pop()
        if not open_items:
            roots.append(item)
        else:
            open_items[-1][1].children.append(item)
        # At the cap, deeper lines become siblings of this one instead of nesting further.
        if len(open_items) < MAX_DEPTH:
            open_items.append((indent, item))
    return roots
