"""Tasks end to end against the peer queue, ``pydocket`` (what FastMCP's tasks run on), on one Redis.

    python benchmarks/peer_tasks_bench.py                      # 2 workers each, 3 interleaved rounds of 5,000
    python benchmarks/peer_tasks_bench.py --workers 1 2 4      # the same at 1, 2 and 4 workers each
    python benchmarks/peer_tasks_bench.py --quick              # smoke: 2 workers, 1 round of 1,000

Needs the benchmark extra (``pip install -e '.[bench]'``: pydocket).

Setup per worker count W: one ``redis-server`` on a free port (tests/support/redis_server.py), shared by both:

- ours: one ``mcp-agent serve --no-worker`` (pinned to core 0) serving ``benchmarks/apps/task_noop.py``, and W
  ``mcp-agent worker --concurrency 16``; N task-creating ``tools/call`` over HTTP from this process (32 keep-alive
  connections, pinned to core 1);
- the peer: W ``docket worker --concurrency 16`` running ``benchmarks/apps/docket_noop.py``; N ``docket.add(noop)()``
  from this process (32 at a time).

Workers and redis-server are not pinned. Both systems run all the time; rounds alternate which goes first. A round
is enqueue-to-last-completion: from the first create (ours: the first HTTP request) to the N-th completion event
heard on Redis pub/sub (both publish one per task: ours the task's ``notifications/tasks`` change on the tenant's
channel, status ``completed``; docket its ``state`` event, state ``completed``), with a pattern subscription on
another connection.

Per round, from Redis ``INFO`` deltas: round trips (``total_reads_processed``: socket reads Redis served, one per
request or pipeline), commands (``total_commands_processed``, which counts those run inside scripts too), script
calls and the busiest commands (commandstats); CPU per task of every process (``/proc/<pid>/stat``; the enqueuer
is this process, ``os.times``), redis-server's included. Reported: per round, then medians and the median of the
per-round ratios ours/peer. Bounded: SIGALRM at the deadline; every process is killed in a ``finally``.
"""

from __future__ import annotations

import argparse
import asyncio
import os
import signal
import statistics
import subprocess
import sys
import tempfile
import threading
import time
from dataclasses import dataclass, field
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

import orjson  # noqa: E402
import redis  # noqa: E402

from benchmarks.http_bench import machine  # noqa: E402
from benchmarks.task_queue_bench import SEALING_KEY, load, ready, spawn, wait_for  # noqa: E402
from tests.support.live_server import free_port  # noqa: E402
from tests.support.redis_server import RedisServer  # noqa: E402

DEADLINE_SECONDS = 900
CLOCK_TICKS = os.sysconf("SC_CLK_TCK")
CONCURRENCY = os.environ.get("CONCURRENCY", "16")
PEER_CONCURRENCY = os.environ.get("PEER_CONCURRENCY", "16")


def cpu_seconds(pid: int) -> float:
    """utime + stime of a process and its reaped children."""
    fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    return sum(int(value) for value in fields[11:15]) / CLOCK_TICKS


def redis_snapshot(client: redis.Redis) -> dict[str, float]:
    info = client.info("everything")
    snapshot = {
        "reads": info["total_reads_processed"],
        "commands": info["total_commands_processed"],
        "cpu": info["used_cpu_user"] + info["used_cpu_sys"],
    }
    for name, value in info.items():
        if name.startswith("cmdstat_"):
            snapshot[name[8:]] = value["calls"]
    return snapshot


class Completions:
    """Counts completion events on a pattern subscription; remembers when the last one arrived."""

    def __init__(self, url: str, pattern: str, completed: bytes) -> None:
        self._client = redis.Redis.from_url(url)
        self._pubsub = self._client.pubsub(ignore_subscribe_messages=True)
        self._pubsub.psubscribe(pattern)
        self._completed = completed
        self.count = 0
        self.last = 0.0
        self._stop = False
        self._thread = threading.Thread(target=self._listen, daemon=True)
        self._thread.start()

    def _listen(self) -> None:
        while not self._stop:
            message = self._pubsub.get_message(timeout=0.1)
            if message is not None and self._completed in message["data"]:
                self.count += 1
                self.last = time.time()

    def reset(self) -> None:
        self.count = 0

    def close(self) -> None:
        self._stop = True
        self._thread.join()
        self._pubsub.close()
        self._client.close()


