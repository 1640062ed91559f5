"""The built-in tools as a test serves them: registered as ``mcp-agent serve`` registers its plugins."""

from __future__ import annotations

from pydantic_settings import BaseSettings

from mcp_agent import Server, ServerModel, Settings
from mcp_agent.app import builtin_plugins, plugin_server


def builtin_tools(settings: Settings | None = None, *given: BaseSettings, model: ServerModel | None = None) -> Server:
    """``next_step`` and ``summarize_thread`` with their approvals console; ``given``: a plugin's settings
    (``NextStepSettings(approval_ttl_seconds=…)``) instead of the environment's; ``model``: the server's model
    (the caller's to close) instead of the one ``settings`` configure."""
    return plugin_server(settings or Settings(access_log=False), builtin_plugins(), model=model, given_settings=given)
