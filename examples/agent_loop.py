"""A mobile agent loop: the client owns the state and sends all of it to next_step on every turn.

Start the server first:  mcp-agent serve
Then:                    python examples/agent_loop.py
"""

from __future__ import annotations

from typing import Any

import anyio
from mcp import Client

URL = "http://127.0.0.1:8000/mcp"

# A tiny fake app: each screen, and what tapping a button leads to.
SCREENS: dict[str, list[dict[str, Any]]] = {
    "home": [{"id": "title", "kind": "text", "label": "Shop"}, {"id": "cart", "kind": "button", "label": "Cart"},
             {"id": "login", "kind": "button", "label": "Log in"}],
    "login": [{"id": "email", "kind": "input", "label": "Email"}, {"id": "submit", "kind": "button", "label": "Log in"}],
    "welcome": [{"id": "msg", "kind": "text", "label": "Welcome back"}],
}
TRANSITIONS = {("home", "login"): "login", ("login", "submit"): "welcome"}


async def main() -> None:
    screen, history = "home", []
    async with Client(URL) as client:
        for _ in range(10):
            result = await client.call_tool("next_step", {
                "goal": "log in with my email", "screen": SCREENS[screen],
                "history": history, "inputs": {"email": "ann@example.com"},
            })
            action = result.structured_content
            print(f"{screen:>8}: {action['action']} {action.get('target') or ''} ({action['reason']})")
            if action["action"] == "done":
                break
            history.append({"action": action["action"], "target": action.get("target")})
            if action["action"] == "type":
                SCREENS[screen] = [dict(e, value=action["text"]) if e["id"] == action["target"] else e for e in SCREENS[screen]]
            screen = TRANSITIONS.get((screen, action.get("target")), screen)


if __name__ == "__main__":
    anyio.run(main)
