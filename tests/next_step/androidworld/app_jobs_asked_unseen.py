"""Questions of a kind the planner had not met, each bound by a constraint the answer must keep: a span of days
(what Food cost between two dates, which notes were edited on a day, how many files since a date), a filter (tasks
still open this week, recipes under so many minutes, songs shorter than three minutes), a unit (an event's length
in minutes, a playlist's length as minutes and seconds) and a pick (the latest event of one day, the category spent
on most). Every world holds a row that answers the question without its constraint, so an answer read for another
question is wrong. Written before any change to the planner for them (``Template.ours``); answers checked as
``check_agent_answer`` does (a number, titles separated by commas, a length).
"""

from __future__ import annotations

import datetime
import random
from typing import Any

from .app_jobs_files import _STEMS
from .app_jobs_questions import _formal, _job, _number, _titles
from .device import World
from .markor import LABEL as MARKOR
from .markor_tasks import _add
from .players import SONGS
from .readers import MONDAY, TASK_TITLES
from .records_tasks import EXPENSE_NAMES, RECIPES, _recipe, initial
from .simple_calendar import LABEL as CALENDAR
from .simple_calendar import TITLES, event
from .template import TODAY, Params, Template, length_answer, spoken_day

Route = list[tuple[str, ...]]


def _iso(day: datetime.date) -> str:
    return day.isoformat()


def _date(text: str) -> datetime.date:
    return datetime.date.fromisoformat(text)


def _shown(day: datetime.date) -> str:
    return f"{day:%b} {day.day}, {day.year}"


# -- Pro Expense: a span and a category; the category spent on most ---------------------------------------


def _spend_params(rng: random.Random) -> Params:
    """Four rows of the asked category (two or more in the span, one outside it), four of other categories in
    the span; a span of a week within March 1-13."""
    while True:
        category = rng.choice(["Food", "Transportation"])
        first = TODAY - datetime.timedelta(days=rng.randint(8, 13))
        last = first + datetime.timedelta(days=6)
        others = [(n, c) for c in ("Entertainment", "Health Care", "Clothes") for n in EXPENSE_NAMES[c]]
        named = [(n, category) for n in EXPENSE_NAMES[category] if n != "Coffee beans"][:3] + rng.sample(others, 4)
        rows = [
            {
                "name": name,
                "amount": rng.randint(300, 9000) + rng.choice([0, 25, 50, 99]),
                "category": cat,
                "note": "",
                "date": _shown(TODAY - datetime.timedelta(days=rng.randint(1, 13))),
            }
            for name, cat in named
        ]
        p = {"rows": rows, "category": category, "first": _iso(first), "last": _iso(last)}
        inside = [r for r in rows if r["category"] == category and _in_span(r, p)]
        if len(inside) == 2:
            return p


def _in_span(row: dict[str, Any], p: Params) -> bool:
    day = datetime.datetime.strptime(row["date"], "%b %d, %Y").date()
    return _date(p["first"]) <= day <= _date(p["last"])


def _spent(world: World, p: Params) -> str:
    rows = [r for r in world["expenses"] if r["category"] == p["category"] and r.get("date") and _in_span(r, p)]
    return f"{sum(r['amount'] for r in rows) / 100:.2f}"


def _by_category(world: World) -> dict[str, int]:
    totals: dict[str, int] = {}
    for row in world["expenses"]:
        totals[row["category"]] = totals.get(row["category"], 0) + row["amount"]
    return totals


def _top_params(rng: random.Random) -> Params:
    """Rows over three categories (with the app's own rows, a month's rent among them) whose dearest single row
    is not of the category with the largest total."""
    while True:
        cats = rng.sample(["Transportation", "Entertainment", "Clothes", "Health Care"], 3)
        named = [(n, c) for c in cats for n in rng.sample(EXPENSE_NAMES[c], 2 if c != cats[0] else 3)]
        rows = [
            {"name": n, "amount": rng.randint(25000, 90000), "category": c, "note": "", "date": _shown(TODAY)}
            for n, c in named
        ]
        world: World = {}
        initial(world)
        world["expenses"].extend(rows)
        totals = _by_category(world)
        top = max(totals, key=totals.__getitem__)
        dearest = max(world["expenses"], key=lambda r: r["amount"])["category"]
        if dearest != top and sorted(totals.values())[-2] < totals[top] - 100:
            return {"rows": rows}


