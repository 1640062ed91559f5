"""``mcp-agent mail-credential put``: an operator stores a mail source's credential for the server.

The credential goes where ``MCP_AGENT_MAIL_CREDENTIALS=store`` makes the server look for it: the
session store, sealed with the server's key ring, through the same ``StoreCredentialResolver``
the tools read with. So this command must reach the server's store with the server's keys, and
it reads both from the same ``MCP_AGENT_*`` settings (the command's context).

The secret is read from stdin only (argv is visible to every user of the machine through ``ps``
and lands in shell history), is never echoed, and appears in no message or log line.
"""

from __future__ import annotations

import argparse
import asyncio
import getpass
import sys
from typing import TYPE_CHECKING, TextIO

from mcp_agent import CommandContext, CommandError, Principal, RecordFull, Sealer, StoreUnavailable

from .credentials import ANY_USER, StoreCredentialResolver

if TYPE_CHECKING:
    from .plugin import SummarizeSettings

# Who "puts" a tenant-wide credential: "*" is no principal's name, and put() is told the owner anyway.
_OPERATOR = "mail-credential-operator"
_WHAT = "a credential"


class MailCredentialCommand:
    name = "mail-credential"
    help = "store mail-source credentials for MCP_AGENT_MAIL_CREDENTIALS=store"

    def configure(self, parser: argparse.ArgumentParser) -> None:
        parser.description = (
            "Store mail-source credentials (IMAP passwords, Gmail access tokens) in the session store, "
            "sealed with MCP_AGENT_SEALING_KEYS, where a server with MCP_AGENT_MAIL_CREDENTIALS=store reads them. "
            "Uses the server's MCP_AGENT_* settings (store, Redis, sealing keys, record TTL)."
        )
        actions = parser.add_subparsers(dest="action", required=True)
        put = actions.add_parser(
            "put",
            help="store a new version of a credential (the latest wins), read from stdin",
            description="Store a new version of a credential (the latest wins). The secret is read from stdin "
            "(one trailing newline is dropped), never from the command line.",
        )
        put.add_argument("--tenant", required=True, help="the tenant the credential belongs to")
        put.add_argument(
            "--user",
            required=True,
            help="the user it belongs to, or '*' for every user of the tenant without their own",
        )
        put.add_argument("--source", required=True, help="the mail source's name in MCP_AGENT_MAIL_SOURCES")

    def run(self, args: argparse.Namespace, context: CommandContext[SummarizeSettings]) -> None:
        owner = _owner(args.tenant, args.user, args.source)
        # Before the secret is asked for, so nobody types one in vain.
        context.require_shared_store(_WHAT)
        sealer = context.shared_sealer(_WHAT)
        secret = read_secret(sys.stdin)
        asyncio.run(_put(context, owner, args.user, args.source, secret, sealer))
        if context.settings.mail_credentials != "store":
            # Not a refusal: credentials may be put before the server is switched over.
            print(
                f"mcp-agent: note: MCP_AGENT_MAIL_CREDENTIALS is {context.settings.mail_credentials!r} here; "
                "the server reads stored credentials only with 'store'",
                file=sys.stderr,
            )
        whom = "every user without their own" if args.user == ANY_USER else f"user {args.user}"
        ttl = context.server_settings.record_ttl_seconds
        print(
            f"stored the credential of source {args.source!r} for tenant {args.tenant}, {whom} "
            f"(kept {ttl:g} s, MCP_AGENT_RECORD_TTL_SECONDS; renewed by every put)"
        )


def _owner(tenant: str, user: str, source: str) -> Principal:
    """The principal the credential is stored for. The server only ever resolves for principals whose
    names are valid, so anything else would be stored where no request can read it."""
    try:
        Principal(tenant=tenant, user=_OPERATOR, scopes=frozenset())
    except ValueError:
        raise CommandError(
            f"--tenant {tenant!r} is not a valid tenant (letters, digits and . _ @ -, at most 128)"
        ) from None
    try:
        principal = Principal(tenant=tenant, user=_OPERATOR if user == ANY_USER else user, scopes=frozenset())
    except ValueError:
        raise CommandError(
            f"--user {user!r} is not a valid user (letters, digits and . _ @ -, at most 128; or '*' for the whole tenant)"
        ) from None
    if not source:
        raise CommandError("--source must name a mail source")
    return principal


def read_secret(stdin: TextIO) -> str:
    """The secret from stdin: typed without echo at a terminal, else piped (one trailing newline dropped)."""
    if stdin.isatty():
        secret = getpass.getpass("secret (not echoed): ", stream=sys.stderr)
    else:
        try:
            secret = stdin.read()
        except UnicodeDecodeError:
            raise CommandError("the secret on stdin is not valid UTF-8") from None
        # `echo secret |` and a file ending in a newline must not store the newline as part of the secret.
        if secret.endswith("\r\n"):
            secret = secret[:-2]
        elif secret.endswith("\n"):
            secret = secret[:-1]
    if not secret:
        raise CommandError(
            "the secret on stdin is empty: pipe the credential in, e.g. `mcp-agent mail-credential put … < token.txt`"
        )
    return secret


async def _put(
    context: CommandContext[SummarizeSettings], owner: Principal, user: str, source: str, secret: str, sealer: Sealer
) -> None:
    """Store a new version of the credential (the latest wins)."""
    try:
        async with context.acting_as(owner) as ctx:
            await StoreCredentialResolver(sealer).put(ctx, source, secret, user=user)
    except StoreUnavailable as error:
        # The store's message names host and port, never the URL (which may hold a password).
        raise CommandError(f"nothing stored: {error}", status=1) from None
    except RecordFull:
        raise CommandError(
            f"the credential record of user {user!r}, source {source!r} is full "
            "(MCP_AGENT_MAX_RECORD_TURNS): it cannot take another version"
        ) from None
