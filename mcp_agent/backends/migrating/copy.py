"""The backfill of a migration: copy every entry of one store to another, then verify the two agree.

``copy_entries`` scans the source a page at a time and imports each entry into the target under the
revision rule (``state/portable.py``): an entry the target holds at the same or a newer revision is
left alone, so a copy is idempotent, and safe beside live ``dual-write`` traffic (a mirrored write is
never undone by an older copy). Versions, hidden markers and remaining TTLs travel with each entry.

Resumable: after each page the scan cursor and the counts are written to a checkpoint file
(atomically: a temporary file renamed over it); a copy killed at any point continues from the last
page written (at most one page is imported again, which changes nothing). A finished copy removes
its checkpoint. The checkpoint names its two stores by a hash of their specs, never the specs (a URL
may hold a password), and one for another pair of stores is refused.

``verify_entries`` scans the source and compares each entry with the target's: missing, version,
value (a hash of the turns or the result) and TTL (beyond ``TTL_TOLERANCE_MS``). An entry that
differs is read again from both before it counts, so a write landing between the two reads of a
live migration is not reported. Entries only the target holds are not looked for.
"""

from __future__ import annotations

import asyncio
import hashlib
import os
import tempfile
from collections import Counter
from collections.abc import Callable
from dataclasses import asdict, dataclass, field
from pathlib import Path

import orjson

from mcp_agent.ops.metrics import STORE_COPY_ENTRIES
from mcp_agent.state.portable import Entry, Imported, PortableStore

from .divergence import DivergenceKind, entry_divergence, note

DEFAULT_PAGE = 200
_RECHECKS = 3
_RECHECK_PAUSE_SECONDS = 0.02


@dataclass(slots=True)
class CopyProgress:
    scanned: int = 0
    copied: int = 0
    kept: int = 0  # the target had that revision or a newer one
    planned: int = 0  # a dry run: would be copied
    total: int | None = None  # about how many the source holds (None: unknown)
    cursor: str | None = None
    resumed: bool = False


@dataclass(slots=True)
class VerifyReport:
    scanned: int = 0
    divergences: Counter[DivergenceKind] = field(default_factory=Counter)
    examples: list[tuple[DivergenceKind, str, str, str]] = field(default_factory=list)  # kind, entry kind, tenant, key

    @property
    def diverged(self) -> int:
        return sum(self.divergences.values())


class CheckpointMismatch(ValueError):
    """The checkpoint file belongs to a copy between other stores."""


class Checkpoint:
    """Where a copy between two stores stands: the scan cursor and the counts, in a JSON file."""

    def __init__(self, path: Path, source_spec: str, target_spec: str) -> None:
        self.path = path
        self.pair = hashlib.sha256(f"{source_spec}\n{target_spec}".encode()).hexdigest()

    def load(self) -> CopyProgress | None:
        try:
            saved = orjson.loads(self.path.read_bytes())
        except FileNotFoundError:
            return None
        if saved.get("pair") != self.pair:
            raise CheckpointMismatch(f"{self.path} is the checkpoint of a copy between other stores")
        progress = CopyProgress(**saved["progress"])
        progress.resumed = True
        return progress

    def save(self, progress: CopyProgress) -> None:
        body = orjson.dumps({"pair": self.pair, "progress": asdict(progress) | {"resumed": False}})
        handle, temporary = tempfile.mkstemp(dir=self.path.parent, prefix=f".{self.path.name}.")
        with os.fdopen(handle, "wb") as file:
            file.write(body)
        os.replace(temporary, self.path)

    def clear(self) -> None:
        self.path.unlink(missing_ok=True)


async def copy_entries(
    source: PortableStore,
    target: PortableStore,
    *,
    checkpoint: Checkpoint | None = None,
    dry_run: bool = False,
    page: int = DEFAULT_PAGE,
    on_page: Callable[[CopyProgress], None] = lambda progress: None,
) -> CopyProgress:
    """Copy every entry of ``source`` to ``target`` (see the module docstring); the counts."""
    progress = (checkpoint.load() if checkpoint is not None and not dry_run else None) or CopyProgress()
    progress.total = await source.count_entries()
    on_page(progress)
    while True:
        entries, cursor = await source.scan_entries(progress.cursor, page)
        outcomes = await asyncio.gather(*(_copy_one(entry, target, dry_run) for entry in entries))
        progress.scanned += len(entries)
        for outcome in outcomes:
            setattr(progress, outcome, getattr(progress, outcome) + 1)
            STORE_COPY_ENTRIES.labels(outcome).inc()
        progress.cursor = cursor
        if checkpoint is not None and not dry_run:
            if cursor is None:
                checkpoint.clear()
            else:
                checkpoint.save(progress)
        on_page(progress)
        if cursor is None:
            return progress


async def _copy_one(entry: Entry, target: PortableStore, dry_run: bool) -> str:
    if dry_run:
        current = await target.export_entry(entry.kind, entry.tenant, entry.key)
        return "kept" if current is not None and current.revision >= entry.revision else "planned"
    return "copied" if await target.import_entry(entry) is Imported.WRITTEN else "kept"


async def verify_entries(
    source: PortableStore,
    target: PortableStore,
    *,
    page: int = DEFAULT_PAGE,
    examples: int = 20,
    on_page: Callable[[int], None] = lambda scanned: None,
) -> VerifyReport:
    """Compare every entry of ``source`` with ``target``'s (see the module docstring)."""
    report = VerifyReport()
    cursor: str | None = None
    while True:
        entries, cursor = await source.scan_entries(cursor, page)
        kinds = await asyncio.gather(*(_compare(entry, source, target) for entry in entries))
        report.scanned += len(entries)
        for entry, kind in zip(entries, kinds, strict=True):
            if kind is None:
                continue
            report.divergences[kind] += 1
            note(kind, "verify", entry.kind, entry.tenant, entry.key)
            if len(report.examples) < examples:
                report.examples.append((kind, entry.kind, entry.tenant, entry.key))
        on_page(report.scanned)
        if cursor is None:
            return report


async def _compare(entry: Entry, source: PortableStore, target: PortableStore) -> DivergenceKind | None:
    kind = entry_divergence(entry, await target.export_entry(entry.kind, entry.tenant, entry.key))
    for _ in range(_RECHECKS):
        if kind is None:
            return None
        # Read both again, the source first: a write mirrored between two reads is no divergence.
        await asyncio.sleep(_RECHECK_PAUSE_SECONDS)
        again = await source.export_entry(entry.kind, entry.tenant, entry.key)
        if again is None:
            return None  # expired (or released) since the scan
        kind = entry_divergence(again, await target.export_entry(entry.kind, entry.tenant, entry.key))
    return kind
