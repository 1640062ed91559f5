"""Every file of a kind in a folder, deleted or moved at once, as people ask a file manager: "delete all the .pdf
files in Download", "get rid of every txt in Documents", "move the jpg files from Download to Pictures", "my txt
files in Download belong in Music, move them". The kind is a file extension; the folder page selects them all
(``Select every '.pdf' file``), then one command deletes or moves the selection.
"""

from __future__ import annotations

import re

from ..file_names import EXTENSIONS
from ..patterns import rx
from .goal import Goal

_KIND = (
    rf"(?:all|every|each)?\s*(?:of\s+)?(?:the\s*|my\s+)?\.?(?P<ext>{EXTENSIONS})\b(?:\s+(?:files?|documents?|images?))?"
)
_FOLDER = r"(?:the\s+|my\s+)?(?P<{0}>[\w-]+)(?:\s+(?:folder|directory))?"
_DELETE = re.compile(
    rf"^(?:delete|remove|erase|trash|get\s+rid\s+of|clear\s+out|clean\s+out)\s+{_KIND}\s+"
    rf"(?:in|from|inside|out\s+of)\s+{_FOLDER.format('src')}$",
    re.I,
)
_MOVE = (
    re.compile(
        rf"^(?:move|put|transfer)\s+{_KIND}\s+(?:from|in)\s+{_FOLDER.format('src')}\s+(?:to|into)\s+"
        rf"{_FOLDER.format('dst')}(?:\s+instead)?$",
        re.I,
    ),
    re.compile(
        rf"^{_KIND}\s+in\s+{_FOLDER.format('src')}\s+(?:belong|go|should\s+(?:be|go))\s+(?:in|into|to)\s+"
        rf"{_FOLDER.format('dst')}\s*,?\s*(?:so\s+|please\s+)?(?:move\s+them(?:\s+there)?)?$",
        re.I,
    ),
)
# Where it is done, said around the request: "files app: …", "… (Files)", "…, using files", "… in the Files app".
_WHERE = (
    re.compile(r"^\s*(?:the\s+)?files(?:\s+app)?\s*:\s*", re.I),
    re.compile(r"\s*\((?:in\s+|using\s+)?(?:the\s+)?files(?:\s+app)?\)\s*$", re.I),
    re.compile(r"\s*,?\s+(?:using|with|in)\s+(?:the\s+)?files(?:\s+app)?\s*$", re.I),
)


def read_file_kind(clause: str, app: str) -> Goal | None:
    """The files of one kind in a folder, deleted or moved, as a plan of subgoals; None for any other clause."""
    if app and not rx(r"\bfiles?\b", re.I).search(app):
        return None  # another app's files ("delete the pdf notes in Markor …") are its own
    text = clause.strip().rstrip(".!")
    for where in _WHERE:
        text = where.sub("", text)
    found = _DELETE.match(text)
    steps: tuple[str, ...] = ()
    if found is not None:
        steps = ("Delete the selected files",)
    else:
        found = next((m for shape in _MOVE if (m := shape.match(text)) is not None), None)
        if found is not None:
            steps = (f"Move the selected files to the folder '{found.group('dst')}'",)
    if found is None:
        return None
    ext = "." + found.group("ext").lower()
    opened = f"Open the folder '{found.group('src')}'"
    app = app or "Files"
    return Goal("steps", app=app, extra=(f"Open {app}", opened, f"Select every '{ext}' file", *steps))
