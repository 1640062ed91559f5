"""How people wrap a request, unwrapped to the request itself before the grammar reads it.

Each frame is read by its shape, whatever the request inside it:

* a suggestion to do it together: "let's move a.md to Work", "let us delete the Fuel expense" (never "let's not …");
* a reminder to the assistant: "don't forget to add …", "remember to delete …", "make sure to/you call …"
  (never "don't save it", which is a constraint on the request);
* a need said first, the request after it referring back with "it": "gonna need bluetooth, switch it on";
* a question wondered aloud: "I wonder if I've got anything on Friday", "I was wondering whether there's …";
* a thing asked to be had: "can I get a timer for 5m?", "could I have a new note called X", "could I get a new
  markor note …" (the app said before the kind; set 108);
* a thing asked to be got done to ("could I get the Pancakes recipe deleted", "can I get my a.md renamed to b.md"):
  the act asked for, said with its verb first (set 108);
* a thing undone, then deleted: "undo that last note I wrote, delete it";
* a folder gone into first: "go into Documents and delete a.pdf" (a folder, not an app);
* a place said to need a thing: "markor needs a new folder called X", "my calendar needs Lunch at 1pm";
* a particle in a move: "move a.md over to Archive";
* a dash between a name and a labelled field: "a note called a.md — content: …";
* a dash before the record a request adds: "add a recipe to broccoli - Veggie stir fry, 2 servings, …" (set 108).

A message's own words are left as said (only the start of a request is read, or outside the message).
A frame of slot-free words before the request's own verb ("help me", "time to", "can you check") is not listed here:
a task with no reading as given is read again from that verb (request_wrappers.py).
"""

from __future__ import annotations

import re

from ..patterns import rx
from .clauses import VERBS, mentioned_app
from .courtesy import outside_message
from .passive_requests import PAST_FORMS
from .request_wrappers import without_haste

