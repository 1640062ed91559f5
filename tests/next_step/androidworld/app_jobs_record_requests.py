"""Requests people make of the records they keep that no earlier job asked: a line added at the end or the top
of a note, a note moved out of one folder into another, two named records deleted in one request (notes,
expenses), what a kind of expense came to in total, a task created with a due date and notes, a recipe's time
changed (the calendar's: app_jobs_event_requests.py). Our own
jobs (``Template.ours``), judged on the world afterwards (a record touched that was not named fails).
"""

from __future__ import annotations

import datetime
import random

from .app_jobs import _job, _said
from .app_jobs_questions import _job as _question
from .app_jobs_questions import _number
from .device import World
from .markor import EDITOR
from .markor import LABEL as MARKOR
from .markor_tasks import _add, _note
from .records import EXPENSE, RECIPE, delete_ops
from .template import TODAY, Params

Ops = list[tuple[str, ...]]

# -- Markor ----------------------------------------------------------------------------------------------

_BODIES = (
    ("Milk\nBread\nApples", "Coffee filters"),
    ("Pack the tent\nCharge the lamp", "Buy firewood"),
    ("Call the vet\nBook the plumber", "Renew the car tax"),
    ("Chapter one done\nChapter two drafted", "Send draft to Ines"),
)
_NAMES = ("groceries", "camping", "errands", "novel", "weekend", "list")


def _line_params(rng: random.Random) -> Params:
    body, line = rng.choice(_BODIES)
    return {"file_name": f"{rng.choice(_NAMES)}_{rng.randint(10, 99)}.md", "body": body, "line": line}


def _markor_two_params(rng: random.Random) -> Params:
    first, second, third = rng.sample(_NAMES, 3)
    n = rng.randint(10, 99)
    return {"a": f"{first}_{n}.md", "b": f"{second}_{n + 1}.md", "keep": f"{third}_{n + 2}.md"}


def _two_notes(world: World, p: Params) -> None:
    for name in ("a", "b", "keep"):
        _add(world, p[name], f"notes for {p[name][:-3]}")


def _drop_two(world: World, p: Params) -> None:
    world["markor"]["notes"] = [n for n in world["markor"]["notes"] if n["path"] not in (p["a"], p["b"])]


def _move_params(rng: random.Random) -> Params:
    return {"file_name": f"{rng.choice(_NAMES)}_{rng.randint(10, 99)}.md", "text": "kept as it was"}


MARKOR_JOBS = [
    _job(
        "MarkorAppendLine",
        "markor",
        "edit",
        lambda p: f'In Markor, add the line "{p["line"]}" at the end of the note {p["file_name"]}.',
        _line_params,
        lambda p: [
            ("open", MARKOR),
            ("tap", p["file_name"]),
            ("type", EDITOR, f"{p['body']}\n{p['line']}"),
            ("back",),
            ("done",),
        ],
        (
            lambda p: f"add {p['line'].lower()} to the bottom of my {p['file_name']} note in markor",
            lambda p: f"markor: append '{p['line']}' to {p['file_name']}",
        ),
        setup=lambda w, p: _add(w, p["file_name"], p["body"]),
        expect=lambda w, p: _note(w, p["file_name"]).__setitem__("text", f"{p['body']}\n{p['line']}"),
    ),
    _job(
        "MarkorPrependLine",
        "markor",
        "edit",
        lambda p: f'In Markor, add the line "{p["line"]}" at the top of the note {p["file_name"]}.',
        _line_params,
        lambda p: [
            ("open", MARKOR),
            ("tap", p["file_name"]),
            ("type", EDITOR, f"{p['line']}\n{p['body']}"),
            ("back",),
            ("done",),
        ],
        (
            lambda p: f"put '{p['line']}' as the first line of {p['file_name']} in markor",
            lambda p: f"markor {p['file_name']}: insert {p['line']} at the beginning",
        ),
        setup=lambda w, p: _add(w, p["file_name"], p["body"]),
        expect=lambda w, p: _note(w, p["file_name"]).__setitem__("text", f"{p['line']}\n{p['body']}"),
    ),
    _job(
        "MarkorMoveNoteBetweenFolders",
        "markor",
        "edit",
        lambda p: f"In Markor, move the note {p['file_name']} from the Work folder to the Archive folder.",
        _move_params,
        lambda p: [
            ("open", MARKOR),
            ("tap", "Work"),
            ("tap", p["file_name"]),
            ("tap", "More options"),
            ("tap", "Move"),
            ("tap", "Archive"),
            ("done",),
        ],
        (
            lambda p: f"my {p['file_name']} note is in Work in markor, it belongs in Archive",
            lambda p: f"markor: take {p['file_name']} out of work and put it in archive",
        ),
        setup=lambda w, p: _add(w, f"Work/{p['file_name']}", p["text"]),
        expect=lambda w, p: _note(w, f"Work/{p['file_name']}").__setitem__("path", f"Archive/{p['file_name']}"),
    ),
    _job(
        "MarkorDeleteTwoNotes",
        "markor",
        "delete",
        lambda p: f"Delete the notes {p['a']} and {p['b']} in Markor.",
        _markor_two_params,
        lambda p: [
            ("open", MARKOR),
            *[
                op
                for name in ("a", "b")
                for op in [("tap", p[name]), ("tap", "More options"), ("tap", "Delete"), ("tap", "Delete")]
            ],
            ("done",),
        ],
        (
            lambda p: f"get rid of {p['a']} and {p['b']} in markor, I don't need them",
            lambda p: f"markor: remove both {p['a']} and {p['b']}",
        ),
        setup=_two_notes,
        expect=_drop_two,
        events=lambda p: [("delete", p["a"]), ("delete", p["b"])],
    ),
]

