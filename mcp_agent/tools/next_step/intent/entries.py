"""Something to write down: a note (an optional title and its body) or a calendar event (title, date, time, and
the length a range of hours says). Dates and times are read by ``dateparser`` (dates.py)."""

from __future__ import annotations

import re
from datetime import date

from ..dates import PART_OF_DAY, read_when, says_a_day
from ..patterns import rx
from ..time_ranges import as_start, time_range
from .goal import Goal
from .repeat_rules import repeat_taken_off
from .wording import clean, quoted_values, without_quotes

_NOTE = re.compile(r"\b(?:notes?|memo|jot(?:\s+(?:it\s+)?down)?|write\s+down)\b", re.I)
_NOTE_VERB = re.compile(r"^(?:make|create|add|write|take|save|new|start|put|jot|note)\b", re.I)
_TITLED = re.compile(
    r"\b(?:titled|entitled|called|named|(?:with|under)\s+(?:the\s+)?title|title)\s+(?P<title>\"[^\"]+\"|'.+?'|“[^”]+”|\S+(?:\s+\S+)??)"
    r"(?=\s+(?:saying|that|with|:|reading|about|whose|and)\b|[:,]|$)",
    re.I,
)


# "whose body is: …", "with the text …", "and in it write …": the body named as such, the rest of the clause.
_BODY = re.compile(
    r"\b(?:(?:whose|its|with\s+(?:the|a)|and\s+(?:the|a))\s+(?:body|text|content)\s*(?:is|says|reads|should\s+(?:be|say))?"
    r"|(?:and\s+)?in\s+it\s+(?:write|put|say))\s*:?\s*(?P<body>\S.*)$",
    re.I,
)


def titled_note(text: str) -> tuple[str, str]:
    """A note's title and body where both are named ("titled X whose body is: Y"), else ("", "")."""
    body, titled = _BODY.search(text), _TITLED.search(text)
    if body is None or titled is None or titled.start() > body.start():
        return "", ""
    said = rx(r"(?<=\.)\s+(?:make|be)\s+sure\b.*$", re.I).sub("", body.group("body"))  # a check, not text
    return titled.group("title").strip("\"'“”‘’,;"), said.strip(" \"'“”")


# "a note Reading list saying Dune, …", "a note Reading list (Dune, …)": a capitalised name right after the noun, then
# its text said as such or bracketed to the end, is the title; a lower-case word there is the text's own start.
_NAMED_UNQUOTED = re.compile(
    r"\b(?:note|memo)\s+(?:(?:in|on)\s+\w+\s+)?(?P<t>(?-i:[A-Z])[\w'-]*(?:\s+(?!(?:is|are|was|were|at|to|for|on|in|by)\b)[\w'-]+){0,4}?)\s*"
    r"(?:(?:\bsaying\b|\bthat\s+says\b|\bwith\s+the\s+text\b)\s*:?\s*(?P<body>\S.*)$|\((?P<bracketed>[^()]+)\)\s*\.?\s*$)",
)


def named_note(text: str) -> tuple[str, str]:
    """The title and text of a note named unquoted ("a note Reading list saying …"), else ("", "")."""
    named = _NAMED_UNQUOTED.search(text)
    if named is None:
        return "", ""
    return named.group("t").strip(), (named.group("body") or named.group("bracketed")).strip()


def read_note(text: str) -> Goal | None:
    if not _NOTE_VERB.match(text) or not _NOTE.search(text) or rx(r"\bcalendar\b", re.I).search(text):
        return None
    if rx(r"\$\d.*[,;(]\s*notes?\s*:", re.I).search(text):
        return None  # "add online course $436.78 (education), note: monthly": an expense's note, no note to write
    title, body = titled_note(text)
    if title:
        return Goal("note", title=title, body=body)
    titled = _TITLED.search(text)
    if titled is not None:
        title = titled.group("title").strip("\"'“”‘’")
        text = text[: titled.start()] + text[titled.end() :]
    quoted = quoted_values(text)
    after_quote = rx(
        r"[\"”'’]\s*(?::|,|\bsaying\b|\bthat says\b|\bwith\b|\breading\b)\s*(?P<body>[^\"'“‘].*)$", re.I
    ).search(text)
    if quoted and not title and (len(quoted) > 1 or after_quote is not None):
        # "a note 'Shopping list' with eggs and milk": the first quoted value is the title.
        title = quoted[0]
        body = quoted[1] if len(quoted) > 1 else after_quote.group("body") if after_quote else ""
    elif quoted:
        body = quoted[0]
        # "a note Reading list saying "Dune."": a capitalised name before the quoted text is the title.
        named = rx(
            r"\b(?:note|memo)\s+(?P<t>(?-i:[A-Z])[\w' -]*?)\s*(?:\bsaying\b|\bthat\s+says\b|\bwith\s+the\s+text\b|:)\s*[\"“']",
            re.I,
        ).search(text)
        title = title or (named.group("t").strip() if named is not None else "")
    elif (unquoted := named_note(text))[0]:
        title, body = unquoted
    else:
        marked = rx(
            r"(?::|\bsaying\b|\bthat says\b|\bthat\b|\breading\b|\bwith\b|\bto remember\b|"
            r"\bdown\b|\babout\b)\s*(?P<body>.+)$",
            re.I,
        ).search(text) or rx(r"\b(?:note|memo)\b\s*(?P<body>.+)$", re.I).search(text)
        body = marked.group("body").strip() if marked else ""
    body = rx(r"^(?:saying|that says|that reads|says|reads|that|:)\s*", re.I).sub("", body).strip(" :,\"'")
    body = rx(r"\s+in\s+it$", re.I).sub("", body)  # "a note called Gate code with 4412 in it"
    if rx(r"\bnote\s+to\s+\w", re.I).search(text) and not title:
        body = rx(
            r"^to\s+(?=(?:call|buy|get|pick|email|ring|book|pay|check|take|bring|send|fix|clean|water|renew)\b)", re.I
        ).sub("", body)  # "make a note to call the plumber": what to do, no "to"
    if not body:
        return None
    return Goal("note", title=title, body=body)


