"""A thing named first and the request after it pointing back ("That note, a.md — delete it.", "Paper Planes, can you
put it on?", "the Food category in Pro Expense: how many expenses are in it?") is the request said about that thing:
read in turn._meant after the symbols, before the other mends, which know the thing only where a request names it.

People say what they mean first and then what to do with it. Each rule is a class of such saying, never one request's
words:

* the topic stands before a break (a colon, a dash, "...", a comma, a question mark, a full stop or a semicolon) and
  the piece after it starts as a request or a question and points back ("it", "them", "him", "her", "they", "its",
  "one", "that", "those", "then"); the first pointer is the topic, said where it stands; later pointers ("its name",
  "save it under that name") are the request's own;
* "that contact" or "that recipe" after a bare name is "the contact X"; "its type" is "the type of X"; "all of them"
  is "all X"; "call them back" after a call is "call back X"; "make them a playlist called N" is "make a playlist
  called N with X";
* a topic that holds two things ("A on my B playlist", "A's in my favourites") gives the first to the thing pointed at
  and the second to "that playlist" or "there";
* a topic said as a part of another ("a.md: the word X in it, replace it with Y") is the request done in the outer;
* in the topic: "that/those" is "the", "X, that song" is "the song X", "the X thing" on a day is "the X event",
  ", in that order" goes to the end, "A, in Documents" moved is "A from Documents";
* a ringing call said as one ("the call that's ringing") is the incoming call, the words the phone readers know.

A break inside quotes is a value's own, and a topic that is a sentence of its own ("I got a new number: save it") is
left to the readers of situations.
"""

from __future__ import annotations

import re
from functools import lru_cache

from .clauses import KNOWN_APPS, VERBS
from .quoted_spans import QUOTED

