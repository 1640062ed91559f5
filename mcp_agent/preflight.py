"""Everything a worker would build from the settings, built once in the parent before uvicorn starts.

A configuration error that first surfaces inside a uvicorn worker prints a traceback, and
with several workers uvicorn respawns the crashing worker forever while the port never
listens. So every check here runs the same constructors a worker runs, without touching
the network, and reports problems as sentences naming the setting, never a secret's value.
"""

from __future__ import annotations

from collections.abc import Callable

from pydantic import SecretStr

from .backends import backend_problems, shares_changes, shares_state
from .crypto.sealing import Sealer
from .identity import build_authenticator
from .settings import ConfigurationError, Settings


def deployment_problem(settings: Settings) -> str | None:
    """All missing deployment settings in one sentence (the one create_app would raise), or None."""
    try:
        settings.check_deployable()
    except ConfigurationError as error:
        return str(error)
    return None


def _authenticator_problem(settings: Settings, *, tokens_file: str | None, jwt_key: SecretStr | None) -> str | None:
    try:
        build_authenticator(
            tokens_file=tokens_file,
            jwt_key=jwt_key.get_secret_value() if jwt_key is not None else None,
            jwt_algorithms=settings.jwt_algorithms,
            jwt_issuer=settings.jwt_issuer,
            jwt_audience=settings.jwt_audience,
            jwt_tenant_claim=settings.jwt_tenant_claim,
        )
    except ValueError as error:
        # The authenticator's messages name files and entries by position, never a token or key.
        return str(error)
    return None


def authentication_problems(settings: Settings) -> list[str]:
    """Why the tokens file or the JWT settings cannot be used, each named by its variable.

    Built one at a time so each message names the right variable; together they cannot
    fail in any further way (the combination only tries one after the other).
    """
    problems: list[str] = []
    tokens = _authenticator_problem(settings, tokens_file=settings.auth_tokens_file, jwt_key=None)
    if tokens is not None:
        problems.append(f"MCP_AGENT_AUTH_TOKENS_FILE: {tokens}")
    jwt = _authenticator_problem(settings, tokens_file=None, jwt_key=settings.jwt_key)
    if jwt is not None:
        problems.append(f"MCP_AGENT_JWT_KEY: {jwt}")
    return problems


def sealing_key_problems(settings: Settings) -> list[str]:
    """One problem per sealing key the key ring would refuse, named by position (never by value)."""
    problems: list[str] = []
    for position, key in enumerate(settings.sealing_keys, start=1):
        try:
            Sealer([key.get_secret_value().encode()])
        except ValueError as error:
            problems.append(f"MCP_AGENT_SEALING_KEYS key #{position}: {error}")
    return problems


def task_worker_problem(settings: Settings) -> str | None:
    """Why tasks could never run with these settings, or None."""
    if not settings.task_worker and not shares_state(settings):
        return (
            "--no-worker needs --store redis or --store postgres (with the memory store only this "
            "process's own worker can run its tasks)"
        )
    return None


def workers_problem(settings: Settings) -> str | None:
    """Why this many workers cannot share the configured store and bus, or None."""
    if settings.workers <= 1:
        return None
    if not shares_state(settings):
        return (
            f"--workers {settings.workers} > 1 needs --store redis or --store postgres (each worker "
            "would have its own memory store: a handle minted by one worker would read as expired on the next); use "
            "--store redis, --store postgres or --workers 1"
        )
    if not shares_changes(settings):
        return (
            f"--workers {settings.workers} with --bus memory: a listen stream on one worker would miss every "
            "change made through another; use --bus redis, --bus postgres or --workers 1"
        )
    return None


def app_problem(settings: Settings) -> str | None:
    """Why the served ``Server`` (``--app`` and the built-in tools) cannot be assembled, or None."""
    from .app import server_from_settings

    try:
        server_from_settings(settings)
    except ConfigurationError as error:
        return str(error)
    return None


def plugin_problems(settings: Settings) -> list[str]:
    """What the served plugins report they could not work with (``Plugin.startup_problems``: e.g. a Maildir
    of MCP_AGENT_MAIL_SOURCES that cannot be read); nothing is connected to."""
    from .app.plugins import plugin_startup_problems

    try:
        return plugin_startup_problems(settings)
    except ConfigurationError:
        return []  # a plugin that cannot be loaded or configured at all: app_problem names it


def oauth_problem(settings: Settings) -> str | None:
    """Why the OAuth resource server (MCP_AGENT_OAUTH_*) cannot be built, or None; nothing is fetched."""
    if settings.oauth_resource is None:
        return None
    from .app.collaborators import build_resource_server

    try:
        build_resource_server(settings)
    except ConfigurationError as error:
        return str(error)
    return None


def _one(check: Callable[[Settings], str | None]) -> Callable[[Settings], list[str]]:
    return lambda settings: [problem] if (problem := check(settings)) is not None else []


_CHECKS: tuple[Callable[[Settings], list[str]], ...] = (
    _one(deployment_problem),
    _one(workers_problem),
    _one(task_worker_problem),
    authentication_problems,
    _one(oauth_problem),
    sealing_key_problems,
    backend_problems,
    _one(app_problem),
    plugin_problems,
)


def startup_problems(settings: Settings) -> list[str]:
    """Every reason the workers would fail to start with these settings; empty when they will start."""
    return [problem for check in _CHECKS for problem in check(settings)]
