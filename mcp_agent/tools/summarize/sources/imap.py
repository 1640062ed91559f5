"""An IMAP mailbox (Dovecot, Exchange, Fastmail, Gmail's IMAP...) as a ``MailSource``.

Stateless like the server: every call opens its own connection, logs in with the credential
resolved for that request, reads, and logs out, so a rotated password takes effect on the next
call and nothing stays connected between requests. The mailbox is opened read-only (EXAMINE) and
bodies are fetched with BODY.PEEK: summarizing never marks mail as read.

Listing reads only headers (with each message's RFC822.SIZE) of the newest ``LIST_WINDOW``
messages and threads them with the same rules as every other source; fetching a thread re-lists
those headers, picks the thread, refuses any message over ``max_message_bytes`` by its size
before downloading anything, then downloads just that thread's messages.

The protocol is ``imapclient``'s (FETCH response parsing, mailbox names in modified UTF-7, SASL
PLAIN, UTF-8 SEARCH); it blocks, so each call runs in a worker thread, and its socket timeout
bounds every step.
"""

from __future__ import annotations

import dataclasses
import imaplib
import ssl
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from datetime import timedelta
from typing import Any, Literal

import anyio.to_thread
from imapclient import IMAPClient  # type: ignore[import-untyped]  # the library ships no type information
from imapclient.exceptions import LoginError  # type: ignore[import-untyped]

from mcp_agent.tools.summarize.mail import (
    CredentialMissing,
    CredentialRejected,
    MailMessage,
    MailSourceError,
    MalformedMessage,
    ThreadInfo,
    ThreadNotFound,
    ThreadQuery,
)
from mcp_agent.tools.summarize.mime import message_too_large, parse_headers, parse_message
from mcp_agent.tools.summarize.threads import group_threads, matches, sort_newest_first, thread_info

# How many of the newest messages a listing (and the search for a thread) looks at: enough for
# weeks of a busy inbox, while one call still downloads only a few MB of headers.
LIST_WINDOW = 2000
# UIDs per FETCH command: keeps each command line short whatever the UIDs look like.
_FETCH_BATCH = 500


@dataclasses.dataclass(frozen=True, slots=True)
class _Listed:
    uid: int
    size: int
    message: MailMessage  # parsed from the headers alone


