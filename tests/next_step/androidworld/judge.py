"""Judging a run as AndroidWorld does: the whole world afterwards, the irreversible events, the answer, the screen.

The world must be exactly the expected one (``Template.expect`` applied to the world the task
started from): the effect happened, once, and nothing else changed. Rows are compared as a
multiset (the benchmark compares database rows, not their order); free text longer than 15
characters with its ``fuzzy_match``, shorter text (and a name kept as a key) case-insensitively, dates and times exactly. Keys starting with ``_`` are
bookkeeping. Two failures are counted on their own, being the worst an agent can do: a run that
ended ``done`` when the judge fails it (a false done), and an irreversible effect that happened
without a confirmation first.
"""

from __future__ import annotations

import copy
import re
from dataclasses import dataclass, field
from typing import Any

from .device import Device, World
from .template import ANY, Task, fuzzy_match

_STAMP = re.compile(r"\d{4}-\d\d-\d\d(?:[ T]\d\d:\d\d(?::\d\d)?)?")


def same(expected: Any, actual: Any) -> bool:
    if expected == ANY:
        return actual is not None
    if isinstance(expected, dict) and isinstance(actual, dict):
        actual = _keys_as_expected(expected, actual)
        keys = {k for k in expected.keys() | actual.keys() if not str(k).startswith("_")}
        return all(k in expected and k in actual and same(expected[k], actual[k]) for k in keys)
    if isinstance(expected, list) and isinstance(actual, list):
        if len(expected) != len(actual):
            return False
        if all(not isinstance(item, dict | list) for item in expected):
            return all(same(a, b) for a, b in zip(expected, actual, strict=True))  # a row: positional
        rest = list(actual)
        for item in expected:
            match = next((j for j, other in enumerate(rest) if same(item, other)), None)
            if match is None:
                return False
            rest.pop(match)
        return True
    if isinstance(expected, str) and isinstance(actual, str):
        a, b = expected.strip(), actual.strip()
        # A date or a time is a timestamp to the benchmark, compared exactly: not free text.
        return a.lower() == b.lower() or (len(a) > 15 and not _STAMP.fullmatch(a) and fuzzy_match(a, b))
    return bool(expected == actual)


def _keys_as_expected(expected: dict[Any, Any], actual: dict[Any, Any]) -> dict[Any, Any]:
    """A name kept as a key (a playlist's: "chill 82" typed for "Chill 82") is short text too, compared
    case-insensitively as a value is; keys two of which differ only in case are compared exactly."""
    folded = {k.casefold(): k for k in expected if isinstance(k, str)}
    if len(folded) != sum(isinstance(k, str) for k in expected):
        return actual
    renamed: dict[Any, Any] = {}
    for key, value in actual.items():
        said = key if key in expected or not isinstance(key, str) else folded.get(key.casefold(), key)
        if said in renamed:
            return actual
        renamed[said] = value
    return renamed


def expected_world(task: Task, start: World) -> World:
    world = copy.deepcopy(start)
    task.template.expect(world, task.params)
    return world


@dataclass
class Verdict:
    problems: list[str] = field(default_factory=list)
    false_done: bool = False
    unconfirmed: list[tuple[str, str]] = field(default_factory=list)

    @property
    def passed(self) -> bool:
        return not self.problems


def judge(task: Task, start: World, device: Device, outcome: str, final_answer: str | None) -> Verdict:
    verdict = Verdict()
    problems = verdict.problems
    template = task.template
    if outcome != "done":
        problems.append(f"ended with {outcome}, not done")
    expected = expected_world(task, start)
    for key in sorted(expected.keys() | device.world.keys()):
        if not same(expected.get(key), device.world.get(key)):
            problems.append(f"world[{key!r}] is {device.world.get(key)!r}, expected {expected.get(key)!r}")
    happened = sorted((kind, what) for kind, what, _ in device.events)
    wanted = sorted(template.events(task.params))
    if happened != wanted:
        problems.append(f"irreversible effects {happened}, expected {wanted}")
    verdict.unconfirmed = [(kind, what) for kind, what, confirmed in device.events if not confirmed]
    if verdict.unconfirmed:
        problems.append(f"irreversible without confirmation: {verdict.unconfirmed}")
    if template.answer is not None and not template.answer(start, task.params)(final_answer or ""):
        problems.append(f"answer {final_answer!r} is not accepted")
    if template.screen is not None and not template.screen(device, task.params):
        problems.append("the screen does not show what the task asked for")
    if template.foreground is not None:
        wanted_package = device.apps[template.foreground(task.params)].package
        if device.package != wanted_package:
            problems.append(f"{device.package} is in front, not {wanted_package}")
    verdict.false_done = outcome == "done" and bool(problems)
    return verdict
