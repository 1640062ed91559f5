"""A request passed on from someone else (people set 117): "my sister says 'in markor, make a.md say X'", "Dad asked:
"can you make …?"", "the physio said to scrap …", "my coach wants to know how many …", "IT told me the mp3 files need
to be moved …", "Kofi says: put … in the calendar", "my cycling club wants everyone to record …", "Priya asked me for
the address Hana texted me, can you send it on to her".

Who asked and how they asked are no part of the job: the frame goes, and the request or question it carries is read
as if said by the user. Around it the relayer adds remarks of their own that are no part of it either: a reason ("she
wants them on for the drive", "her old list is out of date"), an echo of the request ("so can you do that", "so please
do", "so delete those", "can you check"), which are dropped, while where it is done ("it's in retro music", "use the
gallery", "… in opentracks") and how to answer ("yes or no", "HH:MM") are kept.

Nothing is guessed: a frame is taken off only when its speaker is a person (never a note, a file, a message), a dropped
remark holds no value (no digit, quote or file name), and what is left points back at no one it has lost ("call me",
"send it to her" once the speaker is gone) — otherwise the text is left as it was for the readers, which ask.
"""

from __future__ import annotations

import re
from functools import lru_cache

from ..patterns import rx
from .relayed_forms import relayed_forms

# Who passes a request on: "my sister", "the yoga studio", "my cycling club", "Jess", "Priya Suzuki", "Mum", "IT".
_SPEAKER = (
    r"(?P<who>(?:my|the|our)\s+(?:[\w'’-]+\s+){0,2}?[\w-]+"
    r"|(?-i:[A-Z][\w-]*)(?:\s+(?-i:[A-Z][\w-]+))?"
    r"|mum|mom|dad|mam|nan|nana|gran|granny|grandma|grandpa|doctor|work|she|he|they)"
)
# A speaker named as a thing the phone holds is no speaker: "the note says …", "my calendar says …".
_THING = re.compile(
    r"\b(?:notes?|files?|messages?|texts?|sms|emails?|events?|calendar|recipes?|expenses?|tasks?|playlists?|tracks?|"
    r"contacts?|songs?|videos?|photos?|receipts?|lists?|app|phone|screen|settings?|alarm|timer|title|"
    r"description|directions|label|folder)$",
    re.I,
)
# Between the speaker and the verb: a space, or none before "'s asking".
_SEP = r"(?:\s+|(?=['’]s\s))"
# Before the speaker, a situation of the user's own: "doctor told me no more running and my wife said …".
_LEAD = r"^(?P<lead>[^\"“‘:]*?(?:,\s*|\s+(?:and|but|so)\s+))?"
_SAYS = (
    r"(?:says|said|say|asked|asks|(?:is|['’]s|was)\s+asking|texted|messaged|emailed|wrote|(?:is|are|'s|'re|was)\s+shouting|"
    r"shouted|yelled|keeps\s+saying|kept\s+saying|always\s+says|(?:just\s+)?(?:told|tells)\s+me|(?:rang|called|phoned)\s+(?:me\s+)?and\s+said|reminded\s+me)"
)
_OPEN_QUOTE = r"[\"“'‘]"
_CLOSE_QUOTE = r"[\"”'’](?![a-z])"
# A request's own verb at the start of a part.
_REQUEST_VERB = re.compile(
    r"(?:(?:please|pls|can\s+you|could\s+you|then|and|also)\s+)*(?:make|create|add|put|set|delete|remove|clear|turn|"
    r"switch|copy|move|record|take|save|open|start|stop|pause|log|text|send|reply|call|rename|export|merge|play|scrap|"
    r"tick|mark|change|edit|update|cancel|schedule|write|remind|share|forward)\b",
    re.I,
)
# The request a quote carries opens with its verb, "can you", an app, or a question's word.
_REQUEST_START = (
    r"(?:(?:(?:just|please|pls|can\s+you|could\s+you|would\s+you|will\s+you)\s+)*"
    r"(?:make|create|add|put|set|delete|remove|clear|turn|switch|copy|move|record|take|save|open|start|stop|pause|log|"
    r"text|send|reply|call|rename|export|merge|play|get\s+rid\s+of|scrap|tick|mark|change|edit|update|cancel|"
    r"schedule|write|remind|enable|disable|mute|find|share|forward|"
    r"is|are|does|do|did|what|which|who|when|where|how)\b|in\s+[\w ]+?,\s)"
)
# A request that points back at the one who asked ("call me", "send me the address"): gone with the frame.
# In their own words, "me" and "my" are theirs ("call me", "delete my number from your contacts"): not the user's.
_THEIR_OWN = re.compile(r"\b(?:me|my|mine|myself|i|i'm|i'll|i've|i'd)\b", re.I)
# Reported, "her" and "him" are as likely the one who asked ("said to text her when I leave").
_TO_THEM = re.compile(
    r"\b(?:to|for)\s+(?:her|him)\s*[.!?]*$|\b(?:call|ring|text|message|email|send|tell|remind|phone|reply\s+to|forward"
    r"|pick\s+up|meet)\s+(?:her|him)\b",
    re.I,
)
# A value a part holds: a digit, a quote (an apostrophe inside a word is none), a file name.
_VALUE = re.compile(r"\d|[\"“”]|(?<![a-z])['‘’]|['‘’](?![a-z])|\b[\w-]+\.[a-z0-9]{2,4}\b", re.I)


