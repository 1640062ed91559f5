"""``examples/phone_agent.py``: three phone tasks end to end against a real ``mcp-agent serve``, and its simulator."""

from __future__ import annotations

import html
import io
import re
import subprocess
import sys
from pathlib import Path

import anyio
import httpx2 as httpx
import pytest

from examples.phone_agent import STEP_BUDGET, TASKS, Phone, SimulatorError, TaskReport, agent_and_person_tokens, run_all
from mcp_agent.tools.next_step.contract import AgentStepResult
from mcp_agent.tools.next_step.screen import parse_screen
from tests.support.live_server import live_server

pytestmark = pytest.mark.integration  # a live server subprocess

ROOT = Path(__file__).resolve().parents[1]
WIFI, SEND, BUY = TASKS


async def test_every_task_ends_in_done_within_the_budget() -> None:
    transcript = io.StringIO()
    # The agent never approves its own step: a person with their own token does.
    with (
        agent_and_person_tokens() as (tokens, agent, person),
        live_server(env={"MCP_AGENT_AUTH_TOKENS_FILE": str(tokens)}) as server,
    ):
        with anyio.fail_after(60):
            reports = {
                report.task: report
                for report in await run_all(server.url, out=transcript, token=agent, approver_token=person)
            }
    failed = {task: report.outcome for task, report in reports.items() if not report.ok}
    assert not failed, f"{failed}\n{transcript.getvalue()}"
    for report in reports.values():
        assert 1 <= report.steps <= STEP_BUDGET

    wifi: TaskReport = reports[WIFI]
    assert wifi.phone.switches == {"Wi-Fi": True, "Mobile data": True, "Airplane mode": False}

    send = reports[SEND]
    assert send.confirmations == 1, transcript.getvalue()
    assert send.phone.sent == {"Sam": ["on my way"]}

    buy = reports[BUY]
    assert buy.confirmations >= 1  # placing an order cannot be undone
    assert buy.phone.orders == [("Travel charger", "$12.00")], transcript.getvalue()


async def test_without_authentication_the_agent_waits_until_a_person_decides_in_the_console() -> None:
    transcript = io.StringIO()
    decided: list[str] = []
    with live_server() as server:
        async with (
            httpx.AsyncClient(base_url=server.base_url, timeout=10) as person,
            anyio.create_task_group() as group,
        ):

            async def approve_in_the_console() -> None:
                while True:
                    page = (await person.get("/console")).text
                    for approval_id in re.findall(
                        r'<article class="approval" data-id="([^"]+)" data-status="pending"', page
                    ):
                        csrf = html.unescape(re.findall(r'name="csrf" value="([^"]+)"', page)[0])
                        response = await person.post(
                            f"/console/approvals/{approval_id}/decision", data={"csrf": csrf, "decision": "approve"}
                        )
                        assert response.status_code == 303, response.text
                        decided.append(approval_id)
                    await anyio.sleep(0.2)

            group.start_soon(approve_in_the_console)
            with anyio.fail_after(60):
                [report] = await run_all(server.url, (SEND,), out=transcript)
            group.cancel_scope.cancel()
    assert report.ok and report.phone.sent == {"Sam": ["on my way"]}, transcript.getvalue()
    assert len(decided) == report.confirmations == 1
    assert f"decide it in the approvals console: {server.base_url}/console" in transcript.getvalue()
    assert "decided by a person: approved" in transcript.getvalue()


def test_the_script_serves_itself_and_exits_zero() -> None:
    completed = subprocess.run(
        [sys.executable, "examples/phone_agent.py", "--serve"], cwd=ROOT, capture_output=True, text=True, timeout=90
    )
    assert completed.returncode == 0, completed.stdout + completed.stderr
    assert completed.stdout.count("-> done") == len(TASKS)
    assert "approval needed:" in completed.stdout and "decided by a person: approved" in completed.stdout


def _tap(index: int | None) -> AgentStepResult:
    return AgentStepResult(status_text="tap", action="tap", target_index=index)


@pytest.mark.parametrize(
    ("setup", "action", "refusal"),
    [
        ([], _tap(9), "no element [9]"),
        ([], _tap(None), "no element [None]"),
        ([], _tap(3), "no Camera app"),  # the icon is there, the app is not
        (
            [AgentStepResult(status_text="", action="open_app", app_name="messages"), _tap(2)],
            _tap(3),
            "disabled",
        ),  # Send, empty draft
        (
            [AgentStepResult(status_text="", action="open_setting", setting_name="wifi")],
            AgentStepResult(status_text="", action="type", target_index=1, text_to_type="x"),
            "cannot type into Switch",
        ),
        ([], AgentStepResult(status_text="", action="type", text_to_type="x"), "nothing is focused"),
        ([], AgentStepResult(status_text="", action="open_app", app_name="Calculator"), "no app named"),
        ([], AgentStepResult(status_text="", action="open_setting", setting_name="Bluetooth"), "no setting named"),
        ([], AgentStepResult(status_text="", action="done"), "not something a phone does"),
    ],
)
def test_the_simulator_refuses_what_the_screen_cannot_do(
    setup: list[AgentStepResult], action: AgentStepResult, refusal: str
) -> None:
    phone = Phone()
    for step in setup:
        phone.perform(step)
    before = (phone.describe(), phone.location)
    with pytest.raises(SimulatorError, match=refusal.replace("[", r"\[").replace("]", r"\]")):
        phone.perform(action)
    assert (phone.describe(), phone.location) == before  # a refused action changes nothing


def test_the_simulator_screens_read_back_in_the_documented_format() -> None:
    phone = Phone()
    for step in [
        AgentStepResult(status_text="", action="open_setting", setting_name="Wi\u2011Fi"),  # non-breaking hyphen
        _tap(1),
        AgentStepResult(status_text="", action="back"),
        AgentStepResult(status_text="", action="open_app", app_name="MESSAGES"),
        _tap(2),
        AgentStepResult(status_text="", action="type", target_index=None, text_to_type='say "hi"'),
    ]:
        phone.perform(step)
    assert phone.switches["Wi-Fi"] is True
    assert phone.package == "com.example.messages"
    screen = parse_screen(phone.describe())
    assert screen.prose == ""  # elements only: no title line (the planner no longer reads one)
    field = screen.element(2)
    assert field is not None and field.focused and field.value == 'say "hi"'  # the quote survives the escaping
    send = screen.element(3)
    assert send is not None and send.label == "Send" and not send.disabled
    phone.perform(AgentStepResult(status_text="", action="scroll_down"))  # nothing to scroll: unchanged
    assert parse_screen(phone.describe()).fingerprint == screen.fingerprint
