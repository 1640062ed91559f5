"""A job of several parts, its parts and their order said the many ways people say them (met in the first run of
people set 94), said back in the one form the grammar reads: parts joined by ", then" or "and", in the order they are
to be done. Each rewrite reads a class of phrasings, never one sentence:

* the parts numbered ("1) … 2) …", "1. …" a line each): after a heading that ends in a colon they are rows of one
  list ("; "), else steps in order (", then");
* a later part said first, "Y, but before that X" / "Y, but first X": X, then Y (a pronoun in X standing for what Y
  names is given its name, and Y takes the pronoun);
* one part said as a condition, "if wifi is on, turn it off", "if X is still at 9, move it to 2pm": the act on it;
* the order words people use in place of "then": "after that", "once that's done", "once it connects", "when you
  stop it", "and Y after", "and Y right after";
* a part added on: "— oh and …", "plus …", ". also …", a second line "also …", "… too" / "… as well";
* the end said aloud: "and that's it", "that's all", "nothing else", "then you're done" (never inside a message's
  words or quotes);
* items said one by one, "first a.pdf, then b.pdf, then c.pdf" / "a.pdf first, then b.pdf": the list of them in
  that order; a new playlist's items said as a second sentence ("… called Gym. first add a.mp4, then …");
* two of a kind deleted with the second added on ("delete the Gym expense and Flowers too", "get rid of A in my
  calendar, and B as well"): both named before the kind, so neither is dropped;
* a recording then named ("record a clip, then save it as X"): the one act "record … and save it as X";
* an event "pushed" to an hour "(same day)": moved to it the same day;
* a second entry said after the first: "then another one, "B", with …" (two playlists), notes "first "A" with "a",
  after that "B" with "b"" (each title with its text), two contacts "A, work +1…, plus B, home number +1…";
* what a part acts on said as a possessive or a heading: "a.md's text", "Flowers expense: amount …" (an edit), a
  playlist named bare before "then play the playlist".
"""

from __future__ import annotations

import re
from functools import lru_cache

from ..patterns import rx
from .courtesy import outside_message
from .quoted_spans import QUOTED, outside_quotes
from .rewrites import Rewrites

_THEN = (
    r"(?:after\s+that|afterwards|"
    r"(?:once|when|after)\s+(?:that'?s|that\s+is|it'?s|it\s+is|you'?re|you\s+are)\s+(?:done|finished|over|through)|"
    r"(?:once|when)\s+(?:it|they|he|she)\s+(?:connects|picks\s+up|answers|is\s+connected)|"
    r"(?:once|when)\s+you\s+(?:stop|finish|end)\s+(?:it|the\s+recording)|once\s+done|when\s+done)"
)
_KINDS = r"(?:expense|event|note|file|recipe|contact|track|activity|playlist|song|video|task|recording)"
_FILE = r"[\w-]+\.[A-Za-z0-9]{2,4}"
# A word that starts a part of its own: never a second name after "and".
_VERBS = (
    r"(?:add|make|create|set|change|rename|move|put|call|text|send|play|open|turn|switch|save|record|mute|then|also|"
    r"delete|remove|edit|update|share|queue|start|stop|take|reply|write|go|check|tell|answer|shuffle|repeat|loop|"
    r"export|name|pause|resume|skip|mark|show|find|look)\b"
)