_BREAK = re.compile(r"\s+[-–—]+\s+|\s*(?:\.{3}|…)\s*|[:;?!]\s+|\.\s+|,\s+")
_LEAD = r"(?:(?:and|so|just|now|ok|okay)\s+)?(?:(?:can|could|would|will)\s+(?:you|u)\s+)?(?:please\s+|pls\s+|plz\s+)?"
_DOES = (
    r"delete|remove|erase|get\s+rid\s+of|take|add|put|play|call|ring|give|decline|reject|answer|turn|switch|set|change|"
    r"rename|move|make|create|record|save|replace|swap|start|stop|open|mark|send|text|forward|share|copy|edit|update|"
    r"fix|cancel|clear|drop|append|queue|shuffle|bin|trash|ditch|dial|phone|log|book|schedule"
)
_ASKS = r"what(?:'s|’s)?|which|how|is|are|does|do|did|was|were|when(?:'s)?|who(?:'s)?|where(?:'s)?|tell\s+me"
_REQUEST = re.compile(rf"^{_LEAD}(?:{_DOES}|{_ASKS})\b", re.I)
# A topic said as a sentence of its own is a situation, not a thing: "I got a new number: save it".
_SENTENCE = re.compile(
    rf"^(?:(?:i|we|you|he|she|they|it|there|here)(?:'\w+)?\b|this\s+(?:is|was)\b|"
    rf"(?:{_DOES}|{VERBS}|{_ASKS}|hey|hi|hello|ok|okay|also|whoever|whatever|whichever|wipe|wake|remind|rewrite|"
    r"show|find|look|let|help|get|bring|use|check|only|just|missed|disconnect|connect|every|about|wanna|gonna|gotta|"
    r"\w+ing)\b)",
    re.I,
)
# Words that make a piece said first a sentence of its own wherever they stand ("someone called at 8:40, call them
# back", "Hana just texted me an address, forward it", "my wifi's off, turn it back on"): a situation, read by the
# situation readers; "I" only as a record's own clause at the end ("that last missed call I had").
_SITUATION = re.compile(
    r"\b(?:someone|somebody|nobody|anyone|anybody|everyone|anything|everything|something|nothing|whats|i'm|im|i've|"
    r"i'd|you|we|so|just|tried|trying|doing|texted|emailed|messaged|rang|eats|serves|makes|wanna|gonna)\b|"
    # ("done with Email the landlord, mark it complete": what is done, a situation; so is where a thing "ended up")
    r"^(?:done|finished|through)\s+with\b|\b(?:ended\s+up|landed|got\s+(?:put|saved|moved|stuck))\b|"
    r"['’]s\s+(?:off|on|too|not|so|very|really|gone|broken|down|up|dead|empty|full|out)\b|\bi\b(?!\s+\w+\s*$)|"
    # a record said as labelled fields or an arrow ("First: Tomas; …", "a.md -> b.md", "Maya <maya@…>")
    r"\b(?:name|first|last|phone|number|location|title|description|date|time|email|notes?|text|category|amount|home|"
    r"work|mobile|duration|repeat|servings|source|ingredients|directions):\s|\)\s*:\s|->|→|<[^>]*@",
    re.I,
)
# A topic that is someone's words or wish is a relayed request or a situation, not a thing.
_SAYS = re.compile(
    r"\b(?:says?|said|asks?|asked|wants?|wanted|told|tells?|thinks?|reckons?|needs?|wrote|writes|wondering)\b", re.I
)
# A topic that says something happened or holds ("the Bakery expense was $67.50, fix it", "lease.pdf belongs in
# Documents, move it", "don't pick up, decline it") is a situation or a change told as news, read elsewhere; so is a
# place or an app alone said first ("In VLC, create … inside it", "retro music: put …").
_TOLD = re.compile(
    r"\b(?:was|were|should|must|shall|belongs?|will|would|can|could|might|isn'?t|wasn'?t|aren'?t|doesn'?t|don'?t|"
    r"didn'?t|won'?t|shouldn'?t|changed|moved|got|gets|became|keeps?|ought|lists|takes|holds|contains|shows|costs|"
    r"actually|anymore|mistake)\b|(?<!\bi\s)(?<!\bwe\s)\b(?:has|have|had)\b"
    # "Lena texted me a new number": a name doing something is news, where "the message Ben sent me" is a thing.
    r"|^(?-i:[A-Z])[\w'-]*(?:\s+(?-i:[A-Z])[\w'-]*)?\s+(?:\w+ed|sent|gave|told|wrote|took|left|rang|made)\b",
    re.I,
)
_BE = re.compile(r"\b(?:is|are|am)\b|['’]s\s+(?:in|on)\b", re.I)
_PLACE_FIRST = re.compile(
    r"^(?:in|on|at|using|with|from|for|to|into|inside|via|under|over|don'?t|do|does|did|never|not|no|please|pls|"
    r"when|if|after|before|once|while|because|since)\b",
    re.I,
)
_APP_ALONE = re.compile(
    rf"^(?:(?:the|my)\s+)?(?:{'|'.join(re.escape(app) for app in KNOWN_APPS)}|phone|messages|calendar|gallery|"
    r"recorder|music|expenses?)(?:\s+app)?$",
    re.I,
)
# An order, never a thing named ("List all events between … . Give their titles").
_ORDERED = re.compile(r"^(?:list|show|display|enumerate|name|count)\b", re.I)
# A record typed as a list or under a label ("Alarm: 9:30 PM -- set it", "X tracklist: A; B", "-- Hana | m: …").
_LISTED = re.compile(r"^\s*(?:-|\w+:\s)|[;|]", re.I)
# A question asked of "it" as its subject, after a question word ("which playlist is it on", "what did it say").
_WH_SUBJECT = re.compile(r"^\s*(?:what|which|how|where|when|who)\b.*\b(?:is|was|are|were|did|does|do)\s+$", re.I)
# A request with its own thing after the verb ("make the playlist and export it", "set an alarm for that").
_OWN_OBJECT = re.compile(rf"^{_LEAD}(?:{_DOES})\s+(?:the|a|an|my|this|some)\b", re.I)
# Where the first request ends and the next starts.
_LATER = re.compile(
    r",?\s+(?:and\s+)?then\b(?!\s*[?.!,]|\s*$)|[.;!?]\s|,\s+(?:and\s+)?(?=(?:play|start|open|share|send)\b)", re.I
)
# "vlc playlist Workout": the app said as a label before the thing.
_APP_LABEL = re.compile(
    rf"^(?P<app>{'|'.join(re.escape(app) for app in KNOWN_APPS)})\s+(?P<noun>playlist|note|folder|track|recipe|contact|"
    r"event|expense|file|video|song)\s+(?P<x>\S.*)$",
    re.I,
)
# "call it Yoga", "name them X": a name given to what the request before made, not a thing pointed at.
_NAMING = re.compile(
    r"^(?:(?:call|name|title|label)\s+(?:it|them)\s+(?!back\b|now\b|please\b|pls\b)\S|rename\s+(?:it|them)\b|"
    # "give it as <month> <day>": how the answer is written; "add it to my calendar": read by clauses._IT_AFTER.
    r"(?:give|write|say|format|express)\s+(?:it|them)\s+(?:as|in)\b|(?:add|put|save|schedule|create|log|make)\s+"
    r"(?:it|this|that)\b)",
    re.I,
)
_OWN_POINTER = re.compile(r"\b(?:he|she|they|it|her|his|their|its|him|them)\b(?!['’]s\b)", re.I)
_NOUN = r"[a-z]+"
# The things the apps keep, as "that X" or "those Xs" names one.
_THINGS = (
    r"(?:contact|recipe|playlist|song|video|track|note|file|folder|expense|event|activit(?:y|ies)|run|ride|walk|swim|"
    r"call|number|message|text|alarm|month|week|day|year|time|date|category|recording|clip|album|entry|entries|item|"
    r"appointment|meeting|photo|picture|document|list)s?"
)
# What a thing has, said after a word that says which ("its preparation time", "their average duration").
_FIELD_NOUNS = (
    r"time|type|duration|distance|name|number|length|text|title|amount|total|count|speed|date|category|description|"
    r"servings|price|cost|location|address"
)
_CONTAINER_WORDS = ("category", "playlist", "folder", "list", "album", "calendar")
_CONTAINERS = re.compile(rf"^(?:the|my)\s+(?:.+\s)?(?:{'|'.join(_CONTAINER_WORDS)})\b", re.I)
# The pointer back, first found in the request: the noun a "that"/"those" names, or a pronoun.
_POINTER = re.compile(
    rf"\b(?P<all>all|how\s+many)\s+of\s+(?:them|those|these)\b(?=\s*$|\s*[?.,!]|\s+(?:have|has|had|are|were|is|was|"
    r"do|does|did|i|we|in|on|at|from|please)\b)"
    rf"|\b(?P<its>its|their)\s+(?P<of>(?:{_NOUN}\s+)?(?:{_FIELD_NOUNS})|{_NOUN})\b"
    rf"|\b(?P<dem>that|those)\s+(?:(?P<count>two|three|four|five|\d+)\s+)?(?P<noun>{_THINGS})\b"
    r"|\b(?P<pro>it|them|him|her|they|he|she|one|then(?=\s*[?.!,]|\s*$))\b(?!['’])"
    r"|\b(?P<bare>that|those)\b(?=\s*[?.!,;]|\s*$|\s+(?:in|on|for|to|with|please|pls|have|has|had|i|we)\b)",
    re.I,
)
_WHEN_NOUNS = {"month": "in", "year": "in", "week": "", "day": "on", "date": "on", "time": "at"}
_APPOSED = re.compile(r"^(?P<x>.+?),\s+(?:that|the)\s+(?P<noun>song|video|track|note|file|recipe|contact)\b", re.I)
_IN_ORDER = re.compile(r",?\s+in\s+that\s+order\b", re.I)
_THING = re.compile(r"^(?P<x>(?:the|my)\s+.+?)\s+thing\b(?=\s+(?:on|at|tomorrow|today|this|next)\b)", re.I)
# "A on my B playlist", "A's in my favourites": the thing, and where it is.
_HOLDS = re.compile(
    r"^(?P<a>.+?)(?:\s+is|['’]s)?\s+(?P<prep>on|in|from)\s+(?P<b>(?:my|the)\s+.+)$",
    re.I,
)
_PLACE_POINTER = re.compile(
    rf"\b(?P<prep>off|from|on|in|to|into)\s+(?:that\s+(?P<noun>{_NOUN})|(?P<there>there))\b",
    re.I,
)
_INNER = re.compile(r"^(?P<outer>.+?)(?::\s+|\s+[-–—]+\s+|,\s+)(?P<part>.+?)\s+(?:in|on|of)\s+(?:it|that)$", re.I)
_RINGING = re.compile(
    r"\bthe\s+(?:call\s+(?:that(?:'s|’s|\s+is)\s+|which\s+is\s+)?ringing|ringing\s+call)(?:\s+right\s+now|\s+now)?\b",
    re.I,
)
_CAME_TO = re.compile(
    r"^(?P<lead>(?:what|how\s+much)\s+did\s+)(?P<x>.+?)\s+(?:come\s+to|add\s+up\s+to|cost)(?:\s+in\s+total|\s+altogether)?"
    r"(?P<end>\s*[?.]|$)",
    re.I,
)
_MAKE_LIST = re.compile(
    r"^(?P<lead>.*?\b)(?P<verb>make|turn)\s+(?P<x>\x00)\s+(?:into\s+)?(?P<list>(?:a|an)\s+(?:new\s+)?.*?"
    r"\b(?:playlist|folder|list)\s+(?:called|named|titled)\s+(?:\"[^\"]+\"|“[^”]+”|'[^']+'|\S+))",
    re.I,
)
# "how many items does it have": how many are in it.
_HAS = re.compile(r"\bhow\s+many\s+(?P<n>[a-z]+)\s+(?:does|do)\s+\x00\s+(?:have|hold|contain)\b", re.I)
_CALL_BACK = re.compile(r"\b(?P<verb>call|ring|phone)\s+\x00\s+back\b", re.I)


