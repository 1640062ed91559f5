"""A file moved, said as taking it out of one folder and putting it in another ("take a.pdf out of Download and put
it in Music") or as where it has to go ("a.pdf has to go from Download to Documents"): said plainly as
"move a.pdf from Download to Music", so that taking a file out of a folder is never read as deleting it; files of a kind
likewise ("shift every mp3 out of Download and into Documents").
"""

from __future__ import annotations

import re

_NAME = r"[\"'“]?(?P<name>[\w-]+(?:\.[\w-]+)*\.[A-Za-z0-9]{2,4})[\"'”]?"
_FOLDER = r"(?:the\s+|my\s+)?(?P<{0}>[\w -]+?)(?:\s+(?:folder|directory))?"
_SHAPES = (
    re.compile(
        rf"^(?P<lead>.*?)\b(?:take|get|pull|grab|move)\s+(?:the\s+file\s+)?{_NAME}\s+out\s+of\s+{_FOLDER.format('source')}"
        rf"\s*,?\s+and\s+(?:then\s+)?(?:(?:put|move|place|drop|stick)\s+it\s+)?(?:in|into|inside|to)\s+"
        rf"{_FOLDER.format('folder')}"
        r"(?P<tail>\s*(?:\([^)]*\))?\s*[.!]?)$",
        re.I,
    ),
    re.compile(
        rf"^(?P<lead>.*?)(?:the\s+file\s+)?{_NAME}\s+(?:has|needs|ought)\s+to\s+(?:go|move|be\s+moved)\s+from\s+"
        rf"{_FOLDER.format('source')}\s+(?:to|into|over\s+to)\s+{_FOLDER.format('folder')}(?P<tail>\s*(?:\([^)]*\))?\s*[.!]?)$",
        re.I,
    ),
    # "shift every mp3 out of downloads and into documents" (set 110): files of a kind, out of one folder, into another.
    re.compile(
        rf"^(?P<lead>.*?)\b(?P<verb>move|shift|transfer|take|get)\s+(?P<name>(?:all|every|each)\s+(?:of\s+)?(?:the\s+|my\s+)?"
        rf"\.?[A-Za-z0-9]{{2,4}}s?(?:\s+files?)?)\s+out\s+of\s+{_FOLDER.format('source')}\s*,?\s+and\s+(?:then\s+)?"
        rf"(?:(?:put|move|place|drop|stick)\s+(?:it|them)\s+)?(?:in|into|inside|to)\s+{_FOLDER.format('folder')}"
        r"(?P<tail>\s*[.!]?)$",
        re.I,
    ),
    # "move a.pdf to Download from Documents": where it goes said before where it is.
    re.compile(
        rf"^(?P<lead>.*?)\b(?P<verb>move|copy|transfer|shift)\s+(?:the\s+file\s+)?{_NAME}\s+(?:to|into|over\s+to)\s+"
        rf"{_FOLDER.format('folder')}\s+(?:from|out\s+of)\s+{_FOLDER.format('source')}(?P<tail>\s*(?:\([^)]*\))?\s*[.!]?)$",
        re.I,
    ),
)


def moves_said_plainly(text: str) -> str:
    """``text`` with a file's move said as "move X from F to G"; unchanged when no such move is said."""
    for shape in _SHAPES:
        found = shape.match(text.strip())
        if found is not None:
            lead = found.group("lead")
            verb = (found.groupdict().get("verb") or "move").lower()
            verb = "move" if verb in ("shift", "take", "get") else verb
            said = f"{verb} {found.group('name')} from {found.group('source')} to {found.group('folder')}"
            return f"{lead}{said}{found.group('tail')}"
    return text
