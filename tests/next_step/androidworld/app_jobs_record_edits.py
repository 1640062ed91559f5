"""Edits people make to the records they keep, beyond one field by its name: a note renamed and rewritten at
once, one line of a note replaced, an expense's note or two of its fields, a recipe's directions, an event moved
to another day or given a place, a contact's number changed or an email added, a task ticked off. Our own jobs
(``Template.ours``), judged on the world afterwards: a field changed that was not asked for fails.
"""

from __future__ import annotations

import datetime
import random
from typing import Any

from .app_jobs import _job, _said
from .device import World
from .markor import EDITOR
from .markor import LABEL as MARKOR
from .markor_tasks import _add, _note
from .records import EXPENSE, RECIPE, Row, dollars
from .simple_calendar import LABEL as CALENDAR
from .simple_calendar import event
from .template import FIRST, LAST, TODAY, Params, phone_number

Ops = list[tuple[str, ...]]

# -- Markor ----------------------------------------------------------------------------------------------

_OLD_NAMES = ("draft_14.md", "notes_31.md", "untitled_7.md", "scratch_52.md")
_NEW_NAMES = ("trip_plan.md", "book_list.md", "party_menu.md", "garden_todo.md")
_TEXTS = (
    "Leave at six, pick up Omar on the way.",
    "Read Piranesi, then start Middlemarch.",
    "Soup, two salads and a lemon tart.",
    "Prune the roses and turn the compost.",
)


def _rename_params(rng: random.Random) -> Params:
    i = rng.randrange(len(_TEXTS))
    return {"old": rng.choice(_OLD_NAMES), "new": _NEW_NAMES[i], "text": _TEXTS[i], "before": "todo: fill in"}


def _renamed_rewritten(world: World, p: Params) -> None:
    note = _note(world, p["old"])
    note["path"], note["text"] = p["new"], p["text"]


# Lines long enough that the note with the old line is not fuzzily the note with the new one.
_LINES = (
    ("Dentist on Tuesday", "Dentist moved to Friday at noon"),
    ("Pay the gas bill", "Pay the water bill and the gas bill"),
    ("Return the drill", "Return the drill and the ladder to Kofi"),
    ("Book the ferry", "Book the night ferry to Tallinn"),
)
_OTHER_LINES = ("Buy stamps", "Call grandma", "Renew the library card", "Fix the bike light")


def _line_params(rng: random.Random) -> Params:
    old, new = rng.choice(_LINES)
    others = rng.sample(_OTHER_LINES, 2)
    at = rng.randrange(3)
    lines = [*others[:at], old, *others[at:]]
    return {
        "file_name": f"{rng.choice(['week', 'errands', 'list'])}_{rng.randint(10, 99)}.md",
        "old": old,
        "new": new,
        "lines": lines,
    }


def _with_line(p: Params, line: str) -> str:
    return "\n".join(line if each == p["old"] else each for each in p["lines"])


MARKOR_JOBS = [
    _job(
        "MarkorRenameAndRewrite",
        "markor",
        "edit",
        lambda p: f'In Markor, rename the note {p["old"]} to {p["new"]} and change its text to "{p["text"]}".',
        _rename_params,
        lambda p: [
            ("open", MARKOR),
            ("tap", p["old"]),
            ("type", EDITOR, p["text"]),
            ("tap", "More options"),
            ("tap", "Rename"),
            ("type", "Name", p["new"]),
            ("tap", "OK"),
            ("back",),
            ("done",),
        ],
        (
            lambda p: f"markor: {p['old']} should be called {p['new']} and just say {p['text']}",
            lambda p: f"rewrite my markor note {p['old']} as: {p['text']} Then rename it {p['new']}.",
        ),
        setup=lambda w, p: _add(w, p["old"], p["before"]),
        expect=_renamed_rewritten,
    ),
    _job(
        "MarkorReplaceLine",
        "markor",
        "edit",
        lambda p: f'In Markor, replace the line "{p["old"]}" with "{p["new"]}" in {p["file_name"]}.',
        _line_params,
        lambda p: [
            ("open", MARKOR),
            ("tap", p["file_name"]),
            ("type", EDITOR, _with_line(p, p["new"])),
            ("back",),
            ("done",),
        ],
        (
            lambda p: f"in {p['file_name']} (markor) the line {p['old']} should now read {p['new']}",
            lambda p: f"markor {p['file_name']}: change '{p['old']}' to '{p['new']}', leave the other lines",
        ),
        setup=lambda w, p: _add(w, p["file_name"], _with_line(p, p["old"])),
        expect=lambda w, p: _note(w, p["file_name"]).__setitem__("text", _with_line(p, p["new"])),
    ),
]

# -- Pro Expense ------------------------------------------------------------------------------------------

