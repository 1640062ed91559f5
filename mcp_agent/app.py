"""Assembles the ASGI application from settings: the one place where parts are wired together."""

from __future__ import annotations

import asyncio
import contextlib
import importlib
import logging
import os
import re
import signal
import sys
from collections.abc import AsyncIterator, Awaitable, Callable

import redis.asyncio as redis
from redis.asyncio.cluster import RedisCluster

from starlette.applications import Starlette
from starlette.requests import Request
from starlette.responses import JSONResponse, Response
from starlette.routing import Route
from starlette.types import ASGIApp, Receive, Scope, Send

from .console import Console
from .crypto.sealing import Sealer
from .identity import Authenticator, LocalAuthenticator, build_authenticator
from .bus import ChangeBus, InProcessChangeBus, RedisChangeBus
from .ops import exposition
from .ops.metered_store import MeteredStore
from .ops.rate_limit import MemoryRateLimiter, RateLimiter, RedisRateLimiter
from .ops.request_metrics import RequestMetrics
from .protocol.errors import UNAVAILABLE_RETRY_AFTER_SECONDS, retry_after_header
from .server.api import Server
from .server.dispatcher import Dispatcher
from .tasks import MemoryWorkQueue, TaskSettings, WorkQueue
from .tasks.redis_queue import RedisWorkQueue
from .server.idempotency import IdempotentCalls
from .server.request_state import RequestStateSeal
from .server.services import Services
from .settings import ConfigurationError, Settings
from .state import HandleCodec, MemoryStore, RedisStore, SessionStore, StoreUnavailable
from .tools.summarize.credentials import CredentialResolver, FileCredentialResolver, StoreCredentialResolver
from .tools.summarize.sources.config import MailSources, MailSourcesError
from .transport.endpoint import McpEndpoint
from .transport.listen import ListenStreams
from .transport.middleware import (
    LOOPBACK_HOSTS,
    LOOPBACK_ORIGINS,
    AccessLog,
    BodyLimitMiddleware,
    HostGuardMiddleware,
    InstanceHeaderMiddleware,
    ObserveMiddleware,
)

logger = logging.getLogger("mcp_agent.app")

_APP_REFERENCE = re.compile(r"[A-Za-z_][\w.]*:[A-Za-z_][\w.]*")


def load_server(reference: str) -> Server:
    """The ``Server`` named by ``module:attribute`` (``mcp-agent serve --app``), imported from the working directory."""
    where = f"MCP_AGENT_APP (--app) {reference!r}"
    if not _APP_REFERENCE.fullmatch(reference):
        raise ConfigurationError(f"{where} must have the form module:attribute, e.g. myproject.tools:server")
    module_name, attribute_path = reference.split(":")
    if os.getcwd() not in sys.path and "" not in sys.path:
        sys.path.insert(0, os.getcwd())  # as uvicorn's command line does; spawned workers inherit it
    try:
        found: object = importlib.import_module(module_name)
    except Exception as error:  # the operator's module may fail in any way while it is imported
        raise ConfigurationError(f"{where}: cannot import {module_name!r}: {type(error).__name__}: {error}") from None
    for attribute in attribute_path.split("."):
        if not hasattr(found, attribute):
            raise ConfigurationError(f"{where}: module {module_name!r} has no attribute {attribute_path!r}")
        found = getattr(found, attribute)
    if not isinstance(found, Server):
        raise ConfigurationError(f"{where} is not an mcp_agent.Server but {type(found).__name__!r}")
    return found


def server_from_settings(settings: Settings) -> Server:
    """What ``mcp-agent serve`` offers: the ``--app`` server (if any), the agent tools, the conformance fixtures."""
    from .tools import agent_tools

    served = Server()
    if settings.app:
        app_server = load_server(settings.app)
        served = Server(app_server.name, app_server.version, instructions=app_server.instructions)
        served.include(app_server)
    if settings.builtin_tools:
        try:
            served.include(agent_tools(
                max_screen_description_chars=settings.max_screen_description_chars,
                approval_ttl_seconds=settings.approval_ttl_seconds,
                mail_sources=build_mail_sources(settings),
                mail_credentials=build_mail_credentials(settings),
                max_message_bytes=settings.max_message_bytes,
                summarize_task_above_messages=settings.summarize_task_above_messages,
            ))
        except ValueError as clash:
            raise ConfigurationError(f"{clash}: the --app server and the built-in tools share a name (or use --no-builtin-tools)") from None
    if settings.conformance_fixtures:
        from .fixtures.conformance import conformance_fixtures

        served.include(conformance_fixtures())
    return served


