"""Simple Calendar Pro: a month's events (header "March 2030", previous/next month), the "New event" FAB,
the event editor (Title, Location, Description; Start/End date and time rows that open a date picker
and a time picker, each with Cancel / OK; Repetition; Save) and Delete with the app's own dialog.

World: ``calendar`` = ``[{"title", "start": "YYYY-MM-DD HH:MM", "minutes", "description", "location",
"repeat"}]``. AndroidWorld reads the events table: start, end (start + duration), title and
description (fuzzy), repeat interval; a deletion removes exactly the events asked for.
"""

from __future__ import annotations

import calendar as months
import datetime
from typing import Any

from .device import DEVICE_NOW, App, Device, Frame, Widget, button, day_label, edit, icon, text
from .template import World

PACKAGE = "com.simplemobiletools.calendar.pro"
LABEL = "Simple Calendar Pro"
REPEATS = ("No repetition", "Daily", "Weekly", "Monthly", "Yearly")
TITLES = ("Dentist appointment", "Team sync", "Yoga class", "Call with landlord", "Book club", "Car service")
TITLES += ("Parent-teacher meeting", "Lunch with Sam", "Budget review", "Piano lesson", "Vet visit", "Haircut")
DESCRIPTIONS = ("Bring the documents", "Discuss the roadmap", "Remember to stretch", "Pay the invoice")
DESCRIPTIONS += ("Meet at the front desk", "Confirm the day before")
LOCATIONS = ("Room 4B", "City library", "Main street clinic", "Online", "Cafe Lumen")
FORMAT = "%Y-%m-%d %H:%M"


def event(title: str, start: datetime.datetime, minutes: int = 60, **rest: str) -> dict[str, Any]:
    return {
        "title": title,
        "start": start.strftime(FORMAT),
        "minutes": minutes,
        "description": rest.get("description", ""),
        "location": rest.get("location", ""),
        "repeat": rest.get("repeat", "No repetition"),
    }


def initial(world: World) -> None:
    at = datetime.datetime
    world["calendar"] = [
        event("Gym", at(2030, 3, 12, 7, 0), 60, location="Fit Hub"),
        event("Quarterly planning", at(2030, 3, 18, 14, 0), 90, location="Room 4B", description="with Ravi Tanaka"),
        event("Dinner with Lena", at(2030, 3, 22, 19, 30), 120, location="Cafe Lumen"),
        event("Flight to Oslo", at(2030, 4, 2, 6, 45), 150),
    ]


def _start(e: dict[str, Any]) -> datetime.datetime:
    return datetime.datetime.strptime(e["start"], FORMAT)


def _open(dev: Device) -> None:
    shown = {"month": DEVICE_NOW.date().replace(day=1)}
    dev.push(lambda: _month(dev, shown), "calendar", package=PACKAGE)


def _month(dev: Device, shown: dict[str, datetime.date]) -> list[Widget]:
    first = shown["month"]

    def move(step: int) -> None:
        year, month = divmod(first.year * 12 + first.month - 1 + step, 12)
        shown["month"] = datetime.date(year, month + 1, 1)
        dev.offsets.clear()

    events = sorted((e for e in dev.world["calendar"] if _start(e).date().replace(day=1) == first), key=_start)
    rows = [Widget("ListItem", e["title"], value=_when(e), tap=lambda e=e: _editor(dev, e)) for e in events] or [
        text("No upcoming events")
    ]
    return [
        text(first.strftime("%B %Y")),
        icon("Previous month", lambda: move(-1)),
        icon("Next month", lambda: move(1)),
        icon("Search"),
        *dev.rows("Events", rows),
        icon("New event", lambda: _editor(dev, None)),
    ]


def _when(e: dict[str, Any]) -> str:
    start = _start(e)
    end = start + datetime.timedelta(minutes=e["minutes"])
    where = f" · {e['location']}" if e["location"] else ""
    return f"{day_label(start.date())} · {start:%H:%M} – {end:%H:%M}{where}"


def _editor(dev: Device, existing: dict[str, Any] | None) -> None:
    draft = dict(existing) if existing else event("", DEVICE_NOW.replace(minute=0) + datetime.timedelta(hours=1))
    frame = dev.push(lambda: _edit_screen(dev, frame, draft, existing), "event")
    frame.fields.update(Title=draft["title"], Location=draft["location"], Description=draft["description"])


