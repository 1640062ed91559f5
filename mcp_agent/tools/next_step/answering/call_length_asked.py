"""A call's length asked of one person ("how long was my last call with Ana", "how long did I talk to Ana last
time", "what was the length of my latest call with Ana"), read into ``Tell the length of the last call with
'<name>'`` (call_lengths.py reads it off the call's page): the log's rows show no length, so it is no list question.
"""

from __future__ import annotations

import re

from ..patterns import rx

_ASKED = re.compile(
    r"^\s*(?:how\s+long\s+(?:was|did)\s+(?:my|I|the)\s+(?:(?:last|latest|most\s+recent|previous)\s+)?"
    r"(?:phone\s+)?(?:call|talk|speak|chat)(?:\s+(?:last|to|with))*\s+(?P<a>.+?)(?:\s+last(?:\s+time)?|\s+take|\s+last)?"
    r"|what\s+was\s+the\s+(?:length|duration)\s+of\s+my\s+(?:last|latest|most\s+recent|previous)\s+call\s+with\s+(?P<b>.+?))"
    r"\s*(?:[?.]|$)",
    re.I,
)


def call_length_plan(text: str, app: str = "") -> list[str] | None:
    """The plan for a call's length asked of one person; None for any other question."""
    found = _ASKED.match(rx(r"\?|\.\s").split(text, maxsplit=1)[0])  # the question, not its answer's format
    if found is None:
        return None
    who = (found.group("a") or found.group("b") or "").strip(" ?.")
    # The name alone: capitalised words, else the words before what is said of the question ("in Phone app and …").
    named = rx(r"(?-i:[A-Z][\w'-]*(?:\s+[A-Z][\w'-]*){0,2})(?=\s|$)").match(who)
    who = named.group(0) if named else rx(r"\s+(?:in|on|and|check|using|from|via)\b.*$", re.I).sub("", who)
    if not who or who.lower() in ("me", "you", "them", "him", "her"):
        return None
    return [f"Open {app or 'Phone'}", f"Tell the length of the last call with '{who}'"]
