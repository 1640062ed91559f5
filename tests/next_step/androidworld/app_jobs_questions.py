"""Questions people ask of the apps' own records that no AndroidWorld template asks: how many events on a day,
what time one starts, which fall in a span of days, whether an hour is taken; the dearest expense of a category,
how many of a category, what one cost; a recipe's servings or time, which recipes use an ingredient; what a
person texted last, who texted about something; a contact's number; what a note says, which notes mention a
word. Written after the held-out split (``Template.ours``: always seen); each answer is checked as the
benchmark's ``check_agent_answer`` checks it (a number, titles separated by commas, a time, yes or no, text
compared fuzzily), from the world the task started in. Some answers need a scroll, some opening a row.
"""

from __future__ import annotations

import datetime
import random
from collections.abc import Callable
from typing import Any

from .device import World
from .markor import LABEL as MARKOR
from .markor_tasks import _add, _file
from .records_tasks import RECIPES, _recipe
from .simple_calendar import LABEL as CALENDAR
from .simple_calendar import TITLES, event
from .template import (
    FIRST,
    LAST,
    TODAY,
    Params,
    Template,
    exact_answer,
    fuzzy_match,
    norm_number,
    number_answer,
    phone_number,
    titles_answer,
)

Check = Callable[[str], bool]
Expected = Callable[[World, Params], str]


def _start(setup: Callable[[World, Params], None], p: Params) -> World:
    from .suite import initial_world  # the suite lists these jobs: imported when a job is solved

    world = initial_world()
    setup(world, p)
    return world


def _job(
    cls: str,
    app: str,
    goal: Any,
    says: Any,
    params: Callable[[random.Random], Params],
    setup: Callable[[World, Params], None],
    expected: Expected,
    check: Callable[[str], Check],
    route: Callable[[Params], list[tuple[str, ...]]],
) -> Template:
    """A question whose right answer is ``expected`` of the start's world, accepted by ``check``; the perfect
    driver takes ``route`` and answers it."""
    return Template(
        f"Own{cls}",
        app,
        "answer",
        goal,
        params,
        lambda p: [*route(p), ("done", expected(_start(setup, p), p))],
        paraphrases=says,
        setup=setup,
        answer=lambda w, p: check(expected(w, p)),
        ours=True,
    )


def _number(expected: str) -> Check:
    return number_answer(float(expected), 0.01)


def _titles(expected: str) -> Check:
    return titles_answer([t.strip() for t in expected.split(",")])


def _text(expected: str) -> Check:
    return lambda answer: fuzzy_match(answer.strip().strip("\"'.").strip(), expected.strip("."))


def _phone(expected: str) -> Check:
    return lambda answer: bool(answer.strip()) and norm_number(answer) == norm_number(expected)


def _formal(day: datetime.date) -> str:
    return f"{day:%B} {day.day} {day.year}"


def _spoken(day: datetime.date) -> str:
    return f"{day:%B} {day.day}" if (day - TODAY).days > 6 else f"this {day:%A}"


# -- Simple Calendar Pro ---------------------------------------------------------------------------------


def _agenda_params(rng: random.Random) -> Params:
    day = TODAY + datetime.timedelta(days=rng.randint(2, 20))
    titles = rng.sample(TITLES, 5)
    hours = sorted(rng.sample(range(8, 20), 3))
    on_day = [(titles[n], hours[n], rng.choice([0, 15, 30, 45])) for n in range(rng.randint(2, 3))]
    others = [(t, (day + datetime.timedelta(days=rng.choice([-2, -1, 1, 3]))).isoformat(), 10) for t in titles[3:]]
    return {"day": day.isoformat(), "on_day": on_day, "others": others, "taken": rng.random() < 0.5}


def _day(p: Params) -> datetime.date:
    return datetime.date.fromisoformat(p["day"])


def _agenda_setup(world: World, p: Params) -> None:
    for title, hour, minute in p["on_day"]:
        world["calendar"].append(event(title, datetime.datetime.combine(_day(p), datetime.time(hour, minute))))
    for title, day, hour in p["others"]:
        world["calendar"].append(
            event(title, datetime.datetime.combine(datetime.date.fromisoformat(day), datetime.time(hour)))
        )


