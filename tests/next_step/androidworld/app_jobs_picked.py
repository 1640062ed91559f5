"""Jobs whose item is picked by what the screen shows, not by its name: the most expensive expense (or the cheapest
of a category) deleted, an expense added with another's amount and category, the earliest event of a day deleted,
an event added on the day of another or given as a span of hours ("from 14:00 to 15:30"), the note modified longest
ago, the largest file of a folder and the longest video deleted. Our own
(``Template.ours``), written to broaden the planner past the named item; judged on the world afterwards, each
effect once and nothing else touched.
"""

from __future__ import annotations

import datetime
import random

from .app_jobs import _job, _said
from .app_jobs_files import _bytes, _every, _put
from .app_jobs_files import _open as _open_folder
from .app_jobs_files import _params as _files_params
from .app_jobs_many_items import _START_ROWS, _deleting, _ledger, _rows
from .app_jobs_players import _deleted_video, player_job
from .calendar_tasks import BUSY, _create_ops
from .markor_tasks import _add as _add_note
from .markor_tasks import _delete_ops as _delete_note_ops
from .markor_tasks import _distinct, _drop
from .players import VLC
from .records import EXPENSE, Row, add_ops
from .simple_calendar import LABEL as CALENDAR
from .simple_calendar import TITLES, _start, event
from .template import TODAY, Params, World

Ops = list[tuple[str, ...]]

# -- Pro Expense: the row picked by its amount ------------------------------------------------------------


def _distinct_amounts(rows: list[Row]) -> list[Row]:
    """Rows whose amounts differ from each other and from the starting rows': a superlative has one answer."""
    taken = {r["amount"] for r in _START_ROWS}
    for row in rows:
        while row["amount"] in taken:
            row["amount"] += 137
        taken.add(row["amount"])
    return rows


def _top_params(rng: random.Random) -> Params:
    rows = _distinct_amounts(_rows(rng, 5))
    rows[rng.randrange(5)]["amount"] = max(r["amount"] for r in [*_START_ROWS, *rows]) + rng.randint(20, 90) * 100
    top = max([*_START_ROWS, *rows], key=lambda r: r["amount"])
    return {"rows": rows, "target": top["name"]}


def _cheapest_params(rng: random.Random) -> Params:
    category = rng.choice(["Food", "Clothes", "Entertainment"])
    mine = _rows(rng, 3, categories=(category,))
    others = [r for r in _rows(rng, 9) if r["category"] != category][:3]
    rows = _distinct_amounts([*mine, *others])
    ours = [r for r in [*_START_ROWS, *rows] if r["category"] == category]
    rows[rng.randrange(3)]["amount"] = min(r["amount"] for r in ours) // 2 + 5  # the one cheapest of its category
    rng.shuffle(rows)
    return {"rows": rows, "category": category, "target": min(ours, key=lambda r: r["amount"])["name"]}


def _like_params(rng: random.Random) -> Params:
    rows = _distinct_amounts(_rows(rng, 5, notes=False))
    return {"rows": rows[:4], "model": rows[rng.randrange(4)]["name"], "new": rows[4]["name"]}


def _gone(world: World, p: Params) -> None:
    world["expenses"] = [r for r in world["expenses"] if r["name"] != p["target"]]


def _model(p: Params) -> Row:
    return next(r for r in p["rows"] if r["name"] == p["model"])


def _like(p: Params) -> Row:
    model = _model(p)
    return {"name": p["new"], "amount": model["amount"], "category": model["category"], "note": ""}


EXPENSES = [
    _job(
        "ExpenseDeleteMostExpensive",
        "expense",
        "delete",
        lambda p: "Delete the most expensive expense in Pro Expense.",
        _top_params,
        lambda p: _deleting([p["target"]]),
        (
            lambda p: "pro expense: remove my biggest expense",
            lambda p: "In Pro Expense, delete the expense with the highest amount.",
            lambda p: "get rid of whichever expense cost the most in pro expense",
        ),
        setup=_ledger,
        expect=_gone,
        events=lambda p: [("delete", p["target"])],
    ),
    _job(
        "ExpenseDeleteCheapestInCategory",
        "expense",
        "delete",
        lambda p: f"In Pro Expense, delete the cheapest expense in the {p['category']} category.",
        _cheapest_params,
        lambda p: _deleting([p["target"]]),
        (
            lambda p: f"delete my smallest {p['category'].lower()} expense in pro expense",
            lambda p: f"Remove the {p['category']} expense with the lowest amount from Pro Expense.",
        ),
        setup=_ledger,
        expect=_gone,
        events=lambda p: [("delete", p["target"])],
    ),
    _job(
        "ExpenseAddLikeAnother",
        "expense",
        "create",
        lambda p: f"In Pro Expense, add an expense named {p['new']} with the same amount and category as {p['model']}.",
        _like_params,
        lambda p: [("open", EXPENSE.label), *add_ops(EXPENSE, _like(p)), ("done",)],
        (
            lambda p: f"pro expense: new expense {p['new']}, same amount and category as the {p['model']} one",
            lambda p: f"Add {p['new']} to Pro Expense; it cost exactly what {p['model']} did, in the same category.",
        ),
        setup=_ledger,
        expect=lambda w, p: w["expenses"].append(_like(p)),
    ),
]

