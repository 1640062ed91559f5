"""A camera's photo and video, by the roles of its controls: the shutter ("Shutter", "Take photo",
"Capture"), the record button ("Start recording", "Record video"), and the mode switch ("Switch to
video", "Video") when the camera is in the other mode. A photo is taken when the shutter's tap has
been applied; a video is being recorded when a stop control shows (``Stop recording`` ends it)."""

from __future__ import annotations

from .contract import AgentStepResult
from .grammar import Subgoal
from .reading import has_word, words
from .roles import controls
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
