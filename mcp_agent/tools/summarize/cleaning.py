"""What a message adds, as text: HTML as plain text, and without what the sender did not write for
this message (quoted replies, attribution lines, signatures, mobile footers, disclaimers, the
footer a mailing list appends), while a forwarded mail stays: in a forward it is the content.

Signatures and sign-offs in many languages ("Best,", "Mit freundlichen Grüßen", "Cordialement",
"よろしくお願いします") are found by ``mail-parser-reply``, HTML is read by ``html2text``; the
patterns here cover only what those do not (forward markers, Outlook header blocks, list footers
and disclaimers).
"""

from __future__ import annotations

import re
from collections.abc import Mapping

import html2text

from mcp_agent.tools.summarize.markers import markers
from mcp_agent.tools.summarize.segments import FORWARD_SEPARATOR, visible, without_history

# -- automated mail ---------------------------------------------------------------------------


def is_automated(headers: Mapping[str, str], content_type: str = "") -> bool:
    """An auto-reply, vacation notice or bounce (RFC 3834 Auto-Submitted, the common X- headers,
    Precedence: auto_reply, an RFC 3464 delivery report): no fact of a thread comes from it."""
    auto_submitted = headers.get("auto-submitted", "").strip().lower()
    if auto_submitted and not auto_submitted.startswith("no"):
        return True
    if any(name in headers for name in ("x-autoreply", "x-autorespond", "x-auto-response-suppress-reply")):
        return True
    if headers.get("precedence", "").strip().lower() in ("auto_reply", "auto-reply"):
        return True
    if content_type.lower() == "multipart/report":
        return True
    sender = headers.get("from", "").lower()
    return "mailer-daemon@" in sender or sender.startswith("mailer-daemon")


def is_mailing_list(headers: Mapping[str, str]) -> bool:
    """RFC 2919 List-Id or any RFC 2369 List-* header: the list may have appended a footer."""
    return any(name.startswith("list-") for name in headers)


# -- HTML -------------------------------------------------------------------------------------

_MARKDOWN_TABLE_RULE = re.compile(r"^\s*\|?\s*:?-{3,}:?\s*(?:\|\s*:?-{3,}:?\s*)*\|?\s*$")
_MARKDOWN_HEADING = re.compile(r"^#{1,6}\s+")
_MARKDOWN_BULLET = re.compile(r"^\s*[*+]\s+")
_MARKDOWN_RULE = re.compile(r"^\s*(?:\* ?){3,}$")


def html_to_text(html: str) -> str:
    """Readable text of an HTML body: blocks as lines, quotes as "> " lines, links by their text,
    table rows as "cell | cell" lines."""
    converter = html2text.HTML2Text()
    converter.body_width = 0  # no hard wrapping: a sentence stays on one line
    converter.ignore_links = True
    converter.ignore_images = True
    converter.ignore_emphasis = True
    converter.unicode_snob = True
    converter.pad_tables = False
    try:
        markdown = converter.handle(html)
    except Exception:  # html2text is tolerant; anything it still trips on leaves no text rather than a crash
        return ""
    out: list[str] = []
    for raw in markdown.replace("\xa0", " ").split("\n"):
        # html2text escapes a leading "-" ("\\-- Forwarded message --", "\\--" over a signature).
        line = re.sub(r"^(\s*)\\(?=-)", r"\1", raw.rstrip())
        if _MARKDOWN_TABLE_RULE.match(line) or _MARKDOWN_RULE.match(line):
            continue
        if "|" in line and not line.lstrip().startswith(">"):
            line = " | ".join(cell.strip() for cell in line.split("|") if cell.strip())
        line = _MARKDOWN_HEADING.sub("", line)
        line = _MARKDOWN_BULLET.sub("- ", line)
        if not line.strip():
            if out and out[-1] != "":
                out.append("")
            continue
        out.append(line)
    return "\n".join(out).strip("\n")


FORWARD_SUBJECT = re.compile(r"^\s*(fwd?|wg|tr|rv|転送)\s*[:：]", re.IGNORECASE)
_FORWARDED_HEADER = re.compile(
    r"^\s*\**\s*(from|von|de|da|date|datum|sent|gesendet|envoyé|enviado|subject|betreff|objet|asunto|oggetto|"
    r"to|an|à|para|a|cc|件名|宛先|差出人|日付|от кого|кому|дата|тема)\s*\**\s*[:：|]",
    re.IGNORECASE,
)
_HEADER_FROM = re.compile(r"^\s*\**\s*(from|von|de|da|van|från|fra|od|от кого|от|差出人)\s*\**\s*[:：|]", re.IGNORECASE)
# A line that only separates: what is left of one at the end of a text goes with it.
_RULE = re.compile(r"\s*[-_=*~—–]{2,}\s*")