def build_mail_sources(settings: Settings) -> MailSources | None:
    if settings.mail_sources is None:
        return None
    try:
        return MailSources.load(settings.mail_sources, max_message_bytes=settings.max_message_bytes)
    except MailSourcesError as problem:
        raise ConfigurationError(f"MCP_AGENT_MAIL_SOURCES: {problem}") from None


def build_mail_credentials(settings: Settings) -> CredentialResolver:
    """Where a mail source's credential is read, for every request anew (never cached here)."""
    if settings.mail_credentials == "store":
        return StoreCredentialResolver(build_sealer(settings))
    return FileCredentialResolver(settings.mail_credentials_file)


def build_authenticator_for(settings: Settings) -> Authenticator:
    configured = build_authenticator(
        tokens_file=settings.auth_tokens_file,
        jwt_key=settings.jwt_key.get_secret_value() if settings.jwt_key is not None else None,
        jwt_algorithms=settings.jwt_algorithms,
        jwt_issuer=settings.jwt_issuer,
        jwt_audience=settings.jwt_audience,
        jwt_tenant_claim=settings.jwt_tenant_claim,
    )
    # check_deployable() has already refused a non-loopback bind without auth.
    return configured if configured is not None else LocalAuthenticator()


def build_store(settings: Settings) -> SessionStore:
    turns, size = settings.max_record_turns, settings.max_record_bytes
    if settings.store == "redis":
        timeout = settings.redis_timeout_seconds
        return RedisStore(
            settings.redis_url, socket_timeout=timeout, connect_timeout=timeout, cluster=settings.redis_cluster,
            max_record_turns=turns, max_record_bytes=size,
        )
    return MemoryStore(max_record_turns=turns, max_record_bytes=size)


def build_rate_limiter(settings: Settings) -> tuple[RateLimiter | None, Callable[[], Awaitable[None]] | None]:
    """The per-tenant limiter (None when MCP_AGENT_RATE_LIMIT_PER_SECOND is unset) and how to close
    what it holds: with the Redis store, one bucket per tenant shared by every instance."""
    rate = settings.rate_limit_per_second
    if rate is None:
        return None, None
    if settings.store != "redis":
        return MemoryRateLimiter(rate, settings.rate_limit_burst), None
    timeout = settings.redis_timeout_seconds
    # Timeouts bound how long a frozen Redis can hold a request (the limiter then fails open).
    client: redis.Redis | RedisCluster = (
        RedisCluster.from_url(settings.redis_url, socket_timeout=timeout, socket_connect_timeout=timeout)
        if settings.redis_cluster
        else redis.Redis.from_url(
            settings.redis_url, socket_timeout=timeout, socket_connect_timeout=timeout, retry_on_timeout=False
        )
    )
    return RedisRateLimiter(client, rate, settings.rate_limit_burst), client.aclose


def build_bus(settings: Settings) -> ChangeBus:
    if settings.change_bus == "redis":
        return RedisChangeBus(settings.redis_url, timeout_seconds=settings.redis_timeout_seconds, cluster=settings.redis_cluster)
    return InProcessChangeBus()


def build_task_queue(settings: Settings) -> WorkQueue:
    if settings.store == "redis":
        return RedisWorkQueue(
            settings.redis_url, lease_seconds=settings.task_lease_seconds, timeout_seconds=settings.redis_timeout_seconds,
            cluster=settings.redis_cluster,
        )
    return MemoryWorkQueue(settings.task_lease_seconds)


def build_sealer(settings: Settings) -> Sealer:
    if settings.sealing_keys:
        return Sealer([key.get_secret_value().encode() for key in settings.sealing_keys])
    logger.warning("no MCP_AGENT_SEALING_KEYS: using a per-process key, fine for one local instance only")
    return Sealer.ephemeral()


