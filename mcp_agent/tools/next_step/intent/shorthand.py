"""A request typed tersely or in another English, said the way the grammar reads it: before any other reading.

Each rule is a class of phrasings, never one task's words:

* shorthand is spelled out: "appt", "desc", "amt", "cat", "hr(s)", "min(s)", "wk(s)", "ph no.", "no. of", "mob",
  "ppl", "tmrw", weekdays cut short after "this" / "next" / "on" ("this sat");
* politeness that carries nothing is dropped wherever it stands: "pls", "kindly", "do the needful";
* other Englishes: "click a photo", "do a recording", "venue", "in the arvo", "ensure", "shift X to a folder",
  "call on <number>", "what all", "having text", "… same to <number>" (the same thing), "one" for "a";
* a date written day first ("18/03/2030") when its day cannot be a month;
* the verb said last, after what it acts on: "expense Fuel delete", "bluetooth enable", "note X with text 'Y'
  create", "this sat all events cancel", "X from DCIM copy to Download".

Quoted text and a message's own words are left as said.
"""

from __future__ import annotations

import re
from functools import lru_cache

from ..patterns import rx
from .courtesy import outside_message
from .quoted_spans import QUOTED
from .rewrites import Rewrites

_SHORT = (
    (r"\bappts?\b", "appointment"),
    (r"\bdesc\b\.?", "description"),
    (r"\bamt\b\.?", "amount"),
    (r"\bavg\b\.?", "average"),
    (r"\bcat\b\.?(?=\s*:?\s*[A-Z])", "category"),
    (r"\bhrs\b\.?", "hours"),
    (r"\bhr\b\.?", "hour"),
    (r"(?<=\d)hrs\b\.?", " hours"),  # "1hr", "2hrs": the unit written on to the number
    (r"(?<=\d)hr\b\.?", " hour"),
    (r"\bwks\b\.?", "weeks"),
    (r"\bwk\b\.?", "week"),
    (r"\bsecs\b\.?", "seconds"),
    (r"\bppl\b", "people"),
    # ("… as a work phone. no saving": a sentence's "no" after it is no number.)
    (
        r"\b(?:ph|phone|mob|mobile|contact|cell)(?:\.?\s*(?:num|nbr)|\.?\s*no(?!\s+\w)|\s*no\.?(?=\s*[:#+(\d]))\b\.?",
        "phone number",
    ),
    (r"\bno\.\s*of\b|\bno\s+of(?=\s+[a-z]+s\b)", "number of"),
    # A count asked as a bare noun phrase: "number of jpgs in documents?", "no of events march 17" (never a phone
    # number's owner: "number of the last caller").
    (
        r"^(?:the\s+)?(?:total\s+)?number\s+of\s+(?!(?:the|my|his|her|their|this|that|whoever)\b)(?=[a-z.]+s\b)",
        "how many ",
    ),
    (r"(?<=\b(?:work|home|main))\s+(?:no|num|nbr)\b\.?", " number"),
    (r"\bmob\b\.?", "mobile"),
    (r"\b(?:tmrw|tmr|tmro|2moro|2morrow)\b", "tomorrow"),
    (r"\bmsg\b", "message"),
    (r"\bmsgs\b", "messages"),
    (r"\bpls\b|\bplease\s+kindly\b", "please"),
    (r"\bdo\s+the\s+needful\b", ""),
    (r"\bkindly\b", "please"),
    (r"\bwhat\s+all\b", "what"),
    (r"\bvenue\b", "location"),
    (r"\b(?:in\s+the\s+)?arvo\b", "pm"),
    (r"\bensure\b", "make sure"),
    (r"\bclick\s+(?:a|an|one|1)\s+(?=(?:photo|picture|pic|selfie|snap)\b)", "take a "),
    (r"\b(?:do|make)\s+(?:one|a|an|1)\s+(?:audio|voice|sound)\s+recording\b", "record audio"),
    (
        r"\b(?:take|shoot|record|make)\s+one\s+(?=(?:video|photo|picture|clip|recording)\b)",
        lambda m: m.group(0)[:-4] + "a ",
    ),
    (r"\bshift\s+(?=\S+\s+(?:to|into)\s+)", "move "),
    (r"\bcall\s+on\s+(?=\+?\d)", "call "),
    (r"\b(?P<v>call|ring|phone)\s+back\s+(?=(?-i:[A-Z])\w+(?:\s+(?-i:[A-Z])\w+)*\s*[.!?]?$)", r"\g<v> "),
    (r"\bhaving\s+(?:the\s+)?(?=text|content|body)", "with the "),
    (r"\b(?:sms|text|send|message)\s+(?:the\s+)?same\s+to\b", "text it to"),
    # Articles dropped: "to new file", "at bottom", "reply last message", "person who sent latest sms".
    (
        r"\b(?P<p>to|into|in|as|create|make|add|start|open)\s+new\s+(?=(?:file|note|contact|event|playlist|recipe|expense|alarm)\b)",
        r"\g<p> a new ",
    ),
    (r"\bat\s+(?=(?:bottom|top|end|start|beginning)\b)", "at the "),
    (r"\badd\s+line\b", "add the line"),
    (
        r"^(?P<v>reply|answer|respond)\s+(?:to\s+)?(?:the\s+|my\s+)?(?:last|latest|newest|recent|most\s+recent)\s+(?:message|sms|text)\s*[-–—:]\s*",
        "reply to my last message: ",
    ),
    (
        r"\b(?:the\s+)?(?:person|one|number|guy)\s+(?:who|that|which)\s+(?:just\s+)?(?:sent|texted|messaged)\s+(?:me\s+)?"
        r"(?:the\s+)?(?:latest|last|most\s+recent|newest)(?:\s+(?:sms|text|message))?\b",
        "whoever texted me last",
    ),
    # "address which Hana has sent, forward to Priya": what someone sent, said first.
    (
        r"^(?:the\s+)?(?P<what>\w+)\s+(?:which|that)\s+(?P<who>(?-i:[A-Z])[\w'-]*(?:\s+(?-i:[A-Z])[\w'-]*)*)\s+"
        r"(?:has|had|have)\s+(?P<v>sent|texted|shared)(?:\s+me)?\b",
        r"\g<who> \g<v> me the \g<what>",
    ),
    # A note's text after a label and a dash: "…, content - X" (after a colon it is read as a label already).
    (r"\s*,?\s+(?:content|contents|body)\s+[-–—]\s*", " with the text "),
    # A level said last: "brightness full", "brightness lowest".
    (
        r"^(?:screen\s+)?brightness\s+(?:to\s+)?(?:full|highest|max|maximum|100\s*%?)(?:\s+(?:pls|please))?$",
        "set brightness to max",
    ),
    (
        r"^(?:screen\s+)?brightness\s+(?:to\s+)?(?:lowest|min|minimum|least|zero|0\s*%?)(?:\s+(?:pls|please))?$",
        "set brightness to minimum",
    ),
    # "add expense - Fuel, amount $5, …": the name said first, after a dash.
    (
        r"^(?P<v>add|log|record|enter)\s+(?:an?\s+|new\s+)?expense\s*[-–—:]\s*(?=\S)(?!name\b)(?P<n>[^,$:]+?)\s*,\s*(?=amount\b|\$)",
        r"\g<v> an expense, name \g<n>, ",
    ),
    # The kind of entry first, then its title and when: "appt Dentist tmrw 3pm, 30 mins" adds it.
    (
        r"^(?:new\s+)?(?P<k>appointment|event|meeting)\s+(?=(?-i:[A-Z])[^,]*?\b(?:today|tomorrow|tonight|weeks?|days?|"
        r"(?:mon|tues|wednes|thurs|fri|satur|sun)day|\d{1,2}\s*(?:am|pm)|\d{1,2}:\d\d)\b)",
        r"add \g<k> ",
    ),
    # The screen made as bright or as dim as it goes, said loosely.
    (
        r"^(?:make|turn|put|get|set)\s+the\s+(?:screen|display)\s+(?:(?:super|really|very|so)\s+)?(?:bright|brighter)\s+"
        r"(?:all\s+the\s+way(?:\s+up)?|as\s+it\s+(?:goes|can\s+go))$",
        "set brightness to max",
    ),
    # Where in a note, said before its name: "in a.txt at the bottom add …" is at the bottom of a.txt.
    (
        r"^in\s+(?P<f>[\w-]+\.\w{2,4})\s*,?\s+(?P<at>at\s+the\s+(?:bottom|end|top|start|beginning))\s+",
        r"\g<at> of \g<f> ",
    ),
    # The note first, then what to do in it: "a.md - put 'X' at the top, then rename it".
    (
        r"^(?P<f>[\w-]+\.\w{2,4})\s*[-–—:]\s+(?=(?:put|add|insert|append|write|rename|open)\b)",
        r"in \g<f>, ",
    ),
    (r"\brename\s+as\s+(?=\S)", "rename it to "),
    # Notes merged "to a new file": into it.
    (r"^(?P<v>merge|combine|join)\b(?P<l>[^:]+?)\s+to\s+(?=a\s+new\s+(?:file|note)\b)", r"\g<v>\g<l> into "),
)
_EVENT = re.compile(r"\b(?:calendar|event|appointment|meeting)\b", re.I)
_AT_HOUR = re.compile(r"\b\d{1,2}(?::\d\d)?\s*[ap]\.?m\b|\b\d{1,2}:\d\d\b", re.I)
_LENGTH_AFTER_TITLE = re.compile(
    r"(?P<w>\b(?!(?:to|for|lasting|of|in|at|by|every|than|about|after|before|within|under|over|and|or|from|half|quarter)\b)"
    r"[a-z]+)"
    r"\s+(?=(?:\d+(?:\.\d+)?|an?)\s+(?:hours?|minutes?)\b(?!\s+(?:from|ago|before|after|later|long|early|late|ahead)\b))",
    re.I,
)
_LABELLED_TEXT = re.compile(r"\b(?:description|notes?)\s*:", re.I)
_unshortened = Rewrites(_SHORT)
_DAYS = {"mon": "monday", "tue": "tuesday", "tues": "tuesday", "wed": "wednesday", "thu": "thursday"} | {
    "thur": "thursday",
    "thurs": "thursday",
    "fri": "friday",
    "sat": "saturday",
    "sun": "sunday",
}
_MONTHS = "January February March April May June July August September October November December".split()
# What a request does, said last: the verbs a terse request ends with.
_LAST_VERBS = (
    r"delete|remove|cancel|erase|trash|create|add|save|enable|disable|resend|forward|copy|move|"
    r"switch\s+on|switch\s+off|turn\s+on|turn\s+off|set|start|stop|pause|record|play|call|list|show"
)
_VERB_LAST = re.compile(
    rf"^(?P<x>(?:[^,:.?!]|\.(?=\w)|'[^']*'|\"[^\"]*\")+?)\s*(?:[-–—,:]\s*)?(?:(?:please|now|just)\s+)*"
    rf"\b(?P<v>{_LAST_VERBS})(?:\s+(?:it|them))?(?P<tail>\s+(?:from|in|into|to|on|using|with|via)\s+[^,.!?]+)?"
    r"(?:\s*,?\s*(?:please|now))*(?P<after>\s*,\s*(?:just\s+)?(?:the\s+)?(?:titles?|names?)(?:\s+only)?)?\s*[.!]?$",
    re.I,
)
# A request whose first word is already a verb (or a question) is not said verb-last.
_STARTS = re.compile(
    rf"^(?:(?:{_LAST_VERBS}|make|put|send|text|reply|tell|open|show|take|get|turn|switch|set|write|what|where|when|"
    r"which|who|how|is|are|do|does|did|can|could|will|would|i|i'm|my|there|please|change|rename|edit|update|push|place|end|hang|stop|finish|disconnect|terminate|decline|reject|refuse|mute|unmute|hold|"
    r"count|find|check|look|use|go|give|log|merge|combine|join|append|mark|share|export|import|open|launch|phone|ring|"
    r"dial|message|sms|txt|remind|wake|book|schedule|return|answer|redial|respond|resume|snap|shoot|film|capture|clear|"
    r"wipe|empty|mute|unmute|increase|decrease|raise|lower|dim|brighten|keep|leave|ask|jot|type|enter|search|sort|"
    r"select|pick|choose|download|upload|install|uninstall|utili[sz]e|employ|generate|initiate|establish|eliminate|"
    r"craft|compose|transmit|replicate|duplicate)\b)",
    re.I,
)
# A head that is a clause of its own ("Greta didn't get my message, resend it") is context, not the verb's object.
_CLAUSE = re.compile(
    r"n't\b|\b(?:not|dont|dnt|is|are|was|were|has|have|had|got|get|did|does|never|i|i'm|me|you|he|she|they|we|should|want|wanna|"
    r"must)\b|\b(?:and|or|then|to)\s*$|[-–—:;]\s*(?:record|take|make|add|create|delete|remove|save|open|send|text)\b",
    re.I,
)


