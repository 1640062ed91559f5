"""Requests wrapped in reasons, hedges and conditions (people set 70), mended as whole classes into the wording the
grammar reads (``spoken.reworded`` applies ``REASONS_FIRST`` before a remark's references are read, ``courtesy.plain``
``REASONS`` after ``situated_mends.SITUATED_FIRST``, outside quoted text): a why in brackets after the request
("(they all got refunded)", "(I keep mixing it up)"), a record that "needs a better name" and then is renamed as
"it", a phone number's label said as how it is to be saved ("— make sure it's saved as Home", ", saved as work"), a
file hedged as maybe saved somewhere and then checked for, and records said by their count "for" an app (with why:
"so I don't lose them") and then listed; a condition on what the request acts on ("if there's an event on March 23
at 9am, delete it", "if Pancakes is still in broccoli, set it to …", "I might have a note called X? if so, rename
it …"), where a file "probably" is said first, and why an answer is wanted ("I need the number because …"). The
reasons and situations said first are situations.py's; what a request is "for" (wishes.py) and a tag asking whether
it is possible (discourse.py) are theirs."""

from __future__ import annotations

import re

from ..patterns import rx
from .rewrites import Replacement

# Who a why in brackets is told of: a pronoun opens it ("they all got refunded", "I keep mixing it up").
_TOLD_OF = (
    r"i|i'?m|i'?ve|i'?d|we|we'?re|they|they'?re|it|it'?s|he|she|that'?s|this|these|those|which|because|since|cause"
)
_LABELS = r"home|work|mobile|main|other|cell"
_FILE = r"[\w-]+\.[A-Za-z0-9]{2,4}"
_RECORDS = r"notes|recipes|contacts|expenses|events|playlists|tasks"
_APPS = r"markor|joplin|broccoli|contacts|pro\s+expense|simple\s+calendar(?:\s+pro)?|calendar|vlc|retro\s+music|tasks"


def _why_in_brackets(found: re.Match[str]) -> str:
    """A bracketed remark taken off when it tells why and holds nothing of the request's own: no name past its
    first word (a folder, a person), no digit, no file."""
    said = found.group("s")
    if rx(r"\d|[\w-]+\.[A-Za-z0-9]{2,4}\b|@").search(said) or rx(r"(?<=\s)(?!I\b)[A-Z]").search(said):
        return found.group(0)
    return found.group("after")


_ACTS = r"delete|remove|cancel|rename|move|copy|open|play|edit|change|set|update|mark|call|text|share"
_ON_IT = r"(?:it|them|that|this|that\s+one)"


def _if_there(found: re.Match[str]) -> str:
    """ "if there's an event on March 23 at 9am, delete it": the thing the condition names, acted on."""
    thing = rx(r"^(?:an?|any)\s+", re.I).sub("the ", found.group("x"))
    return f"{found.group('v')} {thing}{found.group('after')}"


