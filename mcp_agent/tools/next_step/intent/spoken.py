"""A request as people dictate or thumb it, said the way the grammar reads it: before any other reading.

Each rule is a class of phrasings, never one task's words:

* emoji carry no request ("📸 snap a pic", "wifi on 🙏") and are dropped;
* a correction keeps what was said last ("call 555 1234, no sorry, +1…", "delete Ann, no wait, Ben"): the
  value said after "no wait" / "sorry" / "I mean" / "actually" replaces the last value of the same kind
  (a number, or a capitalised name) before it; with no such value before it the text is left as it was;
* items joined by "&" or "+" are a list ("A & B & C" → "A, B and C");
* other Englishes and shorthand: "diary" for the calendar, "bin" for delete, "rang" / "ring them back",
  "pic", "prio", "to do list", "a fortnight today", "<weekday> week" (the weekday a week after the coming one);
* a duration said "an hour 38 minutes", "an hour and a half";
* a question said as what one forgot ("I forget where the X is") is the question.
"""

from __future__ import annotations

import re
import unicodedata
from datetime import date
from functools import lru_cache

from ..patterns import rx
from .addressed import unaddressed
from .aside_mends import REMARKED_AROUND
from .asked_by_name import asked_by_name
from .autocorrect_mends import autocorrected
from .call_remarks import calls_said_plainly
from .casual_mends import expense_rows_said
from .chat_mends import SAID_TWICE
from .courtesy import outside_message
from .dictation import undictated
from .discourse import unframed
from .everyday_app_mends import EVERYDAY_APPS
from .everyday_turns import everyday_turns
from .file_moves import moves_said_plainly
from .files import source_said_after, source_said_between
from .listed_playlists import playlist_listed_first
from .new_folder_moves import folder_made_first
from .ordinal_days import days_against_today, ordinal_digits
from .outings import outing_recorded
from .reasons_mends import REASONS_FIRST
from .record_remarks import records_said_plainly
from .remark_references import with_references_read
from .removal_mends import removals_said_plainly
from .request_frames import unwrapped
from .rewrites import Rewrites
from .said_aloud import said_aloud
from .shorthand import spelled_out
from .stated_values import stated_value_set
from .storage_places import storage_folders_named, storage_said_plainly
from .texting import untexted
from .typos import mended
from .where_first import where_last
from .wishes import as_requested

