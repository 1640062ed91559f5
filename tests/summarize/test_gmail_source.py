"""GmailSource against a local stand-in of the Gmail REST API, over real HTTP on 127.0.0.1."""

from __future__ import annotations

import logging
import time
from collections.abc import Iterator
from datetime import UTC, datetime, timedelta
from email.utils import format_datetime
from pathlib import Path

import httpx2 as httpx
import pytest

from mcp_agent.tools.summarize.mail import (
    CredentialMissing,
    CredentialRejected,
    MailSourceError,
    MessageTooLarge,
    ThreadNotFound,
    ThreadQuery,
)
from mcp_agent.tools.summarize.sources.gmail import GmailSource, gmail_query
from tests.summarize.test_local_sources import sources as local_sources
from tests.support.gmail_api import (
    GmailStandIn,
    alternative_message,
    attachment_message,
    gmail_api,
    html_only_message,
    latin1_message,
    reply_with_quote,
    rfc822,
)

pytestmark = pytest.mark.integration

TOKEN = "ya29.a0AfB_secret-access-token-123"
T0 = datetime(2026, 3, 2, 9, 0, tzinfo=UTC)
REPORTS = 30  # more than one page of threads.list (the source asks for 25 a page)


def mailbox() -> GmailStandIn:
    api = GmailStandIn(valid_token=TOKEN)
    api.add_thread(
        [
            (alternative_message(T0), T0),
            (reply_with_quote(T0 + timedelta(hours=2)), T0 + timedelta(hours=2)),
            (attachment_message(T0 + timedelta(hours=5)), T0 + timedelta(hours=5)),
        ],
        thread_id="18c0000000000b01",
    )
    api.add_thread([(html_only_message(T0 + timedelta(days=1)), T0 + timedelta(days=1))], thread_id="18c0000000000a01")
    api.add_thread([(latin1_message(T0 - timedelta(days=3)), T0 - timedelta(days=3))], thread_id="18c0000000000c01")
    for n in range(REPORTS):
        when = T0 - timedelta(days=10 + n)
        raw = rfc822(
            sender="Report Bot <reports@example.net>",
            to="team@example.com",
            subject=f"Weekly report {n}",
            date=when,
            message_id=f"report-{n}@example.net",
            body=f"Report number {n}.",
        )
        api.add_thread([(raw, when)], thread_id=f"18c00000000d{n:04x}")
    return api


@pytest.fixture
def api() -> Iterator[GmailStandIn]:
    with gmail_api(mailbox()) as server:
        yield server


def source(api: GmailStandIn, **kw: float) -> GmailSource:
    return GmailSource(
        "work-gmail", base_url=api.base_url, max_message_bytes=int(kw.pop("max_message_bytes", 1_000_000)), **kw
    )


async def test_list_threads_newest_first_across_pages(api: GmailStandIn) -> None:
    threads = await source(api).list_threads(ThreadQuery(), TOKEN)

    # 33 threads in the mailbox, one page is 25: the second page was followed.
    assert len(threads) == 3 + REPORTS
    assert any("pageToken=25" in r for r in api.requests)
    assert [t.subject for t in threads[:3]] == ["Launch party", "Quarterly budget", "Menu du café"]
    dates = [t.last_date for t in threads]
    assert dates == sorted(dates, reverse=True)  # type: ignore[type-var]
    budget = threads[1]
    assert budget.thread_id == "18c0000000000b01"
    assert budget.message_count == 3
    assert budget.participants == ("Ann Lee <ann@example.com>", "Bob Roe <bob@example.com>")
    assert budget.last_date == T0 + timedelta(hours=5)
    # The listing asked only for the headers it shows, not the bodies.
    assert all("format=metadata" in r for r in api.requests if "/threads/" in r)


async def test_list_threads_by_sender_subject_and_date(api: GmailStandIn) -> None:
    gmail = source(api)

    by_sender = await gmail.list_threads(ThreadQuery(sender="carol@example.org"), TOKEN)
    assert [t.subject for t in by_sender] == ["Launch party"]

    by_words = await gmail.list_threads(ThreadQuery(words=("quarterly", "budget")), TOKEN)
    assert [t.thread_id for t in by_words] == ["18c0000000000b01"]

    # Gmail's after: is by day; the source applies the exact instant itself.
    recent = await gmail.list_threads(ThreadQuery(since=T0 + timedelta(hours=4)), TOKEN)
    assert [t.subject for t in recent] == ["Launch party", "Quarterly budget"]

    assert await gmail.list_threads(ThreadQuery(sender="nobody@example.com"), TOKEN) == []


