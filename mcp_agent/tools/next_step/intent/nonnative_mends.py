"""Forms of English as people say a request whose first language is not English, or in a regional English (people
set 69): a decimal comma in an amount ("Birthday dinner 77,25 dollar"), a date said day first with a dot ("on 23.03"),
"of" for "on" or "in" ("the event of 26/3", "the video X of vlc"), particles at the end ("… lah", "… po", "… ah"),
"abeg", "do one thing,", "X you can rename to Y?", "i was miss a call", "give callback to", "most long", "how many
todo is there", "coming double", "tell only number". Each is mended as a whole class into the wording the grammar
reads, as ``dictated_mends.DICTATED`` (``courtesy.plain`` applies them, in order, outside quoted text)."""

from __future__ import annotations

import re

from ..dates import MONTH_NAME

# Money said: the request speaks of spending, a price or a currency.
_MONEY_TALK = re.compile(
    r"[$€£]|\b(?:expenses?|spent|spend|paid|pay|price|cost|costs|dollars?|euros?|bucks|usd|eur|rupees?|pesos?)\b",
    re.I,
)
# "77,25", "1.200,50": a comma before exactly two digits is a decimal comma (a thousands group has three).
_DECIMAL_COMMA = re.compile(r"(?<![\d,.])(?P<w>\d{1,3}(?:\.\d{3})+|\d{1,7}),(?P<c>\d{2})(?![\d,])")
_MONTHS = "January February March April May June July August September October November December".split()
_APPS = (
    r"(?:vlc|retro\s+music|joplin|open\s?tracks|pro\s+expense|broccoli|markor|simple\s+calendar(?:\s+pro)?|calendar|"
    r"tasks|files|contacts|clock|simple\s+sms(?:\s+messenger)?|messages|audio\s+recorder|gallery|phone|camera)"
)
_PAST = {
    "miss": "missed",
    "add": "added",
    "call": "called",
    "delete": "deleted",
    "make": "made",
    "create": "created",
    "record": "recorded",
    "send": "sent",
    "save": "saved",
    "take": "took",
    "get": "got",
    "receive": "received",
    "buy": "bought",
    "pay": "paid",
    "spend": "spent",
    "go": "went",
    "do": "did",
}
_SUPERLATIVE = {
    "long": "longest",
    "short": "shortest",
    "big": "biggest",
    "small": "smallest",
    "large": "largest",
    "old": "oldest",
    "new": "newest",
    "high": "highest",
    "low": "lowest",
    "early": "earliest",
    "late": "latest",
    "fast": "fastest",
    "slow": "slowest",
    "far": "farthest",
    "expensive": "most expensive",
    "cheap": "cheapest",
}
_COUNTED = (
    r"todo|to-do|file|song|video|note|expense|event|task|contact|recipe|track|activity|playlist|call|alarm|folder|"
    r"message|photo|picture|item"
)


def _decimal_points(said: re.Match[str]) -> str:
    text = said.group(0)
    if _MONEY_TALK.search(text) is None:
        return text
    return _DECIMAL_COMMA.sub(lambda m: f"{m.group('w').replace('.', '')}.{m.group('c')}", text)


def _day_month(said: re.Match[str]) -> str:
    """ "on 23.03" as "on March 23"; a slash only when the day cannot be a month ("26/3"), the dot always (day
    first wherever dates are written so)."""
    day, month = int(said.group("d")), int(said.group("m"))
    dotted_short = said.group("s") == "." and len(said.group("m")) < 2 and not said.group("y")  # "1.5": a number
    if not (1 <= month <= 12 and 1 <= day <= 31) or (said.group("s") == "/" and day <= 12) or dotted_short:
        return said.group(0)
    lead = "on" if said.group("p").lower() == "of" else said.group("p")
    year = f" {said.group('y')}" if said.group("y") and len(said.group("y")) == 4 else ""
    return f"{lead} {_MONTHS[month - 1]} {day}{year}"


def _superlative(said: re.Match[str]) -> str:
    lead = said.group("a") or ""
    lead = "is the " if lead.strip().lower() == "is" else lead or "the "
    return f"{lead}{_SUPERLATIVE[said.group('w').lower()]}"


