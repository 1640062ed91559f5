"""A clause said as people dictate it — without a verb, or with the verb last — said again verb first.

"+1 555 0100 call", "lunch 12.50 food expense add", "mom text 'running late'": the verb is there, after what
it acts on, and is moved to the front. "dentist appointment friday 3pm", "weekly standup every monday 9am",
"flashlight on", "brightness 50%", "sam's number?", "milk eggs bread, shopping list note": no verb at all,
and the object and its fields say it — an entry with a day or an hour is added, a phone number with "call" or
"ring" anywhere is called, a setting with on/off or a level is set, a thing with a question mark is asked
about, a note's words are written down.

Only a clause no reader reads as it stands is said again (reader.py asks here last), so a wording that reads
today reads the same; each rewrite is a wording the readers already know, never a goal built here.
"""

from __future__ import annotations

import re
from datetime import date

from ..dates import MONTH_NAME
from ..patterns import rx
from ..time_ranges import as_start
from .clauses import app_lead, named_app
from .conversation_steps import PHONE_NUMBER
from .step_slots import when_in

# Verbs a dictated clause may end on (or say after its object), as the readers want them first. "set", "book"
# and "record" are as often nouns: only moved when they end the clause ("note" ends a note's name: _note).
_MOVABLE = r"add|call|ring|dial|create|save|delete|remove|erase|schedule|log|send|text|message|start|stop|take|play"
_LAST_ONLY = r"set|book|record"
_OBJECT_PRONOUN = r"(?:\s+(?:it|this|that|them|him|her|up|down|now|please|pls|in))*"
_VERB_LAST = re.compile(rf"^(?P<what>.+?)[\s,;:–—-]+(?P<verb>{_MOVABLE}|{_LAST_ONLY}){_OBJECT_PRONOUN}\s*[.!]?$", re.I)
# "give her a ring", "make the call": the word after an article is a noun.
_ARTICLE_LAST = re.compile(r"\b(?:a|an|the|my|your|this|that|by|via|with|for|of|to|in|on|at)$", re.I)
# "I forget where …", "… should be called X", "… got moved": a clause that says something is, was or will be
# is a statement (in_context.py reads those), never an object waiting for its verb.
_STATEMENT = re.compile(
    r"\b(?:i|we|is|are|was|were|got|gets|has|have|had|been|will|would|can|could|should|did|does|do|not|"
    r"don't|isn't|wasn't|didn't|can't|won't|there['’]?s|here['’]s|it['’]s|that['’]s)(?!\w)",
    re.I,
)
# "mom text 'running late'": the verb second, after whom it is for, and what it says after it.
_VERB_SECOND = re.compile(
    rf"^(?P<who>[A-Za-z'’-]+(?:\s+[A-Za-z'’-]+){{0,2}})\s+(?P<verb>{_MOVABLE})\s+(?P<rest>.+)$", re.I
)
_ANY_VERB = re.compile(rf"\b(?:{_MOVABLE}|turn|switch|set|book|make|put|new|write|enable|disable)\b", re.I)
# "push my meeting on March 23 to 2pm": a word before a determiner is a verb no reader knows, not a title.
# ("get rid of the 'X' event at 9 on …", "take off the …": a verb of more than one word, s27i; had made the event)
UNKNOWN_VERB = re.compile(
    r"^[\w'-]+(?:\s+(?:rid\s+of|away\s+with|off|out|up|down|over))?\s+(?:my|the|our|your|his|her|their|this|that|these|those|"
    r"all|some|any)\b",
    re.I,
)
# "push Team sync on march 23 to 2pm": an edit's verb first and where it goes after "to" is an edit no reader knew,
# never a new entry whose title starts with the verb.
_EDIT_VERB = re.compile(
    r"^(?:move|reschedule|push|bump|postpone|delay|shift|rename|change|update|edit|cancel)\s+.+\bto\b", re.I
)
_QUOTES = re.compile(r"\"[^\"]*\"|“[^”]*”|(?<!\w)'[^']*'(?!\w)")

_CALL_WORD = re.compile(r"\b(?:call|ring|dial|phone)\b", re.I)
# A call told of as a thing that happened or a list it is in ("there's a call from N in my call log", "I got a call
# from N"), or the phone as a thing ("she got a new phone, her number is N"): no call asked for (set 110: such a
# number was rung when its log entry was to be deleted; first tries, session 24: rung when it was a contact's new one).
_CALL_TOLD = re.compile(
    r"\b(?:a|an|the|that|this|one|missed|incoming|some)\s+(?:phone\s+)?(?:call|ring)\s+(?:from|with)\b|"
    r"\b(?:call|phone)\s+(?:log|logs|history|list)\b|"
    r"\b(?:a|an|the|my|your|her|his|their|our|new|old)\s+phone\b(?!\s+(?:call|ring)\b)",
    re.I,
)
_MESSAGE_WORD = re.compile(r"\b(?:text|sms|message|say|saying|tell)\b", re.I)
_PHONE = re.compile(rf"(?<![\w.]){PHONE_NUMBER}(?![\w.])")

