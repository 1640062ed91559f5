"""Requests people make of their calendar that no earlier job asked: an event renamed with no app named (the name
says it is an event), its time and place changed at once, two events deleted in one request, a past day's events
deleted with no year said (this year's day, not next year's). Our own jobs (``Template.ours``), judged on the world
afterwards (an event touched that was not named fails).
"""

from __future__ import annotations

import datetime
import random

from .app_jobs import _job, _said
from .device import World
from .simple_calendar import LABEL as CALENDAR
from .simple_calendar import event
from .template import TODAY, Params

Ops = list[tuple[str, ...]]

# -- Simple Calendar Pro ----------------------------------------------------------------------------------

_RENAMES = (("Yoga class", "Pilates"), ("Book club", "Reading circle"), ("Team sync", "Weekly planning"))
_PLACES = ("Room 12", "Cafe Lumen", "City library", "Studio B")


def _event_params(rng: random.Random) -> Params:
    old, new = rng.choice(_RENAMES)
    day, other = rng.sample(range(2, 20), 2)
    return {
        "title": old,
        "new": new,
        "day": (TODAY + datetime.timedelta(days=day)).isoformat(),
        "other_day": (TODAY + datetime.timedelta(days=other)).isoformat(),
        "other": rng.choice([t for t in ("Dentist appointment", "Haircut", "Vet visit")]),
        "hour": rng.choice([9, 10, 11]),
        "new_hour": rng.choice([15, 16, 17]),
        "place": rng.choice(_PLACES),
    }


def _moment(p: Params, day: str = "day", hour: str = "hour") -> datetime.datetime:
    return datetime.datetime.combine(datetime.date.fromisoformat(p[day]), datetime.time(p[hour]))


def _two_events(world: World, p: Params) -> None:
    world["calendar"].append(event(p["title"], _moment(p), 60, description="Weekly"))
    world["calendar"].append(event(p["other"], _moment(p, "other_day"), 30, description="Bring the card"))


def _event(world: World, p: Params, title: str) -> dict[str, str]:
    found: dict[str, str] = next(e for e in world["calendar"] if e["title"] == title)
    return found


def _open_event(p: Params, title: str, day: str, shown: datetime.date = TODAY) -> Ops:
    """The month view's arrows from the month it shows to the event's, then the event."""
    target = datetime.date.fromisoformat(p[day])
    months = (target.year - shown.year) * 12 + target.month - shown.month
    return [*[("tap", "Next month" if months > 0 else "Previous month")] * abs(months), ("tap", title)]


def _twelve(hour: int) -> str:
    return f"{hour - 12 if hour > 12 else hour}{'pm' if hour >= 12 else 'am'}"


def _time_and_place(world: World, p: Params) -> None:
    found = _event(world, p, p["title"])
    found["start"] = _moment(p, "day", "new_hour").strftime("%Y-%m-%d %H:%M")
    found["location"] = p["place"]


CALENDAR_JOBS = [
    _job(
        "CalendarRenameNoAppNamed",
        "calendar",
        "edit",
        lambda p: f'Rename the event "{p["title"]}" to "{p["new"]}".',
        _event_params,
        lambda p: [
            ("open", CALENDAR),
            *_open_event(p, p["title"], "day"),
            ("type", "Title", p["new"]),
            ("tap", "Save"),
            ("done",),
        ],
        (
            lambda p: f"{p['title']} needs to be renamed to {p['new']}",
            lambda p: f"call my {p['title'].lower()} {p['new']} from now on",
        ),
        setup=_two_events,
        expect=lambda w, p: _event(w, p, p["title"]).__setitem__("title", p["new"]),
    ),
    _job(
        "CalendarEditTimeAndPlace",
        "calendar",
        "edit",
        lambda p: (
            f'In Simple Calendar Pro, move the event "{p["title"]}" to {_twelve(p["new_hour"])} the same day and set '
            f'its location to "{p["place"]}".'
        ),
        _event_params,
        lambda p: [
            ("open", CALENDAR),
            *_open_event(p, p["title"], "day"),
            ("type", "Location", p["place"]),
            ("tap", "Start time"),
            ("type", "Hour", str(p["new_hour"])),
            ("type", "Minute", "00"),
            ("tap", "OK"),
            ("tap", "Save"),
            ("done",),
        ],
        (
            lambda p: f"my {p['title'].lower()} is now at {_twelve(p['new_hour'])} in {p['place']}, fix the calendar",
            lambda p: f"simple calendar: {p['title']} starts at {p['new_hour']}:00 now and it's at {p['place']}",
        ),
        setup=_two_events,
        expect=_time_and_place,
    ),
    _job(
        "CalendarDeleteTwoEvents",
        "calendar",
        "delete",
        lambda p: f'Delete the events "{p["title"]}" and "{p["other"]}" from Simple Calendar Pro.',
        _event_params,
        lambda p: [
            ("open", CALENDAR),
            *_open_event(p, p["title"], "day"),
            ("tap", "Delete"),
            ("tap", "Delete"),
            *_open_event(p, p["other"], "other_day", datetime.date.fromisoformat(p["day"])),
            ("tap", "Delete"),
            ("tap", "Delete"),
            ("done",),
        ],
        (
            lambda p: f"take {p['title'].lower()} and the {p['other'].lower()} off my calendar",
            lambda p: f"cancel {p['title']} and {p['other']} in simple calendar",
        ),
        setup=_two_events,
        expect=lambda w, p: w.__setitem__(
            "calendar", [e for e in w["calendar"] if e["title"] not in (p["title"], p["other"])]
        ),
        events=lambda p: [("delete", p["title"]), ("delete", p["other"])],
    ),
]


def _past_params(rng: random.Random) -> Params:
    params = _event_params(rng)
    params["day"] = (TODAY - datetime.timedelta(days=rng.randint(3, 25))).isoformat()
    return params


CALENDAR_JOBS.append(
    _job(
        "CalendarDeletePastDayNoYear",
        "calendar",
        "delete",
        lambda p: f"Delete all the events on {_said(datetime.date.fromisoformat(p['day']))} in Simple Calendar Pro.",
        _past_params,
        lambda p: [
            ("open", CALENDAR),
            *_open_event(p, p["title"], "day"),
            ("tap", "Delete"),
            ("tap", "Delete"),
            ("done",),
        ],
        (
            lambda p: f"clear my calendar for {_said(datetime.date.fromisoformat(p['day']))}, those are done",
            lambda p: f"simple calendar: remove everything on {_said(datetime.date.fromisoformat(p['day']))}",
        ),
        setup=_two_events,
        expect=lambda w, p: w["calendar"].remove(_event(w, p, p["title"])),
        events=lambda p: [("delete", p["title"])],
    )
)

TEMPLATES = CALENDAR_JOBS
