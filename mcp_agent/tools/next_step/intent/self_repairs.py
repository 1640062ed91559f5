"""A request corrected as it is said (people set 104, written as set 117: self-repairs): read before anything else, so that no reading
takes the value the person abandoned.

Each rule is a class of repairs, never one task's words:

* a value said over after a correction mark ("no wait", "no sorry", ", no,", "sorry", "I mean", "oops I meant",
  "scratch that", "correction:", "actually no") replaces the part of what came before that it mirrors: the words
  from its own first word said again ("at 1pm, no wait, at noon", "to Hana, no sorry, to Greta"), a determiner's
  phrase ("a photo, no, a video"), a value of the same kind (a phone number, a time, a date or its day, an amount
  with its unit, a file name, a capitalised name, one of a pair such as on / off, wifi / bluetooth, max / min);
* a verb said over for the same object ("text them back, actually no, call them") keeps the object;
* an item taken back from a list ("A, B, sorry not B, C") is dropped;
* a false start cut with a dash or said twice ("send a- then sms it", "set set an alarm") is dropped;
* a detail said after the request ("… friday. oh and it's at 3pm", "…, forgot to say") is the request's.

A repair that finds nothing it mirrors leaves the text as it was. After a colon or a quote (a message's or a note's
own words) only a value of a kind that cannot be the words' own (a phone number) is said over.
"""

from __future__ import annotations

import re
from functools import lru_cache

from ..patterns import rx

_MONTH = (
    r"(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|"
    r"oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)"
)
_DAY = r"\d{1,2}(?:st|nd|rd|th)?"
_DATE = re.compile(
    rf"\b(?:{_MONTH}\s+(?:the\s+)?{_DAY}(?:,?\s+\d{{4}})?|(?:the\s+)?{_DAY}\s+(?:of\s+)?{_MONTH}(?:,?\s+\d{{4}})?)\b",
    re.I,
)
_WEEKDAY = re.compile(r"\b(?:mon|tues|wednes|thurs|fri|satur|sun)day\b", re.I)
_ORDINAL_DAY = re.compile(rf"^(?:the\s+)?(?P<d>{_DAY})$", re.I)
_PHONE = re.compile(r"\+?\d[\d ()-]{5,}\d")
_TIME = re.compile(
    r"\b\d{1,2}(?::\d{2})?\s*(?:am|pm|a\.m\.|p\.m\.)(?=\W|$)|\b\d{1,2}:\d{2}\b|\bnoon\b|\bmidnight\b", re.I
)
_AMOUNT = re.compile(r"(?<![\w.])\$?\d+(?:[.,]\d+)?(?:\s*(?P<u>[a-z]+)\b)?", re.I)
_FILE = re.compile(r"\b[\w-]*(?:\.\w{2,4}\b|_\w+|\d[\w-]*)")
_CAPITAL = re.compile(r"(?<![.!?:]\s)(?<!^)\b[A-Z][\w'-]*")
_PAIRS = (
    frozenset({"on", "off"}),
    frozenset({"max", "min", "maximum", "minimum", "highest", "lowest"}),
    frozenset({"up", "down"}),
    frozenset({"wifi", "wi-fi", "bluetooth"}),
    frozenset({"photo", "picture", "pic", "video"}),
    frozenset({"timer", "stopwatch", "alarm"}),
    frozenset({"high", "medium", "low"}),
    frozenset({"daily", "weekly", "monthly", "yearly"}),
)
_DETERMINERS = frozenset({"a", "an", "the", "my", "this", "that"})
_PREPOSITIONS = frozenset({"on", "in", "at", "for", "from", "to", "into", "by", "with", "of"})
# The kind a name is said with ("the X recipe", "the X folder"): kept when only the name is said over.
_KINDS = frozenset(
    "recipe expense event note file folder contact playlist song task alarm one meeting app entry".split()
)
_VERBS = frozenset(
    "call ring phone text message sms email send delete remove add create make open start stop record take set turn "
    "switch play pause move copy rename reply forward resend share".split()
)
_OBJECTS = r"(?:it|them|him|her|that|that\s+one|this\s+one)"

