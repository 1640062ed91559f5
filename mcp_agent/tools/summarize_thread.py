"""``summarize_thread``: summarize a message thread and append the summary to a stored conversation.

The conversation lives in the session store and is named by a sealed handle that the model
passes back as an ordinary argument. Each append is conditional on the version just read,
so concurrent calls on one conversation never lose an update: the loser re-reads and retries.
A retried call with the same idempotency key appends nothing new and returns the original turn.
"""

from __future__ import annotations

import asyncio
import hashlib
import random
import re
from collections import Counter
from typing import Any

from pydantic import BaseModel, ConfigDict, Field

from mcp_agent import RecordNotFound, RequestContext, Server, ToolError, VersionConflict, new_record_id

CONVERSATION = "conversation"
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


class SummarizeThreadResult(BaseModel):
    summary: str
    conversation: str = Field(description="Handle of the conversation: pass it back to append later summaries.")
    turn_index: int
    version: int
    replayed: bool = Field(description="True when an idempotent retry returned the original turn.")
    state_refs: dict[str, str] = Field(description="The handles this call holds, by kind.")

    def __str__(self) -> str:
        return self.summary


def register_summarize_thread(server: Server) -> None:
    @server.tool()
    async def summarize_thread(arguments: SummarizeThreadArguments, ctx: RequestContext) -> SummarizeThreadResult:
        """Summarize a message thread and append the summary to a stored conversation. Returns a conversation
        handle in structuredContent.conversation: pass it back to append later summaries to the same
        conversation. A conversation expires some time after its last use."""
        return await _summarize_into_conversation(arguments, ctx)


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
        except VersionConflict:
            # Another writer got there first: back off a little, re-read, recompute.
            await asyncio.sleep(random.uniform(0, 0.002 * (attempt + 1)))
    else:
        raise ToolError("The conversation is too busy right now; retry the call with the same idempotency key.")

    if appended.replayed:
        window = await store.read_window(record_id, 1, cursor=appended.index)
        summary = window.turns[0]["summary"]
    return SummarizeThreadResult(
        summary=summary,
        conversation=handle,
        turn_index=appended.index,
        version=appended.version,
        replayed=appended.replayed,
        state_refs={CONVERSATION: handle},
    )
