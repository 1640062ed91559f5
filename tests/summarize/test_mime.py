"""Raw mail as the summarizer sees it: decoded, HTML as text, attachments named, only what each message adds.

Messages are real RFC 5322 bytes: two hand-written files under tests/summarize/mail/ (an Outlook
reply in windows-1252 quoted-printable, a Gmail HTML reply with a PDF) and others built here with
the stdlib ``email`` package or written out inline, the way mail clients send them.
"""

from __future__ import annotations

import base64
import hashlib
from datetime import UTC, datetime, timedelta
from email.message import EmailMessage
from pathlib import Path

import pytest

from mcp_agent.tools.summarize.cleaning import clean_body as strip_quoted_and_signature
from mcp_agent.tools.summarize.cleaning import html_to_text
from mcp_agent.tools.summarize.mail import MailMessage, MalformedMessage, MessageTooLarge
from mcp_agent.tools.summarize.mime import parse_headers, parse_message

pytestmark = pytest.mark.unit

MAIL = Path(__file__).parent / "mail"
LIMIT = 1_000_000


def parse(raw: bytes) -> MailMessage:
    return parse_message(raw, max_bytes=LIMIT, source="work")


def raw_text(headers: str, body: bytes) -> bytes:
    return headers.strip().replace("\n", "\r\n").encode("ascii") + b"\r\n\r\n" + body


# -- headers ----------------------------------------------------------------------------------


def test_outlook_reply_in_windows_1252_quoted_printable_reads_as_written() -> None:
    message = parse_message((MAIL / "outlook_reply.eml").read_bytes(), max_bytes=LIMIT, source="work")

    assert message.sender == "Björn Müller <bjorn@example.de>"
    assert message.subject == "RE: Budget 2026 – final"
    assert message.recipients == ("Ann Lee <ann@example.com>", "Lee, Bob <bob@example.com>", "carol@example.com")
    assert message.message_id == "AM0PR01MB1234@eurprd01.prod.outlook.com"
    assert message.in_reply_to == "budget-1@example.com"
    assert message.references == ("budget-1@example.com",)
    assert message.sent_at == datetime(2026, 3, 3, 8, 15, tzinfo=UTC)
    # The en dash and euro sign are windows-1252 bytes 0x96 and 0x80; the quoted Outlook header block
    # and the sign-off go.
    assert message.body == "Hi Ann,\n\nwe approve the budget – € 12,000 for Q2. Deploy v1.2.3 on Friday."


def test_gmail_html_reply_becomes_text_without_the_quote_and_names_the_pdf() -> None:
    message = parse_message((MAIL / "gmail_html_reply.eml").read_bytes(), max_bytes=LIMIT, source="work")

    assert message.body == "Thanks - I'll book the board room for Friday."
    assert message.attachments == ("budget-2026.pdf",)
    assert "SECRET PDF" not in message.body
    assert message.references == ("budget-1@example.com", "AM0PR01MB1234@eurprd01.prod.outlook.com")


@pytest.mark.parametrize(
    ("charset", "text"),
    [
        ("iso-8859-1", "Grüße aus Köln, café à côté"),
        ("windows-1252", "“Quoted” – dash € sign"),
        ("utf-8", "Zürich → 東京 ✓"),
        ("koi8-r", "Привет, как дела?"),
        ("shift_jis", "会議は金曜日です"),
    ],
)
def test_bodies_and_encoded_words_in_many_charsets(charset: str, text: str) -> None:
    message = EmailMessage()
    message["From"] = "Ann <ann@example.com>"
    message["Subject"] = text  # the email package writes RFC 2047 encoded words
    message["Message-ID"] = "<charset@example.com>"
    message.set_content(text, charset=charset, cte="base64")

    parsed = parse_message(message.as_bytes(), max_bytes=LIMIT, source="work")

    assert b"=?" in message.as_bytes()  # the subject really travelled encoded
    assert parsed.subject == text
    assert parsed.body == text


