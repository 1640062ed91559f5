"""MCP features: what the server offers (registry) and how each method answers (dispatcher)."""
