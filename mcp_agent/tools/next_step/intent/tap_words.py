"""The words of a request said as taps (tapped_steps.py): where one tap ends and the next begins, and what each kind
of tap looks like as people say it, not as the app labels it ("the pencil", "three dots", "the bin", "the tick",
"the plus", "flip it on", "the big red button")."""

from __future__ import annotations

import re

from .clauses import KNOWN_APPS

# The apps as people name them in a path: a known app's name, "the calendar", "the recorder".
APPS = {app.lower(): app for app in KNOWN_APPS} | {
    "calendar": "Simple Calendar Pro",
    "simple calendar": "Simple Calendar Pro",
    "recorder": "Audio Recorder",
    "audio recorder": "Audio Recorder",
    "voice recorder": "Audio Recorder",
    "expenses": "Pro Expense",
    "files app": "Files",
    "file manager": "Files",
    "sms": "Messages",
    "texts": "Messages",
    "open tracks": "OpenTracks",
}
_APP = "|".join(re.escape(name) for name in sorted(APPS, key=len, reverse=True))
_OPEN = r"(?:open(?:\s+up)?|go\s+(?:in)?to|go\s+into|launch|head\s+(?:in)?to|in|inside)"
# The app a path starts in: "open markor, …", "go into settings > …", "retro music: …", "vlc > …", "in opentracks tap …".
APP_LEAD = re.compile(
    rf"^(?:{_OPEN}\s+)?(?:the\s+|my\s+)?(?P<app>{_APP})(?:\s+app)?\b(?!['’])(?:\s*[:,]\s*|\s+(?=\S)|$)", re.I
)

_ARROW = re.compile(r"\s*(?:->|=>|→|»|>)\s*")
_TAP_VERB = (
    r"tap|hit|press|click|touch|push|long[\s-]?press|select|pick|choose|save|tick|confirm|ok|okay|open|go|"
    r"swipe|scroll|find|type|enter|put|write|paste|clear|wipe|change|set|name|call|title|flip|toggle|switch|turn|"
    r"stop|let|allow|copy|move|delete|filter|sort|search|read|tell|give|check|count|look|add\s+up"
)
_THEN = re.compile(
    rf"\s*(?:[,;]\s*|\.\s+|\s+)(?:and\s+)?then\s+|\s*[,;]\s*|\s+and\s+(?=(?:then\s+)?(?:{_TAP_VERB})\b)|"
    r"(?<=[.?!])\s+(?=\S)|\s*(?<!\S)\d[.)]\s+",
    re.I,
)
# A value typed runs to the next tap: its commas are the value's ("type Brown the onions, add the rest").
_TYPED = re.compile(
    r"^(?:(?:then\s+)?(?:type|write|enter|paste|put(?:\s+in)?)\b|add\s+(?!to\b|up\b)|(?:clear|wipe|empty|erase)\b[^,>]*?\band\s+"
    r"(?:type|put|write|enter|paste)\b)",
    re.I,
)
_SAVING_TAP = (
    r"(?:\s*[,;]\s*|\s+)(?:and\s+)?(?:then\s+)?(?=(?:(?:tap|hit|press|click)\b|save\b|tick\b|confirm\b|ok\b|okay\b|"
    r"done\b|(?:the\s+)?(?:three\s+dots|3\s+dots|dots|menu|⋮|pencil)\b))"
)
_NEXT_TAP = re.compile(rf"(?:\s*[,;]\s*|\s+)(?:and\s+)?(?:then\s+)(?=\S)|{_SAVING_TAP}", re.I)
# Between arrows the arrow ends a value: "then" inside it is the value's ("> type Chop, fry, then stir. >").
_NEXT_TAP_IN_PATH = re.compile(_SAVING_TAP, re.I)


