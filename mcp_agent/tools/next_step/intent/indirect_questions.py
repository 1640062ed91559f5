"""A question asked indirectly, as people ask a phone assistant, read as the direct question it wraps.

"i wonder how many files are in downloads", "remind me what Ana said in her last text", "do you know which folder
clip.mkv is in", "curious what I did most in May", "…, do you know?": the words around the question ask nothing
of their own. Behind such a lead the question keeps the word order of a statement ("how much the bakery expense
was", "when yoga class starts", "what Ana said"); it is put back in a question's order ("how much was the bakery
expense", "when does yoga class start", "what did Ana say") so the question readers read it as asked directly.

"remind me to …" asks for a reminder, not a fact: it is no lead here (the question word must follow the lead).
"do you have X's number" asks for the number: "what is X's number".
"""

from __future__ import annotations

import re

from ..patterns import rx
from .formal_mends import TELL_ME

_WH = r"(?:what(?:'?s)?|which|who|whose|when|where|how|whether|if|is|are|was|were|do|does|did|any)"
_LEAD = re.compile(
    r"^\s*(?:(?:i\s+)?(?:wonder(?:ing|ed)?|was\s+wondering)|remind\s+me(?:\s+again)?|"
    r"(?:do|d'?you|would)\s+(?:you|u|ya)\s+(?:happen\s+to\s+)?know|any\s+idea|(?:i'?m\s+|just\s+)?curious|"
    # "I should like to know", "please advise", "could you kindly confirm" (formal_mends.py)
    rf"{TELL_ME}"
    # ("I forgot where X is, can you check …" is left to the readers of a request after it.)
    rf")\s*,?\s+(?={_WH}\b)",
    re.I,
)
_TRAILER = re.compile(
    r"\s*,?\s*(?:do\s+(?:you|u)\s+know|i\s+wonder|remind\s+me|any\s+idea)(?=\s*[?.!]?\s*(?:[,.?!]|$))"
    r"|\s+again(?=\s*\?)",  # "… in the movies folder again?"; "… ? call them again" is a request's own
    re.I,
)
_HAVE_NUMBER = re.compile(
    r"^\s*(?:do|d'?you)\s+(?:you|u)\s+have\s+(?P<x>[\w .'-]+?(?:'s|s')\s+(?:phone\s+)?(?:number|no\.?|#))", re.I
)
_FORMAT_AFTER = re.compile(
    r"\s*,\s*(?=(?:just|only)\s+(?:the\s+)?(?:number|name|names|time|date|titles?|words|digits|types?|minutes|hours)\b"
    r"[^,?]*$)",
    re.I,
)
_WH_IF = re.compile(r"^(?:whether|if)\s+", re.I)
# The question word and the thing it asks about: "how many km", "which folder", "what".
_HEAD = (
    r"(?P<wh>how\s+(?:many|much|long|far|often)(?:\s+(?!(?:the|my|i|you|it|he|she|we|they|this|that|her|his|their|"
    r"was|is|were|are)\b)[\w.-]+)?|which\s+[\w-]+|what(?:\s+(?:activity|activities|kind|type|sport|time|day|date))?|when|where|"
    r"who|whose\s+[\w-]+)"
)
# Greedy: "my last missed call came": the verb is the last one. "the 'Yoga class' event on March 26, 2030 begins".
_SUBJECT = r"(?P<s>(?:[\w.'-]+(?:,(?=\s+\d{4}\b))?\s+){0,8}[\w.'-]+)"
_COPULA = re.compile(rf"^{_HEAD}\s+{_SUBJECT}\s+(?P<v>was|is|were|are)\b(?P<rest>.*)$", re.I)
_IRREGULAR = {
    "said": "say", "came": "come", "wrote": "write", "swam": "swim", "did": "do", "went": "go", "ran": "run",
    "rang": "ring", "got": "get", "took": "take", "sent": "send", "had": "have", "made": "make", "spent": "spend",
    "paid": "pay", "bought": "buy", "rode": "ride", "saw": "see", "met": "meet",
}  # fmt: skip
_PRESENT = {
    "starts": "start", "ends": "end", "begins": "begin", "lasts": "last", "says": "say", "costs": "cost", "takes": "take",
    "happens": "happen",
}  # fmt: skip
_VERB = re.compile(
    rf"^{_HEAD}\s+{_SUBJECT}\s+(?P<v>{'|'.join([*_IRREGULAR, *_PRESENT])}|[a-z]{{2,}}ed)\b(?P<rest>.*)$", re.I
)
_PERFECT = re.compile(
    rf"^{_HEAD}\s+(?P<s>i|we)(?:'ve|\s+have)\s+(?P<rest>[a-z]\w*(?:ed|en|ne|un|wn|nt|de|ld|ht|pt|um|am)\b.*)$", re.I
)
_NOT_SUBJECT_END = re.compile(
    r"\b(?:was|is|were|are|did|does|do|has|have|had|will|would|can|could|i'?ve|we'?ve)$", re.I
)
# Already in a question's order: "how many files are …", "what vids are on …", "which folder is …".
_DIRECT = re.compile(
    rf"^(?:{_HEAD}|what\s+[\w-]+)\s+(?:was|is|were|are|did|does|do|has|have|had|will|would|can|could)\b", re.I
)
# "remind me the number of …", "do you know my avg speed on …": the thing asked for, named after the lead.
_THING_LEAD = re.compile(
    r"^\s*(?:remind\s+me(?:\s+again)?|(?:do|d'?you)\s+(?:you|u)\s+know)\s*,?\s+(?=(?:the|my)\s+\w)", re.I
)


