"""Turns of everyday speech said plainly, before any other reading (``spoken.reworded`` applies them first).

People talking to a phone assistant say a job the way they would say it to a friend:

* a vocative first ("mate, …", "buddy can you …") addresses the helper and carries nothing;
* a casual verb of sending ("flick a reply to +1…", "shoot a text to Ana", "fire off a message to …") is a send,
  and ", just say X" after it is what the message says;
* whom to answer said first as who just wrote ("whoever just messaged me, write back X") is the newest message
  answered;
* a note's text given as what it "is" ("new note a.md, the text is …") is its text;
* "in the a.md note, add …" is in that note;
* "a fortnight from today" is two weeks from today, and "half an hour" thirty minutes;
* an entry made "as a daily thing" repeats daily, and one "never ending" repeats forever;
* "where's my X happening?" asks where X is (the verb is no part of the title);
* a new contact's "surname" is its last name and "(label it work)" its phone label;
* a file said to be somewhere first ("in Documents there is a.pdf, please delete it") is that file in that folder;
* "after this song, add A and B to the queue" adds them to the queue (the song playing is no part of the request);
* a lead that names what the request points back to lends it the name (context_leads.py).

Each rule is a class of phrasings; a value (a quoted message, a title) is never read for them.
"""

from __future__ import annotations

import re

from ..file_names import STORAGE_FOLDER_WORD
from .context_leads import NAMED_BY_LEADS
from .courtesy import outside_message
from .rewrites import Replacement, Rewrites
from .texted_requests import texted_first

_FILE = r"[\w-]+\.[A-Za-z0-9]{2,4}"
_POLITE = r"(?:(?:please|pls|plz|kindly|just|(?:can|could|would|will)\s+(?:you|u))\s+)*"
_SENT = r"reply|text|message|msg|sms"
# A question (of the agenda, say) reads its hours as it says them.
_POSSESSIVE = re.compile(r"['’]s$")
_EVENT_MADE = re.compile(
    r"^(?:please\s+)?(?:add|schedule|put|create|book|set\s+up|make)\b(?!.*\b(?:alarm|timer|expense|note|task|contact)\b)",
    re.I,
)
_ASKED = re.compile(r"\?|\b(?:any|what|which|how|when|do\s+i|have\s+i|am\s+i)\b", re.I)

