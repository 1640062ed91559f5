"""What a message adds, as a reader sees it: list footers, disclaimers, sign-offs and contact cards
go in several languages, forwarded mail stays, automated mail is recognized by its headers."""

from __future__ import annotations

from email.message import EmailMessage

import pytest

from mcp_agent.tools.summarize.cleaning import clean_body, is_automated, is_mailing_list
from mcp_agent.tools.summarize.mime import parse_headers, parse_message

pytestmark = pytest.mark.unit

LIMIT = 1_000_000
TEXT = "The migration finished on Saturday; 98.7% of the records moved.\n- Ann: review the rest by Friday\n- Bob: close the ticket"


@pytest.mark.parametrize(
    "footer",
    [
        "_______________________________________________\nops mailing list\nops@lists.example.org\nhttps://lists.example.org/mailman/listinfo/ops",
        '-- \nYou received this message because you are subscribed to the Google Groups "ops" group.\n'
        "To unsubscribe from this group and stop receiving emails from it, send an email to ops+unsubscribe@googlegroups.com.",
        "---\nPour vous désinscrire de cette liste : https://listes.example.fr/sympa/sigrequest/ops",
        "--\nOps-Liste\nAbmelden: https://listen.example.de/mailman/listinfo/ops",
        "------------------------------\nこのメールは「運用」メーリングリストから配信されています。\n配信停止はこちら: https://lists.example.jp/u",
    ],
)
def test_a_list_footer_goes_and_the_list_items_stay(footer: str) -> None:
    assert clean_body(f"{TEXT}\n\n{footer}\n", mailing_list=True) == TEXT


def test_without_list_headers_only_the_footers_own_lines_start_one() -> None:
    own = "Questions? Ask them on the ops mailing list\nor in the weekly call, both work."
    # "… mailing list" ends a footer's line only when a list delivered the message.
    assert clean_body(f"{TEXT}\n\n{own}") == f"{TEXT}\n\n{own}"
    assert clean_body(f"{TEXT}\n\nTo unsubscribe, write to ops-leave@lists.example.org") == TEXT


@pytest.mark.parametrize(
    "disclaimer",
    [
        "This e-mail and any attachments are confidential and intended solely for the addressee. If you are not the "
        "intended recipient, please delete it.",
        "CONFIDENTIALITY NOTICE: The information in this message is privileged.",
        "Diese E-Mail enthält vertrauliche Informationen. Wenn Sie nicht der richtige Adressat sind, löschen Sie sie.",
        "Ce message et ses pièces jointes sont confidentiels. Si vous n'êtes pas le destinataire, supprimez-le.",
        "Este mensaje es confidencial y está dirigido exclusivamente a su destinatario.",
    ],
)
def test_disclaimers_go(disclaimer: str) -> None:
    assert clean_body(f"{TEXT}\n\n{disclaimer}") == TEXT


@pytest.mark.parametrize(
    "signature",
    [
        "Best regards,\nAmelia Clarke\nSenior Project Manager",
        "Mit freundlichen Grüßen\n\nSandra Vogel\nKaufmännische Leitung",
        "Cordialement,\nMathieu Fontaine\nChef de projet",
        "Saludos,\nLucía Ortega",
        "Amelia Clarke\nLogistics Systems | Tradewind plc\nPhone: +44 161 496 0321\nwww.tradewind.example",
    ],
)
def test_signatures_without_dashes_go(signature: str) -> None:
    assert clean_body(f"{TEXT}\n\n{signature}") == TEXT


def test_a_forward_keeps_the_forwarded_mail_under_its_author_without_its_headers() -> None:
    text = (
        "Can you check this, Maria?\n\n---------- Forwarded message ---------\nFrom: Sales Team <sales@cloudhost.example>\n"
        "Date: Mon, Mar 9, 2026\nSubject: Quote Q-20417\nTo: Peter <peter@example.com>\n\nTotal: EUR 14,500 per year.\n\n"
        "Best regards,\nJulia Hartmann\nAccount Manager | CloudHost GmbH\n+49 89 2019 7740\n"
    )
    assert clean_body(text) == (
        "Can you check this, Maria?\n\n---------- Forwarded message from Sales Team ----------\nTotal: EUR 14,500 per year."
    )


def test_an_outlook_forward_starts_the_forwarded_mail_at_its_header_block() -> None:
    text = (
        "kannst du das prüfen?\n\n________________________________\nVon: Dispo <dispo@example.de>\n"
        "Gesendet: Dienstag, 10. März 2026 07:58\nAn: Jana\nBetreff: Lieferverzug\n\nNeuer Liefertermin ist der 26. März.\n"
    )
    assert clean_body(text, forwarded=True) == (
        "kannst du das prüfen?\n\n---------- Forwarded message from Dispo ----------\nNeuer Liefertermin ist der 26. März."
    )


@pytest.mark.parametrize(
    ("headers", "content_type", "automated"),
    [
        ({"auto-submitted": "auto-replied"}, "text/plain", True),
        ({"auto-submitted": "no"}, "text/plain", False),
        ({"x-autoreply": "yes"}, "text/plain", True),
        ({"precedence": "auto_reply"}, "text/plain", True),
        ({"precedence": "bulk"}, "text/plain", False),
        ({"from": "MAILER-DAEMON@mx.example.com"}, "text/plain", True),
        ({}, "multipart/report", True),
        ({"list-id": "<ops.lists.example.org>"}, "text/plain", False),
    ],
)
def test_automated_mail_is_recognized_by_its_headers(
    headers: dict[str, str], content_type: str, automated: bool
) -> None:
    assert is_automated(headers, content_type) is automated


