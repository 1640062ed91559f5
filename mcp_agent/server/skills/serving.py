"""The skills a server serves, looked up the ways the Skills extension's methods need.

``skills/list`` (paged; an entry is never split), ``skills/get`` (any served skill by its SKILL.md URI),
``resources/directory/read`` (the direct children of a skill's directory or subdirectory, paged) and the
files themselves for ``resources/read`` and ``resources/list``. Built once at start-up; nothing here
changes while the server runs, so every page of a listing comes from one snapshot.
"""

from __future__ import annotations

import base64
import binascii
from collections.abc import Iterable
from pathlib import PurePosixPath
from typing import Any

from .catalog import DIRECTORY_MIME_TYPE, Skill, SkillFile


class BadCursor(ValueError):
    """A cursor this server did not hand out for this listing."""


class SkillCatalog:
    def __init__(self, skills: Iterable[Skill], page_size: int) -> None:
        if page_size < 1:
            raise ValueError("a skills page holds at least one entry")
        self.page_size = page_size
        self.skills: dict[str, Skill] = {}
        self._files: dict[str, tuple[Skill, SkillFile]] = {}
        self._directories: dict[str, dict[str, dict[str, Any]]] = {}
        for skill in skills:
            self.skills[skill.uri] = skill
            for file in skill.files:
                self._files.setdefault(file.uri, (skill, file))
                self._place(skill, file)

    def _place(self, skill: Skill, file: SkillFile) -> None:
        """List ``file`` in its directory, and each directory between it and the skill's root in its parent."""
        parts = PurePosixPath(file.path).parts
        parent = skill.root
        for directory in parts[:-1]:
            child = f"{parent}/{directory}"
            self._directories.setdefault(parent, {}).setdefault(
                child, {"uri": child, "name": directory, "mimeType": DIRECTORY_MIME_TYPE}
            )
            parent = child
        self._directories.setdefault(parent, {}).setdefault(file.uri, skill.resource(file))

    def __bool__(self) -> bool:
        return bool(self.skills)

    def list_page(self, cursor: str | None) -> tuple[list[dict[str, Any]], str | None]:
        """One page of ``skills/list`` entries and the cursor of the next page (None after the last)."""
        entries = [skill.entry() for skill in self.skills.values()]
        return self._page(entries, cursor, "skills")

    def get(self, uri: str) -> Skill | None:
        return self.skills.get(uri)

    def directory_page(self, uri: str, cursor: str | None) -> tuple[list[dict[str, Any]], str | None] | None:
        """One page of the direct children of the directory resource ``uri``; None if it is not one."""
        children = self._directories.get(uri)
        if children is None:
            return None
        return self._page(list(children.values()), cursor, f"dir {uri}")

    def file(self, uri: str) -> SkillFile | None:
        found = self._files.get(uri)
        return found[1] if found is not None else None

    def resources(self) -> list[dict[str, Any]]:
        """Every skill file as a ``Resource`` for ``resources/list`` (SKILL.md named from its frontmatter)."""
        return [skill.resource(file) for skill, file in self._files.values()]

    def _page(self, entries: list[dict[str, Any]], cursor: str | None, listing: str) -> tuple[list[Any], str | None]:
        start = 0 if cursor is None else _open_cursor(cursor, listing, len(entries))
        end = start + self.page_size
        return entries[start:end], (_cursor(listing, end) if end < len(entries) else None)


# A cursor names the listing and the offset it resumes at: the catalog never changes while the server
# runs, so an offset is a stable position; it is opaque to clients, and a foreign one is refused.
def _cursor(listing: str, offset: int) -> str:
    return base64.urlsafe_b64encode(f"{offset}:{listing}".encode()).decode("ascii")


def _open_cursor(cursor: str, listing: str, total: int) -> int:
    try:
        offset, _, named = base64.urlsafe_b64decode(cursor.encode("ascii")).decode().partition(":")
        position = int(offset)
    except (UnicodeError, ValueError, binascii.Error):
        raise BadCursor(cursor) from None
    if named != listing or not 0 < position < total or str(position) != offset:
        raise BadCursor(cursor)
    return position
