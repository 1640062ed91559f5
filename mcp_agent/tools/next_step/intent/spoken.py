"""A request as people dictate or thumb it, said the way the grammar reads it: before any other reading.

Each rule is a class of phrasings, never one task's words:

* emoji carry no request ("📸 snap a pic", "wifi on 🙏") and are dropped;
* a correction keeps what was said last ("call 555 1234, no sorry, +1…", "delete Ann, no wait, Ben"): the
  value said after "no wait" / "sorry" / "I mean" / "actually" replaces the last value of the same kind
  (a number, or a capitalised name) before it; with no such value before it the text is left as it was;
* items joined by "&" or "+" are a list ("A & B & C" → "A, B and C");
* other Englishes and shorthand: "diary" for the calendar, "bin" for delete, "rang" / "ring them back",
  "pic", "prio", "to do list", "a fortnight today", "<weekday> week" (the weekday a week after the coming one);
* a duration said "an hour 38 minutes", "an hour and a half";
* a question said as what one forgot ("I forget where the X is") is the question.
"""

from __future__ import annotations

import re
import unicodedata
from datetime import date, timedelta

_WEEKDAYS = ("monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday")
_CORRECTION = re.compile(
    r"[,;.]?\s+(?:no\s+wait|no\s+sorry|no\s+no|sorry\s+i\s+mean|sorry|i\s+mean|no\s+i\s+mean|oops|actually)[,:]?\s+",
    re.I,
)
_NUMBER = re.compile(r"\+?\d[\d ()-]*\d")
_NAME = re.compile(r"\b[A-Z][a-z'-]+(?:\s+[A-Z][a-z'-]+)+\b")
_LISTED = re.compile(
    r"(?P<a>[^&+\n]+?)(?P<rest>(?:\s+[&+]\s+[^&+\n,]+?)+)(?=$|[,.;:](?=\s|$)|\s+(?:in|into|on|to|from)\s)"
)
_WORDS = (
    (r"\b(?:my|the|in\s+my|in\s+the)\s+diary\b", lambda m: m.group(0)[: -len("diary")] + "calendar"),
    (r"^bin\s+", lambda m: "delete "),
    (r",\s*bin\s+(?=it\b|them\b)", lambda m: ", delete "),
    (r"\b(?:ring|phone)\s+(?P<who>them|him|her)\s+back\b", lambda m: f"call {m.group('who')} back"),
    (r"\bsomeone\s+(?:just\s+)?rang\b", lambda m: "I just missed a call"),
    (r"\bpic\b", lambda m: "photo"),
    (r"\bprio\b", lambda m: "priority"),
    (r"\bto\s+do\s+list\b", lambda m: "to-do list"),
    (r"\b(?:a\s+fortnight|two\s+weeks|2\s+weeks)\s+today\b", lambda m: "two weeks from today"),
    (r"\ban\s+hour\s+and\s+a\s+half\b", lambda m: "90 minutes"),
    (r"\ban\s+hour(?=,?\s+(?:and\s+)?\d+\s*(?:minutes?|mins?|m)\b)", lambda m: "1 hour"),
    (r"\b(?:freeze|hold)\s+(?=(?:the\s+|my\s+)?stopwatch\b)", lambda m: "pause "),
    (r"^(?P<n>stopwatch|timer)\s+(?:go|on|start)\b", lambda m: f"start the {m.group('n')}"),
    # A file said as its path: "Documents/a.pdf" is a.pdf in the Documents folder.
    (r"\b(?P<d>[A-Z][\w-]*)/(?P<f>[\w-]+\.\w{2,4})\b", lambda m: f"{m.group('f')} in the {m.group('d')} folder"),
    # "append to a.txt: X" adds X at the end (a colon after the note otherwise reads as its new text).
    (
        r"^(?:append|add)\s+(?:to\s+)(?:the\s+(?:end|bottom)\s+of\s+)?(?P<f>[\w-]+\.\w{2,4})\s*:\s*(?P<t>[^\"]+)$",
        lambda m: f'append "{m.group("t").strip()}" to {m.group("f")}',
    ),
    # "delete expenses: A, B and C": the kind said before the list.
    (
        r"^(?P<v>delete|remove)\s+(?:the\s+)?(?P<k>expenses|recipes|contacts|notes|events|files)\s*:?\s+"
        r"(?P<l>(?:(?!\bfrom\b)[^:])+?,(?:(?!\bfrom\b)[^:])+\band\s+(?:(?!\bfrom\b)[^:])+)$",
        lambda m: f"{m.group('v')} the {m.group('l')} {m.group('k')}",
    ),
    # The thing first, then "delete it" / "delete" alone: "Chicken curry recipe, bin it", "a.pdf delete pls".
    (
        r"^(?P<x>[^,]+?)(?:,\s*|\s+)(?P<v>delete|remove|erase|trash|get\s+rid\s+of)(?:\s+it)?(?:\s+(?:pls|please))?\s*[.!]?$",
        lambda m: f"{m.group('v')} {m.group('x')}",
    ),
    # A value said first, then "with that name": "interview_66 - record a clip with that name".
    (
        r"^(?P<x>\S+)\s*[-–—:,]\s*(?P<req>.+?)\s+(?:with|under|using)\s+that\s+name\b(?P<rest>.*)$",
        lambda m: f"{m.group('req')} named {m.group('x')}{m.group('rest')}",
    ),
    # Whose number it is, said first: "+1… is Hana's new mobile, add them as a contact".
    (
        r"^(?P<n>\+?\d[\d ()-]{5,}\d)\s+is\s+(?P<p>[A-Z][\w-]*(?:\s+[A-Z][\w-]*)*)['’]s\s+(?:new\s+)?"
        r"(?:mobile|cell|phone|number)(?:\s+number)?\s*[,.;-]\s*(?:so\s+)?(?:please\s+|pls\s+)?(?P<v>add|save)\s+"
        r"(?:them|him|her)\s+(?:as\s+a\s+(?:new\s+)?contact|to\s+(?:my\s+)?contacts)\s*[.!]?$",
        lambda m: f"add {m.group('p')} to my contacts, number {m.group('n')}",
    ),
)
_WORDS_COMPILED = tuple((re.compile(pattern, re.I), said) for pattern, said in _WORDS)
_FORGOT = re.compile(
    r"^i\s+(?:forget|forgot|can'?t\s+remember|don'?t\s+remember)\s+where\s+(?P<x>(?:the|my)\s+.+?)\s+is\b\s*[.?!]?$", re.I
)
_FORGOT_WHEN = re.compile(
    r"^i\s+(?:forget|forgot|can'?t\s+remember|don'?t\s+remember)\s+when\s+(?:i'?m|i\s+am)\s+next\s+meeting\s+"
    r"(?P<who>[A-Z][\w'-]*(?:\s+[A-Z][\w'-]*)*)(?P<rest>.*)$",
    re.I,
)


