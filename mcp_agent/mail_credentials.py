"""``mcp-agent mail-credential put``: an operator stores a mail source's credential for the server.

The credential goes where ``MCP_AGENT_MAIL_CREDENTIALS=store`` makes the server look for it: the
session store, sealed with the server's key ring, through the same ``StoreCredentialResolver``
the tools read with. So this command must reach the server's store with the server's keys, and
it reads both from the same ``MCP_AGENT_*`` settings.

The secret is read from stdin only (argv is visible to every user of the machine through ``ps``
and lands in shell history), is never echoed, and appears in no message or log line.
"""

from __future__ import annotations

import getpass
import sys
from dataclasses import dataclass
from typing import TextIO

from .app.collaborators import build_sealer, build_store
from .bus import InProcessChangeBus
from .crypto.sealing import Sealer
from .identity import Principal
from .identity.principal import is_safe_identifier
from .server.context import RequestContext
from .settings import Settings, env_name
from .state import HandleCodec, RecordFull, SessionStore, StoreUnavailable
from .tools.summarize.credentials import ANY_USER, StoreCredentialResolver


class Refused(Exception):
    """The command cannot do what was asked; the message says why and what to change (never a secret)."""


class Failed(Exception):
    """The invocation was fine but storing failed (e.g. Redis down): worth retrying as it is."""


@dataclass(frozen=True, slots=True)
class Target:
    tenant: str
    user: str  # a user, or "*" for every user of the tenant without their own
    source: str


def check_target(tenant: str, user: str, source: str) -> Target:
    # The server only ever resolves for principals whose names pass this check: anything else
    # would be stored where no request can read it.
    if not is_safe_identifier(tenant):
        raise Refused(f"--tenant {tenant!r} is not a valid tenant (letters, digits and . _ @ -, at most 128)")
    if user != ANY_USER and not is_safe_identifier(user):
        raise Refused(f"--user {user!r} is not a valid user (letters, digits and . _ @ -, at most 128; or '*' for the whole tenant)")
    if not source:
        raise Refused("--source must name a mail source")
    return Target(tenant, user, source)


def check_settings(settings: Settings) -> None:
    if settings.store != "redis":
        raise Refused(
            f"{env_name('store')} is {settings.store!r}: a credential put into this process's memory store is lost "
            f"when it exits; set {env_name('store')}=redis and {env_name('redis_url')} as the server has them"
        )
    if not settings.sealing_keys:
        raise Refused(
            f"{env_name('sealing_keys')} is not set: a credential sealed with a throwaway key could never be opened "
            "by the server; set the server's sealing keys"
        )


def read_secret(stdin: TextIO) -> str:
    """The secret from stdin: typed without echo at a terminal, else piped (one trailing newline dropped)."""
    if stdin.isatty():
        secret = getpass.getpass("secret (not echoed): ", stream=sys.stderr)
    else:
        try:
            secret = stdin.read()
        except UnicodeDecodeError:
            raise Refused("the secret on stdin is not valid UTF-8") from None
        # `echo secret |` and a file ending in a newline must not store the newline as part of the secret.
        if secret.endswith("\r\n"):
            secret = secret[:-2]
        elif secret.endswith("\n"):
            secret = secret[:-1]
    if not secret:
        raise Refused("the secret on stdin is empty: pipe the credential in, e.g. `mcp-agent mail-credential put … < token.txt`")
    return secret


def _context(target: Target, store: SessionStore, settings: Settings, sealer: Sealer) -> RequestContext:
    """A request context for the credential's owner, bound to the real store and TTL as a request's would be."""
    # "*" is no principal's name; put() is told the owner explicitly, so the principal's user only needs to be valid.
    principal_user = target.user if target.user != ANY_USER else "mail-credential-operator"
    return RequestContext(
        request_id="mail-credential-put",
        method="tools/call",
        client_capabilities={},
        principal=Principal(tenant=target.tenant, user=principal_user, scopes=frozenset()),
        _store=store,
        _handle_codec=HandleCodec(sealer),
        _bus=InProcessChangeBus(),
        record_ttl_seconds=settings.record_ttl_seconds,
    )


async def put(settings: Settings, target: Target, secret: str) -> None:
    """Store a new version of the target's credential (the latest wins); the store is closed afterwards."""
    check_settings(settings)
    sealer = build_sealer(settings)
    store = build_store(settings)
    try:
        ctx = _context(target, store, settings, sealer)
        try:
            await StoreCredentialResolver(sealer).put(ctx, target.source, secret, user=target.user)
        except StoreUnavailable as error:
            # The store's message names host and port, never the URL (which may hold a password).
            raise Failed(f"nothing stored: {error}") from None
        except RecordFull:
            raise Refused(
                f"the credential record of user {target.user!r}, source {target.source!r} is full "
                f"({env_name('max_record_turns')}): it cannot take another version"
            ) from None
    finally:
        await store.aclose()
