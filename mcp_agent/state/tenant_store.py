"""The session store as a tool sees it: bound to the caller's tenant, with the server's record TTL.

A tool never names a tenant, so it cannot read or write another tenant's records even by
mistake: the tenant comes from the authenticated request, every time.
"""

from __future__ import annotations

from mcp_agent.state.store import AppendResult, JsonObject, SessionStore, Window


class TenantStore:
    """``SessionStore`` with the tenant supplied; every write resets the record's TTL."""

    __slots__ = ("_store", "_tenant", "ttl_seconds")

    def __init__(self, store: SessionStore, tenant: str, ttl_seconds: float) -> None:
        self._store = store
        self._tenant = tenant
        self.ttl_seconds = ttl_seconds

    @property
    def tenant(self) -> str:
        return self._tenant

    async def create_if_absent(self, record_id: str) -> bool:
        """Create an empty record at version 0; False if a live record already has this id."""
        return await self._store.create_if_absent(self._tenant, record_id, self.ttl_seconds)

    async def read_window(self, record_id: str, max_turns: int, cursor: int | None = None) -> Window:
        """Up to ``max_turns`` turns from ``cursor`` (default: the last ones). Raises RecordNotFound."""
        return await self._store.read_window(self._tenant, record_id, max_turns, cursor)

    async def append_if_version(
        self,
        record_id: str,
        expected_version: int,
        turn: JsonObject,
        *,
        idempotency_key: str | None = None,
        attempt_token: str | None = None,
    ) -> AppendResult:
        """Append iff the record is still at ``expected_version``. Raises RecordNotFound, VersionConflict.

        With an ``idempotency_key`` already applied to this record (or an ``attempt_token`` among
        its latest appends: pass the same one when you retry after StoreUnavailable), the original
        append is reported (``replayed=True``, the stored turn in ``turn``) and nothing is written.
        """
        return await self._store.append_if_version(
            self._tenant, record_id, expected_version, turn, self.ttl_seconds, idempotency_key, attempt_token
        )
