"""Two servers measured at the same moment on the same core: the ratio of their costs per request,
whatever the machine's speed is doing.

    python benchmarks/paired_bench.py                       # every pair below, 9 rounds of 4 s
    python benchmarks/paired_bench.py --pairs ours:bare --rounds 15
    python benchmarks/paired_bench.py --baseline ../other-checkout --pairs ours_traced:ours_traced@base
    python benchmarks/paired_bench.py --pairs ours_traced:ours --rounds 5 --launches 4   # servers started 4 times

``http_bench.py`` measures one server at a time; on this shared machine the speed of the core
changes by ±30 % from one second to the next (others' guests: no steal shows it), so two runs a
few seconds apart compare two different machines. Here both servers of a pair are pinned to core 0
and loaded together, each by its own ``wrk`` (core 1, half the connections each): both stay
saturated, the scheduler gives each half of the core, and each one's throughput is that half
divided by its cost per request. The ratio of the two throughputs is the inverse ratio of their
costs, measured under the same disturbance. Each round's ratio is printed; the median is quoted.
A server process keeps the speed its start gave it (where its objects landed in memory, its hash seed):
the same pair measured in two runs has differed by 0.1, so a ratio near a target is quoted over several
``--launches``, each starting every server anew, their rounds pooled and each launch's median shown.
The servers, the request and the checks of each answer are ``http_bench.py``'s.
"""

from __future__ import annotations

import argparse
import dataclasses
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from benchmarks.http_bench import (  # noqa: E402
    HARD_DEADLINE_S,
    LUA,
    bounded_run,
    check_answer,
    median,
    parse_wrk,
    process_cpu_seconds,
    servers,
    start_checked,
    stop,
)

# (numerator, denominator, target): the foundation issue's ratios, issue 31's for ours / bare, and the raw-ASGI
# ceiling (benchmarks/apps/raw.py: no checks at all), which has no target.
PAIRS: list[tuple[str, str, float | None]] = [
    ("ours", "sdk", 4.0),
    ("ours", "bare", 1.2),
    ("ours", "raw", None),
    ("ours_cli", "ours", 0.95),
    ("ours_result", "ours", 0.95),
]