_LEAD = r"^(?P<lead>(?:(?:ok(?:ay)?|so|alright|hey|oh)[,!]?\s+)?)"
# "let's X" / "let us X": X, said as a suggestion.
_LETS = re.compile(rf"{_LEAD}(?:let'?s|let[’]s|let\s+us)\s+(?!not\b)(?=\w)", re.I)
# "let's see, …", "let me think. …": thinking aloud before the request, no part of it.
_THINKING = re.compile(rf"{_LEAD}(?:let'?s|let[’]s|let\s+me)\s+(?:see|think)\s*[,.…:;-]+\s*(?=\w)", re.I)
# "don't forget to X", "remember to X", "make sure to X", "be sure to X": X, said as a reminder.
_REMINDED = re.compile(
    rf"{_LEAD}(?:(?:(?:please\s+)?(?:don'?t|do\s+not)\s+forget\s+to|(?:please\s+)?remember\s+to|"
    rf"try\s+not\s+to\s+forget\s+to)\s+(?=\w)|(?:please\s+)?(?:make|be)\s+sure\s+(?:to|you)\s+(?=(?:{VERBS})\b))",
    re.I,
)
# "gonna need bluetooth, switch it on": the thing needed is what the request after it refers to.
# ("want a playlist …, call it Dinner" names the thing wanted: no reference.)
_NEED_FIRST = re.compile(
    rf"{_LEAD}(?:i'?m\s+|i\s*)?(?:gonna|going\s+to|gotta|wanna|want\s+to|'?ll|will|might|may)?\s*"
    r"(?:need|want)\s+(?P<x>(?!to\b)(?:the\s+|my\s+)?[\w.' -]+?)\s*[,;.\-–—]\s*(?:so\s+)?(?:(?:please|pls|can\s+you|"
    rf"could\s+you)\s+)?(?P<v>(?!(?:call|name|rename|title)\b)(?:{VERBS}))\s+it\b",
    re.I,
)
# "I wonder if I've got anything on Friday": the question "do I have anything on Friday".
_WONDER = re.compile(
    r"^(?:(?:hmm+|so|ok(?:ay)?)[,!]?\s+)?i\s+(?:wonder|was\s+wondering|am\s+wondering|'?m\s+wondering)\s+"
    r"(?:if|whether)\s+(?P<q>i'?ve\s+got|i\s+have\s+got|i\s+have|i'?ve|i\s+got|there'?s|there\s+is|there\s+are|"
    r"i'?m|i\s+am)\b",
    re.I,
)
_ASKED_AS = {
    "i've got": "do I have",
    "ive got": "do I have",
    "i have got": "do I have",
    "i have": "do I have",
    "i've": "do I have",
    "ive": "do I have",
    "i got": "do I have",
    "there's": "is there",
    "theres": "is there",
    "there is": "is there",
    "there are": "are there",
    "i'm": "am I",
    "im": "am I",
    "i am": "am I",
}
# An app said before the kind of thing it holds ("a new markor note").
_APP_WORDS = r"(?:markor|joplin|broccoli|calendar|contacts?|expense|clock|retro(?:\s+music)?|audio|sms)"
# "can I get a timer …", "could I have a new note …": a thing to have is a thing to make.
_HAVE = re.compile(
    rf"{_LEAD}(?:can|could|may)\s+i\s+(?:please\s+)?(?:get|have)\s+(?=(?:a|an)\s+(?:new\s+)?(?:{_APP_WORDS}\s+)?(?P<kind>timer|alarm|"
    r"note|file|event|contact|expense|recipe|playlist|folder|recording)\b)",
    re.I,
)
# "could I get the X recipe deleted", "can I get my a.md renamed to b.md": the act asked for (a thing said by its
# name, "the"/"my"/"that", so "get a new note called X" stays a thing to have).
_GOT_DONE = re.compile(
    rf"{_LEAD}(?:(?:can|could|may)\s+(?:i|we)\s+(?:please\s+)?|please\s+)?get\s+"
    rf"(?P<x>(?:the|my|that|this|these|those|all)\s+[^:\"“”?]+?)\s+"
    rf"(?P<p>{'|'.join(sorted((f for f in PAST_FORMS if f not in ('called', 'named', 'titled', 'made')), key=len, reverse=True))})\b",
    re.I,
)
# "go into Documents and delete a.pdf": the folder gone into is where the file is.
_INTO_FOLDER = re.compile(
    r"^(?:go\s+(?:in)?to|open(?:\s+up)?|head\s+(?:in)?to|navigate\s+to)\s+(?:the\s+|my\s+)?(?P<f>(?-i:[A-Z])[\w-]*)"
    r"(?:\s+folder)?\s*,?\s+(?:and|then|&)\s+(?P<v>delete|remove|erase|open|rename|move|share|copy)\s+"
    r"(?:the\s+file\s+)?(?P<file>[\w-]+\.[A-Za-z0-9]{2,4})\b",
    re.I,
)
# "markor needs a new folder called X", "my calendar needs Lunch with Ana at 1pm": a thing to add to the place.
_PLACE_NEEDS = re.compile(
    r"^(?P<place>(?:my\s+|the\s+)?[\w-]+(?:\s+app)?)\s+(?:needs|could\s+use|should\s+have|needs\s+to\s+have)\s+"
    r"(?P<x>(?!to\b)\S.*)$",
    re.I,
)
# What an app is called by what it holds: "my calendar", "my recipes".
_PLACES = r"calendar|agenda|clock|contacts|notes|recipes|expenses|gallery|camera|music\s+player"
# "move a.md over to Archive": "over" says nothing of where.
_OVER = re.compile(r"^(?P<req>(?:move|put|shift|send|take|bring|drag)\b.*?)\s+over\s+(?=(?:to|into|in)\b)", re.I)

# "a note called a.md — content: …": a dash after a name, before a labelled field, is a comma.
_DASHED_LABEL = re.compile(
    r"(?P<name>\b(?:called|named|titled)\s+\S+(?:\s+\S+){0,3}?)\s+[-–—]+\s+"
    r"(?=(?:content|contents|text|body|description|desc)\s*:)",
    re.I,
)

