"""Latency of ``summarize_thread`` on one 200-message thread, per mail source, against inline messages.

    .venv/bin/python benchmarks/summarize_bench.py            # 5 warm-up + 20 measured rounds
    .venv/bin/python benchmarks/summarize_bench.py --quick    # 1 + 3 rounds: a smoke check
    .venv/bin/python benchmarks/summarize_bench.py --cleaning-baseline DIR --rounds 40
        # instead: cleaning + summary of a 25-message thread, this tree against the tree at DIR

Each source holds the same thread: 200 messages, ~1 KB bodies (a new paragraph, the previous
message quoted under an "On …, X wrote:" line, a signature), Message-ID / In-Reply-To /
References (the root plus the last 10 ids, as mail clients trim them), built as raw RFC 822 with
the stdlib email package. It is written to a Maildir and an mbox under a temporary directory,
delivered to a real Dovecot (tests/support/dovecot.py, the implicit-TLS listener, verified against
its self-signed CA) and loaded into the Gmail API stand-in (tests/support/gmail_api.py, plain HTTP
on loopback).

Method (shared/notes/benchmarking.md, adapted to latency):
- The app is built the way the tests build it (tests/summarize/test_summarize_tool.py): a
  ``Server`` with ``register_summarize_thread(server, sources=MailSources.load(<json with tenant
  "*">), credentials=FileCredentialResolver(<credentials json>))`` and ``create_app`` with the memory
  store, a bearer-token file and sealing keys; called **in process** through
  ``httpx2.ASGITransport`` (the whole HTTP endpoint: header checks, auth, argument validation,
  the tool, result building and JSON; no socket, no uvicorn). The access log is off: its few µs
  per request are invisible at this scale and it would write into this script's output.
- Each measured call starts a new conversation (no handle), so every call fetches and summarizes
  all 200 messages, and checks the answer: 200, a result, not ``isError``, ``new_messages == 200``.
- Peers: ``inline`` sends the 200 messages as ``messages`` with the bodies the sources produce
  (decoded, quotes and signatures stripped by ``parse_message``), so the summarizer's work is the
  same and the difference to a source is the source's fetch and decoding; ``inline_raw`` sends the
  bodies as written (quotes and signatures in): the tool cleans inline bodies like a source's, so
  it pays that cleaning instead.
- Rounds are interleaved (one call per entry per round, the order rotated every round); per entry
  the median and p95 (nearest rank) of the per-call wall time, the ratio of medians to ``inline``
  and the median of the per-round ratios.
- In the same rounds, ``source.fetch_thread`` is timed directly (the same ``MailSources`` file and
  credential), so the table shows how much of a call is the source's fetch.
- Nothing is pinned: Dovecot, the Gmail stand-in's thread and the summarizer's worker process
  (bodies above 64 K characters are summarized in a process) need the second core.
- Bounded: a ``SIGALRM`` aborts at 300 s; Dovecot (its process group), the stand-in and the
  temporary directory are removed on the way out. Everything listens on 127.0.0.1.
"""

from __future__ import annotations

import argparse
import asyncio
import email.policy
import email.utils
import json
import mailbox
import math
import os
import platform
import random
import signal
import statistics
import sys
import tempfile
import time
from collections.abc import Awaitable, Callable
from dataclasses import dataclass, field
from datetime import UTC, datetime, timedelta
from email.message import EmailMessage
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

import httpx2 as httpx  # noqa: E402

from mcp_agent import Server, Settings, create_app  # noqa: E402
from mcp_agent.tools.summarize.credentials import FileCredentialResolver  # noqa: E402
from mcp_agent.tools.summarize.mail import MailSource  # noqa: E402
from mcp_agent.tools.summarize.mime import parse_message  # noqa: E402
from mcp_agent.tools.summarize.sources.config import MailSources  # noqa: E402
from mcp_agent.tools.summarize.tool import register_summarize_thread  # noqa: E402
from tests.support.dovecot import DovecotServer  # noqa: E402
from tests.support.gmail_api import GmailStandIn, gmail_api  # noqa: E402
from tests.support.requests import BASE_URL, body, headers_for  # noqa: E402

