"""Jobs said offhand, met in the first run of people set 94 and mended as whole classes into the wording the grammar
reads (``courtesy.plain`` applies ``OFFHAND`` outside quoted text): a text said to have failed and to be sent again;
the records said first and "put those in" an app after a dash; an app "pulled up" and whatever it asks allowed; a
record "logged twice" or "two identical" ones, one to keep; an address "passed on" to someone; a day's plans "off"
and the day cleared; "these" rows after a colon, an article before a listed name; an event's title said first with
its repeat and no verb; a recipe's name before a sentence of its labelled fields; an amount "for an X" whose name
carries no article; a note's "first line" said with the blank line after it, and "then rename the file" meaning it.
Sets 96, 97, 101 and 102 found the classes under their comments below."""

from __future__ import annotations

import re

from ..patterns import rx
from .rewrites import Replacement

_DAY = (
    r"(?:today|tonight|tomorrow|(?:this\s+|next\s+)?(?:mon|tues|wednes|thurs|fri|satur|sun)day|"
    r"(?:mon|tues|wednes|thurs|fri|satur|sun)day)"
)
_REPEAT = r"(?:every\s+(?:day|week|month|year|(?:mon|tues|wednes|thurs|fri|satur|sun)day)|daily|weekly|monthly|yearly)"
# A name said first is never one of these: they start a request of their own.
_VERB_FIRST = (
    r"(?:add|put|make|create|schedule|set|new|start|plan|remind|book\s+(?:a|an|the|me|my)|delete|move|cancel)\b"
)


# "add a first line "X" with an empty line after it": X at the top, a blank line between it and what was there.
_FIRST_LINE = re.compile(
    r"\b(?P<v>add|put|insert|write)\s+(?:a\s+|the\s+)?(?:new\s+)?(?:first|top|opening)\s+line\s*:?\s*"
    r"(?P<q>\"[^\"]+\"|“[^”]+”)(?P<b>\s*,?\s*(?:with|and|plus|followed\s+by)\s+(?:an?\s+)?(?:empty|blank)\s+line\s+"
    r"(?:after|under|below|beneath)\s+(?:it|that))?",
    re.I,
)


def offhand_whole(text: str) -> str:
    """``text`` with a note's new first line said as the grammar reads it; the quoted line itself as said."""
    return _FIRST_LINE.sub(
        lambda m: f"{m['v']} {m['q']} at the top" + (" with a blank line after it" if m["b"] else ""), text
    )


def _listed_without_articles(found: re.Match[str]) -> str:
    """ "Farmers market, Train ticket and the Winter boots": names as the app lists them, no article before any."""
    names = rx(r"(?:(?<=,)|(?<=\band))\s+(?:the|my)\s+(?=(?-i:[A-Z]))").sub(" ", found.group("n"))
    return f"{found.group('v')} these {found.group('k')}: {names}"