# -- Pro Expense ------------------------------------------------------------------------------------------

_SPENDS = (("Cinema", "Entertainment"), ("Bakery", "Food"), ("Taxi", "Transportation"), ("Gym", "Health Care"))
_SPENDS += (("Flowers", "Social"), ("Books", "Education"))


def _spend_params(rng: random.Random) -> Params:
    rows = [{"name": n, "amount": rng.randint(5, 90) * 100 + 25, "category": c, "note": ""} for n, c in _SPENDS]
    a, b = rng.sample(range(len(rows)), 2)
    return {"rows": rows, "a": rows[a]["name"], "b": rows[b]["name"]}


def _coffee_params(rng: random.Random) -> Params:
    item = rng.choice(("Coffee", "Lunch", "Parking"))
    rows = [
        {"name": item, "amount": rng.randint(2, 30) * 100 + rng.choice([0, 50, 75]), "category": "Food", "note": ""}
        for _ in range(rng.randint(2, 4))
    ]
    rows += [{"name": n, "amount": rng.randint(5, 60) * 100, "category": c, "note": ""} for n, c in _SPENDS[:3]]
    rng.shuffle(rows)
    return {"rows": rows, "item": item}


def _total(world: World, p: Params) -> str:
    return f"{sum(r['amount'] for r in world['expenses'] if r['name'] == p['item']) / 100:.2f}"


def _ledger(world: World, p: Params) -> None:
    world["expenses"].extend(dict(r) for r in p["rows"])


EXPENSE_JOBS = [
    _job(
        "ExpenseDeleteTwoNamed",
        "expense",
        "delete",
        lambda p: f"Delete the expenses {p['a']} and {p['b']} in Pro Expense.",
        _spend_params,
        lambda p: [("open", EXPENSE.label), *delete_ops(EXPENSE, p["a"]), *delete_ops(EXPENSE, p["b"]), ("done",)],
        (
            lambda p: f"delete the {p['a'].lower()} and {p['b'].lower()} expenses",
            lambda p: f"pro expense: I logged {p['a']} and {p['b']} by mistake, take them out",
        ),
        setup=_ledger,
        expect=lambda w, p: w.__setitem__("expenses", [r for r in w["expenses"] if r["name"] not in (p["a"], p["b"])]),
        events=lambda p: [("delete", p["a"]), ("delete", p["b"])],
    ),
    _question(
        "ExpenseTotalForName",
        "expense",
        lambda p: (
            f"How much did I spend on {p['item']} in total in Pro Expense? Express your answer as a number without "
            "the currency sign."
        ),
        (
            lambda p: f"what did I spend on {p['item'].lower()} in total?",
            lambda p: f"pro expense: all my {p['item'].lower()} expenses added up, how much?",
        ),
        _coffee_params,
        _ledger,
        _total,
        _number,
        lambda p: [("open", EXPENSE.label)],
    ),
]

