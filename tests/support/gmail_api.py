"""A local stand-in for the Gmail REST API (users.threads.list / users.threads.get) on 127.0.0.1.

It serves the documented JSON shapes, built from raw RFC 822 messages the tests define, so the
Gmail source is exercised over real HTTP: bearer-token checks (the valid token can be changed to
test rotation), ``q`` filtering (``from:``, ``subject:(…)``, ``after:YYYY/MM/DD``), paging by
``nextPageToken``, ``format=metadata|full`` with multipart payloads and base64url bodies, and
scripted failures (the next N requests answer 429 or 503) to test retries.
"""

from __future__ import annotations

import base64
import contextlib
import email
import email.header
import email.policy
import email.utils
import json
import re
import shlex
import threading
from collections.abc import Iterator
from dataclasses import dataclass, field
from datetime import UTC, datetime
from email.message import Message
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any
from urllib.parse import parse_qs, urlsplit

_THREAD_PATH = re.compile(r"/gmail/v1/users/([^/]+)/threads(?:/([^/]+))?")


def b64url(data: bytes) -> str:
    return base64.urlsafe_b64encode(data).rstrip(b"=").decode()


@dataclass
class StoredMessage:
    gmail_id: str
    thread_id: str
    raw: bytes
    internal_date: datetime

    @property
    def parsed(self) -> Message:
        return email.message_from_bytes(self.raw, policy=email.policy.compat32)

    def header(self, name: str) -> str:
        return str(self.parsed.get(name, ""))


@dataclass
class Failure:
    status: int
    retry_after: str | None


@dataclass
class GmailStandIn:
    """The mailbox and behaviour of the stand-in; mutate it from tests (it is read under a lock)."""

    valid_token: str = "ya29.valid-token"
    user_id: str = "me"
    threads: dict[str, list[StoredMessage]] = field(default_factory=dict)
    failures: list[Failure] = field(default_factory=list)
    requests: list[str] = field(default_factory=list)  # path?query of every request, in order
    lock: threading.Lock = field(default_factory=threading.Lock)
    base_url: str = ""
    _next_id: int = 0x18C0_0000_0000_0000

    def add_thread(self, messages: list[tuple[bytes, datetime]], thread_id: str | None = None) -> str:
        """Store a thread of raw RFC 822 messages (each with its received time); returns its id."""
        with self.lock:
            if thread_id is None:
                self._next_id += 1
                thread_id = f"{self._next_id:016x}"
            stored = self.threads.setdefault(thread_id, [])
            for raw, when in messages:
                self._next_id += 1
                stored.append(StoredMessage(f"{self._next_id:016x}", thread_id, raw, when))
            return thread_id

    def fail_next(self, count: int, status: int, retry_after: str | None = None) -> None:
        """The next ``count`` requests (after the token check) answer ``status``."""
        with self.lock:
            self.failures.extend(Failure(status, retry_after) for _ in range(count))

    # -- the API ------------------------------------------------------------------------------

    def handle(
        self, path: str, query: dict[str, list[str]], authorization: str | None
    ) -> tuple[int, dict[str, str], Any]:
        with self.lock:
            if authorization != f"Bearer {self.valid_token}":
                return (
                    401,
                    {"WWW-Authenticate": 'Bearer realm="https://accounts.google.com/"'},
                    _error(401, "Request had invalid authentication credentials.", "UNAUTHENTICATED"),
                )
            if self.failures:
                failure = self.failures.pop(0)
                headers = {"Retry-After": failure.retry_after} if failure.retry_after is not None else {}
                return failure.status, headers, _error(failure.status, "Backend busy", "UNAVAILABLE")
            match = _THREAD_PATH.fullmatch(path)
            if match is None or match.group(1) not in (self.user_id, "me"):
                return 404, {}, _error(404, "Not Found", "NOT_FOUND")
            if match.group(2) is None:
                return 200, {}, self._list(query)
            thread = self.threads.get(match.group(2))
            if thread is None:
                return 404, {}, _error(404, "Requested entity was not found.", "NOT_FOUND")
            return 200, {}, self._thread(match.group(2), thread, query)

    def _list(self, query: dict[str, list[str]]) -> dict[str, Any]:
        q = (query.get("q") or [""])[0]
        matching = [(tid, msgs) for tid, msgs in self.threads.items() if any(_matches(m, q) for m in msgs)]
        matching.sort(key=lambda item: max(m.internal_date for m in item[1]), reverse=True)
        size = min(int((query.get("maxResults") or ["100"])[0]), 500)
        start = int((query.get("pageToken") or ["0"])[0])
        page = matching[start : start + size]
        result: dict[str, Any] = {
            "threads": [{"id": tid, "snippet": _snippet(msgs[-1]), "historyId": "1000"} for tid, msgs in page],
            "resultSizeEstimate": len(matching),
        }
        if start + size < len(matching):
            result["nextPageToken"] = str(start + size)
        if not page:
            del result["threads"]  # Gmail omits the field when nothing matches
        return result

    def _thread(self, thread_id: str, messages: list[StoredMessage], query: dict[str, list[str]]) -> dict[str, Any]:
        fmt = (query.get("format") or ["full"])[0]
        wanted = {h.lower() for h in query.get("metadataHeaders", [])}
        rendered = []
        for message in messages:
            parsed = message.parsed
            if fmt == "metadata":
                payload: dict[str, Any] = {
                    "mimeType": parsed.get_content_type(),
                    "headers": [
                        {"name": k, "value": _decoded(v)}
                        for k, v in parsed.items()
                        if not wanted or k.lower() in wanted
                    ],
                }
            else:
                payload = _payload(parsed, "")
            rendered.append(
                {
                    "id": message.gmail_id,
                    "threadId": thread_id,
                    "labelIds": ["INBOX"],
                    "snippet": _snippet(message),
                    "historyId": "1000",
                    "internalDate": str(int(message.internal_date.timestamp() * 1000)),
                    "payload": payload,
                    "sizeEstimate": len(message.raw),
                }
            )
        return {"id": thread_id, "historyId": "1000", "messages": rendered}


