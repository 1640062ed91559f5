"""The request inside the context people say it in, read once: the piece that asks for something, what comes
before it, and what the request's pronouns stand for. Two kinds of context are read, in this order:

* a reason whose shape names one thing ("bluetooth is draining my battery. turn it off.", "there's X …", "I logged
  X in Y", "is X on?", "what's X …?"): "it"/"them" is that thing, "the ones" are the entries of what it names of
  the kind the app they go into keeps, a reason with no value is dropped when the request names its own object,
  and a piece after the request that only says where ("it's in my joplin notes") names the request's app;
* a statement about a person, a message or a day ("Omar Haddad just texted me an address. Could you pass it on
  to Ana Ruiz?", "I'm off next wednesday"), read by stated_context.py.

When a pronoun finds nothing to stand for, or the context names more than one thing, the text is left as it was:
a reading the grammar cannot make ends in a question or ``give_up``, never in a guess.
"""

from __future__ import annotations

import re

from ..patterns import rx
from .clauses import KNOWN_APPS, VERBS
from .stated_context import after_statement


def read_in_context(text: str) -> str:
    """``text`` as its request with the context read into it; unchanged where no context is read."""
    return after_statement(_reason_first(text))


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
