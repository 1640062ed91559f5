"""Questions people ask of their apps, met in the first run of people set 81, each mended as a class into the wording
the grammar reads (``courtesy.plain`` applies ``ASKED_OF_APPS`` after the other tables, outside quoted text):

* a span said in a remark before the question ("ugh, busy week - how many runs did I get in?", "last week was rough. how far did I walk?") is the question's span:
  read without it, the count had been over every track and reported done;
* "right now" after a question about a list is the list as it stands, not today's entries;
* what was "ticked off" or "finished" for a day asked with "what have I …" is the tasks completed for it;
* how much of something a recipe "called for", how many "showed up" to a meeting, whether a note is "one of my todos or
  just a note";
* "did I log any activities yesterday? give me a count": the count asked, not a yes or no;
* what expenses "come to", money "blown" or "splashed" on something: what was spent (what something "set me back" is
  colloquial_mends.py's);
* "got any recipes with garlic?": the recipes that have it;
* "what time's X on the 26th": what time X is;
* a total said as a noun ("food total for Mar 2-8, just the number") or spent in the passive: what I spent on it;
* a list named by a bound with the answer's form after ("recipes quicker than 20 min to make, titles"): which are;
* "my events <days>, titles please": the events listed;
* "which vlc playlist is X on?": the app said before the kind is the app asked of (people set 126).
"""

from __future__ import annotations

import re

from .rewrites import Replacement

# A span already said in the question: the remark's is not added to it.
_SPAN_SAID = re.compile(
    r"\b(?:this|last|next|past|since|today|yesterday|tonight|so\s+far|(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|"
    r"dec)\w*|(?:mon|tues|wednes|thurs|fri|satur|sun)day|week|month|ever|altogether|in\s+total|all\s+time)\b",
    re.I,
)
_REMARKED_SPAN = {"week": "this week", "month": "this month"}
_REMARK = (
    r"(?:busy|long|crazy|hectic|rough|tough|lazy|slow|big|quiet|mad|wild|full[\s-]on|heavy|light|intense|packed|"
    r"good|great|bad|awful|terrible|productive)"
)
# A span a situation told first names: "it's been a busy week", "last week was a mess", "rough month".
_TOLD_SPAN = re.compile(rf"\b(?:(?P<a>this|last|past)|{_REMARK})\s+(?P<s>week|month)\b", re.I)
# "pro expense: …", "In Broccoli, …": the app a question is for, said before it.
_APP_FIRST = r"(?P<lead>(?:in\s+)?[\w ]{3,30}?[,:]\s*)?"
_ASKS = re.compile(r"^(?:how|what|did|have|do|which|any)\b[^?]*\?", re.I)


def _span_from_remark(match: re.Match[str]) -> str:
    question = match.group("q").rstrip()
    if _SPAN_SAID.search(question):
        return f"{question}?"
    return f"{question} {_REMARKED_SPAN[match.group('s').lower()]}?"


def span_from_situation(request: str, situation: str) -> str:
    """A question with no span of its own after a situation that names one ("ugh, busy week - how many runs did I get
    in?") asks over that span; any other request is unchanged."""
    told = _TOLD_SPAN.search(situation)
    asked = _ASKS.match(request)
    if told is None or asked is None or _SPAN_SAID.search(asked.group(0)):
        return request
    said = told.group("s").lower()
    span = f"last {said}" if (told.group("a") or "").lower() in ("last", "past") else _REMARKED_SPAN[said]
    end = asked.end() - 1
    return f"{request[:end].rstrip()} {span}{request[end:]}"