def test_gmail_query_syntax() -> None:
    query = ThreadQuery(sender="Ann Lee", words=("budget", "q1"), since=datetime(2026, 3, 2, 12, tzinfo=UTC))
    assert gmail_query(query) == 'from:"Ann Lee" subject:(budget q1) after:2026/03/01'
    assert gmail_query(ThreadQuery()) == ""


async def test_fetch_thread_decodes_full_payloads(api: GmailStandIn) -> None:
    messages = await source(api).fetch_thread("18c0000000000b01", TOKEN)

    assert [m.message_id for m in messages] == ["budget-1@example.com", "budget-2@example.com", "budget-3@example.com"]
    first, reply, last = messages
    # multipart/alternative: the sender's plain text, not the HTML rendering; quoted-printable UTF-8 decoded.
    assert "cut travel by 10% — can you confirm by Friday?" in first.body
    assert "HTML RENDERING ONLY" not in first.body
    assert first.sender == "Ann Lee <ann@example.com>"
    assert first.recipients == ("Bob Roe <bob@example.com>", "team@example.com")
    assert first.sent_at == T0
    # Quoted text and the signature add nothing: stripped.
    assert "Confirmed: travel is cut by 10% from March." in reply.body
    assert "can you confirm" not in reply.body
    assert "Finance" not in reply.body
    assert reply.in_reply_to == "budget-1@example.com"
    # The attachment is named, never read.
    assert last.attachments == ("budget-v2.pdf",)
    assert "The revised plan is attached." in last.body
    assert "SECRET-ATTACHMENT-CONTENT" not in last.body
    assert last.references == ("budget-1@example.com", "budget-2@example.com")


async def test_fetch_html_only_and_non_utf8_messages(api: GmailStandIn) -> None:
    gmail = source(api)

    [party] = await gmail.fetch_thread("18c0000000000a01", TOKEN)
    assert "The launch party is on June 3 at the roof terrace." in " ".join(party.body.split())
    assert "<p>" not in party.body and "color: red" not in party.body

    [cafe] = await gmail.fetch_thread("18c0000000000c01", TOKEN)
    assert cafe.subject == "Menu du café"
    assert "Le café ouvre à 8 h; crème brûlée vendredi." in cafe.body


# Declared ISO-8859-1 but written in windows-1252 (curly quotes, en dash, euro sign in 0x80-0x9f),
# with RFC 2047 words in the headers and the attachment's name: as much of a mail as a source decodes.
MISLABELLED = (
    "From: =?iso-8859-1?q?Andr=E9_M=FCller?= <andre@example.de>\r\n"
    "To: =?utf-8?q?Bj=C3=B6rn?= <bjorn@example.de>, team@example.com\r\n"
    "Subject: =?windows-1252?q?=93Caf=E9=94_prices?=\r\n"
    f"Date: {format_datetime(T0)}\r\n"
    "Message-ID: <prices-1@example.de>\r\n"
    "MIME-Version: 1.0\r\n"
    'Content-Type: multipart/mixed; boundary="mix"\r\n'
    "\r\n"
    "--mix\r\n"
    "Content-Type: text/plain; charset=iso-8859-1\r\n"
    "Content-Transfer-Encoding: quoted-printable\r\n"
    "\r\n"
    "Le caf=E9 co=FBte d=E9sormais 3 =80 =96 =93prix d=92ami=94.\r\n"
    "--mix\r\n"
    'Content-Type: application/pdf; name="=?utf-8?q?Tarifs_r=C3=A9vis=C3=A9s.pdf?="\r\n'
    'Content-Disposition: attachment; filename="=?utf-8?q?Tarifs_r=C3=A9vis=C3=A9s.pdf?="\r\n'
    "Content-Transfer-Encoding: base64\r\n"
    "\r\n"
    "JVBERi0xLjQK\r\n"
    "--mix--\r\n"
).encode()


async def test_a_message_reads_the_same_from_gmail_as_from_a_maildir_or_mbox(tmp_path: Path) -> None:
    api = GmailStandIn(valid_token=TOKEN)
    thread_id = api.add_thread([(MISLABELLED, T0)])
    with gmail_api(api):
        from_gmail = await source(api).fetch_thread(thread_id, TOKEN)
    local = [await each.fetch_thread("prices-1@example.de", None) for each in local_sources(tmp_path, [MISLABELLED])]

    assert local == [from_gmail, from_gmail]
    [message] = from_gmail
    assert message.body == "Le café coûte désormais 3 € – “prix d’ami”."
    assert (message.subject, message.sender) == ("“Café” prices", "André Müller <andre@example.de>")
    assert message.recipients == ("Björn <bjorn@example.de>", "team@example.com")
    assert message.attachments == ("Tarifs révisés.pdf",)


