"""Start-up that fails fails in one line: a busy port and a mailbox that cannot be read are refused by a real
``mcp-agent serve`` with exit 2 and one ``mcp-agent: …`` line naming the setting, before the application
starts; and the example mailbox serves from a fresh clone of the repository.
"""

from __future__ import annotations

import json
import shutil
import socket
import subprocess
from collections.abc import Callable, Iterator
from pathlib import Path

import httpx2 as httpx
import pytest

from tests.support.live_server import free_port, live_server
from tests.support.requests import body, headers_for
from tests.test_cli import assert_clean_refusal, run_cli_expecting_exit

ROOT = Path(__file__).resolve().parents[1]


@pytest.fixture
def busy_port() -> Iterator[int]:
    """A port another process's socket listens on."""
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as taken:
        taken.bind(("127.0.0.1", 0))
        taken.listen()
        yield int(taken.getsockname()[1])


@pytest.mark.integration
@pytest.mark.parametrize("how", ["flag", "env"])
def test_a_busy_port_is_refused_in_one_line_naming_the_setting(busy_port: int, how: str) -> None:
    args, env, named = (
        (["--port", str(busy_port)], {}, "--port")
        if how == "flag"
        else ([], {"MCP_AGENT_PORT": str(busy_port)}, "MCP_AGENT_PORT")
    )
    completed = run_cli_expecting_exit("serve", *args, env=env)
    assert completed.returncode == 2, completed.stderr
    assert_clean_refusal(completed.stderr, f"{named}: cannot listen on 127.0.0.1 port {busy_port}", "in use")
    assert completed.stderr.count("\n") == 1, completed.stderr  # nothing started, nothing else logged


def sources_file(tmp_path: Path, kind: str, path: Path) -> Path:
    sources = tmp_path / "mail-sources.json"
    sources.write_text(json.dumps({"*": {"team": {"kind": kind, "path": str(path)}}}))
    return sources


def maildir(root: Path, parts: tuple[str, ...] = ("cur", "new", "tmp")) -> Path:
    for part in parts:
        (root / part).mkdir(parents=True)
    return root


UNUSABLE_MAILBOXES: dict[str, tuple[str, Callable[[Path], Path], str]] = {
    "maildir-without-new-and-tmp": (
        "maildir",
        lambda tmp: maildir(tmp / "Maildir", ("cur",)),
        "is not a Maildir: it has no new/ and no tmp/",
    ),
    "maildir-missing": ("maildir", lambda tmp: tmp / "no-such-Maildir", "cannot be read: No such file or directory"),
    "maildir-is-a-file": ("maildir", lambda tmp: tmp / "sources-dir-file", "is not a Maildir directory"),
    "mbox-missing": ("mbox", lambda tmp: tmp / "no-such.mbox", "cannot be read: No such file or directory"),
    "mbox-is-a-directory": ("mbox", lambda tmp: maildir(tmp / "Maildir"), "is not an mbox file"),
}


@pytest.mark.integration
@pytest.mark.parametrize("case", list(UNUSABLE_MAILBOXES))
def test_a_mailbox_that_cannot_be_read_is_refused_in_one_line(tmp_path: Path, case: str) -> None:
    kind, make, reason = UNUSABLE_MAILBOXES[case]
    (tmp_path / "sources-dir-file").write_text("not a directory")
    mailbox = make(tmp_path)
    completed = run_cli_expecting_exit(
        "serve", "--port", str(free_port()), env={"MCP_AGENT_MAIL_SOURCES": str(sources_file(tmp_path, kind, mailbox))}
    )
    assert completed.returncode == 2, completed.stderr
    assert_clean_refusal(completed.stderr, "MCP_AGENT_MAIL_SOURCES", "source 'team'", f"'{mailbox}' {reason}")
    assert completed.stderr.count("\n") == 1, completed.stderr


@pytest.fixture
def fresh_clone(tmp_path: Path) -> Path:
    """The committed repository, cloned as someone trying the project would: no file git does not keep."""
    if shutil.which("git") is None or not (ROOT / ".git").exists():
        pytest.skip("needs git and the repository these tests run from")
    clone = tmp_path / "clone"
    subprocess.run(["git", "clone", "--quiet", "--no-hardlinks", str(ROOT), str(clone)], check=True, timeout=120)
    return clone


@pytest.mark.integration
def test_the_example_mailbox_serves_from_a_fresh_clone(tmp_path: Path, fresh_clone: Path) -> None:
    example = fresh_clone / "examples" / "data" / "maildir"
    env = {"MCP_AGENT_MAIL_SOURCES": str(sources_file(tmp_path, "maildir", example))}
    with live_server(env=env, cwd=str(fresh_clone)) as server:
        message = body("tools/call", {"name": "list_threads", "arguments": {"source": "team"}})
        response = httpx.post(server.url, json=message, headers=headers_for(message), timeout=30)
        server.terminate(timeout=15)
        assert server.process.stderr is not None
        log = server.process.stderr.read().decode()
    assert response.status_code == 200, response.text
    result = response.json()["result"]
    assert not result.get("isError"), result
    assert sum(thread["message_count"] for thread in result["structuredContent"]["threads"]) == len(
        list((example / "cur").iterdir())
    )
    assert "left out" not in log and "could not be read" not in log, (
        log
    )  # the placeholders keeping new/ and tmp/ are no mail
