"""The ceiling for ``/mcp``: a raw ASGI callable that does no checks at all. It reads the body into one buffer,
parses it with orjson, and sends the same JSON-RPC envelope our server returns for ``tools/call noop`` as two
messages (start, body). What serving the call costs on uvicorn when the application costs next to nothing."""

from __future__ import annotations

from typing import Any

import orjson

from mcp_agent import __version__

_META = {"io.modelcontextprotocol/serverInfo": {"name": "bench", "version": __version__}}  # as ours: Server("bench")
_HEADERS = [(b"content-type", b"application/json"), (b"cache-control", b"no-store")]


async def app(scope: dict[str, Any], receive: Any, send: Any) -> None:
    if scope["type"] != "http":
        if scope["type"] == "lifespan":
            while (message := await receive())["type"] != "lifespan.shutdown":
                await send({"type": "lifespan.startup.complete"})
            await send({"type": "lifespan.shutdown.complete"})
        return
    chunks = []
    more = True
    while more:
        message = await receive()
        chunks.append(message.get("body", b""))
        more = message.get("more_body", False)
    request = orjson.loads(b"".join(chunks))
    body = orjson.dumps(
        {
            "jsonrpc": "2.0",
            "id": request.get("id"),
            "result": {"content": [{"type": "text", "text": "ok"}], "resultType": "complete", "_meta": _META},
        }
    )
    await send(
        {
            "type": "http.response.start",
            "status": 200,
            "headers": [*_HEADERS, (b"content-length", str(len(body)).encode())],
        }
    )
    await send({"type": "http.response.body", "body": body})
