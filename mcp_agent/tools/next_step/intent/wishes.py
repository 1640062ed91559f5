"""A request said as a wish, a need or with its reason after it, read as the request itself.

"I want to record a voice note", "I need to know when I'm meeting Greta next", "I'd like a new note called X",
"can you switch bluetooth off, battery is dying": the words around the request say why or how much the person
wants it, not what to do. Also the everyday verbs for the grammar's own ("trash it", "start filming"), and a
switch turned "all the way" up or down. A message's words and quotes are left as said.
"""

from __future__ import annotations

import re

from .courtesy import outside_message

# "I want to X" / "I need to X" / "I'd like to X" at the start of a request: the request is X.
_WISH_TO = re.compile(
    r"(?:^(?:(?:so|ok|okay|hey|um)[,!]?\s+)?|(?<=\s))i(?:'d|\s+would)?\s+(?:want|need|wanna|would\s+like|'d\s+like|like)\s+"
    r"(?:to\s+)?(?=(?:record|create|add|make|delete|remove|send|text|call|set|start|stop|take|turn|switch|save|"
    r"rename|move|play|open|write|edit|change|put|book|schedule)\b)",
    re.I,
)
# "I need a new note …" / "I want an alarm …": a thing wished for is a thing to make.
_WISH_FOR = re.compile(
    r"^(?:(?:so|ok|okay|hey|um)[,!]?\s+)?i(?:'d|\s+would)?\s+(?:want|need|would\s+like|'d\s+like)\s+"
    r"(?=(?:a|an)\s+(?:new\s+)?(?:note|event|contact|expense|recipe|alarm|timer|playlist|folder|recording)\b)",
    re.I,
)
# "…, put this in it: …": where a new note's text starts.
_BODY_FOLLOWS = re.compile(r",?\s+(?:and\s+)?(?:put|write)\s+(?:this|the\s+following)\s+in\s+it\s*:\s*", re.I)
# "when I'm meeting Greta next": the agenda's question, said about oneself.
_MEETING_NEXT = re.compile(
    r"^(?i:when\s+(?:i'?m|i\s+am|am\s+i|do\s+i|will\s+i)\s+(?:next\s+)?(?:meeting|meet|seeing|see))\s+"
    r"(?P<who>[A-Z][\w'-]*(?:\s+[A-Z][\w'-]*)*)(?:\s+next)?\s*[?.]?$"
)
# "at the end of X add: Y" (what the wish left): the place said before the verb.
_PLACE_BEFORE_ADD = re.compile(
    r"^at\s+the\s+(?P<where>end|bottom|top|start|beginning)\s+of\s+(?P<x>\S+)\s*,?\s+(?:add|put|write)\s*:?\s*"
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
    (re.compile(r"\b(?:trash|ditch|scrap|nuke|chuck)\s+(?=it\b|them\b|the\b|my\b|this\b|that\b)", re.I), "delete "),
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
    # never a field said as a statement: ", description is Discuss the roadmap"
    r",\s+(?!(?:the\s+|its\s+)?(?:description|desc|notes?|location|place|venue|title|name|category|amount|label|"
    r"details|comment|memo|number|time|date)\b)(?:(?:my|the|it'?s|its|this|that|i'?m|i\s+am)\s+)?[\w' ]{0,30}?\b(?:is|are|was|keeps|'s)\s+[\w' ]{1,30}$|"
    r",\s+(?:i'?m|i\s+am)\s+[\w' ]{1,30}$|,\s+my\s+\w+\s+(?:hurt|hurts|ache|aches|are\s+tired)$",
    re.I,
)


# "Wi-Fi needs to be off": a switch in the state it should be in is a switch to turn.
_SWITCH_NEEDED = re.compile(
    r"^(?P<s>wi-?fi|bluetooth|airplane\s+mode|flight\s+mode|dark\s+mode)\s+(?:needs|has|ought)\s+to\s+be\s+"
    r"(?:turned\s+|switched\s+)?(?P<on>on|off|enabled|disabled)\b[^,.;]*",
    re.I,
)
# "would you mind replying …", "do you mind sending …": the request in the gerund.
_MIND = re.compile(r"^(?:would|do)\s+you\s+mind\s+(?P<v>\w+?)ing\b", re.I)
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
    text = _WISH_TO_KNOW.sub("", text, count=1)
    if (mind := _MIND.match(text)) is not None and mind.group(0).lower().split()[-1] in _GERUND_STEM:
        text = _GERUND_STEM[mind.group(0).lower().split()[-1]] + text[mind.end() :]
    if (needed := _SWITCH_NEEDED.match(text)) is not None:
        on = needed.group("on").lower() in ("on", "enabled")
        text = f"turn {needed.group('s')} {'on' if on else 'off'}" + text[needed.end() :]
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
    text = _WISH_FOR.sub("create ", text, count=1)
    text = outside_message(text, _synonyms)
    # A message's or a note's words may well end in a statement; an apostrophe inside a word ("I'm") quotes nothing.
    if not re.search(
        r"[:\"“]|(?<!\w)'|'(?!\w)|\b(?:text|txt|message|msg|tell|reply|send|say|sms|write|note)\b", text, re.I
    ):
        text = _REASON_AFTER.sub("", text)
    return text
