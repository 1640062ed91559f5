"""A request said as a wish, a need or with its reason after it, read as the request itself.

"I want to record a voice note", "I need to know when I'm meeting Greta next", "I'd like a new note called X",
"can you switch bluetooth off, battery is dying", "so I don't forget: …", "do me a favour and …": the words around
the request say why or how much the person wants it, not what to do; a thing wanted gone is deleted (unwanted.py).
Also the everyday verbs for the grammar's own ("trash it", "start filming", "get back to Ana", "text Ana back"), and
a switch turned "all the way" up or down. A message's words and quotes are left as said.
"""

from __future__ import annotations

import re

from ..patterns import rx
from .courtesy import outside_message
from .unwanted import as_deletion

# "I want to X" / "I need to X" / "I'd like to X" at the start of a request: the request is X.
_WISH_TO = re.compile(
    r"(?:^(?:(?:so|ok|okay|hey|um)[,!]?\s+)?|(?<=\s))i(?:'d|\s+would)?\s+(?:want|need|wanna|would\s+like|'d\s+like|like)\s+"
    r"(?:to\s+)?(?=(?:record|create|add|make|delete|remove|send|text|call|set|start|stop|take|turn|switch|save|"
    r"rename|move|play|open|write|edit|change|put|book|schedule)\b)",
    re.I,
)
# "I need a new note …" / "I want an alarm …": a thing wished for is a thing to make.
# "files: I need a new Invoices folder": the app said first keeps its place.
_WISH_FOR = re.compile(
    r"^(?P<lead>[\w ]{2,30}:\s*)?(?:(?:so|ok|okay|hey|um)[,!]?\s+)?i(?:'d|\s+would)?\s+(?:want|need|like|would\s+like|'d\s+like)\s+"
    r"(?=(?:a|an)\s+(?:new\s+)?(?:(?-i:[A-Z0-9])[\w'-]*(?:\s+[\w'-]+){0,2}?\s+)?(?:note|event|contact|expense|recipe|alarm|timer|playlist|"
    r"folder|recording)\b)",
    re.I,
)
# "…, put this in it: …", "…, and in it put …", "…, write in it: …": where a new note's text starts.
_BODY_FOLLOWS = re.compile(
    r",?\s+(?:and\s+)?(?:(?:put|write)\s+(?:this|the\s+following)\s+in\s+it\s*:|in\s+it\s*,?\s+(?:put|write|type|say)\b\s*:?|"
    r"(?:put|write|type)\s+in\s+it\s*:?)\s*(?=\S)",
    re.I,
)
# "so I don't forget: …", "before I forget, …": why the request is made, said before it.
# Also when it is forgotten ("so I don't forget at tax time, …") and what the request is for, its words all lower-case
# and naming no kind of record ("for my timesheet: …", "it's for the kids' movie night: …"; never "for my chili
# recipe - new directions …").
_FOR_WHAT = (
    r"(?!(?:[\w'’]+\s+){0,4}?(?:notes?|recipes?|files?|folders?|expenses?|contacts?|events?|tasks?|playlists?|songs?|"
    r"videos?|tracks?|activit(?:y|ies)|timers?|alarms?|photos?|recordings?|messages?|texts?)\b)(?-i:[a-z'’]+(?:\s+[a-z'’]+){0,4}?)"
)
_WHY_FIRST = re.compile(
    r"^(?:(?:ok(?:ay)?|oh|hey)[,!]?\s+)?(?:so\s+(?:that\s+)?i\s+(?:don'?t|do\s+not|won'?t|will\s+not)\s+forget"
    r"(?:\s+(?:it|this|later|tomorrow|(?:at|by|come|before|for|when)\s+(?-i:[a-z'’]+(?:\s+[a-z'’]+){0,3}?)))?|"
    r"before\s+i\s+forget|(?:just\s+)?in\s+case\s+i\s+forget|(?:just\s+)?for\s+later|for\s+my\s+records?|"
    rf"(?:it['’]?s|it\s+is|this\s+is|that['’]?s|these\s+are)\s+for\s+(?:my|the|our|a|an)\s+{_FOR_WHAT}(?=\s*[:\-–—])|"
    rf"for\s+(?:my|the|our)\s+{_FOR_WHAT}(?=\s*[:\-–—]))\s*[:,;\-–—]\s*(?=\S)",
    re.I,
)
# "when I'm meeting Greta next": the agenda's question, said about oneself.
_MEETING_NEXT = re.compile(
    r"^(?i:when\s+(?:i'?m|i\s+am|am\s+i|do\s+i|will\s+i)\s+(?:next\s+)?(?:meeting|meet|seeing|see))\s+"
    r"(?P<who>[A-Z][\w'-]*(?:\s+[A-Z][\w'-]*)*)(?:\s+next)?\s*[?.]?$"
)
# "at the end of X add: Y" (what the wish left): the place said before the verb.
_PLACE_BEFORE_ADD = re.compile(
    r"^at\s+the\s+(?P<where>end|bottom|top|start|beginning)\s+of\s+(?P<x>\S+)\s*,?\s+"
    r"(?:add|put|write|append|insert|stick|pop|tack|bung|slap)\s*:?\s*"
    r"(?P<y>[^\s\"“'].*?)\s*$",
    re.I,
)
# "save this number +1… - it's Hana Suzuki": the number named after it is said.
_NUMBER_NAMED_AFTER = re.compile(
    r"^(?:(?:pls|please|plz|kindly|can\s+(?:you|u)|could\s+(?:you|u))\s+)*(?P<verb>save|add|store)\s+(?:this|that|the)\s+(?:number|no\.?|phone\s+number)\s+(?P<n>\+?\d[\d ()-]{5,}\d)\s*"
    r"(?:[-–—,.:;]\s*)?(?:it'?s|that'?s|this\s+is|for)\s+(?P<name>[A-Z][\w'-]*(?:\s+[A-Z][\w'-]*)*)\s*[.!]?$",
    re.I,
)
# "I need to know W" / "I want to know W" / "I wonder W": the question W.
_WISH_TO_KNOW = re.compile(
    r"^i\s+(?:need|want|would\s+like|'d\s+like)\s+to\s+(?:know|find\s+out|check)\s+|^i\s+wonder\s+", re.I
)
_SYNONYMS = (
    (
        re.compile(
            r"\b(?:trash|ditch|scrap|nuke|chuck)\s+(?=it\b|them\b|the\b|my\b|this\b|that\b|[\w-]+\.[A-Za-z0-9]{2,4}\b)",
            re.I,
        ),
        "delete ",
    ),
    # Verbs that delete only a record named as one: "axe the Pancakes recipe", but "scratch that", "kill wifi".
    (
        re.compile(
            r"^(?:axe|toss|junk|dump|scratch|strike|kill|bin)\s+(?=(?:the|my|this|that)\s+[^,.;:]*?\b(?:notes?|recipes?|expenses?|"
            r"contacts?|events?|files?|recordings?|playlists?)\b|[\w-]+\.[A-Za-z0-9]{2,4}\b)",
            re.I,
        ),
        "delete ",
    ),
    (re.compile(r"\b(?:start\s+)?film(?:ing)?\s+(?:a\s+)?(?=video\b)", re.I), "record a "),
    (re.compile(r"\bvoice\s+note\b", re.I), "voice memo"),
    (
        re.compile(r"\b(?:max(?:\s+out)?|maximi[sz]e|crank\s+up)\s+(?:the\s+)?(?:screen\s+)?brightness\b", re.I),
        "set brightness to the maximum",
    ),
    (
        re.compile(
            r"\bturn\s+(?:it|the\s+screen|the\s+brightness|brightness)\s+all\s+the\s+way\s+(?P<d>up|down)\b", re.I
        ),
        None,
    ),
)
# A reason after the request, said as a statement: ", battery is dying", ", it's too dark in here".
# Or what the person is doing or feels: ", I'm in a dark room", ", I'm driving", ", my eyes hurt".
_REASON_AFTER = re.compile(
    # never a field said as a statement (", description is Discuss the roadmap"), nor the question the words before
    # it are about (", what was it called")
    r",\s+(?!(?:please\s+)?(?:clean|delete|remove|get|fix|make|keep|leave|put|add|move|change|set|turn|send|call|play)\b)"
    r"(?!(?:can|could|would|will)\s+(?:you|u)\b)"
    # (a request after the comma is no reason: ", clean them up so there's one of each", ", can you clean that up so …")
    r"(?!(?:the\s+|its\s+|his\s+|her\s+|their\s+)?(?:description|desc|notes?|location|place|venue|title|name|category|amount|label|"
    r"details|comment|memo|number|time|date)\b)(?!(?:what|which|who|how|when|where)\b)(?:(?:my|the|it'?s|its|this|that|i'?m|i\s+am)\s+)?[\w' ]{0,30}?\b(?:is|are|was|keeps|'s)\s+"
    # "…, and it's at City library now" places the thing: no reason
    r"(?!(?:now\s+)?(?:at|in)\s+(?-i:[A-Z]))[\w' ]{1,30}$|"
    r",\s+(?:i'?m|i\s+am)\s+[\w' ]{1,30}$|,\s+my\s+\w+\s+(?:hurt|hurts|ache|aches|are\s+tired)$|"
    r",\s+(?:my|the)\s+[\w ]{1,20}?\s+(?:need|needs|want|wants|require|requires)\s+(?:it|that|this)$",
    re.I,
)


