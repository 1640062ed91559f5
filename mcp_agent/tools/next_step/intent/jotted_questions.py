"""A question jotted down as fragments, what it is about first and the question a bare noun after it.

"Contacts. Greta Moreau. Phone number? Number only.", "Missed calls. The last one — time?", "VLC, Movies folder.
Videos in it?", "Lena Okafor. A call from her today? Yes or no.": the thing asked about, then what is wanted of it
("phone number?", "time?", "number of songs?", "sender?"), then how to answer. The question readers want the question
whole, so it is asked the way they know: "what is the phone number of Greta Moreau in Contacts? Number only.", "what
time was the last missed call?", "which videos are in the Movies folder in VLC?".

jotted_fragments.py splits the fragments and takes the app out; a question whose noun is none of these is left as it
was written.
"""

from __future__ import annotations

import re

_COUNT = re.compile(r"^(?:number\s+of\s+(?P<of>\w+)|(?P<one>\w+?)s?\s+count|how\s+many\s+(?P<many>\w+))$", re.I)
_WHEN = re.compile(r"^(?P<w>time|date|day|when)$", re.I)
_SENDER = re.compile(r"^(?:sender|who\s+sent\s+it|who\s+from|from\s+whom)$", re.I)
_ABOUT = re.compile(r"^(?:the\s+|a\s+)?(?:sms|text|message|texts|messages)\s+about\s+(?P<topic>.+)$", re.I)
_IN_IT = re.compile(r"^(?P<what>\w+s)\s+in\s+(?:it|there)$", re.I)
_BOUNDED = re.compile(
    r"^(?P<what>\w+s)\s+(?P<bound>(?:under|over|below|above|shorter\s+than|longer\s+than|less\s+than|more\s+than)\s+.+)$",
    re.I,
)
_CALLED = re.compile(
    r"^(?:a|any)\s+call\s+from\s+(?P<who>.+?)\s+(?P<when>today|yesterday|this\s+morning|this\s+week)$", re.I
)
_PRONOUN = re.compile(r"^(?:her|him|them)$", re.I)
_ANY_THEN = re.compile(r"^any\s+(?P<what>.+?)\s+then$", re.I)
# Words no noun phrase of a thing's field is made of: a question's own words ("any news", "when do we meet next",
# "todo or not"), pronouns and the words around a clause.
_NOT_A_FIELD = (
    r"any|some|a|an|the|what|who|whom|how|why|where|which|when|is|are|was|were|do|does|did|can|could|will|would|"
    r"should|ok|okay|yes|no|not|or|and|on|in|of|it|its|we|i|you|he|she|they|me|my|there|here|this|that|next|done|"
    r"ready|still|again|really|right|much|many|anything|something|happening|going"
)
_FIELD_WORD = rf"(?!(?:{_NOT_A_FIELD})\b)[a-z]+"
_ATTRIBUTE = re.compile(
    rf"^(?P<attr>{_FIELD_WORD}(?:\s+{_FIELD_WORD}){{0,2}})"
    r"(?:,?\s+(?P<unit>in\s+(?:mph|km/h|kph|kmh|km|miles|kilometers|kilometres|meters|metres|minutes|hours|seconds)))?$",
    re.I,
)
# A fragment that tells something ("I don't need X anymore", "she gave me her email") is no thing named.
STATEMENT = re.compile(
    r"\b(?:i|we|you|he|she|they|is|are|was|were|got|gets|has|have|had|been|will|would|can|could|should|did|does|do|"
    r"not|dont|don't|isn't|wasn't|didn't|can't|won't|need|want|gave|sent|said|told|it's|that's|there's|me|us|just|"
    r"someone|somebody|anyone|everyone)\b",
    re.I,
)
_ITS_WORDS = re.compile(r"^its\s+(?:words|text|content)(?:,\s*(?P<rest>.+))?$", re.I)
# "The last one" after "Missed calls": the last of what was just named.
_ONE_OF = re.compile(r"^the\s+(?P<which>last|latest|first|most\s+recent)\s+one$", re.I)
_TIME = re.compile(r"^\d{1,2}(?::\d{2})?\s*(?:am|pm|h)?$", re.I)
# A thing named by its kind after its name ("Food category", "Lunch break track") is "the" one of that kind.
_KIND_LAST = re.compile(
    r"\b(?:category|folder|playlist|track|activity|note|recipe|event|expense|text|message|call|swim|run|ride|walk)$",
    re.I,
)
_KIND_FIRST = re.compile(r"^(?:playlist|folder|category|track|note|recipe|event)\s+\S", re.I)
_DETERMINER = re.compile(r"^(?:the|a|an|my|its|this|that)\b", re.I)
_ORDINARY_FIRST = re.compile(r"^(?:last|latest|first|next|newest|oldest|most\s+recent|previous)\b", re.I)
_MONTH_ALONE = re.compile(
    r",\s*(?P<month>(?:january|february|march|april|may|june|july|august|september|october|november|december)"
    r"(?:\s+\d{4})?)(?=,|$)",
    re.I,
)


