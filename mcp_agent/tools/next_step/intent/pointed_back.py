"""A request said whole, then said again by a verb that only points back at it: "i need a folder called Music
backup, make one", "a.md should just say X. now, overwrite it", "add Milk to my list, do it now".

The pointing clause adds no value; left on, its words would be read into the value before it (a folder named
"Music backup, make one"). The request before it is read alone, and kept only when it is what the pointing verb does.
"""

from __future__ import annotations

import re

# A record's field set is an edit, or the steps of one (open the record, type the value, save it).
_EDITS = ("edit", "steps")
# What each pointing verb does, as the goal's intent; "do it" is whatever the request before it is.
_DOES = {
    "make": ("create",),
    "create": ("create",),
    "add": ("create", "append"),
    "save": ("create",),
    "overwrite": _EDITS,
    "rewrite": _EDITS,
    "update": _EDITS,
    "change": _EDITS,
    "edit": _EDITS,
    "fix": _EDITS,
    "correct": _EDITS,
    "delete": ("delete",),
    "remove": ("delete",),
    "do": (),
}
_POINTING = re.compile(
    r"(?P<head>.*?\S)\s*(?:[,.;!]|\s[-–—])\s*(?:(?:now|so|then|just|and|ok(?:ay)?|pls|please|can\s+you|could\s+you)\b[\s,]*)*"
    rf"(?P<v>{'|'.join(_DOES)})\s+(?:it|one|that|this)(?:\s+(?:pls|please|now|for\s+me|then|thanks))*\s*[.!]?\s*$",
    re.I | re.S,
)


def pointed_back(text: str) -> tuple[str, tuple[str, ...]] | None:
    """The request before a clause that only points back at it, and the intents that clause may mean (empty:
    any); None when ``text`` ends in no such clause."""
    said = _POINTING.match(text.strip())
    if said is None:
        return None
    return said.group("head"), _DOES[said.group("v").lower()]


# "what's my most expensive purchase? delete it", "find the expense with the largest amount and delete it": the thing
# asked about or looked for is the one acted on. Answering the question alone would report a task done that is not.
_ASKED_THEN = re.compile(
    r"^(?P<lead>in\s+[\w ]+?,\s+)?(?:(?:what(?:'?s|\s+is)|which(?:'?s|\s+is)|which\s+one\s+is)\s+(?P<asked>(?:my|the)\s+[^?]+?)\s*\?|"
    r"(?:find|look\s+up|locate|identify|check)\s+(?P<found>(?:my|the)\s+.+?)\s*,?\s+(?:and|then)(?:\s+then)?)\s*"
    r"(?:(?:ok(?:ay)?|now|so|then|and|pls|please)\b[\s,]*)*(?P<v>delete|remove|cancel|get\s+rid\s+of)\s+(?:it|that|that\s+one|them)"
    r"(?:\s+(?:pls|please|now|for\s+me))*\s*[.!]?\s*$",
    re.I,
)


def asked_then_done(text: str) -> str | None:
    """The request a question or a search followed by "delete it" makes ("delete my most expensive purchase"), or
    None."""
    said = _ASKED_THEN.match(text.strip())
    if said is None:
        return None
    return f"{said.group('lead') or ''}{said.group('v').lower()} {said.group('asked') or said.group('found')}"
