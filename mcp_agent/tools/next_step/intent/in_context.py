"""The request inside the context people say it in, read once: the piece that asks for something, what comes
before it, and what the request's pronouns stand for. Two kinds of context are read, in this order:

* a reason whose shape names one thing ("bluetooth is draining my battery. turn it off.", "there's X …", "I logged
  X in Y", "is X on?", "what's X …?"): "it"/"them" is that thing, "the ones" are the entries of what it names of
  the kind the app they go into keeps, a reason with no value is dropped when the request names its own object,
  and a piece after the request that only says where ("it's in my joplin notes") names the request's app;
* a statement about a person, a message or a day ("Omar Haddad just texted me an address. Could you pass it on
  to Ana Ruiz?", "I'm off next wednesday"): "them"/"it"/"that day" stand for who, what or when it names; with
  nothing referred back the statement is dropped, unless it names what the request lacks.

When a pronoun finds nothing to stand for, or the context names more than one thing, the text is left as it was:
a reading the grammar cannot make ends in a question or ``give_up``, never in a guess.
"""

from __future__ import annotations

import re

from ..dates import MONTH_NAME
from ..patterns import rx
from .call_backs import call_back_time
from .clauses import KNOWN_APPS, VERBS
from .conversation_steps import PHONE_NUMBER
from .quoted_spans import QUOTED


def read_in_context(text: str) -> str:
    """``text`` as its request with the context read into it; unchanged where no context is read."""
    return _after_statement(_reason_first(text))


_SWITCHES = r"wi-?fi|bluetooth|airplane\s+mode|flight\s+mode|dark\s+mode"
_ASK_POLITE = r"(?:(?:please|pls|plz|can\s+(?:you|u)|could\s+(?:you|u)|would\s+you|will\s+you|just|so)\s+)*"


# A piece that asks for something: a verb first (after politeness), or a switch said bare ("lowest brightness").
def _asking(more: str) -> str:
    return (
        rf"{_ASK_POLITE}(?:if\s+not,?\s+)?(?:(?:{VERBS}|kill|cut|get\s+rid\s+of|clean|delete|dim|queue|stick|{more})\b|"
        r"(?:lowest|highest|max(?:imum)?|min(?:imum)?|full)\s+brightness\b|"
        rf"(?:the\s+)?(?:{_SWITCHES})\s+(?:back\s+)?(?:on|off)\b)"
    )


