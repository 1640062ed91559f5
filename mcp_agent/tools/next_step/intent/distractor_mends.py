"""Values beside the request that are not its own (people set 94): people write to the assistant holding their phone
with what is on their mind around the request, and that context carries dates, times, numbers, amounts, names and
files of its own. Read here as three classes, before the remarks' references are (``aside_mends.REMARKED_AROUND``):

* a statement said first ("my sister lands on the 14th at 7 so …", "the $45 parking one stays, but …", "coach wants
  200 minutes a week. …", "interview_65 was yesterday's. …") before a request or question that is whole on its
  own: it points back to nothing (no "her", "that", "them", "for it") and names its own value (a name, a file, a
  number, a day, a switch, an app). The statement is dropped; a request that makes an entry at a time (add, set,
  schedule …) keeps a statement carrying a day or time when it names none itself, and a statement that is a request
  or holds a message (a colon, a quote) is never dropped;
* a question about "that <session|run|event …>" after a statement naming one day ("I did 2000 meters in the pool on
  Wednesday the 13th, how long was that swimming session?"): the session on that day;
* a remark after the request about what it does not touch: "Keep gifts_20 though", "Leave the 20th as it is", "The
  Haircut that day stays", "- don't touch recipes_40", "- not my old 555-1000 number", "(reading_68 is already
  taken)", "(flour is fine)", ", she's coming at 8".

Anything else is left as it was: whatever a statement names stays for in_context.py to read."""

from __future__ import annotations

import re

from ..patterns import rx
from .clauses import KNOWN_APPS, VERBS
from .quoted_spans import QUOTED
from .remark_shapes import OWNERLESS_FIELD

