"""``summarize_thread``: summarize a message thread and append the summary to a stored conversation.

The conversation lives in the session store and is named by a sealed handle that the model
passes back as an ordinary argument. Each append is conditional on the version just read,
so concurrent calls on one conversation never lose an update: the loser re-reads and retries.
A retried call with the same idempotency key appends nothing new and returns the original turn.

Each conversation is also the resource ``conversation://{id}`` (its recent summaries, for its own
tenant only): every append publishes an update of it to the tenant's listen streams, and every
result links to it. ``{id}`` is the record id itself, not the handle: a handle gets a fresh expiry
on every use, while a resource URI must name the conversation for its whole life. The record id
is 192 random bits (or, for a conversation started under an idempotency key, a SHA-256 of the
tenant and that key) and is always read through ``ctx.store``, bound to the caller's tenant, so
another tenant holding the URI reaches nothing (spec-notes/agent-tools.md).
"""

from __future__ import annotations

import asyncio
import hashlib
import json
import logging
import random
import re
from collections import Counter
from typing import Any

from mcp_types import CallToolResult
from pydantic import BaseModel, ConfigDict, Field

from mcp_agent import Change, RecordFull, RecordNotFound, RequestContext, Server, ToolError, VersionConflict, new_record_id

logger = logging.getLogger("mcp_agent.tools.summarize_thread")

CONVERSATION = "conversation"
CONVERSATION_URI_TEMPLATE = "conversation://{id}"
TRANSCRIPT_MIME_TYPE = "application/json"
# The transcript a conversation resource shows: its most recent summaries, at most this many.
TRANSCRIPT_TURNS = 20
# What a conversation's record id can look like (token_urlsafe(24) or a SHA-256 hex digest);
# anything else is not found before the store is asked.
_RECORD_ID = re.compile(r"[A-Za-z0-9_-]{1,64}")
# Conditional appends tried under contention before the caller is told to retry later; each
# failed attempt means another writer appended in between, so 60 covers heavy fan-in.
MAX_APPEND_ATTEMPTS = 60
KEY_SENTENCES = 3
_SENTENCE = re.compile(r"[^.!?\n]+[.!?]?")
_WORD = re.compile(r"[a-z0-9']+")
_STOP_WORDS = frozenset(
    "a an the and or but if to of in on at for with is are was were be been it this that these those i you we they "
    "he she me my our your their us them so do does did not no yes just have has had will would can could should "
    "about from as by up out then than there here what when where who how all any some".split()
)


class Message(BaseModel):
    model_config = ConfigDict(extra="forbid")
    author: str = Field(min_length=1, max_length=200)
    text: str = Field(max_length=20_000)


class SummarizeThreadArguments(BaseModel):
    model_config = ConfigDict(extra="forbid")
    thread: list[Message] = Field(min_length=1, max_length=500, description="The messages to summarize, oldest first.")
    conversation: str | None = Field(
        default=None,
        description="Handle of the conversation to append to, as returned by an earlier call. Omit to start a new one.",
    )
    max_context_turns: int = Field(default=5, ge=1, le=50, description="How many earlier summaries to take into account.")


def summarize(thread: list[Message], earlier: list[dict[str, Any]]) -> str:
    """An extractive summary: the sentences that carry the thread's most frequent words."""
    sentences = [(index, s.strip()) for index, m in enumerate(thread) for s in _SENTENCE.findall(m.text) if s.strip()]
    frequency = Counter(w for m in thread for w in _WORD.findall(m.text.lower()) if w not in _STOP_WORDS)

    def weight(sentence: str) -> float:
        words = [w for w in _WORD.findall(sentence.lower()) if w not in _STOP_WORDS]
        return sum(frequency[w] for w in words) / (len(words) + 1)

    ranked = sorted(range(len(sentences)), key=lambda i: (-weight(sentences[i][1]), i))[:KEY_SENTENCES]
    authors = list(dict.fromkeys(m.author for m in thread))
    parts = [f"{len(thread)} message{'s' if len(thread) != 1 else ''} from {', '.join(authors)}."]
    if ranked:
        parts.append("Key points: " + " ".join(sentences[i][1] for i in sorted(ranked)))
    if earlier:
        parts.append(f"Follows {len(earlier)} earlier summar{'ies' if len(earlier) != 1 else 'y'} in this conversation.")
    return " ".join(parts)


def _record_id_for_new_conversation(tenant: str, idempotency_key: str | None) -> str | None:
    """A retried "start a new conversation" call must land in the same conversation."""
    if idempotency_key is None:
        return None
    return hashlib.sha256(f"{tenant}\x00{idempotency_key}".encode()).hexdigest()


def conversation_uri(record_id: str) -> str:
    return CONVERSATION_URI_TEMPLATE.replace("{id}", record_id)


class SummarizeThreadResult(BaseModel):
    summary: str
    conversation: str = Field(description="Handle of the conversation: pass it back to append later summaries.")
    uri: str = Field(description="The conversation's resource (conversation://…): read it for its recent summaries.")
    turn_index: int
    version: int
    replayed: bool = Field(description="True when an idempotent retry returned the original turn.")
    state_refs: dict[str, str] = Field(description="The handles this call holds, by kind.")

    def __str__(self) -> str:
        return self.summary


def register_summarize_thread(server: Server) -> None:
    @server.tool(output_schema=SummarizeThreadResult)
    async def summarize_thread(arguments: SummarizeThreadArguments, ctx: RequestContext) -> CallToolResult:
        """Summarize a message thread and append the summary to a stored conversation. Returns a conversation
        handle in structuredContent.conversation: pass it back to append later summaries to the same
        conversation. structuredContent.uri is the conversation's resource (conversation://…): read it for
        the recent summaries. A conversation expires some time after its last use."""
        return _with_link(await _summarize_into_conversation(arguments, ctx))

    @server.resource(
        CONVERSATION_URI_TEMPLATE,
        name=CONVERSATION,
        description=f"A conversation of summarize_thread: its last {TRANSCRIPT_TURNS} summaries, oldest first (JSON).",
        mime_type=TRANSCRIPT_MIME_TYPE,
        cache_scope="private",
    )
    async def conversation(id: str, ctx: RequestContext) -> str | None:  # noqa: A002 - the template's variable
        return await read_transcript(id, ctx)


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


async def _summarize_into_conversation(arguments: SummarizeThreadArguments, ctx: RequestContext) -> SummarizeThreadResult:
    store, handles = ctx.store, ctx.handles
    if arguments.conversation is None:
        record_id = _record_id_for_new_conversation(ctx.principal.tenant, ctx.idempotency_key) or new_record_id()
        await store.create_if_absent(record_id)
    else:
        record_id = handles.open(CONVERSATION, arguments.conversation)
    handle = handles.seal(CONVERSATION, record_id)  # a fresh expiry with every use

    for attempt in range(MAX_APPEND_ATTEMPTS):
        try:
            window = await store.read_window(record_id, arguments.max_context_turns)
            summary = summarize(arguments.thread, window.turns)
            turn = {"summary": summary, "messages": len(arguments.thread)}
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

    uri = conversation_uri(record_id)
    if appended.replayed:
        # An idempotent retry: the original call appended (and published); nothing changed now.
        window = await store.read_window(record_id, 1, cursor=appended.index)
        summary = window.turns[0]["summary"]
    else:
        await _announce_update(ctx, uri)
    return SummarizeThreadResult(
        summary=summary,
        conversation=handle,
        uri=uri,
        turn_index=appended.index,
        version=appended.version,
        replayed=appended.replayed,
        state_refs={CONVERSATION: handle},
    )
