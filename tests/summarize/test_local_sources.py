"""A Maildir and an mbox file on disk as mail sources: listing, queries, fetching, refusals.

The mailboxes are real files in tmp_path, written the way delivery agents write them (Maildir
files named by delivery time in cur/ and new/; mbox through the stdlib ``mailbox`` module).
"""

from __future__ import annotations

import mailbox
import os
from datetime import UTC, datetime, timedelta
from email.message import EmailMessage
from email.utils import format_datetime
from pathlib import Path

import pytest

from mcp_agent.tools.summarize.mail import (
    MailSource,
    MailSourceError,
    MessageTooLarge,
    ThreadNotFound,
    ThreadQuery,
)
from mcp_agent.tools.summarize.sources.maildir import MaildirSource
from mcp_agent.tools.summarize.sources.mbox import MboxSource

pytestmark = pytest.mark.unit

T0 = datetime(2026, 3, 2, 9, 0, tzinfo=UTC)
LIMIT = 100_000


def mail(
    message_id: str,
    subject: str,
    *,
    hours: float,
    sender: str = "Ann Lee <ann@example.com>",
    reply_to: str | None = None,
    body: str = "",
) -> bytes:
    message = EmailMessage()
    message["From"] = sender
    message["To"] = "team@example.com"
    message["Subject"] = subject
    message["Date"] = format_datetime(T0 + timedelta(hours=hours))
    message["Message-ID"] = f"<{message_id}>"
    if reply_to:
        message["In-Reply-To"] = f"<{reply_to}>"
        message["References"] = f"<{reply_to}>"
    message.set_content(body or f"Text of {message_id}.\n\nOn Monday Ann wrote:\n> quoted older text\n")
    return message.as_bytes()


# The same mailbox in both formats, oldest delivered first.
MESSAGES = [
    mail("budget-1@example.com", "Budget 2026", hours=0),
    mail("lunch-1@example.com", "Lunch on Friday?", hours=1, sender="carol@example.com"),
    mail(
        "budget-2@example.com",
        "Re: Budget 2026",
        hours=2,
        sender="Björn <bjorn@example.de>",
        reply_to="budget-1@example.com",
    ),
    mail("offsite-1@example.com", "Offsite agenda", hours=3, sender="bob@example.com"),
    mail("budget-3@example.com", "Re: Budget 2026", hours=4, reply_to="budget-2@example.com"),
]


def write_maildir(root: Path, messages: list[bytes]) -> Path:
    for folder in ("cur", "new", "tmp"):
        (root / folder).mkdir(parents=True, exist_ok=True)
    for index, raw in enumerate(messages):
        # Delivery time leads the name; read mail sits in cur/ with flags, new mail in new/.
        name = f"{1_772_000_000 + index * 60}.M{index}P42.mailhost"
        target = root / "cur" / f"{name}:2,S" if index % 2 else root / "new" / name
        target.write_bytes(raw)
    return root


def write_mbox(path: Path, messages: list[bytes]) -> Path:
    box = mailbox.mbox(str(path), create=True)
    for raw in messages:
        box.add(raw)
    box.close()
    return path


def sources(tmp_path: Path, messages: list[bytes], **options: int) -> list[MailSource]:
    return [
        MaildirSource(
            "maildir", str(write_maildir(tmp_path / "Maildir", messages)), max_message_bytes=LIMIT, **options
        ),
        MboxSource("mbox", str(write_mbox(tmp_path / "inbox.mbox", messages)), max_message_bytes=LIMIT, **options),
    ]


@pytest.fixture(params=["maildir", "mbox"])
def kind(request: pytest.FixtureRequest) -> int:
    return 0 if request.param == "maildir" else 1


async def test_listing_is_newest_first_with_what_a_person_needs(tmp_path: Path, kind: int) -> None:
    source = sources(tmp_path, MESSAGES)[kind]
    assert source.needs_credential is False

    threads = await source.list_threads(ThreadQuery(), None)

    assert [t.thread_id for t in threads] == ["budget-1@example.com", "offsite-1@example.com", "lunch-1@example.com"]
    budget = threads[0]
    assert budget.subject == "Budget 2026"
    assert budget.participants == ("Ann Lee <ann@example.com>", "Björn <bjorn@example.de>")
    assert budget.message_count == 3
    assert budget.last_date == T0 + timedelta(hours=4)