def test_encoded_words_in_from_with_a_koi8_name() -> None:
    raw = raw_text(
        "From: =?koi8-r?B?7cHbwQ==?= <masha@example.ru>\nSubject: =?iso-8859-1?Q?R=E9union?= =?utf-8?Q?_=E2=9C=93?=\n"
        "Message-ID: <k@example.ru>",
        b"hi",
    )
    message = parse_message(raw, max_bytes=LIMIT, source="work")
    assert message.sender == "Маша <masha@example.ru>"
    assert message.subject == "Réunion ✓"


def test_a_wrong_declared_charset_falls_back_instead_of_failing() -> None:
    declared_ascii_sent_utf8 = raw_text(
        "From: a@example.com\nSubject: x\nContent-Type: text/plain; charset=us-ascii\nContent-Transfer-Encoding: 8bit",
        "Café ☕ at 10".encode(),
    )
    unknown_charset = raw_text(
        "From: a@example.com\nSubject: x\nContent-Type: text/plain; charset=x-no-such-charset", "naïve".encode()
    )
    utf8_declared_but_latin1 = raw_text(
        "From: a@example.com\nSubject: x\nContent-Type: text/plain; charset=utf-8\nContent-Transfer-Encoding: 8bit",
        "Grüße".encode("latin-1"),
    )

    assert parse_message(declared_ascii_sent_utf8, max_bytes=LIMIT, source="w").body == "Café ☕ at 10"
    assert parse_message(unknown_charset, max_bytes=LIMIT, source="w").body == "naïve"
    garbled = parse_message(utf8_declared_but_latin1, max_bytes=LIMIT, source="w").body
    assert garbled.startswith("Gr") and garbled.endswith("e") and len(garbled) >= 4


def test_undeclared_8bit_utf8_in_headers_is_read_as_utf8() -> None:
    raw = "From: Zoë <zoe@example.com>\r\nSubject: Spätzle für alle\r\n\r\nhi".encode()
    message = parse_message(raw, max_bytes=LIMIT, source="w")
    assert message.subject == "Spätzle für alle"
    assert message.sender == "Zoë <zoe@example.com>"


def test_quoted_printable_soft_breaks_and_escapes() -> None:
    raw = raw_text(
        "From: a@example.com\nSubject: qp\nContent-Type: text/plain; charset=utf-8\nContent-Transfer-Encoding: quoted-printable",
        b"A long line that was wrapped by the sender's cli=\r\nent, with =C3=A9 and =3D signs.\r\n",
    )
    assert parse(raw).body == "A long line that was wrapped by the sender's client, with é and = signs."


def test_base64_body() -> None:
    raw = raw_text(
        "From: a@example.com\nSubject: b64\nContent-Type: text/plain; charset=utf-8\nContent-Transfer-Encoding: base64",
        base64.encodebytes("Line one\nLine two ✓\n".encode()),
    )
    assert parse(raw).body == "Line one\nLine two ✓"


def test_message_id_date_and_references_forms() -> None:
    raw = raw_text(
        "From: a@example.com\nSubject: ids\nMessage-ID:   <abc.123@host.example>  \nDate: Tue, 3 Mar 2026 10:00:00 -0000\n"
        "In-Reply-To: <parent@host> (Ann's message of Monday)\nReferences: <root@host>\n <parent@host>",
        b"x",
    )
    message = parse_message(raw, max_bytes=LIMIT, source="w")
    assert message.message_id == "abc.123@host.example"
    assert message.in_reply_to == "parent@host"
    assert message.references == ("root@host", "parent@host")
    assert message.sent_at == datetime(2026, 3, 3, 10, 0, tzinfo=UTC)

    zoned = parse_message(
        raw_text("From: a@x\nDate: Tue, 3 Mar 2026 10:00:00 +0530", b"x"), max_bytes=LIMIT, source="w"
    )
    assert zoned.sent_at is not None and zoned.sent_at.utcoffset() == timedelta(hours=5, minutes=30)
    nonsense = parse_message(raw_text("From: a@x\nDate: the day after tomorrow", b"x"), max_bytes=LIMIT, source="w")
    assert nonsense.sent_at is None


