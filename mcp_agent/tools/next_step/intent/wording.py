"""The phrasing around what a task asks: polite wrappers ("please", "can you …") and thanks are dropped,
quoted values are found (a message body, a title), and an app named at the end ("on WhatsApp") is split off."""

from __future__ import annotations

import re
from functools import lru_cache

from ..patterns import rx
from .courtesy import outside_message, plain

# A single quote closes only where no letter follows, so "'I'm late'" is one value.
_QUOTED = re.compile(r"[\"“](?P<double>[^\"”]+)[\"”]|(?<!\w)['‘](?P<single>.+?)['’](?!\w)")
_POLITE = re.compile(
    r"^\s*(?:(?:hey|hi|ok|okay)[,!]?\s+)?(?:(?:please|pls|kindly|could you|can you|could u|can u|would you|will you|"
    r"i(?:'d| would) like you to|i want you to|i need you to|go ahead and|quickly)\s+)+",
    re.I,
)
_TRAILING = re.compile(
    r"(?:[\s,]+(?:please|pls|plz|for me|right now|asap)|\s*,\s*(?:thanks|thank you|thx|cheers))+\s*[.!?]*\s*$", re.I
)
_APP_CLAUSE = re.compile(r"\s+(?:on|in|via|using|with|through)\s+(?:the\s+)?(?P<app>[A-Z][\w-]*)(?:\s+app)?\s*$")


def quoted_values(task: str) -> list[str]:
    return [match.group("double") or match.group("single") for match in _QUOTED.finditer(task)]


def without_quotes(task: str) -> str:
    return _QUOTED.sub(" ", task)


@lru_cache(maxsize=2048)
def normalize(task: str) -> str:
    text = plain(task)
    text = rx(r"\b(?:tmrw|tmrw\.|tmr|tomorow|tommorow|tommorrow|tomorrrow|2moro)\b", re.I).sub("tomorrow", text)
    text = rx(r"\bcalender\b", re.I).sub("calendar", text)
    # "call off the meeting", "call it off": cancelling, never a phone call.
    text = rx(r"\bcall\s+off\b", re.I).sub("cancel", text)
    text = rx(r"\bcall\s+(it|that|this|them)\s+off\b", re.I).sub(r"cancel \1", text)
    text = rx(r"\bBT\b").sub("bluetooth", text)
    text = rx(r"\bwi\s+fi\b", re.I).sub("wifi", text)
    # "make sure bluetooth's enabled": the contraction of "is" after a setting's name.
    text = rx(r"\b(wi-?fi|bluetooth|brightness)['’]s\b", re.I).sub(r"\1 is", text)
    text = _ordinals(text)
    # "a note that just says X": what it says, the adverb no part of it
    text = rx(r"\b(that|which)\s+(?:just|only|simply)\s+(says|reads)\b", re.I).sub(r"\1 \2", text)
    # "quick q: is …": a label before the request is not part of it.
    text = rx(r"^(?:quick\s+(?:q|question)|question|q)\s*[:,-]\s*", re.I).sub("", text)
    # "delete a.pdf (it's in Documents)": where the file is, said aside.
    text = rx(
        r"\s*\((?:it'?s|its|it\s+is|which\s+is|located)\s+in\s+(?:the\s+|my\s+)?(?P<f>[A-Z][\w-]*)(?:\s+folder)?\)"
    ).sub(r" in the \g<f> folder", text)
    text = rx(r"\bas\s+(?:a|the)\s+new\s+(first|last)\s+line\b", re.I).sub(r"as the \1 line", text)
    text = _verb_typo(text)
    polite = _POLITE.match(text)
    text = _POLITE.sub("", text)
    # (never off a message's own words: "reply to Ana: the 11th works for me" is sent whole)
    text = outside_message(text, lambda part: _TRAILING.sub("", part)).rstrip(" .")
    # "I need a new markor file …": a wish for a new entry is the request to create it.
    text = rx(
        r"^(?:i\s+need|i\s+want|i(?:['’]?d|\s+would)\s+(?:like|love|appreciate)|i\s+could\s+use)\s+(?=(?:a|an)\s+new\b)",
        re.I,
    ).sub("create ", text)
    # "log these in Pro Expense pls: …": a polite word before a colon is not part of a slot.
    text = rx(r"\s+(?:please|pls|plz)(?=\s*[:,])", re.I).sub("", text)
    # "Can you tell Sam I'm late?": the question mark ends the request, not the message. Otherwise a
    # final "!" or "?" may end a message and stays.
    if polite is not None and rx(r"\b(?:can|could|would|will) you\b", re.I).search(polite.group(0)):
        text = rx(r"\?\s+(?=\w)").sub(". ", text.rstrip(" ?"))
    return text


