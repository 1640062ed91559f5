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
import random
from typing import Any

from .device import DEVICE_NOW, App, Device, Frame, Widget, button, day_label, edit, icon, text
from .template import TODAY, Params, Template, World, hour_spoken, in_words, spoken_day

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


# -- templates ----------------------------------------------------------------------------------


def _params(rng: random.Random, day: datetime.date) -> Params:
    return {
        "year": day.year,
        "month": day.month,
        "day": day.day,
        "hour": rng.randint(8, 20),
        "duration_mins": rng.choice([15, 30, 45, 60, 90, 120]),
        "event_title": rng.choice(TITLES),
        "event_description": rng.choice(DESCRIPTIONS),
    }


def _date(p: Params) -> datetime.date:
    return datetime.date(p["year"], p["month"], p["day"])


BUSY = (12, 18, 22)  # days of March with an event in every world


def _this_weekday(rng: random.Random, free: bool = False) -> datetime.date:
    days = [d for d in range(1, 7) if not free or (TODAY + datetime.timedelta(days=d)).day not in BUSY]
    return TODAY + datetime.timedelta(days=rng.choice(days))


def _free_day(rng: random.Random) -> datetime.date:
    return TODAY + datetime.timedelta(days=rng.choice([d for d in range(2, 15) if 14 + d not in BUSY]))


def _pick_day(date: datetime.date) -> list[tuple[str, ...]]:
    steps = (date.year - TODAY.year) * 12 + date.month - TODAY.month
    return [("tap", "Next month")] * steps + [("tap", f"{date.day} {date:%B %Y}")]


def _create_ops(p: Params, repeat: str = "") -> list[tuple[str, ...]]:
    end = datetime.datetime.combine(_date(p), datetime.time(p["hour"])) + datetime.timedelta(minutes=p["duration_mins"])
    ops: list[tuple[str, ...]] = [
        ("open", LABEL),
        ("tap", "New event"),
        ("type", "Title", p["event_title"]),
        ("type", "Description", p["event_description"]),
        ("tap", "Start date"),
        *_pick_day(_date(p)),
        ("tap", "OK"),
        ("tap", "Start time"),
        ("type", "Hour", str(p["hour"])),
        ("type", "Minute", "00"),
        ("tap", "OK"),
        ("tap", "End date"),
        *_pick_day(end.date()),
        ("tap", "OK"),
        ("tap", "End time"),
        ("type", "Hour", str(end.hour)),
        ("type", "Minute", f"{end.minute:02d}"),
        ("tap", "OK"),
    ]
    if repeat:
        ops += [("tap", "Repetition"), ("tap", repeat.capitalize())]
    return [*ops, ("tap", "Save"), ("done",)]


def _added(world: World, p: Params, repeat: str = "No repetition") -> None:
    start = datetime.datetime.combine(_date(p), datetime.time(p["hour"]))
    world["calendar"].append(
        event(p["event_title"], start, p["duration_mins"], description=p["event_description"], repeat=repeat)
    )


def _add_template(cls: str, goal: Any, params: Any, paraphrases: Any) -> Template:
    return Template(
        cls, "calendar", "create", goal, params, _create_ops, paraphrases=paraphrases, expect=lambda w, p: _added(w, p)
    )


SUFFIX = " with the title '{event_title}' and the description '{event_description}'. The event should last for {duration_mins} mins."


def _casual(p: Params) -> str:
    length = in_words(p["duration_mins"]) + " minutes" if p["duration_mins"] < 60 else f"{p['duration_mins']} min"
    return (
        f"put {p['event_title']} in my calendar {spoken_day(_date(p))} at {hour_spoken(p['hour'])}, {length} long, "
        f"note: {p['event_description']}"
    )


def _targets_setup(world: World, p: Params) -> None:
    for title, hour in p["targets"]:
        world["calendar"].append(event(title, datetime.datetime.combine(_date(p), datetime.time(hour)), 30))
    for title, day, hour in p["noise"]:
        world["calendar"].append(event(title, datetime.datetime(p["year"], p["month"], day, hour), 60))


def _delete_params(rng: random.Random, day: datetime.date, n: int) -> Params:
    titles = rng.sample(TITLES, n + 2)
    others = [d for d in range(1, 29) if d != day.day and d not in BUSY]
    return {
        "year": day.year,
        "month": day.month,
        "day": day.day,
        "day_of_week": day.strftime("%A"),
        "targets": [(t, 9 + 3 * i) for i, t in enumerate(titles[:n])],
        "noise": [(t, rng.choice(others), rng.randint(8, 18)) for t in titles[n:]],
    }


def _delete_ops(p: Params) -> list[tuple[str, ...]]:
    ops: list[tuple[str, ...]] = [("open", LABEL)]
    for title, _ in p["targets"]:
        ops += [("tap", title), ("tap", "Delete"), ("tap", "Delete")]
    return [*ops, ("done",)]


def _deleted(world: World, p: Params) -> None:
    titles = {title for title, _ in p["targets"]}
    world["calendar"] = [e for e in world["calendar"] if not (e["title"] in titles and _start(e).date() == _date(p))]