async def test_unknown_thread_is_not_found(api: GmailStandIn) -> None:
    with pytest.raises(ThreadNotFound, match="work-gmail"):
        await source(api).fetch_thread("18cffffffffffff0", TOKEN)
    # An id that cannot be a Gmail id never reaches the URL.
    before = len(api.requests)
    with pytest.raises(ThreadNotFound):
        await source(api).fetch_thread("../../profile", TOKEN)
    assert len(api.requests) == before


async def test_message_above_the_limit_is_refused(api: GmailStandIn) -> None:
    with pytest.raises(MessageTooLarge, match="work-gmail"):
        await source(api, max_message_bytes=200).fetch_thread("18c0000000000b01", TOKEN)


async def test_wrong_token_and_rotation(api: GmailStandIn, caplog: pytest.LogCaptureFixture) -> None:
    caplog.set_level(logging.DEBUG)
    gmail = source(api)

    with pytest.raises(CredentialRejected) as rejected:
        await gmail.list_threads(ThreadQuery(), "ya29.stale-token-456")
    assert "work-gmail" in str(rejected.value)
    assert "configure a fresh OAuth token for user 'me'" in str(rejected.value)
    assert "stale-token-456" not in str(rejected.value)

    # The operator rotates the token: the new one works at once, the old one is refused.
    api.valid_token = "ya29.rotated-token-789"
    assert len(await gmail.fetch_thread("18c0000000000a01", "ya29.rotated-token-789")) == 1
    with pytest.raises(CredentialRejected):
        await gmail.fetch_thread("18c0000000000a01", TOKEN)

    with pytest.raises(CredentialMissing, match="work-gmail"):
        await gmail.fetch_thread("18c0000000000a01", None)

    for secret in ("stale-token-456", "rotated-token-789", TOKEN):
        assert not [r for r in caplog.records if secret in r.getMessage()]


async def test_429_and_503_are_retried_then_succeed(api: GmailStandIn) -> None:
    api.fail_next(1, 429, retry_after="0")
    api.fail_next(1, 503)
    started = time.monotonic()

    [party] = await source(api).fetch_thread("18c0000000000a01", TOKEN)

    assert party.subject == "Launch party"
    assert len(api.requests) == 3  # two failures, then the answer
    assert time.monotonic() - started < 2


async def test_persistent_503_fails_in_bounded_time(api: GmailStandIn, caplog: pytest.LogCaptureFixture) -> None:
    caplog.set_level(logging.DEBUG)
    api.fail_next(100, 503)
    started = time.monotonic()

    with pytest.raises(MailSourceError) as failed:
        await source(api, timeout_seconds=3.0).fetch_thread("18c0000000000a01", TOKEN)

    assert time.monotonic() - started < 4
    assert len(api.requests) <= 4
    assert "work-gmail" in str(failed.value) and "503" in str(failed.value)
    assert TOKEN not in str(failed.value)
    assert not [r for r in caplog.records if TOKEN in r.getMessage()]


async def test_retry_after_is_honoured_within_the_budget(api: GmailStandIn) -> None:
    # A Retry-After longer than the whole budget: fail at once rather than sleep past it.
    api.fail_next(1, 429, retry_after="30")
    started = time.monotonic()
    with pytest.raises(MailSourceError, match="rate limiting"):
        await source(api, timeout_seconds=2.0).fetch_thread("18c0000000000a01", TOKEN)
    assert time.monotonic() - started < 1


async def test_retry_after_as_an_http_date_is_honoured(api: GmailStandIn) -> None:
    # An HTTP date, even one in the "-0000" form (UTC, no zone vouched for): a minute away is past a 2 s budget.
    later = format_datetime(datetime.now(UTC) + timedelta(seconds=60)).replace("+0000", "-0000")
    api.fail_next(1, 503, retry_after=later)
    started = time.monotonic()
    with pytest.raises(MailSourceError, match="failing \\(HTTP 503\\) after 1 attempts"):
        await source(api, timeout_seconds=2.0).fetch_thread("18c0000000000a01", TOKEN)
    assert time.monotonic() - started < 1