# "Wi-Fi needs to be off", "wifi can go off, bluetooth needs to come on", "…, off with it": a switch in the state it
# should be in is a switch to turn, at the request's start or a clause's.
_SWITCH = r"wi-?fi|bluetooth|airplane\s+mode|flight\s+mode|dark\s+mode"
_SWITCH_NEEDED = re.compile(
    rf"(?P<lead>^|[,;]\s*|\s[-–—]\s+|\s+and\s+)(?:(?P<s>{_SWITCH})\s+(?:(?:(?:needs|has|ought)\s+to|should|must)\s+be\s+"
    r"(?:turned\s+|switched\s+)?|(?:can|could|should|needs\s+to|has\s+to|must)\s+(?:go|come)\s+(?:back\s+)?)"
    # "wifi should be OFF, turn it off": the state said, then the same request again.
    rf"(?P<on>on|off|enabled|disabled)\b[^,.;]*(?:\s*,\s*(?:so\s+)?(?:please\s+)?(?:turn|switch)\s+it\s+(?:on|off)\b)?|"
    rf"off\s+with\s+(?P<off>it|(?:the\s+)?(?:{_SWITCH}))\b|"
    # "need wifi on", "I want my bluetooth off now": the switch wished for in its state.
    r"(?:i\s+)?(?:need|want|wanna|gotta\s+have|(?:need|want)\s+to\s+have|(?:'d|would)\s+like)\s+(?:the\s+|my\s+)?"
    rf"(?P<wished>{_SWITCH})\s+(?P<state>on|off)\b)",
    re.I,
)


