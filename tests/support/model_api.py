"""A local stand-in for two model APIs on 127.0.0.1: OpenAI Chat Completions and Anthropic Messages.

It checks each request against the provider's documented shape (a request the real API would
refuse gets the real API's 400 ``invalid_request_error``), checks the key (a wrong or missing one
gets 401, whose message quotes the key it was given, so a test can prove we never repeat it),
records every request, and answers in the documented response shape: ``chat.completion`` with
``message.content`` or ``message.tool_calls`` (when the request offered tools), Anthropic
``message`` with ``text`` and ``tool_use`` content blocks. Scripted behaviours replace the answer
of the next requests: an error status (400/401/429 with ``Retry-After``/500/529), a slow answer,
a body that is not JSON, an answer cut at the token limit.
"""

from __future__ import annotations

import asyncio
import contextlib
import itertools
import threading
import time
from collections.abc import Iterator
from dataclasses import dataclass, field
from typing import Any

import orjson
from starlette.applications import Starlette
from starlette.requests import Request
from starlette.responses import Response
from starlette.routing import Route

from tests.support.live_server import free_port
from tests.support.server import uvicorn_thread

OPENAI_PATH = "/v1/chat/completions"
ANTHROPIC_PATH = "/v1/messages"
_ANTHROPIC_ERROR_TYPES = {
    400: "invalid_request_error",
    401: "authentication_error",
    403: "permission_error",
    404: "not_found_error",
    429: "rate_limit_error",
    500: "api_error",
    529: "overloaded_error",
}
_OPENAI_ERROR_TYPES = {
    400: ("invalid_request_error", None),
    401: ("invalid_request_error", "invalid_api_key"),
    429: ("requests", "rate_limit_exceeded"),
    500: ("server_error", None),
    503: ("server_error", None),
}
_IMAGE_TYPES = {"image/png", "image/jpeg", "image/gif", "image/webp"}


@dataclass(frozen=True)
class Answer:
    """The model answers ``payload`` (an object, sent as JSON or as a tool call's input; or raw text), after ``delay`` s."""

    payload: dict[str, Any] | str
    delay: float = 0.0
    truncated: bool = False
    refused: bool = False  # the model declines (OpenAI: message.refusal; Anthropic: stop_reason refusal)


@dataclass(frozen=True)
class Status:
    """An error of the provider: its documented error body, with ``Retry-After`` when given."""

    status: int
    retry_after: str | None = None
    retry_after_ms: str | None = None


@dataclass(frozen=True)
class RawBody:
    """A 200 whose body is these bytes (say, JSON cut in the middle)."""

    body: bytes


Behaviour = Answer | Status | RawBody


@dataclass
class Seen:
    path: str
    headers: dict[str, str]
    body: dict[str, Any]
    at: float


@dataclass
class ModelStandIn:
    api_key: str
    answer: Behaviour = field(default_factory=lambda: Answer({"status_text": "Going back", "action": "back"}))
    script: list[Behaviour] = field(default_factory=list)
    seen: list[Seen] = field(default_factory=list)
    lock: threading.Lock = field(default_factory=threading.Lock)
    port: int = 0

    @property
    def base_url(self) -> str:
        return f"http://127.0.0.1:{self.port}"

    def reset(self, answer: Behaviour, *script: Behaviour) -> None:
        with self.lock:
            self.answer = answer
            self.script = list(script)
            self.seen = []

    def requests(self) -> list[Seen]:
        with self.lock:
            return list(self.seen)

    def _next(self, seen: Seen) -> Behaviour:
        with self.lock:
            self.seen.append(seen)
            return self.script.pop(0) if self.script else self.answer


_ids = itertools.count(1)


def _json(document: Any, status: int = 200, headers: dict[str, str] | None = None) -> Response:
    return Response(orjson.dumps(document), status_code=status, headers=headers, media_type="application/json")


# -- OpenAI Chat Completions ---------------------------------------------------------------------


