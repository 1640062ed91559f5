"""A request thumbed the way people text: the shorthand of chat spelled out before any other reading.

Each rule is a class of texting forms, never one task's words:

* letters and digits for words: "u", "ur", "r", "n", "w" (with), "b4", "2nite", "2day";
* chat words: "msg", "txt", "fwd", "msgd" / "txtd", "thru", "outta", "gonna" / "wanna" / "gotta", "lemme", "cuz" / "bc", "abt", "smth", "nvm" (a
  correction: "no wait"), "lmk" (tell me);
* what carries nothing: "rn" (right now), "asap";
* fields typed one after another with no commas ("name X amount $12 category Food"): a comma before each label;
  "… n fill in every field" after them: the form's check, as its own sentence;
* apostrophes dropped: "whats", "dont", "im", "thats" …

Only the request's own words are read so: a quoted value, and everything from the word that brings in a message's or
a note's words ("text", "say", "saying", "message", a colon …), are left exactly as typed, so "tell Ana u r late"
still sends "u r late". The letters read as words are the lower-case ones standing alone between words, never part of
a file name ("u.txt") or a value written with capitals.
"""

from __future__ import annotations

import re
from functools import lru_cache

from ..patterns import rx
from .quoted_spans import QUOTED, outside_quotes
from .rewrites import Rewrites

# A lone letter or chat word: not inside a file name, an address or a hyphenated word.
_ALONE_BEFORE = r"(?<![\w.@/'’-])"
_ALONE_AFTER = r"(?![\w@/'’-]|\.\w)"
# After a word (or a quoted value: the stretch after a quote starts with its space), as a letter standing for one is.
_BETWEEN = r"(?:(?<=[a-z0-9]\s)|(?<=^\s))"

