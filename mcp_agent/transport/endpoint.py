"""POST /mcp: one self-contained JSON-RPC request in, one JSON or SSE response out.

Nothing here survives the request: version, capabilities and identity are read from this request,
checked, and forgotten when it ends. The access log and the metrics sit in front of it
(``app/routing.py``); this module applies the Host/Origin allow-lists and the body
limit (their policies are the console's too), reads, validates, dispatches and answers.
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Callable, Coroutine
from dataclasses import dataclass
from typing import Any, Final

from mcp_types import RequestId
from starlette.types import Receive, Scope, Send

from ..identity import Authenticator, Principal, TokenVerifier, Unauthenticated
from ..identity.oauth.metadata import ProtectedResource
from ..identity.principal import MISSING_TOKEN
from ..ops.rate_limit import RateLimiter
from ..ops.request_facts import CLIENT_CLOSED, INPUT_REQUIRED, RESULT, TOOL_ERROR, RequestFacts, facts_of
from ..ops.tracing import SPEC_CLIENT_METHODS, RequestTracer, ServedNames
from ..protocol.errors import (
    INSUFFICIENT_SCOPE,
    INVALID_REQUEST,
    McpError,
    internal_error,
    invalid_params,
    invalid_request,
    parse_error,
    rate_limited,
    shutting_down,
    unauthenticated,
)
from ..protocol.headers import McpHeaders, read_headers
from ..protocol.jsonrpc import error_message, result_message
from ..protocol.validator import (
    Notification,
    ValidRequest,
    classify_message,
    plain_tools_call,
    read_request_id,
    validate_request,
)
from ..protocol.wire import MAX_NESTING, NAME_BEARING_METHODS, JSONDecodeError, loads, nests_deeper
from ..server.context import RequestContext
from ..server.dispatcher import Dispatcher
from ..server.idempotency import read_idempotency_key
from ..server.legacy import LegacyAdapter
from .disconnect import ClientDisconnected, finish_on_disconnect
from .listen import ListenStreams
from .middleware.body_limit import BodyTooLarge, read_body, replay, too_large
from .middleware.host_guard import HostPolicy
from .responses import (
    error_headers,
    json_messages,
    send_empty,
    send_error,
    send_event,
    send_json,
    start_event_stream,
)

logger = logging.getLogger("mcp_agent.endpoint")

_POST_ONLY: Final = "Only POST is served at this endpoint (this server speaks 2026-07-28 only)"
_POST_ONLY_DUAL_ERA: Final = (
    "Only POST is served at this endpoint (2025-era clients are served statelessly: no GET stream, no sessions)"
)

# Runs a validated request: the dispatcher's modern adapter, or the legacy one.
Runner = Callable[[ValidRequest, RequestContext], Coroutine[Any, Any, dict[str, Any]]]
_ALLOW_POST: Final = ((b"allow", b"POST"),)


@dataclass(frozen=True, slots=True)
class _Listen:
    """A listen request that passed every check but its filter's: opened after the rate limit."""

    request: ValidRequest
    principal: Principal


