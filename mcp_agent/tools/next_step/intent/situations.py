"""The situation a person tells before the request taken off, so the request is read alone.

People write to a helper the way they write to a friend: first why, then what. "I'm stuck in traffic. Text Ana
…", "my boss just asked about it - what are my high priority tasks?", "The garage cancelled on me. Delete …",
"Omar covered the movie, so set the note …". The leading sentence says what happened and holds no slot of the
request; read with it, the grammar takes its words for the request's (an app it names, a day, a kind).

A leading part is taken off only when it is plainly a situation and a request plainly starts after it:

* it ends at a sentence's end, a dash, or a comma before "so", or is said as why first ("since the meeting moved,
  add …"); several may be told one after another before the request;
* it tells something (three words or more, with a person or a verb's form in them: not a topic or a label said
  first, "Piano lesson - where is it?", "markor - new folder X"), does not itself start like a request (a verb,
  a question, "can you", "in <app>,") and holds nothing a request could carry on from: no quote, no digit, no
  file name, no address;
* a reference in the request to a person the situation names ("missed Tomas Moreau. call him back", "Greta
  just emailed. when's my next meeting with her?", "Ravi Brennan keeps spamming me. delete that contact") is
  read as that person, when the situation names exactly one; with none or two the text is left as it was, and
  so is a request saying "it" / "that" after a situation that names something ("the Pancakes are ready. add it").
  A day the situation says is the request's "that day" ("the GPS went haywire on March 11, so delete what I recorded
  that day"), the one kind it names its "all of them", the record it names as its subject its "the one" ("since Yoga
  class is weekly now, make the one on March 21 repeat"), and what a colon follows is what "it" is ("… so add it to
  broccoli: Veggie stir fry, …").
"""

from __future__ import annotations

import re
from functools import lru_cache

from ..dates import MONTH_NAME
from ..patterns import rx
from .app_question_mends import span_from_situation
from .clauses import KNOWN_APPS, VERBS
from .purpose_mends import BY_PURPOSE
from .relayed_requests import REPLY_TO_ASKER
from .rewrites import Rewrites

