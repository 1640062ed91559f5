"""An approval acts once even when Redis's reply to its use is lost.

The app runs in process on a RedisStore behind the fault proxy. The step that uses an approved
handle appends ``used_at`` at version 2 (of two steps racing, one wins). The proxy loses Redis's
reply to exactly that append after it ran: redis-py sends it again, and the re-send must be
recognised as the same use, so the step taps Send (once) instead of reporting "already acted on"
for an approval nobody else used.
"""

from __future__ import annotations

import uuid

import pytest

from mcp_agent import RedisStore, Settings
from tests.next_step.test_approvals import ALICE, TENANT_A, RecordingBus, record_id, serving, step
from tests.next_step.test_approvals import settings as settings  # noqa: F401  (the fixture)
from tests.support.fault_proxy import FaultProxy
from tests.support.fault_proxy import redis_proxy as proxy  # noqa: F401  (the fixture)

pytestmark = pytest.mark.integration


async def test_the_use_whose_reply_was_lost_is_still_this_steps_use(settings: Settings, proxy: FaultProxy) -> None:
    store = RedisStore(proxy.url, key_prefix=f"approvals-{uuid.uuid4().hex}")
    try:
        async with serving(settings, bus=RecordingBus(), store=store) as client:
            handle = await client.ask_for_approval()
            resolved = await client.resolved(ALICE, handle, "approve")
            append = store._append_if_version.sha.encode()  # noqa: SLF001
            proxy.drop_replies(nth={1}, match=lambda request: append in request and b"used_at" in request)

            acted = await client.next_step(step(approval=handle))
            assert proxy.counts.replies_dropped == 1
            assert (acted["action"], acted["target_index"], acted["requires_confirmation"]) == ("tap", 3, False), acted
            assert acted["reasoning"].startswith("Approved")

            again = await client.next_step(step(approval=handle))  # and it acts only once
            assert "already acted on" in again["reasoning"], again
            window = await store.read_window(TENANT_A, record_id(resolved["uri"]), 10)
            assert window.version == 3 and set(window.turns[2]) == {"used_at"}
    finally:
        await store.aclose()
