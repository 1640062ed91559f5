"""The summarizer's parts as a reader of its output notices them: sentences cut in the right
places, decisions, questions, action items with owners, dates, open questions, nothing repeated
from an earlier summary, and the same summary every time."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

import pytest

from mcp_agent.tools.summarize.mail import MailMessage
from mcp_agent.tools.summarize.sentences import split_sentences
from mcp_agent.tools.summarize.summarizer import (
    NO_NEW_MESSAGES,
    Highlights,
    Summary,
    display_name,
    highlights_as_dict,
    summarize_messages,
)

pytestmark = pytest.mark.unit

ANN = "Ann Lee <ann@example.com>"
BOB = "Bob Marsh <bob@example.com>"
CAROL = "Carol Diaz <carol@example.com>"


def thread(*messages: tuple[str, str], subject: str = "Planning") -> list[MailMessage]:
    start = datetime(2026, 3, 2, 9, tzinfo=UTC)
    return [
        MailMessage(
            f"m{n}@example.com", subject if n == 0 else f"Re: {subject}", sender, body, start + timedelta(hours=n)
        )
        for n, (sender, body) in enumerate(messages)
    ]


# --- sentence splitting ----------------------------------------------------------------------


def test_versions_are_never_split() -> None:
    assert split_sentences("We tagged v1.2.3 today. Next is 2.0.1-rc1 on Friday.") == [
        "We tagged v1.2.3 today.",
        "Next is 2.0.1-rc1 on Friday.",
    ]
    assert split_sentences("Upgrade to v1.2.3. It fixes the crash.") == ["Upgrade to v1.2.3.", "It fixes the crash."]


@pytest.mark.parametrize(
    "text",
    [
        "Use a real database, e.g. Postgres, for the tests.",
        "That is the fallback, i.e. the old controller.",
        "Mr. Smith and Dr. Jones will join.",
        "Apples vs. pears is the question.",
        "The cost went up by 3.5 percent since last year.",
        "The call moved to 10.30 tomorrow.",
        "The docs are at https://example.com/a/b.html?x=1.2 for everyone.",
        "Write to ann.lee@example.co.uk for access.",
        "Well... maybe we should wait.",
        "It ships in the U.S. and Canada first.",
    ],
)
def test_one_sentence_stays_one(text: str) -> None:
    assert split_sentences(text) == [text]


def test_sentence_ends_are_found() -> None:
    assert split_sentences("Is it done? Yes! We shipped it. In the U.S. We start Monday.") == [
        "Is it done?",
        "Yes!",
        "We shipped it.",
        "In the U.S.",
        "We start Monday.",
    ]


def test_cjk_and_german_ordinals() -> None:
    assert split_sentences("今日は晴れ。明日は雨！本当？") == ["今日は晴れ。", "明日は雨！", "本当？"]
    assert split_sentences("Wir ziehen am 20. März um. Danke!") == ["Wir ziehen am 20. März um.", "Danke!"]


def test_line_structure_ends_sentences_but_wrapped_lines_join() -> None:
    text = "The plan is to move the\nbuild server next week\n\n- book the van\n- tell the team\nAction: Bob to call IT"
    assert split_sentences(text) == [
        "The plan is to move the build server next week",
        "book the van",
        "tell the team",
        "Bob to call IT",  # the label is structure: labelled_sentences gives it as "action"
    ]


def test_names_not_addresses() -> None:
    assert display_name("Ann Lee <ann@example.com>") == "Ann Lee"
    assert display_name('"Lee, Ann" <ann@example.com>') == "Ann Lee"
    assert display_name("dan.okafor@example.com") == "Dan Okafor"


# --- highlights ------------------------------------------------------------------------------


def test_decisions_in_several_languages() -> None:
    summary = summarize_messages(
        thread(
            (ANN, "Which database should we use for the new service?"),
            (BOB, "We decided to go with Postgres for the new service."),
            (CAROL, "Wir haben beschlossen, den Server am Freitag umzuziehen."),
            (ANN, "Nous avons décidé de reporter la migration."),
            (BOB, "Hemos decidido cancelar la reunión del lunes."),
        ),
        [],
    )
    decisions = " | ".join(summary.highlights.decisions)
    assert "We decided to go with Postgres" in decisions
    assert "beschlossen" in decisions and "décidé" in decisions and "decidido" in decisions
    assert not any("?" in d for d in summary.highlights.decisions)


def test_questions_are_attributed_and_unanswered_ones_are_open() -> None:
    summary = summarize_messages(
        thread(
            (ANN, "Can we ship the release on Thursday?"),
            (BOB, "Thursday works, the release is ready."),
            (CAROL, "Who owns the migration runbook after the release?"),
        ),
        [],
    )
    assert summary.highlights.questions == [
        "Ann asked: Can we ship the release on Thursday?",
        "Carol asked: Who owns the migration runbook after the release?",
    ]
    assert summary.highlights.open_items == ["Carol asked: Who owns the migration runbook after the release?"]
    assert "Open questions:\n- Carol asked: Who owns the migration runbook" in summary.text


def test_action_items_have_owners() -> None:
    summary = summarize_messages(
        thread(
            (ANN, "Bob, please send the draft by Friday.\n@carol can you book the room for Dec 4?"),
            (BOB, "Sure. I will send the draft by Friday."),
            (CAROL, "Action: Ann to order lunch for the offsite."),
        ),
        [],
    )
    assert summary.highlights.action_items == [
        "Bob: send the draft by Friday",
        "Carol: book the room for Dec 4",
        "Ann: order lunch for the offsite",
    ]
    assert "Bob: send the draft by Friday" in summary.text
    assert "Carol: book the room for Dec 4" in summary.text


def test_greeting_names_the_owner_of_a_plain_request() -> None:
    summary = summarize_messages(thread((ANN, "Hi Bob,\n\nplease review the budget by EOD."), (CAROL, "Agreed.")), [])
    assert summary.highlights.action_items == ["Bob: review the budget by EOD"]


def test_dates_as_written() -> None:
    summary = summarize_messages(
        thread(
            (ANN, "Options are next Tuesday, Dec 4 or 2026-12-09."),
            (BOB, "I can do 4 December, or tomorrow at 10:30. Send it by Friday."),
            (CAROL, "Next week is fine, Friday too."),
        ),
        [],
    )
    assert summary.highlights.dates == [
        "next Tuesday, Dec 4",  # a weekday and its date, as in "Tuesday, March 24", are one date
        "2026-12-09",
        "4 December",
        "tomorrow at 10:30",
        "by Friday",
        "Next week",
    ]
    assert "Dates: " in summary.text


def test_highlights_as_dict() -> None:
    h = Highlights(participants=["Ann"], decisions=["d"], questions=[], action_items=["Bob: x"], dates=["Friday"])
    assert highlights_as_dict(h) == {
        "participants": ["Ann"],
        "decisions": ["d"],
        "questions": [],
        "action_items": ["Bob: x"],
        "dates": ["Friday"],
        "open_items": [],
        "figures": [],
    }


# --- the summary -----------------------------------------------------------------------------


def test_first_line_names_who_took_part_and_how_many_messages() -> None:
    summary = summarize_messages(
        thread(
            (ANN, "The new build farm is ready."),
            ("bob.marsh@example.com", "Great, moving the pipelines now."),
            subject="[dev] Re: Build farm",
        ),
        [],
    )
    first = summary.text.splitlines()[0]
    assert first == "Ann Lee and Bob Marsh (2 messages) on “Build farm”."
    assert "@" not in summary.text


def test_no_new_messages_is_one_line() -> None:
    summary = summarize_messages([], ["Ann Lee (3 messages) on “x”."])
    assert summary == Summary(NO_NEW_MESSAGES, Highlights())
    assert summary.text.count("\n") == 0


def test_what_an_earlier_summary_said_is_not_repeated() -> None:
    messages = thread(
        (ANN, "We decided to move the build server to Frankfurt on Friday."),
        (BOB, "The van is booked for the server move. I will bring the cables."),
        (CAROL, "The new rack in Frankfurt has room for two more machines."),
    )
    first = summarize_messages(messages[:2], [])
    assert "We decided to move the build server to Frankfurt" in first.text
    # The same points again (one reworded slightly), plus one new point.
    again = thread(
        (ANN, "As said: we decided to move the build server to Frankfurt on Friday."),
        (BOB, "The van is booked for the server move."),
        (CAROL, "The new rack in Frankfurt has room for two more machines."),
    )
    second = summarize_messages(again, [first.text])
    assert "decided to move the build server" not in second.text
    assert "van is booked" not in second.text
    assert "The new rack in Frankfurt has room for two more machines." in second.text


def test_nothing_new_says_so() -> None:
    messages = thread((ANN, "We decided to move the build server to Frankfurt on Friday."))
    first = summarize_messages(messages, [])
    second = summarize_messages(messages, [first.text])
    assert second.text == "Ann Lee (1 message) on “Planning”.\nNothing new beyond the earlier summaries."


def test_summary_is_deterministic_and_bounded() -> None:
    body = "\n".join(
        f"Point {n}: the cache for service {n % 7} needs a review before the 2.{n}.0 release, e.g. by Friday."
        for n in range(60)
    )
    messages = thread(*((p, body) for p in (ANN, BOB, CAROL) * 5))
    texts = {summarize_messages(messages, []).text for _ in range(3)}
    assert len(texts) == 1
    text = texts.pop()
    assert len(text) <= 1200
    assert len(summarize_messages(messages, [], max_chars=500).text) <= 500


# --- structure in five languages (issue 22) ----------------------------------------------------


@pytest.mark.parametrize(
    ("label", "items"),
    [
        ("Action items:", ["Bob: update the runbook", "Carol to rotate the keys by Friday", "Send the invoice (Dan)"]),
        ("Next steps:", ["@bob update the runbook", "Carol will rotate the keys by Friday", "Send the invoice – Dan"]),
        ("Aufgaben:", ["Bob: Runbook aktualisieren", "Carol: Schlüssel bis Freitag rotieren", "Rechnung senden (Dan)"]),
        (
            "Actions :",
            ["Bob : mettre à jour le runbook", "Carol : changer les clés avant vendredi", "Envoyer la facture (Dan)"],
        ),
        (
            "Tareas:",
            ["Bob: actualizar el runbook", "Carol: rotar las claves antes del viernes", "Enviar la factura (Dan)"],
        ),
    ],
)
def test_a_labelled_list_gives_each_item_its_named_owner_not_the_sender(label: str, items: list[str]) -> None:
    body = "Notes from today.\n\n" + label + "\n" + "\n".join(f"- {item}" for item in items)
    summary = summarize_messages(thread((ANN, body)), [])
    owners = [item.split(":", 1)[0] for item in summary.highlights.action_items]
    assert owners == ["Bob", "Carol", "Dan"], summary.highlights.action_items


def test_owners_from_a_trailing_name_and_a_promise_in_a_later_clause() -> None:
    summary = summarize_messages(
        thread(
            (ANN, "Could you migrate the alert rules from Sentry, Bob? And can you draft the FAQ, Carol?"),
            (BOB, "There are 63 alert rules; I'll have them migrated by April 10."),
        ),
        [],
    )
    items = summary.highlights.action_items
    assert "Bob: migrate the alert rules from Sentry" in items and "Carol: draft the FAQ" in items
    assert "Bob: have them migrated by April 10" in items
    assert "63 alert rules" in summary.text  # the figure the action item left out is still said


@pytest.mark.parametrize(
    "undecided",
    [
        "The venue is not yet decided.",
        "Der Ort ist noch nicht entschieden.",
        "Le lieu n'est pas encore décidé.",
        "El lugar aún no se ha decidido.",
        "会場はまだ決まっていません。",
    ],
)
def test_not_yet_decided_is_an_open_point_not_a_decision(undecided: str) -> None:
    summary = summarize_messages(thread((ANN, f"We looked at three venues. {undecided}")), [])
    assert not summary.highlights.decisions
    assert any(undecided in item for item in summary.highlights.open_items)


def test_a_decision_needs_to_be_stated_as_made() -> None:
    summary = summarize_messages(
        thread(
            (ANN, "We will look at both vendors next week. The approved budget is 5,000 EUR."),
            (BOB, "Decision: we go with Bugwatch on the business plan."),
        ),
        [],
    )
    assert summary.highlights.decisions == ["Bob: we go with Bugwatch on the business plan."]


def test_a_japanese_question_is_answered_by_the_next_reply() -> None:
    summary = summarize_messages(
        thread(
            ("山田 太郎 <yamada@example.jp>", "決済モジュールのテストはいつ完了しますか。"),
            ("佐藤 花子 <sato@example.jp>", "4月8日に完了する予定です。"),
        ),
        [],
    )
    assert not summary.highlights.open_items
    assert "4月8日" in summary.text and "4月8日" in summary.highlights.dates


def test_figures_are_kept_whole() -> None:
    summary = summarize_messages(
        thread((ANN, "Revenue grew 18% to $2.4M; we ship v2.4.1-rc2 on 2026-03-12 at 14:30, about 1,342 customers.")),
        [],
    )
    assert summary.highlights.figures == ["18%", "$2.4M", "v2.4.1-rc2", "14:30", "1,342 customers"]
    assert "v2.4.1-rc2" in summary.text and "$2.4M" in summary.text


def test_a_long_item_is_shortened_by_whole_sentences_never_inside_one() -> None:
    from mcp_agent.tools.summarize.selection import shorten

    text = "The first sentence says what was decided about the migration window. " * 2 + "A third one. " * 20
    short = shorten(text, 160)
    assert short.endswith(".") and "…" not in short and len(short) <= 160
    assert text.startswith(short + " ")  # whole sentences from the start, then nothing
    one_long = "A sentence that goes on, " * 12 + "and ends here."
    assert shorten(one_long, 100) == one_long  # a single sentence is not cut below MAX_SENTENCE_CHARS


def test_the_short_final_reply_of_a_thread_is_in_the_summary() -> None:
    long_answer = " ".join(
        f"You can list the keys for bucket {n} and call delete for each of them, which takes a while."
        for n in range(12)
    )
    thread = [
        MailMessage("q@x", "Riak", "Abhishek Kona <a@example.com>", "What is the best way to clear a Riak bucket?"),
        MailMessage("a@x", "Re: Riak", "Russell Brown <r@example.com>", long_answer),
        MailMessage(
            "t@x", "Re: Riak", "Abhishek Kona <a@example.com>", "Oh thanks.\n\nHaving the function would be great."
        ),
    ]
    assert "Having the function would be great." in summarize_messages(thread, []).text


def test_when_dates_compete_for_room_the_latest_mentioned_wins() -> None:
    early = " ".join(f"Milestone {n} is on March {n + 1}." for n in range(10))
    thread = [
        MailMessage("p@x", "Plan", "Ann Lee <ann@example.com>", early),
        MailMessage("m@x", "Re: Plan", "Bob Kim <bob@example.com>", "The launch moves to December 3."),
    ]
    dates_line = next(line for line in summarize_messages(thread, []).text.splitlines() if line.startswith("Dates:"))
    assert "December 3" in dates_line
