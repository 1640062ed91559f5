"""Scale-out: tools/call throughput through nginx over 1, 2 and 3 ``mcp-agent serve --store redis`` instances.

    python benchmarks/scale_bench.py             # full: 3 interleaved rounds, 3 s warm-up + 8 s measured each
    python benchmarks/scale_bench.py --quick     # smoke check: 1 round, 1 s warm-up + 3 s measured

What runs (all on 127.0.0.1, free ports, started once and kept up for the whole run):
  - a throwaway ``redis-server`` (tests/support/redis_server.py): the instances' store and change bus;
  - three instances ``mcp-agent serve --store redis --app benchmarks.apps.ours:server`` (one uvicorn
    worker each, access log on and sent to /dev/null, built-in tools on, the same
    ``MCP_AGENT_SEALING_KEYS``, ``MCP_AGENT_INSTANCE_NAME`` mcp-1..3). The measured call is the
    ``noop`` tool of benchmarks/apps/ours.py, the same request http_bench.py sends (benchmarks/call.lua);
  - three nginx gateways running examples/deploy/nginx.conf unchanged (tests/support/nginx.py copies it
    next to its two include files): over instance 1, over 1-2 and over 1-3; its access log is on, to a file;
  - one nginx with a minimal config of our own that answers ``POST /mcp`` itself with the same
    JSON-RPC body (``return 200``), same log format and access log: what nginx alone costs per request.

Configurations, measured in interleaved rounds (every configuration once per round, same order):
  direct    wrk -> instance 1                         instance 1 on core 0; wrk on core 1
  static    wrk -> nginx answering itself             nginx on core 0; wrk on core 1
  nginx1    wrk -> nginx -> instance 1                instance 1 on core 0; nginx and wrk on core 1
  nginx2    wrk -> nginx -> instances 1-2             instance 1 on core 0, 2 on core 1; nginx and wrk float (0-1)
  nginx3    wrk -> nginx -> instances 1-3             instances 1, 3 on core 0, 2 on core 1; nginx and wrk float
  nginx2f   as nginx2, nothing pinned                 every process may run on either core
  nginx3f   as nginx3, nothing pinned

Pinning is applied to the running processes before each configuration's warm-up
(``taskset -a -p -c``, every thread); processes the configuration does not use are idle. The
Redis server floats (0-1) throughout: ``noop`` never touches it (only the bus's health pings do).
Load: ``wrk -t1 -c32 --latency -s benchmarks/call.lua`` (as http_bench.py), each measured run
after its own warm-up run.

Per configuration: median and best req/s of the rounds, median p50/p99; efficiency
throughput(n) / (n x throughput(nginx1)) from the medians and as the median of the per-round values;
and where the CPU goes: each process's CPU time (utime + stime from /proc) over the measured run
divided by the requests served, in µs per request, plus how busy the two cores were and the steal.
``cores x 1e6 / (total CPU µs per request)`` is the throughput the machine could reach if every
core were busy with this work only: the ceiling.

Before anything is measured, every configuration's answer to the exact request is checked (200,
JSON-RPC result "ok", resultType complete), and through nginx the ``X-Mcp-Agent-Instance`` headers of
consecutive calls must name exactly the configuration's instances (round-robin reaches them all).
Answers are checked again after every run; a wrk run with non-2xx responses is left out as invalid.

Bounded: the plan is refused above 570 s, a SIGALRM aborts at 570 s, and every process this script
started is stopped (by its own process group) in a ``finally``.
"""

from __future__ import annotations

import argparse
import contextlib
import http.client
import json
import os
import shutil
import signal
import subprocess
import sys
import tempfile
import time
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from benchmarks.http_bench import BODY, HEADERS, LUA, machine, median, parse_wrk  # noqa: E402
from tests.support.live_server import free_port  # noqa: E402
from tests.support.nginx import Nginx, nginx_binary, nginx_gateway  # noqa: E402
from tests.support.redis_server import RedisServer  # noqa: E402

VENV_BIN = Path(sys.executable).parent
MCP_AGENT = VENV_BIN / "mcp-agent"
HARD_DEADLINE_S = 570.0
SEALING_KEYS = "scale-bench-sealing-secret-0123456789abcdefghij"  # >= 32 bytes, the same on every instance
INSTANCE_HEADER = "x-mcp-agent-instance"
CLK_TCK = os.sysconf("SC_CLK_TCK")
ALL = "0-1"

