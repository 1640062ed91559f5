"""A folder made and a note put in it, in one request: "create a folder named Travel and, inside it, a note named
a.md with the text …", "make a Travel folder and put a note a.md in it saying …", "new folder Travel, then a note
a.md in that folder …". Read as two steps, the folder's and the note's, the note made in that folder."""

from __future__ import annotations

import re

from ..patterns import rx
from .goal import Goal

_FILE = r"[\w-]+\.(?:md|txt)"
_FOLDER_FIRST = re.compile(
    r"^(?:first\s+)?(?:(?:create|make|add|start)\s+(?:a\s+|an\s+|the\s+)?(?:new\s+)?|new\s+)"
    r"(?:folder\s+(?:(?:named|called)\s+)?(?P<a>[\w-]+)|(?P<b>[A-Z][\w-]*)\s+folder)(?:\s+in\s+(?:markor|joplin|notes))?"
    # ("… with a.md note inside that says …": the note said "with" the folder)
    r"\s*(?P<rest>(?:,|\band\b|\bthen\b|\bwith\b).+)$",
    re.I,
)
# Where the note goes, said as the folder just made: "inside it", "in it", "in that folder", "in there".
_THERE = re.compile(
    r"\s*,?\s*\b(?:inside|in|into|within)\s+(?:it|there|that\s+(?:one|folder)|the\s+new\s+folder|this\s+folder)\b\s*,?|"
    r"\s+inside\b(?=\s+(?:that|which|saying|with|called|named)\b)",
    re.I,
)


def folder_then_note(clause: str) -> list[str]:
    """The folder's step and the note's, or [] when the clause is not a folder with a note put in it."""
    found = _FOLDER_FIRST.match(clause.strip())
    if found is None:
        return []
    folder = found.group("a") or found.group("b")
    rest = found.group("rest")
    there = _THERE.search(rest)
    note = rx(
        rf"\bnote\b.*?{_FILE}|{_FILE}\s+note\b|{_FILE}\s+(?:in|inside|into)\s+(?:it|there)\b|"
        rf"\b(?:create|add|make|write)\s+{_FILE}",  # "…, then within it, create beds.md with …"
        re.I,
    ).search(rest)
    if there is None or note is None:
        return []
    rest = (rest[: there.start()] + " " + rest[there.end() :]).strip()
    rest = rx(r"^(?:,|and|then|\s)+", re.I).sub("", rest).strip()
    file = rx(_FILE).search(rest)
    assert file is not None  # the note's name was found above, outside the words removed
    note_step = f"{rest[: file.end()]} in the {folder} folder{rest[file.end() :]}"
    if not rx(r"(?:create|make|add|put|write|start|save)\b", re.I).match(note_step):
        note_step = f"create {note_step}"
    return [f"create a folder named {folder}", note_step]


_TO_IT = re.compile(
    r"\s*,?\s*\b(?:to|in|into|inside)\s+(?:it|there|that\s+(?:one|folder)|the\s+new\s+folder)\b\s*,?", re.I
)


# A file moved or copied, or said to come from a folder ("move a.txt from Music into it"): one that exists, never a
# note to make there.
_EXISTING = re.compile(r"^\s*(?:move|copy|transfer|relocate|shift)\b|\bfrom\s+(?:the\s+|my\s+)?[A-Z]\w*", re.I)


def into_folder_made(clause: str, made: Goal) -> str | None:
    """The note step of ``clause`` made in the folder the step before made ("add a.md to it"), or None."""
    folder = made.slot("title") or made.title
    if made.intent != "create" or made.obj != "folder" or not folder:
        return None
    there = _TO_IT.search(clause)
    if there is None or rx(_FILE).search(clause) is None or _EXISTING.search(clause):
        return None
    rest = (clause[: there.start()] + " " + clause[there.end() :]).strip()
    file = rx(_FILE).search(rest)
    if file is None:
        return None
    return f"{rest[: file.end()]} in the {folder} folder{rest[file.end() :]}"
