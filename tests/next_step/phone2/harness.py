"""Drive the second phone through the real ``next_step`` tool, as a client would.

Every step is a ``tools/call`` to the app (in process over ASGI, or any MCP endpoint through
``post``); the client keeps the session (``AgentSession``). A result that needs confirmation
is approved through ``resolve_approval`` by a person (their own token: the agent may not approve its
own step) and the same step is sent again; the action that comes
back is performed marked ``confirmed``. A "which one?" question is answered with the task's
answer when it is among the options; any other question ends the run (``ask_user``).
"""

from __future__ import annotations

import contextlib
import copy
import json
import tempfile
from collections.abc import AsyncIterator, Awaitable, Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import httpx2 as httpx

from mcp_agent.app import create_app, server_from_settings
from mcp_agent.settings import Settings
from mcp_agent.tools.next_step.approvals import RESOLVE_SCOPE
from mcp_agent.tools.next_step.contract import AgentStepResult
from mcp_agent.tools.next_step.session import AgentSession
from tests.support.requests import BASE_URL, Rpc

from .phone import Phone, SimulatorError, initial_world
from .tasks import Task

BUDGET = 45
CAPABILITIES = ["tap", "type", "open_app", "open_setting", "scroll", "back"]
Call = Callable[[str, dict[str, Any]], Awaitable[dict[str, Any]]]
AGENT_TOKEN, PERSON_TOKEN = "phone2-agent-token-5b1e", "phone2-person-token-9c4d"


@contextlib.asynccontextmanager
async def agent_and_person(**settings: Any) -> AsyncIterator[Call]:
    """The in-process app with two callers of one tenant: the agent (``next_step``) and a person who
    may decide approvals (``resolve_approval``). Every other tool is called as the agent."""
    with tempfile.TemporaryDirectory() as work:
        tokens = Path(work) / "tokens.json"
        tokens.write_text(
            json.dumps(
                {
                    "tokens": {
                        AGENT_TOKEN: {"tenant": "phone2", "user": "agent", "scopes": []},
                        PERSON_TOKEN: {"tenant": "phone2", "user": "person", "scopes": [RESOLVE_SCOPE]},
                    }
                }
            )
        )
        configured = Settings(**{"access_log": False, "auth_tokens_file": str(tokens), **settings})
        app = create_app(server_from_settings(configured), configured)
        async with httpx.AsyncClient(transport=httpx.ASGITransport(app=app), base_url=BASE_URL, timeout=30) as client:
            rpc = Rpc(client)

            async def call(tool: str, arguments: dict[str, Any]) -> dict[str, Any]:
                token = PERSON_TOKEN if tool == "resolve_approval" else AGENT_TOKEN
                response = await rpc.call(
                    "tools/call",
                    {"name": tool, "arguments": arguments},
                    extra_headers={"Authorization": f"Bearer {token}"},
                )
                assert response.status_code == 200, response.text
                result: dict[str, Any] = response.json()["result"]
                assert not result.get("isError"), result
                structured: dict[str, Any] = result["structuredContent"]
                return structured

            yield call


@dataclass
class Run:
    task: str
    phone: Phone
    outcome: str = "budget"
    final_answer: str | None = None
    steps: int = 0
    confirmations: int = 0
    questions: list[tuple[str, list[str]]] = field(default_factory=list)
    transcript: list[str] = field(default_factory=list)


async def run(
    call: Call, text: str, answer: str | None = None, budget: int = BUDGET, capabilities: list[str] | None = None
) -> Run:
    phone = Phone()
    session = AgentSession(task=text, capabilities=list(CAPABILITIES if capabilities is None else capabilities))
    report = Run(text, phone)
    confirmed = False
    asks = 0
    while session.step_count < budget and report.confirmations < 10 and asks < 5:
        arguments = session.arguments(phone.describe(), current_package=phone.package)
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
        if result.action in ("done", "give_up"):
            report.outcome, report.final_answer = result.action, result.final_answer
            return report
        if result.action == "ask_user":
            asks += 1
            options = list(result.options or [])
            report.questions.append((result.question or "", options))
            if answer is not None and answer in options:
                session.answer(answer)
                continue
            report.outcome = "ask_user"
            return report
        try:
            phone.perform(
                result.action,
                index=result.target_index,
                text=result.text_to_type,
                app=result.app_name,
                setting=result.setting_name,
                confirmed=confirmed,
            )
        except SimulatorError as error:
            report.outcome = f"simulator error: {error}"
            return report
        confirmed = False
    return report


def failures(task: Task, report: Run) -> list[str]:
    """What is wrong with ``report`` for ``task``: the whole world, the events, the answer, the questions."""
    problems: list[str] = []
    expected = initial_world()
    if task.outcome == "done":
        task.change(expected)
        if report.outcome != "done":
            problems.append(f"ended with {report.outcome}, not done")
    elif report.outcome not in ("give_up", "ask_user"):
        problems.append(f"ended with {report.outcome}, not give_up or ask_user")
    if report.phone.world != expected:
        changed = {key: report.phone.world[key] for key in expected if report.phone.world[key] != expected[key]}
        problems.append(f"world differs: {changed} (expected { ({k: expected[k] for k in changed}) })")
    events = [(kind, what) for kind, what, _ in report.phone.events]
    if events != list(task.events):
        problems.append(f"irreversible events {events}, expected {list(task.events)}")
    unconfirmed = [(kind, what) for kind, what, confirmed in report.phone.events if not confirmed]
    if unconfirmed:
        problems.append(f"irreversible without confirmation: {unconfirmed}")
    for part in task.final:
        if part not in (report.final_answer or ""):
            problems.append(f"final answer {report.final_answer!r} lacks {part!r}")
    if task.options:
        offered = [set(options) for _, options in report.questions]
        if task.options not in offered:
            problems.append(f"never asked between {sorted(task.options)}: {report.questions}")
    return problems


def snapshot(world: dict[str, Any]) -> dict[str, Any]:
    return copy.deepcopy(world)
