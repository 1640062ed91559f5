"""Where on the device a folder is, said around a file task: "within the sdk_gphone_x86_64 storage area", "of the
phone's internal storage", "in the Android filesystem", "within the same storage area". The phone has one storage, so
these words say nothing the folder does not: they are dropped (the Files app named, when no app is), and the
folder and the file are read as always.
"""

from __future__ import annotations

import re

from ..file_names import EXTENSIONS
from ..patterns import rx
from .clauses import mentioned_app

# A storage named by the device's model, or as the device's own, the internal or the same one; the Android filesystem.
_PLACE = re.compile(
    r"(?P<lead>\s*,?\s*\b(?:with)?in\s+|\s*,?\s*\b(?:of|on|from|inside)\s+)(?:the\s+|my\s+|this\s+)?"
    r"(?:(?:same|device'?s?|phone'?s?|internal|shared|main)\s+|sdk_gphone[\w-]*\s+)+(?:internal\s+)?storage"
    r"(?:\s+(?:area|space|volume))?\b|"
    r"(?P<lead2>\s*,?\s*\b(?:with)?in\s+|\s*,?\s*\b(?:of|on|from)\s+)(?:the\s+)?android\s+file\s*system\b|"
    # The storage named by the device's model alone ("on sdk_gphone_x86_64").
    r"(?P<lead3>\s*,?\s*\b(?:with)?in\s+|\s*,?\s*\b(?:of|on|from|inside)\s+)(?:the\s+)?sdk_gphone[\w-]*\b",
    re.I,
)


def storage_said_plainly(text: str) -> str:
    """``text`` without the words that place a folder in the device's one storage; unchanged when none is said."""
    if not rx(r"\bstorage\b|\bfile\s*system\b|\bsdk_gphone", re.I).search(text):
        return text
    plain = _PLACE.sub("", text)
    if plain == text:
        return text
    plain = rx(r"\s{2,}").sub(" ", rx(r"^\s*,\s*").sub("", plain)).strip()
    # The storage's folders are the file manager's to show: named so when the task names no app.
    if mentioned_app(plain):
        return plain
    # (before a sign-off: "… to Pictures on sdk_gphone_x86_64 pls" is "… to Pictures using the Files app pls")
    end = rx(r"(?:\s+(?:please|pls|plz|thx|thanks|ty))?[.!]?\s*$", re.I).search(plain)
    return f"{plain[: end.start()]} using the Files app{plain[end.start() :]}" if end else plain


# A storage folder said in lower case where only a folder can be: after where-words, in a task about files.
_LOWER_FOLDER = re.compile(
    r"\b(?P<lead>(?:in|from|to|into|inside|within|of|out\s+of)\s+(?:my\s+|the\s+)?)"
    r"(?P<f>(?-i:documents|downloads?|pictures|dcim|movies|music|alarms|podcasts|ringtones|recordings))\b"
    r"(?P<folder>\s+folder\b)?",
    re.I,
)
_ABOUT_FILES = re.compile(rf"\bfiles?\b|\bfolders?\b|[\w-]\.(?:{EXTENSIONS})\b", re.I)
_SPELT = {"download": "Download", "downloads": "Download", "dcim": "DCIM"}


def storage_folders_named(text: str) -> str:
    """``text`` with the storage's folders said in lower case named as the storage shows them ("from download to
    documents": "from Download to Documents"), where the task is about files; unchanged otherwise."""
    if not _ABOUT_FILES.search(text):
        return text
    return _LOWER_FOLDER.sub(
        lambda m: m.group("lead") + _SPELT.get(m.group("f"), m.group("f").title()) + (m.group("folder") or ""), text
    )
