"""next_step decided by a server-side model, in tiers, against a stand-in of each provider's API.

The stand-in (tests/support/model_api.py) serves OpenAI Chat Completions and Anthropic Messages on
a loopback port, with their documented request checks, answers and errors. The server is the real
app in process (httpx's ASGITransport), its model built from ``MCP_AGENT_MODEL_*`` settings the way
``mcp-agent serve`` builds it, talking to the stand-in over a real connection. Each test checks what
the provider was sent (the screenshot only to the vision tier, the model, the token cap, the key),
what the agent got back (the model's checked action, or the rule planner's with the reason), and
``/metrics``. Integration: the stand-in listens on a socket.
"""

from __future__ import annotations

import contextlib
import json
import logging
import time
from collections.abc import AsyncIterator, Iterator
from datetime import UTC, datetime, timedelta
from email.utils import format_datetime
from typing import Any

import httpx2 as httpx
import orjson
import pytest
from prometheus_client.parser import text_string_to_metric_families
from pydantic import SecretStr

from mcp_agent import Settings, create_app
from mcp_agent.app.collaborators import build_model
from mcp_agent.tools.next_step import planner
from mcp_agent.tools.next_step.contract import AgentStepArguments
from mcp_agent.tools.next_step.denials import with_confirmation
from mcp_agent.tools.next_step.sampling import SYSTEM_PROMPT
from mcp_agent.tools.next_step.server_model import ANSWER
from mcp_agent.tools.next_step.turn import Turn
from tests.support.live_server import free_port
from tests.support.model_api import ANTHROPIC_PATH, OPENAI_PATH, Answer, ModelStandIn, RawBody, Seen, Status, model_api
from tests.support.requests import BASE_URL, body, headers_for
from tests.support.tools import builtin_tools
from tests.support.wire_schema import schema_checked

pytestmark = pytest.mark.integration

API_KEY = "sk-test-9f8e7d6c5b4a39281706f5e4d3c2b1a0"
SEALING_KEY = "server-model-tests-sealing-secret-0123456789"
PNG = "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg=="
SCREEN = """[0] ImageButton "Navigate up"
[1] TextView "Sam: are you coming?"
[2] EditText "Message" focused value="on my way"
[3] Button "Send"
[4] Button "Attach" disabled
"""
BACK = {"status_text": "Going back to the list", "action": "back", "reasoning": "this is the wrong conversation"}
PROVIDERS = ("openai", "anthropic")


@pytest.fixture(scope="module")
def stand_in() -> Iterator[ModelStandIn]:
    with model_api(API_KEY) as api:
        yield api


def step(**overrides: Any) -> dict[str, Any]:
    arguments: dict[str, Any] = {
        "task": "send 'on my way' to Sam",
        "screen_description": SCREEN,
        "step_count": 5,
        "current_package": "com.example.messages",
        "steps_so_far": ["open_app Messages", "tap Sam", "type 'on my way'"],
        "plan": ["Open Messages", "Open the conversation with Sam", "Type 'on my way'", "Send the message"],
        "current_subgoal": 3,
        "screenshot_b64": PNG,
    }
    arguments.update(overrides)
    return arguments


def rules_decision(arguments: dict[str, Any]) -> dict[str, Any]:
    """What the rule planner alone decides for this step (its confirmation axis as the tool sets it)."""
    turn = Turn.read(AgentStepArguments.model_validate(arguments))
    return with_confirmation(planner.decide(turn), turn).model_dump(mode="json")


