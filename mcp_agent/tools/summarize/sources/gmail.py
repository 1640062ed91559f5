"""The Gmail API as a mail source: threads.list and threads.get over HTTPS with an OAuth access token.

The credential is a user's OAuth access token (scope ``gmail.readonly`` suffices), sent as
``Authorization: Bearer``; it never appears in an error, a log line or a URL. Obtaining and
refreshing it is the operator's business (see credentials.py): a 401/403 tells the model to have
a fresh one configured.

Every call has one time budget (``timeout_seconds``, 15 s by default) shared by all its HTTP
requests, retries included: 429 and 5xx (and Gmail's 403 rate-limit reasons) are retried with
exponential backoff and full jitter, honouring ``Retry-After``, at most ``MAX_ATTEMPTS`` times and
never past the budget, so a struggling API costs the caller bounded time.
"""

from __future__ import annotations

import asyncio
import base64
import binascii
import dataclasses
import re
import time
from datetime import UTC, datetime, timedelta
from email.message import Message
from typing import Any
from urllib.parse import quote

import anyio.to_thread
import httpx2 as httpx

from mcp_agent import TryAgain, full_jitter, retry_after_seconds, retrying

from ..mail import (
    CredentialMissing,
    CredentialRejected,
    MailMessage,
    MailSourceError,
    MessageTooLarge,
    ThreadInfo,
    ThreadNotFound,
    ThreadQuery,
)
from ..mime import read_headers, read_message

# One request per thread follows threads.list, so the listing is bounded to keep a call cheap.
MAX_THREADS = 50
MAX_PAGES = 5
PAGE_SIZE = 25
# threads.get requests in flight at once while listing: quick without hammering the per-user quota.
METADATA_CONCURRENCY = 8
MAX_ATTEMPTS = 4
_BACKOFF = full_jitter(base_seconds=0.25, cap_seconds=4.0)
# Gmail ids are hex strings; anything else cannot name a thread, and must not reach the URL path.
_GMAIL_ID = re.compile(r"[A-Za-z0-9_-]{1,128}")
# What an OAuth access token can look like in a Bearer header (RFC 6750 b64token).
_TOKEN68 = re.compile(r"[A-Za-z0-9\-._~+/]+=*")
_RATE_LIMIT_REASONS = frozenset({"rateLimitExceeded", "userRateLimitExceeded"})
# Enough to list a thread: who, what, and which messages are automated (no date of theirs is the thread's).
_METADATA_HEADERS = ("From", "Subject", "Date", "Auto-Submitted", "X-Autoreply", "X-Autorespond", "Precedence")


