"""A request's discourse frame taken off, so the grammar reads the request as if said plainly.

People rarely open with the verb. They open with words that carry no slot ("hey,", "ok so", "btw", "before I
forget,", "quick one:", "I need you to"), ask a question inside another ("any idea when my next meeting is?",
"let me know if X is a to-do"), or say what must happen to a thing instead of doing it ("X needs to be deleted",
"make sure X is renamed to Y", "Hana needs to go in my contacts"). Each is a class read here by its shape:

* an opener is dropped wherever the rest still says something (it never holds a value);
* an embedded question is asked directly: "when my next meeting is" → "when is my next meeting";
* a passive request is said with its verb first: "X needs to be moved to Y" → "move X to Y", and a thing that
  must "go in" a list is added to it.

A message's own words are never rewritten: every rule here applies only at the request's start, before any
quoted text, and a subject that begins with a request verb ("text Bob: the file needs to be deleted") is not
a passive request.
"""

from __future__ import annotations

import re

from .addressed import GREETING
from .clauses import VERBS

# Words that open a request and carry nothing: greetings, fillers, asides, haste, "one more thing".
_OPENER = re.compile(
    rf"^(?:{GREETING}(?:\s+there)?|alright|so\s+(?:that\s+)?i\s+(?:don'?t|won'?t)\s+forget|so|um+|uh+|oh|and|also|btw|by\s+the\s+way|fyi|anyway|"
    r"quick\s+(?:one|thing|favou?r)|one\s+(?:more\s+)?thing|another\s+thing|real\s+quick|"
    r"before\s+i\s+forget|while\s+i\s+think\s+of\s+it|when\s+you\s+(?:get\s+a\s+(?:chance|sec(?:ond)?|minute)|can)|"
    r"if\s+you\s+(?:can|could|don't\s+mind)|no\s+rush(?:\s+but)?|"
    r"i(?:\s+need|\s+want|\s+would\s+like|['’]d\s+like)\s+you\s+to|i'?m\s+asking\s+you\s+to|go\s+ahead\s+and)"
    r"(?:\s*[,:;!.—–-]+\s*|\s+)(?=\S)",
    re.I,
)
# Words that put a question inside another: "any idea …", "do you know …", "let me know …", "I wonder …".
_ASKS_ABOUT = (
    r"(?:any\s+idea|(?:do|d')\s*(?:you|u)\s+know|you\s+know|i\s+wonder|i'?m\s+wondering|wondering|"
    r"let\s+me\s+know|tell\s+me|(?:can|could)\s+(?:you|u)\s+(?:tell\s+me|check|find\s+out)|check|find\s+out|"
    r"look\s+up|see)(?:\s+(?:in\s+)?(?:my|the)\s+calendar)?(?:\s+for)?"
)
QUESTION = r"when|where|what|which|who|whose|how"
_EMBEDDED = re.compile(rf"^{_ASKS_ABOUT}\s+(?P<q>(?:{QUESTION})\b.*)$", re.I)
_EMBEDDED_IF = re.compile(
    rf"^(?:{_ASKS_ABOUT}\s+(?:if|whether)|whether)\s+(?P<x>.+?)\s+(?P<be>is|are|was|were)\s+(?P<y>.+)$", re.I
)
_EMBEDDED_HAVE = re.compile(rf"^{_ASKS_ABOUT}\s+(?:if|whether)\s+(?P<x>i|we)\s+(?P<v>have|had)\b(?P<y>.*)$", re.I)
# "where Piano lesson is", "when the next meeting is": the question word, the thing, its "is" last.
_INDIRECT = re.compile(
    rf"^(?P<q>(?:{QUESTION})\b(?:\s+(?:many|much)\s+\w+|\s+time)?)\s+(?P<x>.+?)\s+"
    r"(?P<be>is|are|(?:takes|take)\s+place|happens)(?P<where>\s+(?:in|on)\s+(?:my|the)\s+\w+)?\s*(?P<end>\?.*|[,.;]\s.*)?$",
    re.I,
)
# "how many people the Greek salad recipe serves": a question of what a thing does, asked with "does".
_INDIRECT_DOES = re.compile(
    r"^(?P<q>how\s+(?:many|much)\s+\w+|what|which\s+\w+)\s+(?P<x>(?:the|my)\s+.+?)\s+(?P<v>(?!is\b)[a-z]+s)\s*\??$",
    re.I,
)

_IRREGULAR = {"sent": "send", "made": "make", "took": "take", "wrote": "write", "ran": "run", "rang": "ring"}
# Verbs a passive request names that are not request verbs of their own in clauses.VERBS.
_MORE_VERBS = ("clear", "cancel", "wipe", "fix", "empty")


