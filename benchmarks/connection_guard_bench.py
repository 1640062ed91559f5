"""What the slow-client guard costs per request: one tools/call over HTTP, ours served by uvicorn's own
httptools protocol vs by ``GuardedHttpProtocol`` (header deadline, body timeout, connection cap), the
protocol ``mcp-agent serve`` runs.

    python benchmarks/connection_guard_bench.py           # 5 interleaved rounds, 2 s warm-up + 6 s measured
    python benchmarks/connection_guard_bench.py --quick   # 1 round, 1 s + 3 s

Method as ``http_bench.py`` (shared/notes/benchmarking.md), whose helpers it uses: each server one
uvicorn worker pinned to core 0 (``--http httptools`` or ``--http <the guard>``, uvloop, access log
off so that the protocol is a larger share of the request), ``wrk -t1 -c32`` pinned to core 1, rounds
interleaved, each answer checked before and every wrk run checked for non-2xx. Reported: median and
best req/s and the median of the per-round ratios. Bounded (a hard deadline, every server killed in a
``finally``).
"""

from __future__ import annotations

import argparse
import os
import signal
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from benchmarks.http_bench import UVICORN, Server, free_port, machine, median, parse_wrk, stop, wait_ready, wrk  # noqa: E402

HARD_DEADLINE_S = 200.0
PROTOCOLS = {
    "httptools": "httptools",
    "guarded": "mcp_agent.transport.connection_guard:GuardedHttpProtocol",
}


def start(server: Server, http: str, log: Path) -> None:
    server.port = free_port()
    env = {**os.environ, "MCP_AGENT_ACCESS_LOG": "false", "PYTHONPATH": str(ROOT)}
    cmd = [
        "taskset",
        "-c",
        "0",
        str(UVICORN),
        "--no-access-log",
        "--log-level",
        "warning",
        "--http",
        http,
        "--host",
        "127.0.0.1",
        "--port",
        str(server.port),
        server.module,
    ]
    server.log_path = log
    server.proc = subprocess.Popen(
        cmd,
        cwd=ROOT,
        env=env,
        stdin=subprocess.DEVNULL,
        stdout=subprocess.DEVNULL,
        stderr=log.open("wb"),
        start_new_session=True,
    )


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--quick", action="store_true")
    args = parser.parse_args()
    rounds, warm, measured = (1, 1, 3) if args.quick else (5, 2, 6)
    signal.signal(signal.SIGALRM, lambda *_: (_ for _ in ()).throw(TimeoutError("hard deadline")))
    signal.alarm(int(HARD_DEADLINE_S))
    servers = {key: Server(key, f"ours, {key} protocol", "benchmarks.apps.ours:app", ours=True) for key in PROTOCOLS}
    try:
        with tempfile.TemporaryDirectory() as tmp:
            for key, server in servers.items():
                start(server, PROTOCOLS[key], Path(tmp) / f"{key}.stderr")
                wait_ready(server)
            print(f"{machine()}; load average {os.getloadavg()[0]:.2f}", flush=True)
            results: dict[str, list[float]] = {key: [] for key in servers}
            for round_number in range(rounds):
                for key, server in servers.items():
                    wrk(server.port, warm, 32)
                    run = parse_wrk(wrk(server.port, measured, 32))
                    if not run["valid"]:
                        print(f"round {round_number + 1} {key}: INVALID ({run['why']})", flush=True)
                        continue
                    results[key].append(run["rps"])
                    print(
                        f"round {round_number + 1} {key}: {run['rps']:.0f} req/s, p50 {run['p50_ms']:.2f} ms",
                        flush=True,
                    )
            ratios = [g / h for g, h in zip(results["guarded"], results["httptools"])]
            for key, values in results.items():
                print(f"{key:10s} median {median(values):.0f} req/s, best {max(values, default=0):.0f}")
            print(
                f"guarded / httptools: median of per-round ratios {median(ratios):.3f}; "
                f"of medians {median(results['guarded']) / median(results['httptools']):.3f}; load average {os.getloadavg()[0]:.2f}"
            )
    finally:
        signal.alarm(0)
        for server in servers.values():
            stop(server)
        time.sleep(0.1)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
