"""End to end with the official Python SDK client against a real `mcp-agent serve --conformance-fixtures`."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import anyio
import pytest
from mcp import Client
from mcp.client.subscriptions import ToolsListChanged
from mcp.shared.exceptions import MCPError

from tests.support.live_server import LiveServer, live_server
from tests.support.server import ThreadServer

pytestmark = pytest.mark.integration  # a live server subprocess, or uvicorn on a socket

INVALID_PARAMS = -32602
MODES = ["auto", "2026-07-28"]
SIMPLE_TEXT = "This is a simple text response for testing."


@pytest.fixture(scope="module")
def server() -> Iterator[LiveServer]:
    with live_server("--conformance-fixtures") as running:
        yield running


@pytest.mark.parametrize("mode", MODES)
async def test_discover(server: LiveServer, mode: str) -> None:
    with anyio.fail_after(15):
        async with Client(server.url, mode=mode) as client:
            assert client.protocol_version == "2026-07-28"
            if mode == "auto":  # a pinned mode skips discovery, so it knows no server info
                assert client.server_info is not None
                assert client.server_info.name == "mcp-agent"


@pytest.mark.parametrize("mode", MODES)
async def test_list_and_call(server: LiveServer, mode: str) -> None:
    with anyio.fail_after(15):
        async with Client(server.url, mode=mode) as client:
            tools = await client.list_tools()
            names = [tool.name for tool in tools.tools]
            assert "test_simple_text" in names and "test_trigger_tool_change" in names
            result = await client.call_tool("test_simple_text", {})
            assert not result.is_error
            assert [block.text for block in result.content] == [SIMPLE_TEXT]  # type: ignore[union-attr]


@pytest.mark.parametrize("mode", MODES)
async def test_unknown_tool_surfaces_as_invalid_params(server: LiveServer, mode: str) -> None:
    with anyio.fail_after(15):
        async with Client(server.url, mode=mode) as client:
            with pytest.raises(MCPError) as raised:
                await client.call_tool("no_such_tool_anywhere", {})
    assert raised.value.error.code == INVALID_PARAMS


@pytest.mark.parametrize("mode", MODES)
async def test_listen_receives_tools_list_changed(server: LiveServer, mode: str) -> None:
    with anyio.fail_after(15):
        async with Client(server.url, mode=mode) as client:
            async with client.listen(tools_list_changed=True) as subscription:
                assert subscription.honored.tools_list_changed is True
                await client.call_tool("test_trigger_tool_change", {})
                with anyio.fail_after(5):
                    event = await subscription.__anext__()
                assert isinstance(event, ToolsListChanged)


@pytest.mark.parametrize(
    "arguments",
    [
        {"text": "hi", "count": 42, "flag": True},
        {"text": "héllo ✓", "count": -7, "flag": False},
        {"text": "  padded  "},
        {"text": "=?base64?aGk=?="},  # looks like the sentinel: the client must wrap it, we must unwrap it
        {"text": "x", "count": 2**40},
    ],
)
async def test_sdk_param_headers_agree_with_our_decoding(threaded: ThreadServer, arguments: dict[str, Any]) -> None:
    """The SDK derives Mcp-Param-* from x-mcp-header arguments; our server must accept what it sends."""
    with anyio.fail_after(15):
        async with Client(threaded.url, mode="2026-07-28") as client:
            await client.list_tools()  # the SDK learns x-mcp-header from the listed schema
            result = await client.call_tool("echo", arguments)
    assert not result.is_error
    expected = {"count": 0, "flag": False, **arguments, "hasSecret": False}
    assert result.structured_content == expected


LIFETIME_SECONDS = 1.0


async def test_a_stream_at_its_lifetime_ends_gracefully_and_the_sdk_re_listens_with_no_gap_the_spec_forbids() -> None:
    """``MCP_AGENT_LISTEN_MAX_SECONDS``: each stream ends with the listen result (the SDK's graceful close: its
    loop ends; a drop would raise ``SubscriptionLost``), and every change made while it was acknowledged, the
    last one shortly before its end included, reaches the client first. The spec has no replay: a change
    between one stream's end and the next one's acknowledgement is the client's to refetch, and nothing else
    may be missing."""
    env = {"MCP_AGENT_LISTEN_MAX_SECONDS": str(LIFETIME_SECONDS)}
    with live_server("--conformance-fixtures", env=env) as running, anyio.fail_after(30):
        async with Client(running.url, mode="2026-07-28") as client:
            for _ in range(2):  # re-listening at each end, as a client behind a serverless host does
                async with client.listen(tools_list_changed=True) as subscription:
                    opened = anyio.current_time()
                    for delay in (0.0, LIFETIME_SECONDS - 0.4):  # at once, and 0.4 s before the end
                        await anyio.sleep(max(0.0, opened + delay - anyio.current_time()))
                        await client.call_tool("test_trigger_tool_change", {})
                        with anyio.fail_after(5):
                            assert isinstance(await subscription.__anext__(), ToolsListChanged)
                    with anyio.fail_after(5), pytest.raises(StopAsyncIteration):  # graceful: not SubscriptionLost
                        await subscription.__anext__()
                    assert anyio.current_time() - opened >= LIFETIME_SECONDS - 0.1
