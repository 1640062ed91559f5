#!/usr/bin/env bash
# The whole suite against the newest releases of everything pyproject.toml admits, ignoring
# tests/requirements.lock, in a venv of its own (.venv-newest). Run it on purpose (before
# refreshing the lock with scripts/lock.sh) to find what an upstream release breaks before CI does.
set -euo pipefail
cd "$(dirname "$0")/.."
MCP_AGENT_VENV="${MCP_AGENT_VENV:-.venv-newest}" MCP_AGENT_UNLOCKED=1 exec bash scripts/test.sh "$@"