def _expenses_setup(world: World, p: Params) -> None:
    # Pro Expense shows every row's day: the app's own rows are dated too (a month before any span asked).
    for row in world["expenses"]:
        row.setdefault("date", _shown(TODAY - datetime.timedelta(days=41)))
    world["expenses"].extend(dict(r) for r in p["rows"])


EXPENSE_JOBS = [
    _job(
        "ExpenseTotalInSpan",
        "expense",
        lambda p: (
            f"What is the total amount I spent on {p['category']} expenses between {_date(p['first']):%B} "
            f"{_date(p['first']).day} and {_date(p['last']):%B} {_date(p['last']).day}, {TODAY.year} in Pro "
            "Expense? Answer with the number only."
        ),
        (
            lambda p: (
                f"how much did I spend on {p['category'].lower()} from {_date(p['first']):%B} {_date(p['first']).day}"
                f" to {_date(p['last']):%B} {_date(p['last']).day}?"
            ),
            lambda p: (
                f"pro expense: {p['category'].lower()} total for {_date(p['first']):%b} {_date(p['first']).day}-"
                f"{_date(p['last']).day}, just the number"
            ),
        ),
        _spend_params,
        _expenses_setup,
        _spent,
        _number,
        lambda p: [("open", "Pro Expense")],
    ),
    _job(
        "ExpenseTopCategory",
        "expense",
        lambda p: "Which category did I spend the most money on in Pro Expense? Answer with the category name only.",
        (
            lambda p: "what do I spend the most on? look at pro expense, category only",
            lambda p: "pro expense: which category adds up to the biggest total?",
        ),
        _top_params,
        _expenses_setup,
        lambda w, p: max(_by_category(w).items(), key=lambda kv: kv[1])[0],
        _titles,
        lambda p: [("open", "Pro Expense")],
    ),
]


# -- Simple Calendar Pro: the latest of one day; an event's length in minutes -----------------------------


def _day_params(rng: random.Random) -> Params:
    """Three events on the day, and later-starting ones on the days around it; the asked title also on another
    day with another length."""
    day = TODAY + datetime.timedelta(days=rng.randint(3, 20))
    titles = rng.sample(TITLES, 5)
    hours = rng.sample(range(8, 18), 3)
    lengths = rng.sample([30, 45, 60, 90, 120], 3)
    on_day = [(t, h, rng.choice([0, 30]), m) for t, h, m in zip(titles[:3], hours, lengths, strict=True)]
    asked = rng.randrange(3)
    around = [
        (titles[3], _iso(day - datetime.timedelta(days=1)), 20, 60),
        (titles[4], _iso(day + datetime.timedelta(days=1)), 21, 60),
        (titles[asked], _iso(day + datetime.timedelta(days=rng.choice([2, 7]))), 9, 15),
    ]
    return {"day": _iso(day), "on_day": on_day, "around": around, "asked": asked}


def _calendar_setup(world: World, p: Params) -> None:
    day = _date(p["day"])
    for title, hour, minute, length in p["on_day"]:
        world["calendar"].append(event(title, datetime.datetime.combine(day, datetime.time(hour, minute)), length))
    for title, other, hour, length in p["around"]:
        world["calendar"].append(event(title, datetime.datetime.combine(_date(other), datetime.time(hour)), length))


def _on(world: World, day: datetime.date) -> list[dict[str, Any]]:
    return [e for e in world["calendar"] if e["start"].startswith(day.isoformat())]


def _latest(world: World, p: Params) -> str:
    return str(max(_on(world, _date(p["day"])), key=lambda e: e["start"])["title"])


def _length_of(world: World, p: Params) -> str:
    title = p["on_day"][p["asked"]][0]
    return str(next(e["minutes"] for e in _on(world, _date(p["day"])) if e["title"] == title))