def _error(code: int, message: str, status: str) -> dict[str, Any]:
    return {
        "error": {
            "code": code,
            "message": message,
            "errors": [{"message": message, "domain": "global", "reason": status.lower()}],
            "status": status,
        }
    }


def _decoded(value: object) -> str:
    # Gmail shows header values with RFC 2047 encoded words already decoded.
    return str(email.header.make_header(email.header.decode_header(str(value))))


def _snippet(message: StoredMessage) -> str:
    parsed = message.parsed
    for part in parsed.walk():
        if part.get_content_type() == "text/plain" and not part.get_filename():
            payload = part.get_payload(decode=True)
            if isinstance(payload, bytes):
                return payload.decode(part.get_content_charset() or "utf-8", errors="replace")[:100]
    return ""


def _payload(part: Message, part_id: str) -> dict[str, Any]:
    """A MessagePart as Gmail renders it: leaf bodies base64url, attachments by attachmentId."""
    result: dict[str, Any] = {
        "partId": part_id,
        "mimeType": part.get_content_type(),
        "filename": part.get_filename() or "",
        "headers": [{"name": k, "value": _decoded(v)} for k, v in part.items()],
    }
    if part.is_multipart():
        children = part.get_payload()
        assert isinstance(children, list)
        result["body"] = {"size": 0}
        result["parts"] = [_payload(child, f"{part_id}.{i}" if part_id else str(i)) for i, child in enumerate(children)]
        return result
    data = part.get_payload(decode=True)
    data = data if isinstance(data, bytes) else b""
    if result["filename"]:
        result["body"] = {"attachmentId": f"ANGjdJ{b64url(result['filename'].encode())}", "size": len(data)}
    else:
        result["body"] = {"size": len(data), "data": b64url(data)}
    return result


