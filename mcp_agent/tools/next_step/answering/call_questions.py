"""A question about the phone's call log: who called last (or who I called last, whose call I missed last), how many
calls of a kind there are, when the last call with someone was. Read from the Recents list, newest first, each row
saying its kind ("Missed · Mobile · 9:12 AM").

A call that came in is a missed or an answered one: "who rang me last" is either; "who did I call last" an outgoing.
"""

from __future__ import annotations

import re

from ..patterns import rx
from .asked import Question

CAME_IN = "missed|incoming"
# Talking to someone is a call ("when did I last speak to Ana"): a message is written, not spoken.
_CALL = re.compile(
    r"\b(?:call(?:s|ed|er)?|r[aiu]ng|phoned?|dial(?:l)?ed)\b|\b(?:talk(?:ed|ing)?|spoke|speak(?:ing)?|chat(?:ted)?)\s+(?:last\s+)?(?:to|with)\b|"
    # ("when did me and Ana last talk": the two said together before the verb)
    r"\b(?:and\s+(?:I|me)|(?:I|me)\s+and\s+[\w'-]+(?:\s+[\w'-]+)?)\s+(?:last\s+)?(?:talk(?:ed)?|spoke|speak|chat(?:ted)?)\b",
    re.I,
)
# "what number called me last", "the number of my last missed call": a phone number asked, never a count.
_NUMBER_ASKED = re.compile(
    r"\b(?:what|which)(?:'s|\s+is|\s+was)?\s+(?:the\s+|my\s+)?(?:(?:last|latest|most\s+recent|newest)\s+)?(?:phone\s+)?number\b"
    r"(?!\s+of\s+(?:calls|times)\b)|"
    r"\bnumber\s+of\s+(?:the|my|that)\s+(?:last|latest|most\s+recent|newest|previous)\s+(?:\w+\s+)?call\b(?!s)|"
    r"\b(?:give|tell|send)\s+me\s+(?:the|their|its)\s+(?:phone\s+)?number\b",
    re.I,
)
_COUNT = re.compile(r"\bhow\s+many\b|^\s*count\b|\bnumber\s+of\b", re.I)
# "how many minutes is my call with …": a length, which the log does not show, never a number of calls
_COUNTED_TIME = re.compile(r"\b(?:how\s+many|number\s+of)\s+(?:secs?|seconds?|mins?|minutes?|hours?|hrs?)\b", re.I)
_LAST = re.compile(r"\b(?:last|latest|most\s+recent(?:ly)?|recently|newest)\b", re.I)
_MISSED = re.compile(r"\bmiss(?:ed)?\b", re.I)
_MADE = re.compile(
    r"\boutgoing\b|\b(?:did|have)\s+I\s+(?:\w+\s+)?(?:call|ring|phone|dial|make)\b|\bI\s+(?:called|rang|phoned|dial(?:l)?ed|made)\b|"
    r"\bcalls?\s+(?:I\s+made|made\s+by\s+me)\b",
    re.I,
)
_CAME = re.compile(
    r"\bincoming\b|\b(?:called|rang|rung|phoned|call|ring|phone)\s+me\b|\b(?:made|placed|calls?)\s+to\s+me\b|\bto\s+(?:call|ring|phone)\s+me\b|\bcaller\b|"
    r"\bcalls?\s+(?:did\s+I\s+|have\s+I\s+|I\s+)?(?:get|got|receive[d]?|had|took)\b|\breceived\b|"
    r"\bcalls?\b.*\bfrom\s+(?-i:[A-Z])",
    re.I,
)
_PERSON = r"(?P<{}>(?-i:[A-Z])[\w'-]*(?:\s+(?-i:[A-Z])[\w'-]*)?)"
# "when did I last talk to Ana Ruiz", "what time was my last call with Ana", "when did Ana last call".
_WITH = re.compile(
    rf"\b(?:call|calls|talk(?:ed|ing)?|spoke|speak(?:ing)?|chat(?:ted|ting)?)\s+(?:last\s+)?(?:with|to|from)\s+{_PERSON.format('a')}|"
    rf"\b(?:when|what\s+time)\s+(?:did|was|were)\s+(?:I\s+)?(?:last\s+)?(?:call(?:ed)?|r[ai]ng|phoned?)\s+{_PERSON.format('b')}|"
    rf"\b(?:when|what\s+time)\s+did\s+{_PERSON.format('c')}\s+(?:last\s+)?(?:call|ring|phone)\b|"
    # "what time was Ana Ruiz's last call to me": the person's own call
    rf"\b{_PERSON.format('d')}['’]s\s+(?:last|latest|most\s+recent|previous)\s+(?:phone\s+)?call\b",
    re.I,
)
# "when did Kofi and I last speak", "what time did me and kofi talk last", "the last time Ana and I were on the
# phone": the two said together as who spoke, a call either way with that one.
_TOGETHER = re.compile(
    r"\b(?:when|what\s+time|last\s+time)\s+(?:did|was|were|have)?\s*(?:(?P<a>(?!i\b)[\w'-]+(?:\s+(?!and\b)[\w'-]+)?)\s+"
    r"and\s+(?:I|me|myself)|(?:I|me)\s+and\s+(?P<b>[\w'-]+(?:\s+(?!last\b|talk|spoke|speak|chat|call)[\w'-]+)?))\s+"
    r"(?:last\s+)?(?:talk|spoke|speak|chat|call|phone|rang|were\s+on\s+the\s+phone|was\s+on\s+the\s+phone)",
    re.I,
)

