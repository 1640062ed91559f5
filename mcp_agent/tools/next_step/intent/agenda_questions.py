"""A question about the agenda read into a plan: which days and hours, which answer (titles, the first
after an hour, the next meeting with someone, an event's place). Days relative to the device's date."""

from __future__ import annotations

import re
from datetime import date, timedelta

from ..dates import MONTH_NAME, read_when
from ..patterns import rx
from .courtesy import outside_message


def spec(mode: str, first: date, last: date, start: str = "00:00", end: str = "23:59", subject: str = "") -> str:
    return f"Answer from the agenda: {mode} {first.isoformat()} {last.isoformat()} {start} {end} | {subject}"


_MONTH = rf"{MONTH_NAME}\.?"
# A day as a span's end says it: "March 18", "18th of March 2030", "tomorrow", "next Monday".
_A_DAY = (
    rf"(?:{_MONTH}\s+\d{{1,2}}(?:st|nd|rd|th)?(?:,?\s+\d{{4}})?|\d{{1,2}}(?:st|nd|rd|th)?\s+(?:of\s+)?{_MONTH}"
    rf"(?:,?\s+\d{{4}})?|today|tomorrow|(?:this\s+|next\s+)?(?:mon|tues|wednes|thurs|fri|satur|sun)day)"
)
# "Wed the 19th" still said as such once days are read: the 19th is no Wednesday, a day for the person to settle
# (spoken.py), never a question answered from what else the question says.
_UNSETTLED_DAY = re.compile(
    rf"\b(?:mon|tue|tues|wed|weds|thu|thur|thurs|fri|sat|sun)(?:day|nesday|sday|rsday|urday)?\.?\s+the\s+\d{{1,2}}"
    rf"(?:st|nd|rd|th)\b(?!\s+(?:of\s+)?{_MONTH})",
    re.I,
)
# ("between A and B" is a span; "A and B" without it two days.)
_DAY_SPAN = re.compile(
    rf"\b(?:(?:from|between)\s+(?P<a>{_A_DAY})\s+(?:to|and|through|thru|until|till)|(?P<a2>{_A_DAY})\s+"
    rf"(?:to|through|thru|until|till)|(?P<a3>{_A_DAY})\s*[-–—])\s*(?P<b>{_A_DAY})(?![\w:])",
    re.I,
)
# "Mar 18-20", "march 18 to 20": the month said once.
_SHORT_SPAN = re.compile(
    rf"\b(?P<m>{_MONTH})\s+(?P<d1>\d{{1,2}})(?:st|nd|rd|th)?(?:\s*[-–]\s*|\s+(?:to|through|thru|until|till)\s+)"
    r"(?P<d2>\d{1,2})(?:st|nd|rd|th)?\b(?!\s*(?::|am\b|pm\b))",
    re.I,
)
# A start time asked of a named event: "what time does 'Yoga class' start", "when does Team sync begin",
# "what time is my Piano lesson on Friday".
_CUED = re.compile(r"\b(?:start|begin|on|this|today|tomorrow|next|calendar)|\d", re.I)
_START_OF = re.compile(
    r"^(?:(?:at\s+)?what\s+time|when)\s+(?:does|is|do|will)\s+(?:the\s+(?:event\s+)?|my\s+)?(?P<t>.+?)(?:\s+event)?\s*"
    rf"(?:\b(?:start(?:s|ing)?|begin(?:s|ning)?)\b|\bon\b|\bthis\b|\btoday\b|\btomorrow\b|\bnext\b|\bin\s+(?:the\s+|my\s+)?\w*\s*calendar\b|\?|$|(?={_MONTH}\s+\d))",
    re.I,
)


# The latest-starting event of the days asked: "which starts latest", "the last thing on my calendar".
_LATEST = re.compile(
    r"\b(?:starts?|begins?)\s+(?:the\s+)?(?:latest|last)\b|\b(?:latest|last|final)\s+(?:event|thing|appointment|"
    r"meeting|one|item)\b(?!\s+(?:with|before|after)\b)|"
    # (the pick said after the event: "which event is (there) last on 22nd March", "which meeting comes last")
    r"\b(?:event|thing|appointment|meeting|one|item)\s+(?:is\s+(?:there\s+)?|comes\s+)(?:the\s+)?(?:latest|last|final)\b"
    r"(?!\s+(?:week|month|year|night|time)\b)",
    re.I,
)
# An event's length asked by its name: "how long is the event 'Haircut' on …", "how many minutes is my yoga class
# tomorrow", "how long does Team sync on March 31 last".
_LENGTH_OF = re.compile(
    r"^how\s+(?:long|many\s+(?:minutes|mins))\s+(?:is|does|will)\s+(?:the\s+(?:event\s+)?|my\s+)?(?P<t>.+?)(?:\s+event)?"
    # (and how long it is "booked for": "how long is my haircut booked for on the 23rd")
    rf"(?:\s+(?:take|last|run|go\s+on|(?:booked|scheduled|planned|blocked\s+out|set)\s+for))?\s+"
    rf"(?=(?:on|this|today|tomorrow|next)\b|{MONTH_NAME}\s+\d)",
    re.I,
)