def _matches(message: StoredMessage, q: str) -> bool:
    """Enough of Gmail's search syntax for the tests: from:, subject:(…) and after:YYYY/MM/DD, ANDed."""
    subject_group = re.search(r"subject:\(([^)]*)\)", q)
    rest = q
    if subject_group is not None:
        rest = q[: subject_group.start()] + q[subject_group.end() :]
        subject = message.header("Subject").lower()
        if not all(word.lower() in subject for word in shlex.split(subject_group.group(1))):
            return False
    for term in shlex.split(rest):
        key, _, value = term.partition(":")
        if key == "from":
            if value.lower() not in message.header("From").lower():
                return False
        elif key == "subject":
            if value.lower() not in message.header("Subject").lower():
                return False
        elif key == "after":
            day = datetime.strptime(value, "%Y/%m/%d").replace(tzinfo=UTC)
            if message.internal_date < day:
                return False
        else:
            raise ValueError(f"the stand-in does not understand the search term {term!r}")
    return True


class _Handler(BaseHTTPRequestHandler):
    protocol_version = "HTTP/1.1"
    server: _Server

    def do_GET(self) -> None:  # noqa: N802 - http.server's naming
        split = urlsplit(self.path)
        api = self.server.api
        with api.lock:
            api.requests.append(self.path)
        status, headers, document = api.handle(split.path, parse_qs(split.query), self.headers.get("Authorization"))
        body = json.dumps(document).encode()
        self.send_response(status)
        self.send_header("Content-Type", "application/json; charset=UTF-8")
        self.send_header("Content-Length", str(len(body)))
        for name, value in headers.items():
            self.send_header(name, value)
        self.end_headers()
        self.wfile.write(body)

    def log_message(self, format: str, *args: Any) -> None:  # noqa: A002 - quiet: tests read their own logs
        pass


class _Server(ThreadingHTTPServer):
    daemon_threads = True

    def __init__(self, api: GmailStandIn) -> None:
        super().__init__(("127.0.0.1", 0), _Handler)
        self.api = api


@contextlib.contextmanager
def gmail_api(api: GmailStandIn | None = None) -> Iterator[GmailStandIn]:
    """Serve ``api`` (default: an empty mailbox) on a free loopback port until the block ends."""
    api = api or GmailStandIn()
    server = _Server(api)
    api.base_url = f"http://127.0.0.1:{server.server_address[1]}"
    thread = threading.Thread(target=server.serve_forever, kwargs={"poll_interval": 0.05}, daemon=True)
    thread.start()
    try:
        yield api
    finally:
        server.shutdown()
        server.server_close()
        thread.join(timeout=5)


# -- raw messages the tests share ---------------------------------------------------------------


def rfc822(
    *,
    sender: str,
    to: str,
    subject: str,
    date: datetime,
    message_id: str,
    body: str,
    in_reply_to: str | None = None,
) -> bytes:
    """A single-part text/plain UTF-8 message."""
    lines = [
        f"From: {sender}",
        f"To: {to}",
        f"Subject: {subject}",
        f"Date: {email.utils.format_datetime(date)}",
        f"Message-ID: <{message_id}>",
    ]
    if in_reply_to:
        lines += [f"In-Reply-To: <{in_reply_to}>", f"References: <{in_reply_to}>"]
    lines += [
        "MIME-Version: 1.0",
        'Content-Type: text/plain; charset="utf-8"',
        "Content-Transfer-Encoding: 8bit",
        "",
        body,
    ]
    return "\r\n".join(lines).encode()


def alternative_message(date: datetime) -> bytes:
    """multipart/alternative: a plain rendering and an HTML one; the plain one must win."""
    return (
        "From: Ann Lee <ann@example.com>\r\n"
        "To: Bob Roe <bob@example.com>, team@example.com\r\n"
        "Subject: Quarterly budget\r\n"
        f"Date: {email.utils.format_datetime(date)}\r\n"
        "Message-ID: <budget-1@example.com>\r\n"
        "MIME-Version: 1.0\r\n"
        'Content-Type: multipart/alternative; boundary="alt"\r\n'
        "\r\n"
        "--alt\r\n"
        'Content-Type: text/plain; charset="utf-8"\r\n'
        "Content-Transfer-Encoding: quoted-printable\r\n"
        "\r\n"
        "We need to cut travel by 10% =E2=80=94 can you confirm by Friday?\r\n"
        "--alt\r\n"
        'Content-Type: text/html; charset="utf-8"\r\n'
        "\r\n"
        "<p>HTML RENDERING ONLY</p>\r\n"
        "--alt--\r\n"
    ).encode()