def _person(who: str) -> bool:
    # "IT told me" is a department; "it says" is a thing.
    return _THING.search(who.strip()) is None and who.strip() not in ("i", "it", "this", "that", "there", "It")


# ----- what the relayer says around the request -------------------------------------------------------------------------

# "so can you do that", "please fix it", "can you look it up in opentracks", "do that for me": the request asked again.
_ECHO = re.compile(
    r"^(?:so\s+|and\s+)?(?:(?:can|could|would|will)\s+(?:you|u)\s+|please\s+|pls\s+|just\s+)*"
    r"(?:do|sort|handle|check|look|fix|deal\s+with|take\s+care\s+of)\b"
    r"(?:\s+(?:that|this|it|both|them|those|the\s+lot|that\s+one|this\s+one))?"
    r"(?:\s+(?:out|up|for\s+(?:me|her|him|them|us)|please|pls|then|now|thanks|thx|too))*"
    r"(?P<where>\s+(?:in|on|with|using)\s+(?:the\s+|my\s+)?[a-z][\w-]*(?:\s+[\w-]+){0,3}?)?\s*[.?!]*$",
    re.I,
)
# "so delete those", "so just record one video", "so record one and save it with that name": the request again,
# pointing back at what it names.
_SO_AGAIN = re.compile(
    r"^so\s+(?:(?:please|pls|just|then|go\s+ahead\s+and)\s+)*(?P<v>[a-z]+)\s+"
    r"(?:those|them|it|that|these|this|one)\b(?P<more>[^\d\"“”]*)$",
    re.I,
)
# "what time is it in my calendar?", "what's in my calendar then?": the question asked again of what it points back at.
_ASKED_AGAIN = re.compile(
    r"^(?:so\s+)?(?:what|when|where|which|how)\b[^?\d]*?\b(?:it|that|this|then|them)\b[^?\d]*\??$", re.I
)
# "she wants them on for the drive", "her old list is out of date", "he wants a copy he can scribble on": a reason.
_REASON = re.compile(
    r"^(?:she|he|they|her|his|their|the\s+[\w-]+|we|our|it)\b(?:'s|'re)?[^\"“”]*?"
    r"\b(?:is|are|was|were|'s|'re|wants?|needs?|has|have|had|can|will|would|keeps?|likes?|loves?|hates?|only|\w+ing)\b",
    re.I,
)
# Where the job is done: "it's in retro music", "it's in the Camera folder in vlc" (kept as said).
_PLACE = re.compile(r"^(?:it'?s|it\s+is|they'?re|they\s+are)\s+(?:in|on)\s+", re.I)
# "… so I can pass them on", "… for her": the relayer's purpose after what is asked.
_PURPOSE = re.compile(r"\s+(?:so(?:\s+that)?\s+(?:i|she|he|they|we)\s+can\b.*|for\s+(?:her|him|them))\s*[.!]*$", re.I)
_PARTS = r"\s*(?:,|;|(?<=[a-z])\.(?=\s)|(?<=\?)|\s+-\s+)\s*"


