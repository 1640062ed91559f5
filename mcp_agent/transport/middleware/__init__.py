"""Pure-ASGI middleware in front of ``/mcp``, outermost first: access log, instance header (when
configured), Host/Origin guard, body limit.

Each wraps an ASGI app the way Starlette's own middleware do, and renders its refusals as JSON-RPC errors.
"""

from .access_log import METHOD_SCOPE_KEY, AccessLog, AccessLogMiddleware
from .body_limit import BodyLimitMiddleware
from .host_guard import LOOPBACK_HOSTS, LOOPBACK_ORIGINS, HostGuardMiddleware
from .instance_header import INSTANCE_HEADER, InstanceHeaderMiddleware

__all__ = [
    "LOOPBACK_HOSTS",
    "LOOPBACK_ORIGINS",
    "METHOD_SCOPE_KEY",
    "AccessLog",
    "AccessLogMiddleware",
    "BodyLimitMiddleware",
    "HostGuardMiddleware",
    "INSTANCE_HEADER",
    "InstanceHeaderMiddleware",
]
