"""Our server, built through the public API, with one no-op async tool ``noop`` (no arguments,
returns one text block "ok").

Settings come from the environment like production (``MCP_AGENT_ACCESS_LOG=true|false`` decides
whether the per-request JSON access line is written to stderr).
"""

from __future__ import annotations

from mcp_agent import Server, Settings, create_app

server = Server("bench")


@server.tool()
async def noop() -> str:
    """Does nothing and answers ok."""
    return "ok"


app = create_app(server, Settings())