HARD_DEADLINE_S = 300.0
MESSAGES = 200
MAX_MESSAGE_BYTES = 1_048_576
TENANT, USER, TOKEN = "bench", "alice", "summarize-bench-token-5c1e"
SEALING_KEY = "summarize-bench-sealing-secret-0123456789abcdef"
IMAP_USER, IMAP_PASSWORD = "bench", "imap-bench-password-83"
GMAIL_TOKEN = "ya29.summarize-bench-token"
SOURCES = ("maildir", "mbox", "imap", "gmail")
ENTRIES = (*SOURCES, "inline", "inline_raw")
START = datetime(2026, 11, 2, 9, 0, tzinfo=UTC)

PEOPLE = [
    ("Ann Lee", "ann@example.com", "Release manager"),
    ("Bob Kim", "bob@example.com", "Backend lead"),
    ("Cat Diaz", "cat@example.com", "QA engineer"),
    ("Dan Wu", "dan@example.com", "Product owner"),
    ("Eve Novak", "eve@example.com", "Site reliability"),
]
SENTENCES = [
    "We decided to ship release 4.2 on Friday if the login test is green by Thursday noon.",
    "Can we move the database migration to the weekend, when traffic is lowest?",
    "Bob, please tag the release candidate and post the changelog by Wednesday.",
    "The load test on staging showed p99 latency of 340 ms, up from 290 ms last week.",
    "I agree with Cat that the flaky checkout test should be quarantined, not deleted.",
    "Who owns the rollback plan for the payment service this time?",
    "Decision: the feature flag for the new search stays off for enterprise tenants until 2026-12-07.",
    "Eve will add an alert on the queue depth before the rollout starts.",
    "The customer call is on 2026-11-24 at 15:00 UTC; Dan will take notes.",
    "I still have not seen the security review of the token rotation change.",
    "Please make sure the migration script is idempotent; last time we ran it twice by accident.",
    "Is the documentation for the new export endpoint ready for review?",
    "We agreed to freeze the API surface for this release and defer the pagination change.",
    "Ann, can you confirm the release notes mention the deprecated CSV importer?",
    "The staging cluster will be down for maintenance on Tuesday morning between 06:00 and 08:00.",
    "Action item: Cat writes the regression test for the time-zone bug before the next standup.",
    "Open question: do we need a second approver for hotfixes during the freeze?",
    "The metrics dashboard now shows error rates per tenant, which should make triage faster.",
    "I would rather slip by two days than ship with the known data-loss bug in the sync job.",
    "Dan confirmed the budget for the extra on-call rotation through December.",
]


@dataclass
class Thread:
    raws: list[bytes]
    dates: list[datetime]
    inline: list[dict[str, str]]  # bodies as the sources decode them
    inline_raw: list[dict[str, str]]  # bodies as written


