"""The ceiling: a bare Starlette route that parses the body with ``request.json()`` and returns the
same JSON-RPC envelope our server returns for ``tools/call noop`` (so the bytes are comparable).
No validation, no headers checked: this is what "doing nothing" costs on Starlette + uvicorn.
"""

from __future__ import annotations

import json

from starlette.applications import Starlette
from starlette.requests import Request
from starlette.responses import Response
from starlette.routing import Route

from mcp_agent import __version__

_META = {"io.modelcontextprotocol/serverInfo": {"name": "bench", "version": __version__}}  # as ours: Server("bench")


async def mcp(request: Request) -> Response:
    message = await request.json()
    body = {
        "jsonrpc": "2.0",
        "id": message.get("id"),
        "result": {"content": [{"type": "text", "text": "ok"}], "resultType": "complete", "_meta": _META},
    }
    return Response(
        json.dumps(body, separators=(",", ":")).encode(),
        media_type="application/json",
        headers={"cache-control": "no-store"},
    )


app = Starlette(routes=[Route("/mcp", mcp, methods=["POST"])])