class Agent:
    def __init__(self, http: httpx.AsyncClient) -> None:
        self.http = http

    async def call(self, arguments: dict[str, Any], capabilities: dict[str, Any] | None = None) -> dict[str, Any]:
        sent = body("tools/call", {"name": "next_step", "arguments": arguments}, capabilities=capabilities or {})
        response = await self.http.post("/mcp", content=json.dumps(sent).encode(), headers=headers_for(sent))
        assert response.status_code == 200, response.text
        assert API_KEY not in response.text
        result: dict[str, Any] = response.json()["result"]
        return result

    async def next_step(self, arguments: dict[str, Any]) -> dict[str, Any]:
        result = await self.call(arguments)
        assert not result.get("isError") and result.get("resultType", "complete") == "complete", result
        structured: dict[str, Any] = result["structuredContent"]
        return structured

    async def metrics(self) -> dict[tuple[str, tuple[tuple[str, str], ...]], float]:
        response = await self.http.get("/metrics")
        assert response.status_code == 200
        return {
            (sample.name, tuple(sorted(sample.labels.items()))): sample.value
            for family in text_string_to_metric_families(response.text)
            for sample in family.samples
        }


def model_settings(stand_in: ModelStandIn, provider: str, **overrides: Any) -> Settings:
    base_url = stand_in.base_url + ("/v1" if provider == "openai" else "")
    values: dict[str, Any] = {
        "store": "memory",
        "access_log": False,
        "sealing_keys": [SecretStr(SEALING_KEY)],
        "model_provider": provider,
        "model_base_url": base_url,
        "model_name": f"{provider}-test-model",
        "model_api_key": SecretStr(API_KEY),
        "model_vision": True,
        "model_timeout_seconds": 5.0,
        "model_max_tokens": 4000,
        "model_answer_format": "json_schema",
    }
    values.update(overrides)
    return Settings(**values)


@contextlib.asynccontextmanager
async def serving(settings: Settings) -> AsyncIterator[Agent]:
    async with httpx.AsyncClient() as model_http:
        model = build_model(settings, model_http)
        app = create_app(builtin_tools(model=model), settings)
        async with httpx.AsyncClient(transport=httpx.ASGITransport(app=app), base_url=BASE_URL, timeout=30) as http:
            yield Agent(schema_checked(http))


def only_request(stand_in: ModelStandIn) -> Seen:
    [seen] = stand_in.requests()
    return seen


def user_text(seen: Seen, provider: str) -> str:
    [message] = [m for m in seen.body["messages"] if m["role"] == "user"]
    content = message["content"]
    if isinstance(content, str):
        return content
    return "".join(part["text"] for part in content if part["type"] == "text")


def images(seen: Seen, provider: str) -> list[dict[str, Any]]:
    [message] = [m for m in seen.body["messages"] if m["role"] == "user"]
    content = message["content"] if isinstance(message["content"], list) else []
    kind = "image_url" if provider == "openai" else "image"
    return [part for part in content if part["type"] == kind]


# -- the tiers -----------------------------------------------------------------------------------


