"""ImapSource against a real Dovecot on 127.0.0.1, over implicit TLS and over STARTTLS.

Each test has a user of its own on the session's Dovecot, with mail delivered straight into the
user's Maildir the way a local delivery agent does it.
"""

from __future__ import annotations

import imaplib
import re
import ssl
import time
import uuid
from collections.abc import Callable
from datetime import UTC, datetime, timedelta
from email.message import EmailMessage
from email.utils import format_datetime
from typing import Literal

import pytest

from mcp_agent.tools.summarize.mail import (
    CredentialMissing,
    CredentialRejected,
    MailSourceError,
    MessageTooLarge,
    ThreadNotFound,
    ThreadQuery,
)
from mcp_agent.tools.summarize.sources.imap import ImapSource
from tests.support.dovecot import DovecotServer
from tests.support.live_server import free_port

pytestmark = pytest.mark.integration

T0 = datetime(2026, 3, 2, 9, 0, tzinfo=UTC)
MAX_BYTES = 256 * 1024
SECURITIES: tuple[Literal["tls", "starttls"], ...] = ("tls", "starttls")


def message(
    message_id: str,
    subject: str,
    sender: str,
    body: str,
    *,
    at: datetime,
    reply_to: list[str] | None = None,
    html: str | None = None,
) -> bytes:
    msg = EmailMessage()
    msg["Message-ID"] = f"<{message_id}>"
    msg["Subject"] = subject
    msg["From"] = sender
    msg["To"] = "team@example.com"
    msg["Date"] = format_datetime(at)
    if reply_to:
        msg["In-Reply-To"] = f"<{reply_to[-1]}>"
        msg["References"] = " ".join(f"<{ref}>" for ref in reply_to)
    msg.set_content(body, charset="utf-8", cte="quoted-printable")
    if html is not None:
        msg.add_alternative(html, subtype="html", charset="utf-8")
    return msg.as_bytes()


class Mailbox:
    """A fresh Dovecot user and ImapSources reading its INBOX."""

    def __init__(self, server: DovecotServer) -> None:
        self.server = server
        self.user = f"u{uuid.uuid4().hex[:10]}"
        self.password = f"pw-{uuid.uuid4().hex}"
        server.add_user(self.user, self.password)

    def deliver(self, raw: bytes) -> None:
        self.server.deliver(self.user, raw)

    def source(self, security: Literal["tls", "starttls"] = "tls", **overrides: object) -> ImapSource:
        settings: dict[str, object] = {
            "security": security,
            "username": self.user,
            "ca_file": self.server.ca_file,
            "max_message_bytes": MAX_BYTES,
            "timeout_seconds": 10.0,
        }
        settings.update(overrides)
        port = self.server.tls_port if security == "tls" else self.server.starttls_port
        return ImapSource("work-mail", self.server.host, port, **settings)  # type: ignore[arg-type]

    def logouts(self) -> list[str]:
        """Dovecot's closing line of each of this user's IMAP sessions (what it sent: headers, bodies)."""
        return [
            line for line in self.server.log().splitlines() if f"imap({self.user})" in line and "Disconnected" in line
        ]

    def next_logout(self, seen: int) -> str:
        """The closing line of the session after the first ``seen``: Dovecot writes it just after the client left."""
        deadline = time.monotonic() + 5.0
        while len(lines := self.logouts()) <= seen:
            assert time.monotonic() < deadline, f"no session end logged for {self.user}:\n{self.server.log()[-3000:]}"
            time.sleep(0.02)
        return lines[seen]


@pytest.fixture
def mailbox(dovecot: DovecotServer) -> Mailbox:
    return Mailbox(dovecot)