# A time asked ("what time is it", "when …"), and the words that still ask for a day's titles beside it.
_TIME_ASKED = re.compile(r"\bwhat\s+time\b|^when\b|\bhow\s+long\b")
_TITLES_ASKED = re.compile(
    r"\b(?:titles?|names?|events|meetings|appointments|anything|schedule|agenda|busy|free|plans)\b|\bwhat'?s\s+on\b"
)


def _answer_kind(lowered: str) -> str:
    """What the answer is: a number of events, yes or no, or their titles."""
    if rx(r"\bhow many\b|^\s*count\b|\bnumber of\b").search(lowered):
        return "count"
    if rx(r"\byes\s*(?:or|/)\s*no\b").search(lowered):
        return "any"
    if rx(r"^(?:any|anything|is\s+there|are\s+there|do\s+i\s+have|have\s+i\s+got|am\s+i)\b").match(lowered) and not (
        rx(r"\b(?:titles?|names?|which|what)\b").search(lowered)
    ):
        return "titles_or_no"  # "anything at 9pm on the 27th?": what is there, or "no" when nothing is
    return "titles"


def _day_span(text: str, today: date) -> tuple[date, date] | None:
    """The first and last day of a span the question names ("from March 18 to March 20", "Mar 18-20")."""
    if (found := _DAY_SPAN.search(text)) is not None:
        ends = [read_when(found.group(part) or found.group("a2") or found.group("a3"), today)[1] for part in ("a", "b")]
    elif (short := _SHORT_SPAN.search(text)) is not None:
        ends = [read_when(f"{short.group('m')} {short.group(part)}", today)[1] for part in ("d1", "d2")]
        if all(ends) and int(short.group("d2")) < int(short.group("d1")):
            # "Mar 31-2": the second day is in the month after ("Mar 31 to Apr 2")
            first, said_last = (date.fromisoformat(end) for end in ends)
            after = (first.replace(day=1) + timedelta(days=32)).replace(day=1)
            try:
                ends = [ends[0], after.replace(day=said_last.day).isoformat()]
            except ValueError:
                return None
    else:
        return None
    if not all(ends):
        return None
    first, last = (date.fromisoformat(end) for end in ends)
    return (first, last) if first <= last else None


def unsettled_day(text: str) -> bool:
    """Whether ``text``, its days read against today, still says a weekday that its day of the month is not (a
    message's own words, never read as days, aside)."""
    return "\x00" in outside_message(text, lambda part: "\x00" if _UNSETTLED_DAY.search(part) else part)