class McpEndpoint:
    def __init__(
        self,
        dispatcher: Dispatcher,
        listen: ListenStreams,
        authenticator: Authenticator,
        limiter: RateLimiter | None = None,
        *,
        legacy_era: bool = True,
        protected: ProtectedResource | None = None,
        tracer: RequestTracer | None = None,
        hosts: HostPolicy,
        max_body_bytes: int,
    ) -> None:
        self.dispatcher = dispatcher
        self.hosts = hosts  # the DNS-rebinding guard's allow-lists (the console's too)
        self.max_body_bytes = max_body_bytes
        self.tracer = tracer  # None unless tracing is configured: then each request runs inside its span
        # None: modern only (a 2025-style initialize is told which versions to use, -32022).
        self.legacy = LegacyAdapter(dispatcher) if legacy_era else None
        self.listen = listen
        self.authenticator = authenticator
        # An OAuth resource server asks the network (keys, introspection): awaited, never called blocking.
        self._verify = authenticator.verify if isinstance(authenticator, TokenVerifier) else None
        # Set when this server is an OAuth protected resource: its challenges point clients to its metadata.
        self.protected = protected
        self.limiter = limiter
        self._tools = dispatcher.tools
        self._known_methods = dispatcher.known_methods
        self._tool_header_params = dispatcher.tool_header_params
        # What a span may name as the client sent it (the rest is _OTHER): made-up names would fill the metric.
        registry = dispatcher.registry
        self._served = ServedNames(SPEC_CLIENT_METHODS | dispatcher.known_methods, registry.tools, registry.prompts)

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        facts = facts_of(scope)  # what the access log and the metrics report: filled in as it is learnt
        # One pass over the headers serves every check: Host/Origin first, before anything else is read.
        headers = read_headers(scope["headers"])
        refusal = self.hosts.refusal(headers.host, headers.origin)
        if refusal is not None:
            await self._refuse(send, facts, refusal)
            return
        if scope["method"] != "POST":
            post_only = _POST_ONLY if self.legacy is None else _POST_ONLY_DUAL_ERA
            await self._refuse(send, facts, McpError(INVALID_REQUEST, post_only, http_status=405, headers=_ALLOW_POST))
            return
        if headers.content_length is not None and headers.content_length > self.max_body_bytes:
            await self._refuse(send, facts, too_large(self.max_body_bytes))  # refused unread
            return
        received = await receive()
        body = received.get("body", b"")
        # The usual case, read here: the whole body in one message. Else read_body gathers the rest.
        if received["type"] != "http.request" or received.get("more_body", False) or len(body) > self.max_body_bytes:
            try:
                body = await read_body(replay(received, receive), self.max_body_bytes)
            except BodyTooLarge:
                await self._refuse(send, facts, too_large(self.max_body_bytes))
                return
            if body is None:
                return  # the client left before its request was complete: nobody to answer
        try:
            message = loads(body)
        except JSONDecodeError:
            await self._refuse(send, facts, parse_error())
            return
        span = plain = None
        if message.__class__ is dict:
            # The common case, checked in one pass: the same checks as the full path's, in fewer frames.
            plain = plain_tools_call(headers, message)
            if plain is not None:  # what _note_request reads off it
                facts.method, facts.request_id, facts.target = "tools/call", plain.id, plain.params["name"]
            else:
                _note_request(facts, message)  # refused or not, the log names what was asked
            if self.tracer is not None:  # the one check an untraced server pays
                span = self.tracer.begin(scope, headers, message, facts, self._served)
        try:
            if nests_deeper(message, raw=body):
                await self._refuse(send, facts, _too_deep(message), read_request_id(message))
                return
            accepted: Notification | _Listen | tuple[ValidRequest, RequestContext, Runner]
            tool = None
            try:
                if (
                    plain is not None
                    and self._verify is None
                    and (tool := self._tools.plain_tool(plain.params["name"], plain.params)) is not None
                ):
                    # Runs with no RequestContext built unless the tool takes one (ToolCalls.run_plain).
                    principal = self._authenticate(headers)
                    facts.tenant = principal.tenant
                else:
                    classified = classify_message(message)
                    # A local check is a plain call: no coroutine per request for what never waits.
                    principal = self._authenticate(headers) if self._verify is None else await self._verified(headers)
                    accepted = self._accept(headers, classified, principal, facts)
            except McpError as error:
                await self._refuse(send, facts, error, read_request_id(message))
                return
            if self.limiter is not None and facts.tenant is not None:
                # After authentication, so one tenant's excess is refused before it costs any work.
                wait = await self.limiter.acquire(facts.tenant)
                if wait is not None:
                    await self._refuse(send, facts, rate_limited(wait), read_request_id(message))
                    return
            if tool is not None:
                assert plain is not None  # for mypy: a plain tool is looked up only for a plain call
                await self._answer(plain, self._tools.run_plain, (plain, tool, principal), receive, send, facts)
            elif isinstance(accepted, Notification):
                # The core protocol defines no client notifications over HTTP: accept and drop.
                facts.outcome = RESULT
                await send_empty(send, 202)
            elif isinstance(accepted, _Listen):
                facts.stream = True
                try:
                    # After the rate limit: opening its task ids is the costly part of a listen.
                    subscription = await self.listen.subscription(
                        accepted.request, accepted.principal, self.dispatcher.capabilities
                    )
                except McpError as error:
                    await self._refuse(send, facts, error, accepted.request.id)
                    return
                refusal = await self.listen.serve(subscription, receive, send)
                if refusal is not None:
                    facts.refused(refusal)
                else:
                    facts.outcome = RESULT
            else:
                request, ctx, run = accepted
                if request.progress_token is not None or request.log_level is not None:
                    events = _LazyEventStream(send)
                    ctx.emit = events.emit
                    await self._answer(request, run, (request, ctx), receive, send, facts, events)
                else:
                    await self._answer(request, run, (request, ctx), receive, send, facts)
        except BaseException as exc:
            if span is not None:
                span.failed(exc)
            raise
        finally:
            if span is not None:
                span.finish()

    async def _refuse(
        self, send: Send, facts: RequestFacts, error: McpError, request_id: RequestId | None = None
    ) -> None:
        error = self._challenging(error)
        facts.refused(error)
        await send_error(send, error, request_id)

    def _accept(
        self, headers: McpHeaders, classified: Any, principal: Principal, facts: RequestFacts
    ) -> Notification | _Listen | tuple[ValidRequest, RequestContext, Runner]:
        """What the request asks for, once every check passed; else raises McpError."""
        facts.tenant = principal.tenant
        if isinstance(classified, Notification):
            return classified
        request_id, method, params = classified
        request = validate_request(
            headers,
            request_id,
            method,
            params,
            self._known_methods,
            self._tool_header_params,
            legacy_era=self.legacy is not None,
        )
        if request is None:  # a legacy request: legacy_era was set, so there is an adapter
            assert self.legacy is not None
            return *self.legacy.accept(headers, request_id, method, params, principal), self.legacy.run
        if method == "subscriptions/listen":
            self.dispatcher.authorize(principal, method)  # the method's scopes (Server.require_scopes)
            return _Listen(request, principal)
        idempotency_key = (
            read_idempotency_key(headers.idempotency_key, request.meta) if method == "tools/call" else None
        )
        return request, self.dispatcher.context(request, principal, idempotency_key), self.dispatcher.dispatch

    def _authenticate(self, headers: McpHeaders) -> Principal:
        try:
            return self.authenticator.authenticate(headers.authorization)
        except Unauthenticated as exc:
            raise self._unauthenticated(exc) from None

    async def _verified(self, headers: McpHeaders) -> Principal:
        assert self._verify is not None
        try:
            return await self._verify(headers.authorization)
        except Unauthenticated as exc:
            raise self._unauthenticated(exc) from None

    def _unauthenticated(self, exc: Unauthenticated) -> McpError:
        error = unauthenticated(exc.reason)
        if self.protected is not None:
            error = self.protected.unauthenticated(error, exc.reason, token_presented=exc.reason != MISSING_TOKEN)
        return error

    def _challenging(self, error: McpError) -> McpError:
        """A 403 for missing scopes names our metadata too, so the client can step up (MCP "Scope Challenge Handling")."""
        if self.protected is None or error.code != INSUFFICIENT_SCOPE or not isinstance(error.data, dict):
            return error
        return self.protected.insufficient_scope(error, error.data.get("requiredScopes", ()))

    async def _answer(
        self,
        request: ValidRequest,
        run: Callable[..., Coroutine[Any, Any, dict[str, Any]]],
        arguments: tuple[Any, ...],
        receive: Receive,
        send: Send,
        facts: RequestFacts,
        events: _LazyEventStream | None = None,
    ) -> None:
        """Run the handler (``run(*arguments)``) in this task (cancelled if the client leaves) and send its
        result or error: as JSON, or as the last event of ``events`` if the handler streamed notifications first."""
        error: McpError | None = None
        try:
            work = run(*arguments)
            try:  # cancel_on_disconnect's first step, here: most handlers finish in it
                awaiting = work.send(None)
            except StopIteration as finished:
                result = finished.value
            else:
                result = await finish_on_disconnect(work, awaiting, receive)
            reply = result_message(request.id, result)
            facts.outcome = _outcome_of(result)
        except ClientDisconnected:
            facts.outcome = CLIENT_CLOSED
            return
        except McpError as refused:
            error = refused
        except asyncio.CancelledError:
            # uvicorn cancels the requests still running when its shutdown grace period ends: the
            # client gets an error it can retry elsewhere, instead of uvicorn's plain-text 500.
            error = shutting_down()
        except Exception:
            logger.exception("handler failed", extra={"method": request.method})
            error = internal_error()
        if error is not None:
            error = self._challenging(error)
            facts.refused(error)
            reply = error_message(error, request.id)
        if events is not None and events.close():
            await send_event(send, reply, last=True)
        elif error is not None:
            await send_json(send, error.http_status, reply, error_headers(error))
        else:
            start, body = json_messages(200, reply)
            await send(start)
            await send(body)


