"""Slips, shorthand and everyday forms, each mended as a whole class into the wording the grammar reads: a
pattern and what it is said as (``courtesy.plain`` applies them in order, outside quoted text). A form belongs here
when one substitution says it plainly; a form that needs reading belongs to its own module."""

from __future__ import annotations

import re

from ..dates import MONTH_NAME
from .clauses import COMMON_WORD_APPS, KNOWN_APPS

# Slips and shorthand, as a person types them: word → word.
MENDED = (
    # "make a retro music playlist Focus: A, B and C": the playlist named, then its songs.
    (
        r"^(?P<v>make|create)\s+(?:a\s+)?(?:new\s+)?(?P<app>retro\s+music|vlc)\s+playlist\s+(?:called\s+)?(?P<n>[^:]+?)\s*:\s*",
        r"\g<v> a playlist in \g<app> called \g<n> with ",
    ),
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
    # "2 weeks from today at 3pm: X": the span from today, said as the readers of a day said first know it.
    (
        r"(?<!\bin\s)\b(?P<n>\d+|two|three|four|five|six)\s+(?P<u>days?|weeks?|months?)\s+from\s+(?:today|now)\b",
        r"in \g<n> \g<u>",
    ),
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
        r"in\s+(?:\d+|a|one|two|three)\s+(?:days?|weeks?)|"
        rf"{MONTH_NAME}\s+\d{{1,2}}(?:st|nd|rd|th)?)"
        r"(?:\s+(?:at\s+)?\d{1,2}(?::\d\d)?\s*(?:am|pm)?)?)\s*:\s*(?=(?-i:[A-Z]))"
        r"(?!.*\b(?:put|add|save|schedule|create|make|book|remind)\b)",
        r"add to my calendar \g<w>: ",
    ),
    # "tmrw 8am yoga class for an hour, …": the same line dictated, no colon and no capitals, a clock time first.
    (
        r"^(?P<w>(?:today|tomorrow|tonight|(?:this\s+|next\s+)?(?:mon|tues|wednes|thurs|fri|satur|sun)day|"
        rf"{MONTH_NAME}\s+\d{{1,2}}(?:st|nd|rd|th)?)"
        r"\s+(?:at\s+)?\d{1,2}(?::\d\d)?\s*(?:am|pm))\s+(?=[a-z])"
        r"(?!(?:put|add|save|schedule|create|make|book|remind|set|call|text|play|is|are|i|we|my|what|when|where)\b)"
        # a request of its own, at the start of a piece, is read as one ("description Book a table" is no request)
        r"(?!.*(?:^|,\s*)(?:put|add|save|schedule|create|make|book|remind)\b)",
        r"add to my calendar \g<w>: ",
    ),
    # "both Team sync and Dentist appointment got called off, delete them": what is called off is cancelled.
    (
        r"^(?:both\s+)?(?P<x>(?-i:[A-Z])[^,:;]*?)\s+(?:is|are|was|were|got|has\s+been|have\s+been)\s+(?:cancell?ed|canceled|"
        r"called\s+off|off)\s*(?:[,.;]|\s[-–—])\s*(?:so\s+)?(?:please\s+|pls\s+|can\s+you\s+)?(?:(?:delete|remove|cancel)\s+(?:it|them|both)(?:\s+from\s+(?:my|the)\s+calendar)?|"
        r"take\s+(?:it|them|both)\s+off(?:\s+(?:my|the)\s+calendar)?)(?:\s+(?:too|please|pls))?\s*[.!]?$",
        r"cancel \g<x>",
    ),
    # "neither Team sync nor Dentist appointment is happening, delete both": both are cancelled.
    (
        r"^neither\s+(?P<a>[^,:;]+?)\s+nor\s+(?P<b>[^,:;]+?)\s+(?:is|are|will\s+be)\s+(?:happening|on|going\s+ahead)(?:\s+any\s*more)?"
        r"\s*(?:[,.;]|\s[-–—])\s*(?:so\s+)?(?:please\s+|pls\s+|can\s+you\s+)?(?:delete|remove|cancel)\s+(?:them|both)(?:\s+of\s+them)?"
        r"(?P<w>\s+from\s+(?:my|the)\s+calendar)?\s*[.!]?$",
        r"cancel \g<a> and \g<b>\g<w>",
    ),
    # "my car service thing on the 18th got cancelled, take it off": said in lower case, the day says it is an event
    # ("thing" is no part of its title).
    (
        r"^(?:my\s+|the\s+|our\s+)?(?P<x>[^,:;]+?)(?:\s+thing)?\s+(?P<d>on\s+(?:the\s+)?[^,:;]+?|tomorrow|today|tonight)"
        r"\s+(?:is|was|got|has\s+been)\s+(?:cancell?ed|called\s+off|off)\s*(?:[,.;]|\s[-–—])\s*(?:so\s+)?"
        r"(?:please\s+|pls\s+|can\s+you\s+)?(?:(?:delete|remove|cancel)\s+it|take\s+it\s+(?:off|out)|get\s+rid\s+of\s+it)"
        r"(?:\s+(?:from|off)\s+(?:my|the)\s+calendar)?(?:\s+(?:too|please|pls))?\s*[.!]?$",
        r"delete the event \g<x> \g<d>",
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
    # "whoever it was that texted me about …" (set 133): the cleft says no more than "whoever texted me about …".
    (r"\bwhoever\s+it\s+(?:was|is)\s+(?:that|who)\s+(?=\w)", "whoever "),
    (
        r"\bthe\s+(?:person|one|number|guy|contact)\s+(?:who|that)\s+(?:just\s+)?(?:sent\s+me|texted\s+me|messaged\s+me)"
        # ("… who sent me a message about the meeting": whoever texted about it, read by texted_callers.py; as the
        # latest sender it had called whoever texted last: a false done)
        r"(?!(?:\s+an?\s+(?:message|text|sms))?\s+(?:about|regarding|re:?)\s)"
        r"(?:\s+the\s+(?:latest|last|most\s+recent|newest)\s+(?:message|text|sms)|\s+an?\s+(?:message|text|sms))?",
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
    # "enter 1 hour 38 min on the timer": a length put on the timer is the timer set for it.
    (
        r"^(?:enter|put|key\s+in|type|set)\s+(?P<d>\d[^,]*?)\s+(?:on|into|in)\s+the\s+timer\b",
        r"set a timer for \g<d>",
    ),
    # "how many minutes is my Workout playlist": its length asked.
    (
        r"\bhow\s+many\s+(?P<u>minutes|hours|seconds)\s+(?:is|are)\s+(?=(?:my|the)\b.*\bplaylist\b)",
        r"how many \g<u> long is ",
    ),
    # "… and make the location City library": a field given its value.
    (
        r"\band\s+make\s+(?:the|its)\s+(?P<f>location|description|title|note|category)\s+(?!longer|shorter)",
        r"and set its \g<f> to ",
    ),
    # "move the mp3s in Download …": every file of that kind.
    (
        r"\b(?:(?:all\s+)?the\s+|all\s+(?:my\s+)?|my\s+)(?P<e>mp3|mp4|pdf|txt|jpg|jpeg|png|docx|mkv|md)s\b",
        r"all the .\g<e> files",
    ),
    # "call Ravi on mute", "ring Ana on speaker": the call, then its control.
    (r"^(?P<c>(?:call|ring|phone)\s+.+?)\s+on\s+mute\s*[.!]?$", r"\g<c> and mute my microphone"),
    # "play beach.mp4 in vlc, audio only": the video played as audio.
    (
        r"^play\s+(?P<x>[\w-]+\.(?:mp4|mkv|avi|mov|webm))(?P<in>\s+in\s+vlc)?\s*,?\s*(?:but\s+|with\s+)?(?:audio\s+only|"
        r"(?:just|only)\s+(?:the\s+)?(?:audio|sound)(?:\s+(?:of\s+it|only|please|pls))?|no\s+(?:picture|video))\s*[.!]?$",
        r"play \g<x> as audio\g<in>",
    ),
    # "send Greta my last message again": a resend.
    (
        r"^send\s+(?P<n>.+?)\s+my\s+last\s+(?:message|text|sms)\s+again\b(?:\s*,\s*(?:it|that|because\s+it)\s+"
        r"(?:didn'?t|did\s+not|never|failed).*)?",
        r"resend my last message to \g<n>",
    ),
    # "Priya needs the address Hana sent me, text it to her": what to send, to whom.
    (
        r"^(?P<a>(?-i:[A-Z])[\w'-]+(?:\s+(?-i:[A-Z])[\w'-]+)?)\s+needs\s+the\s+(?P<w>address|number|location)\s+"
        r"(?P<b>(?-i:[A-Z])[\w'-]+(?:\s+(?-i:[A-Z])[\w'-]+)?)\s+(?:just\s+)?sent\s+me\s*,\s*(?:text|send|forward)\s+it\s+"
        r"(?:to\s+)?(?:her|him|them)\s*[.!]?$",
        r"text \g<a> the \g<w> \g<b> sent me",
    ),
    # "in a.md put 'X' at the top": the note named first, set off as the one the edit is in.
    (r"^in\s+(?P<f>[\w-]+\.(?:md|txt))\s+(?=(?:put|add|write|insert|append)\b)", r"in \g<f>, "),
    # "put 'X' on top of a.md": at the top of it, a line added to it (never a new note).
    (r"\bon\s+(?:the\s+)?top\s+of\b", r"at the top of"),
    (r"\bon\s+top\b", r"at the top"),
    (r"\brename\s+it\s+(?=[\w-]+\.(?:md|txt)\b)", r"rename it to "),
    # "some of my expenses got entered twice, clean that up": the extra copies removed.
    (r"\b(?:clean|tidy)\s+(?:that|it|them|those)\s+up\b", r"delete the duplicates"),
    # "open up files": opened.
    (r"^open\s+up\s+", r"open "),
    # "the recipes in recipes.txt that take 10 mins - add them to broccoli": the request said after what it takes.
    (r"\bthe\s+recipes\s+in\s+(?P<f>[\w-]+\.(?:txt|md))\b", r"the recipes from \g<f>"),
    (
        r"^(?P<x>the\s+recipes\b.+?)\s*[-–—:]\s*(?:please\s+)?add\s+(?:them|those)\s+(?:to|into)\s+(?P<a>.+)$",
        r"add \g<x> into \g<a>",
    ),
    # "resend my most recent text to Greta": the last one.
    (r"\bresend\s+my\s+(?:most\s+recent|latest|previous)\s+(?:text|message|sms)\b", r"resend my last message"),
    # "start timing", "time me": the stopwatch.
    (r"^(?:start\s+timing|time\s+me)\b", r"start the stopwatch"),
    # A record's field said by the record first: "the cinema expense's note should be X", "cinema expense - the note
    # should say X": the field of that record.
    (
        r"^(?:the\s+|my\s+)?(?P<n>(?:(?!the\b)[\w'’&-]+\s+){1,4}?)(?P<k>expense|recipe|event|contact)(?:['’]s|\s*[-–—:,]\s*(?:the|its))?"
        r"\s+(?P<f>note|category|amount|title|name|description|location|servings)\s+(?=(?:should|needs|has|must)\b)",
        r"the \g<f> of the \g<n>\g<k> ",
    ),
    # "a.md - stick X at the bottom": the note named first, as a label; "stick" / "pop" a line somewhere is adding it.
    (r"^(?P<f>[\w-]+\.(?:md|txt))\s+[-–—]\s+", r"\g<f>: "),
    (
        r"\b(?:stick|pop|tack|slap|bung|throw)\s+(?=[^,;]+?\s+(?:at|to)\s+the\s+(?:bottom|top|end|start|beginning)\b)",
        "add ",
    ),
    # "sundays piano lesson should be 90 minutes": the day's own event, and how long it should be is how long it lasts.
    (
        r"^(?P<d>(?:mon|tues|wednes|thurs|fri|satur|sun)day)['’]?s\s+(?P<x>[\w ]+?)\s+(?=(?:should|needs|has|must)\b)",
        r"\g<x> on \g<d> ",
    ),
    (
        r"^(?P<lead>(?!.*\b(?:prep|cook|cooking|baking|recipe|time|timer|alarm)\b).*?)\b(?:should|needs\s+to|has\s+to|must)\s+"
        r"(?:now\s+)?be\s+(?=(?:\d+|an?|one|two|three|half|ninety|forty-?five)\s*(?:and\s+a\s+half\s+)?(?:minutes?|mins?|hours?|hrs?)\b)",
        r"\g<lead>should last ",
    ),
    # "shoot a reply to +1… saying X": a reply.
    (
        r"\b(?:shoot|send|fire\s+off|drop)\s+(?:a\s+)?(?:quick\s+)?(?:reply|response|answer)\s+(?:back\s+)?to\b",
        "reply to",
    ),
    (r"\bprio\b", "priority"),
    # "new todo X for monday": a task (Joplin's and Markor's to-dos are theirs, said with the app).
    (
        r"^(?P<v>(?:new|add\s+a|make\s+a|create\s+a)\s+)(?:new\s+)?to-?do\b(?!\s+list\b)(?!.*\b(?:joplin|markor)\b)",
        r"\g<v>task",
    ),
    # "car service on March 25 is moving to March 19": the event moved from that day to the other.
    (
        r"^(?P<x>(?!move\b)[^,]+?)\s+on\s+(?P<a>" + MONTH_NAME + r"\s+\d{1,2}(?:\s+\d{4})?)\s+"
        r"is\s+(?:moving|being\s+moved|going|shifting)\s+to\s+(?=" + MONTH_NAME + r"\s+\d)",
        r"move \g<x> from \g<a> to ",
    ),
    # Slips of short words a phone keyboard makes.
    (r"\bteh\b", "the"),
    (r"\bhw\b", "how"),
    (r"\bshoud\b", "should"),
    (r"\btalkin\b", "talking"),
    # "joplin: Fix the bike - is it a to-do?": the thing named, then asked about.
    (
        r"^(?P<a>\w+\s*:\s*)?(?P<x>(?-i:[A-Z])[^:?]*?)\s*[-–—]\s*is\s+it\s+(?P<q>[^?]+)\?\s*$",
        r"\g<a>is \g<x> \g<q>?",
    ),
)


# Everyday forms of a request's own words, never of a message's ("text Bob: the parcel is sitting in the hall"):
# applied outside what a message says (``courtesy.outside_message``).
MENDED_OUTSIDE_MESSAGES = (
    (r"\bvids\b", "videos"),
    # "add em to the queue": "them" as said, after a verb that acts on things
    (r"\b(?P<v>add|put|queue|play|delete|remove|move|copy|stick|save|rename)\s+'?em\b", r"\g<v> them"),
    # "greek salad feeds how many?", "how long to prep the greek salad?": a recipe's question said the short way.
    (r"^(?P<x>[^?,]+?)\s+feeds\s+how\s+many(?:\s+people)?\s*(?=\?|$)", r"how many people does \g<x> feed"),
    (r"^(?P<x>[^?,]+?)\s+serves\s+how\s+many(?:\s+people)?\s*(?=\?|$)", r"how many people does \g<x> serve"),
    (
        r"^how\s+long\s+(?:does\s+it\s+take\s+)?to\s+(?P<v>prep|prepare|make|cook|bake)\s+(?P<x>[^?,]+?)\s*(?=\?|$)",
        r"how long does \g<x> take to \g<v>",
    ),
    # "which folder did a.mp4 end up in", "what videos are sitting in Movies": where a thing is.
    (r"\bdid\s+(?P<x>[\w.-]+(?:\s+[\w.-]+){0,3}?)\s+end\s+up\s+in\b", r"is \g<x> in"),
    (r"\b(?P<be>is|are)\s+(?:sitting|living|hanging\s+out)\s+in\b", r"\g<be> in"),
    # "recipes.txt has a bunch of recipes, the 10 minute ones should go in the recipe app": the file the rows are in,
    # said first; the ones wanted, by how long they take, said to go where they are added.
    (r"\bthe\s+(?P<n>\d+)[\s-]*min(?:ute)?s?\s+ones\b", r"the ones that take \g<n> mins"),
    (
        r"^(?P<f>[\w-]+\.(?:txt|md))\s+(?:has|holds|contains|is\s+full\s+of)\s+(?:a\s+bunch\s+of\s+|some\s+|lots\s+of\s+|"
        r"a\s+few\s+|a\s+load\s+of\s+|several\s+)?(?P<k>recipes|expenses)\s*(?:,|\s[-–—])\s*(?:(?:add|put)\s+)?"
        r"the\s+ones\s+(?P<q>that\s+[^,]+?)\s+(?:(?:should|need\s+to|needs\s+to|must|can)\s+go\s+)?(?:in|into|to)\s+(?P<a>.+)$",
        r"add the \g<k> from \g<f> \g<q> into \g<a>",
    ),
    # "call it Hill repeats when you save it": when the name is given is no part of it.
    (
        r"\b(?P<n>(?:call|name|title|save)\s+it\s+(?:as\s+)?[^,.;]+?)\s*,?\s+(?:when|once|after|as)\s+"
        r"(?:you(?:['’](?:re|ve)|\s+are|\s+have)?\s+|it(?:['’]s|\s+is)\s+|i(?:['’]m|\s+am)\s+)?(?:save|saved|saving|stop|stopped|stopping|"
        r"finish|finished|finishing|done|over)(?:\s+(?:it|recording|with\s+it))?\s*(?=[.!]?$)",
        r"\g<n>",
    ),
    # "what kind of activity is Sunday long one saved as": the track asked about, not how it was saved.
    (
        r"^(?P<q>what\s+(?:kind|type|sort)\s+of\s+(?:activity|sport|workout|exercise)\s+(?:is|was)\s+.+?)\s+"
        r"(?:saved|recorded|logged|stored|filed|marked(?:\s+down)?|down)\s+as\b",
        r"\g<q>",
    ),
    # "play a.mp4 in vlc but just the sound, no picture": the video played as audio.
    (
        r"^(?P<p>(?:please\s+)?play\s+.+?)\s*(?:,\s*|\s+but\s+|\s+)(?:(?:just|only)\s+(?:the\s+)?(?:sound|audio)"
        r"(?:\s+only)?(?:\s*,?\s*(?:no|without(?:\s+the)?)\s+(?:picture|video|image|screen))?|(?:with\s+no|without"
        r"(?:\s+the)?)\s+(?:picture|video|image))\b",
        r"\g<p> as audio only",
    ),
    # "queue Sunday Drive to play right after this one": the song played next.
    (
        r"^(?:queue(?:\s+up)?|line\s+up|add|put|set)\s+(?P<x>.+?)\s+to\s+(?:play|go|come\s+on)\s+(?:right\s+|straight\s+)?"
        r"(?:next|after\s+(?:this|the\s+current)(?:\s+(?:one|song|track|video))?)\b",
        r"play \g<x> next",
    ),
    # "change the name of Team sync to Weekly planning": a rename of a record named alone (one said with its kind, "my
    # Yoga class event", is read where the kinds are).
    (
        r"^(?!.*\b(?:events?|playlists?|recipes?|contacts?|notes?|files?|tracks?|activity|expenses?|tasks?|songs?|"
        r"videos?|folders?)\b)(?:please\s+)?(?:change|update|edit|fix)\s+the\s+(?:name|title)\s+of\s+(?P<x>.+?)\s+to\s+(?P<y>.+)$",
        r"rename \g<x> to \g<y>",
    ),
    # "for my track X, make the description say Y": the record named first, then the field's new words.
    (
        r"^for\s+(?P<x>[^,]+?)\s*,\s*(?:please\s+)?(?:make|set|change|update|put)\s+(?:the|its)\s+"
        r"(?P<f>description|notes?|location|category)\s+(?:say|read|to|be|as)\s+(?P<y>.+)$",
        r"change the \g<f> of \g<x> to \g<y>",
    ),
    (r"\bmake\s+(?:the|its)\s+(?P<f>description|notes?|location)\s+(?:say|read)\b", r"set the \g<f> to"),
    # "every line of my note todo.md should be a task in the tasks app, can you add them": each line added.
    (
        r"^(?:every|each)\s+(?:line|item|row|entry)\s+(?:of|in|from)\s+(?P<n>.+?)\s+(?:should|needs\s+to|has\s+to)\s+"
        r"(?:be|become|go\s+in\s+as)\s+(?:a|an|its\s+own)\s+(?P<k>task|expense|event|contact|note|recipe)\s+"
        r"(?P<t>(?:in|on)\s+.+?)(?:\s*[,.;]\s*(?:(?:can|could|would)\s+you\s+)?(?:please\s+)?(?:add|do|make|put\s+in)\s+"
        r"(?:them|that|those|it)(?:\s+(?:for\s+me|please|pls))?)?\s*[.?!]?$",
        r"add each line of \g<n> as a \g<k> \g<t>",
    ),
)
