"""The PostgreSQL part of store_bench.py: PostgresStore rows, and asyncpg vs psycopg 3 on the append path.

Run through ``python benchmarks/store_bench.py`` (which uses ``PostgresBench``); on its own,
``python benchmarks/postgres_store_bench.py [--calls N] [--rounds N]`` prints the driver table only.
"""

from __future__ import annotations

import argparse
import asyncio
import secrets
import statistics
import sys
import time
from collections.abc import Awaitable, Callable
from pathlib import Path
from typing import Any

import asyncpg

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from mcp_agent.backends.postgres import PostgresStore  # noqa: E402
from mcp_agent.state import SessionStore  # noqa: E402
from mcp_agent.state.store import ATTEMPT_MARKERS  # noqa: E402
from tests.support.postgres import TestDatabase  # noqa: E402

TENANT = "bench"
TTL_MS = 600_000
POOL = 32
TURN_JSON = '{"role":"user","content":[{"type":"text","text":"' + "lorem ipsum dolor sit amet " * 6 + '"}]}'
APPEND = "SELECT outcome FROM mcpa_append($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)"
APPEND_PSYCOPG = "SELECT outcome FROM mcpa_append(%s, %s, %s, %s, %s, %s, %s, %s, %s, %s)"
Runner = Callable[..., Awaitable[dict[str, float]]]


COUNTED_CALLS = 200


async def committed(admin: Any, database: str) -> int:
    """Transactions committed in ``database`` once none of its connections is left (a backend flushes
    its statistics when it exits); ``admin`` is connected to another database, so it counts nothing."""
    while await admin.fetchval("SELECT numbackends FROM pg_stat_database WHERE datname = $1", database):
        await asyncio.sleep(0.05)
    await asyncio.sleep(0.3)
    await admin.execute("SELECT pg_stat_clear_snapshot()")
    count: int = await admin.fetchval("SELECT xact_commit FROM pg_stat_database WHERE datname = $1", database)
    return count


async def round_trips(admin: Any, database: str, session: Callable[[int], Awaitable[None]]) -> float:
    """Statements per call, counted on the server: ``session(n)`` opens its own connections, makes n calls
    and closes them; the same session with no call is the constant to take off."""
    start = await committed(admin, database)
    await session(0)
    empty = await committed(admin, database)
    await session(COUNTED_CALLS)
    done = await committed(admin, database)
    return (done - empty - (empty - start)) / COUNTED_CALLS


async def _appends(append: Callable[[str, int], Awaitable[int]], records: list[str], calls: int) -> dict[str, float]:
    latencies: list[float] = []

    async def worker(record_id: str, count: int) -> None:
        for version in range(count):
            started = time.perf_counter()
            outcome = await append(record_id, version)
            latencies.append(time.perf_counter() - started)
            assert outcome == 1, outcome

    per_worker = calls // len(records)
    started = time.perf_counter()
    await asyncio.gather(*(worker(record_id, per_worker) for record_id in records))
    elapsed = time.perf_counter() - started
    latencies.sort()
    return {
        "p50": statistics.median(latencies) * 1000,
        "p99": latencies[min(len(latencies) - 1, int(len(latencies) * 0.99))] * 1000,
        "throughput": len(latencies) / elapsed,
        "calls": len(latencies),
    }


def _arguments(record_id: str, version: int) -> tuple[Any, ...]:
    return (
        TENANT,
        record_id,
        version,
        TURN_JSON,
        TTL_MS,
        None,
        10_000,
        16 * 1024 * 1024,
        secrets.token_hex(6),
        ATTEMPT_MARKERS,
    )


class Drivers:
    """The append path on each driver: a pool of POOL for timing, one connection for counting."""

    def __init__(self, url: str) -> None:
        self.url = url

    async def create(self, connection: Any, record_id: str) -> None:
        await connection.execute("SELECT mcpa_create($1, $2, $3, $4)", TENANT, record_id, TTL_MS, "c")

    async def asyncpg_session(self, calls: int) -> None:
        connection = await asyncpg.connect(self.url, server_settings={"search_path": "bench"})
        record_id = secrets.token_hex(8)
        if calls:
            await self.create(connection, record_id)
        for version in range(calls):
            await connection.fetchval(APPEND, *_arguments(record_id, version))
        await connection.close()

    async def psycopg_session(self, calls: int) -> None:
        import psycopg  # the bench extra

        async with await psycopg.AsyncConnection.connect(
            self.url, autocommit=True, prepare_threshold=0, options="-c search_path=bench"
        ) as connection:
            record_id = secrets.token_hex(8)
            if calls:
                await connection.execute("SELECT mcpa_create(%s, %s, %s, %s)", (TENANT, record_id, TTL_MS, "c"))
            for version in range(calls):
                await (await connection.execute(APPEND_PSYCOPG, _arguments(record_id, version))).fetchone()


