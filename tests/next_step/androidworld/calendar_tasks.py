"""AndroidWorld's Simple Calendar Pro templates that change the calendar (``task_evals/single/calendar/``)."""

from __future__ import annotations

import datetime
import random
from typing import Any

from .simple_calendar import DESCRIPTIONS, LABEL, TITLES, _start, event
from .template import TODAY, Params, Template, World, hour_spoken, in_words, spoken_day


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