def test_a_missing_message_id_is_derived_from_the_content() -> None:
    raw = raw_text("From: a@example.com\nSubject: no id", b"body")
    message = parse_message(raw, max_bytes=LIMIT, source="w")
    assert message.message_id == "generated-" + hashlib.sha256(raw).hexdigest()[:24]
    assert parse_message(raw, max_bytes=LIMIT, source="w").message_id == message.message_id
    assert parse_message(raw + b" more", max_bytes=LIMIT, source="w").message_id != message.message_id


# -- MIME structure ---------------------------------------------------------------------------


def test_alternative_prefers_plain_text_over_html() -> None:
    message = EmailMessage()
    message["From"] = "a@example.com"
    message["Subject"] = "alt"
    message.set_content("The plain version.")
    message.add_alternative("<p>The <b>HTML</b> version.</p>", subtype="html")

    assert parse(message.as_bytes()).body == "The plain version."


def test_alternative_with_an_empty_plain_part_uses_the_html() -> None:
    message = EmailMessage()
    message["From"] = "a@example.com"
    message.set_content("   \n")
    message.add_alternative("<p>Only the HTML says it.</p>", subtype="html")

    assert parse(message.as_bytes()).body == "Only the HTML says it."


def test_html_only_message() -> None:
    message = EmailMessage()
    message["From"] = "a@example.com"
    message.set_content(
        "<html><head><title>T</title><script>alert('x')</script></head><body>"
        "<h1>Release&nbsp;notes</h1><p>Version v1.2.3 is out &amp; stable.</p>"
        "<ul><li>Faster</li><li>Smaller</li></ul></body></html>",
        subtype="html",
    )
    assert parse(message.as_bytes()).body == "Release notes\n\nVersion v1.2.3 is out & stable.\n\n- Faster\n- Smaller"


def test_attachments_are_named_never_inlined_even_when_text() -> None:
    message = EmailMessage()
    message["From"] = "a@example.com"
    message["Subject"] = "files"
    message.set_content("See the files.")
    message.add_attachment(b"%PDF-1.4 SECRET-PDF", maintype="application", subtype="pdf", filename="report.pdf")
    message.add_attachment("password=hunter2\n", filename="notes.txt")  # text, but an attachment
    message.add_attachment(b"\x89PNG...", maintype="image", subtype="png", filename="Grafik ä.png")

    parsed = parse_message(message.as_bytes(), max_bytes=LIMIT, source="w")

    assert parsed.body == "See the files."
    assert parsed.attachments == ("report.pdf", "notes.txt", "Grafik ä.png")


def test_nested_mixed_with_alternative_and_trailing_text() -> None:
    # Apple Mail puts text after an attachment in a second inline text part.
    raw = raw_text(
        'From: a@example.com\nSubject: nested\nMIME-Version: 1.0\nContent-Type: multipart/mixed; boundary="m"',
        b"--m\r\n"
        b'Content-Type: multipart/alternative; boundary="a"\r\n\r\n'
        b"--a\r\nContent-Type: text/plain; charset=utf-8\r\n\r\nFirst part.\r\n"
        b"--a\r\nContent-Type: text/html; charset=utf-8\r\n\r\n<p>First part (html).</p>\r\n"
        b"--a--\r\n"
        b"--m\r\nContent-Type: image/jpeg\r\nContent-Disposition: inline; filename=photo.jpg\r\n"
        b"Content-Transfer-Encoding: base64\r\n\r\n/9j/4AAQ\r\n"
        b"--m\r\nContent-Type: text/plain; charset=utf-8\r\n\r\nSecond part.\r\n"
        b"--m--\r\n",
    )
    parsed = parse_message(raw, max_bytes=LIMIT, source="w")
    assert parsed.body == "First part.\n\nSecond part."
    assert parsed.attachments == ("photo.jpg",)


