"""Our server with one no-op async tool ``noop`` (no arguments, returns one text block "ok").

Settings come from the environment like production (``MCP_AGENT_ACCESS_LOG=true|false`` decides
whether the per-request JSON access line is written to stderr).
"""

from __future__ import annotations

from pydantic import BaseModel, ConfigDict

from mcp_agent.app import create_app
from mcp_agent.server.registry import Registry, Tool
from mcp_agent.settings import Settings


class NoArguments(BaseModel):
    model_config = ConfigDict(extra="forbid")


async def noop(args: NoArguments, ctx: object) -> dict:
    return {"content": [{"type": "text", "text": "ok"}]}


def build():
    registry = Registry()
    registry.add_tool(Tool.from_model("noop", "Does nothing and answers ok.", NoArguments, noop))
    return create_app(Settings(), registry=registry)


app = build()