def _to_month(p: Params) -> Route:
    return [("open", CALENDAR)] + ([("tap", "Next month")] if _date(p["day"]).month != TODAY.month else [])


def _day_said(p: Params) -> str:
    said = spoken_day(_date(p["day"]))
    return said if said[0].islower() else f"on {said}"


CALENDAR_JOBS = [
    _job(
        "CalendarLatestOnDay",
        "calendar",
        lambda p: (
            f"Which of my events on {_formal(_date(p['day']))} starts latest in Simple Calendar Pro? Answer with its "
            "title."
        ),
        (
            lambda p: f"what's the last thing on my calendar {_day_said(p)}? just the title",
            lambda p: f"simple calendar: which event starts latest on {_date(p['day']):%B} {_date(p['day']).day}?",
        ),
        _day_params,
        _calendar_setup,
        _latest,
        _titles,
        _to_month,
    ),
    _job(
        "CalendarEventMinutes",
        "calendar",
        lambda p: (
            f"How long is the event '{p['on_day'][p['asked']][0]}' on {_formal(_date(p['day']))} in Simple Calendar "
            "Pro? Answer in minutes, as a number only."
        ),
        (
            lambda p: f"how many minutes is my {p['on_day'][p['asked']][0].lower()} {_day_said(p)}?",
            lambda p: (
                f"how long does {p['on_day'][p['asked']][0]} on {_date(p['day']):%B} {_date(p['day']).day} last? "
                "in minutes"
            ),
        ),
        _day_params,
        _calendar_setup,
        _length_of,
        _number,
        _to_month,
    ),
]


# -- Tasks: still open this week -------------------------------------------------------------------------


def _task_params(rng: random.Random) -> Params:
    """Eight tasks due from this Monday to two weeks on, some done; one done this week and one open after it."""
    while True:
        rows = [
            {
                "title": t,
                "due": _iso(MONDAY + datetime.timedelta(days=rng.randint(0, 20))),
                "priority": rng.choice(["High", "Medium", "Low"]),
                "done": rng.random() < 0.35,
                "notes": "",
            }
            for t in rng.sample(TASK_TITLES, 8)
        ]
        p = {"rows": rows}
        if (
            any(t["done"] and _this_week(t) for t in rows)
            and any(not t["done"] and not _this_week(t) for t in rows)
            and _open_this_week(rows)
        ):
            return p


def _this_week(task: dict[str, Any]) -> bool:
    return MONDAY <= _date(task["due"]) < MONDAY + datetime.timedelta(days=7)


def _open_this_week(rows: list[dict[str, Any]]) -> int:
    return sum(1 for t in rows if t["due"] and not t["done"] and _this_week(t))


TASK_JOBS = [
    _job(
        "TasksOpenThisWeek",
        "tasks",
        lambda p: (
            "How many tasks due this week are still incomplete in the Tasks app? Assume the week starts on Monday. "
            "Answer with the number only."
        ),
        (
            lambda p: "how many of this week's tasks haven't I done yet?",
            lambda p: "tasks: number of unfinished to-dos due this week (mon-sun)",
        ),
        _task_params,
        lambda w, p: w["tasks"].extend(dict(t) for t in p["rows"]),
        lambda w, p: str(_open_this_week(w["tasks"])),
        _number,
        lambda p: [("open", "Tasks")],
    )
]


# -- Broccoli: recipes under a number of minutes ----------------------------------------------------------


def _minutes(recipe: tuple[str, ...]) -> int:
    return int(recipe[3].split()[0])


def _quick_params(rng: random.Random) -> Params:
    """Six recipes, one or two of them quicker than the bound and one taking exactly the bound."""
    while True:
        chosen = rng.sample(RECIPES, 6)
        bound = rng.choice([20, 45])
        under = [r for r in chosen if _minutes(r) < bound]
        if 1 <= len(under) <= 3 and any(_minutes(r) == bound for r in chosen):
            return {"recipes": [r[0] for r in chosen], "bound": bound}


def _quick(world: World, p: Params) -> str:
    return ", ".join(r["title"] for r in world["recipes"] if int(r["preparationTime"].split()[0]) < p["bound"])


