"""The AndroidWorld-template suite's figures: ``python -m tests.next_step.androidworld.report``.

Runs the tasks through the real ``next_step`` tool on the in-process app and prints Markdown tables:
success per app and per template family, seen and held-out splits, the false-done count and the
irreversible steps taken without confirmation. By default it runs the test's selection (every template
wording for every parameter set, one paraphrase per template); ``--all`` every paraphrase; ``--only X``
the templates whose class name or app contains X; ``--people`` the people-phrased
wordings of people.py (``--last N``: the newest N of them, a set's first run); ``--variations`` AndroidWorld's own
rewordings of the seen templates from its robustness study (aw_variations.py); ``--skin``, ``--layout-b`` and
``--realtree`` the apps labelled another way (skins.py), laid out another way (layout_b.py) or written as the real
apps' trees report them (realtree.py); ``--layout-c`` the apps structured as the real apps are (layout_c.py); ``--real-strings`` the apps in the real apps' own English words
(real_strings.py); ``--formats`` their values written in other formats (formats.py); ``--by-template`` a row per
template; ``--seed N`` other parameter values; ``-v`` prints each failure's last
steps. Held-out templates count in every table, but their own rows and failures are shown
only with ``--reveal-held-out``: whoever improves the planner works from the seen ones.
"""

from __future__ import annotations

import argparse
import asyncio
import hashlib
from collections import defaultdict
from collections.abc import Callable, Iterable

from tests.next_step.phone2.harness import agent_and_person

from . import aw_variations, people, suite
from .device import Device
from .formats import formatted
from .harness import Run, run
from .layout_b import LayoutB
from .layout_c import LayoutC
from .skins import skinned
from .template import Task


def selection(every_paraphrase: bool = False, *, first_set: bool = False, seed: int = 0) -> list[Task]:
    """Every template's own wording for every parameter set, and paraphrases: all of them, or one per template.

    The sample is deterministic: on the first parameter set, the paraphrase a hash of the class name picks.
    ``first_set`` keeps the first parameter set only: the other layouts' tests vary the screens, not the values;
    ``seed`` draws other values (suite.tasks).
    """
    chosen: list[Task] = []
    for task in suite.tasks(paraphrases=True, seed=seed):
        if first_set and task.variant:
            continue
        if task.wording == "template" or every_paraphrase:
            chosen.append(task)
            continue
        count = len(task.template.paraphrases)
        pick = hashlib.sha256(task.template.id.encode()).digest()[1] % count
        if task.variant == 0 and task.wording == f"paraphrase {pick + 1}":
            chosen.append(task)
    return chosen


async def run_all(
    tasks: Iterable[Task],
    skin: Callable[[str], str] | None = None,
    layout: type[Device] = Device,
    *,
    realtree: bool = False,
    real_strings: bool = False,
) -> list[Run]:
    runs = []
    async with agent_and_person() as call:
        for task in tasks:
            runs.append(await run(call, task, skin=skin, layout=layout, realtree=realtree, real_strings=real_strings))
    return runs


def table(runs: list[Run], key: str, *, reveal: bool = True) -> str:
    """One row per app, family or template; held-out templates share one row unless ``reveal``."""
    cells: dict[str, dict[str, list[int]]] = defaultdict(lambda: defaultdict(lambda: [0, 0]))
    for r in runs:
        row = {"app": r.task.template.app, "family": r.task.template.family}.get(key, r.task.template.id)
        if key == "template" and r.task.template.held_out and not reveal:
            row = "(held-out templates)"
        split = "held-out" if r.task.template.held_out else "seen"
        for column in (split, "all"):
            cells[row][column][0] += r.verdict.passed
            cells[row][column][1] += 1
    lines = [f"| {key} | seen | held-out | all |", "|---|---|---|---|"]

    def cell(counts: list[int]) -> str:
        return f"{counts[0]}/{counts[1]}" if counts[1] else "–"

    for row in sorted(cells):
        lines.append(f"| {row} | " + " | ".join(cell(cells[row][c]) for c in ("seen", "held-out", "all")) + " |")
    return "\n".join(lines)


def summary(runs: list[Run]) -> str:
    passed = sum(r.verdict.passed for r in runs)
    false_done = sum(r.verdict.false_done for r in runs)
    unconfirmed = sum(len(r.verdict.unconfirmed) for r in runs)
    templates = len({r.task.template.id for r in runs})
    steps, seconds = sum(r.steps for r in runs), sum(r.seconds for r in runs)
    return (
        f"{passed}/{len(runs)} runs passed ({100 * passed / max(1, len(runs)):.1f} %) over {templates} templates; "
        f"false done: {false_done}; irreversible steps without confirmation: {unconfirmed}; "
        f"{steps} steps in {seconds:.1f} s"
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--all", action="store_true", help="every paraphrase (default: one per template)")
    parser.add_argument("--only", default="", help="templates whose class name or app contains this (case-insensitive)")
    parser.add_argument("--by-template", action="store_true", help="a third table: one row per template")
    parser.add_argument("-v", "--verbose", action="store_true", help="each failure's problem and last steps")
    parser.add_argument("--reveal-held-out", action="store_true", help="held-out templates' rows and failures too")
    parser.add_argument("--people", action="store_true", help="the people-phrased wordings (people.py) instead")
    parser.add_argument("--last", type=int, default=0, help="with --people, only the last N wordings (the newest set)")
    parser.add_argument(
        "--variations", action="store_true", help="AndroidWorld's robustness-study rewordings (aw_variations.py)"
    )
    parser.add_argument("--skin", action="store_true", help="controls labelled as another vendor would (skins.py)")
    parser.add_argument("--layout-b", action="store_true", help="the apps laid out another way (layout_b.py)")
    parser.add_argument(
        "--layout-c", action="store_true", help="the apps structured as the real apps are (layout_c.py)"
    )
    parser.add_argument(
        "--formats",
        action="store_true",
        help="values (dates, times, amounts …) in the apps' other formats (formats.py)",
    )
    parser.add_argument(
        "--realtree", action="store_true", help="screens as the real apps' trees report them (realtree.py)"
    )
    parser.add_argument(
        "--real-strings", action="store_true", help="the apps in the real apps' own English words (real_strings.py)"
    )
    parser.add_argument("--seed", type=int, default=0, help="other parameter values, drawn from this seed")
    options = parser.parse_args()
    wanted = options.only.lower()
    chosen = (
        aw_variations.tasks()
        if options.variations
        else people.tasks()[-options.last :]
        if options.people and options.last
        else (people.tasks() if options.people else selection(options.all, seed=options.seed))
    )
    tasks = [t for t in chosen if wanted in t.template.id.lower() or wanted in t.template.app]
    layout = LayoutB if options.layout_b else LayoutC if options.layout_c else Device
    layout = formatted(layout) if options.formats else layout
    skin = skinned if options.skin else None
    runs = asyncio.run(run_all(tasks, skin, layout, realtree=options.realtree, real_strings=options.real_strings))
    if options.verbose:
        for r in runs:
            if r.verdict.passed or (r.task.template.held_out and not options.reveal_held_out):
                continue
            print(f"FAIL {r.task.name}: {r.task.text!r}\n  {r.verdict.problems[0][:300]}")
            print("   " + "\n   ".join(r.transcript[-6:]))
    print(table(runs, "app"), "\n")
    print(table(runs, "family"), "\n")
    if options.by_template:
        print(table(runs, "template", reveal=options.reveal_held_out), "\n")
    print(summary(runs))


if __name__ == "__main__":
    main()
