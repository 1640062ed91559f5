"""The speaker's situation said before a request and the small turns around it (people set 112): "I keep forgetting
stuff so make a note …", "I'm short on time this week - from recipes.txt …", "The sync glitched and doubled up a few
expenses. Delete the repeats …", "hold on, pause the stopwatch", "switch bluetooth off till I'm home", a file "that i
dont need anymore", "- not the other receipts", "X left the company, remove him", "put this in it: …".

A lead is taken off only when it holds no value the request needs: no digit, quote or file name, nothing a pronoun in
the request could point back to, no kind of record the request itself leaves unsaid ("i entered some expenses twice -
remove duplicates"). A lead that names what the request then points back to lends it its name: a thing that is not
working ("the wifi here is rubbish so turn it off": the wifi), a file someone needs ("the accountant needs a.jpg: make
a copy of it"), a file about to be shared ("Before I share a.md with X, put Y at the top"), a dish being made ("I'm
shopping for the Shortbread - how much garlic does my recipe say?"), and when a meeting is ("Finance wants to meet
two weeks today at 3. Put Budget review in my calendar")."""

from __future__ import annotations

import re

from ..dates import MONTH_NAME
from .rewrites import Replacement

# Verbs a request starts with once its lead is off.
_VERBS = (
    r"make|create|add|put|set|delete|remove|clear|turn|switch|copy|move|record|take|save|open|start|stop|pause|log|"
    r"text|send|reply|call|rename|export|merge|get\s+rid\s+of"
)
_REQUEST = rf"(?:{_VERBS})\b"
# Words a request may use to point back into its lead.
_POINTING = r"\b(?:it|its|them|these|those|him|her)\b"


# The kinds of record a lead may name as what the request is about ("i entered some expenses twice - remove duplicates").
_KINDS = (
    r"\b(?:expenses?|recipes?|notes?|events?|contacts?|tasks?|files?|songs?|playlists?|photos?|alarms?|messages?|"
    r"texts?|recordings?|activities|meetings?)\b"
)


# What a thing that is not working is said to do ("is rubbish", "keeps dropping", "didn't deliver").
_NOT_WORKING = (
    r"(?:(?:is|was|are|'s)\s+(?:so\s+|really\s+|being\s+)?(?:rubbish|terrible|awful|useless|slow|bad|down|broken|dead|"
    r"dodgy|flaky|patchy|spotty|crap|garbage|not\s+working|playing\s+up|acting\s+up)|keeps\s+\w+ing|failed|bounced|"
    r"(?:didn'?t|did\s+not|never|hasn'?t|has\s+not|won'?t|doesn'?t)\s+(?:go\s+through|deliver|arrive|send|get\s+there|"
    r"work|connect)(?:ed|d)?)"
)
# Where a thing is, said after its name ("the wifi here"): no part of the name.
# Whose a setting is ("my phone's bluetooth"): the phone's, as every setting is.
_OWNER_SAID = re.compile(r"^(?:the|my|our)\s+(?:phone|device|mobile|tablet)'?s\s+", re.I)
_WHERE_SAID = re.compile(
    r"\s+(?:here|there|in\s+here|at\s+(?:home|work|the\s+office)|(?:in|on|at)\s+(?:my|the|this|our)\s+\w+)$", re.I
)
# A day or time of the clock: a lead saying one keeps it for the request.
_WHEN = (
    r"(?:today|tomorrow|tonight|on\s|next\s|this\s|every\s|(?:a|one|two|three)\s+weeks?\s|a\s+fortnight|in\s+\w+\s+(?:days|weeks)|"
    rf"(?:mon|tues|wednes|thurs|fri|satur|sun)day|{MONTH_NAME}\b)"
)
# A lead that is a request itself ("Add an event 'Yoga' … at 7am. Make sure …") is read as one.
_NO_REQUEST = rf"(?!(?:please\s+|pls\s+|can\s+you\s+)?(?:{_VERBS}|book|schedule|set\s+up)\b)"
# A day or a time of the clock said in the request itself (a length, "for 30 minutes", says no day).
_SAYS_WHEN = re.compile(rf"\b{_WHEN}|\bat\s+\d|\d\s*(?:am|pm)\b|\d:\d\d|\b\d{{1,2}}(?:st|nd|rd|th)\b", re.I)