def _g(found: re.Match[str], name: str) -> str:
    """A group of a pointer found, "" when that kind of pointer has none."""
    return found.groupdict().get(name) or ""


def _masked(text: str) -> str:
    """The text with each quoted value blanked to as many letters: a break or a pointer inside is the value's."""
    return QUOTED.sub(lambda m: m.group(0)[0] + "x" * (len(m.group(0)) - 2) + m.group(0)[-1], text)


def _topic(said: str) -> tuple[str, str]:
    """The topic as it reads inside a request, and what goes to the request's end (", in that order")."""
    said = said.strip()
    end = ""
    order = _IN_ORDER.search(_masked(said))
    if order is not None:
        said, end = (said[: order.start()] + said[order.end() :]).strip(), ", in that order"
    apposed = _APPOSED.match(said)
    if apposed is not None:
        said = f"the {apposed.group('noun').lower()} {apposed.group('x')}{said[apposed.end() :]}"
    labelled = _APP_LABEL.match(said)
    if labelled is not None:
        said = f"the {labelled.group('noun')} {labelled.group('x')} in {labelled.group('app')}"
    thing = _THING.match(said)
    if thing is not None:
        said = thing.group("x") + " event" + said[thing.end() :]
    said = re.sub(r"^(?:that|those)\s+", "the ", said, flags=re.I)
    said = re.sub(r"^The\b", "the", said)
    return said.rstrip(" ,"), end


