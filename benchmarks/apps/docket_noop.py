"""The peer's no-op task for ``benchmarks/peer_tasks_bench.py``: what ``benchmarks/apps/task_noop.py`` is to ours."""

from __future__ import annotations


async def noop() -> str:
    return "ok"


tasks = [noop]
