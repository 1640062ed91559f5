"""Forms of English as a non-native speaker says a request to a phone by voice (people set 50): "please to delete …",
"can you make for me a playlist …", "kindly revert how many …", "… do the needful", "the most longest video", "how
much minutes", "which all songs i am having", "shift the file to …". Each is mended as a whole class into the wording
the grammar reads, as ``everyday_mends.MENDED`` (``courtesy.plain`` applies them, in order, outside quoted text)."""

from __future__ import annotations

import re

from ..dates import MONTH_NAME

# "Answer with the activity name only": the name of a kind of thing is the answer's own format, said in a sentence of
# its own, not a remark after the question ("… the title only"); taking "name only" off would leave half of it.
_NAMED_IN_FORMAT = re.compile(
    r"(?:^|[.?!]\s+)(?:please\s+)?(?:answer|respond|reply)\s+with\s+(?:just\s+)?the\s+[a-z]+$", re.I
)
_ORDINALS = (
    "first second third fourth fifth sixth seventh eighth ninth tenth eleventh twelfth thirteenth fourteenth fifteenth "
    "sixteenth seventeenth eighteenth nineteenth twentieth"
).split()
_ORDINAL = (
    {word: n for n, word in enumerate(_ORDINALS, start=1)}
    | {
        f"{tens}{sep}{word}": base + n
        for tens, base in (("twenty", 20), ("thirty", 30))
        for sep in (" ", "-")
        for n, word in enumerate(_ORDINALS[:9], start=1)
    }
    | {"thirtieth": 30}
)
_ORDINAL_WORD = "|".join(sorted(map(re.escape, _ORDINAL), key=len, reverse=True))
_TENS = {"twenty": 20, "thirty": 30, "forty": 40, "fifty": 50, "sixty": 60, "seventy": 70, "eighty": 80, "ninety": 90}
_UNITS = {w: n for n, w in enumerate("one two three four five six seven eight nine".split(), start=1)}
_PICKED = re.compile(
    r"\b(?:longest|shortest|farthest|furthest|fastest|slowest|quickest|biggest|smallest|newest|latest|oldest|earliest)\b",
    re.I,
)


def _day(said: re.Match[str]) -> str:
    return f"{said.group('m')} {_ORDINAL[said.group('o').casefold()]}"


def _tens(said: re.Match[str]) -> str:
    unit = _UNITS[said.group("u").casefold()] if said.group("u") else 0
    return f"{_TENS[said.group('t').casefold()] + unit} "