def _said_for(found: re.Match[str], topic: str) -> str:
    """What the pointer becomes: the topic, said as the pointer's place in the request needs it."""
    if _g(found, "all"):
        many = _g(found, "all").lower()
        if many == "all":
            return "all " + topic if re.match(r"(?:the|my)\s", topic, re.I) else "all of " + topic
        return (
            "how many " + topic[4:]
            if re.match(r"the\s", topic, re.I)
            else ("how many of " + topic if re.match(r"my\s", topic, re.I) else "how many " + topic)
        )
    if _g(found, "its"):
        return f"the {found.group('of')} of {topic}"
    if _g(found, "dem"):
        noun = _g(found, "noun").lower()
        if noun in _WHEN_NOUNS:
            before = found.string[: found.start()]
            prep = "" if re.search(r"\b(?:in|on|at|during|for|of|from)\s*$", before, re.I) else _WHEN_NOUNS[noun]
            return f"{prep} {topic}".strip()
        named = re.match(r"(?:the|my|all|every)\b", topic, re.I) or noun.rstrip("s") in topic.lower()
        if noun.rstrip("s") not in _CONTAINER_WORDS and _CONTAINERS.match(topic):
            return f"the {noun} in {topic}"  # "the Food category: how many of those expenses …"
        if _g(found, "dem").lower() == "those" or named:
            return topic
        return f"the {noun} {topic}"
    return topic


def _first_pointer(masked: str) -> re.Match[str] | None:
    for found in _POINTER.finditer(masked):
        if (
            _g(found, "pro")
            and _g(found, "pro").lower() == "one"
            and not re.search(r"\b(?:record|make|take)\s+one\b", masked[: found.end()], re.I)
        ):
            continue
        return found
    return None