# Words that start when an entry is: the title is what comes before the first of them.
_WHEN_START = re.compile(
    r"\b(?:on|at|from|for|every|each|this|next|today|tonight|tomorrow|tmrw|(?:mon|tues|wednes|thurs|fri|satur|sun)day|"
    rf"{MONTH_NAME}|noon|midnight|"
    r"in\s+(?:\d+|an?|one|two|three|four)\s+(?:days?|weeks?|months?))\b|\b\d",
    re.I,
)
_CALENDAR_WORDS = re.compile(r"[\s,]*\b(?:in|on|to|into)\s+(?:my\s+|the\s+)?calendar(?:\s+app)?\b", re.I)
_EVERY_WEEKDAY = re.compile(r"\bevery\s+(?:mon|tues|wednes|thurs|fri|satur|sun)day\b", re.I)
# After an entry's name, only when it is and how long it lasts; a labelled description or place runs to the end.
_WHEN_WORD = re.compile(
    r"on|at|from|for|every|each|this|next|the|of|today|tonight|tomorrow|(?:mon|tues|wednes|thurs|fri|satur|sun)days?|"
    rf"{MONTH_NAME}|days?|weeks?|months?|years?|daily|weekly|"
    r"monthly|yearly|starting|until|till|to|am|pm|a|p|m|noon|midnight|and|an|half|hours?|hrs?|mins?|minutes?|long|"
    r"in|morning|afternoon|evening|st|nd|rd|th|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|"
    r"fifteen|twenty|thirty|forty|fifty|sixty|ninety",
    re.I,
)
_LABELLED = re.compile(r"\b(?:description|location|notes?|details|place)\b\s*:?.*$", re.I)
# A time said that the date reader does not read ("at midday", "after lunch"): the entry's hour is not known.
_TIME_SAID = re.compile(
    r"\b(?:am|pm|a\.m|p\.m|noon|midday|midnight|o'?clock|morning|afternoon|evening|night)\b|\d:\d", re.I
)
_REPEATS = re.compile(r"\b(?:daily|weekly|monthly|yearly|every\s+(?:day|week|month|year))\b", re.I)

_BARE_STATE = re.compile(r"^(?P<name>[a-z][\w -]{1,30}?)\s+(?P<state>on|off)(?:\s+(?:please|pls|now))?$", re.I)
_BARE_LEVEL = re.compile(
    r"^(?P<name>[a-z][\w -]{1,30}?)\s+(?:to\s+|at\s+)?"
    r"(?P<value>\d{1,3}\s*(?:%|percent)|max(?:imum)?|min(?:imum)?|full|half)(?:\s+(?:please|pls))?$",
    re.I,
)
_QUESTION_WORD = re.compile(r"^(?:what|what's|when|where|who|whose|which|how)\b", re.I)
_WH = re.compile(r"^(?:what|when|where|who|which|how|is|are|do|does|did|any|can|should)\b", re.I)
# "files: count the Download files changed from Mar 3 on", "food total for Mar 2-8, just the number": a figure or a
# list asked for (after where it is asked) is a question, never an entry dictated without its verb.
_FIGURE_ASKED = re.compile(
    r"^(?:[\w ]{1,25}:\s*)?(?:(?:count|tally|list)\s+(?:the|my|all|every|how)|how\s+(?:many|much|long))\b|"
    r"\b(?:just|only)\s+the\s+(?:number|count|total|sum|names?|titles?)\b|"
    r"\b(?:number|count|names?|titles?)\s+only\b|\btotal\s+(?:for|of|spent|amount|between|from|since)\b|"
    # an answer's form said ("…, titles please", "comma separated"): a question, never a thing to make
    r"\b(?:names?|titles?)\s+(?:please|pls)\b|[,:]\s*(?:just\s+)?(?:the\s+)?(?:names?|titles?)\s*[.!]?$|"
    r"\bcomma[- ]separated\b|\bseparated\s+by\s+commas\b|"
    # a figure's form ("two decimals") or an outing's measure ("running km from …"): asked, never an entry's title
    r"\b(?:one|two|three|[123])\s+decimals?\b|\bdecimal\s+places?\b|"
    r"^(?:running|cycling|walking|swimming|hiking)\s+(?:km|kms|kilomet(?:er|re)s|miles|distance|time|hours|minutes)\b",
    re.I,
)
_WHEN_ASKED = re.compile(r"\b(?:next|appointment|meeting|event|birthday|flight|class|lesson)\b", re.I)

# "milk eggs bread, shopping list note": the note's name before "note", its text in the other pieces.
_NOTE_LAST = re.compile(r"^(?P<title>[\w' -]*?)\s*\b(?:note|memo)$", re.I)


def _bare(text: str) -> str:
    return _QUOTES.sub(" ", text)


def _capital(text: str) -> str:
    return text[:1].upper() + text[1:]


_MONEY_THEN_CATEGORY = re.compile(r"\$\d[\d,]*(?:\.\d\d)?\s*\([A-Za-z][\w ]*\)")