# A message that did not go through, said by whom it was to ("the text I sent Ana earlier", "my message to Ana").
_MESSAGE_TO = re.compile(
    r"^(?:the|my)\s+(?:text|message|sms)\s+(?:i\s+sent\s+(?:to\s+)?|to\s+)(?P<n>.+?)"
    r"(?:\s+(?:earlier|yesterday|this\s+morning|just\s+now|before))?$",
    re.I,
)


def _named_by_lead(found: re.Match[str]) -> str:
    """The request, its "it" the thing its lead said is not working; a message sent again is resent."""
    thing = _OWNER_SAID.sub("the ", _WHERE_SAID.sub("", found.group("np")))
    message = _MESSAGE_TO.match(thing)
    if message and found.group("v").lower() in ("send", "text") and re.search(r"\bagain\b", found.group("rest"), re.I):
        return f"resend the text I sent {message.group('n')}"
    return f"{found.group('v')} {thing}{found.group('rest')}"


def _when_from_lead(found: re.Match[str]) -> str:
    """An event asked for with no day of its own, on the day its lead says; kept as said when the request says one."""
    if _SAYS_WHEN.search(found.group("r")) or _SAYS_WHEN.search(found.group("tail")):
        return found.group(0)
    return f"{found.group('r')} {found.group('w')}{found.group('tail')}"


def _named_after(found: re.Match[str]) -> str:
    """An event said first and named after ("… lunch every day from the 18th at noon. Set it up as 'Lunch with Sam'"):
    only when its lead says a time of the clock (an event's), never an amount (an expense's)."""
    when = found.group("w")
    if not re.search(r"\bat\s+\d|\bnoon\b|\d\s*(?:am|pm)\b", when, re.I) or re.search(
        r"[$€£]|dollars?|bucks|spent|paid", found.group(0), re.I
    ):
        return found.group(0)
    return f"put {found.group('t')} in my calendar {when}{found.group('tail')}"


def _lead_off(found: re.Match[str]) -> str:
    rest = found.string[found.end() :]
    if re.search(_POINTING, rest, re.I):
        return found.group(0)
    if re.search(_KINDS, found.group(0), re.I) and not re.search(_KINDS, rest, re.I):
        return found.group(0)
    return ""


def _pointed_at(found: re.Match[str]) -> str:
    question = found.group("q")
    return re.sub(r"\b(?:it|them)\b", found.group("x"), question, count=1, flags=re.I)