def build_thread(seed: int = 4242, messages: int = MESSAGES) -> Thread:
    rng = random.Random(seed)
    raws: list[bytes] = []
    dates: list[datetime] = []
    inline_raw: list[dict[str, str]] = []
    ids: list[str] = []
    senders: list[tuple[str, str]] = []
    previous_text = ""
    subject = "Release 4.2 planning"
    for number in range(messages):
        name, address, title = PEOPLE[(number * 3 + rng.randrange(2)) % len(PEOPLE)]
        sent = START + timedelta(minutes=37 * number)
        text_parts: list[str] = []
        while sum(len(p) + 1 for p in text_parts) < 430:
            text_parts.append(rng.choice(SENTENCES))
        greeting = "Hi all,\n\n" if number % 4 == 0 else ""
        text = greeting + " ".join(text_parts)
        signature = f"-- \n{name}\n{title}, Example Corp\n+1 555 01{number % 100:02d}"
        body_text = text + "\n\n"
        if number > 0:
            before = dates[-1]
            prev_name, prev_address = senders[-1]
            quoted = "\n".join("> " + line for line in previous_text.splitlines())
            body_text += f"On {email.utils.format_datetime(before)}, {prev_name} <{prev_address}> wrote:\n{quoted}\n\n"
        body_text += signature + "\n"
        message = EmailMessage(policy=email.policy.SMTP)
        message["From"] = email.utils.formataddr((name, address))
        message["To"] = "release-team@example.com"
        message["Subject"] = subject if number == 0 else f"Re: {subject}"
        message["Date"] = email.utils.format_datetime(sent)
        message_id = f"rel42-{number:03d}.{rng.randrange(10**8):08d}@mail.example.com"
        message["Message-ID"] = f"<{message_id}>"
        if ids:
            message["In-Reply-To"] = f"<{ids[-1]}>"
            chain = [ids[0], *ids[-10:]] if len(ids) > 11 else ids
            message["References"] = " ".join(f"<{i}>" for i in dict.fromkeys(chain))
        message.set_content(body_text)
        raws.append(message.as_bytes())
        dates.append(sent)
        ids.append(message_id)
        senders.append((name, address))
        previous_text = text
        inline_raw.append(
            {
                "sender": str(message["From"]),
                "sent_at": sent.isoformat(),
                "subject": str(message["Subject"]),
                "body": body_text,
            }
        )
    inline = [
        {**entry, "body": parse_message(raw, max_bytes=MAX_MESSAGE_BYTES, source="inline").body}
        for entry, raw in zip(inline_raw, raws)
    ]
    return Thread(raws, dates, inline, inline_raw)


# -- measuring -------------------------------------------------------------------------------


@dataclass
class Samples:
    calls: list[float] = field(default_factory=list)  # ms, end to end
    fetches: list[float] = field(default_factory=list)  # ms, source.fetch_thread alone
    request_bytes: int = 0
    summary: str = ""


def p95(values: list[float]) -> float:
    ordered = sorted(values)
    return ordered[max(0, math.ceil(0.95 * len(ordered)) - 1)]


def cpu_times() -> tuple[int, int]:
    """(all jiffies, steal jiffies) from /proc/stat."""
    fields = Path("/proc/stat").read_text().splitlines()[0].split()[1:]
    values = [int(v) for v in fields]
    return sum(values[:8]), values[7]


class Client:
    def __init__(self, http: httpx.AsyncClient) -> None:
        self.http = http
        self._ids = 0

    async def call(self, tool: str, arguments: dict[str, Any]) -> tuple[dict[str, Any], int]:
        self._ids += 1
        message = body("tools/call", {"name": tool, "arguments": arguments}, id=self._ids)
        content = json.dumps(message).encode()
        response = await self.http.post(
            "/mcp", content=content, headers=headers_for(message, Authorization=f"Bearer {TOKEN}")
        )
        if response.status_code != 200:
            raise RuntimeError(f"{tool}: HTTP {response.status_code}: {response.text[:500]}")
        reply = response.json()
        result = reply.get("result")
        if not isinstance(result, dict) or result.get("isError"):
            raise RuntimeError(f"{tool}: not a result: {json.dumps(reply)[:500]}")
        structured: dict[str, Any] = result["structuredContent"]
        return structured, len(content)


