"""Assembling the ASGI application from settings: the one place where parts are wired together.

- ``loading``: which ``Server`` is served (``--app module:server``, the plugins, fixtures);
- ``plugins``: which plugins (the built-in tools, the installed ones) and what each is given;
- ``collaborators``: the sealer, authenticator, tracing, access log, built from settings (no I/O; the store,
  bus, task queue and rate limiter are the backend's: ``backends.build_backend``);
- ``probes``: ``/healthz``, ``/readyz``, ``/metrics``;
- ``lifecycle``: start, drain on SIGTERM/SIGINT, close what was built;
- ``routing``: one request path for every route (observe, guard, limit, route);
- ``assembly``: ``create_app``, putting the above together: it builds the task manager, the request
  contexts' binding and the dispatcher's services, and takes any collaborator a test would swap.
"""

from .assembly import create_app, create_app_from_env
from .loading import load_server, server_from_settings
from .plugins import builtin_plugins, plugin_server
from .routing import McpApplication

__all__ = [
    "McpApplication",
    "builtin_plugins",
    "create_app",
    "create_app_from_env",
    "load_server",
    "plugin_server",
    "server_from_settings",
]