def _remarks_off(rest: str, trailing: bool = False) -> str | None:
    """What follows a relayed request, without the relayer's own remarks (``trailing``: only those after the last part
    kept, the request's own parts said before them); ``None`` when a part that would go holds a value."""
    parts = [part.strip() for part in rx(_PARTS).split(rest.strip(" ,")) if part.strip() not in ("", "?", ".", "!")]
    kept: list[str] = []
    for n in range(len(parts) - 1, -1, -1):
        part = _PURPOSE.sub("", parts[n])
        if trailing and n == 0:
            return ", ".join([part, *kept])
        if (echo := _ECHO.match(part)) is not None:
            kept[:0] = [echo["where"].strip()] if echo["where"] else []
        elif _PLACE.match(part) or not (_SO_AGAIN.match(part) or _REASON.match(part) or _ASKED_AGAIN.match(part)):
            if trailing:
                return ", ".join([*parts[:n], part, *kept])
            kept.insert(0, part)
        elif _VALUE.search(part):
            return None  # "so make it 3pm": no remark, a value of the request
    return ", ".join(kept)


def _own_request(rest: str | None) -> bool:
    """Whether what the relayer says after a quote asks a job of its own ("Jess wrote 'Book club moved to 8pm', update
    the event"): then the quote is news, not the request (where to do it, "use the gallery", is no job)."""
    return bool(rest) and any(
        _REQUEST_VERB.match(part.strip()) and not rx(r"^(?:use|using)\b", re.I).match(part.strip())
        for part in rx(_PARTS).split(rest or "")
    )


def _joined(request: str, rest: str | None) -> str | None:
    if rest is None:
        return None
    request = request.strip().rstrip(",")
    if not rest:
        return request
    return f"{request} {rest}" if request.endswith("?") else f"{request}, {rest}"


# ----- the frames --------------------------------------------------------------------------------------------------------