# A header said as a thing to add, round its quoted text: "add header 'X' + blank line".
_HEADER = re.compile(
    r"\badd\s+(?:a\s+)?header\s+(?P<q>'[^']+'|\"[^\"]+\"|“[^”]+”)\s*(?:(?:\+|and|with)\s+(?:a\s+|an\s+)?"
    r"(?P<blank>blank|empty)\s+line\b)?",
    re.I,
)


@lru_cache(maxsize=1024)
def spelled_out(text: str) -> str:
    """``text`` with shorthand spelled out and a verb said last put first; unchanged when it has neither."""
    text = _HEADER.sub(
        lambda m: f"put {m.group('q')} at the top" + (" with a blank line after it" if m.group("blank") else ""), text
    )
    text = outside_message(text, _expanded)
    text = rx(r"[ \t]{2,}").sub(" ", text).strip(" ,")
    text = rx(r"^(?:please\s+)+(?=\S)", re.I).sub("please ", text)
    return _verb_first(text)


def _expanded(text: str) -> str:
    text = _unshortened(text)
    if _EVENT.search(text) or _AT_HOUR.search(text):
        # A length said right after an event's title, with no "for": "Yoga class 1 hour, …", "8am Yoga class 1 hour".
        # (Never in a description said after its label: "Description: Arrive 20 minutes early" says no length.)
        labelled = _LABELLED_TEXT.search(text)
        cut = labelled.start() if labelled is not None else len(text)
        text = _LENGTH_AFTER_TITLE.sub(r"\g<w> for ", text[:cut]) + text[cut:]
        if (
            rx(r"^(?:please\s+)?(?:book|schedule|add|create|put|new|plan|set\s+up|make)\b", re.I).match(text)
            and _AT_HOUR.search(text)
            and not rx(r"\bdescription\b", re.I).search(text)
        ):
            # "book Piano lesson fri 10:00 for an hour - Discuss the roadmap": a remark after a dash describes it
            text = rx(r"\s[-–—]\s+(?P<d>(?-i:[A-Z])[^-–—,:]*?)\s*[.!]?$").sub(r", description \g<d>", text)
    # "Piano lesson fri 10:00": a short day right before an hour is that day
    text = rx(rf"\b(?P<d>{'|'.join(_DAYS)})\b\.?(?=\s+(?:at\s+)?\d{{1,2}}(?::\d\d|\s*[ap]\.?m\b))", re.I).sub(
        lambda m: _DAYS[m.group("d").lower()], text
    )
    text = rx(rf"\b(?P<p>this|next|on|coming|last)\s+(?P<d>{'|'.join(_DAYS)})\b\.?(?!\w)", re.I).sub(
        lambda m: f"{m.group('p')} {_DAYS[m.group('d').lower()]}", text
    )
    text = rx(r"\b(?P<a>\d{1,2})[/.](?P<b>\d{1,2})[/.](?P<y>\d{4})\b").sub(_day_first, text)
    # "A/B/C": names split by slashes are a list (a path, "Documents/a.pdf", has no spaces round a name).
    text = rx(r"(?P<l>[A-Za-z][\w' ]*(?:\s*/\s*[A-Za-z][\w' ]*){2,})(?=$|[.,;:!?])").sub(
        lambda m: _listed([item.strip() for item in m.group("l").split("/")]), text
    )
    # "X venue?", "X - todo or not?": what is asked, said after what it is about.
    text = rx(
        r"^(?!(?:(?:can|could|would|will)\s+you\s+|please\s+)?(?:call|ring|phone|dial|text|message|email|book|visit)\b)"
        # (Nor an "email address": a contact's, no place at all.)
        r"(?P<x>[^?:]+?)(?<!\bemail)(?<!\be-mail)(?<!\bweb)\s*[-–—:,]?\s+(?:location|address|place)\s*\?",
        re.I,
    ).sub(r"location of \g<x>?", text)
    return rx(
        r"^(?P<x>[^?:]+?)(?P<app>\s+in\s+\w+)?\s*[-–—:,]\s*(?:is\s+it\s+)?(?:an?\s+)?(?P<k>to-?do)\s+or\s+not\s*\?",
        re.I,
    ).sub(r"is \g<x> a \g<k>\g<app>?", text)


