"""Runnable examples of mcp-agent (a regular package: a dependency, pysbd, installs a top-level
``examples`` package of its own, which would otherwise shadow this folder)."""
