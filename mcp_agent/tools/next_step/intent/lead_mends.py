"""What a request says before its content, met in the first run of people set 80 and mended as a whole class into the
wording the grammar reads (``courtesy.plain`` applies ``LEADS`` outside quoted text): a word that points at rows said
after a dash ("add these to pro expense - A 1.50 …", "log the following in my expenses — …"), a number "to save" that
is a new contact ("got a new number to save: Hana Suzuki, +1…"), rows said one a sentence ("add 3 expenses. A: $1.50, food, monthly. B:
…"), an event said title first with its hours as a range or repeating "daily from …, 90 min each, no end date", and a note opened first with its edit after it ("open a.md,
put "X" at the very top …": the edit of that note, not a new one); and the thing said first with a polite ask after
it that points back at it ("Fuel, can you delete it from my expenses?")."""

from __future__ import annotations

import re

from ..patterns import rx
from .clauses import KNOWN_APPS, VERBS
from .rewrites import Replacement

_NOTE = r"[\w-]+\.(?:md|txt)"


def _sentence_rows(found: re.Match[str]) -> str:
    """ "add 3 expenses. A: $1.50, food, monthly. B: $2.00, …": one row a sentence, each named before a colon."""
    rows = rx(r"(?<=\S)\.\s+(?=(?-i:[A-Z])[\w' -]*:\s*\$)").sub("; ", found.group("rows").rstrip(". "))
    return f"{found.group('v')} these expenses: " + rx(r"(?P<n>(?-i:[A-Z])[\w' -]*?):\s*(?=\$)").sub(r"\g<n> ", rows)


# "broccoli new recipe …", "markor new note …": the app said first with no colon, then the request.
_APP_GLUED = "|".join(sorted((re.escape(app) for app in KNOWN_APPS), key=len, reverse=True))

LEADS: tuple[tuple[str, Replacement], ...] = (
    (
        rf"^(?P<a>{_APP_GLUED})\s+(?=new\s+(?:recipe|note|event|contact|expense|task|playlist|folder|alarm)\b)",
        r"\g<a>: ",
    ),
    (
        r"^(?P<v>add|log|enter|record)\s+(?:\d|two|three|four|five|these|the\s+following)\s+expenses?\s*[.:]\s+"
        r"(?P<rows>(?-i:[A-Z])[\w' -]*:\s*\$.+)$",
        _sentence_rows,
    ),
    # "add these to pro expense - A …": the rows the pointer means follow the dash, as they would a colon.
    (
        r"^(?P<v>add|log|put|enter|save|record)\s+(?:these|the\s+following|all\s+of\s+these)"
        r"(?P<w>\s+(?:to|in|into|on)\s+(?:my\s+|the\s+)?[\w ]+?)\s*(?:\s[-–—]|:)\s+",
        r"\g<v> these\g<w>: ",
    ),
    # "add Piano lesson on friday 10-11am, notes: …": an event said title first with its hours as a range is the
    # title-first reading's; "notes:" after its hours is its description.
    (
        r"^(?:add|put|schedule|book)\s+(?=(?-i:[A-Z])[^,:]*?\b\d{1,2}(?::\d\d)?\s*(?:am|pm)?\s*[-–]\s*\d{1,2}(?::\d\d)?\s*"
        r"(?:am|pm)\b)",
        "",
    ),
    (
        r"(?P<h>\b\d{1,2}(?::\d\d)?\s*(?:am|pm)(?:\s+for\s+[\w ]+?)?)\s*,\s*(?:and\s+)?(?:the\s+)?notes?\s*:?\s+"
        r"(?!(?:app|to|in)\b)",
        r"\g<h>, description ",
    ),
    # "Lunch with Sam every day from march 18 at noon, 90 min each, no end date": the length of each, and a repeat
    # that never ends is the one the form makes; "Lunch with Sam daily from …": "daily" is no part of the title.
    (r",\s*(?P<n>\d+\s*(?:min(?:ute)?s?|hours?|hrs?|h))\s+each\b", r" for \g<n>"),
    (
        r"(?P<r>\b(?:every\s+\w+|daily|weekly|monthly|yearly)\b[^,]*?)\s*,\s*(?:with\s+)?(?:no\s+end(?:\s+date)?|forever|"
        r"never\s+ending|indefinitely)(?=\s*(?:[,.;]|$))",
        r"\g<r>",
    ),
    (
        r"^(?P<t>(?-i:[A-Z])[\w' ]*?)\s+(?P<r>dai|week|month|year)ly\s+(?=(?:from|starting|beginning)\b)",
        lambda m: f"{m.group('t')} every {'day' if m.group('r') == 'dai' else m.group('r')} ",
    ),
    # "got a new number to save: Hana Suzuki, +1…", "save this number - Hana Suzuki +1…": a contact to add.
    (
        r"^(?:(?:i(?:'ve)?\s+)?(?:got|have)\s+)?(?:a\s+)?new\s+(?:phone\s+)?number(?:\s+to\s+(?:save|add|store))?"
        r"\s*(?:[-–—:]|,)\s*(?=(?-i:[A-Z]))",
        "new contact: ",
    ),
    (
        r"^(?:please\s+)?(?:save|add|store)\s+(?:this|a|the)\s+(?:new\s+)?(?:phone\s+)?number\s*(?:[-–—:]|,)\s*"
        r"(?=(?-i:[A-Z]))",
        "new contact: ",
    ),
    # "open a.md, put "X" at the top …": the note named first is the one edited, as "in a.md, …" says it.
    (
        rf"^(?:open|go\s+to|find)\s+(?:the\s+note\s+|my\s+note\s+)?(?P<n>{_NOTE})\s*,?\s+(?:and\s+)?"
        r"(?=(?:put|add|insert|write|stick|prepend|append)\s*(?:[\"“']|$))",
        r"in \g<n>, ",
    ),
    # "at the very top", "to the very end": the top and the end.
    (r"\b(?P<a>at|to)\s+the\s+very\s+(?P<p>top|beginning|start|end|bottom)\b", r"\g<a> the \g<p>"),
)


