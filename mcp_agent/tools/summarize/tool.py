"""``list_threads`` and ``summarize_thread``: mail threads from configured sources (or inline
messages) summarized into stored conversations.

A conversation lives in the session store and is named by a sealed handle the model passes back.
Each turn is one summary and records the message ids it covered (``message_ids``) and the thread
they came from (``thread_key``: ``"{source}:{thread_id}"`` or ``"inline"``), so a later call
summarizes only what no earlier turn covered. Appends are conditional on the version just read,
so concurrent calls never lose an update (the loser re-reads and retries, a bounded number of
times); a retried call with the same idempotency key appends nothing new.

Each conversation is also the resource ``conversation://{id}`` (its recent summaries, for its own
tenant only): every append publishes an update of it, and every result links to it. ``{id}`` is
the record id, not the handle (spec-notes/agent-tools.md says why that is safe).
"""

from __future__ import annotations

import asyncio
import hashlib
import json
import logging
import random
import re
from datetime import datetime, timezone
from typing import Any, Literal

import anyio.to_process
import anyio.to_thread
from mcp_types import CallToolResult
from pydantic import BaseModel, ConfigDict, Field

from mcp_agent import (
    Change,
    InputRequired,
    RecordFull,
    RecordNotFound,
    RequestContext,
    Server,
    ToolError,
    VersionConflict,
    Window,
    new_record_id,
)

from . import cursors
from .credentials import CredentialResolver
from .mail import MailMessage, MailSource, MailSourceError, ThreadInfo, ThreadQuery
from .sources.config import MailSources
from .summarizer import Summary, summarize_messages

logger = logging.getLogger("mcp_agent.tools.summarize_thread")

CONVERSATION = "conversation"
HISTORY_CURSOR = "history_cursor"
CONVERSATION_URI_TEMPLATE = "conversation://{id}"
TRANSCRIPT_MIME_TYPE = "application/json"
INLINE_THREAD = "inline"
DEFAULT_MAX_MESSAGE_BYTES = 25 * 1024 * 1024
# The transcript a conversation resource shows: its most recent summaries, at most this many.
TRANSCRIPT_TURNS = 20
# What a conversation's record id can look like (token_urlsafe(24) or a SHA-256 hex digest);
# anything else is not found before the store is asked.
_RECORD_ID = re.compile(r"[A-Za-z0-9_-]{1,64}")
# Conditional appends tried under contention before the caller is told to retry later; each
# failed attempt means another writer appended in between, so 60 covers heavy fan-in.
MAX_APPEND_ATTEMPTS = 60
MAX_STATE_REFS = 20

# The client's model (MRTR sampling/createMessage).
SAMPLING_KEY = "summary"
SAMPLING_MAX_TOKENS = 800
# What the prompt carries of the new messages: each body cut to this, and all of them to the total.
PROMPT_BODY_CHARS = 4_000
PROMPT_TOTAL_CHARS = 60_000
PROMPT_EARLIER_SUMMARIES = 5
# A model summary longer than this is not a summary: the extractive one is used instead.
MAX_MODEL_SUMMARY_CHARS = 4_000
SYSTEM_PROMPT = (
    "You summarize e-mail threads. You get the new messages of a thread (oldest first), highlights "
    "extracted from them and the earlier summaries of this conversation. Reply with the summary only: "
    "plain text, at most a few short paragraphs, covering decisions, open questions and action items "
    "(with who and when). Do not repeat what the earlier summaries already say."
)


# -- arguments and results ------------------------------------------------------------------


class InlineMessage(BaseModel):
    model_config = ConfigDict(extra="forbid")
    sender: str = Field(min_length=1, max_length=300)
    sent_at: str | None = Field(default=None, max_length=64, description="ISO 8601; without an offset it is UTC.")
    subject: str | None = Field(default=None, max_length=1_000)
    body: str = Field(max_length=200_000)


