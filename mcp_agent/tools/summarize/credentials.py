"""Where a mail source's credential (IMAP password, Gmail access token) comes from, per request.

A credential belongs to the caller: it is looked up for the request's tenant and user every
time, never cached, so rotating one (rewriting the file, or ``put`` of a new version) takes
effect on the next request of every instance without a restart. ``None`` means none is
configured; the tool then tells the model what to configure, never a secret.

``FileCredentialResolver(path)``
    A JSON file read on every call::

        {"<tenant>": {"<user>": {"<source>": "<secret>"}, "*": {"<source>": "<secret>"}}}

    The user's own entry wins over the tenant-wide ``"*"``. There is no tenant wildcard: a
    secret is never shared across tenants by accident. A missing, unreadable or malformed file
    resolves nothing and logs a warning naming the file (never its content).

    With ``path=None`` the credential comes from the environment instead, for a single-tenant
    deployment: ``MCP_AGENT_MAIL_CREDENTIAL_<SOURCE>``, the source name upper-cased with every
    character other than A-Z and 0-9 turned into ``_`` (source "work-gmail" →
    ``MCP_AGENT_MAIL_CREDENTIAL_WORK_GMAIL``), the same for every tenant and user.

``StoreCredentialResolver(sealer)``
    Credentials kept in the session store, through the tool's tenant-bound ``ctx.store``, so
    every instance sees the same ones: one record per (user, source) whose latest turn holds the
    secret sealed (AES-GCM) by the injected sealer. ``put`` appends a new version (the latest
    wins). A stored credential lives as long as a record does (the server's record TTL, renewed
    by every ``put``).
"""

from __future__ import annotations

import hashlib
import json
import logging
import os
import re
from pathlib import Path
from typing import Any, Protocol

import anyio

from mcp_agent import RecordNotFound, RequestContext, VersionConflict

logger = logging.getLogger("mcp_agent.tools.summarize.credentials")

ENV_PREFIX = "MCP_AGENT_MAIL_CREDENTIAL_"
ANY_USER = "*"
SEAL_PURPOSE = "mailcred"
_PUT_ATTEMPTS = 10


class CredentialResolver(Protocol):
    async def resolve(self, ctx: RequestContext, source: str) -> str | None:
        """The caller's credential for ``source``, or None when none is configured."""
        ...

    def where_to_configure(self, tenant: str, user: str, source: str) -> str:
        """Words for an operator: where this caller's credential for ``source`` goes."""
        ...


class Sealer(Protocol):
    """What the app injects (mcp_agent.crypto.sealing.Sealer has this shape)."""

    def seal(self, purpose: str, claims: dict[str, Any], ttl_seconds: float) -> str: ...

    def open(self, purpose: str, token: str) -> dict[str, Any]: ...


def env_variable(source: str) -> str:
    """The environment variable holding ``source``'s credential when no credentials file is set."""
    return ENV_PREFIX + re.sub(r"[^A-Z0-9]", "_", source.upper())


class FileCredentialResolver:
    def __init__(self, path: str | None) -> None:
        self.path = path

    def where_to_configure(self, tenant: str, user: str, source: str) -> str:
        if self.path is None:
            return f"set {env_variable(source)} (or MCP_AGENT_MAIL_CREDENTIALS_FILE)"
        return f"add it to MCP_AGENT_MAIL_CREDENTIALS_FILE under tenant {tenant}, user {user}, source {source}"

    async def resolve(self, ctx: RequestContext, source: str) -> str | None:
        if self.path is None:
            return os.environ.get(env_variable(source)) or None
        document = await anyio.to_thread.run_sync(self._read)
        if document is None:
            return None
        tenant = document.get(ctx.principal.tenant)
        if not isinstance(tenant, dict):
            return None
        for user in (ctx.principal.user, ANY_USER):
            entries = tenant.get(user)
            secret = entries.get(source) if isinstance(entries, dict) else None
            if isinstance(secret, str) and secret:
                return secret
            if secret is not None:
                logger.warning(
                    "mail credentials file %r: the entry for tenant %r, user %r, source %r is not a non-empty string",
                    self.path,
                    ctx.principal.tenant,
                    user,
                    source,
                )
        return None

    def _read(self) -> dict[str, Any] | None:
        assert self.path is not None
        try:
            text = Path(self.path).read_text(encoding="utf-8")
        except (OSError, UnicodeDecodeError) as error:
            reason = error.strerror if isinstance(error, OSError) else "not UTF-8"
            logger.warning("mail credentials file %r cannot be read: %s", self.path, reason)
            return None
        try:
            document = json.loads(text)
        except json.JSONDecodeError as error:
            # Position only: json's message would quote the text, which holds secrets.
            logger.warning(
                "mail credentials file %r is not valid JSON (line %d, column %d)", self.path, error.lineno, error.colno
            )
            return None
        if not isinstance(document, dict):
            logger.warning("mail credentials file %r must hold a JSON object of tenants", self.path)
            return None
        return document


def record_id(user: str, source: str) -> str:
    """The store record of (user, source): a digest, since record ids allow only [A-Za-z0-9_-]."""
    return hashlib.sha256(f"mail-credential\0{user}\0{source}".encode()).hexdigest()


class StoreCredentialResolver:
    def __init__(self, sealer: Sealer) -> None:
        self._sealer = sealer

    def where_to_configure(self, tenant: str, user: str, source: str) -> str:
        return f"store it with: mcp-agent mail-credential put --tenant {tenant} --user {user} --source {source}"

    async def resolve(self, ctx: RequestContext, source: str) -> str | None:
        for user in (ctx.principal.user, ANY_USER):
            secret = await self._read(ctx, user, source)
            if secret is not None:
                return secret
        return None

    async def put(self, ctx: RequestContext, source: str, secret: str, *, user: str | None = None) -> None:
        """Store a new version of the credential of ``user`` (default: the caller; "*": the whole tenant)."""
        if not secret:
            raise ValueError("a credential must be a non-empty string")
        owner = user if user is not None else ctx.principal.user
        store = ctx.store
        rid = record_id(owner, source)
        claims = {"t": ctx.principal.tenant, "u": owner, "s": source, "secret": secret}
        turn = {"sealed": self._sealer.seal(SEAL_PURPOSE, claims, store.ttl_seconds)}
        await store.create_if_absent(rid)
        for _ in range(_PUT_ATTEMPTS):
            version = (await store.read_window(rid, 1)).version
            try:
                await store.append_if_version(rid, version, turn)
                return
            except VersionConflict:
                continue  # another put landed in between; ours still has to become the latest
        raise RuntimeError(f"could not store the credential for source {source!r}: too many concurrent updates")

    async def _read(self, ctx: RequestContext, user: str, source: str) -> str | None:
        try:
            window = await ctx.store.read_window(record_id(user, source), 1)
        except RecordNotFound:
            return None
        if not window.turns or not isinstance(window.turns[-1].get("sealed"), str):
            return None
        try:
            claims = self._sealer.open(SEAL_PURPOSE, window.turns[-1]["sealed"])
        except Exception:  # the injected sealer's own error type: altered, expired, or keys rotated away
            logger.warning(
                "the stored mail credential of tenant %r, user %r, source %r cannot be opened (sealing keys changed?)",
                ctx.principal.tenant,
                user,
                source,
            )
            return None
        # Bound to its record: a sealed secret copied into another user's or tenant's record is refused.
        if (claims.get("t"), claims.get("u"), claims.get("s")) != (ctx.principal.tenant, user, source):
            return None
        secret = claims.get("secret")
        return secret if isinstance(secret, str) and secret else None