_CORRECTION = re.compile(
    r"[,;.]?\s+(?:no\s+wait|no\s+sorry|no\s+no|sorry\s+i\s+mean|sorry|i\s+mean|no\s+i\s+mean|oops)[,:]?\s+",
    re.I,
)
_NUMBER = re.compile(r"\+?\d[\d ()-]*\d")
_NAME = re.compile(r"\b[A-Z][a-z'-]+(?:\s+[A-Z][a-z'-]+)+\b")
_LISTED = re.compile(
    r"(?P<a>[^&+\n]+?)(?P<rest>(?:\s+[&+]\s+[^&+\n,]+?)+)(?=$|[,.;:](?=\s|$)|\s+(?:in|into|on|to|from)\s)"
)
_HOURS = {
    w: str(n) for n, w in enumerate("zero one two three four five six seven eight nine ten eleven twelve".split())
}
_WORDS = (
    (r"\b(?:my|the|in\s+my|in\s+the)\s+diary\b", lambda m: m.group(0)[: -len("diary")] + "calendar"),
    (r"^bin\s+", lambda m: "delete "),
    # "start and stop a recording": one recording made, not two requests.
    (
        r"^start\s+(?:and|then)\s+(?:then\s+)?stop\s+(?=(?:an?|the)\s+(?:new\s+|quick\s+)?(?:recording|track)\b)",
        lambda m: "record ",
    ),
    (r"(?:,|\s[-–—])\s*bin\s+(?=it\b|them\b)", lambda m: ", delete "),
    (r"\b(?:ring|phone)\s+(?P<who>them|him|her)\s+back\b", lambda m: f"call {m.group('who')} back"),
    (r"^someone\s+(?:just\s+)?rang\b", lambda m: "I just missed a call"),
    (r"\bpic\b", lambda m: "photo"),
    (
        r"\b(?P<v>take|shoot|record|film|make|play)\s+(?P<a>(?:a|an|one)\s+)?(?P<q>(?:quick|short|little)\s+)?vid\b",
        lambda m: f"{m['v']} {m['a'] or ''}{m['q'] or ''}video",
    ),
    (r"^bt\s+(?=on\b|off\b)", lambda m: "bluetooth "),
    # "desc bring the documents", "w a blank line", "alarm 930pm": typed short.
    (r"\bdesc\b\.?(?=\s*:?\s+\w)", lambda m: "description"),
    (r"\bw/?\s+(?=(?:a|an|the)\b)", lambda m: "with "),
    (r"(?<![\d:])\b(?P<h>\d{1,2})(?P<m>[0-5]\d)\s*(?P<p>am|pm)\b", lambda m: f"{m['h']}:{m['m']}{m['p']}"),
    (r"\bprio\b", lambda m: "priority"),
    (r"\bto\s+do\s+list\b", lambda m: "to-do list"),
    (r"\b(?:a\s+fortnight|two\s+weeks|2\s+weeks)\s+today\b", lambda m: "two weeks from today"),
    (r"\ban\s+hour\s+and\s+a\s+half\b", lambda m: "90 minutes"),
    (r"\ban\s+hour(?=,?\s+(?:and\s+)?\d+\s*(?:minutes?|mins?|m)\b)", lambda m: "1 hour"),
    (r"\b(?:freeze|hold)\s+(?=(?:the\s+|my\s+)?stopwatch\b)", lambda m: "pause "),
    (r"^(?P<n>stopwatch|timer)\s+(?:go|on|start)\b", lambda m: f"start the {m.group('n')}"),
    (
        r"\bhalf\s+(?P<h>one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|\d{1,2})\b(?!\s+(?:an?\s+)?hours?)",
        lambda m: f"{_HOURS.get(m.group('h').lower(), m.group('h'))}:30",
    ),
    (r"\b(?P<h>\d{1,2}:\d{2})\s+tonight\b", lambda m: f"{m.group('h')} pm"),
    # "bluetooth on for the car speaker.", "switch on bluetooth for my headphones": why it is switched is no part of it
    (
        r"\b(?P<s>(?:(?:on|off)\s+)?(?:wifi|wi-fi|bluetooth)(?:\s+(?:on|off))?)\s+(?:to|so|for)\s+[^,.;]+[.!]?$",
        r"\g<s>",
    ),
    (
        r"^(?:dim|darken|turn\s+down)\s+the\s+(?:screen|display)\b(?:\s+(?:(?:right|all\s+the\s+way)(?:\s+down)?|fully|"
        r"completely|totally|as\s+far\s+as\s+it\s+goes))?"
        r"(?:\s*,?\s*(?:as\s+low\s+as\s+it\s+(?:goes|can\s+go)|(?:the\s+)?lowest\s+it\s+(?:goes|can\s+go)))?$",
        lambda m: "set brightness to the minimum",
    ),
    # "take Fuel out of my expenses", "get a.md out of Markor", "take it off the list": out of where it is, deleted.
    (
        r"\b(?:take|get)\s+(?P<x>(?!(?:me|us)\b).+?)\s+(?:out\s+of|off(?:\s+of)?)\s+"
        r"(?=(?:my|the)\s|\w+(?:\s+\w+)?\s*(?:[,.;!]|$))",
        lambda m: f"delete {m.group('x')} from ",
    ),
    (r"\bticked\s+off\b", lambda m: "completed"),
    (r"\bhead\s*count\s+(?:for|of|at)\s+", lambda m: "how many people came to "),
    (r"\b(?:messaged|texted)\s+my\s+(?:mobile|phone|cell)\b", lambda m: "texted me"),
    (
        r"\bthe\s+(?:last|latest)\s+(?:person|one)\s+(?:who|that)\s+(?:texted|messaged)\s+me\b",
        lambda m: "whoever texted me last",
    ),
    # A request run on without punctuation, as dictated: "… earlier failed can you resend it".
    (r"(?<=[a-z])\s+(?=(?:can|could|would)\s+you\s+(?!tell\b))", lambda m: ", "),
    # "anything on saturday?": what is on a day is the calendar's.
    (
        r"^(?:anything|what'?s)\s+on\s+(?P<d>(?:this\s+|next\s+)?\w+day|tomorrow|today|[A-Z][a-z]+\s+\d{1,2})\s*\?",
        lambda m: f"do I have any events on {m.group('d')}?",
    ),
    # "<Name> …, delete the contact": the contact the context names.
    (
        r"^(?P<p>(?-i:[A-Z][\w-]+(?:\s+[A-Z][\w-]+)+))\b[^,]*,\s*(?:so\s+)?(?:please\s+|pls\s+)?(?P<v>delete|remove)\s+"
        r"(?:the|their|his|her)\s+contact(?:\s*,?\s*(?:please|pls|plz|thanks|thx))?\s*[.!]?$",
        lambda m: f"{m.group('v')} the contact {m.group('p')}",
    ),
    (r"\bwhose\s+(?:method|instructions|cooking\s+steps)\b", lambda m: "whose directions"),
    (r"\b(?:double|doubled)\s+(?=(?:recipes|expenses|entries|notes|contacts|events)\b)", lambda m: "duplicated "),
    (
        r"^there\s+are\s+duplicated\s+(?P<k>\w+)\s+in\s+(?P<app>[\w ]+?)\s*,\s*keep\s+one(?:\s+copy)?\s+of\s+each"
        r"\s+and\s+(?:delete|remove|bin|get\s+rid\s+of)\s+the\s+rest\s*[.!]?$",
        lambda m: f"remove duplicated {m.group('k')} from {m.group('app')}. keep one of each",
    ),
    # "I made a markor note by mistake, the newest one, delete it": the newest entry of the kind said.
    (
        r"^i\s+(?:just\s+)?(?:made|added|created|saved|wrote)\s+(?:a|an)\s+(?P<what>(?:\w+\s+)?(?:note|recipe|expense|file))\b"
        r"[^,]*,\s*the\s+(?:newest|latest|last|most\s+recent)\s+one\s*,\s*(?P<v>delete|remove)\s+it\s*[.!]?$",
        lambda m: f"{m.group('v')} the newest {m.group('what')}",
    ),
    # The app first: "markor new note a.md: text", "markor new note a.md with the text …".
    (
        r"^(?P<app>\w+)\s+new\s+(?P<k>note|file)\s+(?P<n>[\w-]+\.\w{2,4})"
        r"(?:\s*:|\s*,?\s+(?:with\s+(?:the\s+)?(?:text|content|words)|saying|that\s+says)\s*:?)\s*(?P<t>.+)$",
        lambda m: f"create a new {m.group('k')} in {m.group('app')} named {m.group('n')} with the text: {m.group('t')}",
    ),
    # Whom to answer said first: "whoever texted me last, reply X", "+1… needs a reply: X".
    (
        r"^(?P<who>whoever\s+texted\s+me\s+last)\s*,\s*(?:reply|answer|respond)(?:\s+with)?\s*:?\s+(?=\S)",
        lambda m: "reply to whoever texted me last: ",
    ),
    (
        r"^(?P<n>\+?\d[\d ()-]{5,}\d|(?-i:[A-Z])[\w'-]*(?:\s+(?-i:[A-Z])[\w'-]*)*|whoever\s+texted\s+me\s+last)\s+needs\s+(?:a\s+reply|an\s+answer|a\s+response)"
        r"\s*:?\s+(?=\S)",
        lambda m: f"reply to {m.group('n')}: ",
    ),
    # "stick this at the bottom of a.md: …", "pop milk on the list", "could you pop X in my diary": adding somewhere.
    (
        r"^(?P<p>(?:(?:please|pls|kindly|just|(?:can|could|would|will)\s+(?:you|u))\s+)*)(?:pop|stick|bung|tack|slap)\s+"
        r"(?=\S+(?:\s+\S+)*\s+(?:(?:in|into|on)\s+(?:my|the)\s+|(?:at|to|on|onto)\s+the\s+(?:very\s+)?"
        r"(?:top|start|beginning|end|bottom)\s+of\s))",
        lambda m: f"{m.group('p')}add ",
    ),
    # A phone number on a line of its own after a contact to add: its number.
    (
        r"^(?P<r>add\s+[^\n]*\bcontacts?\b[^\n]*)\n\s*(?P<n>\+?\d[\d ()-]{5,}\d)\s*$",
        lambda m: f"{m.group('r')}, number {m.group('n')}",
    ),
    # A note's name and text said as steps: "make a note in Markor, call it a.md, and write: X".
    (
        r",\s*(?:call|name)\s+it\s+(?P<n>[\w-]+\.\w{2,4})\s*,?\s*(?:and\s+)?(?:write|put|say)(?:\s+in\s+it)?\s*:\s*",
        lambda m: f" named {m.group('n')} with the text: ",
    ),
    # The app and the note first, what to do after a colon: "markor a.md: put "X" as the first line …".
    (
        r"^(?P<app>\w+)\s+(?P<f>[\w-]+\.\w{2,4})\s*:\s*(?P<v>put|add|write|insert)\s+(?P<q>\"[^\"]+\"|“[^”]+”)\s+"
        r"(?P<where>as\s+the\s+(?:first|last)\s+line|at\s+the\s+(?:top|bottom|end|start))\b",
        lambda m: f"in {m.group('app')}, {m.group('v')} {m.group('q')} {m.group('where')} of {m.group('f')}",
    ),
    # A notes app and a note first, anything after the colon: "markor a.md: append this: …" is said in that note.
    (
        r"^(?P<app>markor|joplin)\s+(?P<f>[\w-]+\.(?:md|txt))\s*:\s*(?=\S)",
        lambda m: f"in {m.group('app')}, {m.group('f')}: ",
    ),
    # A file said as its path: "Documents/a.pdf" is a.pdf in the Documents folder.
    (r"\b(?P<d>[A-Z][\w-]*)/(?P<f>[\w-]+\.\w{2,4})\b", lambda m: f"{m.group('f')} in the {m.group('d')} folder"),
    # "append to a.txt: X" adds X at the end (a colon after the note otherwise reads as its new text).
    (
        r"^(?:append|add)\s+(?:to\s+)(?:the\s+(?:end|bottom)\s+of\s+)?(?P<f>[\w-]+\.\w{2,4})\s*:\s*(?P<t>[^\"]+)$",
        lambda m: f'append "{m.group("t").strip()}" to {m.group("f")}',
    ),
    # "delete expenses: A, B and C": the kind said before the list.
    (
        r"^(?P<v>delete|remove)\s+(?:the\s+)?(?P<k>expenses|recipes|contacts|notes|events|files)\s*:?\s+"
        r"(?P<l>(?:(?!\bfrom\b)[^:])+?,(?:(?!\bfrom\b)[^:])+\band\s+(?:(?!\bfrom\b)[^:])+)$",
        lambda m: f"{m.group('v')} the {m.group('l')} {m.group('k')}",
    ),
    # The thing first, then "delete it" / "delete" alone: "Chicken curry recipe, bin it", "a.pdf delete pls".
    (
        r"^(?!(?:what|whats|what's|where|which|who|why|how|is|are|do|does|did|i|i'm|im|my|there)\b)"
        r"(?![^,]*\b(?:has|have|had|is|are|was|were|got|keeps?|still|isn't|aren't)\b)(?P<x>(?:[^,.?!]|\.(?=\w))+?)"
        r"(?:,\s*|\s+[-–—]\s*|\s+)(?P<v>delete|remove|erase|trash|get\s+rid\s+of)(?:\s+it)?(?:\s+(?:pls|please))?\s*[.!]?$",
        lambda m: f"{m.group('v')} {m.group('x')}",
    ),
    # A value said first, then "with that name": "interview_66 - record a clip with that name".
    (
        r"^(?P<x>\S+)\s*[-–—:,]\s*(?P<req>.+?)\s+(?:with|under|using)\s+that\s+name\b(?P<rest>.*)$",
        lambda m: f"{m.group('req')} named {m.group('x')}{m.group('rest')}",
    ),
    # Whose number it is, said first: "+1… is Hana's new mobile, add them as a contact".
    (
        r"^(?P<n>\+?\d[\d ()-]{5,}\d)\s+is\s+(?P<p>[A-Z][\w-]*(?:\s+[A-Z][\w-]*)*)['’]s\s+(?:new\s+)?"
        r"(?:mobile|cell|phone|number)(?:\s+number)?\s*[,.;-]\s*(?:so\s+)?(?:please\s+|pls\s+)?(?P<v>add|save)\s+"
        r"(?:them|him|her)\s+(?:as\s+a\s+(?:new\s+)?contact|to\s+(?:my\s+)?contacts)\s*[.!]?$",
        lambda m: f"add {m.group('p')} to my contacts, number {m.group('n')}",
    ),
)
_said_as_read = Rewrites(_WORDS)
_FORGOT_DONE = re.compile(
    r"^i\s+(?:forget|forgot|can'?t\s+remember|don'?t\s+remember)\s+what\s+i\s+(?:completed|finished|got\s+done)\b"
    r"(?P<rest>[^,?]*)(?P<tail>.*)$",
    re.I,
)
_FORGOT = re.compile(
    r"^i\s+(?:forget|forgot|can'?t\s+remember|don'?t\s+remember)\s+where\s+(?P<x>.+?)\s+is\b"
    r"(?:\s*[,.]?\s*(?:(?:can|could)\s+(?:you|u)\s+)?(?:check|look)(?:\s+(?:in\s+)?(?:the|my)\s+\w+)?)?\s*[.?!]?$",
    re.I,
)
_FORGOT_WHEN = re.compile(
    r"^i\s+(?:forget|forgot|can'?t\s+remember|don'?t\s+remember)\s+when\s+(?:i'?m|i\s+am)\s+next\s+meeting\s+"
    r"(?P<who>[A-Z][\w'-]*(?:\s+[A-Z][\w'-]*)*)(?P<rest>.*)$",
    re.I,
)