# The JSON-RPC answer our server gives (checked at start-up against instance 1's real answer).
STATIC_CONF = """daemon off;
worker_processes 1;
pid logs/nginx.pid;
error_log logs/error.log warn;
events {{ worker_connections 4096; }}
http {{
    log_format mcp '$remote_addr [$time_local] "$request" $status $body_bytes_sent '
                   'method=$http_mcp_method upstream=$upstream_addr '
                   'upstream_status=$upstream_status time=$request_time';
    access_log logs/access.log mcp;
    client_body_temp_path client_body_temp;
    proxy_temp_path proxy_temp;
    fastcgi_temp_path fastcgi_temp;
    uwsgi_temp_path uwsgi_temp;
    scgi_temp_path scgi_temp;
    server {{
        listen 127.0.0.1:{port};
        client_max_body_size 4m;
        location = /mcp {{
            # The instance's exact answer (nginx discards the request body).
            default_type application/json;
            add_header Cache-Control no-store;
            return 200 '{body}';
        }}
        location / {{ return 404; }}
    }}
}}
"""


@dataclass
class Proc:
    """A process this script started (its own process group), and where it is pinned."""

    name: str
    popen: subprocess.Popen

    def pids(self) -> list[int]:
        """The process and its children (nginx: master and worker)."""
        pids = [self.popen.pid]
        with contextlib.suppress(OSError):
            children = Path(f"/proc/{self.popen.pid}/task/{self.popen.pid}/children").read_text().split()
            pids += [int(child) for child in children]
        return pids

    def cpu_seconds(self) -> float:
        total = 0
        for pid in self.pids():
            with contextlib.suppress(OSError):
                fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
                total += int(fields[11]) + int(fields[12])  # utime, stime (fields 14, 15 of stat)
        return total / CLK_TCK

    def pin(self, cpus: str) -> None:
        for pid in self.pids():
            subprocess.run(["taskset", "-a", "-p", "-c", cpus, str(pid)], capture_output=True, check=False)


@dataclass
class Config:
    key: str
    label: str
    port: int
    instances: int  # how many instances answer (0: nginx itself)
    pinning: dict[str, str]  # process name -> cpus; "wrk" too
    runs: list[dict] = field(default_factory=list)


def stop_group(popen: subprocess.Popen) -> None:
    if popen.poll() is not None:
        return
    with contextlib.suppress(ProcessLookupError):
        os.killpg(popen.pid, signal.SIGTERM)
    try:
        popen.wait(timeout=5)
    except subprocess.TimeoutExpired:
        with contextlib.suppress(ProcessLookupError):
            os.killpg(popen.pid, signal.SIGKILL)
        with contextlib.suppress(subprocess.TimeoutExpired):
            popen.wait(timeout=5)


def call(port: int) -> tuple[int, bytes, dict[str, str]]:
    conn = http.client.HTTPConnection("127.0.0.1", port, timeout=5)
    try:
        conn.request("POST", "/mcp", body=BODY, headers=HEADERS)
        response = conn.getresponse()
        return response.status, response.read(), {k.lower(): v for k, v in response.getheaders()}
    finally:
        conn.close()


def answer_problem(port: int) -> tuple[str | None, str | None, bytes]:
    """(what is wrong or None, the instance that answered, the body)."""
    status, body, headers = call(port)
    if status != 200:
        return f"HTTP {status}: {body[:300]!r}", None, body
    if not headers.get("content-type", "").startswith("application/json"):
        return f"content-type {headers.get('content-type')!r}", None, body
    try:
        message = json.loads(body)
    except ValueError:
        return f"not JSON: {body[:300]!r}", None, body
    result = message.get("result") if isinstance(message, dict) else None
    if not isinstance(result, dict) or message.get("id") != 1:
        return f"not a JSON-RPC result for id 1: {body[:300]!r}", None, body
    if (
        result.get("content") != [{"type": "text", "text": "ok"}]
        or result.get("isError")
        or result.get("resultType") != "complete"
    ):
        return f"not the 'ok' result: {body[:300]!r}", None, body
    return None, headers.get(INSTANCE_HEADER), body


