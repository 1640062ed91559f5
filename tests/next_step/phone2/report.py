"""Per-category success of the second phone's suite: ``python -m tests.next_step.phone2.report``.

Runs every phrasing of every task through the real ``next_step`` tool on the in-process app
(as tests/next_step/test_phone2.py does) and prints a Markdown table for benchmarks/README.md.
``--without open_setting`` (repeatable) runs it for a device lacking those capabilities.
"""

from __future__ import annotations

import argparse
import asyncio
from collections import defaultdict

from tests.next_step.phone2.harness import CAPABILITIES, agent_and_person, failures, run
from tests.next_step.phone2.tasks import TASKS


async def main(without: list[str], verbose: bool) -> None:
    capabilities = [c for c in CAPABILITIES if c not in without]
    totals: dict[str, list[int]] = defaultdict(lambda: [0, 0])
    steps: dict[str, list[int]] = defaultdict(list)
    async with agent_and_person() as call:
        for task in TASKS:
            for phrasing in task.phrasings:
                report = await run(call, phrasing, task.answer, capabilities=capabilities)
                problems = failures(task, report)
                totals[task.category][0] += not problems
                totals[task.category][1] += 1
                steps[task.category].append(report.steps)
                if problems and verbose:
                    print(f"FAIL {phrasing!r}: {problems[0]}\n   " + "\n   ".join(report.transcript[-8:]))
    print("| category | passed | runs | rate | steps (median / max) |\n|---|---|---|---|---|")
    for category, (passed, runs) in totals.items():
        counts = sorted(steps[category])
        print(
            f"| {category} | {passed} | {runs} | {100 * passed / runs:.0f} % | {counts[len(counts) // 2]} / {counts[-1]} |"
        )
    passed, runs = sum(p for p, _ in totals.values()), sum(r for _, r in totals.values())
    print(f"| **all** | {passed} | {runs} | {100 * passed / runs:.1f} % | |")


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--without", action="append", default=[], help="a capability the device lacks")
    parser.add_argument("-v", "--verbose", action="store_true")
    options = parser.parse_args()
    asyncio.run(main(options.without, options.verbose))