def said_before_references(text: str) -> str:
    """``text`` as far as the remark-reference reading (remark_references.py) takes it: emoji, greetings, slips and
    the place said first read."""
    text = _emoji_as_breaks(text)
    text = rx(r"[ \t]+").sub(" ", text).strip()
    return where_last(mended(asked_by_name(unaddressed(untexted(text)))))


# One request said twice ("X can go, delete it"); the everyday turns (a call-back, "…, change that") read first.
_said_once = Rewrites(EVERYDAY_APPS, REASONS_FIRST, REMARKED_AROUND, SAID_TWICE)


@lru_cache(maxsize=1024)
def reworded(text: str, today: date | None = None) -> str:
    """``text`` with the classes above said plainly; unchanged when none is in it."""
    # First "turn of wifi", "hey google …", "wipe X" and rows "put these in my expenses: …", said plainly.
    text = everyday_turns(text)  # "mate, flick a reply to …", "a fortnight from today": said as the grammar reads
    text = _said_once(expense_rows_said(removals_said_plainly(said_aloud(autocorrected(text)))))
    text = said_before_references(stated_value_set(unwrapped(unframed(records_said_plainly(calls_said_plainly(text))))))
    text = with_references_read(source_said_between(text))  # "…, they're in Pictures, delete both": where, first
    text = outing_recorded(text)  # "going out now, start recording …": the tracker's, before "recording" says audio
    text = playlist_listed_first(text)  # "Evening playlist: a.mp4, b.mp4. make it"
    # "within the sdk_gphone_x86_64 storage area": the phone's one storage; "take a.pdf out of F and put it in G": a move.
    # ("remove a.pdf, it's in Documents": where the file is, before a trailing remark is taken off as a reason.)
    text = as_requested(moves_said_plainly(storage_folders_named(storage_said_plainly(source_said_after(text)))))
    text = spelled_out(undictated(text))
    text = _corrected(text)
    text = _listed(text)
    text = _said_as_read(text)
    text = outside_message(text, ordinal_digits)  # "on the third": "on the 3rd" (a message's words as said)
    text = folder_made_first(text)  # "put a.pdf into a new folder called X": the folder made first
    if today is not None:  # "Friday week", "the 11th": days said against today, never inside a message's own words
        day = today
        text = outside_message(text, lambda part: days_against_today(part, day))
    text = _lines_listed(text)
    text = _when_first(text)
    text = _place_first(text)
    # "…, 60 min. description Discuss the roadmap": a sentence that is one labelled field belongs to the entry before.
    text = outside_message(text, lambda part: _FIELD_SENTENCE.sub(", ", part))
    if (forgot := _FORGOT.match(text)) is not None:
        thing = forgot.group("x")
        mine = rx(r"^the\s+", re.I).sub("my ", thing) if rx(r"(?:the|my)\s", re.I).match(thing) else f"my {thing}"
        text = f"where is {mine}?"
    elif (forgot := _FORGOT_WHEN.match(text)) is not None:
        asked = forgot.group("rest").split("?", 1)
        text = f"when is my next meeting with {forgot.group('who')}?" + (asked[1] if len(asked) > 1 else "")
    elif (forgot := _FORGOT_DONE.match(text)) is not None:
        text = f"which tasks did I complete{forgot.group('rest')}? " + forgot.group("tail").lstrip(", ")
    return text


