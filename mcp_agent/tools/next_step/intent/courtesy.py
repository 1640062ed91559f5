"""A request as people type or dictate it, its surface made plain before the grammar reads it.

People wrap a request: a sign-off at the end ("thanks!", "thx"), a polite opener ("can you …",
"please"), shorthand and slips ("can u", "msg", "adress"), times said in words ("half past nine", "ten in
the morning", "tomorrow morning at eight"). Each of these is read here as a class, never per task:

* spelling and shorthand are mended word by word, outside quoted text;
* a sign-off ends the request wherever it stands, and a polite opener is not part of the request;
* a time said in words becomes the clock time, outside a message's text.

The context around the request (a reason or a statement first, what its pronouns stand for) is read by
in_context.py, between the mending and the polite opener's removal: its readings need the words mended and
the opener still there to tell a polite question from one to answer.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from functools import lru_cache

from .clauses import COMMON_WORD_APPS, KNOWN_APPS
from .discourse import unframed
from .in_context import ASKS_YOU, asks_politely, read_in_context, statement_split
from .quoted_spans import outside_quotes

# Slips and shorthand, as a person types them: word → word.
_MENDED = (
    (r"\bcan\s+u\b", "can you"),
    (r"\bcould\s+u\b", "could you"),
    (r"\bplz\b", "please"),
    (r"\bmsg\b", "message"),
    (r"\bmsgs\b", "messages"),
    (r"\badd?ress?\b", "address"),
    (r"\b(?:descrption|desciption|discription|decription|descripton|descriptoin)\b", "description"),
    (r"\bdont\b", "don't"),
    (r"\bdoesnt\b", "doesn't"),
    (r"\bwhats\b", "what's"),
    (r"\bwheres\b", "where's"),
    (r"\bstop-watch\b", "stopwatch"),
    (r"\ba\s+fortnight\b", "two weeks"),
    (r"\bthe\s+day\s+after\s+tomorrow\b", "in 2 days"),
    (r"\b(?:write|text|message)\s+back\b", "reply"),
    (r"\bgive\s+(?:a\s+ring|a\s+call)\s+to\b", "call"),
    (r"\bgive\s+(?P<who>\S+(?:\s+\S+)?)\s+a\s+(?:ring|call)\b", r"call \g<who>"),
    (r"\b(?:place|make)\s+(?:the|a)\s+(?:phone\s+)?call\b(?!\s+to\b)", "call them"),
    (r"\bpass\s+(?P<what>it|this|that)\s+on\s+to\b", r"forward \g<what> to"),
    (r"\bdraft\s+(?:an?\s+)?(?:new\s+)?contact\b", "fill out a new contact"),
    (
        r"^(?P<lead>(?:reply|text|txt|sms|message|send|write|tell)\b[^:\"“]*?)\s+(?:this|the\s+following)\s*:",
        r"\g<lead>:",
    ),
    (r"\bhave\s+i\s+got\b", "do I have"),
    (r"^(?P<v>text|send|message)\s+this\s+to\s+(?=\S+\s*:)", r"\g<v> "),
    # "next meeting with Greta, when is it?": the thing named first, then asked about.
    (r"^(?:my\s+)?(?P<x>[^,?:]+?)\s*[,—–-]+\s*(?P<wh>when|where)\s+is\s+it\s*\?", r"\g<wh> is my \g<x>?"),
    (r"^put\s+(?P<d>\d{1,2}:\d{2}(?::\d{2})?)\s+on\s+the\s+timer\b", r"set a timer for \g<d>"),
    (r"\bthe\s+recipe\s+for\s+(?P<x>[^,;]+?)(?=\s*(?:$|[,.;]|\s+(?:in|from)\b))", r"the \g<x> recipe"),
    # "update the Bakery expense amount to $67.50": the field named after the entry.
    (
        r"\b(?P<v>update|change|set)\s+the\s+(?P<n>[^,;]+?)\s+(?P<k>expense|recipe|event|contact)(?:['’]s)?\s+"
        r"(?P<f>amount|category|servings|title|name|note|time|date|(?:phone\s+)?number)\s+to\b",
        r"\g<v> the \g<f> of the \g<n> \g<k> to",
    ),
    (
        r"^what(?:['’]s|\s+is)?\s+(?:the\s+)?(?:phone\s+)?number\s+do\s+i\s+have\s+for\s+(?P<n>[^?]+?)\s*\?",
        r"what is \g<n>'s number?",
    ),
    # "take the Fuel expense out": removed ("take X out of F and put it in G" is a move, file_moves.py).
    (r"^take\s+(?P<x>(?:the|my)\s+[^,;:]+?)\s+out\s*(?=$|[,.!])", r"delete \g<x>"),
    # "change Yoga class to Project kickoff in my calendar": an event renamed (a time or a day is a move).
    (
        r"^(?:change|rename)\s+(?P<x>(?!the\s+\w+(?:\s+\w+)?\s+of\b)[^,;:]+?)\s+to\s+(?P<y>(?!\d|noon|midnight|tomorrow|today|next\b|this\b|"
        r"(?:mon|tues|wednes|thurs|fri|satur|sun)day)[^,;:]+?)\s+(?:in|on)\s+(?:my\s+|the\s+)?calendar\s*$",
        r"rename the event \g<x> to \g<y>",
    ),
    # "tomorrow 8am: Yoga class, one hour, …": when first, then what, as a calendar line is written, asked for.
    (
        r"^(?P<w>(?:today|tomorrow|tonight|(?:this\s+|next\s+)?(?:mon|tues|wednes|thurs|fri|satur|sun)day|"
        r"(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\s+\d{1,2}(?:st|nd|rd|th)?)"
        r"(?:\s+(?:at\s+)?\d{1,2}(?::\d\d)?\s*(?:am|pm)?)?)\s*:\s*(?=(?-i:[A-Z]))"
        r"(?!.*\b(?:put|add|save|schedule|create|make|book|remind)\b)",
        r"add to my calendar \g<w>: ",
    ),
    # "cancel Team sync and Dentist appointment": what is cancelled by its name, with no app said, is an event.
    (
        r"^cancel\s+(?P<x>(?-i:[A-Z])(?:(?!\b(?:timer|alarm|order|call|message|text|download|subscription|"
        r"calendar|in|on|from)\b)[^,:;])*?)\s*[.!]?$",
        r"cancel \g<x> in my calendar",
    ),
    # "change Team sync's name to Weekly planning": a rename said by the name's owner.
    (r"^(?:change|update|set)\s+(?P<x>[^,:;]+?)['’]s\s+(?:name|title)\s+to\s+", r"rename \g<x> to "),
    # "read me ideas.txt", "show me what's in list.md": what a note says, asked.
    (
        r"^(?:read\s+(?:me|out)|read\s+it\s+out|show\s+me(?:\s+what(?:'s|\s+is)\s+in)?)\s+(?:the\s+note\s+|my\s+note\s+)?"
        r"(?P<f>[\w-]+\.(?:md|txt))\s*[.!?]?$",
        r"what does \g<f> say?",
    ),
    # "in my Work folder make a note a.md saying …": the folder said first, put after the note's name.
    (
        r"^in\s+(?:the\s+|my\s+)?(?P<f>[\w-]+)\s+folder\s*,?\s+(?P<v>(?:make|create|add|write|save|start|put)\s+"
        r"(?:a\s+|an\s+)?(?:new\s+)?(?:note|file)\s+(?:called\s+|named\s+)?)(?P<n>[\w-]+\.(?:md|txt))\b",
        r"\g<v>\g<n> in the \g<f> folder",
    ),
    # "set a 1:38:49 timer", "a 10 minute timer": the length said before the timer.
    (
        r"\b(?:a|an)\s+(?P<d>\d{1,2}:\d{2}(?::\d{2})?|\d+\s*-?\s*(?:minutes?|mins?|hours?|hrs?|seconds?|secs?))\s+timer\b",
        r"a timer for \g<d>",
    ),
    # "new folder in markor: Projects": the name after the colon.
    (
        r"^(?P<lead>(?:new|create|make|add)\s+(?:a\s+)?(?:new\s+)?(?:folder|playlist)\s+in\s+(?:(?!called\b|named\b|titled\b)[\w ])+?)\s*:\s*(?=\S)",
        r"\g<lead> called ",
    ),
    # "resend the text I sent Greta last": my last text to her, sent again.
    (
        r"\bresend\s+the\s+(?:text|message|sms)\s+i\s+(?:sent|texted)\s+(?:to\s+)?(?P<n>.+?)\s+(?:last|most\s+recently)\b",
        r"resend my last message to \g<n>",
    ),
    # "resend what I last sent Greta", "send again what I just texted Greta": the message by what it was.
    (
        r"\b(?:resend|send\s+again)\s+what\s+i\s+(?:last\s+|just\s+)?(?:sent|texted|messaged)\s+(?:to\s+)?(?P<n>.+?)"
        r"(?:\s+(?:last|earlier))?(?=\s*[.!?]?$)",
        r"resend my last message to \g<n>",
    ),
    # Markor keeps its to-do list in todo.txt: "my to-do note in markor" is that file.
    (r"\b(?:my|the)\s+(?:to-?do|todo)\s+(?:note|list|file)(?=.*\bmarkor\b)", "todo.txt"),
    (r"\bthe\s+(?:running|current|active)\s+(?=stopwatch\b|timer\b|recording\b)", "the "),
    # "what did Hana last text me": her last text.
    (
        r"^what\s+did\s+(?P<n>(?-i:[A-Z])[\w'-]*(?:\s+(?-i:[A-Z])[\w'-]*)?)\s+(?:last\s+)?(?:text|message|send|write)\s+me(?:\s+last)?\b",
        r"what was \g<n>'s last text to me",
    ),
    # "change the servings of X from 6 to 12": the value it had is no part of the change.
    (
        r"^(?P<lead>(?:change|update|set)\s+the\s+\w+(?:\s+\w+)?\s+of\s+.+?)\s+from\s+[^\s,]+\s+to\s+(?=\S)",
        r"\g<lead> to ",
    ),
    (r"\bserving(?:s)?\s+count\b|\bnumber\s+of\s+servings\b", "servings"),
    # "is X marked as a to-do?": whether it is one.
    (r"\b(?:marked|flagged|set)\s+as\s+(?=an?\s+to-?do\b)", ""),
    # "is anything scheduled on March 16?": what is on the calendar that day.
    (
        r"^is\s+(?:there\s+)?anything\s+(?:scheduled|planned|booked|on(?:\s+my\s+calendar)?)?\s*(?=(?:on|for)\s)",
        "what's on my calendar ",
    ),
    (r"(?<=[?.,])\s*(?:give|tell)\s+me\s+(?:just\s+)?the\s+titles?\b", " titles only"),
    # "how many does the X recipe serve": how many people.
    (
        r"\bhow\s+many\s+(?=(?:does|do|will|would|can)\s+(?:the|my|this|that)\s+.+?\s+(?:serve|feed)\b)",
        "how many people ",
    ),
    # "a new markor folder", "a joplin note": the app said before the kind is where it is made.
    (
        rf"\b(?P<a>(?:a|an)\s+(?:new\s+)?)(?P<app>{'|'.join(re.escape(app) for app in KNOWN_APPS if app not in COMMON_WORD_APPS)})"
        r"\s+(?P<k>note|folder|file|event|expense|recipe|playlist|track)\b",
        r"\g<a>\g<k> in \g<app>",
    ),
    # "joplin's Work folder", "retro music's Chill playlist": the folder or list in that app.
    (
        rf"\b(?P<app>{'|'.join(re.escape(app) for app in KNOWN_APPS)})['’]s\s+(?P<x>(?:[\w-]+\s+){{1,3}}(?:folder|playlist))\b",
        r"the \g<x> in \g<app>",
    ),
    # What a new note says, said as what it should say: "…, it should say X".
    (
        r",?\s+(?:and\s+)?it\s+(?:should|must|needs\s+to|has\s+to)\s+(?:say|read)\s*:?\s+(?!.*\binstead\s+of\b)",
        " saying ",
    ),
    (r"\b(?P<v>resend|send\s+again)\s+that\s+(?P<w>last|latest)\b", r"\g<v> my \g<w>"),
    # Whom a message answers, said the long way: "reply to the message from +1…", "answer +1…".
    (r"\b(?:reply|respond|answer)\s+to\s+(?:the\s+|my\s+)?(?:message|text|sms)\s+from\s+", "reply to "),
    (r"^answer\s+(?=\+?\d)", "reply to "),
    (
        r"\bthe\s+(?:person|one|number|guy|contact)\s+(?:who|that)\s+(?:just\s+)?(?:sent\s+me|texted\s+me|messaged\s+me)"
        r"(?:\s+the\s+(?:latest|last|most\s+recent|newest)\s+(?:message|text|sms))?",
        "whoever texted me last",
    ),
    # "whoever sent me that last text", "whoever messaged me most recently": the latest message's sender.
    (
        r"\bwhoever\s+(?:(?:just|last)\s+)?(?:sent\s+me|texted\s+me|messaged\s+me)\s+(?:(?:that|the)\s+)?"
        r"(?:(?:latest|last|most\s+recent|newest)\s+(?:message|text|sms)|(?:message|text|sms)\s+(?:last|just\s+now))",
        "whoever texted me last",
    ),
    (
        r"\bresend\s+(?P<what>(?:the|my)\s+(?:message|text|sms))\s+i\s+(?:just\s+)?sent\s+(?=(?-i:[A-Z]))",
        r"resend \g<what> I just sent to ",
    ),
    # What to say, said after whom: "… back and tell them: X", "…, just say X", "… Say "X"".
    (r"\s+and\s+(?:tell|say\s+to)\s+(?:them|him|her)\s*(?:that\s*)?:\s*", ": "),
    (r"[.,]\s+(?:just\s+)?say\s*:?\s+", ": "),
    (
        r"\s+(?:in|on|via|using|with)\s+(?:the\s+|my\s+)?(?:messages|messaging|sms|texts)(?:\s+app)?(?=\s*(?:$|[-–—]\s))",
        "",
    ),
    (
        r"^(?P<v>reply|text|message|sms)\s+(?:to\s+)?(?P<n>\+?\d[\d ()-]+\d)\s+[-–—]\s+"
        r"(?:(?:just\s+)?say(?:\s+that)?\s*:?\s+(?=\S))?",
        r"\g<v> to \g<n>: ",
    ),
    # The message's introducer after the first dash, colon or comma of a send: "text +1… — tell them X", "message
    # Bob, saying X", "sms Ann: let her know that X": the words after it are the message, the introducer is not.
    (
        r"^(?P<lead>(?:reply|text|txt|sms|message|send|write)\b[^:,–—]*?)(?:\s*[:,]|\s+[-–—])\s*(?:just\s+)?"
        r"(?:tell\s+(?:them|him|her)|let\s+(?:them|him|her)\s+know|saying)(?:\s+that)?\s*:?\s+(?=\S)",
        r"\g<lead>: ",
    ),
    (
        r"^(?P<lead>(?:reply|text|txt|sms|message|send|write)\b[^:,–—]*?)(?:\s*,|\s+[-–—])\s*(?:just\s+)?say"
        r"(?:\s+that)?\s*:?\s+(?=\S)",
        r"\g<lead>: ",
    ),
    (
        r"\b(?P<i>[Ii])(?:t'?s|t\s+is)\s+(?P<n>\d+|an?|one|two|three|half\s+an|[a-z]+)\s+(?P<u>minutes?|mins?|hours?|hrs?)\s+long\b",
        r"\g<i>t lasts \g<n> \g<u>",
    ),
    # "reply Call me later to whoever texted me last": what to say, said before whom it answers.
    (
        r"^(?P<v>reply|respond)\s+(?P<m>(?!to\b|with\b)[^:]+?)\s+to\s+(?P<who>whoever\s+texted\s+me\s+last|"
        r"(?:the|my)\s+(?:latest|last|newest|most\s+recent)\s+(?:message|text))\s*$",
        r"\g<v> to \g<who>: \g<m>",
    ),
)
_MENDED_COMPILED = tuple((re.compile(pattern, re.I), said) for pattern, said in _MENDED)
_THANKS = r"(?:thanks(?:\s+(?:a\s+lot|so\s+much))?|thank\s+you(?:\s+so\s+much)?|thx|thnx|ty|cheers)"
# A sign-off at the end: after any punctuation ("… 8:00? thx", "… as a contact. Thanks!") or, when it is
# shorthand nobody writes into a message, after a space ("… Hana Suzuki thx").
_SIGN_OFF = re.compile(rf"(?:\s*[.,!?;:-]+\s*{_THANKS}|\s+(?:thx|thnx|ty)|\s+please)\s*[.!?]*\s*$", re.I)
_SHORTHAND_THANKS = frozenset({"thx", "thnx", "ty"})
# A request put to the assistant: what ends it in shorthand thanks the assistant, not the message's reader.
_ASKED = re.compile(r"^(?:(?:hey|hi)[,!]?\s+)?(?:(?:can|could|would|will)\s+(?:you|u)|please|pls|plz)\b", re.I)
# Words that send a message: its text may end in what elsewhere is a sign-off.
_SENDS = re.compile(r"(?<!\.)\b(?:tell|message|text|txt|reply|respond|sms|send|answer|forward)\b", re.I)
_WORD_HOURS = {
    word: hour
    for hour, word in enumerate(
        "zero one two three four five six seven eight nine ten eleven twelve".split(),
    )
}
_WORD_MINUTES = {"five": 5, "ten": 10, "twenty": 20, "twentyfive": 25, "5": 5, "10": 10, "20": 20, "25": 25}
_HOUR_WORD = r"(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)"
_HOUR = rf"(?P<h>\d{{1,2}}|{_HOUR_WORD})"


@lru_cache(maxsize=1024)
def plain(text: str) -> str:
    """``text`` with its wrapping taken off; the request itself unchanged."""
    text = " ".join(text.split())
    text = outside_quotes(text, _mend)
    text = _signed_off(text)
    text = _polite_question(read_in_context(text))
    # Mended once more with the polite opener off: some readings hold only at the request's start.
    text = re.sub(
        r"^(?:(?:hey|hi|ok|okay)[,!]?\s+)?(?:(?:please|kindly|could you|can you|would you|will you|"
        r"is it possible to|would it be possible to)\s+)+",
        "",
        text,
        flags=re.I,
    )
    text = outside_quotes(unframed(text), _mend)
    text = re.sub(r"[.,]\s+(?:just\s+)?write\s*:?\s+(?=[\"“'])", ": ", text, flags=re.I)
    text = re.sub(r"\b(?:ring|phone)\s+back\b", "call back", text, flags=re.I)
    # A reply with nobody named answers whoever wrote last.
    text = re.sub(
        r"^reply\s*:?\s*(?=(?:\"[^\"]*\"|“[^”]*”|'[^']*')\s*$)", "reply to the latest message with ", text, flags=re.I
    )
    return outside_message(text, spoken_times)


def _mend(text: str) -> str:
    for pattern, said in _MENDED_COMPILED:
        text = pattern.sub(said, text)
    return text


def _signed_off(text: str) -> str:
    sends = _SENDS.search(text) is not None
    asked = _ASKED.match(text) is not None
    while (end := _SIGN_OFF.search(text)) is not None and end.start() > 0:
        before = text[: end.start()].rstrip()
        if before.endswith(":") or end.group(0).lstrip().startswith(":"):
            break  # "tell him: thanks" — the message itself
        said = end.group(0).strip().lower()
        if sends and not said.startswith("?") and said != "please" and not (asked and said in _SHORTHAND_THANKS):
            # "reply to Ben: Got it. Thanks!" — a message may end in thanks; "… could you text her? thx" not, nor a
            # bare "thx" after a request put to the assistant ("can u txt … and say Running late thx").
            break
        text = before
    return text


def spoken_times(text: str) -> str:
    """Times said in words as clock times: "half past nine tonight" → "9:30 pm", "ten in the morning" → "10 am"."""

    def hour(said: str) -> int:
        return int(said) if said.isdigit() else _WORD_HOURS[said.lower()]

    def clock(match: re.Match[str], minute: int, shift: int = 0) -> str:
        h = (hour(match.group("h")) + shift) % 12 or 12
        return f"{h}:{minute:02d}"

    text = re.sub(r"\bmid-?day\b", "noon", text, flags=re.I)
    # "tomorrow morning at eight (thirty)": the part of the day said before the hour, moved after it first so the
    # hour and its minutes are read with it ("this" morning is today's).
    text = re.sub(
        rf"\b(?P<day>tomorrow|today|this)\s+(?P<part>morning|afternoon|evening)\s+at\s+"
        rf"(?P<t>(?:\d{{1,2}}(?::\d\d)?|{_HOUR_WORD})(?:[\s-](?:fifteen|thirty|forty[\s-]five|\d\d)\b)?)(?!:\d|\.\d|\w)",
        lambda m: (
            f"{'today' if m.group('day').lower() == 'this' else m.group('day')} at {m.group('t')} in the {m.group('part')}"
        ),
        text,
        flags=re.I,
    )
    text = re.sub(rf"\bhalf\s+past\s+{_HOUR}\b", lambda m: clock(m, 30), text, flags=re.I)
    text = re.sub(rf"\b(?:a\s+)?quarter\s+past\s+{_HOUR}\b", lambda m: clock(m, 15), text, flags=re.I)
    text = re.sub(rf"\b(?:a\s+)?quarter\s+to\s+{_HOUR}\b", lambda m: clock(m, 45, -1), text, flags=re.I)
    minutes = r"(?P<n>five|ten|twenty|twenty[\s-]five|5|10|20|25)\s+(?:minutes\s+)?"
    # An hour of the clock, not a quantity: "at 20 to 25 degrees" stays.
    clock_hour = rf"{_HOUR}\b(?!\s*(?:degrees?|°|%|percent|minutes?|mins?|hours?|km|miles?|kg|lbs?)\b)"

    def said_minutes(match: re.Match[str]) -> int:
        return _WORD_MINUTES[re.sub(r"[\s-]", "", match.group("n").lower())]

    text = re.sub(
        rf"\b{minutes}past\s+{clock_hour}",
        lambda m: clock(m, said_minutes(m)) if hour(m.group("h")) <= 12 else m.group(0),
        text,
        flags=re.I,
    )
    # "ten to five" after "at" only: "from ten to five" is a range of hours.
    text = re.sub(
        rf"\bat\s+{minutes}to\s+{clock_hour}",
        lambda m: "at " + clock(m, 60 - said_minutes(m), -1) if hour(m.group("h")) <= 12 else m.group(0),
        text,
        flags=re.I,
    )
    text = re.sub(
        rf"\b{_HOUR}(?P<sep>[\s-]+)(?P<m>fifteen|thirty|forty[\s-]five|\d\d)(?=\s*(?:am|pm|a\.m|p\.m|in\s+the|at\s+night|tonight)\b)",
        # "9-10am" is a range of hours (time_ranges.py), not "nine-ten".
        lambda m: (
            m.group(0)
            if "-" in m.group("sep") and m.group("h").isdigit() and m.group("m").isdigit()
            else clock(
                m,
                {"fifteen": 15, "thirty": 30}.get(
                    m.group("m").lower(),
                    45 if "five" in m.group("m").lower() else int(m.group("m")) if m.group("m").isdigit() else 0,
                ),
            )
        ),
        text,
        flags=re.I,
    )
    text = re.sub(rf"\b{_HOUR}\s+o'?clock\b", lambda m: f"{hour(m.group('h'))}:00", text, flags=re.I)
    periods = r"in\s+the\s+(?P<part>morning|afternoon|evening)|at\s+night|tonight"
    text = re.sub(
        rf"\b(?P<t>(?:\d{{1,2}}|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)(?::\d\d)?)\s+(?:{periods})\b",
        lambda m: (
            f"{_digits(m.group('t'))} {'am' if (m.group('part') or '').lower() == 'morning' else 'pm'}"
            + (" today" if m.group(0).lower().endswith("tonight") else "")
        ),
        text,
        flags=re.I,
    )
    return text


def _digits(said: str) -> str:
    head, _, minutes = said.partition(":")
    value = head if head.isdigit() else str(_WORD_HOURS[head.lower()])
    return f"{value}:{minutes}" if minutes else value


_OPENER = re.compile(rf"^(?:(?:hey|hi|ok|okay)[,!]?\s+)?(?:please\s+)?(?:{ASKS_YOU})\b", re.I)


def _polite_question(text: str) -> str:
    """A polite question's question mark ends a request: "… Can you update it?", "Can you add …? It's 30 minutes"."""
    found = statement_split(text)
    if found is not None:
        start = found.start("request") if asks_politely(found) else None
    else:
        start = 0 if _OPENER.match(text) else None
    if start is None:
        return text
    if start > 0:
        return text[:start] + re.sub(r"\?(?=\s|$)", ".", text[start:]).rstrip(" .")
    # "… at 8:00? one hour, …": a question mark before more of the same request is a comma.
    ended = outside_quotes(text, lambda part: re.sub(r"\?\s+(?=[a-z0-9])", ", ", part))
    return outside_quotes(ended, lambda part: re.sub(r"\?(?=\s|$)", ".", part)).rstrip(" .")


def outside_message(text: str, change: Callable[[str], str]) -> str:
    # A message's own words stay as said: what follows "text …:" / "saying" is not rewritten.
    body = re.search(
        r"\b(?:text|txt|sms|msg|message|ping|dm|reply|respond|tell|let|send|shoot|drop|say|saying|says|write|answer)\b[^:]*?"
        r"(?::\s|\bsaying\b|\bsays?\b)",
        text,
        re.I,
    )
    if body is not None:
        return outside_quotes(text[: body.end()], change) + text[body.end() :]
    return outside_quotes(text, change)
