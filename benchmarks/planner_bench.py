"""The rule planner's decision in process, on 50-element screens: ``planner.decide`` p50 and p95.

    python benchmarks/planner_bench.py            # 2,000 decisions per row, 40 interleaved rounds of 50
    python benchmarks/planner_bench.py --quick    # smoke check

Target (issue 18): p50 under 1 ms for a decision on a 50-element screen. Rows are everyday tasks
at the step where the screen matters most (the list to choose from, the switches to find), each
on a 50-element screen in the documented element format. The ceiling beside them, in the same
rounds, is ``parse_screen`` of the same description alone: no decision can cost less than reading
the screen, so ``decide / parse`` says what the planner itself adds (the tool does both: it
parses once, then decides). The planner caches words, matches, prices and read tasks (later
steps of a run see the same labels); the ``cold`` column clears those caches before each call. Each row's action is printed
(the same every time: the planner is deterministic). Single process, pinned to one core.
"""

from __future__ import annotations

import argparse
import os
import platform
import statistics
import sys
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from mcp_agent.tools.next_step import planner, reading  # noqa: E402
from mcp_agent.tools.next_step.contract import AgentStepArguments  # noqa: E402
from mcp_agent.tools.next_step.intent import reader as intent_reader  # noqa: E402
from mcp_agent.tools.next_step.screen import parse_screen  # noqa: E402
from mcp_agent.tools.next_step.turn import Turn  # noqa: E402

BATCH = 50
NAMES = [
    f"{first} {last}"
    for first in ("Ana", "Ben", "Cleo", "Dev", "Eva", "Finn", "Gus")
    for last in ("Abe", "Bell", "Cruz", "Diaz", "Eng", "Ford", "Gray")
]


def _contacts() -> str:
    rows = [f'  [{i + 3}] ListItem "{name}" value="see you at {i % 12 + 1} pm"' for i, name in enumerate(NAMES[:46])]
    return "\n".join(
        [
            '[0] EditText "Search chats"',
            '[1] ImageButton "Compose"',
            '[2] List "Chats" scrollable',
            *rows,
            '[49] ImageButton "Settings"',
        ]
    )


def _products() -> str:
    rows = [f'  [{i + 4}] ListItem "Cable model {i}" value="${5 + (i * 37) % 90}.{i % 10}9"' for i in range(46)]
    return "\n".join(
        [
            '[0] ImageButton "Basket"',
            '[1] Tab "Audio" unchecked',
            '[2] Tab "Cables" checked',
            '[3] List "Products" scrollable',
            *rows,
        ]
    )


def _switches() -> str:
    rows = [f'[{i + 1}] Switch "Option {i}" {"checked" if i % 2 else "unchecked"}' for i in range(48)]
    return "\n".join(['[0] ImageButton "Navigate up"', *rows, '[49] Switch "Battery saver" unchecked'])


def _messages() -> str:
    rows = [f'  [{i + 2}] ListItem "{name}" value="Meeting moved to room {i}"' for i, name in enumerate(NAMES[:48])]
    return "\n".join(
        ['[1] List "Chats" scrollable', *rows, '  [50] ListItem "Acme Bank" value="Your Acme code is 482913"']
    )


ROWS: dict[str, tuple[str, str, str, list[str]]] = {
    # label: (task, screen, package, plan-so-far marker)
    "message: pick the contact": ("Text Dev Cruz: 'on my way'", _contacts(), "org.demo.chat", ["open_app"]),
    "order: cheapest of the list": ("buy the cheapest cable", _products(), "org.demo.shop", ["open_app", "tap"]),
    "toggle: find the switch": ("turn on battery saver", _switches(), "org.demo.settings", ["open_setting"]),
    "lookup: a code in a preview": ("What code did Acme Bank send me?", _messages(), "org.demo.chat", ["open_app"]),
}


def arguments_for(task: str, screen: str, package: str, steps: list[str]) -> AgentStepArguments:
    first = planner.decide(Turn.read(AgentStepArguments(task=task, screen_description=screen, step_count=0)))
    plan = first.plan or []
    return AgentStepArguments(
        task=task,
        screen_description=screen,
        step_count=len(steps),
        steps_so_far=steps,
        plan=plan,
        current_subgoal=1,
        current_package=package,
    )


def cold() -> None:
    """Forget every cached word, match, price and subgoal: a screen and a task never seen before."""
    for cached in (
        reading.words,
        reading.match_score,
        reading.price_of,
        planner.parse_subgoal,
        intent_reader._read_task,
    ):
        cached.cache_clear()


def timed(fn: Callable[[], Any], samples: list[float], count: int) -> Any:
    result: Any = None
    for _ in range(count):
        started = time.perf_counter_ns()
        result = fn()
        samples.append((time.perf_counter_ns() - started) / 1e6)
    return result


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=40)
    parser.add_argument("--quick", action="store_true")
    options = parser.parse_args()
    rounds = 2 if options.quick else options.rounds
    os.sched_setaffinity(0, {1})
    prepared = {label: arguments_for(*row) for label, row in ROWS.items()}
    for label, arguments in prepared.items():
        assert len(parse_screen(arguments.screen_description).elements) == 50, label
    decide: dict[str, list[float]] = {label: [] for label in ROWS}
    parse: dict[str, list[float]] = {label: [] for label in ROWS}
    first: dict[str, list[float]] = {label: [] for label in ROWS}
    actions: dict[str, set[str]] = {label: set() for label in ROWS}
    for arguments in prepared.values():  # warm-up
        timed(lambda a=arguments: planner.decide(Turn.read(a)), [], 20)
    labels = list(ROWS)
    for round_ in range(rounds):
        for label in labels[round_ % len(labels) :] + labels[: round_ % len(labels)]:
            arguments = prepared[label]
            description = arguments.screen_description
            screen = timed(lambda: parse_screen(description), parse[label], BATCH)
            result = timed(lambda: planner.decide(Turn(arguments, screen)), decide[label], BATCH)
            for _ in range(BATCH // 5):
                cold()
                timed(lambda: planner.decide(Turn(arguments, screen)), first[label], 1)
            actions[label].add(getattr(result, "action", "?"))
    print(
        f"machine: {platform.processor() or platform.machine()}, {os.cpu_count()} CPU, Python {platform.python_version()}; "
        f"load average {os.getloadavg()[0]:.2f}; {rounds} rounds x {BATCH} per row"
    )
    header = (
        f"{'row (50 elements)':<30} {'decide p50 ms':>13} {'p95 ms':>7} {'cold p50 ms':>11} {'parse p50 ms':>12} "
        f"{'decide/parse':>12}  action"
    )
    print(header)
    print("-" * len(header))
    worst = 0.0
    for label in labels:
        p50 = statistics.median(decide[label])
        p95 = statistics.quantiles(decide[label], n=20)[-1]
        ceiling = statistics.median(parse[label])
        worst = max(worst, p50)
        print(
            f"{label:<30} {p50:>13.3f} {p95:>7.3f} {statistics.median(first[label]):>11.3f} {ceiling:>12.3f} "
            f"{p50 / ceiling:>12.1f}  {', '.join(sorted(actions[label]))}"
        )
    print(f"\nworst p50 {worst:.3f} ms: {'under' if worst < 1 else 'NOT under'} 1 ms")
    return 0 if worst < 1 else 1


if __name__ == "__main__":
    sys.exit(main())