_TURNS: tuple[tuple[str, Replacement], ...] = (
    # "delete that Fuel expense", "the missed call i just got": the one meant, said as the speaker points at it.
    (
        r"\b(?P<v>delete|remove|erase|cancel|get\s+rid\s+of|drop)\s+that\s+"
        r"(?=[\w'’ -]+?\s+(?:expense|recipe|event|note|contact|playlist|track|alarm|task)\b)",
        r"\g<v> the ",
    ),
    (r"\bthe\s+missed\s+call\s+i\s+(?:just\s+)?(?:got|had|received|missed)\b", "my last missed call"),
    # "delete a.mp4 from my VLC library": from the player ("library" had been read as part of the name).
    (r"\s+(?P<p>from|in)\s+(?:my|the)\s+(?P<a>vlc|retro\s+music)\s+(?:library|collection)\b", r" \g<p> \g<a>"),
    # "Delete both the Gym and the Flowers expenses": those two.
    (
        r"\b(?P<v>delete|remove|erase)\s+both\s+(?:the\s+)?(?P<a>[\w'’ ]+?)\s+and\s+(?:the\s+)?(?P<b>[\w'’ ]+?)\s+"
        r"(?P<k>expenses|recipes|events|notes|contacts|playlists)\b",
        r"\g<v> the \g<k> \g<a> and \g<b>",
    ),
    # "text my landlord Ravi Shah …", "call my sister Ana": who they are to the speaker is no part of the name
    (
        r"\b(?P<v>text|txt|message|msg|sms|call|ring|phone|reply\s+to|write\s+to)\s+(?:my\s+)?(?:landlord|landlady|boss|"
        r"manager|mum|mom|dad|sister|brother|friend|mate|colleague|co-?worker|neighbou?r|wife|husband|partner|son|daughter|"
        r"cousin|aunt|uncle|doctor|dentist|teacher|coach|flatmate|roommate|babysitter|plumber|accountant|contact|client)\s+"
        # (a name after it, not the message's first word: "text dad I'm on my way" is to dad)
        r"(?!(?:I|We|You|It|He|She|They|The|This|That|Happy|Thanks|Thank|Sorry|Hi|Hey|Hello|Can|Could|Are|Is|Do|Did|"
        r"Will|What|When|Where|How|Please|See|Running|On|Just|Good|Call|Love|Miss|Yes|No|Ok|Okay|Dinner|Lunch)\b)"
        r"(?=(?-i:[A-Z])[a-z'-]+\b)",
        r"\g<v> ",
    ),
    # "then text the whole thing to her on +1…": the note just made, to that number (who she is adds nothing)
    (
        r"\b(?P<v>text|send|sms|message)\s+(?:it|the\s+whole\s+thing|all\s+of\s+it|the\s+lot|everything)\s+to\s+"
        r"(?:him|her|them|my\s+\w+)\s+(?:on|at)\s+(?P<n>\+?\d[\d\s().-]{5,}\d)\b",
        r"\g<v> it to \g<n>",
    ),
    # "mate can you …", "buddy, set …": who is spoken to, not what is asked.
    # (only with a comma after it, or a request right after it: "love this song, …" is no one spoken to)
    (
        r"^(?:(?:hey|hi|oi|ok(?:ay)?|yo)[,!]?\s+)?(?:(?:mate|buddy|pal|dude|bro|hun|hon|boss|chief|love)\s*[,!]\s*|"
        r"(?:mate|buddy|pal|dude|bro)\s+(?=(?:can|could|would|will|please|pls|just|whoever|what|when|where|who|how|which)\s))"
        r"(?=\S)",
        "",
    ),
    # "flick a reply to +1…", "shoot Ana a text": a send said casually.
    (
        rf"\b(?:flick|shoot|fire\s+off|fire|bang\s+out|ping|drop)\s+(?:off\s+)?(?:an?\s+)?(?:quick\s+)?"
        rf"(?P<k>{_SENT})\s+(?=to\s+\S)",
        lambda m: f"send a {m.group('k').lower()} ",
    ),
    (
        rf"\b(?:flick|shoot|fire\s+off|ping|drop)\s+(?P<who>(?-i:[A-Z])[\w'-]*(?:\s+(?-i:[A-Z])[\w'-]*)?)\s+"
        rf"(?:an?\s+)?(?:quick\s+)?(?:{_SENT})\b",
        lambda m: f"send a text to {m.group('who')}",
    ),
    # "send a reply to +1…, just say X": what it says follows.
    (
        rf"^(?P<head>(?:{_POLITE})send\s+an?\s+(?:{_SENT})\s+to\s+[^,:]+?)\s*,\s*(?:and\s+)?(?:just\s+)?"
        r"(?:say|saying|tell\s+(?:them|him|her))\s*:?\s+(?=\S)",
        lambda m: f"{m.group('head')}: ",
    ),
    # "whoever just messaged me, write back X please": the newest message answered.
    (
        r"^(?:whoever|the\s+(?:last\s+)?(?:person|one)\s+(?:who|that))\s+(?:just\s+)?(?:texted|messaged|wrote\s+to|"
        r"sms'?d)\s+me(?:\s+(?:last|just\s+now|most\s+recently))?\s*[,:;-]+\s*"
        rf"{_POLITE}(?:write\s+back|text\s+back|reply|answer|respond)(?:\s+(?:to\s+)?(?:them|him|her))?"
        r"(?:\s+with)?\s*:?\s+(?=\S)",
        "reply to the most recent text with: ",
    ),
    # "new note a.md, the text is …", "… and the content should be …": the note's text.
    (
        rf"(?P<n>{_FILE})(?P<in>\s+in\s+\w+)?\s*(?:,|\s[-–—])?\s+(?:and\s+)?(?:the\s+)?(?:text|content|contents|body|words)\s+"
        r"(?:is|are|should\s+be|will\s+be|reads?)\s*:?\s+(?=\S)",
        lambda m: f"{m.group('n')}{m.group('in') or ''} with the text ",
    ),
    # "In the a.md note, please add …": in that note.
    (
        rf"^in\s+(?:the\s+|my\s+)?(?P<n>{_FILE})(?:\s+(?:note|file))?\s*,?\s+{_POLITE}(?=(?:add|append|put|write)\b)",
        lambda m: f"in {m.group('n')} ",
    ),
    # "where's my Piano lesson happening?": where it is ("where's the X happening" is read as it stands).
    (
        r"^(?P<q>where(?:'s|’s|\s+is)\s+my\s+[^?,]+?)\s+(?:happening|taking\s+place|being\s+held|held|on)"
        r"(?=\s*(?:[?.,]|$))",
        lambda m: m.group("q"),
    ),
    # "Simple Calendar Pro — where is Piano lesson held?": the app said first, and where it is
    (
        r"^(?P<l>in\s+[\w ]+?,\s+|[\w ]+?\s+[—–-]+\s+)(?P<q>where(?:'s|’s|\s+is)\s+(?!the\b)[^?,]+?)\s+"
        r"(?:being\s+held|held)(?=\s*(?:[?.,]|$))",
        lambda m: m.group("l") + m.group("q"),
    ),
    # "add Sam's number 555-0100 as a contact", "add a contact Sam Lee 555 0100": that number saved under that name.
    (
        r"^(?:add|save|store)\s+(?:(?:a|the)\s+)?(?:new\s+)?contact\s+(?P<who>(?-i:[A-Z])[\w'-]*(?:\s+(?-i:[A-Z])[\w'-]*)?)"
        r"\s*,?\s+(?P<n>\+?\(?\d[\d\s().-]{4,}\d)$|"
        r"^(?:add|save|store)\s+(?P<who2>(?-i:[A-Z])[\w'-]*(?:\s+(?-i:[A-Z])[\w'-]*)?)['’]s\s+(?:phone\s+|mobile\s+)?"
        r"number\s*:?\s*(?P<n2>\+?\(?\d[\d\s().-]{4,}\d)(?:\s+(?:as\s+an?\s+(?:new\s+)?contact|"
        r"(?:to|in)\s+(?:my\s+)?contacts))?$",
        lambda m: f"save {m.group('n') or m.group('n2')} as {m.group('who') or m.group('who2')}",
    ),
    # "add ana@x.com to Ana Ruiz's contact", "add an email to Ana Ruiz's contact: ana@x.com": that contact's email.
    (
        r"^(?:add|save|put)\s+(?P<e>[\w.+-]+@[\w-]+(?:\.[\w-]+)+)\s+(?:to|in|on)\s+(?:the\s+contact\s+)?"
        r"(?P<who>(?-i:[A-Z])[\w'-]*(?:\s+(?-i:[A-Z])[\w'-]*)?)(?:['’]s\s+(?:contact|card|details|entry))?$|"
        r"^add\s+(?:an?\s+|the\s+)?e-?mail(?:\s+address)?\s+(?:to|for)\s+(?:the\s+contact\s+)?"
        r"(?P<who2>(?-i:[A-Z])[\w'-]*(?:\s+(?-i:[A-Z])[\w'-]*)?)(?:['’]s)?(?:\s+(?:contact|card))?\s*:?\s+"
        r"(?P<e2>[\w.+-]+@[\w-]+(?:\.[\w-]+)+)$",
        lambda m: (
            f"put {m.group('e') or m.group('e2')} as {_POSSESSIVE.sub('', m.group('who') or m.group('who2'))}'s email"
        ),
    ),
    # "remind me tomorrow at 8 to take my pills": what to be reminded of, then when, as a reminder is read.
    (
        r"^(?P<r>(?:please\s+)?remind\s+me)\s+(?P<w>(?:(?:on|at|this|next|tomorrow|today|tonight)\b[^,]*?|\w+day\b[^,]*?))\s*,?\s+"
        r"to\s+(?P<x>\S.*)$",
        lambda m: f"{m.group('r')} to {m.group('x')} {m.group('w')}",
    ),
    # A new contact's fields said loosely.
    (r"\b(?:start|begin)\s+(?:filling\s+in|filling\s+out|entering)\s+(?=an?\s+new\s+contact\b)", "create "),
    # "in Documents there is a.pdf, please delete it": that file in that folder.
    (
        rf"^(?:in|inside)\s+(?:the\s+|my\s+)?(?P<d>\w+)(?:\s+folder)?\s*,?\s+there(?:'s|’s|\s+is)\s+(?:a\s+file\s+"
        rf"(?:called\s+|named\s+)?)?(?P<f>{_FILE})\s*[,.;-]+\s*{_POLITE}(?P<v>delete|remove|trash|open|rename|copy|move)"
        r"\s+it\b",
        lambda m: f"{m.group('v').lower()} {m.group('f')} in {m.group('d')}",
    ),
    # "Lena Haddad texted me her new number. Call it.": the number she sent
    (
        r"^(?P<n>(?-i:[A-Z])[\w'-]+(?:\s+(?-i:[A-Z])[\w'-]+)?)\s+(?:texted|sent|messaged)\s+(?:me\s+)?(?:her|his|their)\s+"
        r"(?:new\s+)?number(?:\s+to\s+me)?\s*[.,;]\s*(?:please\s+)?(?:call|ring|dial)\s+(?:it|that|them|that\s+number)\b",
        r"call the new number \g<n> sent me",
    ),
    # "Using my Phone favourites, call X": X, from the favourites
    (
        r"^(?:using|from|via)\s+(?:my\s+|the\s+)?(?:phone(?:'s)?\s+)?(?:app'?s?\s+)?favou?rites?(?:\s+list)?\s*,\s*"
        r"(?P<v>call|ring|phone|dial)\s+(?P<n>[^,.;!?]+?)\s*[.!]?$",
        r"\g<v> \g<n> from my favourites in the Phone app",
    ),
    # "In contractors.md there is a list of contractors. Call X.": X's number in that note
    (
        r"^in\s+(?:my\s+)?(?:note\s+)?(?P<f>[\w-]+\.(?:md|txt))(?:\s+\(?(?:in\s+)?markor\)?)?\s*,?\s+there(?:'s|\s+is)\s+"
        r"an?\s+list\s+of\s+[\w ]+?\s*[.;]\s*(?:please\s+)?(?:call|ring|phone|dial)\s+(?:the\s+)?(?P<x>[^.!?]+?)\s*[.!]?$",
        r"call the phone number for the \g<x> listed in my note \g<f> in Markor",
    ),
    # "Reschedule "X" from March 25 to March 19", "postpone X to 4pm": moved (never a new event: "schedule" is no verb
    # here)
    (r"^(?:please\s+)?(?:reschedule|re-schedule|postpone)\s+(?=\S)", "move "),
    # "…; keep the time": what the change leaves as it was, said as the readers of a move know it
    (
        r"\s*[;,]\s*(?:and\s+)?keep(?:ing)?\s+(?:the|its)\s+(?:same\s+)?(?P<w>time|start\s+time|hour|date|day)"
        r"(?:\s+(?:the\s+same|as\s+it\s+is|unchanged))?\s*(?P<e>[.!]?)\s*$",
        r", keeping its \g<w>\g<e>",
    ),
    # "in Download rename a.jpg to b.jpg": the file in that storage folder
    (
        rf"^in\s+(?:the\s+|my\s+)?(?P<f>{STORAGE_FOLDER_WORD})(?:\s+folder)?\s*,?\s+(?P<v>rename|delete|remove|move|copy)\s+"
        r"(?P<x>[\w-]+\.\w{2,4})\b(?=\s+(?:to|as|into)\b|\s*[.!]?\s*$)",  # (one file: "delete A and B" is read as said)
        r"\g<v> \g<x> in \g<f>",
    ),
    # "Duplicate minutes.md in Markor as letter.md": a new note with its text
    (
        r"^(?:duplicate|clone)\s+(?P<s>[\w-]+\.(?:md|txt))\s+(?:in\s+markor\s+)?(?:as|into|to)\s+(?:a\s+new\s+note\s+)?"
        r"(?:called\s+|named\s+)?(?P<t>[\w-]+\.(?:md|txt))(?:\s+in\s+markor)?\s*[.!]?$",
        r"In Markor, create a new note named \g<t> with the same text as \g<s>",
    ),
    # "after this song add A and B to the queue": the queue, whatever is playing (only when the request names the
    # queue: "after this song, play X" asks for X next).
    (
        r"^(?:after\s+(?:this|the\s+current)\s+(?:song|track|one)|once\s+this\s+(?:song|track)\s+ends)\s*,?\s+"
        r"(?=(?:add|put|stick|pop)\b[^.?!]*\bqueue\b)",
        "",
    ),
)

