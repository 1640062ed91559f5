"""A request as people say it to a voice assistant and the speech is transcribed (people set 115): one long sentence,
fillers ("um", "uh") anywhere, what was meant said again after it was said, and remarks run on with no stop. Each rule
is a class of such talk, read before any other reading:

* a remark after the job's last value ("… to Weekly planning please just the name nothing else", "… that's all", "…
  like all of them thanks", "… thank you so much") and a restatement ("… and replace whatever's there now", "…
  wherever it says Friday", "… that was Tuesday yeah the swimming one", "same time two o'clock") are no part of it:
  left in, each was typed into a value or read as a new time (the job said done, and wrong);
* a call "in my call history from N" is the call from N in the log (it was rung when it was to be deleted);
* an app said as heard ("open tracks") is the app;
* a number said and then corrected ("to thirty no sorry forty five minutes") is the one said last;
* a person described and then called ("somebody texted me about X and I can't remember who, call whoever that was";
  "call the garage their number is N can you dial that") is called as one request;
* two things said "A and also B" are "A and B"; "delete two notes in markor A and B" deletes A and B.

Fillers are taken off only to read these; a text none of them changes is returned as it was.
"""

from __future__ import annotations

import re
from functools import lru_cache

from ..patterns import rx
from .courtesy import outside_message
from .number_words import NUMBER_WORDS, TENS, UNITS
from .rewrites import Replacement, Rewrites

_HESITATIONS = re.compile(r"(?:,\s*)?\b(?:um+|uh+|erm+|uhm+)\b,?(?=\s|$)", re.I)
_SENDS = rx(r"\b(?:text|txt|sms|message|msg|reply|respond|tell|send|forward|write\s+back|answer)\b", re.I)
_SAID_NUMBER = (
    r"(?:\d+|zero|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|"
    r"seventeen|eighteen|nineteen|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety)"
)
_NUMBER_WORD = _SAID_NUMBER[3:-1] + "|hundred"
_HOUR = r"(?:\d{1,2}(?::\d\d)?|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)"
_CORRECTING = r"(?:no\s+sorry|no\s+wait|sorry|actually(?:\s+no)?(?:\s+make\s+it)?|i\s+mean|no\s+make\s+it)"
_ENDING = r"(?:\s+(?:thanks|thank\s+you|please|okay|ok))*\s*[.!]?\s*$"
# What a remark after the last value says: that it is all, or which of its parts the job changes ("just the name":
# after a question, that is the answer's form and stays).
_REMARK = (
    r"(?:like\s+)?(?:that'?s\s+(?:all|it)|(?:so\s+)?(?:yeah\s+)?(?:just|only)\s+(?:those|these)(?:\s+(?:two|three|four))?|"
    r"all\s+of\s+them|just\s+a\s+different\s+(?:day|date|time))"
)
_PART_CHANGED = r"(?:like\s+)?just\s+(?:the|its)\s+(?:name|title|text|day|date|time)(?:\s+nothing\s+else)?"
_ASKING = rx(r"\?|^\W*(?:what|which|who|when|where|how|is|are|do|does|did)\b", re.I)


_OUTING = rx(r"\b(?:going\s+out|track|run|running|walk|ride|hike|opentracks|video|camera)\b", re.I)


def _unless_outing(found: re.Match[str]) -> str:
    return found.group(0) if _OUTING.search(found.string) else "record an audio clip"


def _unless_asked(found: re.Match[str]) -> str:
    return found.group(0) if _ASKING.search(found.string) else ""


def _unless_sent(found: re.Match[str]) -> str:
    return found.group(0) if _SENDS.search(found.string) else ""