def _openai_error(status: int, message: str, headers: dict[str, str] | None = None) -> Response:
    kind, code = _OPENAI_ERROR_TYPES.get(status, ("server_error", None))
    return _json({"error": {"message": message, "type": kind, "param": None, "code": code}}, status, headers)


def _openai_shape_problem(body: Any) -> str | None:
    if not isinstance(body, dict):
        return "The request body must be a JSON object."
    if not isinstance(body.get("model"), str) or not body["model"]:
        return "you must provide a model parameter"
    messages = body.get("messages")
    if not isinstance(messages, list) or not messages:
        return "'messages' must be a non-empty array"
    for message in messages:
        if not isinstance(message, dict) or message.get("role") not in (
            "system",
            "developer",
            "user",
            "assistant",
            "tool",
        ):
            return "Invalid 'messages': each message needs a valid role"
        content = message.get("content")
        if isinstance(content, list):
            for part in content:
                kind = part.get("type") if isinstance(part, dict) else None
                if kind == "text" and isinstance(part.get("text"), str):
                    continue
                if (
                    kind == "image_url"
                    and message["role"] == "user"
                    and isinstance(part.get("image_url"), dict)
                    and isinstance(part["image_url"].get("url"), str)
                ):
                    continue
                return f"Invalid content part of type {kind!r}"
        elif not isinstance(content, str):
            return "Invalid 'messages[].content': expected a string or an array of content parts"
    if "max_tokens" in body and (not isinstance(body["max_tokens"], int) or body["max_tokens"] < 1):
        return "Invalid 'max_tokens': expected an integer >= 1"
    response_format = body.get("response_format")
    if response_format is not None:
        if not isinstance(response_format, dict) or response_format.get("type") not in (
            "text",
            "json_object",
            "json_schema",
        ):
            return "Invalid 'response_format'"
        if response_format["type"] == "json_object" and "json" not in orjson.dumps(messages).decode().lower():
            return (
                "'messages' must contain the word 'json' in some form, to use 'response_format' of type 'json_object'."
            )
        if response_format["type"] == "json_schema":
            problem = _json_schema_problem(response_format.get("json_schema"))
            if problem is not None:
                return problem
    tools = body.get("tools")
    if tools is not None:
        for tool in tools if isinstance(tools, list) else [None]:
            function = tool.get("function") if isinstance(tool, dict) and tool.get("type") == "function" else None
            if (
                not isinstance(function, dict)
                or not isinstance(function.get("name"), str)
                or not isinstance(function.get("parameters", {}), dict)
            ):
                return "Invalid 'tools': each tool is {type: function, function: {name, parameters}}"
    return None


# Keywords that OpenAI's structured outputs documents as not supported in strict mode.
_STRICT_UNSUPPORTED = frozenset(
    {
        "allOf",
        "not",
        "if",
        "then",
        "else",
        "dependentRequired",
        "dependentSchemas",
        "patternProperties",
        "minLength",
        "maxLength",
    }
)


def _strict_problem(node: Any, where: str) -> str | None:
    """What OpenAI's strict mode refuses in a schema (every object closed, every property required)."""
    if isinstance(node, list):
        return next((p for i, item in enumerate(node) if (p := _strict_problem(item, f"{where}[{i}]"))), None)
    if not isinstance(node, dict):
        return None
    for keyword in _STRICT_UNSUPPORTED & set(node):
        return f"In context={where}, '{keyword}' is not permitted."
    properties = node.get("properties")
    if isinstance(properties, dict):
        if node.get("additionalProperties") is not False:
            return f"In context={where}, 'additionalProperties' is required to be supplied and to be false."
        missing = [name for name in properties if name not in (node.get("required") or [])]
        if missing:
            return (
                f"In context={where}, 'required' is required to be supplied and to be an array including every key "
                f"in properties. Missing '{missing[0]}'."
            )
    return next((p for key, value in node.items() if (p := _strict_problem(value, f"{where}.{key}"))), None)