def _switch_turned(found: re.Match[str]) -> str:
    if found.group("off"):
        return f"{found.group('lead')}turn {found.group('off')} off"
    if found.group("wished"):
        return f"{found.group('lead')}turn {found.group('wished')} {found.group('state').lower()}"
    on = found.group("on").lower() in ("on", "enabled")
    return f"{found.group('lead')}turn {found.group('s')} {'on' if on else 'off'}"


# "get back to whoever messaged me", "need to get back to Ana: …", "text Ana back: …": answering a person is a reply
# (only at a request's start: "I'll get back to Ana" inside a message stays as said).
_PERSON = r"(?-i:[A-Z])[\w'-]*(?:\s+(?-i:[A-Z])[\w'-]*)*|\+?\d[\d ()-]{5,}\d|whoever\s+texted\s+me\s+last"
_POLITE_LEAD = r"^(?P<lead>(?:(?:hey|ok|okay|so)[,!]?\s+)?(?:(?:can|could|would)\s+(?:you|u)\s+|please\s+|pls\s+)*)"
_GET_BACK_TO = re.compile(
    rf"{_POLITE_LEAD}(?:(?:i\s+)?(?:(?:need|have|want|got)\s+to|gotta)\s+)?get\s+back\s+to\s+(?=whoever\b|(?:them|him|her)\b|"
    r"(?-i:[A-Z])|\+?\d|the\s+(?:person|one|number|guy|contact|last|latest|most\s+recent)\b)",
    re.I,
)
_SAID_BACK = re.compile(
    rf"{_POLITE_LEAD}(?:(?:text|message|write|sms|hit)\s+(?P<who>{_PERSON})\s+back|"
    rf"(?:send|shoot|drop|fire\s+off|give)\s+(?P<who2>{_PERSON})\s+(?:a|an)\s+(?:quick\s+)?(?:reply|response|answer))\b",
    re.I,
)
# "would you mind replying …", "could you see about deleting …", "try deleting …": the request in the gerund.
_MIND = re.compile(
    r"^(?:(?:would|do)\s+you\s+mind|mind|(?:(?:can|could)\s+(?:you|u)\s+)?(?:see\s+about|try|go\s+about)|how\s+about)\s+"
    r"(?P<v>\w+?)ing\b",
    re.I,
)
# "do me a favour and delete …", "you can delete …", "I'd appreciate it if you could delete …": a frame around the
# request that only says it is wanted.
_FRAMED = re.compile(
    r"^(?:do\s+me\s+a\s+favou?r\s*(?:and|,)\s*|be\s+a\s+(?:dear|star|love)\s+and\s+|you\s+(?:can|could|may|should)\s+(?:go\s+ahead\s+and\s+)?|"
    r"i(?:'d|\s+would)\s+appreciate\s+it\s+if\s+you\s+(?:could\s+|would\s+)?)(?=\w)",
    re.I,
)
# What a frame's past tense stands for: "… if you deleted a.md".
_PAST_STEM = {
    "deleted": "delete",
    "removed": "remove",
    "sent": "send",
    "texted": "text",
    "called": "call",
    "added": "add",
    "created": "create",
    "made": "make",
    "turned": "turn",
    "opened": "open",
    "moved": "move",
    "renamed": "rename",
    "recorded": "record",
    "replied": "reply",
    "forwarded": "forward",
}
_GERUND_STEM = {
    "replying": "reply",
    "sending": "send",
    "texting": "text",
    "calling": "call",
    "making": "make",
    "adding": "add",
    "deleting": "delete",
    "removing": "remove",
    "setting": "set",
    "turning": "turn",
    "taking": "take",
    "recording": "record",
    "opening": "open",
    "moving": "move",
    "creating": "create",
    "erasing": "erase",
    "renaming": "rename",
    "changing": "change",
    "editing": "edit",
    "saving": "save",
    "writing": "write",
    "scheduling": "schedule",
    "booking": "book",
    "clearing": "clear",
    "cancelling": "cancel",
    "canceling": "cancel",
    "forwarding": "forward",
    "resending": "resend",
    "appending": "append",
    "copying": "copy",
    "sharing": "share",
    "marking": "mark",
    "playing": "play",
    "getting": "get",
}
_PHRASES = (
    # "send it one more time" / "once more": again.
    (re.compile(r"(?:one\s+more\s+time|once\s+more)\b", re.I), "again"),
    # "just let them know: …": where a reply's text starts.
    (re.compile(r"[?.]\s+(?:just\s+)?(?:let\s+(?:them|him|her)\s+know|tell\s+(?:them|him|her))\s*:\s*", re.I), ": "),
    # "Whatever note I created most recently": the note it describes.
    (re.compile(r"^whatever\s+(?=\w+\s+i\s+)", re.I), "the "),
    # "Where am I supposed to go for X": where X is.
    (
        re.compile(r"^where\s+am\s+i\s+(?:supposed|meant)\s+to\s+(?:go|be)\s+for\s+(?:my\s+|the\s+)?", re.I),
        "where is my ",
    ),
)