def launch_thread(box: Mailbox) -> None:
    """Three threads: a launch discussion (3 messages, 3 people), a budget question, an old notice."""
    box.deliver(
        message(
            "notice@x", "Office closed Monday", "Facilities <fac@example.com>", "Closed.", at=T0 - timedelta(days=30)
        )
    )
    box.deliver(message("launch-1@x", "Launch plan", "Ann Lee <ann@example.com>", "Ship on Friday?", at=T0))
    box.deliver(
        message(
            "budget-1@x", "Budget Q3", "Raj Patel <raj@example.com>", "Numbers attached.", at=T0 + timedelta(hours=1)
        )
    )
    box.deliver(
        message(
            "launch-2@x",
            "Re: Launch plan",
            "Bob Stone <bob@example.com>",
            "Friday works.\n\n> Ship on Friday?\n",
            at=T0 + timedelta(hours=2),
            reply_to=["launch-1@x"],
        )
    )
    box.deliver(
        message(
            "launch-3@x",
            "Re: Launch plan",
            "Chen Wu <chen@example.com>",
            "Docs are ready.",
            at=T0 + timedelta(hours=3),
            reply_to=["launch-1@x", "launch-2@x"],
        )
    )


@pytest.mark.parametrize("security", SECURITIES)
async def test_lists_threads_newest_first_with_counts_and_participants(
    mailbox: Mailbox, security: Literal["tls", "starttls"]
) -> None:
    launch_thread(mailbox)
    seen = len(mailbox.logouts())
    threads = await mailbox.source(security).list_threads(ThreadQuery(), mailbox.password)

    assert [(t.thread_id, t.subject, t.message_count) for t in threads] == [
        ("launch-1@x", "Launch plan", 3),
        ("budget-1@x", "Budget Q3", 1),
        ("notice@x", "Office closed Monday", 1),
    ]
    assert threads[0].participants == (
        "Ann Lee <ann@example.com>",
        "Bob Stone <bob@example.com>",
        "Chen Wu <chen@example.com>",
    )
    assert threads[0].last_date == T0 + timedelta(hours=3)
    # A listing reads headers only: Dovecot counted no body sent.
    assert "body_count=0" in mailbox.next_logout(seen)


async def test_query_filters_by_sender_subject_words_and_date(mailbox: Mailbox) -> None:
    launch_thread(mailbox)
    source = mailbox.source()

    async def ids(query: ThreadQuery) -> list[str]:
        return [t.thread_id for t in await source.list_threads(query, mailbox.password)]

    assert await ids(ThreadQuery(sender="chen@")) == ["launch-1@x"]  # a reply's sender finds the whole thread
    assert await ids(ThreadQuery(sender="Raj")) == ["budget-1@x"]
    assert await ids(ThreadQuery(words=("budget", "q3"))) == ["budget-1@x"]
    assert await ids(ThreadQuery(words=("launch",), sender="ann@")) == ["launch-1@x"]
    assert await ids(ThreadQuery(since=T0 + timedelta(minutes=90))) == ["launch-1@x"]  # by its last message
    assert await ids(ThreadQuery(since=T0 - timedelta(days=60))) == ["launch-1@x", "budget-1@x", "notice@x"]
    assert await ids(ThreadQuery(sender="nobody@example.com")) == []
    assert await ids(ThreadQuery(words=("ümlaut",))) == []


@pytest.mark.parametrize("security", SECURITIES)
async def test_fetch_thread_returns_decoded_bodies_oldest_first(
    mailbox: Mailbox, security: Literal["tls", "starttls"]
) -> None:
    launch_thread(mailbox)
    mailbox.deliver(
        message(
            "launch-4@x",
            "Re: Launch plan",
            "Dana Roy <dana@example.com>",
            "Café opens at 9 — bring the naïve plan.",
            at=T0 + timedelta(hours=4),
            reply_to=["launch-1@x", "launch-3@x"],
            html="<p>Café opens at <b>9</b> — bring the naïve plan.</p>",
        )
    )
    messages = await mailbox.source(security).fetch_thread("launch-1@x", mailbox.password)

    assert [m.message_id for m in messages] == ["launch-1@x", "launch-2@x", "launch-3@x", "launch-4@x"]
    assert [m.sender for m in messages][:2] == ["Ann Lee <ann@example.com>", "Bob Stone <bob@example.com>"]
    assert messages[0].body.strip() == "Ship on Friday?"
    assert messages[1].body.strip() == "Friday works."  # the quoted line is not repeated
    assert messages[3].body.strip() == "Café opens at 9 — bring the naïve plan."
    assert messages[1].in_reply_to == "launch-1@x"