def _edit_screen(dev: Device, frame: Frame, draft: dict[str, Any], existing: dict[str, Any] | None) -> list[Widget]:
    start = _start(draft)
    end = start + datetime.timedelta(minutes=draft["minutes"])

    def save() -> None:
        if not frame.fields.get("Title", "").strip():
            return  # the app shows "Title cannot be empty"
        draft.update(
            title=frame.fields["Title"],
            location=frame.fields.get("Location", ""),
            description=frame.fields.get("Description", ""),
        )
        if existing is not None:
            existing.update(draft)
        else:
            dev.world["calendar"].append(draft)
        dev.pop()

    def set_start(moment: datetime.datetime) -> None:
        draft["start"] = moment.strftime(FORMAT)  # the end moves with it: the duration is kept

    def set_end(moment: datetime.datetime) -> None:
        draft["minutes"] = max(0, int((moment - _start(draft)).total_seconds() // 60))

    delete = [icon("Delete", lambda: dev.push(lambda: _delete(dev, existing), "delete"))] if existing else []
    return [
        icon("Navigate up", dev.pop),
        text("Edit event" if existing else "New event"),
        *delete,
        icon("Save", save),
        edit(frame, "Title"),
        edit(frame, "Location"),
        edit(frame, "Description"),
        Widget(
            "ListItem", "Start date", value=day_label(start.date()), tap=lambda: _date_picker(dev, start, set_start)
        ),
        Widget("ListItem", "Start time", value=f"{start:%H:%M}", tap=lambda: _time_picker(dev, start, set_start)),
        Widget("ListItem", "End date", value=day_label(end.date()), tap=lambda: _date_picker(dev, end, set_end)),
        Widget("ListItem", "End time", value=f"{end:%H:%M}", tap=lambda: _time_picker(dev, end, set_end)),
        Widget("ListItem", "Repetition", value=draft["repeat"], tap=lambda: dev.push(lambda: _repeat(dev, draft))),
    ]


def _repeat(dev: Device, draft: dict[str, Any]) -> list[Widget]:
    def choose(rule: str) -> None:
        draft["repeat"] = rule
        dev.pop()

    return [
        Widget("RadioButton", r, ("checked" if r == draft["repeat"] else "unchecked",), tap=lambda r=r: choose(r))
        for r in REPEATS
    ]


def _date_picker(dev: Device, moment: datetime.datetime, put: Any) -> None:
    state = {"picked": moment.date(), "month": moment.date().replace(day=1)}

    def screen() -> list[Widget]:
        first = state["month"]

        def move(step: int) -> None:
            year, month = divmod(first.year * 12 + first.month - 1 + step, 12)
            state["month"] = datetime.date(year, month + 1, 1)

        def ok() -> None:
            dev.pop()
            put(datetime.datetime.combine(state["picked"], moment.time()))

        days = [first.replace(day=d) for d in range(1, months.monthrange(first.year, first.month)[1] + 1)]
        return [
            text(str(state["picked"].year)),
            text(state["picked"].strftime("%a, %b %d").replace(" 0", " ")),
            icon("Previous month", lambda: move(-1)),
            text(first.strftime("%B %Y")),
            icon("Next month", lambda: move(1)),
            *[
                Widget(
                    "Button",
                    f"{d.day} {d:%B %Y}",
                    ("checked",) if d == state["picked"] else (),
                    tap=lambda d=d: state.__setitem__("picked", d),
                )
                for d in days
            ],
            button("Cancel", dev.pop),
            button("OK", ok),
        ]

    dev.push(screen, "date picker")


def _time_picker(dev: Device, moment: datetime.datetime, put: Any) -> None:
    def ok() -> None:
        try:
            hour, minute = int(frame.fields["Hour"]), int(frame.fields["Minute"])
            picked = moment.replace(hour=hour, minute=minute)
        except ValueError:
            return  # the picker refuses what is not a time
        dev.pop()
        put(picked)

    frame = dev.push(
        lambda: [
            text("Set time"),
            edit(frame, "Hour"),
            edit(frame, "Minute"),
            button("Cancel", dev.pop),
            button("OK", ok),
        ],
        "time picker",
    )
    frame.fields.update(Hour=f"{moment.hour:02d}", Minute=f"{moment.minute:02d}")


def _delete(dev: Device, existing: dict[str, Any] | None) -> list[Widget]:
    def ok() -> None:
        dev.world["calendar"].remove(existing)
        dev.commit("delete", str(existing and existing["title"]))
        dev.pop()
        dev.pop()

    return [text("Are you sure you want to delete this event?"), button("Cancel", dev.pop), button("Delete", ok)]


APP = App(LABEL, PACKAGE, _open)
