"""``create_app``: the collaborators, the dispatcher, the endpoint, the console and the probes, wired once."""

from __future__ import annotations

import dataclasses
from functools import partial

import anyio.to_thread
from starlette.applications import Starlette

from ..backends import Backend, build_backend
from ..bus import ChangeBus
from ..console import Console
from ..identity import Authenticator
from ..identity.oauth import OAuthResourceServer, ProtectedResource
from ..ops.instrumented_store import InstrumentedStore, StoreHook
from ..ops.request_metrics import RequestMetrics
from ..ops.store_metrics import StoreMetrics
from ..ops.traced_calls import StoreSpans, TracedBus
from ..ops.tracing import RequestTracer
from ..server.api import Server
from ..server.context import RequestContexts
from ..server.dispatcher import Dispatcher
from ..server.idempotency import IdempotentCalls
from ..server.request_state import RequestStateSeal
from ..server.services import Services
from ..server.task_calls import retry_safe, task_invoker
from ..settings import ConfigurationError, Settings
from ..state import HandleCodec, SessionStore
from ..tasks import TaskManager, TaskSettings
from ..transport.endpoint import McpEndpoint
from ..transport.listen import ListenLimits, ListenStreams
from ..transport.middleware import (
    LOOPBACK_HOSTS,
    LOOPBACK_ORIGINS,
    AccessLog,
    BodyLimitMiddleware,
    HostPolicy,
)
from .collaborators import build_access_log, build_authenticator_for, build_console_signin, build_sealer, build_tracing
from .lifecycle import Close, Lifecycle
from .loading import server_from_settings
from .probes import Probes
from .resource_metadata import resource_metadata_routes
from .routing import McpApplication


def create_app(
    server: Server | None = None,
    settings: Settings | None = None,
    *,
    backend: Backend | None = None,
    store: SessionStore | None = None,
    bus: ChangeBus | None = None,
    authenticator: Authenticator | None = None,
    tracer: RequestTracer | None = None,
    access_log: AccessLog | None = None,
) -> McpApplication:
    """The ASGI application serving ``server`` (default: what ``mcp-agent serve`` serves: ``--app`` and the plugins).

    Every collaborator is built from ``settings`` unless given, as httpx takes a transport: a
    ``backend`` (store, bus, task queue, rate limiter together), or only its ``store`` or ``bus``, an
    ``authenticator``, an ``access_log`` (MCP_AGENT_ACCESS_LOG still turns the built one off). What
    the caller hands in is the caller's to close. Tracing is built from the ``OTEL_*`` environment
    unless a ``tracer`` is given (its providers are then the caller's).
    """
    settings = settings or Settings()
    settings.check_deployable()
    if backend is not None and (store is not None or bus is not None):
        raise TypeError("create_app: pass the store and the bus inside the backend, or without one")
    server = server if server is not None else server_from_settings(settings)
    built = backend is None
    backend = build_backend(settings, store=store, bus=bus) if backend is None else backend
    sealer = build_sealer(settings)
    otlp = build_tracing(settings) if tracer is None else None
    tracer = otlp.tracer if otlp is not None else tracer
    served = _observed(backend, tracer)
    contexts = RequestContexts(served.store, HandleCodec(sealer), served.bus, settings.record_ttl_seconds)
    registry = server.registry
    tasks = TaskManager(
        served.store,
        contexts.handles,
        served.bus,
        _task_settings(settings),
        queue=served.queue,
        invoke=task_invoker(registry, contexts),
        retry_safe=retry_safe(registry),
        log=served.task_log,
    )
    services = Services(
        registry=registry,
        contexts=contexts,
        tasks=tasks,
        request_state=RequestStateSeal(sealer, settings.request_state_ttl_seconds),
        idempotency=IdempotentCalls(served.store, settings.idempotency_lease_seconds, settings.idempotency_ttl_seconds),
        server_info={"name": server.name, "version": server.version},
        list_ttl_ms=settings.list_ttl_ms,
        instructions=server.instructions,
        completion_limit=settings.completion_limit,
        skills_page_size=settings.skills_page_size,
    )
    dispatcher = Dispatcher(services)
    listen = ListenStreams(
        served.bus,
        services.server_info,
        settings.keepalive_seconds,
        max_buffered=settings.listen_buffer,
        limits=ListenLimits(
            settings.listen_max_resources,
            settings.listen_max_tasks,
            settings.listen_max_streams_per_tenant,
            settings.listen_max_streams,
        ),
        current_task=tasks.current,
        open_task=tasks.open,
        max_lifetime_seconds=settings.listen_lifetime_seconds,
    )
    authenticator = authenticator if authenticator is not None else build_authenticator_for(settings)
    allowed_hosts = settings.allowed_hosts if settings.allowed_hosts is not None else LOOPBACK_HOSTS
    allowed_origins = settings.allowed_origins if settings.allowed_origins is not None else LOOPBACK_ORIGINS

    hosts = HostPolicy(allowed_hosts, allowed_origins)

    protected = _protected_resource(settings, server)
    endpoint = McpEndpoint(
        dispatcher,
        listen,
        authenticator,
        served.rate_limiter,
        legacy_era=settings.legacy_era,
        protected=protected,
        tracer=tracer,
        hosts=hosts,
        max_body_bytes=settings.max_body_bytes,
    )
    # The console shows the served tools' approvals: without a source of them there is none (its paths are 404).
    approvals = server.console_approvals
    console = (
        None
        if approvals is None
        else Console(
            approvals,
            contexts,
            sealer,
            authenticator,
            hosts=hosts,
            keepalive_seconds=settings.keepalive_seconds,
            signin=build_console_signin(settings, authenticator, sealer),
        )
    )
    request_metrics = RequestMetrics()
    probes = Probes(served, request_metrics, tasks.refresh_metrics)
    access_log = access_log if access_log is not None else build_access_log(settings)

    def stop_readiness() -> None:
        probes.draining = True

    # Our worker drains (unfinished work is handed back to the queue); claims still unfinished end with their leases.
    # Then what the served tools hold (the server's on_shutdown hooks: its model's and mail sources' HTTP clients).
    # Then what the backend built (the queue first), not what the caller handed in.
    closes: list[Close] = [tasks.aclose, services.idempotency.unfinished.aclose, server.shutdown]
    if built:
        closes.append(backend.aclose)
    prepares: list[Close] = []
    if isinstance(authenticator, OAuthResourceServer):
        prepares.append(authenticator.start)
        closes.append(authenticator.aclose)
    if otlp is not None:
        closes.append(partial(anyio.to_thread.run_sync, otlp.shutdown))  # the last spans' export: off the loop
    drains = [stop_readiness, listen.drain]
    if console is not None:
        drains.append(console.drain)
    lifecycle = Lifecycle(
        backend=served,
        starts=[tasks.start],
        request_metrics=request_metrics,
        access_log=access_log,
        drains=drains,
        closes=closes,
        prepares=prepares,
    )
    metadata_routes = resource_metadata_routes(protected) if protected is not None else []
    routes = Starlette(routes=probes.routes() + metadata_routes, lifespan=lifecycle.lifespan)
    routes.state.services = services
    routes.state.listen = listen
    other = BodyLimitMiddleware(routes, settings.max_body_bytes)
    return McpApplication(
        mcp=endpoint,
        console=console.app if console is not None else other,
        other=other,
        routes=routes,
        metrics=request_metrics,
        log=access_log,
        instance_name=settings.instance_name,
        drain=lifecycle.drain,
    )


