"""POST /mcp: one self-contained JSON-RPC request in, one JSON or SSE response out.

Nothing here survives the request: version, capabilities and identity are read from
this request, checked, and forgotten when it ends.
"""

from __future__ import annotations

import asyncio
import logging
import time
from dataclasses import dataclass
from typing import Any

import anyio

from ..identity import Authenticator, Principal, Unauthenticated
from ..protocol.errors import (
    INVALID_REQUEST,
    REQUEST_TOO_LARGE,
    McpError,
    internal_error,
    parse_error,
    shutting_down,
    unauthenticated,
)
from ..protocol.headers import McpHeaders, read_headers
from ..protocol.validator import Notification, ValidRequest, classify_message, read_request_id, validate_request
from ..protocol.wire import JSONDecodeError, loads
from ..server.context import RequestContext
from ..server.dispatcher import Dispatcher
from ..server.idempotency import read_idempotency_key
from .access_log import AccessLog
from .asgi import Receive, Scope, Send, cancel_on_disconnect, error_message, send_empty, send_error, send_event, send_json, start_event_stream
from .host_guard import HostGuard
from .listen import ListenStreams

logger = logging.getLogger("mcp_agent.endpoint")

_ALLOW_POST = [(b"allow", b"POST")]
CLIENT_CLOSED = 499  # logged only: nobody is left to receive it


class _ClientGone(Exception):
    pass


@dataclass(slots=True)
class EndpointLimits:
    max_body_bytes: int


