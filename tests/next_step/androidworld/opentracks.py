"""OpenTracks: one row per recorded activity, a track's page, recording a new one.

The list: a row per track (its name, else its activity type; the value says the date, the total time and the
distance as the real app does, "1:05:00 (12.35 km)", and for a named track first its activity type and
description), newest first, and the Record button. A row opens the track's page: its toolbar's
map and marker commands and More options, whose menu holds Edit (the track's fields: Name, Activity type,
Description; Cancel / Save) and Delete (asks first); then date, total time, distance. Record starts a recording (its
page: time, distance, Stop); Stop opens the stopped track's page as the real app's does (the same three fields,
filled with a default name and the default activity type, the statistics, then Record to resume and Stop to
finish), whose Stop saves the track.

World: ``tracks`` [{"type", "day", "minutes", "meters"} and, once named, "name" and "description"].
"""

from __future__ import annotations

import datetime
from typing import Any

from .device import DEVICE_NOW, Device, Frame, Widget, button, day_label, edit, icon, text

Track = dict[str, Any]
PACKAGE = "de.dennisguse.opentracks"
FIELDS = ("Name", "Activity type", "Description")
# What the stopped page fills in: OpenTracks names a track by its start (ISO 8601), its type the default one.
DEFAULT_NAME = DEVICE_NOW.strftime("%Y-%m-%dT%H:%M")
DEFAULT_TYPE = "unknown"
RECORDED = {"minutes": 0, "meters": 20}  # a recording of a few seconds


def km(meters: int) -> str:
    """A distance as the real app formats it: kilometres with two decimals, meters up to 500 m."""
    return f"{meters / 1000:.2f} km" if meters > 500 else f"{meters:.2f} m"


def elapsed(minutes: int) -> str:
    """A track's total time as the real app's list shows it (Android's elapsed time: "45:00", "1:05:00")."""
    hours, rest = divmod(minutes, 60)
    return f"{hours}:{rest:02d}:00" if hours else f"{rest:02d}:00"


def label(track: Track) -> str:
    return str(track.get("name") or track["type"])


def _stats(minutes: int, meters: int) -> list[Widget]:
    return [text("Total time", f"{minutes // 60:02d}:{minutes % 60:02d}:00"), text("Distance", km(meters))]


def _delete(dev: Device, t: Track) -> None:
    def ok() -> None:
        dev.world["tracks"].remove(t)
        dev.commit("delete", f"{t['type']} {t['day']}")
        dev.pop()
        dev.pop()

    dev.push(lambda: [text("Delete recording?"), button("Cancel", dev.pop), button("OK", ok)], "delete")


def _edit(dev: Device, t: Track) -> None:
    """The track's fields; Save keeps a name only when it is not the one shown (the sim's tracks have none)."""

    def save() -> None:
        typed = {name: frame.fields.get(name, "").strip() for name in FIELDS}
        if typed["Name"] and typed["Name"] != label(t):
            t["name"] = typed["Name"]
        if typed["Activity type"]:
            t["type"] = typed["Activity type"]
        if typed["Description"] or "description" in t:
            t["description"] = typed["Description"]
        dev.pop()

    frame = dev.push(
        lambda: [*[edit(frame, name) for name in FIELDS], button("Cancel", dev.pop), button("Save", save)], "edit"
    )
    frame.fields.update({"Name": label(t), "Activity type": t["type"], "Description": t.get("description", "")})


def _detail(dev: Device, t: Track) -> list[Widget]:
    kind = [text("Activity type", t["type"])] if t.get("name") else []
    if t.get("description"):
        kind.append(text("Description", t["description"]))

    def menu() -> None:
        def then(act: Any) -> Any:
            def run() -> None:
                dev.pop()  # the menu closes, then the command runs on the track's page
                act()

            return run

        commands = [
            button("Edit", then(lambda: _edit(dev, t)), kind="TextView"),
            button("Delete", then(lambda: _delete(dev, t)), kind="TextView"),
            text("Voice frequency"),
            text("Split frequency"),
            text("Settings"),
        ]
        dev.push(lambda: commands, "track menu")

    # As the real app's track page: map and marker commands in the toolbar, Edit and Delete in its overflow menu.
    return [
        icon("Navigate up", dev.pop),
        text(label(t)),
        icon("Insert marker"),
        icon("Show on map"),
        icon("Markers"),
        icon("More options", menu),
        *kind,
        text("Date", day_label(datetime.date.fromisoformat(t["day"]))),
        *_stats(t["minutes"], t["meters"]),
    ]


def _record(dev: Device) -> None:
    dev.push(lambda: [text("Recording"), *_stats(0, RECORDED["meters"]), icon("Stop", lambda: _stopped(dev))])


def _stopped(dev: Device) -> None:
    def finish() -> None:
        typed = {name: frame.fields.get(name, "").strip() for name in FIELDS}
        dev.world["tracks"].append(
            {
                "name": typed["Name"] or DEFAULT_NAME,
                "type": typed["Activity type"] or DEFAULT_TYPE,
                "description": typed["Description"],
                "day": DEVICE_NOW.date().isoformat(),
                **RECORDED,
            }
        )
        dev.pop()

    def resume() -> None:
        dev.pop()
        _record(dev)

    def screen(frame: Frame) -> list[Widget]:
        return [
            *[edit(frame, name) for name in FIELDS],
            *_stats(0, RECORDED["meters"]),
            icon("Record", resume),
            icon("Stop", finish),
        ]

    dev.pop()  # the recording's page gives way to the stopped one
    frame = dev.push(lambda: screen(frame), "stopped")
    frame.fields.update({"Name": DEFAULT_NAME, "Activity type": DEFAULT_TYPE})


def open_tracks(dev: Device) -> None:
    def screen() -> list[Widget]:
        ordered = sorted(dev.world["tracks"], key=lambda t: t["day"], reverse=True)
        rows = []
        for t in ordered:
            # The real row: the day, then the total time with the distance in brackets ("1:05:00 (12.35 km)").
            said = f"{day_label(datetime.date.fromisoformat(t['day']))} · {elapsed(t['minutes'])} ({km(t['meters'])})"
            # A named track's row says its type and description before the rest, as the real app's rows do.
            about = [t["type"], *([t["description"]] if t.get("description") else [])]
            value = " · ".join([*about, said]) if t.get("name") else said
            rows.append(
                Widget("ListItem", label(t), value=value, tap=lambda t=t: dev.push(lambda: _detail(dev, t), "track"))
            )
        return [text("OpenTracks"), *dev.rows("Tracks", rows), icon("Record", lambda: _record(dev))]

    dev.push(screen, "tracks", package=PACKAGE)
