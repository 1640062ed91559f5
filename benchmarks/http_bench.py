"""Throughput of one tools/call over HTTP: our server vs the official SDK vs a bare Starlette route.

    python benchmarks/http_bench.py            # full: 3 interleaved rounds, 3 s warm-up + 8 s measured each
    python benchmarks/http_bench.py --quick    # smoke check: 1 round, 1 s warm-up + 3 s measured

Method (shared/notes/benchmarking.md): every server is one uvicorn worker (uvloop + httptools,
``--no-access-log --log-level warning``) pinned to core 0 with ``taskset -c 0``; the load is
``wrk -t1 -c32 --latency -s benchmarks/call.lua`` pinned to core 1. All servers run in the same
script run and are measured in interleaved rounds (ours, ours without access log, SDK, bare;
repeated), each measured run after its own warm-up run. Reported per server: the median and the
best of the rounds' req/s, and p50/p99 (median over rounds). Ratios are given from the medians
and, more robust on a noisy machine, as the median of the per-round ratios.

Before anything is measured, each server's answer to the exact benchmark request is checked with a
real HTTP call (status 200, JSON-RPC result with one text block "ok"; ours also resultType
"complete"). A wrk run that reports "Non-2xx or 3xx responses" is marked invalid and left out.

Our server runs with ``MCP_AGENT_ACCESS_LOG=true`` (its per-request JSON line is written, to
/dev/null: that is the cost production pays) and, as a second entry, with it off. A third entry,
"ours, --store redis", is the log-on app with ``MCP_AGENT_STORE=redis`` against a throwaway
``redis-server`` this script starts (tests/support/redis_server.py), so the Redis change bus is
configured and connected (its ``/readyz`` must say 200 before the run): the ``noop`` tools/call does
not touch Redis, and the entry shows what configuring the store and bus costs on the hot path.

Every entry of ours serves ``GET /metrics`` (the Prometheus counters are always on): before and after
each measured run the script reads ``mcp_agent_requests_total{method="tools/call",outcome="result"}``
and marks the run invalid unless it rose by at least the number of requests wrk counted, so the
figures are those of a server that counted every call. ``--access-log-to file`` sends the log-on
entries' access lines to a file instead of /dev/null and reports how many lines were written.

The legacy era (2025-11-25) is measured next to the modern call: "ours (log on), legacy call" is the
log-on app answering the same ``noop`` tools/call as a 2025-11-25 client sends it to a stateless server
(``MCP-Protocol-Version: 2025-11-25``, no ``_meta``, no ``Mcp-Method``/``Mcp-Name``, no ``initialize``
first; its wrk script is written next to the run's temporary files from ``LEGACY_BODY``/``LEGACY_HEADERS``).
Its own uvicorn process, interleaved with the others; the report gives its ratio to ours (target: within
10 %).

The script is bounded: it stops by itself (well under 5 minutes in full mode; a hard deadline
aborts it at 285 s) and kills every server it started in a ``finally``.
"""

from __future__ import annotations

import argparse
import http.client
import json
import os
import platform
import re
import signal
import socket
import statistics
import subprocess
import sys
import time
from dataclasses import dataclass, field
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))
LUA = ROOT / "benchmarks" / "call.lua"
VENV_BIN = Path(sys.executable).parent
UVICORN = VENV_BIN / "uvicorn"
HARD_DEADLINE_S = 285.0

TOOL = "noop"
PROTOCOL_VERSION = "2026-07-28"
# Must stay byte-identical to the body in call.lua.
BODY = (
    b'{"jsonrpc":"2.0","id":1,"method":"tools/call","params":{"name":"noop","arguments":{},'
    b'"_meta":{"io.modelcontextprotocol/protocolVersion":"2026-07-28",'
    b'"io.modelcontextprotocol/clientInfo":{"name":"wrk","version":"4.1.0"},'
    b'"io.modelcontextprotocol/clientCapabilities":{}}}}'
)
HEADERS = {
    "Content-Type": "application/json",
    "Accept": "application/json, text/event-stream",
    "MCP-Protocol-Version": PROTOCOL_VERSION,
    "Mcp-Method": "tools/call",
    "Mcp-Name": TOOL,
}
# The same call as a 2025-11-25 (legacy era) client sends it to a stateless server: version in the header
# only, no _meta, none of the 2026 Mcp-Method/Mcp-Name headers, no initialize before it.
LEGACY_PROTOCOL_VERSION = "2025-11-25"
LEGACY_BODY = b'{"jsonrpc":"2.0","id":1,"method":"tools/call","params":{"name":"noop","arguments":{}}}'
LEGACY_HEADERS = {
    "Content-Type": "application/json",
    "Accept": "application/json, text/event-stream",
    "MCP-Protocol-Version": LEGACY_PROTOCOL_VERSION,
}
LEGACY_TOLERANCE = 0.10  # legacy / modern req/s should be within 10 %


