"""A call to whoever texted, said by what they texted about ("call the contact who texted me about the meeting",
"who messaged me about dinner? give them a call") or as a question answered by the call ("who texted me last?
call them"). Read as the sender of that conversation called: the question alone would be answered and the call
dropped, and "about …" ignored would call whoever texted last, about anything.

What they texted about is looked for in the conversations' previews without its article ("the spare keys" is
shown as "…left the spare keys…", "the car" as "Your car is ready").
"""

from __future__ import annotations

import re

from ..patterns import rx
from .goal import Goal

_TEXTED = r"(?:texted|messaged|sms'?d|wrote(?:\s+to)?|sent(?:\s+me)?\s+(?:an?\s+|the\s+)?(?:text|message|sms))"
_WHO = r"(?:whoever|whomever|who|the\s+(?:number|person|contact|one|sender)(?:\s+(?:that|who|which))?)"
_CALL = r"(?:call|phone|ring|dial)(?:\s+back)?"
_THEM = (
    rf"(?:{_CALL}\s+(?:them|him|her|that\s+person|the\s+sender)(?:\s+back)?|give\s+(?:them|him|her|that\s+person|the\s+sender)\s+a\s+"
    r"(?:call|ring)|call\s+back)"
)
# "call the contact who texted me about the meeting", "ring whoever texted me about dinner"
_CALL_ABOUT = re.compile(
    rf"^{_CALL}\s+{_WHO}\s+(?:just\s+)?{_TEXTED}(?:\s+me)?(?:\s+last)?\s+(?:about|regarding|re:?)\s+(?P<topic>[^?,;]+?)\s*[.!]?$",
    re.I,
)
# "who messaged me about the meeting? give them a call", "who texted me last? call them"
_ASKED_THEN_CALLED = re.compile(
    rf"^who\s+(?:just\s+)?{_TEXTED}(?:\s+me)?(?:\s+(?:about|regarding)\s+(?P<topic>[^?,;]+?)|"
    rf"\s+(?P<last>last|most\s+recently|just\s+now))\s*[?,;.–-]+\s*(?:then\s+|and\s+|so\s+)?{_THEM}\s*[.!]?$",
    re.I,
)

# "someone texted me about dinner, call them", "Somebody texted me about dinner. Could you give them a call?"
_TOLD_THEN_CALLED = re.compile(
    rf"^(?:someone|somebody|a\s+friend|a\s+contact|a\s+number)\s+(?:just\s+)?{_TEXTED}(?:\s+me)?\s+(?:about|regarding)\s+"
    rf"(?P<topic>[^?,;.]+?)\s*[?,;.–-]+\s*(?:then\s+|and\s+|so\s+)?(?:(?:could|can|would|will)\s+(?:you|u)\s+)?"
    rf"(?:please\s+|pls\s+)?{_THEM}(?:\s+(?:please|pls))?\s*[.!?]?$",
    re.I,
)


def _topic(said: str) -> str:
    said = rx(r"\s+(?:please|pls|plz|thanks|thank\s+you|now|asap)$", re.I).sub("", said.strip())  # a courtesy after it
    return rx(r"^(?:the|my|a|an|our|your|their|his|her)\s+", re.I).sub("", said)


def read_texted_caller(text: str) -> Goal | None:
    """Whoever texted (about something, or last) called: ``call_sender`` with what they texted about as its
    subject; None for any other task."""
    said = text.strip()
    found = _CALL_ABOUT.match(said) or _ASKED_THEN_CALLED.match(said) or _TOLD_THEN_CALLED.match(said)
    if found is None:
        return None
    topic = found.groupdict().get("topic") or ""
    return Goal("call_sender", subject=_topic(topic) if topic else "")
