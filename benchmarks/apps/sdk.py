"""The official SDK (mcp 2.3.0) MCPServer with the same async tool ``noop``, JSON responses.

Built as in shared/notes/sdk-2.3.0.md §1.2-1.4: async tool (no worker-thread hop), json_response=True,
stateless_http=True. The returned Starlette app carries the session-manager lifespan itself, so it is
served as the top-level app. Everything else is left at its defaults (OTel middleware, requestState).
"""

from __future__ import annotations

from mcp.server import MCPServer

mcp = MCPServer("bench-sdk", version="0")


@mcp.tool(description="Does nothing and answers ok.", structured_output=False)
async def noop() -> str:
    return "ok"


app = mcp.streamable_http_app(streamable_http_path="/mcp", json_response=True, stateless_http=True)
