"""The camera, a file manager and a gallery driven by the roles of their controls, and records deleted by
what they hold (duplicates, a word in a field): each flow's next step on screens laid out like the real
apps' accessibility trees."""

from __future__ import annotations

import pytest

from mcp_agent.tools.next_step import planner
from mcp_agent.tools.next_step.contract import AgentStepArguments, AgentStepResult
from mcp_agent.tools.next_step.intent import plan_for, read_task
from mcp_agent.tools.next_step.turn import Turn

pytestmark = pytest.mark.unit


def step(task: str, screen: str, plan: list[str], current: int = 1, **more: object) -> AgentStepResult:
    arguments = AgentStepArguments.model_validate(
        {"task": task, "screen_description": screen, "step_count": 3, "plan": plan, "current_subgoal": current, **more}
    )
    return planner.decide(Turn.read(arguments))


PHOTO_MODE = '[0] ImageButton "Shutter"\n[1] ImageButton "Switch to video"\n[2] ImageButton "Switch camera"'
VIDEO_MODE = '[0] ImageButton "Start recording"\n[1] ImageButton "Switch to photo"'


def test_a_photo_is_taken_with_the_shutter() -> None:
    plan = plan_for(read_task("snap a picture"))
    assert plan == ["Open Camera", "Take a photo"]
    tapped = step("snap a picture", PHOTO_MODE, plan)
    assert (tapped.action, tapped.target_index) == ("tap", 0)
    # In video mode the camera is switched back first: the record button takes no photo.
    switched = step("snap a picture", VIDEO_MODE, plan)
    assert (switched.action, switched.target_index) == ("tap", 1)


def test_a_video_switches_mode_records_and_stops() -> None:
    task = "record a short video"
    plan = plan_for(read_task(task))
    assert plan == ["Open Camera", "Start recording a video", "Stop recording"]
    assert step(task, PHOTO_MODE, plan).target_index == 1  # Switch to video
    assert step(task, VIDEO_MODE, plan).target_index == 0  # Start recording
    recording = '[0] ImageButton "Stop recording"\n[1] ImageButton "Switch to photo" disabled'
    stopped = step(task, recording, plan)
    assert (stopped.action, stopped.target_index, stopped.advance_subgoal) == ("tap", 0, True)
    # An audio clip is still the recorder's.
    assert plan_for(read_task("record an audio clip"))[0] == "Open Audio Recorder"
