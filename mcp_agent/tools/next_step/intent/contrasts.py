"""What a request says it is not (people set 126): a job said beside what it excludes or what it should not be mistaken
for. Read before the grammar, so that no reader takes the excluded thing for the job ("call back whoever called me
last. not the last number I dialled, …" had redialled the number dialled last, then reported done):

* a contrast said as a fragment — "not A, B", "B, not A", "just B, not A", "(not A)", "- not A -" — loses its "not
  A"; its B goes too when it names nothing the request does not ("…on March 11 - not the 12th, the 11th", "the
  playlist, not the album"), and stays when it does ("meters, not km");
* "rather than A(,) B" and "B instead of A" say B when A is an old time, day, count or unit;
* a side action forbidden — "don't play them now", "- don't add them to Focus -", "don't hang up on Felix, just put
  the call on hold", "don't text Lena back, just add the event she texted me about" — is dropped; a request said
  after it is the request, its first pronoun standing for the person the forbidden action named;
* what is left alone beside the job — "leave the title alone, just …", "only that one, keep all my other tracks",
  "and nothing else", "no need to name it" — is dropped.

What changes a job is never dropped: not saving ("don't save it", "no need to save"), not counting or including in an
answer ("don't count the walks"), a specific entry kept from a deletion ("keep the one from March 3"), "don't forget
…", a question's own exclusion ("list my notes, not the ones in Archive"), a word replaced ("say Monday instead of
Friday"), the wrong value beside a state said right ("should be in Documents, not Download": where it is now), a value
said over ("on the 3rd - not the 3rd but the 5th": self_repairs.py's), a remark or another action after a forbidden one
("don't ring them though, I'm in a meeting"). Quoted text and a message's or a note's own words stay as said."""

from __future__ import annotations

import re
from functools import lru_cache

from ..patterns import rx
from .quoted_spans import QUOTED

# Side actions a request may forbid without changing its job (saving, starting and counting change it: not here).
_SIDE = (
    r"(?:play|stop|pause|open|close|launch|text|txt|call|ring|phone|message|msg|email|send|hang\s+up|put|change|touch|"
    r"edit|rename|move|delete|remove|add|ask|answer|decline|reject|mute|reply|share|go|bother|worry|create|make|end|"
    r"switch|turn|tap|press|hit|use|mess\s+with|look\s+at|do)"
)
_DONT = r"(?:don'?t|do\s+not|dont|never)"
# A sentence's or a dash-clause's bounds.
_STOP = r"(?:[.!?;]+(?=\s|$)|\s[-–—]\s|\s*$)"
_WORDS_AFTER = r"[^.!?;()\"“”:]*?"
# Said to be left alone beside the job: a field of the entry, or everything but it.
_FIELD = (
    r"(?:title|name|time|date|day|description|location|place|notes?|text|category|amount|duration|type|"
    r"everything\s+else|the\s+rest|(?:all\s+)?(?:the\s+|my\s+)?others?(?:\s+\w+)?|anything\s+else|rest\s+of\s+it)"
)
_COMPLEMENT = (
    r"(?:(?:all\s+)?(?:the|my)\s+(?:other|rest\s+of\s+(?:the|my))\s+\w+|(?:all\s+)?the\s+rest(?:\s+of\s+them)?|"
    r"everything\s+else|all\s+the\s+others|the\s+others|anything\s+else)"
)
_VALUE = re.compile(
    r"\d+(?::\d\d)?|[\w-]+\.[A-Za-z0-9]{2,4}\b|\"[^\"]+\"|(?<![.!?]\s)(?<!^)\b(?-i:[A-Z])[\w'-]+|"
    r"\b(?:meters?|metres?|km|kilometers?|kilometres?|miles?|mph|minutes?|mins?|hours?|hrs?|seconds?|secs?|"
    r"dollars?|cents?|feet|yards?|steps?|calories|kcal|am|pm|yes|no|true|false|on|off|max|min|daily|weekly|"
    r"monthly|yearly|mobile|cell|home|work|office|personal)\b",
    re.I,
)
_PRONOUN = re.compile(
    r"\b(?:she|he|they|him|them|her(?=\s*(?:$|[,.;:!?\"']|back\b|that\b|to\b|and\b|about\b|saying\b|on\b|at\b|"
    r"a\b|an\b|the\b|now\b|instead\b|please\b)))\b",
    re.I,
)
_PERSON = re.compile(r"(?-i:[A-Z][a-z]+(?:\s+[A-Z][a-z]+)?)")
# Where a message's, a note's or a field's own words begin: left as said.
_BODY = re.compile(
    r"\b(?:text|message|msg|saying|says|say|body|description|desc|notes?|content|contents|reads|words|caption|"
    r"reply|lines?)\s*:|\bwith\s+the\s+(?:text|words)\b|\bthat\s+says\b|\bsaying\b",
    re.I,
)
# A message's words after "text X:" / "tell X …:" begin after the colon.
_MESSAGE = re.compile(r"\b(?:text|txt|sms|msg|message|ping|dm|reply|respond|tell|send|write)\b[^:.!?]*?:\s", re.I)

