"""AndroidWorld's information-retrieval tasks on Simple Calendar Pro (``information_retrieval/proto/tasks.textproto``).

Each puts a few events in the calendar, asks a question in the benchmark's words (its ``{date}`` said
the way ``generate_reworded_date`` says it: today, tomorrow, this Friday, March 20, March 20 2030) and
checks the final answer as ``check_agent_answer`` does: comma-separated titles, each fuzzily one of the
expected and as many as expected; a date and time parsed in the asked format. Expected answers are
computed from the world the task started in, so the events every world holds count too.
"""

from __future__ import annotations

import datetime
import random
from collections.abc import Callable
from typing import Any

from .simple_calendar import FORMAT, LABEL, LOCATIONS, TITLES, event
from .template import TODAY, Params, Template, World, titles_answer

ANSWER_TITLES = (
    "Answer with the titles only. If there are multiples titles, format your answer in a comma separated list."
)
PEOPLE = ("Ravi Tanaka", "Greta Novak", "Omar Haddad", "Ines Vargas")


def _reworded(rng: random.Random, day: datetime.date) -> str:
    delta = (day - TODAY).days
    options = [day.strftime("%B %d").replace(" 0", " "), day.strftime("%B %d %Y").replace(" 0", " ")]
    if delta == 0:
        options.append("today")
    if delta == 1:
        options.append("tomorrow")
    if 0 < delta < 7:
        options.append(f"this {day:%A}")
    phrase = rng.choice(options)
    return phrase if phrase[0].islower() else f"on {phrase}"


def _events(world: World) -> list[tuple[datetime.datetime, dict[str, Any]]]:
    return sorted(
        ((datetime.datetime.strptime(e["start"], FORMAT), e) for e in world["calendar"]), key=lambda pair: pair[0]
    )


def _day_params(rng: random.Random) -> Params:
    day = TODAY + datetime.timedelta(days=rng.randint(0, 9))
    titles = rng.sample(TITLES, 3)
    hours = sorted(rng.sample(range(8, 21), 3))
    return {
        "day": day.isoformat(),
        "date": _reworded(rng, day),
        "added": [(t, h) for t, h in zip(titles, hours, strict=True)],
        "pick": rng.randint(0, 2),
    }


def _day(p: Params) -> datetime.date:
    return datetime.date.fromisoformat(p["day"])


def _setup(world: World, p: Params) -> None:
    for title, hour in p["added"]:
        world["calendar"].append(event(title, datetime.datetime.combine(_day(p), datetime.time(hour)), 45))


def _titles(select: Callable[[datetime.datetime, Params], bool]) -> Callable[[World, Params], Callable[[str], bool]]:
    return lambda world, p: titles_answer([e["title"] for start, e in _events(world) if select(start, p)])


def _first(select: Callable[[datetime.datetime, Params], bool]) -> Callable[[World, Params], Callable[[str], bool]]:
    def answer(world: World, p: Params) -> Callable[[str], bool]:
        matches = [(start, e["title"]) for start, e in _events(world) if select(start, p)]
        return titles_answer([title for start, title in matches if start == matches[0][0]] if matches else [])

    return answer


def _look(p: Params, answer: str) -> list[tuple[str, ...]]:
    months = (_day(p).year - TODAY.year) * 12 + _day(p).month - TODAY.month
    return [("open", LABEL), *[("tap", "Next month")] * months, ("done", answer)]


def _on_day(start: datetime.datetime, p: Params) -> bool:
    return start.date() == _day(p)


def _meeting_params(rng: random.Random) -> Params:
    person = rng.choice(PEOPLE)
    days = sorted(rng.sample(range(1, 12), 2))
    return {"person": person, "meetings": [(d, rng.randint(9, 17)) for d in days]}


def _meeting_setup(world: World, p: Params) -> None:
    for offset, hour in p["meetings"]:
        start = datetime.datetime.combine(TODAY + datetime.timedelta(days=offset), datetime.time(hour, 30))
        world["calendar"].append(event(f"Meeting with {p['person']}", start, 30))


def _next_meeting(p: Params) -> datetime.datetime:
    offset, hour = p["meetings"][0]
    return datetime.datetime.combine(TODAY + datetime.timedelta(days=offset), datetime.time(hour, 30))


def _datetime_answer(expected: datetime.datetime) -> Callable[[str], bool]:
    def check(answer: str) -> bool:
        try:
            return datetime.datetime.strptime(answer.strip(), "%B %d %Y %H:%M") == expected
        except ValueError:
            return False

    return check


def _location_params(rng: random.Random) -> Params:
    return {"title": rng.choice(TITLES), "location": rng.choice(LOCATIONS), "offset": rng.randint(1, 12)}