# Read first of all (spoken.reworded, before the remarks' references): a why in brackets would be read as a remark, and
# a condition's "it" as something said before.
REASONS_FIRST: tuple[tuple[str, Replacement], ...] = (
    # "if there's an event on March 23 at 9am, delete it": what is acted on is what the condition says may be there.
    (
        rf"^if\s+(?:there['’]?s|there\s+is|there\s+are|i\s+(?:still\s+)?have)\s+(?:still\s+)?(?P<x>(?:an?|any|the|my)\s+[^,;?]+?)"
        rf"\s*[,;]\s*(?:then\s+)?(?:(?:please|pls|just|go\s+ahead\s+and|(?:can|could)\s+you)\s+)*(?P<v>{_ACTS})\s+"
        rf"{_ON_IT}\b(?P<after>.*)$",
        _if_there,
    ),
    # "if Pancakes is still in broccoli, set it to 6 servings": the thing the condition names, acted on there.
    (
        rf"^if\s+(?P<x>(?:the\s+|my\s+)?[\w'’ .-]+?)\s+(?:is|are)\s+(?:still\s+)?(?:there|around|(?P<a>(?:in|on)\s+(?:{_APPS}|my\s+(?:phone|calendar|contacts|list|notes|recipes|playlists?))))\s*[,;]\s*"
        rf"(?:then\s+)?(?:(?:please|pls|just|go\s+ahead\s+and|(?:can|could)\s+you)\s+)*(?P<v>{_ACTS})\s+{_ON_IT}\b"
        r"(?P<after>.*)$",
        lambda m: f"{m.group('v')} {m.group('x')}{m.group('after')}" + (f" {m.group('a')}" if m.group("a") else ""),
    ),
    # "I think I might have a note called ideas.md in markor? if so, rename it to plans.md": the hedged thing, acted on.
    (
        r"^(?:i\s+think\s+)?(?:i\s+(?:might|may|probably)\s+(?:still\s+)?(?:have|'ve\s+got)|maybe\s+i\s+have|i\s+think\s+i\s+have)\s+"
        rf"(?P<x>(?:an?|the)\s+[^?]+?)\s*\?+\s*(?:and\s+)?if\s+(?:so|yes|it\s+does|i\s+do)\s*,?\s*(?:then\s+)?"
        rf"(?:(?:please|pls|just|(?:can|could)\s+you)\s+)*(?P<v>{_ACTS})\s+{_ON_IT}\b(?P<after>.*)$",
        _if_there,
    ),
    # "it's probably in Download, can you copy report.pdf to Documents": where the file is, hedged, said first.
    (
        rf"^(?:i\s+think\s+)?(?:it['’]?s|it\s+is|it\s+should\s+be)\s+(?:probably\s+|maybe\s+|likely\s+)?(?:in|under)\s+(?:the\s+|my\s+)?"
        rf"(?P<d>(?-i:[A-Z])[\w-]*)(?:\s+folder)?\s*[,.;—–-]+\s*(?:(?:can|could)\s+you\s+|please\s+)?(?P<v>copy|move|delete|"
        rf"remove|rename|open)\s+(?P<f>{_FILE})\b",
        r"\g<v> \g<f> from \g<d>",
    ),
    # "I need the number because my boss asked - how many …?": why the answer is wanted, said before the question.
    (
        r"^i\s+(?:need|want)\s+(?:the\s+(?:number|answer|total|name|figure|count)|this|it|to\s+know)\s+(?:because|since|as|for)\s+"
        r"[^?:—–-]+?\s*(?:[-–—:]+|\.)\s+(?=\w)",
        "",
    ),
    # "Maya Suzuki gave me her email, maya@x.net, add it to her contact": a value a person gave, said before the
    # request to keep it on their contact ("her new number is +1…, update her contact" likewise).
    (
        r"^(?P<p>(?-i:[A-Z])[\w'’-]+(?:\s+(?-i:[A-Z])[\w'’-]+)+)\s+(?:just\s+)?(?:gave|sent|texted)\s+me\s+(?:her|his|their)\s+"
        r"(?:new\s+)?(?P<f>e-?mail(?:\s+address)?|(?:phone\s+)?number)\s*[,:]?\s+(?P<v>[\w.+-]+@[\w-]+(?:\.[\w-]+)+|\+?\d[\d ()-]{5,}\d)"
        r"\s*[,.;—–-]+\s*(?:(?:please|pls|so|can\s+you|could\s+you)\s+)*(?:add|save|put|update|store)\s+(?:it|that)?\s*"
        r"(?:(?:to|in|on|into)\s+)?(?:her|his|their|the)\s+contact(?:\s+card)?\s*[.!]?$",
        lambda m: (
            f"add the email {m.group('v')} to the contact {m.group('p')}"
            if "@" in m.group("v")
            else f"change the phone number of {m.group('p')} to {m.group('v')}"
        ),
    ),
    # "in a.md I wrote Friday but I meant Monday, swap it": a slip said, then its fix asked for.
    (
        rf"^(?:in\s+(?P<f>{_FILE})\s*,?\s+)?i\s+(?:wrote|typed|put)\s+(?P<old>\S+(?:\s+\S+){{0,3}}?)\s+(?:but|when)\s+"
        rf"i\s+(?:meant|wanted)\s+(?P<new>\S+(?:\s+\S+){{0,3}}?)(?:\s+in\s+(?P<g>{_FILE}))?\s*[,.;—–-]+\s*"
        r"(?:(?:please|pls|so|can\s+you|could\s+you)\s+)*(?:swap|fix|change|correct|replace)\s+(?:it|that|them)"
        r"(?:\s+(?:please|pls|for\s+me))?\s*[.!]?$",
        lambda m: (
            f"in {m.group('f') or m.group('g')}, replace {m.group('old')} with {m.group('new')}"
            if m.group("f") or m.group("g")
            else m.group(0)  # which note is not said: left to be asked
        ),
    ),
    # "fix the Bakery expense, I typed the wrong amount, it should be 67.50": the field the slip was in is the one fixed.
    (
        r"(?P<c>[,.;—–-]\s*|\s+(?:and|but)\s+)(?:i\s+(?:typed|put|entered|got|wrote|logged|set)\s+(?:in\s+)?the\s+wrong\s+|"
        r"(?:the|its)\s+(?=\w+\s+is\s+wrong\b))(?P<f>amount|category|note|name|title|date|time|price|location)"
        r"(?:\s+is\s+wrong)?\s*[,.;—–-]+\s*(?:it\s+should\s+(?:be|say)|it['’]?s\s+(?:actually\s+)?|it\s+(?:was|is)\s+actually\s+)\s*"
        r"(?=\S)",
        r"\g<c>the \g<f> should be ",
    ),
    # "just paid $43.50 for my online course, log it as an education expense (with the note monthly)": what was paid
    # for, said first, is the expense's name; the kind said of the expense its category.
    (
        r"^(?:i\s+)?(?:just\s+)?(?:paid|spent)\s+(?P<a>\$?\d+(?:\.\d{2})?)\s+(?:on|for)\s+(?:my|a|an|the|some)\s+"
        r"(?P<n>[\w' -]+?)\s*[,.;—–-]+\s*(?:(?:please|pls|so|can\s+(?:you|u)|could\s+(?:you|u))\s+)*"
        r"(?:log|add|save|record|put)\s+(?:it|that)\s+(?:in\s+)?as\s+(?:a|an)\s+(?P<c>[a-z]+(?:\s+care)?)\s+expense"
        r"(?:\s*,?\s*(?:with\s+)?(?:the\s+|a\s+)?note\s*:?\s+(?P<note>[^,?!]+?))?\s*[?.!]?$",
        lambda m: (
            f"add an expense {m.group('n')}, ${m.group('a').lstrip('$')}, category {m.group('c')}"
            + (f", note {m.group('note')}" if m.group("note") else "")
        ),
    ),
    # "the X meeting on the 23rd can't be at 9 anymore, shift it to 2pm": the record whose old time is ruled out, moved.
    (
        r"^(?P<x>(?:the|my|our)\s+[^,;]+?)\s+(?:can['’]?t|cannot|won['’]?t|can\s+no\s+longer|isn['’]?t\s+going\s+to)\s+"
        r"(?:be|happen|go\s+ahead|work)\s+(?:at|on)\s+[\w: ]+?(?:\s+any\s*more)?\s*[,.;—–-]+\s*"
        r"(?:(?:please|pls|so|can\s+(?:you|u)|could\s+(?:you|u))\s+)*(?P<v>move|shift|push|change|reschedule|put)\s+"
        r"(?:it|that)\s+(?P<rest>(?:to|till|until|back\s+to)\s+.+)$",
        r"\g<v> \g<x> \g<rest>",
    ),
    # "delete A, B and C from pro expense (they all got refunded)": why, in brackets, after or inside the request.
    (rf"\s*\((?P<s>(?:{_TOLD_OF})\b[^()\"“]*)\)(?P<after>\s*(?:$|[-–—,.;:!?]))", _why_in_brackets),
    # "the recipe with 5 servings needs a better name - rename it to Quick caesar": the record, then its new name.
    (
        r"^(?P<x>(?:the|my)\s+[^,;:]+?)\s+(?:needs|could\s+use|deserves|should\s+have)\s+a\s+(?:better|new|different|"
        r"proper|clearer|nicer)\s+(?:name|title)\s*(?:[-–—,.;:]+|,?\s+so)\s*(?:(?:please|pls|just|can\s+you|could\s+you)\s+)*"
        r"(?:rename|call|retitle)\s+it\s+(?:to\s+|as\s+)?(?P<y>\S.*)$",
        r"rename \g<x> to \g<y>",
    ),
)

