"""Where on the device a folder is, said around a file task: "within the sdk_gphone_x86_64 storage area", "of the
phone's internal storage", "in the Android filesystem", "within the same storage area". The phone has one storage, so
these words say nothing the folder does not: they are dropped (the Files app named, when no app is), and the
folder and the file are read as always.
"""

from __future__ import annotations

import re

from .clauses import mentioned_app

# A storage named by the device's model, or as the device's own, the internal or the same one; the Android filesystem.
_PLACE = re.compile(
    r"(?P<lead>\s*,?\s*\b(?:with)?in\s+|\s*,?\s*\b(?:of|on|from|inside)\s+)(?:the\s+|my\s+|this\s+)?"
    r"(?:(?:same|device'?s?|phone'?s?|internal|shared|main)\s+|sdk_gphone[\w-]*\s+)+(?:internal\s+)?storage"
    r"(?:\s+(?:area|space|volume))?\b|"
    r"(?P<lead2>\s*,?\s*\b(?:with)?in\s+|\s*,?\s*\b(?:of|on|from)\s+)(?:the\s+)?android\s+file\s*system\b",
    re.I,
)


def storage_said_plainly(text: str) -> str:
    """``text`` without the words that place a folder in the device's one storage; unchanged when none is said."""
    if not re.search(r"\bstorage\b|\bfile\s*system\b", text, re.I):
        return text
    plain = _PLACE.sub("", text)
    if plain == text:
        return text
    plain = re.sub(r"\s{2,}", " ", re.sub(r"^\s*,\s*", "", plain)).strip()
    # The storage's folders are the file manager's to show: named so when the task names no app.
    if mentioned_app(plain):
        return plain
    end = re.search(r"[.!]?\s*$", plain)
    return f"{plain[: end.start()]} using the Files app{plain[end.start() :]}" if end else plain
