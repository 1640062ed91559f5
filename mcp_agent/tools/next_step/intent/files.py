"""A file named with its folder, in a file manager or a gallery: deleted ("delete receipt_523.pdf from
my Documents folder", "delete Documents/receipt_523.pdf"), or copied or moved to another folder under
the same name ("copy receipt.jpg in DCIM and save a copy with the same name in Download", "I need a copy of
receipt.jpg from DCIM in Download", "receipt.jpg from DCIM, make a duplicate in Download").

Only a task that names both the file (with its extension) and its folder is read here: a note's file
name alone ("delete shopping.md") stays the notes app's.
"""

from __future__ import annotations

import re
from dataclasses import replace

from ..file_names import STORAGE_FOLDER_WORD
from ..patterns import rx
from .clauses import KNOWN_APPS
from .file_lists import one_file_each
from .goal import Goal

_NAME = r"[\w-]+(?:\.[\w-]+)*\.[A-Za-z0-9]{2,4}"
_FOLDER = r"[A-Z][\w-]*"
_PATH = re.compile(rf"\b(?P<folder>{_FOLDER})/(?P<name>{_NAME})\b")
_IN_FOLDER = re.compile(
    rf"\b(?:in|from|inside|within|located\s+in)\s+(?:the\s+|my\s+)?(?P<folder>{_FOLDER})\s+(?:folder|directory|album)\b",
    re.I,
)
# "receipt.jpg in DCIM": a folder named right after the file, capitalised as folders are; "'receipt.jpg' from DCIM",
# "the receipt.jpg file located in DCIM": after its closing quote, or the word for its kind.
_AFTER_FILE = re.compile(
    rf"(?P<name>{_NAME})[\"'”’]?(?:\s+(?i:file|photo|image|picture|document))?\s+(?:(?i:located|stored|saved|kept)\s+)?"
    rf"(?:in|from|inside)\s+(?:the\s+|my\s+)?(?P<folder>{STORAGE_FOLDER_WORD}\b|{_FOLDER})\b"
)
# "…, using the gallery app": the app named after the file.
_USING = re.compile(r"\b(?:using|with|in)\s+(?:the\s+|my\s+)?(?P<app>[\w ]+?)\s+app\b", re.I)
_WHERE = re.compile(r"^in\s+(?:the\s+|my\s+)?(?P<app>[\w ]+?)(?:\s+app)?,\s*", re.I)
_FILE = re.compile(rf"\b(?P<name>{_NAME})\b")
_DELETE = re.compile(r"^(?:delete|remove|erase|trash|get\s+rid\s+of)\b", re.I)
# "make a duplicate of …", "I need a copy of …": a copy asked for as a thing to have.
_COPY = re.compile(
    r"^(?:copy|duplicate|(?:put|save|make|create|i(?:\s+(?:need|want|would\s+like)|'d\s+like))\s+(?:a\s+)?(?:copy|duplicate)\s+of|"
    r"(?P<move>move|transfer))\b",
    re.I,
)
# "receipt.jpg from DCIM, I need a duplicate in Download": the file said first, then the copy of it.
_COPY_OF_IT = re.compile(
    rf"^(?P<thing>[^,]*?{_NAME}[^,]*?)\s*[,;:-]\s*(?:(?:please|pls|so)\s+)?(?:i(?:\s+(?:need|want|would\s+like)|'d\s+like)|make|put|save|"
    r"can\s+you\s+(?:make|put|save))\s+(?:a\s+)?(?:copy|duplicate)(?:\s+of\s+it)?\s+(?P<rest>(?:in|into|to)\s+.+)$",
    re.I,
)
# Where the copy goes: the last folder named after "to" / "into" / "in", capitalised as folders are.
_DESTINATION = re.compile(rf"\b(?i:in|into|to)\s+(?:(?i:the|my)\s+)?(?P<folder>{_FOLDER})\b")


# "go into Documents and delete a.pdf", "open the Download folder, then remove b.jpg": the folder entered first,
# then the file acted on in it. A name said without "folder" is one only after a verb of going into a place, and
# never an app's name ("open Markor and delete a.md" is the notes app's).
_FOLDER_FIRST = re.compile(
    rf"^(?:(?P<go>(?:go|head|navigate|get|step)\s+(?:in)?to|open\s+up|open|enter)\s+(?:the\s+|my\s+)?"
    rf"(?P<folder>(?-i:{_FOLDER}))(?P<said>\s+(?:folder|directory))?)\s*(?:,\s*|\s+)(?:and\s+)?(?:then\s+)?"
    rf"(?P<rest>(?:delete|remove|erase|trash|get\s+rid\s+of)\s+(?:the\s+|my\s+)?(?:file\s+)?{_NAME})\s*$",
    re.I,
)


def _folder_last(text: str) -> str:
    """``text`` with a folder entered first said after the file it holds; unchanged otherwise."""
    first = _FOLDER_FIRST.match(text)
    if first is None or any(first.group("folder").casefold() == app.casefold() for app in KNOWN_APPS):
        return text
    entered = first.group("said") or not first.group("go").lower().startswith(("open", "enter"))
    return f"{first.group('rest')} in the {first.group('folder')} folder" if entered else text


def _named(text: str) -> tuple[str, str] | None:
    """The file and the folder it is in, when the text names both."""
    path = _PATH.search(text)
    if path is not None:
        return path.group("name"), path.group("folder")
    name, folder = _FILE.search(text), _IN_FOLDER.search(text)
    if name is not None and folder is not None:
        return name.group("name"), folder.group("folder")
    after = _AFTER_FILE.search(text)
    return (after.group("name"), after.group("folder")) if after is not None else None