class ImapSource:
    needs_credential = True

    def __init__(
        self,
        name: str,
        host: str,
        port: int,
        *,
        security: Literal["tls", "starttls"],
        username: str,
        mailbox: str = "INBOX",
        ca_file: str | None = None,
        max_message_bytes: int,
        timeout_seconds: float = 15.0,
    ) -> None:
        if security not in ("tls", "starttls"):
            # Plain-text IMAP would send the password in the clear: not offered at all.
            raise ValueError(f"IMAP source '{name}': security must be 'tls' or 'starttls', not {security!r}")
        self.name = name
        self.host = host
        self.port = port
        self.security = security
        self.username = username
        self.mailbox = mailbox
        self.ca_file = ca_file
        self.max_message_bytes = max_message_bytes
        self.timeout_seconds = timeout_seconds

    def __repr__(self) -> str:
        return f"ImapSource({self.name!r}, {self.host}:{self.port}, {self.security}, user={self.username!r}, mailbox={self.mailbox!r})"

    @property
    def _where(self) -> str:
        return f"{self.host}:{self.port}"

    # -- the MailSource protocol ----------------------------------------------------------------

    async def list_threads(self, query: ThreadQuery, credential: str | None) -> list[ThreadInfo]:
        password = self._password(credential)
        return await anyio.to_thread.run_sync(self._list_threads, query, password)

    async def fetch_thread(self, thread_id: str, credential: str | None) -> list[MailMessage]:
        password = self._password(credential)
        return await anyio.to_thread.run_sync(self._fetch_thread, thread_id, password)

    # -- in the worker thread -------------------------------------------------------------------

    def _list_threads(self, query: ThreadQuery, password: str) -> list[ThreadInfo]:
        with self._session(password) as client:
            if not self._may_match(client, query):
                return []
            listed = self._newest_headers(client)
        threads = group_threads([entry.message for entry in listed])
        infos = [thread_info(thread_id, messages) for thread_id, messages in threads.items()]
        return sort_newest_first([info for info in infos if matches(info, threads[info.thread_id], query)])

    def _fetch_thread(self, thread_id: str, password: str) -> list[MailMessage]:
        with self._session(password) as client:
            listed = self._newest_headers(client)
            threads = group_threads([entry.message for entry in listed])
            members = threads.get(thread_id)
            if members is None:
                raise ThreadNotFound(
                    f"source '{self.name}' has no thread '{thread_id}' among the newest {LIST_WINDOW} messages of "
                    f"mailbox '{self.mailbox}': list the threads again to get a current id"
                )
            by_id: dict[str, _Listed] = {}
            for entry in listed:
                by_id.setdefault(entry.message.message_id, entry)
            wanted = [by_id[message.message_id] for message in members]
            # Refused on the size the server reports, before a single byte of the body is downloaded.
            for entry in wanted:
                if entry.size > self.max_message_bytes:
                    raise message_too_large(self.name, entry.size, self.max_message_bytes)
            bodies = _fetch_bodies(client, [entry.uid for entry in wanted])
        messages: list[MailMessage] = []
        for entry in wanted:
            raw = bodies.get(entry.uid)
            if raw is None:  # expunged between the two commands
                raise ThreadNotFound(
                    f"a message of thread '{thread_id}' disappeared from mailbox '{self.mailbox}' of source "
                    f"'{self.name}' while it was read: list the threads again"
                )
            # The listing's header fields (and the identity the thread was built from) are reused.
            messages.append(
                parse_message(raw, max_bytes=self.max_message_bytes, source=self.name, headers=entry.message)
            )
        return messages

    def _may_match(self, client: IMAPClient, query: ThreadQuery) -> bool:
        """False when the server finds no message at all for one of the query's terms.

        Only a shortcut for queries that match nothing: a thread matches when each term matches
        some message of it, so every term must match some message of the mailbox. The real
        filtering happens on the threads. Non-ASCII terms are searched as UTF-8; a term with a
        line break is left to that filtering.
        """
        criteria: list[list[Any]] = []
        if query.sender and _searchable(query.sender):
            criteria.append(["FROM", query.sender])
        for word in query.words:
            if _searchable(word):
                criteria.append(["SUBJECT", word])
        if query.since is not None:
            # SENTSINCE compares the Date header by day; a day earlier absorbs time zones.
            criteria.append(["SENTSINCE", (query.since - timedelta(days=1)).date()])
        return all(self._search(client, criterion) for criterion in criteria)

    def _newest_headers(self, client: IMAPClient) -> list[_Listed]:
        uids = self._search(client, ["ALL"])[-LIST_WINDOW:]
        headers = _fetch_headers(client, uids) if uids else {}
        listed = []
        for uid in uids:
            found = headers.get(uid)
            if found is None:
                continue  # expunged meanwhile
            raw, size = found
            try:
                message = parse_headers(raw, source=self.name)
            except MalformedMessage:
                continue  # one unreadable message must not hide the rest of the mailbox
            listed.append(_Listed(uid, size, message))
        return listed

    # -- IMAP commands --------------------------------------------------------------------------

    def _search(self, client: IMAPClient, criteria: list[Any]) -> list[int]:
        ascii_only = all(not isinstance(c, str) or c.isascii() for c in criteria)
        return sorted(int(uid) for uid in client.search(criteria, charset=None if ascii_only else "UTF-8"))

    # -- connection -----------------------------------------------------------------------------

    def _password(self, credential: str | None) -> str:
        if not credential:
            raise CredentialMissing(
                f"source '{self.name}' needs the IMAP password of user '{self.username}': "
                "configure a credential for this source"
            )
        if any(char in credential for char in "\r\n\0"):
            raise CredentialRejected(
                f"source '{self.name}' cannot use the credential configured for user '{self.username}' "
                "(it contains a line break or NUL): configure the password alone"
            )
        return credential

    def _context(self) -> ssl.SSLContext:
        try:
            return ssl.create_default_context(cafile=self.ca_file)
        except (OSError, ssl.SSLError) as exc:
            raise MailSourceError(
                f"source '{self.name}': the CA file '{self.ca_file}' could not be loaded ({exc.__class__.__name__}): "
                "configure ca_file as a readable PEM file, or leave it out to trust the system's CAs"
            ) from None

    @contextmanager
    def _session(self, password: str) -> Iterator[IMAPClient]:
        context = self._context()
        with self._translated_errors():
            client = IMAPClient(
                self.host, self.port, ssl=self.security == "tls", ssl_context=context, timeout=self.timeout_seconds
            )
        try:
            with self._translated_errors():
                if self.security == "starttls":
                    self._starttls(client, context)
                self._login(client, password)
                try:
                    client.select_folder(self.mailbox, readonly=True)
                except imaplib.IMAP4.abort:
                    raise
                except imaplib.IMAP4.error as exc:
                    raise MailSourceError(
                        f"source '{self.name}': the IMAP server {self._where} has no mailbox '{self.mailbox}' for user "
                        f"'{self.username}' ({_short(str(exc))}): configure an existing mailbox"
                    ) from None
                yield client
        finally:
            try:
                client.logout()
            except (OSError, imaplib.IMAP4.error):
                pass  # the connection is going away either way

    def _starttls(self, client: IMAPClient, context: ssl.SSLContext) -> None:
        try:
            client.starttls(ssl_context=context)
        except imaplib.IMAP4.abort:
            raise
        except imaplib.IMAP4.error as exc:
            raise MailSourceError(
                f"source '{self.name}': the IMAP server {self._where} did not start TLS ({exc}): "
                "configure security 'tls' if this port speaks TLS from the start (such as 993)"
            ) from None

    def _login(self, client: IMAPClient, password: str) -> None:
        try:
            if password.isascii() and self.username.isascii():
                client.login(self.username, password)
            else:
                # LOGIN carries only ASCII; SASL PLAIN carries UTF-8 (RFC 4616).
                client.plain_login(self.username, password)
        except imaplib.IMAP4.abort:
            raise
        except (LoginError, imaplib.IMAP4.error) as exc:
            said = str(exc)
            if "[UNAVAILABLE]" in said or "[SERVERBUG]" in said:
                raise MailSourceError(
                    f"source '{self.name}': the IMAP server {self._where} cannot log users in right now; try again later"
                ) from None
            # The server's words are left out: some echo what was sent.
            raise CredentialRejected(
                f"source '{self.name}' rejected the credential for user '{self.username}' "
                f"(IMAP server {self._where}): configure a valid password for this source"
            ) from None

    @contextmanager
    def _translated_errors(self) -> Iterator[None]:
        """Network and protocol failures as MailSourceError naming the server and what to check."""
        where = self._where
        try:
            yield
        except MailSourceError:
            raise
        except TimeoutError:
            raise MailSourceError(
                f"source '{self.name}': the IMAP server {where} did not answer within {self.timeout_seconds:g} s"
            ) from None
        except ssl.SSLCertVerificationError as exc:
            raise MailSourceError(
                f"source '{self.name}': the TLS certificate of the IMAP server {where} could not be verified "
                f"({exc.verify_message}): configure ca_file with the CA that signed it"
            ) from None
        except ssl.SSLError as exc:
            hint = (
                "'starttls' for a port that starts in plain text (such as 143)" if self.security == "tls" else "'tls'"
            )
            raise MailSourceError(
                f"source '{self.name}': TLS with the IMAP server {where} failed ({exc.reason or exc.__class__.__name__}): "
                f"check the port and the security setting (try {hint})"
            ) from None
        except imaplib.IMAP4.abort as exc:
            raise MailSourceError(
                f"source '{self.name}': the IMAP server {where} closed the connection ({_short(str(exc))})"
            ) from None
        except imaplib.IMAP4.error as exc:
            raise MailSourceError(
                f"source '{self.name}': the IMAP server {where} answered with an error ({_short(str(exc))})"
            ) from None
        except OSError as exc:
            raise MailSourceError(
                f"source '{self.name}': could not reach the IMAP server {where} ({exc.strerror or exc.__class__.__name__}): "
                "check the host and port"
            ) from None


