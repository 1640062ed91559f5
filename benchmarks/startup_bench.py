"""How long ``mcp-agent serve`` takes to answer ``/healthz``, and what the first ``next_step`` call costs after it.

    python benchmarks/startup_bench.py            # 7 interleaved rounds
    python benchmarks/startup_bench.py --quick    # 2 rounds
    python benchmarks/startup_bench.py --before ../old-checkout   # a row for another checkout's serve too

Rows, each started as its own process on a free loopback port, in the same rounds:
- ``serve`` (the built-in tools registered, as a user runs it);
- ``serve, no tools`` (``MCP_AGENT_BUILTIN_TOOLS=false``): the ceiling, the same server registering nothing;
- ``first next_step``: after ``serve`` answered, the first ``tools/call next_step`` (it loads the goal grammar, in a
  worker thread) and then the second (grammar loaded), on the same process.
With ``--before DIR``, a row ``serve (DIR)`` runs another checkout's package (``PYTHONPATH=DIR``) in the same rounds.
The ratio ``serve / no tools`` says what registering the tools adds to a start; ``first / second`` what the first call
pays for loading the grammar at that call rather than at the start.
"""

from __future__ import annotations

import argparse
import json
import os
import platform
import statistics
import subprocess
import sys
import time
from pathlib import Path

import httpx2 as httpx

ROOT = Path(__file__).resolve().parents[1]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from tests.support.live_server import free_port  # noqa: E402
from tests.support.requests import body, headers_for  # noqa: E402

SCREEN = "[0] Messages (button)\n[1] Settings (button)\n[2] Clock (button)"


def _started(env: dict[str, str], cwd: Path = ROOT) -> tuple[float, subprocess.Popen[bytes], int]:
    port = free_port()
    began = time.perf_counter()
    process = subprocess.Popen(
        [sys.executable, "-m", "mcp_agent", "serve", "--host", "127.0.0.1", "--port", str(port)],
        env={**os.environ, "MCP_AGENT_ACCESS_LOG": "false", **env},
        cwd=cwd,  # python -m imports the package from here first
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )
    while True:
        try:
            if httpx.get(f"http://127.0.0.1:{port}/healthz", timeout=0.5).status_code == 200:
                return time.perf_counter() - began, process, port
        except httpx.HTTPError:
            pass
        if process.poll() is not None or time.perf_counter() - began > 60:
            raise SystemExit("the server did not start")
        time.sleep(0.01)


def _next_step(port: int) -> float:
    message = body(
        "tools/call",
        {"name": "next_step", "arguments": {"task": "turn on wifi", "screen_description": SCREEN, "step_count": 0}},
    )
    began = time.perf_counter()
    reply = httpx.post(
        f"http://127.0.0.1:{port}/mcp", content=json.dumps(message), headers=headers_for(message), timeout=60
    )
    took = time.perf_counter() - began
    assert "structuredContent" in reply.json()["result"], reply.text
    return took


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--quick", action="store_true")
    parser.add_argument("--before", default="", help="another checkout, served in the same rounds")
    options = parser.parse_args()
    rounds = 2 if options.quick else 7
    rows: dict[str, list[float]] = {"serve": [], "serve, no tools": [], "first next_step": [], "second next_step": []}
    if options.before:
        rows[f"serve ({options.before})"] = []
    for _ in range(rounds):
        took, process, port = _started({})
        rows["serve"].append(took)
        rows["first next_step"].append(_next_step(port))
        rows["second next_step"].append(_next_step(port))
        process.kill()
        process.wait()
        took, process, _ = _started({"MCP_AGENT_BUILTIN_TOOLS": "false"})
        rows["serve, no tools"].append(took)
        process.kill()
        process.wait()
        if options.before:
            before = Path(options.before).resolve()
            took, process, _ = _started({"PYTHONPATH": str(before)}, cwd=before)
            rows[f"serve ({options.before})"].append(took)
            process.kill()
            process.wait()
    print(f"{platform.node()} · {os.cpu_count()} cores · Python {platform.python_version()} · {rounds} rounds\n")
    print("| row | median | min | max |\n|---|---|---|---|")
    medians = {name: statistics.median(times) for name, times in rows.items()}
    for name, times in rows.items():
        print(f"| {name} | {medians[name] * 1000:.0f} ms | {min(times) * 1000:.0f} ms | {max(times) * 1000:.0f} ms |")
    print(f"\nserve / no tools: {medians['serve'] / medians['serve, no tools']:.2f}x")
    if options.before:
        print(f"serve ({options.before}) / serve: {medians[f'serve ({options.before})'] / medians['serve']:.2f}x")
    print(f"first / second next_step: {medians['first next_step'] / medians['second next_step']:.1f}x")


if __name__ == "__main__":
    main()
