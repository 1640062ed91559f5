"""Payload growth of ``next_step``: request size and latency at step 10, 100 and 1000 of a run.

    python benchmarks/next_step_bench.py            # 1,000 calls per row, in 40 interleaved rounds of 25
    python benchmarks/next_step_bench.py --quick    # smoke check: 60 calls per row

The client sends its whole session every step, so without compaction a request grows with the
run. ``AgentSession.arguments`` compacts ``steps_so_far`` past 40 steps to one summary line plus
the last 20 (and ``known_facts`` to the last line of each key): the request at step 1000 should be
about the size of the one at step 100, and the tool should answer it in about the same time.

Method (shared/notes/benchmarking.md, adapted to latency):
- Sessions are driven the way a client drives one: for each step, ``arguments()`` (which compacts)
  then ``apply()`` of a synthetic result (scroll_down, scroll_up, tap in turn; every 7th step also
  remembers one of 5 facts; the first sets a 3-subgoal plan). The measured request is the next
  step's: a ``tools/call`` of ``next_step`` with that session and one fixed shop screen.
- Rows: steps 10, 100, 1000 (compacted, as AgentSession sends them), and step 1000 with
  compaction off (the raw 1000 steps and every remembered line) for contrast.
- The server is ``mcp-agent serve`` as it ships (one uvicorn worker, access log on, to /dev/null),
  pinned to core 0; this script is the client, pinned to core 1, one request at a time on one
  keep-alive connection (``http.client``: a light client, so the figure is mostly the server's).
- The rows are interleaved (rounds of 25 calls per row, the order rotated every round) after a
  warm-up of each, so a neighbour's burst hits every row alike. Reported per row: request bytes,
  median and p95 of the per-call wall time, and the ratio of the median to step 10's.
- Every answer is checked (HTTP 200, a JSON-RPC result, not ``isError``, a ``structuredContent``
  with an ``action``), and the action each row got is printed: a row answered differently (for
  example a confirmation, which writes to the store) would not be the same work.
- Bounded: a ``SIGALRM`` aborts at 240 s, and the server (its own process group) is stopped in a ``finally``.
"""

from __future__ import annotations

import argparse
import http.client
import json
import os
import platform
import signal
import socket
import statistics
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from mcp_agent.tools.next_step.session import COMPACT_AFTER, KEEP_LAST, AgentSession  # noqa: E402

HARD_DEADLINE_S = 240.0
STEP_COUNTS = (10, 100, 1000)
BATCH = 25
PROTOCOL_VERSION = "2026-07-28"
HEADERS = {
    "Content-Type": "application/json",
    "Accept": "application/json, text/event-stream",
    "MCP-Protocol-Version": PROTOCOL_VERSION,
    "Mcp-Method": "tools/call",
    "Mcp-Name": "next_step",
}
TASK = "buy the cheapest charger"
# The shop's charger list from examples/phone_agent.py, elements only: the same in every row.
SCREEN = "\n".join(
    [
        '[0] List "Results" scrollable',
        '[1] ListItem "USB-C charger 20 W" value="$19.99"',
        '[2] ListItem "Wireless charger" value="$24.50"',
        '[3] ListItem "Travel charger" value="$12.00"',
    ]
)
PACKAGE = "com.example.shop"


class RawSession(AgentSession):
    """An AgentSession that never compacts: what a client without compaction would send."""

    def compact(self) -> None:
        pass


def synthetic_result(step: int) -> dict[str, Any]:
    """The result of step ``step`` (0-based) of a long run that keeps looking around."""
    action = ("scroll_down", "scroll_up", "tap")[step % 3]
    result: dict[str, Any] = {"status_text": f"step {step}", "action": action}
    if action == "tap":
        result["target_index"] = 1 + step % 3
    if step == 0:
        result["plan"] = ["open the shop", "find the chargers", "buy the cheapest"]
    if step % 7 == 6:
        # Facts are re-remembered under a handful of keys, as an agent noting prices does; compaction keeps the last.
        result["remember"] = {"key": f"price_seen_{step % 5}", "value": f"${10 + step % 13}.99 at step {step}"}
    return result


def drive(session: AgentSession, steps: int) -> AgentSession:
    for step in range(steps):
        session.arguments(SCREEN, current_package=PACKAGE)  # what a real client does before each step
        session.apply(synthetic_result(step))
    return session


