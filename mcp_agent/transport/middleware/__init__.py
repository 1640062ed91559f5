"""Pure-ASGI middleware in front of ``/mcp``, outermost first: observe (access log, request metrics), instance header (when
configured), Host/Origin guard, body limit.

Each wraps an ASGI app the way Starlette's own middleware do, and renders its refusals as JSON-RPC errors.
"""

from .access_log import AccessLog
from .body_limit import BodyLimitMiddleware
from .host_guard import LOOPBACK_HOSTS, LOOPBACK_ORIGINS, HostGuardMiddleware
from .instance_header import INSTANCE_HEADER, InstanceHeaderMiddleware
from .observe import FACTS_SCOPE_KEY, ObserveMiddleware, RequestFacts, facts_of, note_refusal

__all__ = [
    "LOOPBACK_HOSTS",
    "LOOPBACK_ORIGINS",
    "FACTS_SCOPE_KEY",
    "AccessLog",
    "ObserveMiddleware",
    "RequestFacts",
    "facts_of",
    "note_refusal",
    "BodyLimitMiddleware",
    "HostGuardMiddleware",
    "INSTANCE_HEADER",
    "InstanceHeaderMiddleware",
]
