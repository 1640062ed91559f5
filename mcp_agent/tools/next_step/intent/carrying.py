"""Tasks that carry something read in one place to another: call whoever texted last, send someone what
another person texted ("text Priya the address Hana sent me"). Planned as a ``Remember`` subgoal that
reads the fact off the screen and later subgoals that use it as ``«key»`` (carrying.py resolves them)."""

from __future__ import annotations

import re

from .goal import Goal

# A person's name as written in a task: capitalised words, matched whatever the rest's case.
_NAME = r"(?-i:[A-Z][\w'-]*(?:\s+[A-Z][\w'-]*)?)"
_TEXTED = r"(?:texted|messaged|sms'?d|sent(?:\s+me)?\s+(?:an?\s+|the\s+)?(?:text|message|sms))"
_SENDER = re.compile(
    rf"^(?:call|phone|ring|dial)(?:\s+back)?\s+(?:the\s+(?:number|person|contact|one|sender)|whoever|whomever)\b"
    rf"(?:\s+(?:that|who|which))?(?:\s+(?:just|last))?\s+{_TEXTED}\b",
    re.I,
)
_SENT = r"(?:just\s+)?(?:sent|texted|messaged|forwarded)(?:\s+(?:me|over|to\s+me))*"
_SEND = r"(?:text|send|forward|message|sms)"
_FORWARD = (
    # Text the address of the event to Priya Suzuki that Hana Novak just sent me
    re.compile(
        rf"^{_SEND}\s+(?:the\s+)?(?P<what>.+?)\s+to\s+(?P<to>{_NAME})\s+that\s+(?P<from>{_NAME})\s+{_SENT}$", re.I
    ),
    # forward the address Hana Novak texted me to Priya Suzuki
    re.compile(
        rf"^{_SEND}\s+(?:the\s+)?(?P<what>.+?)\s+(?:that\s+)?(?P<from>{_NAME})\s+{_SENT}\s+to\s+(?P<to>{_NAME})$", re.I
    ),
    # send Priya Suzuki the event address that Hana sent over
    re.compile(rf"^{_SEND}\s+(?P<to>{_NAME})\s+the\s+(?P<what>.+?)\s+(?:that\s+)?(?P<from>{_NAME})\s+{_SENT}$", re.I),
)


def _key(what: str) -> str:
    """The fact's name: "address of the event" and "event address" are both the address."""
    head = re.split(r"\s+(?:of|for|from|about)\s+", what.strip(), maxsplit=1)[0]
    return head.split()[-1].lower()


def read_carry(text: str, app: str) -> Goal | None:
    if _SENDER.match(text):
        return Goal("call_sender", app=app)
    for shape in _FORWARD:
        match = shape.match(text)
        if match is not None:
            return Goal(
                "forward",
                app=app,
                recipient=match.group("to"),
                subject=match.group("from"),
                fact=_key(match.group("what")),
            )
    return None


def carry_plan(goal: Goal) -> list[str] | None:
    if goal.intent == "call_sender":
        return [
            "Open Messages",
            "Open the latest conversation",
            "Remember the sender",
            f"Open {goal.app or 'Phone'}",
            "Dial «sender»",
            "Call «sender»",
        ]
    if goal.intent == "forward":
        return [
            f"Open {goal.app or 'Messages'}",
            f"Open the conversation with {goal.subject}",
            f"Remember the {goal.fact}",
            f"Open the conversation with {goal.recipient}",
            f"Type '«{goal.fact}»'",
            "Send the message",
        ]
    return None