def request_body(arguments: dict[str, Any], request_id: int = 1) -> bytes:
    message = {
        "jsonrpc": "2.0",
        "id": request_id,
        "method": "tools/call",
        "params": {
            "name": "next_step",
            "arguments": arguments,
            "_meta": {
                "io.modelcontextprotocol/protocolVersion": PROTOCOL_VERSION,
                "io.modelcontextprotocol/clientInfo": {"name": "next_step_bench", "version": "1"},
                "io.modelcontextprotocol/clientCapabilities": {},
            },
        },
    }
    return json.dumps(message, separators=(",", ":"), ensure_ascii=False).encode()


@dataclass
class Row:
    label: str
    steps: int
    body: bytes
    steps_sent: int  # len(steps_so_far) in the request
    facts_lines: int
    samples_ms: list[float] = field(default_factory=list)
    actions: set[str] = field(default_factory=set)

    @property
    def median(self) -> float:
        return statistics.median(self.samples_ms)

    @property
    def p95(self) -> float:
        return statistics.quantiles(self.samples_ms, n=20, method="inclusive")[-1]


def build_rows() -> list[Row]:
    rows = []
    for steps in STEP_COUNTS:
        arguments = drive(AgentSession(task=TASK), steps).arguments(SCREEN, current_package=PACKAGE)
        rows.append(
            Row(
                f"{steps}",
                steps,
                request_body(arguments),
                len(arguments["steps_so_far"]),
                len(arguments["known_facts"].splitlines()),
            )
        )
    raw = drive(RawSession(task=TASK), STEP_COUNTS[-1]).arguments(SCREEN, current_package=PACKAGE)
    rows.append(
        Row(
            f"{STEP_COUNTS[-1]}, compaction off",
            STEP_COUNTS[-1],
            request_body(raw),
            len(raw["steps_so_far"]),
            len(raw["known_facts"].splitlines()),
        )
    )
    return rows


# -- the server ---------------------------------------------------------------------------------


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


def start_server(port: int, log: Any) -> subprocess.Popen[bytes]:
    env = {**os.environ, "PYTHONPATH": str(ROOT), "MCP_AGENT_ACCESS_LOG": "true", "MCP_AGENT_LOG_LEVEL": "warning"}
    for variable in ("MCP_AGENT_STORE", "MCP_AGENT_BUS", "MCP_AGENT_REDIS_URL", "MCP_AGENT_WORKERS"):
        env.pop(variable, None)
    command = [
        "taskset",
        "-c",
        "0",
        sys.executable,
        "-m",
        "mcp_agent",
        "serve",
        "--host",
        "127.0.0.1",
        "--port",
        str(port),
    ]
    # The access log (stderr) goes to a file we read only on failure: production pays for writing it, not for a terminal.
    return subprocess.Popen(
        command, cwd=ROOT, env=env, stdin=subprocess.DEVNULL, stdout=log, stderr=log, start_new_session=True
    )


def stop_server(process: subprocess.Popen[bytes]) -> None:
    if process.poll() is not None:
        return
    try:
        os.killpg(process.pid, signal.SIGTERM)  # its own session: the server and nothing else of ours
        process.wait(timeout=10)
    except (ProcessLookupError, subprocess.TimeoutExpired):
        try:
            os.killpg(process.pid, signal.SIGKILL)
            process.wait(timeout=5)
        except (ProcessLookupError, subprocess.TimeoutExpired):
            pass


def wait_healthy(port: int, process: subprocess.Popen[bytes], timeout: float = 30.0) -> None:
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if process.poll() is not None:
            raise RuntimeError(f"the server exited with status {process.returncode}")
        try:
            connection = http.client.HTTPConnection("127.0.0.1", port, timeout=1)
            connection.request("GET", "/healthz")
            if connection.getresponse().status == 200:
                connection.close()
                return
            connection.close()
        except OSError:
            pass
        time.sleep(0.05)
    raise RuntimeError("the server did not become healthy in time")


def call(connection: http.client.HTTPConnection, body: bytes) -> tuple[float, str]:
    """One tools/call on the kept-alive connection: (wall ms, the action answered). Raises on a wrong answer."""
    started = time.perf_counter()
    connection.request("POST", "/mcp", body=body, headers=HEADERS)
    response = connection.getresponse()
    payload = response.read()
    elapsed_ms = (time.perf_counter() - started) * 1000
    if response.status != 200:
        raise RuntimeError(f"HTTP {response.status}: {payload[:300]!r}")
    message = json.loads(payload)
    result = message.get("result")
    if not isinstance(result, dict) or result.get("isError") or not isinstance(result.get("structuredContent"), dict):
        raise RuntimeError(f"not a next_step result: {payload[:500]!r}")
    structured = result["structuredContent"]
    action = str(structured.get("action"))
    if structured.get("requires_confirmation"):
        action += " (needs confirmation)"
    return elapsed_ms, action


# -- the run ------------------------------------------------------------------------------------


