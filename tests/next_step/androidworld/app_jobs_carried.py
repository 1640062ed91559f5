"""Jobs that carry what one app shows into another, as people ask for them: expenses or tasks listed in a Markor
note entered in Pro Expense or Tasks, a text kept as a Markor note, a number someone texted saved as a contact,
an event someone texted put in the calendar, my next event's place texted to someone. Our own jobs
(``Template.ours``), judged on the world afterwards: the reading app is left as it was.
"""

from __future__ import annotations

import datetime
import random
from typing import Any

from .app_jobs import _job, _said
from .calendar_tasks import _pick_day
from .device import World
from .markor import EDITOR, NEW
from .markor import LABEL as MARKOR
from .markor_tasks import _add
from .records import EXPENSE, add_ops, dollars
from .simple_calendar import LABEL as CALENDAR
from .simple_calendar import event
from .sms import LABEL as SMS
from .template import FIRST, LAST, TODAY, Params, norm_number, phone_number

Ops = list[tuple[str, ...]]


def _two_people(rng: random.Random) -> tuple[str, str]:
    (a, b), (c, d) = rng.sample([(f, s) for f in FIRST for s in LAST], 2)
    return f"{a} {b}", f"{c} {d}"


def _contact(world: World, name: str, number: str) -> None:
    first, last = name.split(" ", 1)
    world["contacts"].append({"first": first, "last": last, "phone": number, "label": "Mobile"})


# -- expenses listed in a note -> Pro Expense -------------------------------------------------------------

_SPENT = (
    ("Groceries", "Food"),
    ("Taxi home", "Transportation"),
    ("Cinema tickets", "Entertainment"),
    ("Winter coat", "Clothes"),
    ("Pharmacy", "Health Care"),
    ("Online course", "Education"),
)


def _spent_params(rng: random.Random) -> Params:
    rows = [
        {"name": name, "amount": rng.randint(4, 90) * 100 + rng.choice([0, 50, 99]), "category": cat, "note": ""}
        for name, cat in rng.sample(_SPENT, 3)
    ]
    return {"rows": rows, "file_name": rng.choice(["expenses.txt", "spending.md", "receipts.txt"])}


def _spent_note(world: World, p: Params) -> None:
    _add(world, p["file_name"], "\n".join(f"{r['name']}, {dollars(r['amount'])}, {r['category']}" for r in p["rows"]))


# -- tasks listed in a note -> Tasks ----------------------------------------------------------------------

_TODO = ("Book the vet", "Pay the water bill", "Renew the parking permit", "Buy printer ink", "Email the landlord")


def _todo_params(rng: random.Random) -> Params:
    return {"titles": rng.sample(_TODO, 3), "file_name": rng.choice(["todo.md", "chores.txt", "errands.md"])}


def _todo_note(world: World, p: Params) -> None:
    _add(world, p["file_name"], "\n".join(p["titles"]))


def _tasks_added(world: World, p: Params) -> None:
    for title in p["titles"]:
        world["tasks"].append({"title": title, "due": "", "priority": "None", "done": False, "notes": ""})


def _task_ops(p: Params) -> Ops:
    ops: Ops = [("open", "Tasks")]
    for title in p["titles"]:
        ops += [("tap", "Create new task"), ("type", "Task name", title), ("tap", "Save")]
    return [*ops, ("done",)]


# -- a text -> a Markor note ------------------------------------------------------------------------------

_TEXTS = (
    "Gate code is 4471, park behind the bakery",
    "Bring the blue folder and two pens",
    "Wifi password is sunflower42",
    "The spare key is under the green pot",
)


def _text_params(rng: random.Random) -> Params:
    sender, _ = _two_people(rng)
    return {
        "sender": sender,
        "number": phone_number(rng),
        "text": rng.choice(_TEXTS),
        "file_name": rng.choice(["from_text.md", "saved_message.md", "keep.txt"]),
    }


def _texted(world: World, p: Params) -> None:
    _contact(world, p["sender"], p["number"])
    world["sms"].append([norm_number(p["number"]), "in", p["text"]])


# -- a texted number -> a new contact ---------------------------------------------------------------------


def _number_params(rng: random.Random) -> Params:
    sender, new = _two_people(rng)
    return {"sender": sender, "sender_number": phone_number(rng), "new": new, "number": phone_number(rng)}


def _number_texted(world: World, p: Params) -> None:
    _contact(world, p["sender"], p["sender_number"])
    first = p["new"].split()[0]
    world["sms"].append([norm_number(p["sender_number"]), "in", f"{first}'s number is {p['number']}, call her"])


# -- a texted event -> the calendar -----------------------------------------------------------------------

_PLANS = ("Pottery class", "Book club", "Team dinner", "Piano recital")


def _plan_params(rng: random.Random) -> Params:
    sender, _ = _two_people(rng)
    day = TODAY + datetime.timedelta(days=rng.randint(3, 12))
    return {
        "sender": sender,
        "number": phone_number(rng),
        "title": rng.choice(_PLANS),
        "day": day.isoformat(),
        "hour": rng.choice([17, 18, 19]),
    }


def _plan_start(p: Params) -> datetime.datetime:
    return datetime.datetime.combine(datetime.date.fromisoformat(p["day"]), datetime.time(p["hour"], 0))


def _plan_texted(world: World, p: Params) -> None:
    _contact(world, p["sender"], p["number"])
    when = f"{_said(datetime.date.fromisoformat(p['day']))} at {p['hour'] - 12}pm"
    world["sms"].append([norm_number(p["number"]), "in", f"{p['title']} is on {when}, don't forget!"])


