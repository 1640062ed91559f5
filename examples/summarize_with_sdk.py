"""Summarize two threads into one conversation with the official Python SDK client.

Start the server first:  mcp-agent serve
Then:                    python examples/summarize_with_sdk.py

Extras: the ``examples`` extra (``pip install "mcp-agent-server[examples]"``: the official SDK client).
"""

from __future__ import annotations

import uuid

import anyio
from mcp import Client

URL = "http://127.0.0.1:8000/mcp"


async def main() -> None:
    async with Client(URL) as client:
        first = await client.call_tool(
            "summarize_thread",
            {
                "messages": [
                    {"sender": "ann", "body": "The release is blocked by the flaky login test."},
                    {"sender": "bob", "body": "Let's fix the login test first, then release on Friday."},
                ]
            },
        )
        handle = first.structured_content["conversation"]
        print("turn", first.structured_content["turn_index"], first.structured_content["summary"])

        # The handle is an ordinary argument; an idempotency key makes a retry safe.
        second = await client.call_tool(
            "summarize_thread",
            {
                "conversation": handle,
                "messages": [{"sender": "ann", "body": "The login test is fixed; release is on."}],
            },
            meta={"dev.mcp-agent/idempotencyKey": str(uuid.uuid4())},
        )
        print("turn", second.structured_content["turn_index"], second.structured_content["summary"])


if __name__ == "__main__":
    anyio.run(main)