# "add a recipe to broccoli - Veggie stir fry, …": a dash after the place, before the record, is the colon.
_DASHED_RECORD = re.compile(
    r"^(?P<req>(?:add|create|save|make|put|enter)\s+(?:a|an|this|the)\s+(?:new\s+)?(?:recipe|contact|expense|event|"
    r"task)\s+(?:to|in|into|on)\s+(?:the\s+|my\s+)?[\w-]+(?:\s+(?:app|music|expense|calendar(?:\s+pro)?))?)"
    r"\s+[-–—]+\s+(?=(?-i:[A-Z])|\w)",
    re.I,
)
# "undo that last note I wrote, delete it": the thing undone is the thing the deletion after it refers to.
_UNDONE = re.compile(
    rf"{_LEAD}(?:undo|take\s+back|reverse|cancel\s+out)\s+(?P<x>(?:the|that|this|my)\s+[^,;.]+?)\s*[,;.\-–—]\s*(?:just\s+)?"
    r"(?:(?:please|pls|can\s+you|could\s+you)\s+)?(?:delete|remove|erase)\s+it\b",
    re.I,
)


def unwrapped(text: str) -> str:
    """``text`` with the frame it is said in taken off, the request read as said plainly; unchanged where none is."""
    text = without_haste(text)
    text = _THINKING.sub(lambda m: m.group("lead"), text, count=1)
    text = _LETS.sub(lambda m: m.group("lead"), text, count=1)
    text = _REMINDED.sub(lambda m: m.group("lead"), text, count=1)
    if (need := _NEED_FIRST.match(text)) is not None and need.group("x").strip().lower() not in ("it", "to", "this"):
        # "I need bluetooth for my headphones": why it is needed is not its name.
        thing = rx(r"\s+(?:for|because|since|so|while|to)\s+", re.I).split(need.group("x").strip(), maxsplit=1)[0]
        text = f"{need.group('lead')}{need.group('v')} {thing}{text[need.end() :]}"
    if (undone := _UNDONE.match(text)) is not None:
        text = f"{undone.group('lead')}delete {undone.group('x')}{text[undone.end() :]}"
    if (wonder := _WONDER.match(text)) is not None:
        said = " ".join(wonder.group("q").lower().replace("’", "'").split())
        text = _ASKED_AS.get(said, said) + text[wonder.end() :]
        text = text.rstrip(" .") + ("" if text.rstrip().endswith("?") else "?")
    if (have := _HAVE.match(text)) is not None:
        verb = "set" if have.group("kind").lower() in ("timer", "alarm") else "create"
        text = f"{have.group('lead')}{verb} {text[have.end() :]}"
        text = rx(r"\?\s+(?=\S)").sub(". ", text, count=1).rstrip(" ?")
    if (done := _GOT_DONE.match(text)) is not None:
        text = f"{done.group('lead')}{PAST_FORMS[done.group('p').lower()]} {done.group('x')}{text[done.end() :]}"
        text = rx(r"\s*\?\s*$").sub("", text)
    if (into := _INTO_FOLDER.match(text)) is not None and not _is_app(into.group("f")):
        text = f"{into.group('v')} {into.group('file')} in the {into.group('f')} folder{text[into.end() :]}"
    if (needs := _PLACE_NEEDS.match(text)) is not None and _is_app(needs.group("place")):
        thing = needs.group("x")
        verb = "create" if rx(r"(?:a|an)\s+new\b", re.I).match(thing) else "add"
        place = mentioned_app(f"{_bare(needs.group('place'))} app") or needs.group("place")
        text = f"{verb} {thing} {'in' if verb == 'create' else 'to'} {place}"
    text = _DASHED_LABEL.sub(lambda m: m.group("name") + ", ", text, count=1)
    text = _DASHED_RECORD.sub(lambda m: m.group("req") + ": ", text, count=1)
    return outside_message(text, lambda part: _OVER.sub(lambda m: m.group("req") + " ", part, count=1))


def _bare(place: str) -> str:
    return rx(r"^(?:my|the)\s+|\s+app$", re.I).sub("", place)


def _is_app(place: str) -> bool:
    bare = _bare(place)
    return bool(bare) and (mentioned_app(f"{bare} app") != "" or rx(_PLACES, re.I).fullmatch(bare) is not None)