def _json_schema_problem(json_schema: Any) -> str | None:
    if not isinstance(json_schema, dict) or not isinstance(json_schema.get("name"), str):
        return "Missing required parameter: 'response_format.json_schema.name'."
    if not all(c.isalnum() or c in "_-" for c in json_schema["name"]) or len(json_schema["name"]) > 64:
        return "Invalid 'response_format.json_schema.name': expected a string of letters, digits, _ and -"
    schema = json_schema.get("schema")
    if not isinstance(schema, dict) or schema.get("type") != "object":
        return "Invalid schema for response_format: schema must be a JSON Schema of 'type: \"object\"'."
    if json_schema.get("strict") is True:
        problem = _strict_problem(schema, "()")
        if problem is not None:
            return f"Invalid schema for response_format '{json_schema['name']}': {problem}"
    return None


def _openai_answer(body: dict[str, Any], answer: Answer) -> dict[str, Any]:
    tools = body.get("tools") or []
    payload = answer.payload
    text = payload if isinstance(payload, str) else orjson.dumps(payload).decode()
    message: dict[str, Any] = {"role": "assistant", "content": text, "refusal": None}
    finish = "stop"
    if tools and isinstance(payload, dict):
        name = tools[0]["function"]["name"]
        call = {"id": f"call_{next(_ids)}", "type": "function", "function": {"name": name, "arguments": text}}
        message = {"role": "assistant", "content": None, "tool_calls": [call], "refusal": None}
        finish = "tool_calls"
    if answer.truncated:
        finish = "length"
    if answer.refused:
        message = {"role": "assistant", "content": None, "refusal": "I can't help with that."}
    return {
        "id": f"chatcmpl-{next(_ids)}",
        "object": "chat.completion",
        "created": int(time.time()),
        "model": f"{body['model']}-2026-01-01",  # the API names the snapshot that answered
        "choices": [{"index": 0, "message": message, "logprobs": None, "finish_reason": finish}],
        "usage": {"prompt_tokens": 900, "completion_tokens": 40, "total_tokens": 940},
    }


# -- Anthropic Messages --------------------------------------------------------------------------


def _anthropic_error(status: int, message: str, headers: dict[str, str] | None = None) -> Response:
    kind = _ANTHROPIC_ERROR_TYPES.get(status, "api_error")
    return _json({"type": "error", "error": {"type": kind, "message": message}}, status, headers)


def _anthropic_shape_problem(body: Any, headers: dict[str, str]) -> str | None:
    if headers.get("anthropic-version") != "2023-06-01":
        return "anthropic-version: header is required"
    if not isinstance(body, dict):
        return "The request body must be a JSON object."
    if not isinstance(body.get("model"), str) or not body["model"]:
        return "model: Field required"
    if not isinstance(body.get("max_tokens"), int) or body["max_tokens"] < 1:
        return "max_tokens: Field required"
    if "system" in body and not isinstance(body["system"], (str, list)):
        return "system: Input should be a valid string or list"
    messages = body.get("messages")
    if not isinstance(messages, list) or not messages:
        return "messages: at least one message is required"
    for message in messages:
        if not isinstance(message, dict) or message.get("role") not in ("user", "assistant"):
            return "messages: roles must be user or assistant"
        content = message.get("content")
        if isinstance(content, str):
            continue
        if not isinstance(content, list):
            return "messages.content: Input should be a valid string or list"
        for block in content:
            kind = block.get("type") if isinstance(block, dict) else None
            if kind == "text" and isinstance(block.get("text"), str):
                continue
            source = block.get("source") if kind == "image" else None
            if (
                isinstance(source, dict)
                and source.get("type") == "base64"
                and source.get("media_type") in _IMAGE_TYPES
                and isinstance(source.get("data"), str)
            ):
                continue
            return f"messages.content: invalid block of type {kind!r}"
    tools = body.get("tools")
    if tools is not None:
        for tool in tools if isinstance(tools, list) else [None]:
            schema = tool.get("input_schema") if isinstance(tool, dict) else None
            if (
                not isinstance(tool, dict)
                or not isinstance(tool.get("name"), str)
                or not isinstance(schema, dict)
                or schema.get("type") != "object"
            ):
                return "tools: each tool needs a name and an input_schema of type object"
    choice = body.get("tool_choice")
    if choice is not None and (
        not isinstance(choice, dict) or choice.get("type") not in ("auto", "any", "tool", "none")
    ):
        return "tool_choice: invalid"
    return None