def test_a_forwarded_message_part_is_named_by_its_subject() -> None:
    inner = EmailMessage()
    inner["From"] = "vendor@example.net"
    inner["Subject"] = "Invoice 4711"
    inner.set_content("Pay by Friday. SECRET-INNER")
    outer = EmailMessage()
    outer["From"] = "a@example.com"
    outer["Subject"] = "Fwd: Invoice 4711"
    outer.set_content("FYI, see below.")
    outer.add_attachment(inner)  # message/rfc822

    parsed = parse_message(outer.as_bytes(), max_bytes=LIMIT, source="w")

    assert parsed.body == "FYI, see below."
    assert parsed.attachments == ("forwarded message: Invoice 4711",)


# -- refusals ---------------------------------------------------------------------------------


def test_a_message_over_the_limit_is_refused_before_parsing() -> None:
    raw = raw_text("From: a@example.com", b"x" * 2000)
    with pytest.raises(MessageTooLarge) as caught:
        parse_message(raw, max_bytes=1000, source="work")
    assert str(caught.value) == (
        f"a message in source 'work' is {len(raw)} bytes, over the limit of 1000 (MCP_AGENT_MAX_MESSAGE_BYTES)"
    )
    assert parse_message(raw, max_bytes=len(raw), source="work").body == "x" * 2000


@pytest.mark.parametrize(
    "raw",
    [
        b"",
        b"   \r\n\r\n",
        b"just some text that is not a mail message\nsecond line\n",
        b"\x00\x01\x02\xff\xfe binary garbage \x89PNG",
        b"X-Custom: 1\r\nX-Other: 2\r\n\r\nno mail headers",
    ],
)
def test_what_is_not_mail_is_malformed_and_the_error_shows_no_content(raw: bytes) -> None:
    with pytest.raises(MalformedMessage) as caught:
        parse_message(raw, max_bytes=LIMIT, source="work")
    assert "source 'work'" in str(caught.value)
    assert "garbage" not in str(caught.value) and "some text" not in str(caught.value)


def test_lenient_about_broken_but_readable_mail() -> None:
    # No Message-ID, a broken MIME boundary and a bad encoded word: still a message a person can read.
    raw = raw_text(
        'Subject: =?bogus-charset?Q?Hello?=\nFrom: <>\nMIME-Version: 1.0\nContent-Type: multipart/mixed; boundary="never"',
        b"Text with no boundary at all.\r\n",
    )
    parsed = parse_message(raw, max_bytes=LIMIT, source="w")
    assert "Hello" in parsed.subject
    assert parsed.message_id.startswith("generated-")


# -- quotes and signatures --------------------------------------------------------------------


@pytest.mark.parametrize(
    "attribution",
    [
        "On Mon, Mar 2, 2026 at 5:00 PM Ann Lee <ann@example.com> wrote:",
        "Le lun. 2 mars 2026 à 17:00, Ann Lee <ann@example.com> a écrit :",
        "Am Mo., 2. März 2026 um 17:00 Uhr schrieb Ann Lee <ann@example.com>:",
        "El lun, 2 mar 2026 a las 17:00, Ann Lee (<ann@example.com>) escribió:",
        "Il giorno lun 2 mar 2026 alle ore 17:00 Ann Lee ha scritto:",
    ],
)
def test_attribution_lines_and_quotes_go_in_several_languages(attribution: str) -> None:
    text = f"Yes, Friday works.\n\n{attribution}\n> Can we meet on Friday?\n>\n> Ann\n"
    assert strip_quoted_and_signature(text) == "Yes, Friday works."


def test_a_wrapped_attribution_line_goes_too() -> None:
    text = "Agreed.\n\nOn Mon, Mar 2, 2026 at 5:00 PM Ann Lee <\nann@example.com> wrote:\n> Ship it?\n"
    assert strip_quoted_and_signature(text) == "Agreed."


def test_interleaved_replies_keep_every_answer() -> None:
    text = "Ann Lee <ann@example.com> wrote:\n\n> Budget?\nApproved.\n> Date?\nFriday the 6th.\n"
    assert strip_quoted_and_signature(text) == "Approved.\nFriday the 6th."


def test_a_line_ending_in_wrote_without_a_quote_under_it_is_text() -> None:
    text = "In the minutes Bob wrote:\nship on Friday."
    assert strip_quoted_and_signature(text) == text


