"""Opt-in: these tests run a real llama.cpp server, which takes ~8 minutes to build (README "Server-side
models"). Without ``MCP_AGENT_LOCAL_MODEL_TESTS=1`` the directory is not collected at all: nothing here is
skipped, and the default suite never builds or loads a model."""

from __future__ import annotations

import os

collect_ignore_glob = [] if os.environ.get("MCP_AGENT_LOCAL_MODEL_TESTS") == "1" else ["test_*.py"]
