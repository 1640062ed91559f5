"""A request said as what must happen to a thing, or as the state wanted, said with its verb first.

People often say what must become of a thing instead of asking for the act: "X needs to be deleted", "make sure
X is renamed to Y", "X needs resending", "get X ticked off in tasks", "Hana needs to go in my contacts", "Ravi can go from my contacts", "I need
bluetooth off", "would be great if wifi was on", "no need for wifi, turn it off", "fix the Flowers expense, its
category should be Donation", "Maya's number is now +1…, update that". Each is read by its shape as the request
the readers know ("delete X", "move X to Y", "turn wifi on", "change the category of … to …").

A subject that begins with a request verb ("text Bob: the file needs to be deleted") is no passive request, and
nothing after a colon or inside quotes is taken as its subject, so a message's words are never rewritten.
"""

from __future__ import annotations

import re

from ..patterns import rx
from .amounts import EXPENSE_CATEGORIES
from .clauses import VERBS

_IRREGULAR = {"sent": "send", "made": "make", "took": "take", "wrote": "write", "ran": "run", "rang": "ring"}
# Verbs a passive request names that are not request verbs of their own in clauses.VERBS.
_MORE_VERBS = ("clear", "cancel", "wipe", "fix", "empty")


def _inflected(ending: str) -> dict[str, str]:
    """Each request verb with ``ending`` ("ed": "deleted", "stopped"; "ing": "resending", "stopping"), as its verb."""
    forms: dict[str, str] = {}
    for verb in (*VERBS.split("|"), *_MORE_VERBS):
        stem = verb[:-1] if verb.endswith("e") and not verb.endswith("ee") else verb
        if stem == verb and rx(r"[^aeiou][aeiou][bdglmnpt]$").search(verb):
            forms[verb + verb[-1] + ending] = verb
        forms.setdefault(stem + ending, verb)
    return forms


PAST_FORMS = {**_IRREGULAR, **_inflected("ed"), "cancelled": "cancel", "emptied": "empty"}
# "X should be called Y" names it: a rename the readers know, never a phone call.
_PARTICIPLE = "|".join(sorted((form for form in PAST_FORMS if form != "called"), key=len, reverse=True))
_MUST_BE = r"(?:needs?\s+to|has\s+to|have\s+to|has\s+got\s+to|should|must|is\s+to|are\s+to|can)\s+(?:be|get)"
# "X needs to be deleted", "X should be moved to Y", "make sure X is renamed to Y", "X has to get cancelled".
_PASSIVE = re.compile(rf"^(?P<x>[^:\"“”]+?)\s+{_MUST_BE}\s+(?P<p>{_PARTICIPLE})\b(?P<rest>.*)$", re.I)
_MADE_SURE = re.compile(
    rf"^make\s+sure\s+(?P<x>[^:\"“”]+?)\s+(?:is|are|gets?|has\s+been|have\s+been)\s+(?P<p>{_PARTICIPLE})\b(?P<rest>.*)$",
    re.I,
)
# "X needs to go in my contacts, number …", "I need X on my calendar tomorrow": the thing added to that list.
_LISTS = r"(?:my|the)\s+(?:contacts?|calendar|agenda|tasks?|to-?do\s+list|expenses|notes|playlist|queue)"
_GOES_IN = re.compile(
    rf"^(?P<x>[^:\"“”]+?)\s+(?:needs?\s+to|has\s+to|should|must)\s+go\s+(?:in|into|on|onto|to)\s+(?P<where>{_LISTS})\b(?P<rest>.*)$",
    re.I,
)
# (Never what is wished away: "I want nothing on my calendar …", "I'd like Saturday cleared on my calendar" ask for a
# day emptied, and an event titled "Nothing" would be reported done; wanted_states.py reads them.)
_WANTED_IN = re.compile(
    rf"^i(?:\s+need|\s+want|\s+would\s+like|['’]d\s+like)\s+(?!you\b|to\b|nothing\b|none\b|no\s)(?P<x>[^:\"“”]+?)"
    r"(?<!\bempty)(?<!\bclear)(?<!\bcleared)(?<!\bfree)(?<!\bemptied)\s+(?:in|into|on|onto)\s+"
    rf"(?P<where>{_LISTS})\b(?P<rest>.*)$",
    re.I,
)
# "Ravi Brennan can go from my contacts", "the Fuel expense has to go", "those can all go": what must go is deleted.
# Never a measure's end: "the brightness as low as it can go".
_GOES_AWAY = re.compile(
    rf"^(?P<x>(?:(?!\s-\s)[^:,;—–\"“”])+?)(?<!\bas\sit)\s+(?:can|could|should|must|has\s+to|have\s+to|needs?\s+to)\s+(?:all\s+)?go(?:\s+away)?"
    rf"(?:\s+(?:from|off|out\s+of)\s+(?P<where>{_LISTS}))?\s*(?:now|too)?\s*[.!]?$",
    re.I,
)
# "Car service on the 25th needs to move to March 19": where it must go, asked.
_MUST = r"(?:needs?\s+to|has\s+to|have\s+to|should|must|will\s+have\s+to)"
_MUST_MOVE = re.compile(rf"^(?P<x>[^:\"“”]+?)\s+{_MUST}\s+(?:move|shift)\s+(?P<rest>(?:over\s+)?to\s+.+)$", re.I)
# "I need bluetooth off": the state wanted, as the switch that gives it.
_WANTED_STATE = re.compile(
    r"^i(?:\s+need|\s+want|\s+would\s+like|['’]d\s+like)\s+(?:the\s+|my\s+)?(?P<x>(?!you\b|to\b)[\w -]{2,30}?)\s+"
    r"(?P<s>on|off)\s*[.!]?$",
    re.I,
)
# "make sure nothing is left on my calendar this saturday": the day cleared.
_NOTHING_LEFT = re.compile(
    r"^make\s+sure\s+(?:nothing|there'?s\s+nothing|no\s+events?)\s+(?:is\s+|are\s+)?(?:left\s+)?(?:on|in)\s+"
    r"(?:my\s+|the\s+)?calendar\s+(?P<d>.+)$",
    re.I,
)

