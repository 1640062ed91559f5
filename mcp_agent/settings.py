"""The server's settings, from ``MCP_AGENT_*`` environment variables or the command line.

Each plugin reads its own from the same environment, with a settings class of its own documented
beside it (the built-in tools': ``tools/<tool>/plugin.py``); this class ignores those variables.

Lists are comma-separated in the environment (``MCP_AGENT_ALLOWED_HOSTS=a.example,b.example``).
Secrets (``sealing_keys``, ``jwt_key``, ``model_api_key``) are ``SecretStr``: they never appear in ``repr``,
``str``, logs or error messages; read them with ``.get_secret_value()`` where they are used.
"""

from __future__ import annotations

import ipaddress
from collections.abc import Callable
from typing import Annotated, Literal, get_args

from pydantic import Field, SecretStr, ValidationError, field_validator
from pydantic_settings import BaseSettings, InitSettingsSource, NoDecode, PydanticBaseSettingsSource, SettingsConfigDict

CommaList = Annotated[list[str], NoDecode]
SecretCommaList = Annotated[list[SecretStr], NoDecode]
LogLevel = Literal["debug", "info", "warning", "error", "critical"]
LOG_LEVELS: tuple[str, ...] = get_args(LogLevel)

ENV_PREFIX = "MCP_AGENT_"
# MCP_AGENT_LISTEN_MAX_SECONDS=serverless: under the 29-30 s request limits of API gateways and serverless
# platforms' defaults, with room for the keep-alive and the listen result.
LISTEN_SERVERLESS_SECONDS = 25.0


class ConfigurationError(Exception):
    """The server must not start with this configuration; the message says what to set."""


def is_loopback(host: str) -> bool:
    if host == "localhost":
        return True
    try:
        return ipaddress.ip_address(host.strip("[]")).is_loopback
    except ValueError:
        return False


def env_name(field: str) -> str:
    """The environment variable that sets ``field``."""
    return f"{ENV_PREFIX}{field.upper()}"


