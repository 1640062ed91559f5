"""Questions in a task writer's formal register, asked as the readers know them (first tries, session 25). A question
given as an order: "Determine the number of events on March 17",
"Identify the longest song in the Retro Music library", "Retrieve the description of the track named X", "Count the
songs in the X playlist", "Verify whether dog_park.mp4 is included in the Party playlist", "Examine the call history in
the Phone app and report the number of missed calls", "Using OpenTracks, compute the mean duration of …". Each had been
given up: the readers know questions, and these are asked as one. Only the first sentence is turned; the sentences
after it ("Report the value in kilometers", "Respond with the title only") say the answer's form and stay. Then the
formal turns inside the question are said plainly (plain_questions.py)."""

from __future__ import annotations

import re

from .apps_said import APPS_SAID
from .indirect_questions import in_question_order
from .plain_questions import plain_questions

_APPS = APPS_SAID
_APP = rf"(?:the\s+)?(?P<app>{_APPS})(?:\s+(?:app|application))?"
# "Using OpenTracks, …", "Within the Simple Calendar Pro application, …": the app said first goes after the question.
_APP_LEAD = re.compile(
    rf"^(?:using|in|within|with|from|via|through|inside)\s+{_APP}(?:['’]s\s+[\w ]{{1,30}}?)?\s*,\s*", re.I
)
# "Sum the distances of …": their total asked.
_SUM = re.compile(
    r"^(?:sum|add\s+up|total)(?:\s+up)?\s+the\s+(?P<m>distance|duration|time|amount|length|minute|hour)s?\s+of\s+", re.I
)
# "Open the recipe note 'Shortbread' in Joplin and report …": where to look, said before what to answer.
# "Among the walking activities recorded …, find the one with …": the one of them.
_AMONG = re.compile(
    r"^(?:among|of|from)\s+(?P<of>(?:all\s+)?the\s+.+?),\s+(?P<rest>(?:find|identify|determine|locate)\b.+\bthe\s+one\b.+)$",
    re.I | re.S,
)
# "Among my running activities in March 2030, identify the one with the longest duration": which of them.
_AMONG_MINE = re.compile(
    r"^among\s+(?P<of>my\s+.+?),\s+(?:identify|find|determine|locate)\s+the\s+one\s+(?:with|that\s+had|that\s+has)\s+(?P<w>the\s+.+)$",
    re.I | re.S,
)
_AMONG_WHICH = re.compile(
    r"^among\s+(?P<of>(?:the|my)\s+.+?),\s+(?:determine|identify|find)\s+which\s+one\s+(?P<w>.+)$", re.I | re.S
)
# "Check Simple Calendar Pro for any events on Monday …": whether there are.
_CHECK_FOR = re.compile(rf"^(?:check|search|look\s+in)\s+{_APP}\s+for\s+(?P<x>any\s+.+)$", re.I | re.S)
# "Check the Phone app to determine whether …": the app, then what is asked.
_USED_TO = re.compile(
    rf"^(?:check|use|open|look\s+at|consult)\s+{_APP}\s+to\s+(?P<rest>(?:determine|find\s+out|see|check|verify|confirm)\b.+)$",
    re.I | re.S,
)
_LOOK_LEAD = re.compile(
    r"^(?:open|go\s+to|navigate\s+to|launch|access|examine|look\s+(?:at|through)|check|review|consult|browse|inspect|"
    r"search|scan)\s+(?P<where>(?:[^,.?]|\.(?=\S))+?)\s*,?\s+and\s+(?:then\s+)?(?=\w)",
    re.I,
)
_VERB = (
    r"(?:determine|identify|find(?:\s+out)?|retrieve|report|calculate|compute|ascertain|locate|look\s+up|obtain|"
    r"provide|state|fetch|extract|work\s+out|figure\s+out|establish|indicate|give\s+me|tell\s+me|let\s+me\s+know|"
    r"(?:check|verify|confirm|see)(?=\s+(?:whether|if|which|what|how|when|where|who|whose)\b))"
)
# "find the note X and delete it": an order with its own act is no question.
_ACTS = re.compile(
    r"\b(?:and|then)\s+(?:then\s+)?(?:delete|remove|rename|move|send|call|play|add|create|edit|change|set|share|open|save|"
    r"copy|mark|update|make|put|replace|append|record|start|stop|turn|enable|disable|text|reply|forward)\b",
    re.I,
)
_ASKED = re.compile(rf"^{_VERB}\s+(?P<rest>.+)$", re.I | re.S)
_COUNT = re.compile(
    r"^count\s+(?:up\s+)?(?:the\s+(?:total\s+)?number\s+of\s+|how\s+many\s+|all\s+(?:the\s+)?|the\s+)?(?P<x>.+)$",
    re.I | re.S,
)
_LIST = re.compile(r"^(?:list|enumerate)\s+(?:out\s+)?(?P<x>(?:all|every|each|the|any)\b.+)$", re.I | re.S)
_WH = re.compile(r"^(?:which|what|who|whom|whose|when|where|how)\b", re.I)
_WHETHER = re.compile(r"^(?:whether|if)\s+(?P<x>.+)$", re.I | re.S)
# "find the walking activity with the greatest distance and report the date on which it was recorded", "… its X".
_FIND_THEN = re.compile(
    r"^(?:find|identify|locate|determine)\s+(?P<np>the\s+.+?)\s*,?\s+and\s+(?:then\s+)?(?:report|give|state|provide|"
    r"tell\s+me|return)\s+(?:(?P<date>the\s+(?:date|day)\s+(?:on\s+which|when)\s+it\s+was\s+(?P<done>\w+))|its\s+(?P<of>.+))$",
    re.I | re.S,
)
_NUMBER_OF = re.compile(r"^the\s+(?:total\s+)?number\s+of\s+(?P<x>(?:[\w.-]+\s+){0,2}?[\w-]+s\b.*)$", re.I | re.S)
_BE = re.compile(
    r"^(?P<np>.+?)\s+(?P<v>is|are|was|were|has|have|had|contains|contain|includes|include|exists|exist|appears|appear|belongs|belong)\b"
    r"(?P<rest>.*)$",
    re.I | re.S,
)
_FORM = re.compile(
    r"^(?:report|provide|give|express|respond|reply|answer|return|state|present|output|write|format)\b", re.I
)


