"""Tracks as people keep them in a tracker: named ("Harbour loop"), their row saying the activity type and the
description before the day. Questions over such rows (of a kind, on a day, the newest of a kind, the name of the
longest), a question about one track by its name, and a track renamed, retyped, described or deleted by its name;
a recording saved with the kind the request says."""

from __future__ import annotations

import pytest

from mcp_agent.tools.next_step.answering.question import PLAN_PREFIX, Question
from mcp_agent.tools.next_step.answering.records import Record, answer

from .planning import plan

pytestmark = pytest.mark.unit

ROWS = [
    Record("Harbour loop", "Cycling · gusty near the pier · Wed, Mar 13, 2030 · 71 min · 24.30 km"),
    Record("Quick one", "Running · Tue, Mar 12, 2030 · 31 min · 5.10 km"),
    Record("Long Sunday", "Running · legs heavy · Sun, Mar 10, 2030 · 95 min · 18.40 km"),
    Record("Pool", "Swimming · Fri, Mar 8, 2030 · 40 min · 1.50 km"),
    Record("Running", "Mon, Mar 4, 2030 · 50 min · 9.00 km"),  # an unnamed track: titled by its type
]


def asked(task: str) -> Question:
    planned = plan(task)
    assert planned[-1].startswith(PLAN_PREFIX), (task, planned)
    question = Question.from_line(planned[-1].removeprefix(PLAN_PREFIX))
    assert question is not None and question.source == "tracks", task
    return question


@pytest.mark.parametrize(
    ("task", "expected"),
    [
        ("how many jogs did I do since Monday in opentracks?", "1"),
        ("opentracks: km I ran in total this month", "32.50"),
        ("what sports did I do on March 13? opentracks, types only", "Cycling"),
        ("In OpenTracks, when did I last swim?", "March 8, 2030"),
        ("opentracks - the date of my latest run please", "March 12, 2030"),
        ("what's my longest run called in opentracks? (by minutes)", "Long Sunday"),
        ("which bike ride covered the most distance? name only, opentracks", "Harbour loop"),
    ],
)
def test_named_tracks_rows_answer_by_their_type_and_day(task: str, expected: str) -> None:
    assert answer(asked(task), ROWS) == expected, task


@pytest.mark.parametrize(
    ("task", "expected"),
    [
        ("opentracks: what activity was Harbour loop?", "Cycling"),
        ("In OpenTracks, is 'Pool' a swim or a walk?", "Swimming"),
        ("how many kilometres was the Long Sunday track? opentracks", "18.40"),
        ("opentracks: what did I note in the description of Long Sunday?", "legs heavy"),
        ("In OpenTracks, which day was the track 'Quick one'?", "March 12, 2030"),
        ("opentracks: how many minutes did Harbour loop take?", "71"),
    ],
)
def test_a_track_asked_about_by_its_name_is_read_from_its_row(task: str, expected: str) -> None:
    question = asked(task)
    assert question.subject, task
    assert answer(question, ROWS) == expected, task


def test_a_name_in_another_apps_question_is_not_a_tracks() -> None:
    planned = plan('how long is my "Workout" playlist in Retro Music, in minutes?')
    assert planned[0] == "Open Retro Music"


def test_a_day_is_no_tracks_name() -> None:
    question = asked("how far did I go on Sunday? opentracks, km")
    assert (question.subject, question.first, question.last) == ("", "2030-03-10", "2030-03-10")


@pytest.mark.parametrize(
    ("task", "field", "value"),
    [
        ("opentracks: rename Harbour loop to Pier sprint", "name", "Pier sprint"),
        ("In OpenTracks, the track 'Harbour loop' should be named Pier sprint", "name", "Pier sprint"),
        ("fix the activity type of Harbour loop to running in opentracks", "activity type", "running"),
        ("opentracks: Harbour loop is really walking, correct its type", "activity type", "walking"),
        ("update the description of my Harbour loop track to say calm sea (opentracks)", "description", "calm sea"),
        ("opentracks: edit Harbour loop's description to read calm sea", "description", "calm sea"),
    ],
)
def test_a_track_named_by_its_name_is_opened_edited_and_saved(task: str, field: str, value: str) -> None:
    planned = plan(task)
    assert planned[:2] == ["Open OpenTracks", "Open the track 'Harbour loop'"], (task, planned)
    assert planned[2:4] == [f"Type '{value}' into the {field} field", "Save the track"], (task, planned)


