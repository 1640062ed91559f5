"""A tracker's quantities asked in another unit than the screen's, the newest or the oldest of a kind, a kind's
tracks deleted on every day, the newest track edited: the unit table, the questions read, the answers converted,
the plans. Wordings other than the jobs' (app_jobs_track_units.py)."""

from __future__ import annotations

import pytest

from mcp_agent.tools.next_step.answering.question import PLAN_PREFIX, Question
from mcp_agent.tools.next_step.answering.records import Record, answer
from mcp_agent.tools.next_step.answering.units import as_number, convert, unit_asked
from mcp_agent.tools.next_step.intent.said_fields import labelled_fields

from .planning import plan

pytestmark = pytest.mark.unit


@pytest.mark.parametrize(
    ("text", "dimension", "unit"),
    [
        ("what's that in feet?", "length", "ft"),
        ("how many yards did I swim", "length", "yd"),
        ("my pace in meters per second", "speed", "m/s"),
        ("how quick was it, miles an hour", "speed", "mph"),
        ("the ride in kph", "speed", "km/h"),
        ("give it in hrs", "duration", "h"),
        ("how many secs", "duration", "s"),
        ("I'm asking how far, it's fine", "length", ""),  # "I'm", "it's" say no unit
        ("total km, in miles please", "length", "mi"),  # the one said after "in"
        ("miles per hour", "length", ""),  # a speed's words are no length
    ],
)
def test_the_unit_asked_is_read_from_the_words_of_its_dimension(text: str, dimension: str, unit: str) -> None:
    assert unit_asked(text, dimension) == unit, text


def test_the_table_converts_within_a_dimension() -> None:
    assert convert(5, "km", "mi") == pytest.approx(3.10686, abs=1e-5)
    assert convert(90, "min", "h") == 1.5
    assert convert(36, "km/h", "m/s") == pytest.approx(10)
    assert convert(100, "ft", "m") == pytest.approx(30.48)
    assert (as_number(3.0), as_number(3.14159), as_number(2.499)) == ("3", "3.14", "2.5")


def asked(task: str) -> Question:
    planned = plan(task)
    assert planned[-1].startswith(PLAN_PREFIX), (task, planned)
    question = Question.from_line(planned[-1].removeprefix(PLAN_PREFIX))
    assert question is not None and question.source == "tracks", task
    return question


@pytest.mark.parametrize(
    ("task", "mode", "unit"),
    [
        ("In OpenTracks, how many feet was my shortest hike?", "km", "ft"),
        ("opentracks: my jogging mileage for last week", "km", "mi"),
        ("how many seconds have I spent swimming this month? opentracks", "minutes", "s"),
        ("opentracks - average bike speed this month in miles an hour", "speed", "mph"),
        ("what's the hours total of my walks since monday in opentracks", "minutes", "h"),
        ("In OpenTracks, how far did I cycle yesterday?", "km", ""),  # no unit: the screen's own
        ("In OpenTracks, how many meters did I swim yesterday?", "km", "m"),
        ("In OpenTracks, roughly how many metres did I swim yesterday?", "km", "m"),
    ],
)
def test_a_question_is_answered_in_the_unit_it_asks(task: str, mode: str, unit: str) -> None:
    question = asked(task)
    assert (question.mode, question.unit) == (mode, unit), task


@pytest.mark.parametrize(
    ("task", "mode", "pick"),
    [
        ("opentracks: how long did my newest hike take?", "minutes", "max"),
        ("In OpenTracks, what distance was my earliest swim?", "km", "min"),
        ("opentracks, the day of my earliest ride?", "date", "min"),
        ("opentracks: the name of my oldest jog", "name", "min"),
    ],
)
def test_the_newest_or_oldest_of_a_kind_is_one_row_by_its_day(task: str, mode: str, pick: str) -> None:
    question = asked(task)
    assert (question.mode, question.pick, question.by) == (mode, pick, "day"), task


def test_most_recent_and_a_verb_record_are_no_largest() -> None:
    assert asked("In OpenTracks, how far was my most recent hike?").by == "day"
    question = asked("opentracks: which day did I record my first swim?")
    assert (question.mode, question.pick, question.by) == ("date", "min", "day")


def test_a_last_weekday_is_a_span_not_the_newest() -> None:
    question = asked("In OpenTracks, how far did I cycle last Tuesday?")
    assert (question.first, question.by) == ("2030-03-12", "")


