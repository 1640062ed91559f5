"""The agent tools this server exists for, written against the public API like any third party's."""

from __future__ import annotations

from mcp_agent import Server

from .next_step import register_next_step
from .summarize_thread import register_summarize_thread


def agent_tools() -> Server:
    """A server offering ``next_step`` and ``summarize_thread``; ``Server.include`` adds them to another."""
    server = Server("mcp-agent")
    register_next_step(server)
    register_summarize_thread(server)
    return server
