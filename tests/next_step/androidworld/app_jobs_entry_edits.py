"""One field of an existing entry changed, the entry chosen by another of its fields ("the expense of $42.50",
"the event on March 28", "the recipe with 4 servings"), the other fields kept: a note's text rewritten, an
expense's category or name, an event moved, lengthened or made to repeat, a recipe renamed or its servings
changed. Our own jobs (``Template.ours``), judged on the world afterwards: a changed field too many fails.
"""

from __future__ import annotations

import datetime
import random
from typing import Any

from .app_jobs import _job, _said
from .app_jobs_entries import set_time
from .device import World
from .markor import EDITOR
from .markor import LABEL as MARKOR
from .markor_tasks import _add, _note
from .records import CATEGORIES, EXPENSE, RECIPE, Row, dollars
from .simple_calendar import LABEL as CALENDAR
from .simple_calendar import event
from .template import TODAY, Params, hour_spoken

Ops = list[tuple[str, ...]]

# -- Markor ----------------------------------------------------------------------------------------------

_REWRITES = (
    ("Pack the tent", "Pack the tent and the two sleeping bags."),
    ("Call the bank", "Call the bank before noon about the card."),
    ("Buy flour", "Buy flour, yeast and a bag of rye."),
    ("Email Priya", "Email Priya the slides and the budget."),
)


def _rewrite_params(rng: random.Random) -> Params:
    old, new = rng.choice(_REWRITES)
    return {
        "file_name": f"{rng.choice(['plans', 'errands', 'weekend', 'reminders'])}_{rng.randint(10, 99)}.md",
        "old": old,
        "new": new,
    }


MARKOR_JOBS = [
    _job(
        "MarkorRewriteNote",
        "markor",
        "edit",
        lambda p: (
            f'In Markor, change the text of the note {p["file_name"]} to "{p["new"]}". '
            "Make sure the note keeps its name and no other note is changed."
        ),
        _rewrite_params,
        lambda p: [("open", MARKOR), ("tap", p["file_name"]), ("type", EDITOR, p["new"]), ("back",), ("done",)],
        (
            lambda p: f"markor: {p['file_name']} should now just say {p['new']}",
            lambda p: f"replace everything in my note {p['file_name']} with: {p['new']} (markor)",
        ),
        setup=lambda w, p: _add(w, p["file_name"], p["old"]),
        expect=lambda w, p: _note(w, p["file_name"]).__setitem__("text", p["new"]),
    ),
]

# -- Pro Expense ------------------------------------------------------------------------------------------

_ROWS = (("Bus pass", "Transportation"), ("Cinema", "Entertainment"), ("Bakery", "Food"), ("Phone case", "Clothes"))
_ROWS += (("Gym month", "Health Care"), ("Flowers", "Social"))
_RENAMES = ("Lunch with Ines", "Museum tickets", "Parking", "Haircut")


def _ledger_params(rng: random.Random) -> Params:
    amounts = rng.sample(range(5, 95), 4)
    rows = [
        {"name": name, "amount": a * 100 + 50, "category": cat, "note": rng.choice(["", "Cash", "Card"])}
        for (name, cat), a in zip(rng.sample(_ROWS, 4), amounts, strict=True)
    ]
    target = rng.randrange(4)
    category = rng.choice([c for c in CATEGORIES[2:] if c != rows[target]["category"]])
    return {"rows": rows, "target": target, "category": category, "new_name": rng.choice(_RENAMES)}


def _row(p: Params) -> Row:
    found: Row = p["rows"][p["target"]]
    return found


def _ledger(world: World, p: Params) -> None:
    world["expenses"].extend(dict(r) for r in p["rows"])


def _changed(key: str, value_of: Any) -> Any:
    def expect(world: World, p: Params) -> None:
        next(r for r in world["expenses"] if r == _row(p))[key] = value_of(p)

    return expect


def _edit_expense(p: Params, *change: tuple[str, ...]) -> Ops:
    return [("open", EXPENSE.label), ("tap", _row(p)["name"]), ("tap", "Edit"), *change, ("tap", "Save"), ("done",)]