# -- Simple Calendar Pro: the event picked by its time, the day taken from another ------------------------

_DAYS = [d for d in range(2, 14) if 14 + d not in BUSY]


def _day(rng: random.Random) -> datetime.date:
    return TODAY + datetime.timedelta(days=rng.choice(_DAYS))


def _earliest_params(rng: random.Random) -> Params:
    day = _day(rng)
    titles = rng.sample(TITLES, 4)
    hours = sorted(rng.sample(range(8, 19), 3))
    return {
        "day": day.isoformat(),
        "on_day": [[t, h] for t, h in zip(titles[:3], rng.sample(hours, 3), strict=True)],
        "before": [titles[3], hours[0] - 1, (day + datetime.timedelta(days=1)).isoformat()],
    }


def _first_of_day(p: Params) -> str:
    return str(min(p["on_day"], key=lambda row: row[1])[0])


def _at(day: str, hour: int, minute: int = 0) -> datetime.datetime:
    return datetime.datetime.combine(datetime.date.fromisoformat(day), datetime.time(hour, minute))


def _day_of_events(world: World, p: Params) -> None:
    for title, hour in p["on_day"]:
        world["calendar"].append(event(title, _at(p["day"], hour), 45))
    title, hour, other_day = p["before"]
    world["calendar"].append(event(title, _at(other_day, hour), 30))  # earlier in its day, but another day


def _without_first(world: World, p: Params) -> None:
    first = _first_of_day(p)
    world["calendar"] = [
        e for e in world["calendar"] if not (e["title"] == first and _start(e).date().isoformat() == p["day"])
    ]


_ANCHORS = ("Dentist appointment", "Car service", "Book club")
_NEW = (("Pick up flowers", 17), ("Pack the bags", 20), ("Call grandma", 18))


def _same_day_params(rng: random.Random) -> Params:
    title, hour = rng.choice(_NEW)
    return {"anchor": rng.choice(_ANCHORS), "day": _day(rng).isoformat(), "title": title, "hour": hour}


def _anchored(world: World, p: Params) -> None:
    world["calendar"].append(event(p["anchor"], _at(p["day"], 10), 60, location="Main street clinic"))


def _span_params(rng: random.Random) -> Params:
    start = rng.choice([9, 10, 14, 15])
    return {
        "title": rng.choice(("Design review", "Parent meeting", "Guitar lesson")),
        "day": _day(rng).isoformat(),
        "start": start,
        "minutes": rng.choice([30, 90, 150]),
    }


def _end(p: Params) -> datetime.datetime:
    return _at(p["day"], p["start"]) + datetime.timedelta(minutes=p["minutes"])


def _new_event_ops(title: str, start: datetime.datetime, minutes: int) -> Ops:
    """The calendar's own form filled as its templates fill it, with no description."""
    said = {"year": start.year, "month": start.month, "day": start.day, "hour": start.hour, "duration_mins": minutes}
    return _create_ops({**said, "event_title": title, "event_description": ""})


def _clock(moment: datetime.datetime) -> str:
    return moment.strftime("%H:%M")


