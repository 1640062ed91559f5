"""A task split into what it asks and how: its action clauses in order, the app it names, and its
constraints (the answer's format, "do not save / start").

A slot never runs over a clause boundary: the app named in the middle or at the end ("…using Simple
SMS Messenger to +1…", "… in Markor") is cut out where it stands; sentences that only instruct
("Clear any pop-ups…", "Answer with the title only…", "Ensure the In-Call UI is displayed…") are
constraints, not slots; a sentence that only adds a field ("The event should last for 30 mins.",
"Their number is …") belongs to the clause before it; "X, then Y" and "… and share it with …" are
two steps. A leading "In Simple Calendar Pro, …" names the app of every step that names none.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from ..patterns import rx

# Launcher labels of several words are matched whole (never by one shared word such as "Pro").
KNOWN_APPS = (
    "Simple SMS Messenger",
    "Simple Calendar Pro",
    "Simple Gallery Pro",
    "Simple Draw Pro",
    "Pro Expense",
    "Audio Recorder",
    "Retro Music",
    "Retro",
    "OpenTracks",
    "Broccoli",
    "Markor",
    "Joplin",
    "Tasks",
    "Contacts",
    "Clock",
    "Settings",
    "Files",
    "Camera",
    "Chrome",
    "VLC",
    "OsmAnd",
    "Phone",
    "Messages",
)
# Apps named by a common word ("Phone", "Files") only count capitalised or said as an app ("using the files app"):
# "the phone number" names none.
COMMON_WORD_APPS = frozenset({"Tasks", "Contacts", "Clock", "Settings", "Files", "Camera", "Phone", "Messages"})
# (never where the app is gone to: "switch to the camera app" opens it)
_AS_APP = r"(?<!\bto\s)(?<!\bto\sthe\s)(?<!\bto\smy\s){}(?=\s+app\b)"
_KNOWN = "|".join(
    f"(?-i:{re.escape(app)})|{_AS_APP.format(re.escape(app.lower()))}" if app in COMMON_WORD_APPS else re.escape(app)
    for app in sorted(KNOWN_APPS, key=len, reverse=True)
)
# "for" only right before a colon: "new recipe for broccoli: Title …" names the app, "a recipe for broccoli soup" not.
_APP_WORD = (
    rf"(?:in|into|to|using|with|via|on|from|inside|through|"
    rf"for(?=\s+(?:the\s+)?(?:{_KNOWN})(?:\s+app)?\s*:))"
)
# "in Simple SMS Messenger", "using the Audio Recorder app", "in the Broccoli recipe app".
_NAMED_APP = re.compile(
    # "in the Camera folder" names a folder, not the Camera app.
    rf"[\s,]*\b{_APP_WORD}\s+(?:the\s+)?(?P<app>{_KNOWN})(?:\s+(?:recipe\s+|expense\s+)?app)?\b(?![-'’])"
    r"(?!\s+(?:folder|directory)\b)",
    re.I,
)
# "… (markor)", "… (in Simple SMS Messenger)", "… (files)": the app said aside (in brackets a common word is the app)
_COMMON = "|".join(app.lower() for app in sorted(COMMON_WORD_APPS))
_PAREN_APP = rx(rf"\s*\((?:in\s+|on\s+|using\s+|with\s+)?(?:the\s+)?(?P<app>{_KNOWN}|{_COMMON})(?:\s+app)?\)", re.I)
_THE_APP = re.compile(rf"[\s,]*\b{_APP_WORD}\s+the\s+(?P<app>[A-Z][\w-]*(?:\s+[A-Z][\w-]*){{0,3}})\s+app\b")
VERBS = (
    "create|add|make|new|write|start|schedule|set|log|record|edit|update|change|modify|rename|append|move|"
    "delete|remove|erase|send|text|message|reply|respond|resend|forward|share|call|dial|redial|ring|phone|"
    "return|answer|run|resume|stop|pause|turn|switch|enable|disable|open|launch|go|take|copy|save|put|"
    "transcribe|merge|play|mark|book|repeat|extend|shorten|reschedule|shift|postpone|push|tick|untick|uncheck"
)
# Requests said with a verb the grammar reads elsewhere ("files: get rid of a.pdf", "files: duplicate a.pdf …").
_REQUEST_WORDS = r"get\s+rid\s+of|duplicate|trash|i\s+(?:need|want)|i'd\s+like"
_LEADING_APP = re.compile(
    rf"^\s*(?i:in|on|using|with)\s+(?:the\s+)?(?P<known>(?i:{_KNOWN}))(?:\s+app)?\s*[,:]\s*|"
    r"^\s*(?i:in|on|using|with)\s+(?:the\s+)?(?P<app>[A-Za-z][\w-]*(?:\s+[A-Z][\w-]*){0,3})(?:\s+app)?\s*[,:]\s*|"
    rf"^\s*(?P<label>(?i:{_KNOWN}))(?:\s+app)?\s*(?::|\s[-–—]|,(?=\s*(?i:add|log|save|enter|create|put)\b))\s*|"
    # "files: make a folder …": a common word is an app's label when a request follows its colon.
    rf"^\s*(?P<common>(?i:{'|'.join(sorted(COMMON_WORD_APPS))}))(?:\s+app)?\s*:\s*(?=(?i:{VERBS}|{_REQUEST_WORDS})\b)"
)
# What stays ("keep the other events of that day", "leave the rest alone"): what a step leaves alone anyway.
WHAT_STAYS = r"(?:and\s+|but\s+)?(?:keep|leave)\s+(?:(?:the|my)\s+other|all\s+(?:the\s+)?other|any\s+other|the\s+rest|everything\s+else)\b"
# Sentences that instruct how to answer or what to ignore: constraints, never slots.
_INSTRUCTION = re.compile(
    r"^(?:please\s+)?(?:clear any pop-?ups|answer with|answer like|answer in the format|if not\b|if there (?:are|is) multiple|format your answer|express your answer|"
    r"(?:answer\s+)?format\s*:|use the format\b|respond with|ensure\b|make sure the in-call|assume the week|use simple gallery|the number is in|"
    rf"add a new line between|perform a paste|{WHAT_STAYS})",
    re.I,
)
UNSAVED = re.compile(
    r"^(?:do\s+not|don'?t|without)\s+(?:hit\s+|tap\s+|press\s+)?(?:save|start|saving|starting)\b", re.I
)
# Sentences that add a field to the clause before them.
_FIELD_SENTENCE = re.compile(
    r"^(?:the (?:event|meeting|timer|recording) (?:should )?(?:last|lasts|recurs)|it (?:should )?lasts?|"
    r"their (?:phone )?number is|his (?:phone )?number is|her (?:phone )?number is|the number is\b|"
    r"(?:the )?(?:event |note )?(?:description|location|title|amount|category|note) (?:is|should be)\b|"
    r"add to the (?:top|bottom)|replace the text)",
    re.I,
)
_THEN = re.compile(
    rf"\s*(?:,\s*(?:and\s+)?then\s+|\s+and\s+then\s+|,\s+then\s+|\s+then\s+|;\s*|"
    # "delete A, and remove B": a second removal is a step of its own, never words after the first's name
    rf",\s*and\s+(?:also\s+)?(?=(?:delete|remove|erase|trash|cancel)\b)|"
    rf",?\s+and\s+after\s+that,?\s+|[,.]?\s+(?:after\s+that|afterwards|once\s+(?:it'?s|that'?s|it\s+is)\s+done),?\s+)"
    # "cancel A on 28/3, then cancel B on 29/3": a second entry cancelled is a step too (it had been dropped).
    rf"(?=(?:{VERBS})\b|(?:wi-?fi|bluetooth|airplane\s+mode|dark\s+mode)\s+(?:on|off)\b|"
    r"cancel\s+(?:the\s+|my\s+)?(?!(?:call|it|that|this|them)\b)\w)",
    re.I,
)
_INTO_IT = (
    r"(?:move|put|copy|transfer)\s+\S+(?:\s+\([^)]*\))?(?:\s+(?:from|out\s+of)\s+[\w -]+?)?\s+"
    r"(?:(?:in|into|to)\s+it|(?:in\s+)?there)\b"
)
_AND_SHARE = re.compile(
    r"\s*,?\s+and\s+(?=(?:share|send|text|sms)\s+(?:it|the note|the file)\b|(?:turn|switch)\s+(?:\w+\s+){1,2}(?:on|off)$|"
    r"(?:turn|switch)\s+(?:on|off)\b|(?:enable|disable)\s+\w+$|"
    # "make a folder X and move a.pdf into it": a file put into the folder the step before made.
    rf"{_INTO_IT})"
    # "new folder X in files, put a.pdf in it": a comma alone before it too.
    rf"|\s*,\s*(?={_INTO_IT})",
    re.I,
)


@dataclass(frozen=True, slots=True)
class Clause:
    text: str
    app: str = ""


@dataclass(frozen=True, slots=True)
class Clauses:
    clauses: tuple[Clause, ...]
    app: str = ""  # the app a leading "In <App>, …" names
    answer: str = ""  # "titles" when the answer is to be titles only
    comma: bool = False  # several answers as one comma-separated list
    unsaved: bool = False  # "do not save / do not start": the form is left filled, not saved


# "the Markor note …": the app named as the kind of its entry.
_APP_NOUN = re.compile(
    rf"\b(?P<app>{_KNOWN})\s+(?=(?:notes?|files?|recipes?|events?|expenses?|contacts?|playlists?)\b)", re.I
)


# A launcher label said without its first word ("SMS Messenger", "Calendar Pro").
# ("Simple Calendar" too: people drop the "Pro" as often as the "Simple").
_SHORT_NAMES = {
    " ".join(words).casefold(): app
    for app in KNOWN_APPS
    if len(app.split()) > 2
    for words in (app.split()[1:], app.split()[:-1])
}
_SHORT = re.compile(
    rf"[\s,]*\b{_APP_WORD}\s+(?:the\s+|my\s+)?(?P<app>{'|'.join(re.escape(n) for n in _SHORT_NAMES)})"
    r"(?:\s+app)?\b(?!\s+pro\b|\s+messenger\b)",
    re.I,
)
# "use the audio recorder to record …": the app first, then what to do in it.
_USE_APP = re.compile(r"^use\s+(?:the\s+|my\s+)?(?P<app>.+?)(?:\s+app)?\s+to\s+(?P<rest>.+)$", re.I)
# "Budget review at 3pm - add it to my calendar": what to add said first, the verb after it.
_IT_AFTER = re.compile(
    r"^(?P<what>(?!(?:" + VERBS + r")\b).+?)\s*(?:\s[-–—]\s*|[,;:]\s+|\.\s+)(?:and\s+|just\s+)?(?:please\s+|pls\s+)?"
    r"(?P<verb>add|put|save|schedule|create|log|make)\s+(?:(?:it|this|that)\b\s*|(?=(?:to|in|into|on)\s))(?P<rest>.*)$",
    re.I,
)


_COMMON_APP = r"(?i:files|tasks|contacts|clock|camera)"
# "… check in files" (read as "… in files"): a common word that ends the text names the app to look in.
_MENTIONED = re.compile(
    rf"\b(?P<app>{_KNOWN})\b(?![-'’])(?!\s+(?:folder|directory)\b)|\b(?P<common>{_COMMON_APP})\s+app\b|"
    rf"\b(?:in|on)\s+(?:the\s+|my\s+)?(?P<where>{_COMMON_APP})\s*[.?!]?\s*$|"
    # "files: …" first, "… (files)" last: a label or an aside that only says where.
    rf"^\s*(?P<label>{_COMMON_APP})\s*:|\(\s*(?:in\s+|using\s+)?(?:the\s+)?(?P<aside>{_COMMON_APP})(?:\s+app)?\s*\)\s*[.?!]?\s*$"
    # "…? check files, answer yes or no": the app looked in, said as an aside of its own.
    rf"|\b(?:check|look\s+in|use|open)\s+(?:the\s+|my\s+)?(?P<look>{_COMMON_APP})\s*(?=[,.;!]|$)",
    re.I,
)


def mentioned_app(text: str) -> str:
    """The first app the text names anywhere ("which song in my Retro Music library …", "files app: …"), as
    its label; "" for none. A common word names an app capitalised, followed by "app", or ending the text."""
    found = _MENTIONED.search(text)
    if found is None:
        return ""
    said = next(value for value in found.groups() if value)
    return next((name for name in KNOWN_APPS if name.casefold() == said.casefold()), said)


def named_app(text: str) -> tuple[str, str]:
    """``(text without it, app)`` for the app a clause names; the app's label is returned whole."""
    short = _SHORT.search(text)
    if short is not None and not _NAMED_APP.search(text):
        rest = (text[: short.start()] + " " + text[short.end() :]).strip()
        # "in simple calendar, set …": the comma that set the app off goes with it.
        rest = rx(r"^[,:;]\s*").sub("", rest) if short.start() == 0 else rest
        return " ".join(rest.split()), _SHORT_NAMES[short.group("app").casefold()]
    for pattern in (_NAMED_APP, _PAREN_APP, _THE_APP, _APP_NOUN):
        match = pattern.search(text)
        if match is not None:
            app = match.group("app")
            known = next((name for name in KNOWN_APPS if name.casefold() == app.casefold()), app)
            rest = (text[: match.start()] + " " + text[match.end() :]).strip()
            # (and "… Winter boots from Pro Expense?": the question mark the app stood before ends the last item)
            rest = rx(r"\s+([.,:;?!])").sub(r"\1", " ".join(rest.split()))
            # "In Simple Calendar Pro, zap the event …": the comma that set the app off goes with it.
            return (rx(r"^[,:;]\s*").sub("", rest) if match.start() == 0 else rest), known
    return text, ""