def check_config(config: Config, names: list[str]) -> str | None:
    seen: list[str | None] = []
    for _ in range(max(2, 2 * config.instances)):
        problem, instance, _ = answer_problem(config.port)
        if problem is not None:
            return problem
        seen.append(instance)
    if config.instances == 0:
        return None
    expected = set(names[: config.instances])
    if set(seen) != expected:
        return f"answered by {sorted(map(str, set(seen)))}, expected {sorted(expected)}"
    return None


def wait_answering(port: int, popen: subprocess.Popen, what: str, timeout: float = 30.0) -> None:
    deadline = time.monotonic() + timeout
    while True:
        if popen.poll() is not None:
            raise RuntimeError(f"{what} exited with {popen.returncode}")
        try:
            problem, _, _ = answer_problem(port)
            if problem is None:
                return
            raise RuntimeError(f"{what} answers wrongly: {problem}")
        except OSError:
            if time.monotonic() > deadline:
                raise RuntimeError(f"{what} did not answer in {timeout:.0f} s") from None
            time.sleep(0.1)


def wait_ready(port: int, what: str, timeout: float = 15.0) -> None:
    deadline = time.monotonic() + timeout
    while True:
        conn = http.client.HTTPConnection("127.0.0.1", port, timeout=5)
        try:
            conn.request("GET", "/readyz")
            response = conn.getresponse()
            response.read()
            if response.status == 200:
                return
        except OSError:
            pass
        finally:
            conn.close()
        if time.monotonic() > deadline:
            raise RuntimeError(f"{what}: /readyz never said 200 (Redis store and bus)")
        time.sleep(0.1)


def start_instance(name: str, redis_url: str) -> tuple[Proc, int]:
    port = free_port()
    env = {
        **os.environ,
        "PYTHONPATH": str(ROOT),
        "MCP_AGENT_STORE": "redis",
        "MCP_AGENT_REDIS_URL": redis_url,
        "MCP_AGENT_SEALING_KEYS": SEALING_KEYS,
        "MCP_AGENT_INSTANCE_NAME": name,
        "MCP_AGENT_ACCESS_LOG": "true",
        "MCP_AGENT_LOG_LEVEL": "warning",
    }
    for variable in ("MCP_AGENT_BUS", "MCP_AGENT_WORKERS", "MCP_AGENT_APP"):
        env.pop(variable, None)
    cmd = [
        str(MCP_AGENT),
        "serve",
        "--host",
        "127.0.0.1",
        "--port",
        str(port),
        "--workers",
        "1",
        "--app",
        "benchmarks.apps.ours:server",
    ]
    popen = subprocess.Popen(
        cmd,
        cwd=ROOT,
        env=env,
        stdin=subprocess.DEVNULL,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
        start_new_session=True,
    )
    return Proc(name, popen), port


@contextlib.contextmanager
def static_nginx(body: bytes) -> Iterator[Nginx]:
    """nginx answering POST /mcp itself with ``body`` (our instance's exact answer)."""
    port = free_port()
    prefix = Path(tempfile.mkdtemp(prefix="scale-bench-nginx-"))
    prefix.chmod(0o755)
    (prefix / "logs").mkdir()
    text = body.decode()
    if "'" in text or "\\" in text:
        raise RuntimeError("the answer cannot be put in an nginx string as it is")
    config = prefix / "nginx.conf"
    config.write_text(STATIC_CONF.format(port=port, body=text))
    command = [nginx_binary(), "-p", f"{prefix}/", "-c", str(config)]
    popen = subprocess.Popen(command, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, start_new_session=True)
    try:
        yield Nginx(popen, port, prefix)
    finally:
        stop_group(popen)
        shutil.rmtree(prefix, ignore_errors=True)


def wrk(port: int, seconds: int, connections: int, cpus: str) -> list[str]:
    return [
        "taskset",
        "-c",
        cpus,
        "wrk",
        "-t1",
        f"-c{connections}",
        f"-d{seconds}s",
        "--latency",
        "-s",
        str(LUA),
        f"http://127.0.0.1:{port}/mcp",
    ]


