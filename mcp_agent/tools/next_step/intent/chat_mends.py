"""Chat-style forms met in the first run of people set 46 (phone, messages, tracker and player jobs), each mended as a
whole class into the wording the grammar reads, as ``everyday_mends.MENDED`` (``courtesy.plain`` applies them in order,
outside quoted text and outside a message's own words):

* chat shorthand: "w/" for "with", "shld" / "shud" for "should"; "with this text" for "with the text"; a field "on"
  an entry for "of" it ("the type on my X track");
* a day said before its month ("the 9th of march"): the day, never the whole month, is meant;
* a reason or a remark after the request, past a comma ("kill bluetooth, saving battery", "pick up, it's ringing"),
  is no part of it;
* "get Ana on the phone": a call;
* a text that did not go through, "try again": the last message to them resent;
* an arrow for "to" ("rename X -> Y") or for "add to" ("Song -> Party playlist");
* a question left verbless: "X or not" / "… y/n" (whether), "somebody texted about X - who", "february activity
  count?", "mins for the swim on …";
* "did ana ruiz call me": a person's name typed in lower case where only a name can stand, said as a name is written;
* "X song can go, delete it": one request said twice; "delete the X song": the song X.
"""

from __future__ import annotations

import re

from ..dates import MONTH_NAME

_TOGGLED = r"(?:wi-?fi|bluetooth|bt|airplane\s+mode|flight\s+mode|aeroplane\s+mode|dark\s+mode|hotspot|nfc)"
_KINDS = r"(?:song|video|playlist|track|recording|note|file)"
_NOT_A_PERSON = r"(?!(?:any|some|every|no)(?:one|body)\b|my\b|the\b|i\b|you\b|they\b|he\b|she\b|we\b)"


def _capitalized(name: str) -> str:
    """A person's name said as names are written, for the readers that know a name by its capitals."""
    return " ".join(word[:1].upper() + word[1:] for word in name.split())


def _named(match: re.Match[str]) -> str:
    """ "did ana ruiz call me": "did Ana Ruiz call me"."""
    return f"did {_capitalized(match.group('n'))} {match.group('v')}"


def _how_many(match: re.Match[str]) -> str:
    """ "february activity count?": how many of them, in the span said first."""
    what = match.group("what").strip()
    plural = what[:-1] + "ies" if what.endswith("y") and not what.endswith(("ay", "ey", "oy")) else what
    plural = plural if plural.endswith("s") else plural + "s"
    return f"how many {plural} in {match.group('when')}?"


