"""The tests' server (``publish_change`` among its tools) for a real ``mcp-agent serve``:
``--app tests.support.publishing_app:server``."""

from __future__ import annotations

from tests.support.server import build_test_server

server = build_test_server()
