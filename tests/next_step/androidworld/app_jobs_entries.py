"""Entries made with several fields, as people ask for them: a note with a title and a body, several expenses
or contacts in one request, an event or a recipe with every field given, fields said in another unit or
format ("1h30", "half past two", "$1,250.50", "03/28/2030", "(212) 555-0143"). The edits are in
app_jobs_entry_edits.py. Our own jobs (``Template.ours``), judged on the world afterwards.
"""

from __future__ import annotations

import datetime
import random
from typing import Any

from .app_jobs import _job, _said
from .calendar_tasks import _pick_day
from .contacts_clock import LABELS
from .device import World
from .markor import EDITOR, NEW
from .markor import LABEL as MARKOR
from .markor_tasks import _add
from .records import EXPENSE, RECIPE, Row, add_ops, dollars
from .simple_calendar import LABEL as CALENDAR
from .simple_calendar import event
from .template import FIRST, LAST, TODAY, Params, phone_number

Ops = list[tuple[str, ...]]

# -- Markor ----------------------------------------------------------------------------------------------

_TITLES = ("Packing list", "Gift ideas", "Meeting notes", "Reading list", "Garden plan", "Weekend chores")
_BODIES = (
    "Passport, charger and the blue jacket.",
    "A scarf for Omar and a book for Lena.",
    "Ship the beta on Monday, then review.",
    "Dune, Middlemarch and The Overstory.",
    "Plant the beans after the last frost.",
    "Clean the gutters and fix the gate.",
)


def _note_params(rng: random.Random) -> Params:
    picks = rng.sample(range(len(_TITLES)), 3)
    return {"titles": [_TITLES[i] for i in picks], "bodies": [_BODIES[i] for i in picks]}


def _notes_added(n: int) -> Any:
    def expect(world: World, p: Params) -> None:
        for title, body in zip(p["titles"][:n], p["bodies"][:n], strict=True):
            _add(world, f"{title}.md", body)

    return expect


def _note_ops(p: Params, n: int) -> Ops:
    ops: Ops = [("open", MARKOR)]
    for title, body in zip(p["titles"][:n], p["bodies"][:n], strict=True):
        ops += [("tap", NEW), ("type", "Name", title), ("tap", "OK"), ("type", EDITOR, body), ("back",)]
    return [*ops, ("done",)]


def _two_notes(p: Params) -> str:
    return " and ".join(f'"{t}" with the text "{b}"' for t, b in zip(p["titles"][:2], p["bodies"][:2], strict=True))


MARKOR_JOBS = [
    _job(
        "MarkorCreateNoteTitleBody",
        "markor",
        "create",
        lambda p: (
            f'Create a new note in Markor titled "{p["titles"][0]}" whose body is: {p["bodies"][0]} '
            "Make sure the title is the note's name."
        ),
        _note_params,
        lambda p: _note_ops(p, 1),
        (
            lambda p: f"new markor note, title {p['titles'][0]}, and in it write {p['bodies'][0]}",
            lambda p: f"jot down in markor under the title {p['titles'][0]}: {p['bodies'][0]}",
        ),
        expect=_notes_added(1),
    ),
    _job(
        "MarkorCreateNotes",
        "markor",
        "create",
        lambda p: f"Create the following two notes in Markor: {_two_notes(p)}.",
        _note_params,
        lambda p: _note_ops(p, 2),
        (
            lambda p: (
                f"make two notes in markor: {p['titles'][0]} saying {p['bodies'][0]} "
                f"and {p['titles'][1]} saying {p['bodies'][1]}"
            ),
            lambda p: (
                f"markor - I need a note {p['titles'][0]} ({p['bodies'][0]}) and another one "
                f"{p['titles'][1]} ({p['bodies'][1]})"
            ),
        ),
        expect=_notes_added(2),
    ),
]

# -- Pro Expense ------------------------------------------------------------------------------------------

_BOUGHT = (
    ("Dentist bill", "Health Care"),
    ("Bus tickets", "Transportation"),
    ("Birthday dinner", "Food"),
    ("Theatre show", "Entertainment"),
    ("New sneakers", "Clothes"),
    ("Guitar course", "Education"),
    ("Charity run", "Donation"),
)
_NOTES = ("Paid by card", "Split with Omar", "Reimbursable", "Cash", "For the office")


