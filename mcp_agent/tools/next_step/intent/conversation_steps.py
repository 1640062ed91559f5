"""Steps said about a conversation or a call: reply to the latest message or to a number, tell whoever
texted last, resend the last message, call a number, call back (call_backs.py), answer a call, end one,
and text a number (the note the step before wrote, when the task says "share it")."""

from __future__ import annotations

import re

from ..patterns import rx
from .call_backs import call_back_time, read_call_back
from .fields import read_fields
from .goal import Goal
from .in_call import ON_THE_LINE, going_call_controls

NUMBER = r"\+?\(?\d[\d\s().-]{4,}\d"  # "(212) 555-0143": the area code bracketed
# A phone number as a person writes one in a sentence: seven characters or more, spaced, dashed or bracketed.
PHONE_NUMBER = r"\+?\d[\d\s().-]{5,}\d"

_TO_NUMBER = re.compile(
    rf"\b(?:to|with)\s+(?:the\s+(?:phone\s+)?number\s+)?(?P<number>{NUMBER})(?:\s+via\s+(?:sms|text))?", re.I
)

# "hang up", "end the call", "hang up on Ana", "stop this call": the call going now ended (never "stop recording").
_END_CALL = re.compile(
    r"^(?:hang\s+up(?:\s+(?:the|this|my)\s+(?:phone|call))?|(?:end|stop|finish|drop|disconnect|cut(?:\s+off)?|terminate)\s+"
    r"(?:(?:the|this|my|that)\s+)?"
    r"(?:current\s+|ongoing\s+|active\s+|phone\s+)*call)\b(?:\s+(?:on|with)\s+\S.*)?\s*(?:now|please|pls)?[.!]?$",
    re.I,
)
_WHOSE_CALL = r"(?:(?:the|this|that|my)\s+(?:incoming\s+)?(?:phone\s+)?call|(?-i:[A-Z])[\w'-]*(?:\s+(?-i:[A-Z])[\w'-]*)?['’]s\s+call)"
_POLITE = r"\s*(?:please|pls|now|quick(?:ly)?)?\s*[.!]?$"
# Whose call it is, when said ("Ana's call", "hang up on Ana"): checked against the name the call's screen shows.
_CALLER = re.compile(
    r"(?P<a>(?-i:[A-Z])[\w-]*(?:\s+(?-i:[A-Z])[\w-]*)?)['’]s\s+call\b|\b(?:on|with|from)\s+(?P<b>(?-i:[A-Z])[\w-]*(?:\s+(?-i:[A-Z])[\w-]*)?)"
)


def _caller(text: str) -> str:
    found = _CALLER.search(text)
    return (found.group("a") or found.group("b")) if found else ""


# "answer the call", "pick up", "answer the phone", "take Ana's call": the call ringing answered.
_ANSWER_CALL = re.compile(
    rf"^(?:answer|pick\s+up|accept|take)(?:\s+{_WHOSE_CALL}|\s+(?:the|my)\s+phone|\s+it)?{_POLITE}|"
    r"^(?:answer|pick\s+up|accept)\s+(?:the\s+)?(?:incoming\s+)?(?:phone\s+)?call\b",
    re.I,
)
# "decline the call", "reject Ana's call", "don't pick up, decline it": the call ringing turned down.
_DECLINE_CALL = re.compile(
    rf"^(?:(?:don'?t|do\s+not)\s+(?:answer|pick\s+up)(?:\s+{_WHOSE_CALL}|\s+(?:the\s+)?phone|\s+it)?\s*[,;-]?\s*)?"
    rf"(?:decline|reject|refuse)(?:\s+{_WHOSE_CALL}|\s+it)?{_POLITE}",
    re.I,
)

_CALLNUMBER = re.compile(
    rf"^(?:make\s+a\s+(?:phone\s+)?call\s+to|(?:a\s+)?phone\s+call\s+to|call|dial|ring|phone|"
    rf"give(?=\s+{NUMBER}\s+a\s+(?:call|ring)\b))\s+(?:(?:the|this|that)\s+(?:phone\s+)?number\s*:?\s*)?"
    rf"(?P<number>{NUMBER})",
    re.I,
)

_REPLY_LATEST = re.compile(
    r"^(?:reply|respond|answer)\b.*?\b(?:(?:the|my)\s+(?:most\s+recent|latest|last)\s+(?:text\s+|sms\s+)?"
    r"(?:message|text|sms)(?:\s+I\s+got)?|(?:the|my)\s+newest\s+(?:message|text|sms)|whoever\s+(?:texted|messaged)\s+me\s+(?:last|most\s+recently)|"
    r"the\s+last\s+person\s+who\s+(?:texted|messaged)\s+me)",
    re.I,
)

# "whoever texted me last, tell them …": the recipient said first, the message after.
_TELL_LATEST = re.compile(
    r"^(?:whoever|the\s+(?:last\s+)?(?:person|one)\s+who)\s+(?:just\s+)?(?:texted|messaged|wrote\s+to)\s+me"
    r"(?:\s+(?:last|most\s+recently))?\s*,?\s+(?:tell|text|send|reply\s+to|answer)\s+(?:them|him|her)?\s*"
    r"(?:that\s+|back\s+)?:?\s*(?P<body>.+)$|"
    r"^(?:tell|text|reply\s+to|answer)\s+(?:back\s+)?(?:whoever|the\s+(?:last\s+)?(?:person|one)\s+who)\s+(?:just\s+)?"
    r"(?:texted|messaged)\s+me(?:\s+(?:last|most\s+recently))?\s*,?\s*(?:that\s+|with\s+)?:?\s*(?P<body2>.+)$",
    re.I,
)

