"""The tasks extension next to the core tools/call: create-to-completed latency and tasks/get throughput.

    python benchmarks/tasks_bench.py            # 3 interleaved rounds, 3 s warm-up + 8 s measured per wrk run
    python benchmarks/tasks_bench.py --quick    # smoke check: 1 round, 1 s warm-up + 3 s measured

Method (shared/notes/benchmarking.md): every server is one process pinned to core 0 with ``taskset -c 0``
(its access log on, to /dev/null: what production pays); the load is pinned to core 1. Two servers run in
the same script run and are measured in interleaved rounds:

- "core": ``benchmarks.apps.ours:app`` under uvicorn (uvloop + httptools), the ``noop`` tools/call of
  ``http_bench.py`` (``benchmarks/call.lua``, byte-identical body);
- "tasks": ``python -m mcp_agent serve --conformance-fixtures``, whose ``NOOP_TASK_TOOL`` answers a
  tools/call that declares the extension (``_meta`` clientCapabilities ``extensions:
  {"io.modelcontextprotocol/tasks": {}}``) with a CreateTaskResult (``resultType: "task"``).

Per round:

1. throughput, ``wrk -t1 -c32 --latency``: tools/call on "core", then tasks/get of one completed task on
   "tasks" (its wrk script is written at run time with the task id in the body and in ``Mcp-Name``, as
   the extension's routing-header section requires);
2. latency, one sequential Python client on core 1 over one keep-alive connection, ``--latency-n``
   samples each: the plain ``noop`` tools/call round trip on "core", and create-to-completed on
   "tasks" (the task-creating tools/call, then tasks/get re-sent at once, no sleep, until ``completed``;
   the figure is the whole span, and the number of polls it took is kept).

Each server's answer to the exact request is checked first (HTTP 200; tasks/get: ``resultType``
"complete", ``status`` "completed", the no-op's result); a wrk run with non-2xx answers is invalid.
Reported: medians of the rounds, per-round ratios and their median (tasks/get ÷ tools/call req/s;
create-to-completed ÷ tools/call round trip). Bounded: a hard deadline aborts at 285 s, and every
process started is killed in a ``finally``.
"""

from __future__ import annotations

import argparse
import datetime
import http.client
import json
import os
import signal
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from benchmarks.http_bench import BODY, HEADERS, LUA, UVICORN, free_port, machine, parse_wrk, write_lua  # noqa: E402

HARD_DEADLINE_S = 285.0
NOOP_TASK_TOOL = "slow_compute"  # the conformance fixture; a task when the client allows, done at once with seconds=0
NOOP_TASK_ARGUMENTS = {"seconds": 0, "label": "noop"}
NOOP_TASK_TEXT = "Computed noop after 0 s"
TASKS = "io.modelcontextprotocol/tasks"
PROTOCOL_VERSION = "2026-07-28"


def meta() -> dict:
    return {
        "io.modelcontextprotocol/protocolVersion": PROTOCOL_VERSION,
        "io.modelcontextprotocol/clientInfo": {"name": "tasks_bench", "version": "1"},
        "io.modelcontextprotocol/clientCapabilities": {"extensions": {TASKS: {}}},
    }


def create_body() -> bytes:
    return json.dumps(
        {
            "jsonrpc": "2.0",
            "id": 1,
            "method": "tools/call",
            "params": {"name": NOOP_TASK_TOOL, "arguments": NOOP_TASK_ARGUMENTS, "_meta": meta()},
        },
        separators=(",", ":"),
    ).encode()


CREATE_HEADERS = {**HEADERS, "Mcp-Name": NOOP_TASK_TOOL}


INLINE_TOOL = "greet"  # a conformance fixture that is never a task: the same process's plain tools/call
INLINE_BODY = json.dumps(
    {
        "jsonrpc": "2.0",
        "id": 1,
        "method": "tools/call",
        "params": {"name": INLINE_TOOL, "arguments": {"name": "bench"}, "_meta": meta()},
    },
    separators=(",", ":"),
).encode()
INLINE_HEADERS = {**HEADERS, "Mcp-Name": INLINE_TOOL}
INLINE_TEXT = "Hello, bench!"


def get_body(task_id: str) -> bytes:
    return json.dumps(
        {"jsonrpc": "2.0", "id": 2, "method": "tasks/get", "params": {"taskId": task_id, "_meta": meta()}},
        separators=(",", ":"),
    ).encode()


def get_headers(task_id: str) -> dict[str, str]:
    return {**HEADERS, "Mcp-Method": "tasks/get", "Mcp-Name": task_id}


