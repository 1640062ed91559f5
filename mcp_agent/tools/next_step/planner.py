"""Placeholder: the offline rule planner (being written)."""

from __future__ import annotations

from .contract import AgentStepArguments, AgentStepResult
from .screen import Screen


def finished(arguments: AgentStepArguments) -> AgentStepResult | None:
    return None


def decide(arguments: AgentStepArguments, screen: Screen) -> AgentStepResult:
    return AgentStepResult(status_text="Looking around", action="scroll_down")


def decline(arguments: AgentStepArguments, screen: Screen, proposal: AgentStepResult | None) -> AgentStepResult:
    return AgentStepResult(status_text="Declined", action="ask_user", question="What now?", options=["Stop"])