EXPENSE_JOBS = [
    _job(
        "ExpenseEditCategory",
        "expense",
        "edit",
        lambda p: (
            f"Change the category of the expense named {_row(p)['name']} to {p['category']} in Pro Expense, "
            "without changing anything else."
        ),
        _ledger_params,
        lambda p: _edit_expense(p, ("tap", "Category"), ("tap", p["category"])),
        (
            lambda p: f"{_row(p)['name'].lower()} should be under {p['category'].lower()} in pro expense",
            lambda p: f"pro expense: move {_row(p)['name']} to the {p['category']} category",
        ),
        setup=_ledger,
        expect=_changed("category", lambda p: p["category"]),
    ),
    _job(
        "ExpenseRenameByAmount",
        "expense",
        "edit",
        lambda p: (
            f'In Pro Expense, rename the expense of {dollars(_row(p)["amount"])} to "{p["new_name"]}". '
            "Make sure its amount, category and note stay the same."
        ),
        _ledger_params,
        lambda p: _edit_expense(p, ("type", "Name", p["new_name"])),
        (
            lambda p: f"the {dollars(_row(p)['amount'])} expense in pro expense is really {p['new_name']}, rename it",
            lambda p: f"pro expense: call the one for {_row(p)['amount'] / 100:g} dollars {p['new_name']}",
        ),
        setup=_ledger,
        expect=_changed("name", lambda p: p["new_name"]),
    ),
]

# -- Simple Calendar Pro ----------------------------------------------------------------------------------

_TITLES = ("Dentist appointment", "Team sync", "Yoga class", "Book club", "Car service", "Piano lesson")


def _agenda_params(rng: random.Random) -> Params:
    days = sorted(rng.sample(range(3, 14), 2))
    hour = rng.choice([9, 10, 11])
    return {
        "title": rng.choice(_TITLES),
        "day": (TODAY + datetime.timedelta(days=days[0])).isoformat(),
        "other_day": (TODAY + datetime.timedelta(days=days[1])).isoformat(),
        "other": "Lunch with Sam",
        "hour": hour,
        "new_hour": rng.choice([15, 16, 17]),
        "minutes": rng.choice([30, 45]),
        "new_minutes": rng.choice([90, 120]),
    }


# The days the calendar already has an event on (simple_calendar.py's own agenda).
_BUSY = frozenset({"2030-03-18", "2030-03-22"})


def _free_day_params(rng: random.Random) -> Params:
    """As ``_agenda_params``, with the event on a day it has to itself: "the event on <day>" is then one event."""
    p = _agenda_params(rng)
    day = datetime.date.fromisoformat(p["day"])
    while day.isoformat() in _BUSY or day.isoformat() == p["other_day"]:
        day += datetime.timedelta(days=1)
    return {**p, "day": day.isoformat()}


def _at(p: Params, day: str = "day") -> datetime.datetime:
    return datetime.datetime.combine(datetime.date.fromisoformat(p[day]), datetime.time(p["hour"]))


def _agenda(world: World, p: Params) -> None:
    world["calendar"].append(event(p["title"], _at(p), p["minutes"], description="Booked online"))
    world["calendar"].append(event(p["other"], _at(p, "other_day"), 60))


def _the(world: World, p: Params) -> dict[str, Any]:
    found: dict[str, Any] = next(e for e in world["calendar"] if e["title"] == p["title"])
    return found


def _day(p: Params) -> str:
    return _said(datetime.date.fromisoformat(p["day"]))


def _edit_event(p: Params, *change: tuple[str, ...]) -> Ops:
    months = (datetime.date.fromisoformat(p["day"]).month - TODAY.month) % 12
    return [
        ("open", CALENDAR),
        *[("tap", "Next month")] * months,
        ("tap", p["title"]),
        *change,
        ("tap", "Save"),
        ("done",),
    ]


def _end(p: Params) -> datetime.datetime:
    return _at(p) + datetime.timedelta(minutes=p["new_minutes"])


CALENDAR_JOBS = [
    _job(
        "CalendarMoveEventOnDay",
        "calendar",
        "edit",
        lambda p: (
            f"Move the event on {_day(p)} to {hour_spoken(p['new_hour'])} in Simple Calendar Pro, keeping its "
            "date, duration and everything else."
        ),
        _free_day_params,
        lambda p: _edit_event(p, *set_time("Start time", _at(p).replace(hour=p["new_hour"]))),
        (
            lambda p: f"whatever I have on {_day(p)} in my calendar, push it to {hour_spoken(p['new_hour'])}",
            lambda p: f"simple calendar: the {_day(p)} event should start at {p['new_hour']}:00 instead",
        ),
        setup=_agenda,
        expect=lambda w, p: _the(w, p).__setitem__(
            "start", _at(p).replace(hour=p["new_hour"]).strftime("%Y-%m-%d %H:%M")
        ),
    ),
    _job(
        "CalendarChangeDuration",
        "calendar",
        "edit",
        lambda p: (
            f'In Simple Calendar Pro, make the event "{p["title"]}" on {_day(p)} last {p["new_minutes"]} minutes, '
            "keeping its start time."
        ),
        _agenda_params,
        lambda p: _edit_event(p, *set_time("End time", _end(p))),
        (
            lambda p: (
                f"my {p['title'].lower()} on {_day(p)} will take {p['new_minutes'] // 60}h"
                f"{p['new_minutes'] % 60 or ''}, update the calendar"
            ),
            lambda p: f"simple calendar: extend {p['title']} to {p['new_minutes'] / 60:g} hours",
        ),
        setup=_agenda,
        expect=lambda w, p: _the(w, p).__setitem__("minutes", p["new_minutes"]),
    ),
    _job(
        "CalendarRepeatEvent",
        "calendar",
        "edit",
        lambda p: (
            f'Make the event "{p["title"]}" on {_day(p)} repeat weekly in Simple Calendar Pro, without changing '
            "anything else about it."
        ),
        _agenda_params,
        lambda p: _edit_event(p, ("tap", "Repetition"), ("tap", "Weekly")),
        (
            lambda p: f"{p['title'].lower()} should happen every week, set that in simple calendar",
            lambda p: f"calendar: repeat {p['title']} weekly",
        ),
        setup=_agenda,
        expect=lambda w, p: _the(w, p).__setitem__("repeat", "Weekly"),
    ),
]