class GmailSource:
    """One Gmail mailbox (``user_id``, "me" = the token's owner) read through the Gmail REST API."""

    needs_credential = True

    def __init__(
        self,
        name: str,
        *,
        base_url: str = "https://gmail.googleapis.com",
        user_id: str = "me",
        max_message_bytes: int,
        timeout_seconds: float = 15.0,
        http: httpx.AsyncClient | None = None,
    ) -> None:
        self.name = name
        self.base_url = base_url.rstrip("/")
        self.user_id = user_id
        self.max_message_bytes = max_message_bytes
        self.timeout_seconds = timeout_seconds
        # One client for every call of this source, so connections to the API are reused: the one
        # given (its transport is the caller's to choose, and so is closing it), else one made on
        # first use and closed by ``aclose``. Each request carries its own caller's token; the client holds none.
        self._http = http
        self._owns_http = http is None

    async def aclose(self) -> None:
        """Close the client this source made, if it made one (a closed client then refuses to send)."""
        if self._owns_http and self._http is not None:
            await self._http.aclose()

    # -- MailSource ---------------------------------------------------------------------------

    async def list_threads(self, query: ThreadQuery, credential: str | None) -> list[ThreadInfo]:
        headers = self._auth(credential)
        deadline = time.monotonic() + self.timeout_seconds
        client = self._client()
        thread_ids: list[str] = []
        page_token: str | None = None
        for _ in range(MAX_PAGES):
            params: dict[str, str] = {"maxResults": str(min(PAGE_SIZE, MAX_THREADS - len(thread_ids)))}
            q = gmail_query(query)
            if q:
                params["q"] = q
            if page_token:
                params["pageToken"] = page_token
            page = await self._get(client, headers, "threads", params, deadline)
            for entry in page.get("threads") or []:
                if isinstance(entry, dict) and isinstance(entry.get("id"), str) and entry["id"] not in thread_ids:
                    thread_ids.append(entry["id"])
            next_token = page.get("nextPageToken")
            page_token = next_token if isinstance(next_token, str) and next_token else None
            if page_token is None or len(thread_ids) >= MAX_THREADS:
                break
        thread_ids = thread_ids[:MAX_THREADS]

        limit = asyncio.Semaphore(METADATA_CONCURRENCY)

        async def one(thread_id: str) -> ThreadInfo | None:
            async with limit:
                try:
                    thread = await self._get(
                        client, headers, f"threads/{thread_id}", _metadata_params(), deadline, thread_id=thread_id
                    )
                except ThreadNotFound:  # deleted between list and get: not worth failing the listing
                    return None
            return self._thread_info(thread_id, thread)

        infos = [info for info in await asyncio.gather(*(one(t) for t in thread_ids)) if info is not None]
        if query.since is not None:
            # Gmail's after: has day granularity (in its own time zone); the exact bound is ours.
            since = query.since
            infos = [i for i in infos if i.last_date is not None and i.last_date >= since]
        epoch = datetime.min.replace(tzinfo=UTC)
        infos.sort(key=lambda i: i.last_date or epoch, reverse=True)
        return infos

    async def fetch_thread(self, thread_id: str, credential: str | None) -> list[MailMessage]:
        headers = self._auth(credential)
        if not _GMAIL_ID.fullmatch(thread_id):
            raise ThreadNotFound(f"source '{self.name}' has no thread {thread_id!r}")
        deadline = time.monotonic() + self.timeout_seconds
        thread = await self._get(
            self._client(), headers, f"threads/{thread_id}", {"format": "full"}, deadline, thread_id=thread_id
        )
        # Base64, MIME, HTML and cleaning of a long thread take tens of milliseconds: not on the event loop.
        return await anyio.to_thread.run_sync(self._messages, thread)

    def _messages(self, thread: dict[str, Any]) -> list[MailMessage]:
        raw_messages = [m for m in thread.get("messages") or [] if isinstance(m, dict)]
        messages = [self._message(m) for m in raw_messages]
        # Gmail lists a thread's messages oldest first already; internalDate settles any doubt.
        order = sorted(range(len(messages)), key=lambda i: _internal_ms(raw_messages[i]))
        return [messages[i] for i in order]

    # -- HTTP -----------------------------------------------------------------------------------

    def _auth(self, credential: str | None) -> dict[str, str]:
        if credential is None or not credential.strip():
            raise CredentialMissing(
                f"source '{self.name}' needs an OAuth access token for Gmail user '{self.user_id}': configure one for this source"
            )
        token = credential.strip()
        if not _TOKEN68.fullmatch(token):
            raise CredentialRejected(
                f"source '{self.name}': the configured access token is not a valid bearer token; "
                f"configure a fresh OAuth token for user '{self.user_id}'"
            )
        return {"Authorization": f"Bearer {token}", "Accept": "application/json"}

    def _client(self) -> httpx.AsyncClient:
        if self._http is None:
            self._http = httpx.AsyncClient(timeout=self.timeout_seconds, follow_redirects=False)
        return self._http

    async def _get(
        self,
        client: httpx.AsyncClient,
        headers: dict[str, str],
        path: str,
        params: dict[str, str] | list[tuple[str, str | int | float | bool | None]],
        deadline: float,
        *,
        thread_id: str | None = None,
    ) -> dict[str, Any]:
        what = f"source '{self.name}' (Gmail API)"
        url = f"{self.base_url}/gmail/v1/users/{quote(self.user_id, safe='')}/{path}"

        async def attempt(remaining: float) -> dict[str, Any]:
            try:
                response = await client.get(
                    url, params=params, headers=headers, timeout=remaining, follow_redirects=False
                )
            except httpx.TransportError as exc:
                kind = "timed out" if isinstance(exc, httpx.TimeoutException) else "could not be reached"
                unavailable = MailSourceError(f"{what} {kind} ({type(exc).__name__}); try again later")
                raise TryAgain(lambda _: unavailable) from None
            status = response.status_code
            if status == 200:
                try:
                    document = response.json()
                except ValueError:
                    raise MailSourceError(f"{what} answered with something that is not JSON") from None
                if not isinstance(document, dict):
                    raise MailSourceError(f"{what} answered with an unexpected JSON document")
                return document
            if status == 404:
                if thread_id is not None:
                    raise ThreadNotFound(f"source '{self.name}' has no thread {thread_id!r}")
                raise MailSourceError(f"{what}: no mailbox for user '{self.user_id}' (check the source's user_id)")
            retryable = status == 429 or status >= 500 or (status == 403 and _is_rate_limit(response))
            if status in (401, 403) and not retryable:
                raise CredentialRejected(
                    f"source '{self.name}' rejected the access token (HTTP {status}): "
                    f"configure a fresh OAuth token for user '{self.user_id}' with the gmail.readonly scope"
                )
            if not retryable:
                raise MailSourceError(f"{what} refused the request (HTTP {status})")
            busy = "is rate limiting this mailbox" if status in (403, 429) else f"is failing (HTTP {status})"
            raise TryAgain(
                lambda gave_up: MailSourceError(f"{what} {busy} after {gave_up.attempts} attempts; try again later"),
                after=retry_after_seconds(response.headers),
            )

        def out_of_time() -> MailSourceError:
            return MailSourceError(f"{what} did not answer within {self.timeout_seconds:g} s; try again later")

        return await retrying(
            attempt, max_attempts=MAX_ATTEMPTS, deadline=deadline, backoff=_BACKOFF, out_of_time=out_of_time
        )

    # -- JSON shapes → mail objects -------------------------------------------------------------

    def _thread_info(self, thread_id: str, thread: dict[str, Any]) -> ThreadInfo:
        messages = [m for m in thread.get("messages") or [] if isinstance(m, dict)]
        messages.sort(key=_internal_ms)
        subject = ""
        participants: list[str] = []
        written = []
        for message in messages:
            fields = read_headers(_mime_tree(message), content=_gmail_id(message).encode())
            if not subject and fields.subject:
                subject = fields.subject
            if fields.automated:
                continue  # an auto-reply or bounce: no participant, and its date is not the thread's
            written.append(message)
            if fields.sender and fields.sender not in participants:
                participants.append(fields.sender)
        last_ms = max((_internal_ms(m) for m in written or messages), default=0)
        last_date = datetime.fromtimestamp(last_ms / 1000, tz=UTC) if last_ms else None
        return ThreadInfo(
            thread_id=thread_id,
            subject=subject,
            participants=tuple(participants),
            last_date=last_date,
            message_count=len(messages),
        )

    def _message(self, message: dict[str, Any]) -> MailMessage:
        gmail_id = _gmail_id(message)
        size = message.get("sizeEstimate")
        if isinstance(size, int) and size > self.max_message_bytes:
            raise MessageTooLarge(
                f"source '{self.name}': message {gmail_id} is about {size} bytes, above the limit of "
                f"{self.max_message_bytes} bytes"
            )
        read = read_message(_mime_tree(message), content=gmail_id.encode())
        if read.sent_at is None and _internal_ms(message):  # no readable Date: when Gmail received it
            read = dataclasses.replace(read, sent_at=datetime.fromtimestamp(_internal_ms(message) / 1000, tz=UTC))
        return read