# "what time i was talking last with kofi vargas": the person said in lower case, as dictation writes a name.
_WITH_SAID = re.compile(
    r"\b(?:call|calls|talk(?:ed|ing)?|spoke|speak(?:ing)?|chat(?:ted|ting)?)\s+(?:last\s+)?(?:with|to|from)\s+"
    r"(?P<n>(?!(?:me|you|him|her|them|the|my|a|an|someone|anyone|anybody|this|that)\b)[a-z][\w'-]*"
    r"(?:\s+(?!(?:on|in|at|today|yesterday|last|the|please|pls)\b)[a-z][\w'-]*)?)",
    re.I,
)
# Someone said after the call word: a time asked of one person's calls, never of the newest call of all.
_WITH_SOMEONE = re.compile(
    r"\b(?:call|calls|talk(?:ed|ing)?|spoke|speak(?:ing)?|chat(?:ted|ting)?)\s+(?:last\s+)?(?:with|to|from)\s+"
    r"(?!(?:me|you|us)\b)\w",
    re.I,
)


_PEOPLE = re.compile(
    rf"\b(?:from|with|to|by)\s+{_PERSON.format('a')}|\bcalls?\s+{_PERSON.format('d')}\s+(?:made|placed|gave)\b|\btimes\s+(?:did|has|have)\s+(?!I\b){_PERSON.format('b')}\s+(?:call|rung|ring|phone)|"
    rf"\b(?:did|have)\s+I\s+(?:called|call|rung|ring|phoned?)\s+{_PERSON.format('c')}",
)


# "how many times has kofi vargas rung me": whoever is said between the two, in whatever case.
_TIMES_CALLER = re.compile(
    r"\btimes\s+(?:(?:did|has|have)\s+)?(?P<n>[\w'-]+(?:\s+[\w'-]+)?)\s+(?:(?:ever|already|just)\s+)?"
    r"(?:call(?:ed)?|r[aiu]ng|phoned?)\b",
    re.I,
)

_TIMES_CALLEE = re.compile(
    r"\btimes\s+(?:did|have)\s+I\s+(?:called|call|rung|rang|ring|phoned?|dial(?:l)?ed)\s+(?P<n>[\w'-]+(?:\s+[\w'-]+)?)\s*$|"
    # "how many calls have I made to lena tanaka", "calls I've had from kofi vargas"
    r"\bcalls?\s+(?:(?:have|did)\s+)?I(?:['’]ve)?\s+(?:made|placed|had|got(?:ten)?|received)\s+(?:to|from|with)\s+"
    r"(?P<m>[\w'-]+(?:\s+[\w'-]+)?)\s*$",
    re.I,
)


# "did Ana call me today?", "has Ana rung me?", "any calls from Ana Ruiz today?", "did I miss a call from Ana?",
# "did I call Ana today?": whether the log holds such a call (the rows read say no day: "today" is the log's).
_WHETHER = re.compile(
    rf"^\s*(?:did|has|have)\s+(?!I\b){_PERSON.format('a')}\s+(?:ever\s+|already\s+|just\s+)?"
    r"(?:call(?:ed)?|r[ai]ng|rung|phoned?|tr(?:y|ied)\s+to\s+(?:call|ring|phone)|(?:given|gave)\s+me\s+a\s+(?:call|ring))\b|"
    rf"^\s*(?:did|have)\s+I\s+(?:just\s+)?(?:call(?:ed)?|rung|ring|phoned?|dial(?:l)?ed)\s+{_PERSON.format('b')}|"
    rf"\bany\s+(?:missed\s+|incoming\s+)?calls?\s+(?:from|by)\s+{_PERSON.format('c')}|"
    rf"^\s*(?:did|have)\s+I\s+miss(?:ed)?\s+(?:a|any)\s+calls?\s+from\s+{_PERSON.format('d')}",
    re.I,
)
# "any missed calls?", "do I have any missed calls", "did I get any calls": whether the log holds one of that kind.
_ANY = re.compile(
    r"^\s*(?:(?:do|did)\s+I\s+(?:have|get|got)|have\s+I\s+(?:got|had)|are\s+there|is\s+there)?\s*(?:any|an?)\s+"
    r"(?:new\s+)?(?:missed|incoming|outgoing)?\s*calls?\s*(?:today|so\s+far|yet)?\s*$",
    re.I,
)


