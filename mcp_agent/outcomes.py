"""What a tool, resource or prompt handler may raise or return besides its result."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

JsonObject = dict[str, Any]


class ToolError(Exception):
    """Raise it in a tool to return an ``isError`` result whose text the model reads and acts on."""


class ArgumentsInvalid(ToolError):
    """The arguments do not match the tool's input schema (also an ``isError`` result, per the spec)."""


@dataclass(slots=True)
class InputRequired:
    """Ask the client for input and come back: becomes an ``input_required`` result.

    ``requests`` maps a key to an ``{"method": …, "params": …}`` input request. ``state`` is sealed
    by the server before it leaves, and handed back (verified) as ``ctx.request_state``.
    """

    requests: dict[str, JsonObject] = field(default_factory=dict)
    state: JsonObject | None = None
