"""next_step with the client's model, end to end: the official SDK client (sampling and elicitation
callbacks answered by a script) against a real ``mcp-agent serve`` process."""

from __future__ import annotations

import html
import re
from collections.abc import Iterator
from dataclasses import dataclass, field
from typing import Any

import anyio
import httpx2 as httpx
import mcp_types as types
import orjson
import pytest
from mcp import Client
from mcp.client.session import ClientRequestContext

from mcp_agent.tools.next_step.contract import AgentStepResult
from mcp_agent.tools.next_step.sampling import MAX_TOKENS, SYSTEM_PROMPT
from tests.support.live_server import LiveServer, live_server

pytestmark = pytest.mark.integration  # a live server subprocess

MODES = ["auto", "2026-07-28"]
CONVERSATION = """Conversation with Sam
[0] ImageButton "Navigate up"
[1] TextView "Sam: are you coming?"
[2] EditText "Message" focused value="on my way"
[3] Button "Send"
"""
SEND_STEP: dict[str, Any] = {
    "task": "send 'on my way' to Sam",
    "screen_description": CONVERSATION,
    "step_count": 5,
    "plan": ["Open Messages", "Open the conversation with Sam", "Type 'on my way'", "Send the message"],
    "current_subgoal": 3,
}
# Nothing on this screen is irreversible, so whatever the rule planner picks needs no confirmation.
SETTINGS = """Settings
[0] TextView "Network & internet"
[1] TextView "Connected devices"
[2] Switch "Wi-Fi" unchecked
[3] TextView "Apps"
"""
WIFI_STEP: dict[str, Any] = {
    "task": "turn on Wi-Fi",
    "screen_description": SETTINGS,
    "step_count": 1,
    "current_package": "com.android.settings",
    "capabilities": ["tap", "back", "scroll"],
}
TAP_SEND_UNCONFIRMED = {"status_text": "Sending", "action": "tap", "target_index": 3, "requires_confirmation": False}


@pytest.fixture(scope="module")
def server() -> Iterator[LiveServer]:
    with live_server() as running:  # the built-in tools, next_step among them, are on by default
        yield running


@dataclass
class Script:
    """The client's side: a scripted model and a scripted person, recording what they were asked."""

    model_text: str
    decision: dict[str, Any] | None = None  # the ElicitResult fields; None: no elicitation declared
    sampled: list[types.CreateMessageRequestParams] = field(default_factory=list)
    elicited: list[types.ElicitRequestParams] = field(default_factory=list)

    async def sample(
        self, context: ClientRequestContext, params: types.CreateMessageRequestParams
    ) -> types.CreateMessageResult:
        self.sampled.append(params)
        return types.CreateMessageResult(
            role="assistant", model="scripted", content=types.TextContent(text=self.model_text), stop_reason="endTurn"
        )

    async def elicit(self, context: ClientRequestContext, params: types.ElicitRequestParams) -> types.ElicitResult:
        self.elicited.append(params)
        assert self.decision is not None
        return types.ElicitResult(**self.decision)

    async def call(self, url: str, arguments: dict[str, Any], mode: str = "2026-07-28") -> AgentStepResult:
        with anyio.fail_after(20):
            async with Client(
                url,
                mode=mode,
                sampling_callback=self.sample,
                elicitation_callback=self.elicit if self.decision is not None else None,
            ) as client:
                result = await client.call_tool("next_step", arguments)
        assert not result.is_error, result.content
        return AgentStepResult.model_validate(result.structured_content)


def model_says(payload: Any) -> str:
    return payload if isinstance(payload, str) else orjson.dumps(payload).decode()


def user_text(params: types.CreateMessageRequestParams) -> str:
    [message] = params.messages
    return "\n".join(block.text for block in message.content_as_list if isinstance(block, types.TextContent))


# -- the model's answer is used ----------------------------------------------------------------


@pytest.mark.parametrize("mode", MODES)
async def test_a_good_model_answer_is_the_result(server: LiveServer, mode: str) -> None:
    script = Script(
        model_says(
            {"status_text": "Turning on Wi-Fi", "action": "tap", "target_index": 2, "reasoning": "the switch is off"}
        )
    )
    result = await script.call(server.url, WIFI_STEP, mode=mode)
    assert result.action == "tap" and result.target_index == 2
    assert result.status_text == "Turning on Wi-Fi" and result.reasoning == "the switch is off"
    assert result.requires_confirmation is False and result.state_refs == {}
    [params] = script.sampled  # one question to the model per step
    assert params.system_prompt == SYSTEM_PROMPT
    assert params.max_tokens == MAX_TOKENS and params.temperature == 0
    text = user_text(params)
    assert "Task: turn on Wi-Fi" in text and "Device capabilities: tap, back, scroll" in text
    assert SETTINGS.strip() in text


async def test_the_screenshot_reaches_the_model_as_an_image(server: LiveServer) -> None:
    png = "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg=="
    script = Script(model_says({"status_text": "Back", "action": "back"}))
    result = await script.call(server.url, {**WIFI_STEP, "screenshot_b64": png})
    assert result.action == "back"
    [params] = script.sampled
    images = [block for block in params.messages[0].content_as_list if isinstance(block, types.ImageContent)]
    assert [(image.data, image.mime_type) for image in images] == [(png, "image/png")]


