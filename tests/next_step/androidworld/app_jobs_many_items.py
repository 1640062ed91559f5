"""Create and delete requests that carry several items, or choose them by a condition, phrased as an agent
benchmark phrases them: expenses given as a table, as bullets or as spreadsheet rows, or kept in a Markor note;
expenses deleted by category, by amount or by a word of their name; an event said in one formal sentence; every
event with a word in its title deleted (the notes: app_jobs_many_notes.py). Our own jobs
(``Template.ours``), judged on the world afterwards: each effect once, nothing else touched.
"""

from __future__ import annotations

import datetime
import random

from .app_jobs import _job
from .calendar_tasks import BUSY, _pick_day
from .device import World
from .markor_tasks import _add
from .records import EXPENSE, Row, add_ops, delete_ops, dollars
from .records_tasks import EXPENSE_NAMES, NOTES
from .records_tasks import initial as _initial_records
from .simple_calendar import LABEL as CALENDAR
from .simple_calendar import event
from .template import TODAY, Params

Ops = list[tuple[str, ...]]

# -- Pro Expense ------------------------------------------------------------------------------------------

_FRESH: World = {}
_initial_records(_FRESH)
_START_ROWS: list[Row] = _FRESH["expenses"]  # the rows every world starts with: a delete by condition may reach them
_TAKEN = {r["name"] for r in _START_ROWS}


def _rows(
    rng: random.Random, n: int, *, notes: bool = True, categories: tuple[str, ...] = (), unlike: str = "@"
) -> list[Row]:
    pool = [
        (name, cat)
        for cat, names in EXPENSE_NAMES.items()
        for name in names
        if name not in _TAKEN and unlike.lower() not in name.lower()
    ]
    if categories:
        pool = [(name, cat) for name, cat in pool if cat in categories]
    return [
        {
            "name": name,
            "amount": rng.randint(5, 480) * 100 + rng.choice([0, 25, 50, 99]),
            "category": cat,
            "note": rng.choice(NOTES) if notes else "",
        }
        for name, cat in rng.sample(pool, n)
    ]


def _added(world: World, p: Params) -> None:
    world["expenses"].extend(dict(r) for r in p["rows"])


def _adding(rows: list[Row]) -> Ops:
    ops: Ops = [("open", EXPENSE.label)]
    for row in rows:
        ops += add_ops(EXPENSE, row)
    return [*ops, ("done",)]


def _deleting(names: list[str]) -> Ops:
    ops: Ops = [("open", EXPENSE.label)]
    for name in names:
        ops += delete_ops(EXPENSE, name)
    return [*ops, ("done",)]


def _table(rows: list[Row]) -> str:
    lines = ["| Name | Amount | Category | Note |", "|------|--------|----------|------|"]
    lines += [f"| {r['name']} | {dollars(r['amount'])} | {r['category']} | {r['note']} |" for r in rows]
    return "\n".join(lines)


def _bullets(rows: list[Row]) -> str:
    return "\n".join(f"- {r['name']}: {dollars(r['amount'])}, {r['category']}, note: {r['note']}" for r in rows)


def _tabbed(rows: list[Row]) -> str:
    lines = ["Name\tAmount\tCategory\tNote"]
    lines += [f"{r['name']}\t{r['amount'] / 100:.2f}\t{r['category']}\t{r['note']}" for r in rows]
    return "\n".join(lines)


def _colon_lines(rows: list[Row]) -> str:
    return "\n".join(f"{r['name']}: {dollars(r['amount'])}, {r['category']}" for r in rows)


def _ledger_params(rng: random.Random) -> Params:
    return {"rows": _rows(rng, 3)}


def _file_params(rng: random.Random) -> Params:
    rows = _rows(rng, rng.randint(2, 3), notes=False)
    name = rng.choice(["expenses.md", "receipts.md", "spending.txt"])
    return {"rows": rows, "file": name, "text": f"# {rng.choice(['March', 'Trip', 'This week'])}\n{_colon_lines(rows)}"}


def _pick_out(rng: random.Random, rows: list[Row], wanted: list[Row]) -> Params:
    everything = [*rows]
    rng.shuffle(everything)
    return {"rows": everything, "targets": [r["name"] for r in [*_START_ROWS, *everything] if r in wanted]}


def _category_params(rng: random.Random) -> Params:
    category = rng.choice(["Transportation", "Entertainment", "Health Care", "Clothes"])
    targets = _rows(rng, 2, categories=(category,))
    others = _rows(rng, 4, categories=tuple(c for c in EXPENSE_NAMES if c not in (category, "Food", "Housing")))
    return {**_pick_out(rng, [*targets, *others], targets), "category": category}