@pytest.mark.parametrize(
    "header",
    [
        "-----Original Message-----\nFrom: Ann\nSent: Monday\nTo: Bob\nSubject: Plan",
        "________________________________\nFrom: Ann Lee <ann@example.com>\nSent: Monday, March 2, 2026 5:00 PM\nTo: Bob",
        "From: Ann Lee <ann@example.com> Sent: Monday, March 2, 2026 5:00 PM To: Bob Subject: Plan",
        "-----Ursprüngliche Nachricht-----\nVon: Ann\nGesendet: Montag",
        "Von: Ann Lee <ann@example.com>\nGesendet: Montag, 2. März 2026 17:00\nAn: Bob",
        "De : Ann Lee\nEnvoyé : lundi 2 mars 2026 17:00\nÀ : Bob",
        "De: Ann Lee\nEnviado el: lunes, 2 de marzo de 2026 17:00\nPara: Bob",
    ],
)
def test_everything_under_an_outlook_style_header_goes(header: str) -> None:
    text = f"Let's do it.\n\n{header}\n\nThe whole older thread, unquoted.\nMore of it.\n"
    assert strip_quoted_and_signature(text) == "Let's do it."


def test_a_forward_keeps_the_forwarded_mail() -> None:
    text = "FYI\n\n---------- Forwarded message ---------\nFrom: Vendor <v@example.net>\nDate: Mon, Mar 2, 2026\nSubject: Invoice\n\nPay by Friday.\n"
    stripped = strip_quoted_and_signature(text)
    assert "Pay by Friday." in stripped and stripped.startswith("FYI")


def test_an_outlook_forward_keeps_the_forwarded_mail() -> None:
    message = EmailMessage()
    message["From"] = "bob@example.com"
    message["Subject"] = "FW: Invoice 4711"
    message.set_content(
        "Can you pay this?\n\n________________________________\nFrom: Vendor <v@example.net>\n"
        "Sent: Monday, March 2, 2026 5:00 PM\nTo: Bob\nSubject: Invoice 4711\n\nPlease pay 300 EUR by Friday.\n"
    )
    body = parse_message(message.as_bytes(), max_bytes=LIMIT, source="w").body
    assert body.startswith("Can you pay this?") and body.endswith("Please pay 300 EUR by Friday.")

    message.replace_header("Subject", "RE: Invoice 4711")  # the same text as a reply: the old mail goes
    assert parse_message(message.as_bytes(), max_bytes=LIMIT, source="w").body == "Can you pay this?"


def test_signatures_and_mobile_footers_go() -> None:
    assert strip_quoted_and_signature("Sounds good.\n\n-- \nAnn Lee\nHead of Ops | +1 555 0100\n") == "Sounds good."
    assert strip_quoted_and_signature("Sounds good.\n--\nAnn\n") == "Sounds good."
    assert strip_quoted_and_signature("On my way.\n\nSent from my iPhone\n") == "On my way."
    assert strip_quoted_and_signature("Bin unterwegs.\n\nVon meinem iPhone gesendet\n") == "Bin unterwegs."
    assert strip_quoted_and_signature("OK\n\nGet Outlook for Android\n") == "OK"
    assert strip_quoted_and_signature("D'accord.\n\nEnvoyé de mon iPhone\n") == "D'accord."


def test_what_the_message_adds_is_untouched() -> None:
    text = (
        "Release v1.2.3 fixes --verbose and 2.0.0-rc.1 > 1.9 builds.\n"
        "Run `make -- all` with x--y.\n"
        "Dates: 2026-03-02 -- 2026-03-06.\n"
        "From the team: thanks!\n"
        "On Friday we ship."
    )
    assert strip_quoted_and_signature(text) == text


def test_a_message_that_only_quotes_adds_nothing() -> None:
    assert strip_quoted_and_signature("> earlier text\n> more\n") == ""


# -- HTML -------------------------------------------------------------------------------------


