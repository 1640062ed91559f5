"""The AndroidWorld-template suite over parameter values it was never tuned on: each template's first parameter set
drawn from another seed (``report --seed 1``), so a title that is also a word the grammar reads, a day in another
month or a name with an apostrophe stays covered, not only the values the default seed draws. The same judge and
guarantees as test_androidworld.py: no false ``done``, nothing irreversible unconfirmed, the runs at their floor.
A file of its own, so the test workers share the suite's longest runs."""

from __future__ import annotations

import pytest

from tests.next_step.androidworld.report import run_all, selection
from tests.next_step.test_androidworld import holds

pytestmark = pytest.mark.unit

# Seed 1, every template's first parameter set, 770 runs (2026-12-06): untouched 732 (the benchmark's templates 199 of
# 220, ours 533 of 550) with 3 false done; after the values' classes were fixed (test_unmet_values.py) 750 (203 of
# 220, 547 of 550) with none. Over the benchmark's templates, as holds() takes it (ours at OWN_FLOOR); raise it as the
# planner learns, never lower it to pass a change.
RESEEDED_FLOOR = 0.92


async def test_values_drawn_from_another_seed_keep_every_guarantee() -> None:
    runs = await run_all(selection(first_set=True, seed=1))
    holds(runs, RESEEDED_FLOOR)