class SummarizeThreadArguments(BaseModel):
    model_config = ConfigDict(extra="forbid")
    thread_id: str | None = Field(
        default=None, min_length=1, max_length=1_000, description="A thread of a mail source (from list_threads); needs source."
    )
    source: str | None = Field(default=None, min_length=1, max_length=200, description="The mail source thread_id belongs to.")
    messages: list[InlineMessage] | None = Field(
        default=None, min_length=1, max_length=500, description="Instead of thread_id and source: the messages themselves, oldest first."
    )
    conversation: str | None = Field(
        default=None,
        description="Handle of the conversation to append to, as returned by an earlier call. Omit to start a new one.",
    )
    history_cursor: str | None = Field(
        default=None,
        description="The history_cursor an earlier call on this conversation returned: only messages no summary "
        "up to it covered are summarized. Omit: messages no summary in the window covered.",
    )
    max_turns: int = Field(default=20, ge=1, le=50, description="How many earlier summaries to take into account.")
    state_refs: dict[str, str] = Field(
        default_factory=dict,
        description="The state_refs of the previous result: its conversation and history_cursor are used when "
        "those arguments are omitted; other entries are returned as they are.",
    )


class HighlightsResult(BaseModel):
    participants: list[str]
    decisions: list[str]
    questions: list[str]
    action_items: list[str]
    dates: list[str]
    open_items: list[str]


class SummarizeThreadResult(BaseModel):
    summary: str
    summary_source: Literal["model", "extractive"] = Field(
        description="model: the client's model wrote the summary (sampling); extractive: the server's summarizer."
    )
    highlights: HighlightsResult
    conversation: str = Field(description="Handle of the conversation: pass it back to append later summaries.")
    history_cursor: str = Field(description="Pass it back with the conversation: the next call summarizes only what is newer.")
    uri: str = Field(description="The conversation's resource (conversation://…): read it for its recent summaries.")
    turn_index: int | None = Field(description="The turn this call appended (or replayed); null when nothing was new.")
    version: int
    new_messages: int = Field(description="How many messages this summary covers (0: nothing new, nothing appended).")
    replayed: bool = Field(description="True when an idempotent retry returned the original turn.")
    state_refs: dict[str, str] = Field(description="The handles this call holds, by kind.")

    def __str__(self) -> str:
        return self.summary


class ListThreadsArguments(BaseModel):
    model_config = ConfigDict(extra="forbid")
    source: str = Field(min_length=1, max_length=200, description="A configured mail source.")
    query: str | None = Field(
        default=None, max_length=1_000, description='Subject words plus optional from:<sender> and since:<YYYY-MM-DD>.'
    )
    limit: int = Field(default=20, ge=1, le=100, description="Threads per page.")
    cursor: str | None = Field(default=None, description="The previous page's cursor (same source and query).")


class ThreadEntry(BaseModel):
    thread_id: str
    subject: str
    participants: list[str]
    date: str | None = Field(description="The last message's date, ISO 8601.")
    message_count: int


class ListThreadsResult(BaseModel):
    source: str
    threads: list[ThreadEntry] = Field(description="Newest first.")
    cursor: str | None = Field(description="Pass it back with the same source and query for the next page; null on the last.")

    def __str__(self) -> str:
        if not self.threads:
            return f"No threads in {self.source} match."
        lines = [
            f"{t.thread_id} | {t.subject} | {', '.join(t.participants)} | {t.date or 'no date'} | {t.message_count} message(s)"
            for t in self.threads
        ]
        if self.cursor is not None:
            lines.append("More threads: call again with cursor.")
        return "\n".join(lines)


# -- the query syntax -----------------------------------------------------------------------


