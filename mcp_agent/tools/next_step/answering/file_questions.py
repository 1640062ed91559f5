"""Questions only a file manager's folder answers: whether a file is there ("is there a file named a.pdf in
Download?", "do I still have a.pdf in my Documents folder?"), which file takes the most or the least space, and
which is the newest or the oldest (by the day each row shows).
The folder's whole list is read before "no" is said.
"""

from __future__ import annotations

import re

from ..file_names import EXTENSIONS, storage_folder
from ..patterns import rx

_FILE = rf"[\"'“‘](?P<q>[^\"'”’]+?\.(?:{EXTENSIONS}))[\"'”’]|(?P<f>(?<![\w.])[\w][\w()-]*(?:\.[\w()-]+)*\.(?:{EXTENSIONS}))\b"
# Asked as a yes-or-no: "is there …", "is a.pdf in …", "do I (still) have …", "check whether/if …", "does … exist".
_WHETHER = re.compile(
    r"^\s*(?:is\s+there|are\s+there|is|do\s+I\s+(?:still\s+)?have|have\s+I\s+(?:still\s+)?got|does|"
    r"(?:check|see|tell\s+me|find\s+out)\s+(?:whether|if)|whether|any)\b",
    re.I,
)
_SPACE = re.compile(
    r"\b(?P<w>most|least)\s+(?:disk\s+|storage\s+)?space\b|\btakes?\s+up\s+the\s+(?P<w2>most|least)\b|"
    r"\b(?:uses?|using|occupies|occupying)\s+the\s+(?P<w3>most|least)\b",
    re.I,
)


# "which file in Download is the newest", "the most recently added file", "my oldest download": by the rows' days.
_AGE = re.compile(
    r"\b(?P<new>newest|latest|most\s+recent(?:ly)?|"
    r"last\s+(?:added|modified|downloaded|saved))\b|\b(?P<old>oldest|earliest|least\s+recent(?:ly\s+\w+)?)\b",
    re.I,
)


def file_question(asked: str) -> tuple[str, str] | None:
    """``("exists", file name)``, ``("largest" | "smallest" | "newest" | "oldest", "")`` for a question only a
    folder's rows answer; None for another question."""
    space = _SPACE.search(asked)
    if space is not None:
        word = next(v for v in space.groups() if v).lower()
        return ("largest" if word == "most" else "smallest"), ""
    age = _AGE.search(asked)
    if age is not None and rx(r"\b(?:which|what)\b|^\s*(?:the\s+|my\s+)?(?:newest|latest|oldest)\b", re.I).search(
        asked
    ):
        return ("newest" if age.group("new") else "oldest"), ""
    named = rx(_FILE).search(asked)
    if named is not None and _WHETHER.match(asked):
        return "exists", (named.group("q") or named.group("f")).strip()
    return None


_IN_FOLDER = re.compile(r"\b(?:in|inside|from|of)\s+(?:my\s+|the\s+)?(?P<f>[A-Za-z]+)(?:\s+folder)?\b", re.I)


def storage_named(asked: str) -> bool:
    """Whether the question is asked of one of the shared storage's own folders ("in Download", "my DCIM folder")."""
    return any(storage_folder(found.group("f")) for found in _IN_FOLDER.finditer(asked))
