"""Questions said as errands or in other words than the question readers know (first tries, session 29), each asked
as the question it is; the form asked for after it ("no currency sign") stays after the question:

* find a thing, then tell what it holds: "Look up Greta Moreau in Contacts and tell me her phone number", "Find the
  Bakery expense in Pro Expense and tell me its amount", "Look up the Piano lesson event … and tell me where it takes
  place";
* "Tell me the name of the person behind my latest missed call", "Sum up everything in the Transportation category of
  Pro Expense and give me the figure", "Count my videos in VLC and tell me the number";
* "What is the full contents of the Markor note a.txt?", "What's the start time of the 'Yoga class' event on …?",
  "the Nora Vale songs in my VLC library".

Each had been read as a search for its words and asked about."""

from __future__ import annotations

import re

from ..patterns import rx

_FOUND = (
    r"^(?:please\s+|pls\s+)?(?:look\s+up|find|pull\s+up|search\s+for|bring\s+up)\s+"
    r"(?P<x>(?!(?:out|me|it|that|this|whether|if|how|what|which|who|when|where)\b)[^,;?]+?)\s*,?\s+and\s+(?:then\s+)?"
    r"(?:tell|give|show|read)\s+me\s+"
)
_TAIL = r"(?P<tail>\s*(?:[,.;:]|\s-\s).*)?$"
_ERRANDS = (
    # "… and tell me her phone number", "… and tell me its amount, no currency sign"
    (rx(_FOUND + r"(?:its|her|his|their|the)\s+(?P<f>[a-z][\w -]*?)" + _TAIL, re.I), "What is the {f} of {x}?"),
    # "… and tell me where it takes place", "… where it is"
    (
        rx(_FOUND + r"where\s+(?:it|that|this)\s+(?:takes\s+place|is|happens|will\s+be)" + _TAIL, re.I),
        "What is the location of {x}?",
    ),
    # "… and tell me when it starts"
    (
        rx(_FOUND + r"(?:when|what\s+time)\s+(?:it|that|this)\s+(?:starts|begins|is)" + _TAIL, re.I),
        "What time does {x} start?",
    ),
)
# "tell me the name of the person behind my latest missed call": who that call was from.
_BEHIND = rx(
    r"^(?:please\s+)?(?:tell|give)\s+me\s+(?:the\s+name\s+of\s+)?the\s+(?:person|caller|one|contact)\s+"
    r"(?:behind|who\s+made)\s+(?P<c>(?:my|the)\s+(?:\w+\s+){0,2}call)\b",
    re.I,
)
# "count my videos in VLC and tell me the number": the count asked.
_COUNTED = rx(
    r"^(?:please\s+)?(?P<c>count)\s+(?P<x>.+?)\s+and\s+(?:tell|give|let)\s+me\s+(?:know\s+)?(?:the\s+)?"
    r"(?:number|count|total|result|how\s+many(?:\s+there\s+are)?)\s*[.!]?$",
    re.I,
)
# "the Nora Vale songs": the songs by that artist.
_ARTIST_SONGS = rx(r"\bthe\s+(?P<a>(?-i:[A-Z])[\w'-]+\s+(?-i:[A-Z])[\w'-]+)\s+songs\b(?=\s+(?:in|on|from)\b)", re.I)
# "What is the full contents of the note ideas_71.txt?" (a formal "Report the full contents of …"): what it says.
_CONTENTS = rx(
    r"^what\s+(?:is|are)\s+the\s+(?:full\s+|whole\s+|entire\s+)?(?:contents?|text)\s+of\s+(?:the\s+)?(?P<m>markor\s+)?"
    r"(?:note\s+)?(?P<f>[\w-]+\.(?:md|txt))(?P<a>\s+in\s+markor)?\s*\?",
    re.I,
)
# "what's the start time of the 'Yoga class' event on …?": when it starts.
_START_TIME = rx(r"^what(?:['’]s|\s+is)\s+the\s+start(?:ing)?\s+time\s+of\s+(?P<x>[^?]+?)\s*\?", re.I)
# "sum up everything in the Transportation category of Pro Expense and give me the figure": that category's total.
_SUMMED = rx(
    r"^(?:please\s+)?(?:sum|add|total)\s+up\s+(?:everything|all(?:\s+(?:the|my)\s+expenses)?|(?:the|my)\s+expenses)\s+"
    r"(?:in|under)\s+(?:the\s+)?(?P<c>[\w ]+?)\s+category(?:\s+(?:of|in)\s+(?P<a>pro\s+expense))?"
    r"(?:\s+and\s+(?:give|tell)\s+me\s+(?:the\s+)?(?:figure|total|sum|number|result|amount))?",
    re.I,
)


def found_then_told(text: str) -> str:
    """``text`` with a find-then-tell errand said as its question; unchanged when it is none."""
    # (a title in quotes is inside what is asked: read whole, never a part at a time)
    text = _START_TIME.sub(lambda found: f"what time does {found.group('x')} start?", text)
    text = _CONTENTS.sub(
        lambda found: f"what does {found.group('f')} say{' in Markor' if found['m'] or found['a'] else ''}?", text
    )
    text = _COUNTED.sub(lambda found: f"{found.group('c')} {found.group('x')}", text)
    text = _ARTIST_SONGS.sub(lambda found: f"the songs by {found.group('a')}", text)
    text = _BEHIND.sub(lambda found: f"who was {found.group('c')} from? Name only", text)
    text = _SUMMED.sub(lambda found: f"how much did I spend on {found.group('c')} in total in Pro Expense?", text)
    for errand, question in _ERRANDS:
        if (found := errand.match(text.strip())) is not None:
            asked = question.format(f=found.group("f") if "f" in found.groupdict() else "", x=found.group("x"))
            tail = (found.group("tail") or "").strip(" ,.;:-")
            return f"{asked} {tail[:1].upper()}{tail[1:]}." if tail else asked
    return text
