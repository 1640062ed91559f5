"""A request's discourse frame taken off, so the grammar reads the request as if said plainly.

People rarely open with the verb. They open with words that carry no slot ("hey,", "ok so", "btw", "before I
forget,", "quick one:", "I need you to"), ask a question inside another ("any idea when my next meeting is?",
"let me know if X is a to-do"), or say what must happen to a thing instead of doing it ("X needs to be deleted",
"make sure X is renamed to Y", "Hana needs to go in my contacts"). Each is a class read here by its shape:

* an opener is dropped wherever the rest still says something (it never holds a value), and so is a tag after
  the request ("…, ok?", "… if you can", "…, lemme know");
* slang opening a request is said as the words the readers know ("lemme" let me, "gimme" give me, "wanna");
  "give me a timer …" asks for one made, "give me Greta's number" what it is;
* "remind me to X <when>" is an event titled X at that time (without a when it is left unread: the agent asks);
* an embedded question is asked directly: "when my next meeting is" → "when is my next meeting";
* a passive request is said with its verb first (passive_requests.py).

A message's own words are never rewritten: every rule here applies only at the request's start, before any
quoted text, and a subject that begins with a request verb ("text Bob: the file needs to be deleted") is not
a passive request.
"""

from __future__ import annotations

import re

from ..patterns import rx
from .addressed import GREETING
from .clauses import KNOWN_APPS, VERBS
from .passive_requests import active

# Words that open a request and carry nothing: greetings, fillers, asides, haste, "one more thing".
_OPENER = re.compile(
    rf"^(?:{GREETING}(?:\s+there)?|alright|so\s+(?:that\s+)?i\s+(?:don'?t|won'?t)\s+forget"
    # "so I don't forget at tax time, …": when it would be forgotten, said with it
    r"(?:\s+(?:later|tomorrow|(?:at|by|come|before|when)\s+(?-i:[a-z'’]+(?:\s+[a-z'’]+){0,3}?))(?=\s*[,:;—–-]))?|so|um+|uh+|oh|and|also|btw|by\s+the\s+way|fyi|anyway|"
    r"quick\s+(?:one|thing|favou?r)|one\s+(?:more\s+)?thing|another\s+thing|real\s+quick|heads\s+up|"
    r"before\s+i\s+forget|while\s+i\s+think\s+of\s+it|(?:don'?t|do\s+not)\s+let\s+me\s+forget|"
    # what it is for, said first ("so I don't get lost, …", "for my budget add: …", "for the party tonight play …")
    r"so\s+(?:that\s+)?(?:i|we)\s+(?:don'?t|won'?t|can|can'?t|could)\s+[\w' ]{1,30}?(?=\s*[,:;—–-])|"
    r"for\s+(?:my|the|our)\s+(?:budget|records?|stats|statistics|training(?:\s+log)?|log|diary|journal|taxes|"
    r"party(?:\s+tonight)?|trip|weekend)(?=\s*[,:;—–-]|\s+(?:add|play|put|make|log|save|create|record)\b)|"
    # what plays now ending: a queue's own "after", said first
    r"(?:once|when|after)\s+(?:this|that|it)(?:\s+(?:one|song|video|track))?\s+(?:finishes|ends|is\s+(?:done|over))|when\s+you\s+(?:get\s+a\s+(?:chance|sec(?:ond)?|minute)|can)|"
    r"if\s+you\s+(?:can|could|don't\s+mind)|no\s+rush(?:\s+but)?|"
    # "assuming it's still there, …", "not sure it still exists but …": a hedge on what the request acts on
    r"(?:(?:assuming|if|in\s+case|provided)\s+(?:that\s+)?(?:it['’]?s|it\s+is|they['’]?re|they\s+are)\s+still\s+(?:there|around)|"
    r"(?:assuming|if|in\s+case)\s+(?:that\s+)?(?:it|they)\s+still\s+exists?|(?:i['’]?m\s+)?not\s+sure\s+(?:if\s+)?"
    r"(?:it['’]?s|it\s+is|it)\s+still\s+(?:there|around|exists)(?:\s*,?\s*but)?)|"
    r"i(?:\s+need|\s+want|\s+would\s+like|['’]d\s+like)\s+you\s+to|i'?m\s+asking\s+you\s+to|go\s+ahead\s+and|"
    r"(?:it\s+would|it['’]d|would)\s+be\s+(?:great|nice|good|awesome|lovely|ideal)\s+if\s+you\s+(?:could|can|would)|"
    r"do\s+me\s+a\s+(?:favou?r|solid)(?:\s+and)?|give\s+me\s+a\s+hand|help\s+me\s+out|"
    r"(?:i\s+)?want\s+to(?=\s+(?:get\s+rid|clear|"
    + VERBS
    + r")\b)|let\s+me(?=\s+(?:get\s+rid|clear|"
    + VERBS
    + r")\b))"
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
    # ("how many files are in my X" is asked directly already: "many" is never the thing asked of)
    rf"^(?P<q>(?:{QUESTION})\b(?:\s+(?:many|much)\s+\w+|\s+time)?)\s+(?:(?:does|do|will)\s+)?(?!(?:many|much)\b)(?P<x>.+?)\s+"
    r"(?P<be>is|are|(?:takes|take)\s+place|happens)(?P<where>\s+(?:in|on)\s+(?:my|the)\s+\w+)?\s*(?P<end>\?.*|[,.;]\s.*)?$",
    re.I,
)
# "how many people the Greek salad recipe serves": a question of what a thing does, asked with "does".
_INDIRECT_DOES = re.compile(
    # (The verb is a lower-case word: "… contains Night Bus" ends on a name, no verb to put back.)
    r"^(?P<q>how\s+(?:many|much)\s+\w+|what|which\s+(?!of\b)\w+)\s+(?P<x>(?:the|my)\s+.+?)\s+(?P<v>(?!is\b)(?-i:[a-z])[a-z]*s)\s*\??$",
    re.I,
)


