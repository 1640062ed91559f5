"""Symbols and shorthand typed for words are read as those words, and an emoji never ends a clause that goes on:
read in turn._meant once a message frame, a chat burst and a path of taps are read, before the other mends.

People thumb a request with symbols where words would be ("rename A → B", "dentist @ 3pm", "work # +1…", "name it
[Hill repeats]"). Each rule is a class of such typing, never one request's words:

* an arrow ("→", "->", "=>", "➡️") between two things is "to" ("brightness → min", "rename A → B"); a chain of them
  ("A → B → C") is items in order, "→ then" is "then", an app before the first ("vlc → play …") is where; other
  arrows are left to the readers that know them ("a.md -> b.md", "45 min -> 90 min");
* "@" set apart before a time or a place is "at" (an e-mail address has none of the spaces);
* "#" alone is "number" ("work # +1…", "the last # I dialled", "just the #"); tags at the very end ("#goals") are a
  remark and carry nothing;
* a value in square brackets ("[Music backup]") is that value, quoted: the brackets are never typed;
* a place set in brackets after a file ("a.jpg (in Download)") is said plainly;
* "b4", "fwd", "w/" and "w/o" before any word, "recipes x2", an "&" or a "+" before a labelled field (a new field);
* an emoji between a value and the words that go on with the same clause ("add Piano lesson 🎹 tomorrow @ 10am",
  "a cycling track 🚴 & save it") is a space, and one before the first labelled field ("… to broccoli 🥦 desc: …")
  sets the fields off as a colon would; elsewhere spoken.py reads it (dropped, or a sentence's end).

Words inside quotes and a message's own words ("text Ann: b4 7 @ the pub") are left as said.
"""

from __future__ import annotations

import re
import unicodedata
from functools import lru_cache

from ..patterns import rx
from .clauses import mentioned_app
from .courtesy import outside_message
from .quoted_spans import outside_quotes

_ARROW = r"(?:→|⟶|⇒|➡️?|-+>|=>)"
_CHAIN = re.compile(rf"(?P<items>[^→⟶⇒➡:\n]+?(?:\s*{_ARROW}\s*[^→⟶⇒➡\n]+?){{2,}})(?=\s*(?:\(|[.;!?\n]|\+|&|$|,\s))")
_THEN = re.compile(rf"(?P<end>[.!?]?)\s*{_ARROW}\s*(?=then\b)", re.I)
# "put a.md in it → text: …": an arrow before a labelled field starts that field.
_FIELD_NEXT = re.compile(rf"\s*{_ARROW}\s*(?=[a-z][a-z ]{{1,20}}:\s)", re.I)
_LEAD = re.compile(rf"^(?P<app>[\w ]{{2,30}}?)\s*{_ARROW}\s*")
# What a request starts with when an app is named before it: "files → new folder X", "vlc → play all my music".
_REQUEST = re.compile(
    r"(?:new|make|create|add|delete|remove|play|open|record|rename|call|text|send|set|turn|start|show|find|count|put|"
    r"save|move|copy|list|check)\b",
    re.I,
)
_CHANGED = re.compile(r"(?:rename|change|swap|switch|edit|update|replace|set|turn|move|make)\b", re.I)
_TO = re.compile(rf"\s*{_ARROW}\s*")
_COURTESY_LAST = re.compile(r"(?<![:\"“'])\s*,?\s+(?:pls|plz|please|thx|thanks|ty|ta)\s*[.!]*\s*$", re.I)
# An arrow is "to" after a request that takes one ("rename A → B", "fwd X → Ann", "brightness → min"); other arrows
# ("a.md -> b.md", "45 min -> 90 min", "Song -> Party playlist") are read where they stand (chat_mends.py,
# said_first_mends.py, pasted_changes.py, record_terse_mends.py …).
_TAKES_TO = re.compile(
    r"\b(?:rename|swap|change|set|switch|turn|move|forward|fwd|send|replace|update|edit)\b|^\s*(?:the\s+)?(?:screen\s+)?"
    r"(?:brightness|volume)\b",
    re.I,
)
# "description of X → Y": a field of a thing and its new value, the verb typed away.
_FIELD_OF = re.compile(
    rf"^(?P<app>[\w ]{{2,30}}:\s*)?(?:the\s+)?(?=(?:description|name|title|category|amount|note|location)\s+of\s+[^→⟶⇒➡]+?"
    rf"\s*{_ARROW})",
    re.I,
)
_AT = re.compile(r"(?<=\s)@\s*(?=\d|[A-Za-z])", re.I)
_AT_TIME = re.compile(r"(?<=[A-Za-z])@(?=\d{1,2}(?::\d\d)?\s*(?:am|pm|h)?\b)", re.I)
# (Never a heading's mark: "# Groceries" starts a line or stands before a capitalised word.)
_NUMBER_SIGN = re.compile(r"(?<=\S )#(?=\s+(?:\+?\d|I\b|[a-z])|\s*(?:[,.;:?!)]|$))")
_TAGS_LAST = re.compile(r"(?:\s+#[A-Za-z]\w*)+\s*[.!]?\s*$")
_BRACKETED = re.compile(r"\[(?P<v>[^\[\]\"“”\n]{2,60})\]")
_PLACE_IN_BRACKETS = re.compile(
    r"(?<=\.\w{2})(?P<x>\w{0,2})\s+\((?P<p>(?:in|from|inside)\s+(?:the\s+|my\s+)?[A-Z][\w-]*(?:\s+folder)?)\)"
)
_SHORT = (
    (re.compile(r"\bb4\b", re.I), "before"),
    (re.compile(r"\bfwd\b", re.I), "forward"),
    (re.compile(r"\bw/o\s+", re.I), "without "),
    (re.compile(r"\bw/\s*:", re.I), "with:"),
    (re.compile(r"\bw/\s*(?=\w)", re.I), "with "),
    # "recipes x2": two of them.
    (
        re.compile(
            r"\b(?P<k>(?-i:recipes|notes|events|expenses|contacts|files|folders|songs|videos|tracks|alarms|photos|"
            r"playlists|entries))\s+x\s?(?P<n>\d)\b",
            re.I,
        ),
        r"\g<n> \g<k>",
    ),
    # "garlic & directions: …": an "and" before a labelled field starts that field.
    (re.compile(r"\s+[&+]\s+(?=[a-z][a-z ]{1,20}:\s)", re.I), ", "),
    # "a note a.md inside w/ text": inside the folder just made (the "it" typed away).
    (
        re.compile(
            r"(?<=\.[a-z]{2})(?P<x>[a-z]{0,2})\s+inside\b(?=\s+(?:with|saying|containing|that\s+says)\b|\s*[,;]|\s*$)",
            re.I,
        ),
        r"\g<x> inside it",
    ),
)
# Words that go on with the clause an emoji interrupts: a preposition, a conjunction, a symbol for one, or a day.
_GOES_ON = re.compile(
    r"(?:@|&|\+|\(|(?:at|on|in|into|to|for|from|with|w/|and|then|by|tomorrow|tmrw|2moro|today|tonight|"
    r"(?:this|next)\s+\w+|(?:mon|tues|wednes|thurs|fri|satur|sun)day)\b)",
    re.I,
)


