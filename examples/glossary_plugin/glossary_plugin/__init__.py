"""An example plugin for mcp-agent, as complete as the built-in tools: a glossary per tenant.

- the ``define`` tool: what a term means in the caller's organisation (tenant);
- ``mcp-agent glossary put --tenant acme --term SLA --meaning "…"``: an operator's command that writes a
  definition into the server's store (the latest definition wins);
- its own setting, read from the environment like the server's:
  ``MCP_AGENT_GLOSSARY_MAX_CHARS`` (500): the longest definition the command accepts;
- a metric on ``/metrics``: ``glossary_lookups_total{found}``.

Installed beside mcp-agent-server (``pip install ./examples/glossary_plugin``), ``mcp-agent serve`` finds it
through its entry point (``pyproject.toml``, group ``mcp_agent.plugins``). It imports ``mcp_agent`` only.
"""

from __future__ import annotations

import argparse
import asyncio
import hashlib
from collections.abc import Sequence

from pydantic import Field
from pydantic_settings import BaseSettings, SettingsConfigDict

from mcp_agent import (
    CommandContext,
    CommandError,
    Plugin,
    PluginCommand,
    PluginContext,
    Principal,
    RecordNotFound,
    RequestContext,
    Server,
    ToolError,
    VersionConflict,
)

_WRITE_ATTEMPTS = 10


class GlossarySettings(BaseSettings):
    model_config = SettingsConfigDict(env_prefix="MCP_AGENT_", extra="ignore")

    glossary_max_chars: int = Field(500, ge=1)


class GlossaryPlugin(Plugin[GlossarySettings]):
    name = "glossary"
    settings_class = GlossarySettings

    def register(self, server: Server, context: PluginContext[GlossarySettings]) -> None:
        lookups = context.metrics.counter(
            "glossary_lookups", "Glossary terms looked up, by whether they were defined.", ["found"]
        )

        @server.tool(annotations={"readOnlyHint": True, "openWorldHint": False})
        async def define(
            ctx: RequestContext, term: str = Field(min_length=1, max_length=200, description="The term.")
        ) -> str:
            """What a term means in your organisation, from its glossary."""
            meaning = await read_definition(ctx, term)
            lookups.labels(found="true" if meaning is not None else "false").inc()
            if meaning is None:
                raise ToolError(f"{term!r} is not in the glossary (an operator adds it with `mcp-agent glossary put`)")
            return meaning

    def cli_commands(self) -> Sequence[PluginCommand[GlossarySettings]]:
        return (GlossaryCommand(),)


def _record_id(term: str) -> str:
    # One record per term, whatever characters it has; looked up case-insensitively.
    return "glossary-" + hashlib.sha256(term.strip().casefold().encode()).hexdigest()[:32]


async def read_definition(ctx: RequestContext, term: str) -> str | None:
    try:
        window = await ctx.store.read_window(_record_id(term), 1)
    except RecordNotFound:
        return None
    meaning = window.turns[-1].get("meaning") if window.turns else None
    return meaning if isinstance(meaning, str) else None


async def write_definition(ctx: RequestContext, term: str, meaning: str) -> None:
    record_id = _record_id(term)
    await ctx.store.create_if_absent(record_id)
    for _ in range(_WRITE_ATTEMPTS):
        version = (await ctx.store.read_window(record_id, 1)).version
        try:
            await ctx.store.append_if_version(record_id, version, {"term": term, "meaning": meaning})
            return
        except VersionConflict:
            continue  # someone wrote meanwhile: the latest write wins, so write after theirs
    raise CommandError("the definition stayed contended; try again", status=1)


class GlossaryCommand:
    name = "glossary"
    help = "write a term's definition into the glossary the define tool reads"

    def configure(self, parser: argparse.ArgumentParser) -> None:
        parser.description = "Write a definition into a tenant's glossary, in the server's store (the latest one wins)."
        actions = parser.add_subparsers(dest="action", required=True)
        put = actions.add_parser("put", help="define a term for a tenant")
        put.add_argument("--tenant", required=True)
        put.add_argument("--term", required=True)
        put.add_argument("--meaning", required=True)

    def run(self, args: argparse.Namespace, context: CommandContext[GlossarySettings]) -> None:
        limit = context.settings.glossary_max_chars
        if len(args.meaning) > limit:
            raise CommandError(f"--meaning is longer than MCP_AGENT_GLOSSARY_MAX_CHARS ({limit} characters)")
        try:
            operator = Principal(tenant=args.tenant, user="glossary-operator", scopes=frozenset())
        except ValueError:
            raise CommandError(f"--tenant {args.tenant!r} is not a valid tenant") from None
        context.require_shared_store("a definition")

        async def put() -> None:
            async with context.acting_as(operator) as ctx:
                await write_definition(ctx, args.term, args.meaning)

        asyncio.run(put())
        print(f"defined {args.term!r} for tenant {args.tenant}")
