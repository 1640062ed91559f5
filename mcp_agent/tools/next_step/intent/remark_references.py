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
from .conversation_steps import PHONE_NUMBER


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


_NAME = r"(?-i:[A-Z][\w'’-]*(?:\s+[A-Z][\w'’-]*){0,3})"
_WHO = rf"(?:{_NAME}|{PHONE_NUMBER})"
# What a remark says on the way, carrying nothing: "ugh", "I think", "lol", "now", "again".
# A statement the remark is joined to ("I forget where it is but Hana texted me the address") says nothing of it.
_OPENING = (
    r"^(?:[^,.;]*?\s+(?:but|and|so)\s+)??(?:(?:ugh|argh|oops|damn|meh|welp|ok(?:ay)?\s+so|so|well|btw|fyi)[,!.]?\s+)*"
    r"(?:i\s+think\s+|i\s+guess\s+|apparently\s+|looks\s+like\s+|seems\s+like\s+)?"
)
_TRAILING = r"(?:\s+(?:lol|lmao|haha+|tbh|honestly|now|anymore|any\s+more|for\s+good|ever\s+again|again|either))*"
_FILE = r"[\w-]+\.[A-Za-z0-9]{2,4}"
# A verb that says something of the record rather than which one it is ("… was a mistake").
_VERDICT = r"(?:is|was|are|were|has|had|should|shouldn'?t|isn'?t|wasn'?t|needs|looks)"
_KINDS_SAID = r"note|recipe|file|expense|contact|event|recording|photo|video|playlist|song"
_MESSAGE = r"(?:msg|message|text|sms)"
# Each shape of a remark that names something, the name of each group saying what it names.
_REMARKS: tuple[re.Pattern[str], ...] = tuple(
    re.compile(_OPENING + shape + _TRAILING + r"[\s.!]*$", re.I)
    for shape in (
        # A thing and where it goes: "a.md belongs in Archive", "the grocery note should be in Work".
        r"(?P<thing>(?:the\s+|my\s+)?[\w.-]+(?:\s+(?!(?:is|was|sits|lives|but)\b)[\w.-]+){0,4}?)"
        # where it is now, said on the way: "a.pdf is in Download but belongs in Documents"
        r"(?:\s+(?:is|was|sits|lives)\s+(?:in|on)\s+(?P<now>(?:the\s+|my\s+)?[\w-]+(?:\s+folder)?),?\s+but)?"
        r"\s+(?:belongs|should\s+(?:be|go|live)|"
        r"needs\s+to\s+(?:be|go)|has\s+to\s+(?:be|go)|must\s+(?:be|go)|goes|is\s+supposed\s+to\s+be|ought\s+to\s+be)\s+"
        r"in(?:to|side)?\s+(?P<place>(?:the\s+|my\s+)?[\w-]+(?:\s+[\w-]+)?(?:\s+folder)?(?:\s+(?:in|on)\s+\w+)?)",
        # A thing where it should not be: "the Fuel shouldn't be in my expenses", "I got refunded for the Fuel so it
        # isn't meant to be in my expenses".
        r"(?:i\s+(?:got|was)\s+(?:refunded|reimbursed|my\s+money\s+back)\s+for\s+(?P<refunded>[\w' -]+?)\s+so\s+it|"
        r"(?P<misplaced>(?:the\s+|my\s+)?[\w.-]+(?:\s+[\w.-]+){0,4}?))\s+(?:shouldn'?t|should\s+not|doesn'?t\s+need\s+to|"
        r"isn'?t\s+(?:meant|supposed)\s+to)\s+(?:be|stay)\s+(?:in|on)\s+(?P<source>(?:the\s+|my\s+)?[\w-]+(?:\s+[\w-]+)??)",
        # Something one no longer eats, makes or uses: "I'm off eggs", "I'm never making X again".
        r"(?:i'?m|i\s+am)\s+(?:so\s+|really\s+)?(?:off|allergic\s+to|avoiding|done\s+with|sick\s+(?:of|and\s+tired\s+of)|"
        r"tired\s+of|bored\s+(?:of|with)|fed\s+up\s+with|over|cutting\s+out|giving\s+up)\s+"
        r"(?P<thing>[\w' -]+?)",
        r"(?:i'?m|i\s+am)\s+(?:never|not|no\s+longer)\s+(?:going\s+to\s+|gonna\s+)?(?:making|make|cooking|cook|baking|"
        r"bake|eating|eat|using|use|buying|buy)\s+(?:the\s+|that\s+|my\s+)?(?P<thing>[\w' -]+?)",
        # (the "I" often left out, as people thumb it: "never listen to Road Trip anymore")
        r"(?:i\s+)?(?:don'?t|can'?t|cannot|won'?t|will\s+never|no\s+longer|never)\s+(?:eat|use|cook|make|bake|buy|want|need|"
        r"listen\s+to|watch|play)\s+(?:the\s+|that\s+|my\s+)?(?P<thing>[\w' -]+?(?:\.\w{2,4}\b[\w' .-]*?)?)",
        # A record of something that never happened: "I never bought Fuel", "I didn't pay for the Taxi".
        r"i\s+(?:never|didn'?t|did\s+not)\s+(?:bought|buy|paid\s+for|pay\s+for|ordered|order|spent\s+(?:anything|money)\s+on|"
        r"spend\s+(?:anything|money)\s+on|went\s+to|go\s+to|had|have)\s+(?:the\s+|that\s+|any\s+|a\s+|an\s+)?"
        r"(?P<thing>[\w' -]+?)",
        rf"(?:the\s+)?(?P<thing>(?-i:[A-Z])[\w' -]*?)(?:\s+(?:{_KINDS_SAID}))?\s+(?:wasn'?t|was\s+not)\s+(?:me|mine|my\s+doing)",
        # A record made by mistake: "I logged Gym and Flowers by mistake", "I accidentally added the Taxi expense".
        r"i\s+(?:(?:accidentally|mistakenly|wrongly)\s+)?(?:logged|added|entered|put\s+in|saved|made|created|booked)\s+"
        rf"(?:the\s+|a\s+|an\s+)?(?P<thing>(?-i:[A-Z0-9])[\w' -]*?)(?:\s+(?:{_KINDS_SAID})s?)?"
        r"(?:\s+(?:by\s+mistake|by\s+accident|in\s+error|accidentally|twice))?"
        r"(?:\s+(?:in|to|into)\s+(?P<kept>(?:my\s+|the\s+)?(?:pro\s+expense|broccoli|markor|(?:simple\s+)?calendar(?:\s+pro)?|"
        r"expenses|recipes|notes|contacts)))?(?:\s+(?:by\s+mistake|by\s+accident|in\s+error|accidentally|twice))?",
        r"i(?:'ve|\s+have)?\s+(?:gave|given)\s+up\s+(?P<thing>[\w' -]+?)",
        r"i\s+(?:really\s+|just\s+|totally\s+)?(?:love|like|adore)\s+(?P<thing>(?-i:[A-Z0-9])[\w' -]*?)",  # "i love Neon Rain"
        # A reply owed: "I owe +1… a reply", "I never answered Ana".
        rf"i\s+owe\s+(?P<person>{_WHO})\s+(?:a\s+(?:reply|response|text|message|call(?:\s+back)?)|an\s+answer)",
        rf"i\s+(?:never|didn'?t|haven'?t|forgot\s+to)\s+(?:answer(?:ed)?|repl(?:y|ied)\s+to|text(?:ed)?\s+back)\s+"
        rf"(?P<person>{_WHO})",
        # Something a person sent: "Hana sent me an address", "I got a number from Ben".
        rf"(?P<person>{_WHO})\s+(?:just\s+)?(?:sent|texted|messaged|gave)\s+me\s+(?:an?|the|their|his|her)\s+"
        r"(?P<sent>address|location|phone\s+number|number|code|link)",
        rf"i\s+(?:just\s+)?(?:got|received)\s+(?:an?|the)\s+(?P<sent>address|location|phone\s+number|number|code|link)\s+"
        rf"from\s+(?P<person>{_WHO})",
        # A call one did not take: "someone called while I was out", "I missed a call".
        r"(?:someone|somebody|a\s+number|some\s+number)\s+(?:just\s+)?(?:called|rang|phoned|tried\s+(?:to\s+call|calling))"
        r"(?:\s+me)?(?P<missed>\s+(?:while|when)\s+i\s+(?:was|wasn'?t)\s+[\w' ]+|\s+and\s+i\s+(?:missed\s+it|didn'?t\s+"
        r"(?:pick\s+up|answer)))?(?:\s+(?:earlier|today|just\s+now|this\s+morning))?",
        r"(?P<missed>i\s+(?:just\s+)?(?:missed|didn'?t\s+(?:pick\s+up|answer|get))\s+(?:a|some(?:one'?s)?)\s+call)"
        r"(?:\s+(?:while|when)\s+i\s+(?:was|wasn'?t)\s+[\w' ]+)?(?:\s+(?:earlier|today|just\s+now|this\s+morning))?",
        # A message that did not arrive: "my msg to Greta failed", "the text I sent Ana never arrived".
        rf"(?:my|the)\s+(?:last\s+|latest\s+)?{_MESSAGE}\s+(?:(?:that\s+)?i\s+(?:just\s+)?sent(?:\s+to)?|to)\s+"
        rf"(?P<recipient>{_WHO})\s+(?:just\s+|earlier\s+)?(?:failed|bounced|didn'?t\s+(?:go\s+through|send|arrive|"
        r"get\s+there|deliver)|never\s+(?:arrived|went\s+through|got\s+there|sent)|wasn'?t\s+delivered|did\s+not\s+(?:send|arrive))",
        # The same with the doubt said of one's thinking: "I don't think my last text to Greta went through".
        rf"i\s+(?:don'?t|do\s+not)\s+think\s+(?:that\s+)?(?:my|the)\s+(?:last\s+|latest\s+)?{_MESSAGE}\s+(?:(?:that\s+)?i\s+"
        rf"(?:just\s+)?sent(?:\s+to)?|to)\s+(?P<recipient>{_WHO})\s+(?:just\s+|earlier\s+)?(?:went\s+through|sent|arrived|"
        r"got\s+there|was\s+delivered|got\s+delivered)",
        # The same, said by whom it did not reach: "Greta says she never got my last message", "Ana told me my
        # text didn't arrive".
        rf"(?P<recipient>{_WHO})\s+(?:says|said|tells\s+me|told\s+me|claims|mentioned)\s+(?:that\s+)?"
        rf"(?:(?:she|he|they)\s+(?:never\s+(?:got|received|saw)|didn'?t\s+(?:get|receive|see)|hasn'?t\s+(?:got(?:ten)?|"
        rf"received|seen)|did\s+not\s+(?:get|receive))\s+my\s+(?:last\s+|latest\s+)?{_MESSAGE}(?:\s+about\s+[\w' ]+?)?|"
        rf"my\s+(?:last\s+|latest\s+)?{_MESSAGE}(?:\s+about\s+[\w' ]+?)?\s+(?:never\s+(?:arrived|came|got\s+there)|didn'?t\s+(?:arrive|come\s+through|go\s+through)))",
        # A named record and what became of it: "that Fuel expense was refunded", "the Pancakes recipe is bad", its
        # name typed in lower case as well ("the fuel expense got reimbursed"), never a record picked by its place
        # ("the last note").
        rf"(?:that|the|this|my)\s+(?P<kinded>(?!(?:last|latest|newest|oldest|first|other|same|new|old)\b)[A-Za-z0-9]"
        rf"[\w' -]*?\s+(?:{_KINDS_SAID}))\s+(?:{_VERDICT}|got|isn'?t)\b"
        r"[\w' -]*",
        # A file one has and does not need: "there's a file a.pdf in Documents I don't need" (only then: "there's a
        # recipes.txt in markor — add …" points at it as a source, not at a thing to act on).
        rf"there'?s\s+(?:a|an|this|that)\s+(?:(?:{_KINDS_SAID})\s+)?(?:called\s+|named\s+)?(?P<file>{_FILE})"
        r"(?:\s+in\s+(?P<now>(?:the\s+|my\s+)?[\w-]+)(?:\s+folder)?)?"
        r"\s+(?:that\s+)?i\s+(?:don'?t|do\s+not|no\s+longer)\s+(?:need|want|use)",
        # Someone one no longer keeps up with: "I don't talk to Ravi Brennan anymore".
        rf"i\s+(?:don'?t|do\s+not|no\s+longer|never)\s+(?:talk|speak)\s+to\s+(?P<gone>{_NAME})",
        # A day that is off: "this Saturday isn't happening anymore", "Friday is cancelled".
        r"(?P<day>(?:this\s+|next\s+)?(?:mon|tues|wednes|thurs|fri|satur|sun)day|tomorrow|today)\s+"
        r"(?:isn'?t|is\s+not|won'?t\s+be)\s+happening|"
        r"(?P<offday>(?:this\s+|next\s+)?(?:mon|tues|wednes|thurs|fri|satur|sun)day|tomorrow)\s+(?:is|got)\s+"
        r"(?:cancell?ed|off|called\s+off)",
        # The record meant, described first: "whatever note I created most recently in markor", "the recipe I added
        # yesterday".
        rf"(?:the|whatever|whichever)\s+(?P<described>(?:{_KINDS_SAID})\s+(?:that\s+|which\s+)?(?:i|we)(?:\s+(?!{_VERDICT}\b)[\w']+)+)",
        # Whom to answer, said first: "whoever sent me the last text", "the person who texted me last".
        rf"(?P<latest>whoever|the\s+(?:person|one|number)\s+(?:who|that))\s+(?:(?:just\s+)?sent\s+me\s+the\s+"
        rf"(?:last|latest|most\s+recent|newest)\s+{_MESSAGE}|(?:last\s+|just\s+)?(?:texted|messaged)\s+me(?:\s+last)?)",
    )
)
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
_THE_KIND = re.compile(rf"\b(?:the|that|this)\s+(?P<kind>{_KINDS})\b(?!\s+(?:called|named|titled|app\b|[\"“'A-Z0-9]))")


