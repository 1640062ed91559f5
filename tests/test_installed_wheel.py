"""What users install is what runs: the wheel, built from this tree and installed with no extras into a
fresh venv, serves every route a user can reach, and the examples run from that venv.

The venv is built once for the module (pip resolves the wheel's declared dependencies from the
package index, as a user's ``pip install`` does). Nothing of the test venv leaks in: the server is
started as the venv's own ``mcp-agent`` script, from a directory outside the source tree.
"""

from __future__ import annotations

import html
import json
import re
import subprocess
import sys
import zipfile
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import httpx2 as httpx
import pytest

from tests.support.live_server import LiveServer, live_server
from tests.support.requests import body, headers_for

pytestmark = pytest.mark.integration

ROOT = Path(__file__).resolve().parents[1]
AGENT, ALICE = "agent-token-3c1f9a0d", "alice-token-8d2e4b1c"
SEALING_KEY = "installed-wheel-sealing-secret-0123456789abcdef"
CSRF = re.compile(r'name="csrf" value="([^"]+)"')
APPROVAL_LINK = re.compile(r'href="/console/approvals/([^"]+)"')
SCREEN = """[0] ImageButton "Navigate up"
[1] TextView "Sam: are you coming?"
[2] EditText "Message" focused value="{text}"
[3] Button "Send"
"""
BUILTIN_TOOLS = {"next_step", "get_approval", "resolve_approval", "summarize_thread", "list_threads"}


@dataclass
class Installed:
    venv: Path
    wheel: Path

    @property
    def mcp_agent(self) -> str:
        return str(self.venv / "bin" / "mcp-agent")

    @property
    def python(self) -> str:
        return str(self.venv / "bin" / "python")


def _run(*command: str, cwd: Path | None = None, timeout: float = 600) -> str:
    done = subprocess.run(command, cwd=cwd, capture_output=True, text=True, timeout=timeout)
    assert done.returncode == 0, f"{' '.join(command)} failed:\n{done.stdout}\n{done.stderr}"
    return done.stdout


@pytest.fixture(scope="module")
def installed(tmp_path_factory: pytest.TempPathFactory) -> Installed:
    work = tmp_path_factory.mktemp("installed")
    _run(sys.executable, "-m", "pip", "wheel", "--quiet", "--no-deps", "--wheel-dir", str(work / "dist"), str(ROOT))
    (wheel,) = (work / "dist").glob("mcp_agent_server-*.whl")
    venv = work / "venv"
    _run(sys.executable, "-m", "venv", str(venv))
    _run(
        str(venv / "bin" / "python"),
        "-m",
        "pip",
        "install",
        "--quiet",
        # (no bytecode written ahead: a quarter of the install's time, and Python writes it at first import anyway)
        "--no-compile",
        "--disable-pip-version-check",
        str(wheel),
        cwd=work,
    )
    return Installed(venv, wheel)


def test_the_wheel_holds_the_package_and_nothing_else(installed: Installed) -> None:
    names = zipfile.ZipFile(installed.wheel).namelist()
    top = {name.split("/")[0] for name in names}
    assert {t for t in top if not t.endswith(".dist-info")} == {"mcp_agent"}
    assert not [n for n in names if "__pycache__" in n or n.endswith((".pyc", ".orig", ".rej"))]
    assert not [n for n in names if re.search(r"(^|/)(tests?|benchmarks|examples)/", n)]
    # What the console serves at run time is in it.
    for needed in (
        "mcp_agent/console/templates/list.html",
        "mcp_agent/console/static/console.js",
        "mcp_agent/py.typed",
        "mcp_agent/backends/postgres/migrations/0001_store.sql",
    ):
        assert needed in names, needed


def test_the_postgres_backend_without_its_extra_is_refused_naming_the_extra(installed: Installed) -> None:
    done = subprocess.run(
        [installed.mcp_agent, "serve", "--store", "postgres"], capture_output=True, text=True, timeout=60
    )
    assert done.returncode == 2, done.stderr
    (line,) = done.stderr.strip().splitlines()
    assert line.startswith("mcp-agent: ") and "pip install 'mcp-agent-server[postgres]'" in line, line


