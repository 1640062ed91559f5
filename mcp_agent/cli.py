"""``mcp-agent serve``: flags override ``MCP_AGENT_*`` variables; workers inherit both through the environment.

Every setting is checked here, in the parent process, before uvicorn starts: a problem is one
``mcp-agent: …`` message on stderr and exit status 2, never a traceback in a worker that
uvicorn would respawn forever.

Plugins add their own commands (``Plugin.cli_commands``): the summarize tool's ``mcp-agent mail-credential
put`` stores a mail credential where the server reads it.
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import importlib.metadata
import os
import secrets
import shutil
import sys
import tempfile
from collections.abc import Callable, Iterator, Sequence
from typing import NoReturn

from pydantic import ValidationError
from pydantic_settings import SettingsError

from . import serve_process
from ._version import __version__
from .backends import prepare_backends, shares_state
from .logs import configure_logging
from .ops.exposition import MULTIPROC_DIR_VARIABLE
from .preflight import startup_problems
from .settings import LOG_LEVELS, ConfigurationError, Settings, describe_invalid_settings, env_name

CONFIGURATION_ERROR = 2  # the status argparse uses for usage errors, so scripts see one "bad invocation" code

# Flag destination -> setting, for every serve flag; each flag overrides that setting's variable.
_FLAG_SETTINGS = (
    "host",
    "port",
    "workers",
    "conformance_fixtures",
    "store",
    "bus",
    "queue",
    "redis_url",
    "postgres_url",
    "redis_cluster",
    "app",
    "builtin_tools",
    "log_level",
    "access_log",
    "task_worker",
    "task_worker_concurrency",
    "task_worker_metrics_port",
)


def package_version() -> str:
    """The installed distribution's version, or the source tree's when it is run uninstalled."""
    try:
        return importlib.metadata.version("mcp-agent-server")
    except importlib.metadata.PackageNotFoundError:
        return __version__


def _default_of(setting: str) -> str:
    value = Settings.model_fields[setting].get_default(call_default_factory=True)
    if value is None:
        return "unset"
    if isinstance(value, bool):
        return str(value).lower()
    return str(value)


def _help(setting: str, text: str) -> str:
    """``text`` plus the setting's default and variable, read from Settings so the two cannot drift."""
    described = f"{text} (default: {_default_of(setting)}; env {env_name(setting)})"
    return described.replace("%", "%%")  # argparse formats help with %


def _shared_flags() -> argparse.ArgumentParser:
    """The flags ``serve`` and ``worker`` both take: what to serve and where its state lives (argparse parent)."""
    shared = argparse.ArgumentParser(add_help=False)
    # default=None everywhere: an absent flag must leave the environment variable in charge.
    backends = ["memory", "redis", "postgres"]
    shared.add_argument(
        "--store",
        choices=backends,
        help=_help("store", "session store (mcp-agent worker needs a shared one: redis or postgres)"),
    )
    shared.add_argument(
        "--bus", choices=backends, help=_help("bus", "change bus feeding listen streams (unset: the store's backend)")
    )
    shared.add_argument(
        "--queue",
        choices=backends,
        help=_help("queue", "task queue and rate limiter (unset: the store's backend)"),
    )
    shared.add_argument("--redis-url", help=_help("redis_url", "Redis URL for the redis backend"))
    shared.add_argument(
        "--postgres-url", help=_help("postgres_url", "PostgreSQL URL for the postgres backend (postgresql://…)")
    )
    shared.add_argument(
        "--redis-cluster",
        action=argparse.BooleanOptionalAction,
        default=None,
        help=_help("redis_cluster", "--redis-url names one node of a Redis Cluster (sharded pub/sub for the bus)"),
    )
    shared.add_argument(
        "--app",
        metavar="MODULE:ATTR",
        help=_help(
            "app", "the application to serve, imported from the current directory (a worker needs the same one)"
        ),
    )
    shared.add_argument(
        "--builtin-tools",
        action=argparse.BooleanOptionalAction,
        default=None,
        help=_help("builtin_tools", "register the built-in agent tools"),
    )
    shared.add_argument(
        "--log-level", type=str.lower, choices=LOG_LEVELS, help=_help("log_level", "level of the JSON application log")
    )
    shared.add_argument(
        "--conformance-fixtures",
        action="store_true",
        default=None,
        help=_help(
            "conformance_fixtures",
            "register the conformance suite's test tools, resources and prompts (never in production)",
        ),
    )
    return shared


