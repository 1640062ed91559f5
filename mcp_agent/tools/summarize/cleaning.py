"""What a message adds, as text: HTML as plain text, and without what the sender did not write for
this message (quoted replies, attribution lines, signatures, mobile footers, disclaimers, the
footer a mailing list appends), while a forwarded mail stays: in a forward it is the content.

Signatures and sign-offs in many languages ("Best,", "Mit freundlichen Grüßen", "Cordialement",
"よろしくお願いします") are found by ``mail-parser-reply``, HTML is read by ``html2text``; the
patterns here cover only what those do not (forward markers, Outlook header blocks, list footers
and disclaimers).
"""

from __future__ import annotations

import functools
import re
from collections.abc import Mapping

import html2text
from mailparser_reply import EmailMessage  # type: ignore[import-untyped]  # the library ships no type information

# The languages whose sign-offs and reply headers the library knows that we also summarize.
LANGUAGES = ["en", "de", "fr", "es", "it", "nl", "ja", "zh", "ko", "pl", "sv", "da", "cs"]


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
        line = raw.rstrip()
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


# -- quotes and reply headers -----------------------------------------------------------------

_ORIGINAL_MESSAGE = re.compile(
    r"^\s*-{2,}\s*(original message|ursprüngliche nachricht|message d'origine|mensaje original|messaggio originale"
    r"|oorspronkelijk bericht|mensagem original|ursprungligt meddelande)\s*-{2,}\s*$",
    re.IGNORECASE,
)
_FORWARD_MARKER = re.compile(
    r"^\s*(-{2,}\s*(forwarded message|weitergeleitete nachricht|message transféré|mensaje reenviado|"
    r"messaggio inoltrato|転送されたメッセージ)\s*-{2,}"
    r"|begin forwarded message:|anfang der weitergeleiteten nachricht:|début du message réexpédié\s*:)\s*$",
    re.IGNORECASE,
)
_HEADER_FROM = re.compile(r"^\s*\**\s*(from|von|de|da|van|från|fra|差出人)\s*\**\s*[:：]", re.IGNORECASE)
_HEADER_SENT = re.compile(
    r"^\s*\**\s*(sent|date|gesendet|datum|envoyé|enviado|inviato|verzonden|skickat|sendt|data|送信日時)"
    r"(\s+(el|le|am|on))?\s*\**\s*[:：]",
    re.IGNORECASE,
)
_HEADER_ONE_LINE = re.compile(r"^\s*\**\s*from\s*\**\s*:.*\bsent\s*\**\s*:", re.IGNORECASE)
_FORWARDED_HEADER = re.compile(
    r"^\s*\**\s*(from|von|de|da|date|datum|sent|gesendet|envoyé|enviado|subject|betreff|objet|asunto|oggetto|"
    r"to|an|à|para|a|cc|件名|宛先|差出人|日付)\s*\**\s*[:：]",
    re.IGNORECASE,
)
_SEPARATOR = re.compile(r"^\s*(_{8,}|-{8,})\s*$")
# A line that only separates: what is left of one at the end of a text goes with it.
_RULE = re.compile(r"\s*[-_=*~]{2,}\s*")
_ATTRIBUTION = re.compile(
    r"^\s*(on\b.*\bwrote|le\b.*\ba écrit|am\b.*\bschrieb.*|el\b.*\bescribió|il\b.*\bha scritto|op\b.*\bschreef.*"
    r"|em\b.*\bescreveu|den\b.*\bskrev.*|\d{4}年\d{1,2}月\d{1,2}日.*(?:<[^>]+>|さん).*)\s*[:：]\s*$",
    re.IGNORECASE,
)
# "Ann Lee <ann@example.com> wrote:" without a date: an attribution only when a quote follows it.
_ATTRIBUTION_END = re.compile(
    r"\b(wrote|a écrit|schrieb|escribió|ha scritto|schreef|escreveu|skrev)\s*:\s*$", re.IGNORECASE
)
FORWARD_SUBJECT = re.compile(r"^\s*(fwd?|wg|tr|rv|転送)\s*[:：]", re.IGNORECASE)
_ATTRIBUTION_START = re.compile(r"^\s*(on|le|am|el|il|op|em|den)\s", re.IGNORECASE)
_MOBILE_FOOTER = re.compile(
    r"^\s*(sent from my \w[\w ]*|sent from (mail|outlook) for \w+|get outlook for \w+|sent from my mobile( device)?"
    r"|envoyé de mon \w+|von meinem \w+ gesendet|enviado desde mi \w+|inviato da \w+|verzonden met mijn \w+"
    r"|sent via [\w ]+|iphoneから送信)\.?\s*$",
    re.IGNORECASE,
)


def _is_outlook_header(lines: list[str], index: int) -> bool:
    if _HEADER_ONE_LINE.match(lines[index]):
        return True
    if not _HEADER_FROM.match(lines[index]):
        return False
    following = [line for line in lines[index + 1 : index + 6] if line.strip()][:3]
    return any(_HEADER_SENT.match(line) for line in following)


def _quote_follows(lines: list[str], index: int) -> bool:
    following = next((line for line in lines[index + 1 :] if line.strip()), "")
    return following.lstrip().startswith(">")


