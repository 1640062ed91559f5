"""The sentences of a request written as a message (people set 120), each read by its shape once the frame is off.

A message says its request over several sentences: what happened first, the request, a remark after it, a P.S. Read
here, whatever the request:

* a thing told first and pointed back at ("Someone rang me at 7:40 PM. … save that number as a contact", "There's a
  call in my call history from X - it's spam. Please delete that call", "My to-dos are in the note todo.md. Please add
  each line as a task"): the request said of the thing itself;
* who one cannot remember is no part of the request ("… but I can't remember who. Could you find them and call them"),
  the one who texted about a thing is called as "the contact who texted me about" it;
* a sentence that only says the request again ("Only those ones, please.") carries nothing;
* the app said in a later sentence against another ("It's the one in Retro Music, not VLC"): said as where it is;
* a note's text said in a sentence after it ("The note should say: X"): the note's text;
* a place said first with "please" after it ("In my calendar, please make X repeat …"): said after the request;
* quotes around a file name carry nothing ("put a note "beds.md" inside it").

What no rule reads, ``trimmed`` reads again without the sentences that carry nothing (a situation, a remark): see
there.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from .clauses import mentioned_app

_CALLED_AT = re.compile(
    r"^(?:someone|somebody|a\s+number|an\s+unknown\s+number|a\s+stranger|a\s+caller)\s+(?:just\s+)?"
    r"(?:rang|called|phoned)\s+me\s+at\s+(?P<t>\d{1,2}(?::\d\d)?\s*(?:[ap]\.?m\.?)?)\b[^.!?]*[.!?]\s+",
    re.I,
)
_SAVE_THAT_NUMBER = re.compile(
    r"\b(?P<v>save|add|store)\s+(?:that|this|the)\s+number\s+(?:to\s+my\s+contacts\s+)?as\s+(?:a\s+)?(?:new\s+)?contact",
    re.I,
)
_THERE_IS = re.compile(
    r"^there(?:'s|\s+is)\s+an?\s+(?P<noun>call|message|text|note|event|expense|file)\s+(?P<where>in\s+my\s+[\w ]+?)\s+"
    r"(?P<from>from\s+\S+?)(?:\s+-\s+[^.!?]*)?[.!?]\s+(?P<req>(?:please\s+)?(?:delete|remove|erase|clear))\s+"
    r"(?:that|this|the)\s+(?P=noun)(?:\s+from\s+(?:the\s+log|there|it|my\s+[\w ]+?))?\s*(?P<end>[.!?]|$)",
    re.I,
)
_KEPT_IN = re.compile(
    r"^(?:my|the)\s+[\w-]+\s+(?:are|is)\s+(?:all\s+)?in\s+(?P<src>(?:the|my)\s+(?:\w+\s+)?(?:note|file)\s+[\w.-]+\.\w+)"
    r"(?:,[^.!?]*)?[.!?]\s+(?P<rest>.*\b(?:each|every)\s+line\b.*)$",
    re.I,
)
_THERE_FILE = re.compile(
    r"^there(?:'s|\s+is)\s+(?:a|the|my)\s+(?:file|note)\s+(?:called\s+)?(?P<f>[\w-]+\.\w+)(?P<in>\s+in\s+[A-Z]\w*)?[.!?]\s+"
    r"(?P<rest>.*\b(?:from|of|in)\s+it\b.*)$",
    re.I,
)
_FORGOT_WHO = re.compile(r",?\s+but\s+I\s+(?:can't|cannot|can\s+not|don't)\s+(?:remember|recall)\s+who\b", re.I)
_FIND_AND = re.compile(r"\bfind\s+(?P<p>them|him|her|out\s+who)\s+and\s+", re.I)
_THE_ONE_IN = re.compile(
    r"(?:\b(?:it's|it\s+is)\s+(?:the\s+one\s+)?|(?:^|(?<=[.!?]\s))the\s+one\s+)in\s+(?P<app>[A-Z][\w ]*?),\s+"
    r"not\s+(?:the\s+one\s+in\s+|in\s+)?[A-Z][\w ]*?(?P<end>[.!?]|$)",
    re.I,
)
_NOTE_SAYS = re.compile(
    r"(?P<req>\b(?:note|file)\b.*?)[.?!]\s+(?:the\s+note|it|the\s+file)\s+(?:should\s+(?:say|read|contain)|says)"
    r"\s*:?\s+(?P<text>[^\n]+?)\s*$",
    re.I,
)
_PLACE_FIRST = re.compile(
    r"^in\s+my\s+(?P<place>calendar|contacts|notes|tasks|music|playlists)\s*,\s*(?:please\s+)?(?P<rest>[^.!?]+)"
    r"(?P<end>[.!?]|$)",
    re.I,
)
# "a folder named "Garden"": one word needs no quotes to be a name (the folder-then-note reading takes it unquoted).
_QUOTED_WORD = re.compile(r"\b(?P<h>folder\s+(?:in\s+\w+\s+)?(?:named|called))\s+[\"“](?P<w>\w+)[\"”]")
# A sentence that only says the request again: "Only those ones, please.", "Just that one."
_ONLY_RESTATED = re.compile(
    r"(?<=[.!?])\s+(?:only|just)\s+(?:those|these|them|that|this)(?:\s+ones?)?(?:,?\s*please)?[.!]?(?=\s|$)", re.I
)
_TEXTED_ABOUT = re.compile(
    r"^(?:someone|somebody)\s+(?:texted|messaged)\s+me\s+about\s+(?P<x>[^.!?,]+?)(?:,?\s+but\s+I\s+[^.!?]*)?[.!?]\s+"
    r"(?:(?:could|can|would)\s+you\s+|please\s+)?(?:find\s+(?:them|out\s+who)\s+and\s+)?"
    r"(?:give\s+them\s+a\s+(?:call|ring)|call\s+them(?:\s+back)?|ring\s+them)\b[^.!?]*[.!?]?",
    re.I,
)
_QUOTED_FILE = re.compile(r"[\"“](?P<f>[\w-]+\.(?:md|txt|pdf|jpg|png|mp3|mp4|mkv|csv|docx?))[\"”]")


def in_plain_sentences(text: str) -> str:
    """``text`` with its sentences said as one request where they point at one another."""
    text = _QUOTED_WORD.sub(r"\g<h> \g<w>", _QUOTED_FILE.sub(r"\g<f>", text))
    text = _ONLY_RESTATED.sub("", text)
    if (texted := _TEXTED_ABOUT.match(text)) is not None:
        text = f"Call the contact who texted me about {texted.group('x')}." + text[texted.end() :]
    if (called := _CALLED_AT.match(text)) is not None and _SAVE_THAT_NUMBER.search(text[called.end() :]):
        rest = text[called.end() :]
        text = _SAVE_THAT_NUMBER.sub(
            lambda m: f"{m.group('v')} the number that called me at {called.group('t')} as a new contact", rest, count=1
        )
    if (there := _THERE_IS.match(text)) is not None:
        said = f"{there.group('req')} the {there.group('noun')} {there.group('from')} from {there.group('where')[3:]}"
        text = said[:1].upper() + said[1:] + "." + text[there.end() :]
    if (kept := _KEPT_IN.match(text)) is not None:
        text = re.sub(r"\b(each|every)\s+line\b", rf"\1 line of {kept.group('src')}", kept.group("rest"), count=1)
    if (there_file := _THERE_FILE.match(text)) is not None:
        source = f"{there_file.group('f')}{there_file.group('in') or ''}"
        text = re.sub(r"\b(from|of|in)\s+it\b", rf"\1 {source}", there_file.group("rest"), count=1)
    if _FORGOT_WHO.search(text):
        text = _FIND_AND.sub("", _FORGOT_WHO.sub("", text))
    text = _THE_ONE_IN.sub(lambda m: f"It is in {m.group('app').strip()}{m.group('end')}", text)
    text = _NOTE_SAYS.sub(lambda m: f"{m.group('req')} with the text: {m.group('text')}", text)
    if (place := _PLACE_FIRST.match(text)) is not None:
        text = f"{place.group('rest')} in my {place.group('place')}{place.group('end')}{text[place.end() :]}"
    return text


_SENTENCE = re.compile(r"(?<=[.!?])\s+(?=[A-Z])")
# A sentence that carries a value or a limit is never dropped: a digit, a quote, a file, a name, an app, a negation.
_VALUED = re.compile(
    r"\d|(?<!\w)[\"“”']\w|\w\.\w{2,4}\b|\b(?:not|don't|do\s+not|never|no|only|just|except|but|without|keep|same|instead|"
    r"unless|every|all|each|none|nothing\s+but)\b",
    re.I,
)
_RESTATED = re.compile(r"\b(?:only|just)\s+(?:those|these|them|that|this)(?:\s+ones?)?\b|\bnothing\s+else\b", re.I)
_POINTS_BACK = re.compile(
    r"\b(?:them|they|it|him|her|there|that\s+(?:one|number|call|file|note|event)|this\s+one)\b", re.I
)


def trimmed(text: str, reads: Callable[[str], bool]) -> str:
    """``text`` without the sentences that carry nothing (a situation before the request, a remark after it) when only
    then does it read (``reads``); as said otherwise. A sentence before is kept when the rest points back at it."""
    if reads(text):
        return text
    sentences = _SENTENCE.split(text.strip())
    if len(sentences) < 2:
        return text
    bare = [_carries_nothing(sentence) for sentence in sentences]
    tries: list[list[str]] = []
    end = len(sentences)
    while end > 1 and bare[end - 1]:
        end -= 1
        tries.append(sentences[:end])
    for kept in [sentences, *tries]:
        start = 0
        while start < len(kept) - 1 and bare[start]:
            start += 1
            rest = kept[start:]
            if not _POINTS_BACK.search(" ".join(rest)):
                tries.append(rest)
    for kept in tries:
        if reads(said := " ".join(kept)):
            return said
    return text


def _carries_nothing(sentence: str) -> bool:
    words = sentence.split()
    named = [word for word in words[1:] if word[:1].isupper() and word.strip(".,!?") not in ("I", "I'm", "I've")]
    return not _VALUED.search(_RESTATED.sub("", sentence)) and not named and not mentioned_app(sentence)
