"""Telling where the old and the new store disagree: the kind, counted and logged with the key, never a value."""

from __future__ import annotations

import logging
from typing import Literal

from mcp_agent.ops.metrics import MIGRATION_DIVERGENCES
from mcp_agent.state import RecordNotFound, Window
from mcp_agent.state.portable import Entry, EntryKind

DivergenceKind = Literal["missing", "version", "value", "ttl"]
FoundBy = Literal["mirror", "shadow", "verify"]

logger = logging.getLogger("mcp_agent.migration")

# Two copies of one entry whose remaining TTLs differ by less than this agree (a copy takes time).
TTL_TOLERANCE_MS = 5_000


def note(kind: DivergenceKind, found_by: FoundBy, entry_kind: EntryKind, tenant: str, key: str) -> None:
    MIGRATION_DIVERGENCES.labels(kind, found_by).inc()
    logger.warning(
        "the old and the new store disagree",
        extra={"divergence": kind, "found_by": found_by, "entry": entry_kind, "tenant": tenant, "key": key},
    )


def window_divergence(old: Window | BaseException, new: Window | BaseException) -> DivergenceKind | None:
    """How two answers to one read differ (errors other than "not found" are no answer: None)."""
    old_missing, new_missing = isinstance(old, RecordNotFound), isinstance(new, RecordNotFound)
    if isinstance(old, BaseException) and not old_missing or isinstance(new, BaseException) and not new_missing:
        return None
    if old_missing or new_missing:
        return None if old_missing and new_missing else "missing"
    assert isinstance(old, Window) and isinstance(new, Window)
    if old.version != new.version:
        return "version"
    return None if (old.turns, old.start) == (new.turns, new.start) else "value"


def entry_divergence(old: Entry | None, new: Entry | None) -> DivergenceKind | None:
    """How the new store's copy of an entry differs from the old's."""
    if old is None or new is None:
        return None if old is new else "missing"
    if old.revision != new.revision:
        return "version"
    if old.digest() != new.digest():
        return "value"
    if abs(old.ttl_ms - new.ttl_ms) > TTL_TOLERANCE_MS:
        return "ttl"
    return None
