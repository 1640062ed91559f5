"""A simulated Android device whose screens are laid out like the AndroidWorld apps' accessibility trees.

It renders only the documented element format (``[i] Kind "label" attrs``, list rows indented under
their ``List``). As in a real tree, an EditText's label is its hint (or content description) and its
``value`` the text typed; an icon button's label is its content description. Line ``[0]`` is the
status bar: the DEVICE's date and time (``DEVICE_NOW``), deliberately years away from the test
machine's clock, so a task's "tomorrow" only comes out right when read against the device.

Screens are small functions returning widgets whose taps are closures over the ``World`` (a dict
of plain data, compared whole before and after a run). An irreversible effect (a message sent, a
deletion, a call, a share) goes through ``Device.commit``, which logs it with whether the step was
confirmed: the tap itself, or the tap that opened the dialog the effect is committed from (an app's
own "are you sure?" after an approved "Delete").
"""

from __future__ import annotations

import datetime
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

World = dict[str, Any]
DEVICE_NOW = datetime.datetime(2030, 3, 14, 9, 41)  # a Thursday
WINDOW = 6  # rows of a scrolling list on screen at once
SCROLL_BY = 4
LAUNCHER = "com.google.android.apps.nexuslauncher"


class SimulatorError(Exception):
    """The device cannot do what the agent asked."""


@dataclass(frozen=True, slots=True)
class Widget:
    kind: str
    label: str
    flags: tuple[str, ...] = ()
    value: str | None = None
    tap: Callable[[], None] | None = field(default=None, compare=False, repr=False)
    type: Callable[[str], None] | None = field(default=None, compare=False, repr=False)
    depth: int = 0
    # A SeekBar's "scroll" accessibility action: called with +1 (forward) or -1.
    nudge: Callable[[int], None] | None = field(default=None, compare=False, repr=False)


Render = Callable[[], list[Widget]]


@dataclass
class Frame:
    """One screen on the back stack: its app's package, how it renders, its form fields."""

    package: str
    render: Render
    name: str = ""
    confirmed: bool = False  # the tap that opened it was confirmed
    fields: dict[str, str] = field(default_factory=dict)


@dataclass(frozen=True)
class App:
    label: str  # the launcher label
    package: str
    open: Callable[[Device], None]


def quote(text: str) -> str:
    """A label or value in the format's quotes. The format has no line break: one inside a value (a note's
    text) is written as the two characters backslash and n, escaped as the format escapes a backslash."""
    return '"' + text.replace("\\", "\\\\").replace('"', '\\"').replace("\n", "\\\\n") + '"'


def button(label: str, tap: Callable[[], None] | None = None, *, kind: str = "Button", enabled: bool = True) -> Widget:
    return Widget(kind, label, () if enabled else ("disabled",), tap=tap if enabled else None)


def icon(label: str, tap: Callable[[], None] | None = None, *, enabled: bool = True) -> Widget:
    return button(label, tap, kind="ImageButton", enabled=enabled)


def text(label: str, value: str | None = None) -> Widget:
    return Widget("TextView", label, value=value)


def switch(label: str, on: bool, tap: Callable[[], None]) -> Widget:
    return Widget("Switch", label, ("checked" if on else "unchecked",), tap=tap)


def edit(frame: Frame, hint: str, *, focused: bool = False) -> Widget:
    """An EditText over ``frame.fields[hint]``: its hint is the label, what is typed the value."""

    def put(typed: str) -> None:
        frame.fields[hint] = typed

    return Widget("EditText", hint, ("focused",) if focused else (), frame.fields.get(hint) or None, type=put)


