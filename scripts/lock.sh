#!/usr/bin/env bash
# Refresh tests/requirements.lock: every package of the test environment (runtime, the test and
# examples extras, the type checker, pip and setuptools), pinned exactly, for any platform on
# Python 3.11+. scripts/test.sh installs from it, so an upstream release changes nothing until this
# runs; scripts/test-newest.sh tries the newest releases first. Commit the lock with what it needed.
set -euo pipefail
cd "$(dirname "$0")/.."

tool_venv="${TMPDIR:-/tmp}/mcp-agent-lock-tool"
if [ ! -x "$tool_venv/bin/uv" ]; then
  python3 -m venv "$tool_venv"
  "$tool_venv/bin/python" -m pip install --quiet --disable-pip-version-check "uv>=0.9"
fi
# pip and setuptools are pinned too: the test command upgrades pip to the locked one and builds
# the project with the locked setuptools.
printf 'pip\nsetuptools>=77\n' | "$tool_venv/bin/uv" pip compile pyproject.toml - \
  --extra test --extra examples --universal --python-version 3.11 --no-header --upgrade \
  --output-file tests/requirements.lock
