"""The agent tools this server exists for, each a plugin (``<tool>/plugin.py``) written against the
public API like any third party's: it imports ``mcp_agent`` and its own modules only. ``app/plugins.py``
lists them; ``mcp-agent serve --no-builtin-tools`` leaves them out."""