def write_lua(path: Path, body: bytes, headers: dict[str, str]) -> Path:
    """A wrk script sending ``body`` with ``headers`` (as call.lua does for the modern call)."""

    def lua_string(text: str) -> str:
        return "'" + text.replace("\\", "\\\\").replace("'", "\\'") + "'"

    lines = ['wrk.method = "POST"', 'wrk.path = "/mcp"']
    lines += [f"wrk.headers[{lua_string(name)}] = {lua_string(value)}" for name, value in headers.items()]
    lines.append(f"wrk.body = {lua_string(body.decode())}")
    path.write_text("\n".join(lines) + "\n")
    return path


@dataclass
class Server:
    key: str
    label: str
    module: str
    env: dict[str, str] = field(default_factory=dict)
    quiet_stderr: bool = False  # our access log goes to /dev/null, as production pays for it
    ours: bool = False
    legacy: bool = False  # sends the 2025-11-25 request (LEGACY_BODY/LEGACY_HEADERS) instead of the modern one
    redis: bool = False  # needs the throwaway redis-server: MCP_AGENT_REDIS_URL is filled in at start
    root: Path = ROOT  # the source tree it is served from (--baseline: another checkout of the project)
    cli: bool = False  # served by `mcp-agent serve --app <module>` (what users run), not by uvicorn directly
    port: int = 0
    proc: subprocess.Popen | None = None
    log_path: Path | None = None
    access_log_file: Path | None = None  # --access-log-to file: where its access log (stderr) goes
    response_bytes: int = 0
    runs: list[dict] = field(default_factory=list)


def servers() -> list[Server]:
    return [
        Server(
            "ours",
            "ours (access log on)",
            "benchmarks.apps.ours:app",
            {"MCP_AGENT_ACCESS_LOG": "true"},
            quiet_stderr=True,
            ours=True,
        ),
        Server(
            "ours_legacy",
            "ours (log on), legacy 2025-11-25 call",
            "benchmarks.apps.ours:app",
            {"MCP_AGENT_ACCESS_LOG": "true"},
            quiet_stderr=True,
            ours=True,
            legacy=True,
        ),
        Server(
            "ours_nolog",
            "ours (access log off)",
            "benchmarks.apps.ours:app",
            {"MCP_AGENT_ACCESS_LOG": "false"},
            ours=True,
        ),
        Server(
            "ours_redis",
            "ours (log on, --store redis)",
            "benchmarks.apps.ours:app",
            {"MCP_AGENT_ACCESS_LOG": "true", "MCP_AGENT_STORE": "redis"},
            quiet_stderr=True,
            ours=True,
            redis=True,
        ),
        Server(
            "ours_cli",
            "ours via mcp-agent serve --app (log on)",
            "benchmarks.apps.ours:server",
            {"MCP_AGENT_ACCESS_LOG": "true"},
            quiet_stderr=True,
            ours=True,
            cli=True,
        ),
        Server(
            "ours_result",
            "ours (log on), tool returns CallToolResult",
            "benchmarks.apps.ours_result:app",
            {"MCP_AGENT_ACCESS_LOG": "true"},
            quiet_stderr=True,
            ours=True,
        ),
        Server(
            "ours_traced",
            "ours (log on), traced, every request sampled (spans dropped by the exporter)",
            "benchmarks.apps.ours_traced:app",
            {"MCP_AGENT_ACCESS_LOG": "true"},
            quiet_stderr=True,
            ours=True,
        ),
        Server(
            "ours_traced_10",
            "ours (log on), traced, 10 % sampled",
            "benchmarks.apps.ours_traced:app",
            {"MCP_AGENT_ACCESS_LOG": "true", "BENCH_TRACE_RATIO": "0.1"},
            quiet_stderr=True,
            ours=True,
        ),
        Server("sdk", "SDK MCPServer (async tool, JSON)", "benchmarks.apps.sdk:app"),
        Server("bare", "bare Starlette route", "benchmarks.apps.bare:app"),
        Server("raw", "raw ASGI callable, no checks (the ceiling)", "benchmarks.apps.raw:app"),
    ]


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