_QUOTE = r"(?:'[^']+'|\"[^\"]+\"|“[^”]+”)"


# Verbs that only ever ask: a request in them is a question whatever else could read it ("Look through the call log
# and report …" had been read as a call).
_ONLY_ASKS = re.compile(
    r"^(?:determine|identify|retrieve|report|calculate|compute|ascertain|establish|work\s+out|figure\s+out|find\s+out)\b",
    re.I,
)


# An answer's form said with the order ("Respond with the title only", "as a single integer") makes it a question.
_ANSWER_FORM = re.compile(
    r"(?:^|[.?!]\s+)(?:respond|reply|answer|provide|give|express|report)\s+(?:with|in|as|the|only|your)\b|"
    r"\b(?:number|integer|name|title|time|date|location|address|amount)s?\s+only\b|\bcomma[- ]separated\b|\bseparated\s+by\s+commas\b|"
    r"\bas\s+an?\s+(?:single\s+)?(?:integer|number)\b",
    re.I,
)


# "find the recipe 'Shortbread' and state how much garlic it calls for": asked of that recipe.
_OF_FOUND = re.compile(
    rf"\bfind\s+the\s+recipe\s+(?P<r>{_QUOTE})\s+and\s+(?:state|report|tell\s+me)\s+how\s+much\s+(?P<i>\w+)\s+it\s+"
    r"(?:calls\s+for|needs|requires|uses)\s*,?\s*",
    re.I,
)


def formal_questions(text: str, *, sure_only: bool = False) -> str:
    """``text`` with a question given as an order, or asked formally, asked as the readers know it; unchanged when
    it is neither. ``sure_only``: only where the order can be nothing but a question."""
    if "\n" in text:
        return text
    text = _OF_FOUND.sub(
        lambda m: f"what quantity of {m.group('i')} do I need for the recipe {m.group('r')}? Answer ", text
    )
    asked = text if "?" in text else _ordered(text, sure_only)
    return plain_questions(asked) if "?" in asked else text