def _past_forms() -> dict[str, str]:
    """Each request verb's past tense and participle ("deleted", "stopped", "sent"), as its verb."""
    forms = dict(_IRREGULAR)
    for verb in (*VERBS.split("|"), *_MORE_VERBS):
        if verb.endswith("e"):
            forms[verb + "d"] = verb
        elif re.search(r"[^aeiou][aeiou][bdglmnpt]$", verb):
            forms[verb + verb[-1] + "ed"] = verb
            forms[verb + "ed"] = verb
        else:
            forms[verb + "ed"] = verb
    forms["cancelled"] = "cancel"
    forms["emptied"] = "empty"
    return forms


PAST_FORMS = _past_forms()
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
_WANTED_IN = re.compile(
    rf"^i(?:\s+need|\s+want|\s+would\s+like|['’]d\s+like)\s+(?!you\b|to\b)(?P<x>[^:\"“”]+?)\s+(?:in|into|on|onto)\s+"
    rf"(?P<where>{_LISTS})\b(?P<rest>.*)$",
    re.I,
)
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
_NEEDS_VALUE = re.compile(rf"\b(?:needs?|has|have)\s+to\s+be\b(?!\s+(?:{_PARTICIPLE})\b)", re.I)
# "… and starts with "X" followed by an empty line": a first line wanted, as the line put at the top.
_STARTS_WITH = re.compile(
    r"\band\s+(?:it\s+)?(?:starts?|begins?)\s+with\s+(?P<q>\"[^\"]+\"|“[^”]+”)"
    r"(?P<blank>\s+followed\s+by\s+an?\s+(?:empty|blank)\s+line)?",
    re.I,
)
_REQUEST_VERB = re.compile(rf"^(?:please\s+)?(?:{VERBS})\b", re.I)


def unframed(text: str) -> str:
    """``text`` with its openers dropped, an embedded question asked directly and a passive request made active."""
    return _active(_asked(without_openers(text)))


def without_openers(text: str) -> str:
    """``text`` without the words that open it and carry nothing ("hey,", "btw", "before I forget:")."""
    while (opener := _OPENER.match(text)) is not None and text[opener.end() :].strip(" .!?"):
        text = text[opener.end() :]
    return text


def asked_directly(request: str) -> str:
    """An indirect question as the question itself; any other request unchanged."""
    if (does := _INDIRECT_DOES.match(request)) is not None:
        return f"{does.group('q')} does {does.group('x')} {_base(does.group('v'))}?"
    if (indirect := _INDIRECT.match(request)) is not None:
        # A name asked of is one of mine: "where Piano lesson is" is "where is my Piano lesson".
        thing = indirect.group("x")
        thing = thing if re.match(r"(?:the|my|a|an|this|that|there|i)\b", thing, re.I) else f"my {thing}"
        be = "are" if indirect.group("be").lower() in ("are", "take place") else "is"
        end = indirect.group("end") or "?"
        where = indirect.group("where") or ""
        return f"{indirect.group('q')} {be} {thing}{where}{end if end.startswith('?') else '?' + end[1:]}"
    return request


def _asked(text: str) -> str:
    if (whether := _EMBEDDED_IF.match(text)) is not None:
        return f"{whether.group('be')} {whether.group('x')} {whether.group('y')}"
    if (having := _EMBEDDED_HAVE.match(text)) is not None:
        return f"{'do' if having.group('v').lower() == 'have' else 'did'} {having.group('x')} have{having.group('y')}"
    if (embedded := _EMBEDDED.match(text)) is not None:
        return asked_directly(embedded.group("q"))
    return asked_directly(text)


def _active(text: str) -> str:
    text = _STARTS_WITH.sub(
        lambda m: f"and put {m.group('q')} at the top" + (" with a blank line after it" if m.group("blank") else ""),
        text,
    )
    if (cleared := _NOTHING_LEFT.match(text)) is not None:
        return f"delete all events on my calendar {cleared.group('d')}"
    if (state := _WANTED_STATE.match(text)) is not None:
        return f"turn {state.group('x')} {state.group('s')}"
    for shape in (_GOES_IN, _WANTED_IN):
        if (goes := shape.match(text)) is not None and not _REQUEST_VERB.match(goes.group("x")):
            return f"add {goes.group('x')} to {goes.group('where')}{goes.group('rest')}"
    for shape in (_MADE_SURE, _PASSIVE):
        passive = shape.match(text)
        if passive is not None and not _REQUEST_VERB.match(passive.group("x")):
            return f"{PAST_FORMS[passive.group('p').lower()]} {passive.group('x')}{passive.group('rest')}"
    return text if _REQUEST_VERB.match(text) else _NEEDS_VALUE.sub("should be", text)


def _base(verb: str) -> str:
    """A verb said with "does": "serves" serve, "has" have, "carries" carry, "watches" watch."""
    if verb.lower() == "has":
        return "have"
    if verb.endswith("ies"):
        return verb[:-3] + "y"
    if re.search(r"(?:ch|sh|x|ss)es$", verb):
        return verb[:-2]
    return verb[:-1]
