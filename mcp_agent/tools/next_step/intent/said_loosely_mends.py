"""Jobs said loosely, met in the first run of people set 83 and mended as a whole class into the wording the grammar
reads (``courtesy.plain`` applies ``LOOSELY`` outside quoted text): duplicates called "doubled-up", "repeated" or "the
same recipe more than once"; a message sent "one more time"; a reply to "whoever texted last"; "when do I meet X
next"; an expense "I paid $X for"; "any recipe in a.txt that takes …"; a row's category and note both in brackets;
a note's text sent on as "that text" or "the same text by sms"."""

from __future__ import annotations

import re

from .rewrites import Replacement


def _paid_for(found: re.Match[str]) -> str:
    """ "i paid $436.78 for an Online course - education, monthly": the spent reading's shape, article left out."""
    category, note = found.group("c"), found.group("n")
    return f"i spent {found.group('a')} on {found.group('x')} ({category}" + (f", {note})" if note else ")")


LOOSELY: tuple[tuple[str, Replacement], ...] = (
    (r"\b(?:doubled[- ]?up|repeated|doubled|double)\s+(?P<k>recipes|expenses)\b", r"duplicate \g<k>"),
    (
        r"^i(?:\s+have|'ve|\s+got|\s+saved)(?:\s+got)?\s+the\s+same\s+(?P<k>recipe|expense)\s+(?P<w>(?:in|on)\s+[\w ]+?\s+)?(?:saved\s+)?"
        r"(?:more\s+than\s+once|twice|a\s+few\s+times|several\s+times)\s*,\s*(?:so\s+)?(?:(?:keep|leave)\s+one\s+and\s+)?"
        r"(?:delete|remove|get\s+rid\s+of)\s+the\s+(?:rest|others|extras?|copies)\b",
        lambda m: f"delete the duplicate {m.group('k')}s {m.group('w') or ''}".rstrip() + ", keep one of each",
    ),
    (
        r",\s*(?:(?:just\s+)?one\s+(?:copy\s+)?of\s+each\s+should\s+stay|leave\s+one\s+(?:copy\s+)?(?:of\s+)?each|"
        r"one\s+of\s+each\s+stays)\s*[.!]?$",
        ", keep one of each",
    ),
    (
        r"^(?:send|text)\s+(?:my\s+|the\s+)?last\s+(?:message|text)\s+to\s+(?P<n>.+?)\s+(?:one\s+more\s+time|again|once\s+more)"
        r"\s*[.!]?$",
        r"resend the message I just sent to \g<n>",
    ),
    (
        r"\breply\s+to\s+(?:whoever|whomever|the\s+(?:person|one)\s+(?:who|that))\s+(?:texted|messaged|wrote)(?:\s+me)?\s+"
        r"(?:last|most\s+recently)\s*(?::|\s+with|\s+saying)\s*",
        "reply to the latest message with ",
    ),
    (r"^when\s+do\s+i\s+(?:meet|see)\s+(?P<p>.+?)\s+next\b", r"when am I meeting \g<p> next"),
    (
        r"^i\s+paid\s+(?P<a>\$\d[\d,]*(?:\.\d\d)?)\s+for\s+(?:an?\s+|the\s+|my\s+)?(?P<x>(?-i:[A-Z])[\w' ]*?)\s*(?:[-–—:,]\s*)"
        r"(?P<c>[A-Za-z][A-Za-z ]*?)(?:\s*,\s*(?:note\s+)?(?P<n>[^.,;]+?))?\s*\.\s*(?=add|log|put|save|record)",
        lambda m: _paid_for(m) + ". ",
    ),
    (
        r"\b(?:any|every|each)\s+recipe\s+(?P<w>in|from)\s+(?P<f>[\w-]+\.(?:md|txt))\s+that\s+takes\b",
        r"the recipes \g<w> \g<f> that take",
    ),
    (r"\b(?:copy|put|add)\s+it\s+(?=into\s+broccoli\b|to\s+broccoli\b)", "copy them "),
    # "Winter boots 366.32 (clothes, work trip)": the category first in the brackets, the note after it.
    (
        r"(?P<a>\d[\d,]*\.\d\d)\s*\((?P<c>[A-Za-z][A-Za-z ]*?),\s*(?:note\s*:?\s*)?(?P<n>[^()]+?)\)",
        r"\g<a> \g<c> (\g<n>)",
    ),
    # "… and then send the same text by sms to +1…", "then send that text to +1…": the note's whole text, texted.
    (
        r"\bsend\s+(?:the\s+same\s+text|that\s+text|the\s+text|it)\s+(?:(?:by|via|over|as\s+an?)\s+(?:sms|text(?:\s+message)?)\s+)?"
        r"to\s+(?=\+?\d)",
        "text the whole note to ",
    ),
)
