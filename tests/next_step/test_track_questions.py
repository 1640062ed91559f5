"""Questions over recorded activities as people ask them: the rows' values made one as asked (the farthest, the
shortest, the average, the total), in the unit asked, over a month, the past days or a span; the day of the
farthest, longest or slowest one; and the answers built from the rows the list showed."""

from __future__ import annotations

import pytest

from mcp_agent.tools.next_step.answering.question import PLAN_PREFIX, Question
from mcp_agent.tools.next_step.answering.records import Record, answer

from .planning import plan

pytestmark = pytest.mark.unit


def asked(task: str) -> Question:
    planned = plan(task)
    assert planned[-1].startswith(PLAN_PREFIX), (task, planned)
    question = Question.from_line(planned[-1].removeprefix(PLAN_PREFIX))
    assert question is not None and question.source == "tracks", task
    return question


@pytest.mark.parametrize(
    ("task", "mode", "pick", "kind"),
    [
        ("whats the furthest I ever cycled? opentracks, answer in km", "km", "max", "cycling"),
        ("In OpenTracks, what was my shortest swim in meters?", "km", "min", "swimming"),
        ("typical length of my jogs in opentracks, in kilometres", "km", "mean", "running"),
        ("average duration of my walks according to OpenTracks (minutes)", "minutes", "mean", "walking"),
        ("how long was my longest bike ride in minutes? opentracks", "minutes", "max", "cycling"),
        ("how many hikes are in opentracks?", "count", "", "walking"),
    ],
)
def test_the_rows_values_are_made_one_as_the_question_asks(task: str, mode: str, pick: str, kind: str) -> None:
    question = asked(task)
    assert (question.mode, question.pick, question.kind) == (mode, pick, kind), task


@pytest.mark.parametrize(
    ("task", "first", "last"),
    [
        ("how many workouts did I log in January? opentracks", "2030-01-01", "2030-01-31"),
        ("opentracks: total km I swam last month", "2030-02-01", "2030-02-28"),
        ("How far did I run over the past 10 days in OpenTracks, in km?", "2030-03-05", "2030-03-14"),
        ("what's the total distance of my runs last week in opentracks?", "2030-03-04", "2030-03-10"),
        ("minutes of cycling since March 9 in OpenTracks?", "2030-03-09", "2030-03-14"),
    ],
)
def test_a_month_the_past_days_or_a_span_say_which_rows_count(task: str, first: str, last: str) -> None:
    question = asked(task)
    assert (question.first, question.last) == (first, last), task


def test_the_day_of_the_farthest_longest_or_slowest_is_asked_as_a_date() -> None:
    farthest = asked("which day was my farthest ride in OpenTracks?")
    assert (farthest.mode, farthest.pick, farthest.by) == ("date", "max", "meters")
    longest = asked("the date of my longest run by duration in opentracks")
    assert (longest.mode, longest.pick, longest.by) == ("date", "max", "minutes")
    slowest = asked("what was my slowest walk in opentracks?")
    assert (slowest.mode, slowest.pick, slowest.by) == ("date", "max", "pace")


ROWS = [
    Record("Running", "Thu, Mar 14, 2030 · 30 min · 6.00 km"),
    Record("Running", "Mon, Mar 11, 2030 · 50 min · 8.50 km"),
    Record("Walking", "Sun, Mar 10, 2030 · 40 min · 3.20 km"),
    Record("Running", "Tue, Mar 5, 2030 · 45 min · 5.00 km"),
]


def test_answers_take_the_largest_smallest_or_average_row_in_the_unit_asked() -> None:
    runs = {"kind": "running"}
    assert answer(Question("tracks", "km", pick="max", **runs), ROWS) == "8.50"
    assert answer(Question("tracks", "km", pick="min", **runs), ROWS) == "5.00"
    assert answer(Question("tracks", "km", pick="mean", **runs), ROWS) == "6.50"
    assert answer(Question("tracks", "minutes", pick="mean", **runs), ROWS) == "41.67"
    assert answer(Question("tracks", "minutes", "2030-03-10", "2030-03-14"), ROWS) == "120"


def test_the_day_named_is_the_one_rows_and_a_tie_names_none() -> None:
    assert answer(Question("tracks", "date", kind="running", pick="max", by="meters"), ROWS) == "March 11, 2030"
    # Minutes per kilometre: 9.0 on March 5 is the slowest run, 5.0 on March 14 the fastest.
    assert answer(Question("tracks", "date", kind="running", pick="max", by="pace"), ROWS) == "March 5, 2030"
    assert answer(Question("tracks", "date", kind="running", pick="min", by="pace"), ROWS) == "March 14, 2030"
    tied = [*ROWS, Record("Running", "Sat, Mar 2, 2030 · 60 min · 8.50 km")]
    assert answer(Question("tracks", "date", kind="running", pick="max", by="meters"), tied) is None