# Words that start a request: a verb, a question, a polite ask, an app said first, "please".
_POLITE = r"(?:(?:so|and|please|pls|plz|just|ok(?:ay)?|now|then)[,!]?\s+)*"
_IMPERATIVE = re.compile(rf"(?:{VERBS}|mute|unmute)\b", re.I)
_STARTS_REQUEST = re.compile(
    _POLITE
    + r"(?:(?:"
    + VERBS
    + r"|get\s+rid|clear|cancel|wipe|show|list|tell|find|check|look\s+up|queue|pick\s+up|hang\s+up|end|let\s+me\s+know|"
    r"gimme|help|"
    r"give\s+me)\b|"
    r"(?:what|what's|whats|when|when's|whens|where|where's|which|who|who's|whose|how|how's|is|are|do|does|did|"
    r"was|were|am|have|has|had|any|anything|should|shall|on\s+which|in\s+which|at\s+what)\b|"
    r"(?:can|could|would|will)\s+(?:you|u)\b|"
    r"(?:i\s+(?:need|want)|i'd\s+like)\s+(?:you\s+to\s+|to\s+)?\w|"
    r"(?:in|on|using|with|via)\s+(?:the\s+|my\s+)?(?:[\w ]{2,30}?(?:\s+app)?\s*,|(?:"
    + "|".join(re.escape(app) for app in KNOWN_APPS)
    + r")\b))",
    re.I,
)
# Where a situation ends: a sentence's end, a dash, or ", so" before the request; or a bare comma before a question
# asked to its end ("I'm in a rush tonight, which of my recipes …?", set 110). Dictated, the comma before "so" is
# often not there: a bare "so" ends one only when a request plainly starts after it ("… tonight so can you text …").
_BREAK = re.compile(
    r"(?<=[.!?])\s+|\s+[-–—]+\s+|,\s+so\s+|,\s+(?=(?:which|what|how|when|where|who|whose)\b[^?]*\?)|"
    rf"\s+so\s+(?=(?:(?:please|pls|plz|just)\s+)*(?:(?:can|could|would|will)\s+(?:you|u)|{VERBS}|cancel|clear|wipe)\b)",
    re.I,
)
# A situation said as why, first: "since the meeting moved, add …", "because my teacher moved it, put …".
_SINCE = re.compile(
    r"^(?:since|because|cause|'cause|now\s+that|seeing\s+(?:as|that)|given\s+that)\s+(?P<head>[^,.;:!?]+?),\s+(?=\S)",
    re.I,
)
# What a situation may not hold: a value a request could carry on from.
_HOLDS_VALUE = re.compile(r"[\"“”'‘’](?=\w)(?<!\w['’])|\d|[\w-]+\.[A-Za-z0-9]{2,4}\b|@|\+\d", re.I)
_APPS = re.compile("|".join(re.escape(app) for app in KNOWN_APPS), re.I)
_NAME = re.compile(r"(?<![\w'’])(?:[A-Z][a-z'’-]+)(?:\s+[A-Z][a-z'’-]+)+")
_WORD_CAPITAL = re.compile(r"(?<![\w'’])[A-Z][a-z'’-]+")
_NOT_NAMES = frozenset(
    "I Ugh Oops Ok Okay So Just My The A An We We're I'm It's Hey Hi Yo Well "
    "Monday Tuesday Wednesday Thursday Friday Saturday Sunday January February March April May June July "
    "August September October November December".split()
)
# A person the request refers back to: "him", "her", "them", "that contact", "this person".
_PERSON = re.compile(
    r"\b(?P<kind>(?:that|this)\s+(?:contact|person|guy|number)|the\s+contact(?=\s*(?:$|[.,!?])))\b|"
    r"\b(?P<pron>him|her|them)\b(?P<next>\s+\w+)?",
    re.I,
)
# After an object "her": what follows (the words of "text her the location", "call her back", "with her").
_AFTER_OBJECT = re.compile(
    r"\s+(?:the|a|an|my|back|to|in|on|at|about|for|with|and|please|pls|now|again|up|from|using|that|this|when|"
    # ("how long was my last call with her really?": an adverb after her, never a thing of hers)
    r"really|actually|exactly|though|too)$",
    re.I,
)


def _person(situation: str) -> str | None:
    """The one person the situation names, or None (no one, or two)."""
    plain = _APPS.sub(" ", situation)
    names = {found.group(0) for found in _NAME.finditer(plain) if found.group(0).split()[0] not in _NOT_NAMES}
    if not names:
        names = {
            found.group(0)
            for found in _WORD_CAPITAL.finditer(plain)
            if found.group(0) not in _NOT_NAMES and found.start() > 0
        }
    return names.pop() if len(names) == 1 else None


# What makes a part a clause that tells something, not a topic or a label ("Piano lesson - where is it?", "markor -
# new folder X"): a person in it, a verb's form, or a sigh first ("ugh, the landlord again").
_TELLS = re.compile(
    r"^(?:ugh+|argh+|oops|damn|phew|yikes|sigh|welp|jeez|gosh|oh\s+(?:no|man|god))\b|"
    r"\b(?:i|i'm|i've|i'd|i'll|me|my|we|we're|we've|our|us|they|they're|he|she|his|her|you|your|it's|that's|"
    r"there's|is|are|was|were|am|be|been|has|have|had|got|gets|keeps?|needs?|wants?|says?|said|told|sent|found|met|"
    r"went|came|left|took|made|ran|swam|rode)\b|\b\w{3,}(?:ed|ing)\b",
    re.I,
)


# A need said with what it is for ("I need both hands for cooking"): why, not what to do.
_NEED_FOR = re.compile(r"^i\s+(?:really\s+)?(?:need|want)\s+(?!(?:you|u)\b|to\b)[\w'’ ]+?\s+for\s+\w", re.I)


def _situation(part: str) -> bool:
    part = part.strip()
    return (
        len(part.split()) >= 3
        and not part.endswith("?")
        and _TELLS.search(part) is not None
        and (not _STARTS_REQUEST.match(part) or _NEED_FOR.match(part) is not None)
        and not _HOLDS_VALUE.search(part)
    )