async def run(
    args: argparse.Namespace, work: Path, dovecot: DovecotServer, gmail: GmailStandIn, thread: Thread
) -> None:
    sources_file = work / "mail-sources.json"
    sources_file.write_text(
        json.dumps(
            {
                "*": {
                    "maildir": {"kind": "maildir", "path": str(work / "Maildir")},
                    "mbox": {"kind": "mbox", "path": str(work / "thread.mbox")},
                    "imap": {
                        "kind": "imap",
                        "host": "127.0.0.1",
                        "port": dovecot.tls_port,
                        "security": "tls",
                        "username": IMAP_USER,
                        "ca_file": dovecot.ca_file,
                    },
                    "gmail": {"kind": "gmail", "base_url": gmail.base_url},
                }
            }
        )
    )
    credentials_file = work / "mail-credentials.json"
    credentials_file.write_text(json.dumps({TENANT: {"*": {"imap": IMAP_PASSWORD, "gmail": GMAIL_TOKEN}}}))
    tokens_file = work / "tokens.json"
    tokens_file.write_text(json.dumps({"tokens": {TOKEN: {"tenant": TENANT, "user": USER, "scopes": []}}}))

    sources = MailSources.load(str(sources_file), max_message_bytes=MAX_MESSAGE_BYTES)
    server = Server("summarize-bench")
    register_summarize_thread(
        server,
        sources=sources,
        credentials=FileCredentialResolver(str(credentials_file)),
        max_message_bytes=MAX_MESSAGE_BYTES,
    )
    settings = Settings.model_validate(
        {"store": "memory", "auth_tokens_file": str(tokens_file), "sealing_keys": [SEALING_KEY], "access_log": False}
    )
    app = create_app(server, settings)
    # The direct fetches use their own MailSources from the same file, so no connection or cache is shared.
    direct: dict[str, MailSource] = MailSources.load(str(sources_file), max_message_bytes=MAX_MESSAGE_BYTES).for_tenant(
        TENANT
    )
    credential = {"maildir": None, "mbox": None, "imap": IMAP_PASSWORD, "gmail": GMAIL_TOKEN}

    async with httpx.AsyncClient(transport=httpx.ASGITransport(app=app), base_url=BASE_URL, timeout=60) as http:
        client = Client(http)
        thread_ids: dict[str, str] = {}
        for name in SOURCES:
            listing, _ = await client.call("list_threads", {"source": name})
            threads = listing["threads"]
            if len(threads) != 1 or threads[0]["message_count"] != MESSAGES:
                raise RuntimeError(f"{name}: expected one thread of {MESSAGES} messages, listed {threads}")
            thread_ids[name] = threads[0]["thread_id"]
        print("thread ids:", json.dumps(thread_ids))

        arguments: dict[str, dict[str, Any]] = {
            name: {"source": name, "thread_id": thread_ids[name]} for name in SOURCES
        }
        arguments["inline"] = {"messages": thread.inline}
        arguments["inline_raw"] = {"messages": thread.inline_raw}
        samples = {name: Samples() for name in ENTRIES}

        async def call(name: str) -> float:
            started = time.perf_counter()
            result, size = await client.call("summarize_thread", arguments[name])
            elapsed = (time.perf_counter() - started) * 1000
            if result["new_messages"] != MESSAGES or result["turn_index"] != 0:
                raise RuntimeError(
                    f"{name}: summarized {result['new_messages']} messages (turn {result['turn_index']})"
                )
            samples[name].request_bytes, samples[name].summary = size, result["summary"]
            return elapsed

        async def fetch(name: str) -> float:
            started = time.perf_counter()
            messages = await direct[name].fetch_thread(thread_ids[name], credential[name])
            elapsed = (time.perf_counter() - started) * 1000
            if len(messages) != MESSAGES:
                raise RuntimeError(f"{name}: fetch_thread returned {len(messages)} messages")
            return elapsed

        steps: list[tuple[str, str, Callable[[str], Awaitable[float]]]] = [
            *((name, "call", call) for name in ENTRIES),
            *((name, "fetch", fetch) for name in SOURCES),
        ]
        rounds = args.warmup + args.rounds
        total_before, steal_before = cpu_times()
        measured_started = time.monotonic()
        for number in range(rounds):
            shift = number % len(steps)
            for name, kind, step in steps[shift:] + steps[:shift]:
                elapsed = await step(name)
                if number >= args.warmup:
                    (samples[name].calls if kind == "call" else samples[name].fetches).append(elapsed)
            if number == args.warmup - 1:
                total_before, steal_before = cpu_times()
                measured_started = time.monotonic()
        total_after, steal_after = cpu_times()
        steal = 100 * (steal_after - steal_before) / max(1, total_after - total_before)
        print(
            f"measured: {args.rounds} rounds in {time.monotonic() - measured_started:.1f} s, steal {steal:.1f} %, "
            f"load average after {os.getloadavg()[0]:.2f}"
        )

    report(samples)


