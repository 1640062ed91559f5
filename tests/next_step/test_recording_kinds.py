"""A recording of the kind asked: a video (said anywhere, filmed, or recorded with the camera) is the camera's,
sound is the recorder's; and a recording plan reaches its end only when the screen shows the recording kept."""

from __future__ import annotations

import pytest

from mcp_agent.tools.next_step import navigator as nav
from mcp_agent.tools.next_step.intent import plan_for, read_task

from .planning import step

pytestmark = pytest.mark.unit

VIDEO_PLAN = ["Open Camera", "Start recording a video", "Stop recording"]
AUDIO_PLAN = ["Open Audio Recorder", "Start recording", "Stop recording", "Save the recording"]


@pytest.mark.parametrize(
    "task",
    [
        "start recording with the camera",
        "record using the camera app",
        "start recording a video",
        "start a video recording",
        "film a clip of the kids",
        "begin filming",
        "tape the recital on my camera",
    ],
)
def test_a_recording_said_as_video_or_with_the_camera_is_the_cameras(task: str) -> None:
    assert plan_for(read_task(task)) == VIDEO_PLAN


@pytest.mark.parametrize(
    ("task", "first"),
    [
        ("start recording", "Open Audio Recorder"),
        ("record a voice memo", "Open Audio Recorder"),
        ("record audio with the camera", "Open Audio Recorder"),  # sound said: the recorder's still
        ("take a photo with the camera", "Open Camera"),
    ],
)
def test_sound_and_photos_are_not_read_as_a_video(task: str, first: str) -> None:
    plan = plan_for(read_task(task))
    assert plan[0] == first
    assert "Start recording a video" not in plan


NAME_DIALOG = """[0] TextView "Rename record"
[1] EditText "Name" value="Record-1" focused
[2] Button "Cancel"
[3] Button "Save"
"""
RECORDER_LIST = """[0] TextView "00:00:00"
[1] ImageButton "Record"
[2] ImageButton "Records list"
[3] TextView "Record-1" value="0:07"
"""


def _after_tap(task: str, screen: str, plan: list[str], current: int) -> str:
    refs = {nav.ACTED: f"{plan[current]}|4"}
    return step(task, screen, plan, current, steps_so_far=["tap"], state_refs=refs).action


def test_a_recording_never_saved_does_not_end_done() -> None:
    task = "record a voice note and save it"
    assert plan_for(read_task(task)) == AUDIO_PLAN
    # Save was tapped but the name dialog is still up: the recording is not kept, so no done.
    assert _after_tap(task, NAME_DIALOG, AUDIO_PLAN, 3) != "done"
    # The dialog closed onto the recorder's list: kept.
    assert _after_tap(task, RECORDER_LIST, AUDIO_PLAN, 3) == "done"


def test_a_sound_recording_plan_never_ends_done_for_a_video_asked() -> None:
    # However the plan came to record sound, a task that asks for a video is not done by it.
    for task in ("gonna need a quick video, start recording", "shoot some video of the party", "film the recital"):
        assert _after_tap(task, RECORDER_LIST, AUDIO_PLAN, 3) != "done"
    assert _after_tap("make an audio recording", RECORDER_LIST, AUDIO_PLAN, 3) == "done"


def test_a_video_is_stopped_only_when_the_camera_no_longer_records() -> None:
    task = "start recording with the camera"
    recording = '[0] ImageButton "Stop recording"\n[1] ImageButton "Switch to photo" disabled'
    stopped = '[0] ImageButton "Start recording"\n[1] ImageButton "Switch to photo"'
    assert _after_tap(task, recording, VIDEO_PLAN, 2) != "done"
    assert _after_tap(task, stopped, VIDEO_PLAN, 2) == "done"