def parse_query(query: str | None) -> ThreadQuery:
    """``from:ann release plan since:2026-11-01``: ``from:`` a substring of any sender, ``since:`` a
    date (or ISO 8601 time) the last message is at or after, every other word in the subject."""
    sender: str | None = None
    since: datetime | None = None
    words: list[str] = []
    for token in (query or "").split():
        name, colon, value = token.partition(":")
        if colon and name.lower() == "from":
            if not value or sender is not None:
                raise ToolError("The query takes one from:<sender> term, e.g. from:ann")
            sender = value
        elif colon and name.lower() == "since":
            if since is not None:
                raise ToolError("The query takes one since:<date> term, e.g. since:2026-11-01")
            since = _parse_time(value, "since")
        else:
            words.append(token.lower())
    return ThreadQuery(sender=sender, words=tuple(words), since=since)


def _parse_time(value: str, what: str) -> datetime:
    try:
        parsed = datetime.fromisoformat(value)
    except ValueError:
        raise ToolError(f"{what} must be an ISO 8601 date or time, e.g. 2026-11-01 or 2026-11-01T09:30:00+01:00") from None
    # A date alone, or a time without an offset, is read as UTC.
    return parsed if parsed.tzinfo is not None else parsed.replace(tzinfo=timezone.utc)


# -- registration ---------------------------------------------------------------------------

# Inline threads longer than this run as a task for clients that declared the tasks extension.
DEFAULT_TASK_ABOVE_MESSAGES = 200


def register_summarize_thread(
    server: Server,
    *,
    sources: MailSources | None = None,
    credentials: CredentialResolver | None = None,
    max_message_bytes: int = DEFAULT_MAX_MESSAGE_BYTES,
    task_above_messages: int = DEFAULT_TASK_ABOVE_MESSAGES,
) -> None:
    """``summarize_thread``, ``list_threads`` and the ``conversation://{id}`` resource. ``max_message_bytes``
    bounds an inline message's body (the sources apply their own, given to ``MailSources.load``).

    For a client that declared the tasks extension, ``summarize_thread`` runs as a task when the inline
    thread has more than ``task_above_messages`` messages, and always for a thread of a mail source (its
    size is known only once fetched, and the fetch itself may take seconds)."""
    mail = _Mail(sources, credentials)

    def worth_a_task(arguments: dict[str, Any], ctx: RequestContext) -> bool:
        messages = arguments.get("messages")
        if isinstance(messages, list):
            return len(messages) > task_above_messages
        return arguments.get("thread_id") is not None

    @server.tool(
        output_schema=SummarizeThreadResult,
        annotations={"readOnlyHint": False, "openWorldHint": True},
        task="optional",
        task_when=worth_a_task,
    )
    async def summarize_thread(arguments: SummarizeThreadArguments, ctx: RequestContext) -> CallToolResult | InputRequired:
        """Summarize a mail thread (thread_id and source, from list_threads) or the messages given inline
        (messages), and append the summary to a stored conversation. Returns structuredContent.conversation and
        structuredContent.history_cursor: pass both back (or the whole state_refs) to summarize the same thread
        later; only messages no earlier summary covered are summarized then (new_messages says how many).
        structuredContent.uri is the conversation's resource (conversation://…) with the recent summaries.
        A conversation expires some time after its last use."""
        outcome = await _summarize(arguments, ctx, mail, max_message_bytes)
        if isinstance(outcome, InputRequired):
            return outcome
        return _with_link(outcome)

    @server.tool(annotations={"readOnlyHint": True, "openWorldHint": True})
    async def list_threads(arguments: ListThreadsArguments, ctx: RequestContext) -> ListThreadsResult:
        """List the mail threads of a configured source, newest first: thread_id, subject, participants, date of the
        last message, message_count. query: words that must all appear in the subject, plus optional from:<sender>
        (a part of any sender's name or address) and since:<YYYY-MM-DD> (the last message at or after it), e.g.
        "from:ann release since:2026-11-01". cursor: from the previous page's result, with the same source and
        query. Pass a thread_id with its source to summarize_thread."""
        source, query, limit, cursor = arguments.source, arguments.query, arguments.limit, arguments.cursor
        text = " ".join((query or "").split())
        parsed = parse_query(text)
        offset = cursors.open_listing(ctx, cursor, source, text) if cursor is not None else 0
        mail_source = mail.source(ctx, source)
        credential = await mail.credential(ctx, mail_source)
        try:
            threads = await mail_source.list_threads(parsed, credential)
        except MailSourceError as error:
            raise ToolError(str(error)) from None
        page = threads[offset:offset + limit]
        following = offset + limit
        return ListThreadsResult(
            source=source,
            threads=[_thread_entry(info) for info in page],
            cursor=cursors.seal_listing(ctx, source, text, following) if following < len(threads) else None,
        )

    @server.resource(
        CONVERSATION_URI_TEMPLATE,
        name=CONVERSATION,
        description=f"A conversation of summarize_thread: its last {TRANSCRIPT_TURNS} summaries, oldest first (JSON).",
        mime_type=TRANSCRIPT_MIME_TYPE,
        cache_scope="private",
    )
    async def conversation(id: str, ctx: RequestContext) -> str | None:  # noqa: A002 - the template's variable
        return await read_transcript(id, ctx)