_DONT_THEN = rx(
    # "don't hang up on Felix, just put the call on hold": the request after the forbidden action.
    rf"^(?:(?:please|pls|ok|okay|so)[,!]?\s+)?{_DONT}\s+(?P<a>{_SIDE}\b[^,;.!?]*?)\s*(?:[,;]|\s[-–—])\s*"
    r"(?:(?:just|but|instead|rather)\s+)+(?P<b>\S[\s\S]*)$",
    re.I,
)
_LEAVE_THEN = rx(
    # "leave the title alone, just change the time …": the change asked.
    rf"^(?:(?:please|pls|ok|okay|so)[,!]?\s+)?(?:leave|keep)\s+(?:the\s+|its\s+|my\s+)?{_FIELD}\s+"
    r"(?:alone|as\s+(?:it\s+is|is|they\s+are)|the\s+same|unchanged|untouched)\s*(?:[,;]|\s[-–—])\s*"
    r"(?:(?:just|but|only)\s+)?(?P<b>\S[\s\S]*)$",
    re.I,
)
# A fragment between dashes or in brackets that forbids or excludes: "- don't add them to Focus -", "(not Workout)".
_ENCLOSED = rx(
    rf"\s*\((?:but\s+|and\s+|so\s+)?(?:not|{_DONT}\s+{_SIDE}\b)[^()]*\)"
    rf"|\s[-–—]\s+(?:but\s+|and\s+)?(?:not\b|{_DONT}\s+{_SIDE}\b)[^-–—.!?;()]*?\s[-–—](?=\s)",
    re.I,
)
# "rather than 9am make it 2pm", "in miles rather than km", "B instead of A".
_RATHER_THEN = rx(
    r"\b(?:rather\s+than|instead\s+of)\s+[^,.;:!?()]+?\s*,?\s+(?=(?:make|set|change|put|move|use|do)\s+)", re.I
)
_RATHER = rx(
    r"(?:,\s*|\s+)(?:rather\s+than|instead\s+of)\s+[^,.;:!?()]+?(?=\s*(?:[,.;:!?)]|$|\s[-–—]\s))",
    re.I,
)
# What "rather than" / "instead of" may set aside: an old time, day, count or unit, which the edit does not need. A word
# said instead of another ("it should say Monday instead of Friday", "use butter instead of oil") is a replacement that
# needs both.
_MEASURE = rx(
    r"\d|\b(?:noon|midnight|morning|afternoon|evening|night|today|tomorrow|yesterday|"
    r"(?:mon|tues|wednes|thurs|fri|satur|sun)day|daily|weekly|monthly|yearly|every\s+\w+|km|kilomet\w*|miles?|"
    r"meters?|metres?|minutes?|mins?|hours?|hrs?|seconds?|one|two|three|four|five|six|seven|eight|nine|ten|eleven|"
    r"twelve|twenty|thirty|forty|fifty|sixty|half)\b",
    re.I,
)
_WORDS_SWAPPED = rx(
    r"\b(?:say|says|said|read|reads|write|spell|word|words|replace|swap|use|using|text|note|ingredient|title|name)\b",
    re.I,
)
# A replacement said with "not": "it should say Monday, not Friday", "use butter, not oil": both halves are the job.
_SAID_OVER = rx(r"\b(?:say|says|read|reads|spell|spelt|spelled|replace|swap|word|words|use|using)\b", re.I)
_PART = r"(?:(?!\s[-–—]\s)[^,.!?;:()])+?"
# A whole sentence or dash-clause that is a contrast: "not A, B", "B, not A", "just B, not A".
_CONTRAST_FIRST_NOT = rx(
    rf"(?P<lead>^|[.!?;]\s+|\s[-–—]\s+)(?:no[,.]?\s+)?not\s+(?P<a>{_PART})\s*(?:,\s*(?:but\s+|it'?s\s+)?|\s+but\s+)(?P<b>{_PART})"
    rf"(?P<end>{_STOP})",
    re.I,
)
_CONTRAST_NOT_LAST = rx(
    rf"(?P<lead>^|[.!?;]\s+|\s[-–—]\s+)(?:(?:just|only)\s+)?(?P<b>{_PART})\s*,\s*(?:and\s+|but\s+)?not\s+"
    rf"(?P<a>{_PART})(?P<end>{_STOP})",
    re.I,
)
# ", not A" closing a clause: "the one in Documents, not in Download".
# (never "not A but B": B is what is meant, and a question's own "…, not the ones in Archive" is its filter)
_NOT_AFTER = rx(r",\s*(?:and\s+|but\s+)?not\s+(?:(?!\bbut\b)[^,.!?;:()])+?(?=\s*(?:[.!?;)]|$|\s[-–—]\s))", re.I)
# A state said right with the wrong one beside it ("a.pdf should be in Documents, not Download", "it's actually 90
# minutes, not 45"): the wrong one is where or what the thing is now, which the change reads.
_STATED = rx(r"\b(?:should|belongs?|actually|supposed|meant|needs?\s+to\s+be|is|are|was|were)\b", re.I)
_ASKING = rx(
    r"^\s*(?:what|which|how|who|when|where|whose|is|are|was|were|do|does|did|have|has|any|anything|list|count|tell|show|"
    r"give|find)\b",
    re.I,
)
# A side action forbidden in a sentence or clause of its own, after the request.
_DONT_AFTER = rx(
    rf"(?P<lead>[.!?;]\s+|\s[-–—]\s+|,\s*(?:and\s+|but\s+)?)(?:(?:and|but|just|also|pls|please)\s+)?{_DONT}\s+"
    rf"(?!forget\b)(?P<a>{_SIDE}\b{_WORDS_AFTER})(?:\s*(?:,|\s[-–—])\s*(?:but\s+|instead\s+)*(?P<b>[^,.!?;:()]+?))?"
    rf"(?P<end>{_STOP})",
    re.I,
)
# What is left alone beside the job, said on its own.
_LEFT_ALONE = rx(
    rf"(?P<lead>[.!?;]\s+|\s[-–—]\s+|,\s*(?:and\s+|but\s+)?|\s+(?:and|but)\s+(?=keep|leave))"
    r"(?:(?:only|just)\s+(?:that|this)\s+one\b\s*[,;]?\s*)?"
    rf"(?:(?:and\s+|but\s+|just\s+)?(?:keep|leave)\s+{_COMPLEMENT}(?:\s+(?:alone|as\s+(?:it\s+is|is|they\s+are)|"
    rf"untouched|where\s+they\s+are))?|(?:leave|keep)\s+(?:the\s+|its\s+)?{_FIELD}\s+(?:alone|as\s+(?:it\s+is|is)|"
    r"the\s+same|unchanged|untouched)|(?:only|just)\s+(?:that|this)\s+one|no\s+need\s+to\s+(?!save\b|start\b|count\b)"
    rf"[^.!?;]*?)(?P<end>{_STOP})",
    re.I,
)
_NOTHING_ELSE = rx(
    r"(?:\s*,?\s+and|\s*[,-])\s*nothing\s+else(?:\s+(?:changes|needs\s+(?:to\s+)?chang(?:e|ing)))?(?=\s*(?:[.!?;,]|$))",
    re.I,
)
# "delete a.pdf - the one in Documents": the thing's place said as which one it is.
_THE_ONE = rx(r"(?<=\w)\s*(?:,|\s[-–—])\s*the\s+one\s+(?=(?:in|from|on|at)\s+)", re.I)
_SAVING = re.compile(
    r"\b(?:sav(?:e|es|ed|ing)|unsaved|start(?:s|ed|ing)?|unstarted|count(?:s|ed|ing)?|includ(?:e|es|ed|ing)|forget)\b",
    re.I,
)