EVENTS = [
    _job(
        "CalendarDeleteEarliestOfDay",
        "calendar",
        "delete",
        lambda p: f"In {CALENDAR}, delete the earliest event on {_said(datetime.date.fromisoformat(p['day']))}.",
        _earliest_params,
        lambda p: [("open", CALENDAR), ("tap", _first_of_day(p)), ("tap", "Delete"), ("tap", "Delete"), ("done",)],
        (
            lambda p: f"cancel my first appointment on {_said(datetime.date.fromisoformat(p['day']))}",
            lambda p: (
                f"Remove the first event of the day on {_said(datetime.date.fromisoformat(p['day']))} from my "
                "calendar; leave the others."
            ),
        ),
        setup=_day_of_events,
        expect=_without_first,
        events=lambda p: [("delete", _first_of_day(p))],
    ),
    _job(
        "CalendarAddOnDayOfAnother",
        "calendar",
        "create",
        lambda p: (
            f"In {CALENDAR}, add an event titled '{p['title']}' at {p['hour']}h on the same day as my "
            f"'{p['anchor']}' event. It should last 30 minutes."
        ),
        _same_day_params,
        lambda p: _new_event_ops(p["title"], _at(p["day"], p["hour"]), 30),
        (
            lambda p: f"{p['title'].lower()} at {p['hour'] - 12}pm the day of my {p['anchor'].lower()}, half an hour",
            lambda p: (
                f"Put '{p['title']}' in my calendar for {p['hour']}:00 on whatever day the {p['anchor']} is, "
                "30 minutes long."
            ),
        ),
        setup=_anchored,
        expect=lambda w, p: w["calendar"].append(event(p["title"], _at(p["day"], p["hour"]), 30)),
    ),
    _job(
        "CalendarAddSpanOfHours",
        "calendar",
        "create",
        lambda p: (
            f"In {CALENDAR}, create an event '{p['title']}' on {_said(datetime.date.fromisoformat(p['day']))} "
            f"from {_clock(_at(p['day'], p['start']))} to {_clock(_end(p))}."
        ),
        _span_params,
        lambda p: _new_event_ops(p["title"], _at(p["day"], p["start"]), p["minutes"]),
        (
            lambda p: (
                f"{p['title'].lower()} {_said(datetime.date.fromisoformat(p['day']))} "
                f"{_clock(_at(p['day'], p['start']))}-{_clock(_end(p))}, add it to my calendar"
            ),
            lambda p: (
                f"Block {_clock(_at(p['day'], p['start']))} until {_clock(_end(p))} on "
                f"{_said(datetime.date.fromisoformat(p['day']))} in Simple Calendar for '{p['title']}'."
            ),
        ),
        expect=lambda w, p: w["calendar"].append(event(p["title"], _at(p["day"], p["start"]), p["minutes"])),
    ),
]


# -- Markor, Files, VLC: the note modified longest ago, the largest file of a folder, the longest video ------------


def _aged_params(rng: random.Random) -> Params:
    names = _distinct(rng, 3)
    ages = rng.sample(range(2, 40), 3)  # the bookkeeping clock: lower is longer ago, the base notes set above them
    return {"names": names, "ages": ages, "target": names[ages.index(min(ages))]}


def _aged(world: World, p: Params) -> None:
    for note in world["markor"]["notes"]:
        note["_mtime"] = 60 + note["_mtime"]
    for name, age in zip(p["names"], p["ages"], strict=True):
        _add_note(world, name, "Notes from the week", age)


def _largest(p: Params) -> str:
    sizes = {n: _bytes(p["sizes"].get(n, "12 kB")) for n in _every(p)}
    return max(sizes, key=lambda n: sizes[n])


def _without_largest(world: World, p: Params) -> None:
    world["files"][p["folder"]].remove(_largest(p))


def _without_longest(world: World, p: Params) -> None:
    _deleted_video(world, {"item": p["longest"]})


OTHERS = [
    _job(
        "MarkorDeleteOldestNote",
        "markor",
        "delete",
        lambda p: "Delete the oldest note in Markor.",
        _aged_params,
        lambda p: [*_delete_note_ops(p["target"]), ("done",)],
        (
            lambda p: "markor: get rid of the note I haven't touched for the longest",
            lambda p: "In Markor, delete the least recently modified note.",
        ),
        setup=_aged,
        expect=lambda w, p: _drop(w, p["target"]),
        events=lambda p: [("delete", p["target"])],
    ),
    _job(
        "FilesDeleteLargestInFolder",
        "files",
        "delete",
        lambda p: f"Delete the largest file in the {p['folder']} folder using the Files app.",
        _files_params,
        lambda p: [*_open_folder(p), ("tap", f"Select {_largest(p)}"), ("tap", "Delete"), ("tap", "Delete"), ("done",)],
        (
            lambda p: f"files app: my {p['folder']} folder is full, delete whatever file there is biggest",
            lambda p: f"Remove the biggest file from {p['folder']} (Files).",
        ),
        setup=_put,
        expect=_without_largest,
        events=lambda p: [("delete", f"{p['folder']}/{_largest(p)}")],
    ),
    player_job(
        "VlcDeleteLongestVideo",
        VLC,
        "delete",
        lambda p: "Delete the longest video in VLC.",
        lambda p: [
            ("open", VLC.label),
            ("tap", f"More options for {p['longest']}"),
            ("tap", "Delete"),
            ("tap", "Delete"),
            ("done",),
        ],
        (
            lambda p: "vlc: delete whichever video runs the longest",
            lambda p: "In VLC, remove my longest video from the phone.",
        ),
        expect=_without_longest,
        events=lambda p: [("delete", p["longest"])],
    ),
]

TEMPLATES = [*EXPENSES, *EVENTS, *OTHERS]