@dataclass
class System:
    name: str
    processes: dict[str, subprocess.Popen[bytes]]
    completions: Completions
    rounds: list[dict] = field(default_factory=list)


def start_ours(url: str, workers: int, tmp: Path) -> tuple[System, int]:
    env = {
        **os.environ,
        "PYTHONPATH": str(ROOT),
        "MCP_AGENT_STORE": "redis",
        "MCP_AGENT_REDIS_URL": url,
        "MCP_AGENT_SEALING_KEYS": SEALING_KEY,
        "MCP_AGENT_LOG_LEVEL": "info",
        "MCP_AGENT_APP": "benchmarks.apps.task_noop:server",
        "MCP_AGENT_BUILTIN_TOOLS": "false",
    }
    port = free_port()
    processes = {"http": spawn(["serve", "--no-worker", "--port", str(port)], env, tmp / "ours-http.log", pin="0")}
    for n in range(workers):
        log = tmp / f"ours-worker-{n}.log"
        processes[f"worker{n}"] = spawn(["worker", "--concurrency", CONCURRENCY], env, log)
        wait_for(lambda log=log: "task worker taking work" in log.read_text(), f"worker {n}")
    wait_for(lambda: ready(port), "the HTTP instance")
    return System("ours", processes, Completions(url, "mcpa:changes:t:*", b'"status":"completed"')), port


def start_docket(url: str, workers: int, tmp: Path) -> System:
    env = {**os.environ, "PYTHONPATH": str(ROOT), "DOCKET_URL": url}
    docket = str(Path(sys.executable).parent / "docket")
    processes = {}
    for n in range(workers):
        log = tmp / f"docket-worker-{n}.log"
        with log.open("wb") as stderr:
            processes[f"worker{n}"] = subprocess.Popen(
                [docket, "worker", "--tasks", "benchmarks.apps.docket_noop:tasks", "--concurrency", PEER_CONCURRENCY],
                cwd=ROOT,
                env=env,
                stdout=stderr,
                stderr=subprocess.STDOUT,
                start_new_session=True,
            )
    time.sleep(2.0)  # docket workers log nothing we can wait on before they read; their first read blocks 100 ms
    return System("docket", processes, Completions(url, "docket:state:*", b'"state": "completed"'))


async def docket_enqueue(url: str, count: int) -> None:
    from docket import Docket

    from benchmarks.apps.docket_noop import noop

    async with Docket(name="docket", url=url) as docket:
        docket.register(noop)
        remaining = [count]

        async def adder() -> None:
            while remaining[0] > 0:
                remaining[0] -= 1
                await docket.add(noop)()

        await asyncio.gather(*(adder() for _ in range(32)))


def measure(system: System, url: str, port: int, count: int, client: redis.Redis) -> dict:
    system.completions.reset()
    cpu_before = {name: cpu_seconds(process.pid) for name, process in system.processes.items()}
    own_before = os.times()
    before = redis_snapshot(client)
    started = time.time()
    if system.name == "ours":
        answered = load(port, True, count)
        if answered["failures"]:
            raise RuntimeError(f"{answered['failures']} creates failed")
    else:
        asyncio.run(docket_enqueue(url, count))
    deadline = time.time() + 120
    while system.completions.count < count:
        if time.time() > deadline:
            raise RuntimeError(f"{system.name}: {system.completions.count} of {count} completed")
        time.sleep(0.005)
    elapsed = system.completions.last - started
    after = redis_snapshot(client)
    own_after = os.times()
    delta = {key: after.get(key, 0) - before.get(key, 0) for key in after}
    delta["reads"] -= 1  # the INFO of the snapshot after
    delta["commands"] -= 1
    script_calls = sum(delta.get(name, 0) for name in ("evalsha", "eval", "fcall", "evalsha_ro", "eval_ro"))
    busiest = sorted(
        ((key, value) for key, value in delta.items() if key not in ("reads", "commands", "cpu", "info")),
        key=lambda kv: -kv[1],
    )[:14]
    cpu = {name: cpu_seconds(process.pid) - cpu_before[name] for name, process in system.processes.items()}
    cpu["redis"] = delta["cpu"]
    cpu["enqueuer"] = (own_after.user + own_after.system) - (own_before.user + own_before.system)
    result = {
        "tasks_per_s": count / elapsed,
        "seconds": elapsed,
        "round_trips": delta["reads"] / count,
        "commands": delta["commands"] / count,
        "script_calls": script_calls / count,
        "busiest": {key: round(value / count, 2) for key, value in busiest},
        "cpu_us": {name: seconds / count * 1e6 for name, seconds in cpu.items()},
    }
    system.rounds.append(result)
    return result


