"""A request written as a message (people set 120): the frame around it taken off, its set-out values said in a line.

People who write to an assistant as they write an e-mail put the request inside a frame: a "Subject:" or "Re:" line, a
greeting ("Hi,", "Hello there,"), a sign-off with their name ("Thanks,\\nDana", "Cheers, Sam") and a P.S. that adds a
detail. Inside, values stand out: **bold**, a "> quoted" line, a value alone on the line under "…:", bullets or
numbers, "Field: value" lines. Each is read by its shape, whatever the request:

* the subject line, the greeting and the sign-off (with the name and anything under it but a P.S.) carry nothing;
* a P.S. is one more sentence of the request;
* emphasis marks are no part of a value; a quoted line, or a value alone under a line ending in ":", is quoted where
  the colon stands;
* a block of "Field: value" lines or of bare items under its request is said in a line (set_out_values.py);
* its sentences are read together where they point at one another (message_sentences.py).

A text of one line, or one with no frame, is left as said: the frame is only read where it stands on lines of its own.
"""

from __future__ import annotations

import re

from .goal import Goal
from .message_sentences import in_plain_sentences, trimmed
from .reader import read_task
from .self_repairs import repaired
from .sequence_mends import said_in_order
from .set_out_values import said_in_a_line
from .situations import situation_dropped

_HEADER = re.compile(r"^(?:subject|re|fwd?|fw)\s*:", re.I)
_GREETING_WORDS = (
    r"hi|hello|hey|hiya|heya|dear|greetings|good\s+(?:morning|afternoon|evening|day)|morning|evening|yo|howdy"
)
# A greeting on its own line: "Hi,", "Hello there!", "Dear assistant,", "Hey Sam -".
_GREETING = re.compile(
    rf"^(?:{_GREETING_WORDS})(?:\s+(?:there|all|again|[A-Z][\w.]*|assistant|team)){{0,2}}\s*[,!.:–—-]*$", re.I
)
# A greeting the request follows on its line: "Hi - I'm on a call …", "Hello, could you …".
_GREETING_LEAD = re.compile(rf"^(?:{_GREETING_WORDS})(?:\s+there)?\s*(?:[,!]|\s[–—-])\s*(?=\S)", re.I)
_THANKS = (
    r"(?:many\s+|big\s+|huge\s+)?(?:thanks|thank\s+you|thx|thanx|ta|cheers)(?:\s+(?:so\s+much|a\s+lot|again|in\s+advance|"
    r"heaps|loads))?|(?:best|kind|warm|many)?\s*(?:regards|wishes)|best|all\s+the\s+best|love|yours(?:\s+truly)?|"
    r"sincerely|speak\s+soon|talk\s+soon|ttyl|xx+"
)
# A sign-off on its own line, with the writer's name after it or not: "Thanks,", "Cheers, Sam", "Thanks! Jo".
# The name is capitalised ("Love it!" in a list is no sign-off).
_SIGN_OFF = re.compile(
    rf"^(?:{_THANKS})\s*[,!.]*(?:\s*[–—-]?\s*(?-i:[A-Z])[\w.'-]*(?:\s+(?-i:[A-Z])[\w.'-]*)?)?\s*[.!]?$", re.I
)
# The writer's name or initial after a dash, on the last line ("- K", "— Dave"; people set 134): a bullet of a list
# has bullets above it, a signature none.
_DASH_NAME = re.compile(r"^[–—-]\s*(?-i:[A-Z])[\w.'-]*(?:\s+(?-i:[A-Z])[\w.'-]*)?\.?$")
_PS = re.compile(r"^p\.?\s*(?:p\.?\s*)?s\b\.?\s*[:,.-]?\s*(?P<x>.*)$", re.I)
_EMPHASIS = re.compile(r"(\*\*|__)(?P<x>(?:(?!\1)[^\n])+?)\1")
_QUOTE_LINE = re.compile(r"^>\s*(?P<x>.+)$")
_ITEM = re.compile(r"^(?:[-*•]|\d+[.)])\s+")


def unframed(task: str) -> str:
    """``task`` without its message frame and with its set-out values said in a line; unchanged when it has no frame."""
    if "\n" not in task.strip():
        return task
    lines = [line.strip() for line in task.strip().split("\n")]
    body, after = _framed(lines)
    if body is None:
        return task
    body = [_EMPHASIS.sub(r"\g<x>", line) for line in body]
    body = [f'"{quoted.group("x").strip()}"' if (quoted := _QUOTE_LINE.match(line)) else line for line in body]
    text = said_in_a_line(body)
    for line in after:
        text = f"{_ended(text)} {line}".strip()
    return trimmed(in_plain_sentences(text), _reads)


def _reads(text: str) -> bool:
    """Whether the request is read as the step reads it (turn.py): mended, then by the grammar."""
    return _whole(read_task(said_in_order(situation_dropped(repaired(text)))))


def _whole(goal: Goal) -> bool:
    """A reading with no part left unread ("play all my songs" read, "Play the lot" not)."""
    return goal.intent != "explore" and all(_whole(step) for step in goal.then)


def _framed(lines: list[str]) -> tuple[list[str] | None, list[str]]:
    """The request's lines and its P.S. sentences; ``None`` when no line is a frame's."""
    framed = False
    at = 0
    while at < len(lines) and (not lines[at] or _HEADER.match(lines[at])):
        framed = framed or bool(lines[at])
        at += 1
    if at < len(lines) and _GREETING.match(lines[at]):
        framed, at = True, at + 1
    elif at < len(lines) and (lead := _GREETING_LEAD.match(lines[at])) is not None:
        framed, lines = True, [*lines[:at], lines[at][lead.end() :], *lines[at + 1 :]]
    body: list[str] = []
    after: list[str] = []
    signed = False
    rest = lines[at:]
    for n, line in enumerate(rest):
        if (ps := _PS.match(line)) is not None and (body or signed):
            after.append(ps.group("x").strip())
            framed = True
        elif signed:
            continue  # the writer's name, a title, "Sent from my phone"
        elif body and _SIGN_OFF.match(line) and _signature_after(rest[n + 1 :], body):
            signed = framed = True
        elif body and _dash_signed(line, body, rest[n + 1 :]):
            signed = framed = True
        else:
            body.append(line)
    while body and not body[-1]:
        body.pop()
    return (body if framed and any(body) else None), [line for line in after if line]


def _signature_after(lines: list[str], body: list[str]) -> bool:
    """Whether only a signature follows a sign-off (a name, a title, a P.S.): "Love Story" in a list of songs is none.
    A name after a dash ("Thanks\n- Dave") signs only alone, under a request that lists nothing."""
    signature = [line for line in lines if line and not _PS.match(line)]
    named = len(signature) == 1 and not _lists(body)
    return len(signature) <= 2 and all(
        len(line.split()) <= 4
        and (not _ITEM.match(line) or (named and _DASH_NAME.match(line)))
        and not line.endswith(":")
        for line in signature
    )


def _dash_signed(line: str, body: list[str], rest: list[str]) -> bool:
    """Whether ``line`` is the writer's name after a dash, the message's last line but a P.S., under no list."""
    return (
        _DASH_NAME.match(line) is not None and not _lists(body) and all(not later or _PS.match(later) for later in rest)
    )


def _lists(body: list[str]) -> bool:
    """Whether the request sets out a list (a line ending in ":" or a bullet): a dash line under it is its item."""
    return any(said.endswith(":") or _ITEM.match(said) for said in body)


def _ended(text: str) -> str:
    """``text`` closed as a sentence, so what follows it is read as one more."""
    return text if not text or text[-1] in ".!?" else f"{text}."