def start(server: Server, tmp: Path) -> None:
    server.port = free_port()
    env = {**os.environ, **server.env, "PYTHONPATH": str(server.root)}
    for variable in ("MCP_AGENT_STORE", "MCP_AGENT_BUS", "MCP_AGENT_REDIS_URL"):
        if variable not in server.env:
            env.pop(variable, None)
    cmd = [
        "taskset",
        "-c",
        "0",
        str(UVICORN),
        "--no-access-log",
        "--log-level",
        "warning",
        "--host",
        "127.0.0.1",
        "--port",
        str(server.port),
        server.module,
    ]
    if server.cli:  # the built-in tools beside the bench tool, one worker, as `mcp-agent serve` runs it
        cmd = [
            "taskset",
            "-c",
            "0",
            str(VENV_BIN / "mcp-agent"),
            "serve",
            "--app",
            server.module,
            "--host",
            "127.0.0.1",
            "--port",
            str(server.port),
            "--workers",
            "1",
        ]
    if server.quiet_stderr and server.access_log_file is not None:
        stderr = server.access_log_file.open("wb")  # --access-log-to file: the lines are kept and counted
    elif server.quiet_stderr:
        stderr = subprocess.DEVNULL
    else:
        server.log_path = tmp / f"{server.key}.stderr"
        stderr = server.log_path.open("wb")
    server.proc = subprocess.Popen(
        cmd,
        cwd=server.root,
        env=env,
        stdin=subprocess.DEVNULL,
        stdout=subprocess.DEVNULL,
        stderr=stderr,
        start_new_session=True,
    )


def stop(server: Server) -> None:
    proc = server.proc
    if proc is None or proc.poll() is not None:
        return
    try:
        os.killpg(proc.pid, signal.SIGTERM)  # its own session: the uvicorn process and nothing else of ours
        proc.wait(timeout=5)
    except (ProcessLookupError, subprocess.TimeoutExpired):
        try:
            os.killpg(proc.pid, signal.SIGKILL)
            proc.wait(timeout=5)
        except (ProcessLookupError, subprocess.TimeoutExpired):
            pass


def call(port: int, legacy: bool = False) -> tuple[int, bytes, dict[str, str]]:
    conn = http.client.HTTPConnection("127.0.0.1", port, timeout=5)
    try:
        conn.request(
            "POST", "/mcp", body=LEGACY_BODY if legacy else BODY, headers=LEGACY_HEADERS if legacy else HEADERS
        )
        response = conn.getresponse()
        return response.status, response.read(), {k.lower(): v for k, v in response.getheaders()}
    finally:
        conn.close()


def check_answer(server: Server) -> str | None:
    """None when the answer to the benchmark request is right, else what is wrong."""
    status, body, headers = call(server.port, server.legacy)
    if status != 200:
        return f"HTTP {status}: {body[:300]!r}"
    if not headers.get("content-type", "").startswith("application/json"):
        return f"content-type {headers.get('content-type')!r}, expected application/json"
    try:
        message = json.loads(body)
    except ValueError:
        return f"not JSON: {body[:300]!r}"
    result = message.get("result") if isinstance(message, dict) else None
    if message.get("jsonrpc") != "2.0" or message.get("id") != 1 or not isinstance(result, dict):
        return f"not a JSON-RPC result for id 1: {body[:300]!r}"
    if result.get("content") != [{"type": "text", "text": "ok"}] or result.get("isError"):
        return f"tool result is not one text block 'ok': {body[:300]!r}"
    if server.ours and not server.legacy and result.get("resultType") != "complete":
        return f"resultType is {result.get('resultType')!r}, expected 'complete'"
    server.response_bytes = len(body)
    return None


_REQUESTS_TOTAL = re.compile(r"^mcp_agent_requests_total\{([^}]*)\} (\S+)$", re.M)


