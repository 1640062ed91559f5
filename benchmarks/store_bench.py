"""Session-store cost of one conversational turn: windowed read + conditional append.

    python benchmarks/store_bench.py [--calls 3000] [--no-hiredis] [--no-postgres]

PostgresStore (asyncpg, a pool of 32) runs in the same rounds, against a database the script creates
on the PostgreSQL at 127.0.0.1:5432 (``MCP_AGENT_TEST_POSTGRES``) and drops at the end; its round trips
are counted on the server too: ``pg_stat_database.xact_commit`` deltas (every statement of ours is
one transaction, autocommit), less the statistics reads. A last table compares the two async drivers
on the append path alone (``mcpa_append`` called directly, one conversation per worker): asyncpg
(what the backend uses) and psycopg 3 with psycopg_pool (the ``bench`` extra), interleaved.

RedisStore runs twice per concurrency: with its pool as shipped (a BlockingConnectionPool of
64 connections) and with redis-py's plain on-demand pool (``blocking_pool=False``, the store's
pool before), interleaved in the same run. ``--no-hiredis`` hides hiredis so redis-py falls
back to its pure-Python reply parser (for a baseline of the parser).

Runs MemoryStore and RedisStore (against an isolated redis-server it starts itself on a
free port) at concurrency 1 and 32; each worker owns one conversation. Redis work is
counted on the server from ``INFO commandstats`` deltas over the measured calls only:
"round trips" are the commands the client sent (EVALSHA, and SCRIPT LOAD / EVAL after
a NOSCRIPT), "commands" adds the ones scripts ran inside Redis. The INFO calls that
take the measurements are subtracted.
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import platform
import statistics
import subprocess
import sys
import time
from collections.abc import Callable
from pathlib import Path

if "--no-hiredis" in sys.argv:
    sys.modules["hiredis"] = None  # type: ignore[assignment]  # before redis is imported: its Python parser

import redis
import redis.utils

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from postgres_store_bench import PostgresBench  # noqa: E402

from mcp_agent.backends.redis import RedisStore  # noqa: E402
from mcp_agent.state import MemoryStore, SessionStore, VersionConflict, new_record_id  # noqa: E402
from tests.support.redis_server import RedisServer  # noqa: E402

TENANT = "bench"
TTL_SECONDS = 600.0
WINDOW_TURNS = 20
WARMUP_CALLS_PER_WORKER = 5
# Commands a client sends itself; everything else in commandstats ran inside a script.
CLIENT_SENT = ("evalsha", "eval", "script|", "ping", "client|", "hello", "select", "auth", "info")
TURN = {"role": "user", "content": [{"type": "text", "text": "lorem ipsum dolor sit amet " * 6}]}


def command_calls(client: redis.Redis) -> dict[str, int]:
    stats = client.info("commandstats")
    return {name.removeprefix("cmdstat_"): int(fields["calls"]) for name, fields in stats.items()}


async def one_turn(store: SessionStore, record_id: str) -> None:
    while True:
        window = await store.read_window(TENANT, record_id, max_turns=WINDOW_TURNS)
        try:
            await store.append_if_version(TENANT, record_id, window.version, TURN, TTL_SECONDS)
            return
        except VersionConflict:  # cannot happen with one writer per record; kept honest
            continue


async def run_setting(
    store: SessionStore, concurrency: int, calls: int, measure: Callable[[], dict[str, int]] | None
) -> dict[str, float]:
    records = [new_record_id() for _ in range(concurrency)]
    for record_id in records:
        await store.create_if_absent(TENANT, record_id, TTL_SECONDS)

    async def worker(record_id: str, count: int, latencies: list[float]) -> None:
        for _ in range(count):
            started = time.perf_counter()
            await one_turn(store, record_id)
            latencies.append(time.perf_counter() - started)

    await asyncio.gather(*(worker(r, WARMUP_CALLS_PER_WORKER, []) for r in records))

    per_worker = [calls // concurrency + (1 if i < calls % concurrency else 0) for i in range(concurrency)]
    latencies: list[float] = []
    before = measure() if measure else {}
    started = time.perf_counter()
    await asyncio.gather(*(worker(r, n, latencies) for r, n in zip(records, per_worker)))
    elapsed = time.perf_counter() - started
    after = measure() if measure else {}

    latencies.sort()
    result = {
        "p50": statistics.median(latencies) * 1000,
        "p99": latencies[min(len(latencies) - 1, int(len(latencies) * 0.99))] * 1000,
        "throughput": len(latencies) / elapsed,
    }
    if measure:
        delta = {name: after.get(name, 0) - before.get(name, 0) for name in after}
        delta["info"] = 0  # the measurement itself
        result["round_trips"] = sum(n for name, n in delta.items() if name.startswith(CLIENT_SENT)) / len(latencies)
        result["commands"] = sum(delta.values()) / len(latencies)
    return result


async def main(calls: int, rounds: int, postgres: bool) -> None:
    rows: list[str] = []
    throughput: dict[tuple[int, str, int], float] = {}  # (round, store, concurrency) -> calls/s
    async with contextlib.AsyncExitStack() as stack:
        server = stack.enter_context(RedisServer())
        bench = await stack.enter_async_context(PostgresBench()) if postgres else None
        counter = redis.Redis.from_url(server.url)
        version = counter.info("server")["redis_version"]
        pg_trips = f"{await bench.store_round_trips():.2f}" if bench else "–"
        settings: list[tuple[int, str, dict[str, bool]]] = [(0, "MemoryStore", {})]
        for round_number in range(1, rounds + 1):
            settings += [
                (round_number, "RedisStore", {"blocking_pool": True}),
                (round_number, "RedisStore", {"blocking_pool": False}),
            ]
            if bench:
                settings.append((round_number, "PostgresStore", {}))
        for round_number, name, options in settings:
            for concurrency in (1, 32):
                if name == "PostgresStore":
                    assert bench is not None
                    r = await bench.store_row(run_setting, calls, concurrency)
                    pool, columns = "asyncpg, 32", f"{pg_trips} | –"
                else:
                    if name == "MemoryStore":
                        store: SessionStore = MemoryStore()
                        measure = None
                    else:
                        store = RedisStore(server.url, key_prefix=f"bench{concurrency}-{len(rows)}", **options)
                        measure = lambda: command_calls(counter)  # noqa: E731
                    try:
                        r = await run_setting(store, concurrency, calls, measure)
                    finally:
                        await store.aclose()
                    columns = f"{r['round_trips']:.2f} | {r['commands']:.2f}" if "round_trips" in r else "– | –"
                    pool = (
                        "–"
                        if name == "MemoryStore"
                        else ("blocking, 64" if options["blocking_pool"] else "on demand (before)")
                    )
                if name != "RedisStore" or options["blocking_pool"]:
                    throughput[(round_number, name, concurrency)] = r["throughput"]
                rows.append(
                    f"| {round_number or '–'} | {name} | {pool} | {concurrency} | {calls} | {r['p50']:.3f} | "
                    f"{r['p99']:.3f} | {r['throughput']:,.0f} | {columns} |"
                )
        counter.close()
        drivers = await bench.driver_table(calls, rounds) if bench else ""

    cpu = subprocess.run(["nproc"], capture_output=True, text=True).stdout.strip() or "?"
    print(
        f"Python {platform.python_version()}, redis-server {version} on 127.0.0.1 (isolated, no persistence), "
        f"{cpu} CPUs; one call = read_window(max_turns={WINDOW_TURNS}) + append_if_version, "
        f"one conversation per worker; reply parser: {'hiredis' if redis.utils.HIREDIS_AVAILABLE else 'Python'}."
        + (
            f" PostgreSQL {bench.version} on 127.0.0.1 (the machine's server: fsync and synchronous_commit on), "
            "its round trips counted on the server (pg_stat_database.xact_commit) in a separate pass."
            if bench
            else ""
        )
        + "\n"
    )
    print(
        "| round | store | pool | concurrency | calls | p50 ms/call | p99 ms/call | calls/s | round trips/call | Redis commands/call (incl. inside scripts) |"
    )
    print("|---:|---|---|---:|---:|---:|---:|---:|---:|---:|")
    print("\n".join(rows))
    if bench:
        print("\nPostgresStore / RedisStore (blocking pool) calls/s, per round (neighbours in one run):\n")
        for concurrency in (1, 32):
            ratios = [
                throughput[(n, "PostgresStore", concurrency)] / throughput[(n, "RedisStore", concurrency)]
                for n in range(1, rounds + 1)
            ]
            print(
                f"- concurrency {concurrency}: {', '.join(f'{ratio:.2f}' for ratio in ratios)} "
                f"(median {statistics.median(ratios):.2f})"
            )
        print()
        print(drivers)


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--calls", type=int, default=3000, help="measured calls per setting (default 3000)")
    parser.add_argument("--rounds", type=int, default=3, help="interleaved rounds of the two Redis pools (default 3)")
    parser.add_argument("--no-hiredis", action="store_true", help="use redis-py's pure-Python reply parser")
    parser.add_argument("--no-postgres", action="store_true", help="skip PostgresStore and the driver comparison")
    arguments = parser.parse_args()
    asyncio.run(main(arguments.calls, arguments.rounds, not arguments.no_postgres))