def app_lead(text: str) -> tuple[str, str]:
    """``(lead, rest)`` when ``text`` opens with only the app it is for ("In Simple Calendar Pro, …", "Markor: …",
    "pro expense - …"), else ``("", text)``: what the request says of a thing is read from the rest."""
    head = rx(r"^([^,:;]{3,40}?)(?:\s*[,:]|\s+[-–—→])\s+").match(text)
    if head is None:
        return "", text
    said = head.group(1)
    whole = any(name.casefold() == said.casefold() for name in KNOWN_APPS)
    if whole or (named := named_app(said))[1] and not named[0].strip():
        return head.group(0), text[head.end() :]
    return "", text


def _sentences(text: str) -> list[str]:
    """Sentences where the next one starts a new thought (a verb, an instruction); a full stop inside a
    message or a note's text does not end it."""
    parts = rx(r"(?<=[.!?])\s+(?=[A-Z\"'])").split(text.strip())
    merged: list[str] = []
    for part in parts:
        # After "…: <text>" a sentence is more of the text unless it plainly starts another step.
        in_body = (
            bool(merged) and rx(r":\s|\bwith\s+(?:the\s+)?(?:text|content)\s+[A-Z]").search(merged[-1]) is not None
        )
        verbs = r"share" if in_body else VERBS
        starts = rx(rf"(?:please\s+)?(?:{verbs})\b", re.I).match(part)
        # Inside an open quote ("jot down "A. Book the train …"") a sentence is more of the quoted text.
        quoted = bool(merged) and (merged[-1].count('"') % 2 == 1 or merged[-1].count("“") > merged[-1].count("”"))
        if merged and (
            quoted or not (starts or _INSTRUCTION.match(part) or UNSAVED.match(part) or _FIELD_SENTENCE.match(part))
        ):
            merged[-1] = f"{merged[-1]} {part}"
        else:
            merged.append(part)
    return merged