class Proc:
    def __init__(self, label: str, cmd: list[str], env: dict[str, str]) -> None:
        self.label = label
        self.port = free_port()
        self.cmd = [part.replace("{port}", str(self.port)) for part in cmd]
        self.env = env
        self.proc: subprocess.Popen | None = None

    def start(self) -> None:
        env = {**os.environ, "PYTHONPATH": str(ROOT), "MCP_AGENT_ACCESS_LOG": "true", **self.env}
        for variable in ("MCP_AGENT_STORE", "MCP_AGENT_BUS", "MCP_AGENT_REDIS_URL"):
            if variable not in self.env:
                env.pop(variable, None)
        self.proc = subprocess.Popen(
            ["taskset", "-c", "0", *self.cmd],
            cwd=ROOT,
            env=env,
            stdin=subprocess.DEVNULL,
            stdout=subprocess.DEVNULL,
            stderr=subprocess.DEVNULL,
            start_new_session=True,
        )

    def stop(self) -> None:
        proc = self.proc
        if proc is None or proc.poll() is not None:
            return
        try:
            os.killpg(proc.pid, signal.SIGTERM)  # its own session: this server and nothing else
            proc.wait(timeout=5)
        except (ProcessLookupError, subprocess.TimeoutExpired):
            try:
                os.killpg(proc.pid, signal.SIGKILL)
                proc.wait(timeout=5)
            except (ProcessLookupError, subprocess.TimeoutExpired):
                pass


def post(conn: http.client.HTTPConnection, body: bytes, headers: dict[str, str]) -> dict:
    conn.request("POST", "/mcp", body=body, headers=headers)
    response = conn.getresponse()
    data = response.read()
    if response.status != 200:
        raise RuntimeError(f"HTTP {response.status}: {data[:300]!r}")
    return json.loads(data)


def wait_up(server: Proc, body: bytes, headers: dict[str, str], timeout: float = 30.0) -> dict:
    deadline = time.monotonic() + timeout
    while True:
        if server.proc is not None and server.proc.poll() is not None:
            raise RuntimeError(f"{server.label} exited with {server.proc.returncode}")
        try:
            conn = http.client.HTTPConnection("127.0.0.1", server.port, timeout=5)
            try:
                return post(conn, body, headers)
            finally:
                conn.close()
        except OSError:
            if time.monotonic() > deadline:
                raise
            time.sleep(0.2)


def create_to_completed(conn: http.client.HTTPConnection, body: bytes) -> tuple[float, int, str]:
    """Seconds from sending the task-creating call to reading ``completed``; polls taken; the task id."""
    started = time.perf_counter()
    created = post(conn, body, CREATE_HEADERS)["result"]
    if created.get("resultType") != "task":
        raise RuntimeError(f"not a CreateTaskResult: {created}")
    task_id = created["taskId"]
    polls = 0
    status = created["status"]
    get, headers = get_body(task_id), get_headers(task_id)
    result = created
    while status != "completed":
        if status in ("failed", "cancelled"):
            raise RuntimeError(f"task {task_id} ended {status}")
        result = post(conn, get, headers)["result"]
        polls += 1
        status = result["status"]
        if polls > 10_000:
            raise RuntimeError(f"task {task_id} not completed after {polls} polls")
    if result.get("result", {}).get("content") != [{"type": "text", "text": NOOP_TASK_TEXT}]:
        raise RuntimeError(f"unexpected task result: {result}")
    return time.perf_counter() - started, polls, task_id


def call_round_trip(conn: http.client.HTTPConnection) -> float:
    started = time.perf_counter()
    result = post(conn, BODY, HEADERS)["result"]
    if result.get("content") != [{"type": "text", "text": "ok"}]:
        raise RuntimeError(f"unexpected noop answer: {result}")
    return time.perf_counter() - started