# "text Ana. the message: …", "message Ana. it should say: …": a send's words introduced in a sentence of their own.
_BODY_AFTER_BREAK = re.compile(
    r"^(?P<req>(?:text|txt|message|msg|sms|reply|respond|answer|write\s+to)\b[^.?!:\"“]*?)[.?!]\s+(?:just\s+)?"
    r"(?:say|write|(?:the\s+)?(?:message|text|msg)(?:\s+(?:is|should\s+be|reads?|says?))?|it\s+should\s+(?:say|read))"
    r"\s*:\s*(?=\S)",
    re.I,
)


def _synonyms(text: str) -> str:
    for pattern, said in _SYNONYMS:
        if said is None:
            text = pattern.sub(
                lambda m: "set brightness to the " + ("maximum" if m.group("d").lower() == "up" else "minimum"), text
            )
        else:
            text = pattern.sub(said, text)
    return text


def as_requested(text: str) -> str:
    """``text`` as its request: wishes and needs said plainly, everyday verbs as the grammar's, a trailing reason
    off; unchanged where none is in it."""
    text = _WHY_FIRST.sub("", text, count=1)
    text = _WISH_TO_KNOW.sub("", text, count=1)
    if (framed := _FRAMED.match(text)) is not None:
        rest = text[framed.end() :]
        first = rest.split(maxsplit=1)[0].lower() if rest.split() else ""
        text = _PAST_STEM[first] + rest[len(first) :] if first in _PAST_STEM else rest
    if (mind := _MIND.match(text)) is not None and mind.group(0).lower().split()[-1] in _GERUND_STEM:
        text = _GERUND_STEM[mind.group(0).lower().split()[-1]] + text[mind.end() :]
    text = outside_message(text, lambda part: _SWITCH_NEEDED.sub(_switch_turned, part))
    text = as_deletion(text)
    text = _GET_BACK_TO.sub(lambda m: f"{m.group('lead')}reply to ", text, count=1)
    text = _SAID_BACK.sub(lambda m: f"{m.group('lead')}reply to {m.group('who') or m.group('who2')}", text, count=1)
    text = _BODY_AFTER_BREAK.sub(lambda m: f"{m.group('req')}: ", text, count=1)
    for pattern, said in _PHRASES:
        text = pattern.sub(said, text, count=1)
    if (meeting := _MEETING_NEXT.match(text)) is not None:
        text = f"when is my next meeting with {meeting.group('who')}?"
    text = _WISH_TO.sub("", text, count=1)
    if (named := _NUMBER_NAMED_AFTER.match(text)) is not None:
        text = f"save {named.group('n')} as {named.group('name')}"
    if (placed := _PLACE_BEFORE_ADD.match(text)) is not None:
        text = f'add "{placed.group("y").rstrip(".")}" at the {placed.group("where")} of {placed.group("x")}'
    if ":" not in text.split(",", 1)[0]:
        text = _BODY_FOLLOWS.sub(" with the text: ", text, count=1)
    text = _WISH_FOR.sub(lambda m: f"{m.group('lead') or ''}create ", text, count=1)
    text = outside_message(text, _synonyms)
    # A message's or a note's words may well end in a statement; an apostrophe inside a word ("I'm") quotes nothing.
    if not rx(r"[:\"“]|(?<!\w)'|'(?!\w)|\b(?:text|txt|message|msg|tell|reply|send|say|sms|write|note)\b", re.I).search(
        text
    ):
        text = _REASON_AFTER.sub("", text)
    return text
