"""A request behind words that carry no slot, re-read from its own verb or question word.

When a task has no reading as given (``read_task`` found only ``explore``), it is read again from the first
request verb (clauses.VERBS, "get rid of") or question word it contains, provided the words dropped before it are
a wrapper: only words of asking, helping, wishing, timing, haste or addition ("help me", "time to", "is it possible
to", "I'd love it if you", "can you check", "do you know", "real quick,", "also"), and no value (no quoted text,
number, file name, name, app). A past-tense verb after "if you" is the verb ("I'd love it if you deleted a.txt").
"can you check X and <verb> …" is the verb's request on X. A wrapper word outside this class ("remind me to …")
is no wrapper: the task stays unread and the agent asks.

Also read here, each by its shape:

* a trailing "real quick" / "asap" / "for me" and a sentence-initial "also" carry nothing;
* a condition that is the request's own goal state is the request: "if wifi's off, turn it on" is "turn wifi on"
  (the opposite state after "it" is the goal, so a condition that is not its opposite is left as said).
"""

from __future__ import annotations

import re

from ..patterns import rx
from .clauses import VERBS, mentioned_app
from .courtesy import outside_message
from .discourse import QUESTION, asked_directly
from .passive_requests import PAST_FORMS

# Words a wrapper is made of: who asks, asking, helping, wishing, the time for it, haste and addition.
_WRAPPER_WORD = (
    r"i|i'?d|i'?m|me|you|u|it|it'?s|is|be|would|could|can|will|do|does|please|pls|kindly|help|possible|able|time|"
    r"love|like|appreciate|if|check|know|tell|quick|quickly|real|asap|also|and|then|now|just|okay|ok|so|hey|to|"
    r"mind|want|need|wanna|gonna|think|going|maybe|perhaps"
)
_REQUEST = re.compile(rf"\b(?P<v>get\s+rid\s+of|{VERBS}|{'|'.join(PAST_FORMS)}|{QUESTION})\b", re.I)
_CHECKED_THEN = re.compile(
    r"^(?:(?:can|could|would)\s+(?:you|u)\s+)?(?:please\s+)?(?:check|look\s+at|find|pull\s+up)\s+(?P<x>.+?)\s+"
    rf"and\s+(?:then\s+)?(?P<rest>(?:{VERBS})\b.*)$",
    re.I,
)
_MESSAGE_SAID = re.compile(r"\b(?:saying|says|say|text|message|reply|respond|send|tell|write)\b|[:\"“]", re.I)
_HASTE = re.compile(r"(?:[\s,]+(?:real\s+quick|quickly|asap|for\s+me))+(?=\s*[.!?]?\s*$|\s*:)", re.I)
_ALSO = re.compile(r"^also,?\s+", re.I)
# "wifi off. also bluetooth on": a sentence adding a step is the request's next step.
_ALSO_NEXT = re.compile(r"\s*[.;!]\s+also,?\s+", re.I)
# The state a condition names, as the goal its opposite would be.
_OPPOSITE = {"on": "off", "off": "on", "enabled": "off", "disabled": "on"}
_GOAL_STATE = re.compile(
    r"^if\s+(?:the\s+|my\s+)?(?P<x>[\w-]+)(?:'s|\s+is)\s+(?P<s>on|off|enabled|disabled)\s*,?\s*(?:then\s+)?"
    r"(?P<v>turn|switch|set)\s+it\s+(?P<g>on|off)\s*[.!]?$",
    re.I,
)


def without_haste(text: str) -> str:
    """``text`` without a trailing "real quick" and a sentence-initial "also"; a goal-state condition as the request."""
    text = outside_message(text, lambda part: _ALSO_NEXT.sub(", then ", _ALSO.sub("", _HASTE.sub("", part))))
    cond = _GOAL_STATE.match(text.strip())
    if cond is not None and _OPPOSITE[cond.group("s").lower()] == cond.group("g").lower():
        text = f"{cond.group('v')} {cond.group('x')} {cond.group('g')}"
    return text


def from_request(text: str) -> str | None:
    """``text`` read from the request behind its wrapper; ``None`` when the words before it are no wrapper."""
    said = without_haste(text).strip()
    if (checked := _CHECKED_THEN.match(said)) is not None:
        # Nothing is dropped: what was checked is what the request after it is done to.
        rest = checked.group("rest")
        thing = checked.group("x")
        if (made := rx(r"(?:make|set)\s+it\s+(?P<v>[$€£]?\d[\d.,]*\s*[$€£]?)\s*[.!]?$", re.I).match(rest)) is not None:
            # "make it $67.50": an amount the thing checked is changed to.
            return f"change {thing} to {made.group('v').strip()}"
        if rx(r"\bit\b", re.I).search(rest):
            return rx(r"\bit\b", re.I).sub(thing, rest, count=1)
        if _MESSAGE_SAID.search(rest):
            return rest  # a message's words end the task: the place checked goes in front of nothing
        return f"{rest} from {thing}"
    checked_of = _CHECK_OF.search(said)
    if checked_of is not None and _is_wrapper(said[: checked_of.start()]):
        return f"what is {checked_of.group('x')}?"
    found = _REQUEST.search(said)
    if found is None:
        return None
    if found.start() == 0:
        return said if said != text.strip() else None
    before = said[: found.start()]
    words = rx(r"[\w']+").findall(before.lower().replace("’", "'"))
    if not words or not _is_wrapper(before):
        return None
    verb = found.group("v")
    if verb.lower() in PAST_FORMS:
        if "if" not in words:
            return None
        verb = PAST_FORMS[verb.lower()]
    elif rx(r"get\s+rid\s+of", re.I).fullmatch(verb):
        verb = "delete"
    elif rx(QUESTION, re.I).fullmatch(verb) and not rx(r"\b(?:know|check|tell)\b", re.I).search(before):
        return None
    return asked_directly(verb + said[found.end() :])


# "check Greta Moreau's number": what her number is.
_CHECK_OF = re.compile(r"\b(?:check|tell\s+me)\s+(?P<x>\S.*?'s?\s+\w+)\s*\??$", re.I)


def _is_wrapper(words: str) -> bool:
    """Whether ``words`` are only words of asking, helping, wishing, timing, haste or addition, and hold no value."""
    said = rx(r"[\w']+").findall(words.lower().replace("’", "'"))
    return all(rx(_WRAPPER_WORD).fullmatch(w) is not None for w in said) and not _holds_value(words)


def _holds_value(words: str) -> bool:
    """Whether ``words`` say a value a slot would take: quoted text, a number, a file name, a name, an app."""
    if rx(r"[\"“”]|\d|\.\w{2,4}\b").search(words):
        return True
    if mentioned_app(words):
        return True
    # A capitalised word past the first (not "I") is a name.
    rest = rx(r"[\w']+").findall(words)[1:]
    return any(w[0].isupper() and not rx(r"I(?:'\w+)?").fullmatch(w) for w in rest)
