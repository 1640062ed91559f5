"""The screen description format: one element per line, read into plain objects.

    [index] Kind "label" attribute attribute value="…"

Attributes: ``focused``, ``checked`` / ``unchecked`` (``checked`` also marks the selected tab),
``disabled``, ``scrollable``, ``value="…"``, and optionally a field's ``hint="…"`` and the view's
resource name ``id="…"`` (both only help to match a field to what goes in it). Inside a label or a value, ``\\"`` is a quote and
``\\\\`` a backslash. Lines may be indented (a list's items under the list). A line that is not an
element is prose: a description may be prose only (spec-notes/agent-step.md).

A real app's accessibility tree, written down in this format, is read the same (kinds.py):

- ``Kind`` may be any class name a tree reports, fully qualified or nested (``android.widget.EditText``,
  ``com.google.android.material.textfield.TextInputEditText``, ``TabLayout$TabView``): it is read as one
  of the kinds above by its last part's ending (``MaterialButton`` a Button, ``FloatingActionButton`` and
  ``ActionMenuItemView`` an ImageButton, ``SwitchCompat`` a Switch, ``BubbleTextView`` a TextView …);
- the tree's flags ``selected`` (a tab's ``checked``), ``checkable`` (``unchecked`` unless ``checked``),
  ``clickable`` (a clickable image is an icon button), ``editable`` (a field), and ``focusable``,
  ``long_clickable``, ``enabled``, ``password``, ``visible`` are accepted, also written as a key
  (``checked="false"`` is ``unchecked``, ``enabled="false"`` ``disabled``); other ``key="…"`` attributes
  too, and ``desc="…"`` / ``content_desc="…"`` / ``text="…"`` label an element that has no label;
- ``id="com.app:id/event_title"`` is read without its package (``event_title``);
- a field labelled with the text it holds and named by its ``hint`` reads as the hint labelling it, the
  text as its ``value`` (a label equal to the hint, or none, is an empty field);
- a layout with no label (``LinearLayout``, ``ViewGroup`` …) whose indented children include texts is
  the row or text it draws: a ``ListItem`` (clickable, or inside a scrolling list) at the layout's index,
  or a ``TextView`` at its first text's, labelled with its first text, its other texts its ``value``; a
  row's one label-less toggle is the row, a label-less spinner is named by the text before it, a popup
  menu's row is its command's text; in a flat tree (nothing indented) the texts after a layout are its
  own (``_members``).
"""

from __future__ import annotations

import hashlib
import re
from dataclasses import dataclass, replace

from .captions import captioned
from .held_texts import held_texts
from .kinds import AS_IS, LAYOUT, LIST, MENU_ROW, SIMPLE_KINDS, base_kind, kind_of
from .patterns import rx
from .shown_days import sectioned
from .unnamed_controls import named_by_resource

_QUOTED = r'"((?:[^"\\]|\\.)*)"'
# A kind may be a class name: dotted, with a nested class after ``$``.
_ELEMENT = re.compile(rf"(\s*)\[(\d{{1,6}})\]\s+([A-Za-z][\w$]*(?:\.[A-Za-z_$][\w$]*)*)(?:\s+{_QUOTED})?(.*)", re.S)
_ATTRIBUTE = re.compile(rf"\s*(?:([a-z_]+)={_QUOTED}|([a-z_]+))")
_ESCAPE = re.compile(r"\\(.)")
FLAGS = frozenset({"focused", "checked", "unchecked", "disabled", "scrollable"})
# The flags a real tree adds (is_selected, is_clickable …): read where they say something, else accepted.
TREE_FLAGS = frozenset(
    {"selected", "clickable", "checkable", "editable", "focusable", "long_clickable", "enabled", "password", "visible"}
)
_LABELS = ("desc", "content_desc", "content_description", "text")
# key="true" / key="false": the flag each means ("" for none).
_BOOLEANS = {
    **{flag: ("", flag) for flag in ("focused", "disabled", "scrollable", *TREE_FLAGS)},
    "checked": ("unchecked", "checked"),
    "enabled": ("disabled", ""),
}
EDITABLE_KINDS = frozenset({"EditText"})
TOGGLE_KINDS = frozenset({"Switch", "CheckBox", "Tab"})
_ROW_TOGGLES = frozenset({"Switch", "CheckBox", "RadioButton"})
_FOLDED = frozenset({LAYOUT, MENU_ROW, "Spinner"})


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
    # The class the description named when it is not ``kind`` ("RecyclerView" read as a List): what a person is shown.
    reported_kind: str | None = None

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
    "show expand collapse toggle end hang mute unmute answer accept decline reject hold speaker keypad shuffle repeat sms mms".split()
)


def is_icon_button(kind: str, label: str) -> bool:
    if kind not in ("ImageView", "Image"):
        return False
    said = rx(r"[a-z]+").findall(label.lower())
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


