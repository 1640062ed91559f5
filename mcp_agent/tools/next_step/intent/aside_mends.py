"""What people add around a request typed to a phone assistant, mended as a class into the wording the grammar
reads: a slipped "please", a remark before a declined call ("not now, …"), "completely" after a removal, the unit
of a length said as "mins and secs", a playlist named without the word, "push" and "same day, same length" for a move
and what it keeps, a track's new type said as what it "should be"; a list said "A then B then C", two songs put "at the
end of P and B after it", notes that "have the word X"; a clock time written with a dot ("1.30pm"); expenses "jotted
down" in a note then added. Read before the remarks' references (``REMARKED_AROUND``): a song that "doesn't fit" a
playlist, a file that "got saved in F by mistake" and then moved, files to delete said to be "in" a folder after them."""

from __future__ import annotations

import re

from ..patterns import rx
from .distractor_mends import BESIDE_THE_REQUEST

_PLEASE_SLIPS = r"pleae|plese|pleaes|pelase|plase|plesae|pleease|pleasse"
_DECLINES = r"(?:please\s+)?(?:decline|reject|ignore|dismiss|silence|hang\s+up|end)\b"
_REMOVES = r"(?:please\s+)?(?:delete|remove|erase|get\s+rid\s+of|trash)\b"
_TRACK_TYPES = r"running|walking|cycling|swimming|hiking|a\s+run|a\s+walk|a\s+ride|a\s+swim|a\s+hike"

_ASIDES = (
    # "play all my songs in vlc pleae": "please" one slip away.
    (rf"\b(?:{_PLEASE_SLIPS})\b", "please"),
    # "not now, decline the call": a remark to the caller, not part of what to do.
    (
        rf"^(?:not\s+now|not\s+a\s+good\s+time|can['’]?t\s+talk(?:\s+(?:right\s+)?now)?|i['’]?m\s+busy|busy)"
        rf"\s*[,.!:;—–-]+\s*(?={_DECLINES})",
        "",
    ),
    # "remove the song Copper Sky from vlc completely": a removal is complete anyway.
    (
        rf"^(?P<r>{_REMOVES}[^,;]*?)\s+(?:completely|entirely|for\s+good|permanently|altogether)\s*(?=$|[.!?])",
        r"\g<r>",
    ),
    # "how long is documentary.mkv in vlc in mins and secs": the answer's unit, said after the question.
    (
        r"^(?P<q>how\s+long\s+(?:is|was|does)\b[^?]*?)\s*,?\s+in\s+(?:mins?|minutes)\s*(?:and|&|n|\+)\s*"
        r"(?:secs?|seconds)\s*\??\s*$",
        r"\g<q>? in minutes and seconds",
    ),
    # "which song on Sunday Mix is the longest": a playlist named without the word.
    (
        r"\b(?P<w>which|what)\s+(?P<s>songs?|tracks?|videos?)\s+on\s+(?:my\s+|the\s+)?"
        r"(?P<p>(?:(?!playlist\b)[^,?])+?)(?P<app>\s+(?:in|on)\s+(?:the\s+)?(?:vlc|retro\s+music)(?:\s+app)?)?\s+is\s+"
        r"(?:the\s+)?(?P<x>longest|shortest)\b",
        r"\g<w> \g<s> on my \g<p> playlist\g<app> is the \g<x>",
    ),
    # "push my event on march 23 to 4 pm": moved.
    (r"^push\s+(?=(?:my|the)\b[^,;]*\bto\b)", "move "),
    # "…, same day, same length": what a move keeps.
    (
        r"\s*,?\s*(?:and\s+)?(?:keep(?:ing)?\s+)?(?:the\s+)?same\s+(?:day|date)\s*(?:,|and|&)?\s*(?:the\s+)?"
        r"same\s+(?:length|duration)\b",
        ", keep everything else the same",
    ),
    # "the last track i recorded": the newest one.
    (
        r"\bthe\s+(?:last|latest|most\s+recent)\s+(?:track|activity|recording)\s+(?:that\s+)?i\s+"
        r"(?:recorded|did|logged|tracked|saved)\b",
        "my newest track",
    ),
    # "my newest track should be running, fix the activity type": the type it should have.
    (
        rf"^(?P<x>(?:the|my)\s+[^,;]*?\btrack)\s+should\s+(?:be|say|have\s+been)\s+(?P<v>{_TRACK_TYPES})\s*[,.;]\s*"
        r"(?:(?:please|so)\s+)?(?:fix|change|correct|update|set)\s+(?:the|its|it['’]?s)\s+(?:activity\s+)?type\b"
        r"(?:\s+please)?\s*[.!]?\s*$",
        r"change the activity type of \g<x> to \g<v>",
    ),
)


def _in_order(match: re.Match[str]) -> str:
    if rx(r"\b(?:playlists?|called|named|make|create)\b", re.I).search(match.group("items")):
        return match.group(0)  # "… with a and b and then make a playlist called …": a second request, not an item
    items = rx(r"\s*,?\s+(?:and\s+)?then\s+").split(match.group("items"))
    return f"{match.group('lead')} {', '.join(items[:-1])} and {items[-1]} in that order"


