"""A tracker's tracks as people change them: one recorded and saved under a name (its stopped page finished by its
Stop control), one renamed or its activity type corrected, named by its kind and its day (the row showing both)."""

from __future__ import annotations

import pytest

from .planning import plan, step

pytestmark = pytest.mark.unit


@pytest.mark.parametrize(
    "task",
    [
        "start tracking a new activity in OpenTracks, then stop and save it as Lunch loop",
        "opentracks: log a quick walk and call it Lunch loop",
        "Record a short track in OpenTracks named Lunch loop",
    ],
)
def test_a_track_is_recorded_and_saved_under_its_name(task: str) -> None:
    planned = plan(task)
    assert planned[:3] == ["Open OpenTracks", "Start recording", "Stop recording"], task
    assert "Type 'Lunch loop' into the name field" in planned and "Save the recording" in planned, task


STOPPED = (
    '[1] EditText "Name" value="2030-03-14T09:41"\n[2] EditText "Activity type" value="unknown"\n'
    '[3] EditText "Description"\n[4] TextView "Total time" value="00:00:00"\n[5] ImageButton "Record"\n'
    '[6] ImageButton "Stop"'
)


def test_a_stopped_recordings_page_is_finished_by_its_stop() -> None:
    task = "Record a short track in OpenTracks named Lunch loop"
    planned = plan(task)
    finished = step(task, STOPPED, planned, planned.index("Save the recording"), trail=["OpenTracks"])
    assert (finished.action, finished.target_index) == ("tap", 6)  # not Record, which resumes


@pytest.mark.parametrize(
    ("task", "typed"),
    [
        ("retitle my swimming activity on March 12 as Lake swim in opentracks", "Type 'Lake swim' into the name field"),
        ("OpenTracks: name the swim from March 12 Lake swim", "Type 'Lake swim' into the name field"),
        (
            "fix the activity type of the swim on March 12 to walking in OpenTracks",
            "Type 'walking' into the activity type field",
        ),
        (
            "my swim from March 12 is actually a walking, correct its type in opentracks",
            "Type 'walking' into the activity type field",
        ),
    ],
)
def test_a_track_is_found_by_its_kind_and_day_then_edited(task: str, typed: str) -> None:
    planned = plan(task)
    assert planned[:3] == ["Open OpenTracks", "Open the track showing 'Swimming on 2030-03-12'", typed], task
    assert planned[3] == "Save the track", task


LIST = (
    '[1] TextView "OpenTracks"\n[2] List "Tracks" scrollable\n'
    '  [3] ListItem "Swimming" value="Wed, Mar 13, 2030 · 40 min · 1.20 km"\n'
    '  [4] ListItem "Walking" value="Tue, Mar 12, 2030 · 30 min · 2.10 km"\n'
    '  [5] ListItem "Swimming" value="Tue, Mar 12, 2030 · 35 min · 1.00 km"\n[6] ImageButton "Record"'
)


def test_the_row_showing_both_the_kind_and_the_day_is_opened() -> None:
    task = "OpenTracks: name the swim from March 12 Lake swim"
    opened = step(task, LIST, plan(task), 1, trail=["OpenTracks"])
    assert (opened.action, opened.target_index) == ("tap", 5)
