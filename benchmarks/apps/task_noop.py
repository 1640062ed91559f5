"""One no-op tool, ``noop``: a task when the client declares the tasks extension, inline otherwise, and
safe to run again after its worker is lost (benchmarks/task_queue_bench.py)."""

from __future__ import annotations

from mcp_agent import Server

server = Server("task-bench")


@server.tool(task="optional", retry_on_worker_loss=True)
async def noop() -> str:
    """Does nothing and answers ok."""
    return "ok"