def latency_samples(port: int, n: int, kind: str) -> tuple[list[float], list[int]]:
    """Sequential samples on core 1 (this process is pinned there for the span of the measurement)."""
    os.sched_setaffinity(0, {1})
    conn = http.client.HTTPConnection("127.0.0.1", port, timeout=5)
    conn.connect()
    import socket

    conn.sock.setsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY, 1)
    samples: list[float] = []
    polls: list[int] = []
    body = create_body()
    try:
        for _ in range(max(10, n // 10)):  # warm-up
            call_round_trip(conn) if kind == "call" else create_to_completed(conn, body)
        for _ in range(n):
            if kind == "call":
                samples.append(call_round_trip(conn))
            else:
                seconds, taken, _ = create_to_completed(conn, body)
                samples.append(seconds)
                polls.append(taken)
    finally:
        conn.close()
        os.sched_setaffinity(0, set(range(os.cpu_count() or 1)))
    return samples, polls


def run_wrk(port: int, seconds: int, script: Path, connections: int) -> dict:
    cmd = [
        "taskset",
        "-c",
        "1",
        "wrk",
        "-t1",
        f"-c{connections}",
        f"-d{seconds}s",
        "--latency",
        "-s",
        str(script),
        f"http://127.0.0.1:{port}/mcp",
    ]
    done = subprocess.run(cmd, capture_output=True, text=True, timeout=seconds + 15, check=False)
    return parse_wrk(done.stdout + done.stderr)


def percentile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))]


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--quick", action="store_true")
    parser.add_argument("--rounds", type=int)
    parser.add_argument("--connections", type=int, default=32)
    parser.add_argument("--latency-n", type=int)
    args = parser.parse_args()
    rounds = args.rounds or (1 if args.quick else 3)
    warmup, duration = (1, 3) if args.quick else (3, 8)
    latency_n = args.latency_n or (100 if args.quick else 400)

    def on_alarm(signum: int, frame: object) -> None:
        raise TimeoutError(f"hard deadline of {HARD_DEADLINE_S:.0f} s reached")

    signal.signal(signal.SIGALRM, on_alarm)
    signal.setitimer(signal.ITIMER_REAL, HARD_DEADLINE_S)
    serve = [
        sys.executable,
        "-m",
        "mcp_agent",
        "serve",
        "--conformance-fixtures",
        "--host",
        "127.0.0.1",
        "--port",
        "{port}",
    ]
    core = Proc(
        "core (uvicorn benchmarks.apps.ours:app)",
        [
            str(UVICORN),
            "--no-access-log",
            "--log-level",
            "warning",
            "--host",
            "127.0.0.1",
            "--port",
            "{port}",
            "benchmarks.apps.ours:app",
        ],
        {},
    )
    tasks = Proc("serve --conformance-fixtures (memory store)", serve, {})
    tasks_redis = Proc("serve --conformance-fixtures --store redis", serve, {"MCP_AGENT_STORE": "redis"})
    servers = [core, tasks, tasks_redis]
    # (key, label, server, wrk script) measured by wrk, in this order in every round.
    wrk_entries: list[tuple[str, str, Proc, Path]] = []
    # (key, label, server, kind) measured by the sequential client, after the wrk entries of the round.
    latency_entries = [
        ("call_rtt", "core tools/call (noop) round trip", core, "call"),
        ("c2c", "create-to-completed, memory store", tasks, "task"),
        ("c2c_redis", "create-to-completed, Redis store", tasks_redis, "task"),
    ]
    rps: dict[str, list[float]] = {}
    p50: dict[str, list[float]] = {}
    lat: dict[str, list[float]] = {key: [] for key, *_ in latency_entries}
    lat99: dict[str, list[float]] = {key: [] for key, *_ in latency_entries}
    polls: dict[str, list[int]] = {key: [] for key, *_ in latency_entries}
    started = time.monotonic()
    redis = None
    load_before = os.getloadavg()
    try:
        with tempfile.TemporaryDirectory(prefix="tasks_bench_") as tmp:
            from tests.support.redis_server import RedisServer

            redis = RedisServer()
            redis.start()
            tasks_redis.env["MCP_AGENT_REDIS_URL"] = redis.url
            for server in servers:
                server.start()
            answer = wait_up(core, BODY, HEADERS)
            assert answer["result"]["content"] == [{"type": "text", "text": "ok"}], answer
            inline_lua = write_lua(Path(tmp) / "inline.lua", INLINE_BODY, INLINE_HEADERS)
            wrk_entries.append(("call", "core tools/call (noop), uvicorn app", core, LUA))
            for server, suffix in ((tasks, ""), (tasks_redis, "_redis")):
                inline = wait_up(server, INLINE_BODY, INLINE_HEADERS)["result"]
                assert inline["resultType"] == "complete" and inline["content"] == [
                    {"type": "text", "text": INLINE_TEXT}
                ], inline
                created = wait_up(server, create_body(), CREATE_HEADERS)["result"]
                assert created["resultType"] == "task", created
                conn = http.client.HTTPConnection("127.0.0.1", server.port, timeout=5)
                _, _, task_id = create_to_completed(conn, create_body())
                done = post(conn, get_body(task_id), get_headers(task_id))["result"]
                conn.close()
                assert done["resultType"] == "complete" and done["status"] == "completed", done
                assert done["result"]["content"] == [{"type": "text", "text": NOOP_TASK_TEXT}], done
                get_lua = write_lua(Path(tmp) / f"tasks_get{suffix}.lua", get_body(task_id), get_headers(task_id))
                store = "Redis" if suffix else "memory"
                wrk_entries.append(
                    (f"inline{suffix}", f"serve tools/call (greet, inline), {store} store", server, inline_lua)
                )
                wrk_entries.append((f"get{suffix}", f"tasks/get (completed task), {store} store", server, get_lua))
                print(f"checked {server.label}: inline call, CreateTaskResult, completed tasks/get", flush=True)
            for key, *_ in wrk_entries:
                rps[key], p50[key] = [], []
            for index in range(rounds):
                for key, label, server, script in wrk_entries:
                    if server.proc is not None and server.proc.poll() is not None:
                        raise RuntimeError(f"{server.label} died")
                    run_wrk(server.port, warmup, script, args.connections)
                    run = run_wrk(server.port, duration, script, args.connections)
                    if not run.get("valid") or run.get("non2xx"):
                        raise RuntimeError(f"round {index + 1}: invalid {label} run: {run}")
                    rps[key].append(run["rps"])
                    p50[key].append(run["p50_ms"])
                for key, _label, server, kind in latency_entries:
                    samples, taken = latency_samples(server.port, latency_n, kind)
                    lat[key].append(statistics.median(samples) * 1000)
                    lat99[key].append(percentile(samples, 0.99) * 1000)
                    polls[key].extend(taken)
                print(
                    f"round {index + 1}: "
                    + ", ".join(f"{key} {values[-1]:,.0f} req/s" for key, values in rps.items())
                    + "; "
                    + ", ".join(f"{key} {values[-1]:.3f} ms" for key, values in lat.items()),
                    flush=True,
                )
    finally:
        signal.setitimer(signal.ITIMER_REAL, 0)
        for server in servers:
            server.stop()
        if redis is not None:
            redis.stop()

    load_after = os.getloadavg()
    labels = {key: label for key, label, *_ in wrk_entries}
    print()
    print(
        f"date: {datetime.date.today().isoformat()}; machine: {machine()}; load average {load_before[0]:.2f} before, "
        f"{load_after[0]:.2f} after"
    )
    print(
        f"command: python benchmarks/tasks_bench.py{' --quick' if args.quick else ''}; {rounds} interleaved round(s), "
        f"wrk -t1 -c{args.connections} {warmup} s warm-up + {duration} s per entry, {latency_n} sequential samples per "
        f"latency entry; {time.monotonic() - started:.0f} s"
    )
    print()
    print("| throughput (wrk) | req/s median | per round | p50 ms |")
    print("|---|---|---|---|")
    for key, values in rps.items():
        print(
            f"| {labels[key]} | {statistics.median(values):,.0f} | {' / '.join(f'{v:,.0f}' for v in values)} | "
            f"{statistics.median(p50[key]):.2f} |"
        )
    print()
    print(
        "| latency (one sequential client) | p50 ms (median of rounds) | p99 ms | per round p50 | tasks/get polls (median / max) |"
    )
    print("|---|---|---|---|---|")
    for key, _label, _, _kind in latency_entries:
        taken = polls[key]
        print(
            f"| {label} | {statistics.median(lat[key]):.3f} | {statistics.median(lat99[key]):.3f} | "
            f"{' / '.join(f'{v:.3f}' for v in lat[key])} | "
            + (f"{statistics.median(taken):.0f} / {max(taken)}" if taken else "")
            + " |"
        )
    print()

    def ratio(numerator: list[float], denominator: list[float]) -> str:
        per_round = [n / d for n, d in zip(numerator, denominator, strict=True)]
        return (
            f"{statistics.median(numerator) / statistics.median(denominator):.2f} | {statistics.median(per_round):.2f} "
            f"({', '.join(f'{r:.2f}' for r in per_round)})"
        )

    print("| ratio | of medians | median of per-round (rounds) |")
    print("|---|---|---|")
    print(f"| tasks/get ÷ core tools/call, memory store | {ratio(rps['get'], rps['call'])} |")
    print(f"| tasks/get ÷ same-process tools/call, memory store | {ratio(rps['get'], rps['inline'])} |")
    print(f"| tasks/get ÷ core tools/call, Redis store | {ratio(rps['get_redis'], rps['call'])} |")
    print(f"| tasks/get ÷ same-process tools/call, Redis store | {ratio(rps['get_redis'], rps['inline_redis'])} |")
    print(f"| create-to-completed ÷ tools/call round trip, memory store | {ratio(lat['c2c'], lat['call_rtt'])} |")
    print(f"| create-to-completed ÷ tools/call round trip, Redis store | {ratio(lat['c2c_redis'], lat['call_rtt'])} |")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