_QUOTE_SPAN = re.compile(r"\"[^\"]*\"|“[^”]*”|(?<!\w)'[^']*'(?!\w)")


_SHARED_LAST = re.compile(
    r"[.,;]?\s+(?:and\s+)?then\s+(?:text|send|share|sms|message|forward)\s+(?:it|the\s+note|that|this)\b"
    r"(?:\s+(?:by|via|over|as\s+an?)\s+(?:sms|text))?\s+(?:to|with)\s+[^.,;:]+[.!]?$",
    re.I,
)


# What a note is to say, said unquoted after the words that ask for it ("… and just say Read Piranesi, then start
# Middlemarch."): its text runs on to a rename said after it, or to the end, as the text after a colon does.
_SAYS = re.compile(
    r"\b(?:(?:just|only)\s+say|should\s+(?:now\s+)?(?:just\s+|only\s+)?(?:say|read)|(?:make|have)\s+it\s+say|"
    r"whose\s+(?:body|text|content)\s+is)\s+(?=\w)",
    re.I,
)
_RENAMED_AFTER = re.compile(
    r"[.,;]?\s+(?:and\s+)?(?:then\s+)?(?:rename|call\s+it|(?:it\s+)?should\s+be\s+called)\b", re.I
)


def _split_steps(sentence: str) -> list[str]:
    """ "X, then Y" as two steps; never inside a quoted text nor inside the text after a colon or a "just say"."""
    masked = _QUOTE_SPAN.sub(lambda m: "q" * len(m.group(0)), sentence)
    if (says := _SAYS.search(masked)) is not None and not rx(r":\s").search(masked):
        renamed = _RENAMED_AFTER.search(masked, says.end())
        shared = _SHARED_LAST.search(masked, says.end())
        end = min(found.start() for found in (renamed, shared) if found is not None) if renamed or shared else None
        end = len(masked) if end is None else end
        masked = masked[: says.end()] + "q" * (end - says.end()) + masked[end:]
    colon = rx(r":\s").search(masked)
    if colon is not None:
        # Sharing what was just written, said last after the text ("note a.md: X. then text it to +1…"): a step of
        # its own, since a note's text does not send itself.
        shared = _SHARED_LAST.search(masked, colon.end())
        end = shared.start() if shared is not None else len(masked)
        masked = masked[: colon.start()] + "q" * (end - colon.start()) + masked[end:]
    pieces, start = [], 0
    for match in _THEN.finditer(masked):
        pieces.append(sentence[start : match.start()])
        start = match.end()
    pieces.append(sentence[start:])
    return [piece for piece in pieces if piece.strip()]


