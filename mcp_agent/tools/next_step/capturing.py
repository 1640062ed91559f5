"""A camera's photo and video, by the roles of its controls: the shutter ("Shutter", "Take photo",
"Capture"), the record button ("Start recording", "Record video"), and the mode switch ("Switch to
video", "Video") when the camera is in the other mode. A photo is taken when the shutter's tap has
been applied; a video is being recorded when a stop control shows (``Stop recording`` ends it)."""

from __future__ import annotations

from .contract import AgentStepResult
from .grammar import Subgoal, parse_subgoal
from .intent.capture import asks_video
from .reading import has_word, words
from .roles import controls, is_dialog
from .screen import Element, Screen
from .search import scroll_or_ask
from .turn import Turn, final_tap, tap_on


def _shutter(screen: Screen) -> Element | None:
    for element in controls(screen):
        label = words(element.label)
        if element.disabled or "switch" in label or "video" in label:
            continue
        if has_word(element.label, "shutter", "capture") or (
            "take" in label and has_word(element.label, "photo", "picture", "pic")
        ):
            return element
    return None


def _mode(screen: Screen, mode: str) -> Element | None:
    """The control that puts the camera in ``mode`` ("Switch to video", a "Video" tab)."""
    return next(
        (e for e in controls(screen) if not e.disabled and has_word(e.label, mode) and len(words(e.label)) <= 3),
        None,
    )


def _record(screen: Screen) -> Element | None:
    return next(
        (
            e
            for e in controls(screen)
            if not e.disabled
            and has_word(e.label, "record", "recording")
            and not has_word(e.label, "stop", "pause", "list", "records")
        ),
        None,
    )


def take_photo(goal: Subgoal, turn: Turn, plan: list[str]) -> AgentStepResult:
    shutter = _shutter(turn.screen)
    if shutter is not None:
        return final_tap(shutter, goal, turn, "Taking the photo", f"{shutter.describe()} takes the picture.")
    mode = _mode(turn.screen, "photo")
    if mode is not None:
        return tap_on(mode, "Switching to photos", f"{mode.describe()} puts the camera in photo mode.")
    return scroll_or_ask(turn, "the camera's shutter", goal)


def start_video(goal: Subgoal, turn: Turn, plan: list[str]) -> AgentStepResult:
    record = _record(turn.screen)
    if record is not None:
        return tap_on(record, "Recording a video", f"{record.describe()} starts the video.")
    mode = _mode(turn.screen, "video")
    if mode is not None:
        return tap_on(mode, "Switching to video", f"{mode.describe()} puts the camera in video mode.")
    return scroll_or_ask(turn, "the camera's record button", goal)


def capture_achieved(goal: Subgoal, turn: Turn, is_current: bool) -> bool:
    if goal.kind == "photo":
        return is_current and turn.acted(goal.source)
    # Recording: the screen offers to stop it.
    return any(has_word(e.label, "stop") and has_word(e.label, "record", "recording") for e in controls(turn.screen))


def recording_kept(goal: Subgoal, turn: Turn, plan: list[str], is_current: bool) -> bool:
    """A recording's last steps ("Stop recording", "Save the recording") are reached only when the screen shows
    the recording ended and kept, of the kind the task asks: a plan that records sound for a task that asks for a
    video never reaches its end, however its taps went (so it cannot say done)."""
    if asks_video(turn.task_said) and not any(
        (step := parse_subgoal(text)) is not None and step.kind == "video_start" for text in plan
    ):
        return False
    if not (is_current and turn.acted(goal.source)):
        return False
    screen = turn.screen
    still_recording = any(
        has_word(e.label, "stop") and has_word(e.label, "record", "recording") for e in controls(screen)
    )
    if goal.kind == "record_stop":
        return not still_recording
    # Saved: the name dialog has closed and nothing is being recorded any more.
    return not still_recording and not is_dialog(screen) and not any(e.editable and e.focused for e in screen.elements)
