"""The long-lived collaborators a request may use. None of them holds per-client state."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from ..state import HandleCodec, SessionStore
from ..bus import ChangeBus
from ..tasks import TaskSettings, WorkQueue
from .idempotency import IdempotentCalls
from .registry import Registry
from .request_state import RequestStateSeal


@dataclass(slots=True)
class Services:
    registry: Registry
    bus: ChangeBus
    request_state: RequestStateSeal
    server_info: dict[str, Any]
    list_ttl_ms: int
    store: SessionStore
    handles: HandleCodec
    idempotency: IdempotentCalls
    record_ttl_seconds: float
    completion_limit: int = 100
    instructions: str | None = None
    tasks: TaskSettings = TaskSettings()
    # The queue tasks' work goes through (None: one in this process).
    task_queue: WorkQueue | None = None
