"""Plugins: packages that add tools to the served server, as completely as the built-in tools do.

A plugin has a ``name``, a ``settings_class`` (pydantic-settings, reading ``MCP_AGENT_*`` variables as
the server's settings do) and ``register(server, context)``: there it declares its tools, resources,
prompts and skills (``server.skill(folder)``, a folder shipped in its package) on ``server``, its shutdown
hooks (``server.on_shutdown``) and, if it keeps approvals, the console's source of them
(``server.add_console_approvals``), using what ``context`` offers: its own
settings, the server's model, the sealer and metrics. It may also add ``mcp-agent`` subcommands
(``cli_commands``) and checks the CLI runs before the server starts (``startup_problems``).

The built-in tools (``mcp_agent/tools``) are plugins; an installed package offers one through the
entry-point group ``mcp_agent.plugins``, naming a plugin object or a class called with no arguments::

    [project.entry-points."mcp_agent.plugins"]
    word_tools = "word_tools_plugin:WordToolsPlugin"

``mcp-agent serve`` serves every installed plugin (``--no-builtin-tools`` leaves out the built-in ones).
"""

from __future__ import annotations

import argparse
from collections.abc import Callable, Sequence
from contextlib import AbstractAsyncContextManager
from typing import TYPE_CHECKING, Generic, Protocol, TypeVar

from pydantic_settings import BaseSettings

if TYPE_CHECKING:  # only named here: importing the plugin API costs a plugin module nothing more
    from ..crypto.sealing import Sealer
    from ..identity import Principal
    from ..models import ServerModel
    from ..ops.plugin_metrics import PluginMetrics
    from ..settings import Settings
    from .api import Server
    from .context import RequestContext

S = TypeVar("S", bound=BaseSettings)
S_co = TypeVar("S_co", bound=BaseSettings, covariant=True)
S_contra = TypeVar("S_contra", bound=BaseSettings, contravariant=True)


class PluginContext(Generic[S]):
    """What the app offers a plugin while it registers: its settings and the server's facilities."""

    def __init__(
        self,
        settings: S,
        *,
        model: ServerModel | None,
        sealer: Callable[[], Sealer],
        metrics: PluginMetrics | None = None,
    ) -> None:
        self.settings = settings
        # The server's own model (MCP_AGENT_MODEL_*), for clients that offer no sampling; None when unset.
        # The app builds it, shares it between plugins and closes it.
        self.model = model
        if metrics is None:
            from ..ops.plugin_metrics import PluginMetrics

            metrics = PluginMetrics()
        self.metrics = metrics
        self._make_sealer = sealer
        self._sealer: Sealer | None = None

    @property
    def sealer(self) -> Sealer:
        """The server's key ring (MCP_AGENT_SEALING_KEYS): what it seals, any instance opens."""
        if self._sealer is None:  # made on first use: most plugins never seal anything
            self._sealer = self._make_sealer()
        return self._sealer


class CommandError(Exception):
    """A plugin command stops: the message is for the operator (never a secret). ``status`` 2: the
    invocation or the settings must change; 1: it failed as it was (e.g. the store is down), worth retrying."""

    def __init__(self, message: str, status: int = 2) -> None:
        super().__init__(message)
        self.status = status


class CommandContext(Protocol[S_co]):
    """What an ``mcp-agent`` subcommand of a plugin may use: the settings the server reads, and the server's store."""

    @property
    def settings(self) -> S_co:
        """The plugin's own settings."""
        ...

    @property
    def server_settings(self) -> Settings: ...

    def require_shared_store(self, what: str) -> None:
        """CommandError unless the store is one the server shares (what is written here reaches it)."""
        ...

    def shared_sealer(self, what: str) -> Sealer:
        """The server's key ring; CommandError when no keys are set (a throwaway key's seals never open there)."""
        ...

    def acting_as(self, principal: Principal) -> AbstractAsyncContextManager[RequestContext]:
        """A request context for ``principal`` on the server's store (opened here, closed on exit)."""
        ...


class PluginCommand(Protocol[S_contra]):
    """``mcp-agent <name> …``."""

    name: str
    help: str

    def configure(self, parser: argparse.ArgumentParser) -> None:
        """Declare the command's arguments (and description) on its own parser."""
        ...

    def run(self, args: argparse.Namespace, context: CommandContext[S_contra]) -> None:
        """Do it; CommandError to stop with a message."""
        ...


class Plugin(Protocol[S]):
    """A package of tools the app registers on the served server; see the module's documentation.

    Subclass it to inherit the optional hooks' defaults, or provide every member."""

    name: str
    settings_class: type[S]

    def register(self, server: Server, context: PluginContext[S]) -> None:
        """Declare the plugin's tools, resources, prompts and hooks on ``server``."""
        ...

    def cli_commands(self) -> Sequence[PluginCommand[S]]:
        """The ``mcp-agent`` subcommands it adds (none by default)."""
        return ()

    def startup_problems(self, settings: S) -> list[str]:
        """Why it could not work with ``settings``, found before the server starts without connecting
        anywhere (each names its setting); none by default. ``register`` refuses what it cannot build."""
        return []