def tools_call_count(server: Server) -> float | None:
    """Our server's ``mcp_agent_requests_total{method="tools/call",outcome="result"}`` from ``GET /metrics``
    (None when it serves no such line): read before and after each run to show the metrics counted
    every request of the run."""
    conn = http.client.HTTPConnection("127.0.0.1", server.port, timeout=5)
    try:
        conn.request("GET", "/metrics")
        response = conn.getresponse()
        text = response.read().decode(errors="replace")
    except OSError:
        return None
    finally:
        conn.close()
    if response.status != 200:
        return None
    # Summed over any further labels (e.g. an era label), so legacy and modern calls are both counted.
    counts = [
        float(value)
        for labels, value in _REQUESTS_TOTAL.findall(text)
        if 'method="tools/call"' in labels and 'outcome="result"' in labels
    ]
    return sum(counts) if counts else None


def check_ready(server: Server, timeout: float = 10.0) -> str | None:
    """None once ``/readyz`` says 200 (store pinged, change bus connected), else its last answer."""
    deadline = time.monotonic() + timeout
    last = "no answer"
    while time.monotonic() < deadline:
        conn = http.client.HTTPConnection("127.0.0.1", server.port, timeout=5)
        try:
            conn.request("GET", "/readyz")
            response = conn.getresponse()
            body = response.read()
            if response.status == 200:
                return None
            last = f"HTTP {response.status}: {body[:200]!r}"
        except OSError as exc:
            last = repr(exc)
        finally:
            conn.close()
        time.sleep(0.1)
    return last


def wait_ready(server: Server, timeout: float = 30.0) -> None:
    deadline = time.monotonic() + timeout
    last = "no answer"
    while time.monotonic() < deadline:
        if server.proc is not None and server.proc.poll() is not None:
            raise _Exited(f"{server.label} exited with {server.proc.returncode}; {stderr_tail(server)}")
        try:
            problem = check_answer(server)
        except OSError as exc:
            last = str(exc)
            time.sleep(0.2)
            continue
        if problem is None:
            if server.redis:
                ready_problem = check_ready(server)
                if ready_problem is not None:
                    raise RuntimeError(f"{server.label} is not ready: {ready_problem}")
            return
        raise RuntimeError(f"{server.label} answers the benchmark request wrongly: {problem}")
    raise RuntimeError(f"{server.label} not ready after {timeout:.0f} s ({last}); {stderr_tail(server)}")


def start_checked(server: Server, tmp: Path, attempts: int = 3) -> None:
    """Start and check one server; a start-up exit (e.g. a port taken between probe and bind) is retried
    on a fresh port, and the last attempt keeps stderr so the reason is shown."""
    for attempt in range(1, attempts + 1):
        if attempt == attempts:
            server.quiet_stderr = False
        start(server, tmp)
        try:
            wait_ready(server)
            if attempt == attempts and server.key == "ours":
                print("note: this run's access log goes to a file, not /dev/null", flush=True)
            return
        except _Exited as exc:
            if attempt == attempts:
                raise RuntimeError(str(exc)) from None
            print(f"{server.label} exited during start-up ({exc}); retrying on a new port", flush=True)


class _Exited(RuntimeError):
    pass


def stderr_tail(server: Server) -> str:
    if server.log_path is None or not server.log_path.exists():
        return "stderr not kept"
    return "stderr: " + server.log_path.read_text(errors="replace")[-1500:]


_UNIT = {"us": 1e-3, "ms": 1.0, "s": 1000.0, "m": 60_000.0}


def _ms(text: str) -> float:
    match = re.fullmatch(r"([\d.]+)(us|ms|s|m)", text)
    if not match:
        raise ValueError(text)
    return float(match.group(1)) * _UNIT[match.group(2)]


def parse_wrk(output: str) -> dict:
    rps = re.search(r"Requests/sec:\s+([\d.]+)", output)
    p50 = re.search(r"^\s+50%\s+(\S+)", output, re.M)
    p99 = re.search(r"^\s+99%\s+(\S+)", output, re.M)
    total = re.search(r"(\d+) requests in", output)
    non2xx = re.search(r"Non-2xx or 3xx responses:\s+(\d+)", output)
    socket_errors = re.search(r"Socket errors:.*", output)
    if not (rps and p50 and p99 and total):
        return {"valid": False, "why": "unparsable wrk output", "raw": output}
    run = {
        "rps": float(rps.group(1)),
        "p50_ms": _ms(p50.group(1)),
        "p99_ms": _ms(p99.group(1)),
        "requests": int(total.group(1)),
        "valid": True,
        "raw": output,
    }
    if non2xx:
        run.update(valid=False, why=f"{non2xx.group(1)} non-2xx responses")
    if socket_errors:
        run["socket_errors"] = socket_errors.group(0)
    return run


