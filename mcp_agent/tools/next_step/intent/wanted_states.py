"""A request said as the end state the person wants, or a question said as the fact wanted (people set 125): "this call
should be answered", "there should be a folder called X", "Chicken curry shouldn't be in my recipes anymore", "I want
this Saturday empty on my calendar", "I'd like my newest track to show as running", "need the number of to-dos in
Work", "the average pace … is what I need". Nothing in them names the action, so the grammar read them as a thing to
add (the emptied Saturday became an event called "Completely empty") or gave up. Each rule says one such shape as the
action or the question it wants; a text none of them changes is returned as it was, and quoted words never change.
"""

from __future__ import annotations

import re
from functools import lru_cache

from .quoted_spans import outside_quotes
from .rewrites import Replacement, Rewrites

_LEAD = r"^(?:(?:ok(?:ay)?|so|hey|um|oh)[,!]?\s+)?"
# A courtesy or a full stop that ends the request.
_END = r"(?:\s*,?\s+(?:please|pls|plz|thanks|thx|thank\s+you))?\s*[.!]?$"
# Saying one wants, needs or is after something; "I'd love to know", "all I need is".
_WANT = (
    r"(?:i(?:\s+really|\s+just|\s+only)?(?:\s+want|\s+need|'d\s+(?:like|love)|\s+would\s+(?:like|love))(?:\s+to\s+(?:know|see|have|get))?|"
    r"i(?:'m|\s+am)\s+after|(?:i\s+)?(?:just\s+)?need(?:\s+to\s+(?:know|see|have))?|what\s+i(?:'m\s+after|\s+am\s+after|\s+want|\s+need|"
    r"'d\s+like(?:\s+to\s+know)?)\s+is|all\s+i\s+(?:want|need)(?:\s+to\s+know)?\s+is|i\s+was\s+hoping\s+(?:for|to\s+(?:get|know)))"
)
# The heads of a fact asked for: "the name of …", "the titles of …", "my average speed on …".
_FACT = (
    r"(?:names?|titles?|lengths?|durations?|totals?|averages?|amounts?|dates?|times?|types?|kinds?|categor(?:y|ies)|"
    r"(?:total|average|overall)\s+[\w ]{0,25}?|biggest|largest|smallest|longest|shortest|activity\s+type|number|count|"
    r"(?:songs|recipes|files|notes|events|tracks|expenses|videos)(?=.*\b(?:that|which)\s+(?:are|were|take|took|have|had)\b))"
)
# A thing wished done is a request for the act ("I want the list deleted"): never read as a fact asked.
_DONE_WORDS = r"deleted|removed|gone|renamed|changed|moved|added|created|made|saved|sent|set|copied|updated|fixed|playing|played|queued"
_NOT_WISHED_DONE = rf"(?![^,;]*\b(?:{_DONE_WORDS})\b)"
# (nor one wished to be something: "I'd like the name to be Budget")
_NOT_DONE = rf"(?![^,;]*\b(?:{_DONE_WORDS}|to\s+(?:be|say|read|show|match|start|end|last))\b)"
_PAST_BASE = {
    "called": "call",
    "rang": "ring",
    "phoned": "phone",
    "texted": "text",
    "messaged": "message",
    "emailed": "email",
    "paid": "pay",
    "spent": "spend",
    "bought": "buy",
    "ran": "run",
    "walked": "walk",
    "swam": "swim",
    "cycled": "cycle",
    "edited": "edit",
    "changed": "change",
    "played": "play",
    "recorded": "record",
}


def _asked(np: str, rest: str) -> str:
    """The question a fact wanted asks: a count as "how many", a call's length as "how long", the rest "what is"."""
    # (A count is of things said bare: "the number of missed calls"; "the number of my last call" is a phone number.)
    count = re.match(
        r"(?:the\s+)?(?:total\s+)?(?:number|count)\s+of\s+(?!(?:my|the|this|that|his|her|their|its|a|an)\b)(?P<x>.+)$",
        np,
        re.I,
    )
    if count is not None:
        return f"how many {count.group('x')}{rest}"
    if length := re.match(
        r"the\s+(?:length|duration)\s+of\s+(?P<x>my\s+(?:last|latest|most\s+recent)\s+call\b.*)$", np, re.I
    ):
        return f"how long was {length.group('x')}{rest}"
    if (listed := re.match(r"a\s+list\s+of\s+(?P<x>.+)$", np, re.I)) is not None:
        return f"list {listed.group('x')}{rest}"
    if (
        which := re.match(
            r"(?:the|my)\s+(?P<k>songs|recipes|files|notes|events|tracks|expenses|videos)\s+(?P<x>.+?)\s+"
            r"(?:that|which)\s+(?P<v>.+)$",
            np,
            re.I,
        )
    ) is not None:
        return f"which {which.group('k')} {which.group('x')} {which.group('v')}{rest}"
    plural = re.match(
        r"(?:the|my)\s+(?:\w+\s+){0,2}?(?:names|titles|songs|recipes|files|notes|events|tracks|expenses)\b", np, re.I
    )
    return f"{'what are' if plural else 'what is'} {np}{rest}"