# "the Bakery expense needs to be $67.50": a value it must have, said as the value it should have.
_NEEDS_VALUE = re.compile(r"\b(?:needs?|has|have)\s+to\s+be\b(?=\s*[$€£]?\d)", re.I)
# "… and starts with "X" followed by an empty line": a first line wanted, as the line put at the top.
# "… and add "X" as the first line, then an empty line": the same.
_STARTS_WITH = re.compile(
    r"\band\s+(?:it\s+)?(?:(?:starts?|begins?)\s+with\s+(?P<q>\"[^\"]+\"|“[^”]+”)|(?:add|put|insert|write)\s+"
    r"(?P<q2>\"[^\"]+\"|“[^”]+”)\s+as\s+(?:the\s+)?(?:first|top)\s+line)"
    r"(?P<blank>,?\s+(?:followed\s+by|then|and\s+then)\s+an?\s+(?:empty|blank)\s+line)?",
    re.I,
)
_REQUEST_VERB = re.compile(rf"^(?:please\s+)?(?:{VERBS})\b", re.I)


# "X needs resending", "X wants deleting": the thing, then the act as a gerund.
_GERUNDS = _inflected("ing")
_NEEDS_DOING = re.compile(
    rf"^(?P<x>[^:\"“”]+?)\s+(?:needs|need|wants)\s+(?P<g>{'|'.join(sorted(_GERUNDS, key=len, reverse=True))})\b(?P<rest>.*)$",
    re.I,
)
# "get Email the landlord ticked off in tasks", "get the Fuel expense deleted": the act done to the thing.
_TICKED = r"(?:ticked|checked|crossed|marked)\s+off|marked\s+(?:as\s+)?(?:done|complete|completed|finished)"
_GOT_DONE = re.compile(
    rf"^get\s+(?!rid\b|me\b|us\b|him\b|her\b|them\b)(?P<x>[^:\"“”]+?)\s+(?:(?P<tick>{_TICKED})|(?P<p>{_PARTICIPLE}))\b(?P<rest>.*)$",
    re.I,
)
# "would be great if bluetooth was off": the state wished for.
_WISHED_STATE = re.compile(
    r"^(?:it\s+would|it['’]d|would)\s+be\s+(?:great|nice|good|awesome|lovely|ideal)\s+if\s+(?:the\s+|my\s+)?"
    r"(?P<x>[\w -]{2,30}?)\s+(?:was|were|is|could\s+be)\s+(?:turned\s+|switched\s+)?(?P<s>on|off)\s*[.!]?$",
    re.I,
)
# "no need for wifi, turn it off": what is not needed is what is turned off.
_NOT_NEEDED = re.compile(
    r"^no\s+need\s+for\s+(?:the\s+|my\s+)?(?P<x>[\w -]{2,30}?)\s*[,;.]\s*(?:so\s+)?(?:turn|switch)\s+it\s+off\b",
    re.I,
)
# "fix the Flowers expense, its category should be Donation": the field and its value said after the request.
_FIX = r"(?:fix|sort\s+out|update|correct|change)"
_FIELD_AFTER = re.compile(
    rf"^{_FIX}\s+(?P<x>(?:the|my)\s+[^,:;]+?)\s*[,:;–—-]\s*(?:so\s+that\s+)?its\s+(?P<f>[\w ]{{2,20}}?)\s+"
    r"(?:should\s+be|is|needs\s+to\s+be|must\s+be|has\s+to\s+be)\s+(?P<v>[^,;]+?)\s*[.!]?$",
    re.I,
)
# "Maya Okafor's number is now +1…, update that in contacts": the new value stated, then the request.
_NOW_VALUE = re.compile(
    rf"^(?P<x>[^,:;]+?)['’]s\s+(?P<f>(?:phone\s+)?number|email|address|category|amount|title|name)\s+is\s+now\s+"
    rf"(?P<v>[^,;]+?)\s*[,;–—-]\s*(?:so\s+|please\s+|pls\s+)?(?:{_FIX}\s+(?:that|it|this)|sort\s+(?:that|it|this)\s+out)(?P<rest>.*)$",
    re.I,
)
# "Car service is at Main street garage, put that in the calendar": where an event is, stated, then the request.
_IS_AT = re.compile(
    r"^(?P<x>[^,:;]+?)\s+is\s+(?:at|in)\s+(?P<v>(?!\d|noon\b|midnight\b)[^,;]+?)\s*[,;–—-]\s*(?:so\s+|please\s+|pls\s+)?"
    r"(?:put|add|save|note|set|update)\s+(?:that|it|this)(?:\s+(?:in|on|to|into)\s+(?:the\s+|my\s+)?calendar)?\s*[.!]?$",
    re.I,
)
# "Dentist is at 3pm tomorrow, put that in the calendar": when a new event is, stated, then the request.
_IS_WHEN = re.compile(
    r"^(?P<x>[^,:;]+?)\s+is\s+(?P<v>(?:at|on|this|next|tomorrow|today|tonight)\b[^,;]*?)\s*[,;–—-]\s*(?:so\s+|please\s+|pls\s+)?"
    r"(?:put|add|save|note)\s+(?:that|it|this)\s+(?:in|on|to|into)\s+(?:the\s+|my\s+)?calendar\s*[.!]?$",
    re.I,
)
# "note on the Cinema expense: Paid by Omar", "description for the Yoga class event: Bring a mat": a field of an
# entry, named by the field, then its value.
_FIELD_ON = re.compile(
    r"^(?:(?:add|put|write)\s+(?:a\s+|the\s+)?)?(?P<f>note|description|location)\s+(?:on|for|to)\s+(?P<x>(?:the|my)\s+"
    r"[^:]+?\s+(?:expense|event|appointment|meeting))\s*:\s*(?P<v>.+?)\s*$",
    re.I,
)
# "lease.pdf should be in Documents, not Download": where a file belongs, said as the move there.
_BELONGS_IN = re.compile(
    r"^(?:the\s+file\s+)?(?P<x>[\w-]+\.\w{2,4})\s+(?:should|needs\s+to|has\s+to|must)\s+(?:be|go|live)\s+(?:in|into)\s+"
    r"(?:the\s+|my\s+)?(?P<to>[\w-]+)(?:\s+folder)?(?:\s*,?\s*not\s+(?:in\s+)?(?:the\s+|my\s+)?(?P<from>[\w-]+)"
    r"(?:\s+folder)?)?\s*[.!]?$",
    re.I,
)
# "Fish tacos take 45 mins to prepare now, update the recipe": a recipe's preparation time stated, then the request.
_TAKES_NOW = re.compile(
    r"^(?:the\s+|my\s+)?(?P<x>[^,:;]+?)\s+(?:recipe\s+)?takes?\s+(?P<v>\d+\s*(?:mins?|minutes|hours?|hrs?))\s+to\s+"
    r"(?:prepare|prep|make|cook)(?:\s+now)?\s*[,;–—-]\s*(?:so\s+|please\s+)?(?:update|fix|change|correct)\s+"
    r"(?:the\s+recipe|that|it|this)\s*[.!]?$",
    re.I,
)
# "the Flowers expense: make it $77.75 and Education": the new values said after the entry, each known by its shape.
_MAKE_IT = re.compile(
    r"^(?:the\s+|my\s+)?(?P<x>[^,:;]+?)\s+expense\s*[:,–—-]\s*(?:make\s+it|change\s+it\s+to|it\s+should\s+be)\s+"
    r"(?P<v>.+?)\s*[.!]?$",
    re.I,
)
# "fix reading_40.md: it goes in the Archive folder": where a file belongs, said as the move.
_BELONGS = re.compile(
    rf"^{_FIX}\s+(?P<x>[\w-]+\.\w{{2,4}})\s*[:,;–—-]\s*it\s+(?:goes|belongs)\s+(?:in|into|to)\s+(?P<f>.+)$",
    re.I,
)