_FILE = r"[\w-]+\.\w{2,4}"

SAID_AROUND = (
    # "a playlist … with quiet storm then copper sky then night bus": a list said in its order.
    (
        r"(?P<lead>\bplaylist\b[^:]*?\s(?:with|w/?))\s+(?P<items>[^,]+?(?:\s*,?\s+(?:and\s+)?then\s+[^,]+?)+)"
        r"\s*[.!]?\s*$",
        _in_order,
    ),
    # "put Northern Sky at the end of my Chill playlist and First Light after it": two added in order.
    (
        r"\b(?:put|add|stick|tack|pop)\s+(?P<a>[^,]+?)\s+(?:at|on|to|onto)\s+the\s+end\s+of\s+(?P<p>[^,]+?)\s*,?\s+"
        r"(?:and|then|and\s+then)\s+(?P<b>[^,]+?)\s+after\s+(?:it|that)\b",
        r"add \g<a> then \g<b> to the end of \g<p>",
    ),
    # "which markor notes have the word Friday in them": the notes that mention it.
    (
        r"\b(?P<w>which|what)\s+(?P<n>(?:\w+\s+)?(?:notes|files))\s+(?:have|contain|include|has|got)\s+the\s+word\s+"
        r"(?P<x>\S+?)(?:\s+in\s+(?:them|it))?(?=\s*(?:$|[?,.!]))",
        r"\g<w> \g<n> mention the word \g<x>",
    ),
)


# Outside a message's own words only (a message says a time as its sender typed it).
ASIDES_OUTSIDE_MESSAGES = (
    # "at 1.30pm": a clock time written with a dot.
    (r"\b(?P<h>[01]?\d)\.(?P<m>[0-5]\d)\s*(?P<ap>[ap]\.?m\b\.?)", r"\g<h>:\g<m>\g<ap>"),
)

NOTED_FIRST = (
    # "I jotted my expenses down in expenses.txt in markor, could you enter them all into pro expense?": the note's rows
    # added.
    (
        r"^i\s+(?:jotted|wrote|put|noted|listed|typed|kept)\s+(?:down\s+)?(?:all\s+)?my\s+(?:expenses|spending)\s+"
        rf"(?:down\s+)?in\s+(?:my\s+|the\s+)?(?P<f>{_FILE})(?:\s+note)?(?:\s+in\s+markor)?\s*[,.;]\s*(?:so\s+)?"
        r"(?:(?:could|can|would)\s+you\s+|please\s+)?(?:enter|add|put|copy|log|record)\s+(?:them|those|these)\s+"
        r"(?:all\s+)?(?:in|into|to)\s+(?P<app>[^?,.]+?)(?:\s+please)?\s*[?.!]?\s*$",
        r"add the expenses in my \g<f> note to \g<app>",
    ),
)

# Read before the remarks' references are (spoken.reworded): a remark about the thing, then what to do with "it".
REMARKED_AROUND = (
    *BESIDE_THE_REQUEST,
    # "Static Love doesn't really fit my chill playlist, remove it from there": what does not belong, taken off.
    (
        r"^(?P<x>[^,;]+?)\s+(?:doesn['’]?t|does\s+not|don['’]?t|do\s+not)\s+(?:really\s+)?(?:fit|belong)\s+(?:in|on)?\s*"
        r"(?P<p>(?:my|the)\s+[^,;]+?)(?P<a>\s+(?:in|on)\s+(?:vlc|retro\s+music))?\s*[,.;]\s*(?:so\s+)?(?:please\s+)?(?:remove|take)\s+(?:it|them)"
        r"(?:\s+(?:off|out))?(?:\s+(?:from|of)\s+(?:there|it))?(?:\s*,?\s+(?:please|pls|plz))?\s*[.!]?\s*$",
        r"remove \g<x> from \g<p>\g<a>",
    ),
    # "payslip_feb.txt got saved in Documents by mistake, move it over to Pictures": the file, where it is, then where.
    (
        rf"^(?P<x>{_FILE})\s+(?:got|was|is|has\s+been|ended\s+up)\s+(?:saved\s+|put\s+|stored\s+|downloaded\s+)?in\s+"
        r"(?:the\s+|my\s+)?(?P<f>\w+)(?:\s+folder)?(?:\s+by\s+(?:mistake|accident))?\s*[,.;]\s*(?:so\s+)?"
        r"(?:please\s+)?move\s+it\s+(?:over\s+)?(?:to|into)\s+",
        r"move \g<x> from \g<f> to ",
    ),
    # "delete A and B, theyre in pictures": where they are, said after them.
    (
        rf"^(?P<r>{_REMOVES}[^,;]+?)\s*,\s*(?:they['’]?re|they\s+are|both\s+are|it['’]?s|it\s+is)\s+(?:both\s+)?"
        r"in\s+(?:the\s+|my\s+)?(?P<f>[\w ]+?)(?:\s+folder)?\s*[.!]?\s*$",
        r"\g<r> from \g<f>",
    ),
)

ASIDES = (*_ASIDES, *SAID_AROUND, *NOTED_FIRST)