def _drain_on_shutdown_signals(drain: Callable[[], None]) -> Callable[[], None]:
    """Run ``drain`` as soon as SIGTERM/SIGINT arrives, before uvicorn waits for open streams.

    uvicorn installs its own handlers before our lifespan starts; we wrap them so the
    listen streams end gracefully while uvicorn is still waiting for connections to close.
    """
    loop = asyncio.get_running_loop()
    previous: dict[int, Callable[..., object]] = {}
    for signum in (signal.SIGTERM, signal.SIGINT):
        handler = signal.getsignal(signum)
        if not callable(handler):
            continue

        def on_signal(number: int, frame: object, chained: Callable[..., object] = handler) -> None:
            loop.call_soon_threadsafe(drain)
            chained(number, frame)

        try:
            signal.signal(signum, on_signal)
        except ValueError:  # not the main thread (e.g. an embedded test server)
            continue
        previous[signum] = handler

    def restore() -> None:
        for number, handler in previous.items():
            with contextlib.suppress(ValueError):
                signal.signal(number, handler)

    return restore


def create_app(
    server: Server | None = None,
    settings: Settings | None = None,
    *,
    store: SessionStore | None = None,
    bus: ChangeBus | None = None,
    authenticator: Authenticator | None = None,
) -> McpApplication:
    """The ASGI application serving ``server`` (default: the built-in agent tools).

    Every collaborator is built from ``settings`` unless given: pass a ``store``, ``bus`` or
    ``authenticator`` to inject your own (the caller then owns it and closes it).
    """
    settings = settings or Settings()
    settings.check_deployable()
    server = server if server is not None else server_from_settings(settings)
    server_info = {"name": server.name, "version": server.version}
    owned_bus = bus is None
    bus = bus if bus is not None else build_bus(settings)
    sealer = build_sealer(settings)
    owned_store = store is None
    # Counted and timed whichever store serves; closing it closes the one it wraps.
    metered: SessionStore = MeteredStore(store if store is not None else build_store(settings))
    store = metered
    services = Services(
        registry=server.registry,
        bus=bus,
        request_state=RequestStateSeal(sealer, settings.request_state_ttl_seconds),
        server_info=server_info,
        list_ttl_ms=settings.list_ttl_ms,
        store=store,
        handles=HandleCodec(sealer),
        idempotency=IdempotentCalls(store, settings.idempotency_lease_seconds, settings.idempotency_ttl_seconds),
        record_ttl_seconds=settings.record_ttl_seconds,
        completion_limit=settings.completion_limit,
        instructions=server.instructions,
        tasks=TaskSettings(
            ttl_seconds=settings.task_ttl_seconds, poll_interval_ms=settings.task_poll_interval_ms,
            lease_seconds=settings.task_lease_seconds, embedded_worker=settings.task_worker,
            concurrency=settings.task_worker_concurrency, tenant_limit=settings.task_tenant_concurrency,
            max_attempts=settings.task_max_attempts, drain_seconds=settings.task_drain_seconds,
        ),
        task_queue=build_task_queue(settings),
    )
    dispatcher = Dispatcher(services)
    listen = ListenStreams(
        bus, server_info, settings.keepalive_seconds, max_buffered=settings.listen_buffer, current_task=dispatcher.tasks.current,
    )
    limiter, close_limiter = build_rate_limiter(settings)
    authenticator = authenticator if authenticator is not None else build_authenticator_for(settings)
    endpoint = McpEndpoint(dispatcher, listen, authenticator, limiter, legacy_era=settings.legacy_era)
    # Outermost first: the access log (sees every refusal too), the Host/Origin guard (before anything
    # else is read), the body limit.
    allowed_hosts = settings.allowed_hosts if settings.allowed_hosts is not None else LOOPBACK_HOSTS
    allowed_origins = settings.allowed_origins if settings.allowed_origins is not None else LOOPBACK_ORIGINS
    mcp: ASGIApp = BodyLimitMiddleware(endpoint, settings.max_body_bytes)
    mcp = HostGuardMiddleware(mcp, allowed_hosts, allowed_origins)
    # The approvals console (spec-notes/console.md): behind the same Host/Origin guard, same sessions of identity.
    console = Console(
        services, sealer, authenticator,
        allowed_hosts=allowed_hosts, allowed_origins=allowed_origins, keepalive_seconds=settings.keepalive_seconds,
    )
    if settings.instance_name:
        mcp = InstanceHeaderMiddleware(mcp, settings.instance_name)
    access_log = AccessLog(level=settings.log_level) if settings.access_log else None
    request_metrics = RequestMetrics()
    mcp = ObserveMiddleware(mcp, request_metrics, access_log)
    draining = False
    # A 503 from readiness says when to ask again, as every 503 of ours does.
    retry_after_name, retry_after_value = retry_after_header(UNAVAILABLE_RETRY_AFTER_SECONDS)
    unready_headers = {retry_after_name.decode(): retry_after_value.decode()}

    def unready(reason: str) -> JSONResponse:
        return JSONResponse({"status": "unready", "reason": reason}, status_code=503, headers=unready_headers)

    async def healthz(request: Request) -> JSONResponse:
        return JSONResponse({"status": "ok"})

    async def readyz(request: Request) -> JSONResponse:
        if draining:
            return unready("shutting down")
        if not bus.available:
            return unready("change bus unavailable")
        try:
            await store.ping()
        except StoreUnavailable:
            return unready("session store unavailable")
        return JSONResponse({"status": "ready"})

    async def metrics(request: Request) -> Response:
        request_metrics.flush()  # this process's last requests too (other workers' come within a second)
        await dispatcher.tasks.refresh_metrics()
        return Response(exposition.scrape(), media_type=exposition.CONTENT_TYPE)

    def drain() -> None:
        """Readiness fails first (the balancer stops sending new work), then every listen stream ends."""
        nonlocal draining
        draining = True
        listen.drain()
        console.drain()

    @contextlib.asynccontextmanager
    async def lifespan(app: Starlette) -> AsyncIterator[None]:
        restore_signals = _drain_on_shutdown_signals(drain)
        await bus.start()
        dispatcher.tasks.start()  # this process's task worker, unless --no-worker
        # In the background: a store that is down must not hold up the start (readiness reports it).
        store_check = asyncio.get_running_loop().create_task(_log_store_at_startup(store), name="mcp-agent store check")
        try:
            yield
        finally:
            drain()
            restore_signals()
            store_check.cancel()
            await dispatcher.tasks.aclose()  # our worker drains: unfinished work is handed back to the queue
            request_metrics.flush()
            exposition.worker_exiting()
            if access_log is not None:
                access_log.flush()  # nothing buffered is lost at exit
            if owned_bus:
                await bus.aclose()
            if owned_store:
                await store.aclose()
            if close_limiter is not None:
                await close_limiter()

    routes = Starlette(
        routes=[
            Route("/mcp", mcp),
            Route("/healthz", healthz, methods=["GET"]),
            Route("/readyz", readyz, methods=["GET"]),
            Route("/metrics", metrics, methods=["GET"]),
            *console.routes(),
        ],
        lifespan=lifespan,
    )
    routes.state.services = services
    routes.state.listen = listen
    return McpApplication(mcp, routes, drain)


