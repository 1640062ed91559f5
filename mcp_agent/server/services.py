"""What the dispatcher serves from, built once by the app. None of it holds per-client state."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from ..tasks import TaskManager
from .context import RequestContexts
from .idempotency import IdempotentCalls
from .registry import Registry
from .request_state import RequestStateSeal


@dataclass(frozen=True, slots=True)
class Services:
    registry: Registry
    contexts: RequestContexts  # the store, handles and bus, bound to each request's caller
    tasks: TaskManager
    request_state: RequestStateSeal
    idempotency: IdempotentCalls
    # What the server says of itself: serverInfo, instructions, how long lists may be cached, completions per answer.
    server_info: dict[str, Any]
    list_ttl_ms: int
    instructions: str | None = None
    completion_limit: int = 100
    skills_page_size: int = 50  # skills/list entries and directory children per page