def _starts(world: World) -> list[tuple[datetime.datetime, str]]:
    return sorted((datetime.datetime.strptime(e["start"], "%Y-%m-%d %H:%M"), e["title"]) for e in world["calendar"])


def _between(world: World, first: datetime.date, last: datetime.date) -> list[str]:
    return [title for when, title in _starts(world) if first <= when.date() <= last]


def _asked(p: Params) -> tuple[str, int, int]:
    title, hour, minute = p["on_day"][0]
    return title, hour, minute


def _span(p: Params) -> tuple[datetime.date, datetime.date]:
    return _day(p) - datetime.timedelta(days=1), _day(p) + datetime.timedelta(days=1)


def _probe(p: Params) -> tuple[int, int]:
    """The moment asked about: the first event's start, or an hour nothing on the day starts at."""
    hours = {h for _, h, _ in p["on_day"]}
    return _asked(p)[1:] if p["taken"] else (next(h for h in (21, 7, 6) if h not in hours), 0)


def _probe_said(p: Params) -> str:
    hour, minute = _probe(p)
    return f"{hour % 12 or 12}{f':{minute:02d}' if minute else ''}{'am' if hour < 12 else 'pm'}"


def _busy(world: World, p: Params) -> str:
    moment = datetime.datetime.combine(_day(p), datetime.time(*_probe(p)))
    return "yes" if any(w == moment for w, _ in _starts(world)) else "no"


def _open_calendar(p: Params) -> list[tuple[str, ...]]:
    return [("open", CALENDAR)] + ([("tap", "Next month")] if _day(p).month != TODAY.month else [])


CALENDAR_QUESTIONS = [
    _job(
        "CalendarCountOnDay",
        "calendar",
        lambda p: (
            f"How many events do I have on {_formal(_day(p))} in Simple Calendar Pro? Express your answer as a "
            "single integer."
        ),
        (
            lambda p: f"how many things are on my calendar {_spoken(_day(p))}?",
            lambda p: f"simple calendar: count my events on {_day(p):%B} {_day(p).day}, just the number",
        ),
        _agenda_params,
        _agenda_setup,
        lambda w, p: str(len(_between(w, _day(p), _day(p)))),
        _number,
        _open_calendar,
    ),
    _job(
        "CalendarEventStartTime",
        "calendar",
        lambda p: (
            f"What time does the event '{_asked(p)[0]}' on {_formal(_day(p))} start in Simple Calendar Pro? "
            "Answer in the format HH:MM."
        ),
        (
            lambda p: f"what time is my {_asked(p)[0]} on {_spoken(_day(p))}? (24h, like 09:30)",
            lambda p: f"when does {_asked(p)[0]} start {_spoken(_day(p))}? just the time as HH:MM",
        ),
        _agenda_params,
        _agenda_setup,
        lambda w, p: f"{_asked(p)[1]:02d}:{_asked(p)[2]:02d}",
        exact_answer,
        _open_calendar,
    ),
    _job(
        "CalendarEventsInRange",
        "calendar",
        lambda p: (
            f"What events do I have from {_formal(_span(p)[0])} to {_formal(_span(p)[1])} in Simple Calendar Pro? "
            "Answer with the titles only, separated by commas."
        ),
        (
            lambda p: (
                f"what's on my calendar between {_span(p)[0]:%B} {_span(p)[0].day} and {_span(p)[1]:%B} "
                f"{_span(p)[1].day}? just the names"
            ),
            lambda p: (
                f"list my events {_span(p)[0]:%b} {_span(p)[0].day}-{_span(p)[1].day} (simple calendar), "
                "titles separated by commas"
            ),
        ),
        _agenda_params,
        _agenda_setup,
        lambda w, p: ", ".join(_between(w, *_span(p))),
        _titles,
        _open_calendar,
    ),
    _job(
        "CalendarBusyAtHour",
        "calendar",
        lambda p: (
            f"Do I have an event starting at {_probe(p)[0]:02d}:{_probe(p)[1]:02d} on {_formal(_day(p))} in Simple Calendar Pro? "
            "Answer with yes or no."
        ),
        (
            lambda p: f"is anything on my calendar at {_probe_said(p)} {_spoken(_day(p))}? yes or no",
            lambda p: (
                f"simple calendar: does an event start at {_probe(p)[0]}:{_probe(p)[1]:02d} on {_day(p):%B} "
                f"{_day(p).day}? answer yes/no"
            ),
        ),
        _agenda_params,
        _agenda_setup,
        _busy,
        exact_answer,
        _open_calendar,
    ),
]