def _spent_params(rng: random.Random) -> Params:
    rows = [
        {"name": name, "amount": rng.randint(3, 95) * 100 + rng.choice([0, 25, 50, 75]), "category": cat, "note": ""}
        for name, cat in rng.sample(_BOUGHT, 3)
    ]
    big = {**rows[0], "amount": rng.randint(1001, 2400) * 100 + rng.choice([50, 25, 99]), "note": rng.choice(_NOTES)}
    return {"rows": rows, "big": big}


def _with_commas(cents: int) -> str:
    return f"${cents / 100:,.2f}"


def _expense_ops(rows: list[Row]) -> Ops:
    ops: Ops = [("open", EXPENSE.label)]
    for row in rows:
        ops += add_ops(EXPENSE, row)
    return [*ops, ("done",)]


def _listed(rows: list[Row]) -> str:
    said = [f"{r['name']} for {dollars(r['amount'])} in {r['category']}" for r in rows]
    return "; ".join(said[:-1]) + f"; and {said[-1]}"


EXPENSE_JOBS = [
    _job(
        "ExpenseAddSeveral",
        "expense",
        "create",
        lambda p: f"Add the following expenses in Pro Expense: {_listed(p['rows'])}.",
        _spent_params,
        lambda p: _expense_ops(p["rows"]),
        (
            lambda p: (
                "pro expense: log these - "
                + ", ".join(f"{r['name'].lower()} {r['amount'] / 100:g} ({r['category'].lower()})" for r in p["rows"])
            ),
            lambda p: (
                "I spent "
                + ", ".join(f"{dollars(r['amount'])} on {r['name'].lower()} ({r['category']})" for r in p["rows"])
                + ", put them all in pro expense"
            ),
        ),
        expect=lambda w, p: w["expenses"].extend(dict(r) for r in p["rows"]),
    ),
    _job(
        "ExpenseAddWithNote",
        "expense",
        "create",
        lambda p: (
            f"Add an expense in Pro Expense with the name {p['big']['name']}, the amount "
            f"{_with_commas(p['big']['amount'])}, the category {p['big']['category']} and the note "
            f'"{p["big"]["note"]}". Make sure every field is filled in.'
        ),
        _spent_params,
        lambda p: _expense_ops([p["big"]]),
        (
            lambda p: (
                f"pro expense: {p['big']['name'].lower()}, {_with_commas(p['big']['amount'])}, "
                f"{p['big']['category'].lower()}, note it as {p['big']['note'].lower()}"
            ),
            lambda p: (
                f"record {_with_commas(p['big']['amount'])} for {p['big']['name']} under {p['big']['category']} "
                f"in pro expense with the note {p['big']['note']}"
            ),
        ),
        expect=lambda w, p: w["expenses"].append(dict(p["big"])),
    ),
]

# -- Simple Calendar Pro ----------------------------------------------------------------------------------

_EVENT_TITLES = ("Design review", "Tennis with Kofi", "School play", "Tax advisor", "Pottery class")
_DESCRIPTIONS = ("Bring the sketches", "Court 3", "Front row seats", "Take last year's forms", "Wear old clothes")
# (minutes past the hour, how a person says the time of day at that hour in the afternoon)
_DURATIONS = ((90, "1h30", "an hour and a half"), (45, "45 min", "three quarters of an hour"), (120, "2h", "two hours"))


def _event_params(rng: random.Random) -> Params:
    day = TODAY + datetime.timedelta(days=rng.randint(3, 40))
    minutes, short, spoken = rng.choice(_DURATIONS)
    return {
        "title": rng.choice(_EVENT_TITLES),
        "description": rng.choice(_DESCRIPTIONS),
        "day": day.isoformat(),
        "hour": rng.choice([13, 14, 15, 16]),
        "minutes": minutes,
        "short": short,
        "spoken": spoken,
        "repeat": rng.choice(["Weekly", "Monthly"]),
    }


def _half_past(p: Params) -> str:
    return f"half past {('one', 'two', 'three', 'four')[p['hour'] - 13]} in the afternoon"


