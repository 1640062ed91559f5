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
        # "how many servings does it make?", "what time does it start?": the thing tapped
        asked = re.sub(r"\b(does|did|do)\s+(?:it|that|this(?:\s+one)?)\b", rf"\1 {item}", asked, count=1, flags=re.I)
        if asked == question and not re.search(r"\b(?:it|that|this)\b", question, re.I):
            head, mark, rest = asked.partition("?")
            near = "in" if taps.app == "Files" else "for"
            if not re.search(r"\bthe\s+\w+est\b", head):
                asked = f"{_sorted_first(head, taps)} {near} {item}{mark or ''}{rest}"
    elif taps.day:
        day = taps.day if re.match(r"^(?:the\s+)?\d", taps.day) is None else f"the {taps.day.removeprefix('the ')}"
        said_there = re.sub(r"\b(?:on\s+)?there\b", f"on {day}", asked, count=1, flags=re.I)
        head, mark, rest = asked.partition("?")
        asked = said_there if said_there != asked else f"{head} on {day}{mark}{rest}"
    if taps.person and taps.person.lower() not in asked.lower():
        asked = re.sub(
            r"\b(?:the|their|her|his)\s+(last|latest|most\s+recent|newest)\s+(message|text)\b",
            rf"the \1 \2 from {taps.person}",
            asked,
            count=1,
            flags=re.I,
        )
    if taps.search:
        verb = "use" if taps.app == "Broccoli" else "mention"
        asked = re.sub(
            r"^which\s+(files|notes|recipes|ones)\s+(?:come|show)\s+up\b",
            lambda m: f"which {m.group(1).replace('files', 'notes').replace('ones', 'notes')} {verb} {taps.search}",
            asked,
            flags=re.I,
        )
    when = " ".join(w for w in (f"in {taps.month}" if taps.month else "", taps.scope) if w)
    if when:
        head, mark, rest = asked.partition("?")
        asked = f"{head} {when}{mark}{rest}"
    if taps.sort:
        asked = re.sub(r"\bthe\s+top\s+(\w+)\s+one\b", rf"the {SORTED.get(taps.sort, 'top')} \1 one", asked)
        asked = re.sub(r"\bthe\s+longest\s+(\w+)\s+one\b(?!\s+by\b)", rf"the longest \1 one by {taps.sort}", asked)
    if taps.kind and not re.search(rf"\b{re.escape(taps.kind)}", asked, re.I):
        asked = re.sub(
            r"\bthe\s+(km|distance|time|minutes|amounts?|prices?|expenses)\b", rf"the \1 of {taps.kind}", asked, count=1
        )
    return asked


def _sorted_first(head: str, taps: Taps) -> str:
    """ "which one is at the top" of a list sorted by size: the largest one."""
    if not taps.sort:
        return head
    return re.sub(r"\b(?:at\s+the\s+top|on\s+top|first)\b", f"the {SORTED.get(taps.sort, 'top')}", head, flags=re.I)
