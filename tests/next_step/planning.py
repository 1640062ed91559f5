"""What the grammar and planner unit tests share: a plan read against a fixed device date, and one step decided
mid-plan the way a client sends it (its plan, current subgoal and state refs)."""

from __future__ import annotations

import datetime
import json

from mcp_agent.tools.next_step import planner
from mcp_agent.tools.next_step.contract import AgentStepArguments, AgentStepResult
from mcp_agent.tools.next_step.intent import plan_for, read_task
from mcp_agent.tools.next_step.turn import Turn

TODAY = datetime.date(2030, 3, 14)  # a Thursday


def plan(task: str) -> list[str]:
    return plan_for(read_task(task, {}, TODAY))


def step(task: str, screen: str, plan: list[str], current: int = 0, **more: object) -> AgentStepResult:
    refs = {"trail": json.dumps(list(more.pop("trail", []))), **more.pop("state_refs", {})}  # type: ignore[call-overload]
    arguments = AgentStepArguments.model_validate(
        {
            "task": task,
            "screen_description": screen,
            "step_count": 5,
            "plan": plan,
            "current_subgoal": current,
            "state_refs": refs,
            **more,
        }
    )
    return planner.decide(Turn.read(arguments))