def _start(p: Params) -> datetime.datetime:
    return datetime.datetime.combine(datetime.date.fromisoformat(p["day"]), datetime.time(p["hour"], 30))


def set_time(row: str, moment: datetime.datetime) -> Ops:
    return [
        ("tap", row),
        ("type", "Hour", f"{moment.hour:02d}"),
        ("type", "Minute", f"{moment.minute:02d}"),
        ("tap", "OK"),
    ]


def _full_event_ops(p: Params) -> Ops:
    start = _start(p)
    end = start + datetime.timedelta(minutes=p["minutes"])
    return [
        ("open", CALENDAR),
        ("tap", "New event"),
        ("type", "Title", p["title"]),
        ("type", "Description", p["description"]),
        ("tap", "Start date"),
        *_pick_day(start.date()),
        ("tap", "OK"),
        *set_time("Start time", start),  # the end moves with it, on the same day: only its time changes
        *set_time("End time", end),
        ("tap", "Repetition"),
        ("tap", p["repeat"]),
        ("tap", "Save"),
        ("done",),
    ]


def _event_added(world: World, p: Params) -> None:
    world["calendar"].append(
        event(p["title"], _start(p), p["minutes"], description=p["description"], repeat=p["repeat"])
    )


def _slashed(p: Params) -> str:
    return datetime.date.fromisoformat(p["day"]).strftime("%m/%d/%Y")


CALENDAR_JOBS = [
    _job(
        "CalendarCreateFullEvent",
        "calendar",
        "create",
        lambda p: (
            f'In Simple Calendar Pro, create an event titled "{p["title"]}" on {_slashed(p)} at {_half_past(p)}, '
            f'lasting {p["short"]}, with the description "{p["description"]}", repeating '
            f"{p['repeat'].lower()}. Make sure the title, time, duration, description and repetition are all set."
        ),
        _event_params,
        _full_event_ops,
        (
            lambda p: (
                f"calendar: {p['title']} on {_said(datetime.date.fromisoformat(p['day']))} at "
                f"{p['hour'] - 12}:30pm for {p['spoken']}, every {p['repeat'][:-2].lower()}, "
                f"description {p['description']}"
            ),
            lambda p: (
                f"put {p['title']} in simple calendar on {_slashed(p)}, {p['hour']}:30, {p['short']} long, "
                f"repeats {p['repeat'].lower()}, note: {p['description']}"
            ),
        ),
        expect=_event_added,
    ),
]

# -- Broccoli ---------------------------------------------------------------------------------------------

_DISHES = (
    ("Shakshuka", "Eggs in spiced tomato", "eggs, tomatoes, cumin", "Simmer the sauce, crack in the eggs."),
    ("Banana bread", "Moist and simple", "bananas, flour, butter", "Mash, mix and bake for an hour."),
    ("Pesto pasta", "Green and fresh", "basil, pine nuts, pasta", "Blend the pesto and toss it in."),
    ("Miso soup", "Light starter", "miso, tofu, seaweed", "Warm the broth and stir in the miso."),
)


def _dish_params(rng: random.Random) -> Params:
    title, description, ingredients, directions = rng.choice(_DISHES)
    n = rng.randint(2, 8)
    return {
        "row": {
            "title": title,
            "description": description,
            "servings": f"{n} servings",
            "preparationTime": f"{rng.choice([20, 35, 50])} mins",
            # (no article in it: "from a cooking blog" gives the source "cooking blog", as the people sets' "from a
            # magazine" gives "magazine")
            "source": rng.choice(["grandma", "cooking blog", "Chef Ana"]),
            "ingredients": ingredients,
            "directions": directions,
        },
        "n": n,
    }


