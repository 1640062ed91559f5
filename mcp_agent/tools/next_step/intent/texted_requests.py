"""Everyday requests as people text them to a phone assistant (people set 113): a verb of their own for a job the
grammar knows ("shut off bluetooth", "shove it in the Archive folder", "clear X out of Documents", "get the stopwatch
running"), the speaker's situation said before the request with a bare comma ("going for a run, can you …", "sam
bailed, so delete …"), the app said after the job ("…, it's the joplin app") or as the phone itself ("out of
Documents on my phone"), a field said with a dash ("directions - Stir fry …") and a record named by "my" before the
app it goes in ("Add my Veggie stir fry to the recipe app: …"). Left as they were, the request was not read, or read
with a wrong value and done."""

from __future__ import annotations

import re

from ..patterns import rx
from .rewrites import Replacement, Rewrites

# A row of money with its note in brackets: "winter boots 366.32 clothes (work trip)".
_BRACKETED_ROW = rx(r"\d\.\d\d\s+(?:in\s+|under\s+)?[a-z][\w ]*\([^)]+\)", re.I)


def _last_note_bracketed(found: re.Match[str]) -> str:
    """The last row's note said after a comma ("… and pharmacy 229.67 in health care, discounted") where the rows before
    it bracket theirs: bracketed too, so it is read as that row's note and not dropped as a row with no amount."""
    if not _BRACKETED_ROW.search(found.string, 0, found.start()):
        return found.group(0)
    return f"{found.group('row')} ({found.group('note')})"


def _about(kind: str, said: str) -> Replacement:
    """``said`` only in a request that names ``kind`` somewhere ("got it from a magazine" is a source in a recipe, and
    may be a message's words elsewhere)."""
    named = rx(kind, re.I)

    def replace(found: re.Match[str]) -> str:
        return found.expand(said) if named.search(found.string) else found.group(0)

    return replace


# Verbs a request starts with once the situation before it is off.
_REQUEST = (
    r"(?:make|create|add|put|set|delete|remove|clear|turn|switch|copy|move|record|take|save|open|start|stop|pause|log|"
    r"text|send|reply|call|rename|export|merge|dim|get|can\s+you|could\s+you|would\s+you|pls|please)\b"
)

