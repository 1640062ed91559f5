"""A request typed in a chat as a burst of short messages (people set 122), said again as one request.

People who type to an assistant in a chat send a request as two to four messages, one a line: a greeting or "quick q"
alone, the job split over lines ("new vlc playlist" / "call it Gym" / "beach_3.mp4 then hike_5.mp4"), the app alone
on its line ("vlc", "opentracks", "broccoli app"), a line that corrects one said before ("no wait march 18", "sorry
february", "actually 45", "oops last bit is 9936") or adds one more thing ("oh and X too"), and the answer's form last
("just the number"). Each line is read by its shape, whatever the request:

* a greeting or a filler alone carries nothing;
* a correction says its value over the one of its kind said before it (a bare number keeps the unit said before, a
  duration says over a duration, a month a month, the last digits a number's last digits); what it mirrors no rule
  here finds is left to self_repairs.py with its mark set off as it reads it;
* "oh and X too" adds X to what the request names;
* the app alone is where the request is done;
* "call it X" names the thing made ("to X" when it is renamed), a bare name under "new playlist" names it, a line of
  items under a named list is the list;
* phrases said before a question ("between feb 16 and feb 25" / "which activity …") belong to it, and the question
  ends where it ends.

A text on one line, or with lines set out (under a ":", bullets, "Field: value" rows), is left as said; so is a burst
whose joined reading leaves part of the request unread where the lines as said did not.
"""

from __future__ import annotations

import re

from .clauses import KNOWN_APPS
from .goal import Goal
from .reader import read_task
from .self_repairs import repaired
from .sequence_mends import said_in_order
from .situations import situation_dropped

