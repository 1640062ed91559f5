"""A file put into a folder that does not exist yet: "put a.pdf from Download into a new folder called Bills in files"
is two steps, the folder made and then the file moved into it ("make a Bills folder in files and put a.pdf from
Download into it"), read by the readers of that order (clauses.py, moving.py)."""

from __future__ import annotations

import re

_NEW_FOLDER_MOVE = re.compile(
    r"^(?P<verb>move|put|transfer|file)\s+(?P<file>(?:the\s+(?:file|note)\s+)?[\"'“]?[\w.-]+\.\w{1,4}[\"'”]?)"
    r"(?P<source>\s+\((?:from|in)\s+[^)]+\)|\s+(?:from|out\s+of)\s+(?:the\s+|my\s+)?[\w -]+?(?:\s+folder)?)?"
    r"\s+(?:in|into|to)\s+an?\s+(?:new|fresh)\s+folder\s+(?:(?:called|named|titled)\s+)?"
    r"(?P<name>[\"'“][^\"'”]+[\"'”]|[\w][\w' -]*?)(?P<app>\s+(?:in|on|using)\s+(?:the\s+)?\w+(?:\s+app)?)?\s*[.!]?$",
    re.I,
)


def folder_made_first(text: str) -> str:
    """``text`` with a file moved "into a new folder called X" said as the folder made, then the file moved into it."""
    found = _NEW_FOLDER_MOVE.match(text.strip())
    if found is None:
        return text
    name = found.group("name").strip(" \"'“”")
    return (
        f"make a {name} folder{found.group('app') or ''} and {found.group('verb').lower()} {found.group('file')}"
        f"{found.group('source') or ''} into it"
    )
