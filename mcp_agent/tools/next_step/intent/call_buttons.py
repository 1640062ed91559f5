"""A button on the call's screen, pressed (people set 124): "hit the red decline button", "tap the hold button on this
call with Felix", "hit the speaker icon": the act the button does, on the call going now, whatever the person calls
the button."""

from __future__ import annotations

import re

_CALL_BUTTON = re.compile(
    r"\b(?:hit|tap|press|push|click|touch|smash)\s+(?:on\s+)?(?:the\s+)?(?:(?:red|green|little|big)\s+)?"
    r"(?P<b>decline|reject|ignore|hold|speaker(?:\s*phone)?|loud\s*speaker|mute|end(?:\s+call)?|hang[\s-]?up|"
    r"answer|accept|pick\s+up)(?:\s+(?:button|icon|key|thing))?\b",
    re.I,
)
_CALL_ACTS = {
    "decline": "decline the call",
    "reject": "decline the call",
    "ignore": "decline the call",
    "hold": "put this call on hold",
    "speaker": "put the call on speaker",
    "loudspeaker": "put the call on speaker",
    "mute": "mute the call",
    "end": "hang up",
    "hangup": "hang up",
    "answer": "answer the call",
    "accept": "answer the call",
    "pickup": "answer the call",
}
# A call still to be placed ("call Ana and hit the speaker button"): the button is one part of that request.
_PLACES_A_CALL = re.compile(
    r"\b(?:call|ring|dial|phone)\s+(?!(?:with|is|was|from|screen)\b)(?:[A-Z+\d]|my\b|back\b|the\s+number)"
)
_ABOUT_A_CALL = re.compile(r"\b(?:call(?:ing|er)?|ringing|rings|on\s+the\s+(?:phone|line))\b", re.I)


def call_button(task: str) -> str | None:
    """The act of the call screen's button the request presses; ``None`` when it presses none or is no call's."""
    found = _CALL_BUTTON.search(task)
    if found is None or not _ABOUT_A_CALL.search(task) or _PLACES_A_CALL.search(task):
        return None
    button = re.sub(r"[\s-]|call$|phone$", "", found.group("b").lower())
    return _CALL_ACTS.get(button)