VOICE_OUTSIDE_MESSAGES: tuple[tuple[str, Replacement], ...] = (
    # "but like leave …": "like" after a joining word only fills
    (r"\b(?P<c>but|and|so|then)\s+like\s+(?=\w)", r"\g<c> "),
    # "… please thanks": a sign-off after the request
    (r"(?:\s+please)?[\s,]+(?:thanks|thank\s+you|cheers)\s*[.!]*\s*$", ""),
    # "… thank you so much": a sign-off, however warm
    (r"[\s,]+(?:thank\s+you|thanks)\s+(?:so|very)\s+much" + _ENDING, ""),
    # "… to Weekly planning please just the name nothing else", "… please that's all"
    (rf"(?:\s+please)?[\s,]+{_REMARK}{_ENDING}", ""),
    (rf"(?:\s+please)?[\s,]+{_PART_CHANGED}{_ENDING}", _unless_asked),
    # "same time two o'clock": the time kept is the one it had (said again, it was read as 2 am)
    (rf"\b(?P<s>same\s+time)\s*,?\s+(?:at\s+)?{_HOUR}(?:\s*o'?clock)?(?:\s*[ap]\.?\s?m\b\.?)?", r"\g<s>"),
    # "from March 12 that was Tuesday": the weekday said again
    (r"(?<=\w)\s+that\s+(?:was|is|'s)\s+(?:a\s+|on\s+)?(?:mon|tues|wednes|thurs|fri|satur|sun)day\b", ""),
    # "… yeah the swimming one please": what was meant, said again
    (rf"\s+yeah\s+the\s+[\w' -]+?\s+one{_ENDING}", ""),
    # "… but leave C alone I still need that one": the reason to keep it
    (
        rf"\s*,?\s+(?:as\s+|since\s+|because\s+)?i\s+still\s+(?:need|use|want)\s+(?:that|this|it)(?:\s+one)?{_ENDING}",
        "",
    ),
    # "please it's for my interview notes": what it is for (a message may say that)
    (rf"(?:\s+please)?\s*[,.;–—-]?\s+it'?s\s+for\s+(?:my|the|a|an|our)\s+[\w' -]+{_ENDING}", _unless_sent),
    # "to thirty no sorry forty five minutes": the number said last
    (
        rf"\b(?P<p>to|at|for|is)\s+{_SAID_NUMBER}(?:[\s-]+{_SAID_NUMBER})?\s*,?\s+{_CORRECTING}\s*,?\s+(?={_SAID_NUMBER})",
        r"\g<p> ",
    ),
    # "open tracks": the app as heard
    (r"\b(?P<p>in|on|into|from|the|using|with|open)\s+open\s+tracks\b", r"\g<p> opentracks"),
    # "… I don't need them anymore": why they go
    (rf"\s*,?\s+i\s+(?:don'?t|do\s+not)\s+need\s+(?:them|it|those|these)(?:\s+any\s*more)?{_ENDING}", ""),
    # "… and keep everything else the same like the amount and stuff": what an edit leaves anyway
    (rf"\s+and\s+keep\s+everything\s+else\s+(?:the\s+same|as\s+it\s+is)(?:\s+like\s+[\w' ]+?)?{_ENDING}", ""),
    # "start a recording … and then save it as X": a sound recording to be named (never a track's: "going out now, start
    # recording and save it as hill repeats")
    (
        r"\bstart\s+(?:(?:a|an)\s+(?:new\s+)?(?:audio\s+|voice\s+)?|(?:audio|voice)\s+)recording\b(?=.*\bsave\s+it\s+as\b)",
        _unless_outing,
    ),
    # "delete the farmers market one and the train ticket the three sixteen forty four one": the names, not the "one"
    # nor an amount said again after a name
    (
        rf"(?P<n>\bthe\s+[a-z][\w' ]*?[a-z])\s+the\s+(?:\$\d[\d.,]*\s+|(?:(?:{_NUMBER_WORD})[\s-]+){{2,}})one\b",
        r"\g<n>",
    ),
    (
        r"\bthe\s+(?P<n>(?!(?:last|first|newest|oldest|latest|other|next|previous|same|right|wrong|old|new)\b)[\w']+"
        r"(?:\s+[\w']+){0,2}?)\s+one\s+(?=and\s+the\b)",
        r"the \g<n> ",
    ),
    # "A and also B"
    (r"\band\s+also\s+(?=\S)", "and "),
    # "delete two notes in markor for me A and B": the two named
    (
        r"\b(?P<v>delete|remove)\s+(?:the\s+)?(?:two|three|both|2|3)\s+(?:notes|files|recipes|expenses)\s+"
        r"(?P<in>in\s+[\w ]+?\s+)?(?:for\s+me\s+)?(?P<x>[\w-]+\.\w{2,4}(?:,?\s+[\w-]+\.\w{2,4})*\s+and\s+[\w-]+\.\w{2,4})",
        r"\g<v> \g<x> \g<in>",
    ),
    # "a call in my call history from N": the call from N, in the log
    (
        r"\b(?P<c>(?:a|an|one|the)\s+(?:missed\s+|incoming\s+)?call)\s+(?P<l>in\s+(?:my|the)\s+(?:call\s+)?"
        r"(?:history|log|recents|list))\s+(?P<f>from\s+[+\w][\w\s-]*?)\s*,?\s+(?:can|could|would)\s+you\s+"
        r"(?P<v>delete|remove|clear|erase)\s+(?:that|this|it)(?:\s+one)?",
        r"\g<c> \g<f> \g<l>, \g<v> it",
    ),
    # "call the garage their number is N can you dial that"
    (
        r"\b(?P<c>call|ring|phone)\s+(?P<w>the\s+[\w ]+?)\s*,?\s+(?:their|his|her|its|the)\s+number\s+is\s+"
        r"(?P<n>[+\w][\w\s-]*?)\s*,?\s+(?:(?:can|could|would)\s+you\s+|please\s+)?(?:dial|call|ring)\s+(?:that|it)"
        r"(?:\s+(?:for\s+me|number))?",
        r"\g<c> \g<w> at \g<n>",
    ),
    # "somebody texted me about X and I can't remember who so can you just call whoever that was"
    (
        r"\b(?:someone|somebody|a\s+person|a\s+contact)\s+(?P<v>texted|messaged)\s+me\s+(?P<a>about\s+[\w' -]+?)\s+"
        r"and\s+i\s+(?:can'?t|cannot|don'?t)\s+(?:remember|recall|know)\s+who(?:\s+it\s+was)?\s*(?:,\s*)?(?:so\s*)?,?\s+"
        r"(?:(?:can|could|would)\s+you\s+)?(?:just\s+)?(?P<c>call|ring|phone)\s+(?:whoever|them|that\s+person)"
        r"(?:\s+(?:that|it)\s+was)?",
        r"\g<c> whoever \g<v> me \g<a>",
    ),
)

