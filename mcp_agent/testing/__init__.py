"""Servers for testing MCP clients against mcp-agent; never imported by the runtime unless asked for
(``mcp-agent serve --conformance-fixtures`` serves ``conformance_fixtures``)."""
