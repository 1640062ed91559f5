"""The screen an agent saw, as a person reads it in the console: an indented list of its elements.

Each line of the description becomes an item, nested under the line before it that is indented
less (a list's rows under the list); an element line is split into its index, kind, label, value
and flags, anything else is shown as the text it is. Nothing is dropped: every line is an item.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from mcp_agent import ScreenElement, ScreenLine

from .screen import Element, parse_screen

# Deeper lines are shown at this depth: a page stays readable whatever the indentation.
MAX_DEPTH = 12


@dataclass(slots=True)
class _Item:
    line: str
    element: Element | None
    children: list[_Item] = field(default_factory=list)

    def frozen(self) -> ScreenLine:
        shown = None if self.element is None else _shown(self.element)
        return ScreenLine(self.line, shown, tuple(child.frozen() for child in self.children))


def _shown(element: Element) -> ScreenElement:
    flags = [
        name
        for name, on in (
            ("focused", element.focused),
            ("disabled", element.disabled),
            ("scrollable", element.scrollable),
        )
        if on
    ]
    if element.checked is not None:
        flags.insert(0, "checked" if element.checked else "unchecked")
    return ScreenElement(
        element.index, element.reported_kind or element.kind, element.label, element.value, tuple(flags)
    )


def outline(description: str) -> tuple[ScreenLine, ...]:
    """The description's lines as a tree by indentation (tabs count as four spaces)."""
    roots: list[_Item] = []
    # (indentation, item) of the lines the next one may nest under, outermost first.
    open_items: list[tuple[int, _Item]] = []
    for raw in description.splitlines():
        line = raw.expandtabs(4)
        stripped = line.strip()
        if not stripped:
            continue
        indent = len(line) - len(line.lstrip())
        parsed = parse_screen(stripped).elements
        item = _Item(stripped, parsed[0] if parsed else None)
        while open_items and open_items[-1][0] >= indent:
            open_items.pop()
        if not open_items:
            roots.append(item)
        else:
            open_items[-1][1].children.append(item)
        # At the cap, deeper lines become siblings of this one instead of nesting further.
        if len(open_items) < MAX_DEPTH:
            open_items.append((indent, item))
    return tuple(item.frozen() for item in roots)
