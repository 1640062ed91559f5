"""A request as a phone's voice typing writes it down, said the way it would be typed: before any other reading.

Dictation has no punctuation and keeps what people say while they think. Each rule is a class of phrasings:

* fillers carry nothing: "um", "uh", "erm", "you know", an opening "okay so" / "hey" / "alright", a closing
  "okay", and "like" where it only fills ("can you like send …", "delete like the newest note");
* a reason run on after the request ("… I don't need it anymore", "… because …") is not part of it;
* numbers said in words are written in digits where a request needs them as numbers: a phone number said
  digit by digit ("nine seven zero five five five …"), an amount or a length before its unit ("thirty
  minutes", "forty nine seconds"), an hour after "at" ("at ten"), a year ("twenty thirty") after a day, and
  "a m" / "p m" after an hour.

A message's or a note's own words (after "say", "saying", a colon, or in quotes) are left as said.
"""

from __future__ import annotations

import re
from functools import lru_cache

from ..patterns import rx
from .courtesy import outside_message
from .number_words import TENS as _TENS
from .number_words import UNITS as _UNITS

_UNIT = "|".join(sorted(_UNITS, key=len, reverse=True))
_TEN = "|".join(_TENS)
# "thirty eight", "forty-nine", "twelve", "four hundred thirty six": a whole number below a thousand.
_BELOW_100 = rf"(?:(?:{_TEN})(?:[\s-]+(?:one|two|three|four|five|six|seven|eight|nine))?|{_UNIT})"
_NUMBER = rf"(?:(?:{_UNIT})\s+hundred(?:\s+(?:and\s+)?{_BELOW_100})?|{_BELOW_100})"
_DIGIT_WORDS = {**{w: str(n) for w, n in _UNITS.items() if n < 10}, "oh": "0"}
_DIGIT = "zero|oh|one|two|three|four|five|six|seven|eight|nine"
_MONTH = (
    r"(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|"
    r"oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)"
)

# Words that start a request or a step: after a filler "like" one of these follows.
_FILLED = re.compile(
    r"(?:^|(?<=\bso)|(?<=\bum)|(?<=\buh)|(?<=\bokay)|(?<=\band)|(?<=\bbut)|(?<=\bthen)|(?<=\byou)|(?<=,))\s*,?\s*"
    r"\blike\b,?(?=\s+(?!to\b|this\b|that\b|it\b)\w)"
    r"|(?<=\w)\s*,?\s+like\b,?(?=\s+(?:just|super|really|totally|literally|basically|what'?s|what|where|when|which|"
    r"how|the\s+(?:newest|latest|last|most|first|oldest)\b|all\s+the\s+way)\b)",
    re.I,
)
# "delete like the note …": right after a request's verb, "like" only fills.
_FILLED_AFTER_VERB = re.compile(
    r"^(?P<v>(?:delete|remove|add|make|set|turn|put|send|text|call|open|start|stop|record|take|create|save|move|cancel|"
    r"clear|play|show|find)(?:\s+(?:on|off|up|down))?)\s+like\b,?\s+",
    re.I,
)
_OPENING = re.compile(
    # A second thought said first ("no wait, …", "actually, …") opens the request it corrects.
    r"^(?:(?:okay|ok|alright|all\s+right|right|so|well|hey|hi|yeah|um|uh|no\s+wait|oh\s+wait|wait|actually|oops|"
    r"on\s+second\s+thought)\b[\s,.!]*)+(?=\S)",
    re.I,
)
_CLOSING = re.compile(r"[\s,]+(?:okay|ok|alright|thank\s+you)\s*[.!?]*\s*$", re.I)
_HESITATIONS = re.compile(r"(?:,\s*)?\b(?:um+|uh+|erm+|uhm+|hmm+|er|you\s+know)\b,?(?=\s|$)", re.I)
# A reason said after the request with no stop between: "delete X I don't need it anymore"; said of a thing before the
# request ("an old a.pdf that i dont need anymore, delete it"), it ends where the request starts.
_REASON = re.compile(
    r"(?<=\w)\s+(?:(?:because|cause|cuz|coz)\s+|(?:(?:that|which)\s+)?i\s+(?:don'?t|do\s+not|didn'?t|did\s+not)\s+"
    r"(?:think|need|want|use|like)\b|(?:(?:that|which)\s+)?i\s+(?:no\s+longer|never)\s+(?:need|use)\b)"
    r"(?:(?!,\s*(?:so\s+|then\s+|please\s+|pls\s+)*(?:delete|remove|get\s+rid|trash|bin|erase|clear)\b).)*",
    re.I,
)
# Words that send a message ("recipes.txt" is a file's name, not a text to send).
_SENDS = re.compile(r"(?<!\.)\b(?:text|txt|sms|message|reply|respond|tell|send|say|write|answer)\b", re.I)