_NOT_A_THING = (
    rf"(?<!\.)\b(?:{VERBS}|tell|txt|msg|ask|email|wipe|clear|bin|trash|wanna|gonna|what|when|where|who|how|which|is|are|was|"
    r"were|be|been|has|have|had|do|does|did|can|could|would|will|should|i|we|you|keeps?)\b|['’]s\s+\w+ing\b"
)


def _pointed_back(found: re.Match[str]) -> str:
    """ "Fuel, can you delete it from my expenses": the thing said first, in the request's place for "it"."""
    thing, verb, rest = found.group("x"), found.group("v"), found.group("r")
    if rx(_NOT_A_THING, re.I).search(thing):
        return found.group(0)  # a request, a question or a remark first: "it" may not be the thing said before it
    return f"{verb} {thing}{rest}"


LEADS_OUTSIDE_MESSAGES: tuple[tuple[str, Replacement], ...] = (
    # "the 10 minute recipes from a.txt in markor, can you add them to broccoli", "Fuel, could you delete it from my
    # expenses?", "wifi, turn it off": the thing said first, then a request (polite or not) that points back at it. In
    # a message it would be the message's own words.
    (
        r"^(?P<x>[^,;:]*?\w)\s*,\s*(?:(?:so|and|ok(?:ay)?)\s+)?(?:(?:can|could|would|will)\s+(?:you|u)\s+)?"
        r"(?:please\s+|pls\s+|just\s+)?(?P<v>add|put|delete|remove|move|copy|save|turn|switch|play|queue)\s+"
        r"(?:it|them|those|\'em|em)\b(?P<r>[^?,;]*?)\s*\?*$",
        _pointed_back,
    ),
)

_STARTS_WITH = re.compile(
    rf"^(?:(?:please|pls|can\s+you|could\s+you)\s+)?(?:(?:start|begin|open)\s+(?:the\s+note\s+|my\s+note\s+)?(?P<n>{_NOTE})|"
    rf"(?:i\s+want|i'?d\s+like)\s+(?P<n2>{_NOTE})\s+to\s+(?:start|begin))"
    r"\s+(?:off\s+)?with\s+(?:the\s+(?:line|text|sentence|words?)\s+)?(?P<x>\"[^\"]+\"|“[^”]+”)",
    re.I,
)


def leads_whole(text: str) -> str:
    """``text`` with a note "started with" a quoted line said as that line put at its top: "start a.md with the line
    "X" and a blank line after it" (read over the whole text: the line is quoted in the middle of it)."""
    return _STARTS_WITH.sub(
        lambda m: f"put {m.group('x')} at the top of {m.group('n') or m.group('n2')}", text, count=1
    )