_ASKS = re.compile(
    r"^(?:can|could|would|will)\s+(?:you|u)\s+(?!(?:tell|say|check)\b)\w|^" + _asking(r"make\s+sure"), re.I
)
_QUESTION = re.compile(
    r"^(?:what'?s|whats|what|how|which|when|where|who|is|are|do|does|did|any|anything)\b.*\?$", re.I | re.S
)
# Where one piece ends and the next begins: a sentence's end, a spaced dash, or a comma / "so" before a request.
_ASK_AHEAD = rf"(?={_asking('use')})"
_BREAK = re.compile(rf"(?<=[.!?])\s+|\s+[—–-]\s+|,\s+(?:so\s+)?{_ASK_AHEAD}|\s+so\s+{_ASK_AHEAD}", re.I)
# A reason given first: said about oneself, the phone or the situation, not a value of the request.
_REASON = re.compile(r"^(?:(?:hey|hi|ok|okay|so|well)\b,?\s*)?(?:i|i'm|im|i've|my|we|we're|it's|its|it\s+is)\b", re.I)
# A request that names its own object: a switch of the phone, or a new entry ("a new note"); "the doubles" or "that
# number" point back into the context, which is then kept.
_SELF_CONTAINED = re.compile(
    r"\b(?:wi-?fi|bluetooth|brightness|airplane\s+mode|flight\s+mode|dark\s+mode)\b|"
    r"\b(?:a|an|new)\s+(?:new\s+)?(?:note|file|playlist|event|contact|expense|recipe|recording|timer|alarm)\b",
    re.I,
)
# A request that only turns a switch it names: "turn the wifi back on", "bluetooth off".
_SWITCH_TURNED = re.compile(
    rf"^(?:(?:turn|switch|put|flip)\s+(?:(?:on|off)\s+)?)?(?:the\s+)?(?:{_SWITCHES})(?:\s+(?:back\s+)?(?:on|off))?\b",
    re.I,
)
# "…, update it": an edit said as a statement of the entry's new value, the request only saying to apply it.
_STATED_CHANGE = re.compile(r"^(?:update|fix|correct|change|edit|amend)\s+(?:it|that|this)\b", re.I)
_STATES_VALUE = re.compile(
    r"\b(?:is|are)\s+(?:now\s+)?(?:at|in|on)\b|\b(?:has|have)\s+a\s+new\b|\btakes\s+place\b|\bnow\b", re.I
)
_CARRIES_VALUE = re.compile(r"\d|[\"“”]|\b[\w-]+\.[A-Za-z0-9]{2,4}\b")
# A context that says where something goes: the place a move takes it to.
_BELONGS = re.compile(
    r"\b(?:belongs?|should\s+(?:go|be)|needs?\s+to\s+(?:go|be)|has\s+to\s+(?:go|be)|goes)\s+(?:in|into|under|to)\b",
    re.I,
)
_PRONOUN = re.compile(r"\b(?:it|them|that\s+one|this\s+one)\b", re.I)
# "add the ones that take 10 mins into the recipe app": the entries of what the context names, of the kind the
# app they go into keeps.
_THE_ONES = re.compile(r"\bthe\s+ones\b", re.I)
_INTO_KIND = re.compile(
    r"\b(?:in)?to\s+(?:the\s+|my\s+)?(?P<kind>recipe|expense|contact|calendar|event|note)s?\s+app\b", re.I
)
_KIND_PLURAL = {"calendar": "events"}  # the others: the kind and "s"
_DET = r"(?:(?:a|an|the|some|my|this|that)\s+)?(?:old\s+|extra\s+)?"
# Shapes of a context that name one thing, most specific first.
_NAMES: tuple[re.Pattern[str], ...] = (
    # "the beach_day.mp4 that's in the camera folder": a file and where it is
    re.compile(
        r"^(?P<np>(?:the\s+|my\s+)?[\w-]+\.[A-Za-z0-9]{2,4})\s+(?:that'?s|thats|that\s+is|which\s+is|sitting|saved)?\s*"
        r"in\s+(?P<where>(?:the\s+|my\s+)?[\w ]+?(?:\s+folder)?)$",
        re.I,
    ),
    re.compile(rf"^there(?:'s|’s|\s+is|\s+are)\s+{_DET}(?P<np>.+)$", re.I),
    re.compile(
        r"^(?:i|we)\s+(?:\w+ly\s+|just\s+)?(?:logged|added|entered|saved|created|made|put|wrote|recorded)\s+"
        rf"{_DET}(?P<np>.+?)(?:\s+(?:in|into|to)\s+(?P<where>.+))?$",
        re.I,
    ),
    re.compile(r"^(?:i|we)\s+(?:just\s+)?(?:paid|spent)\s+(?P<np>.+)$", re.I),
    re.compile(rf"^i\s+(?:dont|don't|don’t|do\s+not|no\s+longer)\s+need\s+{_DET}(?P<np>.+?)(?:\s+any\s?more)?$", re.I),
    re.compile(r"^(?:what'?s|whats|what\s+is)\s+(?P<np>the\s+.+?)(?:\s+doing\b.*)?\?$", re.I),
    re.compile(r"^is\s+(?P<np>[\w -]+?)\s+(?:on|off|enabled|disabled|turned\s+on|turned\s+off)\?$", re.I),
    re.compile(
        r"^(?:i\s+)?(?:want\s+to|wanna|'d\s+like\s+to|would\s+like\s+to)\s+(?:listen\s+to|play|hear|see|watch)\s+(?P<np>.+?)(?:\s+next)?"
        r"(?P<order>,?\s+in\s+(?:that|this)\s+order)?$",
        re.I,
    ),
    re.compile(
        r"^(?P<where>(?:the|my)\s+[\w ]+?)\s+(?:still\s+)?(?:has|have|holds|contains)\s+(?P<np>[^,]+?)(?:,.*)?$", re.I
    ),
    # "I need bluetooth for my headphones, turn it on": what one needs, not what for.
    re.compile(rf"^(?:i|we)\s+(?:really\s+)?need\s+{_DET}(?P<np>[\w -]+?)(?:\s+(?:for|to|so|because)\b.*)?$", re.I),
    re.compile(
        r"^(?P<np>(?:the\s+|my\s+)?[\w.-]+(?:\s+[\w.-]+){0,7}?)\s+(?:is|was|are|were|keeps|should|must)\b",
        re.I,
    ),
)
# After the request: a piece that only says where the request is done.
_WHERE_AFTER = re.compile(
    r"^(?:(?:it'?s|its|it’s|it\s+is|they'?re|they\s+are)\s+in\s+(?:my\s+|the\s+)?(?P<in>[\w ]+?)"
    r"(?:\s+(?:app|notes|folder))?|check\s+(?:my\s+|the\s+)?(?P<check>[\w ]+?)(?:\s+app)?|"
    r"use\s+(?:my\s+|the\s+)?(?P<use>[\w ]+?\s+app)|(?P<bare>{apps}))[.!]?$".format(
        apps="|".join(re.escape(app) for app in KNOWN_APPS)
    ),
    re.I,
)
# After a request that ends in "?": a piece that only adds its fields ("call it X", "songs: A and B").
_MORE_FIELDS = re.compile(r"^(?:(?:call|name|title)\s+it\b|have\s+it\s+say\b|[a-z]+\s*:\s)")
_KNOWN = {app.casefold(): app for app in KNOWN_APPS}
# A wish for a copy is the request to copy: "I need a copy of a.jpg in Download too".
_COPY_WISH = re.compile(
    r"^i\s+(?:need|want|'d\s+like|would\s+like)\s+a\s+copy\s+of\s+(?P<file>\S+)\s+in\s+(?P<to>\S+?)(?:\s+too|\s+as\s+well)?$",
    re.I,
)


