"""A statement before a request, read into it: who, what or when the statement names stands for the request's
pronouns ("Omar Haddad just texted me an address. Could you pass it on to Ana Ruiz?" passes on the address he sent;
"I'm off next wednesday, clear that day" clears that Wednesday). With nothing referred back the statement is dropped,
unless it names what the request lacks; when a pronoun finds nothing to stand for, the text is left as it was."""

from __future__ import annotations

import re

from ..dates import MONTH_NAME
from ..patterns import rx
from .call_backs import call_back_time
from .conversation_steps import PHONE_NUMBER
from .quoted_spans import QUOTED

# A statement before the request: the person, thing or day it names.
ASKS_YOU = r"(?:can|could|would|will)\s+you|(?:is|would)\s+it\s+be\s+possible\s+to|is\s+it\s+possible\s+to"
_POLITE = rf"(?:(?:please|kindly)\s+)?(?:{ASKS_YOU})\s+(?:please\s+)?|(?:please|kindly)\s+"
# A request after a statement: the boundary, a polite opener or none, then a verb the grammar reads.
_REQUEST_VERB = (
    r"(?:add|put|save|create|make|schedule|book|set|start|stop|pause|run|record|take|shoot|snap|call|ring|dial|"
    r"phone|text|send|reply|resend|forward|answer|delete|remove|cancel|clear|wipe|get\s+rid|erase|tell|check|"
    r"turn|switch|enable|disable|play|resume|launch|edit|update|change|modify|rename|move|"
    r"look|find|list|open|draft|store|wake|write|mute|unmute|hang\s+up|end|decline|reject|pick\s+up)\b"
)
_REQUEST = re.compile(
    rf"(?:(?<=[.!?;])\s+|\s*,\s*|\s+[-–—]\s+)(?:so\s+|and\s+)?(?P<polite>{_POLITE})?(?P<request>{_REQUEST_VERB}.*)$",
    re.I,
)
# A statement says something happened or is: "I'm …", "someone just called", "my plans are cancelled".
_STATEMENT = re.compile(
    r"\b(?:i|i'm|i'?ve|i'?ll|i'?d|im|someone|somebody|just|is|are|was|were|got|don'?t|didn'?t|can'?t|won'?t|done|need|want|"
    r"going|met|have|had)\b",
    re.I,
)
_NAME = re.compile(r"\b(?P<name>[A-Z][a-z'-]+(?:\s+[A-Z][a-z'-]+)+)\b")
_NUMBER = re.compile(PHONE_NUMBER)


def statement_split(text: str) -> re.Match[str] | None:
    """Where the request after a statement starts (its quoted values masked); None when nothing comes first."""
    found = _REQUEST.search(QUOTED.sub(lambda m: "q" * len(m.group(0)), text))
    return found if found is not None and found.start() > 0 else None


def after_statement(text: str) -> str:
    """The request after a statement of context, its pronouns standing for the person, thing or day it names."""
    found = statement_split(text)
    if found is None:
        return text
    context = text[: found.start()].strip(" ,.-–—")
    if (
        rx(rf"(?:{_POLITE})?{_REQUEST_VERB}", re.I).match(context)
        or not _STATEMENT.search(context)
        or rx(r"^(?:am|are|is|do|does|did|what|when|where|which|who|how)\b", re.I).match(context)
        or context.rstrip().endswith("?")
    ):
        return text  # the text before is itself a request or a field ("Budget review at 3pm - add it …")
    request = text[found.start("request") :]
    if asks_politely(found):
        request = rx(r"\?(?=\s|$)").sub(".", request).rstrip(" .")  # "… Can you update it?" asks no question
    resolved = _resolved(context, request)
    return resolved if resolved is not None else text


def asks_politely(found: re.Match[str]) -> bool:
    """Whether the request ``statement_split`` found is asked as a polite question ("… can you …?")."""
    return bool(found.group("polite")) and rx(r"\b(?:you|possible)\b", re.I).search(found.group("polite")) is not None


# A request with no object of its own ("call back"): whom or what it acts on is in the context, which is kept.
_BARE = re.compile(rf"{_REQUEST_VERB}(?:\s+(?:back|up|out|on|off|over|down|again))?[\s.!?]*", re.I)
_PERSON = re.compile(r"\b(?:them|her|him|they)\b", re.I)
# ("this call" is the call going on, never a thing the statement named)
_THING = re.compile(r"\b(?:it|this|that)\b(?!\s+(?:day|one|is|call)\b)", re.I)
_THAT_DAY = re.compile(r"\b(?:that|this|the\s+same)\s+day\b|\bthen\b$", re.I)


def _resolved(context: str, request: str) -> str | None:
    """``request`` with its pronouns replaced from ``context``; None when one stands for nothing found."""
    body = request
    quoted = QUOTED.search(body)
    head, tail = (body[: quoted.start()], body[quoted.start() :]) if quoted else (body, "")
    if _THAT_DAY.search(head):
        day = _day_phrase(context)
        if day is None:
            return None
        head = _THAT_DAY.sub(day, head)
    # "call them back": the particle before whom it names ("call back whoever just called me").
    head = rx(r"^(?P<v>\w+)\s+(?P<p>them|her|him)\s+back\b", re.I).sub(r"\g<v> back \g<p>", head)
    if _PERSON.search(head) and not _names_whom(head):
        person = _person(context, head)
        if person is None:
            return None
        head = _PERSON.sub(person, head)
    if _THING.search(head) and not _names_its_object(head):
        thing = _thing(context)
        if thing is None:
            return None
        head = _THING.sub(lambda _: thing, head, count=1)
    if head == body[: len(head)] and (_carries_more(context, f"{head}{tail}") or _BARE.fullmatch(f"{head}{tail}")):
        return None  # nothing referred back, yet the statement names what the request lacks: not mere context
    fields = rx(r"\b(?:their|his|her|the)\s+(?:phone\s+)?number\s+is\s+\+?\d[\d\s().-]+\d", re.I).findall(context)
    said = f"{head}{tail}"
    if fields and not _NUMBER.search(said):
        said = f"{said.rstrip(' .')}. {fields[0]}"
    return said