CHAT_MENDED = (
    (r"(?<![\w/])w/\s*(?=\w)", "with "),
    (r"\b(?:shld|shud|shoud)\b", "should"),
    (r"\bdidnt\b", "didn't"),
    # "w this text …", "with that content …": the words that follow are the note's, as after "with the text".
    (r"\bwith\s+(?:this|that|the\s+following)\s+(?=(?:text|content|contents|words|body)\b)", "with the "),
    # "set the activity type on my X track to Y": a field of the entry, said with "on" for "of".
    (
        r"\b(?P<v>change|set|update|edit|make)\s+the\s+(?P<f>(?:activity\s+)?type|description|name|title|note|amount|"
        r"category)\s+on\s+(?=(?:my|the|this|that)\s)",
        r"\g<v> the \g<f> of ",
    ),
    # "on the 9th of march": that day of the month ("on march 9"), which the span readers would take for March.
    (
        rf"\bthe\s+(?P<d>\d{{1,2}})(?:st|nd|rd|th)?\s+of\s+(?P<m>{MONTH_NAME})\b",
        r"\g<m> \g<d>",
    ),
    # "kill bluetooth, saving battery", "bluetooth on, connecting the car": a reason after a switch is no part of it.
    (
        rf"^(?P<r>[^,]*\b{_TOGGLED}\b[^,]*?)\s*,\s*(?:(?:i'?m|im|i\s+am|we'?re)\s+)?\w+ing\b[^,]*$",
        r"\g<r>",
    ),
    # "pick up the phone, it's ringing": the ringing said is the reason, not what is picked.
    (r"\s*[,.;-]+\s*(?:it'?s|its|it\s+is|(?:the\s+)?phone'?s|(?:the\s+)?phone\s+is)\s+ringing\s*[.!]*$", ""),
    (r"^(?:get|put)\s+(?P<x>(?!it\b|that\b|this\b)[^,]+?)\s+on\s+the\s+(?:phone|line)\s*$", r"call \g<x>"),
    # "rename the X track -> Y": an arrow for "to".
    (r"^(?P<v>rename|retitle)\s+(?P<x>[^>]+?)\s*(?:->|→|=>)\s*(?P<y>[^>]+)$", r"\g<v> \g<x> to \g<y>"),
    # "Copper Sky -> Party playlist": added to the playlist the arrow points at.
    (
        r"^(?P<x>[^>,]+?)\s*(?:->|→|=>)\s*(?:the\s+|my\s+)?(?P<y>[^>,]+?\s+playlist)\s*$",
        r"add \g<x> to the \g<y>",
    ),
    (r"\b(?P<v>add|tack|stick|put)\s+(?P<x>.+?)\s+onto\s+the\s+end\s+of\b", r"add \g<x> to the end of"),
    # "dog_park.mp4 on the party playlist or not": whether it is.
    (
        r"^(?P<x>[\w-]+\.\w{2,4})\s+(?P<p>on|in)\s+(?P<y>[^?]+?)\s*(?:,?\s*or\s+not|\?\s*y/n|,?\s*yes\s+or\s+no)\s*\??$",
        r"is \g<x> \g<p> \g<y>?",
    ),
    # "ana ruiz call me today? y/n": whether they did.
    (
        rf"^{_NOT_A_PERSON}(?P<x>[a-z][\w'-]*(?:\s+[a-z][\w'-]*)?)\s+(?P<v>call(?:ed)?|r[ai]ng|phoned?|text(?:ed)?)\s+me\b"
        r"(?P<rest>[^?]*?)\s*\??\s*(?:y/n|yes\s+or\s+no|yes/no|or\s+not)\s*\??$",
        r"did \g<x> \g<v> me\g<rest>?",
    ),
    (rf"^did\s+{_NOT_A_PERSON}(?P<n>[a-z][\w'-]*\s+[a-z][\w'-]*)\s+(?P<v>call|ring|phone|text)\b", _named),
    # "somebody texted about dinner - who": who did.
    (
        r"^(?:some(?:one|body)|any(?:one|body))\s+(?P<v>texted|messaged|called|rang|phoned|wrote)\s+(?P<rest>[^?,]*?)\s*"
        r"(?:,|\s[-–—])\s*who(?:\s+(?:was|is)\s+(?:it|that))?\s*\??$",
        r"who \g<v> \g<rest>?",
    ),
    # "kofi vargas calls, how many": how many times they called.
    (
        r"^(?:(?:the\s+)?calls\s+from\s+(?P<a>[^,?]+?)|(?P<b>[^,?]+?)(?:['’]s)?\s+calls)\s*(?:,|\s[-–—])?\s*how\s+many"
        r"(?:\s+times)?\s*\??$",
        lambda m: f"how many times did {m.group('a') or m.group('b')} call?",
    ),
    # "hana tanaka's latest text, what did it say": what they said in it, the name said as names are written.
    (
        r"^(?P<n>[^,?']+?)['’]s\s+(?:latest|last|newest|most\s+recent)\s+(?:text|message|sms)\s*(?:,|\s[-–—])\s*"
        r"what\s+(?:did|does)\s+it\s+say\s*\??$",
        lambda m: f"what did {_capitalized(m.group('n'))} say in their most recent message?",
    ),
    # "new vid playlist Dinner party: a.mp4, b.mp4": a playlist of videos is the video player's.
    (
        r"^(?:new|make\s+a|create\s+a)\s+(?:new\s+)?(?:vid|video)\s+playlist\s+(?:called\s+)?(?P<n>[^:]+?)\s*:\s*",
        r"make a playlist in vlc called \g<n> with ",
    ),
    # "focus playlist from the top": played from its start.
    (
        r"^(?:my\s+|the\s+)?(?P<x>[^,]+?\s+playlist)\s+from\s+the\s+(?:top|start|beginning)(?:\s+(?:please|pls))?\s*[.!]*$",
        r"play my \g<x> from the start",
    ),
    # "february activity count?": how many in that span.
    (
        rf"^(?P<when>{MONTH_NAME}|this\s+week|last\s+week|this\s+month|last\s+month|yesterday|today)\s+"
        r"(?P<what>(?:activity|activities|workouts?|tracks?|runs?|swims?|walks?|rides?))\s+count\s*\??$",
        _how_many,
    ),
    # "mins for the swim on march 9": how many of them it was.
    (
        r"^(?P<u>mins|minutes|hours|hrs|seconds|secs|km|kms|kilometers|kilometres|miles)\s+for\s+(?P<x>(?:the|my)\s+[^?]+?)"
        r"\s*\??$",
        r"how many \g<u> was \g<x>?",
    ),
    # "delete the copper sky song": the song named, then the word for its kind (as "the song Copper Sky" is read).
    (
        r"^(?P<v>delete|remove|play)\s+(?:the\s+|my\s+)?(?P<x>(?!.*\b(?:all|every|these|those)\b)[^,]+?)\s+song\s*[.!]*$",
        r"\g<v> the song \g<x>",
    ),
    # "add A then B to the end of road trip": a list of songs added to the end of a playlist named bare.
    (
        r"^(?P<v>add|append|put|stick)\s+(?P<x>[^,]+?)\s+to\s+the\s+end\s+of\s+(?!the\b|my\b|it\b)(?P<n>[^,.]+?)(?<!\splaylist)"
        r"(?:\s*,\s*(?:in\s+(?:that|this|the\s+same)\s+order|one\s+after\s+the\s+other))?\s*$",
        r"\g<v> \g<x> to the end of the \g<n> playlist",
    ),
)

