"""Requests spoken to a voice assistant (people set 75): speech-to-text writes the wake words down with the request,
unpunctuated and often after a filler ("um okay google turn the wifi back on", "hey siri pause the stopwatch", "uh
hey google …"). The wake phrase is a greeting and a name an assistant answers to; it is no part of the request, and
it is taken off only at the very start (addressed.py reads the punctuated "Hey Siri, …" forms). Each is mended as a
whole class into the wording the grammar reads, as ``everyday_mends.MENDED`` (``courtesy.plain`` applies them, in
order, outside quoted text)."""

from __future__ import annotations

import re

from .amounts import EXPENSE_CATEGORIES

_FILLER = r"(?:um+|uh+|erm+|so|okay\s+so|ok\s+so|alright)"
_ASSISTANT_NAME = r"(?:google|siri|alexa|bixby|gemini|cortana|assistant)"
_CATEGORY = "|".join(sorted((re.escape(c) for c in EXPENSE_CATEGORIES), key=len, reverse=True))
_KIND = r"(?:expense|recipe|note|contact|event|file|task|song|track|playlist|recording|alarm)"
# A row of an expense said aloud: a name, then an amount ("$12.50", "400 dollars").
_ROW_AHEAD = r"(?=[A-Za-z][\w' -]*?\s+(?:\$\d|\d+(?:\.\d\d)?\s+dollars))"

VOICE = (
    # "um okay google turn …", "hey siri pause …": the wake phrase, after any filler, is not the request's.
    (rf"^(?:{_FILLER}[\s,]+)*(?:hey|hi|ok|okay)[\s,]+{_ASSISTANT_NAME}\b[\s,.!:]*(?=\S)", ""),
    # "… category education and the note is monthly": a field said as a sentence is the field.
    (
        r"(?<=\w)\s+and\s+the\s+(?P<k>note|category|description|label)\s+(?:is|should\s+be|will\s+be|says)\s+(?=\w)",
        r", \g<k> ",
    ),
    # "… clothes note work trip then Groceries 400 dollars …": expense rows said one after another, each ending in
    # its category and note, run on with "then" / "and".
    (
        rf"\b(?P<c>{_CATEGORY})\s+note\s+(?P<n>[\w' -]+?)\s+(?:and\s+then|then|and)\s+{_ROW_AHEAD}",
        r"\g<c>, note \g<n>; ",
    ),
    (rf"(?<=\d)(?P<r>[^;]*?\s(?:{_CATEGORY}))\s+note\s+(?=\w)", r"\g<r>, note "),
    # "delete the farmers market expense and the train ticket and the winter boots ones too": the kind said with the
    # first of the things named and "ones" after the last is one list of them.
    (
        rf"\bthe\s+(?P<a>[\w' -]+?)\s+(?P<k>{_KIND})\s+and\s+(?:the\s+)?(?P<b>[\w' -]+?)(?:,?\s+and\s+(?:the\s+)?"
        r"(?P<c>[\w' -]+?))?\s+ones?(?:\s+(?:too|as\s+well|also))?\b",
        lambda said: (
            f"the {said.group('a')}, {said.group('b')} and {said.group('c')} {said.group('k')}s"
            if said.group("c")
            else f"the {said.group('a')} and {said.group('b')} {said.group('k')}s"
        ),
    ),
)