def active(text: str) -> str:
    """``text`` said as the request its passive or wished-for state asks for; unchanged when it is none."""
    text = _STARTS_WITH.sub(
        lambda m: (
            f"and put {m.group('q') or m.group('q2')} at the top"
            + (" with a blank line after it" if m.group("blank") else "")
        ),
        text,
    )
    if (cleared := _NOTHING_LEFT.match(text)) is not None:
        return f"delete all events on my calendar {cleared.group('d')}"
    if (state := _WANTED_STATE.match(text)) is not None:
        return f"turn {state.group('x')} {state.group('s')}"
    for shape in (_GOES_IN, _WANTED_IN):
        if (goes := shape.match(text)) is not None and not _REQUEST_VERB.match(goes.group("x")):
            return f"add {goes.group('x')} to {goes.group('where')}{goes.group('rest')}"
    if (moved := _MUST_MOVE.match(text)) is not None and not _REQUEST_VERB.match(moved.group("x")):
        return f"move {moved.group('x')} {moved.group('rest')}"
    if (gone := _GOES_AWAY.match(text)) is not None and not _REQUEST_VERB.match(gone.group("x")):
        return f"delete {gone.group('x')}" + (f" from {gone.group('where')}" if gone.group("where") else "")
    for shape in (_MADE_SURE, _PASSIVE):
        passive = shape.match(text)
        if passive is not None and not _REQUEST_VERB.match(passive.group("x")):
            verb, rest = PAST_FORMS[passive.group("p").lower()], passive.group("rest")
            if verb in ("rename", "retitle") and rest.strip() and not rx(r"\s+(?:to|as)\b", re.I).match(rest):
                rest = " to" + rest  # "… should be renamed Quick caesar": the new name, however the old one is said
            return f"{verb} {passive.group('x')}{rest}"
    if (doing := _NEEDS_DOING.match(text)) is not None and not _REQUEST_VERB.match(doing.group("x")):
        return f"{_GERUNDS[doing.group('g').lower()]} {doing.group('x')}{doing.group('rest')}"
    if (got := _GOT_DONE.match(text)) is not None:
        if got.group("tick"):
            return f"mark {got.group('x')} as done{got.group('rest')}"
        return f"{PAST_FORMS[got.group('p').lower()]} {got.group('x')}{got.group('rest')}"
    if (wished := _WISHED_STATE.match(text)) is not None:
        return f"turn {wished.group('x')} {wished.group('s')}"
    if (unneeded := _NOT_NEEDED.match(text)) is not None:
        return f"{unneeded.group('x')} off{text[unneeded.end() :]}"
    if (after := _FIELD_AFTER.match(text)) is not None:
        return f"change the {after.group('f')} of {after.group('x')} to {after.group('v')}"
    if (now := _NOW_VALUE.match(text)) is not None:
        return f"change the {now.group('f')} of {now.group('x')} to {now.group('v')}{now.group('rest')}"
    if (when := _IS_WHEN.match(text)) is not None and not _IS_AT.match(text):
        return f"add {when.group('x')} to my calendar {when.group('v')}"
    if (field := _FIELD_ON.match(text)) is not None:
        return f'set the {field.group("f").lower()} of {field.group("x")} to "{field.group("v")}"'
    if (takes := _TAKES_NOW.match(text)) is not None:
        return f"change the preparation time of the recipe {takes.group('x')} to {takes.group('v')}"
    if (made := _MAKE_IT.match(text)) is not None and (values := _expense_values(made.group("v"))):
        return f"edit the {made.group('x')} expense: {values}"
    if (at := _IS_AT.match(text)) is not None:
        return f"set the location of {at.group('x')} to {at.group('v')} in the calendar"
    if (belongs_in := _BELONGS_IN.match(text)) is not None:
        source = f" from {belongs_in.group('from')}" if belongs_in.group("from") else ""
        return f"move {belongs_in.group('x')}{source} to {belongs_in.group('to')}"
    if (belongs := _BELONGS.match(text)) is not None:
        return f"move {belongs.group('x')} to {belongs.group('f')}"
    return text if _REQUEST_VERB.match(text) else _NEEDS_VALUE.sub("should be", text)


def _expense_values(said: str) -> str:
    """ "$77.75 and Education" as "amount $77.75, category Education"; "" when a value is neither."""
    labelled = []
    for value in rx(r"\s*(?:,|\band\b)\s*").split(said):
        if rx(r"\$\d[\d,]*(?:\.\d{1,2})?").fullmatch(value):
            labelled.append(f"amount {value}")
        elif value.casefold() in EXPENSE_CATEGORIES:
            labelled.append(f"category {value}")
        elif value:
            return ""
    return ", ".join(labelled)
