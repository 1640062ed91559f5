"""Every fixture thread summarized as a user would see it: the key facts are there, the length is bounded.

The fixtures (tests/data/threads/*.json) are threads as sources deliver them (list tags in
subjects, HTML already converted, quotes and signatures already stripped), each with the facts
a reader must find in its summary and a length budget.
"""

from __future__ import annotations

import hashlib
import json
import time
from datetime import datetime, timedelta, timezone
from pathlib import Path
from typing import Any

import pytest

from mcp_agent.tools.summarize.mail import MailMessage
from mcp_agent.tools.summarize.summarizer import MAX_SUMMARY_CHARS, summarize_messages

pytestmark = pytest.mark.unit

THREADS = Path(__file__).resolve().parent.parent / "data" / "threads"
FIXTURES = sorted(THREADS.glob("*.json"))


def load_thread(path: Path) -> tuple[list[MailMessage], dict[str, Any]]:
    data = json.loads(path.read_text(encoding="utf-8"))
    messages = []
    for number, m in enumerate(data["messages"]):
        digest = hashlib.sha256(f"{data['name']}/{number}".encode()).hexdigest()[:16]
        messages.append(
            MailMessage(
                message_id=f"{digest}@fixtures.invalid",
                subject=m["subject"],
                sender=m["sender"],
                body=m["body"],
                sent_at=datetime.fromisoformat(m["sent_at"]),
            )
        )
    return messages, data


def test_there_are_fixtures_of_every_kind() -> None:
    names = {path.stem for path in FIXTURES}
    assert len(names) >= 10
    messages, _ = load_thread(THREADS / "long_mailing_list.json")
    assert len(messages) >= 30


@pytest.mark.parametrize("path", FIXTURES, ids=lambda p: p.stem)
def test_summary_has_every_key_fact_within_budget(path: Path) -> None:
    messages, data = load_thread(path)
    summary = summarize_messages(messages, [])
    missing = [fact for fact in data["expected_key_facts"] if fact.lower() not in summary.text.lower()]
    assert not missing, f"missing {missing} in:\n{summary.text}"
    assert len(summary.text) <= data["max_summary_chars"], summary.text
    assert len(summary.text) <= MAX_SUMMARY_CHARS


def test_quality_table(capsys: pytest.CaptureFixture[str]) -> None:
    """The table in the report: fixture, key facts found / total, summary length / budget."""
    rows = []
    for path in FIXTURES:
        messages, data = load_thread(path)
        text = summarize_messages(messages, []).text
        facts = data["expected_key_facts"]
        found = sum(fact.lower() in text.lower() for fact in facts)
        rows.append((path.stem, len(messages), found, len(facts), len(text), data["max_summary_chars"]))
    with capsys.disabled():
        print(f"\n{'fixture':<26} {'msgs':>4} {'facts':>7} {'chars':>11}")
        for name, count, found, total, chars, budget in rows:
            print(f"{name:<26} {count:>4} {found:>3}/{total:<3} {chars:>5}/{budget:<5}")
    assert all(found == total and chars <= budget for _, _, found, total, chars, budget in rows)


def synthetic_thread(messages: int, body_chars: int) -> list[MailMessage]:
    people = [f"Person {chr(65 + i)} <p{i}@example.com>" for i in range(12)]
    topics = ["deploy", "database", "budget", "release", "migration", "invoice", "schema", "cache", "latency", "rollout"]
    start = datetime(2026, 3, 1, tzinfo=timezone.utc)
    thread = []
    for n in range(messages):
        topic, other = topics[n % len(topics)], topics[(n * 7 + 3) % len(topics)]
        sentences = [
            f"Message {n} is about the {topic} work and how it affects the {other} plan.",
            f"We measured {n % 17}.5 ms for v1.{n % 9}.{n % 5} on the staging cluster, e.g. under load.",
            f"Person {chr(65 + (n + 1) % 12)}, please check the {topic} numbers by Friday.",
            f"Can we agree on the {other} approach before 2026-04-{1 + n % 28:02d}?",
            f"I will update the {topic} runbook tomorrow; see https://wiki.example.com/{topic}/{n}.",
        ]
        body: list[str] = []
        k = 0
        while sum(len(s) + 1 for s in body) < body_chars:
            body.append(sentences[k % len(sentences)])
            k += 1
        thread.append(
            MailMessage(f"m{n}@example.com", f"Re: topic {n % 5}", people[n % 12], "\n".join(body), start + timedelta(minutes=n))
        )
    return thread


@pytest.mark.parametrize(("messages", "body_chars"), [(200, 400), (1000, 1000)], ids=["200-messages", "1MB"])
def test_summarizing_a_large_thread_is_fast_and_bounded(
    messages: int, body_chars: int, capsys: pytest.CaptureFixture[str]
) -> None:
    thread = synthetic_thread(messages, body_chars)
    size = sum(len(m.body) for m in thread)
    began = time.perf_counter()
    summary = summarize_messages(thread, [])
    elapsed = time.perf_counter() - began
    with capsys.disabled():
        print(f"\nsummarize_messages: {messages} messages, {size / 1e6:.2f} MB of text: {elapsed * 1000:.0f} ms")
    assert len(summary.text) <= MAX_SUMMARY_CHARS
    assert elapsed < 10.0  # a generous bound for slow CI machines; the report gives the measured figure

