"""The agent tools this server exists for."""

from __future__ import annotations

from ..server.registry import Registry
from .next_step import NEXT_STEP
from .summarize_thread import SUMMARIZE_THREAD


def register_agent_tools(registry: Registry) -> None:
    registry.add_tool(NEXT_STEP)
    registry.add_tool(SUMMARIZE_THREAD)