_TEXTING = (
    (rf"{_ALONE_BEFORE}(?-i:u){_ALONE_AFTER}", "you"),
    (rf"{_ALONE_BEFORE}(?-i:ur){_ALONE_AFTER}", "your"),
    (rf"{_BETWEEN}(?-i:r)(?=\s+[a-z])", "are"),
    (rf"{_BETWEEN}(?-i:n)(?=\s+\w)", "and"),
    (rf"{_ALONE_BEFORE}(?-i:w)(?=\s+\w)", "with"),
    (rf"{_ALONE_BEFORE}b4{_ALONE_AFTER}", "before"),
    (rf"{_ALONE_BEFORE}(?:2nite|2nyt|tonite){_ALONE_AFTER}", "tonight"),
    (rf"{_ALONE_BEFORE}2day{_ALONE_AFTER}", "today"),
    (rf"{_ALONE_BEFORE}thru{_ALONE_AFTER}", "through"),
    (rf"{_ALONE_BEFORE}outta{_ALONE_AFTER}", "out of"),
    (rf"{_ALONE_BEFORE}gonna{_ALONE_AFTER}", "going to"),
    (rf"{_ALONE_BEFORE}wanna{_ALONE_AFTER}", "want to"),
    (rf"{_ALONE_BEFORE}gotta{_ALONE_AFTER}", "have to"),
    (rf"{_ALONE_BEFORE}lemme{_ALONE_AFTER}", "let me"),
    (rf"{_ALONE_BEFORE}gimme{_ALONE_AFTER}", "give me"),
    (rf"{_ALONE_BEFORE}(?:cuz|coz|bc|bcos){_ALONE_AFTER}", "because"),
    (rf"{_ALONE_BEFORE}abt{_ALONE_AFTER}", "about"),
    (rf"{_ALONE_BEFORE}(?:smth|sth){_ALONE_AFTER}", "something"),
    (rf"{_ALONE_BEFORE}(?:wats|wuts){_ALONE_AFTER}", "what's"),
    (rf"{_ALONE_BEFORE}(?:wat|wut){_ALONE_AFTER}", "what"),
    # "my 1st swim", "the 2nd one": the ordinal word (never a day: "the 1st of march", "march 1st").
    (
        r"\b(?P<d>my|the|your|our)\s+1st\s+(?!of\b|(?:and|or|to|till|until|through)\s+(?:the\s+)?\d)(?=[a-z])",
        r"\g<d> first ",
    ),
    # (never a day in a span: "between the 2nd and the 8th of march")
    (
        r"\b(?P<d>my|the|your|our)\s+2nd\s+(?!of\b|(?:and|or|to|till|until|through)\s+(?:the\s+)?\d)(?=[a-z])",
        r"\g<d> second ",
    ),
    (
        r"\b(?P<d>my|the|your|our)\s+3rd\s+(?!of\b|(?:and|or|to|till|until|through)\s+(?:the\s+)?\d)(?=[a-z])",
        r"\g<d> third ",
    ),
    (r"\bin\s+mins\b", "in minutes"),
    (rf"{_ALONE_BEFORE}(?:msgd|msged){_ALONE_AFTER}", "messaged"),
    (rf"{_ALONE_BEFORE}msg{_ALONE_AFTER}", "message"),
    (rf"{_ALONE_BEFORE}txt{_ALONE_AFTER}(?!\s+files?\b)", "text"),
    (rf"{_ALONE_BEFORE}fwd{_ALONE_AFTER}", "forward"),
    (rf"{_ALONE_BEFORE}(?:txtd|txted){_ALONE_AFTER}", "texted"),
    (rf"{_ALONE_BEFORE}nvm{_ALONE_AFTER}", "no wait"),
    (rf"{_ALONE_BEFORE}lmk{_ALONE_AFTER}", "tell me"),
    (rf"\s*{_ALONE_BEFORE}(?:rn|asap){_ALONE_AFTER}", ""),
    # Apostrophes left out.
    (rf"{_ALONE_BEFORE}(?P<w>what|how|who|where|when|that|there|here)s{_ALONE_AFTER}", r"\g<w>'s"),
    (
        rf"{_ALONE_BEFORE}(?P<w>do|does|did|ca|is|are|was|were|should|could|would|has|have|had)nt{_ALONE_AFTER}",
        r"\g<w>n't",
    ),
    (rf"{_ALONE_BEFORE}(?-i:im){_ALONE_AFTER}", "I'm"),
    (rf"{_ALONE_BEFORE}(?-i:ive){_ALONE_AFTER}", "I've"),
    (rf"{_ALONE_BEFORE}(?P<w>you|they)re{_ALONE_AFTER}", r"\g<w>'re"),
)
_spelled = Rewrites(_TEXTING)
# Whole requests, read before a message's words are set apart (these words are no message).
_WHOLE = Rewrites(
    (
        # "txt +1… back Running late": a reply to that number, its words after "back".
        (
            r"^(?P<l>(?:(?:yo|hey|pls|please|plz|can\s+(?:u|you))\s+)*)(?:text|txt|msg|message|sms)\s+(?P<n>\+?\d[\d ()-]+\d)"
            r"\s+back\s+(?=[^:\s])(?!(?:and\s+|n\s+)?(?:say|saying|tell|with|w|that)\b)",
            r"\g<l>reply to \g<n>: ",
        ),
        # "resend my last msg to X it didnt go thru": why, said after the request, is no part of it.
        (
            r"^(?P<r>(?:(?:yo|hey|pls|please|plz|can\s+(?:u|you))\s+)*re-?send\b.*?)\s*,?\s+(?:it|that|(?:cuz|bc|because)\s+it)"
            r"\s+(?:didnt|didn't|did\s+not|never|wont|won't)\s+(?:go\s+(?:thru|through)|send|deliver|get\s+sent|arrive)\s*[.!]*$",
            r"\g<r>",
        ),
        # "send the last txt i sent X again": the last message to them, resent.
        (
            r"\bsend\s+(?:the|my)\s+last\s+(?:txt|text|msg|message|sms)\s+i\s+sent\s+(?:to\s+)?(?P<n>.+?)\s+again\s*[.!]*$",
            r"resend my last message to \g<n>",
        ),
    )
)
# Where a message's or a note's own words begin: nothing from here on is the request's shorthand.
# Where a message's words begin when a request says so ("… n say X", "…: X"): after the cue, from a verb that sends.
_SAID_AFTER = re.compile(
    r"^(?:[^:]*?\s)?(?<!\bthe\s)(?<!\bthis\s)(?<!\bmy\s)(?<!\blast\s)(?P<v>text|txt|sms|msg|message|tell|reply|"
    r"respond|send|answer)\b[^:]*?(?::\s|\bsaying\b|\bsays?\b)",
    re.I,
)
# "reply to the last text w Call me", "reply to +1… w On my way": "with" the message, said after whom it answers.
_REPLY_WITH = re.compile(
    r"^(?P<r>(?:(?:yo|hey|hi|ok|okay|pls|please|plz|can\s+(?:u|you)|could\s+(?:u|you))\s+)*(?:reply|respond|answer)\s+"
    r"(?:to\s+)?(?:(?:the|my)\s+(?:last|latest|most\s+recent|newest)\s+(?:text|txt|message|msg|sms)|\+?\d[\d ()-]+\d|"
    r"(?-i:[A-Z])[\w'-]*(?:\s+(?-i:[A-Z])[\w'-]*){0,2}))\s+w\s+(?=\S)",
    re.I,
)
_WORDS_BEGIN = re.compile(
    r"(?<![\w.'’-])(?:text|txt|sms|msg|message|say|saying|says|said|write|tell|reply|respond|send|content|contents|body)\b"
    r"(?!\s+files?\b)|:\s",  # ("the txt files" are files of a kind)
    re.I,
)

