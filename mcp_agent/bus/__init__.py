"""The change bus: carries "something changed" to every listen stream, in-process or across instances."""

from mcp_agent.bus.changes import (
    BusUnavailable,
    Change,
    ChangeBus,
    ChangeKind,
    Deliver,
    InProcessChangeBus,
    Interrupted,
    LocalFanout,
    Unsubscribe,
)

__all__ = [
    "BusUnavailable",
    "Change",
    "ChangeBus",
    "ChangeKind",
    "Deliver",
    "InProcessChangeBus",
    "Interrupted",
    "LocalFanout",
    "Unsubscribe",
]
