"""The real-mail suite (tests/data/realmail): messages nobody here wrote, copied from the public
test fixtures of reply and signature parsers (SOURCES.md names each), with our own labels.

A case is one message and says, in short strings of its text, what is new (``new``: the cleaned
body keeps it), what a reader needs (``facts``: the thread's summary shows it) and what the sender
did not write for this message (``quoted``, ``attribution``, ``signature``, ``banner``,
``footer``: neither the cleaned body nor the summary may show it).

Cases become threads of up to three messages of one language (a case may name its thread, as
the riak-users list thread does), in RFC 5322 bytes written to a Maildir and to an mbox file and
read back through those sources, so the suite runs the same decode and cleaning path a user's
mailbox does. Each case falls in ``seen`` or ``held_out`` by a hash of its id (70/30); held-out
cases are reported, never tuned on.
"""

from __future__ import annotations

import hashlib
import json
import mailbox
from collections import defaultdict
from dataclasses import dataclass, field
from datetime import UTC, datetime, timedelta
from email.message import EmailMessage
from email.utils import format_datetime
from pathlib import Path
from typing import Any

import anyio

from mcp_agent.tools.summarize.mail import MailMessage
from mcp_agent.tools.summarize.sources.maildir import MaildirSource
from mcp_agent.tools.summarize.sources.mbox import MboxSource
from mcp_agent.tools.summarize.summarizer import summarize_messages

SUITE = Path(__file__).resolve().parent.parent / "data" / "realmail"
LEAK_KINDS = ("quoted", "attribution", "signature", "banner", "footer")
T0 = datetime(2026, 2, 2, 9, 0, tzinfo=UTC)
LIMIT = 25 * 1024 * 1024


def split_of(case_id: str) -> str:
    return "held_out" if hashlib.sha256(case_id.encode()).digest()[0] % 10 < 3 else "seen"


def load_cases() -> list[dict[str, Any]]:
    cases: list[dict[str, Any]] = json.loads((SUITE / "cases.json").read_text(encoding="utf-8"))
    for case in cases:
        case["split"] = split_of(case["id"])
    return cases


def threads_of(cases: list[dict[str, Any]]) -> dict[str, list[dict[str, Any]]]:
    """Named threads as named; the rest in id order, three at most per thread, one language and
    one split per thread."""
    threads: dict[str, list[dict[str, Any]]] = defaultdict(list)
    pending: dict[tuple[str, str], list[dict[str, Any]]] = defaultdict(list)
    for case in sorted(cases, key=lambda c: c["id"]):
        if "thread" in case:
            threads[case["thread"]].append(case)
        else:
            pending[(case["split"], case["lang"])].append(case)
    for (split, language), group in sorted(pending.items()):
        for start in range(0, len(group), 3):
            threads[f"{language}-{split}-{start // 3 + 1}"] = group[start : start + 3]
    return dict(threads)


def raw_message(thread: str, number: int, case: dict[str, Any], previous: list[str]) -> bytes:
    message = EmailMessage()
    text = (SUITE / case["file"]).read_text(encoding="utf-8")
    if case["file"].endswith(".html"):
        message.set_content(text, subtype="html")
    else:
        message.set_content(text)
    message_id = f"{case['id']}@realmail.invalid"
    message["From"] = case["sender"]
    message["To"] = "list@example.org"
    message["Subject"] = case.get("subject") or ("Re: " if number else "") + f"case {thread}"
    message["Date"] = format_datetime(T0 + timedelta(hours=number))
    message["Message-ID"] = f"<{message_id}>"
    if previous:
        message["In-Reply-To"] = f"<{previous[-1]}>"
        message["References"] = " ".join(f"<{p}>" for p in previous)
    previous.append(message_id)
    return message.as_bytes()


def write_mailboxes(threads: dict[str, list[dict[str, Any]]], where: Path) -> tuple[MaildirSource, MboxSource]:
    where.mkdir(parents=True, exist_ok=True)
    maildir = mailbox.Maildir(str(where / "Maildir"), create=True)
    mbox = mailbox.mbox(str(where / "mail.mbox"), create=True)
    for name, cases in threads.items():
        previous: list[str] = []
        for number, case in enumerate(cases):
            raw = raw_message(name, number, case, previous)
            maildir.add(raw)
            mbox.add(raw)
    mbox.flush()
    return (
        MaildirSource("realmail-maildir", str(where / "Maildir"), max_message_bytes=LIMIT, max_messages=10_000),
        MboxSource("realmail-mbox", str(where / "mail.mbox"), max_message_bytes=LIMIT, max_messages=10_000),
    )


