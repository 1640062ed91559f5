"""The goal grammar (a few thousand patterns, seconds of CPU to compile) is loaded at the first ``next_step`` call,
in a worker thread: a server starts without it, and answers its probes while the first call loads it."""

from __future__ import annotations

import json
import subprocess
import sys
import threading
import time

import httpx2 as httpx
import pytest

from tests.support.live_server import live_server
from tests.support.requests import body, headers_for

pytestmark = pytest.mark.integration

SCREEN = "[0] Messages (button)\n[1] Settings (button)\n[2] Clock (button)"


def test_a_server_is_built_with_its_tools_and_without_the_grammar() -> None:
    script = (
        "import sys\n"
        "from mcp_agent import Settings, create_app\n"
        "create_app(settings=Settings())\n"
        "print('mcp_agent.tools.next_step.tool' in sys.modules)\n"
        "print(sorted(m for m in sys.modules if m.startswith('mcp_agent.tools.next_step.intent')))\n"
    )
    done = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, timeout=120, check=True)
    assert done.stdout.split() == ["True", "[]"], done.stdout  # next_step registered, no pattern of it compiled


def test_probes_answer_while_the_first_call_loads_the_grammar() -> None:
    with live_server() as server:
        message = body(
            "tools/call",
            {"name": "next_step", "arguments": {"task": "turn on wifi", "screen_description": SCREEN, "step_count": 0}},
        )
        answered: list[httpx.Response] = []
        caller = threading.Thread(
            target=lambda: answered.append(
                httpx.post(server.url, content=json.dumps(message), headers=headers_for(message), timeout=120)
            )
        )
        caller.start()
        slowest, probes = 0.0, 0
        while caller.is_alive():
            started = time.monotonic()
            assert httpx.get(f"{server.base_url}/healthz", timeout=10).status_code == 200
            slowest, probes = max(slowest, time.monotonic() - started), probes + 1
            time.sleep(0.05)
        caller.join()
        reply = answered[0].json()
        result = reply["result"]["structuredContent"]
        assert result["action"] == "open_setting" or result["action"] == "open_app", result
        assert probes >= 3  # the loading took a while, and the probes were answered meanwhile
        # The probe never waited for the compiling: it is served between the loading thread's slices.
        assert slowest < 2.0, slowest
