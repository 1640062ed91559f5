"""Tasks through the work queue: N no-op tasks through 1, 2 and 4 ``mcp-agent worker`` processes, against the
same tool called inline, and a run where one of 4 workers is killed with SIGKILL in the middle.

    python benchmarks/task_queue_bench.py                 # 10,000 tasks per run
    python benchmarks/task_queue_bench.py --tasks 2000    # smaller, for a busy machine

Setup per run: a fresh ``redis-server`` (tests/support/redis_server.py), one ``mcp-agent serve --no-worker``
(pinned to core 0) serving ``benchmarks/apps/task_noop.py`` (``noop``: a task when the client declares the
extension, inline otherwise, safe to run again), and W ``mcp-agent worker --concurrency 16`` processes
(unpinned, as redis-server). The load is this script, pinned to core 1: N calls over 32 keep-alive
connections (asyncio streams; wrk cannot stop after N answers): the task-creating ``tools/call`` (the
extension declared), or for "inline" the same call without it.

Figures: for tasks, tasks/s = N / (last completion - first creation), and create-to-completed p50/p99
from each task's record (its ``createdAt`` and the ``at`` of its terminal status: server clocks, ms);
for inline, req/s and round-trip p50/p99. The creates' own figures are printed beside.
Completion is seen in Redis (the queue stream empty: every message acknowledged and deleted), the
records are read straight from Redis after the run, so nothing polls the server while it works.

Kill run: 4 workers, ``MCP_AGENT_TASK_LEASE_SECONDS`` = 5; one worker is killed with SIGKILL a second into
the load; its messages wait out their lease, then the others take them over (``noop`` is safe to run
again). Reported: every task's final status, and how long the last one took. Bounded: SIGALRM at the
deadline; every process is killed in a ``finally``.
"""

from __future__ import annotations

import argparse
import asyncio
import datetime
import os
import re
import signal
import statistics
import subprocess
import sys
import tempfile
import threading
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

import orjson  # noqa: E402
import redis  # noqa: E402

from benchmarks.http_bench import HEADERS, free_port, machine  # noqa: E402
from tests.support.redis_server import RedisServer  # noqa: E402

TASKS = "io.modelcontextprotocol/tasks"
LEASE_SECONDS = 5
DEADLINE_SECONDS = 900
SEALING_KEY = "task-queue-bench-sealing-key-0123456789abcdef"


def body(with_tasks: bool) -> bytes:
    capabilities = {"extensions": {TASKS: {}}} if with_tasks else {}
    return orjson.dumps(
        {
            "jsonrpc": "2.0",
            "id": 1,
            "method": "tools/call",
            "params": {
                "name": "noop",
                "arguments": {},
                "_meta": {
                    "io.modelcontextprotocol/protocolVersion": "2026-07-28",
                    "io.modelcontextprotocol/clientInfo": {"name": "task_queue_bench", "version": "1"},
                    "io.modelcontextprotocol/clientCapabilities": capabilities,
                },
            },
        }
    )


async def _client(port: int, request: bytes, remaining: list[int], latencies: list[float], failures: list[int]) -> None:
    reader, writer = await asyncio.open_connection("127.0.0.1", port)
    try:
        while remaining[0] > 0:
            remaining[0] -= 1
            sent = time.perf_counter()
            writer.write(request)
            head = await reader.readuntil(b"\r\n\r\n")
            length = int(re.search(rb"(?i)content-length: *(\d+)", head).group(1))  # type: ignore[union-attr]
            answer = await reader.readexactly(length)
            latencies.append((time.perf_counter() - sent) * 1000)
            if not head.startswith(b"HTTP/1.1 200") or b'"result"' not in answer:
                failures.append(1)
    finally:
        writer.close()


