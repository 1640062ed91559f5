"""list_threads and summarize_thread as a client sees them: an in-process app with a real Maildir
source (and inline messages), the conversation resource and its updates, refused cursors and
handles, the client's model through MRTR; and, on a live server, /healthz staying quick while a
large thread is summarized, and examples/summarize_mailbox.py end to end.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import shutil
import subprocess
import sys
import time
from collections.abc import AsyncIterator, Callable
from pathlib import Path
from typing import Any

import httpx2 as httpx
import pytest

from mcp_agent import Change, InProcessChangeBus, Server, Settings, create_app
from mcp_agent.ops.tracing import RequestTracer
from mcp_agent.tools.summarize.credentials import FileCredentialResolver
from mcp_agent.tools.summarize.prompt import SummaryModel, SummaryPrompt
from mcp_agent.tools.summarize.sources.config import MailSources
from mcp_agent.tools.summarize.summarizer import NO_NEW_MESSAGES
from mcp_agent.tools.summarize.tool import register_summarize_thread
from tests.support.live_server import live_server
from tests.support.otel import SPANS, global_provider
from tests.support.requests import BASE_URL, body, headers_for
from tests.support.wire_schema import schema_checked

ROOT = Path(__file__).resolve().parents[2]
TENANT_A, TENANT_B = "tenant-a", "tenant-b"
TOKEN_A, TOKEN_B = "summarize-token-a-7f31", "summarize-token-b-02c9"
SEALING_KEY = "summarize-tests-sealing-secret-0123456789abcdef"
REPLAYED_META_KEY = "dev.mcp-agent/idempotentReplay"
SOURCE = "team"


def raw_message(
    message_id: str, sender: str, subject: str, day: int, text: str, *, reply_to: str | None = None
) -> bytes:
    links = f"In-Reply-To: <{reply_to}>\nReferences: <{reply_to}>\n" if reply_to else ""
    return (
        f"From: {sender}\nTo: team@example.com\nSubject: {subject}\nDate: {day:02d} Nov 2026 10:00:00 +0000\n"
        f"Message-ID: <{message_id}>\n{links}MIME-Version: 1.0\nContent-Type: text/plain; charset=utf-8\n\n{text}\n"
    ).encode()


def deliver(maildir: Path, name: str, raw: bytes) -> None:
    (maildir / "new" / name).write_bytes(raw)


def make_maildir(root: Path) -> Path:
    maildir = root / "maildir"
    for part in ("cur", "new", "tmp"):
        (maildir / part).mkdir(parents=True)
    deliver(
        maildir,
        "1.a",
        raw_message(
            "plan@x",
            "Ann Lee <ann@example.com>",
            "Release plan",
            2,
            "The release is blocked by the login test. Can we ship on Friday?",
        ),
    )
    deliver(
        maildir,
        "2.a",
        raw_message(
            "plan-re@x",
            "Bob Kim <bob@example.com>",
            "Re: Release plan",
            3,
            "I will fix the login test by Wednesday.",
            reply_to="plan@x",
        ),
    )
    deliver(
        maildir,
        "3.a",
        raw_message("lunch@x", "Cat Diaz <cat@example.com>", "Team lunch", 4, "Lunch is on Thursday at noon."),
    )
    deliver(
        maildir,
        "4.a",
        raw_message(
            "budget@x",
            "Dan Wu <dan@example.com>",
            "Budget review",
            5,
            "We decided to cut the travel budget by ten percent.",
        ),
    )
    return maildir


class Client:
    def __init__(self, http: httpx.AsyncClient) -> None:
        self.http = http
        self._ids = 0

    async def request(
        self,
        method: str,
        params: dict[str, Any],
        *,
        token: str = TOKEN_A,
        key: str | None = None,
        capabilities: dict[str, Any] | None = None,
    ) -> dict[str, Any]:
        self._ids += 1
        message = body(method, params, id=self._ids, capabilities=capabilities or {})
        headers = headers_for(message, Authorization=f"Bearer {token}")
        if key is not None:
            headers["Idempotency-Key"] = key
        response = await self.http.post("/mcp", content=json.dumps(message).encode(), headers=headers)
        assert response.status_code == 200, response.text
        reply: dict[str, Any] = response.json()
        assert "result" in reply, reply
        result: dict[str, Any] = reply["result"]
        return result

    async def call(self, tool: str, arguments: dict[str, Any], **kw: Any) -> dict[str, Any]:
        return await self.request("tools/call", {"name": tool, "arguments": arguments}, **kw)

    async def ok(self, tool: str, arguments: dict[str, Any], **kw: Any) -> dict[str, Any]:
        result = await self.call(tool, arguments, **kw)
        assert not result.get("isError"), result
        structured: dict[str, Any] = result["structuredContent"]
        return structured

    async def error(self, tool: str, arguments: dict[str, Any], **kw: Any) -> str:
        result = await self.call(tool, arguments, **kw)
        assert result.get("isError") is True, result
        text: str = result["content"][0]["text"]
        return text


class RecordingBus(InProcessChangeBus):
    def __init__(self) -> None:
        super().__init__()
        self.published: list[Change] = []

    async def publish(self, change: Change) -> None:
        self.published.append(change)
        await super().publish(change)


Serve = Callable[..., contextlib.AbstractAsyncContextManager[Client]]


@pytest.fixture
def serve(tmp_path: Path) -> Serve:
    """``async with serve(sources={...}, max_message_bytes=…, bus=…) as client``: an app serving the tools."""
    tokens = tmp_path / "tokens.json"
    tokens.write_text(
        json.dumps(
            {
                "tokens": {
                    TOKEN_A: {"tenant": TENANT_A, "user": "alice", "scopes": []},
                    TOKEN_B: {"tenant": TENANT_B, "user": "bob", "scopes": []},
                }
            }
        )
    )
    settings = Settings(store="memory", auth_tokens_file=str(tokens), sealing_keys=[SEALING_KEY], access_log=False)

    @contextlib.asynccontextmanager
    async def factory(
        sources: dict[str, Any] | None = None,
        max_message_bytes: int = 1_048_576,
        summary_model: SummaryModel | None = None,
        **injected: Any,
    ) -> AsyncIterator[Client]:
        path = tmp_path / "mail-sources.json"
        path.write_text(json.dumps(sources if sources is not None else {}))
        server = Server("summarize-tests")
        register_summarize_thread(
            server,
            sources=MailSources.load(str(path), max_message_bytes=max_message_bytes),
            credentials=FileCredentialResolver(None),
            max_message_bytes=max_message_bytes,
            summary_model=summary_model,
        )
        app = create_app(server, settings, **injected)
        async with httpx.AsyncClient(transport=httpx.ASGITransport(app=app), base_url=BASE_URL, timeout=30) as http:
            yield Client(schema_checked(http))

    return factory


def maildir_sources(maildir: Path) -> dict[str, Any]:
    return {"*": {SOURCE: {"kind": "maildir", "path": str(maildir)}}}


# -- inline messages --------------------------------------------------------------------------


@pytest.mark.unit
async def test_inline_messages_are_summarized_and_sending_them_again_adds_only_the_new_one(serve: Serve) -> None:
    thread = [
        {
            "sender": "Ann <ann@example.com>",
            "body": "We decided to ship on Friday. Bob, please tag the release.",
            "sent_at": "2026-11-02T09:00:00+00:00",
            "subject": "Release",
        },
        {"sender": "Bob <bob@example.com>", "body": "Will the login test be green by then?"},
    ]
    async with serve() as client:
        first = await client.ok("summarize_thread", {"messages": thread})
        assert (first["new_messages"], first["version"], first["turn_index"], first["replayed"]) == (2, 1, 0, False)
        assert first["summary_source"] == "extractive" and first["summary"]
        assert set(first["highlights"]) >= {"participants", "decisions", "questions", "action_items", "dates"}
        assert first["state_refs"] == {"conversation": first["conversation"], "history_cursor": first["history_cursor"]}

        # The client sends the whole thread again, one message longer, through state_refs.
        grown = [*thread, {"sender": "Ann <ann@example.com>", "body": "Yes, it is green now."}]
        second = await client.ok(
            "summarize_thread", {"messages": grown, "state_refs": {**first["state_refs"], "mine": "kept"}}
        )
        assert (second["new_messages"], second["version"], second["turn_index"]) == (1, 2, 1)
        assert second["state_refs"]["mine"] == "kept"

        again = await client.ok("summarize_thread", {"messages": grown, "state_refs": second["state_refs"]})
        assert (again["new_messages"], again["version"], again["turn_index"]) == (0, 2, None)
        assert NO_NEW_MESSAGES in again["summary"]


@pytest.mark.unit
async def test_thread_and_messages_together_or_neither_are_refused_naming_the_arguments(
    serve: Serve, tmp_path: Path
) -> None:
    async with serve(maildir_sources(make_maildir(tmp_path))) as client:
        both = await client.error(
            "summarize_thread", {"source": SOURCE, "thread_id": "plan@x", "messages": [{"sender": "a", "body": "b"}]}
        )
        assert "thread_id" in both and "messages" in both
        neither = await client.error("summarize_thread", {})
        assert "thread_id" in neither and "messages" in neither
        assert "source" in await client.error("summarize_thread", {"thread_id": "plan@x"})


# -- a Maildir source ---------------------------------------------------------------------------


@pytest.mark.unit
async def test_maildir_threads_are_listed_in_pages_and_a_cursor_serves_only_its_own_listing(
    serve: Serve, tmp_path: Path
) -> None:
    async with serve(maildir_sources(make_maildir(tmp_path))) as client:
        seen: list[dict[str, Any]] = []
        page = await client.ok("list_threads", {"source": SOURCE, "limit": 2})
        seen.extend(page["threads"])
        first_cursor = page["cursor"]
        while page["cursor"] is not None:
            page = await client.ok("list_threads", {"source": SOURCE, "limit": 2, "cursor": page["cursor"]})
            seen.extend(page["threads"])
        assert [t["subject"] for t in seen] == ["Budget review", "Team lunch", "Release plan"]  # newest first
        plan = seen[2]
        assert plan["thread_id"] == "plan@x" and plan["message_count"] == 2
        assert plan["date"].startswith("2026-11-03")
        assert any("Bob Kim" in p for p in plan["participants"])

        query = await client.ok("list_threads", {"source": SOURCE, "query": "from:bob release since:2026-11-01"})
        assert [t["thread_id"] for t in query["threads"]] == ["plan@x"]

        other = await client.error(
            "list_threads", {"source": SOURCE, "limit": 2, "query": "lunch", "cursor": first_cursor}
        )
        assert "another listing" in other
        altered = first_cursor[:-4] + ("AAAA" if not first_cursor.endswith("AAAA") else "BBBB")
        assert "invalid or expired" in await client.error(
            "list_threads", {"source": SOURCE, "limit": 2, "cursor": altered}
        )
        foreign = await client.error(
            "list_threads", {"source": SOURCE, "limit": 2, "cursor": first_cursor}, token=TOKEN_B
        )
        assert "invalid or expired" in foreign
        assert "limit" in await client.error("list_threads", {"source": SOURCE, "limit": 101})


@pytest.mark.unit
async def test_a_new_message_is_summarized_alone_and_then_there_is_nothing_new(serve: Serve, tmp_path: Path) -> None:
    maildir = make_maildir(tmp_path)
    bus = RecordingBus()
    async with serve(maildir_sources(maildir), bus=bus) as client:
        first = await client.ok("summarize_thread", {"source": SOURCE, "thread_id": "plan@x"})
        assert (first["new_messages"], first["version"]) == (2, 1)

        deliver(
            maildir,
            "5.a",
            raw_message(
                "plan-done@x",
                "Ann Lee <ann@example.com>",
                "Re: Release plan",
                6,
                "The login test is green; we release on Friday.",
                reply_to="plan-re@x",
            ),
        )
        refs = {"conversation": first["conversation"], "history_cursor": first["history_cursor"]}
        second = await client.ok("summarize_thread", {"source": SOURCE, "thread_id": "plan@x", **refs})
        assert (second["new_messages"], second["version"], second["turn_index"]) == (1, 2, 1)
        assert "green" in second["summary"] and "Wednesday" not in second["summary"]

        same = await client.ok(
            "summarize_thread",
            {
                "source": SOURCE,
                "thread_id": "plan@x",
                "conversation": second["conversation"],
                "history_cursor": second["history_cursor"],
            },
        )
        assert (same["new_messages"], same["version"], same["turn_index"]) == (0, 2, None)
        assert same["summary"] == NO_NEW_MESSAGES

        # The first cursor still points after the first turn: the new message counts as new from there.
        replay_from_first = await client.ok("summarize_thread", {"source": SOURCE, "thread_id": "plan@x", **refs})
        assert replay_from_first["new_messages"] == 1

        transcript = await client.request("resources/read", {"uri": first["uri"]})
        document = json.loads(transcript["contents"][0]["text"])
        assert [turn["messages"] for turn in document["turns"]] == [2, 1, 1]
    # Every append published one update of the conversation; nothing-new calls published nothing.
    assert bus.published == [Change("resource", uri=first["uri"], tenant=TENANT_A)] * 3


@pytest.mark.unit
async def test_cursors_and_handles_of_other_conversations_or_tenants_are_refused(serve: Serve, tmp_path: Path) -> None:
    async with serve(maildir_sources(make_maildir(tmp_path))) as client:
        one = await client.ok("summarize_thread", {"source": SOURCE, "thread_id": "plan@x"})
        two = await client.ok("summarize_thread", {"source": SOURCE, "thread_id": "lunch@x"})
        mixed = await client.error(
            "summarize_thread",
            {
                "source": SOURCE,
                "thread_id": "plan@x",
                "conversation": one["conversation"],
                "history_cursor": two["history_cursor"],
            },
        )
        assert "belongs to another conversation" in mixed
        forged = one["conversation"][:-3] + ("xyz" if not one["conversation"].endswith("xyz") else "abc")
        assert "invalid or expired" in await client.error(
            "summarize_thread", {"source": SOURCE, "thread_id": "plan@x", "conversation": forged}
        )
        assert "invalid or expired" in await client.error(
            "summarize_thread",
            {"messages": [{"sender": "b", "body": "Mine now."}], "conversation": one["conversation"]},
            token=TOKEN_B,
        )
        # A history cursor is not a conversation handle.
        assert "invalid or expired" in await client.error(
            "summarize_thread", {"source": SOURCE, "thread_id": "plan@x", "conversation": one["history_cursor"]}
        )
        unchanged = await client.request("resources/read", {"uri": one["uri"]})
        assert json.loads(unchanged["contents"][0]["text"])["version"] == 1


@pytest.mark.unit
async def test_unknown_sources_and_threads_are_errors_that_say_what_exists(serve: Serve, tmp_path: Path) -> None:
    async with serve(maildir_sources(make_maildir(tmp_path))) as client:
        unknown = await client.error("list_threads", {"source": "personal"})
        assert "personal" in unknown and SOURCE in unknown
        assert SOURCE in await client.error("summarize_thread", {"source": "personal", "thread_id": "plan@x"})
        missing = await client.error("summarize_thread", {"source": SOURCE, "thread_id": "nope@x"})
        assert "nope@x" in missing and "list_threads" in missing


@pytest.mark.unit
async def test_a_source_needing_a_credential_says_where_to_configure_it(
    serve: Serve, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.delenv("MCP_AGENT_MAIL_CREDENTIAL_WORK", raising=False)
    async with serve({TENANT_A: {"work": {"kind": "gmail", "base_url": "https://gmail.invalid"}}}) as client:
        text = await client.error("list_threads", {"source": "work"})
        # Without a credentials file the resolver reads the environment: the error names the variable.
        assert text == (
            "source 'work' needs a credential for user alice: set MCP_AGENT_MAIL_CREDENTIAL_WORK "
            "(or MCP_AGENT_MAIL_CREDENTIALS_FILE)"
        )
        # Tenant B has no such source at all.
        assert "work" in await client.error("list_threads", {"source": "work"}, token=TOKEN_B)


@pytest.mark.unit
async def test_an_oversized_message_is_refused_and_nothing_is_stored(serve: Serve, tmp_path: Path) -> None:
    maildir = make_maildir(tmp_path)
    deliver(
        maildir,
        "6.a",
        raw_message(
            "plan-big@x", "Bob Kim <bob@example.com>", "Re: Release plan", 7, "log line\n" * 400, reply_to="plan-re@x"
        ),
    )
    bus = RecordingBus()
    async with serve(maildir_sources(maildir), max_message_bytes=2048, bus=bus) as client:
        text = await client.error("summarize_thread", {"source": SOURCE, "thread_id": "plan@x"})
        assert SOURCE in text and "over the limit of 2048" in text
        inline = await client.error("summarize_thread", {"messages": [{"sender": "a", "body": "x" * 3000}]})
        assert "MCP_AGENT_MAX_MESSAGE_BYTES" in inline
    assert bus.published == []


@pytest.mark.unit
async def test_a_malformed_message_is_left_out_and_the_rest_of_the_mailbox_still_works(
    serve: Serve, tmp_path: Path
) -> None:
    maildir = make_maildir(tmp_path)
    (maildir / "new" / "7.a").write_bytes(b"\x00\x01 not a mail message at all\n")
    async with serve(maildir_sources(maildir)) as client:
        listing = await client.ok("list_threads", {"source": SOURCE})
        assert len(listing["threads"]) == 3
        assert (await client.ok("summarize_thread", {"source": SOURCE, "thread_id": "lunch@x"}))["new_messages"] == 1


# -- idempotency and the client's model -------------------------------------------------------


@pytest.mark.unit
async def test_a_replayed_result_says_replayed_in_structured_content_as_meta_does(serve: Serve) -> None:
    arguments = {"messages": [{"sender": "ann", "body": "Ship it on Friday."}]}
    async with serve() as client:
        first = await client.call("summarize_thread", arguments, key="replay-key-1")
        assert first["structuredContent"]["replayed"] is False and REPLAYED_META_KEY not in (first.get("_meta") or {})
        replay = await client.call("summarize_thread", arguments, key="replay-key-1")
        assert replay["_meta"][REPLAYED_META_KEY] is True
        assert replay["structuredContent"]["replayed"] is True
        assert replay["structuredContent"]["conversation"] == first["structuredContent"]["conversation"]


@pytest.mark.unit
async def test_with_sampling_the_clients_model_writes_the_summary(serve: Serve) -> None:
    arguments = {"messages": [{"sender": "ann", "body": "We decided to ship on Friday. Who tags the release?"}]}
    sampling = {"sampling": {}}
    async with serve() as client:
        asked = await client.call("summarize_thread", arguments, capabilities=sampling)
        assert asked["resultType"] == "input_required", asked
        request = asked["inputRequests"]["summary"]
        assert request["method"] == "sampling/createMessage"
        prompt = request["params"]["messages"][0]["content"]["text"]
        assert "We decided to ship on Friday." in prompt
        answer = {
            "role": "assistant",
            "model": "test",
            "content": {"type": "text", "text": "Ship Friday; tagger unknown."},
        }
        params = {
            "name": "summarize_thread",
            "arguments": arguments,
            "inputResponses": {"summary": answer},
            "requestState": asked["requestState"],
        }
        done = await client.request("tools/call", params, capabilities=sampling)
        structured = done["structuredContent"]
        assert (structured["summary"], structured["summary_source"]) == ("Ship Friday; tagger unknown.", "model")

        # An empty answer is not a summary: the extractive one is used, and the result says so.
        empty = {**answer, "content": {"type": "text", "text": "  "}}
        other = {"messages": [{"sender": "bob", "body": "The login test is green."}]}
        asked = await client.call("summarize_thread", other, capabilities=sampling)
        params = {
            "name": "summarize_thread",
            "arguments": other,
            "inputResponses": {"summary": empty},
            "requestState": asked["requestState"],
        }
        fallback = (await client.request("tools/call", params, capabilities=sampling))["structuredContent"]
        assert fallback["summary_source"] == "extractive" and fallback["summary"].strip()


@pytest.mark.unit
async def test_a_server_side_model_writes_from_the_cleaned_thread_and_a_failing_one_falls_back(serve: Serve) -> None:
    prompts: list[SummaryPrompt] = []

    async def model(prompt: SummaryPrompt) -> str:
        prompts.append(prompt)
        if "login" in prompt.text:
            raise RuntimeError("the provider is down")
        return "Ship on Friday (decided by Ann); Bob tags the release."

    arguments = {
        "messages": [
            {
                "sender": "Ann Lee <ann@example.com>",
                "subject": "Release",
                "body": "We decided to ship on Friday. Bob, please tag the release.\n\nBest,\nAnn\n\nOn Mon, Bob wrote:\n> old text",
            },
        ]
    }
    # Sampling declared too: a server-side model comes first and the call never stops to ask the client.
    async with serve(summary_model=model) as client:
        done = await client.ok("summarize_thread", arguments, capabilities={"sampling": {}})
        assert (done["summary"], done["summary_source"]) == (
            "Ship on Friday (decided by Ann); Bob tags the release.",
            "model",
        )
        assert done["new_messages"] == 1 and done["version"] == 1
        text = prompts[0].text
        assert "We decided to ship on Friday." in text and "- Bob: tag the release" in text
        assert "ann@example.com" not in text and "Best," not in text
        assert prompts[0].system and prompts[0].max_tokens > 0

        other = {"messages": [{"sender": "bob@example.com", "body": "The login test is green now, v2.4.1 is tagged."}]}
        fallback = await client.ok("summarize_thread", other)
        assert fallback["summary_source"] == "extractive" and "v2.4.1" in fallback["summary"]


# -- a live server and the example ------------------------------------------------------------


def _large_thread() -> list[dict[str, str]]:
    paragraph = "The migration of the billing service moves to the new cluster on Friday after the load test. " * 20
    return [{"sender": f"person{n}@example.com", "body": f"Message {n}. {paragraph}" * 5} for n in range(100)]


@pytest.mark.integration
async def test_healthz_stays_quick_while_a_large_thread_is_summarized() -> None:
    arguments = {"messages": _large_thread()}
    assert 900_000 < sum(len(m["body"]) for m in arguments["messages"]) < 1_300_000
    with live_server() as server:
        async with httpx.AsyncClient(base_url=server.base_url, timeout=60) as http:
            message = body("tools/call", {"name": "summarize_thread", "arguments": arguments})
            latencies: list[float] = []
            done = asyncio.Event()

            async def probe() -> None:
                while not done.is_set():
                    started = time.perf_counter()
                    assert (await http.get("/healthz")).status_code == 200
                    latencies.append(time.perf_counter() - started)
                    await asyncio.sleep(0.01)

            async def summarize() -> float:
                started = time.perf_counter()
                try:
                    response = await http.post(
                        "/mcp", content=json.dumps(message).encode(), headers=headers_for(message)
                    )
                finally:
                    done.set()
                assert response.status_code == 200 and not response.json()["result"].get("isError"), response.text[:500]
                return time.perf_counter() - started

            # Two warm connections: the probe's is open before the summary's upload starts, so the
            # probe times the server's loop, not the client setting up a connection on a busy machine.
            await asyncio.gather(http.get("/healthz"), http.get("/healthz"))
            took, _ = await asyncio.gather(summarize(), probe())
    assert len(latencies) >= 3, (took, latencies)
    assert max(latencies) < 0.05, f"/healthz took up to {max(latencies) * 1000:.0f} ms while a {took:.2f} s summary ran"


@pytest.mark.integration
def test_summarize_mailbox_example_summarizes_only_the_new_message_the_second_time() -> None:
    assert shutil.which(sys.executable)
    completed = subprocess.run(
        [sys.executable, "examples/summarize_mailbox.py"], cwd=ROOT, capture_output=True, text=True, timeout=120
    )
    assert completed.returncode == 0, completed.stderr
    lines = completed.stdout.splitlines()
    assert lines[0].startswith("thread: Release plan for 2.4 (3 messages")
    assert any(line.startswith("first summary covers 3 messages") for line in lines)
    assert any(line.startswith("second summary covers 1 new message(s)") for line in lines)
    assert lines[-1] == "the second summary covers only the new message"


@pytest.mark.unit
async def test_a_traced_summary_has_a_mail_fetch_span_naming_the_source_kind_only(serve: Serve, tmp_path: Path) -> None:
    maildir = make_maildir(tmp_path)
    first = len(SPANS.get_finished_spans())
    async with serve(maildir_sources(maildir), tracer=RequestTracer(global_provider())) as client:
        await client.ok("summarize_thread", {"source": SOURCE, "thread_id": "plan@x"})
    spans = SPANS.get_finished_spans()[first:]
    request = next(span for span in spans if span.name == "tools/call summarize_thread")
    fetch = next(span for span in spans if span.name == "mail fetch_thread")
    assert fetch.parent is not None and request.context is not None and fetch.parent.span_id == request.context.span_id
    assert dict(fetch.attributes or {}) == {"mcp_agent.mail.source": "MaildirSource", "mcp_agent.mail.messages": 2}
    assert "plan@x" not in fetch.to_json() and str(maildir) not in fetch.to_json()
