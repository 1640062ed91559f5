"""Requests as people type them to a phone assistant (people set 53): the thing named first and asked about after
("road trip playlist, how many songs in it?", "In Pictures, delete …"), a subject left out ("missed a call from
…"), a day said before the entry it names ("my march 23 event"), everyday verbs for the app's own ("jot down a
note", "listen to …"), and lists of new things said one by one ("one called …, another called …", "First: …
Second: …"). Each is mended as a whole class into the wording the grammar reads, as ``everyday_mends.MENDED``
(``courtesy.plain`` applies them, in order, outside quoted text)."""

from __future__ import annotations

import re

from ..dates import MONTH_NAME
from ..patterns import rx

_DAY = rf"(?:{MONTH_NAME}\s+\d{{1,2}}(?:st|nd|rd|th)?|\d{{1,2}}(?:st|nd|rd|th)?\s+(?:of\s+)?{MONTH_NAME})"
_KINDS = r"cycling|running|walking|swimming|hiking|biking"
_FILE = r"[\w-]+\.[a-z0-9]{2,4}"
# "one called Best of 2030 …, and another called Rainy day …": the word that counts each new thing is no part of
# its name.
_EACH_CALLED = re.compile(
    r"\b(?:one|another|the\s+other|the\s+(?:first|second)(?:\s+one)?)\s+(?:called|named|titled)\s+", re.I
)


def _each_named(said: re.Match[str]) -> str:
    return _EACH_CALLED.sub("", said.group(0))


# "1) Banana bread - Moist and simple, …": a numbered entry, its name before a dash or a colon.
_NUMBERED = re.compile(r"(?:^|(?<=[.!?:]\s))\d[.)]\s+(?P<t>(?-i:[A-Z])[^-–—:.,]*?)\s*(?:[-–—]|:)\s+", re.I)


def _numbered(said: re.Match[str]) -> str:
    return _NUMBERED.sub(lambda entry: f"{entry.group('t')}: ", said.group(0))


def _first_and_second(said: re.Match[str]) -> str:
    lead = said.group("lead")
    if not rx(r"(?:create|make|add|set\s+up|start)\b", re.I).match(lead):
        lead = f"create {lead}"
    return f"{lead}: {said.group('a')} with {said.group('x')}, and {said.group('b')} with {said.group('y')}"