class Settings(BaseSettings):
    model_config = SettingsConfigDict(env_prefix=ENV_PREFIX, extra="ignore")

    host: str = "127.0.0.1"
    port: int = Field(8000, ge=0, le=65535)
    workers: int = Field(1, ge=1)
    conformance_fixtures: bool = False
    # MCP_AGENT_LEGACY_ERA: also serve 2025-era clients (initialize, then bare requests) on the same
    # endpoint, statelessly (spec-notes/dual-era.md); off: modern only, initialize is told -32022.
    legacy_era: bool = True

    # What the server serves: ``module:attr`` of the operator's application (MCP_AGENT_APP),
    # and whether the built-in agent tools are registered next to it (MCP_AGENT_BUILTIN_TOOLS).
    app: str | None = None
    builtin_tools: bool = True
    # MCP_AGENT_SKILLS_DIR: a folder of skills to serve (the Skills extension): every folder below it holding
    # a SKILL.md; MCP_AGENT_SKILLS_PAGE_SIZE: skills/list entries (and directory children) per page.
    skills_dir: str | None = None
    skills_page_size: int = Field(50, ge=1)

    # DNS-rebinding protection. Unset means "loopback only", which is refused off loopback.
    allowed_hosts: CommaList | None = None
    allowed_origins: CommaList | None = None

    # Sent as the X-Mcp-Agent-Instance response header when set, to tell instances apart behind a balancer.
    instance_name: str | None = Field(None, pattern=r"^[A-Za-z0-9._:-]{1,64}$")
    # A phone agent's step carries a screenshot (base64) next to its screen description: 8 MiB.
    max_body_bytes: int = Field(8 * 1_048_576, ge=1024)
    keepalive_seconds: float = Field(15.0, gt=0)
    list_ttl_ms: int = Field(60_000, ge=0)
    shutdown_grace_seconds: float = Field(1.5, ge=0)
    access_log: bool = True
    log_level: LogLevel = "info"
    # Tracing is on only when OTEL_EXPORTER_OTLP_(TRACES_)ENDPOINT is set (ops/tracing.py); these opt in to
    # span attributes that are off by default: the tenant, a tool call's arguments, a resource URI.
    trace_tenant: bool = False
    trace_arguments: bool = False
    trace_resource_uri: bool = False

    # Limits that bound memory and work per request:
    # MCP_AGENT_LISTEN_BUFFER: undelivered changes a listen stream may hold before it is closed
    #   (a client that reads too slowly reconnects rather than growing the server's memory);
    # MCP_AGENT_COMPLETION_LIMIT: most values one completion/complete result returns.
    # (summarize_thread's retries under contention are a documented constant of that tool:
    # tools see the public API, not the settings.)
    listen_buffer: int = Field(256, ge=1)
    # MCP_AGENT_LISTEN_MAX_SECONDS: a listen stream ends with the listen result this long after its
    # acknowledgement, and the client re-listens (unset: it lasts until the client leaves); "serverless"
    # is LISTEN_SERVERLESS_SECONDS, under the request timeouts serverless hosts impose.
    listen_max_seconds: Annotated[float, Field(gt=0)] | Literal["serverless"] | None = None
    completion_limit: int = Field(100, ge=1)
    # MCP_AGENT_LISTEN_MAX_RESOURCES / _TASKS: the most resource URIs and task ids one listen may name
    # (beyond: -32602); MCP_AGENT_LISTEN_MAX_STREAMS_PER_TENANT / _STREAMS: open listen streams per
    # tenant and in all, per worker process (beyond: 429).
    listen_max_resources: int = Field(1000, ge=1)
    listen_max_tasks: int = Field(1000, ge=1)
    listen_max_streams_per_tenant: int = Field(100, ge=1)
    listen_max_streams: int = Field(500, ge=1)
    # Slow clients (``mcp-agent serve``): MCP_AGENT_HEADER_TIMEOUT_SECONDS to send a request's whole
    # header (else the connection is closed, with 408 if part of it came), MCP_AGENT_BODY_TIMEOUT_SECONDS
    # of silence allowed while a body is incomplete (else 408), MCP_AGENT_MAX_CONNECTIONS open per worker
    # process (beyond it, each request on a new connection gets 503 and the connection is closed),
    # MCP_AGENT_WRITE_TIMEOUT_SECONDS a response may wait on a client that takes none of it (else the
    # connection is reset: a listen stream whose client stopped reading frees its slot).
    header_timeout_seconds: float = Field(10.0, gt=0)
    body_timeout_seconds: float = Field(30.0, gt=0)
    max_connections: int = Field(1000, ge=1)
    write_timeout_seconds: float = Field(30.0, gt=0)
    # MCP_AGENT_RATE_LIMIT_PER_SECOND: requests per second each tenant may send (unset: no limit),
    # with bursts of up to MCP_AGENT_RATE_LIMIT_BURST; beyond it a request is refused with 429/-31009.
    rate_limit_per_second: float | None = Field(None, gt=0)
    rate_limit_burst: int = Field(100, ge=1)
    # MCP_AGENT_MAX_RECORD_TURNS / _BYTES: the most turns, and bytes of turns, one record may hold;
    # an append beyond either is refused, so one conversation cannot grow the store without bound.
    max_record_turns: int = Field(10_000, ge=1)
    max_record_bytes: int = Field(16 * 1_048_576, ge=1024)

    # A server-side model (MCP_AGENT_MODEL_*): a server facility, like the store, that the app builds and
    # offers to every plugin; next_step decides with it when the client offers no sampling
    # (spec-notes/models.md). The API it speaks, where (unset: the provider's own), which model, its key,
    # whether it reads images, how long one call may take (a 429's wait included) and its answer's token cap;
    # "json_schema" sends the answer schema as structured output, "json" as JSON mode with the schema beside it
    # (llama-cpp-python), "tool" forces the answer through one tool call.
    model_provider: Literal["openai", "anthropic"] | None = None
    model_base_url: str | None = None
    model_name: str | None = None
    model_api_key: SecretStr | None = None
    model_vision: bool = False
    model_timeout_seconds: float = Field(30.0, gt=0)
    model_max_tokens: int = Field(1000, ge=16)
    model_answer_format: Literal["json_schema", "json", "tool"] = "json_schema"

    # Secrets (≥ 32 bytes each) for sealed requestState and handles; the first one seals.
    # Every instance behind one load balancer must share them.
    sealing_keys: SecretCommaList = Field(default_factory=list)
    request_state_ttl_seconds: float = Field(600.0, gt=0)

    store: Literal["memory", "redis", "postgres"] = "memory"
    # The change bus feeding listen streams; unset: the store's backend.
    bus: Literal["memory", "redis", "postgres"] | None = None
    # MCP_AGENT_QUEUE: where the task queue and the rate limiter live; unset: the store's backend.
    queue: Literal["memory", "redis", "postgres"] | None = None
    # MCP_AGENT_POSTGRES_URL: the database for the postgres backend; everything of ours lives in one schema of it
    # (MCP_AGENT_POSTGRES_SCHEMA, created if absent), each part on a pool of at most MCP_AGENT_POSTGRES_POOL_SIZE
    # connections; a call waits at most MCP_AGENT_POSTGRES_TIMEOUT_SECONDS for a connection and for its statement.
    postgres_url: str = "postgresql://postgres@127.0.0.1:5432/postgres"
    postgres_schema: str = "mcp_agent"
    postgres_pool_size: int = Field(10, ge=1)
    postgres_timeout_seconds: float = Field(2.0, gt=0)
    redis_url: str = "redis://127.0.0.1:6379/0"
    # MCP_AGENT_REDIS_CLUSTER: redis_url names one node of a Redis Cluster; the store and bus use the cluster client.
    redis_cluster: bool = False
    redis_timeout_seconds: float = Field(1.0, gt=0)
    # Moving state between backends (backends/migrating/, the README's "Moving state between stores"):
    # MCP_AGENT_MIGRATE_FROM names the old backend (``memory``, or a redis://, rediss:// or unix:// URL) while
    # the settings above name the new one; MCP_AGENT_MIGRATE_MODE is the step (dual-write, shadow-read, flip,
    # done); in flip, a key reads the new store when its kind is listed in MCP_AGENT_MIGRATE_FLIP_KINDS (all
    # kinds when empty: idempotency, task, record, ...) and its hash falls under MCP_AGENT_MIGRATE_FLIP_FRACTION.
    migrate_from: str | None = None
    migrate_mode: Literal["dual-write", "shadow-read", "flip", "done"] = "dual-write"
    migrate_flip_fraction: float = Field(1.0, ge=0, le=1)
    migrate_flip_kinds: CommaList = Field(default_factory=list)
    record_ttl_seconds: float = Field(7 * 24 * 3600.0, gt=0)
    idempotency_lease_seconds: float = Field(30.0, gt=0)
    # The tasks extension: how long a task record lives, the poll interval clients are told, and the
    # worker's lease (a task whose lease runs out, its instance gone, is marked failed by any instance).
    task_ttl_seconds: float = Field(3600.0, gt=0)
    task_poll_interval_ms: int = Field(500, gt=0)
    task_lease_seconds: float = Field(30.0, gt=0)
    # The task queue's workers: one in every serve process unless MCP_AGENT_TASK_WORKER=false (--no-worker),
    # the rounds each worker runs at once (mcp-agent worker --concurrency), the rounds one tenant may run at
    # once over all workers (0: no limit), the runs a task safe to re-run gets after losing its worker, and
    # how long a stopping worker lets its work finish before handing it back.
    task_worker: bool = True
    task_worker_concurrency: int = Field(16, ge=1)
    task_tenant_concurrency: int = Field(0, ge=0)
    task_max_attempts: int = Field(3, ge=1)
    task_drain_seconds: float = Field(10.0, ge=0)
    # mcp-agent worker --metrics-port: where the worker process serves its Prometheus metrics (127.0.0.1; unset: none).
    task_worker_metrics_port: int | None = Field(None, ge=1, le=65535)
    idempotency_ttl_seconds: float = Field(24 * 3600.0, gt=0)

    # Identity. With neither set, a loopback server runs as tenant "local".
    auth_tokens_file: str | None = None
    jwt_key: SecretStr | None = None
    jwt_algorithms: CommaList = Field(default_factory=lambda: ["HS256"])
    jwt_issuer: str | None = None
    jwt_audience: str | None = None
    jwt_tenant_claim: str = "tenant"
    # OAuth 2.1 resource server (README "Sign-in for MCP clients"): set the resource to turn it on.
    oauth_resource: str | None = None  # this server's canonical URI, e.g. https://mcp.example.com/mcp
    oauth_issuers: CommaList = Field(default_factory=list)  # the authorization servers trusted, by issuer
    oauth_algorithms: CommaList = Field(default_factory=lambda: ["RS256", "PS256", "ES256", "EdDSA"])
    oauth_leeway_seconds: float = Field(30.0, ge=0, le=300)
    oauth_user_claim: str = "sub"
    oauth_tenant_claim: str = "tenant"
    oauth_scope_claim: str = "scope"
    oauth_default_tenant: str | None = None  # for tokens without the tenant claim; unset refuses them
    oauth_scopes: CommaList = Field(default_factory=list)  # the scopes a 401 asks for (default: every declared one)
    oauth_implied_scopes: CommaList = Field(default_factory=list)  # "broad=narrow1 narrow2", one per item
    oauth_key_refresh_seconds: float = Field(60.0, ge=0)
    oauth_key_max_age_seconds: float = Field(300.0, gt=0)
    oauth_timeout_seconds: float = Field(5.0, gt=0)
    oauth_introspection_client_id: str | None = None
    oauth_introspection_client_secret: SecretStr | None = None
    oauth_introspection_cache_seconds: float = Field(60.0, ge=0)
    # The console as a client of the (first) authorization server; unset: no console sign-in in OAuth mode.
    oauth_console_client_id: str | None = None
    oauth_console_client_secret: SecretStr | None = None
    oauth_console_scopes: CommaList = Field(default_factory=lambda: ["openid", "approvals:resolve"])

    @classmethod
    def settings_customise_sources(
        cls,
        settings_cls: type[BaseSettings],
        init_settings: PydanticBaseSettingsSource,
        env_settings: PydanticBaseSettingsSource,
        dotenv_settings: PydanticBaseSettingsSource,
        file_secret_settings: PydanticBaseSettingsSource,
    ) -> tuple[PydanticBaseSettingsSource, ...]:
        # Unknown MCP_AGENT_* variables are ignored (plugins read theirs), but a keyword that is no setting of
        # the server is a mistake to say out loud: ignored, Settings(approvals_allow_self=True) would do nothing.
        if isinstance(init_settings, InitSettingsSource):
            unknown = sorted(set(init_settings.init_kwargs) - set(cls.model_fields))
            if unknown:
                raise TypeError(
                    f"Settings has no {', '.join(unknown)}: a plugin's settings are its own (e.g. NextStepSettings), "
                    "read from the environment or given to server_from_settings(plugin_settings=…)"
                )
        return init_settings, env_settings, dotenv_settings, file_secret_settings

    @field_validator(
        "allowed_hosts",
        "allowed_origins",
        "sealing_keys",
        "jwt_algorithms",
        "oauth_issuers",
        "oauth_algorithms",
        "oauth_scopes",
        "oauth_implied_scopes",
        "oauth_console_scopes",
        "migrate_flip_kinds",
        mode="before",
    )
    @classmethod
    def _split_commas(cls, value: object) -> object:
        if isinstance(value, str):
            return [item.strip() for item in value.split(",") if item.strip()]
        return value

    @field_validator("log_level", mode="before")
    @classmethod
    def _lower_case_level(cls, value: object) -> object:
        # Operators write INFO as often as info; logging itself does not care either.
        return value.strip().lower() if isinstance(value, str) else value

    @property
    def change_bus(self) -> Literal["memory", "redis", "postgres"]:
        """The bus in effect: instances that share a store share their changes too."""
        return self.bus if self.bus is not None else self.store

    @property
    def task_queue(self) -> Literal["memory", "redis", "postgres"]:
        """Where the task queue and the rate limiter live: the store's backend unless MCP_AGENT_QUEUE says."""
        return self.queue if self.queue is not None else self.store

    @property
    def auth_configured(self) -> bool:
        return bool(self.auth_tokens_file or self.jwt_key or self.oauth_resource)

    def deployment_problems(self) -> list[str]:
        """Every setting that is missing for a bind beyond loopback; empty when it is safe to listen."""
        if is_loopback(self.host):
            return []
        problems: list[str] = []
        if self.allowed_hosts is None:
            problems.append(
                "a Host allow-list (set MCP_AGENT_ALLOWED_HOSTS to the host names clients use, or * behind "
                "a proxy that checks Host, and for browser clients MCP_AGENT_ALLOWED_ORIGINS)"
            )
        if not self.auth_configured:
            problems.append(
                "authentication (set MCP_AGENT_OAUTH_RESOURCE with MCP_AGENT_OAUTH_ISSUERS, or "
                "MCP_AGENT_AUTH_TOKENS_FILE, or MCP_AGENT_JWT_KEY with MCP_AGENT_JWT_ISSUER and MCP_AGENT_JWT_AUDIENCE)"
            )
        if not self.sealing_keys:
            problems.append(
                "shared sealing keys (set MCP_AGENT_SEALING_KEYS to one or more secrets of at least "
                "32 bytes, the same on every instance)"
            )
        return problems

    @property
    def listen_lifetime_seconds(self) -> float | None:
        """MCP_AGENT_LISTEN_MAX_SECONDS as seconds (the serverless preset resolved), or None (no limit)."""
        if self.listen_max_seconds == "serverless":
            return LISTEN_SERVERLESS_SECONDS
        return self.listen_max_seconds

    def check_deployable(self) -> None:
        """Refuse configurations that are only safe on loopback, naming everything to set in one message."""
        problems = self.deployment_problems()
        if problems:
            raise ConfigurationError(
                f"Refusing to listen on {self.host} (not loopback) without " + "; ".join(problems) + "."
            )


def describe_invalid_settings(error: ValidationError, name_of: Callable[[str], str] = env_name) -> list[str]:
    """One line per problem, naming the setting by ``name_of`` (its environment variable unless the command
    line says the operator typed a flag); never the rejected value (it may be a secret)."""
    lines: list[str] = []
    for problem in error.errors(include_url=False, include_input=False):
        location = problem["loc"]
        if location and isinstance(location[0], str):
            name = name_of(location[0])
            # A list item (e.g. the second sealing key) is named by its position, counting from 1.
            name += "".join(f" item #{part + 1}" if isinstance(part, int) else f".{part}" for part in location[1:])
        else:
            name = "settings"
        lines.append(f"{name}: {problem['msg']}")
    return lines
