"""One RFC 5322 message into a ``MailMessage``: MIME decoded, HTML as text, only what it adds.

Every source reads mail here, so the same message reads the same wherever it is kept: the local
mailboxes and IMAP from raw bytes (``parse_message``), Gmail from its API's parts rebuilt into a
``Message`` tree (``read_message``).

Real mail is messy: declared charsets lie, headers carry undeclared 8-bit text, HTML-only
clients quote in ``<blockquote>``, Outlook top-posts above a header block. The parser here is
lenient with all of that and refuses only what is not a mail message at all (``MalformedMessage``)
or what is too large to read (``MessageTooLarge``, decided on the byte count before parsing).
"""

from __future__ import annotations

import codecs
import dataclasses
import hashlib
import quopri
import re
from datetime import UTC, datetime
from email import policy
from email.errors import HeaderParseError
from email.header import decode_header, make_header
from email.message import Message
from email.parser import BytesParser
from email.utils import getaddresses, parsedate_to_datetime

from mcp_agent.tools.summarize.cleaning import FORWARD_SUBJECT, clean_body, html_to_text, is_automated, is_mailing_list
from mcp_agent.tools.summarize.mail import MailMessage, MalformedMessage, MessageTooLarge

# Headers any mail message carries at least one of; a "message" with none of them is not mail.
_MAIL_HEADERS = ("from", "sender", "message-id", "date", "subject", "to")
_MESSAGE_ID = re.compile(r"<([^<>\s]+)>")
# Declared "latin-1" mail is in practice windows-1252 (curly quotes, euro sign in 0x80-0x9f).
_LATIN1_NAMES = frozenset({"iso-8859-1", "iso8859-1", "latin-1", "latin1", "l1", "us-ascii", "ascii"})


def message_too_large(source: str, size: int, max_bytes: int) -> MessageTooLarge:
    """The one wording of the size refusal, for sources that check a file's size before reading it."""
    return MessageTooLarge(
        f"a message in source '{source}' is {size} bytes, over the limit of {max_bytes} (MCP_AGENT_MAX_MESSAGE_BYTES)"
    )


def parse_message(raw: bytes, *, max_bytes: int, source: str, headers: MailMessage | None = None) -> MailMessage:
    """The message as the summarizer reads it. ``headers``: its fields as ``parse_headers`` already
    gave them (a source that listed the message first), so they are not parsed a second time."""
    if len(raw) > max_bytes:
        raise message_too_large(source, len(raw), max_bytes)
    if not raw.strip():
        raise MalformedMessage(f"a message in source '{source}' is empty")
    # compat32 and the raw header text: the structured header objects of policy.default cost three
    # quarters of a message's parse and give the summary nothing the raw values do not.
    try:
        msg = BytesParser(policy=policy.compat32).parsebytes(raw)
    except Exception as exc:  # the parser is lenient; anything it still trips on means unreadable input
        raise MalformedMessage(f"a message in source '{source}' could not be parsed ({type(exc).__name__})") from exc
    if not _raw_headers(msg).keys() & set(_MAIL_HEADERS):
        raise MalformedMessage(
            f"a message in source '{source}' is not a mail message (none of the From, Message-ID, Date, Subject headers)"
        )
    return read_message(msg, content=raw, headers=headers)


def read_message(msg: Message, *, content: bytes, headers: MailMessage | None = None) -> MailMessage:
    """A message already in a compat32 ``Message`` tree (parsed here, or rebuilt by a source from an API's
    MIME parts, transfer encodings undone) as the summarizer reads it. ``content`` names a message
    without a Message-ID; ``headers`` as for ``parse_message``."""
    raw_headers = _raw_headers(msg)
    attachments: list[str] = []
    text = _body_text(msg, attachments)
    fields = headers if headers is not None else _from_headers(raw_headers, content)
    forwarded = bool(FORWARD_SUBJECT.match(fields.subject))
    body = clean_body(text, forwarded=forwarded, mailing_list=is_mailing_list(raw_headers), sender=fields.sender)
    automated = is_automated(raw_headers, msg.get_content_type())
    return dataclasses.replace(fields, body=body, attachments=tuple(dict.fromkeys(attachments)), automated=automated)