def _emoji(ch: str) -> bool:
    return unicodedata.category(ch) in ("So", "Cs") or ch in "\ufe0f\u200d"


def _emoji_as_breaks(text: str) -> str:
    """Emoji dropped; one between a remark and a request ("my wifi is off again 😩 turn it on") ends a sentence, as
    a full stop would, unless a message's words have begun (a colon or a quote before it)."""
    out: list[str] = []
    for i, ch in enumerate(text):
        if not _emoji(ch):
            out.append(ch)
            continue
        before = "".join(out).rstrip()
        after = text[i + 1 :].lstrip()
        if before and after and not _emoji(after[0]) and before[-1].isalnum() and not rx(r"[:\"“']").search(before):
            out.append(". ")
    return "".join(out)


_FIELD_SENTENCE = re.compile(
    r"(?<=\w)\.\s+(?=(?:description|desc|notes?|location|place|category|amount|duration)\b\s*:?\s*\w)|"
    # "Could you make me a note in Markor? Name: a.md. Text: …": a name or a text labelled as its own sentence.
    r"(?:(?<=\w)\.|\?)[ \t]+(?=(?:name|title|file\s*name|text|content|body)\s*:)",  # on one line: rows are read apart
    re.I,
)
# "add to calendar: Piano lesson friday 10am, 60 min": the place said first, as a heading.
_PLACE_FIRST = re.compile(
    r"^(?P<verb>add|put|save|log|write|schedule)\s+(?:this\s+|these\s+|it\s+)?(?:to|in|into|on)\s+"
    r"(?P<place>(?:my\s+|the\s+)?(?:calendar|contacts|expenses?|markor|notes?|recipes?|tasks?|to-?do\s+list))\s*:\s*"
    r"(?P<head>[^,.;\n]+)(?P<tail>.*)$",
    re.I | re.S,
)