def reworded(text: str, today: date | None = None) -> str:
    """``text`` with the classes above said plainly; unchanged when none is in it."""
    text = "".join(ch for ch in text if unicodedata.category(ch) not in ("So", "Cs") and ch not in "\ufe0f\u200d")
    text = re.sub(r"[ \t]+", " ", text).strip()
    text = _corrected(text)
    text = _listed(text)
    for pattern, said in _WORDS_COMPILED:
        text = pattern.sub(said, text)
    if today is not None:
        text = re.sub(
            rf"\b(?:on\s+)?(?P<d>{'|'.join(_WEEKDAYS)})\s+week\b",
            lambda m: "on " + _week_after(m.group("d").lower(), today),
            text,
            flags=re.I,
        )
    text = _when_first(text)
    if (forgot := _FORGOT.match(text)) is not None:
        text = f"where is {forgot.group('x')}?"
    elif (forgot := _FORGOT_WHEN.match(text)) is not None:
        asked = forgot.group("rest").split("?", 1)
        text = f"when is my next meeting with {forgot.group('who')}?" + (asked[1] if len(asked) > 1 else "")
    return text


_WHEN_FIRST = re.compile(
    r"^(?P<when>(?:tomorrow|today|tonight|two\s+weeks\s+from\s+today|(?:this|next|on)\s+\w+day|\w+day|on\s+\w+\s+\d{1,2}(?:st|nd|rd|th)?)"
    r"(?:\s+(?:at\s+)?\d{1,2}(?::\d{2})?\s*(?:am|pm|h)?)?)\s*[,:]?\s+"
    r"(?P<req>(?:put|add|schedule|book|create|set\s+up)\b[^,]+)(?P<rest>,.*)?$",
    re.I,
)


def _when_first(text: str) -> str:
    """"tomorrow at 8 put X in my calendar, …": the day and time said before the request go after its object."""
    said = _WHEN_FIRST.match(text)
    if said is None:
        return text
    return f"{said.group('req')} {said.group('when')}{said.group('rest') or ''}"


def _week_after(day: str, today: date) -> str:
    ahead = (_WEEKDAYS.index(day) - today.weekday()) % 7 + 7
    when = today + timedelta(days=ahead)
    return f"{when:%B} {when.day}"


def _corrected(text: str) -> str:
    mark = _CORRECTION.search(text)
    if mark is None:
        return text
    before, after = text[: mark.start()], text[mark.end() :]
    for kind in (_NUMBER, _NAME):
        said = kind.match(after)
        if said is None or said.end() != len(after.rstrip(" .!?")):
            continue
        wrong = list(kind.finditer(before))
        if not wrong:
            return text
        last = wrong[-1]
        return before[: last.start()] + said.group(0) + before[last.end() :]
    return text


def _listed(text: str) -> str:
    def said(match: re.Match[str]) -> str:
        items = [match.group("a"), *re.split(r"\s+[&+]\s+", match.group("rest"))[1:]]
        return ", ".join(item.strip() for item in items[:-1]) + " and " + items[-1].strip()

    if not re.search(r"\s[&+]\s", text):
        return text
    return "\n".join(_LISTED.sub(said, line) for line in text.split("\n"))