def test_pip_check_is_clean_and_no_extra_was_installed(installed: Installed) -> None:
    _run(installed.python, "-m", "pip", "check")
    listed = {line.split("==")[0].lower() for line in _run(installed.python, "-m", "pip", "freeze").splitlines()}
    assert "mcp" not in listed and "pytest" not in listed  # the test extra stayed out
    # The public face loads nothing it does not need.
    probe = "import sys, mcp_agent.protocol.validator; print(sorted(m for m in ('starlette', 'redis', 'jinja2') if m in sys.modules))"
    assert _run(installed.python, "-c", probe).strip() == "[]"


def _tokens(path: Path) -> Path:
    path.write_text(
        json.dumps(
            {
                "tokens": {
                    AGENT: {"tenant": "acme", "user": "agent", "scopes": []},
                    ALICE: {"tenant": "acme", "user": "alice", "scopes": ["approvals:resolve"]},
                }
            }
        )
    )
    return path


@pytest.fixture
def served(installed: Installed, tmp_path: Path) -> Iterator[LiveServer]:
    maildir = tmp_path / "maildir"
    for part in ("cur", "new", "tmp"):
        (maildir / part).mkdir(parents=True)
    for message in (ROOT / "examples" / "data" / "maildir" / "cur").iterdir():
        (maildir / "cur" / message.name).write_bytes(message.read_bytes())
    sources = tmp_path / "mail-sources.json"
    sources.write_text(json.dumps({"*": {"team": {"kind": "maildir", "path": str(maildir)}}}))
    env = {
        "MCP_AGENT_AUTH_TOKENS_FILE": str(_tokens(tmp_path / "tokens.json")),
        "MCP_AGENT_SEALING_KEYS": json.dumps([SEALING_KEY]),
        "MCP_AGENT_MAIL_SOURCES": str(sources),
        "MCP_AGENT_ACCESS_LOG": "true",
    }
    with live_server(env=env, command=(installed.mcp_agent,), cwd=str(tmp_path)) as server:
        yield server


def _post(
    http: httpx.Client, token: str | None, method: str, params: dict[str, Any] | None = None, id: int = 1
) -> dict[str, Any]:
    message = body(method, params, id=id)
    headers = headers_for(message, **({"Authorization": f"Bearer {token}"} if token else {}))
    response = http.post("/mcp", content=json.dumps(message).encode(), headers=headers)
    assert response.status_code == 200, response.text
    answer: dict[str, Any] = response.json()
    assert "result" in answer, answer
    return answer["result"]


def _structured(result: dict[str, Any]) -> dict[str, Any]:
    assert result.get("isError") is not True, result
    content: dict[str, Any] = result["structuredContent"]
    return content


def _pending_approval(http: httpx.Client, token: str | None, text: str) -> str:
    """A step that has typed ``text`` to Sam and would tap Send next: it waits for a person."""
    arguments = {
        "task": f"send '{text}' to Sam",
        "screen_description": SCREEN.format(text=text),
        "step_count": 5,
        "current_package": "com.example.messages",
        "steps_so_far": ["open_app Messages", "tap Sam", f"type '{text}'"],
    }
    proposal = _structured(_post(http, token, "tools/call", {"name": "next_step", "arguments": arguments}))
    assert proposal["requires_confirmation"] is True, proposal
    handle: str = proposal["state_refs"]["approval"]
    return handle


def _csrf(page: str) -> str:
    match = CSRF.search(page)
    assert match is not None, page
    return html.unescape(match.group(1))


def _approval_status(http: httpx.Client, token: str | None, handle: str) -> str:
    view = _structured(_post(http, token, "tools/call", {"name": "get_approval", "arguments": {"approval": handle}}))
    status: str = view["status"]
    return status