def _pointed(topic_said: str, request: str) -> str | None:
    """The request with its first pointer said as the topic; None when it points at nothing."""
    masked = _masked(request)
    found = _first_pointer(masked)
    if found is None:
        return None
    own = _OWN_OBJECT.match(masked)
    if own is not None and own.end() <= found.start():
        return None  # "make the playlist and export it": the pointer is the request's own thing
    if QUOTED.search(request[: found.start()]):
        return None  # 'a.md: put "X" first with an empty line under it': the pointer is the quoted value's
    owns = re.match(r"\s+(?:have|hold|contain)\b", masked[found.end() :], re.I)
    if _g(found, "pro").lower() == "it" and _WH_SUBJECT.search(masked[: found.start()]) and not owns:
        return None  # "River path - how many seconds was it?": read by topic_questions.py, which knows measures
    if (later := _LATER.search(masked)) is not None and later.start() < found.start():
        return None  # "vlc: Road Trip - add A, B, then play it": the request has its own thing before the pointer
    if _g(found, "pro") and _g(found, "pro").lower() == "then" and not re.search(r"\d|day\b|night\b", topic_said, re.I):
        return None
    inner = _INNER.match(_masked(topic_said))
    if inner is not None and _g(found, "pro"):
        # "a.md: the word X in it, replace it with Y": the request done in the outer thing.
        outer, _ = _topic(topic_said[: inner.end("outer")])
        part, end = _topic(topic_said[inner.start("part") : inner.end("part")])
        said = request[: found.start()] + part + request[found.end() :]
        return f"in {outer}, {said}{end}"
    topic, end = _topic(topic_said)
    place = _PLACE_POINTER.search(masked, found.end())
    holds = _HOLDS.match(_masked(topic))
    if place is not None and holds is not None and _g(found, "pro"):
        noun = (place.group("noun") or "").lower()
        where = topic[holds.start("b") :]
        if place.group("there") or noun.rstrip("s") in where.lower():
            thing = topic[: holds.end("a")]
            prep = "from" if place.group("prep").lower() == "from" else place.group("prep")
            return (
                request[: found.start()]
                + thing
                + request[found.end() : place.start()]
                + f"{prep} {where}"
                + request[place.end() :]
                + end
            )
    said = request[: found.start()] + "\x00" + request[found.end() :]
    if _CALL_BACK.search(said):
        said = _CALL_BACK.sub(lambda m: f"{m.group('verb')} back \x00", said, count=1)
    listed = _MAKE_LIST.match(said)
    if listed is not None:
        said = f"{listed.group('lead')}{listed.group('verb')} {listed.group('list')} with \x00{said[listed.end() :]}"
    if re.search(r"\b(?:move|copy)\b", said, re.I):
        topic = re.sub(r",?\s+in\s+(?=(?:the\s+)?[A-Z])", " from ", topic, count=1)
    said = _HAS.sub(lambda m: f"how many {m.group('n')} are in \x00", said)
    said = said.replace("\x00", _said_for(found, topic))
    came = _CAME_TO.match(said)
    if came is not None:
        said = f"what was the total of {came.group('x')}{came.group('end')}{said[came.end() :]}"
    return said + end


_MADE_AT = re.compile(
    r"\b(?:make|do|have|put)\s+it\s+(?:at\s+)?(?=\d{1,2}(?::\d\d)?\s*(?:[ap]\.?m\b|o['’]clock\b))", re.I
)


@lru_cache(maxsize=512)
def topic_put_back(text: str) -> str:
    """The request with the thing named before it said in it; ``text`` as it was when nothing points back."""
    text = _RINGING.sub("the incoming call", text)
    masked = _masked(text)
    if "\n" in text.strip():
        return text
    if any(_NAMING.match(text[brk.end() :]) for brk in _BREAK.finditer(masked)):
        return text
    for brk in _BREAK.finditer(masked):
        before, after = text[: brk.start()].strip(), text[brk.end() :].strip()
        if not before or not after or not _REQUEST.match(after):
            continue
        if "!" in masked[brk.start() : brk.end()]:
            return text  # "my pipe burst! call …": an exclamation is a sentence, never a thing named
        if any(_SENTENCE.match(part.strip()) for part in _BREAK.split(_masked(before)) if part.strip()):
            return text
        if _ORDERED.match(before):
            return text  # "List all events between … . Give their titles": an order, whose answer the next one shapes
        if _SITUATION.search(_masked(before)) or _LISTED.search(_masked(before)):
            return text
        told = _masked(before)
        if len(before.split()) > 20 or _SAYS.search(told) or _TOLD.search(told) or _PLACE_FIRST.match(told):
            return text
        if _APP_ALONE.match(told.strip()) or _NAMING.match(after):
            return text
        if _BE.search(told) and not _PLACE_POINTER.search(_masked(after)):
            return text  # "the vet's number is in vet.md, call it": where a thing is, told; only "… take it off there" holds
        if _INNER.match(_masked(before)) is None and _OWN_POINTER.search(_masked(before)):
            return text  # "Maya: her number's changed to N, fix it": a situation, read by situated_requests.py
        # "X on march 23, could you make it 2pm": a new hour for it is a move ("make X 2pm" would make one)
        after = _MADE_AT.sub("move it to ", after)
        said = _pointed(before, after)
        if said is None:
            return text
        return said
    return text
