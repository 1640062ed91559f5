"""Skills as the Skills extension (SEP-2640, ``io.modelcontextprotocol/skills``) describes them.

A skill is a directory of files with a ``SKILL.md`` at its root, whose YAML frontmatter names and
describes it (the Agent Skills format). Each file is served as a resource at
``skill://<skill-path>/<file-path>``; the last segment of ``<skill-path>`` is the skill's name.
Everything a host may reject is checked here, when the skill is built, so a server never starts
serving a skill no conforming host would load: the name rules, name = last path segment, the
frontmatter (a mapping with a non-empty name and description, JSON-representable), and the limits
(512 files, 16 MiB).
"""

from __future__ import annotations

import base64
import hashlib
import json
import mimetypes
import re
from collections.abc import Iterator, Mapping
from dataclasses import dataclass, field
from pathlib import Path, PurePosixPath
from typing import Any

import yaml

SKILLS_EXTENSION = "io.modelcontextprotocol/skills"
SCHEME = "skill://"
MANIFEST = "SKILL.md"
DIRECTORY_MIME_TYPE = "inode/directory"
# The extension's per-skill limits: what every conforming host accepts (a server SHOULD NOT exceed them).
MAX_FILES = 512
MAX_TOTAL_BYTES = 16 * 1024 * 1024

# Agent Skills naming rules: 1-64 of lowercase letters, digits and hyphens; no leading, trailing or double hyphen.
_NAME = re.compile(r"(?!.*--)[a-z0-9](?:[a-z0-9-]{0,62}[a-z0-9])?")
# RFC 3986 unreserved characters: a prefix segment (the first is the URI's authority) needs no escaping.
_SEGMENT = re.compile(r"[A-Za-z0-9._~-]+")
_FRONTMATTER = re.compile(r"\A\ufeff?---\r?\n(.*?)\r?\n---[ \t]*(?:\r?\n|\Z)", re.DOTALL)
_TEXT_TYPES = {".md": "text/markdown", ".py": "text/x-python", ".txt": "text/plain", ".json": "application/json"}


class SkillError(ValueError):
    """A skill that would not be served as the extension requires (the message names the rule)."""


@dataclass(frozen=True, slots=True)
class SkillFile:
    """One file of a skill: its resource URI, raw bytes, and the digest and size the manifest lists."""

    uri: str
    path: str  # relative to the skill's root, "/"-separated
    content: bytes
    mime_type: str

    @property
    def digest(self) -> str:
        return "sha256:" + hashlib.sha256(self.content).hexdigest()

    @property
    def size(self) -> int:
        return len(self.content)

    def contents(self) -> dict[str, Any]:
        """The ``resources/read`` contents entry: text when the bytes are UTF-8 (the same bytes the digest covers)."""
        entry: dict[str, Any] = {"uri": self.uri, "mimeType": self.mime_type}
        try:
            entry["text"] = self.content.decode("utf-8")
        except UnicodeDecodeError:
            entry["blob"] = base64.b64encode(self.content).decode("ascii")
        return entry