class McpEndpoint:
    def __init__(
        self,
        dispatcher: Dispatcher,
        listen: ListenStreams,
        guard: HostGuard,
        authenticator: Authenticator,
        access_log: AccessLog,
        limits: EndpointLimits,
    ) -> None:
        self.dispatcher = dispatcher
        self.listen = listen
        self.guard = guard
        self.authenticator = authenticator
        self.access_log = access_log
        self.limits = limits
        self._known_methods = dispatcher.known_methods
        self._tool_header_params = dispatcher.tool_header_params

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        started = time.perf_counter()
        method_label = "-"
        try:
            status, method_label = await self._serve(scope, receive, send)
        except _ClientGone:
            status = CLIENT_CLOSED
        self.access_log.record(method_label, status, time.perf_counter() - started)

    async def _serve(self, scope: Scope, receive: Receive, send: Send) -> tuple[int, str]:
        headers = read_headers(scope["headers"])
        rejection = self.guard.rejection(headers.host, headers.origin)
        if rejection is not None:
            await send_error(send, rejection, None)
            return rejection.http_status, "-"
        if scope["method"] != "POST":
            error = McpError(INVALID_REQUEST, "Only POST is served at this endpoint (this server speaks 2026-07-28 only)", http_status=405)
            await send_error(send, error, None, _ALLOW_POST)
            return 405, "-"

        body = await self._read_body(headers, receive)
        if isinstance(body, McpError):
            await send_error(send, body, None)
            return body.http_status, "-"
        try:
            message = loads(body)
        except JSONDecodeError:
            error = parse_error()
            await send_error(send, error, None)
            return error.http_status, "-"

        request_id = read_request_id(message)
        try:
            classified = classify_message(message)
            principal = self._authenticate(headers)
            if isinstance(classified, Notification):
                # The core protocol defines no client notifications over HTTP: accept and drop.
                await send_empty(send, 202)
                return 202, classified.method
            request_id, method, params = classified
            request = validate_request(headers, request_id, method, params, self._known_methods, self._tool_header_params)
            idempotency_key = read_idempotency_key(headers.idempotency_key, request.meta) if method == "tools/call" else None
        except McpError as error:
            label = message.get("method") if isinstance(message, dict) and isinstance(message.get("method"), str) else "-"
            await send_error(send, error, request_id, list(error.headers))
            return error.http_status, label

        if request.method == "subscriptions/listen":
            try:
                return await self.listen.serve(request, principal, send, receive), request.method
            except McpError as error:
                await send_error(send, error, request.id)
                return error.http_status, request.method

        ctx = self.dispatcher.context(request, principal, idempotency_key)
        if request.progress_token is None and request.log_level is None:
            return await self._respond_json(request, ctx, send, receive), request.method
        return await self._respond_streaming(request, ctx, send, receive), request.method

    async def _read_body(self, headers: McpHeaders, receive: Receive) -> bytes | McpError:
        limit = self.limits.max_body_bytes
        too_large = McpError(REQUEST_TOO_LARGE, f"Request body exceeds {limit} bytes")
        if headers.content_length is not None and headers.content_length > limit:
            return too_large
        chunks: list[bytes] = []
        size = 0
        while True:
            message = await receive()
            if message["type"] == "http.disconnect":
                raise _ClientGone
            chunk = message.get("body", b"")
            size += len(chunk)
            if size > limit:
                return too_large
            chunks.append(chunk)
            if not message.get("more_body", False):
                return chunks[0] if len(chunks) == 1 else b"".join(chunks)

    def _authenticate(self, headers: McpHeaders) -> Principal:
        try:
            return self.authenticator.authenticate(headers.authorization)
        except Unauthenticated as exc:
            raise unauthenticated(exc.reason) from None

    async def _outcome(self, request: ValidRequest, ctx: RequestContext) -> tuple[int, dict[str, Any]]:
        """Run the handler; return the HTTP status and the JSON-RPC response message."""
        try:
            result = await self.dispatcher.dispatch(request, ctx)
            return 200, {"jsonrpc": "2.0", "id": request.id, "result": result}
        except McpError as error:
            return error.http_status, error_message(error, request.id)
        except Exception:
            logger.exception("handler failed", extra={"method": request.method})
            error = internal_error()
            return error.http_status, error_message(error, request.id)

    async def _respond_json(self, request: ValidRequest, ctx: RequestContext, send: Send, receive: Receive) -> int:
        # The handler runs in this task (a task per request more would cost as much as all the
        # validation); one small watcher cancels it if the client goes away.
        this_task = asyncio.current_task()
        assert this_task is not None
        finished = False
        client_gone = False

        async def cancel_when_client_leaves() -> None:
            nonlocal client_gone
            message = await receive()
            if message["type"] == "http.disconnect" and not finished:
                client_gone = True
                this_task.cancel()

        watcher = asyncio.ensure_future(cancel_when_client_leaves())
        try:
            status, response = await self._outcome(request, ctx)
            finished = True
        except asyncio.CancelledError:
            finished = True
            if client_gone:
                this_task.uncancel()
                raise _ClientGone from None
            # uvicorn cancels requests still running when the shutdown grace period ends.
            return await self._refuse_cut_off(request, send, streaming=False)
        finally:
            watcher.cancel()
        await send_json(send, status, response)
        return status

    async def _respond_streaming(self, request: ValidRequest, ctx: RequestContext, send: Send, receive: Receive) -> int:
        """SSE only once the handler has something to stream; otherwise a plain JSON reply."""
        notifications_in, notifications_out = anyio.create_memory_object_stream[dict[str, Any]](64)
        ctx.emit = notifications_in.send
        outcome: list[tuple[int, dict[str, Any]]] = []
        streaming = False

        async def run_handler() -> None:
            async with notifications_in:
                outcome.append(await self._outcome(request, ctx))

        try:
            async with anyio.create_task_group() as group:
                group.start_soon(cancel_on_disconnect, receive, group.cancel_scope)
                group.start_soon(run_handler)
                async with notifications_out:
                    async for notification in notifications_out:
                        if not streaming:
                            await start_event_stream(send)
                            streaming = True
                        await send_event(send, notification)
                if outcome:
                    status, response = outcome[0]
                    if streaming:
                        await send_event(send, response, last=True)
                        status = 200
                    else:
                        await send_json(send, status, response)
                group.cancel_scope.cancel()
        except asyncio.CancelledError:
            return await self._refuse_cut_off(request, send, streaming=streaming)
        if not outcome:
            raise _ClientGone
        return status

    async def _refuse_cut_off(self, request: ValidRequest, send: Send, *, streaming: bool) -> int:
        """Tell the client its request was stopped by shutdown, instead of uvicorn's plain-text 500."""
        error = shutting_down()
        if streaming:
            await send_event(send, error_message(error, request.id), last=True)
        else:
            await send_error(send, error, request.id)
        return error.http_status