_IS_NOT = rx(rf"^\s*(?:but\s+|and\s+|so\s+)?(?:not|never|{_DONT}\s+{_SIDE})\b", re.I)


def says_what_it_is_not(aside: str) -> bool:
    """Whether an aside ("(not Workout)", "(don't add them to Focus)") only says what the job is not."""
    return _IS_NOT.match(aside) is not None and not _SAVING.search(aside)


def _values(text: str) -> list[str]:
    return [value.strip('"').casefold() for value in _VALUE.findall(text)]


def _adds_nothing(kept: str, rest: str) -> bool:
    """Whether a contrast's kept half only says again what the rest of the request says."""
    # (a number is said again inside an ordinal or a date: "3" in "the 3rd", "11" in "March 11")
    return all(
        re.search(
            rf"(?<!\d){re.escape(value)}(?!\d)" if value[:1].isdigit() else rf"(?<!\w){re.escape(value)}(?!\w)",
            rest,
            re.I,
        )
        for value in _values(kept)
    )


def _contrast(found: re.Match[str], text: str) -> str:
    lead, kept, end = found.group("lead"), found.group("b").strip(), found.group("end")
    if _SAVING.search(found.group(0)):
        return found.group(0)
    if not lead:
        return found.group(0)  # the request itself, said with its contrast: read by the rules after
    rest = text[: found.start()] + " " + text[found.end() :]
    if not _adds_nothing(kept, rest) and _values(found.group("a")) and _adds_nothing(found.group("a"), rest):
        return found.group(0)  # "on the 3rd - not the 3rd but the 5th": a value said over, self_repairs.py's
    if _adds_nothing(kept, rest) and len(kept.split()) <= 6:
        # Only the request said again: the whole fragment goes.
        if lead.strip() and lead.strip()[0] in ".!?;":
            return lead if end.strip() else lead.rstrip()
        return end
    return f"{lead}{kept}{end}"