def _named(text: str) -> bool:
    """Whether ``text`` names something: a capitalized word past its first (not a day, a month or "I")."""
    words = [word.strip(",.!?()") for word in _APPS.sub(" ", text).split()]
    # (an acronym, "the GPS went haywire", names a device, not a record)
    return any(
        word[:1].isupper() and word not in _NOT_NAMES and not rx(r"[A-Z]{2,4}").fullmatch(word) for word in words[1:]
    )


# What a request holds of its own: an app, a kind of record, a setting, a quote, a number, a file, a name.
_KIND = (
    r"notes?|recipes?|files?|folders?|expenses?|contacts?|events?|tasks?|playlists?|songs?|videos?|tracks?|"
    r"activit(?:y|ies)|timer|alarm|stopwatch|wi-?fi|bluetooth|photos?|recordings?|"
    r"calendar|servings|runs?|walks?|swims?|rides?|calls?"
)
_OWN = re.compile(
    rf"\b(?:{_KIND})\b|[\"“\d@+]|[\w-]+\.[A-Za-z0-9]{{2,4}}\b|(?<=\s)(?-i:[A-Z])[a-z]|\b(?:"
    + "|".join(re.escape(app) for app in KNOWN_APPS)
    + r")\b",
    re.I,
)
# A value of the request's own: a quote, a number, a file, an address, a name or title.
_VALUE = re.compile(r"[\"“\d@+]|[\w-]+\.[A-Za-z0-9]{2,4}\b|(?<=\s)(?-i:[A-Z])[a-z]")
# Words that point back at something said before: "call it", "delete everything that day", "write back" (not "this
# week" or "this call", said of now).
_POINTS_BACK = re.compile(
    r"\b(?:it|this|that|these|those|they|them|there|ones?|same|back)\b"
    r"(?!\s+(?:contact|person|guy|number|week|month|year|weekend|morning|afternoon|evening|call|"
    r"(?:mon|tues|wednes|thurs|fri|satur|sun)day)\b)",
    re.I,
)
_QUOTED = re.compile(r"\"[^\"]*\"|“[^”]*”")


def _own_sentence(request: str) -> str:
    """The request's first sentence up to a message's own words, a quoted value said as "Q"."""
    return rx(r":\s|[.?!](?:\s|$)").split(_QUOTED.sub('"Q"', request), maxsplit=1)[0]


def _self_contained(request: str) -> bool:
    """Whether the request says what it acts on itself: three words or more, something of its own named, and each
    word pointing back coming after a value of its own ("add A and B to X, then play it")."""
    # ("one after another", "one after the other" say how, and point back at nothing)
    first = rx(r"\bone\s+after\s+(?:the\s+other|another)\b", re.I).sub("in turn", _own_sentence(request))
    if len(first.split()) < 3 or _OWN.search(first) is None:
        return False
    value = _VALUE.search(first)
    # "add it to broccoli: Veggie stir fry, …": what "it" is follows the colon.
    ahead = rx(r":\s+\S").search(request) is not None and len(first) < len(request)
    return all(ahead or (value is not None and found.start() > value.start()) for found in _POINTS_BACK.finditer(first))


# A record the situation names as its subject ("since Yoga class is every week now"), then "the one" in the request.
_TITLE_SAID = re.compile(
    r"^(?:(?:my|the)\s+)?(?P<t>(?-i:[A-Z])[\w'’-]*(?:\s+(?-i:[a-z])[\w'’-]*){0,3}?)\s+"
    r"(?:is|are|was|were|has|had|got|gets|keeps|moved|changed)\b"
)
_THE_ONE = re.compile(r"\bthe\s+one\b(?!\s+(?:after|before)\b)", re.I)


def _one_read(request: str, situation: str) -> str:
    """The request with "the one" read as the record the situation names as its subject, if it names one."""
    title = _TITLE_SAID.match(situation)
    if title is None or title.group("t").split()[0] in _NOT_NAMES or len(_THE_ONE.findall(request)) != 1:
        return request
    return _THE_ONE.sub(f"the {title.group('t')}", request)


