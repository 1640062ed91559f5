"""A note or file moved into a folder: "Move the note todo.txt to the Archive folder in Markor", "in
markor, put a.md into the Archive folder", "file my a.md note under Archive (Markor)". Read into
``Goal("move", subject=name, value=folder)`` (``criterion`` the folder it is in, when said); its plan
opens the app and moves the entry (``Move the note 'a.md' to the folder 'Archive'``), which is
checked in that folder's list."""

from __future__ import annotations

import re

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
    r"[\"'“]?(?P<name>[\w.-]+\.\w{1,4})[\"'”]?(?:\s+(?:note|file))?"
    r"(?:\s+(?:from|out\s+of)\s+(?:the\s+)?(?P<source>[\w -]+?)(?:\s+folder)?)?"
    r"\s+(?:to|into|in|under|inside)\s+(?:the\s+|my\s+)?(?:folder\s+)?[\"'“]?(?P<folder>[\w -]+?)[\"'”]?"
    r"(?:\s+(?:folder|directory|dir))?$",
    re.I,
)


_SHOULD_GO = re.compile(
    r"^(?P<name>[\w.-]+\.\w{1,4})\s+should\s+(?:go|be)\s+(?:in|into|under)\s+(?:the\s+)?(?P<folder>[\w -]+?)(?:\s+folder)?$",
    re.I,
)


def read_move(text: str) -> Goal | None:
    app = ""
    found = _APP.search(text)
    if found is not None:
        named = found.group("a") or found.group("b") or found.group("c")
        app = next(a for a in KNOWN_APPS if a.casefold() == named.casefold())
        text = (text[: found.start()] + " " + text[found.end() :]).strip(" ,.")
    moved = _MOVE.match(" ".join(text.split())) or _SHOULD_GO.match(" ".join(text.split()))
    if moved is None:
        return None
    source = (moved.groupdict().get("source") or "").strip()
    # A note is a Markor file (.md, .txt); any other file is the file manager's.
    return Goal(
        "move",
        obj="note" if re.search(r"\.(?:md|txt)$", moved.group("name"), re.I) else "file",
        app=app,
        subject=moved.group("name"),
        value=moved.group("folder").strip(),
        criterion=source,
    )


def move_plan(goal: Goal) -> list[str]:
    plan = [f"Open {goal.app or ('Notes' if goal.obj == 'note' else 'Files')}"]
    if goal.criterion:
        plan.append(f"Open the folder '{goal.criterion}'")
    return [*plan, f"Move the {goal.obj} '{goal.subject}' to the folder '{goal.value}'"]
