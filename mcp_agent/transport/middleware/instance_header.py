"""Names the instance that answered, in a response header: which instance served what, behind a balancer."""

from __future__ import annotations

from collections.abc import Awaitable
from typing import Final

from starlette.types import ASGIApp, Message, Receive, Scope, Send

INSTANCE_HEADER: Final = b"x-mcp-agent-instance"


class InstanceHeaderMiddleware:
    def __init__(self, app: ASGIApp, instance_name: str) -> None:
        self.app = app
        self.header = (INSTANCE_HEADER, instance_name.encode("ascii"))

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        def send_with_header(message: Message) -> Awaitable[None]:
            if message["type"] == "http.response.start":
                message["headers"] = [*message.get("headers", ()), self.header]
            return send(message)

        await self.app(scope, receive, send_with_header)
