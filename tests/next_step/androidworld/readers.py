"""Tasks, Joplin and OpenTracks: the apps AndroidWorld only asks questions about (information retrieval).

Tasks: one row per task (a CheckBox, checked when completed; the value says due date and priority).
Joplin: notebooks → notes (a to-do shows a CheckBox) → the note's body. OpenTracks (opentracks.py): one
row per activity (type; date, duration and distance in km), a row opens its details. The questions are the
benchmark's (``information_retrieval/proto/tasks.textproto``); answers are checked as its
``check_agent_answer`` does (titles fuzzily, numbers as numbers).

World: ``tasks`` [{"title", "due", "priority", "done"}]; ``joplin`` {notebook: [{"title", "body", "todo"}]};
``tracks`` [{"type", "day", "minutes", "meters"}].
"""

from __future__ import annotations

import datetime
import math
import random
from collections.abc import Callable
from typing import Any

from .device import App, Device, Widget, day_label, icon, text
from .opentracks import PACKAGE, open_tracks
from .tasks_editor import new_task
from .template import TODAY, Params, Template, World, exact_answer, number_answer, titles_answer

ANSWER_TITLES = (
    "Answer with the titles only. If there are multiples titles, format your answer in a comma separated list."
)
TASK_TITLES = ("Renew car insurance", "Email the landlord", "Buy printer ink", "Prepare slides", "Water the plants")
TASK_TITLES += ("Call the bank", "Book flights", "Pick up dry cleaning", "Pay electricity bill", "Clean the fridge")
KINDS = ("Running", "Cycling", "Walking", "Swimming")
MONDAY = TODAY - datetime.timedelta(days=TODAY.weekday())


def initial(world: World) -> None:
    world["tasks"] = []
    world["joplin"] = {"Personal": [], "Work": []}
    world["tracks"] = []


# -- the apps ---------------------------------------------------------------------------------------


def _tasks(dev: Device) -> None:
    def screen() -> list[Widget]:
        rows = []
        for t in sorted(dev.world["tasks"], key=lambda t: (t["due"] or "9999", t["title"])):
            due = day_label(datetime.date.fromisoformat(t["due"])) if t["due"] else "no date"
            rows.append(
                Widget(
                    "CheckBox",
                    t["title"],
                    ("checked" if t["done"] else "unchecked",),
                    f"Due {due} · {t['priority']} priority",
                    tap=lambda t=t: t.__setitem__("done", not t["done"]),
                )
            )
        return [
            text("My Tasks"),
            icon("Search"),
            *dev.rows("Tasks", rows),
            icon("Create new task", lambda: new_task(dev)),
        ]

    dev.push(screen, "tasks", package="org.tasks")


def _joplin(dev: Device) -> None:
    def notebook(name: str) -> list[Widget]:
        rows = []
        for note in dev.world["joplin"][name]:

            def show(note: dict[str, Any] = note) -> None:
                dev.push(lambda: [icon("Navigate up", dev.pop), text(note["title"]), text(note["body"])], "note")

            if note["todo"]:
                rows.append(Widget("CheckBox", note["title"], ("unchecked",), "To-do", tap=show))
            else:
                rows.append(Widget("ListItem", note["title"], tap=show))
        return [icon("Navigate up", dev.pop), text(name), *dev.rows(name, rows)]

    def screen() -> list[Widget]:
        rows = [Widget("ListItem", n, tap=lambda n=n: dev.push(lambda: notebook(n), n)) for n in dev.world["joplin"]]
        return [text("Notebooks"), *dev.rows("Notebooks", rows)]

    dev.push(screen, "joplin", package="net.cozic.joplin")


APPS = (
    App("Tasks", "org.tasks", _tasks),
    App("Joplin", "net.cozic.joplin", _joplin),
    App("OpenTracks", PACKAGE, open_tracks),
)


# -- templates ----------------------------------------------------------------------------------


def _said(rng: random.Random, day: datetime.date) -> str:
    delta = (day - TODAY).days
    options = [day.strftime("%B %d").replace(" 0", " ")]
    options += {0: ["today"], 1: ["tomorrow"], -1: ["yesterday"]}.get(delta, [])
    phrase = rng.choice(options)
    return phrase if phrase[0].islower() else f"on {phrase}"