async def test_queries_by_sender_words_and_since(tmp_path: Path, kind: int) -> None:
    source = sources(tmp_path, MESSAGES)[kind]

    async def listed(**query: object) -> list[str]:
        return [t.thread_id for t in await source.list_threads(ThreadQuery(**query), None)]  # type: ignore[arg-type]

    assert await listed(sender="björn") == ["budget-1@example.com"]
    assert await listed(sender="example.com") == [
        "budget-1@example.com",
        "offsite-1@example.com",
        "lunch-1@example.com",
    ]
    assert await listed(words=("friday", "LUNCH")) == ["lunch-1@example.com"]
    assert await listed(since=T0 + timedelta(hours=3)) == ["budget-1@example.com", "offsite-1@example.com"]
    assert await listed(words=("budget",), since=T0 + timedelta(hours=5)) == []


async def test_fetch_returns_the_thread_oldest_first_with_bodies_stripped(tmp_path: Path, kind: int) -> None:
    source = sources(tmp_path, MESSAGES)[kind]

    thread = await source.fetch_thread("budget-1@example.com", None)

    assert [m.message_id for m in thread] == ["budget-1@example.com", "budget-2@example.com", "budget-3@example.com"]
    assert [m.body for m in thread] == [
        "Text of budget-1@example.com.",
        "Text of budget-2@example.com.",
        "Text of budget-3@example.com.",
    ]
    # Any message of the thread names it: the id a model saw in a message works too.
    assert await source.fetch_thread("budget-2@example.com", None) == thread


async def test_an_unknown_thread_says_how_to_find_ids(tmp_path: Path, kind: int) -> None:
    source = sources(tmp_path, MESSAGES)[kind]
    with pytest.raises(ThreadNotFound) as caught:
        await source.fetch_thread("nope@example.com", None)
    assert str(caught.value) == f"no thread 'nope@example.com' in source '{source.name}'; call list_threads for ids"


async def test_an_oversized_message_is_left_out_of_the_listing_and_refused_on_fetch(tmp_path: Path, kind: int) -> None:
    huge_body = "big attachment stand-in\n" * 10_000  # ~240 kB over a 100 kB limit
    huge = mail("budget-4@example.com", "Re: Budget 2026", hours=5, reply_to="budget-3@example.com", body=huge_body)
    alone = mail("video-1@example.com", "The whole video", hours=6, body=huge_body)
    source = sources(tmp_path, [*MESSAGES, huge, alone])[kind]

    threads = await source.list_threads(ThreadQuery(), None)

    assert [t.thread_id for t in threads] == ["budget-1@example.com", "offsite-1@example.com", "lunch-1@example.com"]
    assert threads[0].message_count == 3 and threads[0].last_date == T0 + timedelta(hours=4)
    with pytest.raises(MessageTooLarge) as caught:
        await source.fetch_thread("budget-1@example.com", None)
    assert str(caught.value).startswith(f"a message in source '{source.name}' is ")
    assert str(caught.value).endswith(f"bytes, over the limit of {LIMIT} (MCP_AGENT_MAX_MESSAGE_BYTES)")
    assert len(huge) - 100 <= int(str(caught.value).split(" is ")[1].split(" bytes")[0]) <= len(huge) + 100
    with pytest.raises(MessageTooLarge):
        await source.fetch_thread("video-1@example.com", None)
    # The other threads are untouched.
    assert len(await source.fetch_thread("offsite-1@example.com", None)) == 1


