"""Reaching a person: a message (to whom, saying what, in which app) or a call.

A message body may be quoted or follow "saying", "that" or a colon; unquoted and unmarked, it starts
where a sentence would ("tell fatima noor the book was great").
"""

from __future__ import annotations

import re

from ..patterns import rx
from .callees import callee, number_label, returned_call
from .goal import Goal
from .wording import app_of, clean, quoted_values, without_quotes

# Where an unquoted, unmarked message body starts after a lower-case name ("tell fatima noor the book…").
_BODY_START = frozenset(
    {
        "the",
        "to",
        "a",
        "an",
        "i",
        "i'm",
        "im",
        "we",
        "you",
        "it",
        "it's",
        "my",
        "our",
        "your",
        "this",
        "that",
        "there",
        "he",
        "she",
        "they",
        "is",
        "are",
        "was",
        "will",
        "can",
        "please",
        "see",
        "on",
        "running",
        "be",
        "no",
        "yes",
        "ok",
        "okay",
        "thanks",
        "thank",
        "happy",
        "good",
        "call",
        "meet",
        "dinner",
        "lunch",
        "how",
        "what",
        "when",
        "where",
        "don't",
        "do",
        "let's",
        "lets",
        "sorry",
        "hi",
        "hello",
        "hey",
    }
)

_CONTRACTED = re.compile(r"['’](?:ll|ve|d|re|m)$", re.I)
_MSG_VERB = r"(?:text|txt|message|msg|sms|tell|ping|write|send|reply|respond|answer|let)"
_BODY_MARK = re.compile(
    r"\s*(?::|,|\s-\s|\bsaying\b|\bthat says\b|\bthat reads\b|\bwith the text\b|\bwith\b|"
    r"\bthat\b|\breading\b)\s*",
    re.I,
)
_MSG_SHAPES = (
    # Send X a message saying …  /  send a text to X saying …  /  send 'hi' to X
    re.compile(
        r"^(?:send|shoot|drop)\s+(?P<who>.+?)\s+an?\s+(?:quick\s+)?(?:message|text|sms|note|msg)\b(?P<rest>.*)$", re.I
    ),
    re.compile(
        r"^(?:send|write|shoot|drop)\s+(?:an?\s+)?(?:quick\s+)?(?:message|text|sms|msg)\s+to\s+(?P<who>.+?)"
        r"(?P<rest>(?::|,|\s+saying\b|\s+that\b|\s+with\b|\s+reading\b).*|)$",
        re.I,
    ),
    re.compile(
        r"^(?:reply|respond|send|write)\s+(?P<rest>\"[^\"]+\"|'.+?'|“[^”]+”)\s+(?:back\s+)?to\s+(?P<who>.+)$", re.I
    ),
    re.compile(
        r"^(?:reply|respond|answer)\s+(?:to\s+)?(?P<who>[^'\"“].*?)(?P<rest>(?::|,|\s+saying\b|\s+with\b|\s+that\b).*)$",
        re.I,
    ),
    re.compile(r"^let\s+(?P<who>.+?)\s+know(?P<rest>.*)$", re.I),
    re.compile(
        r"^(?:text|txt|message|msg|sms|tell|ping|write to|write|send)\s+(?:to\s+)?(?P<who>.+?)"
        r"(?P<rest>(?::|,|\s+saying\b|\s+that\b|\s+with\b|\s+reading\b|\s+[\"“']).*|)$",
        re.I,
    ),
)


def _split_name(text: str) -> tuple[str, str]:
    """ "fatima noor the book was great" -> ("fatima noor", "the book was great"): a name is at most
    three words, capitalised ones when the text is capitalised, and stops where a sentence starts."""
    parts = text.split()
    capitalised = any(part[:1].isupper() for part in parts[1:])
    count = 0
    for part in parts[:3]:
        if (
            part.lower() in _BODY_START
            or _CONTRACTED.search(part)  # "I'll", "we're", "you've": a sentence's first word, never a name's
            or (capitalised and count and not part[:1].isupper())
        ):
            break
        count += 1
    count = max(1, count)
    return " ".join(parts[:count]), " ".join(parts[count:])


_ATTACHMENT = re.compile(
    r"^(?:(?:send|shoot|drop|forward)\s+(?:\w+\s+)?|(?:text|message|msg)\s+)(?:the|my|this|that|a|these|those)\s+"
    r"(?:last\s+|latest\s+|new\s+|current\s+)?"
    r"(?:photos?|pictures?|pics?|videos?|screenshots?|selfies?|images?|location|pdf|attachment|voice\s+(?:note|memo))\b"
    r"(?!\s+(?:is|are|was|were|looks?|looked)\b)",
    re.I,
)


_SEND_WORDS_TO = re.compile(
    r"^send\s+(?:the\s+(?:message|text|words?)\s+)?"
    r"(?P<body>(?!(?:an?|the|my|your|his|her|their|this|that|these|those|it|them|him|me|us|some|all|every)\b)"
    r"[^:\"“”]+?)\s+to\s+(?P<who>(?-i:[A-Z])[\w'-]*(?:\s+(?-i:[A-Z])[\w'-]*){0,2}|\+?\(?\d[\d\s().-]{5,}\d)\s*[.!]?$",
    re.I,
)
# An amount of money and nothing else: what "send X 50 dollars" sends is a payment.
_MONEY_SENT = re.compile(
    r"\s*(?:[$€£]\s?\d[\d,.]*|\d[\d,.]*\s?(?:dollars?|bucks|euros?|pounds?|quid|usd|eur|gbp)|a\s+(?:hundred|thousand)\s+\w+)\s*",
    re.I,
)
# Things sent that are not words to type: money, a file, what a note or a list holds.
_NOT_WORDS = re.compile(r"\$|\b(?:money|cash|payment|invite|invitation|request)\b|\.\w{2,4}\b", re.I)


