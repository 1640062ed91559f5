"""Tasks (org.tasks): the new-task screen its "Create new task" FAB opens, laid out as the real app's is.

A "Save" check mark in the toolbar, the title EditText ("Task name"), a "Due date" row ("No date" until
one is picked; it opens a month date picker with Cancel / OK), the "Description" EditText (the task's
notes) and the four priority buttons. Save with an empty title keeps nothing, as the app does.

World: a created task joins ``tasks`` as {"title", "due" (ISO day or ""), "priority", "done": False,
"notes"}.
"""

from __future__ import annotations

import datetime
from typing import Any

from .device import DEVICE_NOW, Device, Frame, Widget, day_label, edit, icon, text
from .simple_calendar import _date_picker

PRIORITIES = ("High", "Medium", "Low", "None")


def new_task(dev: Device) -> None:
    draft: dict[str, Any] = {"due": "", "priority": "None"}
    frame = dev.push(lambda: _screen(dev, frame, draft), "task")


def _screen(dev: Device, frame: Frame, draft: dict[str, Any]) -> list[Widget]:
    def save() -> None:
        title = frame.fields.get("Task name", "").strip()
        if title:
            notes = frame.fields.get("Description", "").strip()
            row = {"title": title, "due": draft["due"], "priority": draft["priority"], "done": False, "notes": notes}
            dev.world["tasks"].append(row)
        dev.pop()

    def set_due(moment: datetime.datetime) -> None:
        draft["due"] = moment.date().isoformat()

    picked = datetime.date.fromisoformat(draft["due"]) if draft["due"] else None
    start = datetime.datetime.combine(picked or DEVICE_NOW.date(), datetime.time(0))
    priorities = [
        Widget(
            "RadioButton",
            f"{level} priority",
            ("checked" if draft["priority"] == level else "unchecked",),
            tap=lambda level=level: draft.__setitem__("priority", level),
        )
        for level in PRIORITIES
    ]
    return [
        icon("Save", save),
        text("New task"),
        edit(frame, "Task name", focused=True),
        Widget(
            "ListItem",
            "Due date",
            value=day_label(picked) if picked else "No date",
            tap=lambda: _date_picker(dev, start, set_due),
        ),
        edit(frame, "Description"),
        *priorities,
    ]
