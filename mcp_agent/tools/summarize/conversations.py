"""Conversations of ``summarize_thread``: which messages earlier turns covered, and appending a
turn for the rest.

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
from collections.abc import Awaitable, Callable
from typing import Any

import anyio

from mcp_agent import (
    Change,
    InputRequired,
    RecordFull,
    RecordNotFound,
    RequestContext,
    ToolError,
    VersionConflict,
    Window,
    new_record_id,
)

from . import cursors
from .contract import HighlightsResult, SummarizeThreadArguments, SummarizeThreadResult
from .mail import MailMessage
from .offload import summarize_off_loop
from .prompt import SAMPLING_KEY, SummaryModel, SummaryPrompt, build_prompt, sampled_text, sampling_request, usable
from .summarizer import Summary

logger = logging.getLogger("mcp_agent.tools.summarize_thread")

# The thread to summarize: its key and its messages, oldest first (refusals are ToolErrors).
LoadThread = Callable[[], Awaitable[tuple[str, list[MailMessage]]]]
# How long a server-side model may take before the extractive summary is used instead.
MODEL_TIMEOUT_SECONDS = 60.0

CONVERSATION = "conversation"
HISTORY_CURSOR = "history_cursor"
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
MAX_STATE_REFS = 20


def _record_id_for_new_conversation(tenant: str, idempotency_key: str | None) -> str | None:
    """A retried "start a new conversation" call must land in the same conversation."""
    if idempotency_key is None:
        return None
    return hashlib.sha256(f"{tenant}\x00{idempotency_key}".encode()).hexdigest()


def conversation_uri(record_id: str) -> str:
    return CONVERSATION_URI_TEMPLATE.replace("{id}", record_id)


def _covered(turns: list[dict[str, Any]], start: int, thread_key: str, up_to: int | None) -> set[str]:
    covered: set[str] = set()
    for offset, turn in enumerate(turns):
        if up_to is not None and start + offset > up_to:
            break
        if turn.get("thread_key") == thread_key and isinstance(turn.get("message_ids"), list):
            covered.update(str(message_id) for message_id in turn["message_ids"])
    return covered


async def _coverage_turns(
    ctx: RequestContext, record_id: str, window: Window, cursor: int | None, max_turns: int
) -> Window:
    """The turns whose coverage counts: the window, or (for a cursor before it) the max_turns up to the cursor."""
    if cursor is None or cursor >= window.start:
        return window
    if cursor < 0:
        return Window(turns=[], version=window.version, total_turns=window.total_turns, start=0, next_cursor=None)
    return await ctx.store.read_window(record_id, max_turns, cursor=max(0, cursor + 1 - max_turns))


def _highlights(summary: Summary) -> dict[str, list[str]]:
    return {
        name: [str(item) for item in getattr(summary.highlights, name, ())] for name in HighlightsResult.model_fields
    }


def _key_digest(tenant: str, idempotency_key: str | None) -> str | None:
    """Kept in a turn so a rerun under the same key finds the turn it appended (only a digest is stored)."""
    if idempotency_key is None:
        return None
    return hashlib.sha256(f"turn\x00{tenant}\x00{idempotency_key}".encode()).hexdigest()[:32]


def _digest(message_ids: list[str]) -> str:
    return hashlib.sha256("\x00".join(message_ids).encode()).hexdigest()


async def summarize_into_conversation(
    arguments: SummarizeThreadArguments, ctx: RequestContext, load: LoadThread, model: SummaryModel | None
) -> SummarizeThreadResult | InputRequired:
    """Summarize what no turn of the conversation covered yet and append it as one turn."""
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
    thread_key, messages = await load()

    new_conversation = record_id is None
    if record_id is None:
        record_id = _record_id_for_new_conversation(ctx.principal.tenant, ctx.idempotency_key) or new_record_id()

    key_digest = _key_digest(ctx.principal.tenant, ctx.idempotency_key)
    # Created up front unless the call may stop to ask the client's model (then at its first append).
    pending_create = new_conversation and model is None and ctx.has_capability("sampling")
    # A server-side model's answer by the messages it was shown: a retry after a version conflict
    # asks again only when other messages are new by then.
    model_texts: dict[str, str | None] = {}
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
                summary: Summary = await summarize_off_loop(new, earlier)
                # Nothing to add: no turn, no publish; the cursor stays where it was.
                last = cursor if cursor is not None else window.total_turns - 1
                return _result(
                    ctx,
                    record_id,
                    summary.text,
                    "extractive",
                    _highlights(summary),
                    None,
                    window.version,
                    0,
                    False,
                    last,
                    arguments.state_refs,
                )
            summary = await summarize_off_loop(new, earlier)
            new_ids = [m.message_id for m in new]
            text, source = summary.text, "extractive"
            if model is not None:
                shown = _digest(new_ids)
                if shown not in model_texts:
                    model_texts[shown] = await _ask_model(model, build_prompt(new, summary, earlier))
                if (model_text := model_texts[shown]) is not None:
                    text, source = model_text, "model"
            elif ctx.has_capability("sampling"):
                answer = (ctx.input_responses or {}).get(SAMPLING_KEY)
                if answer is None:
                    return InputRequired(
                        {SAMPLING_KEY: sampling_request(build_prompt(new, summary, earlier))},
                        state={"new": _digest(new_ids)},  # a digest of message ids: nothing secret travels
                    )
                sampled = sampled_text(answer)
                # The model's text is used only for the very messages it was shown.
                if sampled is not None and (ctx.request_state or {}).get("new") == _digest(new_ids):
                    text, source = sampled, "model"
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
            appended = await store.append_if_version(
                record_id, window.version, turn, idempotency_key=ctx.idempotency_key
            )
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
    return _result(
        ctx,
        record_id,
        text,
        source,
        turn["highlights"],
        appended.index,
        appended.version,
        len(new),
        False,
        appended.index,
        arguments.state_refs,
    )


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
        ctx,
        record_id,
        str(stored.get("summary", "")),
        str(stored.get("summary_source", "extractive")),
        highlights if isinstance(highlights, dict) else {},
        index,
        version,
        count if isinstance(count, int) else 0,
        True,
        index,
        state_refs,
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
        highlights=HighlightsResult.model_validate(
            {name: [str(item) for item in highlights.get(name) or []] for name in HighlightsResult.model_fields}
        ),
        conversation=handle,
        history_cursor=history,
        uri=conversation_uri(record_id),
        turn_index=turn_index,
        version=version,
        new_messages=new_messages,
        replayed=replayed,
        state_refs={**state_refs, CONVERSATION: handle, HISTORY_CURSOR: history},
    )


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
    return json.dumps(
        {
            "uri": conversation_uri(record_id),
            "version": window.version,
            "totalTurns": window.total_turns,
            "turns": turns,
        }
    )


async def _announce_update(ctx: RequestContext, uri: str) -> None:
    """Tell the tenant's listen streams the conversation changed. Best effort: the append has
    happened and must be reported; a bus that cannot carry the change ends its own listen streams,
    whose clients re-listen and re-read."""
    try:
        await ctx.publish(Change("resource", uri=uri))
    except Exception:
        logger.warning("conversation updated but the change was not published", exc_info=True)


async def _ask_model(model: SummaryModel, prompt: SummaryPrompt) -> str | None:
    """The server-side model's summary, or None (then the extractive one is used): a model that
    fails, times out or answers with something that is not a summary never fails the call."""
    try:
        with anyio.fail_after(MODEL_TIMEOUT_SECONDS):
            return usable(await model(prompt))
    except Exception:
        logger.warning("the summary model failed; the extractive summary is used", exc_info=True)
        return None