def _ordered(text: str, sure_only: bool) -> str:
    first, dot, after = _first_sentence(text)
    app = ""
    if lead := _APP_LEAD.match(first):
        app, first = lead.group("app"), first[lead.end() :]
    if using := _USED_TO.match(first):
        app, first = using.group("app"), using.group("rest")
    if check := _CHECK_FOR.match(first):
        app, first = check.group("app"), f"determine whether there are {check.group('x')}"
    if among := _AMONG.match(first):
        first = _the_one(among.group("rest"), among.group("of"))
    if inner := re.match(rf"^(?P<v>\w+),\s+(?:using|in|via|with|within)\s+{_APP},\s+", first, re.I):
        app, first = inner.group("app"), f"{inner.group('v')} {first[inner.end() :]}"
    if which := _AMONG_WHICH.match(first):
        of = re.sub(r"^the\s+(\w+)\s+recorded\s+", r"my \1 ", which.group("of"), flags=re.I)
        first = f"determine which of {of} {which.group('w')}"
    if mine := _AMONG_MINE.match(first):
        first = f"determine which of {mine.group('of')} had {mine.group('w')}"
    where = ""
    if look := _LOOK_LEAD.match(first):
        where, first = look.group("where"), first[look.end() :]
        # ("open Mail and tell me the code" is read as it is said: the code is remembered there)
        if not re.match(rf"^{_VERB}\b|^count\b|^list\b|^give\s+its\b", first, re.I) or re.match(
            r"^(?:tell|give)\s+me\b|^let\s+me\s+know\b", first, re.I
        ):
            return text
    first = _SUM.sub(lambda m: f"determine the total {m.group('m').lower()} of ", first)
    if sure_only and not where and not _ONLY_ASKS.match(first):
        # An answer's form makes an order a question, but "list …" and "count …" are read as they are said.
        if not _ANSWER_FORM.search(text) or re.match(r"^(?:list|count|name)\b", first, re.I):
            return text
    # "Report, in kilometers, the distance of …": the unit goes with the answer's form.
    if unit := re.match(rf"^(?P<v>\w+(?:\s+\w+)?),\s+in\s+(?P<u>{_UNIT}),\s+", first, re.I):
        first, after = f"{unit.group('v')} {first[unit.end() :]}", f"Answer in {unit.group('u')}. {after}".strip()
    asked: str | None
    if where and _ITS_TEXT.match(first):
        note = re.match(r"^(?P<n>the\s+note\s+\S+)\s+in\s+(?P<a>\w+)$", where, re.I)
        asked = f"what does {note.group('n')} say in {note.group('a')}" if note else f"what does {where} say"
        where = ""
    else:
        asked = _asked(first.rstrip(" ."))
    if asked is None:
        return text
    if form := _FORM_TAIL.search(asked):
        # "… missed calls as an integer", "its distance in miles, rounded to 2 places": the form goes after the question.
        asked, after = asked[: form.start()], f"Answer {form.group('form').strip()}. {after}".strip()
    asked = _ARE.sub(r"\g<x> are ", asked)
    place = " ".join(part for part in (f"in {where}" if where else "", f"in {app}" if app else "") if part)
    question = f"{asked} {place}".strip() + "?"
    question = question[0].upper() + question[1:]
    return f"{question} {after}".strip() if after else question


# "Open the note a.md in Markor and report its full text": what the note says.
_ITS_TEXT = re.compile(
    r"^(?:report|give|state|provide|tell\s+me)\s+its\s+(?:full\s+|whole\s+)?(?:text|contents?)\b", re.I
)
_UNIT = r"(?:miles|kilometers|kilometres|km|meters|metres|minutes|hours|seconds|mph|km/h|hh:mm)"
_FORM_TAIL = re.compile(
    rf",?\s+(?P<form>(?:as\s+(?:an?\s+)?(?:single\s+)?(?:integer|number|whole\s+number)|(?:expressed\s+)?in\s+{_UNIT}\b(?=\s*$|\s*,?\s*(?:rounded|to\s+\w+\s+decimal|as\s))|rounded\s+to|"
    r"to\s+(?:one|two|three|\d)\s+decimal|using\s+the\s+(?:amount|format|same)|exactly\s+as).*)$",
    re.I | re.S,
)
# "how many songs contained in …", "how many events scheduled on …": the verb the order left out.
_ARE = re.compile(r"^(?P<x>how\s+many\s+(?:[\w.-]+\s+){0,2}?[\w-]+s)\s+(?=\w+ed\b|in\b|on\b|stored\b|kept\b)", re.I)
_PLURALS = {"activities": "activity", "entries": "entry"}