@lru_cache(maxsize=1024)
def undictated(text: str) -> str:
    """``text`` with the fillers taken out and its numbers in digits; unchanged when it has neither."""
    text = outside_message(text, lambda part: _HESITATIONS.sub("", part))
    text = _OPENING.sub("", rx(r"[ \t]{2,}").sub(" ", text).strip()).strip()
    # "new note call it a.md and it should say X": a new note's text said after "and it should say" / "and put in it"
    # ("fix a.md, it should say Monday" is an edit, not a text).
    text = rx(r"\b(?P<k>note|file)\s+(?:and\s+)?(?:call|name)\s+it\s+", re.I).sub(r"\g<k> named ", text)
    if rx(r"^(?:new|make|create|write|start|add)\b", re.I).match(text):
        text = rx(
            r"\s+and\s+(?:(?:it\s+should|have\s+it|make\s+it|let\s+it)\s+(?:say|read|contain)|put\s+in\s+it|write\s+in\s+it)"
            r"\s*:?\s+(?=\S)",
            re.I,
        ).sub(" with the text: ", text, count=1)
    unmarked = _SENDS.search(text) is not None and ":" not in text
    if unmarked and _SENDS_FIRST.match(text):
        # "text +1… (back) and say Running late": with no colon, "and say" / "and tell them" starts the message.
        text = rx(
            r"(?<=\S)\s+(?:back\s+)?(?:and|like)\s+(?:just\s+)?(?:say|tell\s+(?:them|him|her))\s+(?:that\s+)?(?=\S)"
        ).sub(": ", text, count=1)
    text = rx(r"[ \t]{2,}").sub(" ", outside_message(text, _unfilled)).strip()
    # A number inside a message's words ("Running ten minutes late") stays; with no colon or "say" to tell where a
    # message starts, only a phone number said digit by digit is written in digits.
    return outside_message(text, _phone_numbers if unmarked else _numbers)


# A request to send, after an opener said to the assistant ("hey can u txt …").
_SENDS_FIRST = re.compile(
    r"^(?:(?:hey|hi|ok|okay|so)[,!]?\s+)?(?:(?:can|could|would|will)\s+(?:you|u)\s+|(?:please|pls|plz)\s+)*"
    r"(?:text|txt|sms|message|reply|respond|send|answer|write|whoever|tell)\b",
    re.I,
)


def _unfilled(text: str) -> str:
    text = _FILLED_AFTER_VERB.sub(r"\g<v> ", _FILLED.sub("", text))
    text = _REASON.sub("", text)
    text = _CLOSING.sub("", text)
    text = rx(r"\bto\s+dos\b", re.I).sub("to-dos", text)
    # "I want Lunch with Sam every day starting …": a wish for an entry at a time is the request to add it.
    text = rx(
        r"^(?:i\s+want|i'?d\s+like|i\s+would\s+like|i\s+need)\s+(?!to\b|you\b|it\b)"
        r"(?=.*\b(?:every\s+\w+|daily|weekly|tomorrow|today|tonight|on\s+\w+day|at\s+\d|starting)\b)",
        re.I,
    ).sub("add ", text)
    if not rx(r"[,:;]").search(text):
        # Dictated fields run on: "… for an hour description Bring the documents", "category Food note Monthly" (never
        # a question's "… in the Food category are there").
        text = rx(
            r"(?<![Aa])(?<!\bthe)(?<!\bmy)(?<!\bnew)(?<!\bthis)(?<!\bthat)(?<!\byour)(?<!\bof)(?<![Ww]hich)(?<![Ww]hat)"
            r"\s+(?:and\s+(?:the\s+)?)?"
            r"(?P<k>description|category|location)\s+(?:is\s+)?"
            r"(?=(?!called\b|named\b|in\b|to\b|for\b|that\b|are\b|were\b|has\b|have\b|of\b|"
            r"with\b|and\b|the\b|a\b|from\b|delete\b|remove\b|create\b|add\b|save\b|edit\b|open\b|move\b|rename\b|"
            r"copy\b|send\b|text\b|share\b|sent\b|shared\b|texted\b|forwarded\b|by\b)\w)"
        ).sub(r", \g<k> ", text)
        text = rx(r"(?P<c>\bcategory\s+[\w-]+)\s+note\s+(?=\w)", re.I).sub(r"\g<c>, note ", text)
    if rx(r"^(?:where|when|what|which|who|how)\b", re.I).match(text):
        # "where is the X like what's the location": a question said twice runs on; the first one asks it.
        text = rx(
            r"(?<=\w)(?:\s+like)?\s+(?=(?:what'?s|what\s+(?:is|time)|where'?s|where\s+(?:is|do)|when'?s|when\s+(?:is|do))\b)",
            re.I,
        ).sub("? ", text, count=1)
    return text


