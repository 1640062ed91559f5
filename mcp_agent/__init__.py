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

Each name is imported when it is first used (PEP 562), so importing any one module of the package
costs only what that module needs.
"""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING, Any

from ._version import __version__

# Public name -> the private module that defines it.
_EXPORTS: dict[str, str] = {
    "AgentSession": "mcp_agent.tools.next_step",
    "AppendResult": "mcp_agent.state",
    "Authenticator": "mcp_agent.identity",
    "BusUnavailable": "mcp_agent.bus",
    "Change": "mcp_agent.bus",
    "ChangeBus": "mcp_agent.bus",
    "Handles": "mcp_agent.state.handles",
    "InProcessChangeBus": "mcp_agent.bus",
    "InputRequired": "mcp_agent.outcomes",
    "InvalidHandle": "mcp_agent.state",
    "MemoryStore": "mcp_agent.state",
    "TIER_WORDS": "mcp_agent.models",
    "AnswerShape": "mcp_agent.models",
    "ModelFailure": "mcp_agent.models",
    "ModelImage": "mcp_agent.models",
    "ModelReply": "mcp_agent.models",
    "ModelRequest": "mcp_agent.models",
    "ServerModel": "mcp_agent.models",
    "Tier": "mcp_agent.models",
    "count_decision": "mcp_agent.models",
    "server_model_tier": "mcp_agent.models",
    "Principal": "mcp_agent.identity",
    "RecordFull": "mcp_agent.state",
    "RecordNotFound": "mcp_agent.state",
    "RedisChangeBus": "mcp_agent.bus",
    "RedisStore": "mcp_agent.state",
    "RequestContext": "mcp_agent.server.context",
    "Server": "mcp_agent.server.api",
    "SessionStore": "mcp_agent.state",
    "Settings": "mcp_agent.settings",
    "StoreUnavailable": "mcp_agent.state",
    "TenantStore": "mcp_agent.state.tenant_store",
    "ToolError": "mcp_agent.outcomes",
    "VersionConflict": "mcp_agent.state",
    "Window": "mcp_agent.state",
    "create_app": "mcp_agent.app",
    "new_record_id": "mcp_agent.state",
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
    from .bus import BusUnavailable as BusUnavailable
    from .bus import Change as Change
    from .bus import ChangeBus as ChangeBus
    from .bus import InProcessChangeBus as InProcessChangeBus
    from .bus import RedisChangeBus as RedisChangeBus
    from .identity import Authenticator as Authenticator
    from .identity import Principal as Principal
    from .models import AnswerShape as AnswerShape
    from .models import ModelFailure as ModelFailure
    from .models import ModelImage as ModelImage
    from .models import ModelReply as ModelReply
    from .models import ModelRequest as ModelRequest
    from .models import ServerModel as ServerModel
    from .models import TIER_WORDS as TIER_WORDS
    from .models import Tier as Tier
    from .models import count_decision as count_decision
    from .models import server_model_tier as server_model_tier
    from .outcomes import InputRequired as InputRequired
    from .outcomes import ToolError as ToolError
    from .server.api import Server as Server
    from .server.context import RequestContext as RequestContext
    from .settings import Settings as Settings
    from .state import AppendResult as AppendResult
    from .state import InvalidHandle as InvalidHandle
    from .state import MemoryStore as MemoryStore
    from .state import RecordFull as RecordFull
    from .state import RecordNotFound as RecordNotFound
    from .state import RedisStore as RedisStore
    from .state import SessionStore as SessionStore
    from .state import StoreUnavailable as StoreUnavailable
    from .state import VersionConflict as VersionConflict
    from .state import Window as Window
    from .state import new_record_id as new_record_id
    from .state.handles import Handles as Handles
    from .state.tenant_store import TenantStore as TenantStore
    from .tools.next_step import AgentSession as AgentSession
