"""Placeholder: pending approvals in the session store (being written)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

from mcp_agent import RequestContext, Server

from .contract import AgentStepArguments, AgentStepResult
from .screen import Screen

APPROVAL = "approval"


@dataclass(frozen=True, slots=True)
class Consultation:
    status: Literal["approved", "pending", "denied", "stale", "expired", "used"]
    proposal: AgentStepResult | None
    explanation: str


class Approvals:
    def __init__(self, ctx: RequestContext, ttl_seconds: float) -> None:
        self._ctx = ctx
        self._ttl_seconds = ttl_seconds

    async def request(self, proposal: AgentStepResult, arguments: AgentStepArguments, screen: Screen, description: str) -> str:
        raise NotImplementedError

    async def consult(self, handle: str, arguments: AgentStepArguments, screen: Screen) -> Consultation:
        raise NotImplementedError


def register_approvals(server: Server) -> None:
    pass