def parse_headers(head: bytes, *, source: str) -> MailMessage:
    """A message's header block alone: links, sender, recipients, subject, date; no body, no attachments.

    Twenty times faster than ``parse_message`` (the compat32 parser and no structured header
    objects), so a source can thread ten thousand messages per listing, and place a message too
    large to read in its thread. Gives the same fields as ``parse_message`` on the same headers,
    except a generated Message-ID, which hashes ``head``.
    """
    try:
        msg = BytesParser(policy=policy.compat32).parsebytes(head, headersonly=True)
    except Exception as exc:
        raise MalformedMessage(f"a message in source '{source}' could not be parsed ({type(exc).__name__})") from exc
    if not _raw_headers(msg).keys() & set(_MAIL_HEADERS):
        raise MalformedMessage(
            f"a message in source '{source}' is not a mail message (none of the From, Message-ID, Date, Subject headers)"
        )
    return read_headers(msg, content=head)


def read_headers(msg: Message, *, content: bytes) -> MailMessage:
    """The fields ``parse_headers`` gives, of a message already in a ``Message`` (its body is not read)."""
    return _from_headers(_raw_headers(msg), content)


def _from_headers(raw: dict[str, str], content: bytes) -> MailMessage:
    """The fields of a message from its raw header values (``content`` names a message without a Message-ID)."""
    ids = _message_ids(raw.get("message-id", ""))
    in_reply_to = _message_ids(raw.get("in-reply-to", ""))
    senders = _raw_addresses(raw.get("from", "")) or _raw_addresses(raw.get("sender", ""))
    return MailMessage(
        message_id=ids[0] if ids else "generated-" + hashlib.sha256(content).hexdigest()[:24],
        subject=_one_line(_decode_words(raw.get("subject", ""))),
        sender=senders[0] if senders else _one_line(_decode_words(raw.get("from", ""))),
        body="",
        sent_at=_date(raw.get("date", "")),
        in_reply_to=in_reply_to[0] if in_reply_to else None,
        references=tuple(_message_ids(raw.get("references", ""))),
        recipients=tuple(_raw_addresses(raw.get("to", "")) + _raw_addresses(raw.get("cc", ""))),
        automated=is_automated(raw, _content_type(raw.get("content-type", ""))),
    )


def _raw_headers(msg: Message) -> dict[str, str]:
    """The first value of each header, by lowercased name, as written (not decoded)."""
    raw: dict[str, str] = {}
    for name, value in msg.raw_items():
        raw.setdefault(name.lower(), value if isinstance(value, str) else str(value))
    return raw


def _content_type(value: str) -> str:
    return value.split(";", 1)[0].strip().lower()


def _decode_words(value: str) -> str:
    """RFC 2047 encoded words of a raw header value, leniently (unknown charsets stay as written)."""
    value = _fix_8bit(value)
    if "=?" not in value:
        return value
    try:
        return str(make_header(decode_header(value)))
    except (LookupError, ValueError, UnicodeError, HeaderParseError):
        return value


def _raw_addresses(value: str) -> list[str]:
    # Split before decoding: a decoded display name may hold the commas that separate addresses.
    found = []
    for name, addr in getaddresses([value]):
        if name or addr:
            found.append(_format_address(_decode_words(name), _decode_words(addr)))
    return found


def _header(msg: Message, name: str) -> str:
    """A header's decoded value ("" when absent)."""
    value = msg.get(name)
    return _decode_words("" if value is None else str(value))


def _fix_8bit(text: str) -> str:
    """Undeclared 8-bit header bytes arrive as surrogate escapes: decode them as UTF-8, else windows-1252."""
    if not any("\udc80" <= ch <= "\udcff" for ch in text):
        return text
    data = text.encode("utf-8", "surrogateescape")
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError:
        return data.decode("windows-1252", errors="replace")


def _one_line(text: str) -> str:
    return " ".join(text.split())


def _message_ids(value: str) -> list[str]:
    found = _MESSAGE_ID.findall(value)
    if found:
        return list(dict.fromkeys(found))
    # Some agents drop the angle brackets; a bare token is still the id.
    return [token for token in value.split() if "@" in token][:50]


def _format_address(name: str, addr: str) -> str:
    name, addr = _one_line(name), addr.strip()
    if name and addr and name != addr:
        return f"{name} <{addr}>"
    return addr or name


def _date(value: str) -> datetime | None:
    if not value.strip():
        return None
    try:
        sent = parsedate_to_datetime(value.strip())
    except (TypeError, ValueError, IndexError, OverflowError):
        return None
    # "-0000" and zone-less dates parse naive; mail dates are UTC when they say nothing.
    return sent.replace(tzinfo=UTC) if sent.tzinfo is None else sent