_FILLER = re.compile(
    r"^(?:hey+|hi+|hello|yo|hiya|heya|ok(?:ay)?|so|um+|uh+|hmm+|quick\s+(?:q|qn|question|one|thing)|question|"
    r"q|pls|please|help|one\s+sec|hey\s+there|morning|evening|sup|lol)\s*[!?.,]*$",
    re.I,
)
_APP_LABELS = {name.casefold(): name for name in KNOWN_APPS} | {
    "simple calendar": "Simple Calendar Pro",
    "calendar": "Simple Calendar Pro",
    "pro expense": "Pro Expense",
    "expense": "Pro Expense",
    "retro music": "Retro Music",
    "open tracks": "OpenTracks",
    "sms": "Simple SMS Messenger",
    "gallery": "Simple Gallery Pro",
    "phone app": "Phone",
    "files app": "Files",
}
_APP_LINE = re.compile(
    r"^(?:(?:in|on|using|with|via|from|check|use|according\s+to)\s+)?(?:the\s+|my\s+)?(?P<app>[\w ]+?)"
    r"(?:\s+app)?(?:\s+(?:pls|please))?\s*[.!]?$",
    re.I,
)
_MARK = re.compile(
    r"^(?:(?:wait|hold\s+on|hang\s+on)[,\s]+)?(?P<mark>no+\s+wait|wait\s+no|no+\s+sorry|sorry\s+no|sorry|oops|actually"
    r"(?:\s+no)?|i\s+mean(?:t)?|no|correction|make\s+(?:that|it))\b[,:\s]*(?P<said>.*)$",
    re.I,
)
# A value said over: a number, a name, a month or a day, one of a pair ("on", "off"), a file.
_VALUE_LIKE = re.compile(
    r"\d|^[A-Z]|\.\w{2,4}\b|(?i:\b(?:on|off|am|pm|noon|midnight|wifi|bluetooth|photo|video|(?:mon|tues|wednes|thurs|"
    r"fri|satur|sun)day|jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec))"
)
_LEAD = re.compile(r"^(?:it'?s|it\s+is|i\s+meant?|make\s+(?:that|it)|should\s+be)\s+", re.I)
_MONTH = re.compile(
    r"\b(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sept?(?:ember)?|"
    r"oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\b",
    re.I,
)
_UNIT = r"(?:mins?|minutes?|hrs?|hours?|secs?|seconds?|servings?|km|kilometers?|kilometres?|m|meters?|metres?|kg|%)"
_DURATION = re.compile(
    r"\b(?:\d+(?:\.\d+)?|an?|one|half\s+an?|an?\s+half)\s*(?:hours?|hrs?|minutes?|mins?)\b(?:\s+and\s+a\s+half)?",
    re.I,
)
_NUMBER_UNIT = re.compile(rf"(?<![\w.])(?P<n>\d+(?:\.\d+)?)\s*(?P<u>{_UNIT})(?!\w)", re.I)
_BARE_NUMBER = re.compile(r"^\d+(?:\.\d+)?$")
_TAIL_DIGITS = re.compile(
    r"^(?:the\s+)?(?:last|final|end)\s+(?:bit|part|digits?|numbers?|four|4|three|3)(?:\s+digits)?\s+(?:is|are|should\s+be|"
    r"=)\s+(?P<d>\d{2,6})$|^(?:it\s+)?ends?\s+(?:in|with)\s+(?P<e>\d{2,6})$",
    re.I,
)
_PHONE = re.compile(r"\+?\d[\d ().-]{5,}\d")
_ADDED = re.compile(
    r"^(?:oh+[,\s]+)?(?:and\s+(?:also\s+)?|also\s+|plus\s+)(?P<x>.+?)(?:\s+(?:too|as\s+well|also))?\s*[.!]?$"
    r"|^(?P<y>.+?)\s+(?:too|as\s+well)\s*[.!]?$",
    re.I,
)
_VERB = re.compile(
    r"^(?:call|ring|phone|text|message|send|delete|remove|add|create|make|open|start|stop|record|take|set|turn|switch|"
    r"play|pause|move|copy|rename|reply|forward|share|put|save|change|edit|update|mark|tell|show|find|check|what|which|"
    r"how|when|where|who|is|are|do|does|did|can|could|it|it's|its|i|i'm|keep|don't|dont|leave|use|then|export|"
    r"just|only|in|on|at|for|from|with|nvm|never\s*mind|any|whatever|or|but)\b",
    re.I,
)
# What a request opens with: a line that opens otherwise ("between feb 16 and feb 25", "in february") is a phrase.
_ACTION = re.compile(
    r"^(?:(?:can|could|would|will)\s+(?:you|u)\s+|pls\s+|please\s+)?(?:call|ring|phone|text|message|send|delete|remove|"
    r"add|create|make|open|start|stop|record|take|set|turn|switch|play|pause|move|copy|rename|reply|forward|share|put|"
    r"save|change|edit|update|mark|tell|show|find|check|clear|empty|export|new)\b",
    re.I,
)
_NAMED = re.compile(
    r"^(?:call|name|title)\s+it\s+(?P<x>.+?)\s*[.!]?$|^(?:called|named|titled)\s+(?P<y>.+?)\s*[.!]?$", re.I
)
_NEW_THING = re.compile(
    r"\b(?:new|make\s+(?:a|an)|create\s+(?:a|an)|start\s+(?:a|an))\s+(?:[\w-]+\s+){0,2}?"
    r"(?P<kind>playlist|note|folder|task|event|contact|recipe|expense|list|track|file)\b",
    re.I,
)
_ONE_THING = re.compile(
    r"\b(?P<v>delete|remove|edit|change|open|update)\s+(?:a|an|one|the|my)\s+"
    r"(?P<kind>expense|note|event|contact|recipe|task|file|track|playlist|alarm)\s*$",
    re.I,
)
_SHOULD_BE = re.compile(
    r"^(?:the\s+|its\s+)?(?P<f>[a-z][\w ]{1,24}?)\s+(?:should\s+be|needs\s+to\s+be|is\s+now|has\s+to\s+be)\s+"
    r"(?P<v>[^,]+?)\s*[.!]?$",
    re.I,
)
_PREPOSITION = re.compile(r"^(?:from|to|into|in|on|at|for|with|by|under|inside|between|during|since)\s+\S", re.I)
_FILE_NAME = re.compile(r"[\w-]+\.\w{2,4}")
_ENDS_IN = re.compile(r"\bin$", re.I)
_LIST_HEAD = re.compile(r"\bplaylist\b.*\b(?:called|named|titled)\s+\S", re.I)
_ITEMS = re.compile(r"^[^,:]+(?:(?:,\s*|\s+then\s+|\s+and\s+)[^,:]+){1,}$", re.I)
_QUESTION = re.compile(
    r"^(?:what|which|who|whom|whose|when|where|how|is|are|am|do|does|did|was|were|have|has|any)\b", re.I
)
_SET_OUT = re.compile(r":$|^\s*(?:[-*•]|\d+[.)])\s|^[A-Za-z][\w ]{0,24}:\s*\S.*$")