def question_plan(task: str, today: date, app: str) -> list[str] | None:
    """The plan for a question about the agenda, or None when the task is not one."""
    text = task.strip()
    # "friday: what is the first event after 8am?": the day said first, then the question.
    if lead := rx(
        r"^(?P<pre>[\w ]{1,25}):\s*(?P<q>(?:what|when|where|do|does|is|are|any|which|how|count|list)\b.+)$", re.I
    ).match(text):
        asked = rx(r"^where\s+is\s+it\b", re.I).sub("where is my", lead.group("q").rstrip("?"))
        text = f"{asked} {lead.group('pre')}?"
    lowered = text.casefold()
    # Said without a calendar word too: "do I have anything on March 19?", "anything between 10am and 8pm
    # tomorrow?", "where's my dentist appointment?", "when am I meeting Greta Novak next?".
    # (hours said "from 10am till 8" too: a clock's mark on one end, so never two days "from 18 to 20")
    hours = rx(
        r"\bbetween\s+\d{1,2}(?::\d{2})?\s*(?:am|pm)?\s+and\s+\d|\bfrom\s+\d{1,2}(?::\d{2}\s*(?:am|pm)?|\s*(?:am|pm))\s+"
        r"(?:to|till|til|until)\s+\d"
    ).search(lowered)
    if not hours and not rx(
        r"\b(?:events?|schedule|calendar|meetings?|meet|busy|appointments?|agenda|do i have anything)\b|"
        r"^(?:do|have)\s+i\s+(?:have|got)\s+(?:stuff|things|something|plans)\s+(?:on|this|today|tomorrow|at|between)\b|"
        r"\bwhere(?:\s+is|'s)\s+my\b|\bwhere\s+is\s+(?:that|it)\b|\blocation\b|\b(?<!email\s)address\s+for\b|"
        r"\bwhere(?:'s|\s+is)\b.*\b(?:happening|taking\s+place|held)\b|\bwhere\s+do\s+i\s+(?:have\s+to\s+|need\s+to\s+)?go\b|\bwhen\s+will\s+i\s+(?:next\s+)?(?:see|meet)\b|\bwhen\s+am\s+i\s+(?:meeting|seeing)\b|"
        r"\b(?:have\s+i\s+got|happening|am\s+i\s+(?:free|busy)|first\s+thing|on\s+my\s+plate|(?:do\s+)?i\s+have\s+on)\b|"
        # "what's on between march 18 and 20?", "anything starting at 9pm on march 27?": a day's agenda, no noun said.
        r"^what(?:'s|\s+is)\s+on\s+(?:between|from|on|this|next|for|today|tomorrow|the\s+\d|"
        r"(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)\w*\s+\d)|"
        r"^(?:is\s+(?:there\s+)?)?anything\s+(?:(?:starting|on|at|between|scheduled|planned|booked)\b.*\b(?:on|this|today|tomorrow)\b|"
        r"(?:on|this|for)\s)|"
        r"^(?:what\s+time|when)\s+(?:does|is|do)\b.+\b(?:start(?:s|ing)?|begin(?:s|ning)?)\b|"
        # "how many minutes is my haircut on March 23?": a named event's length on its day.
        r"^how\s+(?:long|many\s+(?:minutes|mins))\s+(?:is|does|will)\s+.+\b(?:on\s+(?:(?:jan|feb|mar|apr|may|jun|jul|aug|"
        r"sep|oct|nov|dec)\w*\s+\d+|\w+day\b)|this\s+\w+day|today|tomorrow)\b|"
        r"^what\s+time\s+is\s+my\b.+\b(?:on|this|today|tomorrow|next|calendar)\b|"
        # "what time is Yoga class on March 26?": a named event on a day, without "my".
        r"^what\s+time\s+is\s+(?!it\b|the\s+(?:alarm|timer)\b)\S.*\b(?:on\s+(?:the\s+)?(?:\d+(?:st|nd|rd|th)?|\w+day\b|(?:jan|feb|mar|apr|may|jun|"
        r"jul|aug|sep|oct|nov|dec)\w*\s+\d+)|this\s+\w+day|today|tomorrow)\b"
    ).search(lowered):
        return None
    if (
        not rx(r"^(?:what|when|where|do|does|is|are|any|anything|am|which|how|next|list|after|count)\b").match(lowered)
        and "?" not in text
    ):
        return None
    opener = f"Open {app or 'Calendar'}"
    horizon = today + timedelta(days=45)
    where = rx(
        r"\b(?:location|(?<!email\s)address)\s+(?:of|for)\s+(?:(?:my|the)\s+)?(?P<t>.+?)(?:\s+(?:event|meeting|appointment))?(?:\?|\s+in\s+|$)|"
        r"^where(?: is|'s| are) (?:(?:my|the) )?(?P<u>[^?]+?)(?:\s+(?:event|meeting|appointment))?"
        r"(?:\s+(?:being\s+)?(?:happening|taking\s+place|held))?"
        r"(?:\s+(?P<when>today|tomorrow|(?:on|this|next)\s+\w+day))?(?:\?|\s+in\s+|$)|"
        r"^(?P<v>.+?)\s*(?:\s-|:)\s+where\b|^where\s+do\s+i\s+(?:have\s+to\s+|need\s+to\s+)?go\s+for\s+(?:my\s+|the\s+)?(?P<g>[^?]+)",
        re.I,
    ).search(text)
    if where is not None:
        title = next((found for key, found in where.groupdict().items() if found and key != "when"), "").strip()
        # "where's my X being held tomorrow": that day's X, not the next one on any day
        day = read_when(where.group("when"), today)[1] if where.group("when") else ""
        first, last = (date.fromisoformat(day), date.fromisoformat(day)) if day else (today, horizon)
        return [opener, spec("place", first, last, subject=title)]
    if (
        person := rx(
            r"\b(?:next|upcoming|coming|following) (?:meeting|appointment) with (?P<p>.+?)(?:\s+in\s+|\?|:|\s+is\b|\s+(?:scheduled|planned|booked)\b|$)|\bnext meet (?P<q>\w+)|"
            r"\bnext time i'?m meeting (?P<r>[A-Z][\w-]*(?:\s+[A-Z][\w-]*)?)|"
            r"\bnext time i (?:meet|see) (?P<t>[A-Z][\w-]*(?:\s+[A-Z][\w-]*)?)|"
            r"\bwhen will i (?:next )?(?:see|meet) (?P<w>.+?)(?: next)?(?:\?|$)|\bwhen am I (?:meeting|seeing) (?P<s>.+?) next\b",
            re.I,
        ).search(text)
    ) is not None:
        who = next((found for found in person.groups() if found), "").strip()
        return [opener, spec("next", today, horizon, subject=who)]
    kind = _answer_kind(lowered)
    if (span := _day_span(text, today)) is not None:
        return [opener, spec(kind, *span)]
    if rx(r"\bnext week\b").search(lowered):
        monday = today + timedelta(days=7 - today.weekday())
        return [opener, spec(kind, monday, monday + timedelta(days=6))]
    clean = rx(r"\bin\s+(?:the\s+)?simple calendar pro\b|\bin\s+my\s+calendar\b", re.I).sub(" ", text)
    start, end, mode = "00:00", "23:59", kind
    if (length := _LENGTH_OF.match(clean.strip())) is not None:
        title = length.group("t").strip(" '\"‘’“”")
        _, day, _ = read_when(rx(r"\?.*$").sub("", clean[length.end("t") :]), today)
        return (
            [opener, spec("minutes", date.fromisoformat(day), date.fromisoformat(day), subject=title)] if day else None
        )
    if _LATEST.search(clean) and kind == "titles":
        mode = "last"
    named = _START_OF.match(clean.strip()) if mode != "last" else None
    if named is not None and not _CUED.search(named.group(0)[named.end("t") :]):
        # "When is my dentist appointment?" says nothing of a calendar: where it is written (a message, the
        # calendar) is for the lookup to find, not this reading to assume.
        named = None
    if named is not None:
        title = named.group("t").strip(" '\"‘’“”")
        _, day, _ = read_when(rx(r"\?.*$").sub("", clean[named.end("t") :]), today)
        first = date.fromisoformat(day) if day else today
        return [opener, spec("time", first, first if day else horizon, subject=title)] if title else None
    if mode == "last":
        pass
    elif (
        after := rx(r"\bafter\s+(?P<t>\d{1,2}(?::\d{2})?\s*(?:am|pm)?|noon|midday|midnight)(?![\w:])", re.I).search(
            clean
        )
    ) is not None:
        mode, start = "first", _hhmm(after.group("t"))
        clean = clean.replace(after.group(0), " ")
    elif rx(r"\bfirst\b", re.I).search(clean):
        mode = "first"
    elif hours := rx(
        r"\b(?:between|from)\s+(?P<a>[\d:apm ]+?)\s+(?:and|to|till|til|until)\s+(?P<b>\d{1,2}(?::\d{2})?\s*(?:am|pm)?)",
        re.I,
    ).search(clean):
        start, end = _hhmm(hours.group("a")), _hhmm(hours.group("b"))
        if end < start and not rx(r"[ap]m", re.I).search(hours.group("b")) and end < "12:00":
            end = f"{int(end[:2]) + 12:02d}{end[2:]}"  # "from 9:30 to 5": the end said bare is the afternoon's
        if end < start:
            return None  # "between 9pm and 5": hours across midnight, which one day's agenda does not hold
        clean = clean.replace(hours.group(0), " ")
    elif (at := rx(r"\bat\s+(?P<t>\d{1,2}(?::\d{2})?\s*(?:am|pm)?)", re.I).search(clean)) is not None:
        start = end = _hhmm(at.group("t"))
        clean = clean.replace(at.group(0), " ")
    _, day, _ = read_when(rx(r"\?.*$").sub("", clean), today)
    if not day:
        return None
    if mode == "titles" and _TIME_ASKED.search(lowered) and not _TITLES_ASKED.search(lowered):
        return None  # "my yoga class on march 26, what time is it?": a time asked of one event, never the day's titles
    first = date.fromisoformat(day)
    return [opener, spec(mode, first, first, start, end)]


def _hhmm(text: str) -> str:
    # "after noon", "after midday": the hour the word names.
    text = {"noon": "12:00", "midday": "12:00", "midnight": "00:00"}.get(text.strip().casefold(), text)
    match = rx(r"\s*(\d{1,2})(?::(\d{2}))?\s*(am|pm)?", re.I).match(text)
    if match is None:
        return "00:00"
    hour, minute, half = int(match.group(1)), int(match.group(2) or 0), (match.group(3) or "").lower()
    if half == "pm" and hour < 12:
        hour += 12
    if half == "am" and hour == 12:
        hour = 0
    if not half and 1 <= hour <= 6:
        hour += (
            12  # "am I free at 3 tomorrow": a bare hour an agenda is asked about is the afternoon's, as an event's is
        )
    return f"{hour:02d}:{minute:02d}"