_THEN_CALLED = re.compile(
    r"[?,;.–-]\s*(?:then\s+|and\s+|so\s+)?(?:call|ring|phone|dial)\s+(?:them|him|her|it)(?:\s+(?:back|again))?\s*[.!]?\s*$",
    re.I,
)


# A name said in a question of a call's time ("when was Kofi's and my last chat"): one person's call, never the newest.
_UNREAD_NAME = re.compile(r"(?<=\w)\s+(?!(?:I|OK|Phone|Dialer|Contacts|Recents|AM|PM)\b)(?-i:[A-Z][a-z][\w'-]*)", re.I)


_AT_CLOCK = re.compile(r"\b\d{1,2}:\d\d(?:\s*[ap]\.?m\b\.?)?", re.I)


def _kind(text: str) -> str:
    if _MISSED.search(text):
        return "missed"
    if _MADE.search(text):
        return "outgoing"
    if _CAME.search(text):
        return CAME_IN
    return ""


_QUOTED = re.compile(r"\"[^\"]*\"|“[^”]*”|(?<!\w)'[^']*'(?!\w)")


def call_question(text: str) -> Question | None:
    """What ``text`` asks of the call log, or None when it asks nothing of it."""
    if _THEN_CALLED.search(text):
        return None  # "who rang me last? ring them back": a call back (intent/call_backs.py), not a question
    asked = rx(r"\?|\.\s").split(text, maxsplit=1)[0]
    if not _CALL.search(asked):
        return None
    if rx(r"\b(?:events?|appointments?|calendar)\b", re.I).search(_QUOTED.sub(" ", asked)):
        return None  # "the event 'Call with landlord'": a title that says call is the calendar's, never the log's
    if rx(r"^\s*(?:when|what\s+time)\b", re.I).match(asked) or rx(r"\bwhat\s+time\b", re.I).search(asked):
        found = _WITH.search(asked)
        person = next((v for v in (found.groupdict().values() if found else ()) if v), "")
        if not person and (lower := _WITH_SAID.search(asked)) is not None:
            person = lower.group("n").title()
        if not person and (both := _TOGETHER.search(asked)) is not None:
            person = (both.group("a") or both.group("b")).title()
        if person and person.casefold() not in ("i", "me", "you"):
            # Which way the call went, when said: "when did Ana last call me" is her call, not mine to her.
            return Question("calls", "time", kind=_kind(asked), subject=person.strip())
        if _WITH_SOMEONE.search(asked) or _UNREAD_NAME.search(asked):
            return None  # "… last call with the dentist": someone not read is no ground to answer the newest call
        if _LAST.search(asked) or rx(r"\b(?:that|the)\s+missed\s+call\b", re.I).search(asked):
            # "what time was my last missed call", "when did I last miss a call": the newest row of that kind's time
            # ("when was that missed call": the one the person has just seen, the newest).
            return Question("calls", "time", kind=_kind(asked))
        return None
    if (whether := _WHETHER.search(asked)) is not None:
        person = next(v for v in whether.groupdict().values() if v)
        return Question("calls", "exists", kind=_kind(asked) or CAME_IN, subject=person.strip())
    if _ANY.match(asked):
        return Question("calls", "exists", kind=_kind(asked) or CAME_IN)
    by_number = _NUMBER_ASKED.search(asked) is not None
    if _COUNTED_TIME.search(asked):
        return None
    if _COUNT.search(asked) and not by_number and rx(r"\bcalls?\b|\bdid\s+I\s+miss\b|\btimes\b", re.I).search(asked):
        # "how many calls did I get from Ana", "how many times did Ana call": that person's rows only.
        said = (v for found in _PEOPLE.finditer(asked) for v in found.groupdict().values() if v)
        named = next((v for v in said if v.split()[0] not in ("I", "Me")), "")
        if not named and (caller := _TIMES_CALLER.search(asked)) is not None:
            first = caller.group("n").split()[0].casefold()
            if first in ("you", "they", "he", "she", "someone", "anyone", "people", "was", "were", "been"):
                return None
            named = "" if first in ("i", "i've") else caller.group("n").title()
        if not named and (callee := _TIMES_CALLEE.search(asked)) is not None:
            who = callee.group("n") or callee.group("m")
            if not rx(r"(?:today|yesterday|this\s+\w+|last\s+\w+|so\s+far|in\s+total)", re.I).fullmatch(who):
                named = who.title()  # "how many times did I call kofi vargas": the one called
        return Question("calls", "count", kind=_kind(asked), subject=named.strip())
    if rx(r"\bwho(?:se|m)?\b|\bwhich\s+(?:contact|person|caller)\b", re.I).search(asked) and (
        clock := _AT_CLOCK.search(asked)
    ):
        return Question("calls", "at", kind=_kind(asked), subject=clock.group(0))  # "who was the 9:12 AM call with"
    if (by_number or rx(r"\bwho(?:se|m)?\b", re.I).search(asked)) and _LAST.search(asked):
        return Question("calls", "latest", kind=_kind(asked) or CAME_IN, by="number" if by_number else "")
    return None
