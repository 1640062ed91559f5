"""What the server-model tier adds to a ``next_step`` step, apart from the model's own thinking time.

In one process: the real app (httpx's ASGITransport, as the tests drive it) with the built-in tools,
and the loopback stand-in of the model APIs (tests/support/model_api.py, uvicorn in a thread) that
answers at once. Interleaved rounds of:

- ``rules``: no model configured (the rule planner decides);
- ``model_text``: a text-only OpenAI-compatible model (the description goes out, the answer is checked);
- ``model_vision``: a vision model, the step carrying a 150 KB screenshot;
- ``provider alone``: the model_text tier's very chat.completions request POSTed straight to the stand-in
  (the ceiling: what the HTTP round trip and the stand-in cost without us).

Per entry the median and p90 of the per-call wall time over every round. Bounded: a fixed number of
calls, 120 s alarm. Run: ``.venv/bin/python benchmarks/server_model_bench.py [--calls 200 --rounds 3]``.
"""

from __future__ import annotations

import argparse
import asyncio
import base64
import json
import os
import platform
import signal
import statistics
import sys
import time
from typing import Any

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

import httpx2 as httpx  # noqa: E402
from pydantic import SecretStr  # noqa: E402

from mcp_agent import Settings, create_app  # noqa: E402
from mcp_agent.app import builtin_plugins, plugin_server  # noqa: E402
from mcp_agent.app.collaborators import build_model  # noqa: E402
from mcp_agent.models import OpenAIChatModel  # noqa: E402
from mcp_agent.tools.next_step.contract import AgentStepArguments  # noqa: E402
from mcp_agent.tools.next_step.server_model import model_request  # noqa: E402
from mcp_agent.tools.next_step.turn import Turn  # noqa: E402
from tests.support.model_api import Answer, model_api  # noqa: E402
from tests.support.requests import BASE_URL, body, headers_for  # noqa: E402

KEY = "sk-bench-00000000000000000000000000000000"
SCREEN = (
    "\n".join(f'[{i}] TextView "Row {i}: a message preview of some length"' for i in range(40))
    + '\n[40] Button "Back"\n'
)
SCREENSHOT = base64.b64encode(os.urandom(150_000)).decode()
ARGUMENTS: dict[str, Any] = {
    "task": "go back",
    "screen_description": SCREEN,
    "step_count": 3,
    "screenshot_b64": SCREENSHOT,
}
BACK = {"status_text": "Going back", "action": "back"}


def settings(base_url: str | None, vision: bool) -> Settings:
    model = (
        {
            "model_provider": "openai",
            "model_base_url": base_url,
            "model_name": "bench",
            "model_api_key": SecretStr(KEY),
            "model_vision": vision,
        }
        if base_url
        else {}
    )
    return Settings(store="memory", access_log=False, **model)  # type: ignore[arg-type]


async def main(calls: int, rounds: int) -> None:
    with model_api(KEY) as stand_in:
        stand_in.reset(Answer(BACK))
        base = stand_in.base_url + "/v1"
        async with httpx.AsyncClient() as model_http:

            def tools(vision: bool | None) -> Any:
                """The built-in tools; with a model (reading images or not) on the shared client, or the rule planner."""
                model = None if vision is None else build_model(settings(base, vision), model_http)
                return plugin_server(settings(None, False), builtin_plugins(), model=model)

            apps = {
                "rules": create_app(tools(None), settings(None, False)),
                "model_text": create_app(tools(False), settings(None, False)),
                "model_vision": create_app(tools(True), settings(None, False)),
            }
            sent = body("tools/call", {"name": "next_step", "arguments": ARGUMENTS}, capabilities={})
            content, headers = json.dumps(sent).encode(), headers_for(sent)
            clients = {
                name: httpx.AsyncClient(transport=httpx.ASGITransport(app=app), base_url=BASE_URL)
                for name, app in apps.items()
            }
            # The very request the model_text tier sends.
            text_model = build_model(settings(base, False), model_http)
            assert isinstance(text_model, OpenAIChatModel)
            direct = text_model.request_body(
                model_request(Turn.read(AgentStepArguments.model_validate(ARGUMENTS)), "model_text")
            )
            auth = {"Authorization": f"Bearer {KEY}"}

            async def one(name: str) -> None:
                if name == "provider alone":
                    response = await model_http.post(base + "/chat/completions", json=direct, headers=auth)
                    assert response.status_code == 200
                    return
                response = await clients[name].post("/mcp", content=content, headers=headers)
                result = response.json()["result"]["structuredContent"]
                assert name == "rules" or result["reasoning"].startswith(f"Tier {name}:"), result["reasoning"]

            times: dict[str, list[float]] = {name: [] for name in [*apps, "provider alone"]}
            for name in times:  # warm-up, and a check that each entry does what it says
                for _ in range(20):
                    await one(name)
            for _ in range(rounds):
                for name, samples in times.items():
                    for _ in range(calls):
                        started = time.perf_counter()
                        await one(name)
                        samples.append(time.perf_counter() - started)
            for client in clients.values():
                await client.aclose()
    print(
        f"machine: {platform.processor() or platform.machine()}, {os.cpu_count()} cpus; load {os.getloadavg()[0]:.2f}"
    )
    print(
        f"{calls} calls x {rounds} rounds, interleaved; screenshot {len(SCREENSHOT) // 1024} KiB base64 (vision only)"
    )
    print("| entry | median ms | p90 ms |")
    print("|---|---|---|")
    for name, samples in times.items():
        ordered = sorted(samples)
        print(f"| {name} | {statistics.median(ordered) * 1000:.2f} | {ordered[int(len(ordered) * 0.9)] * 1000:.2f} |")


if __name__ == "__main__":
    parser = argparse.ArgumentParser()
    parser.add_argument("--calls", type=int, default=200)
    parser.add_argument("--rounds", type=int, default=3)
    args = parser.parse_args()
    signal.alarm(120)
    asyncio.run(main(args.calls, args.rounds))