def _topic_first(said: re.Match[str]) -> str:
    kind, name, app, rest = said.group("k"), said.group("x"), said.group("app") or "", said.group("r")
    if said.group("f").lower() in ("name", "title"):
        return f"rename the {kind} {name}{app} to {rest}"
    return f"change the {said.group('f')} of {kind} {name}{app} to {rest}"


def _counted(said: re.Match[str]) -> str:
    noun = said.group("n")
    plural = noun[:-1] + "ies" if noun.lower().endswith("y") else noun + "s"
    return f"how many {said.group('x') or ''}{plural} are there"


NONNATIVE = (
    # "Theatre show 43,75 in Entertainment", "12,50 euro": where money is spoken of, a comma before two last digits
    # is the decimal point of many languages, never a thousands separator.
    (r"(?s)^.*$", _decimal_points),
    # "the event of 26/3", "activities of 11.03", "on 23.03 at 09:00": a date said day first, "of" for "on".
    (
        r"(?<!\d(?:st|nd|rd|th)\s)\b(?P<p>on|of|for|from|until|till|by|due|date)\s+(?P<d>\d{1,2})(?P<s>[./])(?P<m>\d{1,2})"
        r"(?:(?P=s)(?P<y>\d{4}|\d{2}))?\.?(?![\d.,]\d)"
        # (never an amount: "for 1.5 hrs", "on 10.05 km", "for 12.50 dollars")
        r"(?!\s*(?:hrs?|hours?|h\b|mins?\b|minutes?|secs?|seconds?|km|kms|kilomet|miles?|mi\b|m\b|kg|%|percent|dollars?|"
        r"euros?|usd|eur|bucks|servings?|times))",
        _day_month,
    ),
    # "my swimming of 9 March", "the event of March 26": a day is "on", never "of".
    (rf"(?<!\d(?:st|nd|rd|th)\s)\bof\s+(?=(?:\d{{1,2}}\s+{MONTH_NAME}|{MONTH_NAME}\s+\d{{1,2}})\b)", "on "),
    # "the video party_12.mp4 of vlc", "in my playlist Sunday Mix of retro music": the app is where, said "of".
    (rf"\bof\s+(?=(?:the\s+)?{_APPS}(?:\s+app)?\s*(?:[?.!,;]|$))", "in "),
    # "… lah", "… po", "don't save it ah", "… can or not?": particles and tags that end a request and ask nothing.
    (
        r"(?:\s*,)?\s+(?:lah|leh|lor|ah|po|naman|sha|o|yaar|ji|can\s+or\s+not|can\s+or\s+cannot|can\s+anot)"
        r"(?=[\s.!?]*$)",
        "",
    ),
    # "abeg decline this call", "biko call …": Nigerian "please".
    (r"^(?:abeg|biko|please\s+ah)\s*,?\s+", "please "),
    # "…, i no fit talk now": the reason said after it in pidgin is no part of the request.
    (r"\s*,\s*(?:i|we)\s+no\s+(?:fit|get|wan)\b[^,.;!?]*", ""),
    # "prepone Car service from 25th March to 19th March, timing same only" (set 110): Indian English "prepone" is
    # brought forward, a move; the time kept said "timing same" (and "only" stresses it, as "tell only number").
    (r"\bprepone(?P<d>d)?\b", lambda m: "moved" if m.group("d") else "move"),
    (
        r"\s*[,;]?\s*(?:with\s+|and\s+|but\s+)?(?:the\s+)?(?:same\s+(?:timing|time)|(?:timing|time)\s+(?:same|unchanged|as\s+it\s+is))"
        r"(?:\s+only)?(?:\s+(?:please|pls|kindly))?\s*[.!]?$",
        ", keeping its time",
    ),
    # "do one thing, call …": Indian English, the request follows.
    (r"\b(?:please\s+)?do\s+one\s+thing\s*[,:;-]?\s*", ""),
    # "the event Team sync you can rename to Weekly planning?", "the alarm for 7 you can set?": the object said first.
    (
        r"^(?P<o>(?:the|my|this|that)\s+[^,?]+?)\s+(?:you|u)\s+can\s+(?:please\s+)?(?P<v>rename|delete|remove|play|"
        r"call|set|change|move|edit|open|add|cancel|turn\s+on|turn\s+off|start|stop)\b(?P<r>[^?]*?)\s*\??\s*$",
        r"\g<v> \g<o>\g<r>",
    ),
    # "i was miss a call", "we was add a contact": the past said with "was" and the bare verb.
    (
        r"\b(?P<i>i|we)\s+(?:was|were|am|did|have|has)\s+(?P<v>" + "|".join(_PAST) + r")\b",
        lambda m: f"{m.group('i')} {_PAST[m.group('v').lower()]}",
    ),
    # "give callback to that number", "give a call to Ravi": to call (back).
    (r"\bgive\s+(?:a\s+|him\s+|her\s+|them\s+)?call\s?back\s+(?:to\s+)?", "call back "),
    (r"\bgive\s+(?:a\s+)?(?:call|ring)\s+to\s+", "call "),
    # "call on that number", "call on +1…": the number called.
    (r"\bcall\s+on\s+(?=(?:that|this|the|his|her|my)\s+(?:new\s+)?number\b|\+?\d)", "call "),
    # "has sent me new number": the article left out before what was sent.
    (r"\b(?:has|have)\s+(?P<v>sent|texted|messaged|given)\s+me\s+(?:the\s+|a\s+)?new\b", r"\g<v> me a new"),
    (r"\b(?P<v>sent|texted|gave)\s+me\s+new\b", r"\g<v> me a new"),
    # "put the call on loudspeaker": the speaker.
    (r"\bloud\s?speaker\b", "speaker"),
    # "some expenses are coming double": they are duplicated.
    (
        r"\b(?P<b>are|is)\s+(?:coming|showing|appearing|there|entered|added)\s+(?:double|twice|two\s+times)\b",
        r"\g<b> duplicated",
    ),
    # "which song is most long", "my most long swimming": the superlative said with "most".
    (
        r"\b(?P<a>the\s+|my\s+|is\s+)?most\s+(?P<w>" + "|".join(_SUPERLATIVE) + r")\b(?!est)",
        _superlative,
    ),
    # "how many .jpg file is there", "how many todo are there": the count asked of the plural.
    (rf"\bhow\s+many\s+(?P<x>\.\w+\s+)?(?P<n>{_COUNTED})\s+(?:is|are)\s+there\b", _counted),
    # "tell only number", "answer in one number only", "give me only the number": the answer's form, said plainly.
    (
        r"\s*[?.,]?\s*(?:please\s+)?(?:tell|give|say|answer|reply)\s+(?:me\s+)?(?:in\s+|with\s+)?(?:only\s+|just\s+)?"
        r"(?:the\s+|one\s+|a\s+)?(?:only\s+)?(?:single\s+)?number(?:\s+only)?\s*(?:please\s*)?[.!]?\s*$",
        "? number only",
    ),
    # "the video documentary.mkv is in which folder": the question word said where its answer goes.
    (
        r"^(?P<x>(?:the\s+)?(?:(?:video|song|file|note|track)\s+)?[^?,]+?)\s+is\s+(?P<p>in|on)\s+which\s+"
        r"(?P<w>folder|playlist|album)\b",
        r"\g<p> which \g<w> is \g<x>",
    ),
    # "tell folder name only": how to answer, no part of the question.
    (
        r"\s*[?.,]?\s*(?:please\s+)?(?:tell|give|say)\s+(?:me\s+)?(?:only\s+)?(?:the\s+)?(?:folder|playlist|album|artist)"
        r"\s+name(?:\s+only)?\s*[.!]?\s*$",
        "?",
    ),
    # "…, inside put a, b and c": what the playlist or folder just made holds.
    (r"\s*,\s*inside\s+(?:it\s+)?(?:put|add|keep)\s+", " with "),
    (r"\s+in\s+(?:this|that|the)\s+same\s+order\b", " in this order"),
    # "and after it finish, Quiet Storm": next, once the one before ends.
    (
        r"\s*,?\s*(?:and\s+)?after\s+(?:it|that|this)(?:\s+one)?\s+(?:finish(?:es|ed)?|is\s+(?:over|finished|done)|ends?)"
        r"\s*,?\s+(?!play\b)",
        " and then ",
    ),
    # "…, after that skate_trick.mp4 also": then that one too.
    # (onto a queue or a playlist, in the order said: "…, then B after it")
    (r"(?P<a>\b(?:queue|playlist)\b[^,]*)\s*,\s*after\s+that\s+(?P<x>[^,]+?)\s+also\b", r"\g<a>, then \g<x> after it"),
    (r"\s*,\s*after\s+that\s+(?P<x>[^,]+?)\s+also\b", r", then \g<x>"),
    (r"\s*,\s*after\s+that\s*,?\s+(?!(?:song|one|track|video|event|note)\b)", ", then "),
    # "add to end of queue": the articles left out.
    (r"\bto\s+(?:the\s+)?end\s+of\s+(?:the\s+)?queue\b", "to the end of the queue"),
    # "…, other things don't touch", "don't touch other things": nothing else is changed.
    (
        r"\s*,?\s*(?:and\s+)?(?:(?:other|rest\s+of\s+the)\s+things?\s+(?:don'?t|do\s+not|no\s+need\s+to)\s+"
        r"(?:touch|change)|(?:don'?t|do\s+not)\s+touch\s+(?:other|the\s+other)\s+things?)\b",
        ", change nothing else",
    ),
    # "change only category to Donation", "set location of X as Y": the article left out before a field.
    (
        r"\b(?P<v>change|set|update|edit)\s+(?P<o>only\s+)?(?=(?:location|title|name|description|category|amount|note|"
        r"due\s+date|servings|preparation\s+time|prep\s+time)\s+(?:of|to|as)\b)",
        r"\g<v> \g<o>the ",
    ),
    (
        r"\b(?P<v>set|change|make)\s+the\s+(?P<f>location|title|name|description|category|note)\s+of\s+(?P<x>[^,]+?)"
        r"\s+event\s+as\s+",
        r"\g<v> the \g<f> of the event \g<x> to ",
    ),
    # "playlist Focus in retro music, change the name to Chill", "expense Flowers, change only category to Donation":
    # the entry said first, then what to change of it.
    (
        r"^(?:the\s+)?(?P<k>playlist|event|note|track|task|recipe|expense|contact|folder|file)\s+(?P<x>[^,]+?)"
        rf"(?P<app>\s+in\s+(?:my\s+|the\s+)?{_APPS}(?:\s+app)?)?\s*,\s*(?:please\s+|kindly\s+)?(?:change|set|make|update)\s+"
        r"(?:only\s+)?(?:the\s+|its\s+)?(?P<f>name|title|category|location|description|note|amount|servings)\s+(?:to|as)\s+"
        r"(?P<r>.+)$",
        _topic_first,
    ),
    # "in Documents folder how many .jpg files are there": the folder said first, the question after.
    (
        r"^in\s+(?:the\s+|my\s+)?(?P<f>[\w-]+)\s+folder\s*,?\s+(?P<q>(?:how\s+many|which|what|is\s+there)\b[^?]*)",
        r"\g<q> in the \g<f> folder",
    ),
    # "make one playlist in vlc with name Evening": "one" for "a", "with name" for "named".
    (
        r"\b(?P<v>make|create|add|put|start|set)\s+one\s+(?=(?:new\s+)?(?:playlist|note|event|task|folder|contact|"
        r"expense|alarm|timer|recipe|track)\b)",
        r"\g<v> a ",
    ),
    (
        r"\b(?P<k>playlist|folder|note|file|task|album)(?P<a>\s+in\s+(?:my\s+|the\s+)?[\w ]+?)?\s+with\s+name\s+(?!of\b)(?=\S)",
        r"\g<k>\g<a> named ",
    ),
    # "how much is the total of Transportation in pro expense": what was spent on it in all.
    (
        r"^how\s+much\s+is\s+the\s+total\s+(?:of|for)\s+(?:my\s+)?(?P<x>[A-Za-z][\w ]*?)(?:\s+expenses?)?"
        r"(?=\s+(?:in|on|according)\b|\s*\?|\s*$)",
        r"how much have i spent on \g<x> in total",
    ),
    # "make new task "X" with due date 18/3": the task is due then.
    (r"\bwith\s+(?:the\s+|a\s+)?due\s+date\s+(?:of\s+|as\s+)?(?:on\s+)?", "due on "),
    (r"\s+and\s+(?:the\s+|with\s+)?(?=(?:notes?|description|location)\s*:?\s*(?:[\"“]|$))", ", "),
)