_ORDINALS = (
    "first second third fourth fifth sixth seventh eighth ninth tenth eleventh twelfth thirteenth fourteenth "
    "fifteenth sixteenth seventeenth eighteenth nineteenth twentieth"
).split()
_MONTHS = r"(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:tember)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)"
_ORDINAL_WORD = re.compile(
    rf"\b(?P<month>{_MONTHS})\s+(?:the\s+)?(?P<tens>twenty[- ]|thirty[- ])?(?P<o>{'|'.join(_ORDINALS)})\b|"
    rf"\bthe\s+(?P<tens2>twenty[- ]|thirty[- ])?(?P<o2>{'|'.join(_ORDINALS)})\s+of\s+(?P<month2>{_MONTHS})\b",
    re.I,
)


def _ordinals(text: str) -> str:
    """ "march eleventh", "the twenty-first of march": a day of the month said in words, as digits."""

    def day(match: re.Match[str]) -> str:
        tens = (match.group("tens") or match.group("tens2") or "").lower()
        n = _ORDINALS.index((match.group("o") or match.group("o2")).lower()) + 1
        n += 20 if tens.startswith("twenty") else 30 if tens.startswith("thirty") else 0
        return f"{match.group('month') or match.group('month2')} {n}"

    return _ORDINAL_WORD.sub(day, text)


# Verbs a task starts with, long enough that one slip of a key still says which ("delte", "remvoe", "craete").
_TYPED_VERBS = ("delete", "remove", "create", "rename", "append", "record", "resend", "change", "update", "schedule")


def _one_slip(word: str, verb: str) -> bool:
    """One letter left out, added, changed, or two neighbours swapped."""
    if word == verb or abs(len(word) - len(verb)) > 1:
        return False
    if len(word) == len(verb):
        diff = [n for n in range(len(word)) if word[n] != verb[n]]
        return len(diff) == 1 or (
            len(diff) == 2
            and diff[1] == diff[0] + 1
            and word[diff[0]] == verb[diff[1]]
            and word[diff[1]] == verb[diff[0]]
        )
    short, long = sorted((word, verb), key=len)
    return any(long[:n] + long[n + 1 :] == short for n in range(len(long)))


def _verb_typo(text: str) -> str:
    """The first word of a request (after "could you", "pls") mistyped by one letter is the verb it is closest to."""
    found = rx(r"^((?:(?:please|pls|could you|can you|could u|can u|would you)\s+)*)([a-z]{5,8})\b", re.I).match(text)
    if found is None:
        return text
    word = found.group(2).lower()
    verb = next((verb for verb in _TYPED_VERBS if _one_slip(word, verb)), None)
    return text if verb is None else found.group(1) + verb + text[found.end() :]


def clean(phrase: str) -> str:
    phrase = rx(r"\s+(?:please|for me|now)\b.*$|[.,;!?]+$", re.I).sub("", phrase.strip()).strip()
    return rx(r"^(?:the|a|an|my|our)\s+", re.I).sub("", phrase).strip(" '\"")


def app_of(text: str) -> tuple[str, str]:
    """``("… to Sam", "WhatsApp")`` from "… to Sam on WhatsApp"; the app is capitalised."""
    match = _APP_CLAUSE.search(text)
    if match is None or match.group("app").lower() in (
        "monday",
        "tuesday",
        "wednesday",
        "thursday",
        "friday",
        "saturday",
        "sunday",
        "december",
        "january",
    ):
        return text, ""
    return text[: match.start()], match.group("app")