REASONS: tuple[tuple[str, Replacement], ...] = (
    # "I might have saved a.txt in Download? check in files whether it's there": whether the file is there, asked.
    (
        rf"^(?:i\s+(?:think\s+)?(?:i\s+)?(?:might|may|must|could)\s+(?:have|'ve)\s+|maybe\s+i\s+|i\s+think\s+i\s+)"
        rf"(?:saved|put|left|downloaded|stored|moved|copied)\s+(?P<f>{_FILE})\s+(?:in|into|to)\s+(?:the\s+|my\s+)?"
        r"(?P<d>[\w-]+)(?:\s+folder)?\s*[?.,;—–-]*\s*(?:(?:can|could)\s+you\s+)?(?:check|see|look)(?:\s+(?:in|with)\s+files)?"
        r"\s+(?:whether|if)\s+it(?:['’]s|\s+is)\s+(?:really\s+)?(?:there|in\s+there)\s*\??\s*,?",
        r"is there a file named \g<f> in \g<d>?",
    ),
    # "two notes for markor so I don't lose them: …": why, said inside the heading of what follows.
    (
        r"\s+so\s+(?:that\s+)?i\s+(?:don['’]?t|do\s+not|won['’]?t)\s+(?:lose|forget)\s+(?:them|it|these|this|track)(?=\s*:)",
        "",
    ),
    # "two notes for markor: "A" with the text … and "B" …": records said by their count, then listed, are made.
    (
        rf"^(?P<n>two|three|four|2|3|4)\s+(?:new\s+)?(?P<k>{_RECORDS})\s+(?:for|in|into|to)\s+(?P<a>{_APPS})\s*:",
        r"create \g<n> \g<k> in \g<a>:",
    ),
    # "… (845) 555-5571 — make sure it's saved as Home", "…, saved as work": the number's label.
    (
        r"(?:\s*[,;.]\s*|\s+[-–—]+\s*|\s+and\s+)(?:(?:please\s+)?(?:make|be)\s+sure\s+(?:that\s+)?|ensure\s+(?:that\s+)?)?"
        r"(?:(?:it|the\s+number|the\s+phone(?:\s+number)?|that)(?:['’]s|\s+is|\s+gets|['’]s\s+been|\s+goes)\s+|have\s+it\s+)?"
        rf"(?:saved|marked|labell?ed|stored|filed|set|listed|put\s+down)\s+(?:as|under)\s+(?:a\s+|the\s+)?(?P<l>{_LABELS})"
        r"(?:\s+(?:number|phone))?\b",
        r", phone label: \g<l>",
    ),
    # "+18995559039 labelled Work": the label said right after the number, "as" left out.
    (rf"(?<=\d)\s+(?:labell?ed|tagged)\s+(?:as\s+)?(?P<l>{_LABELS})\b", r", phone label: \g<l>"),
)