@pytest.mark.parametrize(
    "task", ["erase the track Harbour loop in opentracks", "opentracks: trash my Harbour loop recording"]
)
def test_a_track_named_by_its_name_is_deleted(task: str) -> None:
    assert plan(task) == ["Open OpenTracks", "Delete the track 'Harbour loop'"], task


def test_a_kind_on_a_day_is_not_read_as_a_tracks_name() -> None:
    planned = plan("delete my swimming activity from March 12 in opentracks")
    assert not any("Delete the track '" in line for line in planned), planned


@pytest.mark.parametrize(
    ("task", "name", "kind"),
    [
        ("opentracks: record a swim and call it Lido", "Lido", "swimming"),
        ("start and stop a track in opentracks, name it Lido, type swimming", "Lido", "swimming"),
        ("record a new track in OpenTracks called Lido with the activity type cycling", "Lido", "cycling"),
    ],
)
def test_a_recording_is_saved_with_the_kind_said(task: str, name: str, kind: str) -> None:
    planned = plan(task)
    assert f"Type '{name}' into the name field" in planned, (task, planned)
    assert f"Type '{kind}' into the activity type field" in planned, (task, planned)


def test_a_recording_named_after_a_kind_keeps_the_default_type() -> None:
    planned = plan('Record a track in OpenTracks and save it as "Beach run"')
    assert not any("activity type" in line for line in planned), planned


# As the real app's list shows a track: the day, then its total time with its distance in brackets.
AS_SHOWN = [
    Record("Hill reps", "Running · Wed, Mar 13, 2030 · 1:05:00 (12.35 km)"),
    Record("Shakeout", "Running · Tue, Mar 12, 2030 · 25:00 (420.00 m)"),
    Record("Cycling", "Mon, Mar 11, 2030 · 2:10:00 (48.00 km)"),
]


@pytest.mark.parametrize(
    ("task", "expected"),
    [
        ("opentracks: minutes spent running this week?", "90"),
        ("how long did I cycle on March 11 in opentracks, in minutes", "130"),
        ("what was my shortest run in meters? opentracks", "420"),
        ("opentracks: total km I ran this week", "12.77"),
    ],
)
def test_a_rows_total_time_and_distance_are_read_as_the_app_shows_them(task: str, expected: str) -> None:
    assert answer(asked(task), AS_SHOWN) == expected, task


@pytest.mark.parametrize(
    ("task", "expected"),
    [
        ("opentracks: which sport did I do the most this month?", "Running"),
        ("what type of activity did I log least often in March? opentracks", "Cycling"),
        ("how many hours did I run this month according to opentracks", "3.68"),
    ],
)
def test_the_kind_done_most_often_and_time_in_hours(task: str, expected: str) -> None:
    rows = [*ROWS[:4], Record("Pool again", "Swimming · Thu, Mar 7, 2030 · 30 min · 1.20 km"), ROWS[2]]
    assert answer(asked(task), rows) == expected, task


def test_the_activities_recorded_on_a_day_are_all_of_them() -> None:
    question = asked("which activity types did I record on March 10? comma separated, opentracks")
    assert answer(question, [*ROWS, Record("Spin", "Cycling · Sun, Mar 10, 2030 · 20 min · 8.00 km")]) == (
        "Cycling, Running"
    )


@pytest.mark.parametrize(
    ("task", "expected"),
    [
        ("opentracks: what was my average speed on the ride of March 13, km/h?", "20.54"),
        ("how fast was Quick one in opentracks? (km/h)", "9.87"),
        ("average speed of Harbour loop in km/h, per opentracks", "20.54"),
        ("what's my average running speed this week in opentracks?", "9.87"),
    ],
)
def test_speed_is_the_distance_over_the_time(task: str, expected: str) -> None:
    assert answer(asked(task), ROWS) == expected, task


@pytest.mark.parametrize(
    ("task", "mode", "kind"),
    [
        ("give me the distance I swam yesterday", "km", "swimming"),
        ("gimme the number of rides this week in opentracks", "count", "cycling"),
    ],
)
def test_a_question_asked_as_give_me(task: str, mode: str, kind: str) -> None:
    question = asked(task)
    assert (question.mode, question.kind) == (mode, kind), task