def burst_joined(task: str) -> str:
    """``task`` said as one request when it is a burst of chat messages; unchanged when it is none or reads worse."""
    if "\n" not in task.strip():
        return task
    lines = [" ".join(line.split()) for line in task.strip().split("\n") if line.strip()]
    if not 2 <= len(lines) <= 6 or sum(bool(_SET_OUT.search(line)) for line in lines) > 1:
        return task
    if any(line.endswith(":") for line in lines):
        return task
    if sum(bool(re.search(r"\d\.\d\d\b", line)) for line in lines) >= 2:
        return task  # rows of amounts, one a line ("Winter boots - $366.32 - Clothes"): a table, read as one
    # Items set out one a line ("playlist Dinner party\na.mp4\nb.mp4") are a list, read as one where it is read.
    if any(_is_item(one) and _is_item(two) for one, two in zip(lines[1:], lines[2:], strict=False)):
        return task
    joined = _joined(lines)
    if joined == task:
        return task
    if _reads(joined) or not _reads(" ".join(lines)):
        return joined
    return task


def _reads(text: str) -> bool:
    """Whether the request is read as the step reads it (turn.py): mended, then by the grammar."""
    return _whole(read_task(said_in_order(situation_dropped(repaired(text)))))


def _whole(goal: Goal) -> bool:
    return goal.intent not in ("explore", "ask") and all(_whole(step) for step in goal.then)


def _app(line: str) -> str:
    found = _APP_LINE.match(line)
    if found is None:
        return ""
    said = found.group("app").casefold()
    return _APP_LABELS.get(said) or _APP_LABELS.get(said.removesuffix(" app"), "")


def _joined(lines: list[str]) -> str:
    lines = [line for line in lines if not _FILLER.match(line)] or lines
    text = ""
    asked = closed = False
    for line in lines:
        if not text:
            if (found := _app(line)) and len(lines) > 1:
                text = f"in {found},"
                continue
            text = f"{text} {line}".strip()
            asked = _QUESTION.match(line) is not None
            continue
        if found := _app(line):
            # "in the tasks app" said as typed: a common word names an app only with "app" after it
            typed = _APP_LINE.match(line)
            said = f"the {typed.group('app')} app" if typed and re.search(r"\bapp\b", line, re.I) else found
            text = _with_app(text, f"in {said}")
            continue
        if (fixed := _corrected(text, line)) is not None:
            text = fixed
            continue
        renamed = re.search(r"\brename\b", text, re.I) is not None
        if (named := _NAMED.match(line)) is not None and (renamed or _NEW_THING.search(text)):
            text = _bare(text) + (" to " if renamed else " called ") + (named.group("x") or named.group("y"))
            continue
        if _is_name(line) and (thing := _ONE_THING.search(text)) is not None:
            text = f"{text[: thing.start()]}{thing.group('v')} the {line} {thing.group('kind')}{text[thing.end() :]}"
            continue
        if _NEW_THING.search(text) and not re.search(r"\b(?:called|named|titled)\b", text, re.I) and _is_name(line):
            text = f"{_bare(text)} called {line}"
            continue
        if _LIST_HEAD.search(text) and ":" not in text and _ITEMS.match(line) and not _VERB.match(line):
            text = f"{_bare(text)}: {line}"
            continue
        if (added := _ADDED.match(line)) is not None and len(line.split()) <= 6:
            more = added.group("x") or added.group("y")
            if not _VERB.match(more):
                text = _with_added(text, more)
                continue
        if (should := _SHOULD_BE.match(line)) is not None and not _VERB.match(text):
            text = f"{_bare(text)}, change the {should.group('f')} to {should.group('v')}"
            continue
        if not asked and _QUESTION.match(line) and not _ACTION.match(text):
            # "in february" / "how many hours …": the question's own phrase, said where a question says it
            text = f"{_bare(line).rstrip('?')} {text}" if _PREPOSITION.match(text) else f"{text} {line}"
            asked = True
            continue
        if asked and not closed and not _QUESTION.match(line):
            text = f"{_bare(text).rstrip('?')}? {line}"
            closed = True
            continue
        if _PREPOSITION.match(line) and not closed:
            text = f"{_bare(text)} {line}"  # "delete a.png" / "from Pictures": one clause typed in two
            continue
        text = f"{_bare(text)}, {line}" if text[-1:] not in "?.!" else f"{text} {line}"
    return text.rstrip(",")