# -- Pro Expense --------------------------------------------------------------------------------------

_SPENT = (
    ("Groceries", "Food"),
    ("Pizza night", "Food"),
    ("Bakery", "Food"),
    ("Bus pass", "Transportation"),
    ("Taxi home", "Transportation"),
    ("Fuel", "Transportation"),
    ("Cinema", "Entertainment"),
    ("Concert tickets", "Entertainment"),
)


def _expense_params(rng: random.Random) -> Params:
    cents = rng.sample(range(300, 9000), 6)
    rows = [
        {"name": n, "amount": c + rng.choice([0, 25, 50, 99]), "category": cat, "note": ""}
        for (n, cat), c in zip(rng.sample(_SPENT, 6), cents, strict=True)
    ]
    target = rng.randrange(6)
    return {"rows": rows, "target": target, "category": rows[target]["category"]}


def _expense_setup(world: World, p: Params) -> None:
    world["expenses"].extend(dict(r) for r in p["rows"])


def _of_category(world: World, p: Params) -> list[dict[str, Any]]:
    return [r for r in world["expenses"] if r["category"] == p["category"]]


def _named_expense(p: Params) -> str:
    return str(p["rows"][p["target"]]["name"])


EXPENSE_QUESTIONS = [
    _job(
        "ExpenseMostExpensiveInCategory",
        "expense",
        lambda p: (
            f"What is my most expensive expense in the {p['category']} category in Pro Expense? Answer with its "
            "name only."
        ),
        (
            lambda p: f"which {p['category'].lower()} expense cost me the most? check pro expense, just the name",
            lambda p: f"pro expense: biggest {p['category']} expense? name only",
        ),
        _expense_params,
        _expense_setup,
        lambda w, p: str(max(_of_category(w, p), key=lambda r: r["amount"])["name"]),
        _titles,
        lambda p: [("open", "Pro Expense")],
    ),
    _job(
        "ExpenseCountInCategory",
        "expense",
        lambda p: (
            f"How many expenses are in the {p['category']} category in Pro Expense? Express your answer as a "
            "single integer."
        ),
        (
            lambda p: f"how many {p['category'].lower()} expenses have I logged in pro expense?",
            lambda p: f"pro expense: number of expenses under {p['category']}?",
        ),
        _expense_params,
        _expense_setup,
        lambda w, p: str(len(_of_category(w, p))),
        _number,
        lambda p: [("open", "Pro Expense")],
    ),
    _job(
        "ExpenseAmountOf",
        "expense",
        lambda p: (
            f"How much was the expense '{_named_expense(p)}' in Pro Expense? Express your answer as a number "
            "without the currency sign."
        ),
        (
            lambda p: f"how much did I pay for {_named_expense(p)}? it's in pro expense",
            lambda p: f"pro expense: what did {_named_expense(p)} cost?",
        ),
        _expense_params,
        _expense_setup,
        lambda w, p: f"{next(r for r in w['expenses'] if r['name'] == _named_expense(p))['amount'] / 100:.2f}",
        _number,
        lambda p: [("open", "Pro Expense")],
    ),
]


# -- Broccoli ------------------------------------------------------------------------------------------

_INGREDIENTS = ("garlic", "eggs", "flour")


def _recipe_params(rng: random.Random) -> Params:
    ingredient = rng.choice(_INGREDIENTS)
    using = [r[0] for r in RECIPES[1:] if ingredient in r[5]]
    others = [r[0] for r in RECIPES[1:] if ingredient not in r[5]]
    chosen = rng.sample(using, 2) + rng.sample(others, 4)
    rng.shuffle(chosen)
    return {"recipes": chosen, "target": rng.choice(chosen), "ingredient": ingredient}


def _recipe_setup(world: World, p: Params) -> None:
    world["recipes"].extend(_recipe(r) for r in RECIPES if r[0] in p["recipes"])


def _the_recipe(world: World, p: Params) -> dict[str, Any]:
    found: dict[str, Any] = next(r for r in world["recipes"] if r["title"] == p["target"])
    return found


