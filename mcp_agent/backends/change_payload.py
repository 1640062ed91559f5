"""A change as it travels between instances on a shared bus (Redis pub/sub, PostgreSQL NOTIFY): versioned JSON, read defensively.

``{"v": 1, "kind": …, "uri": …, "tenant": …}``, plus ``"task"`` (the task's record id) and ``"detail"``
for kind ``task``: additive, so a v1 instance that predates tasks drops those as an unknown kind.
Another version, or anything malformed, is refused (``UnusablePayload``), never a crash: instances of
two releases share one Redis during a rolling upgrade.
"""

from __future__ import annotations

from typing import Final

import orjson

from mcp_agent.bus.changes import Change

PAYLOAD_VERSION: Final = 1
_KINDS: Final = frozenset({"tools", "prompts", "resources", "resource", "task"})


class UnusablePayload(ValueError):
    """A payload this instance cannot use; its message says why (never its content)."""


def encode_change(change: Change) -> bytes:
    body: dict[str, object] = {"v": PAYLOAD_VERSION, "kind": change.kind, "uri": change.uri, "tenant": change.tenant}
    if change.task is not None:  # additive fields: an older instance drops kind "task" as unknown
        body["task"] = change.task
        body["detail"] = change.detail
    return orjson.dumps(body)


def decode_change(payload: bytes) -> Change:
    try:
        body = orjson.loads(payload)
    except orjson.JSONDecodeError:
        body = None
    if not isinstance(body, dict) or body.get("v") != PAYLOAD_VERSION:
        raise UnusablePayload("a change payload of an unknown version or shape")
    kind, uri, tenant = body.get("kind"), body.get("uri"), body.get("tenant")
    if kind not in _KINDS or not isinstance(uri, (str, type(None))) or not isinstance(tenant, (str, type(None))):
        raise UnusablePayload("a malformed change payload")
    task, detail = body.get("task"), body.get("detail")
    if (
        not isinstance(task, (str, type(None)))
        or not isinstance(detail, (dict, type(None)))
        or (kind == "task") != (task is not None)
    ):
        raise UnusablePayload("a malformed change payload")
    return Change(kind, uri=uri, tenant=tenant, task=task, detail=detail)