def _over_params(rng: random.Random) -> Params:
    limit = rng.choice([150, 200, 250])
    rows = _rows(rng, 6)
    for i, row in enumerate(rows):  # two over the limit, the rest under it (none on it)
        row["amount"] = (limit + rng.randint(5, 200)) * 100 + 50 if i < 2 else rng.randint(3, limit - 20) * 100 + 50
    over = [r for r in [*_START_ROWS, *rows] if r["amount"] > limit * 100]
    return {**_pick_out(rng, rows, over), "limit": limit}


_FRAGMENTS = {
    "Taxi": ("Taxi to airport", "Taxi home", "Airport taxi"),
    "Lunch": ("Lunch with Omar", "Team lunch", "Lunch at work"),
    "Gift": ("Gift for Lena", "Birthday gift", "Gift wrap"),
}


def _fragment_params(rng: random.Random) -> Params:
    word = rng.choice(list(_FRAGMENTS))
    names = rng.sample(_FRAGMENTS[word], 2)
    targets = [{"name": n, "amount": rng.randint(8, 90) * 100, "category": "Others", "note": ""} for n in names]
    return {**_pick_out(rng, [*targets, *_rows(rng, 4, unlike=word)], targets), "word": word}


def _kept(world: World, p: Params) -> None:
    gone = set(p["targets"])
    world["expenses"] = [r for r in world["expenses"] if r["name"] not in gone]


def _ledger(world: World, p: Params) -> None:
    world["expenses"].extend(dict(r) for r in p["rows"])


EXPENSE_JOBS = [
    _job(
        "ManyExpensesFromTable",
        "expense",
        "create",
        lambda p: f"Add the following expenses to Pro Expense:\n{_table(p['rows'])}",
        _ledger_params,
        lambda p: _adding(p["rows"]),
        (
            lambda p: f"pro expense, add these please:\n{_bullets(p['rows'])}",
            lambda p: f"Log these in Pro Expense (pasted from my spreadsheet):\n{_tabbed(p['rows'])}",
            lambda p: f"In Pro Expense, create one expense for each line below.\n{_bullets(p['rows'])}",
        ),
        expect=_added,
    ),
    _job(
        "ManyExpensesFromMarkorNote",
        "expense",
        "create",
        lambda p: f"Add the expenses from {p['file']} in Markor to Pro Expense.",
        _file_params,
        lambda p: _adding(p["rows"]),
        (
            lambda p: f"my markor note {p['file']} lists some expenses, put them all in pro expense",
            lambda p: f"In Pro Expense, add every expense listed in the Markor file {p['file']}.",
        ),
        setup=lambda w, p: _add(w, p["file"], p["text"]),
        expect=_added,
    ),
    _job(
        "ManyExpensesDeleteCategory",
        "expense",
        "delete",
        lambda p: f"Delete all expenses in the {p['category']} category from Pro Expense.",
        _category_params,
        lambda p: _deleting(p["targets"]),
        (
            lambda p: f"pro expense: remove every {p['category'].lower()} expense",
            lambda p: f"In Pro Expense, delete all the expenses whose category is {p['category']}.",
        ),
        setup=_ledger,
        expect=_kept,
        events=lambda p: [("delete", n) for n in p["targets"]],
    ),
    _job(
        "ManyExpensesDeleteOverAmount",
        "expense",
        "delete",
        lambda p: f"In Pro Expense, delete every expense with an amount greater than ${p['limit']}.",
        _over_params,
        lambda p: _deleting(p["targets"]),
        (
            lambda p: f"get rid of all expenses over ${p['limit']} in pro expense",
            lambda p: f"Delete all expenses above {p['limit']} dollars from Pro Expense.",
        ),
        setup=_ledger,
        expect=_kept,
        events=lambda p: [("delete", n) for n in p["targets"]],
    ),
    _job(
        "ManyExpensesDeleteNameContains",
        "expense",
        "delete",
        lambda p: f"Delete all the expenses whose name contains '{p['word']}' from Pro Expense.",
        _fragment_params,
        lambda p: _deleting(p["targets"]),
        (
            lambda p: f"pro expense - delete every expense with {p['word'].lower()} in its name",
            lambda p: f'In Pro Expense, remove all expenses that have "{p["word"]}" in the name.',
        ),
        setup=_ledger,
        expect=_kept,
        events=lambda p: [("delete", n) for n in p["targets"]],
    ),
]

# -- Simple Calendar Pro ----------------------------------------------------------------------------------

_EVENTS = (
    ("Dentist checkup", "Bring the insurance card"),
    ("Sprint demo", "Show the new search page"),
    ("Piano recital", "Arrive 20 minutes early"),
    ("Tax advisor", "Take last year's forms"),
)


def _formal_params(rng: random.Random) -> Params:
    title, description = rng.choice(_EVENTS)
    day = TODAY + datetime.timedelta(days=rng.choice([d for d in range(2, 25) if (14 + d) not in BUSY]))
    return {
        "title": title,
        "description": description,
        "day": day.isoformat(),
        "hour": rng.choice([9, 11, 14, 16]),
        "minutes": rng.choice([30, 45, 90]),
    }


