"""The cost of a migration step over a single store: one turn through the ``migrating`` store in
``dual-write``, ``shadow-read`` and ``flip`` against the same turn on the old store alone.

    python benchmarks/migration_bench.py [--calls 3000] [--rounds 3]

One turn is what ``store_bench.py`` measures (``read_window(max_turns=20)`` + ``append_if_version``, one
conversation per worker), at concurrency 1 and 32. The old and the new store are two isolated
redis-servers the script starts on free loopback ports (the new one as a migration would have it:
another server). Settings run interleaved (single, dual-write, shadow-read, flip, single, ...) for
``--rounds`` rounds; the table gives each setting's median over the rounds and the median of its
per-round ratio to the single store in the same round. Round trips are counted on both servers
(``INFO commandstats`` deltas, as ``store_bench.py`` does), per turn. Both redis-servers run pinned to
core 0 and the benchmark to core 1.
"""

from __future__ import annotations

import argparse
import asyncio
import os
import platform
import statistics
import subprocess
import sys
from collections.abc import Callable
from pathlib import Path

import redis

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
sys.path.insert(0, str(Path(__file__).resolve().parent))

from store_bench import command_calls, run_setting  # noqa: E402

from mcp_agent.backends.migrating.plan import Mode, Plan  # noqa: E402
from mcp_agent.backends.migrating.store import MigratingStore  # noqa: E402
from mcp_agent.backends.redis import RedisStore  # noqa: E402
from mcp_agent.state import SessionStore  # noqa: E402
from tests.support.redis_server import RedisServer  # noqa: E402

SETTINGS: tuple[str, ...] = ("single", "dual-write", "shadow-read", "flip")


def both(first: redis.Redis, second: redis.Redis) -> Callable[[], dict[str, int]]:
    def measure() -> dict[str, int]:
        totals = command_calls(first)
        for name, calls in command_calls(second).items():
            totals[name] = totals.get(name, 0) + calls
        return totals

    return measure


async def main(calls: int, rounds: int) -> None:
    results: dict[tuple[str, int], list[dict[str, float]]] = {}
    with RedisServer() as old_server, RedisServer() as new_server:
        for server in (old_server, new_server):  # the servers on core 0, this client on core 1 (benchmarking.md)
            subprocess.run(["taskset", "-p", "-c", "0", str(server._process.pid)], check=True, capture_output=True)  # type: ignore[union-attr]
        os.sched_setaffinity(0, {1})
        measure = both(redis.Redis.from_url(old_server.url), redis.Redis.from_url(new_server.url))
        for round_ in range(rounds):
            for setting in SETTINGS:
                for concurrency in (1, 32):
                    prefix = f"bench-{round_}-{setting}-{concurrency}"
                    old = RedisStore(old_server.url, key_prefix=prefix)
                    new = RedisStore(new_server.url, key_prefix=prefix)
                    store: SessionStore = (
                        old if setting == "single" else MigratingStore(old, new, Plan.of(_mode(setting)))
                    )
                    try:
                        result = await run_setting(store, concurrency, calls, measure)
                    finally:
                        await old.aclose()
                        await new.aclose()
                    results.setdefault((setting, concurrency), []).append(result)
                    print(
                        f"round {round_ + 1} {setting:<11} c={concurrency:<2} {result['throughput']:8.0f} turns/s",
                        file=sys.stderr,
                    )
    print(f"\n{platform.python_version()}, {rounds} rounds of {calls} turns per row\n")
    print(
        "| setting | concurrency | p50 ms/turn | p99 ms/turn | turns/s | ratio to single (median of rounds) | round trips/turn |"
    )
    print("|---|---:|---:|---:|---:|---:|---:|")
    for concurrency in (1, 32):
        baseline = results[("single", concurrency)]
        for setting in SETTINGS:
            rows = results[(setting, concurrency)]
            ratios = [row["throughput"] / base["throughput"] for row, base in zip(rows, baseline, strict=True)]
            print(
                f"| {setting} | {concurrency} | {statistics.median(r['p50'] for r in rows):.3f} "
                f"| {statistics.median(r['p99'] for r in rows):.3f} | {statistics.median(r['throughput'] for r in rows):,.0f} "
                f"| {statistics.median(ratios):.2f} | {statistics.median(r['round_trips'] for r in rows):.2f} |"
            )


def _mode(setting: str) -> Mode:
    modes: dict[str, Mode] = {"dual-write": "dual-write", "shadow-read": "shadow-read", "flip": "flip"}
    return modes[setting]


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--calls", type=int, default=3000)
    parser.add_argument("--rounds", type=int, default=3)
    arguments = parser.parse_args()
    asyncio.run(main(arguments.calls, arguments.rounds))
