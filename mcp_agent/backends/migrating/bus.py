"""The change bus of a migration: every change is published on both sides, listened for on one.

Each instance listens on its *home* side only: the old backend's bus until ``done``, the new one's in
``done``. Since every migrating instance publishes on both, a listen stream gets each change exactly
once, from its home bus, whatever mode each other instance is in during a rolling restart: an
instance still on the old backend alone publishes there, and an instance in ``done`` still publishes
on the old bus too until ``MCP_AGENT_MIGRATE_FROM`` is removed. (When both sides are one Redis server,
pub/sub is server-wide and the wiring uses that one bus instead of this.)
"""

from __future__ import annotations

import logging

from mcp_agent.bus import BusUnavailable, Change, ChangeBus, Deliver, Interrupted, Unsubscribe

logger = logging.getLogger("mcp_agent.migration")


class MigratingBus:
    def __init__(self, home: ChangeBus, other: ChangeBus) -> None:
        self.home = home
        self.other = other

    @property
    def available(self) -> bool:
        return self.home.available

    async def start(self) -> None:
        await self.home.start()
        try:
            await self.other.start()
        except BusUnavailable as error:  # it reconnects by itself; the home bus is the one listened on
            logger.warning("the other side's change bus is not available yet: %s", error)

    async def publish(self, change: Change) -> None:
        try:
            await self.other.publish(change)
        except BusUnavailable as error:
            logger.warning("a change was not published on the other side's bus: %s", error)
        await self.home.publish(change)

    async def subscribe(self, tenant: str, deliver: Deliver, interrupted: Interrupted) -> Unsubscribe:
        return await self.home.subscribe(tenant, deliver, interrupted)

    async def aclose(self) -> None:
        await self.home.aclose()
        await self.other.aclose()
