"""Layout B: the same simulated apps with another STRUCTURE, as other real apps lay out the same jobs.

``skins.py`` changes the words; this changes the navigation. A ``LayoutB`` device renders each app's
screen as before and then rebuilds it by role, so every app gets the same structural variants real
Android apps have (and ``judge.py`` judges the same world, the apps' closures being the same):

- a toolbar "Delete" lives only in the overflow menu ("More options"), merged into the screen's own menu;
- a FAB is gone: "New …" / "Create …" is an overflow menu item, "Add …" / "Start chat" a toolbar icon;
- a form (two fields or more) scrolls in a short window, its fields in another order (the first, then the
  rows that open pickers, then the other fields reversed), each field labelled only by a TextView above
  an EditText with no label, and its Save a text button at the bottom of the form;
- a date picker is in spinner mode (NumberPickers for month, day and year, as Android's ``DatePicker``
  reports them: previous value, an EditText with the value, next value);
- a time picker with typed Hour / Minute is a 12-hour clock face, with "Switch to text input" to type;
- an "are you sure?" dialog says "Yes" / "No" (as Simple Mobile Tools' apps do) and has "Don't ask again";
- a settings switch is a row showing On / Off whose sub-screen holds the switch;
- the launcher shows a few icons and "Apps" (the app drawer, with a search field), and lists show fewer
  rows at once, so an item more often needs a scroll.

Run with ``python -m tests.next_step.androidworld.report --layout-b``.
"""

from __future__ import annotations

import calendar as months
import dataclasses
import datetime
from collections.abc import Callable

from . import settings
from .device import LAUNCHER, Device, Frame, Widget, button, icon, text

WINDOW_B = 4  # rows of a list on screen at once (6 in layout A)
FORM_WINDOW = 5  # rows of a form on screen at once
FORM = "Form"
DOCK = ("Messages", "Calendar", "Clock", "Camera")
# The FABs of the simulated apps, by their content descriptions.
FABS = frozenset(
    {
        "New event",
        "Create a new file or folder",
        "Add expense",
        "Add recipe",
        "Start chat",
        "Create contact",
        "Add alarm",
        "Create new task",
        "New playlist",
    }
)
MONTHS = tuple(months.month_abbr)[1:]


@dataclasses.dataclass(frozen=True, slots=True)
class Marked(Widget):
    """A widget with the attributes the format has beyond a label: a field's hint, a resource name."""

    hint: str | None = None
    rid: str | None = None


Tap = Callable[[], None]