def _subject(context: list[str]) -> str:
    if len(context) >= 2 and (one := _ONE_OF.match(context[-1])) is not None:
        kind = context[-2].lower()
        return f"the {one.group('which').lower()} {kind[:-1] if kind.endswith('s') else kind}"
    # "Fastest swim, February 2030, …": a month said alone is the span it is in, never a day in it.
    said = _MONTH_ALONE.sub(lambda m: f" in {m.group('month')}", ", ".join(context))
    if re.match(r"^[\w ]+['’]s\s", said):
        return said  # "Hana Tanaka's most recent text": the owner said is the determiner
    if re.match(r"^[A-Z][a-z]+est\b", said):
        return f"the {said[0].lower() + said[1:]}"  # "Fastest swim, …": the superlative said as a phrase starts
    if _ORDINARY_FIRST.match(said):
        return f"the {said[0].lower() + said[1:]}"  # "Last missed call": an ordinary word capitalised as it starts
    if _DETERMINER.match(said):
        return said[0].lower() + said[1:]
    if _KIND_LAST.search(said) or _KIND_FIRST.match(said) or said.split()[0].lower().endswith("est"):
        return f"the {said[0].lower() + said[1:] if _KIND_FIRST.match(said) or said.split()[0].islower() else said}"
    return said


def _when(context: list[str]) -> str:
    """ "March 27 2030, 21:00" as "at 21:00 on March 27 2030": a time said "at", a day "on"."""
    pieces = [piece.strip() for part in context for piece in part.split(",") if piece.strip()]
    times = [f"at {piece}" for piece in pieces if _TIME.match(piece)]
    days = [f"on {piece}" for piece in pieces if not _TIME.match(piece)]
    return " ".join([*times, *days])


def _asked(question: str, context: list[str], app: str) -> str | None:
    in_app = f" in {app}" if app else ""
    subject = _subject(context)
    if (count := _COUNT.match(question)) is not None:
        what = count.group("of") or count.group("many") or f"{count.group('one')}s"
        return f"how many {what.lower()} are in {subject}{in_app}"
    if (when := _WHEN.match(question)) is not None:
        word = when.group("w").lower()
        return f"when was {subject}{in_app}" if word == "when" else f"what {word} was {subject}{in_app}"
    if _SENDER.match(question):
        about = _ABOUT.match(subject)
        return f"who texted me about {about.group('topic')}{in_app}" if about is not None else None
    if (held := _IN_IT.match(question)) is not None:
        return f"which {held.group('what').lower()} are in {subject}{in_app}"
    if (bounded := _BOUNDED.match(question)) is not None:
        return f"which {bounded.group('what').lower()} on {subject}{in_app} are {bounded.group('bound')}"
    if (called := _CALLED.match(question)) is not None:
        who = subject if _PRONOUN.match(called.group("who")) else called.group("who")
        return f"did {who} call me {called.group('when').lower()}{in_app}"
    if (then := _ANY_THEN.match(question)) is not None:
        return f"is there any {then.group('what')} {_when(context)}{in_app}"
    if (attribute := _ATTRIBUTE.match(question)) is not None:
        unit = f", {attribute.group('unit')}" if attribute.group("unit") else ""
        return f"what is the {attribute.group('attr').lower()} of {subject}{in_app}{unit}"
    return None


def jotted_question(app: str, parts: list[str]) -> str | None:
    """The fragments asked as one question, or None when they are no question of a shape above."""
    if (
        len(parts) >= 2
        and (its := _ITS_WORDS.match(parts[-1])) is not None
        and not any("?" in p or STATEMENT.search(p) for p in parts)
    ):
        rest = f" {its.group('rest')}." if its.group("rest") else ""
        return f"what does {_subject(parts[:-1])} say{' in ' + app if app else ''}?{rest}"
    at = next((n for n, part in enumerate(parts) if "?" in part), None)
    if at is None or at == 0 or any(STATEMENT.search(part) for part in parts[:at]):
        return None
    question, _, tail = parts[at].partition("?")
    asked = _asked(question.strip(), parts[:at], app)
    if asked is None:
        return None
    after = [tail.strip().rstrip(".")] if tail.strip() else []
    return f"{asked}?" + "".join(f" {part}." for part in [*after, *parts[at + 1 :]])