def read_message(text: str) -> Goal | None:
    if rx(r"^forward\b", re.I).match(text):
        # A message forwarded is that message as it was, never words typed for it: not done by the rules.
        return Goal("explore", subject=f"forward a message, which the rules cannot: {text}", extra=("cannot",))
    if not rx(rf"^{_MSG_VERB}\b|^(?:shoot|drop)\b", re.I).match(text):
        return None
    if rx(r"^(?:write|send|jot)\s+(?:down\s+)?(?:an?\s+)?(?:quick\s+|short\s+)?(?:note|memo)\b", re.I).match(text):
        return None  # "write a note saying …" is a note
    quoted = quoted_values(text)
    if _ATTACHMENT.match(text) and not quoted:
        # "send the photo I just took to Ana": a thing attached, never words; read as a text it sent "I just took".
        return Goal("explore", subject=f"send an attachment, which the rules cannot: {text}", extra=("cannot",))
    if (
        (said := _SEND_WORDS_TO.match(text)) is not None
        and not _NOT_WORDS.search(said["body"])
        and not quoted  # "send 'X' to Y": the quoted words, read below as they were
    ):
        # "send hello to +1 555 0100", "send running late to Ana Lopez": the words, then whom they go to.
        who, app = app_of(said["who"])
        return Goal("message", recipient=who, body=said["body"].strip(), app=app)
    for shape in _MSG_SHAPES:
        match = shape.match(text)
        if match is None:
            continue
        who = clean(without_quotes(match.group("who")))
        who = rx(r"^(?:to|back to)\s+", re.I).sub("", who)
        body = quoted[0] if quoted else _BODY_MARK.sub("", match.group("rest"), count=1).strip()
        if not who and not quoted:
            continue
        if not body and not quoted:
            who, body = _split_name(who)
        body = rx(r"^to\s+say\s+", re.I).sub("", body.strip()).strip("\"'“”‘’").strip()  # "text Ana to say hi"
        # "to Sam on WhatsApp": the app is named beside the recipient, never inside the body ("see you in Paris").
        who, app = app_of(who)
        if who and rx(r"^(?:to|back\s+to)\s+\S", re.I).match(body) and not quoted:
            # "send it to Ana", "send $20 to Ana": what is sent, read as whom to, and whom to as the words
            return Goal("explore", subject=f"tell what to send ({text})", app=app, extra=("cannot",))
        if not quoted and (kind := rx(r"^an?\s+(?P<b>.+?)\s+(?:text|message|msg|sms)$", re.I).match(body)) is not None:
            body = kind.group("b")  # "send Zara a thank you! text": the words the text says
        if who and body and not quoted and _MONEY_SENT.fullmatch(body) and rx(r"^send\b", re.I).match(text):
            # "send Bea Santos 50 dollars": money sent, never the words "$50" texted to her.
            return Goal("explore", subject=f"send money, which the rules cannot: {text}", app=app, extra=("cannot",))
        if who and body and not rx(r"me|us|myself", re.I).fullmatch(who):
            if not quoted and ":" not in text and _REPORTED.match(text) and _WH_CLAUSE.match(body):
                # "let Ines know where my next event is": the words to send are a fact to find out, never the clause
                return Goal("explore", subject=f"tell me the words to send {who} ({body})", app=app, extra=("cannot",))
            return Goal("message", recipient=who, body=body, app=app)
    return None


# Reported speech: "tell Ana …", "let Ana know …", "ask Ana …"; a question word after it asks for a fact, not words.
_REPORTED = re.compile(r"^(?:tell|let|ask|inform|update|remind)\b", re.I)
_WH_CLAUSE = re.compile(r"^(?:where|when|what|which|who|whom|whose|how|whether|if)\b", re.I)


_CALL = re.compile(
    r"^(?:(?:make|place|start)\s+an?\s+(?:phone\s+|voice\s+)?call\s+to|(?:phone|call|ring|dial|video call)(?:\s+up)?"
    r"|give)\s+(?P<who>.+?)(?:\s+a\s+(?:call|ring))?(?:\s+(?:on|at)\s+(?:the\s+)?(?:phone|mobile|cell))?$",
    re.I,
)


def read_call(text: str) -> Goal | None:
    text, app = app_of(text)
    if who := returned_call(text):
        return Goal("call", recipient=who, app=app)
    match = _CALL.match(text)
    if match is None or (text.lower().startswith("give") and not rx(r"\ba\s+(?:call|ring)$", re.I).search(text)):
        return None
    who = clean(match.group("who"))
    if not who or who.lower() in ("me", "back") or rx(r"(?:remind\s+me|reply|respond)\b", re.I).match(who):
        return None  # "remind me to call mom" asks for a reminder, "reply Call me …" a message: never a call now
    # The number's label is read off the words the name is said with, before the name is cut out of them.
    return Goal("call", recipient=callee(who), app=app, value=number_label(text[match.start("who") :]))