def verb_first(clause: str, today: date | None) -> list[str]:
    """Wordings of ``clause`` that say its verb first, best first; none when it names no object to infer one
    from. Each is read by the same readers as the clause was."""
    lead, rest = app_lead(clause.strip())
    if lead:
        return [f"{lead}{wording}" for wording in verb_first(rest, today)]  # "pro expense - X $5 (food)": after the app
    text, app = named_app(clause.strip().rstrip(".!"))
    where = f" in {app}" if app else ""
    return [f"{wording}{where}" for wording in _said_again(text, today)]


def _said_again(text: str, today: date | None) -> list[str]:
    said: list[str] = []
    number = _PHONE.search(text)
    asks_call = _CALL_WORD.search(_CALL_TOLD.sub(" ", _bare(text)))
    if number is not None and asks_call and not _MESSAGE_WORD.search(_bare(text)):
        said.append(f"call {number.group(0).strip()}")  # "give +1 555 0100 a ring"
    if _MONEY_THEN_CATEGORY.search(text) and not _QUESTION_WORD.match(text):
        said.append(f"add {text}")  # "online course $436.78 (education), note: monthly": an expense, its note a field
    if _QUESTION_WORD.match(text):
        return said  # "who sent me the last message": a question's last noun is never a verb said last
    if UNKNOWN_VERB.match(text) or _EDIT_VERB.match(text) or _STATEMENT.search(_bare(text)):
        return said
    if _FIGURE_ASKED.search(text):
        return said
    last = _VERB_LAST.match(text)
    if last is not None and not _ANY_VERB.match(text) and not _ARTICLE_LAST.search(last.group("what")):
        what = last.group("what").strip(" ,")
        verb = last.group("verb").lower()
        said.append(f"{verb} {what}")
    second = _VERB_SECOND.match(text)
    if second is not None and not _ANY_VERB.match(text) and not _ANY_VERB.search(_bare(second.group("who"))):
        said.append(f"{second.group('verb')} {second.group('who')} {second.group('rest')}")
    if _ANY_VERB.search(_bare(text)):
        return said
    if text.endswith("?"):
        asked = text.rstrip(" ?")
        if not _WH.match(asked):
            said.append(f"{'when' if _WHEN_ASKED.search(asked) else 'what'} is {_mine(asked)}?")
        return said
    if (state := _BARE_STATE.match(text)) is not None:
        said.append(f"turn {state.group('state').lower()} {state.group('name')}")
    if (level := _BARE_LEVEL.match(text)) is not None:
        said.append(f"set {level.group('name')} to {level.group('value')}")
    if rx(r"\bexpenses?\b", re.I).search(text) and rx(r"\d").search(text):
        said.append(f"add {text}")
    if (note := _note(text)) is not None:
        said.append(note)
    if (event := _event(text, today)) is not None:
        said.append(event)
    return said


def _mine(asked: str) -> str:
    """ "next dentist appointment" as "my next dentist appointment"; a possessive or an article stays."""
    return asked if rx(r"^(?:my|the|a|an|\w+['’]s)\b", re.I).match(asked) else f"my {asked}"


def _note(text: str) -> str | None:
    pieces = [piece.strip() for piece in rx(r"\s*[,;:]\s*").split(text) if piece.strip()]
    named = [piece for piece in pieces if _NOTE_LAST.match(piece)]
    if len(named) != 1 or len(pieces) < 2:
        return None
    title = _NOTE_LAST.match(named[0]).group("title").strip()  # type: ignore[union-attr]
    body = ", ".join(piece for piece in pieces if piece is not named[0])
    return f"note titled '{_capital(title)}': {body}" if title else f"note: {body}"


def _event(text: str, today: date | None) -> str | None:
    """An entry with a day or an hour and no verb is one to add: its title is what comes before the day."""
    plain = _CALENDAR_WORDS.sub("", text).strip(" ,")
    start = _WHEN_START.search(plain)
    if start is None or start.start() == 0:
        return None
    # "Dentist. Friday 3pm.": a title jotted as a fragment of its own ends at its full stop, never with it.
    title, when = plain[: start.start()].strip(" ,-."), plain[start.start() :]
    if not rx(r"[a-z]", re.I).search(title) or rx(r"(?:the|my|our|your|this|that|a|an)\b", re.I).match(title):
        return None
    if not all(_WHEN_WORD.fullmatch(word) for word in rx(r"[A-Za-z]+").findall(_LABELLED.sub("", when))):
        return None  # "Yoga class on March 26 should be called X": more than when
    _, day, hour = when_in(as_start(when), today)  # "8-9am": when it starts (time_ranges.py)
    hour = hour or ("12:00" if rx(r"\bat\s+noon\b", re.I).search(when) else "")  # the event reader's own
    if not (day or hour) or (_TIME_SAID.search(when) and not hour):
        return None
    weekly = "weekly " if _EVERY_WEEKDAY.search(when) and not _REPEATS.search(plain) else ""
    return f"add a {weekly}event '{_capital(title)}' {when}"
