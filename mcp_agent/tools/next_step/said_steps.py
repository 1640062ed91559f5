"""Every step a person said after "then" is in the plan, or the agent asks before acting.

A request of two steps whose second the grammar cannot read ("make the note, and thereafter be so good as to send
it …") is read as its first alone: the agent does that and says done, and the second step never happens. The verb
after "then" is easy to see even where the words around it are not; a plan with no step that does what it says
leaves something the person asked for undone.
"""

from __future__ import annotations

import re

from .patterns import rx

# What a plan's steps say for each verb a person puts after "then".
_DONE_BY = {
    r"send|text|share|forward|email|sms|message": r"\bSend\b|\bShare\b|\bmessage\b",
    # "…, then call it reading_69.md", "then call the note b.md": a name given, not a call.
    r"call(?=\s+(?:it|them|this|that|the\s+(?:note|file|recording|playlist|folder|recipe))\s+\S)": (
        r"\bRename\b|into the (?:title|name) field|\bCall\b"
    ),
    r"call|ring|dial|phone": r"\bCall\b|\bDial\b",
    r"rename": r"\bRename\b|into the (?:title|name) field",
    r"delete|remove|erase": r"\bDelete\b|\bRemove\b",
    r"move": r"\bMove\b|\bmove\b",
    r"copy": r"\bCopy\b|\bcopy\b",
    r"play": r"\bPlay\b|\bplay\b",
    r"export": r"\bExport\b",
}
_THEN = re.compile(
    r"\b(?:and\s+)?(?:then|thereafter|afterwards|after\s+that)\s*,?\s+(?:please\s+)?(?P<v>"
    + "|".join(_DONE_BY)
    + r")\b",
    re.I,
)
_QUOTED = re.compile(r"\"[^\"]*\"|“[^”]*”")


def unplanned_step(task: str, plan: list[str]) -> str | None:
    """The first verb said after "then" in ``task`` (outside quoted words) that no step of ``plan`` does, or None."""
    said = _QUOTED.sub(" ", task)
    said = said.split(":", 1)[0] if rx(r"\b(?:saying|say|says|text|message|write|reply)\b[^:]*:").search(said) else said
    steps = "\n".join(plan)
    for found in _THEN.finditer(said):
        done_by = next(
            pattern for verbs, pattern in _DONE_BY.items() if rx(verbs, re.I).match(said[found.start("v") :])
        )
        if rx(done_by).search(steps) is None:
            return found.group(0).strip()
    return None