RECIPE_JOBS = [
    _job(
        "RecipesUnderMinutes",
        "recipe",
        lambda p: (
            f"List the titles of my recipes in Broccoli that take under {p['bound']} minutes to prepare, "
            "comma-separated."
        ),
        (
            lambda p: f"what can I cook in less than {p['bound']} minutes? broccoli, names only",
            lambda p: f"broccoli: recipes quicker than {p['bound']} min to make, titles",
        ),
        _quick_params,
        lambda w, p: w["recipes"].extend(_recipe(r) for r in RECIPES if r[0] in p["recipes"]),
        _quick,
        _titles,
        lambda p: [("open", "Broccoli")],
    )
]


# -- Files: how many since a day; Markor: which notes were edited on a day ----------------------------------


def _files_params(rng: random.Random) -> Params:
    """Six files in a folder modified on distinct days in the last three weeks; a day with two to four on or
    after it."""
    while True:
        folder = rng.choice(["Download", "Documents"])
        names = [f"{s}.{rng.choice(['pdf', 'txt', 'jpg'])}" for s in rng.sample(_STEMS, 6)]
        backs = rng.sample(range(0, 21), 6)
        since = rng.randint(2, 12)
        p = {"folder": folder, "days": {n: _shown(TODAY - datetime.timedelta(days=b)) for n, b in zip(names, backs)}}
        p["since"] = _iso(TODAY - datetime.timedelta(days=since))
        if 2 <= len(_since(p["days"], p)) <= 4:
            return p


def _since(days: dict[str, str], p: Params) -> list[str]:
    return [n for n, d in days.items() if datetime.datetime.strptime(d, "%b %d, %Y").date() >= _date(p["since"])]


def _files_setup(world: World, p: Params) -> None:
    world["files"][p["folder"]].extend(p["days"])
    dates = world.setdefault("file_dates", {})
    for name in world["files"][p["folder"]]:
        dates[name] = p["days"].get(name, "Jan 5, 2029")


def _notes_params(rng: random.Random) -> Params:
    """Six notes at Markor's top, edited over March 2-4 (Markor shows each note's last change), two or three
    on the asked day."""
    while True:
        names = [f"{w}.md" for w in rng.sample(["plans", "errands", "ideas", "packing", "books", "chores", "gifts"], 6)]
        ticks = rng.sample(range(8, 44), 6)  # the list's clock: two hours a tick from March 1 08:00
        day = rng.choice([2, 3, 4])
        p = {"notes": list(zip(names, ticks)), "day": _iso(datetime.date(TODAY.year, 3, day))}
        if 2 <= len(_edited_on(p)) <= 3:
            return p


