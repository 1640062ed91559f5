"""Plugins as the app registers them: their own settings, clashes named, the console's source of approvals,
metrics made once. A plugin installed by pip is tests/test_example_plugin.py."""

from __future__ import annotations

import httpx2 as httpx
import pytest
from pydantic import Field
from pydantic_settings import BaseSettings, SettingsConfigDict

from mcp_agent import ConfigurationError, Plugin, PluginContext, PluginMetrics, Server, Settings, create_app
from mcp_agent.app import builtin_plugins, plugin_server
from mcp_agent.app.plugins import enabled_plugins
from mcp_agent.tools.next_step import NextStepPlugin, NextStepSettings
from tests.support.requests import BASE_URL

pytestmark = pytest.mark.unit


class EchoSettings(BaseSettings):
    model_config = SettingsConfigDict(env_prefix="MCP_AGENT_", extra="ignore")

    echo_prefix: str = Field("", max_length=8)


class EchoPlugin(Plugin[EchoSettings]):
    name = "echo"
    settings_class = EchoSettings

    def __init__(self, tool_name: str = "echo") -> None:
        self.tool_name = tool_name
        self.seen: list[PluginContext[EchoSettings]] = []

    def register(self, server: Server, context: PluginContext[EchoSettings]) -> None:
        self.seen.append(context)
        prefix = context.settings.echo_prefix

        @server.tool(self.tool_name)
        async def echo(text: str) -> str:
            """Say it back."""
            return prefix + text


def test_a_plugin_reads_its_own_settings_from_the_environment(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("MCP_AGENT_ECHO_PREFIX", "> ")
    plugin = EchoPlugin()
    served = plugin_server(Settings(access_log=False), [plugin])
    assert served.registry.tools.keys() == {"echo"}
    assert plugin.seen[0].settings.echo_prefix == "> "
    assert plugin.seen[0].model is None  # no MCP_AGENT_MODEL_PROVIDER: the server has no model


def test_an_invalid_plugin_setting_is_named_by_its_variable(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("MCP_AGENT_ECHO_PREFIX", "far too long")
    with pytest.raises(ConfigurationError, match="^MCP_AGENT_ECHO_PREFIX: String should have at most 8 characters$"):
        plugin_server(Settings(access_log=False), [EchoPlugin()])


def test_given_settings_stand_in_for_the_environment(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("MCP_AGENT_APPROVAL_TTL_SECONDS", "not a number")
    plugin_server(
        Settings(access_log=False), [NextStepPlugin()], given_settings=[NextStepSettings(approval_ttl_seconds=5)]
    )


def test_a_name_two_plugins_offer_is_refused_naming_the_plugin() -> None:
    with pytest.raises(
        ConfigurationError, match="tool 'next_step' is registered twice: plugin 'echo' and the --app server"
    ):
        plugin_server(Settings(access_log=False), [*builtin_plugins(), EchoPlugin("next_step")])


def test_the_server_settings_refuse_a_plugin_setting_rather_than_ignore_it() -> None:
    with pytest.raises(TypeError, match="Settings has no approvals_allow_self"):
        Settings(approvals_allow_self=True)  # type: ignore[call-arg]


def test_no_builtin_tools_leaves_out_the_built_in_plugins() -> None:
    assert [plugin.name for plugin in enabled_plugins(Settings(builtin_tools=True))] == ["next_step", "summarize"]
    assert enabled_plugins(Settings(builtin_tools=False)) == []


def test_the_console_shows_the_approvals_of_the_served_tools_and_a_server_has_one_source() -> None:
    served = plugin_server(Settings(access_log=False), builtin_plugins())
    assert served.console_approvals is not None and served.console_approvals.decide_scope == "approvals:resolve"
    outer = Server("outer")
    outer.include(served)
    assert outer.console_approvals is served.console_approvals
    other = plugin_server(Settings(access_log=False), [NextStepPlugin()])
    assert other.console_approvals is not None
    with pytest.raises(ValueError, match="two sources of approvals"):
        outer.add_console_approvals(other.console_approvals)


async def test_a_server_without_approvals_serves_no_console() -> None:
    app = create_app(Server("no-approvals"), Settings(access_log=False))
    async with httpx.AsyncClient(transport=httpx.ASGITransport(app=app), base_url=BASE_URL, timeout=10) as http:
        assert (await http.get("/console")).status_code == 404
        assert (await http.get("/console/signin")).status_code == 404
        assert (await http.get("/healthz")).status_code == 200


def test_a_metric_asked_for_twice_is_made_once() -> None:
    metrics = PluginMetrics()
    first = metrics.counter("plugin_test_things", "Things.", ["kind"])
    assert metrics.counter("plugin_test_things", "Things.", ["kind"]) is first
    with pytest.raises(ValueError, match="exists already as a Counter"):
        metrics.histogram("plugin_test_things", "Things.", ["kind"])