def load(port: int, with_tasks: bool, count: int, connections: int = 32) -> dict:
    """``count`` calls over ``connections`` keep-alive connections (this process pinned to core 1)."""
    payload = body(with_tasks)
    headers = {**HEADERS, "Mcp-Name": "noop", "Host": f"127.0.0.1:{port}", "Content-Length": str(len(payload))}
    request = (
        "POST /mcp HTTP/1.1\r\n" + "".join(f"{k}: {v}\r\n" for k, v in headers.items()) + "\r\n"
    ).encode() + payload
    remaining, latencies, failures = [count], [], []

    async def all_clients() -> None:
        await asyncio.gather(*(_client(port, request, remaining, latencies, failures) for _ in range(connections)))

    started = time.perf_counter()
    asyncio.run(all_clients())
    elapsed = time.perf_counter() - started
    latencies.sort()
    return {
        "rps": len(latencies) / elapsed,
        "p50_ms": statistics.median(latencies),
        "p99_ms": latencies[int(len(latencies) * 0.99) - 1],
        "failures": len(failures),
        "seconds": elapsed,
    }


def spawn(args: list[str], env: dict[str, str], log: Path, pin: str | None = None) -> subprocess.Popen[bytes]:
    prefix = ["taskset", "-c", pin] if pin else []
    with log.open("wb") as stderr:
        return subprocess.Popen(
            [*prefix, sys.executable, "-m", "mcp_agent", *args],
            cwd=ROOT,
            env=env,
            stdout=subprocess.DEVNULL,
            stderr=stderr,
            start_new_session=True,
        )


def wait_for(check: object, what: str, timeout: float = 30.0) -> None:
    deadline = time.monotonic() + timeout
    while not check():  # type: ignore[operator]
        if time.monotonic() > deadline:
            raise RuntimeError(f"timed out waiting for {what}")
        time.sleep(0.05)


def ready(port: int) -> bool:
    import http.client

    try:
        conn = http.client.HTTPConnection("127.0.0.1", port, timeout=1)
        conn.request("GET", "/readyz")
        return conn.getresponse().status == 200
    except OSError:
        return False


def epoch(iso: str) -> float:
    return datetime.datetime.fromisoformat(iso.replace("Z", "+00:00")).timestamp()


def read_records(client: redis.Redis) -> list[tuple[float, float, str]]:
    """(created, finished, status) of every task record; finished is 0 for a task not terminal."""
    found = []
    for key in client.scan_iter(match="mcpa:{*task*}:rec", count=1000):
        version = int(client.hget(key, "v") or 0)
        first, last = client.hmget(key, "t:0", f"t:{version - 1}")
        seed, final = orjson.loads(first), orjson.loads(last)
        if final.get("t") == "status" and final["status"] in ("completed", "failed", "cancelled"):
            found.append((epoch(seed["at"]), epoch(final["at"]), final["status"]))
        else:
            found.append((epoch(seed["at"]), 0.0, "working"))
    return found