# Words that say a value's day, length, repetition or label: never read inside a message's own words ("text Ana: half an
# hour late" says "half an hour").
_WORDS: tuple[tuple[str, Replacement], ...] = (
    # "dentist next monday 9 to 10": the hours it runs, said bare after its day
    (
        r"\b(?P<d>today|tomorrow|tonight|(?:mon|tues|wednes|thurs|fri|satur|sun)day|\d{1,2}(?:st|nd|rd|th))\s+"
        r"(?P<a>\d{1,2}(?::\d\d)?)\s*(?:to|till|until|-|–)\s*(?P<b>\d{1,2}(?::\d\d)?)\b"
        r"(?!\s*(?:minutes?|mins?|hours?|hrs?|km|miles?|dollars?|bucks|%|percent|people|guests)\b)",
        lambda m: m.group(0) if _ASKED.search(m.string) else f"{m.group('d')} from {m.group('a')} to {m.group('b')}",
    ),
    (r"\b(?P<v>add|append|put|write)\s+one\s+(?=line\b)", lambda m: f"{m.group('v')} a "),
    # "add dinner with Priya saturday 7:30pm at Nando's": where an event is, said after its time, is its location
    (
        r"(?P<t>\b\d{1,2}(?:[:.]\d\d)?\s*(?:am|pm|a\.m\.|p\.m\.)|\bnoon|\bmidday)\s+(?:at|in)\s+"
        r"(?P<p>(?!(?:the\s+)?(?:morning|afternoon|evening|night)\b|my\b|(?:the\s+)?(?:simple\s+)?calendar\b|\d)"
        r"[^,.;:!?]+?)\s*$",
        lambda m: f"{m.group('t')}, location {m.group('p')}" if _EVENT_MADE.match(m.string) else m.group(0),
    ),
    # Days and lengths said in everyday words.
    # ("a fortnight today" is spoken.py's)
    (r"\ba\s+fortnight\s+from\s+(?:today|now)\b", "a fortnight today"),
    (r"\bin\s+a\s+fortnight\b", "in two weeks"),
    (r"\bhalf\s+an\s+hour\b", "30 minutes"),
    # "set up X as a daily thing from …": X, repeating daily ("add it as a daily event" is read where it is said).
    (
        r"\s+as\s+an?\s+(?P<r>daily|weekly|monthly|yearly)\s+(?:thing|deal)\b",
        lambda m: f", repeating {m.group('r').lower()},",
    ),
    (r"\b(?:never[\s-]+ending|with\s+no\s+end(?:\s+date)?|no\s+end\s+date|indefinitely)\b", "forever"),
    (r"\b(?:surname|family\s+name)\b(?=\s*:?\s+(?-i:[A-Z]))", "last name"),
    (
        r"\s*\((?:label(?:led)?\s+(?:it\s+)?(?:as\s+)?|as\s+)(?P<l>home|work|mobile|main|other|cell)\)",
        lambda m: f", phone label {m.group('l').lower()}",
    ),
)
_turns = Rewrites(NAMED_BY_LEADS, _TURNS)
_words = Rewrites(_WORDS)


def everyday_turns(text: str) -> str:
    """``text`` with the turns above said plainly; unchanged when none is in it."""
    return outside_message(_turns(texted_first(text)), _words)