# Read before any other reading (everyday_turns.py): later ones would take the lead off with the name in it.
NAMED_BY_LEADS: tuple[tuple[str, Replacement], ...] = (
    # "the wifi here is rubbish so turn it off", "the text I sent Ana earlier didn't deliver, so send it again"
    (
        rf"^(?P<np>(?:the|my|our)\s+[^,.;:?!\"“”\d]{{2,60}}?)\s+{_NOT_WORKING}\b[^\"“”?\d]{{0,120}}?(?:\s+so|[,.;!]|\s+[-–—])"
        rf"\s+(?P<v>{_VERBS})\s+it\b(?P<rest>[^\"“”]*)$",
        _named_by_lead,
    ),
    # "the accountant needs receipt.jpg: make a copy of it …": the file needed is what the request points back to
    (
        r"^(?:the\s+|my\s+)?[\w' ]{2,30}?\s+(?:needs|wants|asked\s+(?:me\s+)?for|is\s+asking\s+for)\s+(?P<f>[\w.-]+\.\w{2,4})"
        r"\s*[:,;–—-]\s*(?P<pre>" + _REQUEST + r"[^\"“”]*?)\bit\b",
        r"\g<pre>\g<f>",
    ),
    # "Before I share a.md with my flatmate, put "…" at the top": the file about to be shared is the one edited
    (
        r"^before\s+i\s+(?:share|send|show|give|email|print|forward)\s+(?P<f>[\w.-]+\.\w{2,4})\b[^,\"“”]*,\s*"
        r"(?P<v>put|add|write|insert)\s+(?P<x>\"[^\"]*\"|“[^”]*”)\s+(?P<w>at\s+the\s+(?:top|start|beginning|end|bottom))\b",
        r"\g<v> \g<x> \g<w> of \g<f>",
    ),
    # "I'm going shopping for the Shortbread - how much garlic does my recipe say?": the dish is the recipe asked about
    (
        r"^(?:i'?m|i\s+am|we'?re|we\s+are)\s+(?:going\s+)?(?:shopping|cooking|baking|making)\s+(?:for\s+)?(?:the\s+|my\s+)?"
        r"(?P<n>[^,.;:?!\"“”–—-]{2,40}?)(?:\s+(?:tonight|today|tomorrow|later|this\s+\w+))?\s*[-–—:,.]\s*(?P<q>[^\"“”]*?\b(?:my|the)\s+)recipe\b",
        r"\g<q>\g<n> recipe",
    ),
    # "Finance wants to meet two weeks today at 3. Put Budget review in my calendar …": the day the lead says
    (
        rf"^{_NO_REQUEST}[^.?!\"“”']{{3,80}}?\s+(?P<w>{_WHEN}[^.?!\"“”']*?)[.!]\s+"
        r"(?P<r>(?:put|add|make(?!\s+sure)|create|book|schedule|pop|stick)\s+(?!(?:it|that|this|them)\b)[^.?!\"“”]*?\b(?:calendar|event|meeting|appointment))"
        r"(?P<tail>\b.*)$",
        _when_from_lead,
    ),
    # "Dentist check is tomorrow at 9am, 45 minutes. add it to my calendar": the event said first, its "is" no part of it
    (
        rf"^(?P<t>(?!(?:it|this|that|there|he|she|they|i|we)\b)[^.?!,\"“”]{{2,40}}?)\s+is\s+(?P<w>{_WHEN}[^.?!\"“”]*[.!]\s+"
        r"(?:put|add|save|stick|pop)\s+it\s+(?:in|on|to|into)\s+(?:my\s+|the\s+)?calendar\b)",
        r"\g<t> \g<w>",
    ),
    # "Sam and I are doing lunch every day from the 18th at 12 noon. Set it up as 'Lunch with Sam', …"
    (
        rf"^{_NO_REQUEST}[^.?!\"“”']{{3,80}}?\s+(?P<w>{_WHEN}[^.?!\"“”']*?)[.!]\s+(?:set|put|save|add|enter|book)\s+(?:it|that|this)\s+"
        r"(?:up\s+|in\s+|down\s+)?as\s+(?P<t>'[^']+'|\"[^\"]+\"|“[^”]+”)(?P<tail>.*)$",
        _named_after,
    ),
)

CONTEXT_LEADS: tuple[tuple[str, Replacement], ...] = (
    # "got loads of garlic to use up, which of my recipes have it in them?": what the question points back to, said in
    # the lead, is what it asks of
    (
        r"^(?:i\s+)?(?:have|i'?ve|'?ve)?\s*(?:got|have|bought)\s+(?:(?:loads|lots|a\s+lot|a\s+ton|tons|plenty|heaps|a\s+bunch|"
        r"a\s+load)\s+of|some|too\s+much|too\s+many|extra|leftover)\s+(?P<x>[a-z][\w' -]{1,30}?)(?:\s+(?:to\s+use\s+up|"
        r"left(?:\s+over)?|in\s+the\s+(?:fridge|cupboard|freezer)|going\s+off|lying\s+around|to\s+get\s+through))?\s*[,.;:-]+\s*"
        r"(?P<q>(?:which|what|any|do\s+i\s+have)\b[^\"“”]*?\b(?:it|them)\b[^\"“”]*)$",
        _pointed_at,
    ),
    # "hold on, pause the stopwatch": a hesitation before the request
    (r"^(?:(?:hold|hang)\s+on|wait(?:\s+a\s+(?:sec|second|minute|min))?)\s*[,.!-]+\s*(?=" + _REQUEST + ")", ""),
    # "I keep forgetting stuff so make …": the speaker's situation run on by "so"
    (
        r"^(?:i|i'?m|i'?ve|i'?ll|my|we|we'?re|our)\b[^\d\"“”'‘:.?!,;_]{0,70}?\s+so\s+(?=" + _REQUEST + ")",
        _lead_off,
    ),
    # "I'm short on time this week - from …" / "My mum needs the plan too: create …": a situation, then a dash or colon
    (
        r"^(?:i|i'?m|i'?ve|i'?ll|my|we|we'?re|our)\b[^\d\"“”‘:.?!,;_-]{0,70}?(?:\s+[-–—]|:)\s+(?="
        + _REQUEST
        + r"|from\b|in\b)",
        _lead_off,
    ),
    # "The sync glitched and doubled up a few expenses. Delete the repeats …": a sentence of what happened first
    (r"^[^\d\"“”'‘:.?!,;_]{5,80}?[.!]\s+(?=(?-i:[A-Z])" + _REQUEST + ")", _lead_off),
    # "Ravi Brennan left the company, remove him": whom the request is about, named in the lead
    (
        r"^(?P<n>(?-i:[A-Z])[\w'-]+\s+(?-i:[A-Z])[\w'-]+)\s+(?:has\s+)?(?:left|moved|quit|retired|passed\s+away)\b"
        r"[^,.;:\d]*[,.;:]\s*(?P<v>remove|delete)\s+(?:him|her|them)\b",
        r"\g<v> \g<n>",
    ),
)