# The mark of a correction: after a pause (a comma, a dash, full stops), or the stronger ones bare as dictated.
_STRONG = r"oops(?=\s+it'?s\b)|no+\s+wait|wait\s+no|no+\s+sorry|sorry\s+no|actually\s+no|oops\s+i\s+meant?|scratch\s+that|correction|make\s+that"
_MARK = re.compile(
    rf"(?:(?P<cut>(?<=\w)-)|\s*(?:[,;]|\.+|\s[-–—]))\s*(?:(?:um+|uh+)[,\s]+)?(?:"
    rf"(?:(?:{_STRONG}|sorry\s+i\s+meant?|no\s+i\s+meant?|i\s+meant?)\s*[,:]?"
    rf"|(?:oops|sorry|no)(?:\s*,?\s*not\s+(?P<not>[^,.;?!]+?)\s*(?=,))?\s*[,:-])\s+(?=\S)"
    rf")|\s+(?:{_STRONG})[,:]?\s+(?=\S)",
    re.I,
)
_LEAD = re.compile(
    r"^(?:it'?s\s+|the\s+\w+\s+(?:is|should\s+be)\s+|it\s+is\s+|i\s+meant?\s+|make\s+it\s+|make\s+that\s+|i\s+mean\s+)+",
    re.I,
)
_END = re.compile(r"[,;?!]|\.(?:\s|$)|\s[-–—]\s")


def _words(text: str) -> list[re.Match[str]]:
    return list(rx(r"[\w+'$][\w+'$.:_-]*[\w]|\w").finditer(text))


def _clause_start(before: str) -> int:
    ends = list(rx(r"[,;:?!]\s|\.\s|\s[-–—]\s").finditer(before))
    return ends[-1].end() if ends else 0


def _swap(before: str, start: int, end: int, said: str) -> str:
    return before[:start] + said + before[end:]


def _kept_tail(tail: str, said: str) -> str:
    """What follows the abandoned phrase and is not said over: a phrase opened by a preposition the repair lacks."""
    for word in _words(tail):
        if word.group(0).lower() in _PREPOSITIONS and word.start() > 0:
            if not rx(rf"\b{re.escape(word.group(0))}\b", re.I).search(said):
                return " " + tail[word.start() :]
            return ""
    return ""


def _by_anchor(before: str, said: str) -> str | None:
    """The repair opens with a word said before it (a determiner stands for any determiner): said over from there."""
    start = _clause_start(before)
    first = said.split()[0].lower()
    words = [w for w in _words(before) if w.start() >= start][-7:]
    for word in reversed(words):
        token = word.group(0).lower()
        if token == first or (first in _DETERMINERS and token in _DETERMINERS and token not in ("that",)):
            tail = before[word.end() :]
            rest_words = _words(tail)
            # "the pancakes recipe": only the name is said over, its kind is kept.
            if token in _DETERMINERS and rest_words and rest_words[-1].group(0).lower() in _KINDS:
                if said.split()[-1].lower() not in _KINDS and len(rest_words) > 1:
                    return _swap(before, word.start(), word.end() + rest_words[-1].start(), said + " ")
            if token in _DETERMINERS and rest_words and rest_words[-1].group(0).lower() in _KINDS:
                said = rx(r"\bone$").sub(rest_words[-1].group(0), said)  # "the fuel one": the kind said before
            kept = _kept_tail(tail, said)
            return before[: word.start()] + said + kept
    return None


def _by_kind(before: str, said: str) -> str | None:
    """The repair is a value of a kind said before it: the last such value is said over."""
    lowered = said.lower()
    if _PHONE.fullmatch(said):
        found = list(_PHONE.finditer(before))
        return _swap(before, found[-1].start(), found[-1].end(), said) if found else None
    if _TIME.fullmatch(said):
        found = list(_TIME.finditer(before)) or list(rx(r"(?<=\bat\s)\d{1,2}\b|(?<=\bfor\s)\d{1,2}\b").finditer(before))
        return _swap(before, found[-1].start(), found[-1].end(), said) if found else None
    if _DATE.fullmatch(said):
        found = list(_DATE.finditer(before))
        if not found:
            return None
        year = rx(r",?\s+\d{4}$").search(found[-1].group(0))
        if year and not rx(r"\d{4}").search(said):
            said += year.group(0)
        return _swap(before, found[-1].start(), found[-1].end(), said)
    if _WEEKDAY.fullmatch(said):
        found = list(_WEEKDAY.finditer(before))
        return _swap(before, found[-1].start(), found[-1].end(), said) if found else None
    if (day := _ORDINAL_DAY.match(said)) is not None:
        found = list(_DATE.finditer(before))
        if not found:
            return None
        number = rx(r"\b\d{1,2}(?:st|nd|rd|th)?\b(?!\d)").search(found[-1].group(0))
        if number is None:
            return None
        at = found[-1].start() + number.start()
        return _swap(before, at, found[-1].start() + number.end(), rx(r"\D").sub("", day.group("d")))
    if (amount := _AMOUNT.fullmatch(said)) is not None:
        found = [m for m in _AMOUNT.finditer(before) if not amount.group("u") or m.group("u") == amount.group("u")]
        if not found:
            return None
        return _swap(before, found[-1].start(), found[-1].end(), said)
    if _FILE.fullmatch(said) and " " not in said:
        shape = rx(r"\d+").sub("9", said)
        found = [m for m in _FILE.finditer(before) if rx(r"\d+").sub("9", m.group(0)) == shape]
        return _swap(before, found[-1].start(), found[-1].end(), said) if found else None
    if len(said.split()) == 1:
        for pair in _PAIRS:
            if lowered in pair:
                found = [w for w in _words(before) if w.group(0).lower() in pair]
                if found:
                    return _swap(before, found[-1].start(), found[-1].end(), said)
    if said[:1].isupper():
        found = list(_CAPITAL.finditer(before))
        if not found:
            return None
        start = found[-1].start()
        while (run := rx(r"\b[A-Z][\w'-]*\s+$").search(before[:start])) is not None and run.start() > 0:
            start = run.start()  # "Omar Haddad, no sorry, Lena Fischer": the whole name said over
        named = len(before[start : found[-1].end()].split())
        span = [w for w in _words(before[start:])][: max(named, len(said.split()))]
        if rx(r"[,;:]").search(before[start : start + span[-1].end()]):
            span = span[:1]
        return _swap(before, start, start + span[-1].end(), said)
    return None