def _pieces(text: str) -> tuple[list[str], list[str]]:
    """The pieces and the separators between them (``len(seps) == len(pieces) - 1``)."""
    pieces, seps, start = [], [], 0
    for found in _BREAK.finditer(text):
        pieces.append(text[start : found.start()])
        seps.append(found.group(0))
        start = found.end()
    pieces.append(text[start:])
    return pieces, seps


def _named_thing(context: str, deleting: bool) -> tuple[str, str] | None:
    """``(thing, order)`` the context names, or None when its shape says nothing definite."""
    context = context.strip().rstrip(".!")
    for pattern in _NAMES:
        found = pattern.match(context if pattern.pattern.endswith(r"\?$") else context.rstrip("?"))
        if found is None:
            continue
        groups = found.groupdict()
        thing = groups["np"].strip(" ,")
        where = (groups.get("where") or "").strip(" ,")
        if where:
            thing = f"{thing} {'from' if deleting else 'in'} {where}"
        return thing, (groups.get("order") or "")
    return None


def _where(piece: str) -> str:
    found = _WHERE_AFTER.match(piece.strip())
    if found is None:
        return ""
    return (found.group("in") or found.group("check") or found.group("use") or found.group("bare") or "").strip()


# "making Shortbread tonight — how much garlic do I need?": the dish being made is the recipe asked about.
_DISH = re.compile(
    r"^(?:i'?m\s+|i\s+am\s+|we'?re\s+)?(?:making|cooking|baking)\s+(?P<dish>[A-Z][\w' -]*?)"
    r"(?:\s+(?:tonight|today|tomorrow|later|for\s+\w+))?$"
)
_AMOUNT_QUESTION = re.compile(r"^how\s+much\s+(?P<i>[\w ]+?)\s+(?:do\s+(?:i|we)\s+need|goes\s+in|is\s+in)\b.*\?$", re.I)


