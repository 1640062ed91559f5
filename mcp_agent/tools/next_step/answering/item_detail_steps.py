"""``Tell the <field> of '<item>'`` (item_details.py): one item's length, artist, album or folder, read where the
player shows it. A length is on the item's row ("3:25", or "Artist · 3:25"); the rest is on the item's information
page (its row's "More options", then "Information"), each value beside its label ("Artist", "Album", "Location").
A folder is the last folder of the item's location ("/storage/emulated/0/Camera/a.mp4": Camera)."""

from __future__ import annotations

from ..contract import AgentStepResult
from ..grammar import Subgoal
from ..media_tabs import tab_toward
from ..patterns import rx
from ..roles import item_options, menu_entry, row_named
from ..screen import Element, Screen
from ..search import scroll_or_ask
from ..shown_values import is_duration
from ..turn import Turn, tap_on
from .item_playlists import tell_playlists
from .outcome import answered, not_found

_LABELS = {
    "length": ("length", "duration", "running time", "time"),
    "artist": ("artist", "artists", "performer", "album artist"),
    "album": ("album",),
    "folder": ("location", "path", "folder", "directory"),
}
_INFORMATION = ("information", "info", "media information", "properties", "details", "file info")


def tell_detail(goal: Subgoal, turn: Turn, plan: list[str]) -> AgentStepResult:
    field, item, screen = goal.target.lower(), goal.text, turn.screen
    if field == "playlist":
        return tell_playlists(goal, turn)  # each playlist opened in turn (item_playlists.py)
    row = row_named(item, screen)
    # A length on the item's row, as the app writes it ("3:25", "Artist · 3m 25s").
    lengths = [part.strip() for part in (row.value or "").split("·") if is_duration(part)] if row else []
    if field == "length" and row is not None and lengths:
        return answered(lengths[-1], f"{row.describe()} shows its length.")
    if _page_of(item, screen):
        value = _labelled(field, screen)
        if value is None:
            return not_found(f"the {field} of {item} on its information page")
        said = _folder_of(value) if field == "folder" else value
        return answered(said, f"{item}'s information page shows its {field}: {value}.")
    command = menu_entry(screen, *_INFORMATION)
    if command is not None:
        return tap_on(command, f"Opening {item}'s information", f"{command.describe()} shows its {field}.")
    more = item_options(item, screen)
    if more is not None:
        return tap_on(more, f"Options for {item}", f"{more.describe()} holds Information for {item}.")
    tab = tab_toward(item, screen)
    if tab is not None and row is None:
        return tap_on(tab, f"Opening {tab.label}", f"{item} is listed under {tab.describe()}.")
    return scroll_or_ask(turn, item, goal)


def _page_of(item: str, screen: Screen) -> bool:
    """The item's own page: its name as a text (not a row) and at least one labelled detail."""
    named = any(e.kind == "TextView" and _names(e.label, item) for e in screen.elements)
    return named and any(_label_of(e) for e in screen.elements)


def _names(label: str, item: str) -> bool:
    """The shown name is the item's, or (an item said without its extension: "the documentary video") the file's name
    but for its extension."""
    shown, said = label.strip().casefold(), item.strip().casefold()
    if shown == said:
        return True
    stem, dot, extension = shown.rpartition(".")
    return bool(dot) and "." not in said and 1 <= len(extension) <= 4 and stem == said


def _label_of(element: Element) -> str:
    """The detail a text labels ("Artist", "Location:"), or ""."""
    if element.kind == "ListItem" or element.editable:
        return ""
    said = element.label.strip().rstrip(":").casefold()
    return next((field for field, labels in _LABELS.items() if said in labels), "")


def _labelled(field: str, screen: Screen) -> str | None:
    """The value beside the field's label: the label's own value, else the text right after it."""
    elements = screen.elements
    for n, element in enumerate(elements):
        if _label_of(element) != field:
            continue
        if element.value:
            return element.value.strip()
        after = elements[n + 1] if n + 1 < len(elements) else None
        if after is not None and after.kind == "TextView" and not _label_of(after) and after.label.strip():
            return after.label.strip()
    return None


def _folder_of(location: str) -> str:
    """The folder a location names: the one holding the file (a path), else the location as said."""
    parts = [p for p in rx(r"[/\\]").split(location.strip()) if p]
    if len(parts) >= 2 and "." in parts[-1]:
        return parts[-2]
    return parts[-1] if parts else location
