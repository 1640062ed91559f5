"""Every message the server sends, checked against the published JSON schemas (``tests/data/schemas``):
the 2026-07-28 schema for the core protocol, the tasks extension's ``schema.json`` for its methods, its
``resultType: "task"`` result and ``notifications/tasks``.

``check_exchange(request, reply_messages)`` picks the definition from the request's method and the reply's
``resultType``; ``schema_checked(client)`` adds a response hook doing it for every ``POST /mcp`` of a
2026-07-28 request an httpx client sends (listen streams excepted: they never end by themselves; their
messages go through ``check_message``).
"""

from __future__ import annotations

import json
from functools import cache
from pathlib import Path
from typing import Any

import httpx2 as httpx
from jsonschema import Draft202012Validator
from referencing import Registry, Resource

SCHEMAS = Path(__file__).resolve().parents[1] / "data" / "schemas"
# The core schema has no $id: it is registered under this one so that both resolve their own "#/$defs/…".
CORE = "urn:mcp-schema:2026-07-28"
TASKS = "https://modelcontextprotocol.io/ext-tasks/schema.json"
VERSION = "2026-07-28"

# method -> (schema, definition) of its complete result
RESULTS: dict[str, tuple[str, str]] = {
    "server/discover": (CORE, "DiscoverResult"),
    "tools/list": (CORE, "ListToolsResult"),
    "tools/call": (CORE, "CallToolResult"),
    "resources/list": (CORE, "ListResourcesResult"),
    "resources/templates/list": (CORE, "ListResourceTemplatesResult"),
    "resources/read": (CORE, "ReadResourceResult"),
    "prompts/list": (CORE, "ListPromptsResult"),
    "prompts/get": (CORE, "GetPromptResult"),
    "completion/complete": (CORE, "CompleteResult"),
    "subscriptions/listen": (CORE, "SubscriptionsListenResult"),
    "tasks/get": (TASKS, "GetTaskResult"),
    "tasks/update": (TASKS, "UpdateTaskResult"),
    "tasks/cancel": (TASKS, "CancelTaskResult"),
}
# Extension methods with no published schema in the set (skills/*, resources/directory/read): the base Result.
NOTIFICATIONS: dict[str, tuple[str, str]] = {
    "notifications/progress": (CORE, "ProgressNotification"),
    "notifications/message": (CORE, "LoggingMessageNotification"),
    "notifications/tools/list_changed": (CORE, "ToolListChangedNotification"),
    "notifications/prompts/list_changed": (CORE, "PromptListChangedNotification"),
    "notifications/resources/list_changed": (CORE, "ResourceListChangedNotification"),
    "notifications/resources/updated": (CORE, "ResourceUpdatedNotification"),
    "notifications/subscriptions/acknowledged": (CORE, "SubscriptionsAcknowledgedNotification"),
    "notifications/tasks": (TASKS, "TaskStatusNotification"),
}


@cache
def _registry() -> Registry[Any]:
    core = json.loads((SCHEMAS / "mcp-2026-07-28.schema.json").read_text())
    tasks = json.loads((SCHEMAS / "ext-tasks.schema.json").read_text())
    return Registry().with_resources([(CORE, Resource.from_contents(core)), (TASKS, Resource.from_contents(tasks))])


@cache
def _validator(schema: str, definition: str) -> Draft202012Validator:
    return Draft202012Validator({"$ref": f"{schema}#/$defs/{definition}"}, registry=_registry())


def _check(instance: Any, schema: str, definition: str, what: str) -> None:
    errors = sorted(_validator(schema, definition).iter_errors(instance), key=lambda error: list(error.path))
    if errors:
        details = "; ".join(f"{'/'.join(map(str, e.absolute_path)) or '(root)'}: {e.message[:300]}" for e in errors[:3])
        raise AssertionError(f"{what} is not a valid {definition} ({schema}): {details}\n{json.dumps(instance)[:2000]}")


def check_message(message: dict[str, Any], method: str | None) -> None:
    """One message the server sent in answer to a ``method`` request (a result, an error or a notification)."""
    if "method" in message:
        notification = NOTIFICATIONS.get(message["method"])
        assert notification is not None, f"the server sent {message['method']!r}, which no schema defines"
        _check(message, *notification, f"notification {message['method']}")
        return
    if "error" in message:
        _check(message, CORE, "JSONRPCErrorResponse", f"the error answering {method}")
        return
    _check(message, CORE, "JSONRPCResultResponse", f"the response to {method}")
    result = message["result"]
    kind = result.get("resultType")
    if kind == "input_required":
        _check(result, CORE, "InputRequiredResult", f"the input_required result of {method}")
    elif kind == "task":
        _check(result, TASKS, "CreateTaskResult", f"the task result of {method}")
    elif method in RESULTS:
        _check(result, *RESULTS[method], f"the result of {method}")
    else:
        _check(result, CORE, "Result", f"the result of {method}")


def messages_of(response: httpx.Response) -> list[dict[str, Any]]:
    if not response.content:
        return []
    if response.headers.get("content-type", "").startswith("text/event-stream"):
        lines = response.text.splitlines()
        return [json.loads(line[len("data:") :]) for line in lines if line.startswith("data:")]
    try:
        decoded = response.json()
    except ValueError:
        return []  # not JSON-RPC (a 413 from the body limit, say): nothing the schemas speak of
    return [decoded] if isinstance(decoded, dict) else []


async def _after_response(response: httpx.Response) -> None:
    request = response.request
    if request.method != "POST" or request.url.path != "/mcp":
        return
    if request.headers.get("mcp-protocol-version") != VERSION or request.headers.get("mcp-method") in (
        None,
        "subscriptions/listen",
    ):
        return  # another era's exchange, or a stream that ends only when the test closes it
    await response.aread()
    for message in messages_of(response):
        check_message(message, request.headers["mcp-method"])


def schema_checked(client: httpx.AsyncClient) -> httpx.AsyncClient:
    """``client``, checking every 2026-07-28 reply it receives (the hook raises AssertionError on a bad one)."""
    client.event_hooks["response"] = [*client.event_hooks.get("response", []), _after_response]
    return client