def gmail_query(query: ThreadQuery) -> str:
    """The Gmail search string (``q``) for a ThreadQuery: from:, subject:(…), after:YYYY/MM/DD."""
    terms: list[str] = []
    if query.sender:
        terms.append(f"from:{_quoted(query.sender)}")
    words = [w for w in query.words if w.strip()]
    if words:
        terms.append("subject:(" + " ".join(_quoted(w) for w in words) + ")")
    if query.since is not None:
        # A day early: Gmail reads the date in its own zone; list_threads applies the exact bound.
        day = (query.since.astimezone(UTC) - timedelta(days=1)).date()
        terms.append(f"after:{day:%Y/%m/%d}")
    return " ".join(terms)


def _quoted(term: str) -> str:
    cleaned = term.replace('"', " ").strip()
    return f'"{cleaned}"' if re.search(r"[\s()]", cleaned) else cleaned


def _metadata_params() -> list[tuple[str, str | int | float | bool | None]]:
    params: list[tuple[str, str | int | float | bool | None]] = [("format", "metadata")]
    return params + [("metadataHeaders", h) for h in _METADATA_HEADERS]


def _is_rate_limit(response: httpx.Response) -> bool:
    try:
        document = response.json()
    except ValueError:
        return False
    error = document.get("error") if isinstance(document, dict) else None
    details = error.get("errors") if isinstance(error, dict) else None
    return isinstance(details, list) and any(
        isinstance(d, dict) and d.get("reason") in _RATE_LIMIT_REASONS for d in details
    )