_KIND = r"(?:recipe|expense|note|event|track|contact)"
_APP_SAID = r"(?:pro\s+expense|broccoli|markor|opentracks|simple\s+calendar(?:\s+pro)?|joplin)"
_ASKED = r"(?:(?:can|could|would)\s+you\s+)?"

VOICE: tuple[tuple[str, Replacement], ...] = (
    # "for my chili recipe in broccoli can you change the directions to X": the record said first
    (
        rf"^for\s+(?:my|the)\s+(?P<n>[\w' -]+?\s+{_KIND})(?:\s+(?P<a>in\s+{_APP_SAID}))?\s*,?\s+{_ASKED}"
        r"(?P<v>change|update|edit|set)\s+(?:the|its)\s+(?P<f>[\w ]+?)\s+(?P<t>to|so\s+(?:they|it)\s+(?:say|says|read|reads))\s+",
        lambda m: f"{m['a'] + ', ' if m['a'] else ''}{m['v']} the {m['f']} of my {m['n']} to ",
    ),
    # "the fish tacos recipe the prep time is wrong, change it to X": the record, then what is wrong in it
    (
        rf"\b(?P<r>the\s+[\w' -]+?\s+{_KIND})\s+(?:the|its)\s+(?P<f>[\w ]+?)\s+is\s+(?:wrong|off|incorrect|not\s+right)"
        rf"\s*,?\s+{_ASKED}(?P<v>change|set|fix|update|make)\s+it\s+(?:to|as)\s+",
        r"\g<v> the \g<f> of \g<r> to ",
    ),
    # "the flowers expense in pro expense the $76.50 one, can you change its category to X"
    (
        rf"^(?:(?:so|okay|ok|hey|and)\s+)*(?P<r>the\s+[\w' -]+?\s+{_KIND})(?P<a>\s+in\s+{_APP_SAID})?(?:\s+the\s+\$[\d.]+\s+one)?\s*,?\s+{_ASKED}"
        r"(?P<v>change|set|update|make)\s+its\s+(?P<f>[\w ]+?)\s+to\s+",
        r"\g<v> the \g<f> of \g<r>\g<a> to ",
    ),
    # "in pro expense there's one for $49.50, can you rename it to X"
    (
        rf"\bthere(?:'s|\s+is)\s+(?:one|an?\s+{_KIND})\s+for\s+(?P<m>\$[\d.]+)\s*,?\s+{_ASKED}"
        r"(?P<v>rename|delete|remove|change|edit)\s+it\b",
        r"\g<v> the \g<m> one",
    ),
    # "so in reading_12.md in markor can you change …": where, then the request asked politely
    (
        r"^(?:(?:okay|ok|so|hey|alright)\s+)*(?P<lead>in\s+[^,]+?)\s*,?\s+(?:(?:can|could|would)\s+you\s+(?:please\s+)?|i\s+(?:need|want)\s+you\s+to\s+)"
        r"(?=\w)",
        r"\g<lead>, ",
    ),
    # "<new text>. and replace whatever's there now": the edit said again (a note's text is no message)
    (
        r"\s+and\s+(?:then\s+)?(?:replace|overwrite)\s+(?:whatever|what|everything)(?:'s|’s|\s+is)\s+(?:there|in\s+it)"
        r"(?:\s+now)?",
        "",
    ),
    # "change the word Friday to Monday wherever it says Friday"
    (rf"\s+(?:wherever|everywhere|anywhere)\s+it\s+says\s+[\w'-]+{_ENDING}", ""),
    # "change the directions so they say X": what they are to say
    (
        r"\b(?P<v>change|update|edit|fix)\s+(?P<f>the\s+\w+(?:\s+\w+)?)\s+so\s+(?:they|it)\s+(?:say|says|read|reads)\s+",
        r"\g<v> \g<f> to ",
    ),
    # "text that address over to X please she doesn't have it": why it is sent
    (r"\s+please\s*,?\s+(?:she|he|they)\s+(?:doesn'?t|don'?t|does\s+not|do\s+not)\s+have\s+it(?:\s+yet)?\s*[.!]?$", ""),
    # "send X a text saying where my next event is um like the location of it so she knows where to go": a fact to
    # look up and text, said again and what it is for
    (
        r"\b(?:send|shoot|drop)\s+(?P<x>[a-z]+(?:\s+[a-z]+)?)\s+a\s+(?:text|message|sms)\s+(?:saying|telling\s+(?:her|him|them))\s+"
        r"(?P<q>(?:where|when|what\s+time)\s+my\s+(?:next|first|last)\s+[\w ]+?\s+is)\b(?:\s+(?:um\s+|uh\s+)?(?:like\s+)?"
        r"(?:the|its)\s+(?:location|place|address|time)(?:\s+of\s+it)?)?(?:\s+so\s+(?:she|he|they)\s+(?:knows?|can)\s+[\w' ]+)?"
        r"\s*[.!]?$",
        r"text \g<x> \g<q>",
    ),
    # "there's a file recipes dot txt in markor right and I want you to take the recipes in there that take ten minutes
    # and add them to the broccoli app only the ten minute ones though": the file's rows that are asked for, added
    (
        r"^(?:(?:so|okay|ok|hey)\s+)*there(?:'s|\s+is)\s+(?:a\s+file\s+(?:called\s+)?|a\s+)?(?P<f>[\w-]+)(?:\.|\s+dot\s+)(?P<e>txt|md)\s+"
        r"in\s+(?P<a>\w+)(?:\s+right)?\s*[,.]?\s+(?:and\s+)?(?:i\s+(?:want|need)\s+you\s+to\s+|(?:can|could)\s+you\s+)?"
        r"(?:take|get|grab)\s+the\s+(?P<k>recipes)\s+in\s+(?:there|it)\s+(?P<c>that\s+[^,]+?)\s*,?\s+and\s+(?:then\s+)?"
        r"(?:add|put|copy)\s+them\s+(?:to|into|in)\s+(?P<to>(?:the\s+)?\w+(?:\s+app)?)"
        r"(?:\s+(?:but\s+)?only\s+the\s+[\w ]+?\s+ones(?:\s+though)?)?\s*[.!]?$",
        r"add the \g<k> from \g<f>.\g<e> in \g<a> \g<c> to \g<to>",
    ),
    # "X just sent me the address for the event in a text, can you text that address over to Y": X's, sent on to Y
    (
        r"^(?:(?:so|okay|ok|hey)\s+)*(?P<x>[a-z]+(?:\s+[a-z]+)?)\s+(?:just\s+)?(?:sent|texted|messaged)\s+me\s+(?:the|an?)\s+"
        r"(?P<w>address|number|link|code)(?:\s+(?:for|of)\s+(?:the|my|our)\s+\w+)?(?:\s+in\s+a\s+(?:text|message))?\s*[,.]?\s+"
        rf"{_ASKED}(?:text|send|forward)\s+(?:that|the|this)\s+(?P=w)\s+(?:over\s+)?to\s+(?P<y>[a-z]+(?:\s+[a-z]+)?)\s*[.!]?$",
        r"text \g<y> the \g<w> \g<x> just sent me",
    ),
)