# "someone messaged me about dinner and i can't remember who, what's their name" (set 110): who it was, asked of a
# message told of as from someone unknown; either the forgetting or the question says it is asked.
_FORGOT_WHO = (
    r"(?:,?\s*(?:and|but)\s+i\s+(?:can'?t|cannot|don'?t|do\s+not)\s+(?:remember|recall|know)\s+who"
    r"|,?\s*(?:and|but)\s+i\s+(?:forget|forgot)\s+who)"
)
_WHOSE_NAME = (
    r"(?:what'?s|what\s+(?:is|was))\s+(?:their|his|her)\s+name|who\s+(?:was\s+(?:it|that)|is\s+it|was\s+the\s+sender)"
)
_SOMEONE = re.compile(
    r"^(?:someone|somebody|some\s+(?:person|guy|number))\s+(?P<v>texted|messaged|wrote\s+to|sent)\s+me\s+"
    r"(?:a\s+(?:message|text|msg)\s+)?about\s+(?P<x>[^,.;?]+?)"
    rf"(?:{_FORGOT_WHO}(?:\s*[,.;:—–-]+\s*(?:{_WHOSE_NAME}))?|\s*[,.;:—–-]+\s*(?:{_WHOSE_NAME}))\s*[?.!]*\s*$",
    re.I,
)


def direct_question(task: str) -> str:
    """``task`` as a direct question when it asks one indirectly; ``task`` itself otherwise."""
    if (someone := _SOMEONE.match(task)) is not None:
        verb = "sent me a message" if someone.group("v").lower() == "sent" else someone.group("v")
        return f"who {verb} about {someone.group('x')}?"
    if (number := _HAVE_NUMBER.match(task)) is not None:
        return f"what is {number.group('x')}{task[number.end() :]}"
    if (thing := _THING_LEAD.match(task)) is not None:
        return "what is " + _TRAILER.sub("", task[thing.end() :]).strip()
    lead = _LEAD.match(task)
    said = _TRAILER.sub("", task[lead.end() :] if lead else task)
    if lead is not None:
        # "where X is to take place": where X is.
        said = rx(r"\b(is|are)\s+(?:due\s+)?to\s+(?:take\s+place|be\s+held)\b", re.I).sub(r"\1", said)
    if lead is None and (said == task or not rx(rf"\s*{_WH}\b", re.I).match(said)):
        return task  # "send it again": a trailer ends only a question
    if lead is not None and _WH_IF.match(said):
        return task  # "I wonder whether X is …": a yes-or-no question, read by discourse.py
    if lead is not None:
        said = in_question_order(said)
    # "…between feb 15 and feb 23, just the number": the answer's format after a comma, set off as after a "?".
    return _FORMAT_AFTER.sub("? ", said).strip()


def in_question_order(asked: str) -> str:
    """A statement-ordered question ("when the X event begins") in a question's order ("when does the X event
    begin"); as said when it is not one."""
    question, sep, after = _split_off(asked)
    if _DIRECT.match(question):
        return asked
    # "how many times I've called X" (set 133): the perfect, "have I called"; left as said it was read as how many
    # calls with X there were, a wrong answer reported done.
    if (perfect := _PERFECT.match(question)) is not None:
        head, subject, rest = perfect.group("wh", "s", "rest")
        return f"{head} have {subject} {rest}{sep}{after}"
    if (copula := _COPULA.match(question)) is not None and not _NOT_SUBJECT_END.search(copula.group("s")):
        head, subject, verb, rest = copula.group("wh", "s", "v", "rest")
        return f"{head} {verb} {subject}{rest}{sep}{after}"
    if (verb_found := _VERB.match(question)) is not None and not _NOT_SUBJECT_END.search(verb_found.group("s")):
        head, subject, verb, rest = verb_found.group("wh", "s", "v", "rest")
        word = verb.casefold()
        if word in _PRESENT:
            return f"{head} does {subject} {_PRESENT[word]}{rest}{sep}{after}"
        return f"{head} did {subject} {_base(word)}{rest}{sep}{after}"
    return asked


def _split_off(asked: str) -> tuple[str, str, str]:
    """The question, and what follows it after its first "?", "." or comma (its answer's format)."""
    # "clip.mkv": no full stop; "March 26, 2030": no comma
    found = rx(r"\s*(?:[?;]|,(?!\s*\d{4}\b)|\.(?!\w))\s*").search(asked)
    if found is None:
        return asked, "", ""
    return asked[: found.start()], found.group(0), asked[found.end() :]


def _base(past: str) -> str:
    if past in _IRREGULAR:
        return _IRREGULAR[past]
    stem = past[:-2]
    if len(stem) > 2 and stem[-1] == stem[-2] and stem[-1] not in "lsz":
        return stem[:-1]  # "logged" → "log"
    return stem + "e" if stem.endswith(("at", "iz")) else stem  # "created" → "create"
