"""What the conformance fixtures answer with: the payload strings and schemas the suite checks for,
and builders of content blocks and input requests (``conformance_fixtures`` registers the tools)."""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from typing import Any

from mcp_types import (
    CallToolResult,
    PromptMessage,
)

from mcp_agent import InputRequired, RequestContext, Server

JsonObject = dict[str, Any]
ToolHandler = Callable[[Any, RequestContext], Awaitable["CallToolResult | InputRequired"]]

# -- data ----------------------------------------------------------------------------------

PNG_BASE64 = (
    "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg=="  # 1x1 pixel
)
WAV_BASE64 = "UklGRiYAAABXQVZFZm10IBAAAAABAAEAQB8AAAB9AAACABAAZGF0YQIAAAA="  # one silent sample

SIMPLE_TEXT = "This is a simple text response for testing."
ERROR_TEXT = "This tool intentionally returns an error for testing"
EMBEDDED_TEXT = "This is an embedded resource content."
MIXED_JSON = '{"test": "data", "value": 123}'
STATIC_TEXT = "This is the content of the static text resource."
WATCHED_TEXT = "Watched resource content"
SIMPLE_PROMPT_TEXT = "This is a simple prompt for testing."
PROMPT_RESOURCE_TEXT = "Embedded resource content for testing."

PROGRESS_STEPS = (0, 50, 100)
PROGRESS_PAUSE_SECONDS = 0.01
LOG_MESSAGES = ("Tool execution started", "Tool processing data", "Tool execution completed")
ARG1_SUGGESTIONS = ("paris", "park", "partial", "hello")

NO_ARGUMENTS: JsonObject = {"type": "object", "properties": {}}

X_MCP_HEADER_SCHEMA: JsonObject = {
    "type": "object",
    "properties": {
        "region": {
            "type": "string",
            "description": "Mirrored in the Mcp-Param-Region header",
            "x-mcp-header": "Region",
        },
    },
}

# Every 2020-12 keyword the json-schema-2020-12 scenario expects to survive tools/list.
JSON_SCHEMA_2020_12: JsonObject = {
    "$schema": "https://json-schema.org/draft/2020-12/schema",
    "type": "object",
    "$defs": {
        "address": {
            "$anchor": "addressDef",
            "type": "object",
            "properties": {"street": {"type": "string"}, "city": {"type": "string"}},
        },
    },
    "properties": {
        "name": {"type": "string"},
        "address": {"$ref": "#/$defs/address"},
        "contactMethod": {"type": "string", "enum": ["phone", "email"]},
        "phone": {"type": "string"},
        "email": {"type": "string"},
    },
    "allOf": [{"anyOf": [{"required": ["phone"]}, {"required": ["email"]}]}],
    "if": {"properties": {"contactMethod": {"const": "phone"}}, "required": ["contactMethod"]},
    "then": {"required": ["phone"]},
    "else": {"required": ["email"]},
    "additionalProperties": False,
}

# -- content and input-request builders -------------------------------------------------------


def text(value: str) -> JsonObject:
    return {"type": "text", "text": value}


def image() -> JsonObject:
    return {"type": "image", "data": PNG_BASE64, "mimeType": "image/png"}


def audio() -> JsonObject:
    return {"type": "audio", "data": WAV_BASE64, "mimeType": "audio/wav"}


def embedded(uri: str, mime_type: str, body: str) -> JsonObject:
    return {"type": "resource", "resource": {"uri": uri, "mimeType": mime_type, "text": body}}


def user(content: JsonObject) -> PromptMessage:
    return PromptMessage.model_validate({"role": "user", "content": content})


def tool_result(*content: JsonObject) -> CallToolResult:
    return CallToolResult.model_validate({"content": list(content)})


def elicit(message: str, **fields: str) -> JsonObject:
    """A form elicitation asking for every ``field=json_type`` given, all required."""
    schema = {
        "type": "object",
        "properties": {name: {"type": kind} for name, kind in fields.items()},
        "required": list(fields),
    }
    return {"method": "elicitation/create", "params": {"message": message, "requestedSchema": schema}}


def sample(prompt: str, max_tokens: int) -> JsonObject:
    message = {"role": "user", "content": text(prompt)}
    return {"method": "sampling/createMessage", "params": {"messages": [message], "maxTokens": max_tokens}}


def ask_name(message: str = "What is your name?") -> JsonObject:
    return elicit(message, name="string")


def list_roots() -> JsonObject:
    return {"method": "roots/list", "params": {}}


def _response(ctx: RequestContext, key: str) -> JsonObject | None:
    answer = (ctx.input_responses or {}).get(key)
    return answer if isinstance(answer, dict) else None


def _answered(ctx: RequestContext, *keys: str) -> bool:
    return all(_response(ctx, key) is not None for key in keys)


def _accepted(answer: JsonObject | None, field: str) -> Any:
    """A field of an accepted elicitation answer, or None when not (yet) given."""
    if not answer or answer.get("action") != "accept" or not isinstance(answer.get("content"), dict):
        return None
    return answer["content"].get(field)


def _ask_once(key: str, question: JsonObject, reply: Callable[[JsonObject], CallToolResult]) -> ToolHandler:
    """A tool that asks one question, then builds its result from the answer."""

    async def handler(arguments: Any, ctx: RequestContext) -> CallToolResult | InputRequired:
        answer = _response(ctx, key)
        return InputRequired({key: question}) if answer is None else reply(answer)

    return handler


def _tool(
    server: Server, name: str, description: str, handler: ToolHandler, schema: JsonObject = NO_ARGUMENTS, **extra: Any
) -> None:
    server.tool(name, description=description, input_schema=schema, **extra)(handler)


def _greeting(answer: JsonObject) -> CallToolResult:
    return tool_result(text(f"Hello, {_accepted(answer, 'name') or 'stranger'}!"))