@dataclass(slots=True)
class _Line:
    """An element line as read, with what only folding rows needs: its indentation and tree flags."""

    element: Element
    depth: int
    clickable: bool


def _parse_element(line: str) -> _Line | None:
    match = _ELEMENT.fullmatch(line)
    if match is None:
        return _bare(line)
    indent, index, kind, label, rest = match.groups()
    if label is None and "." not in kind and "$" not in kind and base_kind(kind) == kind and kind not in AS_IS:
        return _bare(line)  # "[1] Clock": not a kind, the element's name
    flags: set[str] = set()
    keyed: dict[str, str] = {}
    position = 0
    rest = rest.rstrip()
    while position < len(rest):
        attribute = _ATTRIBUTE.match(rest, position)
        if attribute is None or attribute.end() == position:
            # "[4] Button Save" names it unquoted; otherwise not our format after all: the line is prose.
            return _bare(line, kind) if label is None else None
        key, quoted, flag = attribute.groups()
        if key is None:
            if flag not in FLAGS and flag not in TREE_FLAGS:
                return None
            flags.add(flag)
        elif key in _BOOLEANS and quoted in ("true", "false"):
            # A tree's boolean written as a key (checked="false", enabled="false"): the flag it means.
            flags.add(_BOOLEANS[key][quoted == "true"])
        else:
            keyed[key] = _unescape(quoted) if "\\" in quoted else quoted
        position = attribute.end()
    text = (_unescape(label) if "\\" in label else label) if label else ""
    raw_kind = kind
    if not text and keyed:
        text = next((keyed[key] for key in _LABELS if keyed.get(key)), "")
    clickable = "clickable" in flags
    if flags or kind not in SIMPLE_KINDS:
        kind = kind_of(kind, clickable=clickable, checkable="checkable" in flags, editable="editable" in flags)
    checked = True if "checked" in flags else False if "unchecked" in flags else None
    if checked is None and ("checkable" in flags or (kind == "Tab" and "selected" in flags)):
        checked = "selected" in flags and kind == "Tab"
    value, hint = keyed.get("value"), keyed.get("hint")
    if kind in EDITABLE_KINDS and hint is not None and value is None:
        # A tree labels a field with the text it holds; the hint names it (a label equal to the hint: empty).
        text, value = hint, (text if text and text != hint else None)
    elif kind in EDITABLE_KINDS and hint is None and "." in raw_kind:
        hint = ""  # a tree's field that reports no hint: its text may be what it holds (captions.py)
    element = Element(
        index=int(index),
        kind=kind,
        reported_kind=raw_kind if raw_kind != kind else None,
        label=text,
        focused="focused" in flags,
        checked=checked,
        disabled="disabled" in flags,
        scrollable="scrollable" in flags,
        value=value,
        hint=hint,
        rid=keyed["id"].rpartition("/")[2].rpartition(":")[2] if "id" in keyed else None,
    )
    return _Line(element, len(indent.expandtabs(4)) if indent else 0, clickable)


# "[3] Pro Expense": an element written by its name alone (a hand-written screen), no quotes or brackets in it.
_BARE = re.compile(r"(\s*)\[(\d{1,6})\]\s+([^\s\"\[\]][^\"\[\]]{0,79}?)\s*")
_SENTENCE = re.compile(r"[.!?;]\s")
_INLINE = re.compile(r"\[\d{1,6}\]\s")


def _bare(line: str, kind: str | None = None) -> _Line | None:
    """An element named without the format's quotes: ``[1] Clock`` (a text, or a button when its name is a
    command: ``[5] Save``), or ``[4] Button Save`` when its first word is a kind."""
    match = _BARE.fullmatch(line)
    if match is None:
        return None
    indent, index, label = match.groups()
    if len(label.split()) > 6 or _SENTENCE.search(label):
        return None  # "[1] Note. this is prose": a sentence, not a name
    if kind is not None:
        label = label[len(kind) :].strip()
    elif is_icon_button("ImageView", label):
        kind = "Button"
    element = Element(index=int(index), kind=kind or "TextView", label=label)
    return _Line(element, len(indent.expandtabs(4)) if indent else 0, False)


def _inline(line: str) -> tuple[str, list[_Line]] | None:
    """A prose line that lists several elements ("Apps: [1] Clock [2] Pro Expense"): its lead and them."""
    starts = [m.start() for m in _INLINE.finditer(line)]
    if len(starts) < 2:
        return None
    pieces = [line[a:b].strip() for a, b in zip(starts, [*starts[1:], len(line)], strict=True)]
    elements = [_parse_element(piece) for piece in pieces]
    if any(element is None for element in elements):
        return None
    return line[: starts[0]].strip(), [element for element in elements if element is not None]


