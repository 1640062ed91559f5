"""Where state lives: the one choice, from settings, of the session store, the change bus, the task
queue and the rate limiter, and the backends that provide them.

- ``choice``: reads the settings and builds a ``Backend`` (nothing else compares a backend's name);
- ``backend``: the ``Backend`` the app serves from, and the ``BackendKind`` each backend provides;
- ``memory``: every part in this process (one instance);
- ``redis/``: the one Redis adapter (``client``) and the four parts on it, shared by every instance;
- ``postgres/``: the one PostgreSQL adapter (``connection``), the schema, and the four parts on it.

The protocols, their contracts and the in-process implementations live with their concepts
(``state/``, ``bus/``, ``tasks/``, ``ops/rate_limit.py``); only ``app/`` (and the CLI's wiring)
imports this package.
"""

from mcp_agent.backends.backend import Backend, BackendKind
from mcp_agent.backends.choice import (
    backend_problems,
    build_backend,
    build_store,
    prepare_backends,
    shares_changes,
    shares_state,
)

__all__ = [
    "Backend",
    "BackendKind",
    "backend_problems",
    "build_backend",
    "build_store",
    "prepare_backends",
    "shares_changes",
    "shares_state",
]