_OUTSIDE = Rewrites(VOICE_OUTSIDE_MESSAGES)
_WHOLE = Rewrites(VOICE)


_BELOW_100 = rf"(?:(?:{'|'.join(TENS)})(?:[\s-]+(?:one|two|three|four|five|six|seven|eight|nine))?|{'|'.join(UNITS)})"
_CENTS = (
    rf"(?:(?:{'|'.join(TENS)})(?:[\s-]+(?:one|two|three|four|five|six|seven|eight|nine))?|ten|eleven|twelve|\w+teen)"
)


def _worth(said: str) -> int:
    return sum(NUMBER_WORDS.get(word, 0) for word in rx(r"[\s-]+").split(said.lower()))


def _amounts(text: str) -> str:
    # "the seventy six fifty one", "one for forty nine fifty": dollars and cents said aloud, as an amount ("the seventy
    # six fifty one" is the $76.50 one: the row shown with it is looked for, and with none the agent asks).
    text = rx(
        rf"\bthe\s+(?P<d>{_BELOW_100})\s+(?P<c>{'|'.join(TENS)})\s+one\b(?!\s+(?:dollars?|bucks|cents?)\b)", re.I
    ).sub(lambda m: f"the ${_worth(m['d'])}.{_worth(m['c']):02d} one", text)
    return rx(
        rf"\b(?P<p>the|for|of)\s+(?P<d>{_BELOW_100})\s+(?P<c>{_CENTS})\b(?=\s*(?:,|one\b|expense\b|$|\s+(?:can|could)))",
        re.I,
    ).sub(lambda m: f"{m['p']} ${_worth(m['d'])}.{_worth(m['c']):02d}" if _worth(m["c"]) >= 10 else m.group(0), text)