def wrk(port: int, seconds: int, connections: int, script: Path = LUA) -> str:
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
    return done.stdout + done.stderr


def steal_ticks() -> tuple[int, int]:
    """(steal, total) ticks of the machine so far, from /proc/stat: steal is time the hypervisor
    gave to other guests, a disturbance no load average shows."""
    fields = [int(value) for value in Path("/proc/stat").read_text().splitlines()[0].split()[1:9]]
    return fields[7], sum(fields)


def busy_ticks() -> tuple[int, int]:
    """(busy, total) ticks of the machine so far, from /proc/stat (busy: user, nice, system, irq, softirq)."""
    user, nice, system, idle, iowait, irq, softirq, steal = (
        int(value) for value in Path("/proc/stat").read_text().splitlines()[0].split()[1:9]
    )
    return user + nice + system + irq + softirq, user + nice + system + idle + iowait + irq + softirq + steal


def process_cpu_seconds(pid: int) -> float:
    """utime + stime of one process (all its threads), from /proc/<pid>/stat."""
    try:
        fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    except OSError:
        return 0.0
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def children_cpu_seconds() -> float:
    times = os.times()
    return times.children_user + times.children_system


def median(values: list[float]) -> float:
    return statistics.median(values) if values else float("nan")


def machine() -> str:
    cpu = "?"
    try:
        for line in Path("/proc/cpuinfo").read_text().splitlines():
            if line.startswith("model name"):
                cpu = line.split(":", 1)[1].strip()
                break
    except OSError:
        pass
    return (
        f"{os.cpu_count()} vCPU ({cpu}), {platform.system()} {platform.release()}, Python {platform.python_version()}"
    )


