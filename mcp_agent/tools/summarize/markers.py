"""The multilingual marker table (markers.json) as compiled patterns, loaded once.

The table is data: the words clients and gateways write around a message (attribution lines,
history headers, header blocks, forwards, closings, mobile footers, banners, notification
footers) in many languages, each kind with real example lines that tests/summarize/test_markers.py
checks one by one. The segmenter (segments.py) decides what to do with a line of each kind.
"""

from __future__ import annotations

import functools
import json
import re
from dataclasses import dataclass
from importlib import resources
from typing import Any

_FLAGS = re.IGNORECASE
# Not preceded or followed by a letter: a word boundary that also holds next to CJK text.
_NO_LETTER_BEFORE = r"(?<![^\W\d_])"
_NO_LETTER_AFTER = r"(?![^\W\d_])"

ADDRESS = re.compile(r"[\w.+'-]+@[\w-]+(?:\.[\w-]+)+")
# A time ("17:22", "18.30", "3pm") or a year: what an attribution line carries besides a name.
WHEN = re.compile(r"(?<!\d)(?:\d{1,2}[:.]\d{2}(?!\d)|\d{1,2}\s?(?:am|pm)\b|(?:19|20)\d{2}(?!\d)|\d{4}年)", _FLAGS)
# The end of an attribution without a verb: an address (in brackets or not), then a colon.
ADDRESS_COLON_END = re.compile(r"(?:[\w.+'-]+@[\w-]+(?:\.[\w-]+)+\s*>?\s*\)?|>)\s*[:：]\s*$")
RULE = re.compile(r"\s*(?:[-_=*~—–]\s*){2,}|\s*\\?--\s*|\s*[—–]\s*")


def _alternatives(words: list[str]) -> str:
    return "|".join(sorted(words, key=len, reverse=True))


@dataclass(frozen=True, slots=True)
class Markers:
    opener: re.Pattern[str]  # an attribution's first words: "On", "Le", "W dniu", "Vào"
    verb_end: re.Pattern[str]  # "wrote:", "a écrit :", "schrieb John <a@b>:", "napisał(a):" at the end
    verb_last: re.Pattern[str]  # the verb as the very last word ("… John Doe <j@d.com> wrote")
    history: re.Pattern[str]  # "-----Original Message-----", "Original Message processed by …"
    forward: re.Pattern[str]  # "---------- Forwarded message ----------", "Begin forwarded message:"
    header_field: re.Pattern[str]  # "From:", "Gesendet:", "Envoyé le :", named group per kind
    closing: re.Pattern[str]  # "Best regards,", "С уважением,", "Regards, Roman"
    mobile_footer: re.Pattern[str]  # "Sent from my iPhone", "Get Outlook for iOS<…>"
    banner: re.Pattern[str]  # "CAUTION: This email originated from outside …"
    notification: re.Pattern[str]  # "Reply to this email directly or view it on GitHub"


def table() -> dict[str, Any]:
    data: dict[str, Any] = json.loads(resources.files(__package__).joinpath("markers.json").read_text(encoding="utf-8"))
    return data


@functools.cache
def markers() -> Markers:
    data = table()
    attribution = data["attribution"]
    verbs = _alternatives(attribution["verbs"])
    history = data["history"]
    forward = data["forward"]
    fields = data["header_fields"]
    named = "|".join(f"(?P<{kind}>{_alternatives(fields[kind])})" for kind in ("from", "date", "to", "subject", "cc"))
    dashes = r"[-=_\s]*"
    return Markers(
        opener=re.compile(rf"^(?:{_alternatives(attribution['openers'])}){_NO_LETTER_AFTER}", _FLAGS),
        verb_end=re.compile(rf"{_NO_LETTER_BEFORE}(?:{verbs}){_NO_LETTER_AFTER}[^:：]{{0,70}}[:：]\s*$", _FLAGS),
        verb_last=re.compile(rf"{_NO_LETTER_BEFORE}(?:{verbs})\s*$", _FLAGS),
        history=re.compile(
            rf"^\s*(?:[-=_*]{{2,}}\s*(?:{_alternatives(history['lines'])})\s*[-=_*]{{2,}}\s*$"
            rf"|(?:{_alternatives(history['prefixes'])})\b)",
            _FLAGS,
        ),
        forward=re.compile(
            rf"^{dashes}(?:(?:{_alternatives(forward['lines'])}){dashes}|(?:{_alternatives(forward['colon_lines'])})\s*:\s*)$",
            _FLAGS,
        ),
        header_field=re.compile(rf"^\s*\**\s*(?:{named})\s*\**\s*[:：]", _FLAGS),
        closing=re.compile(
            rf"^\s*(?:{_alternatives(data['closings']['phrases'])})\s*[,.!。、]*\s*(?:[^\W\d_][\w.'-]*)?"
            r"\s*[,.!。]*\s*(?:[\U0001F300-\U0001FAFF\u2600-\u27BF]\s*)*$",
            _FLAGS,
        ),
        mobile_footer=re.compile(rf"^\s*(?:{'|'.join(data['mobile_footers']['patterns'])})\s*\.?\s*$", _FLAGS),
        banner=re.compile("|".join(data["banners"]["patterns"]), _FLAGS),
        notification=re.compile("|".join(data["notification_footers"]["patterns"]), _FLAGS),
    )