def _by_context(before: str, said: str, rest: str) -> str | None:
    """The repair said again in its context ("milk …, sorry, eggs, the ones with eggs in the directions"): the word
    before that context is the one said over."""
    if len(said.split()) != 1:
        return None
    again = rx(rf"\b{re.escape(said)}\s+(?P<c>\w+\s+\w+)", re.I).search(rest)
    if again is None:
        return None
    found = list(rx(rf"\b(?P<w>\w+)\s+{re.escape(again.group('c'))}\b", re.I).finditer(before))
    if not found:
        return None
    return _swap(before, found[-1].start("w"), found[-1].end("w"), said)


def _by_name(before: str, said: str) -> str | None:
    """A bare name said over the name of a kind said before ("the pancakes recipe, no, chicken curry")."""
    if said.split()[0].lower() in _DETERMINERS | _PREPOSITIONS | _VERBS:
        return None
    start = _clause_start(before)
    named = list(
        rx(rf"\b(?:{'|'.join(_DETERMINERS)})\s+(?P<n>[\w' -]+?)\s+(?P<k>\w+)\b", re.I).finditer(before[start:])
    )
    named = [m for m in named if m.group("k").lower() in _KINDS]
    if not named:
        return None
    return _swap(before, start + named[-1].start("n"), start + named[-1].end("n"), said)


def _by_verb(before: str, said: str) -> str | None:
    """A verb said over for the same object ("text them back, actually no, call them"): the verb is swapped."""
    verb = rx(rf"^(?P<v>\w+)(?:\s+(?:back|up))?\s+{_OBJECTS}(?:\s+(?:back|up))?$", re.I).match(said)
    if verb is None or verb.group("v").lower() not in _VERBS:
        return None
    start = _clause_start(before)
    lead = rx(r"(?P<v>\w+)(?:\s+(?:back|up|out))?\b").match(before[start:])
    if lead is None or lead.group("v").lower() not in _VERBS:
        return None
    return _swap(before, start, start + lead.end(), verb.group("v"))


def _by_preposition(before: str, said: str) -> str | None:
    """A place said over with another preposition ("from the Download folder, no wait, it's in Documents")."""
    place = rx(rf"^(?:{'|'.join(_PREPOSITIONS)})\s+(?P<x>.+)$", re.I).match(said)
    return _by_kind(before, place.group("x")) if place is not None else None


def _by_last_word(before: str, said: str) -> str | None:
    """A word said over for the last one said ("how much butter, sorry, garlic goes in …"): a plain word only."""
    words = _words(before)
    first = said.split()[0]
    if not words or not first.isalpha() or first.lower() in _DETERMINERS | _PREPOSITIONS | _VERBS:
        return None
    last = words[-1].group(0)
    if not last.isalpha() or last.lower() in _KINDS | _PREPOSITIONS | _DETERMINERS | _VERBS:
        return None
    return _swap(before, words[-1].start(), words[-1].end(), said)


def _in_words(before: str) -> bool:
    """Whether the mark falls inside a message's or a note's own words."""
    without_times = rx(r"\d:\d").sub("", before)
    return bool(rx(r"[:\"“]").search(without_times))


