"""A note's text or name edited, the note named by its file name: "edit a.md, add X at the bottom", "put "X" at the
top of a.md with a blank line after it", "change the content of a.md to …", "a.md -> b.md". Read for steps.py once
the clause's object is known to be a note."""

from __future__ import annotations

import re

from ..patterns import rx
from .fields import read_fields
from .goal import Goal

_RENAMED_AFTER = re.compile(
    r"\s*[,.;]?\s+(?:and\s+)?(?:then\s+)?rename\s+(?:it|the\s+(?:note|file))\s+(?:to\s+|as\s+)?(?P<new>[\w-]+\.(?:md|txt))\W*$",
    re.I,
)
# "edit a.md: add Hi": what follows the note's name is what to do, not its new text.
_AN_INSTRUCTION = re.compile(
    r"^(?:edit|open|update|modify)\s+(?:the\s+|my\s+)?(?:(?:note|file)\s+)?[\w-]+\.(?:md|txt)\s*[:,]\s*"
    r"(?:add|append|prepend|insert|put)\s+\S",
    re.I,
)


def read_text_edit(clause: str, obj: str, app: str) -> Goal:
    """An edit of a note named by its file name: its new text (at the top, the bottom or in place of it) or its new
    name; ``explore`` when it says neither, since there would be nothing to check."""
    target = rx(
        r"^(?:edit|update|change|modify|rename)\s+(?:the\s+)?(?:markor\s+)?(?:(?:notes?|files?|memo)\s+)?"
        r"(?P<name>[^\s\"']+)",
        re.I,
    ).search(clause)
    content = rx(r"\b(?:content|text)\s+of\s+(?:(?:the|my)\s+)?(?:(?:note|file)\s+)?(?P<name>[^\s\"']+)", re.I).search(
        clause
    )
    content = content or rx(r"(?P<name>[\w-]+\.(?:md|txt))").search(clause)
    found = content or target
    name = found.group("name").rstrip(".,") if found is not None else ""
    _, fields = read_fields(clause)
    arrow = rx(r"[\w-]+\.(?:md|txt)\s*(?:->|→|to)\s*(?P<new>[\w-]+\.(?:md|txt))").search(clause)
    if arrow is not None and "new_name" not in fields:
        fields["new_name"] = arrow.group("new")
    start_line = rx(
        r"\bstart\s+it\s+with\s+(?:the\s+line\s+)?[\"“](?P<t>[^\"”]+)[\"”]|"
        r"\b(?:put|add|insert|write)\s+[\"“](?P<t2>[^\"”]+)[\"”]\s+(?:at|to|on)\s+(?:the\s+)?(?:very\s+)?"
        r"(?:top|start|beginning|first\s+line)\b",
        re.I,
    ).search(clause)
    if start_line is not None:
        fields["body"] = start_line.group("t") or start_line.group("t2")
    where = (
        "top"
        # "at the start" / "at the beginning" is the top as much as "top" is.
        if rx(
            r"\btop\b|\bbefore the existing\b|\bstart\s+it\s+with\b|\bat\s+the\s+(?:very\s+)?(?:start|beginning)\b",
            re.I,
        ).search(clause)
        else ("bottom" if rx(r"\bbottom\b|\bat\s+the\s+end\b", re.I).search(clause) else "replace")
    )
    if (renamed := _RENAMED_AFTER.search(fields.get("body", ""))) is not None and "new_name" not in fields:
        # "edit a.md: X, then rename it to b.md": the rename said after the text is no part of it.
        fields["body"], fields["new_name"] = fields["body"][: renamed.start()], renamed["new"]
    if _AN_INSTRUCTION.match(clause):
        # "edit a.md: add Hi, …" says to add without saying where: typing the instruction would be a false edit.
        return Goal("explore", subject=clause, app=app, obj=obj or "note", extra=("cannot",))
    if not name or not (fields.get("body") or fields.get("new_name")):
        # An edit that says neither the new text nor the new name has nothing to check: not a guess.
        return Goal("explore", subject=clause, app=app, obj=obj or "note", extra=("cannot",))
    return Goal(
        "edit",
        extra=("blank line",) if rx(r"\b(?:blank|empty)\s+line\b", re.I).search(clause) else (),
        obj=obj or "note",
        app=app,
        subject=name,
        body=fields.get("body", ""),
        value=fields.get("new_name", ""),
        criterion=where,
        fields=tuple(fields.items()),
    )
