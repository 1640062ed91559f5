"""A photo or a video taken with the camera: "take one photo", "snap a picture", "film a video clip".

Read before the goal grammar's steps: "record a video clip" is the camera's, not the audio recorder's.
"""

from __future__ import annotations

import re

from ..patterns import rx
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
# A recording that is a video however it is said: "video" anywhere in it ("start a video recording", "start
# recording a video"), filming ("film a clip", "film the kids"), or the camera named as what records ("start
# recording with the camera", "record using the camera app"; "take a photo with the camera" is still a photo).
_RECORDING = re.compile(
    r"^(?:start\s+|begin\s+)?(?:record|recording|film|filming|tape|taping)\b|"
    r"^(?:start|begin)\s+(?:an?\s+)?(?:new\s+|quick\s+|short\s+)?video\b",
    re.I,
)
_VIDEO_WORD = re.compile(r"\bvideos?\b|\bfilm(?:s|ing|ed)?\b", re.I)
_RECORD_WORD = re.compile(r"\brecord(?:ing)?\b|\btap(?:e|ing)\b", re.I)
_CAMERA = re.compile(r"\b(?:with|using|on|in)\s+(?:the\s+|my\s+)?camera(?:\s+app)?\b", re.I)
_SOUND = re.compile(r"\b(?:audio|voice|sound)\b", re.I)


def read_capture(text: str, app: str) -> Goal | None:
    """A photo or a video to take, or None."""
    if rx(r"(?:an?\s+)?(?:photo|picture|pic|selfie)(?:\s+please)?", re.I).fullmatch(text.strip()):
        return Goal("photo", app=app or "Camera")  # "photo please"
    # (the camera said as the app the recording is made in records video: "record using the camera app")
    if _VIDEO.match(text) or (_RECORDING.match(text) and (asks_video(text) or app == "Camera")):
        return Goal("video", app=app or "Camera")
    if _PHOTO.match(text):
        return Goal("photo", app=app or "Camera")
    return None


def asks_video(text: str) -> bool:
    """The request says its recording is a video (a camera's), not sound."""
    if _SOUND.search(text):
        return False
    return _VIDEO_WORD.search(text) is not None or (
        _RECORD_WORD.search(text) is not None and _CAMERA.search(text) is not None
    )


def capture_plan(goal: Goal) -> list[str] | None:
    if goal.intent == "photo":
        return [f"Open {goal.app}", "Take a photo"]
    if goal.intent == "video":
        return [f"Open {goal.app}", "Start recording a video", "Stop recording"]
    return None
