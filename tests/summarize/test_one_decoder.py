"""One decoder for every source: a thread of real mail (tests/data/realmail: Gmail, Apple Mail,
Outlook, Yahoo, Mail.ru messages in Danish, Russian, Polish, Japanese, English; plain text and
HTML) reads the same, cleaned body for cleaned body, from a Maildir, an mbox file, a real Dovecot
over IMAPS and the Gmail API stand-in, because every source hands its bytes to the same MIME
decoding and cleaning (mime.read_message)."""

from __future__ import annotations

from datetime import UTC, datetime
from pathlib import Path

import pytest

from mcp_agent.tools.summarize.sources.gmail import GmailSource
from tests.support.dovecot import DovecotServer
from tests.support.gmail_api import GmailStandIn, gmail_api

from .realmail import load_cases, raw_message
from .test_imap_source import Mailbox
from .test_local_sources import sources as local_sources

pytestmark = pytest.mark.integration

CASES = ["ar-danish-1", "cr-ru-gmail", "tl-html-mailru", "qq-yahoo-reply", "tl-pl-two-lines", "ar-caution", "ar-ja-1-2"]
TOKEN = "ya29.one-decoder-token"


def thread() -> list[bytes]:
    by_id = {case["id"]: case for case in load_cases()}
    previous: list[str] = []
    return [raw_message("one-decoder", number, by_id[name], previous) for number, name in enumerate(CASES)]


async def test_a_thread_of_real_mail_reads_the_same_from_every_source(tmp_path: Path, dovecot: DovecotServer) -> None:
    raws = thread()
    root = f"{CASES[0]}@realmail.invalid"
    maildir, mbox = local_sources(tmp_path, raws)
    from_maildir = await maildir.fetch_thread(root, None)
    from_mbox = await mbox.fetch_thread(root, None)

    box = Mailbox(dovecot)
    for raw in raws:
        box.deliver(raw)
    from_imap = await box.source().fetch_thread(root, box.password)

    api = GmailStandIn(valid_token=TOKEN)
    start = datetime(2026, 2, 2, 9, 0, tzinfo=UTC)
    thread_id = api.add_thread([(raw, start) for raw in raws])
    with gmail_api(api):
        gmail = GmailSource("gmail", base_url=api.base_url, max_message_bytes=1_000_000)
        from_gmail = await gmail.fetch_thread(thread_id, TOKEN)

    assert len(from_maildir) == len(CASES)
    assert [m.body for m in from_maildir] == [m.body for m in from_mbox]
    assert [m.body for m in from_maildir] == [m.body for m in from_imap]
    assert [m.body for m in from_maildir] == [m.body for m in from_gmail]
    assert from_maildir == from_mbox
    # What each source read is the sender's own text: the quoted Danish question and the banner are gone.
    bodies = "\n".join(m.body for m in from_maildir)
    assert "Det lyder godt." in bodies and "Hvordan går det med projektet" not in bodies
    assert "could you please check and advise us ASAP" in bodies and "CAUTION" not in bodies