RECIPE_JOBS = [
    _job(
        "RecipeAddFull",
        "broccoli",
        "create",
        lambda p: (
            f'Add a recipe in Broccoli titled "{p["row"]["title"]}" with the description '
            f'"{p["row"]["description"]}", {p["row"]["servings"]}, a preparation time of '
            f'{p["row"]["preparationTime"]}, the source "{p["row"]["source"]}", the ingredients '
            f'"{p["row"]["ingredients"]}" and the directions "{p["row"]["directions"]}".'
        ),
        _dish_params,
        lambda p: [("open", RECIPE.label), *add_ops(RECIPE, p["row"]), ("done",)],
        (
            lambda p: (
                f"save my {p['row']['title'].lower()} recipe in broccoli: {p['row']['description'].lower()}, "
                f"serves {p['n']}, takes {p['row']['preparationTime']}, from {p['row']['source']}. "
                f"you need {p['row']['ingredients']}. {p['row']['directions']}"
            ),
            lambda p: (
                f"broccoli new recipe {p['row']['title']} - ingredients: {p['row']['ingredients']}; "
                f"directions: {p['row']['directions']}; {p['row']['servings']}; prep "
                f"{p['row']['preparationTime']}; source {p['row']['source']}; "
                f"description {p['row']['description']}"
            ),
        ),
        expect=lambda w, p: w["recipes"].append(dict(p["row"])),
    ),
]

# -- Contacts ---------------------------------------------------------------------------------------------


def _people_params(rng: random.Random) -> Params:
    names = rng.sample([(f, s) for f in FIRST for s in LAST], 2)
    return {
        "people": [
            {"first": f, "last": s, "phone": phone_number(rng), "label": label}
            for (f, s), label in zip(names, rng.sample(LABELS[1:4], 2), strict=True)
        ]
    }


def _dotted(number: str) -> str:
    digits = number[-10:]
    return f"({digits[:3]}) {digits[3:6]}-{digits[6:]}"


def _contact_ops(people: list[Row]) -> Ops:
    ops: Ops = [("open", "Contacts")]
    for c in people:
        ops += [
            ("tap", "Create contact"),
            ("type", "First name", c["first"]),
            ("type", "Last name", c["last"]),
            ("type", "Phone", c["phone"]),
            ("tap", "Mobile Phone"),
            ("tap", c["label"]),
            ("tap", "Save"),
        ]
    return [*ops, ("done",)]


def _one(p: Params) -> Row:
    found: Row = p["people"][0]
    return found


CONTACT_JOBS = [
    _job(
        "ContactsAddWithLabel",
        "contacts",
        "create",
        lambda p: (
            f"Create a new contact for {_one(p)['first']} {_one(p)['last']} whose {_one(p)['label'].lower()} "
            f"number is {_dotted(_one(p)['phone'])}. Make sure the number is saved as a "
            f"{_one(p)['label']} number."
        ),
        _people_params,
        lambda p: _contact_ops(p["people"][:1]),
        (
            lambda p: (
                f"add {_one(p)['first']} {_one(p)['last']} to my contacts, "
                f"{_one(p)['label'].lower()} number {_dotted(_one(p)['phone'])}"
            ),
            lambda p: (
                f"save {_dotted(_one(p)['phone'])} as {_one(p)['first']} {_one(p)['last']}'s "
                f"{_one(p)['label'].lower()} phone"
            ),
        ),
        expect=lambda w, p: w["contacts"].append(dict(_one(p))),
    ),
    _job(
        "ContactsAddSeveral",
        "contacts",
        "create",
        lambda p: (
            "Add the following contacts: "
            + "; ".join(
                f"{c['first']} {c['last']} with the {c['label'].lower()} number {c['phone']}" for c in p["people"]
            )
            + "."
        ),
        _people_params,
        lambda p: _contact_ops(p["people"]),
        (
            lambda p: (
                "save these people in contacts: "
                + ", ".join(
                    f"{c['first']} {c['last']} {_dotted(c['phone'])} ({c['label'].lower()})" for c in p["people"]
                )
            ),
            lambda p: (
                "new contacts please - "
                + " and ".join(f"{c['first']} {c['last']}, {c['label'].lower()}: {c['phone']}" for c in p["people"])
            ),
        ),
        expect=lambda w, p: w["contacts"].extend(dict(c) for c in p["people"]),
    ),
]

TEMPLATES = [*MARKOR_JOBS, *EXPENSE_JOBS, *CALENDAR_JOBS, *RECIPE_JOBS, *CONTACT_JOBS]