async def test_unreachable_api_is_a_source_error() -> None:
    with gmail_api() as gone:
        base_url = gone.base_url
    gmail = GmailSource("work-gmail", base_url=base_url, max_message_bytes=1_000_000, timeout_seconds=2.0)
    started = time.monotonic()
    with pytest.raises(MailSourceError, match="work-gmail.*could not be reached") as failed:
        await gmail.list_threads(ThreadQuery(), TOKEN)
    assert TOKEN not in str(failed.value)
    assert time.monotonic() - started < 3


async def test_fetch_of_a_200_message_thread() -> None:
    api = GmailStandIn(valid_token=TOKEN)
    messages = []
    for n in range(200):
        when = T0 + timedelta(minutes=n)
        raw = rfc822(
            sender=f"Person {n % 7} <p{n % 7}@example.com>",
            to="team@example.com",
            subject="Re: Long discussion" if n else "Long discussion",
            date=when,
            message_id=f"long-{n}@example.com",
            in_reply_to=f"long-{n - 1}@example.com" if n else None,
            body=f"Point {n}: " + "some substantive text about the plan. " * 20,
        )
        messages.append((raw, when))
    thread_id = api.add_thread(messages)
    with gmail_api(api):
        gmail = GmailSource("work-gmail", base_url=api.base_url, max_message_bytes=1_000_000)
        started = time.perf_counter()
        fetched = await gmail.fetch_thread(thread_id, TOKEN)
        elapsed = time.perf_counter() - started
    assert len(fetched) == 200
    assert [m.message_id for m in fetched][:2] == ["long-0@example.com", "long-1@example.com"]
    print(f"fetch_thread of 200 messages: {elapsed * 1000:.0f} ms")
    assert elapsed < 5


async def test_unknown_mailbox_user_is_a_source_error(api: GmailStandIn) -> None:
    gmail = GmailSource(
        "work-gmail", base_url=api.base_url, user_id="someone-else@example.com", max_message_bytes=1_000_000
    )
    with pytest.raises(MailSourceError, match="no mailbox for user 'someone-else@example.com'") as failed:
        await gmail.list_threads(ThreadQuery(), TOKEN)
    assert not isinstance(failed.value, ThreadNotFound)


async def test_one_injected_client_serves_every_call_and_stays_open(api: GmailStandIn) -> None:
    sent: list[str] = []

    async def record(request: httpx.Request) -> None:
        sent.append(f"{request.method} {request.url.path}")

    async with httpx.AsyncClient(event_hooks={"request": [record]}) as http:
        gmail = GmailSource("work-gmail", base_url=api.base_url, max_message_bytes=1_000_000, http=http)
        threads = await gmail.list_threads(ThreadQuery(words=("weekly",)), TOKEN)
        messages = await gmail.fetch_thread(threads[0].thread_id, TOKEN)
        assert messages and messages[0].body.startswith("Report number")
        # Every request of both calls went through the injected client, which the source leaves open.
        assert sent[0].endswith("/gmail/v1/users/me/threads") and len(sent) == len(api.requests)
        assert not http.is_closed
        # The token travels per request, never as a default header of the shared client.
        assert "authorization" not in {name.lower() for name in http.headers}


async def test_an_auto_reply_is_no_participant_and_its_date_is_not_the_threads() -> None:
    api = GmailStandIn(valid_token=TOKEN)
    asked = rfc822(
        sender="Ann <ann@example.com>",
        to="bob@example.com",
        subject="Budget",
        date=T0,
        message_id="budget-1@example.com",
        body="Can you send the budget?",
    )
    away = rfc822(
        sender="Bob <bob@example.com>",
        to="ann@example.com",
        subject="Out of office: Budget",
        date=T0 + timedelta(minutes=1),
        message_id="ooo-1@example.com",
        body="I am away until May 4.",
        in_reply_to="budget-1@example.com",
    ).replace(b"MIME-Version", b"Auto-Submitted: auto-replied\r\nMIME-Version")
    api.add_thread([(asked, T0), (away, T0 + timedelta(minutes=1))], thread_id="18c0000000000e01")
    with gmail_api(api) as server:
        gmail = GmailSource("work-gmail", base_url=server.base_url, max_message_bytes=1_000_000)
        [info] = await gmail.list_threads(ThreadQuery(), TOKEN)
        messages = await gmail.fetch_thread("18c0000000000e01", TOKEN)
    assert (info.message_count, info.participants, info.last_date) == (2, ("Ann <ann@example.com>",), T0)
    assert [m.automated for m in messages] == [False, True]
