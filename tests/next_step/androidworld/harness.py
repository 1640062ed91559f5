"""Drive the simulated device through the real ``next_step`` tool, as a client would, and judge each run.

Every step is a ``tools/call`` on the in-process app (``phone2.harness.agent_and_person``: the agent's
token, and a person's token for ``resolve_approval``). A step that needs confirmation is approved by
the person and sent again; the action that comes back is performed marked ``confirmed``. The agent
gets the task text only: no ``today:`` fact, so relative dates must come from the screen's status bar.
Any question ends the run (AndroidWorld's tasks are complete as given), and so does an action the
device cannot take (an app that is not installed, an element that is not on the screen).
"""

from __future__ import annotations

import random
import time
from collections.abc import Callable
from dataclasses import dataclass, field

from mcp_agent.tools.next_step.contract import AgentStepResult
from mcp_agent.tools.next_step.session import AgentSession
from tests.next_step.phone2.harness import CAPABILITIES, Call, agent_and_person

from . import suite
from .device import Device, SimulatorError
from .judge import Verdict, judge
from .real_strings import relabelled
from .realtree import real_tree
from .template import Task

BUDGET = 60  # steps; AndroidWorld gives 10x a task's expert step count, the longest here take ~30


@dataclass
class Run:
    task: Task
    device: Device
    verdict: Verdict = field(default_factory=Verdict)
    outcome: str = "budget"
    final_answer: str | None = None
    steps: int = 0
    confirmations: int = 0
    seconds: float = 0.0
    transcript: list[str] = field(default_factory=list)


async def run(
    call: Call,
    task: Task,
    budget: int = BUDGET,
    skin: Callable[[str], str] | None = None,
    layout: type[Device] = Device,
    realtree: bool = False,
    real_strings: bool = False,
) -> Run:
    """``real_strings`` words each screen as the real app does (real_strings.py); ``skin`` relabels it
    (skins.py); ``realtree`` then writes it as the real app's tree would (realtree.py), whose indices are mapped
    back to the device's before an action is performed."""
    started = time.perf_counter()
    start = suite.start_world(task)
    device = suite.device_for(start, layout)
    session = AgentSession(task=task.text, capabilities=list(CAPABILITIES))
    report = Run(task, device)
    confirmed = False
    while session.step_count < budget and report.confirmations < 15:
        screen = device.describe()
        screen = relabelled(screen, device) if real_strings else screen
        screen = skin(screen) if skin else screen
        shown_to_device: dict[int, int] | None = None
        if realtree:
            screen, shown_to_device = real_tree(screen, device.package)
        arguments = session.arguments(screen, current_package=device.package)
        structured = await call("next_step", arguments)
        session.apply(structured)
        result = AgentStepResult.model_validate(structured)
        report.transcript.append(
            f"{result.action} {result.target_index} {result.text_to_type or ''} "
            f"{result.app_name or result.setting_name or ''} | {result.status_text}"
        )
        if result.requires_confirmation:
            report.confirmations += 1
            await call("resolve_approval", {"approval": session.state_refs["approval"], "decision": "approve"})
            confirmed = True
            continue
        report.steps = session.step_count
        if result.action in ("done", "give_up", "ask_user"):
            report.outcome, report.final_answer = result.action, result.final_answer
            break
        try:
            device.perform(
                result.action,
                index=_device_index(result.target_index, shown_to_device),
                text=result.text_to_type,
                app=result.app_name,
                setting=result.setting_name,
                confirmed=confirmed,
            )
        except SimulatorError as error:
            report.outcome = f"simulator error: {error}"
            break
        confirmed = False
    report.verdict = judge(task, start, device, report.outcome, report.final_answer)
    report.seconds = time.perf_counter() - started
    return report


def _device_index(shown: int | None, shown_to_device: dict[int, int] | None) -> int | None:
    if shown is None or shown_to_device is None:
        return shown
    return shown_to_device.get(shown, -1)  # an index that was not shown: the device refuses it


def wording_of(template_id: str, text: str) -> Task:
    """A wording tried on a template's own job: its first parameter set, said as ``text``."""
    template = next(t for t in suite.TEMPLATES if t.id == template_id)
    return Task(template, template.params(random.Random(f"{template.id}:0")), 0, "tried", text)


async def run_wording(template_id: str, text: str) -> Run:
    """The wording run on the template's first parameter set, through the real tool, and judged."""
    async with agent_and_person() as call:
        return await run(call, wording_of(template_id, text))
