"""Hours and days as people write them, met in the first run of people set 87, each mended as a whole class into the
wording the grammar reads (``courtesy.plain`` applies ``CLOCK`` with the other tables, outside quoted text): a 24-hour
time in four digits ("0800", "1500 hrs"), an hour with a dot ("at 13.30"), "12 noon", a weekday before a written date
("Fri 15 Mar"), "till" closing a span of hours, "am I booked", an entry's details said first and "add it to my
calendar" last, a repeat said before an event with no verb, "X should run N" for an event's length, and "whatever's
on" a day."""

from __future__ import annotations

from ..dates import MONTH_NAME
from .rewrites import Replacement

_WEEKDAY = r"(?:mon|tue|tues|wed|weds|thu|thur|thurs|fri|sat|sun)(?:day|nesday|sday|rsday|urday)?"
# What starts the when of an entry said after its title ("Budget review two weeks from today at 15:00, …").
_WHEN = (
    rf"(?:(?:on\s+|starting\s+|from\s+|this\s+|next\s+|coming\s+)?(?:{MONTH_NAME}\s+\d|{_WEEKDAY}\b|the\s+\d|\d)|"
    r"at\s+(?:\d|noon|midday)|tomorrow\b|today\b|tonight\b|in\s+\d+\s+(?:days?|weeks?)|two\s+weeks\b|every\b|"
    r"daily\b|weekly\b|monthly\b)"
)
# A day as the request's reading leaves it: "in 2 days", "tomorrow", "March 16 2030", "saturday".
_DAY = (
    rf"in\s+\d+\s+(?:days?|weeks?)|today|tomorrow|(?:this\s+|next\s+|coming\s+)?{_WEEKDAY}|"
    rf"{MONTH_NAME}\s+\d{{1,2}}(?:\s+\d{{4}})?"
)
_CALENDAR = r"(?:my\s+|the\s+)?(?:calendar|diary|schedule)"
_DURATION = (
    r"\d+(?:\.\d+)?\s*(?:minutes|mins?|hours?|hrs?|h)|\d+h\d\d|an?\s+hour(?:\s+and\s+a\s+half)?|half\s+an\s+hour"
)

