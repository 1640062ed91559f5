"""A Maildir on this machine as a mail source (and the reading both local sources share).

Each call reads the mailbox afresh (at most ``max_messages``, the newest), so a listing and a
later fetch see the same threads while the mailbox is unchanged, and nothing is cached between
requests. Threading and listing read only each message's header block (10,000 messages in about
a second); only the fetched thread's messages are read whole and fully decoded. A message over
the size limit is never read whole: it sits in its thread, which the listing shows without it
and which fetching refuses with ``MessageTooLarge``. A message that is not mail is left out and
logged; its thread is still served without it.
"""

from __future__ import annotations

import functools
import logging
import mailbox
import os
from dataclasses import dataclass
from typing import Any, Protocol

import anyio

from mcp_agent.tools.summarize.mail import (
    MailMessage,
    MailSourceError,
    MalformedMessage,
    ThreadInfo,
    ThreadNotFound,
    ThreadQuery,
)
from mcp_agent.tools.summarize.mime import message_too_large, parse_headers, parse_message
from mcp_agent.tools.summarize.threads import group_threads, matches, sort_newest_first, thread_info

logger = logging.getLogger("mcp_agent.tools.summarize")

# The newest messages read per call: bounds the time and memory of one listing of a huge mailbox.
MAX_MESSAGES = 10_000
# The most of an oversized message read to find its headers.
_MAX_HEADER_BYTES = 256 * 1024


class _MessageFile(Protocol):
    """What mailbox's per-message file objects offer (typeshed names them by a private alias)."""

    def read(self, size: int | None = ..., /) -> bytes: ...
    def seek(self, offset: int, whence: int = ..., /) -> object: ...
    def tell(self) -> int: ...


@dataclass(frozen=True, slots=True)
class _Entry:
    key: str
    headers: MailMessage  # from the header block only: enough to thread and list
    size: int


class LocalMailboxSource:
    """What Maildir and mbox share: thread the newest messages by their headers, list or fetch."""

    needs_credential = False
    kind = "mailbox"

    def __init__(self, name: str, path: str, *, max_message_bytes: int, max_messages: int = MAX_MESSAGES) -> None:
        self.name = name
        self.path = path
        self.max_message_bytes = max_message_bytes
        self.max_messages = max_messages

    # -- what each format provides --

    def _open(self) -> mailbox.Mailbox[Any]:
        raise NotImplementedError

    def _newest_keys(self, box: mailbox.Mailbox[Any]) -> list[str]:
        """The keys of the newest ``max_messages`` messages, newest first."""
        raise NotImplementedError

    def _unescape(self, raw: bytes) -> bytes:
        """The message as sent, undoing any escaping the storage format applied."""
        return raw

    def unreadable(self) -> str | None:
        """Why the mailbox at ``path`` cannot be read at all (missing, the wrong kind of file, no access), or None.

        Asked once at start-up: a wrong path would otherwise fail every call until someone read the log."""
        raise NotImplementedError

    # -- shared --

    def _not_a(self, expected: str) -> str:
        """Why ``path``, found not to be ``expected``, is not: missing or inaccessible, or something else."""
        try:
            os.stat(self.path)
        except OSError as error:
            return f"'{self.path}' cannot be read: {error.strerror}"
        return f"'{self.path}' is not {expected}"

    def _unreadable(self, exc: BaseException) -> MailSourceError:
        return MailSourceError(
            f"the {self.kind} of mail source '{self.name}' cannot be read ({type(exc).__name__}); "
            "check the path configured for it and that the server may read it"
        )

    def _open_checked(self) -> mailbox.Mailbox[Any]:
        try:
            return self._open()
        except (mailbox.Error, OSError) as exc:
            raise self._unreadable(exc) from exc

    def _scan_one(self, box: mailbox.Mailbox[Any], key: str) -> _Entry | None:
        try:
            with box.get_file(key) as file:
                size = _size(file)
                return _Entry(key, parse_headers(_head(file), source=self.name), size)
        except MalformedMessage as exc:
            logger.info("mail source %r: message %s left out: %s", self.name, key, exc)
        except (KeyError, OSError) as exc:  # removed or moved by a mail client while we read
            logger.info("mail source %r: message %s could not be read: %s", self.name, key, type(exc).__name__)
        return None

    def _scan(self, box: mailbox.Mailbox[Any]) -> tuple[dict[str, list[MailMessage]], dict[str, _Entry]]:
        """The threads of the newest messages (headers only) and each message's entry by Message-ID."""
        try:
            keys = self._newest_keys(box)
        except (mailbox.Error, OSError) as exc:
            raise self._unreadable(exc) from exc
        # Oldest first, so "original order" inside a thread is mailbox order.
        entries = [entry for key in reversed(keys) if (entry := self._scan_one(box, key)) is not None]
        by_id: dict[str, _Entry] = {}
        for entry in entries:
            by_id.setdefault(entry.headers.message_id, entry)
        return group_threads([entry.headers for entry in entries]), by_id

    def _list(self, query: ThreadQuery) -> list[ThreadInfo]:
        box = self._open_checked()
        try:
            threads, by_id = self._scan(box)
        finally:
            box.close()
        infos = []
        for thread_id, messages in threads.items():
            # A message too large to read is not shown; fetching its thread says why.
            readable = [m for m in messages if by_id[m.message_id].size <= self.max_message_bytes]
            if not readable:
                continue
            info = thread_info(thread_id, readable)
            if matches(info, readable, query):
                infos.append(info)
        return sort_newest_first(infos)

    def _fetch(self, thread_id: str) -> list[MailMessage]:
        box = self._open_checked()
        try:
            threads, by_id = self._scan(box)
            thread = threads.get(thread_id)
            if thread is None:
                # Any Message-ID of the thread names it too: a model may pass the id of the message it saw.
                thread = next((ms for ms in threads.values() if any(m.message_id == thread_id for m in ms)), None)
            if thread is None:
                raise ThreadNotFound(f"no thread '{thread_id}' in source '{self.name}'; call list_threads for ids")
            for message in thread:
                if by_id[message.message_id].size > self.max_message_bytes:
                    raise message_too_large(self.name, by_id[message.message_id].size, self.max_message_bytes)
            return [full for message in thread if (full := self._read_whole(box, by_id[message.message_id]))]
        finally:
            box.close()

    def _read_whole(self, box: mailbox.Mailbox[Any], entry: _Entry) -> MailMessage | None:
        try:
            with box.get_file(entry.key) as file:
                raw = self._unescape(file.read())
            # The listing's header fields (and its id, also a generated one) are reused: the message
            # is parsed once, for its body.
            full = parse_message(raw, max_bytes=self.max_message_bytes, source=self.name, headers=entry.headers)
        except MalformedMessage as exc:
            logger.info("mail source %r: message %s left out: %s", self.name, entry.key, exc)
            return None
        except (KeyError, OSError) as exc:
            logger.info("mail source %r: message %s could not be read: %s", self.name, entry.key, type(exc).__name__)
            return None
        return full

    async def list_threads(self, query: ThreadQuery, credential: str | None) -> list[ThreadInfo]:
        return await anyio.to_thread.run_sync(functools.partial(self._list, query))

    async def fetch_thread(self, thread_id: str, credential: str | None) -> list[MailMessage]:
        return await anyio.to_thread.run_sync(functools.partial(self._fetch, thread_id))


