"""Entries listed in a note, one a line, entered in another app however the task says so: "add the expenses listed in
the Markor note spending.md to Pro Expense", "my todo.md in markor has my to-dos, put them into tasks", "add each line
of errands.md as a task in the Tasks app". The note's lines carry no header: a line's cells are given their fields by
their shape (an amount is money, a category one of the app's words, the rest the entry's name).
"""

from __future__ import annotations

import re

from ..patterns import rx
from .goal import Goal

_FILE = r"[\w-]+\.(?:md|txt)"
# The kinds of entry a note may list, as people name them, and the entry each is.
_KINDS = {
    "tasks": "task",
    "task": "task",
    "to-dos": "task",
    "todos": "task",
    "to-do": "task",
    "expenses": "expense",
    "expense": "expense",
    "spending": "expense",
}
_KIND = re.compile(
    r"\b(?P<kind>" + "|".join(re.escape(k) for k in sorted(_KINDS, key=len, reverse=True)) + r")\b", re.I
)
_ENTER = re.compile(r"\b(?:add|put|copy|import|enter|turn|make|save|log|move|transfer)\b", re.I)
# Where the entries go: the words after the last "to / into / in", less "the / my" and "app".
_DEST = re.compile(
    r"\b(?:into|to|in)\s+(?:the\s+|my\s+)?(?P<dest>[A-Za-z](?:(?!\b(?:into|to|in)\s)[\w ])*?)(?:\s+app)?\s*[.!]?$", re.I
)
_NOTE_APPS = re.compile(r"^(?:markor|notes?|the\s+note)$", re.I)


def read_listed_import(text: str, app: str) -> Goal | None:
    """An import of a note's lines as entries of a kind the task names in another app; None for any other task."""
    files = set(rx(_FILE).findall(text))
    if len(files) != 1 or not _ENTER.search(text):
        return None
    file = files.pop()
    # The note with the words that place it ("from the note a.md") is no destination.
    rest = rx(
        rf"(?:\b(?:from|in|of)\s+)?(?:the\s+|my\s+)?(?:(?:markor\s+)?(?:note|file)\s+)?{re.escape(file)}", re.I
    ).sub(" ", text)
    kinds = {_KINDS[m.group("kind").lower()] for m in _KIND.finditer(rest)}
    said = _DEST.search(rest)
    # The app named beside the task is where the entries go when the words name none ("… as a task" in Tasks).
    dest = said.group("dest").strip() if said is not None else app
    if said is None and _NOTE_APPS.match(dest):
        dest = ""  # "In Pro Expense, add every expense listed in the Markor file a.md": the notes app holds the note
    if len(kinds) != 1 or _NOTE_APPS.match(dest):
        return None
    # "turn every line of todo.md into a task", "log the expenses from spending.txt": no app named but the kind, whose
    # own app the entries go to (the plan opens it by the kind's name).
    if rx(r"(?:an?|new|one)\s", re.I).match(dest) and _KINDS.get(dest.split(maxsplit=1)[1].lower()) is not None:
        dest = ""
    source = rf"\b(?:of|in|from)\s+(?:the\s+|my\s+)?(?:markor\s+)?(?:(?:note|file)\s+)?{re.escape(file)}"
    written = rx(rf"\b(?:into|to)\s+(?:the\s+|my\s+)?(?:(?:note|file)\s+)?{re.escape(file)}", re.I).search(text)
    # The notes app cut from "in the Markor file a.md" leaves "listed file a.md": the note is still read from.
    held = _NOTE_APPS.match(app) is not None and written is None
    if not dest and not rx(source, re.I).search(text) and not held:
        return None  # "save my expenses into spend.md": the note is written to, nothing is read from it
    holder = "Markor" if rx(r"\bmarkor\b", re.I).search(text) else (app if said is not None or held else "")
    return Goal("import_rows", app=holder, obj=kinds.pop(), subject=file, title=dest)


_MONEY = re.compile(r"[$€£]?\s*\d[\d,]*(?:\.\d{1,2})?(?:\s*(?:dollars|usd|\$))?", re.I)


def plain_rows(text: str, obj: str) -> list[dict[str, str]]:
    """A note's lines as entries of ``obj`` when they carry no header: a task per line; an expense per line as
    "name, $amount, category" in any order of its cells."""
    lines = [rx(r"^\s*(?:[-*•]|\d+[.)]|\[[ x]\])\s*").sub("", line).strip() for line in text.splitlines()]
    lines = [line for line in lines if line]
    if obj == "task":
        return [{"title": line} for line in lines]
    if obj != "expense":
        return []
    rows: list[dict[str, str]] = []
    for line in lines:
        cells = [cell.strip() for cell in rx(r"\s*[,;|\t]\s+|\s+[-–]\s+").split(line) if cell.strip()]
        money = [cell for cell in cells if _MONEY.fullmatch(cell)]
        words = [cell for cell in cells if not _MONEY.fullmatch(cell)]
        if len(money) != 1 or not words or len(words) > 2:
            return []  # not a line of one expense: nothing guessed
        amount = rx(r"[^\d.,]").sub("", money[0])
        row = {"name": words[0], "amount": f"${amount}"}
        if len(words) == 2:
            row["category"] = words[1]
        rows.append(row)
    return rows
