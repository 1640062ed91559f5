"""Opaque handles the model passes back to name a server-side record.

A handle seals ``(tenant, kind, record_id, expiry)`` with the shared Sealer, so it
cannot be forged, altered, replayed by another tenant, or used as another kind of
handle. The record id inside is minted here with 192 bits of randomness, so even a
leaked id is unguessable and a handle never names a record the server did not create.
"""

from __future__ import annotations

import secrets
from typing import Literal

from mcp_agent.crypto.sealing import InvalidSeal, Sealer

_PURPOSE = "h"
_RECORD_ID_BYTES = 24


class InvalidHandle(Exception):
    """The handle cannot be used; the message tells the model how to recover.

    The message is the same whatever went wrong, so a caller holding a handle it should
    not have learns nothing about it; ``reason`` is for server logs.
    """

    def __init__(self, reason: str, kind: str) -> None:
        super().__init__(
            f"The {kind} handle is invalid or expired. Do not retry with it; "
            f"create a new {kind} and use the handle returned for it."
        )
        self.reason = reason
        self.kind = kind


def new_record_id() -> str:
    return secrets.token_urlsafe(_RECORD_ID_BYTES)


class HandleCodec:
    def __init__(self, sealer: Sealer) -> None:
        self._sealer = sealer

    def mint(self, tenant: str, kind: str, record_id: str, ttl_seconds: float, *, user: str | None = None) -> str:
        """Seal a handle for ``tenant``; with ``user``, only that user of the tenant can open it."""
        if ttl_seconds <= 0:
            raise ValueError("ttl_seconds must be positive")
        claims = {"t": tenant, "k": kind, "r": record_id}
        if user is not None:
            claims["u"] = user
        return self._sealer.seal(_PURPOSE, claims, ttl_seconds)

    def mint_new(self, tenant: str, kind: str, ttl_seconds: float) -> tuple[str, str]:
        """Mint a fresh record id and its handle: ``(handle, record_id)``."""
        record_id = new_record_id()
        return self.mint(tenant, kind, record_id, ttl_seconds), record_id

    def open(self, handle: object, tenant: str, kind: str, *, user: str | None = None) -> str:
        """Return the record id sealed in ``handle``; raise InvalidHandle otherwise.

        A handle sealed for one user opens only for that user (pass the caller's ``user``).
        """
        try:
            claims = self._sealer.open(_PURPOSE, handle)
        except InvalidSeal as exc:
            raise InvalidHandle(str(exc), kind) from exc
        if claims.get("k") != kind:
            raise InvalidHandle("not a handle of this kind", kind)
        if claims.get("t") != tenant:
            raise InvalidHandle("issued to someone else", kind)
        if "u" in claims and claims["u"] != user:
            raise InvalidHandle("issued to another user of this tenant", kind)
        record_id = claims.get("r")
        if not isinstance(record_id, str) or not record_id:
            raise InvalidHandle("malformed", kind)
        return record_id


class Handles:
    """Sealing and opening handles for one caller: the tenant (and user) come from the request.

    ``seal(kind, record_id)`` gives a handle any user of the caller's tenant can use;
    ``owner="user"`` restricts it to the caller alone.
    """

    __slots__ = ("_codec", "_tenant", "_user", "ttl_seconds")

    def __init__(self, codec: HandleCodec, tenant: str, user: str, ttl_seconds: float) -> None:
        self._codec = codec
        self._tenant = tenant
        self._user = user
        self.ttl_seconds = ttl_seconds

    def seal(self, kind: str, record_id: str, *, owner: Literal["tenant", "user"] = "tenant") -> str:
        user = self._user if owner == "user" else None
        return self._codec.mint(self._tenant, kind, record_id, self.ttl_seconds, user=user)

    def open(self, kind: str, handle: object) -> str:
        """The record id inside ``handle``; InvalidHandle (an ``isError`` result) if it is not ours to use."""
        return self._codec.open(handle, self._tenant, kind, user=self._user)