def _referred(request: str, situation: str) -> str | None:
    """The request with its references to the situation's person read as that person; None when it cannot be, or
    when the situation names something else the request may need."""
    carried = _one_read(request, situation)
    if carried != request:
        return carried if _self_contained(carried) else None  # "the one" is the record the situation names
    person = _person(situation)
    said: list[str] = []
    start = 0
    own = len(rx(r"[.?!](?:\s|$)").split(request, maxsplit=1)[0])
    for found in _PERSON.finditer(request[:own]):  # (a later sentence's "them" is its own: "… as it writes them")
        if rx(r"[\"“:]").search(request[: found.start()]):
            break  # a message's own words refer to nothing here
        if _NAME.search(_APPS.sub(" ", request[: found.start()])):
            continue  # "make a contact for Hana Suzuki, her number is …": the request's own person
        if person is None:
            return None
        if found.group("kind"):
            value = f"the contact {person}" if found.group("kind").lower().endswith("contact") else person
        else:
            following = found.group("next") or ""
            possessive = found.group("pron").lower() == "her" and bool(following) and not _AFTER_OBJECT.match(following)
            value = (f"{person}'s" if possessive else person) + following
        said.append(request[start : found.start()] + value)
        start = found.end()
    if not said and _named(situation):
        return None  # "making Shortbread tonight - how much garlic do I need?": the situation names what is meant
    changed = "".join(said) + request[start:]
    return changed if _self_contained(changed) else None


# A day the situation says ("the GPS went haywire on March 11, so delete all I recorded that day"): the request's "that
# day" is it.
# (set 108: said with no "on", "taking march 19th off", or by its weekday, "something came up this saturday")
_WEEKDAY = r"(?:mon|tues|wednes|thurs|fri|satur|sun)day"
_DAY_SAID = re.compile(
    rf"\s+(?P<d>(?:on\s+)?(?:{MONTH_NAME}\s+\d{{1,2}}(?:st|nd|rd|th)?|the\s+\d{{1,2}}(?:st|nd|rd|th)"
    rf"(?:\s+of\s+{MONTH_NAME})?)|(?<!next\s)(?:on\s+|this\s+)?{_WEEKDAY}|tomorrow)\b",
    re.I,
)
# A situation with its day, run on into the request by a bare comma or "so" ("taking march 19th off, clear everything
# that day", "something came up this saturday so delete all my events that day"): read as if ", so" joined them.
_RUN_ON = re.compile(r"^(?P<head>[^,.;:!?\"“”]+?)(?:,\s*(?:so\s+)?|\s+so\s+)(?P<tail>.+)$", re.I)
_THAT_DAY = re.compile(r"\b(?:on\s+)?(?:that|the\s+same)\s+(?:day|date)\b(?!['’])", re.I)
# Things of one kind the situation names ("I'm going through my videos, so play all of them"): "all of them" are they.
_KINDS_SAID = re.compile(
    r"\bmy\s+(?P<k>videos|songs|notes|recipes|files|contacts|expenses|events|tasks|tracks|activities|playlists|recordings)\b",
    re.I,
)
_ALL_OF_THEM = re.compile(r"\b(?:all\s+of\s+them|them\s+all|every\s+one\s+of\s+them)\b", re.I)


def _told(head: str, tail: str) -> str | None:
    """``tail`` as the request after the situation ``head`` (its "that day" read as the one day ``head`` says), or
    None when ``head`` is no situation."""
    days = list(_DAY_SAID.finditer(f" {head}"))
    if len(days) == 1 and _THAT_DAY.search(tail) and _situation(_DAY_SAID.sub(" that day", f" {head}")):
        day = days[0].group("d")
        if not rx(r"(?:on|this|tomorrow)\b", re.I).match(day):
            day = f"on {day}"
        return rx(r"\bon\s+(?=(?:this|tomorrow)\b)", re.I).sub("", _THAT_DAY.sub(day, tail))
    if _situation(head):
        return tail
    return None