# -- Tasks ------------------------------------------------------------------------------------------------

_NEW_TASKS = (
    ("Renew passport", "Photos are in the desk drawer"),
    ("Call the insurer", "Ask about the windscreen claim"),
    ("Order birthday cake", "Chocolate, no nuts"),
    ("Return library books", "Three books, due at the front desk"),
)


def _new_task_params(rng: random.Random) -> Params:
    title, notes = rng.choice(_NEW_TASKS)
    return {"title": title, "notes": notes, "due": (TODAY + datetime.timedelta(days=rng.randint(3, 20))).isoformat()}


def _due(p: Params) -> str:
    return _said(datetime.date.fromisoformat(p["due"]))


def _month_steps(p: Params) -> Ops:
    due = datetime.date.fromisoformat(p["due"])
    months = (due.year - TODAY.year) * 12 + due.month - TODAY.month
    return [*[("tap", "Next month")] * months, ("tap", f"{due.day} {due:%B %Y}"), ("tap", "OK")]


TASK_JOBS = [
    _job(
        "TasksCreateWithDueAndNotes",
        "tasks",
        "create",
        lambda p: f'In the Tasks app, create a task "{p["title"]}" due on {_due(p)} with the notes "{p["notes"]}".',
        _new_task_params,
        lambda p: [
            ("open", "Tasks"),
            ("tap", "Create new task"),
            ("type", "Task name", p["title"]),
            ("tap", "Due date"),
            *_month_steps(p),
            ("type", "Description", p["notes"]),
            ("tap", "Save"),
            ("done",),
        ],
        (
            lambda p: f"add a task to {p['title'].lower()} by {_due(p)} in tasks, note: {p['notes']}",
            lambda p: f"tasks app: new task {p['title']}, due {_due(p)}. notes - {p['notes']}",
        ),
        expect=lambda w, p: w["tasks"].append(
            {"title": p["title"], "due": p["due"], "priority": "None", "done": False, "notes": p["notes"]}
        ),
    ),
]

# -- Broccoli ---------------------------------------------------------------------------------------------


def _cookbook_params(rng: random.Random) -> Params:
    rows = [
        {
            "title": title,
            "description": "Family favourite",
            "servings": "4 servings",
            "preparationTime": "30 mins",
            "source": "",
            "ingredients": "see notes",
            "directions": "Cook it.",
        }
        # (none of them the world's own Lentil soup: a second recipe of one name makes the request ambiguous)
        for title in ("Pea soup", "Banana bread", "Fish tacos")
    ]
    return {"rows": rows, "dish": rng.choice(rows)["title"], "time": f"{rng.choice([20, 45, 50, 75])} mins"}


RECIPE_JOBS = [
    _job(
        "RecipeEditPrepTime",
        "broccoli",
        "edit",
        lambda p: f'In Broccoli, change the preparation time of the recipe "{p["dish"]}" to "{p["time"]}".',
        _cookbook_params,
        lambda p: [
            ("open", RECIPE.label),
            ("tap", p["dish"]),
            ("tap", "More options"),
            ("tap", "Edit"),
            ("type", "Preparation time", p["time"]),
            ("tap", "Save"),
            ("done",),
        ],
        (
            lambda p: f"the {p['dish'].lower()} actually takes {p['time']}, update it in broccoli",
            lambda p: f"broccoli: prep time for {p['dish']} should be {p['time']}",
        ),
        setup=lambda w, p: w["recipes"].extend(dict(r) for r in p["rows"]),
        expect=lambda w, p: next(r for r in w["recipes"] if r["title"] == p["dish"]).__setitem__(
            "preparationTime", p["time"]
        ),
    ),
]

TEMPLATES = [*MARKOR_JOBS, *EXPENSE_JOBS, *TASK_JOBS, *RECIPE_JOBS]