def steps_of(text: str) -> list[str]:
    """The taps in order; a value typed keeps its commas up to the next tap."""
    steps: list[str] = []
    parts = _ARROW.split(text)
    next_tap = _NEXT_TAP_IN_PATH if len(parts) > 1 else _NEXT_TAP
    for part in parts:
        rest = part.strip()
        while rest:
            if (typed := _TYPED.match(rest)) is not None:
                end = next_tap.search(rest, typed.end() + 1)
                steps.append(rest[: end.start()] if end is not None else rest)
                rest = rest[end.end() :].strip() if end is not None else ""
                continue
            head = _THEN.split(rest, maxsplit=1)
            steps.append(head[0])
            rest = head[-1].strip() if len(head) > 1 else ""
    return [step for step in (s.strip() for s in steps) if step]


CHROME = re.compile(
    r"^(?:(?:just\s+)?(?:and\s+)?(?:tap|hit|press|click|touch|push|select|use|open|go\s+to)\s+(?:on\s+)?)?(?:the\s+|that\s+)?"
    r"(?:pencil|pen|edit(?:\s+button)?|tick|check\s*mark|checkmark|save(?:\s+(?:icon|button))?|three\s+dots|"
    r"3\s+dots|dots|⋮|\.\.\.|menu|overflow(?:\s+menu)?|more(?:\s+options)?|ok|okay|done|confirm|information|info|"
    r"details|properties|back|magnifying\s+glass|search(?:\s+icon)?|copy|move|paste|move\s+here|copy\s+here|apply|"
    r"yes|it|on\s+it|✏️?|✎|✔️?|✓|✅|☑️?|💾)"
    r"(?:\s+(?:icon|button|thing|symbol))?(?:\s+(?:to\s+save|it|again))?$|"
    r"^(?:and\s+)?(?:save(?:\s+it)?|ok\s+it|confirm(?:\s+it)?|hit\s+save|and\s+save)$",
    re.I,
)
SCREEN = re.compile(
    r"^(?:(?:go\s+to|tap|hit|open|switch\s+to|pick)\s+)?(?:the\s+)?"
    r"(?:(?P<tab>[\w &]{2,30}?)\s+(?:tab|screen|page|section|menu)|statistics|stats|recents?|browse|library|"
    r"network\s*(?:&|and)\s*internet|connected\s+devices|connection\s+preferences|internet|display|sound|"
    r"all\s+files|home|app\s+drawer)$",
    re.I,
)
# The section of a list a tap goes through ("songs", "playlists", the Phone's "contacts"): nothing of the goal either.
SECTIONS = re.compile(
    r"^(?:(?:go\s+to|tap|open|hit)\s+(?:the\s+)?)?(?P<s>songs|tracks|albums|artists|playlists|videos?|audio|folders|"
    r"contacts|favou?rites|keypad|dial\s*pad|alarms?|stopwatch|timers?|bedtime)$",
    re.I,
)
WAIT = re.compile(
    r"^(?:let\s+it\s+(?:run|record|go)|wait|talk|say\s+something|(?:swipe|scroll)\s+(?:up|down|over|across)\s+to\s+"
    r"the\s+app\s+drawer|swipe\s+up(?:\s+from\s+the\s+bottom)?)\b.*$",
    re.I,
)