# Every way of asking for an app itself ("pull up the files app", "get me into Markor"): the app named after it is
# what to open, never where a step happens.
OPENING = (
    r"(?:open|launch|go\s+(?:in)?to|(?:bring|pull|fire|boot)\s+up|get\s+me\s+(?:in)?to|take\s+me\s+(?:in)?to|"
    r"head\s+(?:over\s+)?to|(?:jump|hop)\s+(?:in)?to)"
)


# An app named only by its purpose ("in my notes app", "use my sms app to …", "calendar: …"): the task's
# object already says the purpose, and the phone's own app for it is found when it is opened.
_PURPOSE = r"(?:notes?|sms|texting|messages?|messaging|calendar|music|phone|dialer|contacts?|recorder|camera|expenses?)"
_PURPOSE_LEAD = re.compile(
    rf"^(?:in|on|using|with)\s+(?:my|the)\s+{_PURPOSE}\s+app\s*,?\s*|^(?:first|ok|so)\s*,?\s+(?=\w)", re.I
)
# The same said later in the clause ("add A and B to the queue in my music app"): the object says the purpose.
_PURPOSE_LATER = re.compile(rf"[\s,]+(?:in|on|using|with)\s+my\s+{_PURPOSE}\s+app\b", re.I)


# "two things for a.md in markor: first add …, second rename it …": steps counted out for one file.
_THINGS_FOR = re.compile(
    r"^(?:(?:two|three|2|3|a\s+couple\s+of|a\s+few)\s+things\s+(?:for|about|with|in|to\s+do\s+(?:to|with|in))\s+"
    r"(?P<file>[\w-]+\.[A-Za-z0-9]{2,4})(?P<app>\s+in\s+[\w ]+?)?\s*:\s*)",
    re.I,
)
_COUNTED = re.compile(
    r"^first(?:ly)?\s*,?\s+(?P<a>.+?)\s*[,;.]?\s+(?:second(?:ly)?|then|and\s+then)\s*,?\s+(?P<b>.+)$", re.I
)
_POSITION = re.compile(
    r"\b(?:(?:at|to)\s+the\s+(?:very\s+)?(?:top|start|beginning|end|bottom)|as\s+the\s+(?:first|last)\s+line)\b(?!\s+of\b)",
    re.I,
)