@dataclass(frozen=True, slots=True)
class Skill:
    """A skill as served: ``skill_path`` (``refunds`` or ``acme/billing/refunds``) and its files by relative path."""

    skill_path: str
    files: tuple[SkillFile, ...]
    frontmatter: dict[str, Any] = field(repr=False)

    @classmethod
    def from_files(cls, skill_path: str, files: Mapping[str, str | bytes]) -> Skill:
        """A skill from its files' contents (``str`` is UTF-8), keyed by path relative to its root."""
        segments = skill_path.split("/")
        name = segments[-1]
        if not _NAME.fullmatch(name):
            raise SkillError(
                f"skill {skill_path!r}: its name {name!r} must be 1-64 lowercase letters, digits and single hyphens, "
                "not starting or ending with one (Agent Skills naming rules)"
            )
        bad = [segment for segment in segments[:-1] if not _SEGMENT.fullmatch(segment)]
        if bad:
            raise SkillError(
                f"skill {skill_path!r}: prefix segment {bad[0]!r} must be letters, digits, '.', '_', '~', '-'"
            )
        root = SCHEME + skill_path
        built: list[SkillFile] = []
        for relative, content in sorted(files.items(), key=lambda item: (item[0] != MANIFEST, item[0])):
            pure = PurePosixPath(relative)
            if pure.is_absolute() or not pure.parts or any(part in ("", ".", "..") for part in pure.parts):
                raise SkillError(f"skill {skill_path!r}: file path {relative!r} must be relative, inside the skill")
            raw = content.encode("utf-8") if isinstance(content, str) else bytes(content)
            built.append(SkillFile(f"{root}/{pure.as_posix()}", pure.as_posix(), raw, _mime_type(pure)))
        if not built or built[0].path != MANIFEST:
            raise SkillError(f"skill {skill_path!r} has no {MANIFEST} at its root")
        if len(built) > MAX_FILES:
            raise SkillError(f"skill {skill_path!r} has {len(built)} files; the extension's limit is {MAX_FILES}")
        total = sum(file.size for file in built)
        if total > MAX_TOTAL_BYTES:
            raise SkillError(f"skill {skill_path!r} is {total} bytes; the extension's limit is {MAX_TOTAL_BYTES}")
        frontmatter = parse_frontmatter(built[0].content, f"skill {skill_path!r}")
        if frontmatter["name"] != name:
            raise SkillError(
                f"skill {skill_path!r}: the last segment of its path must equal its frontmatter name "
                f"{frontmatter['name']!r}"
            )
        return cls(skill_path, tuple(built), frontmatter)

    @classmethod
    def from_directory(cls, directory: str | Path, *, prefix: str = "") -> Skill:
        """The skill in ``directory`` (its ``SKILL.md`` and every file below it, hidden ones left out), named
        by the directory; ``prefix`` (``acme/billing``) places it in the server's skill namespace."""
        root = Path(directory)
        if not (root / MANIFEST).is_file():
            raise SkillError(f"{str(root)!r} has no {MANIFEST}")
        files = {
            path.relative_to(root).as_posix(): path.read_bytes()
            for path in sorted(root.rglob("*"))
            if path.is_file() and not any(part.startswith(".") for part in path.relative_to(root).parts)
        }
        skill_path = f"{prefix.strip('/')}/{root.resolve().name}" if prefix.strip("/") else root.resolve().name
        return cls.from_files(skill_path, files)

    @property
    def name(self) -> str:
        return str(self.frontmatter["name"])

    @property
    def description(self) -> str:
        return str(self.frontmatter["description"])

    @property
    def root(self) -> str:
        """The skill's directory resource: the SKILL.md URI without ``/SKILL.md``."""
        return SCHEME + self.skill_path

    @property
    def uri(self) -> str:
        return self.files[0].uri

    def entry(self) -> dict[str, Any]:
        """The ``Skill`` entry of ``skills/list`` and ``skills/get``: a complete manifest."""
        return {
            "uri": self.uri,
            "frontmatter": self.frontmatter,
            "resources": [{"uri": file.uri, "digest": file.digest, "size": file.size} for file in self.files],
        }

    def resource(self, file: SkillFile) -> dict[str, Any]:
        """A file's ``Resource`` metadata; SKILL.md's name and description are the frontmatter's."""
        if file.path == MANIFEST:
            return {"uri": file.uri, "name": self.name, "description": self.description, "mimeType": file.mime_type}
        return {"uri": file.uri, "name": PurePosixPath(file.path).name, "mimeType": file.mime_type, "size": file.size}


def parse_frontmatter(manifest: bytes, where: str) -> dict[str, Any]:
    """SKILL.md's leading ``---``-delimited YAML mapping, with a non-empty name and description."""
    try:
        text = manifest.decode("utf-8")
    except UnicodeDecodeError:
        raise SkillError(f"{where}: {MANIFEST} is not UTF-8") from None
    found = _FRONTMATTER.match(text)
    if found is None:
        raise SkillError(f"{where}: {MANIFEST} must begin with YAML frontmatter between '---' lines")
    try:
        frontmatter = yaml.safe_load(found.group(1))
    except yaml.YAMLError as error:
        raise SkillError(f"{where}: its frontmatter is not YAML: {error}") from None
    if not isinstance(frontmatter, dict):
        raise SkillError(f"{where}: its frontmatter must be a mapping")
    for key in ("name", "description"):
        if not isinstance(frontmatter.get(key), str) or not frontmatter[key].strip():
            raise SkillError(f"{where}: its frontmatter needs a non-empty {key!r}")
    try:
        # Sent verbatim as JSON: a YAML date or a non-string key would not survive the trip identical.
        if json.loads(json.dumps(frontmatter)) != frontmatter:
            raise TypeError
    except (TypeError, ValueError):
        raise SkillError(f"{where}: its frontmatter must hold only JSON values (quote dates)") from None
    metadata = frontmatter.get("metadata")
    if isinstance(metadata, dict) and any(str(key).startswith("io.modelcontextprotocol/") for key in metadata):
        raise SkillError(f"{where}: metadata keys under io.modelcontextprotocol/ are reserved for MCP extensions")
    return frontmatter


def skills_in(directory: str | Path) -> Iterator[Skill]:
    """Every skill below ``directory``: each folder holding a SKILL.md, its path below ``directory`` its skill path
    (``acme/billing/refunds/SKILL.md`` is the skill ``refunds`` with the prefix ``acme/billing``). A skill inside
    another is served as its own skill and as supporting files of the enclosing one."""
    base = Path(directory)
    if not base.is_dir():
        raise SkillError(f"{str(base)!r} is not a directory")
    for manifest in sorted(base.rglob(MANIFEST)):
        relative = manifest.parent.relative_to(base)
        if not relative.parts or any(part.startswith(".") for part in relative.parts):
            continue
        yield Skill.from_directory(manifest.parent, prefix="/".join(relative.parts[:-1]))


def _mime_type(path: PurePosixPath) -> str:
    known = _TEXT_TYPES.get(path.suffix.lower())
    if known is not None:
        return known
    guessed, _ = mimetypes.guess_type(path.name)
    return guessed or "application/octet-stream"