def report(all_servers: list[Server], rounds: int, args: argparse.Namespace) -> None:
    print()
    print(f"machine: {machine()}")
    print(
        f"load: wrk -t1 -c{args.connections} -d{args.duration}s --latency (core 1), {args.warmup} s warm-up per run; "
        f"servers: one uvicorn worker each (core 0); {rounds} interleaved round(s)"
    )
    print()
    header = (
        f"{'server':36} {'req/s median':>12} {'best':>9} {'p50 ms':>8} {'p99 ms':>8} {'cpu µs/req':>10} {'others %':>8} "
        f"{'valid':>6} {'bytes':>6}  runs req/s"
    )
    print(header)
    print("-" * len(header))
    summary: dict[str, dict] = {}
    for server in all_servers:
        valid = [run for run in server.runs if run["valid"]]
        rps = [run["rps"] for run in valid]
        summary[server.key] = {
            "median": median(rps),
            "best": max(rps) if rps else float("nan"),
            "p50": median([run["p50_ms"] for run in valid]),
            "p99": median([run["p99_ms"] for run in valid]),
            "server_us": median([run["server_us"] for run in valid if "server_us" in run]),
            "others": median([run["others_pct"] for run in valid if "others_pct" in run]),
        }
        s = summary[server.key]
        runs = ", ".join(f"{run['rps']:.0f}" if run["valid"] else f"INVALID({run['why']})" for run in server.runs)
        print(
            f"{server.label:36} {s['median']:12,.0f} {s['best']:9,.0f} {s['p50']:8.2f} {s['p99']:8.2f} "
            f"{s['server_us']:10.1f} {s['others']:8.0f} "
            f"{len(valid)}/{len(server.runs):<4} {server.response_bytes:6}  {runs}"
        )
        for run in server.runs:
            if run.get("socket_errors"):
                print(f"    note: {run['socket_errors']}")
    print()

    def per_round_ratio(a: Server, b: Server) -> float:
        ratios = [ra["rps"] / rb["rps"] for ra, rb in zip(a.runs, b.runs) if ra["valid"] and rb["valid"]]
        return median(ratios)

    by_key = {server.key: server for server in all_servers}
    print(
        "(cpu µs/req: the server process's CPU time over the run / requests, median of the runs; others %: the share\n"
        " of the two cores that neither this server nor wrk used, i.e. other engineers' work; about 0 on a quiet machine)"
    )
    print()
    print(f"{'ratio':36} {'of medians':>10} {'of bests':>9} {'median of per-round':>20} {'of cpu/req':>10}")
    for ours in ("ours", "ours_base", "ours_nolog", "ours_redis"):
        for peer, target in (("sdk", 4.0), ("bare", args.bare_target)):
            if ours not in summary or peer not in summary:
                continue
            a, b = summary[ours], summary[peer]
            of_medians = a["median"] / b["median"]
            verdict = "meets" if of_medians >= target else "BELOW"
            print(
                f"{by_key[ours].label + ' / ' + peer:36} {of_medians:10.2f} {a['best'] / b['best']:9.2f} "
                f"{per_round_ratio(by_key[ours], by_key[peer]):20.2f} {b['server_us'] / a['server_us']:10.2f}"
                f"   target >= {target} ({verdict})"
            )
    if "ours_legacy" in summary and "ours" in summary:
        a, b = summary["ours_legacy"], summary["ours"]
        per_round = per_round_ratio(by_key["ours_legacy"], by_key["ours"])
        verdict = "meets" if abs(a["median"] / b["median"] - 1) <= LEGACY_TOLERANCE else "OUTSIDE"
        print(
            f"{'ours legacy call / ours (modern)':36} {a['median'] / b['median']:10.2f} {a['best'] / b['best']:9.2f} "
            f"{per_round:20.2f} {b['server_us'] / a['server_us']:10.2f}"
            f"   target within {LEGACY_TOLERANCE:.0%} of 1.00 ({verdict})"
        )
    if "ours_cli" in summary and "ours" in summary:
        a, b = summary["ours_cli"], summary["ours"]
        per_round = per_round_ratio(by_key["ours_cli"], by_key["ours"])
        verdict = "meets" if abs(per_round - 1) <= 0.05 else "OUTSIDE"
        print(
            f"{'ours via CLI / ours (bench app)':36} {a['median'] / b['median']:10.2f} {a['best'] / b['best']:9.2f} "
            f"{per_round:20.2f} {b['server_us'] / a['server_us']:10.2f}   target within 5 % of 1.00 ({verdict})"
        )
    if "ours_result" in summary and "ours" in summary:
        a, b = summary["ours_result"], summary["ours"]
        per_round = per_round_ratio(by_key["ours_result"], by_key["ours"])
        verdict = "meets" if per_round >= 0.95 else "OUTSIDE"
        print(
            f"{'ours CallToolResult / ours str':36} {a['median'] / b['median']:10.2f} {a['best'] / b['best']:9.2f} "
            f"{per_round:20.2f} {b['server_us'] / a['server_us']:10.2f}   target within 5 % of 1.00 ({verdict})"
        )
    if "ours_redis" in summary and "ours" in summary:
        a, b = summary["ours_redis"], summary["ours"]
        print(
            f"{'ours --store redis / ours (memory)':36} {a['median'] / b['median']:10.2f} {a['best'] / b['best']:9.2f} "
            f"{per_round_ratio(by_key['ours_redis'], by_key['ours']):20.2f}   (the cost of configuring Redis: 1.00 = none)"
        )
    if "ours_base" in summary and "ours" in summary:
        a, b = summary["ours"], summary["ours_base"]
        print(
            f"{'ours / ours @ baseline':36} {a['median'] / b['median']:10.2f} {a['best'] / b['best']:9.2f} "
            f"{per_round_ratio(by_key['ours'], by_key['ours_base']):20.2f}   (what changed since the baseline: 1.00 = nothing)"
        )
    if args.raw:
        for server in all_servers:
            for index, run in enumerate(server.runs, 1):
                print(f"\n=== {server.label}, round {index} ===\n{run['raw']}")


