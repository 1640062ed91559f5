"""Plain everyday requests as people type them to a phone assistant (people set 121), said as the grammar reads them.

A request with its reason or remark around it, or the job said by what was done: "I finally emailed the landlord, can
you tick that off", "rename X? call it Y instead", "rename a.mp4 to b.mp4? I'm sending it to my mum", "text Ines where
my next appointment is? she's meeting me there", "who just rang me? I missed it, call them back", "Maya gave me her
email, it's m@x.net - add it to her contact", "put a note on the cinema expense saying …", "stick X on the end of my
Chill playlist", "… and then put it on", "I need a copy of a.md called b.md", "put everything in expenses.md into pro
expense", "what did I put as the description for my River path walk", "my swim on Tuesday …, delete that swim",
"in my recipes app, rename the one that serves 5 …", and a call's time said in words ("someone called at twenty to
nine"). Each rewrite says the class as its plain form; a remark is only taken off where what it follows is whole
without it (a file name with its extension, a place read from the calendar), so a message's own words stay."""

from __future__ import annotations

import re

from ..patterns import rx
from .courtesy import outside_message, spoken_times
from .rewrites import Rewrites

# How a remark about the speaker or the person the request is for opens: never a request of its own.
_REMARK = (
    r"(?:i'?m|i\s+am|i'?ll|i'?ve|i'?d|i\s+(?:want|need|have|had|was|just|really)|it'?s|she'?s|he'?s|they'?re|"
    r"we'?re|that'?s|because|cause|cuz|since|so\s+(?:she|he|they|i|we)|"
    r"(?:she|he|they|we|i)\s+(?:just\s+|already\s+)?(?:\w+ed|paid|bought|got|sent|did|made|said|told)\s+(?:it|me|us|for))\b"
)
_ASKED = r"(?:(?:can|could|would|will)\s+(?:you|u)\s+)?(?:please\s+|pls\s+|just\s+)*"
_KINDS = r"(?:recipe|note|expense|track|task|event|contact|playlist|video|song|file|alarm)"
# A recorded activity named by what it was: "my River path walk" is the track River path.
_OUTINGS = r"(?:walk|run|jog|ride|bike\s+ride|cycle|swim|hike|workout)"

# Past tenses with no regular "-ed".
_IRREGULAR = {
    "paid": "pay",
    "bought": "buy",
    "did": "do",
    "made": "make",
    "sent": "send",
    "wrote": "write",
    "took": "take",
    "got": "get",
    "rang": "ring",
    "read": "read",
    "put": "put",
    "cut": "cut",
    "fed": "feed",
    "found": "find",
    "gave": "give",
    "went": "go",
    "sold": "sell",
    "brought": "bring",
    "swept": "sweep",
}
_PAST = r"(?:\w+ed|" + "|".join(_IRREGULAR) + r")"


def _present(past: str) -> str:
    """A task's verb as its title says it ("Email the landlord"), from the past tense the person said it in."""
    word = past.lower()
    if word in _IRREGULAR:
        return _IRREGULAR[word]
    stem = word[:-2]
    if stem.endswith("i"):
        return stem[:-1] + "y"  # emptied
    if len(stem) > 2 and stem[-1] == stem[-2] and stem[-1] not in "lsfz":
        return stem[:-1]  # planned
    if re.search(
        r"(?:[^aeiou]at|ar|iz|is|ov|[^aeiou]ur|[^aeiou]ag|[^aeiou]ang|[^aeiou]ut|[^aeiou]ic|[^aeiou]in|[^aeiou]il)$",
        stem,
    ):
        return stem + "e"  # updated, prepared, organized, moved, priced
    return stem


def _ticked_off(m: re.Match[str]) -> str:
    # "I finished Email the landlord": the task itself said after the verb that says it is done.
    said = "" if m.group("v").lower() in ("finished", "completed", "done") else _present(m.group("v")) + " "
    return f"tick off {said}{m.group('rest').strip()}{m.group('tail').rstrip()}"


def _one_of_its_kind(m: re.Match[str]) -> str:
    kinds = {k.lower() for k in rx(rf"\b({_KINDS})s?\b", re.I).findall(m.string)}
    return f"the {kinds.pop()} " if len(kinds) == 1 else m.group(0)


