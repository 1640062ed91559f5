"""The fixture corpus (tests/data/threads/*.json) as mail: each message is built into RFC 5322
bytes (headers, plain text, HTML, calendar parts, delivery reports) and read back through the
same parser and cleaning as a mail source's messages, so a fixture's quotes, signatures,
disclaimers and list footers are stripped exactly as a real mailbox's would be.

A fixture says what a reader must find: ``expected_key_facts`` (substrings of the summary),
``must_not_contain`` (strings that must not leak into it: footers, quotes, signatures,
disclaimers, auto-replies), ``owners`` (a task's words → the person it was given to, checked in
the action items) and ``max_summary_chars``.
"""

from __future__ import annotations

import hashlib
import json
from dataclasses import dataclass
from datetime import datetime
from email.message import EmailMessage
from email.mime.message import MIMEMessage
from email.mime.multipart import MIMEMultipart
from email.mime.text import MIMEText
from email.utils import format_datetime
from pathlib import Path
from typing import Any

from mcp_agent.tools.summarize.mail import MailMessage
from mcp_agent.tools.summarize.mime import parse_message
from mcp_agent.tools.summarize.summarizer import Summary

THREADS = Path(__file__).resolve().parent.parent / "data" / "threads"
FIXTURES = sorted(THREADS.glob("*.json"))
LIMIT = 25 * 1024 * 1024


def _raw(number: int, thread: str, m: dict[str, Any], previous: list[str]) -> bytes:
    message_id = hashlib.sha256(f"{thread}/{number}".encode()).hexdigest()[:16] + "@fixtures.invalid"
    kind = m.get("kind", "mail")
    body, html, calendar = m.get("body"), m.get("html"), m.get("calendar")
    built: EmailMessage | MIMEMultipart
    if kind == "bounce":
        built = MIMEMultipart("report", report_type="delivery-status")
        built.attach(MIMEText(body or "", "plain", "utf-8"))
        status = EmailMessage()
        status["Reporting-MTA"] = "dns; mx.example.net"
        built.attach(MIMEMessage(status, "delivery-status"))
    else:
        built = EmailMessage()
        if html is not None and body is None:
            built.set_content(html, subtype="html")
        else:
            built.set_content(body or "")
            if html is not None:
                built.add_alternative(html, subtype="html")
        if calendar is not None:
            built.add_alternative(calendar, subtype="calendar", params={"method": "REQUEST"})
        for name in m.get("attachments", []):
            built.add_attachment(b"%PDF-1.4 fixture", maintype="application", subtype="octet-stream", filename=name)
    built["From"] = m["sender"]
    if m.get("to"):
        built["To"] = ", ".join(m["to"])
    if m.get("cc"):
        built["Cc"] = ", ".join(m["cc"])
    built["Subject"] = m["subject"]
    built["Date"] = format_datetime(datetime.fromisoformat(m["sent_at"]))
    built["Message-ID"] = f"<{message_id}>"
    if previous:
        built["In-Reply-To"] = f"<{previous[-1]}>"
        built["References"] = " ".join(f"<{p}>" for p in previous[-10:])
    for name, value in m.get("headers", {}).items():
        built[name] = value
    previous.append(message_id)
    return built.as_bytes()


def load_thread(path: Path) -> tuple[list[MailMessage], dict[str, Any]]:
    data = json.loads(path.read_text(encoding="utf-8"))
    previous: list[str] = []
    messages = [
        parse_message(_raw(number, data["name"], m, previous), max_bytes=LIMIT, source="fixtures")
        for number, m in enumerate(data["messages"])
    ]
    return messages, data


@dataclass(frozen=True)
class Score:
    name: str
    language: str
    messages: int
    facts_found: int
    facts: int
    leaks: list[str]
    owners_right: int
    owners: int
    wrong_owners: list[str]
    missing: list[str]
    chars: int
    budget: int


def score(data: dict[str, Any], messages: list[MailMessage], summary: Summary, text: str | None = None) -> Score:
    """How ``text`` (default: the summary's) does against the fixture's expectations."""
    shown = (summary.text if text is None else text).lower()
    facts = data["expected_key_facts"]
    missing = [fact for fact in facts if fact.lower() not in shown]
    leaks = [s for s in data.get("must_not_contain", []) if s.lower() in shown]
    wrong: list[str] = []
    owners: dict[str, str] = data.get("owners", {})
    for task, owner in owners.items():
        if text is None:
            items = [a for a in summary.highlights.action_items if task.lower() in a.lower()]
            if not any(a.lower().startswith(owner.lower() + ":") for a in items):
                wrong.append(f"{task} → {owner} (action items: {items})")
        else:
            lines = [line for line in shown.splitlines() if task.lower() in line]
            if not any(owner.lower() in line for line in lines):
                wrong.append(f"{task} → {owner}")
    return Score(
        name=data["name"],
        language=data.get("language", "en"),
        messages=len(messages),
        facts_found=len(facts) - len(missing),
        facts=len(facts),
        leaks=leaks,
        owners_right=len(owners) - len(wrong),
        owners=len(owners),
        wrong_owners=wrong,
        missing=missing,
        chars=len(summary.text if text is None else text),
        budget=data["max_summary_chars"],
    )