_LEDGER = (
    ("Cinema", "Entertainment"),
    ("Bakery", "Food"),
    ("Taxi home", "Transportation"),
    ("Gym month", "Health Care"),
)
_LEDGER += (("Flowers", "Social"), ("Phone case", "Clothes"))
_NOTES = ("Paid by Omar", "Reimbursed by work", "Split three ways", "Birthday gift")


def _ledger_params(rng: random.Random) -> Params:
    rows = [
        {"name": name, "amount": rng.randint(5, 90) * 100 + 40, "category": cat, "note": rng.choice(["", "Card"])}
        for name, cat in rng.sample(_LEDGER, 4)
    ]
    target = rng.randrange(4)
    return {
        "rows": rows,
        "target": target,
        "note": rng.choice(_NOTES),
        "amount": rng.randint(5, 90) * 100 + 75,
        "category": rng.choice([c for c in ("Food", "Social", "Others", "Education") if c != rows[target]["category"]]),
    }


def _row(p: Params) -> Row:
    found: Row = p["rows"][p["target"]]
    return found


def _expense_changed(**changes: Any) -> Any:
    def expect(world: World, p: Params) -> None:
        row = next(r for r in world["expenses"] if r == _row(p))
        row.update({key: p[value] for key, value in changes.items()})

    return expect


def _edit_expense(p: Params, *change: tuple[str, ...]) -> Ops:
    return [("open", EXPENSE.label), ("tap", _row(p)["name"]), ("tap", "Edit"), *change, ("tap", "Save"), ("done",)]


EXPENSE_JOBS = [
    _job(
        "ExpenseEditNote",
        "expense",
        "edit",
        lambda p: f'In Pro Expense, set the note of the expense {_row(p)["name"]} to "{p["note"]}".',
        _ledger_params,
        lambda p: _edit_expense(p, ("type", "Note", p["note"])),
        (
            lambda p: f"pro expense: add the note '{p['note']}' to the {_row(p)['name']} expense",
            lambda p: f"the {_row(p)['name'].lower()} expense in pro expense needs a note: {p['note']}",
        ),
        setup=lambda w, p: w["expenses"].extend(dict(r) for r in p["rows"]),
        expect=_expense_changed(note="note"),
    ),
    _job(
        "ExpenseEditAmountAndCategory",
        "expense",
        "edit",
        lambda p: (
            f"Edit the expense {_row(p)['name']} in Pro Expense: its amount should be {dollars(p['amount'])} and "
            f"its category {p['category']}."
        ),
        _ledger_params,
        lambda p: _edit_expense(
            p, ("type", "Amount", f"{p['amount'] / 100:.2f}"), ("tap", "Category"), ("tap", p["category"])
        ),
        (
            lambda p: (
                f"fix my {_row(p)['name'].lower()} expense in pro expense - amount {p['amount'] / 100:.2f}, "
                f"category {p['category'].lower()}"
            ),
            lambda p: (
                f"pro expense: change {_row(p)['name']} to {dollars(p['amount'])} and put it under {p['category']}"
            ),
        ),
        setup=lambda w, p: w["expenses"].extend(dict(r) for r in p["rows"]),
        expect=_expense_changed(amount="amount", category="category"),
    ),
]

# -- Broccoli ---------------------------------------------------------------------------------------------

_DISHES = (("Chili", "Smoky and hot"), ("Pancakes", "Sunday breakfast"), ("Risotto", "Creamy rice"))
_DIRECTIONS = (
    "Brown the onions, add everything else and simmer for an hour.",
    "Whisk the batter, rest it ten minutes, fry in butter.",
    "Toast the rice, add stock a ladle at a time, stir often.",
)


def _cookbook_params(rng: random.Random) -> Params:
    rows = [
        {
            "title": title,
            "description": description,
            "servings": f"{rng.randint(2, 6)} servings",
            "preparationTime": f"{rng.choice([15, 30, 40])} mins",
            "source": "",
            "ingredients": "see notes",
            "directions": "Cook it.",
        }
        for title, description in _DISHES
    ]
    target = rng.randrange(3)
    return {"rows": rows, "target": target, "directions": _DIRECTIONS[target]}


def _dish(p: Params) -> Row:
    found: Row = p["rows"][p["target"]]
    return found


RECIPE_JOBS = [
    _job(
        "RecipeEditDirections",
        "broccoli",
        "edit",
        lambda p: f'Change the directions of the recipe "{_dish(p)["title"]}" in Broccoli to "{p["directions"]}"',
        _cookbook_params,
        lambda p: [
            ("open", RECIPE.label),
            ("tap", _dish(p)["title"]),
            ("tap", "More options"),
            ("tap", "Edit"),
            ("type", "Directions", p["directions"]),
            ("tap", "Save"),
            ("done",),
        ],
        (
            lambda p: f"broccoli: new directions for my {_dish(p)['title'].lower()} recipe - {p['directions']}",
            lambda p: f"in broccoli, the {_dish(p)['title']} directions should be: {p['directions']}",
        ),
        setup=lambda w, p: w["recipes"].extend(dict(r) for r in p["rows"]),
        expect=lambda w, p: next(r for r in w["recipes"] if r == _dish(p)).__setitem__("directions", p["directions"]),
    ),
]