async def test_reading_leaves_the_mail_unread(mailbox: Mailbox) -> None:
    launch_thread(mailbox)
    await mailbox.source().fetch_thread("launch-1@x", mailbox.password)

    client = imaplib.IMAP4_SSL(
        mailbox.server.host,
        mailbox.server.tls_port,
        ssl_context=ssl.create_default_context(cafile=mailbox.server.ca_file),
    )
    try:
        client.login(mailbox.user, mailbox.password)
        client.select("INBOX", readonly=True)
        typ, data = client.uid("SEARCH", "SEEN")
    finally:
        client.logout()
    assert typ == "OK" and data == [b""]


@pytest.mark.parametrize("security", SECURITIES)
async def test_wrong_password_is_rejected_without_echoing_it(
    mailbox: Mailbox, security: Literal["tls", "starttls"]
) -> None:
    launch_thread(mailbox)
    wrong = "hunter2-Wrong-Secret"
    with pytest.raises(CredentialRejected) as raised:
        await mailbox.source(security).list_threads(ThreadQuery(), wrong)

    text = str(raised.value)
    assert "work-mail" in text and mailbox.user in text and "configure a valid password" in text
    assert wrong not in text and "hunter2" not in text


async def test_rotated_password_takes_effect_on_the_next_call(mailbox: Mailbox) -> None:
    launch_thread(mailbox)
    source = mailbox.source("starttls")
    old = mailbox.password
    assert len(await source.list_threads(ThreadQuery(), old)) == 3

    new = f"rotated-{uuid.uuid4().hex}"
    mailbox.server.set_password(mailbox.user, new)
    with pytest.raises(CredentialRejected):
        await source.list_threads(ThreadQuery(), old)
    assert len(await source.list_threads(ThreadQuery(), new)) == 3


async def test_non_ascii_password_logs_in(mailbox: Mailbox) -> None:
    launch_thread(mailbox)
    password = "pässwörd-日本-" + uuid.uuid4().hex[:6]
    mailbox.server.set_password(mailbox.user, password)
    assert len(await mailbox.source().list_threads(ThreadQuery(), password)) == 3


async def test_missing_credential_names_what_to_configure(mailbox: Mailbox) -> None:
    with pytest.raises(CredentialMissing, match=f"needs the IMAP password of user '{mailbox.user}'"):
        await mailbox.source().list_threads(ThreadQuery(), None)


async def test_oversized_message_is_refused_before_download(mailbox: Mailbox) -> None:
    launch_thread(mailbox)
    big = "x" * 200 + "\n"
    mailbox.deliver(
        message(
            "launch-big@x",
            "Re: Launch plan",
            "Bob Stone <bob@example.com>",
            big * 2000,
            at=T0 + timedelta(hours=5),
            reply_to=["launch-1@x", "launch-3@x"],
        )
    )
    source = mailbox.source()
    before = len(mailbox.logouts())
    # Still listed (only its headers are read), with the thread's real size.
    threads = await source.list_threads(ThreadQuery(words=("launch",)), mailbox.password)
    assert threads[0].message_count == 4

    mailbox.next_logout(before)  # the listing's session end, logged a moment after the client left
    seen = before + 1
    with pytest.raises(MessageTooLarge) as raised:
        await source.fetch_thread("launch-1@x", mailbox.password)
    assert "work-mail" in str(raised.value) and str(MAX_BYTES) in str(raised.value)
    assert "body_count=0" in mailbox.next_logout(seen)  # not one message body was sent

    roomy = mailbox.source(max_message_bytes=1024 * 1024)
    assert len(await roomy.fetch_thread("launch-1@x", mailbox.password)) == 4