_VERB = (
    rf"(?:(?:please|pls|just|so|then|now)\s+)*(?:{VERBS}|queue|wipe|wake|clear|get\s+rid\s+of|forward|combine|label)\b"
)
_ASKED = (
    r"(?:what(?:'s|s|\s+is|\s+are|\s+was)?|which|when(?:'s|\s+is)?|how|who|do\s+i|did\s+i|have\s+i|am\s+i|"
    r"is\s+there|are\s+there|anything|any)\b"
)
_OPENS = rf"(?={_VERB}|{_ASKED})"
# Where a statement ends and the request begins: a sentence's end, a spaced dash, a colon, or a comma / "so" / "but"
# before a verb or a question.
_BOUNDARY = re.compile(
    rf"(?<=[.!?])\s+{_OPENS}|\s+[-–—]\s+{_OPENS}|:\s+{_OPENS}|,\s+(?:(?:and\s+)?so\s+|but\s+)?{_OPENS}|"
    rf"\s+(?:so|but)\s+{_OPENS}",
    re.I,
)
# "finance pushed it from next week: Budget review …": a happening told in the past, a colon, then the entry said.
_SAYS_WORDS = re.compile(
    r"\b(?:note|text|message|list|saying|called|named|titled|description|reminder|line|top|bottom|end|start|"
    r"header|heading|title|body|write|reads?)\b",
    re.I,
)
_TOLD = re.compile(
    r"^(?P<lead>(?![^:]*\b(?:note|text|message|list|says?|saying|called|named|titled|description|reminder|line|top|bottom|end|start|header|heading|title|body)\b)"
    r"[^:\"“]*?\b[a-z]{3,}ed\b[^:\"“]*?):\s+(?=[A-Z])"
)
# What points back into a statement: a person, "that"/"this" not before a day or an order, "it" before the
# request has named an object of its own, "for it", "the same".
_BACK = re.compile(
    r"\b(?:her|him|them|they|she|he|those|these|there|the\s+same|that\s+day)\b|"
    r"\b(?:that|this)\b(?!\s+(?:order|week|month|year|morning|afternoon|evening|weekend|\w+day)\b)|"
    r"\bfor\s+it\b|\b(?:new|old|other)\s+one\b",  # "…, new one: +1…": the one the statement names
    re.I,
)
_OWN_OBJECT = re.compile(rf"^{_VERB}\s+(?!it\b|them\b|that\b|this\b)\w", re.I)
_APPS = "|".join(re.escape(app) for app in KNOWN_APPS)
# A value of the request's own (an apostrophe inside a word, "what's", quotes nothing).
_VALUE = re.compile(
    r"\d|[\"“«‘]|(?<!\w)'|\b[\w-]+\.[A-Za-z0-9]{2,4}\b|(?<=\s)(?-i:(?!I\b)[A-Z])|"
    r"\b(?:today|tomorrow|tonight|yesterday|(?:mon|tues|wednes|thurs|fri|satur|sun)day|week|noon|midnight|"
    r"wi-?fi|bluetooth|brightness|stopwatch)\b|"
    # an app is the value only of a request that opens it ("open the files app"), never of one that adds to it
    rf"^(?:open|launch|start)\s+(?:up\s+)?(?:the\s+|my\s+)?(?:\w+\s+app\b|(?:{_APPS})\b)",
    re.I,
)
_DAY_OR_TIME = re.compile(
    r"\b\d{1,2}(?::\d\d)?\s*(?:am|pm|a\.m\.|p\.m\.)|\b\d{1,2}:\d\d\b|\b(?:at|from|by)\s+\d{1,2}\b|"
    r"\b\d{1,2}(?:st|nd|rd|th)\b|\b(?:today|tomorrow|tonight|(?:mon|tues|wednes|thurs|fri|satur|sun)day|noon)\b|"
    r"\b(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?\s+\d",
    re.I,
)
_LENGTH = re.compile(r"\b\d+\s*(?:hours?|hrs?|minutes?|mins?|seconds?|secs?)\b", re.I)
_MAKES_AT_A_TIME = re.compile(
    r"^(?:(?:please|just|so)\s+)*(?:add|create|schedule|book|put|set|make|remind)\b"
    r"(?![^,.]*\b(?:note|file|folder|contact|playlist|recipe|expense|recording|timer)s?\b)",
    re.I,
)
_SENDS = re.compile(r"^(?:(?:please|just|so)\s+)*(?:text|message|send|reply|tell|forward|share)\b", re.I)
# "that swimming session", "that run": a record of one day, the day the statement names.
_THAT_RECORD = re.compile(
    r"\bthat\s+(?P<what>(?:[a-z]+\s+)?(?:session|activity|workout|run|ride|walk|swim|hike|event|meeting|one))\b", re.I
)
_ONE_DAY = re.compile(
    r"\b(?:on\s+)?(?P<day>(?:(?:mon|tues|wednes|thurs|fri|satur|sun)day\s+)?the\s+\d{1,2}(?:st|nd|rd|th)|"
    r"(?:mon|tues|wednes|thurs|fri|satur|sun)day|yesterday|today|"
    r"(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?\s+\d{1,2}(?:st|nd|rd|th)?)\b",
    re.I,
)
# After the request: what it leaves alone, or a remark about whom it is for.
_LEFT_ALONE = (
    r"(?:keep|leave)\s+(?!one\b|just\b|only\b|a\s+copy\b|the\s+(?:first|last|newest|oldest|original)\b)[^.,;!?]+?(?:\s+(?:though|as\s+(?:it\s+is|is)|alone|where\s+it\s+is))?|"
    r"(?:the\s+|my\s+)?[^.,;!?]+?\s+(?:that\s+day\s+)?(?:stays|can\s+stay|is\s+fine|are\s+fine)|"
    r"(?:don'?t|do\s+not|never)\s+touch\s+[^.,;!?]+|"
    r"not\s+(?:my|the|to\s+my|to\s+the)\s+(?:old|other|previous|first|last)\s+[^.,;!?]+|"
    r"not\s+the\s+[^.,;!?]*?\bones?|"
    r"(?:she|he|they)(?:'s|'re|\s+is|\s+are|\s+will\s+be)\s+(?:coming|arriving|leaving|going|here|late|free|busy|back)"
    r"\b[^.,;!?]*"
)
_REMARK_AFTER = re.compile(rf"(?:[.!]\s+|\s+[-–—]\s+|,\s+)(?:{_LEFT_ALONE})(?:\s+though)?[.!]?\s*$", re.I)
# "(reading_68 is already taken)", "(flour is fine)": a bracketed statement about something else.
_BRACKETED = re.compile(
    r"\s*\((?:the\s+)?[^()]*?\s+(?:is|are|was|were)\s+(?:already\s+|still\s+)?(?:taken|used|fine|ok|okay|old|gone|done|"
    r"separate|different)\)",
    re.I,
)