def _plan_ops(p: Params) -> Ops:
    start = _plan_start(p)
    return [
        ("open", CALENDAR),
        ("tap", "New event"),
        ("type", "Title", p["title"]),
        ("tap", "Start date"),
        *_pick_day(start.date()),
        ("tap", "OK"),
        ("tap", "Start time"),
        ("type", "Hour", f"{start.hour:02d}"),
        ("type", "Minute", "00"),
        ("tap", "OK"),
        ("tap", "Save"),
        ("done",),
    ]


# -- my next event's place -> a text ----------------------------------------------------------------------

_PLACES = ("Harbour Cafe", "Room 12", "Elm Street Library", "North Gate")


def _next_params(rng: random.Random) -> Params:
    to, _ = _two_people(rng)
    return {"to": to, "number": phone_number(rng), "place": rng.choice(_PLACES), "hour": rng.choice([10, 11, 15])}


def _next_setup(world: World, p: Params) -> None:
    _contact(world, p["to"], p["number"])
    start = datetime.datetime.combine(TODAY + datetime.timedelta(days=1), datetime.time(p["hour"], 0))
    world["calendar"].append(event("Catch-up", start, 60, location=p["place"]))


def _sent_ops(to: str, body: str) -> Ops:
    return [
        ("open", SMS),
        ("tap", "Start chat"),
        ("type", "Add Contact or Number…", to),
        ("tap", to),
        ("type", "Type a message…", body),
        ("tap", "Send SMS"),
        ("done",),
    ]


def _first(name: str) -> str:
    return name.split()[0]


TEMPLATES: list[Any] = [
    _job(
        "ExpenseAddFromMarkorNote",
        "expense",
        "create",
        lambda p: f"Add the expenses listed in the Markor note {p['file_name']} to Pro Expense.",
        _spent_params,
        lambda p: [("open", EXPENSE.label), *[op for r in p["rows"] for op in add_ops(EXPENSE, r)], ("done",)],
        (
            lambda p: f"my {p['file_name']} in markor has some expenses, put them into pro expense",
            lambda p: f"copy every expense from the note {p['file_name']} (markor) into pro expense",
        ),
        setup=_spent_note,
        expect=lambda w, p: w["expenses"].extend(dict(r) for r in p["rows"]),
    ),
    _job(
        "TasksAddFromMarkorNote",
        "tasks",
        "create",
        lambda p: f"Add each line of the Markor note {p['file_name']} as a task in the Tasks app.",
        _todo_params,
        _task_ops,
        (
            lambda p: f"turn the list in {p['file_name']} from markor into tasks in the tasks app",
            lambda p: f"I wrote my to-dos in markor ({p['file_name']}), add them to tasks",
        ),
        setup=_todo_note,
        expect=_tasks_added,
    ),
    _job(
        "MarkorNoteFromSms",
        "markor",
        "create",
        lambda p: (
            f"Save the last message {p['sender']} sent me in Simple SMS Messenger as a new Markor note "
            f"named {p['file_name']}."
        ),
        _text_params,
        lambda p: [
            ("open", MARKOR),
            ("tap", NEW),
            ("type", "Name", p["file_name"]),
            ("tap", "OK"),
            ("type", EDITOR, p["text"]),
            ("back",),
            ("done",),
        ],
        (
            lambda p: f"put {_first(p['sender'])}'s text into a new markor note called {p['file_name']}",
            lambda p: f"copy what {p['sender']} texted me into markor as {p['file_name']}",
        ),
        setup=_texted,
        expect=lambda w, p: _add(w, p["file_name"], p["text"]),
    ),
    _job(
        "ContactsAddNumberFromSms",
        "contacts",
        "create",
        lambda p: f"Save the number {p['sender']} texted me as a new contact named {p['new']}.",
        _number_params,
        lambda p: [
            ("open", "Contacts"),
            ("tap", "Create contact"),
            ("type", "First name", p["new"].split()[0]),
            ("type", "Last name", p["new"].split()[1]),
            ("type", "Phone", p["number"]),
            ("tap", "Save"),
            ("done",),
        ],
        (
            lambda p: f"{_first(p['sender'])} sent me {_first(p['new'])}'s number, add it to contacts as {p['new']}",
            lambda p: f"make a contact {p['new']} with the number in {p['sender']}'s message",
        ),
        setup=_number_texted,
        expect=lambda w, p: _contact(w, p["new"], p["number"]),
    ),
    _job(
        "CalendarAddEventFromSms",
        "calendar",
        "create",
        lambda p: (
            f"Add the event {p['sender']} texted me about to Simple Calendar Pro, on the day and at the time in "
            "the message, titled as in the message."
        ),
        _plan_params,
        _plan_ops,
        (
            lambda p: f"{_first(p['sender'])} texted me about {p['title'].lower()}, put it in my calendar",
            lambda p: f"add the event from {p['sender']}'s message to simple calendar",
        ),
        setup=_plan_texted,
        expect=lambda w, p: w["calendar"].append(event(p["title"], _plan_start(p), 60)),
    ),
    _job(
        "SmsNextEventLocation",
        "sms",
        "send",
        lambda p: f"Text {p['to']} the location of my next event in Simple Calendar Pro.",
        _next_params,
        lambda p: _sent_ops(p["to"], p["place"]),
        (
            lambda p: f"tell {_first(p['to'])} by text where my next event is",
            lambda p: f"send {p['to']} a message with where my next calendar event takes place",
        ),
        setup=_next_setup,
        expect=lambda w, p: w["sms"].append([norm_number(p["number"]), "out", p["place"]]),
        events=lambda p: [("send", norm_number(p["number"]))],
    ),
]