async def test_unknown_thread_is_not_found(mailbox: Mailbox) -> None:
    launch_thread(mailbox)
    with pytest.raises(ThreadNotFound, match="no thread 'never-sent@x'"):
        await mailbox.source().fetch_thread("never-sent@x", mailbox.password)


async def test_missing_mailbox_names_the_mailbox(mailbox: Mailbox) -> None:
    with pytest.raises(MailSourceError, match="no mailbox 'Projekte/Übersicht'"):
        await mailbox.source(mailbox="Projekte/Übersicht").list_threads(ThreadQuery(), mailbox.password)


async def test_untrusted_certificate_points_at_ca_file(mailbox: Mailbox) -> None:
    with pytest.raises(MailSourceError, match="could not be verified .*configure ca_file") as raised:
        await mailbox.source(ca_file=None).list_threads(ThreadQuery(), mailbox.password)
    assert f"127.0.0.1:{mailbox.server.tls_port}" in str(raised.value)


async def test_tls_on_the_starttls_port_fails_naming_the_server(mailbox: Mailbox) -> None:
    source = ImapSource(
        "work-mail",
        "127.0.0.1",
        mailbox.server.starttls_port,
        security="tls",
        username=mailbox.user,
        ca_file=mailbox.server.ca_file,
        max_message_bytes=MAX_BYTES,
        timeout_seconds=5.0,
    )
    with pytest.raises(MailSourceError, match=rf"127\.0\.0\.1:{mailbox.server.starttls_port}.*try 'starttls'"):
        await source.list_threads(ThreadQuery(), mailbox.password)


async def test_unreachable_server_is_named() -> None:
    port = free_port()  # nothing listens there
    source = ImapSource("work-mail", "127.0.0.1", port, security="tls", username="ann", max_message_bytes=MAX_BYTES)
    with pytest.raises(MailSourceError, match=rf"could not reach the IMAP server 127\.0\.0\.1:{port}"):
        await source.list_threads(ThreadQuery(), "secret")


async def test_a_200_message_thread_is_fetched(
    mailbox: Mailbox, record_property: Callable[[str, object], None]
) -> None:
    ids = [f"long-{n}@x" for n in range(200)]
    for n, message_id in enumerate(ids):
        mailbox.deliver(
            message(
                message_id,
                "Incident 4711" if n == 0 else "Re: Incident 4711",
                f"Person {n % 7} <p{n % 7}@example.com>",
                f"Update {n}: still investigating.",
                at=T0 + timedelta(minutes=n),
                reply_to=[ids[0], ids[n - 1]] if n else None,
            )
        )
    source = mailbox.source()
    before = len(mailbox.logouts())
    threads = await source.list_threads(ThreadQuery(), mailbox.password)  # Dovecot builds its index once
    assert [(t.thread_id, t.message_count, len(t.participants)) for t in threads] == [(ids[0], 200, 7)]

    mailbox.next_logout(before)  # Dovecot logs the listing's session end a moment after the client left
    seen = before + 1
    started = time.perf_counter()
    messages = await source.fetch_thread(ids[0], mailbox.password)
    elapsed = time.perf_counter() - started
    record_property("fetch_200_seconds", round(elapsed, 3))
    print(f"fetch_thread of 200 messages over TLS: {elapsed * 1000:.0f} ms")

    assert [m.message_id for m in messages] == ids
    assert [m.body.strip() for m in messages[:2]] == [
        "Update 0: still investigating.",
        "Update 1: still investigating.",
    ]
    assert re.search(r"body_count=200\b", mailbox.next_logout(seen))
    assert elapsed < 10.0