# -- footers, disclaimers, signatures ---------------------------------------------------------

# The line a list footer starts with, or a line only a list footer has (RFC 2369 names the
# headers; the footer text is the list software's: Mailman, Google Groups, Sympa, listserv).
_LIST_FOOTER_LINE = re.compile(
    r"(?:you (?:received|are receiving) this (?:message|e-?mail|notification)|^invitation from [\w ]*calendar\s*$|"
    r"recibes este (?:correo|mensaje)|^invitación de [\w ]*calendar\w*\s*$|vous recevez ce (?:message|courriel|e-?mail)|"
    r"^invitation de [\w ]*agenda\s*$|sie erhalten diese (?:e-?mail|nachricht)|^einladung von [\w ]*kalender\s*$|"
    r"このメールは.{0,30}(?:配信|送信)されています|to unsubscribe|/mailman3?/(?:listinfo|lists)/|"
    r"list-unsubscribe|view this discussion|visit https?://groups\.|manage your subscription|"
    r"(?:von|aus) dieser liste abmelden|désinscri|se désabonner|darse de baja|cancelar (?:la )?suscripción|"
    r"配信停止|購読解除)",
    re.IGNORECASE,
)
# Lines that start a footer only in a message a list delivered (it has List-* headers).
_LIST_FOOTER_START = re.compile(
    r"(?:^\s*_{8,}\s*$|^\s*-{8,}\s*$|^\s*-- \s*$|^\s*--\s*$|mailing list\s*$|^\s*[\w.+-]+@[\w.-]+\s*$|"
    r"unsubscribe|abmelden|abbestellen)",
    re.IGNORECASE,
)
# A disclaimer's paragraph: says it is confidential and names who it is meant for.
_CONFIDENTIAL = re.compile(
    r"confidential|privileged|vertraulich|confidentiel|confidencial|riservat|機密|秘密", re.IGNORECASE
)
_ADDRESSEE = re.compile(
    r"intended|addressee|recipient|empfänger|adressat|destinataire|destinatario|宛先|受信者|"
    r"if you are not|wenn sie nicht|si vous n'êtes pas|si usted no es|si no es usted",
    re.IGNORECASE,
)
_DISCLAIMER_START = re.compile(
    r"^\s*(?:confidentiality notice|disclaimer|haftungsausschluss|avertissement|aviso legal|aviso de confidencialidad|"
    r"this (?:e-?mail|message)\b.*\b(?:confidential|intended)|diese (?:e-?mail|nachricht)\b.*vertraulich|"
    r"ce (?:message|courriel|e-?mail)\b.*confidentiel|este (?:mensaje|correo)\b.*confidencial)",
    re.IGNORECASE,
)
# A card under the text without "-- ": short lines, one with a phone number, a web or mail address,
# or "Title | Company"; none of them a sentence.
_CARD_LINE = re.compile(
    r"(?:\+?\d[\d ()./-]{7,}\d|\bwww\.|https?://|[\w.+-]+@[\w-]+\.[\w.]+|\s\|\s|^(?:tel|phone|mobile|fax|mob|t|m)\.?\s*[:.]?\s*\+?\d)",
    re.IGNORECASE,
)
_SENTENCE_END = re.compile(r"[.!?。！？:]\s*$")

# How a forwarded mail starts in a cleaned body: with the name of whoever wrote it, when known.
FORWARDED_FROM = re.compile(r"^-{10} Forwarded message(?: from (?P<name>.+?))? -{10}$")


def _cut_list_footer(lines: list[str], mailing_list: bool) -> list[str]:
    """Everything from the first footer line in the last part of the message (a footer is short)."""
    tail_start = max(0, len(lines) - 15)
    for index in range(tail_start, len(lines)):
        line = lines[index]
        starts = _LIST_FOOTER_LINE.search(line) or (mailing_list and _LIST_FOOTER_START.search(line))
        if starts and index > 0:
            rest = [x for x in lines[index:] if x.strip()]
            # A footer is a few lines of list text, not a paragraph of the message.
            if len(rest) <= 12:
                return _trim(lines[:index])
    return lines