def _task_params(rng: random.Random) -> Params:
    titles = rng.sample(TASK_TITLES, 8)
    days = [TODAY + datetime.timedelta(days=rng.randint(0, 12)) for _ in titles]
    day = rng.choice(days)
    rows = [
        {
            "title": t,
            "due": d.isoformat(),
            "priority": rng.choice(["High", "Medium", "Low"]),
            "done": rng.random() < 0.3,
        }
        for t, d in zip(titles, days, strict=True)
    ]
    return {"rows": rows, "day": day.isoformat(), "date": _said(rng, day)}


def _answer_from(select: Callable[[dict[str, Any], Params], bool], count: bool = False) -> Any:
    def answer(world: World, p: Params) -> Callable[[str], bool]:
        found = [t["title"] for t in world["tasks"] if select(t, p)]
        return number_answer(len(found)) if count else titles_answer(found)

    return answer


def _task_solve(select: Callable[[dict[str, Any], Params], bool], count: bool = False) -> Any:
    def solve(p: Params) -> list[tuple[str, ...]]:
        found = [t["title"] for t in p["rows"] if select(t, p)]
        return [("open", "Tasks"), ("done", str(len(found)) if count else ", ".join(found))]

    return solve


def _tasks_template(cls: str, goal: str, select: Any, says: Any, count: bool = False, clear: Any = None) -> Template:
    """``clear``: the tasks that must not be completed, so that the question has one reading (do completed
    tasks count as "my tasks due Friday"?)."""

    def params(rng: random.Random) -> Params:
        while True:  # a question whose answer is nothing is not asked: AndroidWorld's state always has one
            p = _task_params(rng)
            ambiguous = clear is not None and any(t["done"] and clear(t, p) for t in p["rows"])
            if any(select(t, p) for t in p["rows"]) and not ambiguous:
                return p

    return Template(
        cls,
        "tasks",
        "answer",
        lambda p: goal.format(**p),
        params,
        _task_solve(select, count),
        paraphrases=says,
        setup=lambda w, p: w["tasks"].extend(p["rows"]),
        answer=_answer_from(select, count),
    )


def _due(t: dict[str, Any], p: Params) -> bool:
    return bool(t["due"] == p["day"])


def _this_week(day: str) -> bool:
    return MONDAY <= datetime.date.fromisoformat(day) <= TODAY


def _note_params(rng: random.Random) -> Params:
    count = rng.randint(2, 6)
    people = rng.sample(("Ana", "Bo", "Cy", "Di", "Ed", "Flo", "Gus"), count)
    amount = rng.choice(["2 cups", "1 tbsp", "300 g", "3 cloves", "1/2 tsp"])
    ingredient = rng.choice(["flour", "sugar", "butter", "garlic"])
    return {
        "title": rng.choice(["Sprint review", "Budget sync", "Design crit"]),
        "attendees": people,
        "recipe": rng.choice(["Lemon cake", "Garlic bread", "Shortbread"]),
        "ingredient": ingredient,
        "amount": amount,
        "todo_title": rng.choice(["Fix the bike", "Plan the party", "Read chapter 3"]),
        "is_todo": rng.random() < 0.5,
        "todos": rng.randint(1, 4),
        "folder": rng.choice(["Personal", "Work"]),
    }


def _note_setup(world: World, p: Params) -> None:
    book = world["joplin"]
    book["Work"].append(
        {"title": p["title"], "body": f"Attendees: {', '.join(p['attendees'])}\nNotes: all good", "todo": False}
    )
    book["Personal"].append(
        {
            "title": p["recipe"],
            "body": f"Ingredients:\n- {p['amount']} {p['ingredient']}\n- 1 egg\nBake 30 min",
            "todo": False,
        }
    )
    book["Personal"].append({"title": p["todo_title"], "body": "soon", "todo": p["is_todo"]})
    for n in range(p["todos"]):
        book[p["folder"]].append({"title": f"Errand {n + 1}", "body": "", "todo": True})


def _notes_of(p: Params) -> World:
    world: World = {}
    initial(world)
    _note_setup(world, p)
    return world