def _add_serve_command(
    commands: argparse._SubParsersAction[argparse.ArgumentParser], shared: argparse.ArgumentParser
) -> None:
    serve = commands.add_parser(
        "serve",
        parents=[shared],
        help="serve MCP over Streamable HTTP at /mcp",
        description="Serve MCP over Streamable HTTP at /mcp.",
    )
    serve.add_argument("--host", help=_help("host", "address to bind"))
    serve.add_argument("--port", type=int, help=_help("port", "port to bind"))
    serve.add_argument(
        "--workers", type=int, help=_help("workers", "worker processes (more than 1 needs --store redis or postgres)")
    )
    serve.add_argument(
        "--access-log",
        action=argparse.BooleanOptionalAction,
        default=None,
        help=_help("access_log", "one JSON line per request"),
    )
    serve.add_argument(
        "--worker",
        dest="task_worker",
        action=argparse.BooleanOptionalAction,
        default=None,
        help=_help(
            "task_worker",
            "run a task worker in each server process (--no-worker: only mcp-agent worker processes run tasks)",
        ),
    )
    _remember_flag_names(serve)


def _add_worker_command(
    commands: argparse._SubParsersAction[argparse.ArgumentParser], shared: argparse.ArgumentParser
) -> None:
    worker = commands.add_parser(
        "worker",
        parents=[shared],
        help="run task workers, no HTTP listener",
        description="Run the tasks of every instance sharing the Redis store, without an HTTP listener. "
        "Reads the same MCP_AGENT_* settings as serve (the same --app must be given). SIGTERM drains.",
    )
    worker.add_argument(
        "--concurrency",
        dest="task_worker_concurrency",
        type=int,
        metavar="N",
        help=_help("task_worker_concurrency", "task rounds this process runs at once"),
    )
    worker.add_argument(
        "--metrics-port",
        dest="task_worker_metrics_port",
        type=int,
        metavar="PORT",
        help=_help("task_worker_metrics_port", "serve this process's Prometheus metrics at http://127.0.0.1:PORT/"),
    )
    _remember_flag_names(worker)


def _remember_flag_names(command: argparse.ArgumentParser) -> None:
    """Each setting's flag on this command (``args.flag_names``), so that a message can name what the operator typed."""
    names = {action.dest: action.option_strings[0] for action in command._actions if action.option_strings}
    command.set_defaults(flag_names=names)


def _parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="mcp-agent", description="A stateless MCP 2026-07-28 server.")
    parser.add_argument("--version", action="version", version=f"mcp-agent {package_version()}")
    commands = parser.add_subparsers(dest="command", required=True)
    shared = _shared_flags()
    _add_serve_command(commands, shared)
    _add_worker_command(commands, shared)
    _add_store_command(commands)
    _add_plugin_commands(commands)
    return parser