def _cut_disclaimer(lines: list[str]) -> list[str]:
    for index, line in enumerate(lines):
        if index == 0 or not line.strip():
            continue
        if _DISCLAIMER_START.match(line) or (
            not lines[index - 1].strip() and _is_disclaimer_paragraph(lines[index : index + 8])
        ):
            return _trim(lines[:index])
    return lines


def _is_disclaimer_paragraph(lines: list[str]) -> bool:
    paragraph: list[str] = []
    for line in lines:
        if not line.strip():
            break
        paragraph.append(line)
    text = " ".join(paragraph)
    return bool(_CONFIDENTIAL.search(text) and _ADDRESSEE.search(text))


def _cut_card(lines: list[str]) -> list[str]:
    """A trailing block of up to six short lines that reads as a contact card, not as text."""
    end = len(lines)
    start = end
    while start > 0 and lines[start - 1].strip():
        start -= 1
    block = lines[start:end]
    if (
        start > 0
        and 1 <= len(block) <= 6
        and any(_CARD_LINE.search(line) for line in block)
        and not any(_SENTENCE_END.search(line) and len(line.split()) > 6 for line in block)
        and all(len(line) <= 80 for line in block)
    ):
        return _trim(lines[:start])
    return lines


# A signature's delimiter: "-- " and what clients and HTML conversion make of it ("--", "\\--", "—").
_SIGNATURE_DELIMITER = re.compile(r"^(?:--|\\--|[—–]+|—-)\s*$")


def _cut_sign_off(lines: list[str]) -> list[str]:
    """From a closing of the table ("Best regards,", "С уважением,", "Pozdrawiam") near the end,
    when only a short card follows it or a rule line opens what follows (a card, a team's note)."""
    closing = markers().closing
    for index in range(max(1, len(lines) - 9), len(lines)):
        if not closing.match(lines[index]):
            continue
        rest = [line for line in lines[index + 1 :] if line.strip()]
        if len(rest) <= 6 and all(len(line) <= 60 for line in rest):
            return _trim(lines[:index])
    for index in range(1, len(lines)):
        if closing.match(lines[index]):
            following = next((line for line in lines[index + 1 :] if line.strip()), "")
            if _RULE.fullmatch(following) and len(lines) - index <= 40:
                return _trim(lines[:index])
    return lines


def _cut_mobile_footer(lines: list[str]) -> list[str]:
    """From a client's or carrier's line ("Sent from my iPhone", "Get Outlook for iOS"), with the
    sender's name right above it ("Stavros\nvia mobile"): below it there is only older mail."""
    footer = markers().mobile_footer
    for index, line in enumerate(lines):
        if index and footer.match(line):
            cut = index
            above = lines[index - 1].strip()
            if above and len(above.split()) <= 3 and not _SENTENCE_END.search(above) and index >= 2:
                cut = index - 1
            return _trim(lines[:cut])
    return lines


def _cut_notification(lines: list[str]) -> list[str]:
    notification = markers().notification
    for index in range(1, len(lines)):
        if notification.search(lines[index]) and len([x for x in lines[index:] if x.strip()]) <= 6:
            return _trim(lines[:index])
    return lines


def _without_banner(lines: list[str]) -> list[str]:
    """Without an external-sender warning on top: its paragraph goes."""
    start = next((i for i, line in enumerate(lines) if line.strip()), len(lines))
    if start < len(lines) and markers().banner.search(lines[start]):
        end = start
        while end < len(lines) and lines[end].strip():
            end += 1
        return lines[end:]
    return lines


def _cut_ruled_card(lines: list[str]) -> list[str]:
    """A rule line, then short lines that are no sentences, one of them a card's (a logo's name, a
    name, a title, a phone number)."""
    for index in range(max(1, len(lines) - 24), len(lines)):
        if not (_RULE.fullmatch(lines[index]) and len(lines[index].strip()) >= 8):
            continue
        rest = [line.strip() for line in lines[index + 1 :] if line.strip()]
        short = all(len(line) <= 60 and not _SENTENCE_END.search(line) for line in rest)
        # A card, not the rows of a table under its rule: a phone, a web or mail address, "Title | Company".
        if rest and short and any(_CARD_LINE.search(line) for line in rest):
            return _trim(lines[:index])
    return lines