# Before the remarks are read (remark_references.py): "X can go, delete it" and "msg to X didn't send, try again" say
# one request twice, so the "it" of the second is not read as the first said again ("delete delete X"), nor the first
# taken for a message to X ("didn't send" as its text).
SAID_TWICE = (
    # "msg to Greta didn't send, try again": the last message to them, sent again.
    (
        r"^(?:my\s+)?(?:last\s+)?(?:message|msg|text|txt|sms)\s+to\s+(?P<x>[^,]+?)\s+(?:didn'?t|did\s+not|never|won'?t)\s+"
        r"(?:send|go\s+through|get\s+sent|deliver|arrive)\s*[,.;-]*\s*(?:pls\s+|please\s+)?"
        r"(?:try\s+again|send\s+it\s+again|resend(?:\s+it)?|retry)\s*[.!]*$",
        r"resend my last message to \g<x>",
    ),
    (
        r"^(?P<x>(?P<t>[^,]+?)\s+(?:can|could|should|has\s+to|needs\s+to)\s+go)\s*[,.;-]+\s*(?:(?:just|pls|please)\s+)?"
        r"(?:delete|remove|bin|trash|get\s+rid\s+of)\s+(?:it|that|them)(?P<a>\s+(?:from|in|on)\s+[\w ]+?)?\s*[.!]*$",
        # "… delete it from vlc": where it goes from is said with the request it names.
        lambda found: f"delete {found.group('t')}{found.group('a')}" if found.group("a") else found.group("x"),
    ),
)
