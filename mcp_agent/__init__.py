"""mcp-agent: a stateless MCP 2026-07-28 Streamable-HTTP server."""

__version__ = "0.1.0"
