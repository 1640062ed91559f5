"""The memory backend: every part in this process, for one instance of one process; nothing to close."""

from __future__ import annotations

from mcp_agent.bus import InProcessChangeBus
from mcp_agent.ops.rate_limit import MemoryRateLimiter
from mcp_agent.settings import Settings
from mcp_agent.state import MemoryStore
from mcp_agent.tasks import MemoryWorkQueue

from .backend import Close


class MemoryBackend:
    shared = False

    def __init__(self, settings: Settings) -> None:
        self._settings = settings

    def store(self) -> MemoryStore:
        return MemoryStore(
            max_record_turns=self._settings.max_record_turns, max_record_bytes=self._settings.max_record_bytes
        )

    def bus(self) -> InProcessChangeBus:
        return InProcessChangeBus()

    def queue(self) -> MemoryWorkQueue:
        return MemoryWorkQueue(self._settings.task_lease_seconds)

    def rate_limiter(self, rate_per_second: float, burst: int) -> tuple[MemoryRateLimiter, Close | None]:
        return MemoryRateLimiter(rate_per_second, burst), None