OFFHAND: tuple[tuple[str, Replacement], ...] = (
    # "that text to Greta didn't go through, send it again": the message just sent to them, resent.
    (
        r"^(?:that|the|my)\s+(?:last\s+)?(?:text|message|sms)\s+(?:i\s+sent\s+)?to\s+(?P<n>.+?)\s+(?:didn['’]?t|did\s+not|"
        r"never|failed\s+to|won['’]?t)\s+(?:go\s+through|send|get\s+sent|arrive|deliver|get\s+delivered)"
        r"(?:\s+i\s+think)?\s*[,.;–—-]+\s*(?:so\s+)?(?:can\s+you\s+|could\s+you\s+|please\s+|pls\s+)?"
        r"(?:send\s+it\s+(?:again|one\s+more\s+time)|resend\s+it|try\s+(?:sending\s+it\s+)?again)\s*[.!?]?$",
        r"resend the message I just sent to \g<n>",
    ),
    # "the recipes in a.txt that take 10 mins - put those in broccoli": the records said first, then where they go.
    (r"\b(?P<k>recipes|expenses|rows)\s+(?P<w>.+?)\s+that\s+only\s+take\b", r"\g<k> \g<w> that take"),
    (
        r"^(?P<x>the\s+(?:recipes|expenses|rows)\b.+?)\s*[-–—:]\s*(?:please\s+|pls\s+)?(?P<v>put|copy|save|stick|move)\s+"
        r"(?:them|those|these|'em)\s+(?P<p>in|into|to)\s+(?P<a>.+)$",
        r"\g<v> \g<x> \g<p> \g<a>",
    ),
    # "pull up files, allow whatever it asks": opened, and the permissions it asks for allowed.
    (r"^(?:pull|bring)\s+up\s+", "open "),
    (
        r"\b(?:allow|accept|grant|ok|okay|approve)\s+(?:whatever|anything|everything|all)\s+(?:(?:it|that)\s+)?"
        r"(?:asks(?:\s+for)?|wants|needs|pops\s+up|requests)\b",
        "allow the permissions it asks for",
    ),
    # "I think I logged an expense twice, delete the extra one": the extra copies of duplicates.
    (
        r"^(?:i\s+think\s+|i\s+guess\s+|looks\s+like\s+|oops,?\s+)?i(?:\s+(?:may|might)\s+have|'ve)?\s+(?:logged|entered|added|"
        r"saved|put\s+in|recorded)\s+(?:an?|one|the\s+same|some)\s+(?P<k>expense|recipe)s?\s+twice\s*[,.;–—-]+\s*(?:so\s+)?"
        r"(?:please\s+)?(?:delete|remove|get\s+rid\s+of|bin|trash)\s+the\s+(?:extra|second|duplicate|spare)"
        r"(?:\s+(?:one|copy|entry))?\s*[.!]?$",
        r"delete the duplicate \g<k>s, keep one of each",
    ),
    # "there are two identical Pancakes recipes, keep just one": the same, the kind named after its copies.
    (
        r"^there(?:'s|\s+are|\s+is)\s+(?:two|2|a\s+couple\s+of|several|some)\s+(?:identical|duplicate|matching)\s+"
        r"(?:.+?\s+)?(?P<k>recipe|expense)s?\b(?:\s+(?:in|on)\s+[\w ]+?)?\s*[,.;–—-]+\s*(?:so\s+)?(?:please\s+)?"
        r"(?:keep|leave)\s+(?:just\s+|only\s+)?one(?:\s+of\s+(?:them|each))?\s*[.!]?$",
        r"delete the duplicate \g<k>s, keep one of each",
    ),
    # "pass the address Hana sent me on to Priya by text": that address, texted to them.
    (
        r"^(?:pass|(?:send|forward)(?=.*\bsent\s+me\s+(?:on|along|over)\s+to\b))\s+(?:on\s+|along\s+)?the\s+"
        r"(?P<w>address|location|place)\s+(?P<b>.+?)\s+(?:just\s+)?"
        r"sent\s+me\s+(?:on\s+|along\s+|over\s+)?to\s+(?P<a>.+?)(?:\s+(?:by|via|in\s+a)\s+(?:text|sms|message))?\s*[.!]?$",
        r"text \g<a> the \g<w> \g<b> sent me",
    ),
    # "saturday's plans are off, clear the whole day in my calendar": that day's events deleted.
    (
        rf"^(?P<d>{_DAY})(?:['’]s)?\s+(?:plans?|events?|schedule|stuff|things)\s+(?:are|is)\s+(?:off|cancell?ed|scrapped|"
        r"not\s+happening)\s*[,.;–—-]+\s*(?:so\s+)?(?:please\s+)?(?:clear|wipe|empty)\s+(?:the\s+whole\s+day|the\s+day|"
        r"it(?:\s+all)?|everything|them(?:\s+all)?)\b",
        r"clear \g<d>",
    ),
    # "delete these from my expenses: A, B and the C": the rows named, as the app lists them.
    (
        r"^(?P<v>delete|remove|get\s+rid\s+of)\s+these\s+from\s+(?:my\s+|the\s+)?(?P<k>expenses|recipes|notes|contacts)"
        r"\s*:\s*(?P<n>.+)$",
        _listed_without_articles,
    ),
    # "Lunch with Sam every day from march 18th, …": an event's title first, then its repeat, and no verb (one said
    # last, "… - add to calendar", is read where it stands).
    (
        rf"^(?!{_VERB_FIRST})(?!.*\b(?:add|put|save|schedule|create)\s+(?:(?:it|that|this)\s+)?(?:to|in|on)\b)"
        rf"(?P<t>(?-i:[A-Z])[\w' ]+?)\s+(?={_REPEAT}\s+(?:from|starting|beginning|on|at)\b)",
        r"add an event \g<t> ",
    ),
    # "save a recipe for X in broccoli. description …, 2 servings, …": the name, then its fields after a colon.
    (
        r"^(?:save|add|put|enter|make|create)\s+(?:a\s+|the\s+|my\s+)?(?:new\s+)?recipe\s+(?:for|called|named|titled)\s+"
        r"(?P<t>[^.:]+?)(?P<w>\s+(?:in|into|to)\s+(?:the\s+)?broccoli(?:\s+app)?)?\s*[.,]\s+"
        r"(?=(?:description|servings?|serves|ingredients|source|prep)\b)",
        r"new recipe \g<t>\g<w>: ",
    ),
    # "…, then rename the file b.md": the note the request is about, renamed.
    (
        r"\b(?P<c>then|and)\s+rename\s+(?:the\s+|that\s+)?(?:file|note)\s+(?:to\s+|as\s+)?(?=[\w-]+\.(?:md|txt)\b)",
        r"\g<c> rename it to ",
    ),
    # "log $436.78 for an Online course, Education": the expense is named "Online course".
    (
        r"^(?P<v>log|add|record|enter|put\s+(?:in|down))\s+(?P<a>[$£€]\d[\d,]*(?:\.\d\d)?)\s+for\s+(?:an?|the|my)\s+"
        r"(?=(?-i:[A-Z]))",
        r"\g<v> \g<a> for ",
    ),
    # Set 96. "this monday, 10am to 8pm - what's booked?": the day and hours said first, then asked about.
    (
        rf"^(?P<d>{_DAY}(?:\s+the\s+\d{{1,2}}(?:st|nd|rd|th))?)\s*,\s*(?P<r>(?:from\s+)?\d[^-–—?:]*?)\s*[-–—:]\s*"
        r"what(?:'s|\s+is|\s+have\s+i\s+got)\s+(?:booked|on|scheduled|planned)\s*\??\s*(?P<f>titles?(?:\s+only)?)?\s*$",
        lambda m: (
            f"what events do I have {m['d']} {m['r'] if m['r'].startswith('from') else 'from ' + m['r']}?"
            + (" titles only" if m["f"] else "")
        ),
    ),
    # "the Piano lesson thing in my calendar - where is it held?": asked of that event.
    (
        r"^the\s+(?P<t>.+?)\s+(?:thing|one|event|appointment|meeting)\s+(?:in|on)\s+my\s+calendar\s*[-–—,:]\s*"
        r"where\s+is\s+(?:it|that)(?:\s+(?:held|happening|taking\s+place|again))?\s*\??$",
        r"where is the \g<t> event held?",
    ),
    # "turn off bluetooth please, switch it off": the same switch said twice is one step.
    (
        r"^(?P<a>turn\s+(?P<w>off|on)\s+[\w-]+)(?:\s+please)?\s*,\s*(?:just\s+)?(?:switch|turn|flip|put)\s+it\s+(?P=w)"
        r"\s*[.!]?$",
        r"\g<a>",
    ),
    # "from recipes.txt, add every 10 mins recipe to broccoli": the recipes of that file that take that long.
    (
        r"^from\s+(?P<f>[\w-]+\.(?:txt|md))\s*,\s*(?P<v>add|copy|put|save)\s+(?:every|each|all(?:\s+the)?)\s+"
        r"(?P<t>\d+\s*(?:mins?|minutes?))\s+recipes?\s+(?P<p>to|into|in)\s+",
        r"\g<v> the recipes from \g<f> that take \g<t> \g<p> ",
    ),
    (
        r"^(?P<v>add|copy|put|save)\s+(?:every|each|all(?:\s+the)?)\s+(?P<t>\d+\s*(?:mins?|minutes?))\s+recipes?\s+"
        r"(?:from|in)\s+(?P<f>[\w-]+\.(?:txt|md))\s+(?P<p>to|into|in)\s+",
        r"\g<v> the recipes from \g<f> that take \g<t> \g<p> ",
    ),
    # "pause the timer on the stopwatch": the stopwatch's own running time, not the timer.
    (r"\b(?P<v>pause|stop|start|resume|run)\s+the\s+timer\s+on\s+the\s+stopwatch\b", r"\g<v> the stopwatch"),
    # "the to-dos in my joplin Work folder": the folder named after the app.
    (r"\bin\s+my\s+joplin\s+(?P<f>\S+)\s+(?P<k>folder|notebook)\b", r"in my \g<f> \g<k> in joplin"),
    # "Ravi Brennan isn't a contact I need anymore, delete him": that contact deleted.
    (
        r"^(?P<n>(?-i:[A-Z])[\w'-]+(?:\s+(?-i:[A-Z])[\w'-]+)?)\s+(?:isn['’]?t|is\s+not|is\s+no\s+longer)\s+a\s+contact\s+"
        r"i\s+(?:need|want|use|keep)(?:\s+any\s*more)?\s*[,.;–—-]+\s*(?:so\s+)?(?:please\s+)?(?:delete|remove)\s+"
        r"(?:him|her|them|it)\s*[.!]?$",
        r"delete the contact \g<n>",
    ),
    # Set 97. "record my interview, save the recording as X": audio recorded, saved under that name.
    (r"\bsave\s+the\s+(?:recording|clip|memo|audio(?:\s+file)?|file)\s+(?=as\b)", "save it "),
    (r"\b(?P<r>record\s+audio)\s*,?\s*(?:and\s+)?then\s+(?=save\s+it\s+as\b)", r"\g<r> and "),
    (
        r"^(?:i\s+(?:want|need)\s+to\s+)?record\s+(?:my|the|an?|this|our)\s+(?:interview|lecture|meeting|talk|podcast|"
        r"speech|class|lesson|thoughts|voice|rehearsal|practice)\b(?=\s*(?:,|and\b|then\b))",
        "record audio",
    ),
    # Set 103. "I want to record something, save the file as X": audio, whatever is said into it.
    (
        r"^(?:i\s+(?:want|need)\s+to\s+)?record\s+(?:something|anything|a\s+(?:bit|sec|second|moment)|some\s+audio|"
        r"a\s+(?:quick\s+)?(?:clip|memo|voice\s+note))\b(?:\s+(?:real\s+)?quick)?(?=\s*(?:,|and\b|then\b))",
        "record audio",
    ),
    # "some recipes show up more than once, delete the extras so there's one of each": duplicates, one of each kept.
    (
        r"^(?:some|a\s+few|a\s+couple\s+of|there\s+are\s+(?:some|a\s+few))\s+(?P<k>recipe|expense)s\s+(?:show\s+up|appear|"
        r"are\s+(?:saved|listed|in\s+there))\s+(?:more\s+than\s+once|twice|multiple\s+times|two\s+times)"
        r"(?P<a>\s+in\s+(?:broccoli|pro\s+expense|my\s+\w+\s+app))?\s*[,.;–—-]+\s*(?:so\s+)?(?:please\s+|pls\s+|can\s+you\s+)?"
        r"(?:delete|remove|get\s+rid\s+of|clean\s+up|clear\s+out)\s+the\s+(?:extras?|extra\s+(?:ones|copies)|copies|"
        r"duplicates|dupes|doubles)(?:\s+so\s+(?:there'?s|there\s+is|i\s+have)\s+(?:just\s+|only\s+)?one\s+(?:of\s+each|each|left))?"
        r"\s*[.!]?$",
        r"delete the duplicate \g<k>s\g<a>, keep one of each",
    ),
    # "open the new contact form and enter A B with phone X labelled work": the fields of an unsaved contact.
    (
        r"^(?:open|go\s+to|bring\s+up)\s+(?:the\s+|a\s+)?new\s+contact\s+(?:form|screen|page)\s+and\s+"
        r"(?:enter|type|fill\s+in|put\s+in|put)\s+",
        "new contact ",
    ),
    (
        r"\s+with\s+(?:the\s+)?(?:phone(?:\s+number)?|number|mobile(?:\s+number)?)\s+(?P<n>\+?\d[\d ()-]{6,}\d)\s+"
        r"(?:labell?ed|marked|tagged|as)\s+(?P<l>work|home|mobile|main|other)\b",
        r", \g<n> as \g<l> phone",
    ),
    # "enter A B, X as work phone, but do not save": a name and a number entered unsaved are a contact's form,
    # never a number to dial.
    (
        r"^(?:enter|type|fill\s+in|put\s+in)\s+(?P<r>(?-i:[A-Z])[\w'-]+\s+(?-i:[A-Z])[\w'-]+\s*,?\s+.*?\+?\d[\d ()-]{6,}\d.*?)"
        r"\s*,?\s*(?:but\s+)?(?:do\s+not|don['’]?t|no)\s+sav(?:e|ing)\b",
        r"new contact \g<r>, do not save",
    ),
    # "whoever just texted me, write back X": a reply to the latest message.
    (
        r"^(?:whoever|the\s+(?:person|one)\s+who)\s+(?:just\s+)?(?:texted|messaged|wrote\s+to)\s+me(?:\s+last)?\s*[,:–—-]+\s*"
        r"(?:please\s+)?(?:write|text|reply|answer)(?:\s+(?:back|them|him|her))*\s*:?\s+",
        "reply to the latest message with ",
    ),
    # "tidy up markor by moving a.md into Archive": the act said after "by" is the request.
    (
        r"^(?:tidy|clean|sort)\s+up\s+(?P<a>[\w ]+?)\s+by\s+(?P<v>mov|delet|renam|remov)ing\s+(?P<x>.+?)\s*[.!]?$",
        r"\g<v>e \g<x> in \g<a>",
    ),
    # "Priya needs the address Hana texted me, send it to her": that address texted on.
    (
        r"^(?P<a>(?-i:[A-Z])[\w'-]+(?:\s+(?-i:[A-Z])[\w'-]+)?)\s+needs\s+the\s+(?P<w>address|location|place)\s+"
        r"(?P<b>(?-i:[A-Z])[\w'-]+(?:\s+(?-i:[A-Z])[\w'-]+)?)\s+(?:just\s+)?(?:texted|sent)\s+me\s*[,.;–—-]+\s*(?:so\s+)?"
        r"(?:please\s+)?(?:send|text|forward|pass)\s+it\s+(?:on\s+)?(?:to\s+)?(?:her|him|them)\s*[.!]?$",
        r"text \g<a> the \g<w> \g<b> sent me",
    ),
    # "when am I next seeing Greta? like March 18 2030 14:00": the next meeting with them, the example no value.
    (
        r"^when\s+am\s+i\s+next\s+(?:seeing|meeting(?:\s+with)?)\s+(?P<p>.+?)\s*\?\s*(?:like|e\.?g\.?|as\s+in|format)\s*:?\s*"
        r"[\w ]*\d[\d :]*$",
        r"when is my next meeting with \g<p>?",
    ),
    # "I forgot where Piano lesson is - what's the location in my calendar": that event's place asked.
    (
        # (an address asked after a dash is reworded first as "location of …": read whole either way)
        r"^(?:location\s+of\s+)?i\s+(?:forgot|can['’]?t\s+remember|cannot\s+remember|don['’]?t\s+remember)\s+where\s+"
        r"(?:my\s+|the\s+)?(?P<t>.+?)\s+is\s*[-–—,:.]\s*(?:what['’]?s|what\s+is)\s+(?:the|its)"
        r"(?:\s+(?:location|place|address))?(?:\s+(?:in|on)\s+my\s+calendar)?\s*\??$",
        r"what is the location of my \g<t> event?",
    ),
    # "I want a.md, b.md and c.md merged into one note called d.md, …": merged, in the words the grammar reads.
    (
        r"^i(?:['’]?d\s+like|\s+want|\s+need)\s+(?P<x>[\w-]+\.(?:md|txt)(?:\s*,\s*[\w-]+\.(?:md|txt))*\s*(?:,\s*)?and\s+"
        r"[\w-]+\.(?:md|txt))\s+(?:merged|combined|joined)\s+into\s+(?:one|a\s+(?:single\s+|new\s+)?)\s*note\s+",
        r"merge \g<x> into a new note ",
    ),
    # "quick check in joplin - is X a to-do?": the question, asked in that app.
    (
        r"^(?:(?:just\s+)?a\s+)?quick\s+(?:check|question)\s+in\s+(?P<a>\w+)\s*[-–—:,]\s*(?P<q>[^?]+?)\s*\?",
        r"\g<q> in \g<a>?",
    ),
    # "how many attendees were listed in my Budget sync note": that meeting's attendees.
    (
        r"\bhow\s+many\s+(?:attendees|people|participants)\s+(?:were|are)\s+(?:listed|named|there)\s+in\s+"
        r"(?:my\s+|the\s+)?(?!the\b|meeting\b)(?P<t>.+?)\s+(?:meeting\s+)?(?:note|notes|meeting)\b",
        r"how many attendees were present in the meeting titled '\g<t>'",
    ),
    # "I'm taking March 19 off so please cancel everything in the calendar that day": that day's events deleted.
    (
        r"^i(?:['’]m|\s+am)\s+(?:taking|having)\s+(?P<d>.+?)\s+off\s*,?\s*(?:so\s+)?(?:please\s+)?(?:cancel|clear|delete|remove)\s+"
        r"(?:everything|all(?:\s+my)?\s+events?)(?:\s+(?:in|on|from)\s+(?:the|my)\s+calendar)?\s+(?:that\s+day|then|on\s+it)"
        r"\s*[.!]?$",
        r"delete all events on \g<d>",
    ),
    # "I need a copy of a.jpg in Download, it's in DCIM now. use the gallery": copied between the two folders.
    (
        r"^i\s+need\s+a\s+copy\s+of\s+(?P<f>[\w-]+\.\w{2,4})\s+in\s+(?P<to>\w+)\s*,\s*it(?:['’]s|\s+is)\s+in\s+(?P<fr>\w+)"
        r"(?:\s+now)?\s*[.,;]?\s*(?:use\s+(?:the\s+)?(?P<a>gallery|files)(?:\s+app)?)?\s*[.!]?$",
        lambda m: (
            f"copy {m['f']} in {m['fr']} and save a copy with the same name in {m['to']}"
            + (f" using the {m['a']}" if m["a"] else "")
        ),
    ),
    # A situation said first that the request points back to or needs nothing from: "the internet's down, I think
    # wifi is off - turn it on", "missed a call, call that number back", "…a list of my X, what are they?", "road trip
    # time! …", "baking Shortbread tonight, how much garlic did my note say?", "my kid's cartwheel, quick start a video".
    (
        r"^.*?\b(?P<s>wi-?fi|bluetooth)\s+(?:is|seems|['’]s)\s+(?:to\s+be\s+)?(?:off|on|disabled|enabled|down)\b.*?[-–—,.;]\s*"
        r"(?:so\s+)?(?:can\s+you\s+|could\s+you\s+|please\s+)?(?:turn|switch|put)\s+it\s+(?P<w>on|off)\b[^,;]*$",
        r"turn \g<w> \g<s>",
    ),
    (
        # (never when a time or number is said: "… at 8:40 …, call them back" is that row's call back)
        r"^(?!.*\d).*\bmissed\s+(?:a|the|their|his|her)\s+call\b.*?[,.;–—-]\s*(?:so\s+)?(?:please\s+)?(?:call|ring|phone)\s+"
        r"(?:that\s+number|them|that\s+person|it|whoever\s+it\s+was)\s+back\b[^,;]*$",
        "return the call I just missed",
    ),
    (r"^.*\b(?:a\s+)?list\s+of\s+(?P<x>my\s+[^,]+?)\s*,\s*what\s+are\s+they\s*\??$", r"what are \g<x>?"),
    (r"^(?:it['’]?s\s+)?[\w' ]{1,30}?\s+time\s*!+\s*", ""),
    (
        r"^(?:i['’]?m\s+)?(?:baking|making|cooking)\s+(?P<r>.+?)\s+(?:tonight|today|tomorrow|later|now)\s*[,.;–—-]\s*how\s+much\s+"
        r"(?P<i>[\w ]+?)\s+(?:did|does|do)\s+(?:my|the)\s+(?P<a>joplin\s+)?(?:note|recipe)\s+(?:say|need|list)\s*\??$",
        lambda m: f"how much {m['i']} goes in the {m['r']} recipe" + (" in joplin?" if m["a"] else "?"),
    ),
    (
        r"^.+?[,.;!–—-]\s*(?:quick(?:ly)?\s*,?\s+)?(?P<r>(?:start|take|shoot|record)\s+(?:a\s+|the\s+|one\s+)?(?:quick\s+)?"
        r"(?:video|photo|picture|pic|selfie)\b[^,;]*)$",
        r"\g<r>",
    ),
    # Set 101. "A, B, C - all three can come out of my expenses": those rows deleted.
    (
        r"^(?P<n>[^-–—:]+?)\s*[-–—:]\s*(?:all\s+(?:three|two|four|five|of\s+them)|they|both)\s+(?:can|should|need\s+to|must)\s+"
        r"(?:come\s+out\s+of|go\s+from|be\s+(?:deleted|removed)\s+from)\s+(?:my\s+|the\s+)?(?P<k>expenses|recipes|contacts)\s*[.!]?$",
        r"delete these \g<k>: \g<n>",
    ),
    # (said in the passive, "… - both should be removed from my expenses" is reworded "remove … - both from …")
    (
        r"\s*[-–—]\s*(?:all\s+(?:three|two|four|five|of\s+them)|both|all)\s+(?=from\s+(?:my\s+|the\s+)?(?:expenses|recipes|contacts)\b)",
        " ",
    ),
    # "forward Hana's address text to Priya": the address she sent, texted on.
    (
        r"^(?:forward|send|pass\s+on)\s+(?P<b>(?-i:[A-Z])[\w'-]+(?:\s+(?-i:[A-Z])[\w'-]+)?)['’]s,?\s+(?P<w>address|location)\s+"
        r"(?:text|message|sms)\s+to\s+(?P<a>.+?)\s*[.!]?$",
        r"text \g<a> the \g<w> \g<b> sent me",
    ),
    # "chicken curry - delete from broccoli": a recipe named in lower case, deleted.
    (
        r"^(?P<t>[a-z][\w' ]*?)\s*[-–—:]\s*(?:delete|remove)(?:\s+it)?\s+from\s+(?P<a>broccoli|(?:my\s+)?recipes)\s*[.!]?$",
        r"delete the \g<t> recipe from \g<a>",
    ),
    (
        r"^(?P<v>delete|remove)\s+(?!the\b|my\b|all\b|every\b|any\b|these\b|recipes?\b)(?P<t>(?-i:[a-z][a-z' ]*?))\s+from\s+(?P<a>broccoli)\b",
        r"\g<v> the \g<t> recipe from \g<a>",
    ),
    # "duplicate a.jpg from DCIM into Download": copied.
    (r"\bduplicate\s+(?=[\w-]+\.\w{2,4}\b)", "copy "),
    # "disconnect from wifi, turn it off": the switch turned off.
    (
        r"^disconnect\s+from\s+(?:the\s+)?(?P<s>wi-?fi|bluetooth)\b(?:\s*,\s*(?:turn|switch)\s+it\s+off\b)?",
        r"turn off \g<s>",
    ),
    # "get files open, deal with any permission popups": opened, its pop-ups cleared (never bought).
    (r"^get\s+(?P<a>[\w ]+?)\s+(?:open|opened|up)\b", r"open \g<a>"),
    (r"\bdeal\s+with\s+(?:any|all|the)\s+(?:permission\s+)?(?:pop-?ups?|prompts?|dialogs?)\b", "clear any pop-ups"),
    # "calendar tomorrow 8-9am Yoga class": an entry for the calendar.
    (
        r"^(?:calendar|cal)\s*[:,]?\s+(?=(?:today|tomorrow|tonight|(?:mon|tues|wednes|thurs|fri|satur|sun)day|this|next|on)\b)",
        "add to calendar ",
    ),
    # "recurring event: Lunch with Sam, daily from 18 march, …, no end date": an event repeating from that day.
    (
        r"^(?:a\s+)?(?:new\s+)?(?:recurring|repeating)\s+event\s*:\s*(?P<t>[^,]+?)\s*,\s*(?P<r>daily|weekly|monthly|yearly)\s+",
        lambda m: (
            f"add an event {m['t']} every "
            + {"daily": "day", "weekly": "week", "monthly": "month", "yearly": "year"}[m["r"].lower()]
            + " "
        ),
    ),
    (r",\s*(?:with\s+)?no\s+end(?:\s+date)?\s*,", ", forever,"),
    # "joplin Shortbread recipe - garlic amount?": how much of it the recipe needs.
    (
        r"^(?P<j>joplin\s+)?(?P<r>(?-i:[A-Z])[\w' ]+?)\s+recipe\s*[-–—:]\s*(?P<i>[\w ]+?)\s+(?:amount|quantity)\s*\??$",
        lambda m: f"how much {m['i']} goes in the {m['r']} recipe" + (" in joplin?" if m["j"] else "?"),
    ),
    # Set 102. "my recipes.txt has some quick recipes, add those to broccoli": the file said first as where the records are.
    (
        r"^(?:my\s+|the\s+)?(?P<f>[\w-]+\.\w{2,4})\s+(?:file\s+|note\s+)?(?:has|contains|lists|has\s+got|got)\s+"
        r"(?:some|a\s+few|a\s+couple(?:\s+of)?|a\s+bunch\s+of|a\s+list\s+of)?\s*(?P<d>[\w -]*?)\s*(?P<x>recipes|expenses)\b"
        r"(?P<w>[^,.;]*?)"
        r"\s*[,.;–—-]+\s*(?:so\s+)?(?:please\s+|pls\s+|can\s+you\s+|could\s+you\s+)?(?P<v>add|put|copy|save|stick)\s+"
        r"(?:them|those|these|'em)(?:\s+ones)?\s+(?P<p>in|into|to)\s+(?P<a>.+)$",
        lambda m: f"{m['v']} the {m['d'] + ' ' if m['d'] else ''}{m['x']} from {m['f']}{m['w']} {m['p']} {m['a']}",
    ),
)