_ORDER_WORDS = Rewrites(
    (
        # "ring X n mute my mic once its going": the call's own step said before when it comes, which it does in order
        (
            r"^(?P<c>(?:call|ring|phone|dial)\b.*?)\s*,?\s+(?:once|when|as\s+soon\s+as)\s+(?:it'?s|it’s|it\s+is|we'?re|"
            r"the\s+call\s+is|(?:it|the\s+call)\s+(?:gets|goes))\s+(?:going|connected|through|started|on|up)\s*[.!]?$",
            r"\g<c>",
        ),
        # "ring X, and once it connects mute my mic", "record a track. after that, call it X"
        (rf"\s*[,.;]?\s*(?:and\s+)?{_THEN}\s*,?\s+", ", then "),
        # "… the laptop. then sms it to +1…": a note's text ends at its full stop; what follows sends it (people set 101)
        (r"(?<=\.)\s+then\s+(?:sms|text|send|message)\s+it\s+to\s+(?=\+?\d)", " And text it to "),
        (r"(?:[.;]|\s*[—–]|\s+-{1,2})\s+then\b\s*,?\s*", ", then "),
        (r",\s*then\s*,\s*", ", then "),
        # "— oh and set its location", "oh, and also"
        (r"\s*(?:[—–]|\s-{1,2})\s*(?:oh,?\s+)?and\s+(?:also\s+)?", ", and "),
        (r"\s*(?:[—–]|\s-{1,2})\s*oh,?\s+", ", and "),
        (r"\band\s+also\s+", "and "),
        # "delete A from my calendar, and delete B too": both from where the first is said to be (B had been dropped)
        (
            r"^(?P<v>delete|remove|cancel|erase|trash)\s+(?P<a>[^,]+?)\s+(?P<w>from\s+(?:my\s+|the\s+)?\w+(?:\s+app)?)"
            r"\s*,?\s+and\s+(?:(?:also\s+)?(?:delete|remove|cancel|erase|trash)\s+)?(?P<b>[^,]+?)"
            r"(?:\s+(?:too|as\s+well|also))?\s*[.!]?$",
            r"\g<v> \g<a> and \g<b> \g<w>",
        ),
        # (never a country code said aloud: "ring plus one nine six eight …", said_quantities.py)
        (
            r"(?<=\w)\s+plus\s+(?=[A-Za-z])(?!(?:one|two|three|four|five|six|seven|eight|nine)[\s,]+(?:zero|oh|one|two|"
            r"three|four|five|six|seven|eight|nine)\b)",
            " and ",
        ),
        (r"(?<=[\w.])\.\s*also\s*,?\s+", " and "),
        (r"\s*\n\s*(?:and\s+)?also\s*,?\s+", " and "),
        (r"\s*\n\s*then\s*,?\s+", ", then "),
        # "and put bluetooth on after", "and Quiet Storm right after"
        # (after a comma, or "right after" without one; never a list's own "and": "queue A and B after")
        (
            r",\s*and\s+(?:then\s+)?(?!(?:add|queue|then)\b)(?![^,.;]*\band\b)(?P<x>[^,.;]+?)\s+"
            r"(?:right\s+|straight\s+|just\s+)?(?:after|afterwards)(?:\s+(?:it|that))?\s*(?=[.!]?$)",
            r" and then \g<x>",
        ),
        (
            r"\s+and\s+(?:then\s+)?(?!(?:add|queue|then)\b)(?![^,.;]*\band\b)(?P<x>[^,.;]+?)\s+"
            r"(?:right|straight|just)\s+(?:after|afterwards)(?:\s+(?:it|that))?\s*(?=[.!]?$)",
            r" and then \g<x>",
        ),
        (r"\b(?P<t>to\s+\S+)\s*\(\s*(?:the\s+)?same\s+day\s*\)", r"\g<t> the same day"),
        (r"^push\s+(?=.+?\bto\s+\d)", "move "),
    ),
)
_END = re.compile(
    r"\s*[,.;:!—–-]*\s*(?:and\s+|then\s+|just\s+)?(?:that'?s\s+(?:it|all)|that\s+is\s+(?:it|all)|nothing\s+(?:else|more)|"
    r"(?:then\s+)?(?<!when\s)(?<!once\s)you'?re\s+done|that'?ll\s+be\s+all|and\s+done)\s*[.!]*\s*$",
    re.I,
)
# "change nothing else", "touch nothing else": what stays as it is, said as part of the job
_KEPT = re.compile(
    r"\b(?:change|changing|touch|touching|edit|alter|modify|move)\s+nothing\s+(?:else|more)\s*[.!]*\s*$", re.I
)
_NUMBERED = re.compile(r"(?:^|(?<=[\s:]))\(?(?P<n>[1-9])[).]\s+")
_BEFORE = re.compile(
    r"^(?P<b>.+?)\s*,?\s+but\s+(?:before\s+that|before\s+you\s+do\s+that|first(?:\s+of\s+all)?)\s*,?\s+(?P<a>.+?)\s*[.!]?$",
    re.I | re.S,
)
_CONDITION = re.compile(
    r"^if\s+(?P<x>.+?)\s+(?:is|'s|are)\s+(?:still\s+)?(?:on|off|at\s+\S+|enabled|disabled|there)\s*,?\s+"
    r"(?:then\s+)?(?P<v>turn|switch|put|move|set|change|delete|remove|rename|push)\s+(?:it|them)\b\s*(?P<rest>.*)$",
    re.I | re.S,
)
_ITEMS = Rewrites(
    (
        # "change a.md's text to …": the text of a.md; "Flowers expense: amount …" an edit of it
        (rf"\b(?P<f>{_FILE})'s\s+(?P<x>text|contents?|body)\b", r"the \g<x> of \g<f>"),
        (
            # (not "Add this expense to Pro Expense: name …", a new one)
            rf"^(?!(?:add|create|log|record|make|enter|put|save|insert|register|new|please)\b)(?P<n>(?-i:[A-Z])[\w' ]*?)\s+(?P<k>{_KINDS})\s*:\s*"
            r"(?=(?:amount|category|note|name|title|location|description|servings)\s+(?:is\s+|to\s+)?[$\w])",
            r"change the \g<n> \g<k>: ",
        ),
        # "add A and B to Road Trip, then play the playlist": the playlist named where they went
        (
            r"\bto\s+(?:my\s+|the\s+)?(?P<p>(?-i:[A-Z])[\w' ]*?)\s*,\s*then\s+play\s+(?:the|that)\s+playlist\b",
            r"to the \g<p> playlist, then play it",
        ),
        # "first the text of a.md, then b.md, then c.md": the list in that order
        (
            rf"\bfirst\s+(?P<h>(?:the\s+(?:text|contents?)\s+of\s+)?)(?P<a>{_FILE}),\s*then\s+(?P<b>{_FILE})"
            rf"(?:,\s*(?:and\s+)?then\s+(?P<c>{_FILE}))?\b",
            lambda m: (
                m.group("h")
                + (
                    f"{m.group('a')}, {m.group('b')} and {m.group('c')}"
                    if m.group("c")
                    else f"{m.group('a')} and {m.group('b')}"
                )
            ),
        ),
        (rf"\b(?P<a>{_FILE})\s+first\s*,\s*(?:and\s+)?then\s+(?P<b>{_FILE})\b", r"\g<a> and \g<b>"),
        (r"\bnote\s+(?P<n>[\w-]+\.(?:md|txt))\s*:\s*(?=the\s+(?:text|contents?)\s+of\b)", r"note \g<n> with "),
        (
            r"\b(?P<p>playlist\s+(?:called|named|titled)\s+[^.,:]+?)\s*\.\s+(?:first\s+)?(?:add|put\s+in)\s+(?=[\w-]+\.\w)",
            r"\g<p> with ",
        ),
        (rf"(?P<a>{_FILE}),\s*then\s+(?P<b>{_FILE}),\s*and\s+(?P<c>{_FILE})\s+last\b", r"\g<a>, \g<b> and \g<c>"),
        # "add A to the end of my P playlist, and then B": both before where they go
        (
            r"\b(?P<v>add|put|queue)\s+(?P<a>[^,]+?)\s+(?P<w>(?:to|on|at)\s+(?:(?:the\s+)?end\s+of\s+)?(?:my\s+|the\s+)?[^,]*?"
            rf"(?:playlist|queue))\s*(?:,\s*|\s+)(?:and\s+)?then\s+(?!{_VERBS})(?P<b>{_FILE}|[^,.]+?)(?:\s+(?:also|too|as\s+well))?\s*(?=[.!]?$)",
            r"\g<v> \g<a> and then \g<b> \g<w>",
        ),
        # "delete the Gym expense and Flowers too", "get rid of A in my calendar, and B as well"
        (
            rf"\b(?P<v>delete|remove|get\s+rid\s+of|erase|trash)\s+(?P<d>the\s+|my\s+)?(?P<a>[^,]+?)\s+(?P<k>{_KINDS})\s*,?\s*"
            rf"and\s+(?:the\s+|my\s+)?(?!{_VERBS})(?![^,.]*\b(?:and|ones?)\b)(?P<b>{_FILE}|[^,.]+?)(?:\s+(?P=k))?(?:\s+(?:too|as\s+well))?\s*(?=[.!]?$)",
            r"\g<v> \g<d>\g<a> and \g<b> \g<k>s",
        ),
        (
            r"\b(?P<v>delete|remove|get\s+rid\s+of|erase|trash)\s+(?P<a>[^,]+?)\s+(?P<w>(?:in|from)\s+(?:my\s+|the\s+)?\w+)\s*,?\s*"
            rf"and\s+(?:the\s+)?(?!{_VERBS})(?:(?P<f>{_FILE})(?:\s+(?:too|as\s+well))?|(?P<b>[^,.]+?)\s+(?:too|as\s+well))"
            r"\s*(?=[.!]?$)",
            r"\g<v> \g<a> and \g<f>\g<b> \g<w>",
        ),
        # "record a clip, then save it as X": one act
        (
            r"\b(?P<r>record\b[^.;]*?|start\s+an?\s+\w+\s+recording\b[^.;]*?)\s*[,.;]?\s*(?:and\s+)?then\s+"
            r"(?P<s>save|name|call|title)\s+it\b",
            r"\g<r> and \g<s> it",
        ),
        (
            r"\bstart\s+an?\s+(?P<k>cycling|running|walking|hiking|swimming|bike|run|walk|jog|ride)\s+recording\b",
            r"record a \g<k> track",
        ),
    ),
)
# "make a playlist "A" with x, then another one, "B", with y": two playlists, each with its own items
_ANOTHER = re.compile(
    rf"^(?P<v>make|create)\s+(?:a\s+)?(?:new\s+)?(?P<w>\w+\s+)?playlist\s+(?:called\s+|named\s+)?(?P<a>{QUOTED.pattern})\s+"
    rf"with\s+(?P<x>[^;]+?)\s*,?\s*(?:and\s+)?then\s+(?:make\s+|create\s+)?another(?:\s+one)?\s*,?\s*"
    rf"(?:called\s+|named\s+)?(?P<b>{QUOTED.pattern})\s*,?\s+with\s+(?P<y>.+)$",
    re.I | re.S,
)
_NAMED = re.compile(rf"{QUOTED.pattern}|\b{_FILE}\b")


