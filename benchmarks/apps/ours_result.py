"""As ``ours.py``, but the tool returns a ``CallToolResult`` (built once, as a static answer is) instead
of ``str``: what a tool that shapes its own result costs per call (target: within 5 % of ``str``)."""

from __future__ import annotations

from mcp_types import CallToolResult, TextContent

from mcp_agent import Server, Settings, create_app

server = Server("bench")
OK = CallToolResult(content=[TextContent(type="text", text="ok")])


@server.tool()
async def noop() -> CallToolResult:
    """Does nothing and answers ok."""
    return OK


app = create_app(server, Settings())