def test_parsed_mail_carries_the_flags_from_its_headers() -> None:
    message = EmailMessage()
    message["From"] = "Ann <ann@example.com>"
    message["Subject"] = "Automatic reply: Plan"
    message["Auto-Submitted"] = "auto-replied"
    message["List-Id"] = "<ops.lists.example.org>"
    message.set_content("I am out of the office until Monday.")
    raw = message.as_bytes()
    assert parse_message(raw, max_bytes=LIMIT, source="s").automated
    assert parse_headers(raw.split(b"\n\n", 1)[0] + b"\n", source="s").automated
    assert is_mailing_list({"list-id": "<ops.lists.example.org>"}) and not is_mailing_list({"subject": "x"})


@pytest.mark.parametrize(
    ("text", "kept", "gone"),
    [
        # Gmail web quotes without ">" under its attribution line: the quote and its footer go.
        (
            "This is a test.\n\nOn Wed, May 18, 2016 at 11:10 PM Steven Scott <notifications@github.com>\nwrote:\n\n"
            "Older text.\n\n—-\nReply to this email directly or view it on GitHub",
            "This is a test.",
            "Older text",
        ),
        ('Привет.\n\n02.04.2012 14:20 пользователь "bob" <\nbob@example.com> написал:\n\n> Hi', "Привет.", "Hi"),
        (
            "Dzięki.\n\nW dniu 28 stycznia 2015 01:53 użytkownik Zoe <zoe@example.com>\nnapisał:\n\nBlah!",
            "Dzięki.",
            "Blah",
        ),
        ("Lorem.\nPå 14 september 2015 på 02:23:18, Valentino (v@r.be) skrev:\n\nVeniam.", "Lorem.", "Veniam"),
        ("Hello\n\nVào 14:24 8 tháng 6, 2017, Hùng <h@x.com> đã viết:\n\n> Xin chào", "Hello", "Xin chào"),
        ("YOLO.\n\n------On 12/29/1987 17:32 PM, Julius Caesar wrote-----\n\nBrunch.", "YOLO.", "Brunch"),
        ("Svar.\n\n-----Oprindelig meddelelse-----\nFra: Peter\nSendt: 24. november 2025\n\nHej", "Svar.", "Fra:"),
        (
            "First reply.\n\nOriginal Message processed by david®\nFW: Resync\nVon Marine Ho\n\nFourth reply.",
            "First reply.",
            "Fourth",
        ),
        ("Thanks Sasha, I can't go any higher.\n\nStavros Xxxxxx\nvia mobile", "I can't go any higher.", "via mobile"),
        ("Мы стартап.\n\nС уважением,\nСергей Обухов", "Мы стартап.", "С уважением"),
        ("Replying ok\n2011/4/7 Nathan Ilova <support@example.com>\n\n>  Cool beans", "Replying ok", "Nathan"),
        (
            "CAUTION: This email originated from outside of this company. Do not click links.\n\nCould you check?",
            "Could you check?",
            "CAUTION",
        ),
    ],
)
def test_history_signatures_and_banners_go_in_any_language(text: str, kept: str, gone: str) -> None:
    cleaned = clean_body(text, sender="Someone Else <else@example.com>")
    assert kept in cleaned
    assert gone not in cleaned


@pytest.mark.parametrize(
    "text",
    [
        "Please enter your feedback below. Thank you.\n\n---- Enter Feedback Below ----\n\nThe user experience was great.",
        "Hej Peter,\n\nTak for din mail. Det lyder godt.",
        "Here is my analysis:\n\n----\n\n1. Performance improved by 50%\n\n====\n\nThese are separators in my content.",
        "On the surface, this looks like a quote header but it's not.\n\nOn average, this parser works well.",
        "The offsite is set.\n\nDate: Friday 14:00\nTo: all staff\n\nPlease bring your laptops.",
        "Stock after the count:\n\nItem      Qty\n----------------\nWidgets   4\nGadgets   2",
    ],
)
def test_a_dashed_line_or_a_short_reply_is_content(text: str) -> None:
    assert clean_body(text, sender="Ann Lee <ann@example.com>") == text


def test_a_name_in_a_list_is_no_signature() -> None:
    text = "Notes from the call are in the wiki.\n\nAttendees:\n\nAnn\nBob"
    assert clean_body(text, sender="Ann Lee <ann@example.com>") == text


def test_the_senders_name_under_the_text_is_a_signature() -> None:
    text = "Oh thanks.\n\nHaving the function would be great.\n\n-Abhishek Kona"
    assert (
        clean_body(text, sender="Abhishek Kona <abhishek@example.com>")
        == "Oh thanks.\n\nHaving the function would be great."
    )


def test_a_forwarded_header_value_wrapped_over_two_lines_goes_with_the_header() -> None:
    text = (
        "FYI\n\n---------- Forwarded message ----------\nFrom: bob@example.com\nDate: Tue, Sep 4, 2012 at 1:35 PM\n"
        "Subject: Two\nline subject\nTo: rob@example.com\n\nText"
    )
    assert (
        clean_body(text, forwarded=True) == "FYI\n\n---------- Forwarded message from bob@example.com ----------\nText"
    )