def _add_store_command(commands: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    from .backends.migrating import copy_command

    store = commands.add_parser("store", help="move state between backends (see the README's migration runbook)")
    actions = store.add_subparsers(dest="store_command", required=True)
    copy = actions.add_parser(
        "copy",
        help="copy every record from one backend to another, keeping versions and TTLs (resumable)",
        description="Copy every record and idempotency record from one backend to another, keeping versions, "
        "markers and remaining TTLs; an entry the target holds at the same or a newer version is left alone.",
    )
    copy_command.configure(copy)


def _store_command(args: argparse.Namespace) -> None:
    from .backends.migrating import copy_command

    settings = _valid_settings()
    configure_logging(settings.log_level)
    try:
        status = asyncio.run(copy_command.run(args, settings))
    except copy_command.CopyRefused as error:
        _refuse([str(error)])
    if status:
        raise SystemExit(status)


def _add_plugin_commands(commands: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    from .app.plugins import plugin_commands

    for plugin, command in plugin_commands():
        if command.name in commands.choices:
            continue  # ours, or an earlier plugin's: a name means one command
        parser = commands.add_parser(command.name, help=command.help)
        command.configure(parser)
        parser.set_defaults(plugin_command=(plugin, command))


def _export_flags(args: argparse.Namespace) -> Callable[[str], str]:
    """Write given flags into the environment, which the workers read their settings from.

    Returns how to name a setting to the operator: the flag they typed, else its variable if they set it,
    else both (it has its default)."""
    in_environment = {setting for setting in _FLAG_SETTINGS if env_name(setting) in os.environ}
    typed: dict[str, str] = {}
    for setting in _FLAG_SETTINGS:
        value = getattr(args, setting, None)
        if value is not None:
            os.environ[env_name(setting)] = str(value).lower() if isinstance(value, bool) else str(value)
            typed[setting] = args.flag_names[setting]

    def name_of(setting: str) -> str:
        if setting in typed:
            return typed[setting]
        if setting in in_environment or setting not in args.flag_names:
            return env_name(setting)
        return f"{args.flag_names[setting]} / {env_name(setting)}"

    return name_of


def _refuse(lines: Sequence[str]) -> NoReturn:
    """Exit with one ``mcp-agent:`` message; several problems follow it one per indented line."""
    if len(lines) == 1:
        message = lines[0]
    else:
        message = f"{len(lines)} configuration problems:\n" + "\n".join(f"  {line}" for line in lines)
    print(f"mcp-agent: {message}", file=sys.stderr)
    raise SystemExit(CONFIGURATION_ERROR)


def _valid_settings(name_of: Callable[[str], str] = env_name) -> Settings:
    """The settings from the environment, or a clean exit naming each invalid one (by ``name_of``)."""
    try:
        return Settings()
    except ValidationError as error:
        _refuse(describe_invalid_settings(error, name_of))
    except SettingsError as error:
        _refuse([str(error)])


def _share_sealing_keys_between_workers(settings: Settings) -> None:
    # Workers of one local server must open each other's sealed state; they inherit this environment.
    if settings.workers > 1 and not settings.sealing_keys:
        os.environ[env_name("sealing_keys")] = secrets.token_urlsafe(32)


def main(argv: Sequence[str] | None = None) -> None:
    args = _parser().parse_args(argv)
    if hasattr(args, "plugin_command"):
        _run_plugin_command(args)
        return
    if args.command == "store":
        _store_command(args)
        return
    name_of = _export_flags(args)
    settings = _valid_settings(name_of)
    problems = startup_problems(settings)
    if args.command == "worker" and not shares_state(settings):
        problems.append(
            "mcp-agent worker needs a shared store and queue: --store redis or postgres (it runs the tasks other "
            "processes accept)"
        )
    if problems:
        _refuse(problems)
    # Only once the settings are sound: connect to what must be prepared (PostgreSQL's schema) before serving.
    problems = prepare_backends(settings)
    if problems:
        _refuse(problems)
    if args.command == "worker":
        configure_logging(settings.log_level)
        from .worker_process import run_worker

        asyncio.run(run_worker(settings.model_copy(update={"task_worker": True})))
        return
    _share_sealing_keys_between_workers(settings)
    status = _serve(settings, name_of)
    if status:
        raise SystemExit(status)


@contextlib.contextmanager
def _metrics_shared_between_workers(settings: Settings) -> Iterator[None]:
    """With several workers, each keeps its metrics in files of one fresh directory (removed at exit),
    so ``/metrics`` on any worker reports the sum. Set before uvicorn spawns them: prometheus-client
    reads the variable once, when a worker imports it. An operator's own directory is left alone."""
    if settings.workers <= 1 or os.environ.get(MULTIPROC_DIR_VARIABLE):
        yield
        return
    directory = tempfile.mkdtemp(prefix="mcp-agent-metrics-")
    os.environ[MULTIPROC_DIR_VARIABLE] = directory
    try:
        yield
    finally:
        del os.environ[MULTIPROC_DIR_VARIABLE]
        shutil.rmtree(directory, ignore_errors=True)


def _run_plugin_command(args: argparse.Namespace) -> None:
    """A plugin's command, with the server's settings and the plugin's own; its refusals as ours."""
    from .app.plugins import AppCommandContext, plugin_settings
    from .server.plugins import CommandError

    plugin, command = args.plugin_command
    settings = _valid_settings()
    try:
        command.run(args, AppCommandContext(plugin_settings(plugin), settings))
    except ConfigurationError as problem:
        _refuse([str(problem)])
    except CommandError as error:
        if error.status == CONFIGURATION_ERROR:
            _refuse([str(error)])
        print(f"mcp-agent: {error}", file=sys.stderr)
        raise SystemExit(error.status) from None


def _serve(settings: Settings, name_of: Callable[[str], str]) -> int:
    """Bind, then serve until stopped (serve_process.py); the exit status."""
    try:
        # Before uvicorn starts: a busy port is a setting to change, refused before any "startup complete".
        sock = serve_process.bind(settings.host, settings.port)
    except serve_process.BindError as error:
        setting = "host" if error.host_problem else "port"
        _refuse([f"{name_of(setting)}: cannot listen on {settings.host} port {settings.port}: {error}"])
    # The parent logs too (uvicorn's supervisor of several workers): as JSON, at the configured level.
    configure_logging(settings.log_level)
    with sock, _metrics_shared_between_workers(settings):
        return serve_process.run(settings, sock)


if __name__ == "__main__":
    main()