def _with_added(text: str, more: str) -> str:
    """``text`` with one more thing where it names its things: before where they are ("from my calendar")."""
    where = re.search(r"\s+(?:from|off|in|on|out\s+of)\s+(?:my|the)\s+[\w ]+$", _bare(text), re.I)
    if where is not None:
        return f"{text[: where.start()]} and {more}{text[where.start() :]}"
    return f"{_bare(text)} and {more} too"


def _bare(text: str) -> str:
    return text.rstrip(" .!,;")


def _is_name(line: str) -> bool:
    """A bare name on its own line ("Focus 48", "Groceries"): capitalised, a few words, no verb."""
    words = line.split()
    return 0 < len(words) <= 4 and line[:1].isupper() and not _VERB.match(line) and "," not in line


def _is_item(line: str) -> bool:
    """One item alone on its line: a file name, or a short capitalised name."""
    return _FILE_NAME.fullmatch(line) is not None or (_is_name(line) and not _app(line))


def _with_app(text: str, app: str) -> str:
    """The request said with where it is done: after the line it follows, inside a question it closed."""
    asked = text.endswith("?")
    before = _bare(text).rstrip("?")
    place = f"{before} {app.removeprefix('in ')}" if _ENDS_IN.search(before) else f"{before} {app}"
    return f"{place}?" if asked else place


def _corrected(text: str, line: str) -> str | None:
    """``text`` with ``line``'s correction said over what it mirrors; ``None`` when ``line`` corrects nothing."""
    mark = _MARK.match(line)
    if mark is None or not mark.group("said"):
        return None
    said = _LEAD.sub("", mark.group("said").strip().rstrip(".!"))
    if (tail := _TAIL_DIGITS.match(said)) is not None:
        digits = tail.group("d") or tail.group("e")
        phones = list(_PHONE.finditer(text))
        if phones:
            phone = phones[-1]
            kept = _replace_tail(phone.group(0), digits)
            return text[: phone.start()] + kept + text[phone.end() :]
    if _BARE_NUMBER.match(said):
        found = list(_NUMBER_UNIT.finditer(text))
        if found:
            last = found[-1]
            return text[: last.start("n")] + said + text[last.end("n") :]
    if (duration := _DURATION.fullmatch(said)) is not None:
        found = list(_DURATION.finditer(text))
        if found:
            return text[: found[-1].start()] + duration.group(0) + text[found[-1].end() :]
    if _MONTH.fullmatch(said):
        found = [m for m in _MONTH.finditer(text) if m.group(0).lower() != "may"]
        if found:
            return text[: found[-1].start()] + said + text[found[-1].end() :]
    # What it mirrors is left to self_repairs.py, with the mark set off as it reads it; after a weak mark ("sorry", "no")
    # only a value is a correction ("sorry to bother you", "no rush" are none), and a request is never one.
    weak = mark.group("mark").lower() in ("sorry", "no", "actually")
    if len(said.split()) > 4 or _ACTION.match(said) or (weak and not _VALUE_LIKE.search(said)):
        return None
    return f"{_bare(text)}, no sorry, {said}"


def _replace_tail(phone: str, digits: str) -> str:
    """``phone`` with its last digits said over by ``digits``, its separators kept."""
    chars = list(phone)
    at = len(chars) - 1
    for digit in reversed(digits):
        while at >= 0 and not chars[at].isdigit():
            at -= 1
        if at < 0:
            return phone
        chars[at] = digit
        at -= 1
    return "".join(chars)