# Words that only stress a remark ("I didn't actually buy fuel", "I'm really done with it"): never a name's, which is
# said in capitals or after the words a shape reads.
_STRESS = re.compile(r"(?<=\s)(?-i:actually|really|even|honestly|totally|completely|definitely|literally)\s+")


def _remark(context: str) -> Named | None:
    """What ``context`` names when it is a remark of one of the shapes above; None for anything else."""
    context = _STRESS.sub("", context.strip())
    for shape in _REMARKS:
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
    (re.compile(r"^pass\s+(?P<x>it|this|that)\s+(?:on|along)\s+to\b", re.I), r"forward \g<x> to"),
    # How a forward goes is the messaging app's own: "… to Ana by text".
    (re.compile(r"^(?P<r>forward\b.*?)\s+(?:by|via|over|as\s+an?)\s+(?:text|sms|message)$", re.I), r"\g<r>"),
    (re.compile(r"^tell\s+(?P<p>them|him|her)\s*:", re.I), r"reply to \g<p>:"),
)


def _request(request: str) -> str:
    request = rx(rf"^{_POLITE}", re.I).sub("", request.strip())
    request = rx(r"(?:[\s,]+(?:please|pls|plz|for\s+me|thanks|thx))+[\s.!?]*$|[\s.!?]+$", re.I).sub("", request)
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


def _read(text: str, chosen: str = "") -> tuple[str, Ambiguity | None] | None:
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