# Fields typed one after another with no commas: "name Birthday dinner amount $12 category Food note Paid by card".
# A comma goes before each lower-case label that follows a value and comes before one (a capital, a digit, "$", "+",
# a quote), when two or more are run on so; never after a word that makes the label part of a phrase ("a note X"),
# nor "number", which a label word before it ("work number") names.
_NOT_AFTER = (
    "a an the my new with and its to of for expense event contact recipe phone full first last given family work home "
    "mobile cell main office other user file display nick"
).split()
_RUN_ON_LABEL = re.compile(
    r"(?<=[\w.%)\"”'])"
    + "".join(rf"(?<!\b{word})" for word in _NOT_AFTER)
    + r"\s+(?=(?-i:name|amount|price|category|note|description|location|title|phone|email)\s+(?-i:[A-Z0-9$+\"“']))",
    re.I,
)
# "… note Split with Omar n fill in every field": the check of a form, said as its own sentence, no part of a value.
_FILL_IN = re.compile(
    r"\s*,?\s+(?:and|&)\s+(?:fill\s+in|fill\s+out|complete|fill)\s+(?:every|all|each)\s+(?:the\s+)?fields?(?:\s+in)?\s*[.!]*$",
    re.I,
)
# A question typed without its question mark, the answer's form said last: "who texted me about dinner just the name
# pls", "which vids r on my Road Trip playlist file names pls": the question ends where its form begins.
_ANSWER_FORM = (
    r"(?:(?:just|only)\s+(?:the\s+|a\s+|their\s+|its\s+)?(?:file\s+)?{w}(?:\s+only)?|(?:the\s+)?(?:file\s+)?{w}\s+only"
    r"|(?:file\s+)?{w}(?=\s+(?:please|pls|plz|thx|ty|thanks)\b)|yes\s+or\s+no|yes/no|y/n"
    r"|(?:in\s+)?(?:mins?|minutes)\s+and\s+(?:secs?|seconds))"
).format(w=r"(?:numbers?|names?|titles?|messages?|msg|text|words|dates?|times?|digits|types?)")
_FORM_LAST = re.compile(
    r"^(?P<q>(?:what|what's|which|who|who's|whose|how|when|where|is|are|was|were|do|does|did|have|has)\s+\S+(?:\s+\S+){2,}?)"
    rf"\s*,?\s+(?P<f>{_ANSWER_FORM}(?:\s*,?\s*(?:with|separated\s+by)\s+commas|\s*,?\s*comma[\s-]separated)?"
    r"(?:\s+(?:please|pls|plz|thx|ty|thanks))?)\s*[.!]*$",
    re.I,
)

# Words a question does not end on: "what is his phone number please" asks for the number, no form said after it.
_NOT_AN_END = frozenset(
    "the a an my his her their its your our this that of for with phone file full last first".split()
)


@lru_cache(maxsize=1024)
def untexted(text: str) -> str:
    """``text`` with its texting shorthand spelled out, up to where a message's or a note's words begin; a question's
    answer form said last after no question mark, set apart as after one."""
    text = _WHOLE(_REPLY_WITH.sub(r"\g<r> with ", text, count=1))
    begins = _WORDS_BEGIN.search(text)
    cut = begins.end() if begins is not None else len(text)  # the word that brings in a message is the request's
    said_after = _SAID_AFTER.match(text)
    if said_after is not None and begins is not None and said_after.start("v") == begins.start():
        cut = said_after.end()  # "can u reply to whoever txtd me last n say X": the request's words up to "say"
    request = outside_quotes(text[:cut], _spelled)
    quoted = [match.span() for match in QUOTED.finditer(request)]
    run_on = [at for at in _RUN_ON_LABEL.finditer(request) if not any(a < at.start() < b for a, b in quoted)]
    if len(run_on) >= 2:
        for at in reversed(run_on):
            request = request[: at.start()] + ", " + request[at.end() :]
    said = _FILL_IN.sub(
        ". Make sure every field is filled in.", rx(r"[ \t]{2,}").sub(" ", request + text[cut:]).strip()
    )
    asked = _FORM_LAST.match(said) if "?" not in said else None
    if asked is not None and asked.group("q").split()[-1].lower() not in _NOT_AN_END:
        return f"{asked.group('q').rstrip(',;')}? {asked.group('f')}"
    return said
