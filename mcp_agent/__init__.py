"""mcp-agent: a stateless MCP 2026-07-28 Streamable-HTTP server.

The public API is what this module exports (``__all__``); every other module is private and
its imports may change::

    from mcp_agent import RequestContext, Server, Settings, create_app

    server = Server("my-tools")

    @server.tool()
    async def greet(name: str, ctx: RequestContext) -> str:
        '''Greet someone.'''
        return f"Hello {name}, from tenant {ctx.principal.tenant}"

    app = create_app(server, Settings())    # an ASGI app; or: mcp-agent serve --app module:server

A package of tools can also be a ``Plugin`` that ``mcp-agent serve`` finds installed (entry-point
group ``mcp_agent.plugins``), with its own settings, console approvals and CLI commands, as the
built-in tools are (``server/plugins.py``; ``examples/word_tools_plugin``).

Each name is imported when it is first used (PEP 562), so importing any one module of the package
costs only what that module needs.
"""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING, Any

from ._version import __version__ as __version__

# Public name -> the private module that defines it.
_EXPORTS: dict[str, str] = {
    "AnswerShape": "mcp_agent.models",
    "AppendResult": "mcp_agent.state",
    "Backend": "mcp_agent.backends",
    "ApprovalDecision": "mcp_agent.server.console_approvals",
    "Authenticator": "mcp_agent.identity",
    "BusUnavailable": "mcp_agent.bus",
    "Change": "mcp_agent.bus",
    "ChangeBus": "mcp_agent.bus",
    "CommandContext": "mcp_agent.server.plugins",
    "CommandError": "mcp_agent.server.plugins",
    "ConfigurationError": "mcp_agent.settings",
    "ConsoleApproval": "mcp_agent.server.console_approvals",
    "ConsoleApprovals": "mcp_agent.server.console_approvals",
    "create_app": "mcp_agent.app",
    "DecisionOutcome": "mcp_agent.server.console_approvals",
    "Handles": "mcp_agent.state.handles",
    "InProcessChangeBus": "mcp_agent.bus",
    "InputRequired": "mcp_agent.outcomes",
    "InvalidHandle": "mcp_agent.state",
    "MemoryStore": "mcp_agent.state",
    "ModelFailure": "mcp_agent.models",
    "ModelImage": "mcp_agent.models",
    "ModelReply": "mcp_agent.models",
    "ModelRequest": "mcp_agent.models",
    "full_jitter": "mcp_agent.protocol.retry",
    "new_record_id": "mcp_agent.state",
    "Plugin": "mcp_agent.server.plugins",
    "PluginCommand": "mcp_agent.server.plugins",
    "PluginContext": "mcp_agent.server.plugins",
    "PluginMetrics": "mcp_agent.ops.plugin_metrics",
    "Principal": "mcp_agent.identity",
    "retry_after_seconds": "mcp_agent.protocol.retry_after",
    "retrying": "mcp_agent.protocol.retry",
    "RecordFull": "mcp_agent.state",
    "RecordNotFound": "mcp_agent.state",
    "RedisChangeBus": "mcp_agent.backends.redis",
    "RedisStore": "mcp_agent.backends.redis",
    "RequestContext": "mcp_agent.server.context",
    "ScreenElement": "mcp_agent.server.console_approvals",
    "ScreenLine": "mcp_agent.server.console_approvals",
    "Sealer": "mcp_agent.crypto.sealing",
    "Server": "mcp_agent.server.api",
    "ServerModel": "mcp_agent.models",
    "SessionStore": "mcp_agent.state",
    "Settings": "mcp_agent.settings",
    "Skill": "mcp_agent.server.skills",
    "StoreUnavailable": "mcp_agent.state",
    "TenantStore": "mcp_agent.state.tenant_store",
    "ToolError": "mcp_agent.outcomes",
    "TryAgain": "mcp_agent.protocol.retry",
    "VersionConflict": "mcp_agent.state",
    "Window": "mcp_agent.state",
}

__all__ = sorted([*_EXPORTS, "__version__"])


def __getattr__(name: str) -> Any:
    module = _EXPORTS.get(name)
    if module is None:
        raise AttributeError(f"module 'mcp_agent' has no attribute {name!r}")
    value = getattr(importlib.import_module(module), name)
    globals()[name] = value  # once loaded, a plain attribute
    return value


def __dir__() -> list[str]:
    return __all__


if TYPE_CHECKING:  # what type checkers see: the same names, re-exported explicitly
    from .app import create_app as create_app
    from .backends import Backend as Backend
    from .backends.redis import RedisChangeBus as RedisChangeBus
    from .backends.redis import RedisStore as RedisStore
    from .bus import BusUnavailable as BusUnavailable
    from .bus import Change as Change
    from .bus import ChangeBus as ChangeBus
    from .bus import InProcessChangeBus as InProcessChangeBus
    from .crypto.sealing import Sealer as Sealer
    from .identity import Authenticator as Authenticator
    from .identity import Principal as Principal
    from .models import AnswerShape as AnswerShape
    from .models import ModelFailure as ModelFailure
    from .models import ModelImage as ModelImage
    from .models import ModelReply as ModelReply
    from .models import ModelRequest as ModelRequest
    from .models import ServerModel as ServerModel
    from .ops.plugin_metrics import PluginMetrics as PluginMetrics
    from .outcomes import InputRequired as InputRequired
    from .outcomes import ToolError as ToolError
    from .protocol.retry import TryAgain as TryAgain
    from .protocol.retry import full_jitter as full_jitter
    from .protocol.retry import retrying as retrying
    from .protocol.retry_after import retry_after_seconds as retry_after_seconds
    from .server.api import Server as Server
    from .server.console_approvals import ApprovalDecision as ApprovalDecision
    from .server.console_approvals import ConsoleApproval as ConsoleApproval
    from .server.console_approvals import ConsoleApprovals as ConsoleApprovals
    from .server.console_approvals import DecisionOutcome as DecisionOutcome
    from .server.console_approvals import ScreenElement as ScreenElement
    from .server.console_approvals import ScreenLine as ScreenLine
    from .server.context import RequestContext as RequestContext
    from .server.plugins import CommandContext as CommandContext
    from .server.plugins import CommandError as CommandError
    from .server.plugins import Plugin as Plugin
    from .server.plugins import PluginCommand as PluginCommand
    from .server.plugins import PluginContext as PluginContext
    from .server.skills import Skill as Skill
    from .settings import ConfigurationError as ConfigurationError
    from .settings import Settings as Settings
    from .state import AppendResult as AppendResult
    from .state import InvalidHandle as InvalidHandle
    from .state import MemoryStore as MemoryStore
    from .state import RecordFull as RecordFull
    from .state import RecordNotFound as RecordNotFound
    from .state import SessionStore as SessionStore
    from .state import StoreUnavailable as StoreUnavailable
    from .state import VersionConflict as VersionConflict
    from .state import Window as Window
    from .state import new_record_id as new_record_id
    from .state.handles import Handles as Handles
    from .state.tenant_store import TenantStore as TenantStore