def _place_first(text: str) -> str:
    said = _PLACE_FIRST.match(text)
    if said is None or rx(r"[\"“']").match(said.group("head").strip()):
        return text  # a quoted entry is read as it stands
    place = said.group("place")
    place = place if rx(r"(?:my|the)\s", re.I).match(place) else "my " + place
    return f"{said.group('verb')} {said.group('head').strip()} to {place}{said.group('tail')}"


_WHEN_FIRST = re.compile(
    r"^(?P<when>(?:tomorrow|today|tonight|(?:two|2)\s+weeks\s+from\s+today|in\s+\d+\s+(?:days?|weeks?)|(?:this|next|on)\s+\w+day|\w+day|"
    r"on\s+\w+\s+\d{1,2}(?:st|nd|rd|th)?)"
    r"(?:\s+(?:at\s+)?\d{1,2}(?::\d{2})?\s*(?:am|pm|h)?)?)\s*[,:]?\s+"
    r"(?P<req>(?:put|add|schedule|book|create|set\s+up)\b[^,]+)(?P<rest>,.*)?$",
    re.I,
)


_BULLET = re.compile(r"^(?:[-*•–]|\d{1,2}[.)])\s+")
_FILE_NAME = re.compile(r"[\w' ()-]{1,80}\.[A-Za-z0-9]{2,4}")