@pytest.mark.parametrize("answer_format", ["json_schema", "json", "tool"])
@pytest.mark.parametrize("provider", PROVIDERS)
async def test_a_vision_model_gets_the_screenshot_and_the_description(
    stand_in: ModelStandIn, provider: str, answer_format: str
) -> None:
    stand_in.reset(Answer(BACK))
    async with serving(model_settings(stand_in, provider, model_answer_format=answer_format)) as agent:
        result = await agent.next_step(step())
    assert (result["action"], result["status_text"]) == ("back", "Going back to the list")
    assert result["reasoning"] == (
        f"Tier model_vision: decided by the server's vision model, with the screenshot and the description "
        f"({provider}-test-model). this is the wrong conversation"
    )
    seen = only_request(stand_in)
    sent = seen.body
    assert sent["model"] == f"{provider}-test-model"
    assert sent["max_tokens"] == 1000, "next_step asks for 1,000 tokens, under the configured 4,000"
    assert sent["temperature"] == 0
    text = user_text(seen, provider)
    assert "Task: send 'on my way' to Sam" in text and text.endswith(SCREEN)
    assert "A screenshot of the current screen is attached." in text
    # The structure the rule planner reads: the task as parsed, the post-conditions, the screen's roles.
    for line in ("Task as parsed: ", "Done only when the screen shows: ", "[3] send: irreversible"):
        assert line in text, line
    [image] = images(seen, provider)
    if provider == "openai":
        assert seen.path == OPENAI_PATH
        assert seen.headers["authorization"] == f"Bearer {API_KEY}"
        assert sent["messages"][0] == {"role": "system", "content": SYSTEM_PROMPT}
        assert image["image_url"]["url"] == f"data:image/png;base64,{PNG}"
    else:
        assert seen.path == ANTHROPIC_PATH
        assert seen.headers["x-api-key"] == API_KEY and seen.headers["anthropic-version"] == "2023-06-01"
        assert "authorization" not in seen.headers
        assert sent["system"] == SYSTEM_PROMPT
        assert image["source"] == {"type": "base64", "media_type": "image/png", "data": PNG}
    if answer_format == "tool":
        [tool] = sent["tools"]
        schema = tool["function"]["parameters"] if provider == "openai" else tool["input_schema"]
        assert schema["type"] == "object" and "state_refs" not in schema["properties"]
        assert set(schema["required"]) >= {"status_text", "action"}
        forced = (
            {"type": "function", "function": {"name": "next_action"}}
            if provider == "openai"
            else {"type": "tool", "name": "next_action"}
        )
        assert sent["tool_choice"] == forced
        assert "response_format" not in sent
    else:
        assert "tools" not in sent
        if provider == "openai" and answer_format == "json_schema":
            # Structured output: OpenAI, vLLM, Ollama and llama.cpp's llama-server hold the answer to the schema.
            assert sent["response_format"] == {
                "type": "json_schema",
                "json_schema": {
                    "name": "next_action",
                    "description": ANSWER.description,
                    "schema": ANSWER.schema,
                    "strict": True,
                },
            }
        elif provider == "openai":
            # JSON mode with the schema beside it: the form llama-cpp-python's server constrains by.
            assert sent["response_format"] == {"type": "json_object", "schema": ANSWER.schema}
        else:
            assert "response_format" not in sent


@pytest.mark.parametrize("provider", PROVIDERS)
async def test_a_text_only_model_never_gets_the_screenshot(stand_in: ModelStandIn, provider: str) -> None:
    stand_in.reset(Answer(BACK))
    async with serving(model_settings(stand_in, provider, model_vision=False)) as agent:
        result = await agent.next_step(step())
    assert result["action"] == "back"
    assert result["reasoning"].startswith(
        f"Tier model_text: decided by the server's model, with the description only ({provider}-test-model)."
    )
    seen = only_request(stand_in)
    assert PNG not in orjson.dumps(seen.body).decode(), "no image anywhere in the request"
    assert images(seen, provider) == []
    text = user_text(seen, provider)
    assert "screenshot" not in text and text.endswith(SCREEN)


@pytest.mark.parametrize("provider", PROVIDERS)
async def test_a_vision_model_on_a_step_without_a_screenshot_is_the_text_tier(
    stand_in: ModelStandIn, provider: str
) -> None:
    stand_in.reset(Answer(BACK))
    async with serving(model_settings(stand_in, provider)) as agent:
        result = await agent.next_step(step(screenshot_b64=None))
    assert result["reasoning"].startswith("Tier model_text:")
    assert images(only_request(stand_in), provider) == []


async def test_the_configured_token_cap_bounds_every_call(stand_in: ModelStandIn) -> None:
    stand_in.reset(Answer(BACK))
    for provider in PROVIDERS:
        async with serving(model_settings(stand_in, provider, model_max_tokens=300)) as agent:
            await agent.next_step(step())
    assert [seen.body["max_tokens"] for seen in stand_in.requests()] == [300, 300]


async def test_a_client_that_declares_sampling_keeps_its_own_model(stand_in: ModelStandIn) -> None:
    stand_in.reset(Answer(BACK))
    async with serving(model_settings(stand_in, "openai")) as agent:
        result = await agent.call(step(), capabilities={"sampling": {}})
    assert result["resultType"] == "input_required"
    assert result["inputRequests"]["next_action"]["method"] == "sampling/createMessage"
    assert stand_in.requests() == [], "the server's model is not called when the client samples"


# -- the checks of a sampling answer, applied to the server's model ---------------------------------


