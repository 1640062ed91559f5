"""A field asked to be fixed, its right value said in the next sentence (often a P.S.): "I typed the Bakery expense
wrong in Pro Expense. Can you fix the amount for me? P.S. it should be $67.50", "correct the amount of the Taxi
expense. It should be $18" (people set 134).

"fix the amount" says which field and not its value; the value follows as "it / the amount should be V". Read apart,
the request had no value and was given up. Said together, as the edit the readers know: "change the amount of the
Bakery expense in Pro Expense to $67.50". The thing is the one the fix names ("of the Taxi expense") or the one said
wrong in the sentence before ("I typed the Bakery expense wrong"); without either, the text is left as said.
"""

from __future__ import annotations

import re

_FIELD = r"amount|price|cost|title|name|time|date|category|note|description|number|location"
_FIX = re.compile(
    rf"\b(?:fix|correct|sort\s+out|update|change)\s+(?:the\s+|its\s+)?(?P<field>{_FIELD})"
    r"(?:\s+(?:of|on|for)\s+(?P<thing>(?:the|my)\s+[^.?!]+?))?(?:\s+for\s+me)?(?:\s+please)?\s*[?.!]+\s+"
    rf"(?:it|that|(?:the|its)\s+(?:{_FIELD}))\s+should\s+(?:be|say|read)\s+(?P<value>[^\s].*?)\s*[.!]?$",
    re.I,
)
# "I typed the Bakery expense wrong in Pro Expense.": the thing said wrong, and where.
_WRONG = re.compile(
    r"\b(?:typed|entered|put|logged|wrote|got|saved|added)\s+(?P<thing>(?:the|my)\s+[^.?!]+?)\s+(?:in\s+)?wrong(?:ly)?"
    r"(?P<where>\s+in\s+[^.?!]+?)?\s*[.!]\s+",
    re.I,
)


def fixed_values(text: str) -> str:
    """``text`` with a fix and its value said after it read as one change; unchanged when the thing is not said."""
    fix = _FIX.search(text)
    if fix is None:
        return text
    thing = fix.group("thing")
    start = fix.start()
    if not thing:
        said_wrong = list(_WRONG.finditer(text[: fix.start()]))
        if not said_wrong:
            return text
        wrong = said_wrong[-1]  # the one said last before the fix
        thing = wrong.group("thing") + (wrong.group("where") or "")
        start = wrong.start()
        # whatever opens the sentence before ("I", "Hey, I") is left out with it
        start = max(text.rfind(".", 0, start), text.rfind("!", 0, start), text.rfind("?", 0, start)) + 1
    return f"{text[:start]} change the {fix.group('field').lower()} of {thing.strip()} to {fix.group('value')}".strip()
