"""The formal turns inside a question, said as the readers know them (first tries, sessions 25 to 27): "what is the
start time of the event titled X", "the activity type that was recorded the greatest number of times", "on the
playlist "X"", "during the current week, which begins on Monday", "according to Simple Calendar Pro". One table,
applied to a question once it is asked as one (formal_questions.py)."""

from __future__ import annotations

import re

from .apps_said import APPS_SAID
from .rewrites import Rewrites

_APPS = APPS_SAID
_QUOTE = r"(?:'[^']+'|\"[^\"]+\"|“[^”]+”)"
_SCHEDULED = re.compile(r"^\s+scheduled\b", re.I)
_PERSON = r"(?-i:[A-Z])\w+(?:\s+(?-i:[A-Z])\w+)?"
_PLAIN = Rewrites(
    (
        (
            rf"\bwhat\s+is\s+the\s+start(?:ing)?\s+time\s+of\s+(?:the\s+)?(?:(?:event|appointment|meeting)\s+(?:(?:titled|called|named)\s+)?)?"
            rf"(?P<t>{_QUOTE})(?:\s+(?:event|appointment|meeting))?(?P<rest>[^?]*)\?",
            lambda m: f"what time does the event {m.group('t')}{_SCHEDULED.sub('', m.group('rest'))} start?",
        ),
        (rf"\bfrom\s+(?=(?:the\s+)?(?:{_APPS})\b)", "in "),
        (
            r"\bwhat\s+is\s+the\s+(?P<n>(?:[\w-]+\s+){0,2}?(?:type|category|kind|song|track|video|file|event|recipe|expense|"
            r"note|contact|activity|day|date|playlist))\s+(?:that|which)\s+(?P<v>was|were|is|are|has|had)\b(?![^?]*\bcalled\s*\?)",
            r"which \g<n> \g<v>",
        ),
        (r"\bthe\s+(?:greatest|largest|highest)\s+number\s+of\s+times\b", "most often"),
        # "where does my Piano lesson event take place": where it is.
        (
            r"\bwhere\s+(?:does|do|will)\s+(?P<x>(?:the|my)\s+[^?]+?)\s+(?:take\s+place|happen|be\s+held)\b",
            r"where is \g<x>",
        ),
        (r"\bwhat\s+is\s+the\s+(?:caller|person|contact)\s+whose\s+call\s+", "whose call "),
        # "What is the number of expenses categorized as Food" (had counted every expense: a false done).
        (r"\bwhat\s+is\s+the\s+(?:total\s+)?(?:number|count)\s+of\s+(?=(?:\w+\s+){0,2}?\w+s\b)", "how many "),
        (
            r"\b(?P<n>expenses|items|files|songs|videos|events|activities|recipes|notes|tasks)\s+categori[sz]ed\s+(?:as|under)\s+"
            r"(?P<c>(?-i:[A-Z])[\w ]*?)(?=\s+in\b|\s*\?)",
            r"\g<n> are in the \g<c> category",
        ),
        (
            r"\b(?P<h>how\s+many\s+(?:[\w.-]+\s+){0,2}?\w+s)\s+(?:present|contained|stored|located|found)\s+in\b",
            r"\g<h> are in",
        ),
        (r"\bthe\s+phone\s+app['’]s\s+call\s+(?:log|history)\b", "my call log in the Phone app"),
        (r"^(?P<h>how\s+many\s+missed\s+calls)\s+in\b", r"\g<h> are in"),
        (
            r"\bcheck\s+using\s+the\s+(?P<a>\w+)\s+app\s+and\s+reply\s+with\s+the\s+count\b",
            r"Use the \g<a> app and answer with the number only",
        ),
        (r"\bwith\s+whom\s+am\s+i\s+(?:currently\s+)?on\s+a\s+call\b", "who am I on a call with right now"),
        (
            r"^of\s+all\s+the\s+(?P<k>song|video|file)s\s+in\s+(?P<w>[^,]+),\s+which\s+(?:has|had|is)\s+the\s+longest(?:\s+(?:duration|length))?\?",
            r"which \g<k> in \g<w> is the longest?",
        ),
        (
            r"\bwhat\s+are\s+(?:all\s+)?(?:the\s+)?songs\s+by\s+(?P<a>(?-i:[A-Z])\w+(?:\s+(?-i:[A-Z])\w+)?)\s+in\s+(?P<p>vlc|retro\s+music)\b",
            r"which songs by \g<a> do I have in \g<p>",
        ),
        (
            r"\bwhat\s+is\s+the\s+song\s+(?:that\s+is\s+)?(?:currently\s+)?playing\s+in\s+(?P<a>vlc|retro\s+music)(?:\s+(?:right\s+)?now)?",
            r"what song is playing in \g<a> right now",
        ),
        (
            r"\bwhat\s+amount\s+was\s+(?:recorded|logged|entered|spent)\s+(?:for|on)\s+the\s+expense\s+",
            "how much was the expense ",
        ),
        (r"\bwhat\s+are\s+the\s+(?:names|titles)\s+of\s+the\s+(?:video\s+files|videos)\s+in\b", "which videos are in"),
        (
            r"\bwhat\s+is\s+the\s+(?:caller|name\s+of\s+the\s+caller)\s+of\s+(?:the|my)\s+(?:most\s+recent|latest|last)\s+missed\s+call\b",
            "who was my last missed call from",
        ),
        (
            r"\bwhat\s+is\s+the\s+person\s+(?:on|in)\s+the\s+(?:current|ongoing|active)\s+call\b",
            "who am I on a call with right now",
        ),
        (r",\s+using\s+the\s+(?P<a>\w+)\s+app\s*\?", r" in \g<a>?"),
        (
            r"\b(?P<n>(?:\w+\s+)?(?:phone\s+)?number)\s+(?:saved|stored|listed|recorded)\s+(?:for|under)\s+",
            r"\g<n> of ",
        ),
        (
            r"\bwhat\s+is\s+my\s+average\s+speed\s+in\s+(?P<u>km/h|mph)\s+(?:across|over|for)\s+(?P<x>[^?]+?)\?",
            r"what is my average speed over \g<x>, in \g<u>?",
        ),
        (
            r"\bwhat\s+are\s+(?:all\s+)?the\s+(?P<x>video\s+files|videos|files|songs|notes|recordings)\s+(?:(?:located|stored|contained|saved|kept)\s+)?in\b",
            lambda m: f"which {'videos' if m.group('x').lower() == 'video files' else m.group('x')} are in",
        ),
        (
            rf"\bwhat\s+is\s+the\s+time\s+of\s+(?:the|my)\s+(?:most\s+recent|latest|last)\s+call\s+(?:received\s+)?from\s+(?P<n>{_PERSON})",
            r"at what time did \g<n> last call me",
        ),
        (
            rf"\bwhat\s+is\s+the\s+time\s+of\s+(?:the|my)\s+(?:most\s+recent|latest|last)\s+call\s+with\s+(?P<n>{_PERSON})",
            r"at what time was my last call with \g<n>",
        ),
        (rf"\bthe\s+(?P<a>Retro\s+Music|VLC)\s+playlist\s+(?P<p>{_QUOTE})", r"the \g<p> playlist in \g<a>"),
        (
            r"\bhow\s+many\s+servings\s+(?:are\s+)?(?:specified|listed|given|stated)\s+(?:in|for)\s+the\s+(?P<r>[\w ]+?)\s+recipe\b",
            r"how many servings does the recipe \g<r> make",
        ),
        # s26l: "how much did the Bakery expense cost", "Which Broccoli recipes can be prepared in less than 20 minutes".
        (
            r"\bwhich\s+broccoli\s+recipes\s+can\s+(?:be\s+(?:prepared|made|cooked)|I\s+(?:make|prepare|cook))\s+in\s+(?:less\s+than|under)\s+",
            "which recipes in Broccoli take under ",
        ),
        (
            r"\bhow\s+much\s+did\s+the\s+(?P<n>(?-i:[A-Z])[\w' ]*?)\s+expense\s+cost\b",
            r"how much was the expense '\g<n>'",
        ),
        # s26g: "on my Simple Calendar Pro calendar", "according to Simple Calendar Pro", "files in Download were …".
        (rf"\b(?:on|in)\s+my\s+(?P<a>{_APPS})\s+(?:calendar|agenda|library|list)\b", r"in \g<a>"),
        (rf"(?<!,)\s+(?:according\s+to|per|as\s+per)\s+(?P<a>{_APPS})(?=\s*[?.,])", r" in \g<a>"),
        (rf",\s+(?:according\s+to|per|as\s+per)\s+(?P<a>{_APPS})(?=\s*\?)", r" in \g<a>"),
        (
            r"\bfiles\s+in\s+(?:the\s+|my\s+)?(?P<f>(?-i:[A-Z])\w+)\s+(?=(?:were|are|was|have|got)\b)",
            r"files in my \g<f> folder ",
        ),
        # s26d: "List every Broccoli recipe that contains garlic among its ingredients", "Provide the file names of the
        # videos in the "X" playlist", "Determine the folder in which a.mkv is stored".
        (r"\bwhat\s+are\s+(?:all|every|each)\s+broccoli\s+recipes?\b", "what are the recipes in Broccoli"),
        (
            r"\bwhat\s+are\s+(?:all\s+)?(?:the\s+)?recipes\s+(?P<w>in\s+\w+\s+)?(?:that|which)\s+(?:include|contain|use|call\s+for)s?\s+"
            r"(?P<i>[\w ]+?)(?:\s+as\s+an\s+ingredient|\s+(?:among|in)\s+(?:its|their)\s+ingredients)?\?",
            r"which recipes \g<w>use \g<i>?",
        ),
        (
            rf"\bwhat\s+(?:is|are)\s+the\s+(?:file\s+)?(?:names?|titles?)\s+of\s+(?:the\s+|all\s+the\s+)?(?P<k>videos|songs|items|files)\s+"
            rf"(?:in|on)\s+the\s+(?P<p>{_QUOTE})\s+playlist\b",
            r"which \g<k> are on my \g<p> playlist",
        ),
        (
            r"\bwhat\s+is\s+the\s+folder\s+(?:in\s+which|where)\s+(?:the\s+(?:video|song|file)\s+)?(?P<f>[\w-]+\.\w{2,4})\s+is\s+"
            r"(?:stored|located|saved|kept)\b",
            r"in which folder is the video \g<f> stored",
        ),
        (
            r"\bhow\s+many\s+(?P<n>\w+)\s+(?P<np>(?:the|my)\s+[^?]+?)\s+(?:contains|has|includes|holds)\b",
            r"how many \g<n> are in \g<np>",
        ),
        (
            rf"\bhow\s+much\s+(?P<i>[\w ]+?)\s+the\s+(?P<r>{_QUOTE}|[\w ]+?)\s+recipe\s+(?:requires|needs|calls\s+for|uses)\b",
            r"what quantity of \g<i> do I need for the recipe \g<r>",
        ),
        (
            r"\bwhat\s+is\s+the\s+most\s+(?:frequently|often|commonly)\s+(?:recorded|logged|tracked)\s+(?P<n>activity\s+type|type|category)\b"
            r"(?P<rest>[^?]*?)(?:\s+for\s+(?P<m>january|february|march|april|may|june|july|august|september|october|november|december))?\?",
            lambda m: (
                f"which {m.group('n')} did I record most often{m.group('rest')}"
                + (f" in {m.group('m')}" if m.group("m") else "")
                + "?"
            ),
        ),
        # "the duration, in minutes, of the 'Haircut' event": how long it is.
        (
            rf"\bwhat(?:\s+is|['’]s)\s+the\s+(?:duration|length)\s*(?:,?\s*in\s+(?P<u>minutes|hours)\s*,?)?\s+of\s+(?:the\s+)?"
            rf"(?P<x>(?:event\s+)?{_QUOTE}[^?]*?|[^?]*?\bevent\b[^?]*?)\?",
            lambda m: f"how long is the {m.group('x')}?" + (f" Answer in {m.group('u')}." if m.group("u") else ""),
        ),
        (r"^does\s+(?P<x>.+?)\s+(?:appear|exist|show\s+up|feature)\s+(?P<p>in|on)\b", r"is \g<x> \g<p>"),
        (r"^does\s+(?P<x>.+?)\s+belong\s+to\b", r"is \g<x> in"),
        (
            r"\bwhat\s+is\s+the\s+(?:title|name)\s+of\s+the\s+song\s+(?:that\s+)?(?P<a>vlc|retro\s+music)\s+is\s+(?:currently\s+)?playing\b",
            r"what song is playing in \g<a> right now",
        ),
        (rf"\b(?:on|in)\s+the\s+playlist\s+(?:(?:named|called|titled)\s+)?(?P<p>{_QUOTE})", r"on the \g<p> playlist"),
        (
            r"\bthe\s+(?P<k>track|song|video|recording)\s+with\s+the\s+(?:longest|greatest)\s+(?:duration|length|running\s+time)\b",
            r"the longest \g<k>",
        ),
        (r",?\s+(?:which|that)\s+(?:begins|starts)\s+(?:on|from)\s+monday\s*\?", "? The week starts on Monday."),
        (
            r"\b(?P<h>how\s+many\s+[\w\s-]+?\s+are)\s+(?:contained|stored|kept|located|found|saved|listed|present)\s+in\b",
            r"\g<h> in",
        ),
        (r"\bwhich\s+of\s+(?:my|the)\s+broccoli\s+recipes\b", "which recipes in Broccoli"),
        # s27e: "Identify the person I am currently on a call with", "list the songs in the 'X' playlist that are less
        # than 3 minutes long", "find the location of the event X".
        (
            r"\b(?:what|who)\s+is\s+the\s+(?:person|contact|caller|one)\s+(?:that\s+|who(?:m)?\s+)?I(?:\s+am|['’]m)\s+"
            r"(?:currently\s+|now\s+)?(?:on\s+(?:a|the)\s+call|talking|speaking)\s+(?:with|to)(?:\s+(?:right\s+)?now)?",
            "who am I on a call with right now",
        ),
        (
            r"\bthat\s+are\s+(?:less|shorter)\s+than\s+(?P<n>\d+)\s+minutes(?:\s+long)?\b",
            r"that are shorter than \g<n> minutes",
        ),
        (
            r"\b(?P<h>location|address|place)\s+of\s+the\s+event\s+(?:(?:named|called|titled)\s+)?(?=(?-i:[A-Z]))",
            r"\g<h> of my ",
        ),
    )
)


def plain_questions(question: str) -> str:
    """``question`` with the formal turns inside it said plainly; unchanged when it has none."""
    return _PLAIN(question)