def test_html_to_text_blocks_breaks_entities_links_and_quotes() -> None:
    html = (
        "<div>Hello&nbsp;<b>team</b>,<br>see <a href='https://example.com/x'>the plan</a>.</div>"
        "<style>.x{color:red}</style><script>var secret = 1;</script>"
        "<p>Caf&eacute; &lt;3 &#8364;5 &quot;ok&quot;</p>"
        "<table><tr><td>Owner</td><td>Ann</td></tr><tr><td>Due</td><td>Fri</td></tr></table>"
        "<blockquote>older <blockquote>much older</blockquote></blockquote>"
        "<pre>  keep   this\n    indentation</pre>"
        "<p>   lots    of\n\n   whitespace   </p>"
    )
    assert html_to_text(html) == (
        "Hello team,\nsee the plan.\n\n"
        'Café <3 €5 "ok"\n\n'
        "Owner | Ann\nDue | Fri\n\n"
        "> older\n>\n>> much older\n\n"
        "      keep   this\n        indentation\n\n"
        "lots of whitespace"
    )


def test_html_to_text_survives_broken_markup() -> None:
    assert html_to_text("<div><p>Unclosed <b>bold <i>and</div> text</p><").startswith("Unclosed bold and")


# -- the header-only fast path ----------------------------------------------------------------


def _all_test_messages() -> list[bytes]:
    built = []
    for charset, text in [("koi8-r", "Привет"), ("utf-8", "Zürich → 東京"), ("iso-8859-1", "Grüße, Köln")]:
        message = EmailMessage()
        message["From"] = f"{text} <sender@example.com>"
        message["To"] = f'"{text}, Team" <team@example.com>, other@example.com'
        message["Cc"] = "Lee, Bob <bob@example.com>"
        message["Subject"] = f"Re: [list] {text} " + "long words " * 12
        message["Date"] = "Tue, 3 Mar 2026 10:00:00 +0530"
        message["Message-ID"] = "<fast@example.com>"
        message["References"] = "<a@example.com> <b@example.com>"
        message["In-Reply-To"] = "<b@example.com>"
        message.set_content(text, charset=charset)
        built.append(message.as_bytes())
    return [
        (MAIL / "outlook_reply.eml").read_bytes(),
        (MAIL / "gmail_html_reply.eml").read_bytes(),
        "From: Zoë <zoe@example.com>\r\nSubject: Spätzle\r\n\r\nhi".encode(),
        raw_text("From: =?koi8-r?B?7cHbwQ==?= <masha@example.ru>\nSubject: =?iso-8859-1?Q?R=E9union?=", b"x"),
        *built,
    ]


@pytest.mark.parametrize("raw", _all_test_messages())
def test_headers_alone_give_the_same_fields_as_the_whole_message(raw: bytes) -> None:
    whole = parse_message(raw, max_bytes=LIMIT, source="w")
    head = parse_headers(raw.split(b"\n\n", 1)[0].split(b"\r\n\r\n", 1)[0] + b"\n", source="w")

    for field in ("message_id", "subject", "sender", "sent_at", "in_reply_to", "references", "recipients"):
        if field == "message_id" and whole.message_id.startswith("generated-"):
            assert head.message_id.startswith("generated-")
            continue
        assert getattr(head, field) == getattr(whole, field), field
    assert head.body == "" and head.attachments == ()


def test_headers_alone_refuse_what_is_not_mail() -> None:
    with pytest.raises(MalformedMessage):
        parse_headers(b"\x00\x01 garbage \xff", source="w")


def test_text_still_quoted_printable_after_decoding_is_decoded_once_more() -> None:
    message = EmailMessage()
    message["From"] = "Christopher <c@example.com>"
    message["Subject"] = "Re: call"
    # The body as some gateways pass it on: quoted-printable inside a part that says it is not.
    message.set_content(
        "I have sent an invite for 10:30am Monday.\n\nOn Mon, Jun 3, 2024 at 12:53=E2=80=AFAM Cody Hart <c=\n"
        "@example.com> wrote:\n\n> 10.30 AM pacific is good for me, let us know of your availability for Wednesda=\ny=\n"
        "> next week.\n"
    )
    body = parse_message(message.as_bytes(), max_bytes=LIMIT, source="s").body
    assert body == "I have sent an invite for 10:30am Monday."