_REFUNDED = re.compile(r"\b(?:refund(?:s|ed)?|reimburs(?:ed|ement)|(?:got\s+)?my\s+money\s+back)\b", re.I)
_FILLER = re.compile(r"^(?:(?:and|so|just|then|now|but)\s+)+", re.I)
_PHONE = re.compile(r"\+?\d[\d ().-]{6,}\d")
# "Hana Suzuki's new one is +1…": whose number a statement says.
_OWNS_NUMBER = re.compile(
    r"(?P<who>[A-Z][\w-]*(?:\s+[A-Z][\w-]*)+)['’]s\s+(?:new\s+|real\s+|current\s+|right\s+)?(?:phone\s+)?"
    r"(?:number|one)\s+is\s+(?:now\s+)?(?P<n>\+?\d[\d ().-]{6,}\d)"
)
# "… but it's really X", "… actually X": the value said last, the real one.
_REALLY = re.compile(
    r"\b(?:but\s+)?(?:it'?s|it\s+is|that'?s)\s+(?:really|actually)\s+(?P<v>[^,;]+?)\s*$|\bactually\s+(?P<w>[^,;]+?)\s*$",
    re.I,
)


# A statement tells something: a subject and a verb of its own ("my sister lands", "Sam cancelled", "bluetooth is fine").
_TELLS = re.compile(
    r"\b(?:is|was|are|were|am|got|gets|had|has|have|wants|says|said|stays?|know|did|went|paid|spent|"
    r"lands?|arrives?|gave|sent|texted|called|missed|broke|froze|crashed|finished|ran|need|needs|saw|found|heard|"
    r"bought|came|told|thought|forgot|left|took|fell|lost|quit|won|sold|met|made|wrote|"
    r"[a-z]{3,}ed)\b|['’](?:s|re|m|ve|ll)\b",
    re.I,
)
# Where or when a request is done, said first: "In Simple Calendar Pro, …", "from my recipes.txt note, …".
_PLACE = r"(?:in|on|at|from|for|with|using|to|into|under|inside|within|after|before|by|via|through)\b"


def _masked(text: str) -> str:
    return QUOTED.sub(lambda m: "q" * len(m.group(0)), text)


def _statement(lead: str) -> bool:
    """Whether ``lead`` only says something: no request, no question, no message's words."""
    lead = lead.strip(" ,.-–—")
    return (
        bool(_TELLS.search(lead))
        and not rx(rf"(?:(?:hey|hi|ok|okay)[,!]?\s+)?{_VERB}|{_ASKED}|{_PLACE}", re.I).match(lead)
        and "?" not in lead
        # every sentence of it tells: "Did X call me? Check the call history. Respond …" asks and requests first
        and not any(rx(rf"{_VERB}|{_ASKED}", re.I).match(said) for said in rx(r"(?<=[.!])\s+").split(lead)[1:])
        and not rx(r":\s|[\"“«‘]|\n").search(lead)
    )


def _whole(request: str) -> bool:
    """Whether ``request`` points back to nothing and names its own value."""
    masked = _masked(request)
    head = masked.split(": ", 1)[0]  # "add it to Broccoli: X, …": what follows the colon is what "it" is
    it = rx(r"\bit\b", re.I).search(head)
    ahead = it is not None and rx(r"[^,;.]*:\s").match(masked[it.end() :]) is not None  # "add it to X: …"
    if it is not None and not ahead and not _OWN_OBJECT.match(head):
        return False
    if rx(OWNERLESS_FIELD, re.I).search(head) is not None:
        return False  # "…, set the prep time to 45 mins": whose prep time the statement says
    return _BACK.search(head) is None and _VALUE.search(request) is not None