def _anthropic_answer(body: dict[str, Any], answer: Answer) -> dict[str, Any]:
    tools = body.get("tools") or []
    payload = answer.payload
    text = payload if isinstance(payload, str) else orjson.dumps(payload).decode()
    content: list[dict[str, Any]] = [{"type": "text", "text": text}]
    stop = "end_turn"
    if tools and isinstance(payload, dict):
        content = [
            {"type": "text", "text": "I'll choose the next action."},
            {"type": "tool_use", "id": f"toolu_{next(_ids):024d}", "name": tools[0]["name"], "input": payload},
        ]
        stop = "tool_use"
    if answer.truncated:
        stop = "max_tokens"
    if answer.refused:
        content, stop = [], "refusal"
    return {
        "id": f"msg_{next(_ids):024d}",
        "type": "message",
        "role": "assistant",
        "model": body["model"],
        "content": content,
        "stop_reason": stop,
        "stop_sequence": None,
        "usage": {"input_tokens": 900, "output_tokens": 40},
    }


# -- the app -------------------------------------------------------------------------------------


def build_app(stand_in: ModelStandIn) -> Starlette:
    async def serve(request: Request, openai: bool) -> Response:
        raw = await request.body()
        headers = {name.lower(): value for name, value in request.headers.items()}
        try:
            body = orjson.loads(raw)
        except orjson.JSONDecodeError:
            body = None
        behaviour = stand_in._next(
            Seen(request.url.path, headers, body if isinstance(body, dict) else {}, time.monotonic())
        )
        error = _openai_error if openai else _anthropic_error
        given = headers.get("authorization", "").removeprefix("Bearer ") if openai else headers.get("x-api-key", "")
        if given != stand_in.api_key:
            # Real APIs quote (part of) the key they were given; this one quotes all of it.
            return error(401, f"Incorrect API key provided: {given!r}.")
        problem = _openai_shape_problem(body) if openai else _anthropic_shape_problem(body, headers)
        if problem is not None:
            return error(400, problem)
        if isinstance(behaviour, Status):
            retry = {}
            if behaviour.retry_after is not None:
                retry["retry-after"] = behaviour.retry_after
            if behaviour.retry_after_ms is not None:
                retry["retry-after-ms"] = behaviour.retry_after_ms
            return error(behaviour.status, f"scripted {behaviour.status} for key {stand_in.api_key}", retry)
        if isinstance(behaviour, RawBody):
            return Response(behaviour.body, media_type="application/json")
        deadline = time.monotonic() + behaviour.delay
        while time.monotonic() < deadline:  # a slow model; it stops once its caller has hung up
            if await request.is_disconnected():
                return Response(status_code=499)
            await asyncio.sleep(0.05)
        assert isinstance(body, dict)
        return _json(_openai_answer(body, behaviour) if openai else _anthropic_answer(body, behaviour))

    async def chat_completions(request: Request) -> Response:
        return await serve(request, openai=True)

    async def messages(request: Request) -> Response:
        return await serve(request, openai=False)

    return Starlette(
        routes=[
            Route(OPENAI_PATH, chat_completions, methods=["POST"]),
            Route(ANTHROPIC_PATH, messages, methods=["POST"]),
        ]
    )


@contextlib.contextmanager
def model_api(api_key: str) -> Iterator[ModelStandIn]:
    """The stand-in, served by uvicorn in a background thread on a free loopback port."""
    stand_in = ModelStandIn(api_key=api_key, port=free_port())
    with uvicorn_thread(build_app(stand_in), stand_in.port):
        yield stand_in