class _Mail:
    """The configured sources and credentials, as one caller may use them."""

    def __init__(self, sources: MailSources | None, credentials: CredentialResolver | None) -> None:
        self._sources = sources
        self._credentials = credentials

    def source(self, ctx: RequestContext, name: str) -> MailSource:
        configured = self._sources.for_tenant(ctx.principal.tenant) if self._sources is not None else {}
        found = configured.get(name)
        if found is not None:
            return found
        if not configured:
            raise ToolError(
                f"Unknown mail source '{name}': no mail source is configured for this tenant "
                "(the server's MCP_AGENT_MAIL_SOURCES file lists them). Pass the messages inline instead."
            )
        raise ToolError(f"Unknown mail source '{name}'. The configured sources: {', '.join(sorted(configured))}.")

    async def credential(self, ctx: RequestContext, source: MailSource) -> str | None:
        """Resolved on every call (never cached, never taken from arguments)."""
        if not source.needs_credential:
            return None
        resolver = self._credentials
        credential = await resolver.resolve(ctx, source.name) if resolver is not None else None
        if credential is None:
            principal = ctx.principal
            where = (
                resolver.where_to_configure(principal.tenant, principal.user, source.name)
                if resolver is not None
                else "no credential resolver is configured on this server"
            )
            raise ToolError(f"source '{source.name}' needs a credential for user {principal.user}: {where}")
        return credential


def _thread_entry(info: ThreadInfo) -> ThreadEntry:
    return ThreadEntry(
        thread_id=info.thread_id,
        subject=info.subject,
        participants=list(info.participants),
        date=info.last_date.isoformat() if info.last_date is not None else None,
        message_count=info.message_count,
    )


# -- summarize_thread -----------------------------------------------------------------------


def _record_id_for_new_conversation(tenant: str, idempotency_key: str | None) -> str | None:
    """A retried "start a new conversation" call must land in the same conversation."""
    if idempotency_key is None:
        return None
    return hashlib.sha256(f"{tenant}\x00{idempotency_key}".encode()).hexdigest()


def conversation_uri(record_id: str) -> str:
    return CONVERSATION_URI_TEMPLATE.replace("{id}", record_id)


def _inline_message_id(message: InlineMessage) -> str:
    # Derived from the content, so sending the same messages again finds them covered.
    payload = json.dumps([message.sender, message.sent_at, message.subject, message.body])
    return "inline-" + hashlib.sha256(payload.encode()).hexdigest()[:32]