_LABEL = re.compile(r"[a-z]{2,20}:\s", re.I)


def _emoji(ch: str) -> bool:
    return unicodedata.category(ch) in ("So", "Cs") or ch in "\ufe0f\u200d"


def _emoji_within_clauses(text: str) -> str:
    out: list[str] = []
    i = 0
    while i < len(text):
        if not _emoji(text[i]):
            out.append(text[i])
            i += 1
            continue
        end = i
        while end < len(text) and (_emoji(text[end]) or text[end] in " \t"):
            end += 1
        before = "".join(out).rstrip()
        if before and before[-1].isalnum() and _GOES_ON.match(text, end):
            out[:] = [before, " "]
            i = end
            continue
        if before and before[-1].isalnum() and ":" not in before and _LABEL.match(text, end):
            out[:] = [before, ": "]  # "add X to broccoli 🥦 desc: …": the emoji sets the fields off, as a colon
            i = end
            continue
        if end == len(text) or text[end] == "\n":
            # Emoji that end the request or a line carry nothing (and would stick to the last value).
            out[:] = [before]
            i = end
            continue
        out.append(text[i])
        i += 1
    return "".join(out)


def _chained(match: re.Match[str]) -> str:
    said = match.group("items")
    items = [item.strip() for item in _TO.split(said)]
    return said[: len(said) - len(said.lstrip())] + ", ".join(items[:-1]) + " and " + items[-1]


def _to(match: re.Match[str]) -> str:
    before = match.string[: match.start()]
    if before.count('"') % 2 or before.count("“") > before.count("”"):
        return match.group(0)  # inside quotes: the words as said
    clause = rx(r"[.;!?\n:]").split(before)[-1]
    return " to " if _TAKES_TO.search(clause) else match.group(0)


def _arrows(text: str) -> str:
    if not rx(_ARROW).search(text):
        return text
    # "a.md: A → B pls": the readers of an arrow read to the end, where a courtesy is no part of B.
    text = _COURTESY_LAST.sub("", text)
    text = _CHAIN.sub(_chained, text)
    text = _FIELD_NEXT.sub(", ", text)
    lead = _LEAD.match(text)
    said_first = lead.group("app").strip() if lead is not None else ""
    # ("rename A → New loop": a request before the arrow, so what follows is its value, never a request of its own.)
    if (
        lead is not None
        and not _REQUEST.match(said_first)
        and not _CHANGED.match(said_first)
        and (mentioned_app(said_first) or _REQUEST.match(text, lead.end()))
    ):
        text = f"{said_first}: {text[lead.end() :]}"
    return _TO.sub(_to, text)


def _plain(part: str) -> str:
    part = _TAGS_LAST.sub("", part)
    part = _AT_TIME.sub(" at ", _AT.sub("at ", part))
    part = _NUMBER_SIGN.sub("number", part)
    part = _PLACE_IN_BRACKETS.sub(r"\g<x> \g<p>", part)
    for pattern, said in _SHORT:
        part = pattern.sub(said, part)
    return part


@lru_cache(maxsize=1024)
def symbols_read(text: str) -> str:
    """``text`` with the symbols and shorthand above said in words; unchanged when it has none."""
    text = _emoji_within_clauses(text)
    # After a colon the value stands as said ("new folder: X"); elsewhere quoted, so that it is read whole.
    text = _BRACKETED.sub(
        lambda m: m.group("v").strip() if rx(r":\s*$").search(text[: m.start()]) else f'"{m.group("v").strip()}"', text
    )
    text = _FIELD_OF.sub(lambda m: f"{m.group('app') or ''}set the ", text)
    # "… w/ text: X. → then text it to …": the arrow before "then" ends a message's words as well.
    text = outside_quotes(
        text, lambda part: _THEN.sub(lambda m: f"{m.group('end')} " if m.group("end") else ", ", part)
    )
    # A message's own words ("text Ann: b4 7 @ the pub") are sent as typed.
    return outside_message(_arrows(text), _plain)