ASKED_OF_APPS: tuple[tuple[str, Replacement], ...] = (
    # "ugh, busy week - how many bike rides did I get in?", "what a month! how far have I cycled?": the remark's span.
    (
        r"^(?:(?:ugh|man|wow|phew|oof|whew|god|geez|jeez|so|well)[,!.]*\s+)?(?:(?:what|such)\s+an?\s+|a\s+|another\s+"
        r"|it'?s\s+been\s+an?\s+|been\s+an?\s+)?"
        rf"{_REMARK}\s+(?P<s>week|month)\s*(?:[-–—,.!:;]+\s*)+"
        r"(?P<q>(?:how|what|did|have|do|which|any)\b[^?]*)\?",
        _span_from_remark,
    ),
    # "how many minutes did I block for my haircut on march 23?": the time set aside for an event is its length.
    (
        r"^how\s+(?:many\s+(?:minutes|mins|hours)|much\s+time|long)\s+(?:did|do|have)\s+I\s+(?:block(?:ed)?(?:\s+(?:off|out))?|"
        r"book(?:ed)?|set\s+aside|reserve[d]?|put\s+down|schedule[d]?)\s+(?:for\s+)?(?P<x>[^?]+?)\s*\?",
        r"how long is \g<x>? in minutes",
    ),
    # "what's high priority on my to-do list right now?": the list as it stands.
    (
        r"^(?P<q>(?:what|which|how\s+many)\b(?:(?!\b(?:playing|call|line|talking|on\s+the\s+phone)\b)[^?])*?)\s*,?\s+"
        r"(?:right\s+now|at\s+the\s+moment|currently|atm)\s*\?",
        r"\g<q>?",
    ),
    # "what have I already ticked off for friday?", "what did I finish on March 18?": the tasks completed for a day.
    (
        r"^what\s+(?:have|did)\s+I\s+(?:already\s+)?(?:completed|complete|finished|finish|done|ticked\s+off|"
        r"checked\s+off|crossed\s+off|got\s+done)\s+(?=(?:for|on|by|due)\b)",
        "which tasks have I completed ",
    ),
    # "how much garlic did the Shortbread recipe call for?": the amount the recipe needs.
    (
        r"^how\s+much\s+(?P<i>\w+(?:\s+\w+)?)\s+(?:did|does|will)\s+(?:the\s+|my\s+)?(?!I\b)(?P<x>(?-i:[A-Z])[\w' ]*?)"
        r"(?:\s+recipe)?\s+(?:call\s+for|need|take|use|want|ask\s+for)\b",
        r"how much \g<i> do I need for the \g<x> recipe",
    ),
    # "how many showed up to the Budget sync meeting?": its attendees counted.
    (
        r"^how\s+many\s+(?:people\s+|folks\s+|of\s+us\s+|attendees\s+)?(?:showed\s+up|turned\s+up|came|were\s+there|"
        r"made\s+it|went)\s+(?:to|at|for)\s+(?:the\s+|my\s+)?(?P<x>.+?)\s+meeting\b",
        r"how many people attended the \g<x> meeting",
    ),
    # "is Fix the bike one of my todos or just a note?": whether it is a todo.
    (
        r"^is\s+(?P<x>.+?)\s+(?:one\s+of\s+my|in\s+my|among\s+my)\s+(?:todos|to-dos|to\s+dos)\b(?P<a>\s+in\s+joplin)?"
        r"(?:\s+or\s+(?:just\s+)?(?:a\s+)?(?:plain\s+|regular\s+|normal\s+|ordinary\s+)?note)?\s*\?",
        r"is \g<x> a todo\g<a>?",
    ),
    (
        r"^(?P<q>is\s+.+?\s+a\s+(?:todo|to-do)\b(?:\s+in\s+joplin)?)\s+or\s+(?:just\s+)?(?:a\s+)?"
        r"(?:plain\s+|regular\s+|normal\s+|ordinary\s+)?note\s*\?",
        r"\g<q>?",
    ),
    # "did I record any activities yesterday? give me a count": how many.
    (
        r"^(?:did|have)\s+I\s+(?P<v>record(?:ed)?|log(?:ged)?|track(?:ed)?|do|done)\s+any\s+(?P<x>[\w-]+(?:\s+(?!(?:yesterday|today|this|last|on|in|since|over|during|at|for)\b)"
        r"[\w-]+)?)(?P<w>\s+[^?]*)?\?\s*(?:(?:just\s+)?(?:give\s+me\s+)?(?:a|the)\s+(?:count|number)|how\s+many(?:\s+\w+)?|"
        r"count\s+(?:them|please|pls))\b",
        lambda m: f"how many {m['x']} did I record{m['w'] or ''}?",
    ),
    # "what have all my Lunch expenses come to?": what was spent on them.
    (
        r"^what\s+(?:have|do|did)\s+(?:all\s+)?(?:of\s+)?my\s+(?P<x>.+?)\s+(?:expenses|costs|purchases)\s+"
        r"(?:come|came|add(?:ed)?\s+up|amount(?:ed)?|total(?:led)?)\s+to\b",
        r"how much did I spend on \g<x> in total",
    ),
    # "how much have I blown on Transportation?": spent.
    (
        r"^(?P<h>how\s+much\s+(?:money\s+)?(?:have|did)\s+I)\s+(?:blown|blow|splashed|splash|dropped|drop|forked\s+out|"
        r"fork\s+out|shelled\s+out|shell\s+out|splashed\s+out|splash\s+out|splurged|splurge|burned|burnt|burn|wasted|waste)\s+(?=on\b)",
        r"\g<h> spent ",
    ),
    # "got any recipes with garlic in them?", "do I have any recipes using garlic?": the recipes that have it.
    (
        r"^(?:(?:have\s+)?I\s+got\s+|got\s+|do\s+I\s+have\s+|are\s+there\s+)?any\s+recipes\s+(?:with|using|that\s+"
        r"(?:use|have|need|call\s+for)|containing|calling\s+for)\s+(?P<i>[\w-]+(?:\s+[\w-]+)?)(?:\s+in\s+(?:them|it))?\s*\?",
        r"which recipes have \g<i> in them?",
    ),
    # "count my VLC videos", "my Broccoli recipes": the things in that app.
    (
        r"\bmy\s+(?P<a>vlc|markor|broccoli|opentracks|retro\s+music|pro\s+expense)\s+(?P<k>videos|songs|playlists|notes|"
        r"recipes|tracks|activities|expenses)\b(?!\s+(?:in|on|from)\b)",
        r"my \g<k> in \g<a>",
    ),
    # "which of my recipes in Broccoli have garlic in them?": the recipes that use it, the app kept where it was said.
    (
        r"^which\s+(?:of\s+(?:my|the)\s+)?recipes\s+(?P<w>in\s+broccoli\s+)(?:have|contain|include|need)\s+"
        r"(?P<i>[\w-]+(?:\s+[\w-]+)?)(?:\s+in\s+(?:them|it))?\s*\?",
        r"which recipes \g<w>use \g<i>?",
    ),
    # "Add up all my Lunch expenses in Pro Expense and tell me the sum": what was spent on them in total, asked.
    (
        r"^(?:please\s+)?(?:add|sum|total|tot)\s+up\s+(?:all\s+)?(?:of\s+)?(?:my\s+|the\s+)?(?P<k>[\w ]+?)\s+expenses\b"
        r"(?P<w>\s+(?:in|on|from)\s+[\w ]+?)?\s*(?:,|\band\b)\s*(?:then\s+)?(?:tell|give|show|send)\s+me\s+(?:the\s+)?"
        r"(?:sum|total|result)\b",
        r"how much did I spend on \g<k> in total\g<w>? answer with the total",
    ),
    # "Open ideas_71.txt in Markor and tell me its contents": what the note says, asked.
    (
        r"^(?:please\s+)?(?:open|read)\s+(?:the\s+note\s+)?(?P<f>[\w-]+\.(?:md|txt))(?P<a>\s+in\s+[\w ]+?)?\s*(?:,|\band\b)\s*"
        r"(?:then\s+)?(?:tell|give|show|read)\s+(?:me\s+)?(?:its|the|what)\s+(?:contents?|text|it\s+says)\b",
        r"what does the note \g<f> say\g<a>? answer with the note's text",
    ),
    # Questions said as their noun alone: "Prep time for X in Broccoli, in minutes", "Duration of 'Haircut' on …",
    # "Broccoli: recipes containing garlic? titles".
    (
        rf"^{_APP_FIRST}(?P<a>prep(?:aration)?\s+time|cooking\s+time|servings|location|address|venue|start\s+time|"
        r"end\s+time|amount|price|cost)\s+(?:of|for)\s+"
        # (asked, never told: "prep time for X should say 45 mins" is the new value)
        r"(?![^?]*\b(?:should|is\s+now|now\s+is|to\s+be|needs?\s+to\s+be|must\s+be)\b)"
        r"(?=[^?]*\?|[^,]*,\s*(?:in\s+minutes|in\s+hours|number|just|only|please|answer))",
        lambda m: f"{m['lead'] or ''}what is the {m['a']} of ",
    ),
    (
        rf"^{_APP_FIRST}(?:the\s+)?(?:duration|length)\s+of\s+(?:the\s+)?(?:event\s+)?$",  # (a quoted title follows: an event's)
        lambda m: f"{m['lead'] or ''}how long is the event ",
    ),
    (
        rf"^{_APP_FIRST}(?P<k>recipes|notes|songs|videos)\s+(?:containing|with|using|that\s+(?:use|contain|have|mention))\s+"
        r"(?=[^?]+\?)",
        lambda m: f"{m['lead'] or ''}which {m['k']} contain ",
    ),
    # "how long is the event X on D in Simple Calendar Pro, in minutes?": the unit asked after the question's end
    (r"\s*,\s*in\s+(?P<u>minutes|hours)\s*\?\s*$", r"? answer in \g<u>"),
    # "Simple Calendar Pro — where is X held?": the app said first, set off by a dash
    (
        r"^(?P<a>simple\s+calendar(?:\s+pro)?|pro\s+expense|broccoli|markor|vlc|retro\s+music|open\s*tracks|joplin)\s+[—–-]+\s+"
        r"(?=(?:how|what|when|where|which|who|is|are|do|does|did)\b)",
        r"In \g<a>, ",
    ),
    # "which event on March 22 is last in the day?": the one that starts latest (first: earliest)
    (r"\b(?:is|comes)\s+(?:the\s+)?(?:last|latest|final)\s+(?:in|of)\s+the\s+day\b", "starts latest"),
    (r"\b(?:is|comes)\s+(?:the\s+)?(?:first|earliest)\s+(?:in|of)\s+the\s+day\b", "starts earliest"),
    # "what time's Yoga class on the 26th?"
    (r"^what\s+time'?s\s+", "what time is "),
    # "food total for Mar 2-8, just the number", "what's my taxi spend this month": what was spent on it.
    (
        rf"^{_APP_FIRST}(?:what(?:'s|\s+is|\s+was)\s+)?(?:the\s+|my\s+)?(?!(?:grand|overall|running|sub|total|the|my|a|an)\b)"
        r"(?P<k>[a-z]+)\s+(?:total|spend(?:ing)?)\s+(?=(?:for|in|on|during|between|from|over|since|this|last)\b)",
        r"\g<lead>what is the total spent on \g<k> ",
    ),
    # "how much was spent on transportation in March": what I spent.
    (r"^how\s+much\s+(?:money\s+)?(?:was|has\s+been|got)\s+spent\s+(?=on\b)", "how much did I spend "),
    # "recipes quicker than 20 min to make, titles": which of them are, the answer's form said after.
    (
        rf"^{_APP_FIRST}(?P<x>recipes|expenses|events|notes|tracks|activities|tasks|songs|videos|files)\s+(?=(?:quicker|faster|shorter|"
        r"longer|cheaper|pricier|more\s+than|less\s+than|under|over|above|below)\b[^?]*?(?:\?|,\s*(?:just\s+)?(?:the\s+)?"
        r"(?:titles?|names?)(?:\s+only)?\s*[.!]?$))",
        r"\g<lead>which \g<x> are ",
    ),
    # "my events Apr 29-May 3 in simple calendar, titles please": the answer's form says it asks for them, never that
    # an event named by the days is to be made.
    (
        rf"^{_APP_FIRST}(?:(?:and\s+)?my\s+)(?P<x>events|appointments|meetings|tasks|to-?dos)\s+(?=[^?]*?(?:,|\s[-–—])\s*"
        r"(?:just\s+)?(?:the\s+)?(?:titles?|names?)(?:\s+(?:only|please|pls|separated\s+by\s+commas|comma[- ]separated))?\s*[.!]?$)",
        r"\g<lead>list my \g<x> ",
    ),
    # "how much did I spend at the bakery": on the expense named for where it was spent.
    (
        r"^(?P<h>how\s+much\s+(?:money\s+)?(?:did|have)\s+I\s+(?:spend|spent))\s+at\s+(?:the\s+|my\s+)?(?=\w)",
        r"\g<h> on ",
    ),
    # "food spending march 2 to march 8, total?": the total asked after what it is of.
    (
        r"^(?P<x>[\w' ]+?\s+(?:spending|expenses))\s+(?P<s>(?:from|between|in|during|for|this|last|on)?\b.*?\d.*?)\s*[,:-]?\s*"
        r"(?:total|in\s+total|altogether|sum)\s*\??\s*$",
        r"total \g<x> \g<s>?",
    ),
    # "biggest spending category?", "where does most of my money go? which category": the category spent most on.
    (
        r"^(?:what(?:'s|\s+is)\s+)?(?:my\s+|the\s+)?(?:biggest|top|largest|highest|main)\s+(?:spending|expense)\s+"
        r"category\s*\??\s*$|^where\s+(?:does|did)\s+(?:most\s+of\s+)?my\s+money\s+go\s*\??\s*(?:,?\s*(?:which\s+category|(?:just\s+)?(?:the\s+)?category(?:\s+only)?)\s*[?.!]?)?\s*$",
        "which category did I spend the most on?",
    ),
    # "which vlc playlist is Glass Houses on?", "which of my markor folders has a.md?": the app said as the kind's
    # modifier is the app the question is for (had read no question).
    (
        r"^(?P<w>which|what)\s+(?:(?P<of>of\s+(?:my|the)\s+))?(?P<app>vlc|retro\s+music|markor|open\s*tracks|"
        r"pro\s+expense|broccoli|simple\s+calendar(?:\s+pro)?|joplin|files)\s+"
        r"(?P<k>playlist|folder|note|track|recipe|album|event)(?P<s>s)?\b(?=[^?]*\b(?:on|in|has|have|contains?)\b)",
        lambda found: (
            f"{found.group('app')}: {found.group('w')} {found.group('k')}"
            + ("" if found.group("of") else found.group("s") or "")
        ),
    ),
)
