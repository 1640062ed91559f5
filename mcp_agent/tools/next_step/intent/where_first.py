"""Where a request is done, said before it ("in the files app, Documents folder, delete a.pdf", "in markor, in the
Work folder, …", "on my calendar for Friday: …"): said after the request, where the readers look for it.

The lead is a run of pieces, each ended by a comma or a colon, each only a place: an app ("in the files app",
"in markor", "on my calendar"), a folder ("Documents folder", "in the Work folder") or a day ("for Friday",
"on March 3"). The request is the first piece that starts with a verb. An app named by its label stays first
("in Files, …", read as every step's app); a purpose ("my calendar") goes after the request, with the
preposition its verb takes ("add … to my calendar", "delete … from my calendar"). Any piece that is more than a
place leaves the text as it was: a lead is never half read.
"""

from __future__ import annotations

import re

from ..patterns import rx
from .clauses import KNOWN_APPS, VERBS

_KNOWN = {app.casefold(): app for app in KNOWN_APPS}
_PURPOSES = r"calendar|diary|agenda|notes|files|recipes|expenses|contacts|messages|clock|tasks|to-?do\s+list|gallery"
_APP = re.compile(
    rf"^(?:in|on|using|with|inside|open)\s+(?:the\s+|my\s+)?(?P<app>{'|'.join(re.escape(a) for a in _KNOWN)}|{_PURPOSES})"
    r"(?:\s+app)?(?P<rest>\s+.+)?$",
    re.I,
)
_FOLDER = re.compile(
    r"^(?:(?:in|inside|under|from|within)\s+)?(?:the\s+|my\s+)?(?P<folder>[\w-]+)\s+folder$|"
    r"^(?:in|inside|under|within)\s+(?:the\s+|my\s+)?folder\s+(?P<named>[\w-]+)$|"
    # ("in Pictures, delete a.png …": a phone's own storage folder needs no "folder")
    r"^(?:in|inside|within)\s+(?:the\s+|my\s+)?(?P<own>Downloads?|Documents|Pictures|Music|Movies|DCIM|Podcasts|Recordings)$",
    re.I,
)
_DAY = re.compile(
    r"^(?:on|for)\s+(?P<day>(?:this\s+|next\s+|the\s+)?(?:(?:mon|tues|wednes|thurs|fri|satur|sun)day|tomorrow|today|"
    r"\d{1,2}(?:st|nd|rd|th)?(?:\s+of)?\s+[A-Za-z]+|[A-Za-z]+\s+\d{1,2}(?:st|nd|rd|th)?)(?:,?\s+\d{4})?)$",
    re.I,
)
_REQUEST = re.compile(
    rf"^(?:(?:please|pls|just|can\s+you|could\s+you)\s+)*(?:{VERBS}|get\s+rid\s+of|cancel|clear)\b", re.I
)
_THANKS = re.compile(r"(?:\s*,?\s*\b(?:please|pls|plz|thanks|thank\s+you|thx|ty)\b)+[\s.!]*$", re.I)
_SAID = re.compile(r"\s*:|\s+(?:saying|that\s+says|with\s+the\s+(?:text|body))\b", re.I)
_PIECE = re.compile(r"^(?P<piece>[^,:;]+?)\s*[,:;]\s*")
_ADDING = re.compile(r"^(?:add|put|schedule|save|create|make|book|log|write|new)\b", re.I)
_REMOVING = re.compile(r"^(?:delete|remove|erase|cancel|clear|get\s+rid\s+of|take)\b", re.I)


def where_last(text: str) -> str:
    """``text`` with the places said before its request said after it; unchanged when its lead is not only places."""
    rest = text.strip()
    apps: list[str] = []
    folders: list[str] = []
    days: list[str] = []
    while not _REQUEST.match(rest):
        found = _PIECE.match(rest)
        if found is None or not _place(found.group("piece").strip(), apps, folders, days):
            return text
        rest = rest[found.end() :]
    if not (folders or days) or len(apps) > 1 or len(folders) > 1 or len(days) > 1:
        return text  # an app alone is read where it stands; two of a kind are not one place
    request = rx(r"^(?:(?:please|pls|just)\s+)+").sub("", rest)
    request = _THANKS.sub("", request).rstrip(" .")
    asked = rx(r"[?!]+$").search(request)
    request = request[: asked.start()] if asked is not None else request
    where = "".join(f" in the {folder} folder" for folder in folders) + "".join(f" on {day}" for day in days)
    lead = ""
    for app in apps:
        label = _KNOWN.get(app.casefold())
        if label is not None:
            lead = f"in {label}, "
        else:
            verb = "to" if _ADDING.match(request) else "from" if _REMOVING.match(request) else "in"
            where += f" {verb} my {app.lower()}"
    # A text said in the request ("…: hello", "saying …") is its own: the place goes before it.
    said = _SAID.search(request)
    cut = said.start() if said is not None else len(request)
    return f"{lead}{request[:cut].rstrip()}{where}{request[cut:]}{asked.group(0) if asked else ''}"


def _place(piece: str, apps: list[str], folders: list[str], days: list[str]) -> bool:
    """Whether ``piece`` only says where (an app, maybe with a day after it; a folder; a day), kept in the lists."""
    if (app := _APP.match(piece)) is not None:
        apps.append(app.group("app"))
        more = (app.group("rest") or "").strip()
        return not more or _place(more, apps, folders, days)
    if (folder := _FOLDER.match(piece)) is not None:
        folders.append(folder.group("folder") or folder.group("named") or folder.group("own"))
        return True
    if (day := _DAY.match(piece)) is not None:
        days.append(day.group("day"))
        return True
    return False