def run_wrk(cmd: list[str], seconds: int, measure: dict[str, Proc]) -> tuple[str, dict[str, float], dict[str, int]]:
    """Run wrk; returns its output, the CPU seconds each process used meanwhile, and the machine's tick shares."""
    before = {name: proc.cpu_seconds() for name, proc in measure.items()}
    ticks_before = cpu_ticks()
    popen = subprocess.Popen(cmd, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True, start_new_session=True)
    try:
        output, _ = popen.communicate(timeout=seconds + 15)
    except subprocess.TimeoutExpired:
        stop_group(popen)
        raise
    # wrk (taskset execs it: one process, our child) is reaped now; the caller reads its CPU from os.times().
    ticks_after = cpu_ticks()
    used = {name: proc.cpu_seconds() - before[name] for name, proc in measure.items()}
    machine_share = {key: (ticks_after[key] - ticks_before[key]) for key in ticks_after}
    return output, used, machine_share


def cpu_ticks() -> dict[str, int]:
    """Machine-wide and per-core ticks from /proc/stat: busy (user, nice, system, irq, softirq), the
    kernel's interrupt share (irq + softirq: loopback TCP is mostly processed there, in no process's
    time), idle and steal."""
    ticks: dict[str, int] = {}
    for line in Path("/proc/stat").read_text().splitlines():
        if not line.startswith("cpu"):
            break
        name, *values = line.split()
        user, nice, system, idle, iowait, irq, softirq, steal = (int(value) for value in values[:8])
        prefix = "" if name == "cpu" else f"{name}_"
        ticks[f"{prefix}busy"] = user + nice + system + irq + softirq
        ticks[f"{prefix}irq"] = irq + softirq
        ticks[f"{prefix}idle"] = idle + iowait
        ticks[f"{prefix}steal"] = steal
        ticks[f"{prefix}total"] = user + nice + system + idle + iowait + irq + softirq + steal
    return ticks


def children_cpu() -> float:
    usage = os.times()
    return usage.children_user + usage.children_system


def configs(ports: dict[str, int]) -> list[Config]:
    return [
        Config("direct", "direct to instance 1 (no nginx)", ports["i1"], 1, {"mcp-1": "0", "wrk": "1"}),
        Config("static", "nginx answering itself (no instance)", ports["static"], 0, {"nginx-static": "0", "wrk": "1"}),
        Config("nginx1", "nginx -> 1 instance", ports["g1"], 1, {"mcp-1": "0", "nginx-1": "1", "wrk": "1"}),
        Config(
            "nginx2", "nginx -> 2 instances", ports["g2"], 2, {"mcp-1": "0", "mcp-2": "1", "nginx-2": ALL, "wrk": ALL}
        ),
        Config(
            "nginx3",
            "nginx -> 3 instances",
            ports["g3"],
            3,
            {"mcp-1": "0", "mcp-2": "1", "mcp-3": "0", "nginx-3": ALL, "wrk": ALL},
        ),
        Config(
            "nginx2f",
            "nginx -> 2 instances, unpinned",
            ports["g2"],
            2,
            {"mcp-1": ALL, "mcp-2": ALL, "nginx-2": ALL, "wrk": ALL},
        ),
        Config(
            "nginx3f",
            "nginx -> 3 instances, unpinned",
            ports["g3"],
            3,
            {"mcp-1": ALL, "mcp-2": ALL, "mcp-3": ALL, "nginx-3": ALL, "wrk": ALL},
        ),
    ]