def _repair_once(text: str) -> str:
    for mark in _MARK.finditer(text):
        before, after = text[: mark.start()], text[mark.end() :]
        if mark.group("not"):
            # "A, B, sorry not B, C": the item taken back is dropped.
            taken = mark.group("not").strip()
            found = list(rx(rf",?\s*\b{re.escape(taken)}\b", re.I).finditer(before))
            if found:
                return before[: found[-1].start()] + ", " + after
            continue
        lead = _LEAD.match(after)
        after = after[lead.end() :] if lead else after
        end = _END.search(after)
        said = (after[: end.start()] if end else after).strip()
        rest = after[end.start() :] if end else ""
        said = rx(r"\s+i\s+mean[t]?$", re.I).sub("", said)
        if not said or not before.strip():
            continue
        if _in_words(before):
            if _PHONE.fullmatch(said) and _PHONE.search(before.rsplit(":", 1)[-1]):
                fixed: str | None = _by_kind(before, said)
            elif rx(r"^(?:make\s+it|change\s+it\s+to)\b", re.I).match(text[mark.end() :]) and ":" in before:
                head = before.rsplit(":", 1)[0]
                message = rx(r"^(?:make\s+it|change\s+it\s+to)\s*:?\s*", re.I).sub("", text[mark.end() :])
                return f"{head}: {message}"
            else:
                continue
        else:
            fixed = (
                _by_verb(before, said)
                or _by_context(before, said, rest)
                or _by_kind(before, said)
                or _by_anchor(before, said)
                or _by_preposition(before, said)
                or _by_name(before, said)
                or _by_last_word(before, said)
            )
        if fixed is not None:
            if rx(rf",\s+(?:{'|'.join(_PREPOSITIONS)})\b", re.I).match(rest):
                rest = rest[1:]  # the comma that closed the aside
            elif rx(r"\s[-–—]\s").match(rest) and rx(r"\s[-–—]").match(mark.group(0)):
                rest = rest[2:]  # "Bob — sorry, Rob — that …": the dash that closed it
            return fixed + _unless_restated(fixed, rest)
    return text


_FILLERS = frozenset("turn switch set put it so just yes please pls i mean that's that is the to".split())


def _unless_restated(fixed: str, rest: str) -> str:
    """The rest, unless it only says the corrected request again ("off, no, on. turn it on", "… wifi. wifi on")."""
    again = rx(r"\s*[.!;]+\s*(?P<r>[^.!?;:,]+?)\s*[.!]*\s*").fullmatch(rest)
    if again is None:
        return rest
    said = {w.group(0).lower() for w in _words(fixed)}
    if all(w.group(0).lower() in said | _FILLERS for w in _words(again.group("r"))):
        return ""
    return rest


# "send a- then sms it", "text Bob, text Rob": a start cut off and said again from one of its words.
_CUT = re.compile(r"(?<=\w)-\s+(?=(?P<w>[a-z]+)\b)", re.I)
# Only a request's verb: a number said in words repeats its digits ("five five five").
_TWICE = re.compile(rf"(?:^|(?<=[,.;!?]\s))(?P<w>{'|'.join(sorted(_VERBS))})\s+(?P=w)\b", re.I)
_AFTERTHOUGHT = re.compile(
    r"(?:[.;,]|\s[-–—])\s*(?:(?:oh|and|also)[,\s]+|(?:i\s+)?forgot\s+to\s+(?:say|mention)[,:\s]+)+"
    r"(?:it'?s|it\s+is|it\s+should\s+be)\s+(?=(?:at|on|from|for)\s)",
    re.I,
)
_FORGOT = re.compile(
    r"\s*[,(-]?\s*(?:sorry\s+)?(?:i\s+)?forgot\s+to\s+(?:say|mention|add)(?:\s+that)?\s*\)?(?=\s*[.!]?\s*$|\s*[,.;]\s)",
    re.I,
)


def _uncut(text: str) -> str:
    for cut in reversed(list(_CUT.finditer(text))):
        head = text[: cut.start()]
        if _in_words(head) and not rx(r"\b(?:then|and)\b", re.I).search(cut.group("w")):
            continue
        words = _words(head)[-4:]
        again = [w for w in words if w.group(0).lower() == cut.group("w").lower()]
        if again:
            text = head[: again[-1].start()] + text[cut.end() :]
    return text


@lru_cache(maxsize=1024)  # every step reads the same task again
def repaired(text: str) -> str:
    """``text`` as the person meant it once their corrections are applied; unchanged when it has none."""
    if not rx(r"-|\b(?:no|sorry|mean|meant|oops|scratch|correction|actually|wait|forgot|oh)\b", re.I).search(text):
        return _TWICE.sub(lambda m: m.group("w"), text)
    text = _TWICE.sub(lambda m: m.group("w"), text)
    text = _uncut(text)
    for _ in range(3):
        again = _repair_once(text)
        if again == text:
            break
        text = again
    text = _AFTERTHOUGHT.sub(" ", text)
    return _FORGOT.sub("", text)