def _leading_number(text: str) -> str:
    return text.split()[0]


RECIPE_QUESTIONS = [
    _job(
        "RecipeServings",
        "recipe",
        lambda p: (
            f"How many servings does the recipe {p['target']} make in Broccoli? Express your answer as a single integer."
        ),
        (
            lambda p: f"how many people does my {p['target']} recipe feed? it's in broccoli",
            lambda p: f"broccoli: servings for {p['target']}?",
        ),
        _recipe_params,
        _recipe_setup,
        lambda w, p: _leading_number(_the_recipe(w, p)["servings"]),
        _number,
        lambda p: [("open", "Broccoli"), ("tap", p["target"])],
    ),
    _job(
        "RecipePrepTime",
        "recipe",
        lambda p: (
            f"What is the preparation time of the recipe {p['target']} in Broccoli, in minutes? Answer with the "
            "number only."
        ),
        (
            lambda p: f"how long does {p['target']} take to make? check broccoli, minutes only",
            lambda p: f"broccoli: prep time of {p['target']} in minutes?",
        ),
        _recipe_params,
        _recipe_setup,
        lambda w, p: _leading_number(_the_recipe(w, p)["preparationTime"]),
        _number,
        lambda p: [("open", "Broccoli"), ("tap", p["target"])],
    ),
    _job(
        "RecipesWithIngredient",
        "recipe",
        lambda p: f"Which recipes in Broccoli use {p['ingredient']}? Answer with the titles only, separated by commas.",
        (
            lambda p: f"what can I make with {p['ingredient']}? look through my broccoli recipes, names only",
            lambda p: f"broccoli: list the recipes that need {p['ingredient']}",
        ),
        _recipe_params,
        _recipe_setup,
        lambda w, p: ", ".join(r["title"] for r in w["recipes"] if p["ingredient"] in r["ingredients"]),
        _titles,
        lambda p: [("open", "Broccoli")],
    ),
]


# -- Simple SMS Messenger and Contacts --------------------------------------------------------------------

_TOPICS = {  # a message, and how a person names what it is about
    "Running ten minutes late": "being late",
    "Can you pick up milk on the way home?": "milk",
    "The meeting moved to Thursday": "the meeting",
    "I left the keys under the mat": "the keys",
    "Are we still on for dinner tonight?": "dinner",
}


def _people(rng: random.Random, n: int) -> list[dict[str, str]]:
    names = list(zip(rng.sample(FIRST, n), rng.sample(LAST, n), strict=True))  # a first name says who
    return [{"first": f, "last": s, "phone": phone_number(rng), "label": "Mobile"} for f, s in names]


def _sms_params(rng: random.Random) -> Params:
    people = _people(rng, 3)
    bodies = rng.sample(list(_TOPICS), 4)
    # Each person's thread: a message in, then (for the one asked about, now and then) a reply out after it.
    return {"people": people, "bodies": bodies, "target": rng.randrange(3), "replied": rng.random() < 0.5}


def _sms_setup(world: World, p: Params) -> None:
    world["contacts"].extend(dict(c) for c in p["people"])
    for n, person in enumerate(p["people"]):
        peer = norm_number(person["phone"])
        if n == p["target"]:
            world["sms"].append([peer, "in", p["bodies"][3]])
        world["sms"].append([peer, "in", p["bodies"][n]])
        if n == p["target"] and p["replied"]:
            world["sms"].append([peer, "out", "Got it, thanks"])


def _person(p: Params) -> str:
    person = p["people"][p["target"]]
    return f"{person['first']} {person['last']}"


def _contacts_params(rng: random.Random) -> Params:
    return {"people": _people(rng, 6), "target": rng.randrange(6)}


