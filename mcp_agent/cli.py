"""``mcp-agent serve``: flags override ``MCP_AGENT_*`` variables; workers inherit both through the environment."""

from __future__ import annotations

import argparse
import os
import secrets
import sys
from collections.abc import Sequence

import uvicorn
from pydantic import ValidationError

from .settings import ConfigurationError, Settings


def _parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="mcp-agent", description="A stateless MCP 2026-07-28 server.")
    commands = parser.add_subparsers(dest="command", required=True)
    serve = commands.add_parser("serve", help="serve MCP over Streamable HTTP at /mcp")
    serve.add_argument("--host", help="address to bind (default 127.0.0.1; env MCP_AGENT_HOST)")
    serve.add_argument("--port", type=int, help="port to bind (default 8000; env MCP_AGENT_PORT)")
    serve.add_argument("--workers", type=int, help="worker processes (default 1; env MCP_AGENT_WORKERS)")
    serve.add_argument("--conformance-fixtures", action="store_true", default=None,
                       help="register the conformance suite's test tools, resources and prompts (never in production)")
    serve.add_argument("--store", choices=["memory", "redis"], help="session store (env MCP_AGENT_STORE)")
    serve.add_argument("--redis-url", help="Redis URL for --store redis (env MCP_AGENT_REDIS_URL)")
    return parser


def main(argv: Sequence[str] | None = None) -> None:
    args = _parser().parse_args(argv)
    overrides = {
        "MCP_AGENT_HOST": args.host,
        "MCP_AGENT_PORT": args.port,
        "MCP_AGENT_WORKERS": args.workers,
        "MCP_AGENT_CONFORMANCE_FIXTURES": args.conformance_fixtures,
        "MCP_AGENT_STORE": args.store,
        "MCP_AGENT_REDIS_URL": args.redis_url,
    }
    for name, value in overrides.items():
        if value is not None:
            os.environ[name] = str(value).lower() if isinstance(value, bool) else str(value)
    try:
        settings = Settings()
        settings.check_deployable()
    except (ConfigurationError, ValidationError) as exc:
        print(f"mcp-agent: {exc}", file=sys.stderr)
        raise SystemExit(2) from None
    if settings.workers > 1 and not settings.sealing_keys:
        # Workers of one local server must open each other's sealed state.
        os.environ["MCP_AGENT_SEALING_KEYS"] = secrets.token_urlsafe(32)
    uvicorn.run(
        "mcp_agent.app:create_app_from_env",
        factory=True,
        host=settings.host,
        port=settings.port,
        workers=settings.workers,
        access_log=False,
        log_config=None,
        timeout_graceful_shutdown=settings.shutdown_grace_seconds,
    )


if __name__ == "__main__":
    main()