# Slang that opens a request, as its words ("gotta need X, …" is request_frames.py's need said first).
_SLANG = (
    (re.compile(r"^lemme\b", re.I), "let me"),
    (re.compile(r"^gimme\b", re.I), "give me"),
    (re.compile(r"^(?:i\s+)?wanna\b", re.I), "I want to"),
    # "need a new note in markor called X": the "I" dropped, as in a chat.
    (re.compile(r"^(?P<v>need|want)\s+(?=(?:a|an|another)\s)", re.I), r"I \g<v> "),
)
# A tag after the request: "…, ok?", "…, will you?", "… if you can", "…, lemme know".
_TAG = re.compile(
    r"(?:\s*,\s*(?:ok(?:ay)?|yeah|right|will\s+you|would\s+you|won'?t\s+you|(?:let|lemme)\s+(?:me\s+)?know)|"
    r",?\s+if\s+(?:you\s+(?:can|could|don'?t\s+mind)|possible)|"
    # "…, would that be possible?", "… if that's ok", "…, is that doable?": whether it can be done, asked after it
    r"\s*[,.]\s*(?:would|could|is|will)\s+(?:that|this|it)\s+(?:be\s+)?(?:possible|doable|ok(?:ay)?|alright|all\s+right)|"
    r",?\s+if\s+(?:that['’]?s|that\s+is|it['’]?s|it\s+is)\s+(?:possible|doable|ok(?:ay)?|alright|all\s+right|not\s+too\s+much\s+trouble))"
    r"\s*[.!?]*$",
    re.I,
)
_SENDS = re.compile(r"^(?:text|txt|sms|message|reply|respond|send|tell|write|answer|forward)\b|[:\"“]", re.I)
# "give me a timer for 5 min", "get me a new note called X": a thing to have is a thing to make.
_GIVE_NEW = re.compile(
    r"^(?:give|get)\s+me\s+(?=(?:a|an)\s+(?:new\s+)?(?:timer|alarm|note|file|event|contact|expense|recipe|playlist|"
    r"folder|recording)\b)",
    re.I,
)
# "give me Greta's number", "look up Greta's number", "give me the minutes of my swim on March 13": what it is.
_GIVE_FACT = re.compile(
    r"^(?:(?:give\s+me|look\s+up|find|check)\s+(?P<x>(?:[\w.-]+\s+){0,3}[\w.-]+['’]s\s+[\w ]+)|give\s+me\s+(?P<y>the\s+.+))$",
    re.I,
)
_GIVE_LENGTH = re.compile(r"^give\s+me\s+the\s+(?P<u>minutes|hours)\s+(?:of|for)\s+(?P<x>.+)$", re.I)
# "remind me to call mom tomorrow at 5pm": an event at that time, titled with what to do.
_REMIND_AT = re.compile(
    r"^remind\s+me\s+to\s+(?P<x>.+?)\s+(?P<when>(?:(?:on|at|this|next)\s+\S+|tomorrow|today|tonight)\b.*)$", re.I
)
# "let me see files", "show me the camera": an app to open.
_APP_NAMES = frozenset(app.casefold() for app in KNOWN_APPS)
_SEE_APP = re.compile(r"^(?:let\s+me\s+see|show\s+me)\s+(?:the\s+|my\s+)?(?P<app>[\w ]+?)(?:\s+app)?\s*[.!]?$", re.I)


