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