# -- bodies -----------------------------------------------------------------------------------


def _filename(part: Message) -> str | None:
    try:
        name = part.get_filename()
    except Exception:
        return None
    # compat32 undoes RFC 2231 but leaves RFC 2047 words, which many clients use for file names.
    return _one_line(_decode_words(str(name))) if name else None


def _is_attachment(part: Message) -> bool:
    disposition = (part.get_content_disposition() or "").lower()
    return disposition == "attachment" or _filename(part) is not None


def _decode_payload(part: Message) -> str:
    payload = part.get_payload(decode=True)  # undoes quoted-printable and base64, leniently
    if not isinstance(payload, bytes):
        return ""
    if _looks_quoted_printable(payload):
        # Text quoted-printable encoded twice or under a wrong label: "w=\nrote:", "12:53=E2=80=AFAM".
        payload = quopri.decodestring(payload)
    return decode_bytes(payload, part.get_content_charset())


_SOFT_BREAK = re.compile(rb"=\r?\n")
_QP_ESCAPE = re.compile(rb"=[0-9A-F]{2}")


def _looks_quoted_printable(payload: bytes) -> bool:
    """Soft line breaks on several lines and escaped bytes: still quoted-printable, not text."""
    return len(_SOFT_BREAK.findall(payload)) >= 3 and len(_QP_ESCAPE.findall(payload)) >= 2


def decode_bytes(data: bytes, charset: str | None) -> str:
    """Text in the declared charset when it decodes cleanly, else UTF-8, else best effort with U+FFFD."""
    declared = (charset or "us-ascii").strip().strip('"').lower()
    try:
        codec = codecs.lookup(declared).name
    except LookupError:
        codec = None
    if codec is not None:
        if declared in _LATIN1_NAMES or codec in ("latin-1", "ascii"):
            try:
                return data.decode("ascii")
            except UnicodeDecodeError:
                pass
            try:
                return data.decode("utf-8")  # the most common lie: declared ASCII/Latin-1, sent UTF-8
            except UnicodeDecodeError:
                return data.decode("windows-1252", errors="replace")
        try:
            return data.decode(codec)
        except UnicodeDecodeError:
            pass
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError:
        return data.decode(codec or "windows-1252", errors="replace")


def _forwarded_name(part: Message) -> str:
    name = _filename(part)
    if name:
        return name
    inner = part.get_payload()
    subject = ""
    if isinstance(inner, list) and inner and isinstance(inner[0], Message):
        subject = _one_line(_header(inner[0], "Subject"))
    return f"forwarded message: {subject or '(no subject)'}"


def _body_text(part: Message, attachments: list[str]) -> str:
    """The readable text of ``part``; every attachment under it is named in ``attachments``."""
    ctype = part.get_content_type()
    if ctype == "message/rfc822":
        attachments.append(_forwarded_name(part))
        return ""
    if part.is_multipart():
        payload = part.get_payload()
        children: list[Message] = [c for c in payload if isinstance(c, Message)] if isinstance(payload, list) else []
        if ctype == "multipart/alternative":
            return _alternative(children, attachments)
        texts = [_body_text(child, attachments) for child in children]
        return "\n\n".join(text for text in texts if text.strip())
    if _is_attachment(part):
        attachments.append(_filename(part) or f"unnamed {ctype}")
        return ""
    if ctype == "text/plain":
        return _decode_payload(part)
    if ctype == "text/html":
        return html_to_text(_decode_payload(part))
    # An inline image of an HTML body (multipart/related) is layout, not something sent.
    if ctype.startswith("image/") and part.get("Content-ID"):
        return ""
    attachments.append(f"unnamed {ctype}")
    return ""


def _alternative(children: list[Message], attachments: list[str]) -> str:
    """The plain-text rendering when it has text, else the richest other one, as text."""
    rendered: list[tuple[str, str]] = []
    for child in children:
        found: list[str] = []
        rendered.append((child.get_content_type(), _body_text(child, found)))
        attachments.extend(found)
    for ctype, text in rendered:
        if ctype == "text/plain" and text.strip():
            return text
    for _, text in reversed(rendered):  # RFC 2046: the last alternative is the richest
        if text.strip():
            return text
    return ""