@pytest.mark.parametrize("provider", PROVIDERS)
async def test_an_irreversible_tap_from_the_model_waits_for_a_person(stand_in: ModelStandIn, provider: str) -> None:
    stand_in.reset(
        Answer({"status_text": "Sending", "action": "tap", "target_index": 3, "requires_confirmation": False})
    )
    async with serving(model_settings(stand_in, provider, model_answer_format="tool")) as agent:
        result = await agent.next_step(step())
    assert (result["action"], result["target_index"]) == ("tap", 3)
    assert result["requires_confirmation"] is True
    assert result["confirmation_reason"] == 'Tapping Button "Send" would send, which cannot be undone.'
    assert result["state_refs"]["approval"], "no elicitation declared: a pending approval waits"


REJECTED = [
    ({"status_text": "Tapping", "action": "tap", "target_index": 9}, {}, "target_index 9 is not on the screen"),
    (
        {"status_text": "Tapping", "action": "tap", "target_index": 4},
        {},
        'target_index 4 (Button "Attach") is disabled',
    ),
    ({"status_text": "Swiping", "action": "swipe"}, {}, "unknown action 'swipe'"),
    (
        {"status_text": "Back", "action": "back"},
        {"capabilities": ["tap", "type"]},
        "action back is not in the device's capabilities",
    ),
    ({"status_text": "Back", "action": "back", "mood": "calm"}, {}, "unknown field mood"),
    ({"status_text": "Tap", "action": "tap", "target_index": "3"}, {}, "target_index: Input should be a valid integer"),
    ("I think you should tap Send.", {}, "the answer is not JSON"),
    (
        {"status_text": "Typing", "action": "type", "target_index": 3, "text_to_type": "x"},
        {},
        "is not an editable field",
    ),
]


@pytest.mark.parametrize(("payload", "changes", "why"), REJECTED)
@pytest.mark.parametrize("provider", PROVIDERS)
async def test_an_answer_a_sampling_answer_could_not_give_falls_back_to_the_rules(
    stand_in: ModelStandIn, provider: str, payload: dict[str, Any] | str, changes: dict[str, Any], why: str
) -> None:
    stand_in.reset(Answer(payload))
    arguments = step(**changes)
    async with serving(model_settings(stand_in, provider)) as agent:
        result = await agent.next_step(arguments)
    rules = rules_decision(arguments)
    note = f"Tier rules: the server's vision model, with the screenshot and the description ({provider}-test-model) gave no action (its answer was not used: "
    assert result["reasoning"].startswith(note) and why in result["reasoning"], result["reasoning"]
    assert result["reasoning"].endswith(f"; the rule planner decided instead. {rules['reasoning']}")
    assert {k: v for k, v in result.items() if k not in ("reasoning", "state_refs")} == {
        k: v for k, v in rules.items() if k not in ("reasoning", "state_refs")
    }


# -- the provider failing ------------------------------------------------------------------------