class LayoutB(Device):
    def __init__(self, *args: object, **kwargs: object) -> None:
        self.windows: dict[str, int] = {}
        super().__init__(*args, **kwargs)  # type: ignore[arg-type]

    # -- rendering --------------------------------------------------------------------------------

    def widgets(self) -> list[Widget]:
        return [self.status_bar(), *self._rebuild(self.top, self.top.render())]

    def rows(self, name: str, rows: list[Widget], window: int = WINDOW_B) -> list[Widget]:
        self.windows[name] = window
        offset = min(self.offsets.get(name, 0), max(0, len(rows) - window))
        self.lengths[name] = len(rows)
        shown = [dataclasses.replace(r, depth=r.depth + 1) for r in rows[offset : offset + window]]
        kind = "ScrollView" if name == FORM else "List"
        return [Widget(kind, name, ("scrollable",)), *shown]

    def _scroll(self, direction: int) -> None:
        for widget in self.widgets():
            if widget.nudge is not None:
                widget.nudge(direction)
                return
            if "scrollable" in widget.flags:
                window = self.windows.get(widget.label, WINDOW_B)
                total = self.lengths[widget.label]
                offset = self.offsets.get(widget.label, 0) + direction * max(1, window - 1)
                self.offsets[widget.label] = max(0, min(offset, max(0, total - window)))
                return

    def _rebuild(self, frame: Frame, shown: list[Widget]) -> list[Widget]:
        if frame.package == LAUNCHER:
            return shown
        if frame.name == "date picker":
            return self._date_spinner(frame, shown)
        labels = {w.label for w in shown if w.kind == "EditText"}
        if {"Hour", "Minute"} <= labels:  # a time picker's typed fields are not a form
            switches = any(w.label.startswith("Switch to") for w in shown)
            return shown if switches else self._clock_face(frame, shown)
        if frame.name.startswith("delete"):
            return self._yes_no(frame, shown)
        if frame.package == settings.PACKAGE and not frame.name.startswith("switch:"):
            shown = [self._switch_row(frame, w) if w.kind == "Switch" else w for w in shown]
        shown = self._commands(shown)
        if sum(w.kind == "EditText" and not w.label.startswith("Search") for w in shown) >= 2:
            shown = self._form(shown)
        return shown

    # -- the launcher -----------------------------------------------------------------------------

    def _launcher(self) -> list[Widget]:
        dock = [Widget("TextView", a, tap=lambda a=a: self.launch(a)) for a in DOCK if a in self.home_icons]
        return [*dock, icon("Apps", lambda: self.push(self._drawer, "app drawer"))]

    def _drawer(self) -> list[Widget]:
        frame = self.top
        query = frame.fields.get("Search apps", "").strip().lower()
        found = [a for a in self.home_icons if query in a.lower()]

        def put(typed: str) -> None:
            frame.fields["Search apps"] = typed
            self.offsets.clear()

        entries = [Widget("TextView", a, tap=lambda a=a: self.launch(a)) for a in found]
        return [Widget("EditText", "Search apps", value=query or None, type=put), *self.rows("Apps", entries)]

    # -- commands: the overflow menu and the FAB --------------------------------------------------

    def _commands(self, shown: list[Widget]) -> list[Widget]:
        up = any(w.label == "Navigate up" for w in shown)
        hidden: list[Widget] = []  # commands moved into the overflow menu
        toolbar: list[Widget] = []  # FABs become toolbar icons
        kept: list[Widget] = []
        for w in shown:
            if w.kind == "ImageButton" and w.label == "Delete" and up:
                hidden.append(w)
            elif w.kind == "ImageButton" and w.label in FABS:
                (hidden if w.label.startswith(("New", "Create")) else toolbar).append(w)
            else:
                kept.append(w)
        if not hidden and not toolbar:
            return shown
        # The toolbar ends where the screen's list (or form) begins.
        at = next((i for i, w in enumerate(kept) if w.kind in ("List", "EditText", "ListItem")), len(kept))
        menu = next((w for w in kept if w.label == "More options"), None)
        extra = list(toolbar)
        if hidden:
            opener = icon("More options", self._overflow(hidden, menu.tap if menu else None))
            if menu is not None:
                kept[kept.index(menu)] = opener
            else:
                extra.append(opener)
        return [*kept[:at], *extra, *kept[at:]]

    def _overflow(self, hidden: list[Widget], own: Tap | None) -> Tap:
        def entry(w: Widget) -> Widget:
            def run() -> None:
                self.pop()  # the menu closes, then the command runs on the screen under it
                if w.tap is not None:
                    w.tap()

            return Widget("TextView", w.label, tap=run)

        def open_menu() -> None:
            depth = len(self.stack)
            if own is not None:
                own()
            if len(self.stack) > depth:  # the screen's own menu: the moved commands go first
                menu = self.top
                theirs = menu.render
                menu.render = lambda: [*[entry(w) for w in hidden], *theirs()]
            else:
                self.push(lambda: [entry(w) for w in hidden], "menu")

        return open_menu

    # -- forms ------------------------------------------------------------------------------------

    def _form(self, shown: list[Widget]) -> list[Widget]:
        first = next(i for i, w in enumerate(shown) if w.kind == "EditText")
        head, body = shown[:first], shown[first:]
        saves = [w for w in head if w.kind in ("Button", "ImageButton") and w.label == "Save"]
        head = [w for w in head if w not in saves]
        fields = [w for w in body if w.kind == "EditText"]
        buttons = [w for w in body if w.kind == "Button"]
        others = [w for w in body if w not in fields and w not in buttons]
        ordered = [fields[0], *others, *reversed(fields[1:])]
        rows: list[Widget] = []
        for w in ordered:
            if w.kind != "EditText":
                rows.append(w)
                continue
            rows.append(text(w.label))
            rows.append(Marked("EditText", "", w.flags, w.value, type=w.type))
        rows += [button("Save", s.tap) for s in saves] + buttons
        return [*head, *self.rows(FORM, rows, FORM_WINDOW)]

    # -- pickers ----------------------------------------------------------------------------------

    def _date_spinner(self, frame: Frame, shown: list[Widget]) -> list[Widget]:
        """Android's DatePicker in spinner mode over the calendar grid the app draws: OK pages the grid
        to the month picked, taps its day and the grid's OK."""
        grid_day = next((_day(w.label) for w in shown if "checked" in w.flags and _day(w.label)), None)
        state = self.memo(frame, picked=grid_day or datetime.date(2030, 3, 14))
        picked: datetime.date = state["picked"]  # type: ignore[assignment]

        def put(day: datetime.date) -> None:
            state["picked"] = day

        def add_months(n: int) -> datetime.date:
            year, month = divmod(picked.year * 12 + picked.month - 1 + n, 12)
            last = months.monthrange(year, month + 1)[1]
            return picked.replace(year=year, month=month + 1, day=min(picked.day, last))

        def typed(part: str) -> Callable[[str], None]:
            def write(value: str) -> None:
                value = value.strip()
                try:
                    if part == "month":
                        name = value[:3].title()
                        number = MONTHS.index(name) + 1 if name in MONTHS else int(value)
                        put(add_months(number - picked.month))
                    elif part == "day":
                        put(picked.replace(day=int(value)))
                    else:
                        put(add_months(12 * (int(value) - picked.year)))
                except ValueError:
                    pass  # the picker keeps its value

            return write

        spin = {
            "month": (MONTHS[picked.month - 1], lambda n: add_months(n), lambda d: MONTHS[d.month - 1]),
            "day": (str(picked.day), lambda n: picked + datetime.timedelta(days=n), lambda d: str(d.day)),
            "year": (str(picked.year), lambda n: add_months(12 * n), lambda d: str(d.year)),
        }
        out: list[Widget] = [text(picked.strftime("%a, %b %d, %Y").replace(" 0", " "))]
        for part, (value, step, say) in spin.items():
            out += [
                Marked("NumberPicker", "", rid=part),
                Widget("Button", say(step(-1)), tap=lambda step=step: put(step(-1)), depth=1),
                Marked("EditText", "", value=value, type=typed(part), depth=1, rid="numberpicker_input"),
                Widget("Button", say(step(1)), tap=lambda step=step: put(step(1)), depth=1),
            ]

        def ok() -> None:
            for _ in range(40):
                grid = frame.render()
                cell = next((w for w in grid if _day(w.label) == picked), None)
                if cell is not None and cell.tap is not None:
                    cell.tap()
                    next(w for w in frame.render() if w.label == "OK").tap()  # type: ignore[misc]
                    return
                month = next((_day(w.label) for w in grid if _day(w.label)), picked)
                label = "Next month" if picked > month else "Previous month"
                next(w for w in grid if w.label == label).tap()  # type: ignore[misc]

        return [*out, button("Cancel", self.pop), button("OK", ok)]

    def _clock_face(self, frame: Frame, shown: list[Widget]) -> list[Widget]:
        """A 12-hour Material clock face over a picker with typed Hour and Minute (24-hour): OK types the
        time into the app's fields and taps its OK."""
        hh, mm = int(frame.fields.get("Hour", "0") or 0), int(frame.fields.get("Minute", "0") or 0)
        state = self.memo(
            frame, hour=str(hh % 12 or 12), minute=f"{mm:02d}", half="PM" if hh >= 12 else "AM", mode="clock"
        )
        state.setdefault("hand", "hour")
        fields = {w.label: w for w in shown if w.kind == "EditText"}

        def set_to(key: str, value: str) -> Tap:
            return lambda: state.__setitem__(key, value)

        def face(n: int) -> None:
            if state["hand"] == "hour":
                state["hour"], state["hand"] = str(n), "minute"
            else:
                state["minute"] = f"{n:02d}"

        def typed(key: str) -> Callable[[str], None]:
            return lambda value: state.__setitem__(key, value.strip())

        def ok() -> None:
            hour, minute = str(state["hour"]), str(state["minute"])
            if not (hour.isdigit() and minute.isdigit() and 1 <= int(hour) <= 12 and 0 <= int(minute) <= 59):
                return  # the picker refuses what is not a time
            hour24 = int(hour) % 12 + (12 if state["half"] == "PM" else 0)
            for label, value in (("Hour", f"{hour24:02d}"), ("Minute", f"{int(minute):02d}")):
                if fields[label].type is not None:
                    fields[label].type(value)
            next(w for w in shown if w.label == "OK").tap()  # type: ignore[misc]

        def half(value: str) -> Widget:
            on = "checked" if state["half"] == value else "unchecked"
            return Widget("RadioButton", value, (on,), tap=set_to("half", value))

        if state["mode"] == "text":
            head = [
                text("Enter time"),
                Marked("EditText", "", value=str(state["hour"]), type=typed("hour"), hint="Hour"),
                Marked("EditText", "", value=str(state["minute"]), type=typed("minute"), hint="Minute"),
            ]
            body: list[Widget] = []
        else:
            head = [
                text("Select time"),
                button(str(state["hour"]), set_to("hand", "hour"), kind="TextView"),
                button(str(state["minute"]), set_to("hand", "minute"), kind="TextView"),
            ]
            numbers = range(1, 13) if state["hand"] == "hour" else range(0, 60, 5)
            say = (lambda n: str(n)) if state["hand"] == "hour" else (lambda n: f"{n:02d}")
            body = [button(say(n), lambda n=n: face(n), kind="TextView") for n in numbers]
        switch = "clock" if state["mode"] == "text" else "text"
        return [
            *head,
            half("AM"),
            half("PM"),
            *body,
            icon(f"Switch to {switch} input", set_to("mode", switch)),
            button("Cancel", self.pop),
            button("OK", ok),
        ]

    # -- dialogs and settings ---------------------------------------------------------------------

    def _yes_no(self, frame: Frame, shown: list[Widget]) -> list[Widget]:
        state = self.memo(frame, ask=True)
        buttons = [w for w in shown if w.kind == "Button"]
        said = [w for w in shown if w.kind != "Button"]
        cancel = [w for w in buttons if w.label == "Cancel"]
        go = [w for w in buttons if w.label != "Cancel"]
        box = Widget(
            "CheckBox",
            "Don't ask again",
            ("unchecked" if state["ask"] else "checked",),
            tap=lambda: state.__setitem__("ask", not state["ask"]),
        )
        return [
            *said,
            box,
            *[button("No", w.tap) for w in cancel],
            *[button("Yes", w.tap, enabled="disabled" not in w.flags) for w in go],
        ]

    def _switch_row(self, frame: Frame, switch: Widget) -> Widget:
        """A settings switch as a row showing On / Off; its sub-screen holds the switch itself."""
        name = switch.label.removeprefix("Use ")

        def live() -> Widget:
            return next((w for w in frame.render() if w.kind == "Switch" and w.label == switch.label), switch)

        def page() -> list[Widget]:
            now = live()
            return [
                icon("Navigate up", self.pop),
                text(name),
                Widget("Switch", switch.label, now.flags, tap=now.tap),
                text(f"Turn {name} on or off for the whole device."),
            ]

        value = "On" if "checked" in switch.flags else "Off"
        return Widget("ListItem", name, value=value, tap=lambda: self.push(page, f"switch: {name}"))


def _day(label: str) -> datetime.date | None:
    """The day a calendar grid's cell names ("14 March 2030")."""
    try:
        return datetime.datetime.strptime(label, "%d %B %Y").date()
    except ValueError:
        return None
