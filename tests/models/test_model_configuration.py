"""Building the server-side model from MCP_AGENT_MODEL_*, and what it never shows (in process)."""

from __future__ import annotations

from collections.abc import Iterator
from datetime import UTC, datetime, timedelta
from email.utils import format_datetime
from typing import Any

import httpx2 as httpx
import jsonschema
import pytest
from pydantic import SecretStr, ValidationError

from mcp_agent import ModelImage, ModelRequest, Settings
from mcp_agent.app.collaborators import build_model
from mcp_agent.models import AnthropicMessagesModel, OpenAIChatModel
from mcp_agent.protocol.retry_after import retry_after_seconds
from mcp_agent.settings import ConfigurationError, describe_invalid_settings
from mcp_agent.tools.next_step.contract import ACTIONS
from mcp_agent.tools.next_step.server_model import answer_schema

pytestmark = pytest.mark.unit

KEY = "sk-unit-0f1e2d3c4b5a69788796a5b4c3d2e1f0"


def test_no_model_is_built_without_a_provider() -> None:
    assert build_model(Settings(model_api_key=SecretStr(KEY), model_name="m")) is None


@pytest.mark.parametrize("provider", ["openai", "anthropic"])
def test_the_key_is_in_no_repr_or_dump(provider: str) -> None:
    settings = Settings(model_provider=provider, model_name="m", model_api_key=KEY)  # type: ignore[arg-type]
    for shown in (repr(settings), str(settings), settings.model_dump_json(), repr(build_model(settings))):
        assert KEY not in shown
    assert settings.model_api_key is not None and settings.model_api_key.get_secret_value() == KEY


def test_an_invalid_model_setting_is_named_without_its_neighbours_values() -> None:
    with pytest.raises(ValidationError) as raised:
        Settings(model_provider="gemini", model_api_key=KEY, model_max_tokens=3)  # type: ignore[arg-type]
    lines = describe_invalid_settings(raised.value)
    assert any(line.startswith("MCP_AGENT_MODEL_PROVIDER:") for line in lines)
    assert any(line.startswith("MCP_AGENT_MODEL_MAX_TOKENS:") for line in lines)
    assert KEY not in "\n".join(lines)


@pytest.mark.parametrize(
    ("values", "names"),
    [
        ({"model_provider": "openai", "model_api_key": KEY}, "MCP_AGENT_MODEL_NAME"),
        ({"model_provider": "anthropic", "model_name": "claude"}, "MCP_AGENT_MODEL_API_KEY"),
        ({"model_provider": "openai", "model_name": "gpt"}, "MCP_AGENT_MODEL_API_KEY"),
        (
            {"model_provider": "openai", "model_name": "gpt", "model_base_url": "ftp://models.example"},
            "MCP_AGENT_MODEL_BASE_URL",
        ),
        (
            {"model_provider": "openai", "model_name": "gpt", "model_base_url": "http://me:pw@vllm.example/v1"},
            "MCP_AGENT_MODEL_BASE_URL",
        ),
    ],
)
def test_an_incomplete_model_configuration_is_refused_naming_what_to_set(values: dict[str, str], names: str) -> None:
    with pytest.raises(ConfigurationError) as raised:
        build_model(Settings(**values))  # type: ignore[arg-type]
    assert names in str(raised.value) and KEY not in str(raised.value)


def test_a_local_openai_compatible_server_needs_no_key() -> None:
    model = build_model(
        Settings(model_provider="openai", model_name="llama3.2", model_base_url="http://127.0.0.1:11434/v1")
    )
    assert isinstance(model, OpenAIChatModel) and model.name == "llama3.2" and not model.vision


async def test_a_text_only_model_is_never_given_an_image() -> None:
    request = ModelRequest(system="s", text="t", image=ModelImage("iVBORw0KGgo=", "image/png"))
    async with httpx.AsyncClient() as client:
        for model in (
            OpenAIChatModel(client, name="m"),
            AnthropicMessagesModel(client, name="m", api_key=SecretStr(KEY)),
        ):
            with pytest.raises(ValueError, match="text-only"):
                await model.complete(request)  # refused before anything is sent