def _lead_dropped(text: str) -> str:
    masked = _masked(text)
    told = _TOLD.match(masked)
    cuts = [(told.end("lead"), told.end())] if told is not None else [m.span() for m in _BOUNDARY.finditer(masked)]
    for lead_end, request_start in cuts:
        lead, request = text[:lead_end], _FILLER.sub("", text[request_start:])
        if masked[lead_end] == ":" and _SAYS_WORDS.search(lead):
            return text  # "x.txt needs one more line at the bottom: Book the train …": the words to write
        if not _statement(lead):
            return text
        request = _referred(lead, request)
        if (
            _MAKES_AT_A_TIME.match(request)
            and _DAY_OR_TIME.search(lead)
            and not _DAY_OR_TIME.search(request.split(": ", 1)[0])
            and not _LENGTH.search(request)
        ):
            return text  # "Budget review is March 22 at 3pm, add it …": the day is the entry's
        if _whole(request) and not _SENDS.match(request):
            return _lead_dropped(_app_kept(lead, request))
        if (that := _THAT_RECORD.search(request)) is not None and request.rstrip().endswith("?"):
            days = _ONE_DAY.findall(lead)
            if len(days) == 1:
                return f"{request[: that.start()]}my {that.group('what')} on {days[0]}{request[that.end() :]}"
    return text


def _referred(lead: str, request: str) -> str:
    """``request`` with "that number" as the one phone number ``lead`` says, and "for that" as the value ``lead``
    corrects to ("the washer says 1:40 but it's really 1 hour 38 minutes, set a timer for that"); "save her" as whom
    the statement gives a number ("Ana's is old, but Hana Suzuki's new one is +1…, save her as a new contact")."""
    owner = _OWNS_NUMBER.search(lead)
    if owner is not None and rx(r"\b(?:save|add|store|put)\s+(?:her|him|them)\b", re.I).search(request):
        request = rx(r"\b(?:her|him|them)\b", re.I).sub(owner.group("who"), request, count=1)
        if not _PHONE.search(request):
            request = f"{request.rstrip(' .!')}, number {owner.group('n')}"
    numbers = _PHONE.findall(lead)
    if len(numbers) == 1 and not _PHONE.search(request):
        request = rx(r"\bthat\s+(?:phone\s+)?number\b", re.I).sub(numbers[0], request, count=1)
    real = _REALLY.search(lead)
    if real is not None:
        value = rx(r"^for\s+").sub("", real.group("v") or real.group("w"))
        request = rx(r"\b(?P<p>for|to)\s+that\b(?!\s+\w+day)", re.I).sub(
            lambda m: f"{m['p']} {value}", request, count=1
        )
    return request


def _app_kept(lead: str, request: str) -> str:
    """``request`` with the app ``lead`` names, when it names none itself ("pro expense froze …, delete …"); a
    refund said is the expenses'."""
    if rx(rf"\b(?:{_APPS}|pro\s+expense)\b", re.I).search(request):
        return request
    app = rx(rf"\b(?:{_APPS}|pro\s+expense)\b", re.I).search(lead)
    if app is None:
        if rx(r"\b(?:expenses?|calendar|events?|notes?|contacts?|recipes?|files?|songs?)\b", re.I).search(request):
            return request
        # "got refunds for some things, … delete A, B and C": what is refunded is an expense
        refunded = _REFUNDED.search(lead) and rx(r"(?:delete|remove)\b", re.I).match(request)
        if refunded and not rx(r"\b[\w-]+\.[A-Za-z0-9]{2,4}\b").search(request):
            return f"{request.rstrip(' .!')} from my expenses"
        return request
    said = request.rstrip(" .!")
    return f"{said[:-1]} in {app.group(0)}?" if said.endswith("?") else f"{said} in {app.group(0)}"


def _remarks_dropped(text: str) -> str:
    if ":" in _masked(text):
        return text  # a message or a list after a colon may end in what reads as a remark
    text = _BRACKETED.sub("", text)
    while (found := _REMARK_AFTER.search(_masked(text))) is not None and found.start() > 0:
        text = text[: found.start()]
    return text


def _beside(found: re.Match[str]) -> str:
    text = found.group(0)
    return _lead_dropped(_remarks_dropped(text))


# Read before the remarks' references (aside_mends.REMARKED_AROUND): the whole text, its context around the request
# taken off where the request is whole without it.
BESIDE_THE_REQUEST = ((r"^.+$", _beside),)
