"""Summarize a mail thread from a Maildir, then only what arrived since.

    python examples/summarize_mailbox.py

Starts its own ``mcp-agent serve`` with ``MCP_AGENT_MAIL_SOURCES`` naming a copy of
examples/data/maildir (source ``team``), lists its threads, summarizes the thread, delivers one
more message into the copy and summarizes again with the ``history_cursor``: the second summary
covers only the new message.

Extras: the ``examples`` extra (``pip install "mcp-agent-server[examples]"``: the official SDK client).
"""

from __future__ import annotations

import json
import shutil
import sys
import tempfile
from pathlib import Path
from typing import Any

import anyio
from mcp import Client

ROOT = Path(__file__).resolve().parents[1]
DATA = ROOT / "examples" / "data"
SOURCE = "team"
if str(ROOT) not in sys.path:  # run as a script from a source checkout: an installed mcp_agent comes first
    sys.path.append(str(ROOT))

from examples.local_server import serve_locally  # noqa: E402


async def _call(client: Client, tool: str, arguments: dict[str, Any]) -> dict[str, Any]:
    result = await client.call_tool(tool, arguments)
    if result.is_error:
        raise RuntimeError(f"{tool} failed: {result.content[0].text if result.content else result}")
    structured: dict[str, Any] = result.structured_content or {}
    return structured


async def run(url: str, maildir: Path) -> None:
    async with Client(url) as client:
        listing = await _call(client, "list_threads", {"source": SOURCE, "query": "release"})
        for thread in listing["threads"]:
            print(f"thread: {thread['subject']} ({thread['message_count']} messages, last {thread['date']})")
        thread_id = listing["threads"][0]["thread_id"]

        first = await _call(client, "summarize_thread", {"source": SOURCE, "thread_id": thread_id})
        print(f"first summary covers {first['new_messages']} messages: {first['summary']}")

        # A new reply arrives: delivered as a mail server does, into new/.
        for message in (DATA / "extra").iterdir():
            shutil.copy(message, maildir / "new" / message.name)

        second = await _call(
            client,
            "summarize_thread",
            {
                "source": SOURCE,
                "thread_id": thread_id,
                "conversation": first["conversation"],
                "history_cursor": first["history_cursor"],
            },
        )
        print(f"second summary covers {second['new_messages']} new message(s): {second['summary']}")
        if second["new_messages"] != 1:
            raise RuntimeError(f"the second summary should cover only the new message, not {second['new_messages']}")
        print("the second summary covers only the new message")


def main() -> int:
    with tempfile.TemporaryDirectory() as work:
        maildir = Path(work) / "maildir"
        shutil.copytree(DATA / "maildir", maildir)
        sources = Path(work) / "mail-sources.json"
        sources.write_text(json.dumps({"*": {SOURCE: {"kind": "maildir", "path": str(maildir)}}}))
        with serve_locally({"MCP_AGENT_MAIL_SOURCES": str(sources)}) as url:
            anyio.run(run, url, maildir)
    return 0


if __name__ == "__main__":
    sys.exit(main())
