"""Layout C: the simulated apps restructured as the REAL apps are (real_strings.STRUCTURE), not as we first wrote them.

``real_strings.py`` gives the real apps' words; this gives their structure where it differs from ours. A ``LayoutC``
device renders each screen as before and rebuilds it per app (the world, the closures and ``judge.py`` are the same):

- Simple Calendar: the event editor's date, time and repetition rows are bare texts (the date, the time, the
  rule), with no "Start date" / "End time" label: which is which is only where it stands;
- Markor: Rename, Move and Delete act on files selected in the file browser (a row's "Select <name>" box, for the
  long press the client cannot make), in the selection's toolbar and its overflow; the editor's menu only
  shares; the delete dialog has the title "Confirm Delete" above its question;
- Pro Expense: the category is a row of chips (CompoundButtons after a "Category" caption), an expense opens as a
  bottom sheet ("Expense Detail") whose Edit is a text button, and the list is reached from a navigation drawer
  (the app opens on Home);
- Broccoli: the details menu is Share, Share as file, Edit, Duplicate, Delete, Create PDF; the list has a
  navigation drawer;
- OpenTracks: the track page's overflow is Edit, Delete, Resume track, Settings;
- VLC: adding to a playlist is one dialog (a "New playlist" caption, the name field and Create, above the
  existing playlists); the rename dialogs have no Cancel; every row's overflow is "More Actions";
- Retro Music: a song's menu starts with "Play next" (no "Play"); removing a song from a playlist asks "Remove
  song from playlist" with Remove / Cancel;
- Tasks: the four priority radio buttons have no text, after a "Priority" caption;
- Audio Recorder: one round button, "Record", then "Stop" while recording; no pause button.

A widget that lost its label keeps the one the templates' scripts name in ``was`` (not rendered), and ``route``
rewrites a script for the places where the real structure takes other steps, so the perfect driver still completes
every task. Run with ``python -m tests.next_step.androidworld.report --layout-c``.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable

from . import markor, opentracks, players, records
from .device import LAUNCHER, Device, Frame, Widget, button, edit, icon, text
from .template import Op

DRAWER = "Open navigation drawer"
Tap = Callable[[], None]


@dataclasses.dataclass(frozen=True, slots=True)
class Aliased(Widget):
    """A widget whose label is not the one the suite's scripts name: ``was`` is, for the perfect driver only."""

    was: str | None = None


def aliased(w: Widget, label: str, *, kind: str | None = None, value: str | None = None) -> Aliased:
    return Aliased(kind or w.kind, label, w.flags, value, w.tap, w.type, w.depth, w.nudge, was=w.label)