def _value(said: str) -> int:
    total = 0
    for word in rx(r"[\s-]+").split(said.lower()):
        if word == "hundred":
            total *= 100
        elif word != "and":
            total += _UNITS.get(word, _TENS.get(word, 0))
    return total


def _phone_numbers(text: str) -> str:
    # Seven or more digits said one by one, "double five" as two.
    digits = rf"(?:(?:double\s+)?(?:{_DIGIT}))"
    return rx(rf"\b{digits}(?:[\s,-]+{digits}){{6,}}\b", re.I).sub(
        lambda m: "".join(
            _DIGIT_WORDS[w] * (2 if double else 1)
            for double, w in rx(rf"(double\s+)?({_DIGIT})").findall(m.group(0).lower())
        ),
        text,
    )


def _numbers(text: str) -> str:
    text = _phone_numbers(text)
    # "march 18 twenty thirty": a year said as two numbers after a day.
    text = rx(
        rf"\b(?P<d>{_MONTH}\s+(?:the\s+)?[\w-]+),?\s+(?P<c>twenty|nineteen)[\s-]+(?P<y>{_BELOW_100})\b", re.I
    ).sub(lambda m: f"{m.group('d')} {_value(m.group('c')) * 100 + _value(m.group('y'))}", text)
    text = measures_in_digits(text)
    # "at ten", "at eight a m", "at three pm": an hour on the clock.
    text = rx(
        rf"\b(?P<at>at|from|to|till|until|and|between|for)\s+(?P<h>{_UNIT})(?:[\s-]+(?P<m>{_BELOW_100}))?\b"
        r"(?!\s+(?:hours?|hrs?|minutes?|mins?|seconds?|secs?|days?|weeks?|people|of|times?)\b)",
        re.I,
    ).sub(lambda m: _clock(m), text)
    text = rx(r"\b(?P<h>\d{1,2}(?::\d\d)?)\s+(?P<p>[ap])\s*\.?\s*m\b\.?", re.I).sub(r"\g<h> \g<p>m", text)
    return rx(r"\btwelve\s+noon\b", re.I).sub("noon", text)


def measures_in_digits(text: str) -> str:
    """ "forty five mins", "twelve servings": an amount or a length said in words before its unit, in digits (and a
    number said alone: "twelve")."""
    if rx(_NUMBER, re.I).fullmatch(text.strip()):
        return str(_value(text.strip()))
    return rx(
        rf"\b{_NUMBER}(?=\s+(?:hours?|hrs?|minutes?|mins?|seconds?|secs?|days?|weeks?|dollars?|bucks|cents?|"
        r"people|servings?)\b)",
        re.I,
    ).sub(lambda m: str(_value(m.group(0))), text)


def _clock(match: re.Match[str]) -> str:
    hour = _value(match.group("h"))
    loose = match.group("at").lower() in ("and", "to", "for")  # "for five", "to two": an hour only with its period
    if not 1 <= hour <= 12 or (
        loose and not _says_hour(match) and not (match.group("at").lower() == "for" and match.group("m"))
    ):
        return match.group(0)
    minute = _value(match.group("m")) if match.group("m") else 0
    said = f"{hour}:{minute:02d}" if minute else str(hour)
    return f"{match.group('at')} {said}"


def _says_hour(match: re.Match[str]) -> bool:
    # "between ten and eight pm", "from nine to five": after "and" / "to", only an hour followed by its period.
    rest = match.string[match.end() :]
    return rx(r"\s*(?:am|pm|a\s*m\b|p\s*m\b|in\s+the|at\s+night|tonight|o'?clock)", re.I).match(rest) is not None