def _size(file: _MessageFile) -> int:
    """The message's length without reading it (mailbox's file objects seek within the message)."""
    file.seek(0, 2)
    size = file.tell()
    file.seek(0)
    return size


def _head(file: _MessageFile) -> bytes:
    head = b""
    while len(head) < _MAX_HEADER_BYTES:
        chunk = file.read(8192)
        if not chunk:
            break
        head += chunk
        end = min((i for i in (head.find(b"\n\n"), head.find(b"\r\n\r\n")) if i >= 0), default=-1)
        if end >= 0:
            return head[: end + 1]
    return head


_MAILDIR_PARTS = ("cur", "new", "tmp")


def _delivery_time(key: str) -> tuple[float, str]:
    """Maildir names start with the delivery time in seconds ("1700000000.M1P2.host")."""
    try:
        return float(key.split(".", 1)[0].split("_", 1)[0]), key
    except ValueError:
        return 0.0, key


class MaildirSource(LocalMailboxSource):
    kind = "Maildir"

    def unreadable(self) -> str | None:
        if not os.path.isdir(self.path):
            return self._not_a("a Maildir directory")
        missing = [f"{part}/" for part in _MAILDIR_PARTS if not os.path.isdir(os.path.join(self.path, part))]
        if missing:
            return f"'{self.path}' is not a Maildir: it has no {' and no '.join(missing)} (a Maildir needs cur/, new/ and tmp/)"
        for part in ("cur", "new"):  # the two a reader lists
            try:
                os.listdir(os.path.join(self.path, part))
            except OSError as error:
                return f"the Maildir '{self.path}' cannot be read: {part}/: {error.strerror}"
        return None

    def _open(self) -> mailbox.Mailbox[Any]:
        return mailbox.Maildir(self.path, factory=None, create=False)

    def _newest_keys(self, box: mailbox.Mailbox[Any]) -> list[str]:
        # A name beginning with a dot is no message (mutt and Dovecot skip them too; Python's reader does not):
        # e.g. the placeholder that keeps an empty new/ or tmp/ in a git checkout.
        keys = [key for key in box.keys() if not key.startswith(".")]
        return sorted(keys, key=_delivery_time, reverse=True)[: self.max_messages]