FIELD_TYPED = re.compile(
    r"^(?:clear|wipe|delete|empty|erase)\s+(?:out\s+)?(?:the\s+)?(?P<f>[\w ]+?)(?:\s+(?:box|field|bit|line|section))?"
    r"\s+and\s+(?:type|put|write|enter|paste)(?:\s+in)?\s+(?P<v>.+)$|"
    r"^(?:put|type|write|enter)\s+(?P<v2>.+?)\s+(?:in|into)\s+(?:the\s+)?(?P<f2>[\w ]+?)\s+(?:box|field|bit|line)$|"
    r"^(?:change|set|edit|update|make)\s+(?:the\s+)?(?P<f3>(?!month\b)[\w ]+?)\s+(?:to|as)\s+(?P<v3>.+)$|"
    r"^(?P<f4>location|title|name|category|note|amount|directions|description|activity\s+type|number|phone)"
    r"\s*:\s*(?P<v4>.+)$",
    re.I | re.S,
)
FIELD_WORD = re.compile(
    r"^(?:(?:tap|hit|open|pick)\s+)?(?:the\s+)?(?P<f>location|title|name|category|note|amount|directions|description|"
    r"activity\s+type|type|phone(?:\s+number)?|number|date|time)(?:\s+(?:field|box|bit|dropdown))?$",
    re.I,
)
NAMED = re.compile(r"^(?:name|call|title)\s+it\s+(?:as\s+)?(?P<v>.+)$", re.I)
CREATE = re.compile(
    r"^(?:(?:tap|hit|press|click|touch|push)\s+)?(?:the\s+|a\s+)?(?:plus|\+|➕|new|add|fab)(?:\s+(?:button|icon|sign))?"
    r"(?:\s+(?:new\s+)?(?P<kind>note|file|playlist|event|contact|expense|recipe|folder))?$|"
    r"^(?:new|create(?:\s+a)?(?:\s+new)?)\s+(?P<kind2>folder|note|file|playlist)$",
    re.I,
)
TYPE = re.compile(
    r"^(?:then\s+)?(?:type|write|enter|paste|put|add(?!\s+(?:to|up)\b))(?:\s+in)?\s+(?P<v>.+)$", re.I | re.S
)
DELETE = re.compile(
    r"^(?:(?:tap|hit|press)\s+)?(?:the\s+)?(?:delete|remove|bin|trash(?:\s+can)?|rubbish\s+bin|garbage|🗑️?)(?:\s+(?:icon|"
    r"button|it))?(?:\s+and\s+(?:ok|confirm)\s+it)?$",
    re.I,
)
TO = re.compile(r"^(?P<verb>copy|move|add)\s+to(?:\s+(?:a\s+)?playlist)?(?:\s*[:>]?\s*(?P<v>.+))?$", re.I)
EXPORT = re.compile(
    r"^(?:save|export)\s+(?:the\s+|it\s+)?(?:playlist\s+)?(?:as\s+a\s+file\s+)?(?:to|in|into)\s+(?P<v>.+)$", re.I
)
FLIP = re.compile(
    r"^(?:flip|toggle|switch|turn|slide|set)\s+(?:it|the\s+(?:switch|toggle|slider))\s+(?P<on>on|off)$|"
    r"^(?:flip|toggle|switch|turn|slide)\s+(?P<on2>on|off)\s+(?:it|the\s+(?:switch|toggle))$",
    re.I,
)
ITEM = re.compile(
    r"^(?:(?:just\s+)?(?:tap|hit|press|click|touch|long[\s-]?press|hold|select|open|find|check|go\s+(?:in)?to|"
    r"go\s+into)\s+(?:on\s+)?)?(?P<v>.+?)$",
    re.I,
)
PLAYS = re.compile(r"\s*\b(?:so\s+it\s+plays|to\s+play\s+it|and\s+(?:it\s+)?plays?)$", re.I)
EACH = re.compile(
    r"^(?:(?:long[\s-]?press|select|tap|pick)\s+)?(?:each|every|all(?:\s+(?:of\s+)?the)?)\s+(?P<v>\.?\w+)\s+(?:files?|ones?)$",
    re.I,
)
SORT = re.compile(r"^sort\s+(?:it\s+|them\s+)?by\s+(?P<v>\w+)$", re.I)
FILTER = re.compile(r"^(?:filter|narrow\s+it|show\s+only)\s+(?:it\s+)?(?:to|by|for|on)?\s*(?P<v>\w+)$", re.I)
MONTH = re.compile(r"^(?:set|change|pick|switch)\s+(?:the\s+)?month\s+to\s+(?P<v>.+)$", re.I)
SEARCH = re.compile(r"^search\s+(?:for\s+)?(?P<v>.+)$", re.I)
# The search field opened: the next thing typed is what is searched for.
SEARCH_OPEN = re.compile(
    r"^(?:(?:tap|hit|press|open|click)\s+(?:on\s+)?)?(?:the\s+)?(?:search(?:\s+(?:bar|icon|box|button|field))?|"
    r"magnifying\s+glass|magnifier|🔍)(?:\s+icon)?$",
    re.I,
)
# How far through a list the person looks: "scroll through this week (since monday)", "scroll down to december 14".
SCOPE = re.compile(
    r"^(?:scroll|look|go)\s+(?:down\s+|up\s+|back\s+)?(?:through|to)\s+(?P<v>(?:this|last)\s+\w+.*|"
    r"(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)\w*\s+\d{1,2}\w*|\d{1,2}\w*\s+(?:of\s+)?[a-z]+)$",
    re.I,
)
DAY = re.compile(
    r"^(?:(?:tap|open|go\s+to|pick|select)\s+(?:on\s+)?)?(?P<v>(?:the\s+)?\d{1,2}(?:st|nd|rd|th)|"
    r"(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)\w*\s+\d{1,2}(?:st|nd|rd|th)?|"
    r"(?:the\s+)?\d{1,2}(?:st|nd|rd|th)?\s+(?:of\s+)?(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)\w*)$",
    re.I,
)
QUESTION = re.compile(
    r"^(?:and\s+)?(?:[\w ]{2,25}:\s*)?(?:what|what's|which|how|who|when|where|tell|read|give|count|is|are|does|do|add\s+up)\b.*$",
    re.I | re.S,
)
# A remark said after the taps that the goal keeps: "don't touch anything else", "allow anything it asks".
REMARK = re.compile(
    r"^(?:don'?t|do\s+not|nothing\s+else|only\s+that|leave\s+the\s+rest|allow\s+(?:anything|everything|whatever|"
    r"all)\b)",
    re.I,
)
COPY_TEXT = re.compile(
    r"^copy\s+(?:the\s+|all\s+the\s+)?(?:text|contents?|everything|words)\s+(?:of|from|in)\s+(?P<v>.+)$", re.I
)
PASTE = re.compile(r"^paste\s+(?:them|it|everything|all\s+(?:of\s+)?(?:it|them))(?:\s+(?P<v>.+))?$", re.I)
CHAT = re.compile(
    r"^(?:tap|open|go\s+to|find)\s+(?:on\s+)?(?:my|the)\s+(?:chat|conversation|thread|messages?|texts?)\s+"
    r"(?:with|from|to)\s+(?P<v>.+)$",
    re.I,
)
RESEND = re.compile(
    r"^(?:(?:hit|tap|press|choose|pick)\s+)?(?:the\s+)?(?:resend|send\s+again|retry)(?:\s+button)?$", re.I
)
# The control that records, as people remember it: "the big red button", "press record", "hit the shutter".
RECORD = re.compile(
    r"^(?:press|hit|tap|push|click)\s+(?:the\s+)?(?:(?:big|round|red)\s+){0,2}(?:record|rec|shutter|circle|"
    r"button|(?:record|shutter|capture)\s+button)(?:\s+button)?$",
    re.I,
)
VIDEO_MODE = re.compile(r"^(?:swipe|switch|go|slide|flick)\s+(?:over\s+)?to\s+(?:the\s+)?video(?:\s+mode)?$", re.I)
# One more entry of the kind just made: "+ again for B …", "and again for C …", "same again with D".
AGAIN = re.compile(
    r"^(?:(?:tap|hit|press)\s+)?(?:the\s+)?(?:\+|plus)?\s*(?:and\s+)?(?:the\s+)?(?:same\s+)?again\s+(?:for|with)\s+(?P<v>.+)$",
    re.I,
)

# The row a list sorted by this shows first.
SORTED = {
    "size": "largest",
    "distance": "farthest",
    "duration": "longest",
    "time": "longest",
    "length": "longest",
    "date": "latest",
}