TEXTED_REQUESTS: tuple[tuple[str, Replacement], ...] = (
    # "shut off bluetooth", "shut the wifi off": switched off
    (r"\bshut\s+(?P<x>(?:the\s+|my\s+)?(?:bluetooth|wi-?\s?fi|wifi))\s+off\b", r"turn \g<x> off"),
    (r"\bshut\s+off\s+(?=(?:the\s+|my\s+)?(?:bluetooth|wi-?\s?fi|wifi)\b)", "turn off "),
    # "turn off bluetooth? not using it and …": a switch holds no words of its own, so a sentence after it is a remark
    (
        r"\b(?P<s>(?:turn|switch)\s+(?:on|off)\s+(?:the\s+|my\s+)?(?:bluetooth|wi-?fi|wifi))\s*[?.!]\s+"
        r"(?!(?:and|then|also)\b)[^\"“”]*$",
        r"\g<s>",
    ),
    # "switch my wifi on before I start the download": when it is wanted is now
    (
        r"\b(?P<s>(?:turn|switch)\s+(?:(?:the|my)\s+)?(?:bluetooth|wi-?\s?fi|wifi)\s+(?:on|off))\s+(?:before|so|while)\s+"
        r"(?:i|we)\b[^\"“”]*$",
        r"\g<s>",
    ),
    # "get the stopwatch running / going": started
    (r"\bget\s+(?:the\s+|my\s+)?stop\s?watch\s+(?:running|going|started)\b", "start the stopwatch"),
    # "shove / stick / chuck / pop it in the Archive folder": moved there
    (
        r"\b(?:shove|stick|chuck|pop|bung|dump)\s+(?P<x>it|them|\S+\.(?:md|txt))\s+(?:in|into)\s+(?=(?:the|my)\s+\S+"
        r"(?:\s+\S+)?\s+folder\b)",
        r"move \g<x> to ",
    ),
    # "count my to-dos in the Work folder": how many there are
    (
        r"^count\s+(?:up\s+)?(?:my|the|all\s+(?:my|the))\s+(?P<k>to-?dos|notes|tasks|expenses|recipes|events|contacts)"
        r"\s+(?P<p>in|on)\s+",
        r"how many \g<k> are \g<p> ",
    ),
    # "clear X out of Documents": deleted from there
    (r"\bclear\s+(?P<x>\S+\.\w{2,4})\s+out\s+of\s+", r"delete \g<x> from "),
    # "… out of Documents on my phone": the phone is where the folder is, not the Phone app
    (
        r"(?<=\w)\s+on\s+my\s+(?:phone|mobile|cell)\b(?=\s*(?:[,.;!?]|$))",
        _about(r"\b(?:folder|documents|downloads?|dcim|pictures|music|movies)\b", ""),
    ),
    # "… and pharmacy 229.67 in health care, discounted": the last row's note, after the bracketed notes of the others
    (
        r"(?P<row>\$?\d[\d,]*\.\d\d\s+(?:in\s+|under\s+)?[a-z][\w ]*?)\s*,\s*(?:note\s*:?\s*)?(?P<note>[a-z][\w ]*?)"
        r"\s*[.!]?$",
        _last_note_bracketed,
    ),
    # "reply to whoever it was": the one who texted last
    (
        r"\b(?:reply|respond|answer|write\s+back|text\s+back)\s+(?:to\s+)?(?:whoever|whomever)\s+(?:it|that)\s+was\b",
        "reply to whoever texted me last",
    ),
    # "I don't think Greta got what i sent her …, could you send that same message again": sent again
    (
        r"^(?:i\s+)?(?:don'?t|dont|do\s+not)\s+think\s+(?P<n>(?-i:[A-Z])[\w'-]+(?:\s+(?-i:[A-Z])[\w'-]+)?)\s+(?:got|get|"
        r"received)\s+(?:what\s+i\s+(?:just\s+)?sent\s+(?:her|him|them)|my\s+(?:last\s+)?(?:text|message|msg))"
        r"[^\"“”,.;?]*[,.;]\s*(?:(?:could|can|would)\s+(?:you|u)\s+)?(?:please\s+|pls\s+)?(?:re)?send\s+(?:that|it|the)"
        r"(?:\s+same)?(?:\s+(?:message|text|msg))?\s+again\b[^\"“”]*$",
        r"resend my last message to \g<n>",
    ),
    # "I'm done with reading_40.md, move it to …": the file the lead names, moved, deleted or sent
    (
        r"^(?:i'?m|i\s+am|we'?re)\s+(?:done|finished)\s+with\s+(?P<f>[\w-]+\.\w{2,4})\s*[,;.-]+\s*(?:so\s+)?(?:please\s+|pls\s+)?"
        r"(?P<v>move|delete|remove|rename|send|share)\s+it\b",
        r"\g<v> \g<f>",
    ),
    # "stick 'X' in as the first line with an empty line under it": the header, with a blank line after it
    (
        r"\b(?:stick|put|pop|add|write)\s+(?P<h>(?P<q>['\"“‘]).+?['\"”’])\s+(?:in\s+)?as\s+the\s+(?:first|top)\s+line\b",
        r"put \g<h> at the top",
    ),
    # (the same with the header quoted: the words around the quotes are read apart from it)
    (r"\b(?:stick|pop)\s+$", "put "),
    (r"^\s+(?:in\s+)?as\s+the\s+(?:first|top)\s+line\b", " at the top"),
    (r"\bwith\s+an?\s+(?:empty|blank)\s+line\s+(?:under|below|beneath)\s+it\b", "with a blank line after it"),
    # "and change the name to b.md": a note renamed (a playlist's "change the name" is read where playlists are)
    (r"\bchange\s+(?:the|its)\s+name\s+to\b(?=\s+[\w-]+\.(?:md|txt)\b)", "rename it to"),
    # "in my notes open X, …": the notes app, said before the note
    (r"^in\s+my\s+notes\s*,?\s+open\s+(?=[\w-]+\.(?:md|txt)\b)", "in markor, open "),
    # "a new playlist in the music app, call it Chill 82, low tide first and then paper planes"
    (r"^make\s+me\s+(?=(?:a|an)\s+(?:new\s+)?playlist\b)", "make "),
    (r"\bplaylist\s+(?:in|on)\s+(?:the|my)\s+music\s+(?:app|player)\b", "playlist"),
    (
        r"\bplaylist\s*,\s*(?:call|name)\s+it\s+(?P<n>[^,]+?)\s*,\s*(?P<a>[^,]+?)\s+first\s*,?\s+(?:and\s+)?"
        r"then\s+(?P<b>[^,]+?)\s*[.!]?$",
        r"playlist called \g<n> with \g<a> and then \g<b>",
    ),
    # "then sms all of it to …": what was said before it, texted whole
    (r"\b(?:sms|text|txt)\s+(?:all\s+of\s+it|it\s+all|the\s+whole\s+thing)\s+(?=to\b)", "text it "),
    # "there's a recipes.txt in markor - any of those that only take 10 minutes to prep, add them to my recipe app"
    (
        r"^there'?s\s+(?:a|an|the)\s+(?P<f>[\w-]+\.txt)\s+in\s+(?P<a>\w+)\s*[-–—,:;]\s*(?:any|all)\s+(?:of\s+)?"
        r"(?:those|the\s+ones|them|the\s+recipes)\s+(?:that|which)\s+(?:only\s+)?(?P<c>take\s+[^,]+?)\s*,\s*(?:please\s+)?"
        r"(?:add|put|copy|save)\s+(?:them|those|'em)\s+(?:to|in|into)\s+(?P<to>.+)$",
        r"add the recipes from \g<f> in \g<a> that \g<c> to \g<to>",
    ),
    # "directions - Stir fry …": the field's value after a dash
    (
        r"\b(?P<f>directions|ingredients|description|source|servings)\s+[-–—]\s+",
        _about(r"\brecipes?\b", r"\g<f>: "),
    ),
    # "got it from a magazine": a recipe's source
    (
        r"\b(?:i\s+)?got\s+it\s+(?:out\s+of|from)\s+(?:a|an|the|my)\s+(?P<s>[\w-]+)\b",
        _about(r"\brecipes?\b", r"source \g<s>"),
    ),
    # "Add my Veggie stir fry to the recipe app: …": the recipe named by "my", then its fields
    (
        r"^(?P<v>add|save|put)\s+my\s+(?P<t>[^,:;.\"“”]+?)\s+(?:in|into|to)\s+(?:the|my)\s+(?:recipes?\s+app|recipe\s+book|"
        r"recipes)\s*:\s*",
        r"add a recipe to broccoli: \g<t>, description ",
    ),
)