def _fact(found: re.Match[str]) -> str:
    return _asked(found.group("np"), found.group("rest") or "")


def _whether(found: re.Match[str]) -> str:
    """The question a "whether" asks: "whether Lena called me today" is "did Lena call me today", "if there's X in Y"
    is "is there X in Y"."""
    clause, rest = found.group("c"), found.group("rest") or ""
    if (there := re.match(r"there(?:'s|\s+is)\s+(?P<x>.+)$", clause, re.I)) is not None:
        return f"is there {there.group('x')}{rest}"
    if (
        did := re.match(r"(?P<s>i|(?-i:[A-Z])[\w'-]*(?:\s+(?-i:[A-Z])[\w'-]*)*)\s+(?P<v>\w+)\b(?P<x>.*)$", clause, re.I)
    ) and (did.group("v").lower() in _PAST_BASE):
        return f"did {did.group('s')} {_PAST_BASE[did.group('v').lower()]}{did.group('x')}{rest}"
    if (be := re.match(r"(?P<s>.+?)\s+(?P<be>is|are|was|were)\s+(?P<x>.+)$", clause, re.I)) is not None:
        return f"{be.group('be')} {be.group('s')} {be.group('x')}{rest}"
    return found.group(0)


# A record named: a name said with its capital ("Chicken curry", "the Forest trail track"), never "I" alone.
_NAMED = r"(?:(?:the|my)\s+)?(?!I\b)(?-i:[A-Z])[^,;]*?"
# A day wished clear, and how it is said to be.
_CLEAR = r"(?:completely\s+|totally\s+|entirely\s+)?(?:empty|emptied|clear|cleared|free|cleaned\s+out)"
_NOTHING = r"(?:nothing|no\s+(?:events?|plans|appointments|meetings))"
_DAY = (
    r"(?:(?:on\s+)?(?:this|next|coming)\s+\w+|today|tomorrow|tonight|on\s+(?:the\s+)?\d{1,2}(?:st|nd|rd|th)?(?:\s+of\s+\w+)?|"
    r"on\s+\w+\s+\d{1,2}(?:st|nd|rd|th)?|on\s+\w+day(?:\s+the\s+\d{1,2}(?:st|nd|rd|th)?)?)"
)
_KIND = r"notes?|recipes?|expenses?|contacts?|events?|tracks?|activit(?:y|ies)|playlists?|folders?|files?|recordings?|alarms?"
_NUMBER = r"(?:a|an|one|two|three|four|\d)"
_MANY = r"(?:two|three|four|five|[2-9])"
_TRACK_KIND = {"run": "running", "walk": "walking", "ride": "cycling", "bike ride": "cycling", "swim": "swimming"}


def _retyped(found: re.Match[str]) -> str:
    kind = found.group("k").lower()
    return f"change the activity type of {found.group('t')} to {_TRACK_KIND.get(kind, kind)}"


