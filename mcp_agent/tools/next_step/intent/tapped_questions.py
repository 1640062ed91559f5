"""A question asked of what was tapped (tapped_steps.py): "tap on a.txt and read me what it says", "find my X and tap
it. what does it say in the location bit?", "documentary.mkv > how long is it?", with what the taps on the way said
of it: a word searched for, a month set, how far the list was read, the order it was sorted by, the kind filtered to.
"""

from __future__ import annotations

import re

from .tap_state import Taps
from .tap_words import SORTED


def asked_of(question: str, item: str, taps: Taps) -> str:
    """A question about what was tapped, with the thing it points at named ("what does it say", "how long is it")."""
    asked = question
    if item:
        asked = re.sub(
            r"^(?:(?:read\s+me|tell\s+me)\s+what\s+(?:it|that)\s+says|what\s+does\s+(?:it|that)\s+say(?=\?|$))",
            f"what does {item} say",
            asked,
            flags=re.I,
        )
        asked = re.sub(
            r"^what\s+does\s+it\s+say\s+(?:in|under|for|next\s+to)\s+(?:the\s+)?(?P<f>[\w ]+?)"
            r"(?:\s+(?:bit|field|box|section|part|line))?(?=\?|$)",
            rf"what is the \g<f> of {item}",
            asked,
            flags=re.I,
        )
        asked = re.sub(
            r"^tell\s+me\s+the\s+(?P<f>number|phone\s+number|email)\s+(?:under|next\s+to|by|for)\s+(?P<l>\w+)",
            lambda m: f"what is {item}'s {m.group('l').lower()} number?",
            asked,
            flags=re.I,
        )
        asked = re.sub(r"\b(is|was)\s+(?:it|that|this)\b", rf"\1 {item}", asked, flags=re.I)
        if asked == question and not re.search(r"\b(?:it|that|this)\b", question, re.I):
            head, mark, rest = asked.partition("?")
            asked = f"{head} for {item}{mark or ''}{rest}" if not re.search(r"\bthe\s+\w+est\b", head) else asked
    if taps.search:
        asked = re.sub(
            r"^which\s+(?:files|notes)\s+(?:come|show)\s+up\b", f"which notes mention {taps.search}", asked, flags=re.I
        )
    when = " ".join(w for w in (f"in {taps.month}" if taps.month else "", taps.scope) if w)
    if when:
        head, mark, rest = asked.partition("?")
        asked = f"{head} {when}{mark}{rest}"
    if taps.sort:
        asked = re.sub(r"\bthe\s+top\s+(\w+)\s+one\b", rf"the {SORTED.get(taps.sort, 'top')} \1 one", asked)
        asked = re.sub(r"\bthe\s+longest\s+(\w+)\s+one\b(?!\s+by\b)", rf"the longest \1 one by {taps.sort}", asked)
    if taps.kind and not re.search(rf"\b{re.escape(taps.kind)}", asked, re.I):
        asked = re.sub(r"\bthe\s+(km|distance|time|minutes)\b", rf"the \1 of {taps.kind}", asked, count=1)
    return asked
