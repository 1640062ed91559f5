"""One run of a suite template's job said in other words, for the class tests (the first parameter set, as the
suite draws it): the run's outcome, its answer and the world it leaves."""

from __future__ import annotations

import random

from tests.next_step.androidworld import suite
from tests.next_step.androidworld.harness import Run, run
from tests.next_step.androidworld.template import Task
from tests.next_step.phone2.harness import agent_and_person


async def run_said(template_id: str, text: str) -> Run:
    template = next(t for t in suite.TEMPLATES if t.id == template_id)
    task = Task(template, template.params(random.Random(f"{template.id}:0")), 0, "said otherwise", text)
    async with agent_and_person() as call:
        return await run(call, task)


def start_of(done: Run) -> dict[str, object]:
    """The world the run started from."""
    return suite.start_world(done.task)
