"""Which side of a migration answers what: the mode, and in ``flip`` which keys already read the new side.

Modes, in order (each set by settings and changed, or reverted, by a rolling restart):

- ``dual-write``: the old store decides every write, the new one mirrors it; reads go to the old;
- ``shadow-read``: as dual-write, and every read also reads the new store, compares, and counts each
  divergence; the answer is the old store's;
- ``flip``: writes as before (the old decides, the new mirrors); a read of a flipped key goes to the
  new store (falling back to the old where the new lacks the record); a key is flipped when its kind
  is listed (all kinds when none is) and its hash falls under the rollout fraction;
- ``done``: the new store only.

Deterministic per key: the hash of (tenant, key) places every key at one point in [0, 1) on every
instance and every restart, so a key never flaps, and raising the fraction only adds keys.
"""

from __future__ import annotations

import hashlib
from collections.abc import Collection
from dataclasses import dataclass
from typing import Literal, get_args

from mcp_agent.state.portable import EntryKind, entry_kind_of

Mode = Literal["dual-write", "shadow-read", "flip", "done"]
MODES: tuple[Mode, ...] = get_args(Mode)


@dataclass(frozen=True, slots=True)
class Plan:
    mode: Mode
    flip_fraction: float = 1.0
    flip_kinds: frozenset[str] = frozenset()  # empty: every kind

    @classmethod
    def of(cls, mode: Mode, flip_fraction: float = 1.0, flip_kinds: Collection[str] = ()) -> Plan:
        if mode not in MODES:
            raise ValueError(f"migration mode must be one of {', '.join(MODES)}")
        if not 0.0 <= flip_fraction <= 1.0:
            raise ValueError("the flip fraction must be between 0 and 1")
        return cls(mode, flip_fraction, frozenset(flip_kinds))

    @property
    def new_decides(self) -> bool:
        """Whether the new side takes writes and work on its own (``done``)."""
        return self.mode == "done"

    @property
    def shadows(self) -> bool:
        return self.mode == "shadow-read"

    def reads_new(self, kind: EntryKind, tenant: str, key: str) -> bool:
        if self.mode == "done":
            return True
        if self.mode != "flip":
            return False
        if self.flip_kinds and entry_kind_of(kind, key) not in self.flip_kinds:
            return False
        return key_point(tenant, key) < self.flip_fraction


def key_point(tenant: str, key: str) -> float:
    """Where ``(tenant, key)`` falls in [0, 1): the same on every instance, for every release."""
    digest = hashlib.blake2b(f"{tenant}\0{key}".encode(), digest_size=8).digest()
    return int.from_bytes(digest, "big") / 2**64