def test_the_installed_server_serves_every_route(served: LiveServer) -> None:
    with httpx.Client(base_url=served.base_url, timeout=20) as http:
        discovered = _post(http, AGENT, "server/discover")
        assert discovered["_meta"]["io.modelcontextprotocol/serverInfo"]["name"] == "mcp-agent"
        tools = {tool["name"] for tool in _post(http, ALICE, "tools/list")["tools"]}
        assert tools == BUILTIN_TOOLS

        threads = _structured(
            _post(http, AGENT, "tools/call", {"name": "list_threads", "arguments": {"source": "team"}})
        )
        assert threads["threads"], threads
        thread_id = threads["threads"][0]["thread_id"]
        summary = _structured(
            _post(
                http,
                AGENT,
                "tools/call",
                {
                    "name": "summarize_thread",
                    "arguments": {"source": "team", "thread_id": thread_id},
                },
            )
        )
        assert summary["summary"] and summary["new_messages"] >= 1
        inline = _structured(
            _post(
                http,
                AGENT,
                "tools/call",
                {
                    "name": "summarize_thread",
                    "arguments": {
                        "messages": [
                            {
                                "sender": "ann@example.com",
                                "subject": "Launch",
                                "body": "We decided to launch on Friday. Bob will write the notes.",
                            },
                        ]
                    },
                },
            )
        )
        assert "Friday" in inline["summary"]

        approve_me = _pending_approval(http, AGENT, "on my way")
        deny_me = _pending_approval(http, AGENT, "running late")
        resolved = _structured(
            _post(
                http,
                ALICE,
                "tools/call",
                {
                    "name": "resolve_approval",
                    "arguments": {"approval": _pending_approval(http, AGENT, "hi"), "decision": "approve"},
                },
            )
        )
        assert resolved["status"] == "approved"

        assert http.get("/healthz").json() == {"status": "ok"}
        assert http.get("/readyz").json() == {"status": "ready"}
        metrics = http.get("/metrics")
        assert metrics.status_code == 200 and "mcp_agent_requests_total" in metrics.text

        # The console, as a person uses it: sign in, list, detail, approve, deny, sign out.
        assert http.get("/console", follow_redirects=False).headers["location"] == "/console/signin"
        assert "token" in http.get("/console/signin").text
        signed_in = http.post("/console/signin", data={"token": ALICE}, follow_redirects=False)
        assert signed_in.status_code == 303, signed_in.text
        listing = http.get("/console")
        assert listing.status_code == 200
        ids = APPROVAL_LINK.findall(listing.text)
        assert len(set(ids)) >= 2, listing.text
        for approval_id in dict.fromkeys(ids):
            detail = http.get(f"/console/approvals/{approval_id}")
            assert detail.status_code == 200 and "Send" in detail.text
        decided = {}
        for handle, decision in ((approve_me, "approve"), (deny_me, "deny")):
            approval_id = _structured(
                _post(http, AGENT, "tools/call", {"name": "get_approval", "arguments": {"approval": handle}})
            )["uri"].rsplit("/", 1)[-1]
            answer = http.post(
                f"/console/approvals/{approval_id}/decision",
                data={"csrf": _csrf(http.get("/console").text), "decision": decision},
                follow_redirects=False,
            )
            assert answer.status_code == 303, answer.text
            decided[handle] = _approval_status(http, AGENT, handle)
        assert decided == {approve_me: "approved", deny_me: "denied"}
        signed_out = http.post(
            "/console/signout", data={"csrf": _csrf(http.get("/console").text)}, follow_redirects=False
        )
        assert signed_out.status_code == 303
        assert http.get("/console", follow_redirects=False).status_code == 303  # signed out: back to sign-in


def test_the_quick_start_console_approves_on_loopback_without_sign_in(installed: Installed, tmp_path: Path) -> None:
    """The README's quick start: ``mcp-agent serve``, one call to next_step, Approve in /console."""
    with (
        live_server(command=(installed.mcp_agent,), cwd=str(tmp_path)) as server,
        httpx.Client(base_url=server.base_url, timeout=20) as http,
    ):
        handle = _pending_approval(http, None, "on my way")
        page = http.get("/console")
        assert page.status_code == 200
        (approval_id, *_) = APPROVAL_LINK.findall(page.text)
        answer = http.post(
            f"/console/approvals/{approval_id}/decision",
            data={"csrf": _csrf(page.text), "decision": "approve"},
            follow_redirects=False,
        )
        assert answer.status_code == 303, answer.text
        assert _approval_status(http, None, handle) == "approved"


def test_the_examples_run_from_the_installed_venv(installed: Installed, tmp_path: Path) -> None:
    """The examples' server side needs no extra; their client side needs the ``examples`` extra (the SDK client)."""
    _run(
        installed.python,
        "-m",
        "pip",
        "install",
        "--quiet",
        "--no-compile",
        "--disable-pip-version-check",
        f"{installed.wheel}[examples]",
        cwd=tmp_path,
    )
    with live_server("--app", "examples.custom_tools:server", command=(installed.mcp_agent,), cwd=str(ROOT)) as server:
        counted = _run(installed.python, "examples/custom_tools.py", "--url", server.url, cwd=ROOT, timeout=120)
        assert "counter: 2 then 5" in counted
    for example in (("examples/phone_agent.py", "--serve"), ("examples/summarize_mailbox.py",)):
        assert _run(installed.python, *example, cwd=ROOT, timeout=180).strip(), example