FAILURES = [
    ("openai", Status(500), "the openai API failed (HTTP 500 server_error)"),
    ("openai", Status(503), "the openai API failed (HTTP 503 server_error)"),
    ("openai", Status(400), "the openai API refused the request (HTTP 400 invalid_request_error)"),
    ("anthropic", Status(500), "the anthropic API failed (HTTP 500 api_error)"),
    ("anthropic", Status(529), "the anthropic API failed (HTTP 529 overloaded_error)"),
    ("anthropic", Status(400), "the anthropic API refused the request (HTTP 400 invalid_request_error)"),
    (
        "openai",
        Status(429, retry_after="60"),
        "the openai API is rate limiting (HTTP 429: retry after 60 s, beyond the 2 s timeout)",
    ),
    (
        "anthropic",
        Status(429, retry_after="60"),
        "the anthropic API is rate limiting (HTTP 429: retry after 60 s, beyond the 2 s timeout)",
    ),
    (
        "openai",
        RawBody(b'{"id": "chatcmpl-7", "object": "chat.completion", "choices": [{"index": 0, "mess'),
        "the openai API's answer is not JSON",
    ),
    ("anthropic", RawBody(b'{"type": "message", "content": [{"type": "te'), "the anthropic API's answer is not JSON"),
    ("openai", RawBody(b'{"object": "chat.completion", "choices": []}'), "the openai API's answer has no choices"),
    (
        "anthropic",
        RawBody(b'{"type": "message", "content": "no blocks"}'),
        "the anthropic API's answer has no content blocks",
    ),
    (
        "anthropic",
        RawBody(b'{"type": "message", "content": [' + b" " * 2_000_000 + b"]}"),
        "the anthropic API's answer is larger than 1048576 bytes",
    ),
    ("openai", Answer(BACK, refused=True), "the model declined to answer"),
    ("anthropic", Answer(BACK, refused=True), "the model declined to answer"),
    ("openai", Answer(BACK, truncated=True), "the answer was cut at the token limit (finish_reason length)"),
    ("anthropic", Answer(BACK, truncated=True), "the answer was cut at the token limit (stop_reason max_tokens)"),
    ("openai", Answer(BACK, delay=4), "the openai API did not answer within 2 s"),
    ("anthropic", Answer(BACK, delay=4), "the anthropic API did not answer within 2 s"),
]


@pytest.mark.parametrize(("provider", "behaviour", "why"), FAILURES)
async def test_a_failing_provider_falls_back_to_the_rules_within_the_timeout(
    stand_in: ModelStandIn, provider: str, behaviour: Any, why: str, caplog: pytest.LogCaptureFixture
) -> None:
    caplog.set_level(logging.DEBUG)
    stand_in.reset(behaviour)
    arguments = step()
    async with serving(model_settings(stand_in, provider, model_timeout_seconds=2.0)) as agent:
        started = time.monotonic()
        result = await agent.next_step(arguments)
        elapsed = time.monotonic() - started
    assert f"(the call failed: {why}); the rule planner decided instead." in result["reasoning"], result["reasoning"]
    assert result["reasoning"].startswith("Tier rules: the server's vision model")
    assert result["action"] == rules_decision(arguments)["action"]
    assert elapsed < 3.0, "the step never waits much beyond the model's timeout"
    assert len(stand_in.requests()) == 1, "a 5xx, a 429 beyond the timeout or a bad body is not retried"
    assert f"the server-side model gave no answer: {why}" in caplog.text
    assert API_KEY not in caplog.text, "the stand-in's error messages quote the key; our logs do not"


@pytest.mark.parametrize("provider", PROVIDERS)
async def test_a_wrong_key_is_refused_and_never_repeated(stand_in: ModelStandIn, provider: str) -> None:
    stand_in.reset(Answer(BACK))
    wrong = "sk-wrong-00112233445566778899aabbccddeeff"
    async with serving(model_settings(stand_in, provider, model_api_key=SecretStr(wrong))) as agent:
        result = await agent.next_step(step())
    error = "invalid_api_key" if provider == "openai" else "authentication_error"
    assert f"refused the request (HTTP 401 {error})" in result["reasoning"]
    assert wrong not in json.dumps(result), "the provider quoted the key; we do not"


@pytest.mark.parametrize(
    "retry",
    [Status(429, retry_after="0.4"), Status(429, retry_after_ms="400"), Status(429)],
    ids=["seconds", "milliseconds", "none"],
)
async def test_a_429_whose_wait_fits_in_the_timeout_is_retried(stand_in: ModelStandIn, retry: Status) -> None:
    stand_in.reset(Answer(BACK), retry)
    async with serving(model_settings(stand_in, "openai", model_timeout_seconds=4.0)) as agent:
        result = await agent.next_step(step())
    assert result["action"] == "back" and result["reasoning"].startswith("Tier model_vision:")
    first, second = stand_in.requests()
    waited = second.at - first.at
    assert waited >= (1.0 if retry.retry_after is None and retry.retry_after_ms is None else 0.4) - 0.05


