"""A server with one slow tool, for tests that need calls in flight (``--app tests.support.slow_app:server``)."""

from __future__ import annotations

import asyncio

from pydantic import Field

from mcp_agent import Server

server = Server("slow-app")


@server.tool()
async def pause(seconds: float = Field(1.0, ge=0, le=30, description="How long to take.")) -> str:
    """Take a while, then answer "done"."""
    await asyncio.sleep(seconds)
    return "done"
