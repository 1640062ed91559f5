"""A job said as the way to it (first tries, session 25: 11 of 30 done at first sight, one false done): "Navigate to
Pro Expense and set …", "Open VLC and play …", "Go to the Phone app, dial N and start the call", "Open the Phone app,
go to Favourites, and call X", "open the Documents folder and count the .jpg files", "Task: add two contacts. First:
…. Second: …." (had dialled the second number; its items are listed by sentence_steps.py). The way there is the app's to find: the job is said in the app, as
the grammar reads it. Quoted text and a message's words stay as said."""

from __future__ import annotations

import re

from .apps_said import APPS_SAID
from .rewrites import Rewrites
from .sentence_steps import sentence_steps

_APPS = APPS_SAID
_QUOTE = r"(?:'[^']+'|\"[^\"]+\"|“[^”]+”)"
_FILE = r"[\w-]+\.(?:md|txt)"

# "Task: …": a label before the job.
# ("todo: …" and "Task: Return library books; Due: …" are a task to make: only a label before a request is dropped)
_LABEL = re.compile(
    r"^(?:task|goal|instruction)\s*:\s*(?=(?:add|create|make|delete|remove|open|go|navigate|call|send|set|turn|play|record|"
    r"move|rename|edit|change)\b)",
    re.I,
)
# "Navigate to Pro Expense and …", "Open the Phone app, go to …": the app the job is done in.
_WAY_IN = re.compile(
    rf"^(?:please\s+)?(?:navigate\s+to|go\s+to|open\s+up|open|launch|head\s+(?:over\s+)?to|switch\s+to)\s+(?:the\s+)?"
    rf"(?P<a>{_APPS})(?:\s+(?:app|application))?\s*(?:,\s*(?:and\s+)?(?:then\s+)?|\s+and\s+(?:then\s+)?|\.\s+(?:then\s+)?)(?P<rest>\S.*)$",
    re.I | re.S,
)

# "In Simple Calendar Pro, …": the app said first (a question asked after it had been read as an event to make).
_IN_APP = re.compile(
    rf"^(?:in|using|within|inside)\s+(?:the\s+)?(?P<a>{_APPS})(?:\s+(?:app|application))?\s*,\s*(?P<rest>\S.*)$",
    re.I | re.S,
)
_ASKS = re.compile(
    r"^(?:tell\s+me|what|which|who|whom|whose|when|where|how|is|are|was|were|do|does|did|have|has)\b", re.I
)

# "In Simple Calendar Pro, tell me …", "… what time does the event …": asked with the app after them ("in joplin, how
# much garlic goes in X?" is read as it is said).
_ASKED_AFTER = re.compile(r"^(?:tell\s+me|what\s+time\s+does\s+the\s+event|how\s+long\s+is\s+the\s+event)\b", re.I)
# (and what only says which app, or that nothing else is wanted: "no, the files app", "and nothing else")
_SENTENCE_END = re.compile(r"\?|\.(?=\s|$)")
_POP_UPS = re.compile(
    r"^(?:(?:just|please|then|also)\s+)?(?:allow|accept|clear|dismiss|grant|close|handle|say\s+yes|deal\s+with|get\s+rid\s+of|if\s+it\s+asks|no\b|wait\b|"
    r"sorry\b|actually\b|nothing\s+else\b|that'?s\s+(?:it|all)\b|"
    # (a reason after the app, not a job in it: "open the files app, I need to find a pdf")
    r"i\b|i'm\b|i'd\b|we\b|because\b|since\b|cause\b|cos\b|so\s+(?:i|we)\b|my\b|it'?s\b)",
    re.I,
)