class LayoutC(Device):
    def widgets(self) -> list[Widget]:
        return [self.status_bar(), *self._rebuild(self.top, self.top.render())]

    def _rebuild(self, frame: Frame, shown: list[Widget]) -> list[Widget]:
        package = frame.package
        if package == LAUNCHER:
            return shown
        rebuild = {
            "com.simplemobiletools.calendar.pro": self._calendar,
            markor.PACKAGE: self._markor,
            records.EXPENSE.package: self._expense,
            records.RECIPE.package: self._recipe,
            opentracks.PACKAGE: self._tracks,
            players.VLC.package: self._vlc,
            players.RETRO.package: self._retro,
            "org.tasks": self._tasks,
            "com.dimowner.audiorecorder": self._recorder,
        }.get(package)
        return rebuild(frame, shown) if rebuild else shown

    # -- Simple Calendar ------------------------------------------------------------------------------

    def _calendar(self, frame: Frame, shown: list[Widget]) -> list[Widget]:
        if frame.name != "event":
            return shown
        bare = ("Start date", "Start time", "End date", "End time", "Repetition")
        return [aliased(w, w.value or "", kind="TextView") if w.label in bare else w for w in shown]

    # -- Markor ---------------------------------------------------------------------------------------

    def _markor(self, frame: Frame, shown: list[Widget]) -> list[Widget]:
        if frame.name == "menu" and any(w.label == "Rename" for w in shown):
            return [w for w in shown if w.label == "Share"]  # the editor only shares
        if frame.name == "delete" and not any(w.label == "Confirm Delete" for w in shown):
            return [text("Confirm Delete"), *shown]
        if not any(w.kind == "List" and w.label == "Files" for w in shown):
            return shown
        folder = "" if frame.name == "markor" else frame.name
        state = self.memo(frame, selected=[])
        selected: list[str] = state["selected"]  # type: ignore[assignment]
        notes = {
            markor._name(n["path"]): n for n in self.world["markor"]["notes"] if markor._parent(n["path"]) == folder
        }
        selected[:] = [name for name in selected if name in notes]

        def toggle(name: str) -> Tap:
            return lambda: selected.remove(name) if name in selected else selected.append(name)

        body: list[Widget] = []
        at = next(i for i, w in enumerate(shown) if w.kind == "List")
        for w in shown[at:]:
            body.append(w)
            if w.kind == "ListItem" and w.depth and w.label in notes:
                flag = "checked" if w.label in selected else "unchecked"
                body.append(Widget("CheckBox", f"Select {w.label}", (flag,), tap=toggle(w.label), depth=w.depth))
        if not selected:
            return [*shown[:at], *body]
        chosen = [notes[name] for name in selected]
        head = [
            icon("Navigate up", selected.clear),
            text(f"{len(selected)} selected"),
            icon("Delete", lambda: self.push(lambda: self._markor_delete(chosen, selected), "delete")),
            icon("More options", lambda: self._markor_menu(chosen, selected)),
        ]
        return [*head, *body]

    def _markor_delete(self, chosen: list[dict[str, object]], selected: list[str]) -> list[Widget]:
        def ok() -> None:
            for note in chosen:
                self.world["markor"]["notes"].remove(note)
                self.commit("delete", str(note["path"]))
            selected.clear()
            self.pop()

        said = ", ".join(markor._name(str(n["path"])) for n in chosen)
        return [
            text("Confirm Delete"),
            text(f"Do you really want to delete {said}?"),
            button("Cancel", self.pop),
            button("Delete", ok),
        ]

    def _markor_menu(self, chosen: list[dict[str, object]], selected: list[str]) -> None:
        def rename() -> None:
            note = chosen[0]
            frame = self.push(lambda: markor._rename(self, frame, note), "rename")
            frame.fields["Name"] = markor._name(str(note["path"]))

        def move() -> None:
            self.push(lambda: markor._move(self, chosen[0]), "move")

        def then(act: Tap) -> Tap:
            def run() -> None:
                self.pop()  # the menu closes, then the command acts on the selection
                selected.clear()
                act()

            return run

        items = [("Rename", rename)] if len(chosen) == 1 else []
        items += [("Move", move)] if len(chosen) == 1 else []
        self.push(lambda: [Widget("TextView", label, tap=then(act)) for label, act in items], "selection menu")

    # -- Pro Expense ----------------------------------------------------------------------------------

    def _expense(self, frame: Frame, shown: list[Widget]) -> list[Widget]:
        if frame.name == records.EXPENSE.key:
            return self._expense_home(frame, shown)
        if frame.name in ("add", "edit"):
            out: list[Widget] = []
            for w in shown:
                if w.kind != "Spinner":
                    out.append(w)
                    continue
                out.append(text(w.label))
                out += [self._chip(frame, w.label, o) for o in records.CATEGORIES]
            return out
        if frame.name == "record":
            title = next((w for w in shown if w.kind == "TextView" and w.value is None), None)
            tools = {w.label: w for w in shown if w.kind == "ImageButton"}
            said = [w for w in shown if w.kind == "TextView" and w is not title]
            sheet: list[Widget] = [text("Expense Detail"), *([title] if title else []), *said]
            if "Edit" in tools:
                sheet.append(button("Edit", tools["Edit"].tap))
            if "Delete" in tools:
                sheet.append(tools["Delete"])
            return sheet
        return shown

    def _chip(self, frame: Frame, label: str, option: str) -> Widget:
        on = "checked" if frame.fields.get(label) == option else "unchecked"
        return Widget("CompoundButton", option, (on,), tap=lambda: frame.fields.__setitem__(label, option))

    def _expense_home(self, frame: Frame, shown: list[Widget]) -> list[Widget]:
        state = self.memo(frame, page="Home")
        page = str(state["page"])

        def go(to: str) -> Tap:
            def run() -> None:
                self.pop()  # the drawer closes
                state["page"] = to
                self.offsets.clear()

            return run

        def drawer() -> None:
            pages = ("Home", "Expenses", "Statistics", "Settings")
            self.push(
                lambda: [text(records.EXPENSE.label), *[Widget("TextView", p, tap=go(p)) for p in pages]], "drawer"
            )

        fab = [w for w in shown if w.label == records.EXPENSE.add]
        if page == "Expenses":
            return [icon(DRAWER, drawer), *shown]
        total = sum(r["amount"] for r in self.world[records.EXPENSE.key])
        if page == "Home":
            return [icon(DRAWER, drawer), text("Home"), text("Total", records.dollars(total)), *fab]
        return [icon(DRAWER, drawer), text(page)]

    # -- Broccoli -------------------------------------------------------------------------------------

    def _recipe(self, frame: Frame, shown: list[Widget]) -> list[Widget]:
        labels = [w.label for w in shown]
        if labels == ["Edit", "Share", "Delete"]:
            taps = {w.label: w.tap for w in shown}
            order = ("Share", "Share as file", "Edit", "Duplicate", "Delete", "Create PDF")
            return [Widget("TextView", label, tap=taps.get(label) or self.pop) for label in order]
        if frame.name == records.RECIPE.key:

            def drawer() -> None:
                pages = ("Recipes", "Categories", "Favorites", "Shopping list", "Settings")
                self.push(lambda: [Widget("TextView", p, tap=self.pop) for p in pages], "drawer")

            return [icon(DRAWER, drawer), *shown]
        return shown

    # -- OpenTracks -----------------------------------------------------------------------------------

    def _tracks(self, frame: Frame, shown: list[Widget]) -> list[Widget]:
        if frame.name != "track menu":
            return shown
        taps = {w.label: w.tap for w in shown}
        return [
            Widget("TextView", label, tap=taps.get(label) or self.pop)
            for label in ("Edit", "Delete", "Resume track", "Settings")
        ]

    # -- VLC ------------------------------------------------------------------------------------------

    def _vlc(self, frame: Frame, shown: list[Widget]) -> list[Widget]:
        if frame.name == "add to playlist":
            return self._vlc_chooser(frame, shown)
        if frame.name in ("rename", "rename playlist"):
            return [w for w in shown if w.label != "Cancel"]
        return [
            aliased(w, "More Actions") if w.kind == "ImageButton" and w.label.startswith("More options for ") else w
            for w in shown
        ]

    def _vlc_chooser(self, frame: Frame, shown: list[Widget]) -> list[Widget]:
        """One dialog: the new playlist's name and Create above the playlists. Create goes through the app's own
        name dialog, so the playlist is made as the app makes it."""
        new = next((w for w in shown if w.label == "New playlist"), None)

        def create() -> None:
            name = frame.fields.get("Playlist name", "").strip()
            if not name or new is None or new.tap is None:
                return
            new.tap()
            inner = self.top
            inner.fields["Playlist name"] = name
            done = next(w for w in inner.render() if w.label == "Create")
            if done.tap is not None:
                done.tap()

        rest = [w for w in shown if w is not new and w.label != "Add to playlist"]
        return [
            text("New playlist"),
            edit(frame, "Playlist name"),
            button("Create", create),
            text("Add to playlist"),
            *rest,
        ]

    # -- Retro Music ----------------------------------------------------------------------------------

    def _retro(self, frame: Frame, shown: list[Widget]) -> list[Widget]:
        if frame.name != "menu":
            return shown
        labels = [w.label for w in shown]
        if labels and labels[0] == "Play":
            return [Widget("TextView", "Play next", tap=self.pop), *shown[1:]]
        if labels == ["Remove from playlist"]:
            remove = shown[0].tap

            def ask() -> None:
                self.pop()  # the menu closes; the removal's own pop closes the dialog
                self.push(
                    lambda: [
                        text("Remove song from playlist"),
                        button("Remove", remove),
                        button("Cancel", self.pop),
                    ],
                    "remove from playlist",
                )

            return [dataclasses.replace(shown[0], tap=ask)]
        return shown

    # -- Tasks and Audio Recorder ---------------------------------------------------------------------

    def _tasks(self, frame: Frame, shown: list[Widget]) -> list[Widget]:
        if frame.name != "task":
            return shown
        out: list[Widget] = []
        for w in shown:
            if w.kind == "RadioButton" and w.label.endswith(" priority"):
                if not any(o.label == "Priority" for o in out):
                    out.append(text("Priority"))
                out.append(aliased(w, ""))
            else:
                out.append(w)
        return out

    def _recorder(self, frame: Frame, shown: list[Widget]) -> list[Widget]:
        if frame.name != "recorder":
            return shown
        out: list[Widget] = []
        for w in shown:
            if w.label == "Pause recording":
                continue
            if w.label in ("Record", "Stop recording"):
                w = aliased(w, "Record" if w.label == "Record" else "Stop", kind="Button")
            out.append(w)
        return out

    # -- the perfect driver's scripts -------------------------------------------------------------------

    def route(self, script: list[Op]) -> list[Op]:
        """``script`` with the steps this structure takes instead: Markor's selection, Pro Expense's drawer,
        Retro Music's removal dialog."""
        out: list[Op] = []
        app = ""
        opened: int | None = None
        i = 0
        while i < len(script):
            op = script[i]
            if op[0] == "open":
                app = op[1]
                out.append(op)
                if app == records.EXPENSE.label:
                    out += [("tap", DRAWER), ("tap", "Expenses")]
                i += 1
                continue
            if app == markor.LABEL and op[0] == "tap" and "." in op[1]:
                opened = len(out)  # a note opened: its editor's commands are the browser's selection's here
            ahead = script[i + 1 : i + 2]
            if (
                app == markor.LABEL
                and op == ("tap", "More options")
                and opened is not None
                and ahead
                and ahead[0][0] == "tap"
                and ahead[0][1] in ("Rename", "Move", "Delete")
            ):
                name, edits = out[opened][1], out[opened + 1 :]
                command = ahead[0][1]
                out[opened:] = [*([out[opened], *edits, ("back",)] if edits else []), ("tap", f"Select {name}")]
                out += [("tap", "Delete")] if command == "Delete" else [("tap", "More options"), ("tap", command)]
                opened = None
                i += 2
                continue
            out.append(op)
            if app == players.RETRO.label and op == ("tap", "Remove from playlist"):
                out.append(("tap", "Remove"))
            i += 1
        return out