CONTEXT_TURNS: tuple[tuple[str, Replacement], ...] = (
    # "forward it to Priya would you? she's picking me up": a question tag, and why, after the request
    (
        r"\s*,?\s+(?:would|will|could|can)\s+(?:you|u|ya)\s*\?(?:\s+(?:she|he|they|i|we|it)(?:'s|'re|'m|'ll|\s+is|\s+are|"
        r"\s+am|\s+will)\b[^\"“”?]*)?\s*$",
        "",
    ),
    # "send the text I sent Ana earlier to her again": that text resent
    (
        r"\bsend\s+(?:the\s+|my\s+)?(?:(?:last|latest|most\s+recent)\s+)?(?P<k>text|message|sms)\s+i\s+(?:just\s+|last\s+)?sent\s+(?:to\s+)?(?P<n>[^,.;:?!\"“”]+?)(?:\s+(?:earlier|yesterday|"
        r"this\s+morning|just\s+now|before))?(?:\s+to\s+(?:him|her|them))?\s+again\b",
        r"resend the \g<k> I sent \g<n>",
    ),
    # "from recipes.txt in markor, copy the ones that …": what is copied, then where from
    (
        r"^from\s+(?P<f>[\w.-]+\.\w{2,4}(?:\s+in\s+\w+)?)\s*,\s*(?P<v>copy|add|put|move|import)\s+the\s+ones\b",
        r"\g<v> the ones from \g<f>",
    ),
    # "copy the ones … into broccoli": the recipes
    (
        r"\b(?P<v>copy|add|put|move|import)\s+the\s+ones\b(?=[^\"“”]*\binto\s+(?:the\s+)?(?:broccoli|recipes?\b))",
        r"\g<v> the recipes",
    ),
    # "switch bluetooth off till I'm home": how long it stays so is the speaker's to undo
    (
        r"^(?P<r>(?:turn|switch|put|keep|set)\b[^\"“”]*?)\s+(?:till|until|til)\s+(?:i'?m|i\s+am|i\s+get|i'?ve|we\s+get|"
        r"we'?re|i\s+come)\b[^\"“”]*$",
        r"\g<r>",
    ),
    # "an old X in Documents that i dont need anymore": why it goes
    (r"\s+(?:that|which)\s+i\s+(?:don'?t|dont|do\s+not|no\s+longer)\s+(?:need|use|want)(?:\s+any\s*more)?\b", ""),
    # "delete it - not the other receipts": the others are left anyway
    (r"\s*[-–—,;]\s*(?:but\s+)?not\s+the\s+other\s+[\w']+[^\"“”]*$", ""),
    # "put this in it: …" after a new note's name: its text
    (r"\s+and\s+(?:put|write|type)\s+this\s+in(?:to)?\s+it\s*:", " with the text:"),
    # "Pro Expense contains some exact duplicate expenses. Remove the duplicates …": the app's duplicates of that kind
    (
        r"^(?P<a>[\w ]+?)\s+(?:contains|has|holds|shows|lists)\s+(?:some\s+|a\s+few\s+|several\s+)?(?:exact\s+)?"
        r"duplicated?\s+(?P<k>\w+?)s?\s*[.;,]\s*(?:please\s+)?(?P<v>remove|delete|get\s+rid\s+of|clean\s+up)\s+the\s+"
        r"(?:duplicates|extra\s+copies|copies|repeats)\b",
        r"\g<v> the duplicate \g<k>s in \g<a>",
    ),
    # "the repeats, leaving a single one of every expense": the duplicates, one of each kept
    (
        r"\bdelete\s+the\s+repeats\s*,?\s+leaving\s+(?:a\s+single|just\s+one|one)\s+(?:one\s+)?of\s+every\s+(?P<k>\w+?)s?\b",
        r"delete the duplicate \g<k>s, keeping one of each",
    ),
)
