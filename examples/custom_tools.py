"""Your own tools beside the built-in agent tools: one stateless, one with state under a handle.

Serve them (from the project root, in the project's venv):

    .venv/bin/mcp-agent serve --app examples.custom_tools:server

Call them with the official SDK client (in another shell):

    .venv/bin/python examples/custom_tools.py [--url http://127.0.0.1:8000/mcp] [--token TOKEN]

Extras: serving needs none (``pip install mcp-agent-server``); the calling side needs the ``examples``
extra (``pip install "mcp-agent-server[examples]"``: the official SDK client).
"""

from __future__ import annotations

import argparse

import anyio
from pydantic import BaseModel, Field

from mcp_agent import RequestContext, Server, ToolError, VersionConflict, new_record_id

server = Server("custom-tools")

COUNTER = "counter"  # the handle kind: a counter handle never opens as anything else
MAX_ATTEMPTS = 20


class WordCount(BaseModel):
    words: int
    characters: int


@server.tool(annotations={"readOnlyHint": True, "idempotentHint": True})
async def word_count(text: str = Field(description="The text to count.")) -> WordCount:
    """Count the words and characters of a text."""
    return WordCount(words=len(text.split()), characters=len(text))


class Counted(BaseModel):
    value: int
    counter: str = Field(description="Pass this handle back to keep counting on the same counter.")


@server.tool()
async def increment(
    ctx: RequestContext,
    by: int = Field(1, ge=1, le=1000, description="How much to add."),
    counter: str | None = Field(None, description="A counter handle from an earlier call; omit to start at 0."),
) -> Counted:
    """Add to a counter kept for your tenant, and return its value and handle."""
    if counter is None:
        record_id = new_record_id()
        await ctx.store.create_if_absent(record_id)
    else:
        record_id = ctx.handles.open(COUNTER, counter)  # another tenant's handle fails here
    for _ in range(MAX_ATTEMPTS):
        window = await ctx.store.read_window(record_id, max_turns=1)
        value = (window.turns[-1]["value"] if window.turns else 0) + by
        try:
            appended = await ctx.store.append_if_version(
                record_id, window.version, {"value": value}, idempotency_key=ctx.idempotency_key
            )
        except VersionConflict:
            continue  # someone else incremented in between: read again
        # A retry of a call whose append already landed (its reply was lost) gets that append back
        # (replayed): report the value stored then, not the one just computed from a newer read.
        stored = appended.turn if appended.replayed and appended.turn is not None else {"value": value}
        return Counted(value=stored["value"], counter=ctx.handles.seal(COUNTER, record_id))
    raise ToolError("The counter is busy; try again.")


async def main(url: str, token: str | None) -> None:
    # The client side needs the official SDK (in the test extra); the server side does not.
    import httpx2
    from mcp import Client
    from mcp.client.streamable_http import streamable_http_client

    headers = {"Authorization": f"Bearer {token}"} if token else {}
    async with httpx2.AsyncClient(headers=headers, timeout=10) as http:
        async with Client(streamable_http_client(url, http_client=http)) as client:
            print(sorted(tool.name for tool in (await client.list_tools()).tools))
            counted = (await client.call_tool("word_count", {"text": "stateless servers scale out"})).structured_content
            print("word_count:", counted)
            first = (await client.call_tool("increment", {"by": 2})).structured_content
            second = (await client.call_tool("increment", {"by": 3, "counter": first["counter"]})).structured_content
            print("counter:", first["value"], "then", second["value"])


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description="Call the example tools with the official MCP SDK client.")
    parser.add_argument("--url", default="http://127.0.0.1:8000/mcp")
    parser.add_argument("--token", help="bearer token, when the server has authentication configured")
    arguments = parser.parse_args()
    anyio.run(main, arguments.url, arguments.token)