def unframed(text: str) -> str:
    """``text`` with its openers dropped, an embedded question asked directly and a passive request made active."""
    return active(_asked(_given(without_openers(text))))


def without_openers(text: str) -> str:
    """``text`` without the words that open it and carry nothing ("hey,", "btw", "before I forget:"), its slang
    said as words, and without a tag after it ("…, ok?")."""
    while True:
        said = text
        for slang, words in _SLANG:
            text = slang.sub(words, text)
        if (opener := _OPENER.match(text)) is not None and text[opener.end() :].strip(" .!?"):
            text = text[opener.end() :]
        if not _SENDS.search(text) and (tag := _TAG.search(text)) is not None and tag.start() > 0:
            text = text[: tag.start()]
        if text == said:
            return text


def _given(text: str) -> str:
    if (reminder := _REMIND_AT.match(text)) is not None:
        thing = reminder.group("x")
        return f"add an event called {thing[:1].upper()}{thing[1:]} {reminder.group('when')} to my calendar"
    if (new := _GIVE_NEW.match(text)) is not None:
        return "create " + text[new.end() :]
    if (seen := _SEE_APP.match(text)) is not None and seen.group("app").casefold() in _APP_NAMES:
        return f"open {seen.group('app')}"
    if (length := _GIVE_LENGTH.match(text)) is not None:
        return f"how long was {length.group('x')}? {length.group('u')}"
    if (fact := _GIVE_FACT.match(text)) is not None:
        return f"what is {fact.group('x') or fact.group('y')}?"
    return text


def asked_directly(request: str) -> str:
    """An indirect question as the question itself; any other request unchanged."""
    if (does := _INDIRECT_DOES.match(request)) is not None:
        return f"{does.group('q')} does {does.group('x')} {_base(does.group('v'))}?"
    if (indirect := _INDIRECT.match(request)) is not None:
        # A name asked of is one of mine: "where Piano lesson is" is "where is my Piano lesson".
        thing = indirect.group("x")
        thing = thing if rx(r"(?:the|my|a|an|this|that|there|i)\b", re.I).match(thing) else f"my {thing}"
        be = "are" if indirect.group("be").lower() == "are" else "is"
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


def _base(verb: str) -> str:
    """A verb said with "does": "serves" serve, "has" have, "carries" carry, "watches" watch."""
    if verb.lower() == "has":
        return "have"
    if verb.endswith("ies"):
        return verb[:-3] + "y"
    if rx(r"(?:ch|sh|x|ss)es$").search(verb):
        return verb[:-2]
    return verb[:-1]