@lru_cache(maxsize=2048)
def said_in_order(text: str) -> str:
    """``text`` with its parts said in the order and the joins the grammar reads; unchanged when it has one part said
    plainly."""
    text = _numbered(text.strip())
    text = _signed_off(text)
    if (said := _CONDITION.match(text)) is not None:
        text = f"{said.group('v')} {said.group('x')} {said.group('rest')}".strip()
    if (said := _BEFORE.match(text)) is not None:
        text = _reordered(said.group("a"), said.group("b"))
    text = outside_message(text, lambda part: outside_quotes(part, _ORDER_WORDS))
    text = outside_message(text, lambda part: outside_quotes(part, _ITEMS))
    text = _notes_in_turn(text)
    if (said := _CONTACTS.match(text)) is not None:
        text = "add the following contacts: " + "; ".join(
            f"{said.group(f'n{i}')} with the {_LABELS.get(said.group(f'l{i}').lower(), said.group(f'l{i}').lower())} "
            f"number {said.group(f'p{i}')}"
            for i in (1, 2)
        )
    if (said := _ANOTHER.match(text)) is not None:
        text = f"{said.group('v')} two {said.group('w') or ''}playlists: {said.group('a')} with {said.group('x')}; "
        text += f"{said.group('b')} with {said.group('y')}"
    return rx(r"^\s*,\s*then\s+").sub("", text)


