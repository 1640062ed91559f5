"""Which ``Server`` ``mcp-agent serve`` offers: the operator's ``--app``, the built-in tools, test fixtures."""

from __future__ import annotations

import importlib
import os
import re
import sys

from ..server.api import Server
from ..settings import ConfigurationError, Settings
from .collaborators import build_mail_credentials, build_mail_sources, build_model

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


def server_from_settings(settings: Settings) -> Server:
    """What ``mcp-agent serve`` offers: the ``--app`` server (if any), the agent tools, the conformance fixtures."""
    served = Server()
    if settings.app:
        app_server = load_server(settings.app)
        served = Server(app_server.name, app_server.version, instructions=app_server.instructions)
        served.include(app_server)
    if settings.builtin_tools:
        from ..tools import agent_tools  # the built-in tools are written against the public face: load it only now

        mail_sources, model = build_mail_sources(settings), build_model(settings)
        try:
            served.include(agent_tools(
                max_screen_description_chars=settings.max_screen_description_chars,
                approval_ttl_seconds=settings.approval_ttl_seconds,
                approvals_allow_self=settings.approvals_allow_self,
                mail_sources=mail_sources,
                mail_credentials=build_mail_credentials(settings),
                max_message_bytes=settings.max_message_bytes,
                summarize_task_above_messages=settings.summarize_task_above_messages,
                model=model,
            ))
        except ValueError as clash:
            raise ConfigurationError(f"{clash}: the --app server and the built-in tools share a name (or use --no-builtin-tools)") from None
        # Built here, so closed by whoever serves this server (create_app's lifespan): their HTTP clients.
        if model is not None:
            served.on_shutdown(model.aclose)
        if mail_sources is not None:
            served.on_shutdown(mail_sources.aclose)
    if settings.conformance_fixtures:
        from ..testing.conformance_fixtures import conformance_fixtures

        served.include(conformance_fixtures())
    return served