def _dish_question(pieces: list[str], seps: list[str]) -> str | None:
    dish = _DISH.match(pieces[0].strip())
    asked = _AMOUNT_QUESTION.match(pieces[1].strip()) if dish is not None and len(pieces) > 1 else None
    if dish is None or asked is None:
        return None
    question = f"how much {asked.group('i')} goes in the {dish.group('dish')} recipe?"
    rest = "".join(sep + piece for sep, piece in zip(seps[1:], pieces[2:], strict=True))
    return _reason_first(question + rest)


def _reason_first(text: str) -> str:
    """The request with the thing its reason names read into it; ``text`` unchanged when no piece before it is context."""
    pieces, seps = _pieces(text)
    if len(pieces) < 2:
        return text
    for n, piece in enumerate(pieces):
        wish = _COPY_WISH.match(piece.strip().rstrip(" ."))
        if wish is not None:
            pieces[n] = f"copy {wish.group('file')} to {wish.group('to')}"
    ask = next((n for n, piece in enumerate(pieces) if _ASKS.match(piece.strip())), None)
    if ask is None and _QUESTION.match(pieces[0].strip()):
        ask = 0  # a question, with where to look said after it
    if ask is None:
        return _dish_question(pieces, seps) or text
    request = pieces[ask].strip()
    if ask > 0:
        context = " ".join(pieces[:ask]).strip()
        verb = rx(rf"^{_ASK_POLITE}", re.I).sub("", request)
        deleting = rx(r"(?:delete|remove|erase|trash|get\s+rid\s+of|drop)\b", re.I).match(verb) is not None
        ones, kind = _THE_ONES.search(verb), _INTO_KIND.search(verb)
        if ones is not None and kind is not None and (named := _named_thing(pieces[ask - 1], False)) is not None:
            kind_of = kind.group("kind").lower()
            entries = f"the {_KIND_PLURAL.get(kind_of, kind_of + 's')} from {named[0]}"
            verb = f"{verb[: ones.start()]}{entries}{verb[ones.end() :]}"
            return _reason_first(
                verb + "".join(sep + piece for sep, piece in zip(seps[ask:], pieces[ask + 1 :], strict=True))
            )
        if _BELONGS.search(context) and rx(r"(?:move|put|shift|file|transfer)\b", re.I).match(verb):
            return text  # "x.pdf is in Download but belongs in Documents, move it": where to is said before the verb
        pronoun = _PRONOUN.search(verb)
        if pronoun is not None and rx(r"\s*:").match(verb[pronoun.end() :]):
            return text  # "…, delete them: A, B and C": the pronoun points ahead, to the list
        if pronoun is not None and _STATED_CHANGE.match(verb) and _STATES_VALUE.search(context):
            return text  # "Car service is at the library now, update it": the statement is the change itself
        if pronoun is not None:
            named = _named_thing(pieces[ask - 1], deleting)
            if named is None:
                return text
            thing, order = named
            if pronoun.group(0).lower() == "it" and rx(r",|\s(?:and|or|&)\s").search(thing):
                return text  # "there's a Fuel expense and a Rent expense, delete it": which one is not said
            verb = rx(r"^if\s+not,?\s+", re.I).sub("", verb)
            pronoun = _PRONOUN.search(verb)
            assert pronoun is not None
            after = verb[pronoun.end() :]
            particle = rx(r"^\s+(up|out|off|on|away|back)\b", re.I).match(after)
            if particle is not None:  # "turn it off" is "turn off bluetooth"; "clean them up", "clean up X"
                request = f"{verb[: pronoun.start()]}{particle.group(1)} {thing}{after[particle.end() :]}{order}"
            else:
                request = f"{verb[: pronoun.start()]}{thing}{after}{order}"
        elif _REASON.match(context) and not _CARRIES_VALUE.search(context) and _SELF_CONTAINED.search(verb):
            request = verb
        elif _SWITCH_TURNED.match(verb) and not _CARRIES_VALUE.search(context):
            # "cant get online, put the wifi back on", "done with my headphones, bluetooth off": whatever the remark
            # says, a switch the request names is the request
            request = verb
        else:
            return text
    asked = ask > 0 or _ASKS.match(request) is not None
    if ask > 0 and request.endswith("?"):
        request = request[:-1]  # "…, can you delete it?": the request, not a question
    rest: list[str] = []
    changed = ask > 0
    for sep, piece in zip(seps[ask:], pieces[ask + 1 :], strict=True):
        where, remark = _where(piece), ""
        head, comma, after = piece.partition(",")
        if not where and comma and head.strip().lower().startswith("check ") and _where(head).casefold() in _KNOWN:
            # "…? check Simple Calendar Pro, titles only": where to look, then how to answer, each kept
            where, remark = _where(head), after.strip()
        if where:
            app = _KNOWN.get(where.casefold())
            file = rx(r"\b[\w-]+\.[A-Za-z0-9]{2,4}\b").search(request)
            if app is None and file is not None and where[:1].isupper():
                request = f"{request[: file.end()]} from {where}{request[file.end() :]}"  # "it's in DCIM"
            else:
                said = f" in {app or where}"
                request = request[:-1] + said + "?" if request.endswith("?") else request + said
            changed = True
            if remark:
                rest.append(" " + remark)
            continue
        if asked and request.endswith("?") and _MORE_FIELDS.match(piece) and not rest:
            request = request[:-1] + ","  # "can you make a playlist called X? songs: …": one request
            rest.append(" " + piece)
            continue
        rest.append(sep + piece)
    return request + "".join(rest) if changed or asked else text


