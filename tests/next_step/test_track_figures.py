"""A tracker's questions as a benchmark asks them: a span said by its two ends with its year, the answer's unit and
rounding said after the question, a pace, a duration in hours and minutes, one row picked by one measure and asked
another, the activity type with the most distance, an "Answer with the … name only" format. Wordings other than the
jobs' (app_jobs_track_stats.py)."""

from __future__ import annotations

from datetime import date

import pytest

from mcp_agent.tools.next_step.answering.question import PLAN_PREFIX, Question
from mcp_agent.tools.next_step.answering.records import Record, answer
from mcp_agent.tools.next_step.answering.spans import interval_named
from mcp_agent.tools.next_step.answering.units import places_asked

from .planning import TODAY, plan

pytestmark = pytest.mark.unit


@pytest.mark.parametrize(
    ("text", "span"),
    [
        ("from April 2 through April 6, 2029", ("2029-04-02", "2029-04-06")),
        ("between jan 30 and feb 4", ("2030-01-30", "2030-02-04")),
        ("Oct 3-7, 2029", ("2029-10-03", "2029-10-07")),
        ("between 5 and 11 January 2030", ("2030-01-05", "2030-01-11")),
        ("from december 29 to january 2", ("2029-12-29", "2030-01-02")),  # the latest such span begun
        ("between May 2 and May 9", ("2029-05-02", "2029-05-09")),  # not this May, still ahead
        ("from February 28 to March 3, total km", ("2030-02-28", "2030-03-03")),
    ],
)
def test_a_span_said_by_its_two_ends_takes_the_year_said_once(text: str, span: tuple[str, str]) -> None:
    assert interval_named(text, TODAY) == span, text


@pytest.mark.parametrize("text", ["on March 5, 2030", "between 2 and 3 pm", "from 10 to 12 km", "February 30 to 31"])
def test_what_is_no_span_of_days_reads_as_none(text: str) -> None:
    assert interval_named(text, TODAY) is None, text


@pytest.mark.parametrize(
    ("text", "places"),
    [
        ("Give the figure rounded to three decimal places.", "3"),
        ("round it to 1 decimal", "1"),
        ("to the nearest whole number please", "0"),
        ("in km with two decimals", "2"),
        ("how many km did I ride", ""),
    ],
)
def test_the_places_asked_are_read(text: str, places: str) -> None:
    assert places_asked(text) == places, text


def asked(task: str) -> Question:
    planned = plan(task)
    assert planned[-1].startswith(PLAN_PREFIX), (task, planned)
    question = Question.from_line(planned[-1].removeprefix(PLAN_PREFIX))
    assert question is not None and question.source == "tracks", (task, planned)
    return question


def test_a_span_with_its_year_bounds_the_rows_asked() -> None:
    question = asked(
        "How many kilometers did I swim between January 27 and February 2, 2030, according to OpenTracks? "
        "Give the number rounded to one decimal place."
    )
    assert (question.first, question.last, question.kind, question.mode) == (
        "2030-01-27",
        "2030-02-02",
        "swimming",
        "km",
    )
    assert question.places == "1"


@pytest.mark.parametrize(
    ("task", "unit", "pick", "by"),
    [
        ("In OpenTracks, what was my mean pace on hikes in January 2030, in minutes per kilometre?", "", "", ""),
        ("opentracks: my jogging pace last week in minutes per mile", "mi", "", ""),
        ("what was the pace of my fastest swim in opentracks?", "", "min", "pace"),
        ("opentracks: pace of my newest bike ride", "", "max", "day"),
    ],
)
def test_a_pace_is_asked_as_minutes_per_length(task: str, unit: str, pick: str, by: str) -> None:
    question = asked(task)
    assert (question.mode, question.unit, question.pick, question.by) == ("pace", unit, pick, by), task


@pytest.mark.parametrize(
    ("task", "mode", "pick", "by"),
    [
        ("OpenTracks: how many km was my longest swim by time in January?", "km", "max", "minutes"),
        ("my shortest hike time-wise, how far was it? opentracks", "km", "min", "minutes"),
        ("how many minutes did my furthest bike ride take? opentracks", "minutes", "max", "meters"),
    ],
)
def test_a_row_picked_by_one_measure_answers_another(task: str, mode: str, pick: str, by: str) -> None:
    question = asked(task)
    assert (question.mode, question.pick, question.by) == (mode, pick, by), task


@pytest.mark.parametrize(
    ("task", "pick", "by"),
    [
        ("Which sport did I log the most kilometers in during January 2030 in OpenTracks?", "max", "meters"),
        ("opentracks: what activity type took the least time last month?", "min", "minutes"),
    ],
)
def test_the_type_with_the_most_distance_or_time_is_asked(task: str, pick: str, by: str) -> None:
    question = asked(task)
    assert (question.mode, question.pick, question.by) == ("types", pick, by), task


def test_a_format_naming_the_answer_keeps_its_name() -> None:
    question = asked(
        "Which of my swimming activities in January 2030 was the farthest? Answer with the track name only."
    )
    assert (question.mode, question.pick, question.by) == ("name", "max", "meters")
    assert asked("opentracks: which walk took me the longest last week? its name").by == "minutes"