def _formal_start(p: Params) -> datetime.datetime:
    return datetime.datetime.combine(datetime.date.fromisoformat(p["day"]), datetime.time(p["hour"]))


def _formal_ops(p: Params) -> Ops:
    start = _formal_start(p)
    end = start + datetime.timedelta(minutes=p["minutes"])
    return [
        ("open", CALENDAR),
        ("tap", "New event"),
        ("type", "Title", p["title"]),
        ("type", "Description", p["description"]),
        ("tap", "Start date"),
        *_pick_day(start.date()),
        ("tap", "OK"),
        ("tap", "Start time"),
        ("type", "Hour", f"{start.hour:02d}"),
        ("type", "Minute", "00"),
        ("tap", "OK"),
        ("tap", "End time"),
        ("type", "Hour", f"{end.hour:02d}"),
        ("type", "Minute", f"{end.minute:02d}"),
        ("tap", "OK"),
        ("tap", "Save"),
        ("done",),
    ]


def _from_to(p: Params) -> str:
    start = _formal_start(p)
    end = start + datetime.timedelta(minutes=p["minutes"])
    return f"{start:%-I:%M %p} to {end:%-I:%M %p}"


_WORD_EVENTS = {
    "Yoga": ("Yoga class", "Morning yoga", "Yoga with Hana"),
    "Review": ("Design review", "Code review", "Review budget"),
    "Call": ("Call with landlord", "Sales call", "Call mum"),
}
_UNLIKE = {"Yoga": "Pilates class", "Review": "Budget planning", "Call": "Lunch with Sam"}


def _word_event_params(rng: random.Random) -> Params:
    word = rng.choice(list(_WORD_EVENTS))
    days = rng.sample([d for d in range(15, 31) if d not in BUSY], 4)
    hits = [(t, f"2030-03-{d:02d} {h:02d}:00") for t, d, h in zip(_WORD_EVENTS[word], days, (8, 12, 17), strict=False)]
    return {"word": word, "hits": hits, "noise": _UNLIKE[word], "noise_day": f"2030-03-{days[3]:02d} 10:00"}


def _word_events(world: World, p: Params) -> None:
    at = datetime.datetime.strptime
    for title, start in p["hits"]:
        world["calendar"].append(event(title, at(start, "%Y-%m-%d %H:%M"), 60))
    world["calendar"].append(event(p["noise"], at(p["noise_day"], "%Y-%m-%d %H:%M"), 60))


def _word_events_gone(world: World, p: Params) -> None:
    gone = {(t, s) for t, s in p["hits"]}
    world["calendar"] = [e for e in world["calendar"] if (e["title"], e["start"]) not in gone]


def _word_events_ops(p: Params) -> Ops:
    ops: Ops = [("open", CALENDAR)]
    for title, _ in sorted(p["hits"], key=lambda h: h[1]):
        ops += [("tap", title), ("tap", "Delete"), ("tap", "Delete")]
    return [*ops, ("done",)]


CALENDAR_JOBS = [
    _job(
        "ManyFormalCalendarEvent",
        "calendar",
        "create",
        lambda p: (
            f"In Simple Calendar Pro, create a calendar event on {p['day']} at {p['hour']}h with the title "
            f"'{p['title']}' and the description '{p['description']}'. The event should last for {p['minutes']} mins."
        ),
        _formal_params,
        _formal_ops,
        (
            lambda p: (
                f"Schedule an event titled {p['title']} in Simple Calendar Pro on "
                f"{datetime.date.fromisoformat(p['day']):%B %-d, %Y} from {_from_to(p)}. "
                f"Description: {p['description']}."
            ),
            lambda p: (
                f"simple calendar pro - new event '{p['title']}', {p['day']}, starts {p['hour']:02d}:00, "
                f"{p['minutes']} minutes, details '{p['description']}'"
            ),
        ),
        expect=lambda w, p: w["calendar"].append(
            event(p["title"], _formal_start(p), p["minutes"], description=p["description"])
        ),
    ),
    _job(
        "ManyEventsDeleteWithWord",
        "calendar",
        "delete",
        lambda p: f"In Simple Calendar Pro, delete all events with '{p['word']}' in the title.",
        _word_event_params,
        _word_events_ops,
        (
            lambda p: f"cancel every {p['word'].lower()} event in my calendar",
            lambda p: f"Remove all Simple Calendar Pro events whose title contains the word {p['word']}.",
        ),
        setup=_word_events,
        expect=_word_events_gone,
        events=lambda p: [("delete", t) for t, _ in p["hits"]],
    ),
]

TEMPLATES = [*EXPENSE_JOBS, *CALENDAR_JOBS]
