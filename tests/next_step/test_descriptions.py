"""Tool descriptions stay true wherever they are read: none names a tool the same tools/list leaves out
(``resolve_approval`` is listed only to an authenticated caller holding its scope)."""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any

import pytest
from pydantic import SecretStr

from mcp_agent import Settings
from mcp_agent.app import server_from_settings

TOKEN = "descriptions-token-4e8a1c"


@pytest.mark.unit
@pytest.mark.parametrize("auth", [False, True], ids=["local-no-auth", "token-without-resolve-scope"])
async def test_no_description_names_a_tool_that_is_not_listed(
    make_agent_client: Any, tmp_path: Path, auth: bool
) -> None:
    settings: dict[str, Any] = {}
    headers: dict[str, str] = {}
    if auth:
        tokens = tmp_path / "tokens.json"
        tokens.write_text(json.dumps({"tokens": {TOKEN: {"tenant": "acme", "user": "ann", "scopes": []}}}))
        settings = {
            "auth_tokens_file": str(tokens),
            "sealing_keys": [SecretStr("descriptions-sealing-key-0123456789abcdef")],
        }
        headers = {"Authorization": f"Bearer {TOKEN}"}
    async with make_agent_client(**settings) as rpc:
        response = await rpc.call("tools/list", extra_headers=headers)
    tools = response.json()["result"]["tools"]
    listed = {tool["name"] for tool in tools}
    unlisted = set(server_from_settings(Settings(access_log=False, **settings)).registry.tools) - listed
    assert "next_step" in listed and "resolve_approval" in unlisted
    named = {
        (tool["name"], other)
        for tool in tools
        for other in unlisted
        if re.search(rf"\b{re.escape(other)}\b", tool["description"])
    }
    assert not named, f"descriptions name tools this caller is not offered: {sorted(named)}"