def reply_with_quote(date: datetime) -> bytes:
    return rfc822(
        sender="Bob Roe <bob@example.com>",
        to="Ann Lee <ann@example.com>",
        subject="Re: Quarterly budget",
        date=date,
        message_id="budget-2@example.com",
        in_reply_to="budget-1@example.com",
        body=(
            "Confirmed: travel is cut by 10% from March.\r\n\r\n"
            "On Mon, Ann Lee <ann@example.com> wrote:\r\n"
            "> We need to cut travel by 10% - can you confirm by Friday?\r\n"
            "\r\n-- \r\nBob Roe\r\nFinance\r\n"
        ),
    )


def attachment_message(date: datetime) -> bytes:
    """multipart/mixed: a text part and a PDF attachment (named, never read)."""
    pdf = base64.b64encode(b"%PDF-1.4 SECRET-ATTACHMENT-CONTENT").decode()
    return (
        "From: Ann Lee <ann@example.com>\r\n"
        "To: Bob Roe <bob@example.com>\r\n"
        "Subject: Re: Quarterly budget\r\n"
        f"Date: {email.utils.format_datetime(date)}\r\n"
        "Message-ID: <budget-3@example.com>\r\n"
        "In-Reply-To: <budget-2@example.com>\r\n"
        "References: <budget-1@example.com> <budget-2@example.com>\r\n"
        "MIME-Version: 1.0\r\n"
        'Content-Type: multipart/mixed; boundary="mix"\r\n'
        "\r\n"
        "--mix\r\n"
        'Content-Type: text/plain; charset="utf-8"\r\n'
        "\r\n"
        "The revised plan is attached.\r\n"
        "--mix\r\n"
        'Content-Type: application/pdf; name="budget-v2.pdf"\r\n'
        'Content-Disposition: attachment; filename="budget-v2.pdf"\r\n'
        "Content-Transfer-Encoding: base64\r\n"
        "\r\n"
        f"{pdf}\r\n"
        "--mix--\r\n"
    ).encode()


def html_only_message(date: datetime) -> bytes:
    return (
        "From: Carol Diaz <carol@example.org>\r\n"
        "To: team@example.com\r\n"
        "Subject: Launch party\r\n"
        f"Date: {email.utils.format_datetime(date)}\r\n"
        "Message-ID: <party-1@example.org>\r\n"
        "MIME-Version: 1.0\r\n"
        'Content-Type: text/html; charset="utf-8"\r\n'
        "\r\n"
        "<html><head><style>p {color: red}</style></head><body>"
        "<p>The launch party is on <b>June 3</b> at the roof terrace.</p><p>Please RSVP.</p></body></html>\r\n"
    ).encode()


def latin1_message(date: datetime) -> bytes:
    """ISO-8859-1, quoted-printable: the charset comes from the part's Content-Type."""
    return (
        "From: Dan Moreau <dan@example.fr>\r\n"
        "To: team@example.com\r\n"
        "Subject: =?iso-8859-1?q?Menu_du_caf=E9?=\r\n"
        f"Date: {email.utils.format_datetime(date)}\r\n"
        "Message-ID: <cafe-1@example.fr>\r\n"
        "MIME-Version: 1.0\r\n"
        "Content-Type: text/plain; charset=iso-8859-1\r\n"
        "Content-Transfer-Encoding: 8bit\r\n"
        "\r\n"
    ).encode() + "Le café ouvre à 8 h; crème brûlée vendredi.\r\n".encode("iso-8859-1")