# -- Simple Calendar Pro ----------------------------------------------------------------------------------

_TITLES = ("Team sync", "Book club", "Piano lesson", "Car service", "Tax advisor")
_PLACES = ("City library", "Room 12", "Cafe Lumen", "Main street garage")


def _agenda_params(rng: random.Random) -> Params:
    day, other = rng.sample(range(3, 20), 2)
    return {
        "title": rng.choice(_TITLES),
        "day": (TODAY + datetime.timedelta(days=day)).isoformat(),
        "new_day": (TODAY + datetime.timedelta(days=other)).isoformat(),
        "hour": rng.choice([9, 10, 14, 16]),
        "place": rng.choice(_PLACES),
    }


def _at(p: Params, day: str = "day") -> datetime.datetime:
    return datetime.datetime.combine(datetime.date.fromisoformat(p[day]), datetime.time(p["hour"]))


def _date(p: Params, day: str = "day") -> str:
    return _said(datetime.date.fromisoformat(p[day]))


def _the(world: World, p: Params) -> dict[str, Any]:
    found: dict[str, Any] = next(e for e in world["calendar"] if e["title"] == p["title"])
    return found


def _edit_event(p: Params, *change: tuple[str, ...]) -> Ops:
    months = (datetime.date.fromisoformat(p["day"]).month - TODAY.month) % 12
    return [("open", CALENDAR), *[("tap", "Next month")] * months, ("tap", p["title"]), *change, ("tap", "Save")]


def _month_of(p: Params, day: str) -> list[tuple[str, ...]]:
    """The date picker opens on the event's month: the picks counted from there."""
    start = datetime.date.fromisoformat(p["day"])
    target = datetime.date.fromisoformat(p[day])
    steps = (target.year - start.year) * 12 + target.month - start.month
    return [("tap", "Next month" if steps > 0 else "Previous month")] * abs(steps) + [
        ("tap", f"{target.day} {target:%B %Y}")
    ]


def _agenda(world: World, p: Params) -> None:
    world["calendar"].append(event(p["title"], _at(p), 60, description="Booked online"))


CALENDAR_JOBS = [
    _job(
        "CalendarMoveEventDay",
        "calendar",
        "edit",
        lambda p: (
            f'Move the event "{p["title"]}" from {_date(p)} to {_date(p, "new_day")} in Simple Calendar Pro, '
            "keeping its time."
        ),
        _agenda_params,
        lambda p: [
            *_edit_event(p, ("tap", "Start date"), *_month_of(p, "new_day"), ("tap", "OK")),
            ("done",),
        ],
        (
            lambda p: f"push my {p['title'].lower()} to {_date(p, 'new_day')}, same time (simple calendar)",
            lambda p: f"simple calendar: {p['title']} is on {_date(p, 'new_day')} now, not {_date(p)}",
        ),
        setup=_agenda,
        expect=lambda w, p: _the(w, p).__setitem__("start", _at(p, "new_day").strftime("%Y-%m-%d %H:%M")),
    ),
    _job(
        "CalendarSetLocation",
        "calendar",
        "edit",
        lambda p: f'Set the location of the event "{p["title"]}" to "{p["place"]}" in Simple Calendar Pro.',
        _agenda_params,
        lambda p: [*_edit_event(p, ("type", "Location", p["place"])), ("done",)],
        (
            lambda p: f"{p['title'].lower()} is at {p['place']} now, update it in simple calendar",
            lambda p: f"simple calendar: {p['title']} on {_date(p)} takes place in {p['place']}",
        ),
        setup=_agenda,
        expect=lambda w, p: _the(w, p).__setitem__("location", p["place"]),
    ),
]


def _day_of_two(world: World, p: Params) -> None:
    """The event and another on the same day: deleting the day's every event fails the job."""
    _agenda(world, p)
    sibling = _at(p).replace(hour=p["hour"] + 3)
    world["calendar"].append(event(p["other"], sibling, 45, description="Keep this one"))


def _one_of_day_params(rng: random.Random) -> Params:
    params = _agenda_params(rng)
    params["other"] = rng.choice([t for t in _TITLES if t != params["title"]])
    return params


