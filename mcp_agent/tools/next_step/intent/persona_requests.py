"""A request as different kinds of people put it (people set 116): asked indirectly, as the state wished for ("I need
the duplicates deleted", "it would be great if a.md was gone"); in a learner's word order ("please you delete it",
"put to my queue the songs …", "make the bluetooth to be on"); in a teenager's shorthand ("open files n allow …"); or
with an older person's courtesy ("would you be so kind as to …", "with A first and B second? Many thanks", "… an
expense? It is called X, the amount is Y"); or tersely, a row a sentence ("Log 3 expenses: A, $1, Food. B, …"). Each
rule says one such form as the grammar reads it; unread, each left the agent asking or giving up on a plain job.

A text none of them changes is returned as it was.
"""

from __future__ import annotations

import re
from functools import lru_cache

from ..patterns import rx
from .courtesy import outside_message
from .rewrites import Replacement, Rewrites

# The verb a participle says was wished done: "I need X deleted" is "delete X".
_DONE = {
    "deleted": "delete",
    "removed": "delete",
    "gone": "delete",
    "taken": "take",
    "made": "make",
    "recorded": "record",
    "saved": "save",
    "created": "create",
    "added": "add",
    "sent": "send",
    "played": "play",
    "set": "set",
    "opened": "open",
}
_PARTICIPLE = "|".join(_DONE)
_THING = r"(?P<x>(?:the|a|an|my|one|this|that|all\s+(?:the|my))\b(?:[^,.?!;]|\.(?=\w))*?)"
_REST = r"(?P<rest>(?:\s+(?:with|in|on|from|to|into|for|at)\b[^,.?!;]*)?(?:[,.;].*)?)$"


def _verb(found: re.Match[str], group: str) -> str:
    said = found.group(group).lower()
    if said in ("cleaned up", "cleared out", "cleaned out"):
        return "delete"
    return _DONE[said]


def _wished_done(found: re.Match[str]) -> str:
    # "I need a voice recording made and saved, just a short one": made, then saved.
    also = f" and {_verb(found, 'q')} it" if found.group("q") else ""
    return f"{_verb(found, 'p')} {found.group('x')}{also}{found.group('rest')}"


def _duplicates_cleaned(found: re.Match[str]) -> str:
    # "cleaned up" deletes only what is said to be a copy: "the kitchen cleaned up" is no request to the phone.
    if not rx(r"\b(?:duplicates?|duplicated|doubles?|doubled|copies|repeats?|repeated)\b", re.I).search(found["x"]):
        return found.group(0)
    return f"delete {found.group('x')}{found.group('rest')}"


def _rows_by_stops(found: re.Match[str]) -> str:
    # "Log 3 expenses: A, $1.00, Food. B, $2.00, Food.": each sentence a row when each holds an amount of its own
    rows = [row for row in rx(r"(?<=[A-Za-z)])\.\s+(?=[A-Z])").split(found["rows"].rstrip(" .")) if row]
    if len(rows) < 2 or not all(rx(r"\$?\d+(?:\.\d\d)?\b").search(row) for row in rows):
        return found.group(0)
    return found["h"] + "; ".join(rows)


_WISHING = r"^(?:so\s+|okay\s+|hey\s+)?(?:i\s+need|i'?d\s+like|i\s+want|i\s+would\s+like)\s+"
_WOULD_BE_GOOD = (
    r"^(?:so\s+|okay\s+|hey\s+)?(?:it\s+would|it'?d)\s+be\s+(?:great|nice|good|lovely|helpful|awesome|perfect)\s+if\s+"
)

