"""A photo or a video taken with the camera: "take one photo", "snap a picture", "film a video clip".

Read before the goal grammar's steps: "record a video clip" is the camera's, not the audio recorder's.
"""

from __future__ import annotations

import re

from .goal import Goal

_SHOT = r"(?:photo|picture|pic|snapshot|selfie|image)s?"
_PHOTO = re.compile(
    rf"^(?:take|snap|shoot|capture|grab|make)\s+(?:me\s+)?(?:a|an|one|1|single)?\s*(?:quick\s+|new\s+)?{_SHOT}\b", re.I
)
_VIDEO = re.compile(
    r"^(?:take|record|film|shoot|capture|make)\s+(?:me\s+)?(?:a|an|one|1|single)?\s*(?:short\s+|quick\s+|new\s+)?"
    r"video\b",
    re.I,
)


def read_capture(text: str, app: str) -> Goal | None:
    """A photo or a video to take, or None."""
    if re.fullmatch(r"(?:an?\s+)?(?:photo|picture|pic|selfie)(?:\s+please)?", text.strip(), re.I):
        return Goal("photo", app=app or "Camera")  # "photo please"
    if _VIDEO.match(text):
        return Goal("video", app=app or "Camera")
    if _PHOTO.match(text):
        return Goal("photo", app=app or "Camera")
    return None


def capture_plan(goal: Goal) -> list[str] | None:
    if goal.intent == "photo":
        return [f"Open {goal.app}", "Take a photo"]
    if goal.intent == "video":
        return [f"Open {goal.app}", "Start recording a video", "Stop recording"]
    return None