def _lines_listed(text: str) -> str:
    """ "playlist X:\nA\nB": short lines after a line ending in a colon, each one item, are a list."""
    lines = text.split("\n")
    # Each line's bullet or number ("- A", "* A", "1. A", "2) A") is no part of the item.
    items = [_BULLET.sub("", line.strip()) for line in lines[1:] if line.strip()]
    # File names ("clip_2029.mp4") are items even after a line with no colon ("vlc - playlist X").
    files = len(items) >= 2 and all(_FILE_NAME.fullmatch(item) for item in items)
    if len(lines) < 3 or not (lines[0].rstrip().endswith(":") or files):
        return text
    if files:
        head = lines[0].rstrip()
        return f"{head if head.endswith(':') else head + ':'} {', '.join(items[:-1])} and {items[-1]}"
    # Records a line each, fields by commas ("Groceries, $400.09, Food"), none named before a colon: rows in a row.
    if len(items) >= 2 and all(rx(r"[^|:,]*,[^|]*").fullmatch(item) and rx(r"\d").search(item) for item in items):
        return f"{lines[0].rstrip()} {'; '.join(items)}"
    if len(items) < 2 or any(rx(r"[:|,;$]|\s-\s|\d").search(item) or len(item.split()) > 5 for item in items):
        return text
    return f"{lines[0].rstrip()} {', '.join(items[:-1])} and {items[-1]}"