def _counted_steps(text: str) -> str:
    """ "first A, second B" as "A, then B"; a file named before them ("two things for a.md: …") is where a
    step's "at the top" / "as the first line" happens."""
    things = _THINGS_FOR.match(text)
    body = text[things.end() :] if things is not None else text
    counted = _COUNTED.match(body)
    if counted is None:
        return text
    a, b = counted.group("a"), counted.group("b")
    if things is not None:
        a, b = (_POSITION.sub(lambda m: f"{m.group(0)} of {things['file']}", step, count=1) for step in (a, b))
        a += things.group("app") or ""
    return f"{a}, then {b}"


_WHEN_FIRST = (
    r"^(?:today|tonight|tomorrow|(?:this|next)\s+\w+day|(?:mon|tues|wednes|thurs|fri|satur|sun)day)\s+(?:at\s+)?"
    r"\d{1,2}(?::\d\d)?\s*(?:am|pm)?\s+[A-Z\"'][^?]*\b(?:description|for\s+(?:\d+|an?|one)\s+(?:hours?|min))"
)


def read_clauses(text: str) -> Clauses:
    text = _PURPOSE_LATER.sub("", _PURPOSE_LEAD.sub("", _counted_steps(text)))
    # "expenses to delete: A; B": the entries listed after what to do with them.
    text = rx(r"^(?P<o>notes?|files?|expenses?|recipes?|contacts?)\s+to\s+(?P<v>delete|remove)\s*:\s*", re.I).sub(
        lambda m: f"{m['v']} the following {m['o']}: ", text
    )
    # "text the whole thing to …": the whole note is "it".
    text = rx(r"\b(share|send|text|sms)\s+(?:the\s+whole\s+(?:thing|note|text)|all\s+of\s+it|everything)\b", re.I).sub(
        r"\1 it", text
    )
    # "calendar event Budget review at 3 pm …": an entry named by its kind first is one to add.
    text = rx(r"^(?:markor\s+|new\s+)?note\s+(?=[\w-]+\.(?:md|txt)\b)", re.I).sub("create a note ", text)
    text = rx(
        r"^(?P<kind>(?:new\s+)?(?:(?:daily|weekly|monthly|recurring|repeating)\s+)*(?:calendar\s+)?event)\s+(?=[A-Z\"'])",
        re.I,
    ).sub(lambda m: f"add a {m['kind']} ", text)
    # "tmrw 8am Yoga class for 1 hour, description …": a day and an hour first, then what and how long, no
    # verb at all — an entry to add.
    if rx(_WHEN_FIRST, re.I).match(text) and not rx(rf"\b(?:{VERBS})\b", re.I).search(text):
        text = f"add {text}"
    # "Recipe: Pancakes - fluffy, 4 servings": the kind said first, as a label
    text = rx(r"^(?:new\s+)?recipe\s*:\s*(?=\S)", re.I).sub("add a recipe: ", text)
    # "expense - Taxi home, 23.40, transport": the kind said first, as a label
    text = rx(r"^(?P<p>expenses?)\s+[-–—]\s+(?=[A-Za-z])", re.I).sub(r"\g<p>: ", text)
    if (labelled := rx(rf"^(?P<p>{_PURPOSE})\s*:\s*(?P<rest>.+)$", re.I).match(text)) is not None:
        verb = "add" if not rx(rf"(?:{VERBS})\b", re.I).match(labelled.group("rest")) else ""
        if verb and rx(r"expenses?", re.I).fullmatch(labelled.group("p")) and "," in labelled.group("rest"):
            # "expense: Birthday dinner, $1,922.50, food, note …": an entry's fields, none of them where it goes (said
            # tersely, "expense: coffee 4.20 food" is one phrase, read as such)
            text = f"new {labelled.group('p').lower()}: {labelled.group('rest')}"
        else:
            text = f"{verb} {labelled.group('rest')} to my {labelled.group('p')}".strip()
    # "simple calendar: …": a launcher label said short, as a label before the request.
    short = rx(rf"^\s*(?P<s>{'|'.join(re.escape(n) for n in _SHORT_NAMES)})(?:\s+app)?\s*:\s*(?=\S)", re.I).match(text)
    if short is not None:
        text = f"{_SHORT_NAMES[short['s'].casefold()]}: {text[short.end() :]}"
    leading = _LEADING_APP.match(text)
    app = ""
    said = (
        leading.group("known") or leading.group("app") or leading.group("label") or leading.group("common")
        if leading is not None
        else ""
    )
    if (
        leading is not None
        and (said[0].isupper() or said.casefold() in {a.casefold() for a in KNOWN_APPS})
        and not rx(r"^(?:the|this|that|a|an|my)\b", re.I).match(said)
    ):
        app = next((n for n in KNOWN_APPS if n.casefold() == said.casefold()), said)
        # "vlc: just play through all my videos": a filler after the app's label carries nothing either
        text = rx(r"^(?:just|please|pls|ok(?:ay)?|so)\s+(?=\w)", re.I).sub("", text[leading.end() :])
        if not rx(r"[\w-]+\.[A-Za-z0-9]{2,4}\b").match(text):  # a file's name is spelled as it is
            text = text[:1].upper() + text[1:]
    if (used := _USE_APP.match(text)) is not None:
        purpose = rx(rf"(?:my\s+|the\s+)?{_PURPOSE}", re.I).fullmatch(used.group("app"))
        text = used.group("rest") if purpose else f"{used.group('rest')} in {used.group('app')}"
    if (late := _IT_AFTER.match(text)) is not None:
        what = rx(r"\bI\s+(?:have|'ve\s+got|got)\s+", re.I).sub("", late.group("what"))
        text = f"{late.group('verb')} {what} {late.group('rest')}".strip()
    answer, comma, unsaved = "", False, False
    # "… - leave it unsaved", "but don't save it": said inside a sentence too.
    if rx(
        r"\b(?:leave\s+it\s+unsaved|(?:but\s+)?(?:do\s+not|don'?t)\s+(?:hit\s+)?(?:save|start)\b|without\s+(?:saving|starting))",
        re.I,
    ).search(text):
        unsaved = True
        text = rx(
            r"\s*[-,;]?\s*(?:leave\s+it\s+unsaved|but\s+(?:do\s+not|don'?t)\s+(?:save|start)\s+it(?:\s+yet)?)\b", re.I
        ).sub("", text)
    clauses: list[Clause] = []
    for sentence in _sentences(text):
        bare = sentence.strip().rstrip(".")
        if UNSAVED.match(bare):
            unsaved = True
            continue
        if _INSTRUCTION.match(bare):
            if rx(r"\btitles?\s+only\b", re.I).search(bare):
                answer = "titles"
            comma = comma or rx(r"comma[- ]separated", re.I).search(bare) is not None
            continue
        if _FIELD_SENTENCE.match(bare) and clauses:
            last = clauses[-1]
            clauses[-1] = Clause(f"{last.text}. {bare}", last.app)
            continue
        pieces = _split_steps(bare)
        pieces = [q for p in pieces for q in _AND_SHARE.split(p) if q.strip()]
        for piece in pieces:
            piece = piece.strip(" ,")
            if rx(rf"^{OPENING}\b", re.I).match(piece):
                clauses.append(Clause(piece, ""))
                continue
            rest, named = named_app(piece)
            clauses.append(Clause(rest, named))
    if not clauses:
        clauses.append(Clause(text.strip().rstrip("."), ""))
    return Clauses(tuple(clauses), app, answer, comma, unsaved)