async def test_a_50_mb_maildir_message_is_refused_by_its_size(tmp_path: Path) -> None:
    root = write_maildir(tmp_path / "Maildir", MESSAGES)
    path = root / "new" / "1772999999.M9P42.mailhost"
    path.write_bytes(mail("huge@example.com", "Re: Budget 2026", hours=9, reply_to="budget-3@example.com"))
    os.truncate(path, 50 * 1024 * 1024)  # a sparse 50 MB file: cheap to make, slow to read whole
    source = MaildirSource("work", str(root), max_message_bytes=LIMIT)

    assert (await source.list_threads(ThreadQuery(), None))[0].message_count == 3
    with pytest.raises(MessageTooLarge, match=r"is 52428800 bytes, over the limit of 100000"):
        await source.fetch_thread("budget-1@example.com", None)


async def test_a_malformed_message_is_skipped_and_its_neighbours_still_served(tmp_path: Path, kind: int) -> None:
    garbage = b"\x00\x01 this is not mail at all \xff\xfe\n" * 5
    source = sources(tmp_path, [MESSAGES[0], garbage, *MESSAGES[1:]])[kind]

    threads = await source.list_threads(ThreadQuery(), None)

    assert [t.message_count for t in threads] == [3, 1, 1]
    assert len(await source.fetch_thread("budget-1@example.com", None)) == 3


async def test_only_the_newest_messages_are_read(tmp_path: Path, kind: int) -> None:
    source = sources(tmp_path, MESSAGES, max_messages=2)[kind]
    threads = await source.list_threads(ThreadQuery(), None)
    # The two newest: budget-3 (its thread root not read, so it roots the thread) and the offsite.
    assert [(t.thread_id, t.message_count) for t in threads] == [
        ("budget-3@example.com", 1),
        ("offsite-1@example.com", 1),
    ]


async def test_a_missing_mailbox_names_the_source_and_the_setting_not_the_path(tmp_path: Path) -> None:
    secret_path = str(tmp_path / "home" / "ann" / "Maildir")
    for source in (
        MaildirSource("work", secret_path, max_message_bytes=LIMIT),
        MboxSource("work", secret_path + ".mbox", max_message_bytes=LIMIT),
    ):
        with pytest.raises(MailSourceError) as caught:
            await source.list_threads(ThreadQuery(), None)
        assert "mail source 'work'" in str(caught.value) and "path" in str(caught.value)
        assert secret_path not in str(caught.value)


async def test_a_directory_without_cur_and_new_is_not_a_maildir(tmp_path: Path) -> None:
    (tmp_path / "empty").mkdir()
    with pytest.raises(MailSourceError, match="mail source 'work'"):
        await MaildirSource("work", str(tmp_path / "empty"), max_message_bytes=LIMIT).list_threads(ThreadQuery(), None)


async def test_an_empty_mailbox_lists_nothing(tmp_path: Path, kind: int) -> None:
    source = sources(tmp_path, [])[kind]
    assert await source.list_threads(ThreadQuery(), None) == []
    with pytest.raises(ThreadNotFound):
        await source.fetch_thread("any@example.com", None)


async def test_mbox_from_escaping_is_undone_so_body_lines_starting_from_survive(tmp_path: Path) -> None:
    raw = mail("from-1@example.com", "Plan", hours=0, body="Plan:\nFrom Monday we ship v2.0.1.\n")
    path = write_mbox(tmp_path / "inbox.mbox", [raw])
    assert b"\n>From Monday" in path.read_bytes()  # as mbox stores it

    thread = await MboxSource("mbox", str(path), max_message_bytes=LIMIT).fetch_thread("from-1@example.com", None)

    assert thread[0].body == "Plan:\nFrom Monday we ship v2.0.1."


async def test_a_message_without_message_id_is_listed_and_fetched_by_the_same_id(tmp_path: Path, kind: int) -> None:
    no_id = b"From: dave@example.com\nSubject: Quick question\nDate: Mon, 2 Mar 2026 20:00:00 +0000\n\nAre we on for v1.2.3?\n"
    source = sources(tmp_path, [*MESSAGES, no_id])[kind]

    listed = [t for t in await source.list_threads(ThreadQuery(sender="dave"), None)]
    assert len(listed) == 1 and listed[0].thread_id.startswith("generated-")

    thread = await source.fetch_thread(listed[0].thread_id, None)
    assert [(m.message_id, m.body) for m in thread] == [(listed[0].thread_id, "Are we on for v1.2.3?")]