def _location_setup(world: World, p: Params) -> None:
    start = datetime.datetime.combine(TODAY + datetime.timedelta(days=p["offset"]), datetime.time(11))
    world["calendar"].append(event(p["title"], start, 60, location=p["location"]))


def _next_week(start: datetime.datetime, p: Params) -> bool:
    monday = TODAY + datetime.timedelta(days=7 - TODAY.weekday())
    return monday <= start.date() < monday + datetime.timedelta(days=7)


def _template(
    cls: str, goal: Callable[[Params], str], params: Any, setup: Any, answer: Any, solve: Any, says: Any
) -> Template:
    return Template(cls, "calendar", "answer", goal, params, solve, paraphrases=says, setup=setup, answer=answer)


def _expected(world_answer: Callable[[World, Params], list[str]]) -> Callable[[Params], list[tuple[str, ...]]]:
    """The perfect driver's route: open the calendar, move to the month, answer what the world holds."""
    from . import suite

    def solve(p: Params) -> list[tuple[str, ...]]:
        world = suite.initial_world()
        _setup(world, p)
        return _look(p, ", ".join(world_answer(world, p)))

    return solve


def _select(
    select: Callable[[datetime.datetime, Params], bool], first: bool = False
) -> Callable[[World, Params], list[str]]:
    def titles(world: World, p: Params) -> list[str]:
        matches = [(start, e["title"]) for start, e in _events(world) if select(start, p)]
        if first and matches:
            return [title for start, title in matches if start == matches[0][0]]
        return [title for _, title in matches]

    return titles


def _after(start: datetime.datetime, p: Params) -> bool:
    return start.date() == _day(p) and (start.hour, start.minute) > (p["added"][0][1], 0)


def _between(start: datetime.datetime, p: Params) -> bool:
    # AndroidWorld's exclusion conditions: start_time >= {start_time} and start_time <= 8pm, both ends kept
    # (an event starting at 8pm is one of them).
    return start.date() == _day(p) and (p["added"][0][1], 0) <= (start.hour, start.minute) <= (20, 0)


TEMPLATES = [
    _template(
        "SimpleCalendarAnyEventsOnDate",
        lambda p: f"Do I have any events {p['date']} in Simple Calendar Pro? {ANSWER_TITLES}",
        _day_params,
        _setup,
        _titles(_on_day),
        _expected(_select(_on_day)),
        (lambda p: f"anything in my calendar {p['date']}? list the titles",),
    ),
    _template(
        "SimpleCalendarNextMeetingWithPerson",
        lambda p: (
            f"When is my next meeting with {p['person']} in Simple Calendar Pro? Express your answer in the format "
            "<month name> <day> <year> <hour in 24-hour format>:<minutes>."
        ),
        _meeting_params,
        _meeting_setup,
        lambda world, p: _datetime_answer(_next_meeting(p)),
        lambda p: [("open", LABEL), ("done", _next_meeting(p).strftime("%B %d %Y %H:%M").replace(" 0", " "))],
        (lambda p: f"when do I next meet {p['person'].split()[0]}? answer like March 5 2030 14:30",),
    ),
    _template(
        "SimpleCalendarLocationOfEvent",
        lambda p: (
            f"What is the location of my {p['title']} event in Simple Calendar Pro? Answer with the location only."
        ),
        _location_params,
        _location_setup,
        lambda world, p: titles_answer([p["location"]]),
        lambda p: [("open", LABEL), ("done", p["location"])],
        (lambda p: f"where is my {p['title'].lower()}? just the place",),
    ),
    _template(
        "SimpleCalendarEventsInNextWeek",
        lambda p: (
            "What events do I have in the next week in Simple Calendar Pro? Assume the week starts from Monday. "
            + ANSWER_TITLES
        ),
        _day_params,
        _setup,
        _titles(_next_week),
        _expected(_select(_next_week)),
        (lambda p: "what's on my calendar next week (mon-sun)? titles, comma separated",),
    ),
    _template(
        "SimpleCalendarFirstEventAfterStartTime",
        lambda p: (
            f"What is my first event after {p['added'][0][1]}:00 {p['date']} in Simple Calendar Pro? " + ANSWER_TITLES
        ),
        _day_params,
        _setup,
        _first(_after),
        _expected(_select(_after, first=True)),
        (lambda p: f"what comes after {p['added'][0][1]}:00 {p['date']} in my calendar? title only",),
    ),
    _template(
        "SimpleCalendarEventsInTimeRange",
        lambda p: (
            f"Do I have any events between {p['added'][0][1]}:00 and 8pm {p['date']} in Simple Calendar Pro? "
            + ANSWER_TITLES
        ),
        _day_params,
        _setup,
        _titles(_between),
        _expected(_select(_between)),
        (lambda p: f"am I busy from {p['added'][0][1]}:00 to 8pm {p['date']}? titles only",),
    ),
]
