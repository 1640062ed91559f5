"""Pure-ASGI middleware, one job each, in front of every route (composed in ``app/routing.py``)."""

from .access_log import AccessLog
from .body_limit import BodyLimitMiddleware
from .host_guard import LOOPBACK_HOSTS, LOOPBACK_ORIGINS, HostGuardMiddleware, HostPolicy

__all__ = [
    "LOOPBACK_HOSTS",
    "LOOPBACK_ORIGINS",
    "AccessLog",
    "BodyLimitMiddleware",
    "HostGuardMiddleware",
    "HostPolicy",
]