def _dont_after(found: re.Match[str], text: str) -> str:
    if _SAVING.search(found.group(0)):
        return found.group(0)
    kept = (found.group("b") or "").strip()
    lead, end = found.group("lead"), found.group("end")
    if kept and not _same_job(kept, text[: found.start()]):
        # Another action or a remark after the forbidden one ("…. don't call her, text her", "don't ring them though,
        # I'm in a meeting"): left as said, for the readers of asides.
        return found.group(0)
    if lead.strip() and lead.strip()[0] in ".!?;":
        return lead if end.strip() else lead.rstrip()
    return end


# One job said in other words: "end this call. don't put it on hold, hang up" says the ending again.
_JOBS = (
    r"end|hang\s+up|finish",
    r"answer|pick\s+up|accept",
    r"delete|remove|get\s+rid\s+of|bin|trash|erase",
    r"call|ring|phone|dial",
    r"text|txt|message|msg|sms",
    r"open|launch",
)


def _bare(said: str) -> str:
    return re.sub(r"^(?:(?:just|only|simply|please|pls)\s+)+", "", said.strip(), flags=re.I)


def _same_job(kept: str, before: str) -> bool:
    """Whether ``kept`` is short, names nothing new, and begins with the verb the sentence before began with, or one
    of its words."""
    sentence = re.split(r"[.!?;]\s+|\s[-–—]\s", before.strip())[-1]
    sentence = _bare(re.sub(r"^(?:(?:please|pls|ok|okay|so|can\s+you|could\s+you)[,!]?\s+)+", "", sentence, flags=re.I))
    kept = _bare(kept)
    if len(kept.split()) > 4 or not _adds_nothing(kept, before):
        return False
    return any(rx(rf"^(?:{job})\b", re.I).match(kept) and rx(rf"^(?:{job})\b", re.I).match(sentence) for job in _JOBS)


def _rather(found: re.Match[str], text: str) -> str:
    # ("the Lunch expense should be $12.40 instead of $21.40": the wrong amount says which expense it is now)
    sentence = re.split(r"[.!?;]\s+", text[: found.start()])[-1]
    return "" if _MEASURE.search(found.group(0)) and not _STATED.search(sentence) else found.group(0)