def _todo_count(world: World, p: Params) -> int:
    return sum(note["todo"] for note in world["joplin"][p["folder"]])


def _track_params(rng: random.Random) -> Params:
    rows = []
    for offset in range(-10, 1):
        for _ in range(rng.randint(0, 2)):
            rows.append(
                {
                    "type": rng.choice(KINDS),
                    "day": (TODAY + datetime.timedelta(days=offset)).isoformat(),
                    "minutes": rng.randint(15, 90),
                    # Whole hundreds of meters, as the textproto's distances: the list's km then show them exactly.
                    "meters": round(rng.randint(800, 25000), -2),
                }
            )
    # One activity of its kind that day: "how long was my run on Tuesday" has one answer.
    single = [r for r in rows if sum(o["type"] == r["type"] and o["day"] == r["day"] for o in rows) == 1]
    pick = rng.choice([r for r in single if _this_week(r["day"])] or single)
    start = TODAY - datetime.timedelta(days=rng.randint(5, 10))
    return {
        "rows": rows,
        "category": pick["type"].lower(),
        "day": pick["day"],
        "date": _said(rng, datetime.date.fromisoformat(pick["day"])),
        "start": start.isoformat(),
        "start_date": start.strftime("%B %d %Y").replace(" 0", " "),
        "end_date": TODAY.strftime("%B %d %Y").replace(" 0", " "),
    }


def _tracks_of(world: World, p: Params, when: Callable[[str], bool]) -> list[dict[str, Any]]:
    return [t for t in world["tracks"] if t["type"].lower() == p["category"] and when(t["day"])]


def _track_template(
    cls: str,
    goal: str,
    value: Callable[[World, Params], Any],
    says: Any,
    kind: str = "number",
    tolerance: float = 0.0,
) -> Template:
    """``tolerance``: the textproto's own for the question; its check is strict (``abs(x - y) < tolerance``)."""

    def answer(world: World, p: Params) -> Callable[[str], bool]:
        found = value(world, p)
        if kind == "titles":
            return titles_answer(found)
        return number_answer(found, math.nextafter(tolerance, 0.0) if tolerance else 0.0)

    def solve(p: Params) -> list[tuple[str, ...]]:
        world: World = {"tracks": p["rows"]}
        found = value(world, p)
        return [("open", "OpenTracks"), ("done", ", ".join(found) if kind == "titles" else str(found))]

    return Template(
        cls,
        "opentracks",
        "answer",
        lambda p: goal.format(**p),
        _track_params,
        solve,
        paraphrases=says,
        setup=lambda w, p: w["tracks"].extend(p["rows"]),
        answer=answer,
    )


def _on_day(world: World, p: Params) -> list[str]:
    return sorted({t["type"] for t in world["tracks"] if t["day"] == p["day"]})