# The speaker's situation before a request, run on by a bare comma or ", so": taken off when it holds no value.
SITUATIONS: tuple[tuple[str, Replacement], ...] = (
    (
        r"^(?:going\s+for|off\s+to|heading\s+(?:out|to|for)|about\s+to|just\s+about\s+to)\b[^.?!,;:\-–—]{0,50},\s*"
        r"(?=" + _REQUEST + ")",
        "",
    ),
    (
        r"^(?-i:[a-zA-Z][\w']*)\s+(?:bailed|cancelled|canceled|can'?t\s+make\s+it|pulled\s+out|is\s+off|is\s+sick)\b"
        r"[^.?!,;\d]{0,40},\s*(?:so\s+)?(?=" + _REQUEST + ")",
        "",
    ),
    (
        r"^(?:the\s+)?(?:screen'?s?|screen\s+is|phone'?s?|phone\s+is)\s+(?:way\s+|far\s+|much\s+|really\s+|so\s+)?"
        r"too\s+bright\b[^.?!,;\d]{0,40},\s*(?:so\s+)?(?P<v>dim|turn|put|set|lower)\s+it\b",
        r"\g<v> the screen",
    ),
)

# Read before any other turn: forms other mends would take apart first.
_FIRST: tuple[tuple[str, Replacement], ...] = (
    # "…, it's the joplin app": the app said after the job, before the trailing remark is taken off as a reason
    (
        r"\s*[,;-]\s*(?:it'?s|its|it\s+is)\s+(?:in\s+)?(?:the\s+|my\s+)?(?P<a>[\w-]+)\s+app\s*[.!]?$",
        r" in \g<a>",
    ),
    # "forgot where my piano lesson is lol, can u check the calendar? just the place": where it is, asked
    (
        r"^(?:i\s+)?(?:forgot|forget|can'?t\s+remember)\s+where\s+(?P<x>(?:my|the)\s+[^,.?!\"“”]+?)\s+is\b"
        r"(?:\s+(?:lol|haha|lmao|ugh))?\s*[,.]?\s*(?:(?:can|could)\s+(?:you|u)\s+)?(?:check|look)\b[^?.!]*[?.!]"
        r"\s*(?P<tail>[^\"“”]*)$",
        r"where is \g<x>? \g<tail>",
    ),
)
# "from monday the 18th I'm doing Lunch with Sam every day at 12, …. can you put it in my calendar, description …":
# the event said as what the speaker is doing, then asked to be put in the calendar: added, its details as said.
_DOING = r"(?:i'?m|i\s+am|we'?re|we\s+are)\s+(?:doing|having|going\s+to|off\s+to)\s+(?P<t>(?-i:[A-Z])[^,.;:\"“”]*?)\s+"
_PUT_IT_IN = (
    r"\s*[.;]\s*(?:(?:can|could|would)\s+(?:you|u)\s+)?(?:please\s+|pls\s+)?(?:put|add|stick|pop)\s+it\s+(?:in|on|into|to)\s+"
    r"(?:my|the)\s+(?:calendar|calender|diary)\s*(?:[,.;:]\s*(?P<tail>[^\"“”]+?))?\s*[.?!]?$"
)
_FIRST += (
    (
        r"^(?P<when>(?:from|starting)\s+[^,.;:\"“”]+?)\s+"
        + _DOING
        + r"(?P<rest>(?:every|each|daily|weekly)\b[^.;\"“”]*?)"
        + _PUT_IT_IN,
        lambda m: f"add {m['t']} to my calendar {m['when']} {m['rest']}" + (f", {m['tail']}" if m["tail"] else ""),
    ),
    (
        r"^"
        + _DOING
        + r"(?P<rest>(?:every|each|daily|weekly|from|starting|on|this|next|tomorrow)\b[^.;\"“”]*?)"
        + _PUT_IT_IN,
        lambda m: f"add {m['t']} to my calendar {m['rest']}" + (f", {m['tail']}" if m["tail"] else ""),
    ),
)
# "Priya keeps asking me where the party is. Hana sent me the address earlier, just pass it on to her": the one asking
# is the one it goes to.
_NAMED = r"(?-i:[A-Z])[\w'-]+(?:\s+(?-i:[A-Z])[\w'-]+)?"
_FIRST += (
    (
        rf"^(?P<to>{_NAMED})\s+(?:keeps|kept|is|was|has\s+been)\s+asking\s+(?:me\s+)?(?:where|for|about|what)\b[^.;?!\"“”]*"
        rf"[.;?!,]\s*(?P<by>{_NAMED})\s+(?:sent|texted|messaged)\s+(?:me\s+)?the\s+(?P<w>address|location|details)\b"
        r"[^,.;\"“”]*[,.;]\s*(?:so\s+)?(?:just\s+)?(?:(?:can|could)\s+(?:you|u)\s+)?(?:please\s+|pls\s+)?(?:pass|forward|send)"
        r"\s+it\s+(?:on\s+)?to\s+(?:her|him|them)\b[^\"“”]*$",
        r"forward the \g<w> \g<by> texted me to \g<to>",
    ),
)
_first = Rewrites(_FIRST)


def texted_first(text: str) -> str:
    """``text`` with the forms above said as the grammar reads them; unchanged when none is in it."""
    return _first(text)