def _inline_messages(messages: list[InlineMessage], max_message_bytes: int) -> list[MailMessage]:
    converted = []
    for number, message in enumerate(messages):
        size = len(message.body.encode())
        if size > max_message_bytes:
            raise ToolError(
                f"messages[{number}] is {size:,} bytes, above this server's limit of {max_message_bytes:,} "
                "(MCP_AGENT_MAX_MESSAGE_BYTES); nothing was summarized."
            )
        sent_at = _parse_time(message.sent_at, f"messages[{number}].sent_at") if message.sent_at is not None else None
        converted.append(MailMessage(
            message_id=_inline_message_id(message),
            subject=message.subject or "",
            sender=message.sender,
            body=message.body,
            sent_at=sent_at,
        ))
    return converted


async def _thread_messages(
    arguments: SummarizeThreadArguments, ctx: RequestContext, mail: _Mail, max_message_bytes: int
) -> tuple[str, list[MailMessage]]:
    """The thread's key and its messages, oldest first."""
    by_source = arguments.thread_id is not None or arguments.source is not None
    if by_source == (arguments.messages is not None):
        raise ToolError(
            "Invalid arguments: give either thread_id with source (a thread of a mail source, see list_threads) "
            "or messages (the messages themselves), not both and not neither."
        )
    if arguments.messages is not None:
        return INLINE_THREAD, _inline_messages(arguments.messages, max_message_bytes)
    if arguments.thread_id is None or arguments.source is None:
        raise ToolError("Invalid arguments: thread_id and source go together (list_threads gives both).")
    source = mail.source(ctx, arguments.source)
    credential = await mail.credential(ctx, source)
    try:
        messages = await source.fetch_thread(arguments.thread_id, credential)
    except MailSourceError as error:
        raise ToolError(str(error)) from None
    return f"{arguments.source}:{arguments.thread_id}", messages


def _covered(turns: list[dict[str, Any]], start: int, thread_key: str, up_to: int | None) -> set[str]:
    covered: set[str] = set()
    for offset, turn in enumerate(turns):
        if up_to is not None and start + offset > up_to:
            break
        if turn.get("thread_key") == thread_key and isinstance(turn.get("message_ids"), list):
            covered.update(str(message_id) for message_id in turn["message_ids"])
    return covered


async def _coverage_turns(ctx: RequestContext, record_id: str, window: Window, cursor: int | None, max_turns: int) -> Window:
    """The turns whose coverage counts: the window, or (for a cursor before it) the max_turns up to the cursor."""
    if cursor is None or cursor >= window.start:
        return window
    if cursor < 0:
        return Window(turns=[], version=window.version, total_turns=window.total_turns, start=0, next_cursor=None)
    return await ctx.store.read_window(record_id, max_turns, cursor=max(0, cursor + 1 - max_turns))


def _highlights(summary: Summary) -> dict[str, list[str]]:
    return {name: [str(item) for item in getattr(summary.highlights, name, ())] for name in HighlightsResult.model_fields}


def _key_digest(tenant: str, idempotency_key: str | None) -> str | None:
    """Kept in a turn so a rerun under the same key finds the turn it appended (only a digest is stored)."""
    if idempotency_key is None:
        return None
    return hashlib.sha256(f"turn\x00{tenant}\x00{idempotency_key}".encode()).hexdigest()[:32]


def _digest(message_ids: list[str]) -> str:
    return hashlib.sha256("\x00".join(message_ids).encode()).hexdigest()


