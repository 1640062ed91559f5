"""Messages into threads, the way mail clients do it: by Message-ID links, with a subject fallback.

A thread is every message linked through Message-ID / In-Reply-To / References, even through
ids whose message is not at hand (a reply whose parent was deleted still joins its siblings).
A message with no links at all whose subject marks it as a reply ("Re: [dev] Plan") joins the
thread with the same normalized subject that was last active before it. A message without a
reply prefix and without links starts a thread: the weekly "Status report" is not one thread.
"""

from __future__ import annotations

import re
from datetime import UTC, datetime
from email.utils import parseaddr

from mcp_agent.tools.summarize.mail import MailMessage, ThreadInfo, ThreadQuery

# Reply/forward prefixes of many clients and languages (Re, Fwd, AW, WG, SV, VS, RIF, TR, Antw...),
# optionally numbered ("Re[2]:", "Re^2:").
_PREFIX = re.compile(
    r"^\s*(re|fw|fwd|aw|wg|sv|vs|vb|antw|antwort|rif|r|tr|odp|res|enc)\s*(\[\d+\]|\^\d+|\(\d+\))?\s*:\s*",
    re.IGNORECASE,
)
_LIST_TAG = re.compile(r"^\s*\[[^\]]{1,40}\]\s*")


def _strip_prefixes(subject: str) -> tuple[str, bool]:
    """The subject without leading reply prefixes and list tags, and whether it had a reply prefix."""
    text, replied = subject, False
    while True:
        if match := _PREFIX.match(text):
            text, replied = text[match.end() :], True
        elif match := _LIST_TAG.match(text):
            text = text[match.end() :]
        else:
            break
    return text, replied


def normalize_subject(subject: str) -> str:
    return " ".join(_strip_prefixes(subject)[0].split()).casefold()


def _is_reply_subject(subject: str) -> bool:
    return _strip_prefixes(subject)[1]


def _aware(moment: datetime) -> datetime:
    return moment if moment.tzinfo is not None else moment.replace(tzinfo=UTC)


def _chronological(indexed: list[tuple[int, MailMessage]]) -> list[tuple[int, MailMessage]]:
    """Oldest first; undated messages after the dated ones, each group in original order."""
    return sorted(
        indexed,
        key=lambda pair: (0, _aware(pair[1].sent_at).timestamp(), pair[0]) if pair[1].sent_at else (1, 0.0, pair[0]),
    )


class _Links:
    """Union-find over Message-IDs (present or only referenced)."""

    def __init__(self) -> None:
        self.parent: dict[str, str] = {}

    def find(self, key: str) -> str:
        self.parent.setdefault(key, key)
        root = key
        while self.parent[root] != root:
            root = self.parent[root]
        while self.parent[key] != root:
            self.parent[key], key = root, self.parent[key]
        return root

    def union(self, a: str, b: str) -> None:
        ra, rb = self.find(a), self.find(b)
        if ra != rb:
            self.parent[rb] = ra


def _parents(message: MailMessage) -> list[str]:
    linked = list(message.references)
    if message.in_reply_to:
        linked.append(message.in_reply_to)
    return [ref for ref in linked if ref != message.message_id]


def group_threads(messages: list[MailMessage]) -> dict[str, list[MailMessage]]:
    """Thread id (the root's Message-ID) to its messages, oldest first; duplicate Message-IDs count once."""
    unique: dict[str, tuple[int, MailMessage]] = {}
    for index, message in enumerate(messages):
        unique.setdefault(message.message_id, (index, message))
    indexed = list(unique.values())

    links = _Links()
    for _, message in indexed:
        links.find(message.message_id)
        for ref in _parents(message):
            links.union(message.message_id, ref)

    by_subject: dict[str, list[tuple[int, MailMessage]]] = {}
    for pair in indexed:
        by_subject.setdefault(normalize_subject(pair[1].subject), []).append(pair)
    # Subject fallback, in time order so a reply joins the thread active before it.
    for _, message in _chronological(indexed):
        if _parents(message) or not _is_reply_subject(message.subject):
            continue
        own = links.find(message.message_id)
        best: tuple[tuple[int, float, int], str] | None = None
        for other_index, other in by_subject[normalize_subject(message.subject)]:
            if other is message or links.find(other.message_id) == own:
                continue
            if message.sent_at and other.sent_at and _aware(other.sent_at) > _aware(message.sent_at):
                continue  # a thread that starts only later is not what this message replied to
            rank = (1, _aware(other.sent_at).timestamp(), other_index) if other.sent_at else (0, 0.0, other_index)
            if best is None or rank > best[0]:
                best = (rank, other.message_id)
        if best is not None:
            links.union(best[1], message.message_id)

    components: dict[str, list[tuple[int, MailMessage]]] = {}
    for pair in indexed:
        components.setdefault(links.find(pair[1].message_id), []).append(pair)

    threads: dict[str, list[MailMessage]] = {}
    for members in sorted(components.values(), key=lambda group: min(index for index, _ in group)):
        ordered = _chronological(members)
        present = {message.message_id for _, message in members}
        # The root: the earliest message none of whose parents is at hand.
        roots = [pair for pair in ordered if not any(ref in present for ref in _parents(pair[1]))]
        root = (roots or ordered)[0][1]
        threads[root.message_id] = [message for _, message in ordered]
    return threads


def thread_info(thread_id: str, messages: list[MailMessage]) -> ThreadInfo:
    """What a listing shows of a thread whose messages are oldest first."""
    subject = next((" ".join(m.subject.split()) for m in messages if m.subject.strip()), "(no subject)")
    # An auto-reply or bounce is no participant, and its date is not when the thread last moved.
    written = [m for m in messages if not m.automated] or messages
    participants: dict[str, str] = {}
    for message in written:
        if message.sender:
            address = parseaddr(message.sender)[1].lower() or message.sender.lower()
            participants.setdefault(address, message.sender)
    dates = [_aware(m.sent_at) for m in written if m.sent_at is not None]
    return ThreadInfo(
        thread_id=thread_id,
        subject=subject,
        participants=tuple(participants.values()),
        last_date=max(dates) if dates else None,
        message_count=len(messages),
    )


def matches(info: ThreadInfo, messages: list[MailMessage], query: ThreadQuery) -> bool:
    """Whether the thread answers the query: a sender substring, subject words, a last date bound."""
    if query.sender:
        wanted = query.sender.casefold()
        if not any(wanted in message.sender.casefold() for message in messages):
            return False
    if query.words:
        subjects = " ".join([info.subject, *(message.subject for message in messages)]).casefold()
        if not all(word.casefold() in subjects for word in query.words):
            return False
    if query.since is not None:
        if info.last_date is None or info.last_date < _aware(query.since):
            return False
    return True


def sort_newest_first(infos: list[ThreadInfo]) -> list[ThreadInfo]:
    """Most recent activity first; undated threads last, keeping their given order."""
    dated = [(info.last_date, index, info) for index, info in enumerate(infos) if info.last_date is not None]
    dated.sort(key=lambda entry: (entry[0], -entry[1]), reverse=True)
    return [info for _, _, info in dated] + [info for info in infos if info.last_date is None]
