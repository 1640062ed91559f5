"""AndroidWorld's own rewordings of the seen templates (tests/next_step/androidworld/aw_variations.py, from the
benchmark's robustness study): every wording over every parameter set, with no false ``done``, nothing irreversible
unconfirmed, and the set at its floor. Kept apart from test_androidworld.py so the long runs share the test workers."""

from __future__ import annotations

import pytest

from tests.next_step.androidworld import aw_variations
from tests.next_step.androidworld.report import run_all

pytestmark = pytest.mark.unit

# aw_variations.py (2026-12-06): 36 of 120 on its first run, untouched, with 9 false done (six recordings saved under
# the recorder's own name when theirs was said "with the designated name" / "ensuring its saved with the filename";
# three events "erase[d]" that were made anew); 120 of 120 after, none false (intent/thesaurus_mends.py,
# formal_field_mends.py, sent_things_mends.py, duplicate_mends.py, maker_named_apps.py, repeat_rules.py; a quoted
# title's word never a verb in shorthand.py, a quoted name with a digit held in said_values.py, a file named in quotes
# in files.py, a location sent carried as its street address in carrying.py; test_formal_wordings.py).
VARIATIONS_FLOOR = 0.95


async def test_the_benchmarks_own_rewordings_are_done_as_the_templates_are() -> None:
    """ "Utilize the Audio Recorder app to capture …", "Establish a calendar event … at 10 o'clock", "Erase the newest
    note", "remove redundant expenses such that only a single instance … remains": the study's words, as sent."""
    runs = await run_all(aw_variations.tasks())
    failed = [(r.task.text, r.verdict.problems[:1]) for r in runs if not r.verdict.passed]
    assert not [r.task.name for r in runs if r.verdict.false_done or r.verdict.unconfirmed]
    assert sum(r.verdict.passed for r in runs) / len(runs) >= VARIATIONS_FLOOR, failed