def _run_on(text: str) -> str:
    found = _RUN_ON.match(text)
    if found is None or not _THAT_DAY.search(found.group("tail")) or not _STARTS_REQUEST.match(found.group("tail")):
        return text
    if len(list(_DAY_SAID.finditer(f" {found.group('head')}"))) != 1:
        return text
    return f"{found.group('head')}, so {found.group('tail')}"


_BY_PURPOSE = Rewrites(BY_PURPOSE)
# "take out A, B and C?": named records deleted, said with no place of their own.
_DELETES_NAMED = re.compile(
    r"^(?:(?:could|can|would)\s+you\s+)?(?:please\s+)?(?:delete|remove|take\s+out|get\s+rid\s+of)\s+(?-i:[A-Z])[^.?!]*?"
    r"(?P<end>\s*[.?!]|$)",
    re.I,
)


def _kind_read(request: str, situation: str) -> str:
    """The request with "all of them" read as the one kind of thing the situation names, if it names one; named
    records deleted with no place said are deleted from there ("I put some things in my spending app by mistake.
    Could you take out A and B?")."""
    kinds = {found.group("k").lower() for found in _KINDS_SAID.finditer(_BY_PURPOSE(situation))}
    if len(kinds) != 1:
        return request
    kind = kinds.pop()
    named = _DELETES_NAMED.match(request)
    if named is not None and not rx(r"\b(?:from|in|on|out\s+of)\s+(?:my|the)\b", re.I).search(named.group(0)):
        return f"{request[: named.start('end')]} from my {kind}{request[named.start('end') :]}"
    return _ALL_OF_THEM.sub(f"all my {kind}", request)


# What one is busy with, said first as a participle ("clearing out my notes, a.md and b.md can both go", "tidying
# my files, delete a.pdf …"): a situation when what follows names its own things.
_DOING = re.compile(
    r"^(?P<head>(?-i:[a-z])\w{3,}ing(?:\s+(?:up|out|through|down|off|over))?\s+(?:my|the|our|some|all\s+my)\s+"
    r"[\w' ]{1,40}?)\s*,\s+(?=\S)",
    re.I,
)


def _doing_dropped(text: str) -> str:
    doing = _DOING.match(text)
    if doing is None or _IMPERATIVE.match(doing.group("head")) or _HOLDS_VALUE.search(doing.group("head")):
        return text
    rest = text[doing.end() :]
    return rest if _VALUE.search(_own_sentence(rest)) and _self_contained(rest) else text


@lru_cache(maxsize=2048)
def situation_dropped(text: str) -> str:
    """``text`` without the situation told before its request; unchanged when there is none, or when the request
    refers back to the situation in a way that cannot be read for sure."""
    if REPLY_TO_ASKER.match(text.strip()):
        return text  # the reply's words are its own: "them" in "reply yes, I have them" stands for no one told of
    if (doing := _doing_dropped(text.strip())) != text.strip():
        return situation_dropped(doing)
    rest = _run_on(text.strip())
    told = ""
    if (since := _SINCE.match(rest)) is not None and _situation(since.group(0)):
        told, rest = since.group("head"), rest[since.end() :]
        if not _STARTS_REQUEST.match(rest):
            return text
    # Situations told one after another ("Someone rang. I didn't see who. What's …?"): taken off once a request starts.
    pending, scan = "", rest
    while (found := _BREAK.search(scan)) is not None:
        head, tail = scan[: found.start()], scan[found.end() :]
        if _IMPERATIVE.match(head):
            break  # "Mute the microphone …. Do not end the call.": a request first is no situation told
        request = _told(head, tail)
        if request is None:
            break
        scan = request
        pending = f"{pending} {head}".strip()
        if _STARTS_REQUEST.match(scan):
            told, pending, rest = f"{told} {pending}".strip(), "", scan
    if not told:
        return text
    read = _referred(span_from_situation(_kind_read(rest, told), told), told)
    if read is None:
        return text
    return read[:1].upper() + read[1:]