_EVENT_NOUN = re.compile(r"\b(?:event|meeting|appointment|calendar|reminder|lunch|dinner|call|party|session)\b", re.I)
_EVENT_VERB = re.compile(r"^(?:add|create|schedule|put|set up|book|make|plan|new|block)\b", re.I)


# Named another kind of entry ("add task …", "a to-do", "… in tasks"): that kind's app, not the calendar.
ANOTHER_KIND = re.compile(
    r"\b(?:tasks?|to-?dos?|notes?|expenses?|recipes?|contacts?|alarms?|timers?|lists?|cart|basket|playlists?|"
    r"folders?|files?)\b",
    re.I,
)
# Said to go somewhere ("to my tasks", "in the shopping list"): that place's entry.
_PLACED = re.compile(r"\s(?:to|into|onto|in)\s+(?:my|the)\s", re.I)


def _day_and_hour(text: str, today: date | None) -> bool:
    """ "add Dentist tomorrow at 3pm": a thing given a day and an hour, and no other place, is an event."""
    if _PLACED.search(text) or ANOTHER_KIND.search(text) or quoted_values(text):
        return False
    phrase, day, hour = read_when(without_quotes(text), today)
    return bool(day and hour) and says_a_day(phrase)


def read_event(text: str, today: date | None = None) -> Goal | None:
    if not _EVENT_VERB.match(text):
        return None
    if not _EVENT_NOUN.search(text) and not _day_and_hour(text, today):
        return None
    text, repeat = repeat_taken_off(text)  # "…, repeating weekly": how often, never the title's words
    quoted = quoted_values(text)
    said_range = time_range(without_quotes(text))
    rest = as_start(without_quotes(text))  # "08:00-09:00": at 08:00, for an hour
    phrase, date, time = read_when(rest, today)
    if not date or (PART_OF_DAY.search(rest) and not time):
        return None  # no day, or an hour said only as a part of the day ("saturday evening"): not a guess
    if quoted:
        title = quoted[0]
    else:
        without = rx(r"(?:\s+(?:on|at|for|from|by|in|to))+\s*$").sub("", rest.replace(phrase, " ").strip())
        titled = rx(r"\b(?:called|titled|named)\s+(?P<title>\S.*)$", re.I).search(without)
        source = titled.group("title") if titled else without
        source = rx(r"^\s*(?:add|create|schedule|put|set up|book|make|plan|new|block)\s+", re.I).sub("", source)
        # The kind of entry is not its title ("a calendar event Dentist"); "a meeting with Leo" keeps its noun.
        source = rx(
            r"\b(?:an?\s+|new\s+)?(?:(?:daily|weekly|monthly|yearly|recurring|repeating)\s+)?(?:calendar\s+)?(?:event|entry)\b|"
            r"\bstarting\b|\b(?:an?|new)\s+(?:meeting|appointment|"
            r"reminder)\s*(?=called|titled|named|$)|\b(?:(?:to|in|on|into)\s+(?:my\s+|the\s+)?|(?:my|the)\s+)calendar(?:\s+app)?\b",
            re.I,
        ).sub(" ", source)
        # "Piano lesson — friday 10am …": a spaced dash sets the title off from the day and the time said after it.
        source = rx(r"\s[-–—]\s|[–—]").split(" ".join(source.split()), maxsplit=1)[0]
        title = clean(source.strip(" ,:;-–—"))
    title = title.strip()
    if not title:
        return None
    title = title[:1].upper() + title[1:]
    fields = [("title", title), ("date", date), ("time", time)]
    if time and said_range is not None:
        fields.append(("duration", str(said_range.minutes)))
    fields.append(("repeat", repeat))
    return Goal("create", obj="event", title=title, date=date, time=time, fields=tuple((k, v) for k, v in fields if v))