def _members(lines: list[_Line], position: int) -> list[int]:
    """The lines a row (or spinner) at ``position`` draws: those indented under it. In a flat tree, where
    nothing is: the texts right after a clickable one, up to its toggle (a spinner: its one text); after
    one that is not clickable, a label and its value (one or two texts, then something else)."""
    line = lines[position]
    nested = []
    for later in range(position + 1, len(lines)):
        if lines[later].depth <= line.depth:
            break
        nested.append(later)
    if nested:
        return nested
    row = line.clickable or line.element.kind in (MENU_ROW, "Spinner")
    flat: list[int] = []
    for later in range(position + 1, len(lines)):
        child = lines[later].element
        text = child.kind == "TextView" and bool(child.label)
        toggle = row and child.kind in _ROW_TOGGLES and not child.label
        if lines[later].depth != line.depth or not (text or toggle):
            break
        flat.append(later)
        if toggle or line.element.kind == "Spinner":
            break
    # Not clickable: a container of many texts is not one text (a page's layout, not a label and its value).
    return flat if row or len(flat) <= 2 else []


def _folded(lines: list[_Line]) -> list[Element]:
    """Rows and named controls as a tree draws them, read as the format writes them:

    - a label-less layout with texts under it (``_members``) is the row (or text) it draws, its texts joining it (a
      popup menu's row the command's text, as the format writes a menu's commands); a row
      whose one toggle has no text of its own is that toggle, labelled by the row (a preference's switch,
      a task's checkbox);
    - a label-less spinner shows its choice as a child text (its value) and is named by the text before it.
    """
    selected_tab = fold = False
    for line in lines:
        if line.element.kind == "Tab" and line.element.checked:
            selected_tab = True
        elif line.element.kind in _FOLDED and not line.element.label:
            fold = True
    if selected_tab:
        # One tab of a group is selected: the others are not, whether or not the tree says so.
        for line in lines:
            if line.element.kind == "Tab" and line.element.checked is None:
                line.element = replace(line.element, checked=False)
    if not fold:
        return [line.element for line in lines]
    elements: list[Element] = []
    absorbed: set[int] = set()
    lists: list[int] = []  # the depths of the scrolling lists the current line is inside
    for position, line in enumerate(lines):
        while lists and line.depth <= lists[-1]:
            lists.pop()
        if position in absorbed:
            continue
        element = line.element
        if element.kind == LIST or element.scrollable:
            lists.append(line.depth)
        if element.kind not in _FOLDED or element.label:
            if element.kind == LAYOUT and line.clickable:
                element = replace(element, kind="ListItem")
            elif element.kind == MENU_ROW:
                element = replace(element, kind="TextView")
            elements.append(element)
            continue
        members = _members(lines, position)
        texts = [at for at in members if lines[at].element.kind == "TextView" and lines[at].element.label]
        toggles = [at for at in members if lines[at].element.kind in _ROW_TOGGLES and not lines[at].element.label]
        said = [part for at in texts for part in (lines[at].element.label, lines[at].element.value) if part]
        absorbed.update(texts)
        if element.kind == "Spinner":
            before = elements[-1] if elements else None
            name = before.label if before is not None and before.kind == "TextView" and not before.value else ""
            element = replace(element, label=name, value=" · ".join(said) or element.value)
        elif said and len(toggles) == 1:
            absorbed.update(toggles)
            toggle = lines[toggles[0]].element
            element = replace(toggle, label=said[0], value=" · ".join(said[1:]) or toggle.value)
        elif said and (line.clickable or lists or element.kind == MENU_ROW):
            kind = "TextView" if element.kind == MENU_ROW else "ListItem"
            element = replace(element, kind=kind, label=said[0], value=" · ".join(said[1:]) or None)
        elif said:
            # A label and its value: one text, where its label is (a tap there lands on the text).
            first = lines[texts[0]].element
            element = replace(first, label=said[0], value=" · ".join(said[1:]) or None)
        elif line.clickable:
            element = replace(element, kind="ListItem")
        elements.append(element)
    return elements


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


def parse_screen(description: str) -> Screen:
    parsed: list[_Line] = []
    prose: list[str] = []
    normalized: list[str] = []
    for raw in _lines(description):
        line = raw.strip()
        if not line:
            continue
        normalized.append(line)
        element = _parse_element(raw)
        if element is not None:
            parsed.append(element)
            continue
        listed = _inline(line) if "[" in line else None
        if listed is None:
            prose.append(line)
            continue
        lead, elements = listed
        if lead:
            prose.append(lead)
        parsed.extend(elements)
    # Whitespace does not make a different screen; anything else does.
    fingerprint = hashlib.sha256("\n".join(normalized).encode()).hexdigest()[:16]
    # A list's rows under a day's header say that day (shown_days.py): an agenda's, a journal's, a ledger's.
    return Screen(
        elements=tuple(named_by_resource(held_texts(sectioned(captioned(_folded(parsed)))))),
        prose="\n".join(prose),
        fingerprint=fingerprint,
    )