def _without_quotes(lines: list[str], forwarded: bool) -> list[str]:
    """The lines without quoted replies, attribution lines and the older mail under a reply header;
    a forward marker and the forwarded mail under it stay."""
    kept: list[str] = []
    last_forward = -10
    for index, line in enumerate(lines):
        bare = line.rstrip()
        if bare in ("--", "-- ") and last_forward < 0:
            break  # a signature: everything under it is the sender's card, then older mail
        if _ORIGINAL_MESSAGE.match(line) and not forwarded:
            break
        if _FORWARD_MARKER.match(line):
            last_forward = index
            kept.append(FORWARD_SEPARATOR)
            continue
        if last_forward < 0 and _is_outlook_header(lines, index):
            while kept and (not kept[-1].strip() or _SEPARATOR.match(kept[-1])):
                kept.pop()
            if not forwarded:
                break
            # In a forward ("FW:", "WG:") the header block starts the forwarded mail.
            last_forward = index
            kept.append(FORWARD_SEPARATOR)
            kept.append(line)
            continue
        if line.lstrip().startswith(">"):
            continue
        if _ATTRIBUTION.match(line) or _MOBILE_FOOTER.match(line):
            continue
        if _ATTRIBUTION_END.search(line) and _quote_follows(lines, index):
            continue
        # An attribution wrapped by the sender's client: "On <date>, Ann <ann@" / "example.com> wrote:".
        if (
            _ATTRIBUTION_START.match(line)
            and index + 1 < len(lines)
            and _ATTRIBUTION.match(line.strip() + " " + lines[index + 1].strip())
        ):
            lines[index + 1] = ">"  # swallowed with this line
            continue
        kept.append(bare)
    return kept


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

FORWARD_SEPARATOR = "---------- Forwarded message ----------"
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


# A sign-off alone on its line; with at most a few short lines (name, role) under it, it and
# they are the signature. Complements the library's list, which misses some of these.
_SIGN_OFF_LINE = re.compile(
    r"^\s*(?:best(?: regards| wishes)?|kind regards|warm regards|regards|cheers|thanks|many thanks|thank you|"
    r"bien cordialement|cordialement|bien à vous|amicalement|salutations|bonne journée|"
    r"mit freundlichen grüßen|viele grüße|beste grüße|liebe grüße|freundliche grüße|gruß|grüße|lg|vg|"
    r"saludos(?: cordiales)?|un saludo|atentamente|cordiales saludos|un abrazo|"
    r"よろしくお願い(?:いた)?します|宜しくお願いします|以上(?:です)?|敬具)[\s,.!。]*$",
    re.IGNORECASE,
)


def _cut_sign_off(lines: list[str]) -> list[str]:
    for index in range(max(1, len(lines) - 7), len(lines)):
        if _SIGN_OFF_LINE.match(lines[index]):
            rest = [line for line in lines[index + 1 :] if line.strip()]
            if len(rest) <= 5 and all(len(line) <= 60 for line in rest):
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


def _without_signature(text: str) -> str:
    """The text above a sign-off and the name under it ("Best,\nAnn", "Viele Grüße\nAnna"), by the
    library's signature pattern (the text has no quotes left, so its reply splitting is not needed)."""
    found = _signature_pattern().search(text)
    if found is None or not text[: found.start()].strip():
        return text  # none, or the whole message is a signature: keep it as it is
    return text[: found.start()].rstrip()


@functools.cache
def _signature_pattern() -> re.Pattern[str]:
    # keep_hyphen_lists: a "- item" line is a list (action items!), not the start of a signature.
    pattern: re.Pattern[str] = EmailMessage(text="", languages=list(LANGUAGES), keep_hyphen_lists=True).SIGNATURE_REGEX
    return pattern


def _clean_part(lines: list[str], mailing_list: bool) -> list[str]:
    lines = _trim([line for line in lines if not _WEB_VERSION.match(line)])
    lines = _cut_list_footer(lines, mailing_list)
    lines = _cut_disclaimer(lines)
    lines = _without_signature("\n".join(lines)).split("\n")
    lines = _cut_card(_cut_sign_off(_trim(lines)))
    return lines


def _author(header_line: str) -> str:
    value = re.split(r"[:：]", header_line, maxsplit=1)[1].strip().strip("*").strip()
    name = value.split("<", 1)[0].strip().strip('"').strip()
    return name or value.strip("<>")


def clean_body(text: str, *, forwarded: bool = False, mailing_list: bool = False) -> str:
    """What a message adds: its text without quoted replies, attribution lines, signature, mobile
    footer, disclaimer and list footer.

    ``forwarded`` (a "Fwd:"/"FW:" subject) keeps an Outlook-style header block and what follows
    it: in a forward that is the forwarded mail, not an older copy of the thread. A forwarded
    mail keeps its text without its header lines, each part cleaned on its own.
    """
    lines = text.replace("\r\n", "\n").replace("\r", "\n").split("\n")
    kept = _without_quotes(lines, forwarded)
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
            while part and (not part[0].strip() or _FORWARDED_HEADER.match(part[0])):
                if not author and _HEADER_FROM.match(part[0]):
                    author = _author(part[0])
                part = part[1:]
        # The list footer is appended once, at the very end.
        part = _clean_part(part, mailing_list and number == len(parts) - 1)
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