_THERE = Rewrites(
    (
        (
            r"^go\s+to\s+the\s+conversation\s+with\s+(?P<n>\+?\d[\d\s()-]{5,}\d|(?-i:[A-Z])\w+(?:\s+(?-i:[A-Z])\w+)?)\s*,?\s+and\s+"
            rf"reply\s+(?P<q>{_QUOTE})",
            lambda m: f"reply to {m.group('n')} with message: {m.group('q').strip(chr(34) + chr(39) + '“”')}",
        ),
        (
            r"^go\s+to\s+(?:the\s+)?favou?rites(?:\s+tab)?\s*,?\s+and\s+call\s+(?P<n>.+?)\s*\.?$",
            r"call \g<n> from my favourites",
        ),
        (
            r"^open\s+the\s+(?P<f>\w+)\s+folder\s+and\s+count\s+the\s+(?P<e>\.\w{2,4})\s+files\b",
            r"count the \g<e> files in the \g<f> folder",
        ),
        (r"^dial\s+(?P<n>\+?\d[\d\s()-]{5,}\d)\s+and\s+(?:start|place|make)\s+the\s+call\b", r"call \g<n>"),
        (
            r"^switch\s+to\s+video\s+mode\s*,?\s+and\s+(?:record|take|shoot)\s+(?P<n>one|a)\s+video\b",
            r"take \g<n> video",
        ),
        (r"^(?:locate|find)\s+(?P<x>the\s+.+?)\s+and\s+rename\s+it\s+to\s+", r"rename \g<x> to "),
        (r"\bthe\s+most\s+recently\s+recorded\s+track\b", "my most recent track"),
        (r"^(?:enable|activate|turn\s+on)\s+shuffle(?:\s+mode)?\b", "turn on shuffle"),
        (
            r"^play\s+all\s+(?:my\s+|the\s+)?videos\s+in\s+(?:sequence|order)\b",
            "play all my videos one after the other",
        ),
        (
            r"^record\s+a\s+new\s+(?P<k>\w+)\s+track\s*,?\s+and\s+when\s+saving\s+it\s*,?\s+name\s+it\s+",
            r"record a \g<k> track and save it as ",
        ),
        (
            rf"^set\s+the\s+(?P<t>{_QUOTE})\s+event\s+on\s+(?P<d>[^,.]+?)\s+to\s+repeat\s+(?:every\s+week|weekly)\.?"
            r"(?:\s+do\s+not\s+change\s+anything\s+else\.?)?",
            r"make the event \g<t> on \g<d> repeat weekly, without changing anything else about it",
        ),
        (
            rf"^tell\s+me\s+when\s+the\s+(?P<t>{_QUOTE})\s+event\s+(?P<d>on\s+[^,]+?(?:,\s+\d{{4}})?)\s+starts,?\s+in\s+hh:mm\b",
            r"what time does the event \g<t> \g<d> start? Answer in the format HH:MM",
        ),
        (
            rf"^create\s+(?P<f>{_FILE})\s+containing\s+(?:exactly\s+)?the\s+same\s+text\s+as\s+(?P<g>{_FILE})",
            r"create a new note named \g<f> with the same text as \g<g>",
        ),
        (
            rf"^create\s+the\s+playlist\s+(?P<p>{_QUOTE})\s+with\s+(?P<l>.+?)\s+in\s+that\s+order\s*,?\s+then\s+export\s+it\s+to\s+the\s+"
            r"downloads?\s+folder\b",
            r"create a playlist titled \g<p> with the following songs, in order: \g<l>. Then export the playlist to the "
            r"Downloads directory on the device",
        ),
    )
)
# "Open workout_18.txt in Markor and append the following text at the bottom: …".
_OPEN_FILE_APPEND = re.compile(
    rf"^open\s+(?P<f>{_FILE})\s+in\s+markor\s+and\s+(?:append|add)\s+(?:the\s+following\s+(?:text|line)\s+)?(?:at|to)\s+the\s+"
    r"(?:bottom|end)(?:\s+of\s+(?:it|the\s+note))?\s*:\s*",
    re.I,
)
_CALL_BACK_TEXTED = re.compile(
    r"\bcall\s+back\s+the\s+number\s+from\s+which\s+the\s+(?:latest|last|most\s+recent)\s+(?:sms|text(?:\s+message)?|message)\s+"
    r"was\s+received\b",
    re.I,
)


def navigation_leads(text: str) -> str:
    """``text`` with the way to a job dropped and the job said in its app; unchanged when it says no way there."""
    text = _LABEL.sub("", text)
    text = sentence_steps(text)  # "add two contacts. First: A. Second: B.": the items listed
    text = _CALL_BACK_TEXTED.sub("call the number that just texted me", text)
    text = _OPEN_FILE_APPEND.sub(lambda m: f"Edit {m.group('f')} in Markor. Add to the bottom of the note ", text)
    way = _WAY_IN.match(text)
    lead = way or _IN_APP.match(text)
    if lead is None:
        return text
    app, rest = lead.group("a"), _THERE(sentence_steps(lead.group("rest")))
    if way is not None and _POP_UPS.match(rest):
        return text  # "open files and allow any permissions": the app opened, its pop-ups dealt with, as said
    if _ASKS.match(rest) and (way is not None or _ASKED_AFTER.match(rest)):
        # ("tell me the title of …" had been read as a message to send)
        rest = re.sub(r"^tell\s+me\s+(?=(?:what|which|who|when|where|how)\b)", "", rest, flags=re.I)
        rest = re.sub(r"^tell\s+me\s+(?=(?:the|my)\b)", "what is ", rest, flags=re.I)
        # A question reads with its app after it, as the benchmark asks: "what time does … start in X?"
        end = _SENTENCE_END.search(rest)
        if end is None:
            return f"{rest} in {app}"
        return f"{rest[: end.start()]} in {app}{'?' if end.group(0) == '?' else '.'}{rest[end.end() :]}"
    if way is None and rest == lead.group("rest"):
        return text  # a plain "In X, …" with nothing to say otherwise: left as it was
    return f"In {app}, {rest}"
