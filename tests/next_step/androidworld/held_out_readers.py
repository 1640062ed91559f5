"""The held-out questions about Tasks and OpenTracks.

``Template.held_out``: when working on the planner, do not open this file (the app modules hold the screens).
"""

from __future__ import annotations

import datetime

from .paraphrases import Say, _when
from .readers import ANSWER_TITLES, MONDAY, _due, _tasks_template, _this_week, _track_template, _tracks_of
from .template import TODAY

# The textproto's ``tolerance: 10`` on both distance questions: the app shows kilometres, the answer is in meters.
DISTANCE_TOLERANCE = 10.0


def _next_week(day: str) -> bool:
    start = MONDAY + datetime.timedelta(days=7)
    return start <= datetime.date.fromisoformat(day) < start + datetime.timedelta(days=7)


TEMPLATES = [
    _tasks_template(
        "TasksDueOnDate",
        "What tasks do I have due {date} in Tasks app? " + ANSWER_TITLES,
        _due,
        (lambda p: f"what's due {p['date']} in my to-do app? titles only",),
        clear=_due,
    ),
    _tasks_template(
        "TasksDueNextWeek",
        "How many tasks do I have due next week in Tasks app? Assume the week starts from Monday. Express your answer "
        "as a single integer.",
        lambda t, p: _next_week(t["due"]),
        (lambda p: "how many tasks are due next week (monday to sunday)? just a number",),
        count=True,
        clear=lambda t, p: _next_week(t["due"]),
    ),
    _track_template(
        "SportsTrackerLongestDistanceActivity",
        "What was the longest distance covered in a {category} activity in the OpenTracks app this week? Assume the "
        "week starts from Monday. Express your answer as a single number in meters rounded to the nearest integer.",
        lambda w, p: max((t["meters"] for t in _tracks_of(w, p, _this_week)), default=0),
        (lambda p: f"my longest {p['category']} this week, in meters?",),
        tolerance=DISTANCE_TOLERANCE,
    ),
    _track_template(
        "SportsTrackerTotalDistanceForCategoryOverInterval",
        "What was the total distance covered for {category} activities in the OpenTracks app from {start_date} to "
        "{end_date}? Express your answer as a single number in meters rounded to the nearest integer.",
        lambda w, p: sum(t["meters"] for t in _tracks_of(w, p, lambda day: p["start"] <= day <= TODAY.isoformat())),
        (lambda p: f"how far did I go {p['category']} between {p['start_date']} and today, in meters?",),
        tolerance=DISTANCE_TOLERANCE,
    ),
]

# The paraphrases that suite appends to these templates' own (as paraphrases.MORE for the others).
MORE: dict[str, tuple[Say, ...]] = {
    "TasksDueOnDate": (lambda p: f"which tasks are due {_when(p)}? comma separated titles",),
    "TasksDueNextWeek": (lambda p: "count my tasks due next week (week starts monday), just the number",),
    "SportsTrackerLongestDistanceActivity": (
        lambda p: f"furthest {p['category']} this week (from monday) in meters, rounded",
    ),
    "SportsTrackerTotalDistanceForCategoryOverInterval": (
        lambda p: f"add up my {p['category']} distance from {p['start_date']} to {p['end_date']}, in meters",
    ),
}