PEOPLE_QUESTIONS = [
    _job(
        "SmsLastMessageFrom",
        "sms",
        lambda p: (
            f"What did {_person(p)} say in their most recent message in Simple SMS Messenger? Answer with the "
            "message text only."
        ),
        (
            lambda p: f"what was the last text {p['people'][p['target']]['first']} sent me?",
            lambda p: f"read me {_person(p)}'s latest message (sms app), just the text",
        ),
        _sms_params,
        _sms_setup,
        lambda w, p: str(p["bodies"][p["target"]]),
        _text,
        lambda p: [("open", "Simple SMS Messenger"), ("tap", _person(p))],
    ),
    _job(
        "SmsWhoTextedAbout",
        "sms",
        lambda p: (
            f"Who sent me a message about {_TOPICS[p['bodies'][p['target']]]} in Simple SMS Messenger? Answer with "
            "the name only."
        ),
        (
            lambda p: f"who texted me about {_TOPICS[p['bodies'][p['target']]]}? just the name",
            lambda p: f"sms: which contact messaged me about {_TOPICS[p['bodies'][p['target']]]}?",
        ),
        _sms_params,
        _sms_setup,
        lambda w, p: _person(p),
        _titles,
        lambda p: [("open", "Simple SMS Messenger"), ("tap", _person(p))],
    ),
    _job(
        "ContactPhoneNumber",
        "contacts",
        lambda p: f"What is the phone number of {_person(p)} in Contacts? Answer with the number only.",
        (
            lambda p: f"what's {p['people'][p['target']]['first']} {p['people'][p['target']]['last']}'s number?",
            lambda p: f"look up {_person(p)} in my contacts and tell me their phone number",
        ),
        _contacts_params,
        lambda w, p: w["contacts"].extend(dict(c) for c in p["people"]),
        lambda w, p: str(p["people"][p["target"]]["phone"]),
        _phone,
        lambda p: [("open", "Contacts"), ("tap", _person(p))],
    ),
]


# -- Markor ----------------------------------------------------------------------------------------------

_SAYINGS = (
    "Pick up the dry cleaning on Friday",
    "Dentist moved to next Tuesday",
    "Garage code is 4471",
    "Bring the blue folder to the meeting",
    "Order more printer paper",
    "Lena's flight lands at noon",
)
_MENTIONED = ("Friday", "meeting", "paper", "code")


def _markor_params(rng: random.Random) -> Params:
    names = []
    while len(names) < 6:
        name = _file(rng)
        if name not in names and name.rsplit(".", 1)[0] not in {n.rsplit(".", 1)[0] for n in names}:
            names.append(name)
    bodies = rng.sample(_SAYINGS, 6)
    if rng.random() < 0.5:
        bodies[rng.randrange(6)] = (
            f"{rng.choice(['Call about', 'Ask Omar about'])} the {rng.choice(['meeting', 'paper'])}"
        )
    said = [w for w in _MENTIONED if any(w.casefold() in b.casefold() for b in bodies)]
    return {"notes": list(zip(names, bodies, strict=True)), "target": rng.randrange(6), "word": rng.choice(said)}


def _markor_setup(world: World, p: Params) -> None:
    for name, body in p["notes"]:
        _add(world, name, body)


def _note_name(p: Params) -> str:
    return str(p["notes"][p["target"]][0])


MARKOR_QUESTIONS = [
    _job(
        "MarkorWhatNoteSays",
        "markor",
        lambda p: f"What does the note {_note_name(p)} say in Markor? Answer with the note's text only.",
        (
            lambda p: f"what did I write in {_note_name(p)}? (markor)",
            lambda p: f"read me my markor note {_note_name(p).rsplit('.', 1)[0]}",
        ),
        _markor_params,
        _markor_setup,
        lambda w, p: str(p["notes"][p["target"]][1]),
        _text,
        lambda p: [("open", MARKOR), ("tap", _note_name(p))],
    ),
    _job(
        "MarkorNotesMentioning",
        "markor",
        lambda p: (
            f'Which notes in Markor mention the word "{p["word"]}"? Answer with the file names only, separated '
            "by commas."
        ),
        (
            lambda p: f"which of my markor notes talk about {p['word']}? file names only",
            lambda p: f"markor: find the notes that say {p['word']}, list their names",
        ),
        _markor_params,
        _markor_setup,
        lambda w, p: ", ".join(
            n["path"] for n in w["markor"]["notes"] if p["word"].casefold() in str(n["text"]).casefold()
        ),
        _titles,
        lambda p: [("open", MARKOR)],
    ),
]

TEMPLATES = [*CALENDAR_QUESTIONS, *EXPENSE_QUESTIONS, *RECIPE_QUESTIONS, *PEOPLE_QUESTIONS, *MARKOR_QUESTIONS]
