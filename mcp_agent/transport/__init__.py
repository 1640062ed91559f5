"""Streamable HTTP: the POST /mcp endpoint, SSE framing, listen streams and the Host/Origin guard."""