def _observed(backend: Backend, tracer: RequestTracer | None) -> Backend:
    """The backend as requests use it: every store call counted and timed, and traced with a tracer.

    Decided once: an untraced server opens no span per store call or publish. The parts wrapped, what
    the backend closes stays what it built."""
    hooks: list[StoreHook] = [StoreMetrics()]
    bus = backend.bus
    if tracer is not None:
        hooks.insert(0, StoreSpans(tracer.tracer))  # outermost: the span covers the whole call
        bus = TracedBus(bus, tracer.tracer)
    return dataclasses.replace(backend, store=InstrumentedStore(backend.store, hooks), bus=bus)


def _task_settings(settings: Settings) -> TaskSettings:
    return TaskSettings(
        ttl_seconds=settings.task_ttl_seconds,
        poll_interval_ms=settings.task_poll_interval_ms,
        lease_seconds=settings.task_lease_seconds,
        embedded_worker=settings.task_worker,
        concurrency=settings.task_worker_concurrency,
        tenant_limit=settings.task_tenant_concurrency,
        max_attempts=settings.task_max_attempts,
        drain_seconds=settings.task_drain_seconds,
    )


def _protected_resource(settings: Settings, server: Server) -> ProtectedResource | None:
    """This server as an OAuth protected resource (MCP_AGENT_OAUTH_RESOURCE), scopes as its tools, resources,
    prompts and methods declare them."""
    if settings.oauth_resource is None:
        if settings.conformance_fixtures:
            from ..testing.conformance_scopes import conformance_protected_resource

            return conformance_protected_resource(settings, server.registry.declared_scopes)
        return None
    try:
        return ProtectedResource(
            settings.oauth_resource,
            settings.oauth_issuers,
            server.registry.declared_scopes,
            settings.oauth_scopes,
        )
    except ValueError as problem:
        raise ConfigurationError(f"MCP_AGENT_OAUTH_RESOURCE: {problem}") from None


def create_app_from_env() -> McpApplication:
    """The uvicorn factory used by ``mcp-agent serve``: every worker reads the same environment."""
    from ..logs import configure_logging
    from ..transport.connection_guard import (  # uvicorn's protocol: only when serving
        ConnectionLimits,
        guard_connections,
    )

    settings = Settings()
    configure_logging(settings.log_level)
    guard_connections(
        ConnectionLimits(
            settings.header_timeout_seconds,
            settings.body_timeout_seconds,
            settings.max_connections,
            settings.write_timeout_seconds,
        )
    )
    return create_app(server_from_settings(settings), settings)
