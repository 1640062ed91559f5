"""Mail as the summarizer sees it: plain objects every source produces, whatever it reads.

A source (Maildir, mbox, IMAP, the Gmail API) turns its mail into ``MailMessage`` objects whose
``body`` is already text: MIME decoded, HTML converted, attachments only named, quoted replies
signatures, disclaimers and list footers stripped, so each message contributes only what it adds.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime
from typing import Protocol


@dataclass(frozen=True, slots=True)
class MailMessage:
    message_id: str  # without the angle brackets; derived from the content when the header is missing
    subject: str
    sender: str  # as displayed: "Ann Lee <ann@example.com>" or the address alone
    body: str  # what this message adds, as text
    sent_at: datetime | None = None  # timezone-aware
    in_reply_to: str | None = None
    references: tuple[str, ...] = ()
    recipients: tuple[str, ...] = ()
    attachments: tuple[str, ...] = ()  # file names, never contents
    # An auto-reply, vacation notice or bounce: part of the thread, but none of its facts or dates.
    automated: bool = False


@dataclass(frozen=True, slots=True)
class ThreadInfo:
    thread_id: str  # the root's Message-ID (Gmail: its thread id)
    subject: str
    participants: tuple[str, ...]
    last_date: datetime | None
    message_count: int


@dataclass(frozen=True, slots=True)
class ThreadQuery:
    sender: str | None = None  # a substring of the From of any message
    words: tuple[str, ...] = ()  # every word appears in the subject (case-insensitive)
    since: datetime | None = None  # the thread's last message is at or after this


class MailSourceError(Exception):
    """A problem the caller can act on; the message names the source and what to do, never a secret."""


class CredentialMissing(MailSourceError):
    pass


class CredentialRejected(MailSourceError):
    pass


class ThreadNotFound(MailSourceError):
    pass


class MessageTooLarge(MailSourceError):
    pass


class MalformedMessage(MailSourceError):
    pass


class MailSource(Protocol):
    """One configured mailbox. Implementations may block only behind ``anyio.to_thread``."""

    name: str
    # True when reading needs a credential (IMAP password, Gmail access token).
    needs_credential: bool

    async def list_threads(self, query: ThreadQuery, credential: str | None) -> list[ThreadInfo]:
        """The matching threads, newest first (at most a source-defined bound)."""
        ...

    async def fetch_thread(self, thread_id: str, credential: str | None) -> list[MailMessage]:
        """The thread's messages, oldest first; ThreadNotFound when there is no such thread."""
        ...