def _not_after(found: re.Match[str], text: str) -> str:
    sentence = re.split(r"[.!?;]\s+", text[: found.start()])[-1]
    if _SAVING.search(found.group(0)) or _ASKING.match(sentence) or _STATED.search(sentence):
        return found.group(0)
    if "?" in text[found.end() :].split(".")[0]:
        return found.group(0)
    return ""


def _left_alone(found: re.Match[str]) -> str:
    lead, end = found.group("lead"), found.group("end")
    if lead.strip() and lead.strip()[0] in ".!?;":
        return lead if end.strip() else lead.rstrip()
    return end


def _pointed(kept: str, forbidden: str) -> str:
    """``kept`` with its first pronoun said as the person the forbidden action named."""
    person = _PERSON.search(forbidden)
    pronoun = _PRONOUN.search(kept)
    if person is None or pronoun is None:
        return kept
    return kept[: pronoun.start()] + person.group(0) + kept[pronoun.end() :]


def _body_start(text: str) -> int:
    """Where a message's, a note's or a field's own words begin in ``text`` (its length when nowhere)."""
    field, message = _BODY.search(text), _MESSAGE.search(text)
    return min(field.start() if field else len(text), message.end() if message else len(text))


def _lead_dropped(text: str) -> str:
    """``text`` without a forbidden action or a field left alone said before the request."""
    if (forbidden := _DONT_THEN.match(text)) is not None and not _SAVING.search(forbidden.group("a")):
        kept = forbidden.group("b")
        cut = _body_start(kept)
        text = _pointed(kept[:cut], forbidden.group("a")) + kept[cut:]
    if (left := _LEAVE_THEN.match(text)) is not None:
        text = left.group("b")
    return text


def _mended(text: str) -> str:
    text = _ENCLOSED.sub(lambda found: found.group(0) if _SAVING.search(found.group(0)) else "", text)
    if not _WORDS_SWAPPED.search(text):
        text = _RATHER_THEN.sub(lambda found: _rather(found, text), text)
        text = _RATHER.sub(lambda found: _rather(found, text), text)
    contrasted = text
    if not _SAID_OVER.search(text):
        text = _CONTRAST_FIRST_NOT.sub(lambda found: _contrast(found, text), text)
        text = _CONTRAST_NOT_LAST.sub(lambda found: _contrast(found, text), text)
        text = _NOT_AFTER.sub(lambda found: _not_after(found, text), text)
    text = _DONT_AFTER.sub(lambda found: _dont_after(found, text), text)
    text = _LEFT_ALONE.sub(_left_alone, text)
    text = _NOTHING_ELSE.sub("", text)
    if contrasted != text:
        text = _THE_ONE.sub(" ", text)  # "a.pdf - the one in Documents, not in Download": the kept half says where
    return re.sub(r"[ \t]{2,}", " ", text)


_CUES = rx(
    r"\bnot\b|n'?t\b|\bnever\b|\brather\s+than\b|\binstead\s+of\b|\balone\b|\bkeep\b|\bleave\b|\bno\s+need\b|"
    r"\bnothing\s+else\b|\bthe\s+one\s+(?:in|from|on|at)\b|\bonly\s+(?:that|this)\b",
    re.I,
)


@lru_cache(maxsize=1024)
def contrasts_dropped(text: str) -> str:
    """``text`` without what it says the job is not; unchanged when it says nothing of the kind."""
    if not _CUES.search(text):
        return text
    text = _lead_dropped(text)
    cut = _body_start(text)
    head, tail = text[:cut], text[cut:]
    # Quoted values are held out of the reading whole, so that no rule reads a "not" inside them.
    quoted = [found.group(0) for found in QUOTED.finditer(head)]
    spans = iter(range(len(quoted)))
    held = QUOTED.sub(lambda _: f"\x00{next(spans)}\x00", head)
    mended = _mended(held.rstrip())
    if not mended.strip():
        return text
    for n, value in enumerate(quoted):
        mended = mended.replace(f"\x00{n}\x00", value)
    return mended + held[len(held.rstrip()) :] + tail
