"""The later half of people.py's sets, from ``SPLIT`` on, in a file of its own so that the two test workers share the
people-phrased runs; the guarantees and the floors are test_androidworld_people.py's."""

from __future__ import annotations

import pytest

from tests.next_step.androidworld import people
from tests.next_step.androidworld.report import run_all
from tests.next_step.test_androidworld_people import SPLIT, check_sets

pytestmark = pytest.mark.unit


async def test_the_later_people_phrased_sets_are_done_as_the_templates_are() -> None:
    check_sets(await run_all(people.tasks()[SPLIT:]), SPLIT)