# -- a bad answer: the rule planner decides, and says why --------------------------------------


@pytest.mark.parametrize(
    ("model_text", "why"),
    [
        pytest.param("Tap the Wi-Fi switch.", "the answer is not JSON", id="not-json"),
        pytest.param(
            model_says({"status_text": "s", "action": "tap", "target_index": "2"}), "target_index", id="wrong-type"
        ),
        pytest.param(
            model_says({"status_text": "s", "action": "swipe"}), "unknown action 'swipe'", id="unknown-action"
        ),
        pytest.param(
            model_says({"status_text": "s", "action": "tap", "target_index": 42}),
            "target_index 42 is not on the screen",
            id="out-of-range",
        ),
        pytest.param(
            model_says({"status_text": "s", "action": "open_app", "app_name": "Settings"}),
            "action open_app is not in the device's capabilities",
            id="outside-capabilities",
        ),
    ],
)
async def test_a_bad_model_answer_falls_back_to_the_rule_planner(server: LiveServer, model_text: str, why: str) -> None:
    script = Script(model_text)
    result = await script.call(server.url, WIFI_STEP)
    assert len(script.sampled) == 1
    assert result.reasoning is not None
    assert "The model's answer was not used (" in result.reasoning and why in result.reasoning
    assert "the rule planner decided instead" in result.reasoning
    # A valid contract result from the planner, not the model's bad proposal.
    assert result.action in (
        "tap",
        "type",
        "open_app",
        "open_setting",
        "scroll_down",
        "scroll_up",
        "back",
        "ask_user",
        "done",
        "give_up",
    )
    if result.action == "tap":
        assert result.target_index is not None and 0 <= result.target_index <= 3
    assert result.action != "open_app"  # outside the capabilities


# -- the confirmation rule holds for the model -------------------------------------------------


async def test_a_model_cannot_skip_the_confirmation_with_elicitation(server: LiveServer) -> None:
    script = Script(model_says(TAP_SEND_UNCONFIRMED), decision={"action": "accept", "content": {"decision": "approve"}})
    result = await script.call(server.url, SEND_STEP)
    assert len(script.sampled) == 1
    [asked] = script.elicited  # asked in the same call
    # No current_package in this step: the sentence names no app.
    assert "confirm: Send 'on my way' to Sam." in asked.message and "cannot be undone" in asked.message
    assert result.action == "tap" and result.target_index == 3
    assert result.requires_confirmation is False  # approved: now it is a step


@pytest.mark.parametrize(
    "decision",
    [
        pytest.param({"action": "accept", "content": {"decision": "deny"}}, id="deny"),
        pytest.param({"action": "decline"}, id="decline"),
        pytest.param({"action": "cancel"}, id="cancel"),
    ],
)
async def test_a_denied_confirmation_is_not_acted_on(server: LiveServer, decision: dict[str, Any]) -> None:
    script = Script(model_says(TAP_SEND_UNCONFIRMED), decision=decision)
    result = await script.call(server.url, SEND_STEP)
    assert len(script.elicited) == 1
    assert result.action == "ask_user"
    assert not (result.action == "tap" and result.target_index == 3)
    assert result.action != "done"


async def test_a_model_cannot_skip_the_confirmation_without_elicitation(server: LiveServer) -> None:
    """No elicitation declared: the tap waits as a pending approval; once approved, the same step
    sent again with the handle is the tap, without asking the model again."""
    script = Script(model_says(TAP_SEND_UNCONFIRMED))
    result = await script.call(server.url, SEND_STEP)
    assert result.action == "tap" and result.target_index == 3
    assert result.requires_confirmation is True and result.confirmation_reason
    handle = result.state_refs.get("approval")
    assert handle

    waiting = await script.call(server.url, {**SEND_STEP, "state_refs": {"approval": handle}})
    assert waiting.requires_confirmation is True  # still pending: still not a step
    with anyio.fail_after(20):
        async with Client(server.url, mode="2026-07-28") as client:
            # Without authentication the agent cannot approve its own step: a person decides in the console.
            assert "resolve_approval" not in [tool.name for tool in (await client.list_tools()).tools]
            view = await client.call_tool("get_approval", {"approval": handle})
        async with httpx.AsyncClient(base_url=server.base_url, timeout=10) as person:
            page = (await person.get("/console")).text
            csrf = re.search(r'name="csrf" value="([^"]+)"', page)
            assert csrf is not None, page
            approval_id = (view.structured_content or {})["uri"].removeprefix("approval://")
            decided = await person.post(
                f"/console/approvals/{approval_id}/decision",
                data={"csrf": html.unescape(csrf.group(1)), "decision": "approve"},
            )
            assert decided.status_code == 303, decided.text
    approved = await script.call(server.url, {**SEND_STEP, "state_refs": {"approval": handle}})
    assert approved.action == "tap" and approved.target_index == 3
    assert approved.requires_confirmation is False
    assert approved.state_refs == {"approval": None}  # an approval acts once
    assert len(script.sampled) == 1  # the model was asked once, for the first call