def wrk_both(ports: tuple[int, int], seconds: int, connections: int) -> tuple[str, str]:
    procs = [
        subprocess.Popen(
            [
                "taskset",
                "-c",
                "1",
                "wrk",
                "-t1",
                f"-c{connections}",
                f"-d{seconds}s",
                "--latency",
                "-s",
                str(LUA),
                f"http://127.0.0.1:{port}/mcp",
            ],
            stdout=subprocess.PIPE,
            stderr=subprocess.STDOUT,
            text=True,
        )
        for port in ports
    ]
    outputs = [proc.communicate(timeout=seconds + 15)[0] for proc in procs]
    return outputs[0], outputs[1]


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument(
        "--pairs", help="comma-separated a:b pairs (default: " + ",".join(f"{a}:{b}" for a, b, _ in PAIRS) + ")"
    )
    parser.add_argument("--rounds", type=int, default=9)
    parser.add_argument(
        "--launches",
        type=int,
        default=1,
        help="start the servers anew this many times (a process's own start can move its speed by a few per cent "
        "for its whole life); the rounds of every launch are pooled",
    )
    parser.add_argument("--duration", type=int, default=4, help="seconds per round")
    parser.add_argument("--connections", type=int, default=16, help="per server")
    parser.add_argument(
        "--baseline",
        type=Path,
        help="another checkout of the project: each server is also offered as <key>@base, served from that tree",
    )
    args = parser.parse_args()
    targets = {(a, b): target for a, b, target in PAIRS}
    pairs = [tuple(pair.split(":")) for pair in args.pairs.split(",")] if args.pairs else [(a, b) for a, b, _ in PAIRS]
    by_key = {server.key: server for server in servers()}
    if args.baseline is not None:
        base = args.baseline.resolve()
        if not (base / "benchmarks" / "apps").is_dir() or not (base / "mcp_agent").is_dir():
            print(f"{base} is not a checkout of this project", file=sys.stderr)
            return 2
        for server in list(by_key.values()):
            by_key[f"{server.key}@base"] = dataclasses.replace(
                server, key=f"{server.key}@base", label=f"{server.label} @ {base.name}", root=base
            )
    unknown = {key for pair in pairs for key in pair} - set(by_key)
    if unknown:
        print(f"unknown servers: {', '.join(sorted(unknown))} (known: {', '.join(by_key)})", file=sys.stderr)
        return 2
    planned = args.launches * (len(pairs) * (args.rounds * (args.duration + 1) + 2) + 10) + 20
    if planned > HARD_DEADLINE_S:
        print(f"that plan needs about {planned} s; the bound is {HARD_DEADLINE_S:.0f} s", file=sys.stderr)
        return 2

    tmp = bounded_run("paired_bench")
    used = [by_key[key] for key in dict.fromkeys(key for pair in pairs for key in pair)]
    ratios: dict[tuple[str, str], list[float]] = {pair: [] for pair in pairs}
    cpu_ratios: dict[tuple[str, str], list[float]] = {pair: [] for pair in pairs}
    launch_medians: dict[tuple[str, str], list[float]] = {pair: [] for pair in pairs}
    for launch in range(1, args.launches + 1):
        try:
            for server in used:
                start_checked(server, tmp)
                print(f"launch {launch}: checked {server.label}: port {server.port}", flush=True)
            for a_key, b_key in pairs:
                a, b = by_key[a_key], by_key[b_key]
                wrk_both((a.port, b.port), 2, args.connections)  # warm-up
                this_launch: list[float] = []
                for round_index in range(1, args.rounds + 1):
                    cpu_before = (process_cpu_seconds(a.proc.pid), process_cpu_seconds(b.proc.pid))
                    out_a, out_b = wrk_both((a.port, b.port), args.duration, args.connections)
                    cpu = (
                        process_cpu_seconds(a.proc.pid) - cpu_before[0],
                        process_cpu_seconds(b.proc.pid) - cpu_before[1],
                    )
                    run_a, run_b = parse_wrk(out_a), parse_wrk(out_b)
                    for server, run in ((a, run_a), (b, run_b)):
                        problem = check_answer(server)
                        if not run["valid"] or problem:
                            raise RuntimeError(f"{server.label}: {run.get('why') or problem}")
                    ratio = run_a["rps"] / run_b["rps"]
                    # CPU per request, each from its own process: the same ratio, read off the kernel's accounts.
                    cpu_ratio = (cpu[1] / run_b["requests"]) / (cpu[0] / run_a["requests"])
                    this_launch.append(ratio)
                    cpu_ratios[a_key, b_key].append(cpu_ratio)
                    print(
                        f"{a_key} / {b_key} launch {launch} round {round_index}: {run_a['rps']:8,.0f} vs "
                        f"{run_b['rps']:8,.0f} req/s = {ratio:.2f} (CPU per request {cpu_ratio:.2f}; "
                        f"CPU shares {cpu[0]:.1f} s / {cpu[1]:.1f} s)",
                        flush=True,
                    )
                ratios[a_key, b_key].extend(this_launch)
                launch_medians[a_key, b_key].append(median(this_launch))
        finally:
            for server in used:
                stop(server)
    summary: list[str] = []
    for pair in pairs:
        target = targets.get(pair)
        pooled = median(ratios[pair])
        verdict = "" if target is None else f"   target >= {target:.2f}: {'meets' if pooled >= target else 'BELOW'}"
        launches = "" if args.launches == 1 else "; launches " + " ".join(f"{m:.2f}" for m in launch_medians[pair])
        summary.append(
            f"{pair[0] + ' / ' + pair[1]:24} median {pooled:5.2f}  (CPU per request {median(cpu_ratios[pair]):5.2f}; "
            f"rounds {min(ratios[pair]):.2f}-{max(ratios[pair]):.2f}{launches}){verdict}"
        )
    print()
    for line in summary:
        print(line)
    return 0


if __name__ == "__main__":
    started = time.monotonic()
    status = main()
    print(f"done in {time.monotonic() - started:.0f} s")
    sys.exit(status)
