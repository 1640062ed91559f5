"""Tasks that carry something read in one place to another: call whoever texted last, send someone what
another person texted ("text Priya the address Hana sent me"), merge notes into a new one. Planned as a ``Remember`` subgoal that
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


_FILE = r"[\w-]+\.(?:md|txt)"
_FILES = rf"{_FILE}(?:\s*(?:,\s*(?:and\s+|then\s+)?|\s+(?:and|then)\s+){_FILE})+"
_MERGE = (
    # Merge the contents of notes a.md, b.md and c.md (in the same order) into a new note named d.md
    re.compile(
        rf"^(?:merge|combine|join|concatenate|put\s+together)\s+(?:the\s+)?(?:(?:contents?|texts?)\s+of\s+)?"
        rf"(?:(?:the\s+)?(?:notes?|files?)\s+)?(?P<files>{_FILES})\s+(?:\(in\s+(?:the\s+same|that)\s+order\)\s+)?"
        rf"into\s+(?:a\s+|one\s+|a\s+single\s+)?(?:new\s+)?(?:(?:markor\s+)?(?:note|file)\s+)?"
        rf"(?:(?:named|called|titled)\s+)?(?P<new>{_FILE})\b",
        re.I,
    ),
    # make a new note d.md with the text of a.md, then b.md, then c.md
    re.compile(
        rf"^(?:make|create|write)\s+(?:a\s+)?(?:new\s+)?(?:note|file)\s+(?:(?:named|called|titled)\s+)?(?P<new>{_FILE})"
        rf"\s+(?:with|from|holding)\s+(?:the\s+)?(?:(?:contents?|texts?)\s+of\s+)?(?P<files>{_FILES})\b",
        re.I,
    ),
)


def _key(what: str) -> str:
    """The fact's name: "address of the event" and "event address" are both the address."""
    head = re.split(r"\s+(?:of|for|from|about)\s+", what.strip(), maxsplit=1)[0]
    return head.split()[-1].lower()


def read_carry(text: str, app: str) -> Goal | None:
    for shape in _MERGE:
        merged = shape.match(text)
        if merged is not None:
            files = tuple(re.findall(_FILE, merged.group("files")))
            return Goal("merge", app=app, obj="note", title=merged.group("new"), extra=files)
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
    if goal.intent == "merge":
        # Each note's text is read in turn, then the new note holds them in that order, a blank line apart.
        plan = [f"Open {goal.app or 'Notes'}"]
        for number, name in enumerate(goal.extra, 1):
            plan += [f"Open the note '{name}'", f"Remember the text as «text {number}»", "Close the note"]
        body = "\n\n".join(f"«text {number}»" for number in range(1, len(goal.extra) + 1))
        return [
            *plan,
            "Start a new note",
            f"Type '{goal.title}' into the title field",
            f"Type '{body}' into the body field",
            "Save the note",
            f"Check the note '{goal.title}' is listed",
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