ASSISTANT = (
    # "jot down a note called X that says Y", "jot a new note down": to jot a note is to write one.
    (r"\bjot\s+(?:down\s+)?(?P<a>an?\s+(?:new\s+|quick\s+)?note)\b(?:\s+down\b)?", r"write \g<a>"),
    # "create 2 playlists: one called A with …, and another called B with …": each new one's name alone.
    (r"^(?=.*\b(?:playlists|folders)\b).*\b(?:one|another)\s+(?:called|named|titled)\s+.*$", _each_named),
    # "save 2 recipes. 1) Banana bread - Moist and simple, … 2) Pesto pasta - …": each recipe headed by its name.
    (r"^(?=.*\brecipes\b).*\b\d[.)]\s.*$", _numbered),
    # "chili recipe - replace the directions with …": the entry named first, then what to do with it.
    (
        r"^(?:the\s+|my\s+)?(?P<x>[\w' ]+?\s+(?:recipe|expense|contact|event))\s+[-–—]\s+"
        r"(?=(?:change|replace|set|update|rename|edit|make)\b)",
        r"\g<x>: ",
    ),
    # "Two new playlists please. First: A, with x and y. Second: B, with z and w.": the two said one by one.
    (
        r"^(?P<lead>(?:\w+\s+)*?(?:two|2)\s+(?:new\s+)?playlists)\b[^.:]*?[.:]\s*(?:first|1[.)])\s*[:)-]?\s*"
        r"(?P<a>[^,.:]+?)\s*,?\s+(?:with|has|holding)\s+(?P<x>[^:]+?)\.\s*(?:second|2[.)])\s*[:)-]?\s*"
        r"(?P<b>[^,.:]+?)\s*,?\s+(?:with|has|holding)\s+(?P<y>[^:]+?)\s*\.?\s*$",
        _first_and_second,
    ),
    # "add Quiet Storm and Copper Sky to Road Trip and then play the playlist": the list said as a playlist.
    (
        r"\bto\s+(?:my\s+|the\s+)?(?P<p>(?!(?:the|my|queue|library)\b)[^,.]+?)(?<!\bplaylist)\s+and\s+(?:then\s+)?"
        r"play\s+(?:the|that)\s+playlist\b",
        r"to the \g<p> playlist and then play it",
    ),
    # "add A to the end of Road Trip, then B after it": both added at the end, in the order said.
    (
        r"^(?P<v>add|put|tack|append)\s+(?P<a>[^,]+?)\s+(?P<w>(?:on)?to\s+the\s+end\s+of|at\s+the\s+end\s+of)\s+"
        r"(?P<p>[^,]+?)\s*,?\s*(?:and\s+)?then\s+(?P<b>[^,]+?)(?:\s+(?:after\s+(?:it|that)|next|right\s+after))?"
        r"\s*[.!]?$",
        r"\g<v> \g<a> and then \g<b> \g<w> \g<p>",
    ),
    # "New folder: Taxes 2030": the name after the colon.
    (r"\b(?P<n>new\s+folder)\s*:\s*(?=\S)", r"\g<n> "),
    # "shift my march 23 event to 4pm": the day said before the entry is the day it is on.
    (
        rf"\bmy\s+(?P<d>{_DAY})\s+(?P<k>event|appointment|meeting)\b",
        r"the \g<k> on \g<d>",
    ),
    # "i wanna listen to paper planes": a thing listened to by its name alone is a song.
    (
        r"^(?:i\s+(?:wanna|want\s+to|would\s+like\s+to|'d\s+like\s+to)\s+)?listen\s+to\s+"
        r"(?!(?:the|my|a|an|some|something|music)\b)(?!.*\b(?:playlist|album|radio|podcasts?|queue|mix)\b)",
        "play the song ",
    ),
    # "road trip playlist, how many songs in it?": the list named first, then asked about.
    (
        r"^(?:the\s+|my\s+)?(?P<x>[^,?:]+?\s+(?:playlist|folder|album))\s*[,:—–-]+\s*how\s+many\s+(?P<w>\w+)\s+"
        r"(?:are\s+|is\s+)?(?:there\s+)?(?:in|on)\s+(?:it|there)\b",
        r"how many \g<w> are in the \g<x>",
    ),
    # "set the description on my X track": the field of the entry.
    (r"\b(?P<f>description|activity\s+type|category)\s+on\s+(?=(?:my|the)\b)", r"\g<f> of "),
    # "the run on 3rd march should be cycling not running, fix it": the activity's type changed.
    (
        r"^(?:the|my)\s+(?P<k>run|walk|swim|ride|bike\s+ride|hike|track|activity|workout)\s+(?P<d>(?:on|from)\s+"
        rf"{_DAY})\s+(?:should\s+(?:be|have\s+been)|was\s+(?:actually|really)|is\s+actually)\s+(?:a\s+)?"
        rf"(?P<t>{_KINDS})(?:\s*,?\s*not\s+(?:a\s+)?(?:{_KINDS}))?(?:\s*[,.;-]?\s*(?:(?:please|pls)\s+)?"
        r"(?:fix|change|correct|update)\s+(?:it|that)(?:\s+(?:please|pls))?)?\s*[.!]?$",
        r"change the type of the \g<k> \g<d> to \g<t>",
    ),
    # "call ines moreau from favorites": the person's own favourites list.
    (r"\b(?P<p>from|in)\s+(?:the\s+)?(?:favou?rites|favs)\b", r"\g<p> my favourites"),
    # "Missed a call from Tomas Moreau, …": the person who missed it left unsaid.
    (r"^missed\s+(?=(?:a|the|two|\d+)\s+calls?\b|\S+(?:\s+\S+)?['’]s\s+call\b)", "I missed "),
    # "number of videos in vlc?": how many there are.
    (
        r"^(?:what(?:['’]s|\s+is)\s+the\s+)?(?:total\s+)?number\s+of\s+(?P<i>songs|tracks|videos|vids|files|notes|"
        r"photos|pictures|recipes|playlists)\s+(?P<p>in|on)\b",
        r"how many \g<i> are \g<p>",
    ),
    # "In Pictures, get rid of a.png and b.docx": the folder said first, then the files deleted there.
    (
        r"^in\s+(?:the\s+|my\s+)?(?P<f>\w[\w -]*?)(?:\s+folder)?\s*,?\s+(?P<v>delete|remove|erase|trash|get\s+rid\s+of)"
        rf"\s+(?P<x>{_FILE}(?:\s*(?:,|and|&|\+)\s*{_FILE})*)\s*[.!]?$",
        r"\g<v> \g<x> in \g<f>",
    ),
)