def run_phase(workers: int, rounds: int, count: int, tmp: Path) -> dict:
    with RedisServer() as redis_server:
        url = redis_server.url
        client = redis.Redis.from_url(url)
        ours, port = start_ours(url, workers, tmp)
        docket = start_docket(url, workers, tmp)
        try:
            # One small warm-up each: imports, connection pools, scripts loaded.
            measure(ours, url, port, 200, client)
            measure(docket, url, port, 200, client)
            ours.rounds.clear()
            docket.rounds.clear()
            for n in range(rounds):
                order = (ours, docket) if n % 2 == 0 else (docket, ours)
                for system in order:
                    result = measure(system, url, port, count, client)
                    print(
                        f"  W={workers} round {n + 1} {system.name}: {result['tasks_per_s']:,.0f} tasks/s, "
                        f"{result['round_trips']:.2f} round trips/task, "
                        f"cpu µs/task {{{', '.join(f'{k}: {v:.0f}' for k, v in result['cpu_us'].items())}}}",
                        flush=True,
                    )
            ratios = [a["tasks_per_s"] / b["tasks_per_s"] for a, b in zip(ours.rounds, docket.rounds)]
            return {"workers": workers, "ours": ours.rounds, "docket": docket.rounds, "ratios": ratios}
        finally:
            for system in (ours, docket):
                system.completions.close()
                for process in system.processes.values():
                    if process.poll() is None:
                        os.killpg(process.pid, signal.SIGKILL)
                    process.wait(timeout=10)
            client.close()


def summary(rounds: list[dict]) -> dict:
    def med(key: str) -> float:
        return statistics.median(r[key] for r in rounds)

    names = rounds[0]["cpu_us"].keys()
    return {
        "tasks_per_s": med("tasks_per_s"),
        "round_trips": med("round_trips"),
        "commands": med("commands"),
        "script_calls": med("script_calls"),
        "cpu_us": {name: statistics.median(r["cpu_us"][name] for r in rounds) for name in names},
        "busiest": rounds[len(rounds) // 2]["busiest"],
    }


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--tasks", type=int, default=5000)
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--workers", type=int, nargs="+", default=[2])
    parser.add_argument("--quick", action="store_true")
    args = parser.parse_args()
    if args.quick:
        args.tasks, args.rounds, args.workers = 1000, 1, [2]
    signal.signal(signal.SIGALRM, lambda *_: (_ for _ in ()).throw(TimeoutError("benchmark deadline")))
    signal.alarm(DEADLINE_SECONDS)
    os.sched_setaffinity(0, {1})  # the load on core 1; our HTTP instance on core 0
    print(machine(), f"load average {os.getloadavg()}")
    phases = []
    with tempfile.TemporaryDirectory(prefix="peer-tasks-bench-") as directory:
        for workers in args.workers:
            phases.append(run_phase(workers, args.rounds, args.tasks, Path(directory)))
    print(f"load average {os.getloadavg()}")
    print(f"\n{args.tasks} no-op tasks per round, {args.rounds} interleaved round(s), medians")
    print(
        "| workers each | system | tasks/s | ratio ours/peer (median of rounds) | round trips/task | commands/task (with those inside scripts) | script calls/task | CPU µs/task per process |"
    )
    print("|---|---|---|---|---|---|---|---|")
    for phase in phases:
        for name in ("ours", "docket"):
            s = summary(phase[name])
            ratio = (
                f"{statistics.median(phase['ratios']):.2f} ({', '.join(f'{r:.2f}' for r in phase['ratios'])})"
                if name == "ours"
                else ""
            )
            cpu = ", ".join(f"{k} {v:.0f}" for k, v in s["cpu_us"].items())
            print(
                f"| {phase['workers']} | {name} | {s['tasks_per_s']:,.0f} | {ratio} | {s['round_trips']:.2f} | {s['commands']:.2f} "
                f"| {s['script_calls']:.2f} | {cpu} (total {sum(s['cpu_us'].values()):.0f}) |"
            )
        for name in ("ours", "docket"):
            print(f"  W={phase['workers']} {name} busiest commands per task: {summary(phase[name])['busiest']}")
    print("\n" + orjson.dumps(phases).decode())
    return 0


if __name__ == "__main__":
    sys.exit(main())
