"""Which plugins are served, and what the app gives each: the built-in tools, then the installed ones.

A plugin's settings are read here from the environment by its own settings class (or given, by a
test or an embedding app); it registers on a ``Server`` of its own, which is then included in the
served one, so that two plugins offering one name are refused naming the plugin.
"""

from __future__ import annotations

import contextlib
import logging
from collections.abc import AsyncIterator, Sequence
from dataclasses import dataclass, field
from importlib.metadata import entry_points
from typing import Any

from pydantic import ValidationError
from pydantic_settings import BaseSettings

from ..backends import build_store, shares_state
from ..bus import InProcessChangeBus
from ..crypto.sealing import Sealer
from ..identity import Principal
from ..models import ServerModel
from ..server.api import Server
from ..server.context import RequestContext, RequestContexts
from ..server.plugins import CommandError, Plugin, PluginCommand, PluginContext
from ..settings import ConfigurationError, Settings, describe_invalid_settings, env_name
from ..state import HandleCodec
from .collaborators import build_model, build_sealer

logger = logging.getLogger("mcp_agent.app")

ENTRY_POINT_GROUP = "mcp_agent.plugins"


def builtin_plugins() -> list[Plugin[Any]]:
    """The tools this server exists for (``mcp_agent/tools``), in the order they are registered."""
    from ..tools.next_step.plugin import NextStepPlugin
    from ..tools.summarize.plugin import SummarizePlugin

    return [NextStepPlugin(), SummarizePlugin()]


def installed_plugins() -> list[Plugin[Any]]:
    """The plugins installed packages offer (entry-point group ``mcp_agent.plugins``), by entry name."""
    found: list[Plugin[Any]] = []
    for entry in sorted(entry_points(group=ENTRY_POINT_GROUP), key=lambda entry: entry.name):
        where = f"plugin {entry.name!r} ({entry.value}, entry point group {ENTRY_POINT_GROUP})"
        try:
            loaded = entry.load()
            plugin = loaded() if isinstance(loaded, type) else loaded
        except Exception as error:  # a third party's module may fail in any way while it is imported
            raise ConfigurationError(f"{where} cannot be loaded: {type(error).__name__}: {error}") from None
        for member in ("name", "settings_class", "register"):
            if not hasattr(plugin, member):
                raise ConfigurationError(f"{where} is not an mcp_agent.Plugin: it has no {member!r}")
        found.append(plugin)
    return found


def enabled_plugins(settings: Settings) -> list[Plugin[Any]]:
    """What ``mcp-agent serve`` registers: the built-in tools unless MCP_AGENT_BUILTIN_TOOLS=false, and every installed plugin."""
    plugins = [*(builtin_plugins() if settings.builtin_tools else []), *installed_plugins()]
    names = [plugin.name for plugin in plugins]
    twice = sorted({name for name in names if names.count(name) > 1})
    if twice:
        raise ConfigurationError(f"two plugins are named {', '.join(map(repr, twice))}: uninstall one")
    return plugins


def plugin_settings(plugin: Plugin[Any], given: Sequence[BaseSettings] = ()) -> BaseSettings:
    """The plugin's settings: the instance of its class in ``given``, else read from the environment."""
    settings_class: type[BaseSettings] = plugin.settings_class
    for settings in given:
        if isinstance(settings, settings_class):
            return settings
    try:
        return settings_class()
    except ValidationError as error:
        raise ConfigurationError("; ".join(describe_invalid_settings(error))) from None


def plugin_server(
    settings: Settings,
    plugins: Sequence[Plugin[Any]],
    *,
    into: Server | None = None,
    model: ServerModel | None = None,
    given_settings: Sequence[BaseSettings] = (),
) -> Server:
    """A server offering what ``plugins`` register (``into``, or a new one), with their shutdown hooks (and
    the model's, when it is built here).

    ``model``: the server's model to offer them; None builds the one MCP_AGENT_MODEL_* configures (if any).
    ``given_settings``: settings to use instead of the environment's, one per plugin (matched by class)."""
    served = into if into is not None else Server("mcp-agent")
    if not plugins:
        return served
    if model is None:
        built = build_model(settings)
        if built is not None:
            served.on_shutdown(built.aclose)  # its HTTP client: closed by whoever serves this server
        model = built
    sealer = _OnFirstUse(settings)
    for plugin in plugins:
        own = Server(plugin.name)
        plugin.register(own, PluginContext(plugin_settings(plugin, given_settings), model=model, sealer=sealer.get))
        try:
            served.include(own)
        except ValueError as clash:
            builtin = type(plugin).__module__.startswith("mcp_agent.tools.")
            raise ConfigurationError(
                f"{clash}: plugin {plugin.name!r} and the --app server or another plugin share a name"
                + (" (or use --no-builtin-tools)" if builtin else "")
            ) from None
    return served


def plugin_startup_problems(settings: Settings) -> list[str]:
    """What the enabled plugins report they could not work with, before the server starts."""
    problems: list[str] = []
    for plugin in enabled_plugins(settings):
        check = getattr(plugin, "startup_problems", None)
        if check is not None:
            problems.extend(check(plugin_settings(plugin)))
    return problems


def plugin_commands() -> list[tuple[Plugin[Any], PluginCommand[Any]]]:
    """The ``mcp-agent`` subcommands plugins add: the built-in ones' always, the installed ones' when they load
    (one that does not is reported by ``serve``; a CLI that cannot start would hide that message)."""
    plugins = builtin_plugins()
    with contextlib.suppress(ConfigurationError):
        plugins += installed_plugins()
    return [(plugin, command) for plugin in plugins for command in getattr(plugin, "cli_commands", tuple)()]


@dataclass(slots=True)
class _OnFirstUse:
    """The key ring, built when a plugin first asks: building it without keys logs a warning nobody needs."""

    settings: Settings
    _sealer: Sealer | None = field(default=None)

    def get(self) -> Sealer:
        if self._sealer is None:
            self._sealer = build_sealer(self.settings)
        return self._sealer


@dataclass(frozen=True, slots=True)
class AppCommandContext:
    """``CommandContext``: what a plugin's subcommand reaches of the server, from the server's settings."""

    settings: BaseSettings
    server_settings: Settings

    def require_shared_store(self, what: str) -> None:
        if not shares_state(self.server_settings):
            store = self.server_settings.store
            raise CommandError(
                f"{env_name('store')} is {store!r}: {what} put into this process's memory store is lost when it exits; "
                f"set {env_name('store')}=redis and {env_name('redis_url')} as the server has them"
            )

    def shared_sealer(self, what: str) -> Sealer:
        if not self.server_settings.sealing_keys:
            raise CommandError(
                f"{env_name('sealing_keys')} is not set: {what} sealed with a throwaway key could never be opened "
                "by the server; set the server's sealing keys"
            )
        return build_sealer(self.server_settings)

    @contextlib.asynccontextmanager
    async def acting_as(self, principal: Principal) -> AsyncIterator[RequestContext]:
        settings = self.server_settings
        store = build_store(settings)
        try:
            # Bound to the real store and record TTL, as a request's would be; nothing is published.
            contexts = RequestContexts(
                store, HandleCodec(build_sealer(settings)), InProcessChangeBus(), settings.record_ttl_seconds
            )
            yield contexts.context(principal, request_id="command", method="tools/call")
        finally:
            await store.aclose()
