"""Messages into threads as a mail client shows them, and what a listing says about each thread."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

import pytest

from mcp_agent.tools.summarize.mail import MailMessage, ThreadQuery
from mcp_agent.tools.summarize.threads import group_threads, matches, normalize_subject, thread_info

pytestmark = pytest.mark.unit

T0 = datetime(2026, 3, 2, 9, 0, tzinfo=UTC)


def msg(
    message_id: str,
    subject: str = "Plan",
    *,
    hours: float | None = 0,
    sender: str = "Ann <ann@example.com>",
    reply_to: str | None = None,
    refs: tuple[str, ...] = (),
) -> MailMessage:
    return MailMessage(
        message_id=message_id,
        subject=subject,
        sender=sender,
        body=f"body of {message_id}",
        sent_at=None if hours is None else T0 + timedelta(hours=hours),
        in_reply_to=reply_to,
        references=refs,
    )


def ids(threads: dict[str, list[MailMessage]]) -> dict[str, list[str]]:
    return {thread_id: [m.message_id for m in messages] for thread_id, messages in threads.items()}


def test_replies_join_their_root_by_references_and_in_reply_to_oldest_first() -> None:
    messages = [
        msg("c", "Re: Plan", hours=2, refs=("a", "b"), reply_to="b"),
        msg("other", "Lunch", hours=1),
        msg("a", "Plan", hours=0),
        msg("b", "Re: Plan", hours=1, reply_to="a"),
    ]
    assert ids(group_threads(messages)) == {"a": ["a", "b", "c"], "other": ["other"]}


def test_a_reply_whose_parent_is_missing_still_joins_its_siblings() -> None:
    # The root "a" was deleted; both replies reference it, one only through References.
    messages = [msg("b", "Re: Plan", hours=1, reply_to="a"), msg("c", "Re: Plan", hours=2, refs=("a", "b2"))]
    assert ids(group_threads(messages)) == {"b": ["b", "c"]}


def test_the_root_is_the_earliest_known_ancestor_not_the_earliest_message() -> None:
    # A misdated reply (client clock wrong) is older than its parent but is not the root.
    messages = [msg("root", "Plan", hours=5), msg("reply", "Re: Plan", hours=1, reply_to="root")]
    assert list(group_threads(messages)) == ["root"]


def test_reference_less_replies_join_by_normalized_subject() -> None:
    messages = [
        msg("a", "[dev] Release plan", hours=0),
        msg("b", "RE: [dev]  release PLAN", hours=1),  # a client that drops References
        msg("c", "AW: Re: [dev] Release plan", hours=2),
        msg("d", "SV: Fwd: release plan", hours=3),
    ]
    assert ids(group_threads(messages)) == {"a": ["a", "b", "c", "d"]}


def test_same_subject_without_a_reply_prefix_starts_a_new_thread() -> None:
    weekly = [msg("w1", "Status report", hours=0), msg("w2", "Status report", hours=168)]
    assert ids(group_threads(weekly)) == {"w1": ["w1"], "w2": ["w2"]}


def test_a_subject_reply_joins_the_thread_active_before_it() -> None:
    messages = [
        msg("w1", "Status report", hours=0),
        msg("w2", "Status report", hours=168),
        msg("r", "Re: Status report", hours=170),
        msg("early", "Re: Status report", hours=1),
    ]
    assert ids(group_threads(messages)) == {"w1": ["w1", "early"], "w2": ["w2", "r"]}


def test_undated_messages_come_last_in_original_order_and_duplicates_count_once() -> None:
    messages = [
        msg("x", "Re: Plan", hours=None, reply_to="a"),
        msg("a", "Plan", hours=0),
        msg("y", "Re: Plan", hours=None, reply_to="a"),
        msg("a", "Plan", hours=0),  # the same message in two folders
        msg("b", "Re: Plan", hours=1, reply_to="a"),
    ]
    assert ids(group_threads(messages)) == {"a": ["a", "b", "x", "y"]}


def test_normalize_subject() -> None:
    assert normalize_subject("Re: Fwd: [proj-x] [urgent]  Budget  2026 ") == "budget 2026"
    assert normalize_subject("RE[2]: AW: WG: Budget") == "budget"
    assert normalize_subject("Reply needed: v1.2.3") == "reply needed: v1.2.3"


def test_thread_info_for_a_listing() -> None:
    thread = [
        msg("a", "Plan", hours=0, sender="Ann Lee <ann@example.com>"),
        msg("b", "Re: Plan", hours=1, sender="bob@example.com"),
        msg("c", "Re: Plan", hours=3, sender="Ann <ANN@example.com>"),
        msg("d", "Re: Plan", hours=None, sender="carol@example.com"),
    ]
    info = thread_info("a", thread)
    assert info.thread_id == "a"
    assert info.subject == "Plan"
    assert info.participants == ("Ann Lee <ann@example.com>", "bob@example.com", "carol@example.com")
    assert info.last_date == T0 + timedelta(hours=3)
    assert info.message_count == 4
    assert thread_info("z", [msg("z", "", hours=None)]).subject == "(no subject)"
    assert thread_info("z", [msg("z", "", hours=None)]).last_date is None


def test_matches_sender_words_and_since() -> None:
    thread = [
        msg("a", "Budget 2026", hours=0, sender="Ann Lee <ann@example.com>"),
        msg("b", "Re: Budget 2026 approved", hours=5, sender="Björn <bjorn@example.de>"),
    ]
    info = thread_info("a", thread)

    def hit(**query: object) -> bool:
        return matches(info, thread, ThreadQuery(**query))  # type: ignore[arg-type]

    assert hit()
    assert hit(sender="björn") and hit(sender="ANN@EXAMPLE") and not hit(sender="carol")
    assert hit(words=("budget", "APPROVED")) and not hit(words=("budget", "rejected"))
    assert hit(since=T0 + timedelta(hours=5)) and not hit(since=T0 + timedelta(hours=6))
    assert hit(since=datetime(2026, 3, 2, 13, 0))  # a naive bound is UTC
    assert not hit(sender="ann", words=("lunch",))
    undated = [msg("u", "Budget", hours=None)]
    assert not matches(thread_info("u", undated), undated, ThreadQuery(since=T0))