# "my sister says "in markor, make a.md say X" so can you do that": the quoted request.
_QUOTED = re.compile(
    rf"{_LEAD}{_SPEAKER}{_SEP}{_SAYS}(?:\s+(?:me|us|to\s+me))?\s*[:,-]?\s*{_OPEN_QUOTE}(?P<q>{_REQUEST_START}.+?)"
    rf"{_CLOSE_QUOTE}(?P<rest>(?:\s*[,.;:!?-]|\s+(?=[a-z])|$).*)$",
    re.I,
)
# "the physio said to scrap …", "my cycling club wants everyone to record …", "Mum asked me to add …".
_TO_DO = re.compile(
    # (a want or a need says whose act it is: "Hana needs to go in my contacts" is hers, no request passed on)
    rf"{_LEAD}{_SPEAKER}{_SEP}(?:(?:says|said)|(?:asked|asks|told|tells|reminded|wants|needs|would\s+like|'d\s+like)"
    r"\s+(?:me|us|everyone|everybody|you))\s+to\s+(?P<q>(?!be\b|have\b)[a-z].*)$",
    re.I,
)
# "my coach wants to know how many …", "Mum's asking how much …", "Jess wants to know: is …?".
_ASKS = re.compile(
    rf"{_LEAD}{_SPEAKER}{_SEP}(?:wants\s+to\s+know|wanted\s+to\s+know|would\s+like\s+to\s+know|asked(?:\s+me)?|asks(?:\s+me)?|"
    r"(?:is|['’]s|was)\s+asking(?:\s+me)?|(?:is|['’]s|was)\s+wondering|wonders|(?:rang|called|texted|emailed|messaged)"
    r"(?:\s+me)?\s+to\s+(?:check|ask|see|confirm)(?:\s+(?:if|whether|that))?\s+i\s+(?:know|remember))"
    r"\s*[:,]?\s+(?P<q>(?:what|which|who|how|when|where|whether|if|is|are|does|do|did|was|were)\b.*)$",
    re.I,
)
# "Kofi says: put Tennis with Kofi in the calendar …": the request after a colon, unquoted.
_COLON = re.compile(rf"{_LEAD}{_SPEAKER}{_SEP}{_SAYS}(?:\s+(?:me|us))?\s*:\s*(?P<q>{_REQUEST_START}.*)$", re.I)
# "IT told me all the mp3 files … need to be moved …", "the bookkeeper says the Flowers expense is wrong: …": what they
# said is what is to be done.
_TOLD = re.compile(
    rf"{_LEAD}{_SPEAKER}{_SEP}(?:says|said|told\s+me|tells\s+me|(?:rang|called|phoned)\s+(?:me\s+)?and\s+said)"
    r"(?:\s+that)?\s+(?P<q>(?:the|all|my|every|his|her|their|it|[\w-]+\.[a-z0-9]{2,4}\b)\b.*)$",
    re.I,
)
# "Priya asked me for the address Hana texted me, can you send it on to her": the thing sent to the one who asked.
_ASKED_FOR = re.compile(
    rf"^{_SPEAKER}{_SEP}(?:asked(?:\s+me)?\s+for|wants|needs|is\s+after)\s+the\s+(?P<w>address|location|place)\s+"
    r"(?:(?:of|for)\s+the\s+\w+\s+)?(?P<by>(?-i:[A-Z])[\w'-]+(?:\s+(?-i:[A-Z])[\w'-]+)?)\s+(?:just\s+)?(?:texted|sent)\s+me"
    r"(?:\s+(?:for|about)\s+the\s+\w+)?\s*[,.;–—-]+\s*(?:so\s+)?(?:(?:can|could|would)\s+you\s+)?(?:please\s+)?"
    r"(?:send|text|forward|pass)\s+it\s+(?:on\s+|over\s+|along\s+)?to\s+(?:her|him|them)\s*[.!?]*$",
    re.I,
)
# "my flatmate wants two vlc playlists for saturday, she said "A with x, and B with y"": the things wanted, made so.
_WANTS_SAID = re.compile(
    rf"^{_SPEAKER}{_SEP}(?:wants|needs|asked\s+for|would\s+like)\s+(?P<x>(?:an?|two|three|four|some|\d+)\s+[^,.:\"“]+?)"
    r"(?:\s+for\s+[^,.:\"“]+)?\s*,\s*(?:she|he|they)\s+(?:said|says|wants)\s*:?\s*[\"“'‘](?P<q>.+?)[\"”'’]\s*[.!]*$",
    re.I,
)
# "my boss wants the Budget review event deleted": the state they want, wished by the user (persona_requests.py).
_WANTS_DONE = re.compile(
    rf"^{_SPEAKER}\s+(?:wants|needs|would\s+like)\s+(?P<x>(?:the|my|all|every|both)\b[^,.;:?!\"“]*?\s+"
    r"(?:deleted|removed|gone|renamed|moved|changed|turned\s+(?:on|off)|switched\s+(?:on|off)|saved|added|made|created|"
    r"sent|recorded|played|set)\b)\s*(?:[,.;!]\s*(?P<rest>.*))?$",
    re.I,
)
# "the dentist's office said my appointment is on March 20 at 10am, put it in": an appointment with them, in the calendar.
_APPOINTMENT = re.compile(
    rf"^{_SPEAKER}\s+(?:said|says|told\s+me|rang\s+(?:and\s+said|to\s+say)|called\s+(?:and\s+said|to\s+say))\s+"
    r"(?:that\s+)?my\s+(?:appointment|booking|visit)\s+is\s+(?P<when>[^,.;]*\d[^,.;]*?)\s*[,.;–—-]+\s*(?:so\s+)?"
    r"(?:(?:can|could)\s+you\s+|please\s+)?(?:put|add|stick|pop|pencil)\s+it\s+in(?:\s+(?:my|the)\s+calendar)?"
    r"(?P<rest>\s*[.!]*)$",
    re.I,
)
# "my partner read me these off the receipts, add them to pro expense: A …": the list they gave, added.
_THESE = re.compile(
    rf"^{_SPEAKER}{_SEP}(?:read|gave|sent|texted|emailed|passed|told)\s+me\s+(?:these|the\s+following)\b[^,.:\"“]*[,.;]\s*"
    r"(?:(?:can|could)\s+you\s+|please\s+)?(?P<v>add|log|put|enter|record|save)\s+(?:them|these|those)\b(?P<rest>[^:]*:.+)$",
    re.I,
)