def report(all_configs: list[Config], args: argparse.Namespace) -> None:
    print()
    print(f"machine: {machine()}")
    print(
        f"load: wrk -t1 -c{args.connections} -d{args.duration}s --latency, {args.warmup} s warm-up per run; "
        f"{args.rounds} interleaved round(s)"
    )
    print()
    header = f"{'configuration':40} {'req/s median':>12} {'best':>8} {'p50 ms':>7} {'p99 ms':>7} {'valid':>5}  runs"
    print(header)
    print("-" * len(header))
    summary: dict[str, dict] = {}
    for config in all_configs:
        valid = [run for run in config.runs if run["valid"]]
        rps = [run["rps"] for run in valid]
        summary[config.key] = {
            "median": median(rps),
            "best": max(rps) if rps else float("nan"),
            "p50": median([run["p50_ms"] for run in valid]),
            "p99": median([run["p99_ms"] for run in valid]),
        }
        s = summary[config.key]
        runs = ", ".join(f"{run['rps']:.0f}" if run["valid"] else f"INVALID({run['why']})" for run in config.runs)
        print(
            f"{config.label:40} {s['median']:12,.0f} {s['best']:8,.0f} {s['p50']:7.2f} {s['p99']:7.2f} "
            f"{len(valid)}/{len(config.runs):<3}  {runs}"
        )
    by_key = {config.key: config for config in all_configs}

    def per_round(a: str, b: str, factor: float = 1.0) -> float:
        if a not in by_key or b not in by_key:
            return float("nan")
        values = [
            ra["rps"] / (factor * rb["rps"])
            for ra, rb in zip(by_key[a].runs, by_key[b].runs)
            if ra["valid"] and rb["valid"]
        ]
        return median(values)

    print()
    print(f"{'ratio':52} {'of medians':>10} {'median per round':>17}")
    base = "nginx1"
    for key, n in (("nginx1", 1), ("nginx2", 2), ("nginx3", 3), ("nginx2f", 2), ("nginx3f", 3)):
        if key in summary and base in summary:
            print(
                f"{'efficiency ' + key + ' = T(n) / (n x T(nginx1))':52} "
                f"{summary[key]['median'] / (n * summary[base]['median']):10.2f} {per_round(key, base, n):17.2f}"
            )
    for key in ("nginx1", "nginx2", "nginx3", "nginx2f", "nginx3f", "static"):
        if key in summary and "direct" in summary:
            print(
                f"{key + ' / direct':52} {summary[key]['median'] / summary['direct']['median']:10.2f} "
                f"{per_round(key, 'direct'):17.2f}"
            )

    print()
    print("where the CPU goes (median over valid runs): µs of CPU per request, by process; machine busy % of 2 cores")
    names = sorted(
        {name for config in all_configs for run in config.runs for name in run.get("cpu_us", {})},
        key=lambda name: (name != "wrk", name),
    )
    header = (
        f"{'configuration':40} "
        + " ".join(f"{name:>12}" for name in names)
        + f" {'ours':>6} {'irq':>6} {'others':>6} {'machine':>7} {'busy %':>7} {'cores %':>8} {'steal %':>7} {'ceiling':>8}"
    )
    print(header)
    for config in all_configs:
        valid = [run for run in config.runs if run["valid"]]
        if not valid:
            continue
        cells = []
        total = 0.0
        for name in names:
            values = [run["cpu_us"][name] for run in valid if name in run.get("cpu_us", {})]
            value = median(values) if values else 0.0
            total += value
            cells.append(f"{value:12.1f}" if value >= 0.05 else f"{'-':>12}")
        busy = median([run["busy_pct"] for run in valid])
        steal = median([run["steal_pct"] for run in valid])
        irq = median([run["irq_us"] for run in valid])
        other = median([run["other_us"] for run in valid])
        per_core = "/".join(
            f"{median([run['core_busy_pct'][i] for run in valid]):.0f}" for i in range(len(valid[0]["core_busy_pct"]))
        )
        ceiling = (os.cpu_count() or 2) * 1e6 / total if total else float("nan")
        print(
            f"{config.label:40} "
            + " ".join(cells)
            + f" {total:6.1f} {irq:6.1f} {other:6.1f} {total + other:7.1f} {busy:7.0f} {per_core:>8} {steal:7.1f} {ceiling:8,.0f}"
        )
    print(
        "(ours: CPU of the processes this script started, per request; irq: the machine's irq+softirq time per request\n"
        " (loopback TCP), already inside the processes' times on this kernel; others: the machine's busy time per request\n"
        " beyond ours (other engineers' work; about 0 on a quiet machine); machine = ours + others;\n"
        " ceiling = cores x 1e6 / ours: the req/s if both cores did only this work at this cost per request)"
    )
    if args.raw:
        for config in all_configs:
            for index, run in enumerate(config.runs, 1):
                print(f"\n=== {config.label}, round {index} ===\n{run['raw']}")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--quick", action="store_true", help="smoke check: 1 round, 1 s warm-up, 3 s measured")
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--duration", type=int, default=8, help="measured seconds per run")
    parser.add_argument("--warmup", type=int, default=3, help="warm-up seconds before each measured run")
    parser.add_argument("--connections", type=int, default=32)
    parser.add_argument("--only", help="comma-separated subset of: direct,static,nginx1,nginx2,nginx3,nginx2f,nginx3f")
    parser.add_argument("--raw", action="store_true", help="also print every raw wrk output")
    args = parser.parse_args()
    if args.quick:
        args.rounds, args.duration, args.warmup = 1, 3, 1
    for tool in ("taskset", "wrk", "redis-server"):
        if shutil.which(tool) is None:
            print(f"{tool} is required", file=sys.stderr)
            return 2
    nginx_binary()
    wanted = set(args.only.split(",")) if args.only else None
    count = len(wanted) if wanted else 7
    planned = count * args.rounds * (args.duration + args.warmup + 1.5) + 45
    if planned > HARD_DEADLINE_S:
        print(f"that plan needs about {planned:.0f} s; the bound is {HARD_DEADLINE_S:.0f} s", file=sys.stderr)
        return 2

    def on_alarm(signum: int, frame: object) -> None:
        raise TimeoutError(f"benchmark exceeded its {HARD_DEADLINE_S:.0f} s bound")

    signal.signal(signal.SIGALRM, on_alarm)
    signal.alarm(int(HARD_DEADLINE_S))
    began = time.monotonic()
    load = os.getloadavg()
    print(f"load average before: {load[0]:.2f} {load[1]:.2f} {load[2]:.2f}", flush=True)
    redis = RedisServer()
    procs: dict[str, Proc] = {}
    try:
        with contextlib.ExitStack() as stack:
            redis.start()
            stack.callback(redis.close)
            assert redis._process is not None  # noqa: SLF001 — read-only: its pid, for CPU and pinning
            redis_proc = Proc("redis", redis._process)  # noqa: SLF001
            procs["redis"] = redis_proc
            print(f"redis-server on {redis.url} (throwaway, no persistence)", flush=True)
            ports: dict[str, int] = {}
            names = ["mcp-1", "mcp-2", "mcp-3"]
            for index, name in enumerate(names, 1):
                proc, port = start_instance(name, redis.url)
                stack.callback(stop_group, proc.popen)
                procs[name] = proc
                ports[f"i{index}"] = port
            for index, name in enumerate(names, 1):
                wait_answering(ports[f"i{index}"], procs[name].popen, name)
                wait_ready(ports[f"i{index}"], name)
            problem, instance, answer = answer_problem(ports["i1"])
            listed = ", ".join(f"{n} :{ports['i' + str(i)]}" for i, n in enumerate(names, 1))
            print(f"instances up: {listed}; /readyz 200; answer {len(answer)} bytes", flush=True)
            for n in (1, 2, 3):
                gateway = stack.enter_context(nginx_gateway([ports[f"i{i}"] for i in range(1, n + 1)]))
                procs[f"nginx-{n}"] = Proc(f"nginx-{n}", gateway.process)
                ports[f"g{n}"] = gateway.port
            static = stack.enter_context(static_nginx(answer))
            procs["nginx-static"] = Proc("nginx-static", static.process)
            ports["static"] = static.port
            deadline = time.monotonic() + 10
            while True:
                try:
                    if answer_problem(static.port)[0] is None:
                        break
                except OSError:
                    pass
                if time.monotonic() > deadline:
                    raise RuntimeError(f"static nginx did not answer: {static.error_log()}")
                time.sleep(0.05)
            all_configs = [config for config in configs(ports) if wanted is None or config.key in wanted]
            for config in all_configs:
                problem = check_config(config, names)
                if problem is not None:
                    raise RuntimeError(f"{config.label}: {problem}")
                print(
                    f"checked {config.label}: port {config.port}"
                    + (f", answered by {', '.join(names[: config.instances])}" if config.instances else ""),
                    flush=True,
                )
            redis_proc.pin(ALL)
            for round_index in range(1, args.rounds + 1):
                for config in all_configs:
                    for name, proc in procs.items():
                        if proc.popen.poll() is not None:
                            raise RuntimeError(f"{name} died (exit {proc.popen.returncode})")
                        if name != "redis":
                            proc.pin(config.pinning.get(name, ALL))
                    wrk_cpus = config.pinning["wrk"]
                    if args.warmup:
                        run_wrk(wrk(config.port, args.warmup, args.connections, wrk_cpus), args.warmup, {})
                    wrk_before = children_cpu()
                    output, used, ticks = run_wrk(
                        wrk(config.port, args.duration, args.connections, wrk_cpus), args.duration, procs
                    )
                    used["wrk"] = children_cpu() - wrk_before
                    run = parse_wrk(output)
                    run["steal_pct"] = 100 * ticks["steal"] / max(1, ticks["total"])
                    run["busy_pct"] = 100 * ticks["busy"] / max(1, ticks["total"])
                    run["irq_pct"] = 100 * ticks["irq"] / max(1, ticks["total"])
                    run["core_busy_pct"] = [
                        100 * ticks[f"cpu{core}_busy"] / max(1, ticks[f"cpu{core}_total"])
                        for core in range(os.cpu_count() or 2)
                        if f"cpu{core}_busy" in ticks
                    ]
                    if run["valid"]:
                        problem = check_config(config, names)
                        if problem is not None:
                            run.update(valid=False, why=f"answer wrong after the run: {problem}")
                    if "requests" in run:
                        run["cpu_us"] = {
                            name: 1e6 * seconds / run["requests"] for name, seconds in used.items() if seconds > 0
                        }
                        # Busy CPU time of the whole machine per request, and what no process of ours accounts for
                        # (interrupt/softirq work of loopback TCP, other processes).
                        cores = os.cpu_count() or 2
                        machine_us = 1e6 * cores * args.duration * run["busy_pct"] / 100 / run["requests"]
                        run["machine_us"] = machine_us
                        # irq+softirq time (loopback TCP): for information; this kernel also charges it to the
                        # processes it interrupted, so it is already inside their times (others came out at -irq
                        # on an idle machine when it was subtracted again).
                        run["irq_us"] = machine_us * run["irq_pct"] / max(run["busy_pct"], 1e-9)
                        run["other_us"] = machine_us - sum(run["cpu_us"].values())
                        # Share of the two cores other engineers' work took meanwhile: a disturbed run.
                        run["others_pct"] = run["busy_pct"] * max(run["other_us"], 0) / machine_us
                    config.runs.append(run)
                    shown = (
                        f"{run['rps']:,.0f} req/s, p50 {run['p50_ms']:.2f} ms, p99 {run['p99_ms']:.2f} ms"
                        if "rps" in run
                        else ""
                    )
                    status = "ok" if run["valid"] else f"INVALID: {run['why']}"
                    cpu = ", ".join(f"{name} {value:.0f}" for name, value in sorted(run.get("cpu_us", {}).items()))
                    cores_shown = "/".join(f"{value:.0f}" for value in run["core_busy_pct"])
                    print(
                        f"round {round_index} {config.label:40} {shown} [{status}]  busy {run['busy_pct']:.0f} % "
                        f"(cores {cores_shown}, irq+softirq {run['irq_pct']:.0f} %) steal {run['steal_pct']:.0f} %  "
                        f"cpu µs/req: {cpu} (irq+softirq within: {run.get('irq_us', float('nan')):.0f}), "
                        f"others {run.get('other_us', float('nan')):.0f} ({run.get('others_pct', float('nan')):.0f} % of the machine)  "
                        f"(t={time.monotonic() - began:.0f} s)",
                        flush=True,
                    )
            load = os.getloadavg()
            print(f"load average after the runs: {load[0]:.2f} {load[1]:.2f} {load[2]:.2f}", flush=True)
            report(all_configs, args)
    finally:
        signal.alarm(0)
        for name, proc in procs.items():
            if name.startswith("mcp-"):
                stop_group(proc.popen)
        redis.close()
    print(f"\ndone in {time.monotonic() - began:.0f} s")
    return 0


if __name__ == "__main__":
    sys.exit(main())
