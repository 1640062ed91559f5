"""Values said before the field they go in, met in the first run of people set 83 and mended as a whole class into the
wording the grammar reads (``courtesy.plain`` applies ``SAID_AS`` outside quoted text): "type Tomas as first name,
Brennan as last name, +1… as a work phone. no saving" (a form's fields, never a call), "write Discuss the roadmap in
the description", a "blank" contact that is a new one; two switches said "wifi off first, then bluetooth on", and
"get me on wifi" (never a purchase); "with X as the description" (set 110)."""

from __future__ import annotations

import re

from .rewrites import Replacement

_FIELD = r"first\s+name|last\s+name|surname|family\s+name|given\s+name|company|email|title|name|location|place"


def _labelled_number(found: re.Match[str]) -> str:
    label = found.group("l")
    return f"phone {found.group('n')}" + (f", label {label.lower()}" if label else "")


SAID_AS: tuple[tuple[str, Replacement], ...] = (
    (r"\b(?:an?\s+)?(?:blank|empty|fresh)\s+(?=(?:contact|note|event|expense|recipe)\b)", "a new "),
    # "… +1… as a work phone", "+1… as the mobile number": the number, then its label.
    (
        r"(?<![\w+])(?:(?:type|put|enter|add|use)\s+)?(?P<n>\+?\d[\d\s().-]{6,}\d)\s+as\s+(?:the\s+|an?\s+|their\s+|his\s+|her\s+)?"
        r"(?:(?P<l>work|home|mobile|main|cell|other)\s+)?(?:phone|number|phone\s+number)\b",
        _labelled_number,
    ),
    # "type Tomas as first name, Brennan as last name": each value, then the field it goes in.
    (
        rf"\b(?:(?:type|put|enter|add|use|fill\s+in)\s+)?(?P<v>(?-i:[A-Z])[\w'.-]*(?:\s+(?-i:[A-Z])[\w'.-]*)*)\s+as\s+"
        rf"(?:the\s+|their\s+|his\s+|her\s+)?(?P<f>{_FIELD})\b",
        lambda m: f"{m.group('f')} {m.group('v')}",
    ),
    # "…, with Discuss the roadmap as the description" (set 110): the value said with "with", then its field.
    (
        r"\bwith\s+(?P<v>(?!(?:the|a|an|it|this|that|them|him|her|me)\b)[^,;:\"“]+?)\s+as\s+(?:the\s+|its\s+|an?\s+)?"
        r"(?P<f>description|notes?|location|category|source)\b",
        r"with the \g<f> \g<v>",
    ),
    # "…, and write Discuss the roadmap in the description": the description, said after what it holds.
    (
        r"(?:\s*,)?\s+(?:and\s+)?(?:then\s+)?(?:write|put|type|add|enter|stick)\s+(?P<d>[^,;]+?)\s+(?:in|into|as|for)\s+"
        r"(?:the\s+|its\s+)?description(?:\s+field)?\s*[.!]?$",
        r", description \g<d>",
    ),
    # "… as a work phone. no saving": the form left unsaved.
    (r"\s*[.,;]?\s*(?:and\s+|but\s+)?no\s+sav(?:e|ing)(?:\s+(?:it|please|pls))?\s*[.!]?$", ", don't save"),
    (
        r"\s*[.,;]?\s*(?:and\s+|but\s+)?(?:stop|halt|wait)\s+(?:right\s+)?(?:before|short\s+of)\s+(?:saving|hitting\s+save|you\s+save)"
        r"(?:\s+it)?\s*[.!]?$",
        ", don't save",
    ),
    # "wifi off first, then bluetooth on": the order said twice.
    (r"\b(?P<s>(?:wi-?fi|bluetooth)\s+(?:on|off))\s+first\s*(?=,|\s+then\b)", r"\g<s>"),
    (
        r"^(?:get|put)\s+(?:me|us|the\s+phone|my\s+phone)\s+(?:on|onto|back\s+on)\s+(?:the\s+)?(?P<s>wi-?fi)\b",
        r"turn on \g<s>",
    ),
)
