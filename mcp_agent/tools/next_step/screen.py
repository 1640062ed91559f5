"""The screen description format: one element per line, read into plain objects.

    [index] Kind "label" attribute attribute value="…"

Attributes: ``focused``, ``checked`` / ``unchecked`` (``checked`` also marks the selected tab),
``disabled``, ``scrollable``, ``value="…"``, and optionally a field's ``hint="…"`` and the view's
resource name ``id="…"`` (both only help to match a field to what goes in it). Inside a label or a value, ``\\"`` is a quote and
``\\\\`` a backslash. Lines may be indented (a list's items under the list). A line that is not an
element is prose: a description may be prose only (spec-notes/agent-step.md).
"""

from __future__ import annotations

import hashlib
import re
from dataclasses import dataclass, replace

_QUOTED = r'"((?:[^"\\]|\\.)*)"'
_ELEMENT = re.compile(rf"\s*\[(\d{{1,6}})\]\s+([A-Za-z][A-Za-z0-9_]*)(?:\s+{_QUOTED})?(.*)", re.S)
_ATTRIBUTE = re.compile(rf"\s*(?:(value|hint|id)={_QUOTED}|([a-z_]+))")
_ESCAPE = re.compile(r"\\(.)")
FLAGS = frozenset({"focused", "checked", "unchecked", "disabled", "scrollable"})
EDITABLE_KINDS = frozenset({"EditText"})
TOGGLE_KINDS = frozenset({"Switch", "CheckBox", "Tab"})


def _unescape(text: str) -> str:
    return _ESCAPE.sub(r"\1", text)


@dataclass(frozen=True, slots=True)
class Element:
    index: int
    kind: str
    label: str
    focused: bool = False
    # None when the line says neither checked nor unchecked.
    checked: bool | None = None
    disabled: bool = False
    scrollable: bool = False
    value: str | None = None
    hint: str | None = None
    rid: str | None = None  # the resource name, without its package ("title_field")

    @property
    def names(self) -> str:
        """Everything that names the element: its label, hint and resource name."""
        return " ".join(part for part in (self.label, self.hint, (self.rid or "").replace("_", " ")) if part)

    @property
    def editable(self) -> bool:
        return self.kind in EDITABLE_KINDS and not self.disabled

    @property
    def is_button(self) -> bool:
        """A Button, an ImageButton, or an image labelled with a command."""
        return self.kind in ("Button", "ImageButton") or is_icon_button(self.kind, self.label)

    def describe(self) -> str:
        """How a person would name it: ``Button "Send"`` (``[7]`` when it has no label)."""
        return f'{self.kind} "{self.label}"' if self.label else f"{self.kind} [{self.index}]"


# An image labelled with a command is an icon button ("ImageView "Delete"", "ImageView "Create a new file"" in
# many apps' trees), not a picture.
_ICON_COMMANDS = frozenset(
    "save done delete remove send call dial add new create search find share edit back navigate more options menu "
    "close cancel ok confirm play pause record stop start attach rename move copy trash shutter capture take switch open "
    "show expand collapse toggle".split()
)


def is_icon_button(kind: str, label: str) -> bool:
    if kind not in ("ImageView", "Image"):
        return False
    said = re.findall(r"[a-z]+", label.lower())
    return 0 < len(said) <= 6 and said[0] in _ICON_COMMANDS


@dataclass(frozen=True, slots=True)
class Screen:
    elements: tuple[Element, ...]
    # The lines that are not elements, joined: all of it for a prose-only description.
    prose: str
    fingerprint: str

    def element(self, index: int | None) -> Element | None:
        if index is None:
            return None
        return next((element for element in self.elements if element.index == index), None)

    @property
    def focused(self) -> Element | None:
        return next((element for element in self.elements if element.focused), None)

    @property
    def text(self) -> str:
        """Everything a person could read on the screen: prose, labels and values."""
        parts = (
            [self.prose]
            + [element.label for element in self.elements]
            + [element.value for element in self.elements if element.value]
        )
        return "\n".join(part for part in parts if part)


def _parse_element(line: str) -> Element | None:
    match = _ELEMENT.fullmatch(line)
    if match is None:
        return None
    index, kind, label, rest = match.groups()
    flags: set[str] = set()
    keyed: dict[str, str] = {}
    position = 0
    rest = rest.rstrip()
    while position < len(rest):
        attribute = _ATTRIBUTE.match(rest, position)
        if attribute is None or attribute.end() == position:
            return None  # not our format after all: treat the line as prose
        if attribute.group(1):
            keyed[attribute.group(1)] = _unescape(attribute.group(2))
        elif attribute.group(3) in FLAGS:
            flags.add(attribute.group(3))
        else:
            return None
        position = attribute.end()
    return Element(
        index=int(index),
        kind=kind,
        label=_unescape(label or ""),
        focused="focused" in flags,
        checked=True if "checked" in flags else False if "unchecked" in flags else None,
        disabled="disabled" in flags,
        scrollable="scrollable" in flags,
        value=keyed.get("value"),
        hint=keyed.get("hint"),
        rid=keyed["id"].rpartition("/")[2] if "id" in keyed else None,
    )


_UNESCAPED_QUOTE = re.compile(r'(?<!\\)(?:\\\\)*"')


def _lines(description: str) -> list[str]:
    """The description's lines; an element whose quoted value holds a line break stays one element."""
    lines: list[str] = []
    open_quote = False
    for raw in description.splitlines():
        if open_quote:
            lines[-1] = f"{lines[-1]}\n{raw}"
        else:
            lines.append(raw)
        # Most lines hold an even number of quotes and no escapes: counted without a regex.
        line = lines[-1]
        quotes = line.count('"')
        if "\\" in line:
            quotes = len(_UNESCAPED_QUOTE.findall(line))
        open_quote = quotes % 2 == 1 and line.lstrip().startswith("[")
    return lines


_CAPTION = re.compile(r"^[A-Za-z][A-Za-z &'/()-]{0,40}:?$")


def _captioned(elements: list[Element]) -> list[Element]:
    """A field with neither label nor hint takes as its hint the short text just above it: many forms caption
    a field on its own line ("Title" over an empty EditText). A text that reads as a name, not a sentence or a
    file's name (no digits, dots or more than four words), and only a TextView's."""
    out: list[Element] = []
    for element in elements:
        above = out[-1] if out else None
        if (
            element.kind in EDITABLE_KINDS
            and not element.label
            and not element.hint
            and above is not None
            and above.kind == "TextView"
            and _CAPTION.match(above.label.strip())
            and len(above.label.split()) <= 4
        ):
            element = replace(element, hint=above.label.strip().rstrip(":"))
        out.append(element)
    return out


def parse_screen(description: str) -> Screen:
    elements: list[Element] = []
    prose: list[str] = []
    normalized: list[str] = []
    for raw in _lines(description):
        line = raw.strip()
        if not line:
            continue
        normalized.append(line)
        element = _parse_element(raw)
        if element is None:
            prose.append(line)
        else:
            elements.append(element)
    elements = _captioned(elements)
    # Whitespace does not make a different screen; anything else does.
    fingerprint = hashlib.sha256("\n".join(normalized).encode()).hexdigest()[:16]
    return Screen(elements=tuple(elements), prose="\n".join(prose), fingerprint=fingerprint)
