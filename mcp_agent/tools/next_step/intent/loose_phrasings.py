"""The words people put around a request's values, said as the grammar reads them (people set 119): whom to call
"given a quick ring", a question asked as "who was it that …", the same text "word for word", a thing wanted said
without its verb ("one new folder …, name it X"), a record's field said after the record's name ("the Chili
directions"), a reason after "it's ringing", the day a named track was recorded said after it, and a playlist played
"from track one", a record named then told again by its amount ("the Flowers expense, the $76.50 one"), "change
nothing else about it". Each rewrite says the class as its plain form; quoted text and a message's words stay as said."""

from __future__ import annotations

from .courtesy import outside_message
from .rewrites import Rewrites

_WEEKDAY = r"(?:mon|tues|wednes|thurs|fri|satur|sun)day"
_FIELDS = r"(?:directions|ingredients|description|servings|preparation\s+time|prep\s+time|source|category|amount)"
_KINDS = r"(?:folder|note|playlist|contact|event|recipe|expense|file|alarm|timer)"

_LOOSE = Rewrites(
    (
        # "give Omar a quick ring", "give mum a call": a call to them ("give me a call" asks nothing of the phone).
        (
            r"\bgive\s+(?!(?:me|us|it|them)\b)(?P<x>\S+(?:\s+\S+){0,2}?)\s+a\s+(?:quick\s+|little\s+|fast\s+)?"
            r"(?:ring|call|buzz|bell)\b",
            r"call \g<x>",
        ),
        (r"\bwho\s+was\s+it\s+(?:that|who)\s+", "who "),
        # "what's playing?": the song the player plays now (said before the reading looks for whose question it is).
        (r"^what(?:'s|\s+is)\s+playing(?:\s+(?:right\s+)?now)?\s*\?*\s*$", "what song is playing now?"),
        # "rename the cycling one from the 10th": the track of that activity.
        (
            r"\bthe\s+(?P<k>cycling|running|walking|swimming|hiking|biking|bike|swim|walk|run|ride)\s+one\b(?=\s+(?:from|on)\b)",
            r"my \g<k> track",
        ),
        # "with word for word the same text as X", "exactly the same text": the same text.
        (
            r"\b(?:word[\s-]+for[\s-]+word|exactly|precisely|literally)\s+(?=the\s+(?:very\s+)?same\b)|"
            r"(?<=\bthe\s)very\s+(?=same\b)",
            "",
        ),
        # "one new folder in markor please, name it X": a thing wanted said without its verb.
        (
            rf"^(?:(?:please|pls)\s+)?(?:a|one|1)\s+(?:more\s+)?new\s+(?={_KINDS}\b)",
            "create a new ",
        ),
        # "change the Chili directions to: …": the record's name said before its field.
        (
            rf"\b(?P<v>change|set|update|edit|make)\s+the\s+(?P<n>(?-i:[A-Z])[\w'’-]*(?:\s+(?-i:[A-Z])[\w'’-]*){{0,2}})\s+"
            rf"(?P<f>{_FIELDS})\b(?=(?:\s+(?:in|on)\s+\w+(?:\s+\w+)?)?\s*(?:to\b|:))",
            r"\g<v> the \g<f> of \g<n>",
        ),
        # "the Flowers expense, the $76.50 one, should be …": a record named, then told again by its amount.
        (
            r"\b(?P<r>the\s+(?-i:[A-Z])[\w'’-]*(?:\s+[\w'’-]+){0,2}?\s+(?:expense|recipe|event|note|contact|track))\s*,\s*"
            r"the\s+\$\d[\d,]*(?:\.\d\d)?\s+one\s*,\s*",
            r"\g<r> ",
        ),
        (
            r"\b(?P<k>change|touch|alter|edit)\s+nothing\s+else\s+(?:about|on|in|of)\s+(?:it|them|that\s+one)\b",
            r"\g<k> nothing else",
        ),
        # "pick up the phone, it's ringing and I've got my hands full": why it is answered is no part of it.
        (r"(?P<r>\b(?:pick\s+up|answer)\b[^.?!]*?\bit'?s\s+ringing)\s*(?:,|\band\b|[–—-])\s*[^?]*$", r"\g<r>"),
        # "delete the Forest trail track from last saturday": the track is named; the day it was recorded only says
        # which it is.
        (
            rf"\b(?P<n>(?-i:[A-Z])[\w'’-]*(?:\s+[\w'’-]+){{0,3}}?)\s+(?P<k>track|recording)\s+(?:from|on)\s+"
            rf"(?:last\s+)?{_WEEKDAY}\b",
            r"\g<n> \g<k>",
        ),
        # "from track one", "from the very first song": from the top, as the players' readers read it.
        (
            r"\bfrom\s+(?:(?:track|song|video|number)\s+(?:one|1)|the\s+(?:very\s+)?(?:first|1st)\s+(?:track|song|video|one))\b",
            "from the top",
        ),
        # "the recipes in a.txt that take ten minutes to prepare, add those …": how long they take is the value.
        (
            r"\b(?P<t>that\s+takes?|taking)\s+(?P<v>[^,:;—-]+?)\s+to\s+(?:prepare|prep|make|cook)(?=\s*[,:;—-])",
            r"\g<t> \g<v>",
        ),
    )
)


def loose_phrasings(text: str) -> str:
    """``text`` with the classes above said plainly; unchanged when none is in it."""
    return outside_message(text, _LOOSE)
