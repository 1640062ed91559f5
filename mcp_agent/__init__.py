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
"""

__version__ = "0.1.0"

from mcp_agent.identity import Authenticator, Principal  # noqa: E402
from mcp_agent.server.api import Server  # noqa: E402
from mcp_agent.bus import BusUnavailable, Change, ChangeBus, InProcessChangeBus, RedisChangeBus  # noqa: E402
from mcp_agent.server.context import RequestContext  # noqa: E402
from mcp_agent.models import (  # noqa: E402
    TIER_WORDS,
    AnswerShape,
    ModelFailure,
    ModelImage,
    ModelReply,
    ModelRequest,
    ServerModel,
    Tier,
    count_decision,
    server_model_tier,
)
from mcp_agent.server.outcomes import InputRequired, ToolError  # noqa: E402
from mcp_agent.settings import Settings  # noqa: E402
from mcp_agent.state import (  # noqa: E402
    AppendResult,
    InvalidHandle,
    MemoryStore,
    RecordFull,
    RecordNotFound,
    RedisStore,
    SessionStore,
    StoreUnavailable,
    VersionConflict,
    Window,
    new_record_id,
)
from mcp_agent.state.handles import Handles  # noqa: E402
from mcp_agent.state.tenant_store import TenantStore  # noqa: E402

# Last: the app assembles the built-in tools, which are written against the names above.
from mcp_agent.app import create_app  # noqa: E402
from mcp_agent.tools.next_step import AgentSession  # noqa: E402

__all__ = [
    "AgentSession",
    "AnswerShape",
    "AppendResult",
    "Authenticator",
    "BusUnavailable",
    "Change",
    "ChangeBus",
    "Handles",
    "InProcessChangeBus",
    "InputRequired",
    "InvalidHandle",
    "MemoryStore",
    "ModelFailure",
    "ModelImage",
    "ModelReply",
    "ModelRequest",
    "Principal",
    "RecordFull",
    "RecordNotFound",
    "RedisChangeBus",
    "RedisStore",
    "RequestContext",
    "Server",
    "ServerModel",
    "SessionStore",
    "Settings",
    "StoreUnavailable",
    "TIER_WORDS",
    "TenantStore",
    "Tier",
    "ToolError",
    "VersionConflict",
    "Window",
    "__version__",
    "count_decision",
    "create_app",
    "new_record_id",
    "server_model_tier",
]