# -- Broccoli ---------------------------------------------------------------------------------------------

_DISHES = (("Chili", "Smoky and hot"), ("Pancakes", "Sunday breakfast"), ("Caesar salad", "Crisp lunch"))
_DISHES += (("Risotto", "Creamy rice"),)
_OWN_SERVINGS = 4  # records_tasks.initial's Lentil soup
_NEW_TITLES = ("Family chili", "Fluffy pancakes", "Quick caesar", "Mushroom risotto")


def _cookbook_params(rng: random.Random) -> Params:
    while True:
        servings = rng.sample(range(1, 9), 3)
        rows = [
            {
                "title": title,
                "description": description,
                "servings": f"{n} servings",
                "preparationTime": f"{rng.choice([15, 30, 40])} mins",
                "source": "",
                "ingredients": "see notes",
                "directions": "Cook it.",
            }
            for (title, description), n in zip(rng.sample(_DISHES, 3), servings, strict=True)
        ]
        target = rng.randrange(3)
        # The world's own recipe serves 4: a target serving 4 too would be one of two the request fits.
        if servings[target] != _OWN_SERVINGS:
            break
    return {
        "rows": rows,
        "target": target,
        "n": servings[target],
        "new_name": rng.choice(_NEW_TITLES),
        "new_n": rng.choice([n for n in (6, 10, 12) if n not in servings]),
    }


def _dish(p: Params) -> Row:
    found: Row = p["rows"][p["target"]]
    return found


def _recipe_changed(key: str, value_of: Any) -> Any:
    def expect(world: World, p: Params) -> None:
        next(r for r in world["recipes"] if r == _dish(p))[key] = value_of(p)

    return expect


def _edit_recipe(p: Params, *change: tuple[str, ...]) -> Ops:
    return [
        ("open", RECIPE.label),
        ("tap", _dish(p)["title"]),
        ("tap", "More options"),
        ("tap", "Edit"),
        *change,
        ("tap", "Save"),
        ("done",),
    ]


RECIPE_JOBS = [
    _job(
        "RecipeRenameByServings",
        "broccoli",
        "edit",
        lambda p: f'Rename the recipe with {p["n"]} servings to "{p["new_name"]}" in the Broccoli app.',
        _cookbook_params,
        lambda p: _edit_recipe(p, ("type", "Title", p["new_name"])),
        (
            lambda p: f"broccoli: the recipe that serves {p['n']} should be called {p['new_name']}",
            lambda p: f"change the name of my {p['n']}-serving recipe to {p['new_name']} (broccoli)",
        ),
        setup=lambda w, p: w["recipes"].extend(dict(r) for r in p["rows"]),
        expect=_recipe_changed("title", lambda p: p["new_name"]),
    ),
    _job(
        "RecipeEditServings",
        "broccoli",
        "edit",
        lambda p: (
            f'Change the servings of the recipe "{_dish(p)["title"]}" to {p["new_n"]} servings in Broccoli, '
            "without changing anything else."
        ),
        _cookbook_params,
        lambda p: _edit_recipe(p, ("type", "Servings", f"{p['new_n']} servings")),
        (
            lambda p: (
                f"my {_dish(p)['title'].lower()} recipe should make {p['new_n']} servings now, fix it in broccoli"
            ),
            lambda p: f"broccoli: {_dish(p)['title']} is {p['new_n']} servings, not {_dish(p)['servings']}",
        ),
        setup=lambda w, p: w["recipes"].extend(dict(r) for r in p["rows"]),
        expect=_recipe_changed("servings", lambda p: f"{p['new_n']} servings"),
    ),
]

TEMPLATES = [*MARKOR_JOBS, *EXPENSE_JOBS, *CALENDAR_JOBS, *RECIPE_JOBS]
