"""``list_threads`` and ``summarize_thread``: mail threads from configured sources (or inline
messages) summarized into stored conversations (conversations.py), with the wire contract in
contract.py and the model path in prompt.py; this module registers the tools and reads the thread.
"""

from __future__ import annotations

import hashlib
import json
from typing import Any

from mcp_types import CallToolResult
from opentelemetry import trace
from opentelemetry.trace import SpanKind, Status, StatusCode

from mcp_agent import InputRequired, RequestContext, Server, ToolError

from . import cursors
from .contract import (
    InlineMessage,
    ListThreadsArguments,
    ListThreadsResult,
    SummarizeThreadArguments,
    SummarizeThreadResult,
    ThreadEntry,
    parse_query,
    parse_time,
)
from .conversations import (
    CONVERSATION,
    CONVERSATION_URI_TEMPLATE,
    TRANSCRIPT_MIME_TYPE,
    TRANSCRIPT_TURNS,
    read_transcript,
    summarize_into_conversation,
)
from .credentials import CredentialResolver
from .mail import MailMessage, MailSource, MailSourceError, ThreadInfo
from .offload import clean_off_loop
from .prompt import SummaryModel
from .sources.config import MailSources

_tracer = trace.get_tracer("mcp_agent")

INLINE_THREAD = "inline"
DEFAULT_MAX_MESSAGE_BYTES = 25 * 1024 * 1024

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
    summary_model: SummaryModel | None = None,
) -> None:
    """``summarize_thread``, ``list_threads`` and the ``conversation://{id}`` resource. ``max_message_bytes``
    bounds an inline message's body (the sources apply their own, given to ``MailSources.load``).

    For a client that declared the tasks extension, ``summarize_thread`` runs as a task when the inline
    thread has more than ``task_above_messages`` messages, and always for a thread of a mail source (its
    size is known only once fetched, and the fetch itself may take seconds).

    ``summary_model`` is a server-side model (any async ``(SummaryPrompt) -> str``) that writes the
    summary from the cleaned, structured thread; without it, a client that declared ``sampling`` is
    asked through ``sampling/createMessage``; the extractive summary is the fallback either way."""
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
    async def summarize_thread(
        arguments: SummarizeThreadArguments, ctx: RequestContext
    ) -> CallToolResult | InputRequired:
        """Summarize a mail thread (thread_id and source, from list_threads) or the messages given inline
        (messages), and append the summary to a stored conversation. Returns structuredContent.conversation and
        structuredContent.history_cursor: pass both back (or the whole state_refs) to summarize the same thread
        later; only messages no earlier summary covered are summarized then (new_messages says how many).
        structuredContent.uri is the conversation's resource (conversation://…) with the recent summaries.
        A conversation expires some time after its last use."""

        async def load() -> tuple[str, list[MailMessage]]:
            return await _thread_messages(arguments, ctx, mail, max_message_bytes)

        outcome = await summarize_into_conversation(arguments, ctx, load, summary_model)
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
        page = threads[offset : offset + limit]
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
        sent_at = parse_time(message.sent_at, f"messages[{number}].sent_at") if message.sent_at is not None else None
        converted.append(
            MailMessage(
                message_id=_inline_message_id(message),
                subject=message.subject or "",
                sender=message.sender,
                body=message.body,
                sent_at=sent_at,
            )
        )
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
        # Inline bodies are cleaned like a mail source's (quotes, signatures, footers go), off the loop;
        # a message's id is its content as sent.
        return INLINE_THREAD, await clean_off_loop(_inline_messages(arguments.messages, max_message_bytes))
    if arguments.thread_id is None or arguments.source is None:
        raise ToolError("Invalid arguments: thread_id and source go together (list_threads gives both).")
    source = mail.source(ctx, arguments.source)
    credential = await mail.credential(ctx, source)
    # A CLIENT span per fetch (a no-op unless tracing is configured): which kind of source, how many
    # messages, never the thread, the address or the credential.
    with _tracer.start_as_current_span(
        "mail fetch_thread",
        kind=SpanKind.CLIENT,
        attributes={"mcp_agent.mail.source": type(source).__name__},
        record_exception=False,
        set_status_on_exception=False,
    ) as span:
        try:
            messages = await source.fetch_thread(arguments.thread_id, credential)
        except MailSourceError as error:
            span.set_attribute("error.type", type(error).__name__)
            span.set_status(Status(StatusCode.ERROR))
            raise ToolError(str(error)) from None
        span.set_attribute("mcp_agent.mail.messages", len(messages))
    return f"{arguments.source}:{arguments.thread_id}", messages


def _with_link(result: SummarizeThreadResult) -> CallToolResult:
    """The structured result, its text (the summary) and a link to the conversation's resource."""
    link = {"type": "resource_link", "uri": result.uri, "name": CONVERSATION, "mimeType": TRANSCRIPT_MIME_TYPE}
    return CallToolResult.model_validate(
        {
            "content": [{"type": "text", "text": result.summary}, link],
            "structuredContent": result.model_dump(mode="json"),
        }
    )