WANTED: tuple[tuple[str, Replacement], ...] = (
    # "I want this call answered", "this call should be ended", "I want this call over": the call's state is the act.
    (
        rf"{_LEAD}(?:{_WANT}\s+(?:this|the)\s+call\s+|(?:this|the)\s+call\s+(?:should|needs\s+to|has\s+to)\s+be\s+)"
        r"(?P<s>answered|picked\s+up|accepted|ended|over|finished|hung\s+up|done)\b"
        # (", we're done talking" after it says why)
        r"(?:\s+(?:now|please|pls|thanks))*(?:\s*[,;.-]+\s*(?:we|i|they|she|he|it)(?:'re|'m|'s|\s+are|\s+am|\s+is)\s+[\w' ]{1,30})?"
        rf"{_END}",
        lambda m: (
            "answer the call" if m.group("s").lower() in ("answered", "picked up", "accepted") else "end the call"
        ),
    ),
    # "I'd like to be on the phone with X", "I want to be talking to X on the phone", "I'd like a call going to X".
    (
        rf"{_LEAD}{_WANT}\s+(?:to\s+be\s+(?:on\s+the\s+phone|on\s+a\s+call|talking|speaking)\s+(?:with|to)|"
        rf"(?:a\s+)?call\s+(?:going\s+|out\s+)?to)\s+(?P<who>.+?)(?:\s+on\s+the\s+phone)?(?:\s+(?:right\s+)?now)?{_END}",
        r"call \g<who>",
    ),
    # "Mo shouldn't be in my contacts anymore", "I don't want the X track in OpenTracks anymore": gone is deleted.
    (
        rf"{_LEAD}(?:i\s+(?:don'?t|do\s+not)\s+want\s+(?P<x>{_NAMED})\s+|(?P<x2>{_NAMED})\s+(?:shouldn'?t|should\s+not|mustn'?t|"
        r"must\s+not|doesn'?t\s+need\s+to|does\s+not\s+need\s+to)\s+be\s+)(?:in|on)\s+(?P<w>(?:my\s+|the\s+)?[\w ]{2,30}?)\s+"
        # (never where it goes instead: "…, move it to Documents", "…, it belongs in Archive")
        r"(?:any\s*more|any\s+longer)\b(?![^.]*\b(?:move|moved|put|instead|belongs?|goes|go|keep|should|copy|into|take|remove|delete|drop|get\s+rid)\b)",
        lambda m: f"delete {m.group('x') or m.group('x2')} from {m.group('w')}",
    ),
    # "no expense with Taxi in its name should be left in Pro Expense": every such one deleted.
    (
        rf"{_LEAD}(?:i\s+want\s+)?no\s+(?P<k>{_KIND})\s+with\s+(?P<w>.+?)\s+in\s+(?:its|the|their)\s+(?P<f>name|title)s?\s+"
        rf"(?:should\s+(?:be\s+left|remain|stay)|left)(?P<p>\s+(?:in|on)\s+[\w ]+?)?{_END}",
        r"delete every \g<k> with \g<w> in its \g<f>\g<p>",
    ),
    # "I want no duplicate recipes left in Broccoli", "every recipe in Broccoli should be there only once": the
    # duplicates deleted, one of each kept.
    (
        rf"{_LEAD}(?:{_WANT}\s+no\s+duplicate\s+(?P<k>{_KIND})\s+(?:left\s+)?(?P<p>(?:in|on)\s+[\w ]+?)(?:\s+left)?|"
        rf"(?:every|each)\s+(?P<k2>{_KIND})\s+(?P<p2>(?:in|on)\s+[\w ]+?)\s+should\s+be\s+(?:there\s+)?(?:only\s+once|once\s+only|just\s+once))"
        r"(?:\s*[,;-]+\s*.*)?$",
        lambda m: (
            f"delete the duplicate {(m.group('k') or m.group('k2')).rstrip('s')}s {m.group('p') or m.group('p2')}, keep one of each"
        ),
    ),
    # "I want this Saturday completely empty on my calendar", "I want nothing on my calendar this Saturday", "my
    # calendar should have no events on the 16th": a day wished clear is its events deleted, never an event added.
    (
        rf"{_LEAD}(?:{_WANT}\s+(?P<d>[^,;]+?)\s+(?:to\s+be\s+)?|(?P<d2>[^,;]+?)\s+(?:should|needs\s+to|has\s+to)\s+be\s+){_CLEAR}\s+"
        rf"(?:on|in)\s+my\s+calendar\b(?:\s*[,;-]+\s*(?:with\s+)?no\s+events(?:\s+left)?)?{_END}",
        lambda m: f"delete all events on my calendar {m.group('d') or m.group('d2')}",
    ),
    (
        rf"{_LEAD}(?:{_WANT}\s+(?:there\s+to\s+be\s+)?|there\s+should\s+be\s+){_NOTHING}\s+(?:left\s+)?(?:on|in)\s+my\s+calendar\s+"
        rf"(?P<d>{_DAY}){_END}",
        r"delete all events on my calendar \g<d>",
    ),
    (
        rf"{_LEAD}(?:{_WANT}\s+my\s+calendar\s+(?:to\s+be\s+)?{_CLEAR}|my\s+calendar\s+(?:should|needs\s+to|has\s+to)\s+"
        rf"(?:be\s+{_CLEAR}|have\s+{_NOTHING}(?:\s+(?:on|in)\s+it)?))\s+(?P<d>{_DAY}){_END}",
        r"delete all events on my calendar \g<d>",
    ),
    # "X - I want both of them deleted", "…, I want it gone": the things said first are what the act is on.
    (
        r"^(?P<x>[^,;]+?)\s*(?:[-–—,:]\s*)i\s+(?:want|need|'d\s+like)\s+(?:both\s+of\s+)?(?:them|it|those|these)(?:\s+both)?\s+"
        r"(?:deleted|removed|gone)\b(?:\s+for\s+good)?",
        r"delete \g<x>",
    ),
    # "there should be a folder called X", "I'd like two playlists in VLC: …": what should exist is to be made.
    (
        # (one thing wished for is wishes.py's; "I need one file for the review. Combine …" says why, not what)
        rf"{_LEAD}{_NOT_WISHED_DONE}(?:(?:there\s+(?:should|needs\s+to|has\s+to)\s+be|i\s+want\s+there\s+to\s+be)\s+"
        rf"(?={_NUMBER}\s+(?:new\s+)?(?:[\w-]+\s+)?(?:{_KIND})\b(?!['’]))|(?:i\s+(?:want|need|would\s+like)|i'd\s+like|want|need)\s+"
        rf"(?={_MANY}\s+(?:new\s+)?(?:[\w-]+\s+)?(?:{_KIND})\b(?!['’])))",
        "create ",
    ),
    # "…, and I want it playing", "… and have it playing": play what was just made.
    (rf",?\s+and\s+(?:i\s+want|i'?d\s+like|have)\s+it\s+(?:playing|to\s+play|on){_END}", ", and then play it"),
    # "I want the song Paper Planes playing", "the video a.mp4 playing please": what should be playing is played.
    (
        rf"{_LEAD}(?:{_WANT}\s+(?P<x>(?:the\s+)?(?:song|video)\s+[^,;]+?|(?-i:[A-Z])[^,;]*?|[\w-]+\.(?:mp4|mkv|avi|mov|mp3|m4a))|"
        r"(?P<x2>the\s+(?:song|video)\s+[^,;]+?))\s+playing\b(?P<rest>(?:\s+(?:in|on)\s+[\w ]+?)?)"
        rf"(?:\s+(?:now|right\s+now))?{_END}",
        lambda m: f"play {m.group('x') or m.group('x2')}{m.group('rest')}",
    ),
    # "X's contact should have the email address E": the detail added to that contact.
    (
        r"^(?P<n>(?-i:[A-Z])[\w'-]*(?:\s+(?-i:[A-Z])[\w'-]*)*)['’]s\s+(?:contact|entry|card)\s+(?:should|needs\s+to|has\s+to)\s+"
        r"(?:have|get|include|list)\s+(?:the\s+|an?\s+|this\s+)?(?P<f>e-?mail(?:\s+address)?|(?:phone\s+)?number)\s+(?P<v>\S+)",
        r"add the \g<f> \g<v> to \g<n>",
    ),
    # "I'd like a copy of X in T as well, the one in F stays where it is": copied from F to T.
    (
        rf"{_LEAD}{_WANT}\s+a\s+copy\s+of\s+(?P<x>\S+)\s+in\s+(?P<t>[\w ]+?)(?:\s+(?:as\s+well|too))?\s*[,;-]+\s*"
        rf"(?:and\s+)?the\s+one\s+in\s+(?P<f>[\w ]+?)\s+(?:stays|should\s+stay|can\s+stay)(?:\s+(?:where\s+it\s+is|put|there))?{_END}",
        r"copy \g<x> from \g<f> to \g<t>",
    ),
    # "one new photo from the camera, that's all I want", "I want a photo taken": a photo wished for is one taken.
    (
        rf"{_LEAD}(?:{_WANT}\s+)?(?:a|one)\s+(?:new\s+)?(?:photo|picture|pic)(?:\s+taken)?(?:\s+(?:from|with)\s+the\s+camera)?"
        rf"(?:\s*[,;-]+\s*that'?s\s+all\s+i\s+(?:want|need))?{_END}",
        "take one photo",
    ),
    # "I'd like my most recent track to show as running", "my last track should be a run": the track's type changed.
    (
        rf"{_LEAD}(?:{_WANT}\s+)?(?P<t>(?:my|the)\s+(?:most\s+recent|latest|newest|last|[\w ]{{1,25}}?)\s+(?:track|activity|recording))\s+"
        r"(?:to\s+(?:show|be\s+listed|be\s+saved)\s+as|to\s+be|(?:should|needs\s+to)\s+(?:show\s+as|be))\s+(?:an?\s+)?"
        r"(?P<k>running|walking|cycling|swimming|run|walk|bike\s+ride|ride|swim)\b",
        _retyped,
    ),
    # "X should be at 3pm on the same day", "its location should say Y": an event's new time and place.
    (
        r"^(?P<x>(?-i:[A-Z])[^,;]*?|(?:the|my)\s+(?:event|meeting|appointment)\b[^,;]*?)\s+(?:should|needs\s+to|has\s+to)\s+"
        r"(?:be|start)\s+at\s+(?P<t>\d{1,2}(?::\d\d)?\s*(?:am|pm)\b)",
        r"move \g<x> to \g<t>",
    ),
    (r"\b(?:and\s+)?(?:its|the)\s+(?P<f>location|place)\s+should\s+(?:say|be|read)\s+", r"and set its \g<f> to "),
    # "Piano lesson on March 17 should last 90 minutes": the event made that long.
    (
        r"^(?P<x>(?-i:[A-Z])[^,;]*?)\s+(?:should|needs\s+to|has\s+to)\s+(?:last|run\s+for|take)\s+(?P<d>\d+\s+(?:minutes|mins|hours?))\b",
        r"make \g<x> last \g<d>",
    ),
    # "…, same start time as now", "…, with its day, length and everything else unchanged": what stays is kept.
    (
        # (a bare "same time" is left to the readers of moves, which read it already)
        r"\s*[,;-]+\s*(?:with\s+(?:the\s+)?same\s+(?:start\s+)?time|(?:the\s+)?same\s+(?:start\s+)?time\s+as\s+(?:now|before|it\s+is)|"
        r"(?:with\s+)?(?:(?:its|the)\s+[\w ,]+?(?:\s+and\s+everything\s+else)?|everything\s+else)\s+"
        rf"(?:unchanged|the\s+same|as\s+(?:it\s+is|they\s+are))){_END}",
        "",
    ),
    # "I want to know whether Lena called me today", "need to know if there's X in Y": the question itself.
    (
        rf"{_LEAD}(?:i\s+(?:want|need|would\s+(?:like|love))|i'd\s+(?:like|love)|want|need)\s+to\s+(?:know|find\s+out|check)\s+"
        r"(?:whether|if)\s+"
        r"(?P<c>[^,.;?]+?)(?P<rest>\s*[,.;?].*)?$",
        _whether,
    ),
    # "need the names of …", "I'd like the titles of …", "what I'm after is the total length of …": the fact asked.
    (
        # (never one wanted for a reason, the question after it: "I need the total because it's for my taxes - how …")
        rf"{_LEAD}{_WANT}\s+(?!to\b){_NOT_DONE}(?![^,;?]*\b(?:because|since|cause|cuz)\b)"
        rf"(?P<np>(?:the|my)\s+(?:\w+\s+){{0,3}}?{_FACT}\b[^,;?]*?|a\s+list\s+of\s+[^,;?]+?)"
        r"(?P<rest>\s*(?:[,;?—–]|\s-\s).*)?$",
        _fact,
    ),
    # "the number of hours I swam in February, that's what I need", "… is what I'm after".
    (
        rf"^{_NOT_DONE}(?P<np>(?:the|my)\s+(?:\w+\s+){{0,3}}?{_FACT}\b[^?]*?)\s*,?\s+(?:is\s+what\s+i(?:'m|\s+am)?\s*(?:after|need|want)|"
        rf"that'?s\s+(?:what|all)\s+i(?:'m|\s+am)?\s*(?:after|need|want))(?P<rest>\s*[,;.].*)?{_END}",
        _fact,
    ),
)
_wanted = Rewrites(WANTED, once=True)


@lru_cache(maxsize=1024)
def wanted_said(text: str) -> str:
    """``text`` with a wanted state said as its act and a wanted fact as its question; unchanged where neither is."""
    return outside_quotes(text, _wanted)
