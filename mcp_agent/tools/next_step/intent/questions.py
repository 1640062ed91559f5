"""A question about a fact the phone shows: which fact (a code, a time, an order number, a text) and
about what or from whom."""

from __future__ import annotations

import re

from ..patterns import rx
from .goal import Goal

_QUESTION = re.compile(
    r"^(?:what|when|which|where|who|how much|how many|what's|whats|when's|is there|do i have|"
    r"tell me|find out|find|look up|look for|check|read|show me|get me|give me|get)\b",
    re.I,
)
# A question about a fact the phone shows, whatever verb asks it ("get me the code Acme sent").
_FACT_WORDS = re.compile(
    r"\b(?:code|otp|passcode|verification|appointment|order\s*(?:number|no|#|id))\b|"
    r"^(?:when|what time|what day)\b",
    re.I,
)
# What makes a message the place to look: a message named, or someone said, sent or asked it.
_SAID = re.compile(
    r"\b(?:texts?|texted|messages?|messaged|sms|chats?|said|say|says|told|tell|wrote|sent|send|replied|reply|"
    r"mentioned|asked|from|did|has|had)\b",
    re.I,
)
_FILLER = frozenset(
    {
        "what",
        "when",
        "which",
        "where",
        "who",
        "how",
        "much",
        "many",
        "is",
        "are",
        "was",
        "the",
        "my",
        "did",
        "does",
        "do",
        "i",
        "me",
        "send",
        "sent",
        "tell",
        "find",
        "out",
        "look",
        "up",
        "check",
        "read",
        "show",
        "get",
        "give",
        "a",
        "an",
        "of",
        "for",
        "to",
        "from",
        "in",
        "on",
        "at",
        "s",
        "whats",
        "it",
        "that",
        "this",
        "have",
        "got",
        "us",
        "you",
        "what's",
        "latest",
        "last",
        "recent",
        "most",
        "code",
        "time",
        "date",
        "day",
        "there",
        "by",
    }
)


def asks_a_fact(text: str) -> bool:
    """Read as a lookup before an order: "get me the code" asks for a fact, "get me a phone case" for an item."""
    return _QUESTION.match(text) is not None and _FACT_WORDS.search(text) is not None


_WHO_LAST = re.compile(
    r"^who\s+(?:was\s+the\s+(?:last|latest)\s+(?:person|one)\s+(?:to|who|that)\s+)?(?:just\s+)?"
    r"(?:texted|messaged|text|message|sent|wrote|sms)\b(?!.*\babout\b)",
    re.I,
)


def read_lookup(text: str) -> Goal | None:
    if not _QUESTION.match(text):
        return None  # "could you book a taxi?" ends in "?" but asks for an act, not a fact
    lowered = text.lower()
    if rx(r"\b(?:code|otp|pin|passcode|verification)\b").search(lowered):
        fact = "code"
    elif rx(r"\border\s*(?:number|no|#|id)\b").search(lowered):
        fact = "order_number"
    elif rx(r"\b(?:when|what time|which day|what day|what date)\b").search(lowered):
        fact = "when"
    elif _SAID.search(text):
        fact = "text"
    else:
        return None  # "what's the weather": no sign the answer is in a message; which app knows is not ours to guess
    sender = rx(r"\b(?:from|did|has|had)\s+(?:my\s+|the\s+|your\s+)?(?P<who>[\w'&.-]+(?:\s+[A-Z][\w'&.-]*)?)").search(
        text
    )
    if fact == "code" and sender is not None and sender.group("who").lower() not in ("i", "you", "me", "the"):
        subject = sender.group("who")
    else:
        subject = " ".join(
            w
            for w in rx(r"[\w&-]+(?:'(?!s\b)\w+)?").findall(text)
            if w.lower() not in _FILLER
            and w.lower()
            not in (
                "verification",
                "otp",
                "pin",
                "appointment",
                "scheduled",
                "order",
                "number",
                "message",
                "messages",
                "text",
                # the words of asking what a message says, never what it is about
                "say",
                "said",
                "says",
                "sent",
                "texted",
                "messaged",
            )
        )
    subject = rx(r"'s$").sub("", subject.strip())
    if fact in ("text", "when") and (not subject or _WHO_LAST.match(text)):
        # "who sent me the last message?": no thing to look for, and whose message came last is not read from a list
        # (the newest line may be one sent): asked, never answered with the first words on screen.
        return Goal("explore", subject=f"tell what to look for ({text})", extra=("cannot",))
    keep = "appointment" if rx(r"\bappointment\b").search(lowered) else ""
    return Goal("lookup", fact=fact, subject=subject, extra=(keep,) if keep else ())
