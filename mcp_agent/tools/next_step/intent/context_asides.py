"""What people say around a job that is no part of its values (people set 112): a "don't …" aside about what to leave
alone ("add X to the bottom - dont touch the rest of the note"), a second sentence saying whom or what the job is for
("… note Monthly. It's for my tax return so get the amount right"), a purpose "so I can …" after a place ("export it
to Downloads so I can copy it to my laptop"), what a playlist is for said after its name ("a playlist Focus 48 for the
gym with …"), the recipient spoken of in the third person after a message ("…, they're waiting for me"), and a record
"called" its name before its fields ("an expense called Online course, $4.50, …"). Left in, each became part of a
value typed, so the job was done wrong and said done.

Asides that might be a message's own words are taken off only outside it (``CONTEXT_ASIDES_OUTSIDE_MESSAGES``); a text that
sends a message keeps a purpose or a remark sentence, which may be what it says."""

from __future__ import annotations

import re

from ..patterns import rx
from .rewrites import Replacement

# Words that send a message: after them a purpose or a remark may be the message's own words.
_SENDS = rx(r"\b(?:text|txt|sms|message|msg|reply|respond|tell|send|forward|write\s+back|answer)\b", re.I)


def _unless_sent(found: re.Match[str]) -> str:
    return found.group(0) if _SENDS.search(found.string) else ""


# What is left alone: the rest of a record, the other ones, the originals, the person it is for.
_LEFT_ALONE = r"(?:the\s+rest|the\s+others?|any\s+others?|the\s+originals?|anything\s+else|them|him|her|it)\b"

CONTEXT_ASIDES: tuple[tuple[str, Replacement], ...] = (
    # "an expense called Online course, $436.78, …": the name, then its other fields
    (r"\b(?P<k>expenses?|recipes?)\s+(?:called|named|titled)\s+(?=[^,;:\"“'.]+,)", r"\g<k>: "),
    # "a playlist Focus 48 for the gym with …": what the playlist is for, before its songs
    (
        r"\b(?P<p>playlist\s+(?:(?:called|named|titled)\s+)?[^,\"“']+?)\s+for\s+(?:the|my|our|a|an)\s+[\w-]+"
        r"(?:\s+[\w-]+)?\s+(?=with\b)",
        r"\g<p> ",
    ),
    # "…, they're waiting for me at the station": the one written to, spoken of as a third person, after the message
    (
        r"\s*[,;-]+\s*(?:and\s+)?(?:they'?re|they\s+are|he'?s|he\s+is|she'?s|she\s+is)\s+(?:\w+ing)\s+(?:for\s+|on\s+)?"
        r"me\b[^\"“”:]*$",
        "",
    ),
)

CONTEXT_ASIDES_OUTSIDE_MESSAGES: tuple[tuple[str, Replacement], ...] = (
    # "… - dont touch the rest of the note, my boss reads it": what to leave alone is left alone anyway
    (
        r"\s*(?:[-–—,;.!]\s*|\s)(?:but\s+|and\s+)?(?:please\s+|pls\s+)?(?:don'?t|dont|do\s+not)\s+"
        rf"(?:touch|change|edit|alter|delete|remove|ring|call|phone|bin)\s+{_LEFT_ALONE}[^\"“”]*$",
        "",
    ),
    # ". It's for my tax return so get the amount right", "… Education - it's for my work training": whom or what the
    # job is for, said as a sentence of its own or after a dash
    (
        r"(?:(?<=[.!?])\s+|\s+[-–—]\s+)(?:it'?s|it\s+is|this\s+is|that'?s|these\s+are|they'?re|they\s+are)\s+for\s+(?:my|the|a|an|our|"
        r"her|his|their)\b[^\"“”]*$",
        _unless_sent,
    ),
    # "export it to Downloads so I can copy it to my laptop": the speaker's purpose, after the job's last value
    (r"\s*,?\s+so\s+(?:that\s+)?(?:i|we)\s+can\s+[^\"“”]*$", _unless_sent),
)
