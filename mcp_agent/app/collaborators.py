"""The long-lived collaborators, each built from settings: no I/O here (connections open lazily or at start).

The store, bus, task queue and rate limiter are the backend's (``backends.build_backend``)."""

from __future__ import annotations

import logging

import httpx2 as httpx

from ..console.oidc_signin import ConsoleClient, OidcSignIn
from ..crypto.sealing import Sealer
from ..identity import Authenticator, LocalAuthenticator, build_authenticator
from ..identity.oauth import ClaimNames, OAuthResourceServer, OAuthSettings
from ..models import AnthropicMessagesModel, ModelLimits, OpenAIChatModel
from ..models.http_model import HttpModel
from ..ops.log_writer import writer_for
from ..ops.otlp import OtlpTracing
from ..ops.tracing import tracing_configured
from ..settings import ConfigurationError, Settings
from ..transport.middleware import AccessLog

logger = logging.getLogger("mcp_agent.app")

STDERR = 2


def build_model(settings: Settings, client: httpx.AsyncClient | None = None) -> HttpModel | None:
    """The server-side model of MCP_AGENT_MODEL_* (None when no provider is set), on one HTTP client:
    ``client`` (the caller's to close), else one of its own that its ``aclose`` closes."""
    provider = settings.model_provider
    if provider is None:
        return None
    if not settings.model_name:
        raise ConfigurationError("MCP_AGENT_MODEL_PROVIDER is set: set MCP_AGENT_MODEL_NAME to the model to call too")
    base_url = settings.model_base_url
    if base_url is not None and not _plain_http_url(base_url):
        raise ConfigurationError("MCP_AGENT_MODEL_BASE_URL must be an http:// or https:// URL without credentials")
    api_key = settings.model_api_key
    if api_key is None and provider == "anthropic":
        raise ConfigurationError("MCP_AGENT_MODEL_API_KEY is required for the anthropic API")
    if api_key is None and base_url is None:
        raise ConfigurationError(
            "MCP_AGENT_MODEL_API_KEY is required for OpenAI's own API (a local server needing none: set MCP_AGENT_MODEL_BASE_URL)"
        )
    model_class = OpenAIChatModel if provider == "openai" else AnthropicMessagesModel
    return model_class(
        client,
        name=settings.model_name,
        api_key=api_key,
        base_url=base_url,
        vision=settings.model_vision,
        limits=ModelLimits(timeout_seconds=settings.model_timeout_seconds, max_tokens=settings.model_max_tokens),
        answer_format=settings.model_answer_format,
    )


def _plain_http_url(value: str) -> bool:
    try:
        url = httpx.URL(value)
    except httpx.InvalidURL:
        return False
    return url.scheme in ("http", "https") and bool(url.host) and not url.userinfo


def build_authenticator_for(settings: Settings) -> Authenticator:
    if settings.oauth_resource is not None:
        return build_resource_server(settings)
    configured = build_authenticator(
        tokens_file=settings.auth_tokens_file,
        jwt_key=settings.jwt_key.get_secret_value() if settings.jwt_key is not None else None,
        jwt_algorithms=settings.jwt_algorithms,
        jwt_issuer=settings.jwt_issuer,
        jwt_audience=settings.jwt_audience,
        jwt_tenant_claim=settings.jwt_tenant_claim,
    )
    if configured is None and settings.conformance_fixtures:
        from ..testing.conformance_scopes import ConformanceAuthenticator

        return ConformanceAuthenticator()
    # check_deployable() has already refused a non-loopback bind without auth.
    return configured if configured is not None else LocalAuthenticator()


def build_resource_server(settings: Settings) -> OAuthResourceServer:
    """The OAuth resource server of MCP_AGENT_OAUTH_*: its tokens alone, no tokens file or JWT key beside it."""
    if settings.auth_tokens_file or settings.jwt_key:
        raise ConfigurationError(
            "MCP_AGENT_OAUTH_RESOURCE is set: it accepts only its authorization servers' tokens, so unset "
            "MCP_AGENT_AUTH_TOKENS_FILE and MCP_AGENT_JWT_KEY"
        )
    if not settings.oauth_issuers:
        raise ConfigurationError(
            "MCP_AGENT_OAUTH_RESOURCE is set: set MCP_AGENT_OAUTH_ISSUERS to its authorization server(s)"
        )
    implied: list[tuple[str, frozenset[str]]] = []
    for item in settings.oauth_implied_scopes:
        broad, equals, narrower = item.partition("=")
        if not equals or not broad.strip() or not narrower.split():
            raise ConfigurationError("MCP_AGENT_OAUTH_IMPLIED_SCOPES: each item is broad=narrow1 narrow2")
        implied.append((broad.strip(), frozenset(narrower.split())))
    secret = settings.oauth_introspection_client_secret
    introspection_client = (
        (settings.oauth_introspection_client_id, secret.get_secret_value())
        if settings.oauth_introspection_client_id and secret is not None
        else None
    )
    try:
        return OAuthResourceServer(
            OAuthSettings(
                resource=settings.oauth_resource or "",
                issuers=tuple(settings.oauth_issuers),
                algorithms=tuple(settings.oauth_algorithms),
                leeway_seconds=settings.oauth_leeway_seconds,
                claims=ClaimNames(
                    user=settings.oauth_user_claim,
                    tenant=settings.oauth_tenant_claim,
                    scope=settings.oauth_scope_claim,
                    default_tenant=settings.oauth_default_tenant,
                    implied_scopes=tuple(implied),
                ),
                key_refresh_seconds=settings.oauth_key_refresh_seconds,
                key_max_age_seconds=settings.oauth_key_max_age_seconds,
                timeout_seconds=settings.oauth_timeout_seconds,
                introspection_client=introspection_client,
                introspection_cache_seconds=settings.oauth_introspection_cache_seconds,
            )
        )
    except ValueError as problem:
        raise ConfigurationError(f"MCP_AGENT_OAUTH_*: {problem}") from None


def build_console_signin(settings: Settings, authenticator: Authenticator, sealer: Sealer) -> OidcSignIn | None:
    """The console's sign-in at the authorization server (MCP_AGENT_OAUTH_CONSOLE_CLIENT_ID), in OAuth mode."""
    if not isinstance(authenticator, OAuthResourceServer) or settings.oauth_console_client_id is None:
        return None
    secret = settings.oauth_console_client_secret
    return OidcSignIn(
        authenticator,
        ConsoleClient(
            settings.oauth_console_client_id,
            secret.get_secret_value() if secret is not None else None,
            tuple(settings.oauth_console_scopes),
        ),
        sealer,
    )


def build_sealer(settings: Settings) -> Sealer:
    if settings.sealing_keys:
        return Sealer([key.get_secret_value().encode() for key in settings.sealing_keys])
    logger.warning("no MCP_AGENT_SEALING_KEYS: using a per-process key, fine for one local instance only")
    return Sealer.ephemeral()


def build_access_log(settings: Settings) -> AccessLog | None:
    return AccessLog(writer_for(STDERR), level=settings.log_level) if settings.access_log else None


def build_tracing(settings: Settings) -> OtlpTracing | None:
    """OTLP/HTTP traces and metrics when an OTEL_EXPORTER_OTLP_*ENDPOINT is set; None (nothing traced) otherwise."""
    if not tracing_configured():
        return None
    return OtlpTracing(
        tenant=settings.trace_tenant, arguments=settings.trace_arguments, resource_uri=settings.trace_resource_uri
    )