# A statement before the request: the person, thing or day it names.
ASKS_YOU = r"(?:can|could|would|will)\s+you|(?:is|would)\s+it\s+be\s+possible\s+to|is\s+it\s+possible\s+to"
_POLITE = rf"(?:(?:please|kindly)\s+)?(?:{ASKS_YOU})\s+(?:please\s+)?|(?:please|kindly)\s+"
# A request after a statement: the boundary, a polite opener or none, then a verb the grammar reads.
_REQUEST_VERB = (
    r"(?:add|put|save|create|make|schedule|book|set|start|stop|pause|run|record|take|shoot|snap|call|ring|dial|"
    r"phone|text|send|reply|resend|forward|answer|delete|remove|cancel|clear|wipe|get\s+rid|erase|tell|check|"
    r"turn|switch|enable|disable|play|resume|launch|edit|update|change|modify|rename|move|"
    r"look|find|list|open|draft|store|wake|write)\b"
)
_REQUEST = re.compile(
    rf"(?:(?<=[.!?;])\s+|\s*,\s*|\s+[-–—]\s+)(?:so\s+|and\s+)?(?P<polite>{_POLITE})?(?P<request>{_REQUEST_VERB}.*)$",
    re.I,
)
# A statement says something happened or is: "I'm …", "someone just called", "my plans are cancelled".
_STATEMENT = re.compile(
    r"\b(?:i|i'm|i'?ve|i'?ll|i'?d|im|someone|somebody|just|is|are|was|were|got|don'?t|didn'?t|done|need|want|"
    r"going|met|have|had)\b",
    re.I,
)
_NAME = re.compile(r"\b(?P<name>[A-Z][a-z'-]+(?:\s+[A-Z][a-z'-]+)+)\b")
_NUMBER = re.compile(PHONE_NUMBER)


def statement_split(text: str) -> re.Match[str] | None:
    """Where the request after a statement starts (its quoted values masked); None when nothing comes first."""
    found = _REQUEST.search(QUOTED.sub(lambda m: "q" * len(m.group(0)), text))
    return found if found is not None and found.start() > 0 else None


def _after_statement(text: str) -> str:
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
_THING = re.compile(r"\b(?:it|this|that)\b(?!\s+(?:day|one|is)\b)", re.I)
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
        r"(?P<who>[A-Z][\w'-]*(?:\s+[A-Z][\w'-]*)*)\s+(?:just\s+)?(?:texted|sent|messaged)\s+me\s+(?:an?|the)\s+(?P<what>\w+)"
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