def _when_first(text: str) -> str:
    """ "tomorrow at 8 put X in my calendar, …": the day and time said before the request go after its object."""
    said = _WHEN_FIRST.match(text)
    if said is None:
        return text
    return f"{said.group('req')} {said.group('when')}{said.group('rest') or ''}"


def _corrected(text: str) -> str:
    mark = _CORRECTION.search(text)
    if mark is None:
        return text
    before, after = text[: mark.start()], text[mark.end() :]
    if rx(r"[:\"“]").search(before):
        return text  # the words after a colon or a quote are a message's, corrections and all
    for kind in (_NUMBER, _NAME):
        said = kind.match(after)
        rest = after[said.end() :] if said is not None else ""
        if said is None or not rx(r"\s*(?:[:,].*)?[.!?]?\s*", re.S).fullmatch(rest):
            continue
        wrong = list(kind.finditer(before))
        if not wrong:
            return text
        last = wrong[-1]
        return before[: last.start()] + said.group(0) + before[last.end() :] + rest
    return text


def _listed(text: str) -> str:
    def said(match: re.Match[str]) -> str:
        items = [match.group("a"), *rx(r"\s+[&+]\s+").split(match.group("rest"))[1:]]
        return ", ".join(item.strip() for item in items[:-1]) + " and " + items[-1].strip()

    if not rx(r"\s[&+]\s").search(text):
        return text
    return "\n".join(_LISTED.sub(said, line) for line in text.split("\n"))
