"""Where or when the next event is, sent to someone: "text Ines Moreau the location of my next event", "let ines
know where my next event is", "send Ines a message with when my next meeting starts". Planned as the calendar
opened, the part of the event that comes next after the device's time remembered off its list (carrying.py, by
agenda.py), then that value typed into a message to the person.
"""

from __future__ import annotations

import re

from ..patterns import rx
from .goal import Goal

# A person's name, capitalised or as dictated: one or two words that are no word of the sentence's frame.
_FRAME = r"(?:me|you|him|her|them|it|the|my|a|an|know|where|when|what|by|text|message|sms)"
_NAME = rf"(?P<to>(?!{_FRAME}\b)[A-Za-z][\w'-]*(?:\s+(?!{_FRAME}\b)[A-Za-z][\w'-]*)?)"
_NEXT = r"my\s+next\s+(?:calendar\s+)?(?:event|appointment|meeting|thing|booking|plans?)"
_PART = r"(?P<part>location|place|address|venue|time|start\s+time|title|name)"
_HOW = r"(?:\s*,?\s*(?:by|via|over|in\s+a)\s+(?:text|sms|message))?"
_IS = r"\s+(?:is|takes\s+place|will\s+be|starts|begins|is\s+happening)"
_SHAPES = (
    # "text Ines Moreau the location of my next event", "tell ines by text the place of my next meeting"
    re.compile(
        rf"^(?:text|txt|message|sms|send|tell)\s+{_NAME}{_HOW}\s+(?:a\s+(?:text|message)\s+with\s+)?(?:the\s+)?{_PART}\s+"
        rf"of\s+{_NEXT}{_HOW}$",
        re.I,
    ),
    # "text the location of my next event to Ines Moreau"
    re.compile(rf"^(?:text|send|message|sms)\s+(?:the\s+)?{_PART}\s+of\s+{_NEXT}\s+to\s+{_NAME}{_HOW}$", re.I),
    # "text ines where my next event is", "send Ines a message with where my next event takes place", "let ines know
    # when my next meeting starts, by text"
    *(
        re.compile(rf"^{lead}\s+(?P<asked>where|when)\s+{_NEXT}(?:{_IS})?{_HOW}$", re.I)
        for lead in (
            rf"(?:text|txt|message|sms|tell)\s+{_NAME}{_HOW}",
            rf"send\s+{_NAME}\s+a\s+(?:text|message|sms)\s+(?:with|saying)",
            rf"let\s+{_NAME}\s+know{_HOW}",
        )
    ),
)
_PARTS = {"location": "place", "address": "place", "venue": "place", "where": "place", "when": "time", "name": "title"}


def read_event_carry(text: str, app: str) -> Goal | None:
    for shape in _SHAPES:
        if (found := shape.match(text.strip().rstrip("."))) is None:
            continue
        said = " ".join((found.groupdict().get("part") or found.group("asked")).lower().split())
        part = _PARTS.get(said, "time" if "time" in said else said)
        to = " ".join(word if word[:1].isupper() else word.title() for word in found.group("to").split())
        calendar = app if app and rx(r"calendar", re.I).search(app) else "Calendar"
        return Goal(
            "steps",
            app=calendar,
            extra=(
                f"Open {calendar}",
                f"Remember the {part} of the next event as «{part}»",
                "Open Messages",
                f"Open the conversation with {to}",
                f"Type '«{part}»'",
                "Send the message",
            ),
        )
    return None