def report(samples: dict[str, Samples]) -> None:
    inline = samples["inline"]
    print()
    print(
        "| entry | request bytes | median ms | p95 ms | / inline (medians) | / inline (median per round) "
        "| fetch_thread median ms | fetch p95 ms | fetch share of median |"
    )
    print("|---|---|---|---|---|---|---|---|---|")
    for name in ENTRIES:
        s = samples[name]
        median = statistics.median(s.calls)
        per_round = statistics.median(a / b for a, b in zip(s.calls, inline.calls))
        fetch = (
            f"{statistics.median(s.fetches):.1f} | {p95(s.fetches):.1f} | {statistics.median(s.fetches) / median:.0%}"
            if s.fetches
            else "— | — | —"
        )
        print(
            f"| {name} | {s.request_bytes:,} | {median:.1f} | {p95(s.calls):.1f} | "
            f"{median / statistics.median(inline.calls):.2f} | {per_round:.2f} | {fetch} |"
        )
    print()
    same = [name for name in ENTRIES if samples[name].summary == inline.summary]
    print("summary text identical to inline's:", ", ".join(same))
    for name in ENTRIES:
        print(f"{name} calls ms:", " ".join(f"{v:.0f}" for v in samples[name].calls))


def write_mail(work: Path, dovecot: DovecotServer, gmail: GmailStandIn, thread: Thread) -> None:
    maildir = mailbox.Maildir(str(work / "Maildir"), create=True)
    mbox = mailbox.mbox(str(work / "thread.mbox"), create=True)
    mbox.lock()
    try:
        for raw in thread.raws:
            maildir.add(raw)
            mbox.add(raw)
        mbox.flush()
    finally:
        mbox.unlock()
        mbox.close()
    dovecot.add_user(IMAP_USER, IMAP_PASSWORD)
    for raw, sent in zip(thread.raws, thread.dates):
        dovecot.deliver(IMAP_USER, raw, delivered_at=sent.timestamp() + 5)
    gmail.add_thread([(raw, sent + timedelta(seconds=5)) for raw, sent in zip(thread.raws, thread.dates)])


# -- cleaning + summary against another tree ----------------------------------------------------

CLEANING_MESSAGES = 25
# One child per tree: each round it decodes and cleans the raw thread (mime.parse_message) and
# summarizes it (summarizer.summarize_messages), and answers with the milliseconds that took.
_CLEANING_CHILD = """
import pickle, sys, time
from mcp_agent.tools.summarize.mime import parse_message
from mcp_agent.tools.summarize.summarizer import summarize_messages
raws = pickle.load(open(sys.argv[1], "rb"))
for _ in sys.stdin:
    began, cpu = time.perf_counter(), time.process_time()
    messages = [parse_message(raw, max_bytes=1_048_576, source="bench") for raw in raws]
    summarize_messages(messages, [])
    print(f"{(time.perf_counter() - began) * 1000:.3f} {(time.process_time() - cpu) * 1000:.3f}", flush=True)
"""


