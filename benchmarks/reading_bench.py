"""What a request costs the first time ``next_step`` sees it: the reading of a new task and the first decision.

    python benchmarks/reading_bench.py                         # 5 rounds of 200 requests
    python benchmarks/reading_bench.py --quick                 # 2 rounds of 50
    python benchmarks/reading_bench.py --before ../old-checkout  # the same requests read by another checkout too

Every step of a run reads its task from the text (the reading is cached per text, so the later steps of a run pay
little); a suite of many short runs, and a server meeting many users' first requests, pay the first reading each time.
The requests are the people-phrased wordings of the AndroidWorld suite (tests/next_step/androidworld/people.py), each
on a launcher screen with the status bar, step 0: ``planner.decide(Turn.read(arguments))`` timed per request, in a
process of its own per checkout (the grammar loaded before timing starts). Each round gives both checkouts the same
requests, never seen before by either process, and alternates which runs first. The ratio is before / this checkout.
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

ROOT = Path(__file__).resolve().parents[1]
SCREEN = (
    '[0] TextView "Status bar" value="Thu, Mar 14 2030 9:41"\n'
    '[1] TextView "Calendar"\n[2] TextView "Markor"\n[3] TextView "Phone"\n[4] TextView "Settings"\n'
    '[5] TextView "Pro Expense"\n[6] TextView "VLC"\n[7] TextView "OpenTracks"\n[8] TextView "Files"'
)


def worker() -> None:
    """Reads the requests on stdin, one decision each; prints each one's seconds as JSON."""
    from mcp_agent.tools.next_step import (
        deciding,  # noqa: F401 - the grammar, loaded before any timing
        planner,
    )
    from mcp_agent.tools.next_step.contract import AgentStepArguments
    from mcp_agent.tools.next_step.turn import Turn

    planner.decide(Turn.read(AgentStepArguments(task="turn on wifi", screen_description=SCREEN, step_count=0)))
    seconds = []
    for text in json.load(sys.stdin):
        arguments = AgentStepArguments(task=text, screen_description=SCREEN, step_count=0)
        began = time.process_time()
        planner.decide(Turn.read(arguments))
        seconds.append(time.process_time() - began)
    json.dump(seconds, sys.stdout)


def _round(checkout: Path, texts: list[str]) -> list[float]:
    done = subprocess.run(
        [sys.executable, __file__, "--worker"],
        input=json.dumps(texts),
        capture_output=True,
        text=True,
        cwd=checkout,
        env={**os.environ, "PYTHONPATH": str(checkout)},
        check=True,
    )
    seconds: list[float] = json.loads(done.stdout)
    return seconds


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--quick", action="store_true")
    parser.add_argument("--before", type=Path, help="another checkout, read the same requests in the same rounds")
    parser.add_argument("--worker", action="store_true", help=argparse.SUPPRESS)
    options = parser.parse_args()
    if options.worker:
        worker()
        return 0
    sys.path.insert(0, str(ROOT))
    from tests.next_step.androidworld import people

    rounds, size = (2, 50) if options.quick else (5, 200)
    texts = list(dict.fromkeys(task.text for task in people.tasks()))
    rows = {
        "this checkout": ROOT,
        **({f"before ({options.before})": options.before.resolve()} if options.before else {}),
    }
    taken: dict[str, list[float]] = {row: [] for row in rows}
    for n in range(rounds):
        batch = texts[n * size : (n + 1) * size]
        for row in list(rows)[:: 1 if n % 2 == 0 else -1]:
            taken[row].extend(_round(rows[row], batch))
    print(f"{platform.processor() or platform.machine()}, {os.cpu_count()} cores, Python {platform.python_version()}")
    print(f"{rounds} rounds of {size} requests never seen before, CPU time of one first decision each")
    print(f"{'checkout':<40} {'p50 ms':>7} {'p95 ms':>7} {'mean ms':>8}")
    for row, seconds in taken.items():
        p95 = statistics.quantiles(seconds, n=20)[-1]
        print(
            f"{row:<40} {statistics.median(seconds) * 1e3:>7.2f} {p95 * 1e3:>7.2f} {statistics.mean(seconds) * 1e3:>8.2f}"
        )
    if options.before:
        now, before = (statistics.median(seconds) for seconds in taken.values())
        print(f"before / this checkout, p50: {before / now:.2f}x")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