def test_retry_after_in_seconds_milliseconds_or_as_a_date() -> None:
    assert retry_after_seconds(httpx.Headers({"retry-after": "7"})) == 7
    assert retry_after_seconds(httpx.Headers({"retry-after": "1.5"})) == 1.5
    assert retry_after_seconds(httpx.Headers({"retry-after-ms": "250", "retry-after": "9"})) == 0.25
    later = format_datetime(datetime.now(UTC) + timedelta(seconds=120), usegmt=True)
    assert 110 < (retry_after_seconds(httpx.Headers({"retry-after": later})) or 0) <= 120
    past = format_datetime(datetime.now(UTC) - timedelta(seconds=120), usegmt=True)
    assert retry_after_seconds(httpx.Headers({"retry-after": past})) == 0
    unzoned = format_datetime(datetime.now(UTC) + timedelta(seconds=120)).replace("+0000", "-0000")
    assert (
        unzoned.endswith("-0000") and 110 < (retry_after_seconds(httpx.Headers({"retry-after": unzoned})) or 0) <= 120
    )
    assert retry_after_seconds(httpx.Headers({"retry-after": "soon"})) is None
    assert retry_after_seconds(httpx.Headers({"retry-after-ms": "soon", "retry-after": " 3 "})) == 3
    assert retry_after_seconds(httpx.Headers({})) is None


# What grammar-constrained servers (llama.cpp's json-schema-to-grammar, guided decoding) and OpenAI's strict
# structured outputs compile alike: no combinators but a nullable anyOf, no references, bounds or formats
# (llama.cpp's parser refuses the grammar a maxLength of 2000 makes).
UNCOMPILED = {"oneOf", "allOf", "not", "$ref", "$defs", "pattern", "format", "minLength", "maxLength", "minimum"}
NULL = {"type": "null"}


def _walk(node: Any, where: str = "") -> Iterator[tuple[str, dict[str, Any]]]:
    if isinstance(node, dict):
        yield where, node
        for key, value in node.items():
            yield from _walk(value, f"{where}/{key}")
    elif isinstance(node, list):
        for number, item in enumerate(node):
            yield from _walk(item, f"{where}/{number}")


def full_answer(**fields: Any) -> dict[str, Any]:
    """An answer with every field (the schema requires them all: unused ones null or false)."""
    answer: dict[str, Any] = {name: None for name in answer_schema()["properties"]}
    answer.update(advance_subgoal=False, requires_confirmation=False)
    return {**answer, **fields}


def test_the_answer_schema_is_the_result_without_the_servers_fields_and_compiles_as_a_grammar() -> None:
    schema = answer_schema()
    for where, node in _walk(schema):
        if where.endswith("/properties"):
            continue  # property names, not keywords
        assert not UNCOMPILED & set(node), (where, UNCOMPILED & set(node))
        if "anyOf" in node:
            assert len(node["anyOf"]) == 2 and node["anyOf"][1] == NULL and "type" in node["anyOf"][0], where
        if "properties" in node:
            assert node["additionalProperties"] is False and node["required"] == list(node["properties"]), where
        if "enum" in node:
            assert node["type"] == "string" and all(isinstance(value, str) for value in node["enum"]), where
    assert schema["properties"]["action"]["enum"] == list(ACTIONS)
    assert "state_refs" not in schema["properties"] and "confirmation" not in schema["properties"]
    assert schema["properties"]["confidence"]["anyOf"] == [{"type": "number"}, NULL]
    remember = schema["properties"]["remember"]["anyOf"][0]
    assert remember["required"] == ["key", "value"] and remember["additionalProperties"] is False
    validator = jsonschema.Draft202012Validator(schema)
    good = full_answer(status_text="Remembering", action="back", remember={"key": "code", "value": "1234"})
    assert validator.is_valid(good)
    assert validator.is_valid({**good, "confidence": 0.8})
    assert not validator.is_valid({"status_text": "Remembering", "action": "back"}), "every field is required"
    assert not validator.is_valid({**good, "state_refs": {"approval": "x"}})
    assert not validator.is_valid({**good, "confirmation": "approved"})
    assert not validator.is_valid({**good, "remember": {"key": "code"}})
    assert not validator.is_valid({**good, "action": "swipe"})