@dataclass
class CaseScore:
    case: dict[str, Any]
    facts_found: list[str] = field(default_factory=list)
    facts_missing: list[str] = field(default_factory=list)
    over_stripped: list[str] = field(default_factory=list)  # new text the cleaned body lost
    leaks: list[str] = field(default_factory=list)  # "kind: text" in the body or the summary


def text_of_leaks(case: dict[str, Any]) -> list[str]:
    return [text for kind in LEAK_KINDS for text in case.get(kind, [])]


def score_thread(cases: list[dict[str, Any]], messages: list[MailMessage]) -> tuple[list[CaseScore], str]:
    by_id = {m.message_id: m for m in messages}
    raw = {c["id"]: (SUITE / c["file"]).read_text(encoding="utf-8").lower() for c in cases}
    summary = summarize_messages(messages, []).text
    shown = summary.lower()
    scores = []
    for case in cases:
        body = by_id[f"{case['id']}@realmail.invalid"].body.lower()
        result = CaseScore(case)
        for fact in case.get("facts", []):
            (result.facts_found if fact.lower() in shown else result.facts_missing).append(fact)
        result.over_stripped = [
            text for text in case.get("new", []) if " ".join(text.lower().split()) not in " ".join(body.split())
        ]
        # Another message of the thread may write the same words as its own: then the summary may show them.
        for kind in LEAK_KINDS:
            for text in case.get(kind, []):
                elsewhere = any(
                    text.lower() in raw[c["id"]] and text not in text_of_leaks(c) for c in cases if c is not case
                )
                where = [w for w, t in (("body", body), ("summary", "" if elsewhere else shown)) if text.lower() in t]
                if where:
                    result.leaks.append(f"{kind} in {'+'.join(where)}: {text!r}")
        scores.append(result)
    return scores, summary


def run_suite(where: Path, source: str = "maildir") -> tuple[list[CaseScore], dict[str, str]]:
    cases = load_cases()
    threads = threads_of(cases)
    maildir, mbox = write_mailboxes(threads, where)
    chosen = maildir if source == "maildir" else mbox

    async def fetch_all() -> dict[str, list[MailMessage]]:
        out = {}
        for name, group in threads.items():
            root = f"{group[0]['id']}@realmail.invalid"
            out[name] = await chosen.fetch_thread(root, None)
        return out

    fetched = anyio.run(fetch_all)
    scores: list[CaseScore] = []
    summaries: dict[str, str] = {}
    for name, group in threads.items():
        thread_scores, summaries[name] = score_thread(group, fetched[name])
        scores.extend(thread_scores)
    return scores, summaries


def table(scores: list[CaseScore]) -> list[tuple[str, str, int, int, int, int, int, int]]:
    """(split, language, cases, facts found, facts, leak checks, leaks, over-stripped) rows."""
    rows = []
    keys = sorted({(s.case["split"], s.case["lang"]) for s in scores})
    for split, language in keys + [(split, "all") for split in ("seen", "held_out")]:
        group = [s for s in scores if s.case["split"] == split and language in ("all", s.case["lang"])]
        checks = sum(len(s.case.get(kind, [])) for s in group for kind in LEAK_KINDS)
        rows.append(
            (
                split,
                language,
                len(group),
                sum(len(s.facts_found) for s in group),
                sum(len(s.facts_found) + len(s.facts_missing) for s in group),
                checks,
                sum(len(s.leaks) for s in group),
                sum(len(s.over_stripped) for s in group),
            )
        )
    return rows


def print_report(scores: list[CaseScore]) -> None:
    print(f"\n{'split':<9} {'lang':<4} {'cases':>5} {'facts':>9} {'leaks':>9} {'lost new':>8}")
    for split, language, count, found, facts, checks, leaks, lost in table(scores):
        print(f"{split:<9} {language:<4} {count:>5} {found:>4}/{facts:<4} {leaks:>4}/{checks:<4} {lost:>8}")
    for s in scores:
        for problem in (
            [f"missing fact {f!r}" for f in s.facts_missing] + s.leaks + [f"lost {t!r}" for t in s.over_stripped]
        ):
            print(f"  [{s.case['split']}] {s.case['id']}: {problem}")
