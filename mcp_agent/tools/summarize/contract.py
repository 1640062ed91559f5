"""The wire contract of ``list_threads`` and ``summarize_thread``: their arguments and results as
the model sees them (JSON schema from pydantic), and the query syntax of ``list_threads``."""

from __future__ import annotations

from datetime import UTC, datetime
from typing import Literal

from pydantic import BaseModel, ConfigDict, Field

from mcp_agent import ToolError

from .mail import ThreadQuery

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
        default=None,
        min_length=1,
        max_length=1_000,
        description="A thread of a mail source (from list_threads); needs source.",
    )
    source: str | None = Field(
        default=None, min_length=1, max_length=200, description="The mail source thread_id belongs to."
    )
    messages: list[InlineMessage] | None = Field(
        default=None,
        min_length=1,
        max_length=500,
        description="Instead of thread_id and source: the messages themselves, oldest first.",
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
    figures: list[str] = Field(default_factory=list, description="Figures, amounts, versions and counts, as written.")


class SummarizeThreadResult(BaseModel):
    summary: str
    summary_source: Literal["model", "extractive"] = Field(
        description="model: the client's model wrote the summary (sampling); extractive: the server's summarizer."
    )
    highlights: HighlightsResult
    conversation: str = Field(description="Handle of the conversation: pass it back to append later summaries.")
    history_cursor: str = Field(
        description="Pass it back with the conversation: the next call summarizes only what is newer."
    )
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
        default=None, max_length=1_000, description="Subject words plus optional from:<sender> and since:<YYYY-MM-DD>."
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
    cursor: str | None = Field(
        description="Pass it back with the same source and query for the next page; null on the last."
    )

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
            since = parse_time(value, "since")
        else:
            words.append(token.lower())
    return ThreadQuery(sender=sender, words=tuple(words), since=since)


def parse_time(value: str, what: str) -> datetime:
    try:
        parsed = datetime.fromisoformat(value)
    except ValueError:
        raise ToolError(
            f"{what} must be an ISO 8601 date or time, e.g. 2026-11-01 or 2026-11-01T09:30:00+01:00"
        ) from None
    # A date alone, or a time without an offset, is read as UTC.
    return parsed if parsed.tzinfo is not None else parsed.replace(tzinfo=UTC)