def _delete_template(cls: str, goal: Any, n: int, relative: bool, paraphrases: Any) -> Template:
    def params(rng: random.Random) -> Params:
        day = _this_weekday(rng, free=True) if relative else _free_day(rng)
        return _delete_params(rng, day, n)

    return Template(
        cls,
        "calendar",
        "delete",
        goal,
        params,
        _delete_ops,
        paraphrases=paraphrases,
        setup=_targets_setup,
        expect=_deleted,
        events=lambda p: [("delete", title) for title, _ in p["targets"]],
    )


TEMPLATES = [
    _add_template(
        "SimpleCalendarAddOneEvent",
        lambda p: (
            "In Simple Calendar Pro, create a calendar event on {year}-{month}-{day} at {hour}h" + SUFFIX
        ).format(**p),
        lambda rng: _params(rng, TODAY + datetime.timedelta(days=rng.randint(2, 20))),
        (
            _casual,
            lambda p: (
                f"schedule '{p['event_title']}' on {_date(p):%B} {p['day']} from {p['hour']}:00 for {p['duration_mins']} minutes in simple calendar, description {p['event_description']}"
            ),
        ),
    ),
    _add_template(
        "SimpleCalendarAddOneEventInTwoWeeks",
        lambda p: (
            "In Simple Calendar Pro, create a calendar event in two weeks from today at {hour}h" + SUFFIX
        ).format(**p),
        lambda rng: _params(rng, TODAY + datetime.timedelta(days=14)),
        (
            lambda p: (
                f"add {p['event_title']} to the calendar two weeks from today at {hour_spoken(p['hour'])} for {p['duration_mins']} mins, description: {p['event_description']}"
            ),
        ),
    ),
    _add_template(
        "SimpleCalendarAddOneEventRelativeDay",
        lambda p: ("In Simple Calendar Pro, create a calendar event for this {day_of_week} at {hour}h" + SUFFIX).format(
            **p
        ),
        lambda rng: (day := _this_weekday(rng)) and {**_params(rng, day), "day_of_week": day.strftime("%A")},
        (_casual,),
    ),
    _add_template(
        "SimpleCalendarAddOneEventTomorrow",
        lambda p: ("In Simple Calendar Pro, create a calendar event for tomorrow at {hour}h" + SUFFIX).format(**p),
        lambda rng: _params(rng, TODAY + datetime.timedelta(days=1)),
        (
            _casual,
            lambda p: (
                f"pls add '{p['event_title']}' tmrw {p['hour']}:00, {p['duration_mins']} minutes, description '{p['event_description']}'"
            ),
        ),
    ),
    Template(
        "SimpleCalendarAddRepeatingEvent",
        "calendar",
        "create",
        lambda p: (
            "In Simple Calendar Pro, create a recurring calendar event titled '{event_title}' starting on "
            "{year}-{month}-{day} at {hour}h. The event recurs {repeat_rule}, forever, and lasts for {duration_mins} "
            "minutes each occurrence. The event description should be '{event_description}'."
        ).format(**p),
        lambda rng: {
            **_params(rng, TODAY + datetime.timedelta(days=rng.randint(1, 10))),
            "repeat_rule": rng.choice(["daily", "weekly"]),
        },
        lambda p: _create_ops(p, p["repeat_rule"]),
        paraphrases=(
            lambda p: (
                f"set up a {p['repeat_rule']} {p['event_title']} starting {spoken_day(_date(p))} at {hour_spoken(p['hour'])}, {p['duration_mins']} min each, description {p['event_description']}"
            ),
        ),
        expect=lambda w, p: _added(w, p, p["repeat_rule"].capitalize()),
    ),
    _delete_template(
        "SimpleCalendarDeleteEvents",
        lambda p: "In Simple Calendar Pro, delete all the calendar events on {year}-{month}-{day}".format(**p),
        2,
        False,
        (
            lambda p: f"clear my calendar on {_date(p):%B} {p['day']}",
            lambda p: f"remove every event on {_date(p):%d/%m/%Y} from simple calendar",
        ),
    ),
    _delete_template(
        "SimpleCalendarDeleteEventsOnRelativeDay",
        lambda p: f"In Simple Calendar Pro, delete all events scheduled for this {p['day_of_week']}.",
        2,
        True,
        (lambda p: f"cancel everything I have on {p['day_of_week']} in the calendar",),
    ),
    _delete_template(
        "SimpleCalendarDeleteOneEvent",
        lambda p: (
            "In Simple Calendar Pro, delete the calendar event on {year}-{month}-{day} at {hour}h with the title '{title}'".format(
                **p, hour=p["targets"][0][1], title=p["targets"][0][0]
            )
        ),
        1,
        False,
        (
            lambda p: (
                f"delete {p['targets'][0][0]} from my calendar ({_date(p):%B} {p['day']}, {hour_spoken(p['targets'][0][1])})"
            ),
        ),
    ),
]
