"""A note or file moved into a folder: "Move the note todo.txt to the Archive folder in Markor", "in
markor, put a.md into the Archive folder", "file my a.md note under Archive (Markor)". Read into
``Goal("move", subject=name, value=folder)`` (``criterion`` the folder it is in, when said); its plan
opens the app and moves the entry (``Move the note 'a.md' to the folder 'Archive'``), which is
checked in that folder's list."""

from __future__ import annotations

import re

from ..file_names import storage_folder
from ..patterns import rx
from .clauses import KNOWN_APPS
from .goal import Goal

_APPS = "|".join(re.escape(app) for app in sorted(KNOWN_APPS, key=len, reverse=True))
# "(Markor)", "in Markor", "markor:" at the start: the app, taken out before the rest is read.
_APP = re.compile(
    rf"\s*\((?P<a>{_APPS})\)|[\s,]*\b(?:in|using|with)\s+(?:the\s+)?(?P<b>{_APPS})(?:\s+app)?\b,?|^(?P<c>{_APPS})\s*:\s*",
    re.I,
)
_MOVE = re.compile(
    r"^(?:please\s+)?(?:move|put|file|transfer|relocate|shift)\s+(?:the\s+|my\s+)?(?:(?:note|file)\s+)?"
    # "my reading_40 note": a note's name said without its kind (the note with that name, whichever it is).
    r"[\"'“]?(?P<name>[\w.-]+\.\w{1,4}|(?P<bare>\w+_\w+)(?=\s+note\b))[\"'”]?(?:\s+(?:note|file))?(?:\s+(?:over|across|back))?"
    r"(?:\s+(?:from|out\s+of)\s+(?:the\s+)?(?P<source>[\w -]+?)(?:\s+folder)?)?"
    r"\s+(?:to|into|in|under|inside)\s+(?:the\s+|my\s+)?(?:folder\s+)?[\"'“]?(?P<folder>[\w -]+?)[\"'”]?"
    r"(?:\s+(?:folder|directory|dir))?$",
    re.I,
)


# "a.md should go in Archive", "x.pdf is in Download but belongs in Documents, move it", "a.md is in Work, it belongs
# in Archive": where it is, then where it should be.
_SHOULD_GO = re.compile(
    r"^(?:the\s+(?:note|file)\s+|my\s+)?(?P<name>[\w.-]+\.\w{1,4})(?:\s+(?:note|file))?"
    r"(?:\s+(?:is|sits|lives|is\s+sitting|ended\s+up|got\s+put)\s+(?:currently\s+|now\s+|accidentally\s+|wrongly\s+)?in\s+(?:the\s+|my\s+)?"
    # ("is in Documents by mistake": how it got there says nothing of where it goes)
    r"(?P<source>[\w -]+?)(?:\s+folder)?(?:\s+(?:by\s+(?:mistake|accident)|accidentally|for\s+some\s+reason))?\s*,?\s*(?:(?:but|and)"
    r"(?:\s+it)?|it))?\s+(?:should\s+(?:go|be)|belongs|needs\s+to\s+(?:go|be)|has\s+to\s+(?:go|be)|goes)\s+"
    r"(?:in|into|under|to)\s+(?:the\s+|my\s+)?(?P<folder>[\w -]+?)(?:\s+folder)?"
    r"(?:\s*[,;.]?\s*(?:so\s+|please\s+|pls\s+|can\s+you\s+|could\s+you\s+)?(?:move|put)\s+it(?:\s+(?:there|over))?"
    r"(?:\s+(?:please|pls))?)?\s*[.!?]?$",
    re.I,
)


# "move a.pdf from Download into it", "put a.pdf (from Download) in it", "move a.pdf there from Download": the
# folder is the one the step before made (``IT``, resolved by the reader).
_INTO_IT = re.compile(
    r"^(?:please\s+)?(?:move|put|file|transfer|shift)\s+(?:the\s+|my\s+)?(?:(?:note|file)\s+)?"
    r"[\"'“]?(?P<name>[\w.-]+\.\w{1,4})[\"'”]?(?:\s+(?:note|file))?(?:\s+\((?:from|in)\s+(?P<aside>[\w -]+?)\))?"
    r"(?:\s+(?:from|out\s+of)\s+(?:the\s+)?(?P<source>[\w -]+?)(?:\s+folder)?)?"
    r"\s+(?:(?:in|into|to|inside)\s+it|(?:in\s+)?there)"
    r"(?:\s+(?:from|out\s+of)\s+(?:the\s+)?(?P<after>[\w -]+?)(?:\s+folder)?)?$",
    re.I,
)
IT = "it"


def read_move(text: str) -> Goal | None:
    app = ""
    found = _APP.search(text)
    if found is not None:
        named = found.group("a") or found.group("b") or found.group("c")
        app = next(a for a in KNOWN_APPS if a.casefold() == named.casefold())
        text = (text[: found.start()] + " " + text[found.end() :]).strip(" ,.")
    said = " ".join(text.split())
    into_it = _INTO_IT.match(said)
    moved = into_it or _MOVE.match(said) or _SHOULD_GO.match(said)
    if moved is None or rx(r"\bplaylists?$", re.I).search((moved.groupdict().get("folder") or "").strip()):
        return None  # "put a.mp4 in the Party playlist": a playlist is not a folder (player_requests.py)
    found_in = moved.groupdict()
    source = (found_in.get("source") or found_in.get("aside") or found_in.get("after") or "").strip()
    # A note is a Markor file (.md, .txt); any other file, one moved in the file manager, or one moved between the
    # storage's own folders ("payslip.txt from Documents to Pictures") is the file manager's.
    folder = "" if into_it is not None else moved.group("folder")
    in_storage = storage_folder(folder) and (not source or storage_folder(source))
    note = (
        (rx(r"\.(?:md|txt)$", re.I).search(moved.group("name")) is not None or bool(found_in.get("bare")))
        and app != "Files"
        and not in_storage
    )
    return Goal(
        "move",
        obj="note" if note else "file",
        app=app,
        subject=moved.group("name"),
        value=IT if into_it is not None else moved.group("folder").strip(),
        criterion=source,
    )


def move_plan(goal: Goal) -> list[str]:
    plan = [f"Open {goal.app or ('Notes' if goal.obj == 'note' else 'Files')}"]
    if goal.criterion:
        plan.append(f"Open the folder '{goal.criterion}'")
    return [*plan, f"Move the {goal.obj} '{goal.subject}' to the folder '{goal.value}'"]