PERSONA_REQUESTS: tuple[tuple[str, Replacement], ...] = (
    # "I need the duplicate expenses in pro expense deleted, keep one of each": what is wished done, done
    (
        rf"{_WISHING}{_THING}\s+(?P<p>{_PARTICIPLE})(?:\s+and\s+(?P<q>{_PARTICIPLE}))?{_REST}",
        _wished_done,
    ),
    # "it would be great if gifts_19.txt in markor was gone": the state wished for, made so
    (
        rf"{_WOULD_BE_GOOD}(?P<x>(?:[^,.?!;]|\.(?=\w))+?)\s+(?:was|were|is|are|got)\s+(?P<p>gone|deleted|removed)(?P<q>)"
        r"(?P<rest>(?:[,.;].*)?)$",
        _wished_done,
    ),
    (
        rf"{_WOULD_BE_GOOD}(?P<x>(?:[^,.?!;]|\.(?=\w))+?)\s+(?:was|were|got)\s+(?:cleaned\s+(?:up|out)|cleared\s+out)"
        r"(?P<rest>(?:[,.;].*)?)$",
        _duplicates_cleaned,
    ),
    # "the contact of Ravi Brennan, please you delete it": the thing said first, then a learner's "you" and the verb
    # with "it" (without the "you", "the recipe app still has X, delete it" and "the recipe that serves 5, rename it
    # X" are read elsewhere)
    (
        r"^(?P<x>the\s+(?:contact|note|file|recipe|expense|event|playlist|song|track)\b[^,.?!;]*?)\s*,\s*"
        r"(?:please\s+)?you\s+(?P<v>delete|remove|open|call|play)\s+(?:it|him|her|them)\b",
        r"\g<v> \g<x>",
    ),
    # "please you make …": the "you" a learner puts after "please"
    (r"\bplease\s+you\s+(?=[a-z]+\b)", "please "),
    # "the contact of Ravi Brennan": the contact named
    (r"\bthe\s+contact\s+of\s+(?=(?-i:[A-Z])[a-z]+\b)", "the contact "),
    # "make the bluetooth to be on": turned on
    (
        r"\b(?:make|put|let)\s+(?P<x>(?:the\s+|my\s+)?(?:bluetooth|wi-?fi|wifi|torch|flashlight|airplane\s+mode))\s+"
        r"(?:to\s+be\s+|be\s+)(?P<s>on|off)\b",
        r"turn \g<x> \g<s>",
    ),
    # "put to my queue the songs A, B and C, in this order": where, said before what goes there
    (
        r"\b(?P<v>put|add)\s+(?P<to>(?:to|in|into|on)\s+(?:my|the)\s+(?:playing\s+)?queue)\s+(?P<x>[^.?!]+?)"
        r"(?P<e>\s*,\s*in\s+(?:this|that|the\s+same)\s+order\b.*|\s*[.?!]?\s*$)",
        r"\g<v> \g<x> \g<to>\g<e>",
    ),
    # "make new note in markor with name a.md, inside write X and after send all of the note …": a learner's
    # "named", "with the text", "and then" and "the whole note" (a playlist's "with name X, inside put …" and a note's
    # "and inside write" are read elsewhere)
    (
        r"(?P<k>\b(?:note|file)\b(?:\s+in\s+[\w ]+?)?)\s+with\s+name\s+(?=\S)",
        r"\g<k> called ",
    ),
    (r"\s*,\s*inside\s+(?:it\s+)?(?:write|type)\s+(?=\S)", " with the text "),
    (r"\band\s+after\s+(?=(?:send|share|text|open|delete|rename|play|call|save)\b)", "and then "),
    (r"\ball\s+of\s+the\s+note\b", "the whole note"),
    # "in the notes program": an app named by what it does, in an older person's word
    (
        r"\b(?P<d>the|my)\s+(?P<k>notes?|expenses?|calendar|music|recipes?|sms|text(?:ing)?|messages?|messaging|contacts?|"
        r"clock|camera|files?|recording|voice\s+recorder|tracking|fitness|gallery|photos?)\s+(?:program|programme)\b",
        r"\g<d> \g<k> app",
    ),
    # "add the line "X" at the very top": the line is what is quoted
    (r"\badd\s+the\s+(?:line|sentence|words?|text)\s+(?=[\"'“‘]|\s*$)", "add "),
    # "open files app n just allow …": "n" for "and", and "just" before a permission's verb only fills ("and just say
    # X" is what a note is to say)
    (r"(?<=[a-z0-9])\s+n\s+(?=[a-z])", " and "),
    (
        r"\b(?P<c>and|then)\s+just\s+(?=(?:allow|grant|accept|hit|tap|press)\b)",
        r"\g<c> ",
    ),
    # "would you be so kind as to make …": the request inside the courtesy
    (r"\b(?:would|could)\s+you\s+be\s+so\s+kind\s+as\s+to\s+", ""),
    # "… with A first and B second? Many thanks.": the order said by place, and the thanks
    (
        r"\bwith\s+(?P<a>[^,.?!;]+?)\s+first\s*,?\s+(?:and\s+)?(?P<b>[^,.?!;]+?)\s+second(?:\s*,?\s+(?:and\s+)?(?P<c>[^,.?!;]+?)"
        r"\s+third)?(?=\s*[,.?!]|\s*$)",
        lambda m: (
            f"with {m['a']}, {m['b']}{' and ' + m['c'] if m['c'] else ''}, in that order"
            if m["c"]
            else f"with {m['a']} and {m['b']}, in that order"
        ),
    ),
    (r"\s*[?.!]?\s*(?:many|much|a\s+lot\s+of)\s+thanks\s*[.!]*\s*$", ""),
    # "Log 3 expenses: A, $1.00, Food, note X. B, …": a terse list of rows, a sentence each
    (
        r"^(?P<h>[^:]*?\b(?:\d+|two|three|four|five|six|these|the\s+following)\s+(?:expenses|rows|entries)\s*:\s*)"
        r"(?P<rows>.+)$",
        _rows_by_stops,
    ),
    # "record an expense for me in the expense program? It is called X, the amount is $Y, the category is Z, and the
    # note should say W": the record's fields said as sentences after it (an expense's only: a recipe's "It's called
    # X, it serves 3" is read elsewhere)
    (
        r"(?P<a>\b(?:add|record|log|save|make|create|enter)\s+(?:a\s+new\s+|an\s+|a\s+)expense\b)"
        r"(?P<b>[^?.!]*?)\s*[?.!]\s+(?:it\s+is|it'?s|this\s+is)\s+(?:called|named)\s+(?P<n>[^,.;?!]+)",
        r"\g<a>\g<b>, name \g<n>",
    ),
    (
        r",\s+(?:and\s+)?the\s+(?P<f>amount|category|note|price|cost|description)\s+(?:is|should\s+(?:say|be)|says)\s+",
        r", \g<f> ",
    ),
)

_REWRITES = Rewrites(PERSONA_REQUESTS)

ASKED_AS_QUESTIONS: tuple[tuple[str, Replacement], ...] = (
    # "…, would you please open a.md, … and rename it to b.md? Thank you.": a request asked as a question is no
    # question (its "?" was read into the last value)
    (
        r"^(?P<r>[^?]*?\b(?:would|could|will|can)\s+you\s+(?:please\s+|kindly\s+)?(?:open|add(?!\s+up)|rename|delete|remove|make|create|"
        r"record|send|set|turn|put|save|move|copy|change|update|edit)\b[^?]*?)\s*\?(?:\s*(?:thank\s+you|thanks)\b[^?]*)?$",
        r"\g<r>",
    ),
)
# Read over the whole text: the request's verb and its "?" may lie either side of a quoted value.
_ASKED = Rewrites(ASKED_AS_QUESTIONS)


@lru_cache(maxsize=1024)
def persona_requests(text: str) -> str:
    """``text`` with the forms above said plainly; unchanged when none is in it."""
    return _ASKED(outside_message(text, _REWRITES))
