"""Changes to an entry told as news or under a field's label, read as the edit they ask for (first tries, session 22):
"yoga class is moving to 3pm and it'll be at City library now" (the place had been no part of the edit, and the
request given up), "the car service is at Main street garage, add that as the location", "set car service location:
Main street garage" (had looked for an event titled "set car service"). Quoted text and a message's words stay as
said."""

from __future__ import annotations

from .courtesy import outside_message
from .rewrites import Rewrites

_FIELD = (
    r"(?:location|place|venue|description|title|name|note|category|amount|directions|ingredients|servings|"
    r"preparation\s+time|prep\s+time|source)"
)

_TOLD = Rewrites(
    (
        # "the parent-teacher meeting on the 23rd got moved to 2pm": the event moved.
        (
            # (only an event said with its day: which one "the meeting with the bank" is, the rules do not guess)
            r"^(?:the\s+|my\s+)?(?P<x>(?!(?:it|this|that|call|file|files?)\b)[^,]+?\s+on\s+(?:the\s+)?"
            r"(?:\d|(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\s+\d|\w+day\b)[^,]*?)"
            r"\s+(?:got|has\s+been|was|has|have\s+been)\s+"
            r"(?:moved|pushed|rescheduled|shifted|changed)\s+(?=to\s+\d)",
            r"move the \g<x> ",
        ),
        # "change the time of the parent-teacher meeting on March 23: make it 2pm": the time is the event's, so the
        # event moved (had looked for an event titled "time of …").
        (
            r"^(?:(?:(?:can|could|would)\s+(?:you|u)|please|pls|just|ok|okay|so)[,!]?\s+)*"
            r"(?:change|move|shift|push|update|set|reschedule)\s+(?:the\s+)?(?:start(?:ing)?\s+)?time\s+of\s+"
            r"(?:the\s+|my\s+)?(?P<x>(?!(?:it|this|that|the\s+alarm|my\s+alarm|alarm|timer)\b)[^:,;]+?)"
            r"\s*(?:[:,;]\s*|\s[-–—]\s*|\s+)(?:to|make\s+it|make\s+that|it\s+should\s+be|so\s+it'?s)\s+"
            r"(?=\d|noon\b|midday\b)",
            r"move the \g<x> to ",
        ),
        # "fix Bakery, it should be 67.50": an amount said right is the expense's amount.
        (
            r"^(?:fix|correct|update|change)\s+(?:the\s+|my\s+)?(?P<n>(?-i:[A-Z])[\w'’ -]*?)(?:\s+expense)?\s*[,;:-]\s*"
            r"(?:it\s+)?should\s+(?:be|say|have\s+been|read)\s+\$?(?P<a>\d[\d,]*\.\d\d)\s*(?:dollars)?\s*[.!]?$",
            r"change the amount of the expense \g<n> to $\g<a>",
        ),
        # "…, and it'll be at City library now": where the entry will be is its new location.
        (
            r"\s*,?\s+and\s+(?:it(?:'ll|\s+will)|it'?s\s+going\s+to|it\s+is\s+going\s+to)\s+be\s+(?:at|in)\s+"
            r"(?P<p>(?-i:[A-Z])[^,.;!?]*?)(?:\s+now|\s+instead)?\s*[.!]?$",
            r" and set its location to \g<p>",
        ),
        # "the car service is at Main street garage, add that as the location": the place told, then asked for.
        (
            r"^(?:the\s+|my\s+)?(?P<n>[\w'’ -]+?)\s+is\s+(?:at|in)\s+(?P<p>(?-i:[A-Z])[^,.;]*?)\s*[,.;]\s*(?:so\s+)?"
            r"(?:please\s+|pls\s+)?(?:add|put|set|save|use)\s+(?:that|it|this)\s+as\s+(?:the|its)\s+location\b[^,.;]*[.!]?$",
            r"set the location of \g<n> to \g<p>",
        ),
        # "update the directions of Chili: …": the field's new value after the colon.
        (
            rf"^(?P<v>set|change|update|make)\s+the\s+(?P<f>{_FIELD})\s+of\s+(?P<n>[^:]+?)\s*:\s*",
            r"\g<v> the \g<f> of \g<n> to ",
        ),
        # "set car service location: Main street garage": the entry, its field, then the value after the colon.
        (
            rf"^(?P<v>set|change|update|make)\s+(?:the\s+|my\s+)?(?!(?:the|my|an?|alarm|timer|it|its)\b)"
            rf"(?P<n>[\w'’ -]+?)(?:['’]s)?\s+(?P<f>{_FIELD})\s*:\s*",
            r"\g<v> the \g<f> of \g<n> to ",
        ),
    )
)


def told_changes(text: str) -> str:
    """``text`` with a change told as above said as the edit; unchanged when none is in it."""
    return outside_message(text, _TOLD)
