"""The AndroidWorld-template suite's apps in the real apps' own English words (real_strings.py):
each of our labels replaced by the string the real app shows (its strings.xml, layouts and menus). The suite's runs on
these screens are in test_androidworld_renderings.py and test_androidworld_layout_c.py."""

from __future__ import annotations

import re

import pytest

from tests.next_step.androidworld import driver, suite
from tests.next_step.androidworld.real_strings import WORDS, relabelled

pytestmark = pytest.mark.unit

_INDEX = re.compile(r"^\s*\[(\d+)\] (\w+)")


def test_only_the_words_change() -> None:
    """One line per widget at the same index, and every app's table changes something on its screens."""
    changed: set[str] = set()
    for task in suite.tasks(paraphrases=False):
        device = suite.device_for(suite.start_world(task))

        def compare(screen: str, device=device) -> None:  # type: ignore[no-untyped-def]
            real = relabelled(screen, device)
            ours, theirs = screen.splitlines(), real.splitlines()
            assert len(ours) == len(theirs)
            for a, b in zip(ours, theirs, strict=True):
                assert _INDEX.match(a)[1] == _INDEX.match(b)[1]  # type: ignore[index]
            if real != screen:
                changed.add(device.package)

        driver.perfect(device, task.template.solve(task.params), seen=compare)
    assert set(WORDS) <= changed