def _edited_on(p: Params) -> list[str]:
    day = _date(p["day"]).day
    return [n for n, tick in p["notes"] if 1 + (8 + 2 * tick) // 24 == day]


def _notes_setup(world: World, p: Params) -> None:
    for name, tick in p["notes"]:
        _add(world, name, f"{name.split('.')[0]} for March", tick)


KEPT_JOBS = [
    _job(
        "FilesSinceDay",
        "files",
        lambda p: (
            f"How many files in my {p['folder']} folder were modified on or after {_formal(_date(p['since']))}? Use "
            "the Files app and answer with the number only."
        ),
        (
            lambda p: (
                f"how many files have I put in {p['folder']} since {_date(p['since']):%B} {_date(p['since']).day}?"
            ),
            lambda p: (
                f"files: count the {p['folder']} files changed from {_date(p['since']):%b} {_date(p['since']).day} on"
            ),
        ),
        _files_params,
        _files_setup,
        lambda w, p: str(len(_since(p["days"], p))),
        _number,
        lambda p: [("open", "Files"), ("tap", p["folder"])],
    ),
    _job(
        "MarkorEditedOnDay",
        "markor",
        lambda p: (
            f"Which notes in Markor did I modify on {_formal(_date(p['day']))}? Answer with the file names, "
            "comma-separated."
        ),
        (
            lambda p: f"what did I edit in markor on {_date(p['day']):%B} {_date(p['day']).day}? file names",
            lambda p: f"markor: notes I changed on {_date(p['day']):%b} {_date(p['day']).day}, names only",
        ),
        _notes_params,
        _notes_setup,
        lambda w, p: ", ".join(_edited_on(p)),
        _titles,
        lambda p: [("open", MARKOR)],
    ),
]


# -- VLC: a playlist's length; Retro Music: a playlist's short songs ----------------------------------------

_LISTS = ("Road Trip", "Focus", "Sunday Mix", "Workout", "Chill")


def _vlc_params(rng: random.Random) -> Params:
    videos = [f"{w}_{rng.randint(1, 30)}.mp4" for w in rng.sample(["beach", "hike", "party", "city", "sunset"], 5)]
    playlist, other = rng.sample(_LISTS, 2)
    return {
        "lengths": dict(zip(videos, rng.sample(range(95, 600), 5))),
        "playlist": playlist,
        "on_list": rng.sample(videos, 3),
        "other": other,
        "on_other": rng.sample(videos, 2),
    }


def _vlc_setup(world: World, p: Params) -> None:
    app = world["vlc"]
    app["videos"].extend(p["lengths"])
    app["_lengths"] = dict(p["lengths"])
    app["playlists"].update({p["playlist"]: list(p["on_list"]), p["other"]: list(p["on_other"])})


def _vlc_total(p: Params) -> int:
    return sum(p["lengths"][v] for v in p["on_list"])


def _songs_params(rng: random.Random) -> Params:
    """Eight songs, five on the playlist with two shorter than three minutes; a short one off the playlist."""
    while True:
        songs = rng.sample(SONGS, 8)
        lengths = dict(zip(songs, rng.sample(range(100, 400), 8)))
        playlist = rng.choice(_LISTS)
        on = songs[:5]
        p = {"lengths": lengths, "playlist": playlist, "on_list": on}
        if len(_short(p)) == 2 and any(lengths[s] < 180 for s in songs[5:]) and 180 not in lengths.values():
            return p


def _short(p: Params) -> list[str]:
    return [s for s in p["on_list"] if p["lengths"][s] < 180]


def _songs_setup(world: World, p: Params) -> None:
    world["music"]["songs"].update(p["lengths"])
    world["music"]["playlists"][p["playlist"]] = list(p["on_list"])


def _length_check(expected: str) -> Any:
    minutes, seconds = expected.split(":")
    return length_answer(int(minutes) * 60 + int(seconds))


PLAYER_JOBS = [
    _job(
        "VlcPlaylistLength",
        "vlc",
        lambda p: (
            f"What is the total length of my '{p['playlist']}' playlist in VLC? Answer in minutes and seconds (M:SS)."
        ),
        (
            lambda p: f"how long is my {p['playlist']} playlist in vlc, all together?",
            lambda p: f"vlc: total running time of the {p['playlist']} playlist?",
        ),
        _vlc_params,
        _vlc_setup,
        lambda w, p: f"{_vlc_total(p) // 60}:{_vlc_total(p) % 60:02d}",
        _length_check,
        lambda p: [("open", "VLC"), ("tap", "Playlists"), ("tap", p["playlist"])],
    ),
    _job(
        "RetroShortSongsOnPlaylist",
        "retro music",
        lambda p: (
            f"Which songs on my '{p['playlist']}' playlist in Retro Music are shorter than 3 minutes? Answer with "
            "their titles, comma-separated."
        ),
        (
            lambda p: f"retro music: which tracks on {p['playlist']} are under 3 min?",
            lambda p: f"what songs less than three minutes long are in my {p['playlist']} playlist?",
        ),
        _songs_params,
        _songs_setup,
        lambda w, p: ", ".join(_short(p)),
        _titles,
        lambda p: [("open", "Retro Music"), ("tap", "Playlists"), ("tap", p["playlist"])],
    ),
]

TEMPLATES: list[Template] = [*EXPENSE_JOBS, *CALENDAR_JOBS, *TASK_JOBS, *RECIPE_JOBS, *KEPT_JOBS, *PLAYER_JOBS]
