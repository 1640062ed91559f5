"""A second phone, never seen by the planner's rules: every task category of issue 18, three phrasings each.

Each run goes through the real ``next_step`` tool (``tools/call`` on the in-process app, approvals
through ``resolve_approval``) and is judged on the whole world afterwards, the irreversible
events (each one confirmed before it happened, nothing else) and the final answer. The phone
renders only the documented element format. Per-category figures: benchmarks/README.md
(``python -m tests.next_step.phone2.report``).
"""

from __future__ import annotations

import pytest

from tests.next_step.phone2.harness import agent_and_person, failures, run
from tests.next_step.phone2.tasks import TASKS, Task

pytestmark = pytest.mark.unit

CASES = [
    pytest.param(task, phrasing, id=f"{task.category}: {phrasing}") for task in TASKS for phrasing in task.phrasings
]


def test_the_suite_is_broad() -> None:
    assert len(TASKS) >= 40
    assert all(len(set(task.phrasings)) == 3 for task in TASKS)
    examples = {"turn on wi-fi", "send 'on my way' to sam", "buy the cheapest charger"}
    phrasings = [phrasing.lower() for task in TASKS for phrasing in task.phrasings]
    assert len(set(phrasings)) == len(phrasings)
    assert not examples & set(phrasings)
    assert {task.category.split(":")[0] for task in TASKS} >= {
        "settings",
        "messaging",
        "notes",
        "calendar",
        "call",
        "lookup",
        "shopping",
        "cannot do",
    }


@pytest.mark.parametrize(("task", "phrasing"), CASES)
async def test_the_task_ends_with_exactly_the_expected_world(task: Task, phrasing: str) -> None:
    async with agent_and_person() as call:
        report = await run(call, phrasing, task.answer)
    problems = failures(task, report)
    assert not problems, "\n".join([*problems, *report.transcript])