_DIGIT_WORDS = {"zero": "0", "oh": "0", "one": "1", "two": "2", "three": "3", "four": "4", "five": "5", "six": "6"}
_DIGIT_WORDS |= {"seven": "7", "eight": "8", "nine": "9"}
_DIGIT = "|".join(_DIGIT_WORDS)


def _digits(text: str) -> str:
    # A number said digit by digit (seven or more): its digits, so "a call from two six six …" reads as a number.
    return rx(rf"\b(?:{_DIGIT})(?:[\s,-]+(?:{_DIGIT})){{6,}}\b", re.I).sub(
        lambda m: "".join(_DIGIT_WORDS[w.lower()] for w in rx(r"[\s,-]+").split(m.group(0))), text
    )


@lru_cache(maxsize=1024)
def voice_requests(text: str) -> str:
    """``text`` with the classes above said plainly; unchanged when none is in it."""
    plain = rx(r"[ \t]{2,}").sub(" ", outside_message(text, lambda part: _HESITATIONS.sub("", part))).strip()
    # An amount or a number said aloud is a change of its own (it had been kept only when a remark went with it).
    spoken = outside_message(plain, lambda part: _amounts(_digits(part)))
    changed = rx(r"[ \t]{2,}").sub(" ", outside_message(_WHOLE(spoken), _OUTSIDE))
    return changed if changed != plain else text
