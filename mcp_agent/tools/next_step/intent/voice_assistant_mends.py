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
    (rf"^(?:{_FILLER}[\s,]+)*(?:hey|hi|ok|okay)[\s,]+{_ASSISTANT_NAME}\b(?:\s*[,.!:;]+|\s+[-–—]+)?\s*(?=\S)", ""),
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
    (rf"(?P<r>;\s[^;]*?\d[^;]*?\s(?:{_CATEGORY}))\s+note\s+(?=\w)", r"\g<r>, note "),  # the last of them
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
    # "move it to the uh the archive folder": a word said again after a filler is said once.
    (r"\b(?P<w>the|a|an|to|my|in|on|at|for|with|into|from)\s+(?P=w)\b", r"\g<w>"),
    # "resend that message i just sent to …": the message pointed at is the one sent.
    (r"\b(?P<v>re-?send|forward)\s+that\s+(?P<k>message|text|sms)\b", r"\g<v> the \g<k>"),
    # "put budget review on my calendar 2 weeks from today at 3 pm": a title in lower case before the calendar.
    (
        r"^(?:put|add|schedule)\s+(?!(?:an?\s+|new\s+|the\s+)?(?:event|meeting|appointment|reminder|something)s?\b)"
        r"(?P<t>(?-i:[a-z][a-z' ]*?))\s+(?:on|to|in|into)\s+(?:my|the)\s+calendar\b(?=.*\bat\s+\d)",
        lambda said: f"add {said['t'][0].upper()}{said['t'][1:]} to my calendar",
    ),
    # "open a.txt in markor and then add X at the bottom": the line added to the end of the note opened.
    (
        r"^open\s+(?P<f>[\w-]+\.(?:md|txt))\s+(?P<a>in\s+markor)\s+(?:and\s+)?(?:then\s+)?add\s+(?P<x>.+?)\s+"
        r"(?:at|to)\s+the\s+(?:bottom|end)\s*$",
        r"\g<a>, add \g<x> at the bottom of \g<f>",
    ),
    # "merge … into a new note called d.md … and then save it": a new note made is saved; it is no second request.
    (r"^(?=.*\b(?:new|create|merge|make)\b)(?P<r>.*?\S)\s*,?\s+and\s+then\s+save\s+it\s*[.!]?$", r"\g<r>"),
    # "turn on bluetooth for my headphones": what a setting is turned on for is no app.
    (
        r"^(?P<r>turn\s+(?:(?:on|off)\s+(?:the\s+|my\s+)?(?:bluetooth|wi-?fi)|(?:the\s+|my\s+)?(?:bluetooth|wi-?fi)\s+(?:on|off))"
        r")\s+(?:for|so)\s+(?:my|the|i)\b[^,.;]*$",
        r"\g<r>",
    ),
)
