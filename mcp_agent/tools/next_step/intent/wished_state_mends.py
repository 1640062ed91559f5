"""Requests said as the state wished for, or as a bare question, met in the first run of people set 53; each mended as
a whole class into the wording the grammar reads (``courtesy.plain`` applies them after ``terse_mends.TERSE``, in
order, outside quoted text): what is to stay as it is said after the change ("…, leave everything else"), a value
"now", a note's words "replaced", where a note "belongs" and where not, a
record that "should be called" something, an event that "needs to be at" a time, a contact's detail asked by its
owner alone, the song a player "is playing", a total spent "all together", and a count
asked after the thing it counts, a row's field said in brackets, "no wifi please"."""

from __future__ import annotations

import re

from .rewrites import Replacement

_APP = r"vlc|retro\s+music|markor|broccoli|opentracks|pro\s+expense|joplin|simple\s+calendar\s+pro|contacts|files"
_KIND = r"playlist|event|recipe|contact|note|track|activity|expense|video|song|file|folder|task"


def _renamed(found: re.Match[str]) -> str:
    app = found.group("a")
    return f"rename the {found.group('k')} {found.group('x')} to {found.group('y')}" + (f" in {app}" if app else "")


WISHED: tuple[tuple[str, Replacement], ...] = (
    # "no wifi please, switch it off", "no bluetooth for now": the switch wished off.
    (
        r"^no\s+(?:more\s+)?(?P<s>wi-?fi|bluetooth)(?:\s+(?:please|pls|for\s+now|thanks))*(?:\s*[,.;!-]\s*(?:(?:just|please)\s+)?"
        r"(?:switch|turn|shut|put)\s+(?:it\s+off|off\s+(?:the\s+)?(?:wi-?fi|bluetooth|it))(?:\s+please)?)?\s*[.!]?$",
        r"turn off \g<s>",
    ),
    # "…, leave everything else", "- overwrite the text, keep the name", "don't change anything else about it": what
    # the change is not to touch, said after it, is what any edit leaves alone.
    (
        r"(?:\s*[,;.]\s*|\s+[-–—]\s*|\s+and\s+|\s+)(?:(?:but|and)\s+)?(?:(?:leave|keep)\s+(?:everything|anything|all|the\s+rest)"
        r"(?:\s+else)?(?:\s+(?:as\s+(?:it\s+)?(?:is|was)|the\s+same|alone|untouched))?|(?:don'?t|do\s+not)\s+(?:change|touch)\s+"
        r"(?:anything|everything|the\s+rest)(?:\s+else)?(?:\s+about\s+it)?|overwrite\s+the\s+(?:text|contents?)|keep\s+"
        r"(?:the|its)\s+(?:name|title)(?:\s+as\s+(?:it\s+)?is)?|nothing\s+else\s+(?:changes|should\s+change|is\s+to\s+change)|change\s+nothing\s+else)(?=\s*(?:[,;.!]|[-–—]|$))",
        "",
    ),
    # "Pancakes recipe should serve 12 now": "now" says when, not what.
    (
        r"\b(?P<v>(?:should|needs\s+to|has\s+to|must)\s+(?:just\s+)?(?:serve|be|say|read|cost|make|feed)\s+[^,;]+?)\s+now"
        r"(?=\s*(?:[,;.!]|$))",
        r"\g<v>",
    ),
    # "rename a.md to b.md and replace what it says with "…"": the note's text changed.
    (
        r"\band\s+(?:replace|swap)\s+(?:what\s+it\s+says|its\s+(?:text|contents?)|the\s+(?:text|contents?))\s+with\b",
        "and change its text to",
    ),
    # "a.md should be in Archive, not Work - move it over": a move from the folder it is in.
    (
        r"^(?P<x>[\w-]+\.\w{2,4})\s+(?:should\s+(?:be|go|live)|belongs|goes)\s+in\s+(?:the\s+)?(?P<to>\w[\w ]*?)"
        r"(?:\s+folder)?\s*,?\s+not\s+(?:in\s+)?(?:the\s+)?(?P<fr>\w[\w ]*?)(?:\s+folder)?(?:\s*(?:[-–—,.;]|\s)\s*"
        r"(?:so\s+)?(?:please\s+)?(?:move|put)\s+it(?:\s+over|\s+there|\s+across)?)?(?P<rest>(?:\s+in\s+\w+)?)\s*[.!]?$",
        r"move \g<x> from \g<fr> to \g<to>\g<rest>",
    ),
    # "vlc playlist Sunday Mix should be called Sleep": a rename said as the name wished for.
    (
        rf"^(?:the\s+|my\s+)?(?:(?P<a>{_APP})\s+)?(?P<k>{_KIND})\s+(?P<x>[^,;]+?)\s+should\s+(?:now\s+)?be\s+"
        r"(?:called|named|renamed(?:\s+to)?|titled)\s+(?P<y>[^,;]+?)\s*[.!]?$",
        _renamed,
    ),
    # "the parent-teacher meeting on the 23rd needs to be at 2pm instead": the event moved to that time.
    (
        r"^(?:the\s+|my\s+)?(?P<x>(?!(?:alarm|timer|reminder)\b)[^,;]+?)\s+(?:needs\s+to|has\s+to|should|must)\s+(?:now\s+)?"
        r"be\s+at\s+(?P<t>\d{1,2}(?::\d{2})?\s*(?:am|pm)|noon|\d{1,2}:\d{2})(?:\s+instead|\s+now)?\s*[.!]?$",
        r"move \g<x> to \g<t>",
    ),
    # "greta moreau's number please, digits only": a contact's detail asked by naming it.
    (
        r"^(?!(?:call|ring|phone|text|message|dial|add|save|delete|remove|update|change|send|share|give|what|whats|"
        r"where|who|is|does|my|the)\b)(?P<x>[a-z][\w-]*(?:\s+[a-z][\w-]*)?)['’]s\s+(?P<f>(?:phone\s+|mobile\s+|cell\s+)?"
        r"number)(?:\s+(?:please|pls))?(?:\s*[,.?]\s*(?P<rest>.*))?$",
        lambda m: f"what is {m.group('x')}'s {m.group('f')}?" + (f" {m.group('rest')}" if m.group("rest") else ""),
    ),
    # "what's this song vlc is playing?": the song a player plays now.
    (
        r"^what(?:['’]s|\s+is)\s+(?:this|the)\s+(?P<w>song|track|video)\s+(?P<a>vlc|retro\s+music)\s+is\s+playing\b",
        r"what \g<w> is \g<a> playing",
    ),
    # "what have I spent on Lunch all together": the total spent.
    (r"\b(?P<s>spent\s+on\s+[^?,]+?)\s+(?:all\s+together|altogether|combined|overall|all\s+up)\b", r"\g<s> in total"),
    # "Road Trip playlist on retro music - how many songs?": the count asked after its thing.
    (
        r"^(?P<x>(?:the\s+|my\s+)?[^-–—:?]+?\s+(?:playlist|folder)(?:\s+(?:on|in)\s+[\w ]+?)?)\s*[-–—:,]\s*how\s+many\s+"
        r"(?P<w>songs|videos|items|tracks|files)(?:\s+(?:are\s+)?(?:on|in)\s+it|\s+does\s+it\s+have)?\s*\??$",
        r"how many \g<w> are in \g<x>?",
    ),
    # "Birthday dinner 77.25 food (note: Split with Omar), Bus tickets …": a labelled field in brackets is the row's
    # field, and the comma after it ends the row.
    (
        r"\s*\(\s*(?P<l>notes?|category|description|location)\s*[:=-]\s*(?P<v>[^()]+?)\s*\)(?P<sep>\s*,)?",
        lambda m: f", {m.group('l')} {m.group('v')}" + (";" if m.group("sep") else ""),
    ),
)