CLOCK: tuple[tuple[str, Replacement], ...] = (
    # "add a new event: title X, tomorrow, 8h, 60 min": an hour alone between commas after a day is its time, as
    # AndroidWorld writes one ("at 15h"), never a length (a length says it is one: "for", "lasting", minutes).
    (rf"\b(?P<d>{_DAY})\s*,\s*(?P<h>\d{{1,2}})h\s*(?=,|$)", r"\g<d> at \g<h>:00"),
    # "1500 hrs", "0800 hours": a 24-hour time; a four-digit number is only an hour when it says so or, starting with
    # 0 or 1 (no year of a phone's), follows a word that places a time ("at 0800"; "the 0900 meeting", but never
    # "the 1945 film").
    (r"\b(?P<h>[01]\d|2[0-3])(?P<m>[0-5]\d)\s*(?:hours|hrs|hr|h)\b", r"\g<h>:\g<m>"),
    (
        r"\b(?:(?P<p>at|after|before|until|till|by)\s+(?P<h>[01]\d)|(?P<q>the)\s+(?P<z>0\d))(?P<m>[0-5]\d)\b"
        r"(?![.,:/-]?\d)",
        lambda m: f"{m['p'] or m['q']} {m['h'] or m['z']}:{m['m']}",
    ),
    # "at 13.30", "after 9.15": an hour and its minutes split by a dot (never a price: no "$", no "to"/"for").
    (
        r"(?<![$£€])\b(?P<p>at|after|before|until|till)\s+(?P<h>[01]?\d|2[0-3])\.(?P<m>[0-5]\d)\b(?![.,]?\d)",
        r"\g<p> \g<h>:\g<m>",
    ),
    (r"\b12\s+(?=noon\b|midday\b|midnight\b)", ""),
    # "Fri 15 Mar", "Wed, April 3": the weekday before a day written out says nothing the date does not.
    (
        rf"\b{_WEEKDAY}\.?,?\s+(?=\d{{1,2}}(?:st|nd|rd|th)?\s+{MONTH_NAME}\b|{MONTH_NAME}\.?\s+\d)",
        "",
    ),
    # "from 10am till 8pm": the span's end.
    (
        r"\b(?P<a>from\s+\d{1,2}(?::\d\d)?\s*(?:am|pm)?)\s+(?:till|until|til|'til|up\s+to|through)\s+(?=\d)",
        r"\g<a> to ",
    ),
    (r"^(?P<a>am\s+i|are\s+we)\s+(?:booked(?:\s+up)?|tied\s+up|taken)\b", r"\g<a> busy"),
    # "Budget review two weeks from today at 15:00, 30 mins -- put it in my calendar": the entry said before its verb
    # (a day said first, "March 20 at 9: Dentist …", is the day, not a title).
    (
        rf"^(?!(?:{MONTH_NAME}|{_WEEKDAY})\b)(?P<t>(?-i:[A-Z])[^,:;\n]*?)\s+(?P<w>{_WHEN}[^\n]*?)\s*(?:--|—|–|-|\.)\s*"
        r"(?:pls\s+|please\s+)?"
        rf"(?:add|put|stick|pop|pencil|get|book|schedule)\s+(?:it|this|that)\s+(?:in\s+|into\s+|on\s+|to\s+)?"
        rf"{_CALENDAR}\s*[.!]*$",
        r"add \g<t> to my calendar \g<w>",
    ),
    # "daily Lunch with Sam starting March 18 at noon": a repeat said first, with no verb.
    (
        r"^(?P<r>daily|weekly|monthly|yearly)\s+(?P<t>(?-i:[A-Z])[^,\n]*?)\s+(?=starting|from|beginning)\b",
        r"set up a \g<r> \g<t> ",
    ),
    # "Piano lesson on March 17 should run an hour and a half, same start time": the event's length.
    (
        rf"^(?:my\s+|the\s+)?(?P<t>(?-i:[A-Z])[^,\n]*?)\s+(?:should|will|is\s+going\s+to|needs\s+to)\s+"
        rf"(?:run|last|take|go\s+on\s+for)\s+(?:for\s+)?(?P<d>{_DURATION})\s*(?:now\s*)?,?\s*"
        r"(?:(?:with\s+the\s+)?same\s+start(?:\s+time)?|keep(?:ing)?\s+(?:the|its)\s+start(?:\s+time)?)\s*[.!]*$",
        r"make the event \g<t> last \g<d>, keeping its start time",
    ),
    # (The same said with its day and no word on the start, as value_forms.py leaves it: an event's, by its day.)
    (
        rf"^(?:my\s+|the\s+)?(?P<t>(?-i:[A-Z])[^,\n]*?\bon\s+(?:{MONTH_NAME}\s+\d|\w+day\b|the\s+\d)[^,\n]*?)\s+(?:should|will|needs\s+to)\s+"
        rf"(?:run|last|go\s+on\s+for)\s+(?:for\s+)?(?P<d>{_DURATION})\s*(?:now)?\s*[.!]*$",
        r"make the event \g<t> last \g<d>, keeping its start time",
    ),
    # "my Piano lesson on the 17th will run over, make it 90 minutes": an event said to run long, then made that long.
    (
        rf"^(?:my\s+|the\s+)?(?P<t>(?-i:[A-Z])[^,\n]*?)\s+(?:will|is\s+going\s+to|['’]s\s+going\s+to|is\s+gonna|might|may)\s+"
        rf"(?:run|go)\s+(?:over|long|late|longer)(?:\s+than\s+planned)?\s*(?:,\s*|\s+)(?:so\s+)?(?:(?:please|pls)\s+)?"
        rf"(?:make|set)\s+it\s+(?P<d>{_DURATION})(?:\s+long)?(?:\s*,?\s*(?:(?:with\s+the\s+)?same\s+start(?:\s+time)?|"
        r"keep(?:ing)?\s+(?:the|its)\s+start(?:\s+time)?))?(?:\s+(?:please|pls))?\s*[.!]*$",
        r"make the event \g<t> last \g<d>, keeping its start time",
    ),
    # "make my Piano lesson this sunday the 17th ninety minutes" (set 110): an event of a day made that long; "this"
    # before a day already written out with its year says no more than "on".
    (rf"\bthis\s+(?={MONTH_NAME}\s+\d{{1,2}}\s+\d{{4}}\b)", "on "),
    (
        rf"^make\s+(?:my\s+|the\s+)?(?P<t>(?-i:[A-Z])[^,\n]*?\bon\s+(?:{MONTH_NAME}\s+\d|\w+day\b|the\s+\d)[^,\n]*?)\s+"
        rf"(?P<d>{_DURATION})(?:\s+long)?\s*[.!]*$",
        r"make the event \g<t> last \g<d>, keeping its start time",
    ),
    (r"\bwhatever(?:'s|\s+is)\s+(?=on\b)", "whatever I have "),
    # "need a 1 hr 38 min 49 sec timer ready for the roast, ill press start myself when it goes in" (set 110): a timer
    # of a length wished for is one set to it; what it is for, and that its owner starts it, ask nothing more.
    (
        r"^(?:(?:i|we)\s+)?(?:need|want|would\s+like|'d\s+like)\s+(?:a|an)\s+(?P<d>(?:\d+\s*(?:hours?|hrs?|h|minutes?|mins?|m|"
        r"seconds?|secs?|s)\b[\s,]*(?:and\s+)?)+)\s*timer\b(?:\s+(?:ready|set(?:\s+up)?|going))?(?:\s+for\s+[^,.;]+?)?"
        r"(?=\s*(?:[,.;]|$))",
        lambda m: f"set a timer for {m.group('d').strip(' ,')}",
    ),
    (
        r"\s*[,.;]\s*(?:and\s+)?(?:i['’]?ll|i\s+will|ill|i['’]?m\s+going\s+to|i\s+can)\s+(?:press|hit|tap|start|push)\s+"
        r"(?:start\s+|it\s+|go\s+)?(?:(?:on\s+it\s+)?myself|later|when\s+[^,.;]+)(?:\s+when\s+[^,.;]+)?\s*[.!]?$",
        ", don't start it",
    ),
    # "the day after tomorrow -- delete all my calendar events for it": the day said first, the request pointing back.
    (
        rf"^(?:on\s+)?(?P<d>{_DAY})\s*(?:--|—|–|-|,|:|\.)\s*(?P<r>[^\n]+?)\s+(?:for|on|from)\s+"
        r"(?:it|then|that(?:\s+day)?)\s*[.!?]*$",
        lambda m: f"{m['r']} {'' if m['d'].lower().startswith(('in ', 'to')) else 'on '}{m['d']}",
    ),
)