async def _summarize(
    arguments: SummarizeThreadArguments, ctx: RequestContext, mail: _Mail, max_message_bytes: int
) -> SummarizeThreadResult | InputRequired:
    # Everything that can be refused is checked before anything is written.
    conversation_handle = arguments.conversation or arguments.state_refs.get(CONVERSATION)
    cursor_handle = arguments.history_cursor or arguments.state_refs.get(HISTORY_CURSOR)
    if len(arguments.state_refs) > MAX_STATE_REFS:
        raise ToolError(f"Invalid arguments: state_refs has more than {MAX_STATE_REFS} entries")
    store = ctx.store
    record_id: str | None = None
    if conversation_handle is not None:
        record_id = ctx.handles.open(CONVERSATION, conversation_handle)
    cursor: int | None = None
    if cursor_handle is not None:
        if record_id is None:
            raise ToolError("Invalid arguments: history_cursor needs the conversation it was returned with.")
        cursor = cursors.open_history(ctx, cursor_handle, record_id)
    thread_key, messages = await _thread_messages(arguments, ctx, mail, max_message_bytes)

    new_conversation = record_id is None
    if record_id is None:
        record_id = _record_id_for_new_conversation(ctx.principal.tenant, ctx.idempotency_key) or new_record_id()

    key_digest = _key_digest(ctx.principal.tenant, ctx.idempotency_key)
    # Created up front unless the call may stop to ask the client's model (then at its first append).
    pending_create = new_conversation and ctx.has_capability("sampling")
    if new_conversation and not pending_create:
        await store.create_if_absent(record_id)
    for attempt in range(MAX_APPEND_ATTEMPTS):
        try:
            window = await _read_window(ctx, record_id, arguments.max_turns, new_conversation)
            coverage = await _coverage_turns(ctx, record_id, window, cursor, arguments.max_turns)
            covered = _covered(coverage.turns, coverage.start, thread_key, cursor)
            new = [m for m in messages if m.message_id not in covered]
            earlier = [str(turn.get("summary", "")) for turn in window.turns]
            if not new:
                replayed = _turn_of_key(window, key_digest)
                if replayed is not None:
                    # A rerun of a call whose append happened but whose result was never stored.
                    # Each append moves the version by one from 0, so the turn's own version is its index + 1:
                    # the retry reports what the lost first answer said, not the record's version now.
                    return _replayed_result(ctx, record_id, window, replayed, replayed + 1, arguments.state_refs)
                summary: Summary = await _summarize_off_loop(new, earlier)
                # Nothing to add: no turn, no publish; the cursor stays where it was.
                last = cursor if cursor is not None else window.total_turns - 1
                return _result(ctx, record_id, summary.text, "extractive", _highlights(summary), None,
                               window.version, 0, False, last, arguments.state_refs)
            summary = await _summarize_off_loop(new, earlier)
            new_ids = [m.message_id for m in new]
            text, source = summary.text, "extractive"
            if ctx.has_capability("sampling"):
                answer = (ctx.input_responses or {}).get(SAMPLING_KEY)
                if answer is None:
                    return InputRequired(
                        {SAMPLING_KEY: sampling_request(new, summary, earlier)},
                        state={"new": _digest(new_ids)},  # a digest of message ids: nothing secret travels
                    )
                model_text = _model_summary(answer)
                # The model's text is used only for the very messages it was shown.
                if model_text is not None and (ctx.request_state or {}).get("new") == _digest(new_ids):
                    text, source = model_text, "model"
            turn: dict[str, Any] = {
                "summary": text,
                "messages": len(new),
                "message_ids": new_ids,
                "thread_key": thread_key,
                "highlights": _highlights(summary),
                "summary_source": source,
            }
            if key_digest is not None:
                turn["key"] = key_digest
            if pending_create and window.version == 0:
                await store.create_if_absent(record_id)
            appended = await store.append_if_version(record_id, window.version, turn, idempotency_key=ctx.idempotency_key)
            break
        except RecordNotFound:
            raise ToolError(
                "This conversation has expired. Call summarize_thread without a conversation handle to start a new one."
            ) from None
        except RecordFull as full:
            cap = " and ".join(
                f"{limit:,} {unit}"
                for limit, unit in ((full.max_turns, "summaries"), (full.max_bytes, "bytes of summaries"))
                if limit is not None
            )
            raise ToolError(
                f"This conversation is full: it reached its cap of {cap}, so nothing was added to it. "
                "Call summarize_thread without a conversation handle to start a new conversation."
            ) from None
        except VersionConflict:
            # Another writer got there first: back off a little, re-read, recompute.
            await asyncio.sleep(random.uniform(0, 0.002 * (attempt + 1)))
    else:
        raise ToolError("The conversation is too busy right now; retry the call with the same idempotency key.")

    if appended.replayed:
        # An idempotent retry: the original call appended (and published); report its turn.
        stored = await store.read_window(record_id, 1, cursor=appended.index)
        return _replayed_result(ctx, record_id, stored, appended.index, appended.version, arguments.state_refs)
    await _announce_update(ctx, conversation_uri(record_id))
    return _result(ctx, record_id, text, source, turn["highlights"], appended.index, appended.version, len(new), False,
                   appended.index, arguments.state_refs)


