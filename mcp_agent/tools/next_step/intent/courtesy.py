"""A request as people type or dictate it, made plain before the grammar reads it.

People wrap a request: a sentence of context first ("I'm stuck in traffic, could you …"), the polite
question in the middle ("… Can you call them back?"), a sign-off at the end ("thanks!", "thx"),
shorthand and slips ("can u", "msg", "adress"), times said in words ("half past nine", "ten in the
morning", "tomorrow morning at eight"). Each of these is read here as a class, never per task:

* spelling and shorthand are mended word by word, outside quoted text;
* a sign-off ends the request wherever it stands, and a polite "can you …?" is a request, not a question;
* a statement before the request is context: dropped when the request says all it needs, otherwise the
  request's pronouns ("it", "them", "that day") are replaced by what the statement names;
* a time said in words becomes the clock time, outside a message's text.

When a pronoun finds nothing to stand for, the task is left as it was: a reading the grammar cannot make
ends in a question or ``give_up``, never in a guess.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from functools import lru_cache

_QUOTED = re.compile(r"\"[^\"]*\"|“[^”]*”|(?<!\w)'[^']*'(?!\w)")
# Slips and shorthand, as a person types them: word → word.
_MENDED = (
    (r"\bcan\s+u\b", "can you"),
    (r"\bcould\s+u\b", "could you"),
    (r"\bplz\b", "please"),
    (r"\bmsg\b", "message"),
    (r"\bmsgs\b", "messages"),
    (r"\badd?ress?\b", "address"),
    (r"\b(?:descrption|desciption|discription|decription|descripton|descriptoin)\b", "description"),
    (r"\bdont\b", "don't"),
    (r"\bdoesnt\b", "doesn't"),
    (r"\bwhats\b", "what's"),
    (r"\bwheres\b", "where's"),
    (r"\bstop-watch\b", "stopwatch"),
    (r"\ba\s+fortnight\b", "two weeks"),
    (r"\bthe\s+day\s+after\s+tomorrow\b", "in 2 days"),
    (r"\b(?:write|text|message)\s+back\b", "reply"),
    (r"\bgive\s+(?:a\s+ring|a\s+call)\s+to\b", "call"),
    (r"\bgive\s+(?P<who>\S+(?:\s+\S+)?)\s+a\s+(?:ring|call)\b", r"call \g<who>"),
    (r"\b(?:place|make)\s+(?:the|a)\s+(?:phone\s+)?call\b(?!\s+to\b)", "call them"),
    (r"\bpass\s+(?P<what>it|this|that)\s+on\s+to\b", r"forward \g<what> to"),
    (r"\bdraft\s+(?:an?\s+)?(?:new\s+)?contact\b", "fill out a new contact"),
    # Whom a message answers, said the long way: "reply to the message from +1…", "answer +1…".
    (r"\b(?:reply|respond|answer)\s+to\s+(?:the\s+|my\s+)?(?:message|text|sms)\s+from\s+", "reply to "),
    (r"^answer\s+(?=\+?\d)", "reply to "),
    (
        r"\bthe\s+(?:person|one|number|guy|contact)\s+(?:who|that)\s+(?:just\s+)?(?:sent\s+me|texted\s+me|messaged\s+me)"
        r"(?:\s+the\s+(?:latest|last|most\s+recent|newest)\s+(?:message|text|sms))?",
        "whoever texted me last",
    ),
    (
        r"\bresend\s+(?P<what>(?:the|my)\s+(?:message|text|sms))\s+i\s+(?:just\s+)?sent\s+(?=(?-i:[A-Z]))",
        r"resend \g<what> I just sent to ",
    ),
    # What to say, said after whom: "… back and tell them: X", "…, just say X", "… Say "X"".
    (r"\s+and\s+(?:tell|say\s+to)\s+(?:them|him|her)\s*(?:that\s*)?:\s*", ": "),
    (r"[.,]\s+(?:just\s+)?say\s*:?\s+", ": "),
    (
        r"\s+(?:in|on|via|using|with)\s+(?:the\s+|my\s+)?(?:messages|messaging|sms|texts)(?:\s+app)?(?=\s*(?:$|[-–—]\s))",
        "",
    ),
    (r"^(?P<v>reply|text|message|sms)\s+(?:to\s+)?(?P<n>\+?\d[\d ()-]+\d)\s+[-–—]\s+", r"\g<v> to \g<n>: "),
    (
        r"\b(?P<i>[Ii])(?:t'?s|t\s+is)\s+(?P<n>\d+|an?|one|two|three|half\s+an|[a-z]+)\s+(?P<u>minutes?|mins?|hours?|hrs?)\s+long\b",
        r"\g<i>t lasts \g<n> \g<u>",
    ),
    # An indirect question asks it: "check my calendar for when my next meeting is", "look up where my X is".
    (
        r"^(?:check|look\s+up|find\s+out|see|tell\s+me|let\s+me\s+know)\s+(?:(?:in\s+)?(?:my|the)\s+calendar\s+)?(?:for\s+)?"
        r"(?P<wh>when|where|what)\s+(?P<x>(?:my|the)\s+.+?)\s+(?P<be>is|are)\b",
        r"\g<wh> \g<be> \g<x>",
    ),
    (
        r"^(?:check|look\s+up|find\s+out|tell\s+me|let\s+me\s+know)\s+(?=(?:what's|what\s+is|what\s+are|when|where|which)\b)",
        "",
    ),
)
_MENDED_COMPILED = tuple((re.compile(pattern, re.I), said) for pattern, said in _MENDED)
_THANKS = r"(?:thanks(?:\s+(?:a\s+lot|so\s+much))?|thank\s+you(?:\s+so\s+much)?|thx|thnx|ty|cheers)"
# A sign-off at the end: after any punctuation ("… 8:00? thx", "… as a contact. Thanks!") or, when it is
# shorthand nobody writes into a message, after a space ("… Hana Suzuki thx").
_SIGN_OFF = re.compile(rf"(?:\s*[.,!?;:-]+\s*{_THANKS}|\s+(?:thx|thnx|ty)|\s+please)\s*[.!?]*\s*$", re.I)
# Words that send a message: its text may end in what elsewhere is a sign-off.
_SENDS = re.compile(r"(?<!\.)\b(?:tell|message|text|txt|reply|respond|sms|send|answer|forward)\b", re.I)
_POLITE = (
    r"(?:(?:please|kindly)\s+)?(?:(?:can|could|would|will)\s+you|(?:is|would)\s+it\s+be\s+possible\s+to|"
    r"is\s+it\s+possible\s+to)\s+(?:please\s+)?|(?:please|kindly)\s+"
)
# A request after a statement: the boundary, a polite opener or none, then a verb the grammar reads.
_REQUEST_VERB = (
    r"(?:add|put|save|create|make|schedule|book|set|start|stop|pause|run|record|take|shoot|snap|call|ring|dial|"
    r"phone|text|send|reply|resend|forward|answer|delete|remove|cancel|clear|wipe|get\s+rid|erase|tell|check|"
    r"turn|switch|enable|disable|play|resume|launch|edit|update|change|modify|rename|move|"
    r"look|find|list|open|draft|store|wake|write)\b"
)
_REQUEST = re.compile(
    rf"(?:(?<=[.!?])\s+|\s*,\s*|\s+[-–—]\s+)(?:so\s+|and\s+)?(?P<polite>{_POLITE})?(?P<request>{_REQUEST_VERB}.*)$",
    re.I,
)
# A statement says something happened or is: "I'm …", "someone just called", "my plans are cancelled".
_STATEMENT = re.compile(
    r"\b(?:i|i'm|i'?ve|i'?ll|i'?d|im|someone|somebody|just|is|are|was|were|got|don'?t|didn'?t|done|need|want|"
    r"going|met|have|had)\b",
    re.I,
)
_NAME = re.compile(r"\b(?P<name>[A-Z][a-z'-]+(?:\s+[A-Z][a-z'-]+)+)\b")
_NUMBER = re.compile(r"\+?\d[\d\s().-]{5,}\d")
_WORD_HOURS = {
    word: hour
    for hour, word in enumerate(
        "zero one two three four five six seven eight nine ten eleven twelve".split(),
    )
}
_HOUR = r"(?P<h>\d{1,2}|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)"


@lru_cache(maxsize=1024)
def plain(text: str) -> str:
    """``text`` with its wrapping taken off; the request itself unchanged."""
    text = " ".join(text.split())
    text = _outside_quotes(text, _mend)
    text = _signed_off(text)
    text = _after_context(text)
    # Mended once more with the polite opener off: some readings hold only at the request's start.
    text = re.sub(
        r"^(?:(?:hey|hi|ok|okay)[,!]?\s+)?(?:(?:please|kindly|could you|can you|would you|will you|"
        r"is it possible to|would it be possible to)\s+)+",
        "",
        text,
        flags=re.I,
    )
    text = _outside_quotes(text, _mend)
    text = re.sub(r"[.,]\s+(?:just\s+)?write\s*:?\s+(?=[\"“'])", ": ", text, flags=re.I)
    text = re.sub(r"\b(?:ring|phone)\s+back\b", "call back", text, flags=re.I)
    # A reply with nobody named answers whoever wrote last.
    text = re.sub(
        r"^reply\s*:?\s*(?=(?:\"[^\"]*\"|“[^”]*”|'[^']*')\s*$)", "reply to the latest message with ", text, flags=re.I
    )
    return _outside_message(text, spoken_times)


def _mend(text: str) -> str:
    for pattern, said in _MENDED_COMPILED:
        text = pattern.sub(said, text)
    return text


def _signed_off(text: str) -> str:
    sends = _SENDS.search(text) is not None
    while (end := _SIGN_OFF.search(text)) is not None and end.start() > 0:
        before = text[: end.start()].rstrip()
        if before.endswith(":") or end.group(0).lstrip().startswith(":"):
            break  # "tell him: thanks" — the message itself
        if sends and not end.group(0).lstrip().startswith("?") and not end.group(0).strip().lower() == "please":
            break  # "reply to Ben: Got it. Thanks!" — a message may end in thanks; "… could you text her? thx" not
        text = before
    return text


def _after_context(text: str) -> str:
    """The request after a statement of context, its pronouns standing for what the statement names."""
    masked = _QUOTED.sub(lambda m: "q" * len(m.group(0)), text)
    found = _REQUEST.search(masked)
    if found is None or found.start() == 0:
        return _polite_question(text)
    context = text[: found.start()].strip(" ,.-–—")
    request = text[found.start("request") :]
    if found.group("polite") and re.search(r"\b(?:you|possible)\b", found.group("polite"), re.I):
        # "… Can you update it?" is a request wherever it stands, never a question to answer.
        request = re.sub(r"\?(?=\s|$)", ".", request).rstrip(" .")
        text = text[: found.start("request")] + request
    if (
        re.match(rf"(?:{_POLITE})?{_REQUEST_VERB}", context, re.I)
        or not _STATEMENT.search(context)
        or re.match(r"^(?:am|are|is|do|does|did|what|when|where|which|who|how)\b", context, re.I)
        or context.rstrip().endswith("?")
    ):
        return text  # the text before is itself a request or a field ("Budget review at 3pm - add it …")
    resolved = _resolved(context, request)
    return resolved if resolved is not None else text


def _polite_question(text: str) -> str:
    # "Can you add …? It's 30 minutes long": the question mark ends a request, not a question.
    if re.match(
        r"^(?:(?:hey|hi|ok|okay)[,!]?\s+)?(?:please\s+)?(?:(?:can|could|would|will)\s+you|"
        r"(?:is|would)\s+it\s+be\s+possible\s+to|is\s+it\s+possible\s+to)\b",
        text,
        re.I,
    ):
        # "… at 8:00? one hour, …": a question mark before more of the same request is a comma.
        ended = _outside_quotes(text, lambda part: re.sub(r"\?\s+(?=[a-z0-9])", ", ", part))
        return _outside_quotes(ended, lambda part: re.sub(r"\?(?=\s|$)", ".", part)).rstrip(" .")
    return text


_PERSON = re.compile(r"\b(?:them|her|him|they)\b", re.I)
_THING = re.compile(r"\b(?:it|this|that)\b(?!\s+(?:day|one|is)\b)", re.I)
_THAT_DAY = re.compile(r"\b(?:that|this|the\s+same)\s+day\b|\bthen\b$", re.I)


def _resolved(context: str, request: str) -> str | None:
    """``request`` with its pronouns replaced from ``context``; None when one stands for nothing found."""
    body = request
    quoted = _QUOTED.search(body)
    head, tail = (body[: quoted.start()], body[quoted.start() :]) if quoted else (body, "")
    if _THAT_DAY.search(head):
        day = _day_phrase(context)
        if day is None:
            return None
        head = _THAT_DAY.sub(day, head)
    # "call them back": the particle before whom it names ("call back whoever just called me").
    head = re.sub(r"^(?P<v>\w+)\s+(?P<p>them|her|him)\s+back\b", r"\g<v> back \g<p>", head, flags=re.I)
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
    if head == body[: len(head)] and _carries_more(context, f"{head}{tail}"):
        return None  # nothing referred back, yet the statement names what the request lacks: not mere context
    fields = re.findall(r"\b(?:their|his|her|the)\s+(?:phone\s+)?number\s+is\s+\+?\d[\d\s().-]+\d", context, re.I)
    said = f"{head}{tail}"
    if fields and not _NUMBER.search(said):
        said = f"{said.rstrip(' .')}. {fields[0]}"
    return said


def _carries_more(context: str, request: str) -> bool:
    """Whether ``context`` names something ``request`` does not: a number, a name, a quoted value, an app, a day."""
    said = request.casefold()
    names = [m.group("name") for m in _NAME.finditer(context) if m.start() > 0]
    names += [m.group(0).strip("'\"“”") for m in _QUOTED.finditer(context)]
    names += re.findall(r"\d[\d.,:]*\d|\d", context)
    names += re.findall(
        r"\b(?:(?:mon|tues|wednes|thurs|fri|satur|sun)day|tomorrow|today|tonight|"
        r"markor|joplin|broccoli|pro expense|opentracks|retro music|audio recorder|simple \w+ \w+)\b",
        context,
        re.I,
    )
    return any(name.casefold() not in said for name in names)


def _names_whom(head: str) -> bool:
    # "text +1… back and tell them: …": the pronoun stands for whom the request itself names before it.
    pronoun = _PERSON.search(head)
    return pronoun is not None and bool(
        _NUMBER.search(head[: pronoun.start()]) or _NAME.search(head[: pronoun.start()])
    )


def _names_its_object(head: str) -> bool:
    # "record audio and save it as …": the pronoun stands for what the request itself names first.
    first = re.match(rf"^{_REQUEST_VERB}\s*(?:(?:back|up|out|on|off|over|down)\s+)?(?P<next>\w+)", head, re.I)
    return first is not None and first.group("next").lower() not in ("it", "this", "that", "them", "her", "him")


def _person(context: str, request: str) -> str | None:
    if re.match(r"^(?:call|ring|dial|phone)\b", request, re.I) and (number := _NUMBER.search(context)):
        return number.group(0)
    if (name := _NAME.search(context)) is not None:
        return name.group("name")
    if re.search(r"\b(?:someone|somebody)\b.*\bcall(?:ed|ing)\b|\bmissed\s+(?:a\s+)?call\b", context, re.I):
        return "whoever just called me"
    if re.search(r"\b(?:someone|somebody)\b.*\b(?:texted|messaged)\b", context, re.I):
        return "whoever just texted me"
    return None


def _thing(context: str) -> str | None:
    sent = re.search(
        r"(?P<who>[A-Z][\w'-]*(?:\s+[A-Z][\w'-]*)*)\s+(?:just\s+)?(?:texted|sent|messaged)\s+me\s+(?:an?|the)\s+(?P<what>\w+)",
        context,
    )
    if sent is not None:
        return f"the {sent.group('what')} {sent.group('who')} sent me"
    if re.search(r"\b(?:got|received)\s+an?\s+(?:text|message|sms)\s+from\b", context, re.I):
        return "the number that just texted me"
    if thought := re.search(r"\bthink\s+[A-Z][\w'-]*(?:\s+[A-Z][\w'-]*)*\s+(?:got|received|saw)\s+(?P<x>.+)$", context):
        return thought.group("x")
    off = re.match(
        r"^(?P<x>.+?)\s+(?:is|was|got|has\s+been)\s+(?:off|cancelled|canceled|called\s+off)\b", context, re.I
    )
    if off is not None:
        return off.group("x")
    have = re.search(
        r"^(?P<pre>.*?)\b(?:i\s+have|i'?ve\s+got|i\s+got|i'?ll\s+have|i\s+will\s+have|i\s+have\s+got)\s+(?P<x>.+)$",
        context,
        re.I,
    )
    if have is not None:
        return f"{have.group('x')} {have.group('pre')}".strip(" ,")
    return None


def _day_phrase(context: str) -> str | None:
    day = re.search(
        r"\b(?:(?:next|this|coming)\s+)?(?:mon|tues|wednes|thurs|fri|satur|sun)day\b|\btomorrow\b|\btoday\b|"
        r"\bin\s+\d+\s+days\b|\b(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\s+\d{1,2}(?:st|nd|rd|th)?(?:,?\s+\d{4})?",
        context,
        re.I,
    )
    return f"on {day.group(0)}" if day is not None else None


def spoken_times(text: str) -> str:
    """Times said in words as clock times: "half past nine tonight" → "9:30 pm", "ten in the morning" → "10 am"."""

    def hour(said: str) -> int:
        return int(said) if said.isdigit() else _WORD_HOURS[said.lower()]

    def clock(match: re.Match[str], minute: int, shift: int = 0) -> str:
        h = (hour(match.group("h")) + shift) % 12 or 12
        return f"{h}:{minute:02d}"

    text = re.sub(rf"\bhalf\s+past\s+{_HOUR}\b", lambda m: clock(m, 30), text, flags=re.I)
    text = re.sub(rf"\bquarter\s+past\s+{_HOUR}\b", lambda m: clock(m, 15), text, flags=re.I)
    text = re.sub(rf"\bquarter\s+to\s+{_HOUR}\b", lambda m: clock(m, 45, -1), text, flags=re.I)
    text = re.sub(
        rf"\b{_HOUR}[\s-]+(?P<m>fifteen|thirty|forty[\s-]five|\d\d)(?=\s*(?:am|pm|a\.m|p\.m|in\s+the|at\s+night|tonight)\b)",
        lambda m: clock(
            m,
            {"fifteen": 15, "thirty": 30}.get(
                m.group("m").lower(),
                45 if "five" in m.group("m").lower() else int(m.group("m")) if m.group("m").isdigit() else 0,
            ),
        ),
        text,
        flags=re.I,
    )
    text = re.sub(rf"\b{_HOUR}\s+o'?clock\b", lambda m: f"{hour(m.group('h'))}:00", text, flags=re.I)
    # "tomorrow morning at eight": the part of the day said before the hour.
    text = re.sub(
        r"\b(?P<day>tomorrow|today|this)\s+(?P<part>morning|afternoon|evening)\s+at\s+(?P<t>\S+)",
        lambda m: f"{m.group('day')} at {m.group('t')} in the {m.group('part')}",
        text,
        flags=re.I,
    )
    periods = r"in\s+the\s+(?P<part>morning|afternoon|evening)|at\s+night|tonight"
    text = re.sub(
        rf"\b(?P<t>(?:\d{{1,2}}|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)(?::\d\d)?)\s+(?:{periods})\b",
        lambda m: (
            f"{_digits(m.group('t'))} {'am' if (m.group('part') or '').lower() == 'morning' else 'pm'}"
            + (" today" if m.group(0).lower().endswith("tonight") else "")
        ),
        text,
        flags=re.I,
    )
    return text


def _digits(said: str) -> str:
    head, _, minutes = said.partition(":")
    value = head if head.isdigit() else str(_WORD_HOURS[head.lower()])
    return f"{value}:{minutes}" if minutes else value


def _outside_quotes(text: str, change: Callable[[str], str]) -> str:
    pieces, start = [], 0
    for match in _QUOTED.finditer(text):
        pieces.append(change(text[start : match.start()]))
        pieces.append(match.group(0))
        start = match.end()
    pieces.append(change(text[start:]))
    return "".join(pieces)


def _outside_message(text: str, change: Callable[[str], str]) -> str:
    # A message's own words stay as said: what follows "text …:" / "saying" is not rewritten.
    body = re.search(
        r"\b(?:text|txt|sms|message|reply|respond|tell|send|say|saying|says|write|answer)\b[^:]*?(?::\s|\bsaying\b|\bsays?\b)",
        text,
        re.I,
    )
    if body is not None:
        return _outside_quotes(text[: body.end()], change) + text[body.end() :]
    return _outside_quotes(text, change)