def _note_request(facts: RequestFacts, message: dict[str, Any]) -> None:
    """The method, the JSON-RPC id and the tool/prompt/resource a request names, as the client sent them."""
    # Exact type checks: the message is orjson's, whose strings, ints and dicts are never subclasses.
    claimed = message.get("method")
    if claimed.__class__ is not str:
        return
    facts.method = claimed
    request_id = message.get("id")
    if request_id.__class__ is str or request_id.__class__ is int:  # not bool: its class is bool
        facts.request_id = request_id
    if claimed in NAME_BEARING_METHODS and claimed[:6] != "tasks/":  # a task id is a sealed handle: never logged
        params = message.get("params")
        if params.__class__ is dict and (target := params.get(NAME_BEARING_METHODS[claimed])).__class__ is str:
            facts.target = target


def _too_deep(message: Any) -> McpError:
    """-32602 when only ``params`` is too deep (the envelope is fine), else -32600."""
    if isinstance(message, dict) and not any(
        nests_deeper(value, MAX_NESTING - 1) for key, value in message.items() if key != "params"
    ):
        return invalid_params(
            f"Invalid params: arrays and objects nest more than {MAX_NESTING} levels deep (this server's limit)"
        )
    return invalid_request(
        f"Invalid Request: arrays and objects nest more than {MAX_NESTING} levels deep (this server's limit)"
    )


def _outcome_of(result: dict[str, Any]) -> str:
    if result.get("resultType") == "input_required":
        return INPUT_REQUIRED
    if result.get("isError") is True:
        return TOOL_ERROR
    return RESULT


class _LazyEventStream:
    """The request's SSE response, opened by the first notification the handler emits: a handler
    that fails before emitting anything still gets its own HTTP status and a JSON error."""

    __slots__ = ("_send", "_started", "_closed")

    def __init__(self, send: Send) -> None:
        self._send = send
        self._started = False
        self._closed = False

    async def emit(self, message: dict[str, Any]) -> None:
        if self._closed:
            raise RuntimeError("the response to this request is complete: nothing more can be sent on it")
        if not self._started:
            self._started = True
            await start_event_stream(self._send)
        await send_event(self._send, message)

    def close(self) -> bool:
        """No more notifications; True if the stream was opened (the reply must be its last event)."""
        self._closed = True
        return self._started