def _for_them(request: str) -> str:
    """A quote without the speaker's "for me" and "make me a": done for them, the same job."""
    said = rx(r"^(?P<v>make|get|find)\s+me\s+(?=an?\b|the\b)", re.I).sub(r"\g<v> ", request)
    return rx(r"\s+for\s+me\b(?=\s*[,.!?]|\s*$)", re.I).sub("", said)


def _unquoted_voice(request: str) -> str:
    """A quote's words as the user would say them: "your" is the user's, "!" and "just … then" are the speaker's
    tone."""
    said = rx(r"\byour\b", re.I).sub("my", _for_them(request))
    said = rx(r"^(?:just|please|pls)\s+", re.I).sub("", said)
    said = rx(r"\s+then\s*$", re.I).sub("", said)
    return said.rstrip("!").strip()


def _speaker_gone(lead: str | None, who: str, said: str, quoted: bool = False) -> bool:
    """Whether taking the frame off loses something: a value in the lead, a thing for a speaker, the speaker pointed
    back at ("call me" in their own words)."""
    lost = quoted and _THEIR_OWN.search(_for_them(said)) is not None
    return not _person(who) or bool(lead and _VALUE.search(lead)) or lost


def _relayed(text: str) -> str | None:
    if (found := _ASKED_FOR.match(text)) is not None and _person(found["who"]):
        return f"text {found['who']} the {found['w']} {found['by']} sent me"
    if (found := _WANTS_SAID.match(text)) is not None and _person(found["who"]) and not _VALUE.search(found["x"]):
        # one thing wanted is named by what they said ("a new playlist, she said "Gym with …""); several, listed
        return (
            f"make {found['x']} {found['q']}"
            if rx(r"an?\b", re.I).match(found["x"])
            else f"make {found['x']}: {found['q']}"
        )
    if (found := _THESE.match(text)) is not None and _person(found["who"]):
        return f"{found['v']} these{found['rest']}"
    if (found := _QUOTED.match(text)) is not None:
        rest = _remarks_off(found["rest"])
        if not _speaker_gone(found["lead"], found["who"], found["q"], quoted=True) and not _own_request(rest):
            return _joined(_unquoted_voice(found["q"]), rest)
    if (found := _ASKS.match(text)) is not None and not _speaker_gone(found["lead"], found["who"], found["q"]):
        question, mark, rest = _question_and_rest(found["q"])
        if any(
            part.strip().endswith("?") and not _ASKED_AGAIN.match(part.strip())
            for part in rx(r"(?<=\?)\s+").split(rest)
        ):
            return None  # "My doctor wants to know how often I exercise. Can you … how many times …?": a lead
        asked = _joined(f"i wonder {question}{mark}", _remarks_off(rest))
        return None if asked is None else asked
    if (found := _COLON.match(text)) is not None and not _speaker_gone(found["lead"], found["who"], found["q"]):
        return _remarks_off(_unquoted_voice(found["q"]), trailing=True)
    if (found := _TO_DO.match(text)) is not None and not _speaker_gone(found["lead"], found["who"], found["q"]):
        return _first_and_echo(_theirs_as_the(found["q"]))
    if (
        (found := _WANTS_DONE.match(text)) is not None
        and _person(found["who"])
        and not _remarks_off(found["rest"] or "")
    ):
        return f"i want {found['x']}"
    if (found := _APPOINTMENT.match(text)) is not None:
        kind = rx(r"^(?:the|my|our)\s+|['’]s\b|\s+(?:office|surgery|clinic|practice|receptionist)$", re.I).sub(
            "", found["who"]
        )
        return f"add {kind.strip().capitalize()} appointment {found['when']} to my calendar{found['rest']}"
    if (found := _TOLD.match(text)) is not None and not _speaker_gone(found["lead"], found["who"], found["q"]):
        told = _remarks_off(_theirs_as_the(found["q"]), trailing=True)
        return None if told is None else _that_day(told)
    return None