def _cut_name_card(lines: list[str], sender: str) -> list[str]:
    """The sender's name on a line of its own near the end ("-Abhishek Kona", "Stranger") and the
    few short lines under it: the sender signing, not saying."""
    words = [w.lower() for w in re.findall(r"[^\W\d_]+", sender)]
    if not words:
        return lines
    for index in range(max(1, len(lines) - 6), len(lines)):
        name = re.sub(r"^[\s\-–—/~]+", "", lines[index]).strip().rstrip(".,").lower()
        if not name or len(name) > 40 or not lines[index - 1].strip() == "":
            continue
        if name.split()[0] in words and all(w in words for w in re.findall(r"[^\W\d_]+", name)):
            rest = [line for line in lines[index + 1 :] if line.strip()]
            # The last line, or a card under it: not a name in a list ("Attendees: … Ann / Bob").
            if not rest or (len(rest) <= 4 and any(_CARD_LINE.search(line) for line in rest)):
                return _trim(lines[:index])
    return lines


# A newsletter's line above the content: a link to the web version, not something it says.
_WEB_VERSION = re.compile(
    r"^\s*(?:view (?:this|it|the) (?:e-?mail|message|newsletter)(?: in| on) (?:your|a|the) (?:web )?browser|"
    r"(?:e-?mail|newsletter|nachricht) im browser (?:anzeigen|ansehen|öffnen)|"
    r"voir (?:ce message|cet e-?mail|la version) (?:en ligne|dans (?:votre|le) navigateur)|"
    r"ver (?:este (?:correo|mensaje)|la versión) en (?:el|tu|su) navegador|ブラウザで(?:表示|見る))",
    re.IGNORECASE,
)


def _trim(lines: list[str]) -> list[str]:
    while lines and (not lines[-1].strip() or _RULE.fullmatch(lines[-1])):
        lines = lines[:-1]
    return lines


def _clean_part(lines: list[str], mailing_list: bool, sender: str) -> list[str]:
    lines = _trim([line for line in _without_banner(lines) if not _WEB_VERSION.match(line)])
    for number, line in enumerate(lines):
        if number and _SIGNATURE_DELIMITER.match(line.strip()):
            lines = _trim(lines[:number])
            break
    lines = _cut_notification(_cut_mobile_footer(lines))
    lines = _cut_list_footer(lines, mailing_list)
    lines = _cut_disclaimer(lines)
    lines = _cut_ruled_card(_cut_sign_off(_trim(lines)))
    lines = _cut_card(_cut_name_card(lines, sender))
    return lines


def _wrapped_field(part: list[str]) -> bool:
    """The second line of a header value the forwarding client wrapped ("Subject: Two" / "line subject" / "To: …")."""
    return len(part) > 1 and len(part[0]) <= 80 and bool(_FORWARDED_HEADER.match(part[1]))


def _author(header_line: str) -> str:
    value = re.split(r"[:：|]", header_line, maxsplit=1)[1].strip().strip("*|").strip()
    name = value.split("<", 1)[0].strip().strip('"').strip()
    return name or value.strip("<>")


def clean_body(text: str, *, forwarded: bool = False, mailing_list: bool = False, sender: str = "") -> str:
    """What a message adds: its text without quoted replies, attribution lines, signature, mobile
    footer, disclaimer and list footer.

    ``forwarded`` (a "Fwd:"/"FW:" subject) keeps an Outlook-style header block and what follows
    it: in a forward that is the forwarded mail, not an older copy of the thread. A forwarded
    mail keeps its text without its header lines, each part cleaned on its own.
    """
    lines = visible(text).replace("\r\n", "\n").replace("\r", "\n").split("\n")
    kept = without_history(lines, forwarded)
    parts: list[list[str]] = [[]]
    for line in kept:
        if line == FORWARD_SEPARATOR:
            parts.append([])
        else:
            parts[-1].append(line)
    cleaned: list[str] = []
    for number, part in enumerate(parts):
        author = ""
        if number > 0:
            # The forwarded mail's header lines (From:, Date:, Subject:, To:) say nothing new but who wrote it.
            while part and (not part[0].strip() or _FORWARDED_HEADER.match(part[0]) or _wrapped_field(part)):
                if not author and _HEADER_FROM.match(part[0]):
                    author = _author(part[0])
                part = part[1:]
        # The list footer is appended once, at the very end.
        part = _clean_part(part, mailing_list and number == len(parts) - 1, sender if number == 0 else author)
        if number > 0:
            cleaned.extend(
                ["", f"---------- Forwarded message from {author} ----------" if author else FORWARD_SEPARATOR]
            )
        cleaned.extend(part)
    out: list[str] = []
    for line in cleaned:
        if not line.strip():
            if out and out[-1] != "":
                out.append("")
            continue
        out.append(line)
    return "\n".join(out).strip("\n")
