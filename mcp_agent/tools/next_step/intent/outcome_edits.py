"""A change said as what the entry should be afterwards, said as the change the grammar reads (first tries, session
27): "update the Bakery expense so that its amount is $67.50", "update the expense "Flowers" so that its category is
Donation", "update the "Pancakes" recipe so that it serves 12", "extend the event "X" on March 17 so that it lasts 90
minutes", "change the "X" event so that it starts at 3pm on the same day and takes place at "Y"", "give the recipe
that serves 5 the new title "X"", 'the event "X" should be called "Y" instead'. Each had been given up or made a new
entry. Quoted names are read across, so a request that carries a message is left to the readers of messages."""

from __future__ import annotations

import re

from .rewrites import Rewrites

_CHANGE = r"\b(?:update|modify|edit|change|adjust|amend)\s+the\s+"
# The entry's name before its kind ("the Bakery expense", "the "Pancakes" recipe"): quoted, or capitalised words that
# stop before an app's name ("the Bakery expense in Pro Expense").
_NAMED = r"(?P<n>\"[^\"]+\"|“[^”]+”|'[^']+'|(?-i:[A-Z])(?:(?!\s+in\s)[\w'’ ])*?)"
_QUOTED = r"(?P<n>\"[^\"]+\"|“[^”]+”|'[^']+')"
_APP = r"(?P<a>\s+in\s+(?:the\s+)?(?:pro\s+expense|broccoli|simple\s+calendar\s+pro|opentracks|contacts)(?:\s+app)?)?"
_KIND = r"(?P<k>expense|recipe|event|contact|track)"
_FIELD = (
    r"(?P<f>amount|category|note|name|title|description|location|directions|ingredients|source|servings|"
    r"preparation\s+time)"
)
_IS = r"\s+(?:is|reads|becomes|says|equals)\s+"

_OUTCOMES = Rewrites(
    (
        (
            rf"{_CHANGE}{_NAMED}\s+{_KIND}{_APP}\s+so\s+that\s+its\s+{_FIELD}{_IS}",
            r"change the \g<f> of the \g<k> \g<n>\g<a> to ",
        ),
        (
            rf"{_CHANGE}{_KIND}\s+{_QUOTED}{_APP}\s+so\s+that\s+its\s+{_FIELD}{_IS}",
            r"change the \g<f> of the \g<k> \g<n>\g<a> to ",
        ),
        (
            rf"{_CHANGE}{_NAMED}\s+recipe{_APP}\s+so\s+that\s+it\s+(?:serves|feeds|makes)\s+(?P<v>\d+)"
            r"(?:\s+(?:people|servings|portions))?",
            r"change the servings of the recipe \g<n>\g<a> to \g<v> servings",
        ),
        (
            rf"\b(?:extend|shorten|change|update|adjust)\s+the\s+event\s+{_QUOTED}(?P<d>\s+on\s+[\w ]+?)?\s+so\s+that\s+it\s+"
            r"(?:lasts|runs(?:\s+for)?|takes)\s+(?P<m>\d+\s+minutes|\d+\s+hours?)",
            r"make the event \g<n>\g<d> last \g<m>",
        ),
        (
            # (an earlier reader has said "change the "X" event so that it starts at" as "move the "X" event to")
            rf"\bmove\s+the\s+{_QUOTED}\s+event\s+to\s+(?P<t>\d{{1,2}}(?::\d\d)?\s*(?:am|pm)?)\s+on\s+the\s+same\s+"
            r"day\s+and\s+(?:takes?\s+place|is\s+held)\s+at\s+(?P<l>\"[^\"]+\"|“[^”]+”)",
            r"move the event \g<n> to \g<t> the same day and set its location to \g<l>",
        ),
        # '"Yoga class" on March 21 in Simple Calendar Pro should repeat weekly from now on' (had made a second one).
        (
            rf"^{_QUOTED}\s+(?P<d>on\s+[\w ]+?){_APP}\s+should\s+(?:now\s+)?(?:repeat|recur)\s+(?P<r>daily|weekly|monthly|yearly)"
            r"(?:\s+from\s+now\s+on)?\s*[.!]?$",
            r"Make the event \g<n> \g<d> repeat \g<r>\g<a>.",
        ),
        # 'For the "Chili" recipe in Broccoli, the directions should read: …' (quoted, the readers of told changes
        # leave it).
        (
            rf"^for\s+the\s+{_QUOTED}\s+recipe{_APP}\s*,?\s+(?:the\s+|its\s+)?(?P<f>directions|description|ingredients|source)\s+"
            r"should\s+(?:now\s+)?(?:be|read|say)\s*:?\s*(?P<v>[^\"“”]+?)\s*$",
            r'change the \g<f> of the recipe \g<n>\g<a> to "\g<v>"',
        ),
        # 'The event "X" should be called "Y" instead. Please update it.': its new name.
        (
            rf"^(?P<l>(?:in|on|using)\s+[^,]+,\s*)?(?:the\s+)?(?P<k>event|note|playlist|recipe|expense|contact|track)\s+{_QUOTED}\s+"
            r"should\s+(?:now\s+)?be\s+"
            r"(?:called|named|titled)\s+(?P<y>\"[^\"]+\"|“[^”]+”|'[^']+')(?:\s+instead)?\s*[.,;]?\s*(?:please\s+|pls\s+)?"
            r"(?:(?:update|change|fix|rename)\s+it(?:\s+please)?\s*[.!]?)?$",
            r"\g<l>Rename the \g<k> \g<n> to \g<y>.",
        ),
        (
            r"\bgive\s+the\s+recipe\s+(?:that\s+serves|with)\s+(?P<v>\d+)(?:\s+servings)?\s+the\s+(?:new\s+)?(?:title|name)\s+",
            r"rename the recipe with \g<v> servings to ",
        ),
    )
)
_MESSAGE = re.compile(r"\b(?:send|reply|respond|forward|text)\b", re.I)


def outcome_edits(text: str) -> str:
    """``text`` with a change said as the entry's state afterwards said as that change; unchanged otherwise."""
    return text if _MESSAGE.search(text) else _OUTCOMES(text)