async def test_a_429_with_an_http_date_is_honoured(stand_in: ModelStandIn) -> None:
    later = format_datetime(datetime.now(UTC) + timedelta(seconds=30), usegmt=True)
    stand_in.reset(Answer(BACK), Status(429, retry_after=later))
    async with serving(model_settings(stand_in, "anthropic", model_timeout_seconds=2.0)) as agent:
        result = await agent.next_step(step())
    assert "HTTP 429: retry after" in result["reasoning"] and "beyond the 2 s timeout" in result["reasoning"]
    assert len(stand_in.requests()) == 1


async def test_a_provider_that_keeps_refusing_with_429_is_tried_three_times(stand_in: ModelStandIn) -> None:
    stand_in.reset(Status(429, retry_after="0.05"))
    async with serving(model_settings(stand_in, "anthropic")) as agent:
        result = await agent.next_step(step())
    assert "the anthropic API is still rate limiting (HTTP 429) after 3 attempts" in result["reasoning"]
    assert len(stand_in.requests()) == 3


async def test_an_unreachable_provider_falls_back(stand_in: ModelStandIn) -> None:
    settings = model_settings(stand_in, "openai", model_base_url=f"http://127.0.0.1:{free_port()}/v1")
    async with serving(settings) as agent:
        result = await agent.next_step(step())
    assert "(the call failed: the openai API could not be reached (ConnectError))" in result["reasoning"]


# -- metrics -------------------------------------------------------------------------------------


async def test_each_decision_is_counted_by_tier(stand_in: ModelStandIn) -> None:
    def decisions(samples: dict[Any, float], tier: str, fallback_from: str = "none") -> float:
        labels = tuple(sorted({"tool": "next_step", "tier": tier, "fallback_from": fallback_from}.items()))
        return samples.get(("mcp_agent_agent_decisions_total", labels), 0.0)

    def calls(samples: dict[Any, float], outcome: str) -> float:
        labels = tuple(sorted({"provider": "anthropic", "outcome": outcome}.items()))
        return samples.get(("mcp_agent_model_calls_total", labels), 0.0)

    stand_in.reset(Status(529), Answer(BACK), Answer(BACK))  # then 529 for every later call
    async with serving(model_settings(stand_in, "anthropic")) as agent:
        before = await agent.metrics()
        await agent.next_step(step())  # vision
        await agent.next_step(step(screenshot_b64=None))  # text
        await agent.next_step(step())  # 529: the rules stand in
        after = await agent.metrics()
    assert decisions(after, "model_vision") - decisions(before, "model_vision") == 1
    assert decisions(after, "model_text") - decisions(before, "model_text") == 1
    assert decisions(after, "rules", "model_vision") - decisions(before, "rules", "model_vision") == 1
    assert calls(after, "ok") - calls(before, "ok") == 2
    assert calls(after, "server_error") - calls(before, "server_error") == 1


@pytest.mark.parametrize("provider", PROVIDERS)
async def test_the_models_confidence_is_carried_and_below_the_threshold_the_step_waits_for_a_person(
    stand_in: ModelStandIn, provider: str
) -> None:
    async with serving(model_settings(stand_in, provider)) as agent:
        stand_in.reset(Answer({**BACK, "confidence": 0.9}))
        sure = await agent.next_step(step())
        assert (sure["action"], sure["confidence"], sure["requires_confirmation"]) == ("back", 0.9, False)
        assert sure["confirmation"] == "none"

        stand_in.reset(Answer({**BACK, "confidence": 0.2}))
        unsure = await agent.next_step(step())
    assert (unsure["action"], unsure["confidence"]) == ("back", 0.2), "the model's action, not the rule planner's"
    assert unsure["requires_confirmation"] is True and unsure["confirmation"] == "pending"
    assert unsure["state_refs"]["approval"], "it waits as an approval, like any step a person must confirm"
    assert unsure["confirmation_reason"] == "The agent is only 20% sure of this step; a person confirms it first."
    assert unsure["reasoning"].startswith(
        "Confidence 0.20 is below the threshold 0.50: this step waits for a person's confirmation instead of acting. "
        "Tier model_vision: decided by the server's vision model"
    )