TEMPLATES = [
    _tasks_template(
        "TasksHighPriorityTasks",
        "What are my high priority tasks in Tasks app? " + ANSWER_TITLES,
        lambda t, p: t["priority"] == "High",
        (lambda p: "which of my tasks are high priority? just the titles",),
        clear=lambda t, p: t["priority"] == "High",
    ),
    _tasks_template(
        "TasksHighPriorityTasksDueOnDate",
        "Which tasks with high priority are due {date} in the Tasks app? Answer with the title only. If there are "
        "multiples titles, format your answer in a comma separated list.",
        lambda t, p: t["priority"] == "High" and _due(t, p),
        (lambda p: f"any high priority tasks due {p['date']}? give me the titles",),
        clear=lambda t, p: t["priority"] == "High" and _due(t, p),
    ),
    _tasks_template(
        "TasksCompletedTasksForDate",
        "Which tasks have I completed for {date} in Tasks app? " + ANSWER_TITLES,
        lambda t, p: t["done"] and _due(t, p),
        (lambda p: f"what did I tick off for {p['date'].removeprefix('on ')}? titles only",),
    ),
    _tasks_template(
        "TasksIncompleteTasksOnDate",
        "What incomplete tasks do I have still have to do by {date} in Tasks app? " + ANSWER_TITLES,
        lambda t, p: not t["done"] and _due(t, p),
        (lambda p: f"what's still open for {p['date'].removeprefix('on ')} in tasks? titles",),
    ),
    Template(
        "NotesRecipeIngredientCount",
        "joplin",
        "answer",
        lambda p: (
            f"What quantity of {p['ingredient']} do I need for the recipe '{p['recipe']}' in the Joplin app? Express "
            "your answer in the format <amount> <unit> where both the amount and unit exactly match the format in the recipe."
        ),
        _note_params,
        lambda p: [("open", "Joplin"), ("tap", "Personal"), ("tap", p["recipe"]), ("done", p["amount"])],
        paraphrases=(
            lambda p: f"how much {p['ingredient']} goes in my {p['recipe'].lower()} (joplin)? amount and unit",
        ),
        setup=_note_setup,
        answer=lambda w, p: titles_answer([p["amount"]]),
    ),
    Template(
        "NotesMeetingAttendeeCount",
        "joplin",
        "answer",
        lambda p: (
            f"How many attendees were present in the meeting titled '{p['title']}' in the Joplin app? Express your "
            "answer as just a single number."
        ),
        _note_params,
        lambda p: [("open", "Joplin"), ("tap", "Work"), ("tap", p["title"]), ("done", str(len(p["attendees"])))],
        paraphrases=(lambda p: f"how many people came to the {p['title'].lower()} meeting? number only",),
        setup=_note_setup,
        answer=lambda w, p: number_answer(len(p["attendees"])),
    ),
    Template(
        "NotesIsTodo",
        "joplin",
        "answer",
        lambda p: (
            f"Is the note titled '{p['todo_title']}' in the Joplin app marked as a todo item? Respond with either "
            "'True' if it is a todo or 'False' if not."
        ),
        _note_params,
        lambda p: [("open", "Joplin"), ("tap", "Personal"), ("done", str(p["is_todo"]))],
        paraphrases=(lambda p: f"is '{p['todo_title']}' a to-do in joplin? answer True or False",),
        setup=_note_setup,
        answer=lambda w, p: exact_answer(str(p["is_todo"])),
    ),
    Template(
        "NotesTodoItemCount",
        "joplin",
        "answer",
        lambda p: (
            f"How many to-dos do I have in the '{p['folder']}' folder in the Joplin app? Express your answer as just "
            "a single number."
        ),
        _note_params,
        lambda p: [("open", "Joplin"), ("tap", p["folder"]), ("done", str(_todo_count(_notes_of(p), p)))],
        paraphrases=(lambda p: f"count the to-dos in my {p['folder']} notebook in joplin",),
        setup=_note_setup,
        answer=lambda w, p: number_answer(_todo_count(w, p)),
    ),
    _track_template(
        "SportsTrackerActivitiesOnDate",
        "What activities did I do {date} in the OpenTracks app? Answer with the activity type only. If there are "
        "multiple types, format your answer in a comma separated list.",
        _on_day,
        (lambda p: f"what sports did I do {p['date']}? types only",),
        kind="titles",
    ),
    _track_template(
        "SportsTrackerActivitiesCountForWeek",
        "How many {category} activities did I do this week in the OpenTracks app? Assume the week starts from Monday. "
        "Express your answer as a single integer.",
        lambda w, p: len(_tracks_of(w, p, _this_week)),
        (lambda p: f"how many times did I go {p['category']} this week? number only",),
    ),
    _track_template(
        "SportsTrackerActivityDuration",
        "How long was my {category} activity {date} in the OpenTracks app? Express your answer in minutes as a single "
        "integer.",
        lambda w, p: sum(t["minutes"] for t in _tracks_of(w, p, lambda day: day == p["day"])),
        (lambda p: f"how many minutes of {p['category']} did I do {p['date']}?",),
    ),
    _track_template(
        "SportsTrackerTotalDurationForCategoryThisWeek",
        "What was the total duration of {category} activities in the OpenTracks app this week? Assume the week starts "
        "from Monday. Express your answer in minutes as a single integer.",
        lambda w, p: sum(t["minutes"] for t in _tracks_of(w, p, _this_week)),
        (lambda p: f"total minutes of {p['category']} this week?",),
    ),
]