def test_min_said_as_a_unit_is_no_minimum() -> None:
    question = asked("opentracks: how long did I cycle in January, h and min?")
    assert (question.mode, question.pick, question.unit) == ("minutes", "", "h:m")


ROWS = [
    Record("Cycling", "Thu, Mar 14, 2030 · 1:30:00 (45.00 km)"),
    Record("Walking", "Wed, Mar 13, 2030 · 1:05:00 (6.50 km)"),
    Record("Cycling", "Mon, Mar 11, 2030 · 45:00 (20.00 km)"),
    Record("Walking", "Sun, Mar 10, 2030 · 55:00 (5.00 km)"),
]


def test_the_figures_are_made_from_the_rows() -> None:
    walks = {"source": "tracks", "kind": "walking"}
    assert answer(Question(mode="pace", **walks), ROWS) == "10.43"  # 120 min over 11.5 km
    assert answer(Question(mode="pace", pick="min", by="pace", **walks), ROWS) == "10"  # the quicker walk's
    assert answer(Question(mode="minutes", unit="h:m", **walks), ROWS) == "2 hours"
    assert answer(Question(mode="km", pick="max", by="minutes", **walks), ROWS) == "6.50"
    assert answer(Question(mode="minutes", pick="min", by="meters", **walks), ROWS) == "55"
    assert answer(Question(source="tracks", mode="types", pick="max", by="meters"), ROWS) == "Cycling"
    assert answer(Question(source="tracks", mode="types", pick="max", by="minutes"), ROWS) == "Cycling"
    assert answer(Question(mode="minutes", pick="mean", places="1", **walks), ROWS) == "60.0"
    assert answer(Question(mode="km", places="0", **walks), ROWS) == "12"  # 11.50 km to a whole number


def test_an_explicit_span_in_another_year_counts_no_row_of_this_one() -> None:
    question = Question("tracks", "count", "2029-03-10", "2029-03-14")
    assert answer(question, ROWS) == "0"
    assert date.fromisoformat(question.first).year == 2029


def test_a_superlative_with_how_it_is_measured_asks_which_one() -> None:
    question = asked("in opentracks, what was my longest swim time-wise?")
    assert (question.mode, question.pick, question.by) == ("name", "max", "minutes")
    question = asked("opentracks: date of the walk with the most km in January")
    assert (question.mode, question.pick, question.by, question.first) == ("date", "max", "meters", "2030-01-01")


@pytest.mark.parametrize(
    ("task", "first", "last"),
    [
        ("opentracks: how many rides in the week of January 16, 2030?", "2030-01-14", "2030-01-20"),  # a Wednesday
        ("total km walked in the week starting February 3 in opentracks", "2030-02-03", "2030-02-09"),
        ("How many swims did I log in the second week of February 2030 in OpenTracks?", "2030-02-08", "2030-02-14"),
        ("opentracks: km of jogging in the last week of January", "2030-01-25", "2030-01-31"),
    ],
)
def test_a_week_said_by_a_day_in_it_or_its_place_in_a_month(task: str, first: str, last: str) -> None:
    question = asked(task)
    assert (question.first, question.last) == (first, last), task


def test_the_highest_average_speed_is_the_fastest_by_pace() -> None:
    question = asked("Which hike had the greatest average speed in January 2030 in OpenTracks? Give its name.")
    assert (question.mode, question.pick, question.by) == ("name", "min", "pace")
    question = asked("opentracks: what was the lowest average speed of my rides last month, in km/h?")
    assert (question.mode, question.pick, question.by) == ("speed", "max", "pace")


@pytest.mark.parametrize(
    "task",
    [
        "opentracks: what was my top speed on yesterday's ride?",
        "How much elevation did I gain on my hikes in January 2030 according to OpenTracks?",
        "opentracks: total moving time of my jogs last week",
    ],
)
def test_a_statistic_the_list_does_not_show_is_never_answered_from_it(task: str) -> None:
    assert not plan(task)[-1].startswith(PLAN_PREFIX), (task, plan(task))


@pytest.mark.parametrize(
    ("task", "kind"),
    [
        ("opentracks: total km of my runs and rides in January", "running|cycling"),
        (
            "How many walking, swimming or cycling activities did I log last week in OpenTracks?",
            "walking|swimming|cycling",
        ),
        ("opentracks: how far did I walk after my swim on March 2?", "walking"),  # not said together: one kind
    ],
)
def test_kinds_said_together_count_the_rows_of_each(task: str, kind: str) -> None:
    assert asked(task).kind == kind, task


def test_rows_of_any_kind_said_are_selected() -> None:
    question = Question(source="tracks", mode="km", kind="walking|cycling")
    assert answer(question, ROWS) == "76.50"


def test_the_name_of_the_one_track_of_a_day_is_its_row() -> None:
    question = asked("opentracks: what is the name of the activity I logged on February 9, 2030?")
    assert (question.mode, question.first, question.last, question.pick, question.by) == (
        "name",
        "2030-02-09",
        "2030-02-09",
        "max",
        "day",
    )


def test_meters_to_the_nearest_ten_are_the_rows_own_precision() -> None:
    question = asked("opentracks: my swim of March 2 in meters, rounded to the nearest ten meters")
    assert (question.mode, question.unit) == ("km", "m")