async def _log_store_at_startup(store: SessionStore) -> None:
    """Tell the operator at once when the session store cannot be reached as the server starts."""
    try:
        await store.ping()
    except StoreUnavailable as error:
        # The message names the host and port, never the URL (which may carry a password).
        logger.warning("session store unavailable at start-up: %s; requests that need it get 503 until it is back", error)


class McpApplication:
    """Sends ``/mcp`` straight to its middleware and endpoint; Starlette serves the rest (health, lifespan).

    Starlette's router costs about as much per request as the whole 2026 validation, and
    the MCP endpoint needs none of it.
    """

    def __init__(self, mcp: ASGIApp, routes: Starlette, drain: Callable[[], None]) -> None:
        self.mcp = mcp
        self.routes = routes
        self.state = routes.state
        # Readiness turns 503, then every listen stream ends with its result. SIGTERM/SIGINT call it;
        # an embedding process manager may call it itself before stopping the server.
        self.drain = drain

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] == "http" and scope["path"] == "/mcp":
            await self.mcp(scope, receive, send)
        else:
            await self.routes(scope, receive, send)


def create_app_from_env() -> McpApplication:
    """The uvicorn factory used by ``mcp-agent serve``: every worker reads the same environment."""
    from .logs import configure_logging

    settings = Settings()
    configure_logging(settings.log_level)
    return create_app(server_from_settings(settings), settings)