def _fetch(client: IMAPClient, uids: Sequence[int], items: list[str]) -> Iterator[tuple[int, dict[bytes, Any]]]:
    for start in range(0, len(uids), _FETCH_BATCH):
        batch = list(uids[start : start + _FETCH_BATCH])
        yield from client.fetch(batch, items).items()


def _fetch_headers(client: IMAPClient, uids: Sequence[int]) -> dict[int, tuple[bytes, int]]:
    found: dict[int, tuple[bytes, int]] = {}
    for uid, data in _fetch(client, uids, ["RFC822.SIZE", "BODY.PEEK[HEADER]"]):
        raw = data.get(b"BODY[HEADER]")
        if isinstance(raw, bytes):
            size = data.get(b"RFC822.SIZE")
            found[int(uid)] = (raw, size if isinstance(size, int) else len(raw))
    return found


def _fetch_bodies(client: IMAPClient, uids: Sequence[int]) -> dict[int, bytes]:
    found: dict[int, bytes] = {}
    for uid, data in _fetch(client, uids, ["BODY.PEEK[]"]):
        raw = data.get(b"BODY[]")
        if isinstance(raw, bytes):
            found[int(uid)] = raw
    return found


def _searchable(text: str) -> bool:
    return bool(text) and not any(char in text for char in "\r\n\0")


def _short(text: str, limit: int = 200) -> str:
    text = " ".join(text.split())
    return text if len(text) <= limit else text[: limit - 1] + "…"