def _internal_ms(message: dict[str, Any]) -> int:
    try:
        return int(message.get("internalDate") or 0)
    except (TypeError, ValueError):
        return 0


def _gmail_id(message: dict[str, Any]) -> str:
    return str(message.get("id") or "")


def _mime_tree(message: dict[str, Any]) -> Message:
    """The message as ``mime.py`` reads mail from any source: Gmail's parts rebuilt into a ``Message`` tree."""
    payload = message.get("payload")
    tree = _mime_part(payload if isinstance(payload, dict) else {})
    if tree.get("Message-ID") is None:  # named by Gmail's id when its sender gave it no name
        tree["Message-ID"] = f"<{_gmail_id(message)}@gmail.googleapis.com>"
    return tree


def _mime_part(part: dict[str, Any]) -> Message:
    node = Message()
    for header in part.get("headers") or []:
        if not (
            isinstance(header, dict) and isinstance(header.get("name"), str) and isinstance(header.get("value"), str)
        ):
            continue
        if header["name"].lower() != "content-transfer-encoding":  # Gmail hands the body over decoded already
            node[header["name"]] = header["value"]
    mime_type = part.get("mimeType")
    if node.get("Content-Type") is None and isinstance(mime_type, str) and mime_type:
        node["Content-Type"] = mime_type  # a metadata listing asks for no Content-Type header: Gmail's word for it
    children = [child for child in part.get("parts") or [] if isinstance(child, dict)]
    if children:
        node.set_payload([_mime_part(child) for child in children])
    else:
        # 8-bit bytes held as the parser holds them (surrogate escapes), so get_payload(decode=True) gives them back.
        node.set_payload(_body_data(part).decode("ascii", "surrogateescape"))
    return node


def _body_data(part: dict[str, Any]) -> bytes:
    """A leaf part's body; none when Gmail keeps it apart (an attachment's ``attachmentId``) or it is not base64url."""
    body = part.get("body")
    data = body.get("data") if isinstance(body, dict) else None
    if not isinstance(data, str) or not data:
        return b""
    try:
        return base64.urlsafe_b64decode(data + "=" * (-len(data) % 4))
    except (binascii.Error, ValueError):
        return b""
