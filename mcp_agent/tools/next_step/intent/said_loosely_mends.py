"""Jobs said loosely, met in the first run of people set 83 and mended as a whole class into the wording the grammar
reads (``courtesy.plain`` applies ``LOOSELY`` outside quoted text): duplicates called "doubled-up", "repeated" or "the
same recipe more than once"; a message sent "one more time"; a reply to "whoever texted last"; "when do I meet X
next"; an expense "I paid $X for"; "any recipe in a.txt that takes …"; a row's category and note both in brackets;
a note's text sent on as "that text" or "the same text by sms"; and the classes sets 85, 87, 88 and 90 found, each under
a comment naming them below."""

from __future__ import annotations

import re

from ..patterns import rx
from .rewrites import Replacement


def _paid_for(found: re.Match[str]) -> str:
    """ "i paid $436.78 for an Online course - education, monthly": the spent reading's shape, article left out."""
    category, note = found.group("c"), found.group("n")
    return f"i spent {found.group('a')} on {found.group('x')} ({category}" + (f", {note})" if note else ")")


LOOSELY: tuple[tuple[str, Replacement], ...] = (
    (r"\b(?:doubled[- ]?up|repeated|doubled|double)\s+(?P<k>recipes|expenses)\b", r"duplicate \g<k>"),
    (
        r"^i(?:\s+have|'ve|\s+got|\s+saved)(?:\s+got)?\s+the\s+same\s+(?P<k>recipe|expense)\s+(?P<w>(?:in|on)\s+[\w ]+?\s+)?(?:saved\s+)?"
        r"(?:more\s+than\s+once|twice|a\s+few\s+times|several\s+times)\s*,\s*(?:so\s+)?(?:(?:keep|leave)\s+one\s+and\s+)?"
        r"(?:delete|remove|get\s+rid\s+of)\s+the\s+(?:rest|others|extras?|copies)\b",
        lambda m: f"delete the duplicate {m.group('k')}s {m.group('w') or ''}".rstrip() + ", keep one of each",
    ),
    (
        r"(?:,\s*(?:(?:just\s+)?one\s+(?:copy\s+)?of\s+each\s+should\s+stay|leave\s+one\s+(?:copy\s+)?(?:of\s+)?each|"
        r"one\s+of\s+each\s+stays)|"
        # "… clean that up so there's just one of each": what the clean-up leaves, said as its purpose (after a
        # clean-up that names nothing; "delete the extras so …" is read whole)
        r"(?:(?<=\bup)|(?<=\bout)|(?<=\bup,)|(?<=\bout,))\s+so\s+(?:that\s+)?there(?:['’]s|\s+is|\s+will\s+be|['’]ll\s+be)\s+(?:just\s+|only\s+)?one\s+(?:copy\s+)?of\s+each"
        r"(?:\s+left)?)\s*[.!]?$",
        ", keep one of each",
    ),
    (
        r"^(?:send|text)\s+(?:my\s+|the\s+)?last\s+(?:message|text)\s+to\s+(?P<n>.+?)\s+(?:one\s+more\s+time|again|once\s+more)"
        r"\s*[.!]?$",
        r"resend the message I just sent to \g<n>",
    ),
    (
        r"\b(?:reply|text|message|write)\s+(?:back\s+)?(?:to\s+)?(?:whoever|whomever|the\s+(?:person|one)\s+(?:who|that))\s+(?:texted|messaged|wrote)(?:\s+me)?\s+"
        r"(?:last|most\s+recently)\s*(?::|\s+with|\s+saying)\s*",
        "reply to the latest message with ",
    ),
    (r"^when\s+do\s+i\s+(?:meet|see)\s+(?P<p>.+?)\s+next\b", r"when am I meeting \g<p> next"),
    (
        r"^i\s+paid\s+(?P<a>\$\d[\d,]*(?:\.\d\d)?)\s+for\s+(?:an?\s+|the\s+|my\s+)?(?P<x>(?-i:[A-Z])[\w' ]*?)\s*(?:[-–—:,]\s*)"
        r"(?P<c>[A-Za-z][A-Za-z ]*?)(?:\s*,\s*(?:note\s+)?(?P<n>[^.,;]+?))?\s*\.\s*(?=add|log|put|save|record)",
        lambda m: _paid_for(m) + ". ",
    ),
    (
        r"\b(?:any|every|each)\s+recipe\s+(?P<w>in|from)\s+(?P<f>[\w-]+\.(?:md|txt))\s+that\s+takes\s+(?P<t>[^,]+?)\s*,\s*"
        r"(?:copy|put|add)\s+it\s+(?P<p>into|to)\s+broccoli\b",
        r"copy the recipes \g<w> \g<f> that take \g<t> \g<p> broccoli",
    ),
    (
        r"\b(?:any|every|each)\s+recipe\s+(?P<w>in|from)\s+(?P<f>[\w-]+\.(?:md|txt))\s+that\s+takes\b",
        r"the recipes \g<w> \g<f> that take",
    ),
    # "Winter boots 366.32 (clothes, work trip)": an amount with its category and note in brackets, the dollar sign
    # left out, is the row "$366.32 (Clothes, Work trip)" reads.
    (r"(?<![\w$.,])(?P<a>\d[\d,]*\.\d\d)(?=\s*\([A-Za-z][A-Za-z ]*,)", r"$\g<a>"),
    # "… and then send the same text by sms to +1…", "then send that text to +1…": the note's whole text, texted.
    (
        r"\bsend\s+(?:the\s+same\s+text|that\s+text|the\s+text|it)\s+(?:(?:by|via|over|as\s+an?)\s+(?:sms|text(?:\s+message)?)\s+)?"
        r"to\s+(?=\+?\d)",
        "text the whole note to ",
    ),
    # Set 85's: "put A, B and C in the retro music queue", "reply <text> to +1…", "name it a.md and write …", "where am I
    # going for X?", "open audio recorder, record …", "above everything in a.md", "playlist N in retro music with …",
    # "a.md containing …", "then sms the note's text to …", "someone just texted me, call that number".
    (
        r"^(?:put|add|stick|throw)\s+(?P<x>.+?)\s+(?:in|on|into|to)\s+(?:the\s+|my\s+)?(?P<a>retro\s+music|vlc)(?:'s)?\s+queue\b",
        r"in \g<a> queue up \g<x>",
    ),
    (
        r"^reply\s+(?!to\b|back\b|with\b)(?P<m>.+?)\s+(?:back\s+)?to\s+(?P<n>\+?\d[\d\s().-]{6,}\d)\s*[.!]?$",
        r"reply to \g<n> with \g<m>",
    ),
    (
        r"\b(?:and\s+)?(?:name|call|title)\s+it\s+(?P<f>[\w-]+\.(?:md|txt))\s+and\s+(?:write|put|type|say)\s+(?:in\s+)?",
        r"called \g<f> with the text ",
    ),
    (r"^where\s+am\s+i\s+(?:going|headed|heading|supposed\s+to\s+go)\s+for\s+(?:my\s+|the\s+)?", "where is my "),
    (
        r"^(?:open|launch|go\s+to)\s+(?:the\s+)?(?P<a>audio\s+recorder|camera|clock)(?:\s+app)?\s*(?:,|\s+and)\s*(?:then\s+)?"
        r"(?=(?:record|take|start|set|run|shoot)\b)",
        r"in \g<a>, ",
    ),
    (
        r"^\s*(?:above|before|ahead\s+of)\s+everything(?:\s+else)?\s+(?:in|of)\s+(?=[\w-]+\.(?:md|txt)\b)",
        " at the top of ",
    ),
    (r"^playlist\s+(?P<n>.+?)\s+(?P<a>in\s+(?:retro\s+music|vlc))\s+with\s+", r"create a playlist \g<n> \g<a> with "),
    (r"\bthen\s+export\s+(?=to\s+(?:the\s+)?downloads?\b)", "then export it "),
    (
        r"\b(?P<f>[\w-]+\.(?:md|txt))(?P<w>\s+in\s+markor)?\s+containing\s+(?!the\s+(?:following|text|words)\b|[\"“':])",
        r"\g<f>\g<w> with the text ",
    ),
    (
        # "… the laptop. then sms the whole note to +1…": after the text's full stop too (people set 104)
        r"(?:\s+|(?<=\.)\s*)(?:and\s+)?then\s+(?:sms|text|send)\s+"
        r"(?:the\s+note['’]?s\s+(?:text|contents?)|the\s+(?:(?:whole|entire|full)\s+)?note|its\s+(?:text|contents?))"
        r"\s+(?:(?:by|via|over)\s+sms\s+)?to\s+(?=\+?\d)",
        " and then text the whole note to ",
    ),
    (
        r"^(?:someone|somebody|a\s+number)\s+(?:just\s+)?(?:texted|messaged|sent)\s+me(?:\s+a\s+(?:text|message))?\s*[,.;-]+\s*"
        r"(?:please\s+|pls\s+|can\s+you\s+)?call\s+(?:that\s+number|them|it|that\s+person)(?:\s+back)?\s*[.!]?$",
        "call the number that just texted me",
    ),
    # Set 87's: "new audio recording, save as X", "X was actually a run, change its type", "garlic for the X recipe - how
    # much?", "every 10-minute recipe from a.txt", "save a X recipe: …", "X is now at 3pm same day, at Y - update it", a
    # quoted text followed by "- replace the text", "as bright as possible".
    (
        r"^(?:a\s+)?new\s+(?:audio|voice)\s+(?:recording|memo|clip|note)\s*(?:,|-|and)\s*(?:then\s+)?(?:(?:save|store)\s+(?:it\s+)?"
        r"(?:as|under)|(?:name|call)\s+it(?:\s+as)?)\s+",
        "record audio and save it as ",
    ),
    (
        r"^(?P<x>(?-i:[A-Z])[\w' ]*?)\s+was\s+(?:actually|really)\s+an?\s+(?P<k>run|walk|ride|bike\s+ride|cycle|swim)\s*"
        r"(?:,|-|–|—)\s*(?:so\s+)?(?:please\s+)?(?:change|fix|update|set|correct)\s+(?:its|the)\s+(?:activity\s+)?(?:type|kind)",
        lambda m: (
            f"change the activity type of my track {m.group('x')} to "
            + {"run": "Running", "walk": "Walking", "swim": "Swimming"}.get(m.group("k").lower(), "Cycling")
        ),
    ),
    (
        r"^(?P<i>[\w ]+?)\s+(?:for|in)\s+the\s+(?P<r>(?-i:[A-Z])[\w' ]*?)\s+recipe(?P<a>\s+in\s+joplin)?\s*[-–—:,]\s*how\s+much\b\s*\??",
        r"how much \g<i> do I need for the \g<r> recipe\g<a>?",
    ),
    (
        r"\b(?:any|every|each|all(?:\s+the)?)\s+(?P<n>\d+)[- ]min(?:ute)?s?\s+recipes?\s+(?P<w>in|from)\s+"
        r"(?P<f>[\w-]+\.(?:md|txt))",
        r"the recipes \g<w> \g<f> that take \g<n> mins",
    ),
    (
        r"^(?P<v>save|add|create|make)\s+(?:a|my|the)\s+(?P<t>(?-i:[A-Z])[\w' ]*?)\s+recipe\s*:",
        r"\g<v> a recipe \g<t>:",
    ),
    (
        r"^(?P<x>(?-i:[A-Z])[\w' ]*?)\s+is\s+now\s+at\s+(?P<t>\d{1,2}(?::\d\d)?\s*(?:am|pm))(?:\s*,?\s*(?:the\s+)?same\s+day)?"
        r"\s*,\s*(?:at|in)\s+(?P<p>[^,]+?)\s*(?:[-–—,]\s*(?:please\s+)?(?:update|change|fix)\s+(?:it|that))?\s*[.!]?$",
        r"move the event \g<x> to \g<t> the same day and set its location to \g<p>",
    ),
    (
        r"^\s*[-–—,]\s*(?:just\s+)?(?:replace|overwrite)\s+(?:the\s+|its\s+)?(?:text|contents?|what'?s\s+there|it)\s*[.!]?$",
        "",
    ),
    (
        r"^(?:(?:make|set|turn|put)\s+(?:it|the\s+screen|the\s+display|brightness)\s+)?as\s+(?P<e>bright|dim|dark)\s+as\s+"
        r"(?:possible|it\s+goes|it\s+can\s+go|you\s+can)\s*[.!]?$",
        lambda m: "set brightness to " + ("max" if m.group("e").lower() == "bright" else "min"),
    ),
    # Set 108's: the screen said as one's own, dimmed or brightened to its end ("dim my screen as low as it goes",
    # "brighten my display as high as it goes"); brightening with no end said is no guess at one.
    (
        r"^(?:dim|darken|turn\s+down)\s+(?:my|the\s+phone'?s|my\s+phone'?s)\s+(?:screen|display)\b(?:\s+(?:(?:right|"
        r"all\s+the\s+way)(?:\s+down)?|fully|completely|totally|as\s+far\s+as\s+it\s+goes))?"
        r"(?:\s*,?\s*(?:as\s+low\s+as\s+it\s+(?:goes|will\s+go)|(?:the\s+)?lowest\s+it\s+goes))?"
        r"\s*(?:please|pls|plz)?[.!]?$",
        lambda m: "set brightness to min",
    ),
    (
        r"^(?=.*\b(?:all|fully|completely|far|high|bright|highest|brightest)\b)(?:brighten|turn\s+up|light\s+up)\s+"
        r"(?:the|my|the\s+phone'?s|my\s+phone'?s)\s+(?:screen|display)\b(?:\s+(?:(?:right|all\s+the\s+way)(?:\s+up)?|"
        r"fully|completely|as\s+far\s+as\s+it\s+goes))?(?:\s*,?\s*(?:as\s+(?:high|bright)\s+as\s+it\s+(?:goes|will\s+go)|"
        r"(?:the\s+)?(?:highest|brightest)\s+it\s+goes))?\s*(?:please|pls|plz)?[.!]?$",
        lambda m: "set brightness to max",
    ),
    # Set 88's: "every day at 12 from march 18: X, …, never ending", "text back the most recent person: …", "call the
    # note b.md", "X meeting - how many were there?", "switch the wifi on if it's off", "can I get bluetooth on",
    # "retro music: make N (a, b, in order)".
    (
        r"^(?P<r>every\s+(?:day|week|month|year)|daily|weekly|monthly)\s+at\s+(?P<t>\d{1,2}(?::\d\d)?(?:\s*(?:am|pm))?|noon)\s+"
        r"(?P<d>(?:from|starting)\s+[^:,]+?)\s*:\s*(?P<x>(?-i:[A-Z])[^,]+?)\s*,\s*",
        lambda m: (
            f"{m.group('x')} {m.group('r')} {m.group('d')} at "
            + ("noon" if m.group("t") == "12" else m.group("t"))
            + ", "
        ),
    ),
    (
        r"\s*,\s*(?:and\s+)?(?:never\s+ending|no\s+end(?:\s+date)?|(?:repeating\s+)?forever|indefinitely)\s*[.!]?$",
        lambda m: (
            ""
            if rx(r"\b(?:every\s+(?:day|week|month|year)|daily|weekly|monthly|yearly)\b", re.I).search(m.string)
            else m.group(0)
        ),
    ),
    (
        r"\b(?:text|reply|write|message)\s+(?:back\s+)?(?:to\s+)?the\s+(?:most\s+recent|last|latest)\s+(?:person|sender|texter)"
        r"(?:\s+who\s+(?:texted|messaged|wrote)(?:\s+me)?)?\s*(?::|\s+with|\s+saying)\s*",
        "reply to the latest message with ",
    ),
    (
        r",?\s+(?:and\s+)?(?:then\s+)?(?:call|name)\s+the\s+(?:note|file)\s+(?=[\w-]+\.(?:md|txt)\b)",
        ", and rename it to ",
    ),
    (
        r"^(?:in\s+joplin\s*,\s*)?(?:the\s+)?(?P<m>(?-i:[A-Z])[\w' ]*?)\s+meeting\s*[-–—:,]\s*how\s+many\s+(?:people\s+)?"
        r"(?:were\s+(?:there|at\s+it)|attended|came|showed\s+up|went)\s*\??",
        r"how many attendees were present in the meeting titled '\g<m>' in joplin?",
    ),
    (
        r"^(?:switch|turn|put)\s+(?:the\s+)?(?P<s>wi-?fi|bluetooth)\s+(?P<o>on|off)\s+if\s+(?:it['’]?s|it\s+is)\s+(?:not\s+)?"
        r"(?:already\s+)?(?:on|off)(?:\s+already)?\s*[.!]?$",
        r"turn \g<o> \g<s>",
    ),
    (
        r"^(?:can|could)\s+(?:i|we|you)\s+(?:get|have|put)\s+(?:the\s+)?(?P<s>wi-?fi|bluetooth)\s+(?P<o>on|off)\b\s*\??\s*$",
        r"turn \g<o> \g<s>",
    ),
    (
        r"^(?P<a>retro\s+music|vlc)\s*:\s*(?:make|create)\s+(?:a\s+playlist\s+)?(?P<n>(?:(?!\bwith\b)[^():])+?)\s*"
        r"\((?!\s*(?:keep|in|that)\b)(?P<s>[^()]+?)"
        r"(?:,\s*in\s+(?:that\s+)?order)?\)",
        r"create a playlist \g<n> in \g<a> with \g<s>, in order,",
    ),
    # Set 90's: a day off said first, then its events deleted "that day"; "my wifi's off, turn it back on"; "log X in pro
    # expense - 436.78, …"; "a.txt has some 10 minute recipes, add those"; "checking the X recipe - how much Y does it
    # need?"; "make c.md out of a.md and b.md"; "quick check in joplin: …"; "write a.md with …" and "sms the full text".
    (
        r"^(?:i'?m|i\s+am|we'?re|we\s+are)\s+(?:off|away|out|busy|sick|travell?ing)\s+(?P<d>(?:this|next)\s+\w+day|on\s+\w+day|"
        r"tomorrow|today)\s*,?\s*(?:so\s+)?(?:please\s+)?(?P<v>delete|clear|cancel|remove|wipe)\s+(?P<x>everything|all(?:\s+(?:my\s+)?"
        r"events)?)\s+(?:on|in|from)\s+(?:my\s+)?calendar\s+(?:for\s+)?that\s+day\b",
        r"\g<v> \g<x> on my calendar \g<d>",
    ),
    (
        r"^(?:my\s+|the\s+)?(?P<s>wi-?fi|bluetooth)(?:['’]s|\s+is)\s+(?:off|on|down|disconnected)\s*,?\s*(?:(?:can|could)\s+you\s+|"
        r"please\s+)?(?:turn|switch|put)\s+it\s+(?:back\s+)?(?P<o>on|off)\b\s*\??",
        r"turn \g<o> \g<s>",
    ),
    (
        r"^(?P<v>log|add|enter|record)\s+(?P<x>(?-i:[A-Z])[\w' ]*?)\s+(?:in|to|into)\s+(?:pro\s+expense|(?:my\s+)?expenses)\s*[-–—:]\s*"
        r"\$?(?P<m>\d[\d,]*\.\d\d)\s*,",
        r"\g<v> \g<x>, $\g<m>,",
    ),
    (
        r"^(?P<f>[\w-]+\.(?:md|txt))\s+has\s+(?:some|a\s+few|a\s+couple\s+of)\s+(?P<c>.+?)\s+recipes\s*,\s*(?:so\s+)?(?:please\s+)?"
        r"(?P<v>add|copy|put)\s+(?:those|them|these)\s+(?P<p>to|into)\s+",
        r"\g<v> the \g<c> recipes from \g<f> \g<p> ",
    ),
    (
        r"^(?:checking|looking\s+at|reading)\s+(?:the\s+)?(?P<r>(?-i:[A-Z])[\w' ]*?)\s+recipe(?P<a>\s+in\s+joplin)?\s*[-–—:,]\s*how\s+"
        r"much\s+(?P<i>[\w ]+?)\s+does\s+it\s+(?:need|take|call\s+for|use)\b\s*\??",
        r"how much \g<i> do I need for the \g<r> recipe\g<a>?",
    ),
    (
        r"^(?:make|create)\s+(?P<n>[\w-]+\.(?:md|txt))(?P<a>\s+in\s+markor)?\s+(?:out\s+of|from)\s+"
        r"(?P<s>[\w-]+\.(?:md|txt)(?:\s*(?:,|and)\s*[\w-]+\.(?:md|txt))+)",
        r"combine \g<s> into a new note \g<n>\g<a>",
    ),
    (r"^(?:quick\s+)?(?:check|question)\s+in\s+(?P<a>joplin|markor|tasks|opentracks|broccoli)\s*:\s*", r"in \g<a>, "),
    (r"\bwrite\s+(?P<f>[\w-]+\.(?:md|txt))\s+with\s+(?!the\s+(?:text|words)\b)", r"create \g<f> with the text "),
    # "in markor, create a.md … and then text the whole note to …": the app said first is the note's, not the text's.
    (
        r"^in\s+markor\s*,?\s*(?P<v>create|make|write|add|save)\s+(?P<f>[\w-]+\.(?:md|txt))\s+(?=.*\btext\s+the\s+whole\s+note\b)",
        r"\g<v> \g<f> in markor ",
    ),
    (
        r"\s+and\s+(?:then\s+)?(?:sms|text|send)\s+the\s+(?:full|whole|entire)\s+(?:text|note|thing)\s+(?:(?:by|via)\s+sms\s+)?"
        r"to\s+(?=\+?\d)",
        " and then text the whole note to ",
    ),
)