def _listed(items: list[str]) -> str:
    if any(len(item.split()) > 4 for item in items):
        return "/".join(items)
    return ", ".join(items[:-1]) + " and " + items[-1]


def _day_first(match: re.Match[str]) -> str:
    # "18/03/2030": a first number above 12 is the day. Both 12 or below stays as written (it could be either).
    day, month = int(match.group("a")), int(match.group("b"))
    if day <= 12 or not 1 <= month <= 12:
        return match.group(0)
    return f"{_MONTHS[month - 1]} {day} {match.group('y')}"


def _verb_first(text: str) -> str:
    said = rx(r"(?<=\s)please\s+").sub("", text) if not text.lower().startswith("please") else text
    if _STARTS.match(said):
        return text
    last = _VERB_LAST.match(said)
    if last is None:
        return _verb_second(text, said)
    if any(quoted.start() < last.start("v") < quoted.end() for quoted in QUOTED.finditer(said)):
        return text  # "… labeled 'Call with landlord'": a word of a quoted title is no verb of the request
    if _CLAUSE.search(rx(r"'[^']*'|\"[^\"]*\"").sub(" ", last.group("x"))) or rx(r"\b(?:without|no)\s*$", re.I).search(
        last.group("x")
    ):
        return text  # "… don't start": a verb said not to be done; "X didn't arrive, resend it": context
    verb = last.group("v")
    return f"{verb} {last.group('x').strip(' -–—')}{last.group('tail') or ''}{last.group('after') or ''}"


def _verb_second(text: str, said: str) -> str:
    # "playlist X create with songs A and B", "X from DCIM copy to Download": the verb after its object, then more.
    found = rx(
        r"^(?P<x>(?:[^,:?!\"']|'[^']*')+?)\s+(?:please\s+)?(?P<v>create|add|copy|move|delete|remove|make|save)\s+"
        r"(?P<rest>(?:with|to|into|from|in|as|using)\b.+)$",
        re.I,
    ).match(said)
    if found is None or _STARTS.match(found.group("x")) or _CLAUSE.search(found.group("x")):
        return text
    return f"{found.group('v')} {found.group('x')} {found.group('rest')}"
