"""Which ``Server`` ``mcp-agent serve`` offers: the operator's ``--app``, the plugins, test fixtures."""

from __future__ import annotations

import importlib
import os
import re
import sys
from collections.abc import Sequence

from pydantic_settings import BaseSettings

from ..server.api import Server
from ..settings import ConfigurationError, Settings
from .plugins import enabled_plugins, plugin_server

_APP_REFERENCE = re.compile(r"[A-Za-z_][\w.]*:[A-Za-z_][\w.]*")


def load_server(reference: str) -> Server:
    """The ``Server`` named by ``module:attribute`` (``mcp-agent serve --app``), imported from the working directory."""
    where = f"MCP_AGENT_APP (--app) {reference!r}"
    if not _APP_REFERENCE.fullmatch(reference):
        raise ConfigurationError(f"{where} must have the form module:attribute, e.g. myproject.tools:server")
    module_name, attribute_path = reference.split(":")
    if os.getcwd() not in sys.path and "" not in sys.path:
        sys.path.insert(0, os.getcwd())  # as uvicorn's command line does; spawned workers inherit it
    try:
        found: object = importlib.import_module(module_name)
    except Exception as error:  # the operator's module may fail in any way while it is imported
        raise ConfigurationError(f"{where}: cannot import {module_name!r}: {type(error).__name__}: {error}") from None
    for attribute in attribute_path.split("."):
        if not hasattr(found, attribute):
            raise ConfigurationError(f"{where}: module {module_name!r} has no attribute {attribute_path!r}")
        found = getattr(found, attribute)
    if not isinstance(found, Server):
        raise ConfigurationError(f"{where} is not an mcp_agent.Server but {type(found).__name__!r}")
    return found


def server_from_settings(settings: Settings, *, plugin_settings: Sequence[BaseSettings] = ()) -> Server:
    """What ``mcp-agent serve`` offers: the ``--app`` server (if any), the enabled plugins, the conformance fixtures.

    ``plugin_settings``: plugins' settings to use instead of the environment's (tests)."""
    served = Server()
    if settings.app:
        app_server = load_server(settings.app)
        served = Server(app_server.name, app_server.version, instructions=app_server.instructions)
        served.include(app_server)
    plugin_server(settings, enabled_plugins(settings), into=served, given_settings=plugin_settings)
    if settings.skills_dir:
        try:
            served.skills(settings.skills_dir)
        except ValueError as problem:  # a skill the extension would not allow, or two with one URI
            raise ConfigurationError(f"MCP_AGENT_SKILLS_DIR: {problem}") from None
    if settings.conformance_fixtures:
        from ..testing.conformance_fixtures import conformance_fixtures

        served.include(conformance_fixtures(scope_challenges=not settings.auth_configured))
    return served