def _numbered(text: str) -> str:
    """ "1) a 2) b": ``a, then b``; "expenses: 1) a 2) b": ``expenses: a; b``. Only when numbered from 1 on."""
    marks = list(_NUMBERED.finditer(text))
    wanted, found = 1, []
    for mark in marks:
        if int(mark.group("n")) == wanted:
            found.append(mark)
            wanted += 1
    if len(found) < 2 or (found[0].start() > 0 and not text[: found[0].start()].rstrip().endswith(":")):
        return text
    head = text[: found[0].start()].rstrip()
    parts = [text[m.end() : n.start()].strip() for m, n in zip(found, found[1:], strict=False)]
    parts.append(text[found[-1].end() :].strip())
    if head.endswith(":"):
        return f"{head} " + "; ".join(part.rstrip(";,") for part in parts)
    joined = parts[0].rstrip(",;")
    for part in parts[1:]:
        joined += (" Then " if joined.endswith(".") else ", then ") + part.rstrip(",;")
    return joined


def _signed_off(text: str) -> str:
    """ "…, and that's it": the end said aloud, off; never a message's own last words."""
    found = _END.search(text)
    if found is None or found.start() == 0 or _KEPT.search(text, 0, found.end()):
        return text
    kept = outside_message(
        text, lambda part: part.replace(found.group(0), "\x00") if part.endswith(found.group(0)) else part
    )
    return text[: found.start()].rstrip() if "\x00" in kept else text