def _carries_more(context: str, request: str) -> bool:
    """Whether ``context`` names something ``request`` does not: a number, a name, a quoted value, an app, a day,
    the entries it acts on ("I entered some expenses twice. … get rid of the doubles")."""
    said = request.casefold()
    names = [m.group("name") for m in _NAME.finditer(context) if m.start() > 0]
    names += [m.group(0).strip("'\"“”") for m in QUOTED.finditer(context)]
    names += rx(r"\d[\d.,:]*\d|\d").findall(context)
    names += rx(
        r"\b(?:(?:mon|tues|wednes|thurs|fri|satur|sun)day|tomorrow|today|tonight|"
        r"markor|joplin|broccoli|pro expense|opentracks|retro music|audio recorder|simple \w+ \w+|"
        r"(?:expense|recipe|note|contact|event|file|playlist|recording|photo)(?=s\b))",
        re.I,
    ).findall(context)
    return any(name.casefold() not in said for name in names)


def _names_whom(head: str) -> bool:
    # "text +1… back and tell them: …": the pronoun stands for whom the request itself names before it.
    pronoun = _PERSON.search(head)
    return pronoun is not None and bool(
        _NUMBER.search(head[: pronoun.start()]) or _NAME.search(head[: pronoun.start()])
    )


def _names_its_object(head: str) -> bool:
    # "record audio and save it as …": the pronoun stands for what the request itself names first.
    first = rx(rf"^{_REQUEST_VERB}\s*(?:(?:back|up|out|on|off|over|down)\s+)?(?P<next>\w+)", re.I).match(head)
    return first is not None and first.group("next").lower() not in ("it", "this", "that", "them", "her", "him")


def _person(context: str, request: str) -> str | None:
    if rx(r"^(?:call|ring|dial|phone)\b", re.I).match(request) and (number := _NUMBER.search(context)):
        return number.group(0)
    if (name := _NAME.search(context)) is not None:
        return name.group("name")
    # "somebody rang at 8:40" as well as "someone called".
    if rx(r"\b(?:someone|somebody)\b.*\b(?:call(?:ed|ing)|rang|phoned)\b|\bmissed\s+(?:a\s+)?call\b", re.I).search(
        context
    ):
        at = call_back_time(context)
        return f"whoever called me at {at}" if at else "whoever just called me"
    if texted := rx(
        r"\b(?:someone|somebody)\b.*\b(?:texted|messaged)\b(?:\s+me)?(?P<about>\s+about\s+.+)?", re.I
    ).search(context):
        # (what they texted about is kept: it tells their conversation from the others)
        return f"whoever texted me{texted.group('about')}" if texted.group("about") else "whoever just texted me"
    return None


def _thing(context: str) -> str | None:
    sent = rx(
        # ("the event address": the address, the thing named last)
        r"(?P<who>[A-Z][\w'-]*(?:\s+[A-Z][\w'-]*)*)\s+(?:just\s+)?(?:texted|sent|messaged)\s+me\s+(?:an?|the)\s+"
        r"(?:(?:event|party|meeting|new)\s+)?(?P<what>\w+)"
    ).search(context)
    if sent is not None:
        return f"the {sent.group('what')} {sent.group('who')} sent me"
    if rx(r"\b(?:got|received)\s+an?\s+(?:text|message|sms)\s+from\b", re.I).search(context):
        return "the number that just texted me"
    if thought := rx(r"\bthink\s+[A-Z][\w'-]*(?:\s+[A-Z][\w'-]*)*\s+(?:got|received|saw)\s+(?P<x>.+)$").search(context):
        return thought.group("x")
    off = rx(r"^(?P<x>.+?)\s+(?:is|was|got|has\s+been)\s+(?:off|cancelled|canceled|called\s+off)\b", re.I).match(
        context
    )
    if off is not None:
        return off.group("x")
    have = rx(
        r"^(?P<pre>.*?)\b(?:i\s+have|i'?ve\s+got|i\s+got|i'?ll\s+have|i\s+will\s+have|i\s+have\s+got)\s+(?P<x>.+)$",
        re.I,
    ).search(context)
    if have is not None:
        return f"{have.group('x')} {have.group('pre')}".strip(" ,")
    return None


def _day_phrase(context: str) -> str | None:
    day = rx(
        r"\b(?:(?:next|this|coming)\s+)?(?:mon|tues|wednes|thurs|fri|satur|sun)day\b|\btomorrow\b|\btoday\b|"
        r"\bin\s+\d+\s+days\b|\b" + MONTH_NAME + r"\s+\d{1,2}(?:st|nd|rd|th)?(?:,?\s+\d{4})?",
        re.I,
    ).search(context)
    return f"on {day.group(0)}" if day is not None else None
