"""What ``mcp-agent serve --app benchmarks.apps.ours:server`` builds, as an ASGI app for the in-process
profile (``profile_inproc.py --apps ours,ours_cli``): the bench tool beside the built-in tools, from
the environment as the CLI's factory does. The HTTP protocol the CLI adds is not part of it."""

from __future__ import annotations

import os

os.environ.setdefault("MCP_AGENT_APP", "benchmarks.apps.ours:server")

from mcp_agent.app import create_app, server_from_settings  # noqa: E402
from mcp_agent.settings import Settings  # noqa: E402

settings = Settings()
app = create_app(server_from_settings(settings), settings)