def run(label: str, workers: int, count: int, with_tasks: bool, tmp: Path, kill_after: float | None = None) -> dict:
    with RedisServer() as redis_server:
        env = {
            **os.environ,
            "PYTHONPATH": str(ROOT),
            "MCP_AGENT_STORE": "redis",
            "MCP_AGENT_REDIS_URL": redis_server.url,
            "MCP_AGENT_SEALING_KEYS": SEALING_KEY,
            "MCP_AGENT_ACCESS_LOG": "false",
            "MCP_AGENT_LOG_LEVEL": "info",
            "MCP_AGENT_APP": "benchmarks.apps.task_noop:server",
            "MCP_AGENT_BUILTIN_TOOLS": "false",
            "MCP_AGENT_TASK_LEASE_SECONDS": str(LEASE_SECONDS),
        }
        port = free_port()
        processes = [spawn(["serve", "--no-worker", "--port", str(port)], env, tmp / f"{label}-http.log", pin="0")]
        try:
            for n in range(workers):
                log = tmp / f"{label}-worker-{n}.log"
                processes.append(spawn(["worker", "--concurrency", "16"], env, log, pin="0,1"))
                wait_for(lambda log=log: "task worker taking work" in log.read_text(), f"worker {n}")
            wait_for(lambda: ready(port), "the HTTP instance")
            client = redis.Redis.from_url(redis_server.url)
            killer = None
            if kill_after is not None:
                victim = processes[1]
                killer = threading.Timer(
                    kill_after,
                    lambda: (os.killpg(victim.pid, signal.SIGKILL), print(f"  killed worker pid {victim.pid}")),
                )
                killer.start()
            started = time.time()
            answered = load(port, with_tasks, count)
            killed_at = started + kill_after if kill_after is not None else None
            result: dict = {"label": label, "load": answered}
            if with_tasks:
                wait_for(
                    lambda: client.xlen("mcpa:{tasks}:queue") == 0,
                    "the queue to empty",
                    timeout=LEASE_SECONDS * 4 + 120,
                )
                records = read_records(client)
                done = [r for r in records if r[2] != "working"]
                latencies = sorted((finished - created) * 1000 for created, finished, _ in done)
                result.update(
                    tasks=len(records),
                    statuses={s: sum(1 for r in records if r[2] == s) for s in {r[2] for r in records}},
                    tasks_per_s=len(done) / (max(r[1] for r in done) - min(r[0] for r in records)),
                    p50_ms=statistics.median(latencies),
                    p99_ms=latencies[int(len(latencies) * 0.99) - 1],
                    max_ms=latencies[-1],
                )
                if killed_at is not None:
                    result["last_after_kill_s"] = max(r[1] for r in done) - killed_at
            client.close()
            return result
        finally:
            for process in processes:
                if process.poll() is None:
                    os.killpg(process.pid, signal.SIGKILL)
                process.wait(timeout=10)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--tasks", type=int, default=10_000)
    parser.add_argument("--only-kill", action="store_true", help="just the run with a worker killed")
    args = parser.parse_args()
    signal.signal(signal.SIGALRM, lambda *_: (_ for _ in ()).throw(TimeoutError("benchmark deadline")))
    signal.alarm(DEADLINE_SECONDS)
    os.sched_setaffinity(0, {1})  # the load on core 1; the HTTP instance on core 0
    print(machine(), f"load average {os.getloadavg()}")
    results = []
    with tempfile.TemporaryDirectory(prefix="task-queue-bench-") as directory:
        tmp = Path(directory)
        if not args.only_kill:
            results.append(run("inline", 0, args.tasks, False, tmp))
            for workers in (1, 2, 4):
                results.append(run(f"tasks, {workers} worker(s)", workers, args.tasks, True, tmp))
        results.append(run("tasks, 4 workers, one killed", 4, args.tasks, True, tmp, kill_after=1.0))
    print(f"load average {os.getloadavg()}")
    print(f"\n{args.tasks} no-op calls per run, 32 connections")
    print(
        "| run | tasks/s (req/s inline) | create-to-completed p50 / p99 / max (inline: round trip) | creates: req/s, p50 / p99 | statuses |"
    )
    print("|---|---|---|---|---|")
    for result in results:
        load = result["load"]
        if "tasks_per_s" in result:
            extra = (
                f" (last {result['last_after_kill_s']:.1f} s after the kill)" if "last_after_kill_s" in result else ""
            )
            print(
                f"| {result['label']} | {result['tasks_per_s']:,.0f} | {result['p50_ms']:.1f} / {result['p99_ms']:.1f} / {result['max_ms']:.0f} ms{extra} "
                f"| {load['rps']:,.0f}, {load['p50_ms']:.1f} / {load['p99_ms']:.1f} ms, failures={load['failures']} | {result['statuses']} |"
            )
        else:
            print(
                f"| {result['label']} | {load['rps']:,.0f} | {load['p50_ms']:.2f} / {load['p99_ms']:.2f} ms (round trip) | | failures={load['failures']} |"
            )
    return 0


if __name__ == "__main__":
    sys.exit(main())