def compare_cleaning(args: argparse.Namespace) -> None:
    """Cleaning + summary of a 25-message thread by this tree and by ``--cleaning-baseline``, in two
    long-lived child processes of the same Python, rounds interleaved (the order swapped every
    round); medians, the ratio of medians and the median of the per-round ratios."""
    import pickle
    import subprocess

    thread = build_thread(messages=CLEANING_MESSAGES)
    trees = {"this tree": ROOT, "baseline": Path(args.cleaning_baseline).resolve()}
    with tempfile.TemporaryDirectory(prefix="cleaning-bench-") as temp:
        data = Path(temp) / "raws.pickle"
        data.write_bytes(pickle.dumps(thread.raws))
        children = {
            name: subprocess.Popen(
                [sys.executable, "-c", _CLEANING_CHILD, str(data)],
                stdin=subprocess.PIPE,
                stdout=subprocess.PIPE,
                text=True,
                cwd=tree,
                env={**os.environ, "PYTHONPATH": str(tree)},
            )
            for name, tree in trees.items()
        }

        def one(name: str) -> tuple[float, float]:
            child = children[name]
            assert child.stdin is not None and child.stdout is not None
            child.stdin.write("go\n")
            child.stdin.flush()
            wall, cpu = child.stdout.readline().split()
            return float(wall), float(cpu)

        samples: dict[str, list[float]] = {name: [] for name in trees}
        cpu_samples: dict[str, list[float]] = {name: [] for name in trees}
        ratios: list[float] = []
        try:
            for number in range(args.warmup + args.rounds):
                order = list(trees) if number % 2 == 0 else list(trees)[::-1]
                got = {name: one(name) for name in order}
                if number >= args.warmup:
                    for name, (wall, cpu) in got.items():
                        samples[name].append(wall)
                        cpu_samples[name].append(cpu)
                    ratios.append(got["this tree"][0] / got["baseline"][0])
        finally:
            for child in children.values():
                assert child.stdin is not None
                child.stdin.close()
                child.wait(timeout=30)
    print(
        f"cleaning + summary of a {CLEANING_MESSAGES}-message thread, {args.rounds} rounds after {args.warmup} warm-up"
    )
    for name, values in samples.items():
        print(
            f"{name:<10} median {statistics.median(values):8.2f} ms  p95 {p95(values):8.2f} ms  "
            f"CPU median {statistics.median(cpu_samples[name]):8.2f} ms  ({trees[name]})"
        )
    ratio = statistics.median(samples["this tree"]) / statistics.median(samples["baseline"])
    cpu_ratio = statistics.median(cpu_samples["this tree"]) / statistics.median(cpu_samples["baseline"])
    print(
        f"ratio this tree / baseline: {ratio:.2f} (median of per-round ratios {statistics.median(ratios):.2f}; "
        f"CPU time {cpu_ratio:.2f})"
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=20)
    parser.add_argument("--warmup", type=int, default=5)
    parser.add_argument("--quick", action="store_true", help="1 warm-up + 3 measured rounds")
    parser.add_argument(
        "--cleaning-baseline",
        metavar="DIR",
        help="instead: time cleaning + summary of a 25-message thread here and in the tree at DIR",
    )
    args = parser.parse_args()
    if args.quick:
        args.rounds, args.warmup = 3, 1
    if args.cleaning_baseline:
        print(
            f"machine: {platform.machine()}, {os.cpu_count()} CPUs, {_cpu_model()}, Linux {platform.release()}, "
            f"Python {platform.python_version()}; load average before {os.getloadavg()[0]:.2f}"
        )
        compare_cleaning(args)
        print(f"load average after {os.getloadavg()[0]:.2f}")
        return

    def abort(signum: int, frame: object) -> None:
        raise TimeoutError(f"summarize_bench: over {HARD_DEADLINE_S:.0f} s, aborted")

    signal.signal(signal.SIGALRM, abort)
    signal.alarm(int(HARD_DEADLINE_S))
    print(
        f"machine: {platform.machine()}, {os.cpu_count()} CPUs, {_cpu_model()}, Linux {platform.release()}, "
        f"Python {platform.python_version()}; load average before {os.getloadavg()[0]:.2f}"
    )
    thread = build_thread()
    sizes = [len(raw) for raw in thread.raws]
    bodies = [len(m["body"]) for m in thread.inline_raw]
    print(
        f"thread: {MESSAGES} messages, raw {sum(sizes):,} bytes (median {statistics.median(sizes):.0f}), "
        f"bodies as written median {statistics.median(bodies):.0f} chars, decoded median "
        f"{statistics.median(len(m['body']) for m in thread.inline):.0f} chars"
    )
    try:
        with (
            tempfile.TemporaryDirectory(prefix="summarize-bench-") as temp,
            DovecotServer() as dovecot,
            gmail_api(GmailStandIn(valid_token=GMAIL_TOKEN)) as gmail,
        ):
            work = Path(temp)
            write_mail(work, dovecot, gmail, thread)
            asyncio.run(run(args, work, dovecot, gmail, thread))
    finally:
        signal.alarm(0)


def _cpu_model() -> str:
    for line in Path("/proc/cpuinfo").read_text().splitlines():
        if line.startswith("model name"):
            return line.split(":", 1)[1].strip()
    return "unknown CPU"


if __name__ == "__main__":
    main()