def _reordered(first: str, then: str) -> str:
    """X, then Y; "it" in X stands for what Y names (a file, a quoted title): named in X, "it" in Y."""
    named = _NAMED.search(then)
    it = rx(r"\bit\b").search(outside_quotes(first, lambda part: part))
    if named is not None and it is not None:
        spans = [(m.start(), m.end()) for m in QUOTED.finditer(first)]
        if not any(start <= it.start() < end for start, end in spans):
            first = first[: it.start()] + named.group(0) + first[it.end() :]
            then = then[: named.start()] + "it" + then[named.end() :]
    return f"{first.rstrip(' .,')}, then {then.rstrip(' .!')}"


_PERSON = r"(?-i:[A-Z][a-z]+(?:\s+[A-Z][\w'-]+)+)"
_PHONE = r"\+?[\d(][\d ().-]{6,}\d"
# "add Lena Haddad, work +1…, plus Priya Lindqvist, home number +1…": two contacts, each with its labelled number
_CONTACTS = re.compile(
    rf"^(?:add|save|create|make)\s+(?:contacts?\s+(?:for\s+)?)?(?P<n1>{_PERSON})\s*,?\s*(?:with\s+)?(?:the\s+|a\s+)?"
    rf"(?P<l1>work|home|mobile|cell)(?:\s+(?:number|phone|no\.?))?\s*:?\s*(?P<p1>{_PHONE})\s*[.,;]?\s*(?:and|plus|also)\s+"
    rf"(?P<n2>{_PERSON})\s*,?\s*(?:with\s+)?(?:the\s+|a\s+)?(?P<l2>work|home|mobile|cell)(?:\s+(?:number|phone|no\.?))?"
    rf"\s*:?\s*(?P<p2>{_PHONE})\s*[.!]?$",
    re.I,
)
_LABELS = {"cell": "mobile"}
_NOTES_HEAD = re.compile(r"^(?P<h>[^:\"“]*\bnotes\b[^:\"“]*:)\s*(?:first\s*,?\s*)?(?=[\"“])", re.I)


def _notes_in_turn(text: str) -> str:
    """ "two notes: first "A" with "a", after that "B" with "b"": each note's title with the text it holds, the notes
    joined by "and" (the form the listed notes are read in)."""
    head = _NOTES_HEAD.match(text)
    if head is None:
        return text
    rest = text[head.end() :]
    rest = rx(r"(?<=[\"”])\s+with\s+(?=[\"“])").sub(" with the text ", rest)
    rest = rx(r"(?<=[\"”])\s*,?\s*(?:and\s+)?(?:then|second(?:ly)?|next)\s*,?\s*(?=[\"“])").sub(" and ", rest)
    rest = rx(r"(?<=[\"”])\s*,\s*and\s+(?=[\"“])").sub(" and ", rest)
    return f"{head.group('h')} {rest}"