CALENDAR_JOBS.append(
    _job(
        "CalendarDeleteOneOfDay",
        "calendar",
        "delete",
        lambda p: (
            f'Delete the event "{p["title"]}" on {_date(p)} from Simple Calendar Pro; keep the other events of that day.'
        ),
        _one_of_day_params,
        lambda p: [*_edit_event(p)[:-1], ("tap", "Delete"), ("tap", "Delete"), ("done",)],
        (
            lambda p: f"remove {p['title']} from my calendar on {_date(p)}",
            lambda p: f"{p['title'].lower()} on {_date(p)} is cancelled, take it off the calendar",
            lambda p: f"cancel {p['title']} on {_date(p)} at {p['hour']}",
        ),
        setup=_day_of_two,
        expect=lambda w, p: w["calendar"].remove(_the(w, p)),
        events=lambda p: [("delete", p["title"])],
    )
)

# -- Contacts ---------------------------------------------------------------------------------------------


def _person_params(rng: random.Random) -> Params:
    first, last = rng.choice(FIRST), rng.choice(LAST)
    number = phone_number(rng)
    return {
        "first": first,
        "last": last,
        "phone": phone_number(rng),
        "new_phone": number,
        "email": f"{first.lower()}.{last.lower()}@{rng.choice(['mail.com', 'post.net', 'inbox.org'])}",
    }


def _dashed(number: str) -> str:
    digits = number[-10:]
    return f"{digits[:3]}-{digits[3:6]}-{digits[6:]}"


def _person(world: World, p: Params) -> None:
    world["contacts"].append({"first": p["first"], "last": p["last"], "phone": p["phone"], "label": "Mobile"})


def _them(world: World, p: Params) -> dict[str, str]:
    found: dict[str, str] = next(c for c in world["contacts"] if c["first"] == p["first"] and c["last"] == p["last"])
    return found


def _edit_contact(p: Params, *change: tuple[str, ...]) -> Ops:
    who = f"{p['first']} {p['last']}"
    return [("open", "Contacts"), ("tap", who), ("tap", "Edit contact"), *change, ("tap", "Save"), ("done",)]


CONTACT_JOBS = [
    _job(
        "ContactsChangeNumber",
        "contacts",
        "edit",
        lambda p: f"Change the phone number of {p['first']} {p['last']} to {p['new_phone']} in Contacts.",
        _person_params,
        lambda p: _edit_contact(p, ("type", "Phone", p["new_phone"])),
        (
            lambda p: f"{p['first']} {p['last']} has a new number, {_dashed(p['new_phone'])} - update my contacts",
            lambda p: f"update {p['first']}'s number in contacts ({p['first']} {p['last']}) to {p['new_phone'][2:]}",
        ),
        setup=_person,
        expect=lambda w, p: _them(w, p).__setitem__("phone", p["new_phone"]),
    ),
    _job(
        "ContactsAddEmail",
        "contacts",
        "edit",
        lambda p: f"Add the email address {p['email']} to the contact {p['first']} {p['last']}.",
        _person_params,
        lambda p: _edit_contact(p, ("type", "Email", p["email"])),
        (
            lambda p: f"contacts: {p['first']} {p['last']}'s email is {p['email']}",
            lambda p: f"save {p['email']} as the email of {p['first']} {p['last']} in my contacts",
        ),
        setup=_person,
        expect=lambda w, p: _them(w, p).__setitem__("email", p["email"]),
    ),
]

# -- Tasks ------------------------------------------------------------------------------------------------

_CHORES = ("Buy printer ink", "Email the landlord", "Water the plants", "Book flights", "Clean the fridge")


def _chores_params(rng: random.Random) -> Params:
    titles = rng.sample(_CHORES, 3)
    tasks = [
        {
            "title": t,
            "due": (TODAY + datetime.timedelta(days=rng.randint(0, 6))).isoformat(),
            "priority": rng.choice(["High", "Medium", "Low"]),
            "done": False,
        }
        for t in titles
    ]
    return {"tasks": tasks, "target": rng.randrange(3)}


def _chore(p: Params) -> str:
    return str(p["tasks"][p["target"]]["title"])


TASK_JOBS = [
    _job(
        "TasksMarkDone",
        "tasks",
        "edit",
        lambda p: f'Mark the task "{_chore(p)}" as completed in the Tasks app.',
        _chores_params,
        lambda p: [("open", "Tasks"), ("tap", _chore(p)), ("done",)],
        (
            lambda p: f"tick off {_chore(p).lower()} in tasks",
            lambda p: f"I did '{_chore(p)}' already, check it off in my Tasks app",
        ),
        setup=lambda w, p: w["tasks"].extend(dict(t) for t in p["tasks"]),
        expect=lambda w, p: next(t for t in w["tasks"] if t["title"] == _chore(p)).__setitem__("done", True),
    ),
]

TEMPLATES = [*MARKOR_JOBS, *EXPENSE_JOBS, *RECIPE_JOBS, *CALENDAR_JOBS, *CONTACT_JOBS, *TASK_JOBS]