def read_file_task(text: str, app: str) -> Goal | None:
    """A file deleted, copied or moved, or None; several files named together, one step each."""
    each = one_file_each(text)
    if len(each) > 1:
        steps = [_read_one(said, app) for said in each]
        if any(step is None for step in steps) or len({step.intent for step in steps if step}) != 1:
            return None
        first, *rest = [step for step in steps if step is not None]
        return replace(first, then=tuple(rest))
    return _read_one(text, app)


# "(it's in Download)", ", which is in Download": where the file is, said aside; it is where it comes from.
_SOURCE_ASIDE = re.compile(
    rf"\s*[(,]\s*(?:it'?s|it\s+is|which\s+is|that'?s|currently)\s+(?:currently\s+|now\s+)?(?:in|inside)\s+"
    rf"(?:the\s+|my\s+)?(?P<folder>{_FOLDER})(?:\s+folder)?\s*\)?",
)


_SOURCE_AFTER = re.compile(
    rf"\s*,\s*(?:it'?s|it\s+is|which\s+is)\s+(?:currently\s+|now\s+)?(?:in|inside)\s+(?:the\s+|my\s+)?"
    rf"(?P<folder>{_FOLDER})(?:\s+folder)?\s*[.!]?$",
)


# "I don't need a.pdf or b.pdf anymore, they're in Pictures, delete both": where the files are, said between the
# remark that names them and the request.
_SOURCES_BETWEEN = re.compile(
    rf"^(?P<head>[^,]+?)\s*,\s*(?:they['’]?re|they\s+are|both\s+are|it['’]?s|it\s+is)\s+(?:both\s+|all\s+)?"
    rf"(?:in|inside)\s+(?:the\s+|my\s+)?(?P<folder>{_FOLDER})(?:\s+folder)?\s*[,.;]\s*(?P<request>[^,]+?)\s*[.!]?$",
)


def source_said_between(text: str) -> str:
    """``text`` with where files are, said between the remark naming them and the request, said after the request
    as where they come from (read before the request's references back to the remark)."""
    between = _SOURCES_BETWEEN.match(text)
    if between is None or not _FILE.search(between.group("head")) or _FILE.search(between.group("request")):
        return text
    return f"{between.group('head')}, {between.group('request')} from the {between.group('folder')} folder"


def source_said_after(text: str) -> str:
    """``text`` with where a file is, said after a comma at its end ("remove a.pdf, it's in Documents"), as where it
    comes from; unchanged otherwise (a trailing remark would otherwise be taken off as a reason)."""
    return source_said_aside(text) if _SOURCE_AFTER.search(text) and _FILE.search(text) else text


def source_said_aside(text: str) -> str:
    """``text`` with a folder said aside as where the file comes from ("copy a.pdf from Download …")."""
    aside = _SOURCE_ASIDE.search(text)
    if aside is None:
        return text
    rest = (text[: aside.start()] + text[aside.end() :]).strip(" ,")
    name = _FILE.search(rest)
    if name is None:
        return text
    # (Said as a folder: "from Camera" alone would name the camera app.)
    return f"{rest[: name.end()]} from the {aside.group('folder')} folder{rest[name.end() :]}"


def _read_one(text: str, app: str) -> Goal | None:
    where = _WHERE.match(text)
    if where is not None:
        # "in the gallery, put a copy of …": the app is the one the task starts in.
        text, app = text[where.end() :], app or where.group("app").strip().title()
    using = _USING.search(text)
    if using is not None and not app:
        app = using.group("app").strip().title()
    text = source_said_aside(_folder_last(text))
    if (copy_of_it := _COPY_OF_IT.match(text)) is not None:
        text = f"copy {copy_of_it.group('thing')} {copy_of_it.group('rest')}"
    if _DELETE.match(text):
        named = _named(text)
        if named is None:
            return None
        return Goal("delete", obj="file", app=app or "Files", subject=named[1], extra=(named[0],))
    if (copying := _COPY.match(text)) is not None:
        found = _FILE.search(text)
        places = list(_DESTINATION.finditer(text, found.end())) if found is not None else []
        # "a copy in Documents too": the place said with "too" is where the copy goes, wherever the source is said.
        marked = [p for p in places if rx(r"\s+(?:too|as\s+well|also)\b", re.I).match(text[p.end() :])]
        destination = (marked or places)[-1] if places else None
        if destination is not None and marked:
            named = _named(text[: destination.start()] + text[destination.end() :])
        else:
            named = _named(text[: destination.start()] if destination else text)
        if named is None or destination is None or destination.group("folder") == named[1]:
            return None
        verb = "move" if copying.group("move") else "copy"
        folder = destination.group("folder")
        return Goal("copy_file", app=app or "Files", subject=named[1], value=folder, extra=(named[0],), criterion=verb)
    return None


def file_plan(goal: Goal) -> list[str] | None:
    if goal.intent == "delete" and goal.obj == "file" and goal.subject and goal.extra:
        return [f"Open {goal.app}", f"Open the folder '{goal.subject}'", f"Delete the file '{goal.extra[0]}'"]
    if goal.intent == "copy_file":
        name = goal.extra[0]
        return [
            f"Open {goal.app}",
            f"Open the folder '{goal.subject}'",
            f"{goal.criterion.title() or 'Copy'} the file '{name}' to the folder '{goal.value}'",
            f"Check the file '{name}' is in the folder '{goal.value}'",
        ]
    return None