def _question_and_rest(asked: str) -> tuple[str, str, str]:
    """The question reported, and what the relayer says after it (its first "?", comma or full stop ends it)."""
    found = rx(r"\s*(?:\?|,|;|\s-\s|(?<=[a-z])\.(?=\s|$))\s*").search(asked)
    if found is None:
        return asked, "", ""
    return asked[: found.start()], "?" if "?" in found.group(0) else "", asked[found.end() :]


def _theirs_as_the(request: str) -> str:
    """The speaker's own record said "her pancakes recipe": the one on this phone, "the pancakes recipe"."""
    return rx(
        r"\b(?:her|his|their)\s+(?=(?:[\w-]+\s+){0,3}?(?:recipe|note|file|playlist|expense|event|task|track|contact)s?\b)",
        re.I,
    ).sub("the ", request)


def _first_and_echo(request: str) -> str | None:
    """A request said "to …", its remarks after it dropped; an echo's plain verb ("so delete those") said instead of a
    throwaway one ("said to scrap everything …")."""
    said = _remarks_off(request, trailing=True)
    again = next((m for part in rx(_PARTS).split(request) if (m := _SO_AGAIN.match(part.strip())) is not None), None)
    if said is None or again is None or again["v"].lower() not in ("delete", "remove"):
        return said
    return rx(r"^(?:scrap|bin|ditch|nuke|chuck|axe|toss|junk|wipe)\b", re.I).sub(again["v"], said)


# What the day a statement names is pointed back at by: "the trip takes all of this saturday, so delete … that day".
_DAY = (
    r"(?:(?:this|next|last)\s+(?:mon|tues|wednes|thurs|fri|satur|sun)day|today|tomorrow|"
    r"(?:on\s+)?(?:mon|tues|wednes|thurs|fri|satur|sun)day(?:\s+the\s+\d{1,2}(?:st|nd|rd|th))?)"
)


def _that_day(statement: str) -> str:
    """A statement then its request ("…, so delete …"): the request alone when it says "that day" of the one day the
    statement names; the whole as said otherwise (the readers of a lead read it)."""
    found = rx(r"^(?P<s>[^,]*?)\s*,\s*so\s+(?P<r>[^,]*?\bthat\s+day\b.*)$", re.I).match(statement)
    if found is None:
        return statement
    days = rx(_DAY, re.I).findall(found["s"])
    if len(days) != 1:
        return statement
    return rx(r"\bthat\s+day\b", re.I).sub(days[0], found["r"], count=1)


# Who asked, what, then the reply to send them: the reply is the request, never what was asked.
REPLY_TO_ASKER = re.compile(
    r"^(?-i:[A-Z])[\w'’-]*(?:\s+(?-i:[A-Z])[\w'’-]*)?\s+(?:just\s+)?(?:asked|wants\s+to\s+know|wanted\s+to\s+know)\b"
    r"[^-–—:;]*?(?:\s[-–—]|[:;.])\s*(?:so\s+)?(?:please\s+|pls\s+)?(?:reply|answer|write\s+back|text\s+back|tell\s+(?:him|her|them))\b",
    re.I,
)


@lru_cache(maxsize=1024)
def relayed_request(text: str) -> str:
    """``text`` as the request it passes on, said by the user; unchanged when it passes none on, or when what is left
    points at the one who asked ("… send it to her")."""
    if REPLY_TO_ASKER.match(text.strip()):
        return (
            text  # "Chris Young asked if I have them - reply yes, …": a reply to the one who asked (situated_requests)
        )
    said = _relayed(text.strip())
    return relayed_forms(text if said is None or not said.strip() or _TO_THEM.search(said) else said)
