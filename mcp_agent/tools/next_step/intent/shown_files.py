"""A file picked by what its row shows beside its name, its size or its day: "move the 640 kB pdf in Download
over to Documents", "the 3.3 MB file in Documents - move it to Pictures", "copy the file in Documents dated Sep
13, 2029 to Pictures", "delete the 2 MB photo in Pictures".

The class (found by people set 98): the file said by its size or its date, and usually its folder, then what to
do with it. It is said again about a stand-in file name ("move zorvexa.pdf from Download to Documents"), the form
the file readers read; shown_picks.py then has the stand-in's row picked by its value. The value is kept as the
row shows it: a size as said ("640 kB"), a day as an ISO date (a list writes "Sep 13, 2029").
"""

from __future__ import annotations

import re
from datetime import date

from ..dates import read_when

STAND_IN = "zorvexa"
# The stand-in's extension: the kind said ("pdf", "png"), else one no note has (a ".txt" is read as a note).
_KINDS = {
    "doc": "docx",
    "document": "dat",
    "file": "dat",
    "photo": "jpg",
    "picture": "jpg",
    "image": "jpg",
    "txt": "dat",
}
_KIND = r"pdf|docx?|document|file|photo|picture|image|png|jpe?g|mp3|mp4|zip|txt"
_SIZE = r"\d+(?:[.,]\d+)?\s*(?:[kKmMgG]i?[bB]|bytes)"
_MONTH = r"(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\.?"
_DAY = rf"{_MONTH}\s+\d{{1,2}}(?:st|nd|rd|th)?,?\s+\d{{4}}|\d{{1,2}}(?:st|nd|rd|th)?\s+(?:of\s+)?{_MONTH},?\s+\d{{4}}"
_FOLDER = r"(?:\s+(?:in|from|inside)\s+(?:the\s+|my\s+)?(?P<folder>[A-Z][\w]*)(?:\s+folder)?)?"
_PICKS = (
    re.compile(rf"\bthe\s+(?P<size>{_SIZE})\s+(?P<kind>{_KIND}){_FOLDER}", re.I),
    re.compile(rf"\bthe\s+(?P<kind>{_KIND}){_FOLDER}\s+(?:of|that(?:'s|\s+is)|sized)\s+(?P<size>{_SIZE})", re.I),
    re.compile(
        rf"\bthe\s+(?P<kind>{_KIND}){_FOLDER}\s+(?:dated|from|modified(?:\s+on)?|last\s+modified(?:\s+on)?)\s+"
        rf"(?P<day>{_DAY})",
        re.I,
    ),
)
_VERB = re.compile(r"\b(?P<verb>move|copy|put|delete|remove)\b", re.I)
_TO = re.compile(r"\b(?:over\s+)?(?:to|into|in\s+to)\s+(?:the\s+|my\s+)?(?P<to>[A-Z][\w]*)(?:\s+folder)?", re.I)


def read_file_pick(said: str, today: date | None) -> tuple[str, str, str] | None:
    """The request about a stand-in file name, the stand-in, and the value its row shows; or None."""
    for pattern in _PICKS:
        found = pattern.search(said)
        if found is None:
            continue
        value = found.group("size") if "size" in found.groupdict() else ""
        if not value:
            value = read_when(found.group("day"), today)[1]
        if not value:
            continue
        kind = found.group("kind").lower()
        name = f"{STAND_IN}.{_KINDS.get(kind, kind)}"
        rest = f"{said[: found.start()]} {said[found.end() :]}"
        verb, to = _VERB.search(rest), _TO.search(said[found.end() :])
        folder = f" from {found.group('folder')}" if found.group("folder") else ""
        if verb is not None and verb.group("verb").lower() in ("move", "copy", "put") and to is not None:
            action = "copy" if verb.group("verb").lower() == "copy" else "move"
            return f"{action} {name}{folder} to {to.group('to')}", name, value
        if verb is not None and verb.group("verb").lower() in ("delete", "remove") and to is None:
            return f"delete {name}{folder}", name, value
        return f"{said[: found.start()]}{name}{folder}{said[found.end() :]}", name, value
    return None