def steal_ticks() -> tuple[int, int]:
    """(steal, total) ticks so far from /proc/stat: CPU the hypervisor gave other guests, which no load average shows."""
    fields = [int(value) for value in Path("/proc/stat").read_text().splitlines()[0].split()[1:9]]
    return fields[7], sum(fields)


def machine() -> str:
    cpu = "?"
    for line in Path("/proc/cpuinfo").read_text().splitlines():
        if line.startswith("model name"):
            cpu = line.split(":", 1)[1].strip()
            break
    return (
        f"{os.cpu_count()} vCPU ({cpu}), {platform.system()} {platform.release()}, Python {platform.python_version()}"
    )


def measure(rows: list[Row], port: int, rounds: int, warmup: int) -> None:
    connection = http.client.HTTPConnection("127.0.0.1", port, timeout=10)
    try:
        for row in rows:  # warm-up: imports, caches, the connection; and a first check of every answer
            for _ in range(warmup):
                call(connection, row.body)
        for round_index in range(rounds):
            # Rotate the order each round: no row is always the one after the biggest request.
            order = rows[round_index % len(rows) :] + rows[: round_index % len(rows)]
            for row in order:
                for _ in range(BATCH):
                    elapsed_ms, action = call(connection, row.body)
                    row.samples_ms.append(elapsed_ms)
                    row.actions.add(action)
    finally:
        connection.close()


def report(rows: list[Row]) -> None:
    base = rows[0]
    header = (
        f"{'steps':<24} {'steps_so_far':>12} {'facts':>5} {'request bytes':>13} {'bytes ratio':>11} "
        f"{'median ms':>9} {'p95 ms':>7} {'ratio to 10':>11}  answered"
    )
    print(header)
    print("-" * len(header))
    for row in rows:
        print(
            f"{row.label:<24} {row.steps_sent:>12} {row.facts_lines:>5} {len(row.body):>13,} "
            f"{len(row.body) / len(base.body):>11.2f} {row.median:>9.3f} {row.p95:>7.3f} "
            f"{row.median / base.median:>11.2f}  {', '.join(sorted(row.actions))}"
        )


def main() -> int:
    parser = argparse.ArgumentParser(description="next_step request size and latency at step 10, 100 and 1000.")
    parser.add_argument(
        "--rounds", type=int, default=40, help=f"interleaved rounds of {BATCH} calls per row (default 40)"
    )
    parser.add_argument("--warmup", type=int, default=30, help="warm-up calls per row (default 30)")
    parser.add_argument("--quick", action="store_true", help="smoke check: 1 round, 10 warm-up calls")
    args = parser.parse_args()
    rounds, warmup = (1, 10) if args.quick else (args.rounds, args.warmup)

    signal.signal(signal.SIGALRM, lambda *_: (_ for _ in ()).throw(TimeoutError("hard deadline reached")))
    signal.alarm(int(HARD_DEADLINE_S))
    os.sched_setaffinity(0, {1})  # the client on core 1, the server on core 0

    rows = build_rows()
    print(f"machine: {machine()}")
    print(
        f"compaction: past {COMPACT_AFTER} steps, 1 summary line + the last {KEEP_LAST}; "
        f"{rounds} round(s) x {BATCH} calls per row after {warmup} warm-up calls; load average {os.getloadavg()[0]:.2f}"
    )
    port = free_port()
    with tempfile.TemporaryFile() as log:
        server = start_server(port, log)
        try:
            wait_healthy(port, server)
            steal_before = steal_ticks()
            started = time.monotonic()
            measure(rows, port, rounds, warmup)
            elapsed = time.monotonic() - started
            steal_after = steal_ticks()
        except Exception:
            log.seek(0)
            print(log.read().decode(errors="replace")[-2000:], file=sys.stderr)
            raise
        finally:
            stop_server(server)
    steal = 100 * (steal_after[0] - steal_before[0]) / max(1, steal_after[1] - steal_before[1])
    print(f"measured in {elapsed:.1f} s; steal {steal:.1f} %; load average after {os.getloadavg()[0]:.2f}")
    print()
    report(rows)
    compacted_1000 = rows[len(STEP_COUNTS) - 1]
    bounded = len(compacted_1000.body) <= 1.1 * len(rows[1].body)
    fast = compacted_1000.median <= 1.2 * rows[0].median
    print()
    print(
        f"request at step 1000 within 10 % of step 100: {'yes' if bounded else 'NO'}; "
        f"median at step 1000 within 1.2x of step 10: {'yes' if fast else 'NO'}"
    )
    return 0 if bounded and fast else 1


if __name__ == "__main__":
    sys.exit(main())