_ANSWERNUMBER = re.compile(
    rf"^(?:answer|reply\s+to|respond\s+to|write\s+back\s+to|text\s+back)\s+(?P<number>{NUMBER})(?:'s)?|"
    rf"^(?:text|message|write)\s+(?P<number2>{NUMBER})\s+back\b",
    re.I,
)

_RESEND = re.compile(
    r"^(?:resend|re-send|send\s+again)\s+(?:the\s+|my\s+)?(?:(?:last|latest|previous)\s+)?(?:message|text|sms)\b.*?\bto\s+"
    r"(?P<who>.+)$|"
    r"^(?:send|forward)\s+(?:my|the|that)\s+(?:last|previous|latest)\s+(?:message|text|sms)\s+to\s+(?P<who6>.+?)\s+"
    r"(?:again|one\s+more\s+time|once\s+more)$|"
    r"^resend\s+(?:that|the|my)\s+(?:last|latest)\s+(?:text|message|sms)\s+I\s+sent\s+(?:to\s+)?(?P<who7>.+)$|"
    r"^send\s+(?P<who4>[A-Z][\w'-]*(?:\s+[A-Z][\w'-]*)?)\s+(?:my|the|that)\s+last\s+(?:message|text|sms)\s+again$|"
    r"^my\s+(?:last\s+|latest\s+)?(?:message|text|sms)\s+to\s+(?P<who3>.+?)\s+(?:didn'?t|did\s+not|never)\s+"
    r"(?:go\s+through|send|arrive|get\s+(?:there|delivered))|"
    r"^(?P<who2>[A-Z][\w'-]*(?:\s+[A-Z][\w'-]*)?)\s+(?:didn'?t|did\s+not|never)\s+(?:get|receive|got)\s+my\s+"
    r"(?:last\s+|latest\s+)?(?:message|text)",
    re.I,
)

# A message's body that is the text of the note written by the step before.
NOTE_TEXT = "\0note"


def read_going_call(text: str, app: str) -> Goal | None:
    """A control of the call going asked alone ("put me on speaker", "mute my mic"): read before the device's own
    sound switches, whose words ("mute …") it shares."""
    controls = going_call_controls(text)
    return Goal("in_call", app=app, extra=controls) if controls and app in ("", "Phone") else None


def read_conversation_step(text: str, app: str) -> Goal | None:
    if (which := read_call_back(text)) is not None:
        return Goal("call_back", app=app or "Phone", subject=which, time=call_back_time(text))
    if ON_THE_LINE.match(text.strip()):
        return Goal("on_the_line", app=app)
    if _END_CALL.match(text.strip()) or _DECLINE_CALL.match(text.strip()):
        return Goal("end_call", app=app, recipient=_caller(text))
    if _ANSWER_CALL.match(text.strip()):
        return Goal("answer_call", app=app or "Phone", recipient=_caller(text))
    if (dial := _CALLNUMBER.match(text)) is not None:
        return Goal("call", recipient=rx(r"[\s().-]").sub("", dial.group("number")), app=app or "Phone")
    if _REPLY_LATEST.match(text):
        _, fields = read_fields(text)
        quoted = rx(r"[\"“'](?P<b>[^\"”']+)[\"”']").search(text)
        body = fields.get("body", "") or (quoted.group("b") if quoted else "")
        if not body and ":" in text:
            body = text.split(":", 1)[1].strip()
        if not body and (said := rx(r"\bwith\s+(?P<b>\S.*)$").search(text)) is not None:
            body = said.group("b")  # "answer the latest sms with Call me"
        if not body:
            return Goal("explore", subject=text, app=app, extra=("cannot",))
        return Goal("reply", app=app or "Messages", body=body, subject="latest")
    if (resend := _RESEND.match(text)) is not None:
        who = next((found for found in resend.groups() if found), "")
        return Goal("resend", app=app or "Messages", recipient=who.strip())
    if (told := _TELL_LATEST.match(text)) is not None:
        body = (told.group("body") or told.group("body2") or "").strip().strip('"“”')
        return Goal("reply", app=app or "Messages", body=body, subject="latest")
    if (answered := _ANSWERNUMBER.match(text)) is not None:
        rest = text[answered.end() :]
        quoted = rx(r"[\"“'](?P<b>[^\"”']+)[\"”']").search(rest)
        body = quoted.group("b") if quoted else rest.split(":", 1)[1].strip() if ":" in rest else ""
        if body:
            number = rx(r"[\s().-]").sub("", answered.group("number") or answered.group("number2"))
            return Goal("message", recipient=number, body=body, app=app)
    if rx(r"^(?:send|text|reply|respond|message|share|sms)\b", re.I).match(text) and (to := _TO_NUMBER.search(text)):
        _, fields = read_fields(text[: to.start()] + " " + text[to.end() :])
        body = fields.get("body", "")
        if rx(r"\b(?:entire\s+)?content\s+of\s+the\s+note\b|\b(?:share|text|send|sms)\s+it\b", re.I).search(text):
            body = NOTE_TEXT
        if body:
            return Goal("message", recipient=rx(r"[\s().-]").sub("", to.group("number")), body=body, app=app)
    return None