def _the_one(rest: str, of: str) -> str:
    """ "find the one with the longest duration …" among "the walking activities recorded from X to Y": that one."""
    words = re.match(
        r"^(?P<head>(?:all\s+)?the\s+(?:[\w-]+\s+){0,2}?)(?P<noun>[\w-]+s)\b(?P<tail>.*)$", of, re.I | re.S
    )
    if words is None:
        return rest
    noun = words.group("noun").lower()
    one = _PLURALS.get(noun, noun[:-1])
    head = re.sub(r"^all\s+", "", words.group("head"), flags=re.I)
    found = re.search(r"\bthe\s+one\b(?P<with>\s+(?:with|that|which)\b[^,]*?)(?=\s+and\b|$)", rest, re.I)
    if found is None:
        return rest
    said = f"{head}{one}{found.group('with')}{words.group('tail')}"
    return rest[: found.start()] + said + rest[found.end() :]


def _first_sentence(text: str) -> tuple[str, str, str]:
    # A full stop ends the sentence only before a space: "2.5 km" and "a.md" stay whole.
    found = re.search(r"(?<=[\w)\"'”])\.\s+(?=[A-Za-z])", text)
    if found is None:
        return text.strip(), "", ""
    return text[: found.start()].strip(), ".", text[found.end() :].strip()


def _asked(said: str) -> str | None:
    if _ACTS.search(said):
        return None
    if _FORM.match(said) and re.match(r"^\w+\s+(?:the\s+|your\s+)?(?:answer|result|value|response)\b", said, re.I):
        return None  # "Report the answer in minutes": the form alone, nothing asked
    if found := _FIND_THEN.match(said):
        np = found.group("np")
        if found.group("date"):
            return f"on which date was {np} {found.group('done')}"
        of = found.group("of")
        form = _FORM_TAIL.search(of)
        return f"what is the {of[: form.start()] if form else of} of {np}{of[form.start() :] if form else ''}"
    if found := _COUNT.match(said):
        return f"how many {found.group('x')}"
    if found := _LIST.match(said):
        return f"what are {found.group('x')}"
    found = _ASKED.match(said)
    if found is None:
        return None
    rest = found.group("rest")
    rest = re.sub(r"^(?:for\s+me\s+|to\s+me\s+)", "", rest, flags=re.I)
    if _WH.match(rest):
        # "check when X begins": a clause in a statement's order; "how many Food expenses are …" is already a question's
        # (inverted, it had been counted as "Food are": a false done).
        return in_question_order(rest) if re.match(r"(?:when|where|who|whose)\b", rest, re.I) else rest
    if whether := _WHETHER.match(rest):
        return _yes_no(whether.group("x"))
    if number := _NUMBER_OF.match(rest):
        return f"how many {number.group('x')}"
    if re.match(r"^(?:the|my|all|any|each|every)\b|^(?-i:[A-Z])\w+(?:\s+(?-i:[A-Z])\w+)?['’]s\s", rest, re.I):
        plural = re.match(r"^(?:all|every|each|any)\b", rest, re.I) is not None
        return f"what {'are' if plural else 'is'} {rest}"
    return None


def _yes_no(clause: str) -> str | None:
    """ "the video X is included in the Party playlist" as "is the video X included in the Party playlist"."""
    if there := re.match(r"^there\s+(?P<v>is|are|was|were)\s+(?P<rest>.+)$", clause, re.I | re.S):
        return f"{there.group('v')} there {there.group('rest')}"
    if done := re.match(
        r"^(?P<np>.+?)\s+(?P<v>called|texted|phoned|rang|sent|messaged)\b(?P<rest>\s+(?:me|us|my|today|yesterday)\b.*)$",
        clause,
        re.I | re.S,
    ):
        base = {"rang": "ring", "sent": "send"}.get(done.group("v").lower(), done.group("v")[:-2].lower())
        rest = done.group("rest")
        rest = f" me{rest}" if re.match(r"\s+(?:today|yesterday)\b", rest, re.I) else rest
        return f"did {done.group('np')} {base}{rest}"
    found = _BE.match(clause)
    if found is None:
        return None
    np, verb, rest = found.group("np"), found.group("v").lower(), found.group("rest")
    if verb in ("is", "are", "was", "were"):
        return f"{verb} {np}{rest}"
    auxiliary = {"had": "did"}.get(verb, "do" if verb in ("have", "contain", "include", "exist", "appear") else "does")
    base = {"has": "have", "had": "have"}.get(verb, verb[:-1] if verb.endswith("s") and verb != "has" else verb)
    return f"{auxiliary} {np} {base}{rest}"
