"""Streamable HTTP: the POST /mcp endpoint, its middleware (access log, Host/Origin guard, body limit),
SSE framing and listen streams."""