_ASKS = Rewrites(
    (
        # "stick X on the end of my Chill playlist": added last, as every add to a playlist is.
        (
            r"\b(?P<p>on|onto|at|to)\s+the\s+(?:very\s+)?(?:end|bottom|back)\s+of\s+(?=(?:my|the)\s+[^.?!,]{1,40}?\bplaylist\b)"
            r"(?![^.?!]*\bafter\s+(?:it|that)\b)",  # "… and X after it": the order said, read where it is said
            lambda m: "to " if m.group("p").lower() == "to" else "on ",
        ),
        (r"\bstick\s+(?=[^.?!]{1,80}?\bplaylist\b)", "put "),
        # "… and then put it on": the thing just named played.
        (
            r"^(?P<t>(?=.*\b(?:playlists?|songs?|videos?|albums?|music|vlc|podcasts?)\b).*?\b)put\s+(?:it|them|that|this)\s+on\b"
            r"(?=\s*(?:[.!?,]|$|(?:for\s+me|please|pls|now)\b))",
            r"\g<t>play it",
        ),
        # "can you rename the yoga class on the 26th? call it Project kickoff instead": the new name told apart.
        (
            # (a dot inside a file's name ends nothing: "rename dog_park.mp4 in vlc? call it for_mum.mp4")
            rf"^{_ASKED}(?P<v>rename|re-name|change\s+the\s+name\s+of)\s+(?P<x>(?:[^?.!]|\.(?=\w))+?)(?:\s+for\s+me)?\s*(?:[?.!,;]+|\s[-–—])\s*"
            r"(?:and\s+|then\s+|just\s+|please\s+)*(?:call|name)\s+it\s+(?P<y>(?:[^?.!]|\.(?=\w))+?)(?:\s+instead)?\s*[.!]?$",
            r"rename \g<x> to \g<y>",
        ),
        # "rename dog_park.mp4 to for_mum.mp4? I'm sending it to my mum": a file's new name ends at its extension.
        (
            rf"^(?P<h>{_ASKED}(?:rename|call)\b[^?!]*?\bto\s+[\w-]+\.[A-Za-z0-9]{{2,4}}\b(?:\s+(?:in|on)\s+\w+(?:\s+\w+)?)?)"
            rf"\s*[?.!]+\s+{_REMARK}[^?]*$",
            r"\g<h>",
        ),
        # "text Ines where my next appointment is? she's meeting me there": the place is read off the calendar.
        (
            rf"^(?P<h>{_ASKED}(?:text|message|tell|let)\b[^?!]*?\bwhere\s+(?:my|the)\s+next\s+[^?.!]{{1,40}}?\s+is)"
            rf"\s*[?.!]+\s+{_REMARK}[^?]*$",
            r"\g<h>",
        ),
        # "who just rang me? I missed it, call them back": the call that was missed.
        (
            r"^who\s+(?:just\s+)?(?:rang|called|phoned)(?:\s+me)?(?:\s+just\s+now)?\s*\?\s*I\s+(?:just\s+)?missed\s+"
            r"(?:it|that|them|him|her|the\s+call)\s*(?:[,.;!]|\s[-–—])\s*",
            "I just missed a call, ",
        ),
        # "I finally emailed the landlord, can you tick that off in my tasks": the task said by what was done.
        (
            rf"^(?:I(?:['’]ve)?\s+)?(?:(?:finally|just|already|have|'ve)\s+)*(?P<v>{_PAST})\s+(?P<rest>[^,.;!?]+?)"
            r"(?:\s+(?:already|today|finally|just\s+now|earlier|this\s+morning|yesterday))?\s*"
            rf"(?:[,.;!]|\s[-–—]|\s+so\b)\s*{_ASKED}(?:tick|check|cross|mark)\s+(?:that|it)(?:\s+(?:task|one|to-?do))?\s+"
            r"(?:off|done|as\s+done|complete(?:d)?|as\s+complete(?:d)?)(?P<tail>[^?]*)\??$",
            _ticked_off,
        ),
        # "Maya Suzuki gave me her email, it's m@x.net - can you add it to her contact?"
        (
            r"^(?P<n>(?-i:[A-Z])[\w'’-]+(?:\s+(?-i:[A-Z])[\w'’-]+)+)\s+(?:just\s+)?(?:gave|sent|texted|told)\s+me\s+"
            r"(?:her|his|their)\s+(?:new\s+)?(?:email|e-mail)(?:\s+address)?\s*(?:[,:.]|\s[-–—])?\s*(?:(?:it'?s|it\s+is|which\s+is)\s+)?"
            rf"(?P<e>[\w.+-]+@[\w-]+(?:\.[\w-]+)+)\s*(?:[,.;!]|\s[-–—])\s*{_ASKED}(?:add|save|put)\s+(?:it|that)\s+"
            r"(?:to|in|on|into)\s+(?:her|his|their)\s+contact(?:\s+(?:card|info|details))?\s*[?.!]?$",
            r"add the email \g<e> to the contact \g<n>",
        ),
        # "put a note on the cinema expense saying Paid by Omar - he covered it": the note, the record it is on.
        (
            rf"\b(?:put|add|stick|leave|write)\s+a\s+note\s+(?:on|to)\s+(?P<t>(?:the|my)\s+[^,:]+?\s+{_KINDS})\s+"
            rf"(?:saying|that\s+says|reading|:)\s*(?P<n>[^\"“”]+?)(?:\s*(?:[,.;!]|\s[-–—])\s*{_REMARK}[^\"“”]*|\s*\.)?$",
            r"add the note \g<n> to \g<t>",
        ),
        # "I need a copy of minutes.md called letter.md - same text, new note": a new note with the other's text.
        (
            r"^(?:I\s+(?:need|want|'d\s+like|would\s+like)|(?:make|create)(?:\s+me)?|(?:can|could)\s+you\s+make(?:\s+me)?)\s+"
            r"a\s+copy\s+of\s+(?P<a>[\w-]+\.\w+)\s+(?:called|named|as|saved\s+as)\s+(?P<b>[\w-]+\.\w+)(?P<w>\s+in\s+\w+)?"
            r"\s*(?:(?:[-–—,.;:]|\bso\b)\s*(?:(?:the\s+)?(?:same|identical)\s+(?:text|content|words)|(?:a\s+)?new\s+(?:note|file)|"
            r"please|pls|thanks|thx|[\s,.;!])*)?$",
            r"create a new note \g<b>\g<w> with the same text as \g<a>",
        ),
        # "put everything in expenses.md into pro expense": the rows the file lists.
        (
            r"\b(?:put|add|copy|move|get)\s+(?:everything|all\s+the\s+stuff|whatever(?:'s|\s+is))\s+(?:in|from)\s+"
            r"(?P<f>[\w-]+\.(?:md|txt))\s+(?:into|to|in|onto)\s+(?P<a>(?:my\s+)?(?:pro\s+expense|expenses?(?:\s+app)?))\b",
            r"add the expenses in \g<f> to \g<a>",
        ),
        (
            r"\b(?:put|add|copy|move|get)\s+(?:everything|all\s+the\s+stuff|whatever(?:'s|\s+is))\s+(?:in|from)\s+"
            r"(?P<f>[\w-]+\.(?:md|txt))\s+(?:into|to|in|onto)\s+(?P<a>(?:my\s+)?(?:broccoli|recipes?(?:\s+app)?))\b",
            r"add the recipes in \g<f> to \g<a>",
        ),
        # "what did I put as the description for my River path walk": what its description is.
        (
            r"^what\s+(?:did|have)\s+I\s+(?:put|write|written|add|added|say|said|type|typed)\s+(?:down\s+)?(?:as|for|in)\s+"
            r"the\s+(?P<f>description|notes?)\s+(?:for|of|on)\s+",
            r"what is the \g<f> of ",
        ),
        (
            rf"\b(?P<d>my|the)\s+(?P<n>(?-i:[A-Z])[\w'’-]*(?:\s+[\w'’-]+){{0,2}}?)\s+{_OUTINGS}\b(?!\s+(?:on|from|at)\b|\s+{_KINDS}s?\b)",
            r"\g<d> \g<n> track",
        ),
        # "my swim on Tuesday was wrong, … delete that swim": the one said before.
        (
            rf"^.*?\b(?:my|the)\s+(?P<k>{_OUTINGS}|activity|track)\s+(?P<d>(?:on|from)\s+(?:last\s+)?\w+day|(?:on|from)\s+"
            r"(?-i:[A-Z])[a-z]+\s+\d{1,2}(?:\s+\d{4})?)\b[^?]*?(?:[,.;!?]|\s[-–—]|\bso\b)\s*"
            rf"{_ASKED}(?P<v>delete|remove|get\s+rid\s+of|bin|trash)\s+(?:that|this|the)\s+(?P=k)\b(?P<tail>[^.?!]*)[.?!]?$",
            r"\g<v> my \g<k> \g<d>\g<tail>",
        ),
        # "in my recipes app, rename …": the app said first by what it keeps (not an app's own name, as "the Files app"), said after the request as it reads there.
        (
            r"^(?:in|on|using|inside)\s+(?:my|the)\s+(?P<a>(?:recipes?|expenses?|fitness|tracker|tracks?)\s+app)\s*,\s*"
            r"(?P<r>[^,]+?)(?:\s*,?\s+(?:please|pls|thanks|thx))?(?P<e>[.!?]?)$",
            r"\g<r> in my \g<a>\g<e>",
        ),
        # "in my recipes app, rename the one that serves 5 …": the one of the only kind named.
        (r"\bthe\s+one\s+(?=(?:that|which|with|who)\b)", _one_of_its_kind),
    )
)

# A call said by the time it came in, in words: "someone called at twenty to nine".
_CALL_AT = re.compile(
    r"\b(?:called|rang|phoned|rung|tried\s+to\s+call)(?:\s+me)?\s+(?:at|around|about|just\s+after)\s+[a-z][\w\s-]{2,30}?"
    r"(?=\s*(?:[,.;!?]|\s[-–—]|$|\s+(?:this|today|earlier|and)\b))",
    re.I,
)


def assistant_asks(text: str) -> str:
    """``text`` with the classes above said plainly; unchanged when none is in it."""
    text = _CALL_AT.sub(lambda m: spoken_times(m.group(0)), text)
    return outside_message(text, _ASKS)
