"""A remark about something, then a request that refers back to it: the reference read as what the remark named.

"reading_40.md belongs in Archive, move it there", "I'm off eggs now, delete every recipe that uses them", "I'm
never making Chicken curry again lol, delete the recipe", "I owe +1… a reply, tell them: …", "someone called
while I was out, can you call them back?", "my msg to Greta failed, try sending it again", "whoever sent me the
last text, answer them with …". The remark is read by its shape into what it names: things ("it", "them", "the
recipe"), people ("them", "him", "her") and a place ("there"); the request's references are then replaced by
them and the request is planned as if said directly.

Never guessed: a reference with no candidate, or with two ("I'm off eggs and milk, delete the recipes that use
it"), leaves the text as it was; ``ambiguous_reference`` tells which reference and candidates, for a question.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from ..patterns import rx
from .clauses import VERBS
from .remark_shapes import FILE as _FILE
from .remark_shapes import KINDS_SAID as _KINDS_SAID
from .remark_shapes import NAME as _NAME
from .remark_shapes import OWNERLESS_FIELD, REMARKS


@dataclass(frozen=True, slots=True)
class Named:
    """What a remark names, by what may refer back to it."""

    things: tuple[str, ...] = ()
    people: tuple[str, ...] = ()
    place: str = ""
    source: str = ""  # where the thing should not be: what a request to take it out takes it out of
    day: str = ""  # a day the remark says is off: what "that day" is


@dataclass(frozen=True, slots=True)
class Ambiguity:
    """A reference in the request and the things the remark names that it could stand for."""

    reference: str
    candidates: tuple[str, ...]


_POLITE = (
    r"(?:(?:so|and|please|pls|plz|kindly|just|can\s+(?:you|u)|could\s+(?:you|u)|would\s+you|will\s+you|"
    # a request said as leave given: "you can delete it", "feel free to bin it", "go ahead and remove it"
    r"(?:you|u)\s+(?:can|could|may)|feel\s+free\s+to|go\s+ahead\s+and)\s+)*"
)
_ASKS = (
    rf"(?:{VERBS}|stick|pop|try|tell|pass|kill|get\s+rid\s+of|trash|bin|cancel|clear|wipe|erase|let\s+(?:them|him|her)\s+know|"
    r"i\s+(?:need|want)\s+" + _NAME + r"\s+to\s+(?:have|get|see))\b"
)
# Where the remark ends and the request starts: a sentence's end, a comma, a dash or an emoji's break.
# (or a thing of its kind said to go: "…, that playlist can go")
_THING_OF_KIND = rf"(?:that|this|the)\s+(?:{_KINDS_SAID})"
# "… should go into broccoli" says where it goes, not that it goes.
_GOES_VERB = r"\s+(?:can|should|must|has\s+to)\s+go\b(?!\s+(?:in|into|to|onto|on|back|under|with)\b)"
_GOES = _THING_OF_KIND + _GOES_VERB
# (a bare "so" as well, as people run a remark on into its request: "… got refunded so pls delete it")
_SPLIT = re.compile(
    rf"(?:[.!?;]+|,|\s[-–—]+)\s+(?={_POLITE}(?:{_ASKS}|{_GOES}))|\s+(?=(?:can|could|would)\s+(?:you|u)\s+(?:{_ASKS}))|"
    rf"\s+so\s+(?={_POLITE}(?:{_ASKS})\s+(?:it|them|that)\b)",
    re.I,
)
# A reference and what it may stand for: a person, a thing, a place. "them" is whom the remark names, or else the
# things; "this" / "that" only where they end the request or come before where ("move that to …"), not as the
# "that" of "every recipe that uses …".
_REFERENCE = re.compile(
    r"\b(?P<person>him|her)\b|\b(?P<plural>them|they|both(?:\s+of\s+them)?)\b|\b(?P<thing>it)\b|"
    r"\b(?P<theday>(?:on\s+)?that\s+day)\b|"
    r"\b(?P<this>this|that)\b(?=\s*(?:$|[.,!?]|(?:to|in|into|from|again|too|as|back)\b))|\b(?P<there>there)\b",
    re.I,
)
_KINDS = r"recipe|note|file|expense|contact|event|song|playlist|recording|photo|video"
# A record's field said with no record ("set the prep time to 45 mins"), which the remark's one thing then owns.
_THE_FIELD = re.compile(OWNERLESS_FIELD, re.I)
_THE_KIND = re.compile(rf"\b(?:the|that|this)\s+(?P<kind>{_KINDS})\b(?!\s+(?:called|named|titled|app\b|[\"“'A-Z0-9]))")


# Words that only stress a remark ("I didn't actually buy fuel", "I'm really done with it"): never a name's, which is
# said in capitals or after the words a shape reads.
_STRESS = re.compile(r"(?<=\s)(?-i:actually|really|even|honestly|totally|completely|definitely|literally)\s+")


def _remark(context: str) -> Named | None:
    """What ``context`` names when it is a remark of one of the shapes above; None for anything else."""
    context = _STRESS.sub("", context.strip())
    for shape in REMARKS:
        found = shape.match(context)
        if found is None:
            continue
        said = {key: value.strip() for key, value in found.groupdict().items() if value}
        if "sent" in said:
            return Named(things=(f"the {said['sent']} {said['person']} sent me",), people=(said["person"],))
        if "recipient" in said:
            return Named(things=(f"my last message to {said['recipient']}",), people=(said["recipient"],))
        if "described" in said:
            return Named(things=(f"the {said['described']}",))
        if "latest" in said:
            return Named(people=("whoever texted me last",))
        if "person" in said:
            return Named(people=(said["person"],))
        if "source" in said:
            return Named(things=(said.get("refunded") or said["misplaced"],), source=said["source"])
        if "kinded" in said:
            return Named(things=(f"the {said['kinded']}",))
        if "file" in said:
            return Named(things=(f"{said['file']} from {said['now']}" if "now" in said else said["file"],))
        if "logged" in said:  # a call in the log: deleted from it
            return Named(things=(f"the {said['logged']}",), source="my call history")
        if "gone" in said:
            return Named(things=(said["gone"],))
        if "day" in said or "offday" in said:
            return Named(day=said.get("day") or said["offday"])
        if "now" in said:  # a file is found where it is now: "move a.pdf from Download to Documents"
            return Named(things=(f"{said['thing']} from {said['now']}",), place=said["place"])
        if "kept" in said:  # "I added A and B to broccoli by mistake": what they were added to is where they leave
            return Named(things=_listed(said["thing"]), source=said["kept"])
        if "thing" in said:
            return Named(things=_listed(said["thing"]), place=said.get("place", ""))
        # A call: the last one missed when the remark says it was not taken, else the latest.
        return Named(people=("the last missed call" if "missed" in said else "the latest call",))
    return None


def _listed(thing: str) -> tuple[str, ...]:
    """ "eggs and milk", "eggs, milk": two things, which "it" cannot stand for both of."""
    return tuple(part.strip() for part in rx(r"\s*,\s*|\s+(?:and|or|&)\s+").split(thing) if part.strip())


def _split(text: str) -> tuple[str, str] | None:
    found = _SPLIT.search(text)
    if found is None:
        return None
    return text[: found.start()], text[found.end() :]


# Requests said the long way that the readers know short: "try sending it again" is "resend it".
_SAID_SHORT = (
    (
        re.compile(
            r"^(?:try\s+(?:sending|to\s+send|and\s+send)|send|re-?send)\s+(?P<x>it|that|them)\s*"
            r"(?:again|one\s+more\s+time|once\s+more|a\s+second\s+time)?\s*$",
            re.I,
        ),
        r"resend \g<x>",
    ),
    (re.compile(r"^(?P<v>\w+)\s+(?P<p>them|him|her)\s+back\b", re.I), r"\g<v> back \g<p>"),
    (re.compile(r"^(?:pass|text|send|message)\s+(?P<x>it|this|that)\s+(?:on|along)\s+to\b", re.I), r"forward \g<x> to"),
    # How a forward goes is the messaging app's own: "… to Ana by text".
    (re.compile(r"^(?P<r>forward\b.*?)\s+(?:by|via|over|as\s+an?)\s+(?:text|sms|message)$", re.I), r"\g<r>"),
    (re.compile(r"^tell\s+(?P<p>them|him|her)\s*:", re.I), r"reply to \g<p>:"),
)


def _request(request: str) -> str:
    request = rx(rf"^{_POLITE}", re.I).sub("", request.strip())
    # (a tag asked after it, "… bin that recipe would you", and "as well" / "too" say nothing of what is done)
    request = rx(
        r"(?:[\s,]+(?:please|pls|plz|for\s+me|thanks|thx|(?:would|will|could|can)\s+(?:you|u)|as\s+well|too))+[\s.!?]*$|"
        r"[\s.!?]+$",
        re.I,
    ).sub("", request)
    # "I need Ana to have it too. forward pls": a wish for someone to have it is forwarding it to them.
    wish = rx(
        rf"^i\s+(?:need|want)\s+(?P<to>{_NAME})\s+to\s+(?:have|get|see)\s+(?P<x>it|that|this|them)\b"
        r"(?:\s+too|\s+as\s+well)?(?:[.,!]\s*(?:forward|send)(?:\s+it)?(?:\s+(?:pls|please))?)?[.!]?$",
        re.I,
    ).match(request)
    if wish is not None:
        request = f"forward {wish.group('x')} to {wish.group('to')}"
    # "that playlist can go": the thing said to go is deleted.
    request = rx(rf"^(?P<x>{_THING_OF_KIND}){_GOES_VERB}$", re.I).sub(r"delete \g<x>", request)
    for pattern, said in _SAID_SHORT:
        request = pattern.sub(said, request)
    return request


# Words that act on a person: "them" after them is whom, never a thing ("call them back", "send it to them").
_TO_A_PERSON = re.compile(r"^(?:call|ring|phone|dial|text|message|reply|respond|answer|tell|let)\b|\bto\s*$", re.I)
# A request to take a thing out of where it should not be, the thing already read in.
_TAKEN_OUT = re.compile(
    r"^(?:take\s+(?P<x>.+?)\s+out|(?P<v>delete|remove|erase|get\s+rid\s+of|drop)\s+(?P<y>.+?))$", re.I
)
# A request that acts on the things themselves ("take them out", "delete them"), not on what uses them.
_ACTS_ON_THEM = re.compile(r"^(?:take|delete|remove|erase|drop|get\s+rid\s+of|trash|bin|cancel)\s+$", re.I)
# Where a message's own words start: they refer to nothing here.
_BODY = re.compile(r"\s*:|\s*[\"“]|\s+(?:saying|that\s+says)\b", re.I)
# After a verb that answers, "with" starts the words: "answer them with Call me".
_ANSWERS = re.compile(r"^(?:answer|reply|respond|text|message)\b.*?(?=\s+with\b)", re.I)


def _references(request: str, named: Named, chosen: str) -> tuple[str, Ambiguity | None] | None:
    """``request`` with each reference replaced by the one thing it stands for; with an ``Ambiguity`` when one has
    two (unless ``chosen`` is one of them: the person's answer); None when one has none or nothing refers back."""
    body = _BODY.search(request)
    cut = body.start() if body is not None else len(request)
    if (answers := _ANSWERS.match(request)) is not None:
        cut = min(cut, answers.end())
    head, tail = request[:cut], request[cut:]
    said: list[str] = []
    start, things_said, both = 0, 0, False
    for found in _REFERENCE.finditer(head):
        kind = found.lastgroup
        if kind == "theday":
            candidates: tuple[str, ...] = (named.day,) if named.day else ()
        elif kind == "there":
            candidates = (named.place,) if named.place else ()
        elif kind == "person" or (kind == "plural" and (named.people or _TO_A_PERSON.search(head[: found.start()]))):
            candidates = named.people
        else:
            candidates = named.things
            things_said += 1
            if things_said > 1:
                continue  # "move it there and rename it": the same thing again, read as such by the grammar
        if not candidates:
            return None
        if (
            kind == "plural"
            and candidates is named.things
            and len(candidates) > 1
            and _ACTS_ON_THEM.search(head[: found.start()])
        ):
            candidates = (" and ".join(candidates),)  # "I logged A and B by mistake, take them out": both of them
            both = True
        if len(candidates) > 1:
            if (picked := _picked(candidates, chosen)) is None:
                return request, Ambiguity(found.group(0), candidates)
            candidates = (picked,)
        value = (
            f"on {candidates[0]}"  # "on that day" is "on Friday", but "this Friday" / "tomorrow" take no "on"
            if kind == "theday"
            and found.group(0).lower().startswith("on")
            and not rx(r"(?:this|next|tomorrow|today)\b", re.I).match(candidates[0])
            else f"to {candidates[0]}"
            if kind == "there" and not rx(r"\b(?:to|into|in)\s*$").search(head[: found.start()])
            else candidates[0]
        )
        said.append(head[start : found.start()] + value)
        start = found.end()
    changed = "".join(said) + head[start:]
    the_kind = _THE_KIND.search(changed)
    if the_kind is not None and named.things and not things_said:
        thing = named.things[0] if len(named.things) == 1 else _picked(named.things, chosen)
        if thing is None:
            return request, Ambiguity(the_kind.group(0), named.things)
        noun = the_kind.group("kind")
        which = f"the {noun} {thing}" if rx(_FILE).fullmatch(thing) else f"the {thing} {noun}"
        changed = f"{changed[: the_kind.start()]}{which}{changed[the_kind.end() :]}"
    field = _THE_FIELD.search(changed)
    if field is not None and the_kind is None and len(named.things) == 1 and not things_said:
        # "Fish tacos take way longer than I wrote, set the prep time to 45 mins": the field of the thing remarked on
        changed = f"{changed[: field.end()]} of {named.things[0]}{changed[field.end() :]}"
    if changed == head:
        return None
    # "a.pdf belongs in Documents, move it": where it goes is the remark's when the request says nowhere.
    if (
        named.place
        and rx(r"(?:move|put|file|shift)\b", re.I).match(changed)
        and not rx(r"\b(?:to|into|in|under)\s+\S").search(changed)
    ):
        aside = rx(r"\s*\([^()]*\)\s*$").search(changed)
        cut_at = aside.start() if aside is not None else len(changed)
        changed = f"{changed[:cut_at]} to {named.place}{changed[cut_at:]}"
    if (named.source or both) and (out := _TAKEN_OUT.match(changed)) is not None:
        source = f" from {named.source}" if named.source else ""  # "…, take them out": out of where they are kept
        changed = f"{out.group('v') or 'delete'} {out.group('x') or out.group('y')}{source}"
    return f"{changed}{tail}", None


def _picked(candidates: tuple[str, ...], chosen: str) -> str | None:
    said = chosen.strip().casefold()
    return next((candidate for candidate in candidates if candidate.casefold() == said), None) if said else None


# Leave to delete said in the passive after "so" ("… were all refunded so they can be deleted"): the request to.
_PERMITTED = re.compile(
    r"\s+so\s+(?P<x>they|it|those|these|that)\s+(?:can|could|should|may|must)\s+(?:all\s+|both\s+)?be\s+"
    r"(?:deleted|removed|binned|trashed|erased)(?=\s*(?:$|[.,!]))",
    re.I,
)


def _read(text: str, chosen: str = "") -> tuple[str, Ambiguity | None] | None:
    text = _PERMITTED.sub(lambda m: " so delete " + ("it" if m.group("x").lower() in ("it", "that") else "them"), text)
    parts = _split(text)
    if parts is None:
        return None
    # "pro expense: I logged A by mistake, take it out": a records app's label first stays first.
    label = rx(
        r"^(?P<l>pro\s+expense|broccoli|markor|(?:simple\s+)?calendar(?:\s+pro)?|contacts|tasks)\s*:\s*(?=\S)", re.I
    ).match(parts[0])
    remark = parts[0][label.end() :] if label is not None and _remark(parts[0]) is None else parts[0]
    named = _remark(remark)
    if named is None:
        return None
    read = _references(_request(parts[1]), named, chosen)
    if read is None or remark == parts[0] or label is None:
        return read
    return f"{label.group('l')}: {read[0]}", read[1]


def with_references_read(text: str, chosen: str = "") -> str:
    """``text`` as its request alone, each reference back to the remark before it replaced by what the remark named;
    unchanged when there is no such remark, or a reference stands for nothing or for two things of which the
    person has not ``chosen`` one."""
    read = _read(text, chosen)
    return read[0] if read is not None and read[1] is None else text


def ambiguous_reference(text: str) -> Ambiguity | None:
    """The reference in ``text``'s request that its remark names two or more things for, or None."""
    read = _read(text)
    return read[1] if read is not None else None