class Device:
    def __init__(self, world: World, apps: dict[str, App], home_icons: list[str]) -> None:
        self.world = world
        self.apps = apps
        self.home_icons = home_icons
        self.stack: list[Frame] = []
        self.events: list[tuple[str, str, bool]] = []  # (kind, what, confirmed)
        self.offsets: dict[str, int] = {}
        self.lengths: dict[str, int] = {}
        self.opened: list[str] = []  # packages brought to the front, in order
        self._confirmed = False
        self._frame_state: dict[int, tuple[Frame, dict[str, object]]] = {}
        self.home()

    def memo(self, frame: Frame, **initial: object) -> dict[str, object]:
        """State another layout's rebuilt screen keeps for as long as its frame is on the stack."""
        kept = self._frame_state.get(id(frame))
        if kept is None or kept[0] is not frame:
            kept = (frame, dict(initial))
            self._frame_state[id(frame)] = kept
        return kept[1]

    # -- the stack ------------------------------------------------------------------------------

    @property
    def top(self) -> Frame:
        return self.stack[-1]

    @property
    def package(self) -> str:
        return self.top.package

    def home(self) -> None:
        self.stack = [Frame(LAUNCHER, self._launcher, "home")]
        self.offsets.clear()

    def push(self, render: Render, name: str = "", *, package: str | None = None) -> Frame:
        frame = Frame(package or self.package, render, name, self._confirmed)
        self.stack.append(frame)
        return frame

    def pop(self) -> None:
        if len(self.stack) > 1:
            self.stack.pop()
        self.offsets.clear()

    def launch(self, label: str) -> None:
        app = self.apps[label]
        self.home()
        self.opened.append(app.package)
        app.open(self)

    def commit(self, kind: str, what: str) -> None:
        """An irreversible effect: confirmed if this tap, or the tap that opened this dialog, was."""
        self.events.append((kind, what, self._confirmed or self.top.confirmed))

    # -- rendering --------------------------------------------------------------------------------

    def status_bar(self) -> Widget:
        return text("Status bar", DEVICE_NOW.strftime("%a, %b %d %Y %H:%M").replace(" 0", " "))

    def widgets(self) -> list[Widget]:
        return [self.status_bar(), *self.top.render()]

    def describe(self) -> str:
        lines = []
        for index, widget in enumerate(self.widgets()):
            parts = [f"[{index}]", widget.kind, quote(widget.label), *widget.flags]
            if widget.value is not None:
                parts.append(f"value={quote(widget.value)}")
            # A field's hint and a resource name, where a layout gives them (layout_b.py's Marked widgets).
            for key, attribute in (("hint", "hint"), ("id", "rid")):
                if said := getattr(widget, attribute, None):
                    parts.append(f"{key}={quote(said)}")
            lines.append("  " * widget.depth + " ".join(parts))
        return "\n".join(lines)

    def rows(self, name: str, rows: list[Widget]) -> list[Widget]:
        """A scrolling list: its header line, then the rows in the window."""
        offset = min(self.offsets.get(name, 0), max(0, len(rows) - WINDOW))
        self.lengths[name] = len(rows)
        shown = [
            Widget(r.kind, r.label, r.flags, r.value, r.tap, r.type, 1, r.nudge) for r in rows[offset : offset + WINDOW]
        ]
        return [Widget("List", name, ("scrollable",)), *shown]

    def _launcher(self) -> list[Widget]:
        return [Widget("TextView", label, tap=lambda label=label: self.launch(label)) for label in self.home_icons]

    # -- acting -----------------------------------------------------------------------------------

    def perform(
        self,
        action: str,
        *,
        index: int | None = None,
        text: str | None = None,
        app: str | None = None,
        setting: str | None = None,
        confirmed: bool = False,
    ) -> None:
        self._confirmed = confirmed
        try:
            self._perform(action, index, text, app, setting)
        finally:
            self._confirmed = False

    def _perform(self, action: str, index: int | None, typed: str | None, app: str | None, setting: str | None) -> None:
        if action == "tap":
            widget = self._widget(index)
            if "disabled" in widget.flags:
                raise SimulatorError(f"{widget.kind} {widget.label!r} is disabled")
            if widget.tap is not None:
                widget.tap()
        elif action == "type":
            self._type(index, typed)
        elif action == "open_app":
            wanted = _key(app or "")
            label = next((label for label in self.apps if _key(label) == wanted), None)
            if label is None:
                raise SimulatorError(f"no app named {app!r}")
            self.launch(label)
        elif action == "open_setting":
            from .settings import open_setting

            open_setting(self, setting or "")
        elif action == "back":
            self.pop()
        elif action in ("scroll_down", "scroll_up"):
            self._scroll(1 if action == "scroll_down" else -1)
        else:
            raise SimulatorError(f"{action} is not something a phone does")

    def _widget(self, index: int | None) -> Widget:
        widgets = self.widgets()
        if index is None or not 0 <= index < len(widgets):
            raise SimulatorError(f"no element [{index}] on {self.top.name or self.package}")
        return widgets[index]

    def _type(self, index: int | None, typed: str | None) -> None:
        widgets = self.widgets()
        if index is None:
            index = next((i for i, w in enumerate(widgets) if "focused" in w.flags), None)
        widget = self._widget(index)
        if widget.type is None or "disabled" in widget.flags or typed is None:
            raise SimulatorError(f"cannot type into {widget.kind} {widget.label!r}")
        widget.type(typed)

    def _scroll(self, direction: int) -> None:
        for widget in self.widgets():
            if widget.nudge is not None:
                widget.nudge(direction)
                return
            if "scrollable" in widget.flags:
                total = self.lengths[widget.label]
                offset = self.offsets.get(widget.label, 0) + direction * SCROLL_BY
                self.offsets[widget.label] = max(0, min(offset, max(0, total - WINDOW)))
                return
        # Nothing scrolls on this screen: nothing happens, as on a real phone.


def _key(name: str) -> str:
    return "".join(ch for ch in name.lower() if ch.isalnum())


def day_label(day: datetime.date) -> str:
    return day.strftime("%a, %b %d, %Y").replace(" 0", " ")
