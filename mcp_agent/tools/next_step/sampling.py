"""Placeholder: asking the client's model (being written)."""

from __future__ import annotations

from typing import Any

from .contract import AgentStepArguments, AgentStepResult
from .screen import Screen

SAMPLING_KEY = "next_action"


class ModelAnswerRejected(Exception):
    def __init__(self, reason: str) -> None:
        super().__init__(reason)
        self.reason = reason


def sampling_request(arguments: AgentStepArguments) -> dict[str, Any]:
    return {"method": "sampling/createMessage", "params": {"messages": [], "maxTokens": 800}}


def read_model_answer(response: dict[str, Any], arguments: AgentStepArguments, screen: Screen) -> AgentStepResult:
    raise ModelAnswerRejected("not implemented")