DICTATED = (
    # "please to delete X", "kindly to add …": the infinitive's "to" after a polite word is no part of the request.
    (r"\b(?P<p>please|pls|kindly)\s+to\s+", r"\g<p> "),
    # "can you make for me a playlist", "create for me playlist Gym": who it is for is the person asking.
    (r"\b(?P<v>make|create|add|put|play|set|do|start)\s+for\s+me\s+", r"\g<v> "),
    # "kindly revert how many hours …": to revert is to answer (Indian English), the question follows.
    (r"^(?:(?:please|kindly|pls)\s+)?revert\s+(?:back\s+)?(?:to\s+me\s+)?(?:on\s+|with\s+)?", "tell me "),
    # "… do the needful": the request already said, the sign-off asks nothing more.
    (r"\s*[,.]?\s*(?:and\s+|please\s+|kindly\s+)*do\s+the\s+needful\s*[.!]?\s*$", ""),
    # "the most longest video", "most biggest file": a doubled superlative is the superlative.
    (r"\bmost\s+(?P<s>(?:long|big|large|short|small|fast|slow|new|old|late|high|low)(?:g|t)?est)\b", r"\g<s>"),
    # "how much minutes", "how much activities": a count asked of things counted.
    (
        r"\bhow\s+much\s+(?=(?:minutes|hours|seconds|km|kilometres|kilometers|miles|calls|activities|songs|files|"
        r"notes|tracks|times|days|videos|recipes|expenses)\b)",
        "how many ",
    ),
    # "which all songs", "what all files": the list asked.
    (r"\b(?P<w>which|what)\s+all\b", r"\g<w>"),
    # "i am having", "i was having": what the person has.
    (r"\b(?P<i>i|we)\s+(?:am|are)\s+having\b", r"\g<i> have"),
    # "in february month": the month named is enough.
    (rf"\b(?P<m>{MONTH_NAME})\s+month\b", r"\g<m>"),
    # "add in bottom", "put in top": at the note's end or start.
    (r"\b(?:in|on)\s+(?:the\s+)?(?P<e>bottom|top|end|start)\b", r"at the \g<e>"),
    # "in shuffle mode", "in shuffle": played shuffled.
    (r"\bin\s+shuffle(?:\s+mode)?\b", "on shuffle"),
    # "shift wedding_invite.pdf from documents", "all txt files please shift to music folder": files are moved.
    (r"^(?=.*\b(?:folder|files?|[\w-]+\.[a-z][a-z0-9]{1,3})\b)(?P<a>.*?)\bshift\b", r"\g<a>move"),
    # "which song is playing now only the title", "… tell me the name only": how to answer, no part of the question.
    (
        r"\s*,?\s*(?:(?:tell|say|give)\s+(?:me\s+)?)?(?:only\s+the\s+(?:title|name)|(?:the\s+)?(?:title|name)\s+only)\s*[.?]?\s*$",
        lambda found: (
            found.group(0)
            if _NAMED_IN_FORMAT.search(found.string[: found.start()])
            # (after a record picked by a measure, "my longest run … name only" asks its name, never its measure)
            else "? just the name"
            if _PICKED.search(found.string[: found.start()])
            else ""
        ),
    ),
    # "put neon rain song in chill playlist": the song named before the word "song".
    (r"\b(?:put|add)\s+(?:the\s+)?(?P<x>(?!the\b)[\w' ]+?)\s+song\s+(?:in|into|to|on)\s+", r"add the song \g<x> to "),
    # "glass houses song is from which album": the question word said last.
    (r"^(?P<x>[\w' ]+?)\s+song\s+is\s+(?:from|on)\s+which\s+album\s*\??$", r"which album is the song \g<x> from"),
    # "which songs of nora vale i have": the songs by the artist, asked without "do".
    (
        r"\bwhich\s+songs\s+of\s+(?P<a>(?![\w' ]*\bplaylist\b)[\w' ]+?)\s+(?<!\bdo\s)(?P<i>i|we)\s+have\b",
        r"which songs by \g<a> do \g<i> have",
    ),
    # "delete both notes A and B": both of them are the ones named.
    (r"\bboth\s+(?:the\s+)?(?=(?:notes|files|songs|playlists|events|expenses|recipes|tracks|folders)\b)", "the "),
    # "reply to +1… message Running late": the message's text after the word "message".
    (
        r"^(?P<v>reply|send|text|sms)\s+(?:to\s+)?(?P<n>\+?\d[\d-]{6,})\s+(?:message|msg|saying)\s+(?!:)",
        r"\g<v> to \g<n> with message: ",
    ),
    # "after this song please play sunday drive next": played after the current one is played next.
    (
        r"^after\s+(?:this|the\s+current)\s+(?:song|one|track)\s*,?\s+(?:please\s+)?play\s+(?:the\s+song\s+)?(?P<x>.+?)(?:\s+next)?\s*$",
        r"play the song \g<x> next",
    ),
    # "move wedding_invite.pdf from documents inside it": into the folder just made.
    (r"^(?P<a>.*?\b(?:move|moved|put)\b(?!.*:).*?)\binside\s+(?=it\b|that\b)", r"\g<a>into "),
    # "all txt files from download please move to music folder": the files said first, then the move.
    (
        r"^(?P<x>all\s+(?:the\s+)?\.?\w+\s+files\s+from\s+(?:the\s+)?[\w ]+?)\s+(?:please\s+)?move\s+(?:them\s+)?(?=to\b|into\b)",
        r"move \g<x> ",
    ),
    # "make one new note name Gift ideas and inside write …": the note's title, then its text.
    (
        r"\b(?:one|a)\s+new\s+note\s+(?:name|named|titled|title|called)\s+(?P<t>.+?)\s+and\s+(?:inside|in\s+it)\s+write\s+",
        r"a new note titled \g<t> with the text ",
    ),
    # "… beach_3.mp4 then hike_5.mp4 … in same order": the order said is the order asked.
    (r"\s+in\s+(?:the\s+)?same\s+order\s*$", ""),
    # "holiday_2029.mp4 trailer_final.mp4 and lecture_04.mkv": a list of file names dictated without the comma between
    # them (a list: "and" before its last name; two names alone are an old and a new name).
    (
        r"\b(?P<f>[\w-]+\.(?:mp4|mkv|mp3|m4a|wav|txt|md|pdf|docx?|jpe?g|png))\s+"
        r"(?=[\w-]+\.(?:mp4|mkv|mp3|m4a|wav|txt|md|pdf|docx?|jpe?g|png)\b(?:\s+[\w-]+\.\w+)*\s*,?\s+and\s+[\w-]+\.\w{2,4}\b)",
        r"\g<f>, ",
    ),
    # "tell me the number of greta moreau from contacts": a contact's number is their phone number, never a count.
    (
        r"\bthe\s+number\s+of\s+(?P<p>(?!(?:calls?|times|missed|songs|files|notes|contacts)\b)[\w' ]+?)\s+(?:from|in)\s+"
        r"(?:my\s+|the\s+)?contacts\b",
        r"the phone number of \g<p> in contacts",
    ),
    # "last time when i went for walking tell the date": when the person last went, asked without "did".
    (
        r"^(?:the\s+)?last\s+time\s+when\s+(?P<i>i|we)\s+went\s+(?:for\s+)?(?:a\s+)?(?P<k>\w+ing)\b"
        r"(?:\s*,?\s*(?:tell|say|give)\s+(?:me\s+)?the\s+date)?",
        r"when did \g<i> last go \g<k>",
    ),
    # "fix the bike note in joplin is todo or not": whether the note is a to-do, asked without "is" first.
    (
        r"^(?P<t>[\w' ]+?)\s+note\s+(?P<a>in\s+joplin\s+)?is\s+(?:a\s+)?to-?do\s+or\s+not\b\s*,?",
        r"is the note '\g<t>' \g<a>a todo?",
    ),
    # "on which date i did first swimming": when the person first went, asked without "did" before the person.
    (
        r"^(?:on\s+)?(?:which|what)\s+(?:date|day)\s+(?P<i>i|we)\s+did\s+(?:my\s+|our\s+)?first\s+(?P<k>\w+ing)\b",
        r"when did \g<i> first go \g<k>",
    ),
    # "in todo_3.md please add at the bottom Call the bank": the note named first, the line to add after.
    (
        r"^in\s+(?:(?:the\s+)?note\s+)?(?P<f>[\w-]+\.(?:md|txt))\s+(?:please\s+)?(?:add|put|write)\s+at\s+the\s+(?:bottom|end)\s+(?!:)",
        r"in \g<f> add at the end: ",
    ),
    # "on eighteenth march", "march the twenty-first": a day dictated as an ordinal word beside its month.
    (rf"\b(?:the\s+)?(?P<o>{_ORDINAL_WORD})\s+(?:of\s+)?(?P<m>{MONTH_NAME})\b", _day),
    (rf"\b(?P<m>{MONTH_NAME})\s+(?:the\s+)?(?P<o>{_ORDINAL_WORD})\b", _day),
    # "twelve o clock": the o'clock dictation writes without its apostrophe.
    (r"\b(?P<h>\w+)\s+o\s+clock\b", r"\g<h> o'clock"),
    # "for ninety minutes", "forty five km": tens said in words before what they count.
    (
        r"\b(?P<t>twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety)(?:[\s-](?P<u>one|two|three|four|five|six|seven|"
        r"eight|nine))?\s+(?=(?:minutes?|mins?|hours?|seconds?|km|kilomet(?:er|re)s?|miles?|servings?|days?)\b)",
        _tens,
    ),
)
