"""Which call a call back means: the one I missed, the last one that came in, the last one I made, or the newest.

"Call back whoever rang me last" is the last incoming call, a missed one included; "redial", "ring the last number I
dialled again" the last outgoing one; "return the call I missed" a missed one; a bare "call back" the newest row.
A call back that names someone ("call back Ben") or the sender of a text is not read here. A time said ("whoever
rang at 9", "return the 8:40 am call") narrows it to the row at that time.
"""

from __future__ import annotations

import re

from ..patterns import rx

# The verbs of calling someone again; "once more" / "again" after the object says it as well.
_AGAIN = re.compile(
    r"^(?:(?:hit|press|tap|use)\s+(?:the\s+)?)?(?:re-?dial|call\s+back|ring\s+back|phone\s+back)\b|^return\b.*\bcalls?\b|"
    r"^(?:call|ring|phone|dial)\s+(?:again|once\s+more|one\s+more\s+time)\b|"
    r"^(?:call|ring|phone|dial)\s+(?:the\s+|my\s+)?(?:last|latest|most\s+recent|previous|whoever|whomever|"
    r"(?:person|one|number)\s+(?:I|who|that)\b)\b.*"
    r"\b(?:again|once\s+more|one\s+more\s+time|back)\s*$|"
    # "call the last dialled number", "ring my most recent missed call", "dial the number that called me last": a row of
    # the log named by its place in it, with no "again" or "back".
    r"^(?:call|ring|phone|dial)\s+(?:the\s+|my\s+)?(?:last|latest|most\s+recent|previous)\s+(?:(?:dial(?:l)?ed|missed|incoming|"
    r"outgoing|received)\s+)?(?:number|call|caller|person)(?:\s+(?:I|that|who)\s+(?:just\s+)?(?:dial(?:l)?ed|called|rang|"
    r"phoned|made|got|received|missed)(?:\s+me)?)?(?:\s+(?:again|back|now|please|pls))*\s*[.!]?$|"
    r"^(?:call|ring|phone|dial)\s+(?:whoever|whomever|the\s+(?:number|person|one)\s+(?:that|who))\s+(?:just\s+|last\s+)?"
    r"(?:called|rang|phoned)\s+me(?:\s+(?:last|most\s+recently|just\s+now))?(?:\s+(?:again|back|now|please|pls))*\s*[.!]?$|"
    r"^(?:whoever|the\s+(?:\d{1,2}(?::\d\d)?\s*(?:[ap]\.?m\.?\s*)?)?(?:last\s+)?(?:person|one|number|caller))\b.*,\s*"
    r"(?:call|ring|phone)\s+(?:them|him|her|it)\s+back$|"
    # "who did I miss last? call them back", "who rang me last - ring them back": the question's answer called back.
    r"^who(?:m|ever)?\s+(?:did\s+I\s+(?:just\s+)?(?:miss|call|ring|phone|dial)|(?:just\s+)?(?:called|rang|phoned)(?:\s+me)?|"
    r"I\s+(?:just\s+)?(?:called|rang|phoned|dial(?:l)?ed))\b[^?,;.–-]*\s*[?,;.–-]+\s*(?:then\s+|and\s+|so\s+)?(?:call|ring|phone)\s+"
    r"(?:them|him|her|it)\s+(?:back|again)$",
    re.I,
)
_MADE = re.compile(
    r"\bI\s+(?:just\s+|last\s+)?(?:called|rang|phoned|dial(?:l)?ed|made)\b|\bdid\s+I\s+(?:just\s+)?(?:call|ring|phone|dial)\b|"
    r"\bre-?dial|\bdial(?:l)?ed\s+number\b|\blast\s+(?:call|number)\s+I\s+made\b|"
    r"\boutgoing\b",
    re.I,
)
_CAME_IN = re.compile(
    r"\b(?:called|rang|phoned)\s+me\b|\bcalls?\s+I\s+(?:just\s+)?(?:got|received|had|took)\b|\bincoming\b|\bcaller\b|"
    r"\breturn\s+(?:the|my|that)\s+(?:last|latest|most\s+recent)\s+call\b|\bwho(?:ever|m?ever)?\s+(?:just\s+)?(?:called|rang|phoned)\b",
    re.I,
)
# Someone named or a text's sender is another reader's: the call back is theirs, not a row of the log.
_NAMED = re.compile(
    r"^(?:call|ring|phone)\s+back\s+(?-i:[A-Z])|"
    # dictated, a name has no capitals: "call back tomas moreau" is his call back, never the newest row's
    r"^(?:call|ring|phone)\s+back\s+(?!(?:the|my|whoever|whomever|who|last|latest|that|this|now|please|pls|again|"
    r"them|him|her|it|me|asap|quickly|right|straight|then|and)\b)[a-z]|^return\s+(?-i:[A-Z])[\w-]*(?:\s+(?-i:[A-Z])[\w-]*)?['’]s?\s|\b(?:text(?:ed)?|sms|messaged?|wrote)\b",
    re.I,
)


# "phone whoever I missed a call from", "ring the person whose call I missed": the newest missed call.
_MISSED_FROM = re.compile(
    r"^(?:call|ring|phone|dial)\s+(?:whoever|whomever|the\s+(?:person|one|number|caller))\s+"
    r"(?:I\s+(?:just\s+)?missed\s+(?:a\s+|the\s+)?call\s+from|whose\s+call\s+I\s+(?:just\s+)?missed)\b",
    re.I,
)


def read_call_back(text: str) -> str | None:
    """``missed``, ``incoming``, ``outgoing`` or ``latest``: the call ``text`` asks to call back; None when it
    asks no call back."""
    if rx(r"^i\s+(?:just\s+)?missed\s+(?:a|the|their|his|her)\s+call\b.*\b(?:ring|call|phone)\s+", re.I).match(text):
        return "missed" if rx(r"\bback\b", re.I).search(text) else None
    if _MISSED_FROM.match(text):
        return "missed"
    if not _AGAIN.search(text) or _NAMED.search(text):
        return None
    if rx(r"\bmiss(?:ed)?\b", re.I).search(text):
        return "missed"
    if _MADE.search(text):
        return "outgoing"
    if _CAME_IN.search(text):
        return "incoming"
    if rx(r"^(?:call|ring|phone|dial)\b.*\b(?:again|once\s+more|one\s+more\s+time)\s*$", re.I).match(text):
        return "outgoing"  # "call the last number again": dialled again, as a redial is
    return "latest"


# "at 9", "around 8am", "at 8:40 AM", "the 8:40 am call": a clock with minutes or a half of the day, or after "at".
_AT_CLOCK = re.compile(
    r"\b(?:(?:at|around|about|just\s+after)\s+(?P<h>\d{1,2})(?::(?P<m>[0-5]\d))?|"
    r"the\s+(?P<h2>\d{1,2})(?::(?P<m2>[0-5]\d))(?=\s*(?:[ap]\.?m\b\.?\s*)?(?:o['’]clock\s+)?call(?:er)?\b))"
    r"(?:\s*(?P<half>[ap])\.?m\b\.?)?",
    re.I,
)


def call_back_time(text: str) -> str:
    """The time of the call asked to call back, as the log shows it ("9:12 AM", "9 AM", "9"), or "" when none is said."""
    found = _AT_CLOCK.search(text)
    if found is None:
        return ""
    hour, minute = found.group("h") or found.group("h2"), found.group("m") or found.group("m2")
    if not 1 <= int(hour) <= 12:
        return ""
    half = f" {found.group('half').upper()}M" if found.group("half") else ""
    return f"{int(hour)}{':' + minute if minute else ''}{half}"