async def _read_window(ctx: RequestContext, record_id: str, max_turns: int, new_conversation: bool) -> Window:
    """The conversation's last turns; a new conversation that does not exist yet reads as empty (it is
    created only when its first turn is appended, so a call that asks the client's model first leaves
    nothing behind)."""
    try:
        return await ctx.store.read_window(record_id, max_turns)
    except RecordNotFound:
        if not new_conversation:
            raise
        return Window(turns=[], version=0, total_turns=0, start=0, next_cursor=None)


def _turn_of_key(window: Window, key_digest: str | None) -> int | None:
    if key_digest is None:
        return None
    for offset, turn in enumerate(window.turns):
        if turn.get("key") == key_digest:
            return window.start + offset
    return None


def _replayed_result(
    ctx: RequestContext, record_id: str, window: Window, index: int, version: int, state_refs: dict[str, str]
) -> SummarizeThreadResult:
    stored = window.turns[index - window.start]
    highlights = stored.get("highlights")
    count = stored.get("messages")
    return _result(
        ctx, record_id, str(stored.get("summary", "")), str(stored.get("summary_source", "extractive")),
        highlights if isinstance(highlights, dict) else {}, index, version,
        count if isinstance(count, int) else 0, True, index, state_refs,
    )


def _result(
    ctx: RequestContext,
    record_id: str,
    summary: str,
    source: str,
    highlights: dict[str, Any],
    turn_index: int | None,
    version: int,
    new_messages: int,
    replayed: bool,
    cursor_after: int,
    state_refs: dict[str, str],
) -> SummarizeThreadResult:
    handle = ctx.handles.seal(CONVERSATION, record_id)  # a fresh expiry with every use
    history = cursors.seal_history(ctx, record_id, cursor_after)
    return SummarizeThreadResult(
        summary=summary,
        summary_source="model" if source == "model" else "extractive",
        highlights=HighlightsResult.model_validate({
            name: [str(item) for item in highlights.get(name) or []] for name in HighlightsResult.model_fields
        }),
        conversation=handle,
        history_cursor=history,
        uri=conversation_uri(record_id),
        turn_index=turn_index,
        version=version,
        new_messages=new_messages,
        replayed=replayed,
        state_refs={**state_refs, CONVERSATION: handle, HISTORY_CURSOR: history},
    )


# -- the client's model ---------------------------------------------------------------------