def bounded_run(name: str) -> Path:
    """A hard stop no matter what hangs (SIGALRM raises; the caller's finally kills the servers), and
    the run's temporary directory."""

    def on_alarm(signum: int, frame: object) -> None:
        raise TimeoutError(f"benchmark exceeded its {HARD_DEADLINE_S:.0f} s bound")

    signal.signal(signal.SIGALRM, on_alarm)
    signal.alarm(int(HARD_DEADLINE_S))
    tmp = Path(os.environ.get("TMPDIR", "/tmp")) / f"{name}.{os.getpid()}"
    tmp.mkdir(parents=True, exist_ok=True)
    return tmp


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--quick", action="store_true", help="smoke check: 1 round, 1 s warm-up, 3 s measured")
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--duration", type=int, default=8, help="measured seconds per run")
    parser.add_argument("--warmup", type=int, default=3, help="warm-up seconds before each measured run")
    parser.add_argument("--connections", type=int, default=32)
    parser.add_argument(
        "--only",
        help="comma-separated subset of: ours,ours_base,ours_legacy,ours_nolog,ours_redis,ours_cli,ours_result,sdk,bare",
    )
    parser.add_argument("--raw", action="store_true", help="also print every raw wrk output")
    parser.add_argument(
        "--access-log-to",
        choices=("devnull", "file"),
        default="devnull",
        help="where the log-on entries write their access log: /dev/null (default, as the published "
        "figures) or a file in the temporary directory (what a log file costs; lines are counted)",
    )
    parser.add_argument(
        "--baseline",
        type=Path,
        metavar="TREE",
        help="also measure ours (access log on) served from another checkout of the project, e.g. "
        "`git worktree add /tmp/base <commit>` (entry ours_base): what changed between the two trees",
    )
    parser.add_argument(
        "--bare-target", type=float, default=0.85, help="the ours / bare target to check (default 0.85)"
    )
    args = parser.parse_args()
    if args.quick:
        args.rounds, args.duration, args.warmup = 1, 3, 1
    for tool in ("taskset", "wrk"):
        if subprocess.run(["which", tool], capture_output=True, check=False).returncode != 0:
            print(f"{tool} is required", file=sys.stderr)
            return 2
    all_servers = servers()
    if args.baseline is not None:
        base = args.baseline.resolve()
        if not (base / "benchmarks" / "apps" / "ours.py").exists() or not (base / "mcp_agent").is_dir():
            print(f"{base} is not a checkout of this project", file=sys.stderr)
            return 2
        all_servers.insert(
            1,
            Server(
                "ours_base",
                f"ours (log on) @ {base.name}",
                "benchmarks.apps.ours:app",
                {"MCP_AGENT_ACCESS_LOG": "true"},
                quiet_stderr=True,
                ours=True,
                root=base,
            ),
        )
    if args.only:
        wanted = set(args.only.split(","))
        all_servers = [server for server in all_servers if server.key in wanted]
    planned = len(all_servers) * args.rounds * (args.duration + args.warmup + 1) + 40
    if planned > HARD_DEADLINE_S:
        print(f"that plan needs about {planned} s; the bound is {HARD_DEADLINE_S:.0f} s", file=sys.stderr)
        return 2

    tmp = bounded_run("http_bench")
    legacy_lua = write_lua(tmp / "call_legacy.lua", LEGACY_BODY, LEGACY_HEADERS)
    began = time.monotonic()
    load_before = os.getloadavg()
    print(
        f"load average before: {load_before[0]:.2f} {load_before[1]:.2f} {load_before[2]:.2f}"
        + ("  (other work is running: compare ratios within this run, not absolutes)" if load_before[0] > 0.5 else ""),
        flush=True,
    )
    redis = None
    try:
        if any(server.redis for server in all_servers):
            from tests.support.redis_server import RedisServer

            redis = RedisServer()
            redis.start()
            for server in all_servers:
                if server.redis:
                    server.env["MCP_AGENT_REDIS_URL"] = redis.url
            print(f"redis-server on {redis.url} (throwaway, no persistence)", flush=True)
        for server in all_servers:
            if args.access_log_to == "file" and server.quiet_stderr:
                server.access_log_file = tmp / f"{server.key}.access.log"
            start_checked(server, tmp)
            print(
                f"checked {server.label}: port {server.port}, HTTP 200, {server.response_bytes}-byte JSON-RPC result 'ok'"
                + (", /readyz 200 (Redis store and bus connected)" if server.redis else ""),
                flush=True,
            )
        for round_index in range(1, args.rounds + 1):
            for server in all_servers:
                if server.proc is not None and server.proc.poll() is not None:
                    raise RuntimeError(f"{server.label} died: {stderr_tail(server)}")
                script = legacy_lua if server.legacy else LUA
                if args.warmup:
                    wrk(server.port, args.warmup, args.connections, script)
                counted_before = tools_call_count(server) if server.ours else None
                steal_before = steal_ticks()
                busy_before, server_before, wrk_before = (
                    busy_ticks(),
                    process_cpu_seconds(server.proc.pid),
                    children_cpu_seconds(),
                )
                run = parse_wrk(wrk(server.port, args.duration, args.connections, script))
                busy_after, server_after, wrk_after = (
                    busy_ticks(),
                    process_cpu_seconds(server.proc.pid),
                    children_cpu_seconds(),
                )
                steal_after = steal_ticks()
                # How much of the two cores other work (other engineers' tests) took during the run: busy time
                # of the machine minus this server's and wrk's (kernel irq/softirq time counts as other too, ~5-10 %).
                clk, cores = os.sysconf("SC_CLK_TCK"), os.cpu_count() or 2
                wall = (busy_after[1] - busy_before[1]) / clk / cores
                ours_cpu = (server_after - server_before) + (wrk_after - wrk_before)
                run["others_pct"] = (
                    100 * max(0.0, (busy_after[0] - busy_before[0]) / clk - ours_cpu) / max(wall * cores, 1e-9)
                )
                run["server_cpu_pct"] = 100 * (server_after - server_before) / max(wall, 1e-9)
                if "requests" in run:
                    # The server's CPU per request: steadier than req/s when other work takes part of its core.
                    run["server_us"] = 1e6 * (server_after - server_before) / max(run["requests"], 1)
                if counted_before is not None and "requests" in run:
                    counted_after = tools_call_count(server)
                    run["metrics_counted"] = (counted_after or 0) - counted_before
                    # wrk's count leaves out requests still in flight when it stopped: those are counted too.
                    if run["metrics_counted"] < run["requests"]:
                        run.update(
                            valid=False, why=f"/metrics counted {run['metrics_counted']:.0f} of {run['requests']} calls"
                        )
                run["steal_pct"] = 100 * (steal_after[0] - steal_before[0]) / max(1, steal_after[1] - steal_before[1])
                if run["valid"] and (problem := check_answer(server)) is not None:
                    run.update(valid=False, why=f"answer wrong after the run: {problem}")
                server.runs.append(run)
                shown = (
                    f"{run['rps']:,.0f} req/s, p50 {run['p50_ms']:.2f} ms, p99 {run['p99_ms']:.2f} ms"
                    if "rps" in run
                    else ""
                )
                status = "ok" if run["valid"] else f"INVALID: {run['why']}"
                counted = f"  /metrics +{run['metrics_counted']:.0f}" if "metrics_counted" in run else ""
                print(
                    f"round {round_index} {server.label:36} {shown} [{status}]  steal {run['steal_pct']:.0f} %  "
                    f"server {run['server_cpu_pct']:.0f} % of a core, {run.get('server_us', float('nan')):.1f} µs/req, others {run['others_pct']:.0f} % of the machine{counted}  "
                    f"(t={time.monotonic() - began:.0f} s)",
                    flush=True,
                )
        steals = [run["steal_pct"] for server in all_servers for run in server.runs]
        print(
            f"steal during the measured runs: {min(steals):.0f}-{max(steals):.0f} % "
            "(CPU time the hypervisor gave to other guests; above a few % the run is disturbed)",
            flush=True,
        )
        load_after = os.getloadavg()
        print(
            f"load average after the runs: {load_after[0]:.2f} {load_after[1]:.2f} {load_after[2]:.2f} "
            "(1.0-1.2 is this benchmark itself: one busy server plus wrk)",
            flush=True,
        )
        report(all_servers, args.rounds, args)
        for server in all_servers:
            if server.access_log_file is not None:
                stop(server)  # SIGTERM: the lifespan flushes the buffered lines
                lines = server.access_log_file.read_bytes().count(b"\n") if server.access_log_file.exists() else 0
                print(f"{server.label}: {lines:,} access-log lines written to {server.access_log_file}")
    finally:
        signal.alarm(0)
        for server in all_servers:
            stop(server)
        if redis is not None:
            redis.close()
    print(f"\ndone in {time.monotonic() - began:.0f} s")
    return 0


if __name__ == "__main__":
    sys.exit(main())