async def driver_rows(url: str, calls: int, rounds: int) -> list[tuple[str, int, float, float, float]]:
    import psycopg_pool  # the bench extra

    pool = await asyncpg.create_pool(url, min_size=POOL, max_size=POOL, server_settings={"search_path": "bench"})
    ppool = psycopg_pool.AsyncConnectionPool(
        url,
        min_size=POOL,
        max_size=POOL,
        open=False,
        kwargs={"autocommit": True, "prepare_threshold": 0, "options": "-c search_path=bench"},
    )
    await ppool.open(wait=True)

    async def with_asyncpg(record_id: str, version: int) -> int:
        outcome: int = await pool.fetchval(APPEND, *_arguments(record_id, version))
        return outcome

    async def with_psycopg(record_id: str, version: int) -> int:
        async with ppool.connection() as connection:
            cursor = await connection.execute(APPEND_PSYCOPG, _arguments(record_id, version))
            row = await cursor.fetchone()
            assert row is not None
            return int(row[0])

    rows = []
    try:
        for _ in range(rounds):
            for name, append in (("asyncpg", with_asyncpg), ("psycopg 3 + psycopg_pool", with_psycopg)):
                for concurrency in (1, 32):
                    records = [secrets.token_hex(8) for _ in range(concurrency)]
                    for record_id in records:
                        await pool.execute("SELECT mcpa_create($1, $2, $3, $4)", TENANT, record_id, TTL_MS, "c")
                    result = await _appends(append, records, calls)
                    rows.append((name, concurrency, result["p50"], result["p99"], result["throughput"]))
    finally:
        await pool.close()
        await ppool.close()
    return rows


def _median_rows(rows: list[tuple[str, int, float, float, float]]) -> dict[tuple[str, int], list[tuple[float, ...]]]:
    grouped: dict[tuple[str, int], list[tuple[float, ...]]] = {}
    for name, concurrency, *figures in rows:
        grouped.setdefault((name, concurrency), []).append(tuple(figures))
    return grouped


class PostgresBench:
    """A database of the run's own (created on enter, dropped on exit), PostgresStore rows on demand, and
    the counted and driver tables at the end."""

    async def __aenter__(self) -> PostgresBench:
        self.database = TestDatabase()
        await asyncio.to_thread(self.database.create)
        self.admin = await asyncpg.connect(self.database.url.rsplit("/", 1)[0] + "/postgres")
        self.version = await self.admin.fetchval("SHOW server_version")
        return self

    async def __aexit__(self, *exc_info: object) -> None:
        await self.admin.close()
        await asyncio.to_thread(self.database.drop)

    async def store_row(self, run_setting: Runner, calls: int, concurrency: int) -> dict[str, float]:
        store: SessionStore = PostgresStore(self.database.url, schema="bench", pool_size=POOL)
        try:
            await store.ping()  # the pool and the schema, outside the measurement
            return await run_setting(store, concurrency, calls, None)
        finally:
            await store.aclose()

    async def store_round_trips(self) -> float:
        url = self.database.url

        async def session(n: int) -> None:
            store = PostgresStore(url, schema="bench", pool_size=1)
            record_id = secrets.token_hex(8)
            await store.ping()
            if n:
                await store.create_if_absent(TENANT, record_id, 600)
            for turn in range(n):
                window = await store.read_window(TENANT, record_id, max_turns=20)
                await store.append_if_version(TENANT, record_id, window.version, {"n": turn}, 600)
            await store.aclose()

        return await round_trips(self.admin, self.database.name, session)

    async def driver_table(self, calls: int, rounds: int) -> str:
        drivers = Drivers(self.database.url)
        figures = await driver_rows(self.database.url, calls, rounds)
        trips = {
            "asyncpg": await round_trips(self.admin, self.database.name, drivers.asyncpg_session),
            "psycopg 3 + psycopg_pool": await round_trips(self.admin, self.database.name, drivers.psycopg_session),
        }
        lines = []
        for (name, concurrency), rows in _median_rows(figures).items():
            p50, p99, throughput = (statistics.median(row[i] for row in rows) for i in range(3))
            lines.append(
                f"| {name} | {concurrency} | {len(rows)} | {p50:.3f} | {p99:.3f} | {throughput:,.0f} | {trips[name]:.2f} |"
            )
        return (
            f"PostgreSQL {self.version} on 127.0.0.1 (the machine's server: fsync and synchronous_commit on). "
            "The append path alone (mcpa_append called directly, one conversation per worker, pools of "
            f"{POOL}), the two drivers interleaved in each round, medians of {rounds} rounds of {calls} appends; "
            f"round trips counted on the server (pg_stat_database.xact_commit over {COUNTED_CALLS} appends on one "
            "connection, less a session without appends):\n\n"
            "| driver | concurrency | rounds | p50 ms/append | p99 ms/append | appends/s | round trips/append |\n"
            "|---|---:|---:|---:|---:|---:|---:|\n" + "\n".join(lines)
        )


async def _main(calls: int, rounds: int) -> None:
    async with PostgresBench() as bench:
        print(await bench.driver_table(calls, rounds))


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--calls", type=int, default=3000)
    parser.add_argument("--rounds", type=int, default=3)
    arguments = parser.parse_args()
    asyncio.run(_main(arguments.calls, arguments.rounds))
