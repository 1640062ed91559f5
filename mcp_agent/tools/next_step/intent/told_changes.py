"""Changes to an entry told as news or under a field's label, read as the edit they ask for (first tries, session 22):
"yoga class is moving to 3pm and it'll be at City library now" (the place had been no part of the edit, and the
request given up), "the car service is at Main street garage, add that as the location", "set car service location:
Main street garage" (had looked for an event titled "set car service"), "for the chili recipe the directions should
be: …", "my latest track was a run, set its activity type to Running". Quoted text and a message's words stay as said."""

from __future__ import annotations

import re

from .courtesy import outside_message, past_remark
from .rewrites import Rewrites

_FIELD = (
    r"(?:location|place|venue|description|title|name|note|category|amount|directions|ingredients|servings|"
    r"preparation\s+time|prep\s+time|source)"
)

# A kind of outing said as a noun, as the tracker names its activity type.
_ACTIVITY = {"walk": "Walking", "run": "Running", "jog": "Running", "ride": "Cycling", "cycle": "Cycling"}
_ACTIVITY |= {"swim": "Swimming", "hike": "Hiking"}

_TOLD = Rewrites(
    (
        # "the parent-teacher meeting on the 23rd got moved to 2pm": the event moved.
        (
            # (only an event said with its day: which one "the meeting with the bank" is, the rules do not guess)
            r"^(?:the\s+|my\s+)?(?P<x>(?!(?:it|this|that|call|file|files?)\b)[^,]+?\s+on\s+(?:the\s+)?"
            r"(?:\d|(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\s+\d|\w+day\b)[^,]*?)"
            r"\s+(?:got|has\s+been|was|has|have\s+been)\s+"
            r"(?:moved|pushed|rescheduled|shifted|changed)\s+(?=to\s+\d)",
            r"move the \g<x> ",
        ),
        # "change the time of the parent-teacher meeting on March 23: make it 2pm": the time is the event's, so the
        # event moved (had looked for an event titled "time of …").
        (
            r"^(?:(?:(?:can|could|would)\s+(?:you|u)|please|pls|just|ok|okay|so)[,!]?\s+)*"
            r"(?:change|move|shift|push|update|set|reschedule)\s+(?:the\s+)?(?:start(?:ing)?\s+)?time\s+of\s+"
            r"(?:the\s+|my\s+)?(?P<x>(?!(?:it|this|that|the\s+alarm|my\s+alarm|alarm|timer)\b)[^:,;]+?)"
            r"\s*(?:[:,;]\s*|\s[-–—]\s*|\s+)(?:to|make\s+it|make\s+that|it\s+should\s+be|so\s+it'?s)\s+"
            r"(?=\d|noon\b|midday\b)",
            r"move the \g<x> to ",
        ),
        # "fix Bakery, it should be 67.50": an amount said right is the expense's amount.
        (
            r"^(?:fix|correct|update|change)\s+(?:the\s+|my\s+)?(?P<n>(?-i:[A-Z])[\w'’ -]*?)(?:\s+expense)?\s*[,;:-]\s*"
            r"(?:it\s+)?should\s+(?:be|say|have\s+been|read)\s+\$?(?P<a>\d[\d,]*\.\d\d)\s*(?:dollars)?\s*[.!]?$",
            r"change the amount of the expense \g<n> to $\g<a>",
        ),
        # "yoga class is now at 3 and …", "… is at 3 now and …": its new hour (an hour said alone read as the grammar reads "move X to 3").
        (
            # (after a lead such as "heads up:", kept for the readers of leads)
            r"^(?P<lead>[^,:]*:\s*)?(?:the\s+|my\s+)?(?P<x>(?!(?:it|this|that|the\s+timer|my\s+battery)\b)[^,:]+?)\s+is\s+"
            r"(?:now\s+at\s+(?P<t>\d{1,2}(?::\d\d)?(?:\s*[ap]\.?m\.?)?)|at\s+(?P<u>\d{1,2}(?::\d\d)?(?:\s*[ap]\.?m\.?)?)\s+now)"
            r"(?=\s*,?\s+and\s+it)",
            lambda m: f"{m.group('lead') or ''}move the {m.group('x')} to {m.group('t') or m.group('u')}",
        ),
        # "parent-teacher meeting on the 23rd, can we do 2pm instead": the dated event moved to that hour.
        (
            # (an event named, never a statement about it: "my Book club on friday won't work at 6, can you …")
            r"^(?:the\s+|my\s+)?(?![^,]*\b(?:won['’]?t|can['’]?t|isn['’]?t|doesn['’]?t|works?|is|are|was)\b)"
            r"(?P<x>[^,]+?\s+on\s+[^,]+?)\s*,\s*(?:can|could)\s+(?:we|you|i)\s+(?:do|make\s+it|move\s+it\s+to|"
            r"have\s+it\s+at|push\s+it\s+to)\s+(?P<t>\d{1,2}(?::\d\d)?\s*(?:[ap]\.?m\.?)?)(?:\s+instead)?\s*\??$",
            r"move the \g<x> to \g<t>",
        ),
        # "piano lesson on the 17th should run 90 minutes instead, keep the start time": its new length, told.
        (
            # (never "the event should last …" after a new event's fields: the length is the new one's)
            r"^(?:the\s+|my\s+)?(?P<x>(?!(?:it|this|that|timer|event|meeting|appointment|one)\b)"
            # (a field's length is the field's: "fish tacos prep time should be 45 mins")
            r"(?![^,:;.]*?\b(?:prep|preparation|cook(?:ing)?|time|timer|alarm|recipe|video|song|track|playlist)\s+"
            r"(?:should|needs|has)\b)[A-Za-z][^,:;.]+?)\s+(?:should|needs\s+to|has\s+to)\s+"
            r"(?:run|last|go\s+(?:on\s+)?for)\s+(?:for\s+)?(?P<d>\d+\s*(?:min(?:ute)?s?|hours?))(?:\s+long)?(?:\s+instead)?"
            r"(?:\s*(?:[,;]|\s[-–—])\s*(?:and\s+)?(?:keep(?:ing)?|same)\s+(?:the\s+|its\s+)?(?:same\s+)?start(?:\s+time)?"
            r"(?:\s+the\s+same)?)?\s*[.!]?$",
            r"make \g<x> last \g<d>, keeping its start time",
        ),
        # "extend the piano lesson on the 17th so it's 90 minutes, starting at the same time": its new length.
        (
            r"^(?:extend|lengthen|stretch|shorten|change|make)\s+(?P<x>.+?)\s+so\s+(?:that\s+)?it(?:['’]s|\s+is|\s+lasts|\s+runs|"
            r"\s+goes\s+(?:on\s+)?for)\s+(?P<d>\d+\s*(?:min(?:ute)?s?|hours?))(?:\s+long)?(?P<k>\s*,?\s*(?:(?:starting|beginning)\s+at|"
            r"with)\s+the\s+same\s+(?:time|start(?:\s+time)?)|\s*,?\s*same\s+start(?:\s+time)?)?\s*[.!]?$",
            r"make \g<x> last \g<d>, keeping its start time",
        ),
        # "…, and it'll be at City library now", "… and it's at the City library, update it pls": where the entry
        # will be is its new location (a place named, never a time: "it's at 3pm" is no place).
        (
            r"\s*,?\s+and\s+(?:(?:it(?:'ll|\s+will)\s+be|it'?s\s+going\s+to\s+be|it\s+is\s+going\s+to\s+be|it['’]s|it\s+is)"
            r"\s+(?:now\s+)?(?:at|in)|(?:the|its)\s+(?:location|place|venue)\s+(?:is|will\s+be|should\s+be)(?:\s+now)?)"
            r"\s+(?:the\s+)?(?P<p>(?-i:[A-Z])[^,.;!?]*?)(?:\s+now|\s+instead)?"
            r"(?:\s*,\s*(?:so\s+)?(?:please\s+|pls\s+)?(?:update|change|fix)\s+(?:it|that|the\s+event)(?:\s+(?:pls|please))?)?"
            r"\s*[.!]?$",
            r" and set its location to \g<p>",
        ),
        # "the car service is at Main street garage, add that as the location": the place told, then asked for.
        (
            # (s27f: "car service is at main street garage, add that to the event": typed without capitals)
            r"^(?:the\s+|my\s+)?(?P<n>[\w'’ -]+?)\s+is\s+(?:at|in)\s+(?P<p>(?!\d)\w[^,.;—–]*?)\s*(?:[,.;]|\s[—–-])\s*(?:so\s+)?"
            r"(?:please\s+|pls\s+)?(?:add|put|set|save|use)\s+(?:that|it|this)\s+(?:as\s+(?:the|its)\s+location\b|"
            r"to\s+(?:the|that|its)\s+(?:event|entry|appointment)\b)[^,.;]*[.!]?$",
            r"set the location of \g<n> to \g<p>",
        ),
        # "for the chili recipe the directions should be: …": the record said first, then its field.
        (
            rf"^for\s+(?:the\s+|my\s+)?(?P<x>[^,:]+?\s+(?:recipe|expense|event|contact|track))\s*[,:;-]?\s+(?:the\s+|its\s+)?"
            # (said after the field as anything that gives it a value: "should be:", "is now", or nothing)
            rf"(?P<f>{_FIELD})\s*(?:(?:should|needs?\s+to|has\s+to|must)\s+(?:now\s+)?be|(?:is|are)\s+(?:now|actually)|is|are)?\s*:?\s*"
            r"(?=\S)",
            r"the \g<x> \g<f> should be: ",
        ),
        # "pancakes recipe should say 12 servings": the servings it should have.
        (
            r"^(?:the\s+|my\s+)?(?P<x>[^,:]+?\s+recipe)\s+should\s+(?:say|be|serve|make|feed)\s+(?P<v>\d+)"
            r"(?:\s+(?:servings?|people|portions))?\s*(?:now\s*)?[.!]?$",
            r"the \g<x> servings should be: \g<v> servings",
        ),
        # "the Flowers expense was actually $77.75 and it belongs in Education, fix both": both fields told, then fixed.
        (
            r"^(?:the\s+|my\s+)?(?P<x>[^,:;$]+?)\s+expense\s+(?:was|is|cost)\s+(?:actually\s+|really\s+)?\$?(?P<a>\d[\d,]*(?:\.\d\d)?)"
            r"\s*(?:,\s*|\s+)and\s+(?:it\s+)?(?:belongs|goes|should\s+be)\s+(?:in|under)\s+(?:the\s+)?(?P<c>(?-i:[A-Z])[\w ]*?)"
            r"(?:\s+category)?\s*(?:(?:[,.;]|\s[-–—])\s*(?:please\s+|pls\s+|can\s+you\s+)?(?:fix|update|change|correct)\s+"
            r"(?:both|them|it|that)(?:\s+(?:please|pls))?)?\s*[.!]?$",
            r"Edit the expense \g<x>: its amount should be $\g<a> and its category \g<c>",
        ),
        # "stretch my March 17 piano lesson to 90 minutes, same start": the day said before the event's name.
        (
            r"^(?:stretch|extend|lengthen|shorten)\s+(?:my|the)\s+(?P<d>(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?\s+\d{1,2}"
            r"(?:st|nd|rd|th)?)\s+(?P<x>[^,:;]+?)\s+to\s+(?P<l>\d+\s*(?:min(?:ute)?s?|hours?))(?:\s*,?\s*(?:same|keep(?:ing)?\s+(?:the\s+|its\s+)?)"
            r"\s*start(?:\s+time)?)?\s*[.!]?$",
            r"make \g<x> on \g<d> last \g<l>, keeping its start time",
        ),
        # "the chili recipe's directions are wrong, it should say …": the field found wrong, then said right.
        (
            rf"^(?:the\s+|my\s+)?(?P<x>[^,:]+?\s+(?:recipe|expense|event|contact|track))['’]s\s+(?P<f>{_FIELD})\s+"
            r"(?:is|are)\s+(?:wrong|off|incorrect|outdated|out\s+of\s+date|not\s+right)\s*(?:[,;:]|\s[-–—])\s*"
            r"(?:(?:it|they)\s+)?should\s+(?:say|be|read)\s*:?\s*(?=\S)",
            r"the \g<x> \g<f> should be: ",
        ),
        # "my latest track was a run, set its activity type to Running": the record said first, its field set as "its".
        (
            r"^(?P<x>(?:my|the)\s+[^,:;]+?)(?:\s+(?:was|is|were|are)\s+[^,:;]+?)?\s*(?:[,:;]|\s[-–—])\s*"
            r"(?:please\s+|pls\s+|can\s+you\s+|could\s+you\s+)?(?P<v>set|change|make|update|fix)\s+its\s+"
            rf"(?P<f>(?:activity\s+)?type|{_FIELD}|title|name)\s+(?:to|as)\s+",
            r"\g<v> the \g<f> of \g<x> to ",
        ),
        # "Canal tour wasn't a swim, it was a run, change its type": the kind it was is its new activity type.
        (
            r"^(?:the\s+|my\s+)?(?P<x>[^,;:]+?)\s+(?:wasn['’]?t|was\s+not|isn['’]?t|is\s+not)\s+(?:a|an)\s+\w+(?:\s+ride)?\s*"
            r"(?:[,;]|\s[-–—])\s*(?:it['’]s|(?:it\s+)?(?:was|is))\s+(?:actually\s+)?(?:a|an)\s+(?P<k>walk|run|jog|bike\s+ride|ride|"
            r"cycle|swim|hike)\s*(?:[,;.]|\s[-–—])\s*(?:so\s+)?(?:please\s+|pls\s+|can\s+you\s+|could\s+you\s+)?"
            r"(?:change|set|fix|update|correct)\s+(?:its|the)\s+(?:activity\s+)?type(?P<rest>[^,;]*)$",
            lambda m: (
                f"set the activity type of my track {m.group('x')} to {_ACTIVITY[m.group('k').split()[-1].lower()]}"
                f"{m.group('rest')}"
            ),
        ),
        # "the 5 servings recipe needs a new name: Quick caesar": the recipe of that many servings renamed.
        (
            r"^(?:the\s+)?(?P<n>\d+)[\s-]servings?\s+recipe\s+(?:needs|should\s+get|gets)\s+a\s+new\s+name\s*[:,-]?\s+",
            r"rename the recipe with \g<n> servings to ",
        ),
        # "update the directions of Chili: …": the field's new value after the colon.
        (
            rf"^(?P<v>set|change|update|make)\s+the\s+(?P<f>{_FIELD})\s+of\s+(?P<n>[^:]+?)\s*:\s*",
            r"\g<v> the \g<f> of \g<n> to ",
        ),
        # "set the Car service location to Main street garage": the entry's field said after the entry (had been read as
        # a setting of the phone named "Car service location").
        (
            r"^(?P<v>set|change|update|make)\s+(?:the\s+|my\s+)?(?!(?:the|my|an?|alarm|timer|it|its|phone|screen|device)\b)"
            r"(?P<n>(?-i:[A-Z])[\w'’ -]*?)(?:['’]s)?\s+(?P<f>location|place|venue|description|category|amount)\s+to\s+",
            r"\g<v> the \g<f> of \g<n> to ",
        ),
        # "set car service location: Main street garage": the entry, its field, then the value after the colon.
        (
            rf"^(?P<v>set|change|update|make)\s+(?:the\s+|my\s+)?(?!(?:the|my|an?|alarm|timer|it|its)\b)"
            rf"(?P<n>[\w'’ -]+?)(?:['’]s)?\s+(?P<f>{_FIELD})\s*:\s*",
            r"\g<v> the \g<f> of \g<n> to ",
        ),
    )
)


# "can you …", "please …": asked politely, the change is still the one told (the edit said needs no asking).
_ASKING = re.compile(r"^(?:(?:can|could|would|will)\s+(?:you|u)\s+(?:please\s+)?|please\s+|pls\s+)", re.I)


def told_changes(text: str) -> str:
    """``text`` with a change told as above said as the edit; unchanged when none is in it."""
    asked = _ASKING.match(text)
    said = text[asked.end() :] if asked is not None else text
    told = past_remark(said, lambda rest: outside_message(rest, _TOLD))
    return told if told != said else text