def test_a_day_without_its_year_is_the_past_one() -> None:
    question = asked("opentracks: how many km did I walk on December 20?")
    assert (question.first, question.last) == ("2029-12-20", "2029-12-20")
    assert asked("total distance of my rides in November, opentracks").first == "2029-11-01"


ROWS = [
    Record("Cycling", "Thu, Mar 14, 2030 · 1:30:00 (45.00 km)"),
    Record("Walking", "Wed, Mar 13, 2030 · 30:00 (2.35 km)"),
    Record("Cycling", "Mon, Mar 11, 2030 · 45:00 (20.00 km)"),
]


def test_answers_are_converted_from_the_rows() -> None:
    rides = {"source": "tracks", "kind": "cycling"}
    assert answer(Question(mode="km", unit="mi", **rides), ROWS) == "40.39"
    assert answer(Question(mode="minutes", unit="s", **rides), ROWS) == "8100"
    assert answer(Question(mode="minutes", unit="h", **rides), ROWS) == "2.25"
    assert answer(Question(mode="speed", unit="mph", **rides), ROWS) == "17.95"  # 65 km in 2.25 h
    assert answer(Question(mode="km", pick="min", by="day", **rides), ROWS) == "20.00"  # the oldest ride's
    assert answer(Question(mode="km", unit="m", source="tracks", kind="walking"), ROWS) == "2350"


@pytest.mark.parametrize(
    ("task", "wanted"),
    [
        ("wipe every hike from opentracks", "Delete every event that is 'Walking'"),
        ("opentracks: remove all of my bike rides", "Delete every event that is 'Cycling'"),
        ("delete all my swims from March 3 in opentracks", "on 2030-03-03 that is 'Swimming'"),
        ("opentracks: delete my walk of December 20", "on 2029-12-20 that is 'Walking'"),
    ],
)
def test_a_kinds_tracks_are_deleted_on_every_day_never_another_kind(task: str, wanted: str) -> None:
    assert wanted in plan(task)[-1], (task, plan(task))


@pytest.mark.parametrize(
    ("task", "opening", "typed"),
    [
        ("opentracks: retitle the latest activity as Canal sprint", "Open the newest track", "into the name field"),
        (
            "In OpenTracks, my newest hike should be called Ridge walk",
            "Open the newest track that is 'Walking'",
            "name",
        ),
        ("opentracks: my most recent ride was really running, correct its type", "that is 'Cycling'", "activity type"),
        ("update the type of the last track to swimming in opentracks", "Open the newest track", "activity type"),
        ("name the latest ride Harbour dash in opentracks", "that is 'Cycling'", "into the name field"),
    ],
)
def test_the_newest_track_is_opened_and_edited(task: str, opening: str, typed: str) -> None:
    planned = plan(task)
    assert any(opening in step for step in planned), (task, planned)
    assert any(typed in step and step.startswith("Type") for step in planned), (task, planned)


def test_name_before_my_or_the_is_the_verb_not_a_fields_label() -> None:
    assert labelled_fields("name the latest ride Harbour dash") == []
    assert [f.value for f in labelled_fields("new contact, name Bob Ray, number 5551234")][:1] == ["Bob Ray"]


@pytest.mark.parametrize(
    ("task", "mode", "unit"),
    [
        ("how long did my quickest ride take in minutes? opentracks", "minutes", ""),
        ("how far was my slowest jog, in miles? opentracks", "km", "mi"),
        ("opentracks: what was the speed of my fastest swim in m/s", "speed", "m/s"),
    ],
)
def test_the_fastest_or_slowest_ones_own_value_is_answered(task: str, mode: str, unit: str) -> None:
    question = asked(task)
    assert (question.mode, question.unit, question.by) == (mode, unit, "pace"), task


def test_time_spent_said_first_is_a_question() -> None:
    question = asked("opentracks: minutes spent swimming since monday")
    assert (question.mode, question.kind, question.first) == ("minutes", "swimming", "2030-03-11")


def test_so_far_is_until_now_and_a_date_may_be_asked_in_the_answers_format() -> None:
    assert asked("opentracks: how many hikes have I logged so far").mode == "count"
    question = asked("what was my farthest swim in opentracks? just the date")
    assert (question.mode, question.pick, question.by) == ("date", "max", "meters")
    question = asked("opentracks, my total km for January in yards")
    assert (question.mode, question.unit, question.first) == ("km", "yd", "2030-01-01")