def sampling_request(new: list[MailMessage], summary: Summary, earlier: list[str]) -> dict[str, Any]:
    """``sampling/createMessage`` for the new messages, bounded: each body and the whole are cut."""
    lines = ["New messages, oldest first:"]
    budget = PROMPT_TOTAL_CHARS
    for number, message in enumerate(new):
        when = message.sent_at.isoformat() if message.sent_at is not None else "no date"
        body = message.body[:PROMPT_BODY_CHARS] + (" […]" if len(message.body) > PROMPT_BODY_CHARS else "")
        entry = f"--- From: {message.sender} | Date: {when} | Subject: {message.subject}\n{body}"
        if len(entry) > budget:
            lines.append(f"({len(new) - number} more message(s) not shown)")
            break
        lines.append(entry)
        budget -= len(entry)
    highlights = _highlights(summary)
    lines.append("Highlights found in them:")
    for name, items in highlights.items():
        if items:
            lines.append(f"- {name.replace('_', ' ')}: " + "; ".join(str(item) for item in items))
    recent = earlier[-PROMPT_EARLIER_SUMMARIES:]
    lines.append("Earlier summaries of this conversation:" if recent else "Earlier summaries: none")
    lines.extend(f"- {text}" for text in recent)
    return {
        "method": "sampling/createMessage",
        "params": {
            "messages": [{"role": "user", "content": {"type": "text", "text": "\n".join(lines)}}],
            "systemPrompt": SYSTEM_PROMPT,
            "maxTokens": SAMPLING_MAX_TOKENS,
            "temperature": 0,
        },
    }


def _model_summary(answer: Any) -> str | None:
    """The model's text when it is a usable summary (non-empty, within the limit); else None."""
    if not isinstance(answer, dict):
        return None
    content = answer.get("content")
    blocks = content if isinstance(content, list) else [content]
    text = "\n".join(
        block["text"] for block in blocks
        if isinstance(block, dict) and block.get("type") == "text" and isinstance(block.get("text"), str)
    ).strip()
    if not text or len(text) > MAX_MODEL_SUMMARY_CHARS:
        return None
    return text


# -- the conversation resource --------------------------------------------------------------


def _with_link(result: SummarizeThreadResult) -> CallToolResult:
    """The structured result, its text (the summary) and a link to the conversation's resource."""
    link = {"type": "resource_link", "uri": result.uri, "name": CONVERSATION, "mimeType": TRANSCRIPT_MIME_TYPE}
    return CallToolResult.model_validate({
        "content": [{"type": "text", "text": result.summary}, link],
        "structuredContent": result.model_dump(mode="json"),
    })


async def read_transcript(record_id: str, ctx: RequestContext) -> str | None:
    """The conversation's recent summaries as JSON, or None (not found) for an id that is not a
    conversation of the caller's tenant, whatever the reason: malformed, unknown, expired, another
    tenant's, or a record of another tool."""
    if not _RECORD_ID.fullmatch(record_id):
        return None
    try:
        window = await ctx.store.read_window(record_id, TRANSCRIPT_TURNS)
    except RecordNotFound:
        return None
    turns = []
    for offset, turn in enumerate(window.turns):
        if not isinstance(turn.get("summary"), str) or not isinstance(turn.get("messages"), int):
            return None  # the tenant's record of some other tool: not a conversation
        turns.append({"index": window.start + offset, "summary": turn["summary"], "messages": turn["messages"]})
    return json.dumps({
        "uri": conversation_uri(record_id),
        "version": window.version,
        "totalTurns": window.total_turns,
        "turns": turns,
    })


async def _announce_update(ctx: RequestContext, uri: str) -> None:
    """Tell the tenant's listen streams the conversation changed. Best effort: the append has
    happened and must be reported; a bus that cannot carry the change ends its own listen streams,
    whose clients re-listen and re-read."""
    try:
        await ctx.publish(Change("resource", uri=uri))
    except Exception:
        logger.warning("conversation updated but the change was not published", exc_info=True)


# Above this much text a summary runs in a worker process: a thread would still share the GIL with
# the event loop, and a long regex over a big thread holds it for tens of milliseconds at a time.
PROCESS_OFFLOAD_CHARS = 64 * 1024


async def _summarize_off_loop(new: list[MailMessage], earlier: list[str]) -> Summary:
    """Summarize without stalling other requests: a thread for small work, a process for large."""
    if sum(len(message.body) for message in new) > PROCESS_OFFLOAD_CHARS:
        return await anyio.to_process.run_sync(summarize_messages, new, earlier, cancellable=True)
    return await anyio.to_thread.run_sync(summarize_messages, new, earlier)
