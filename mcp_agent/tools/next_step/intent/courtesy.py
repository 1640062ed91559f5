"""A request as people type or dictate it, its surface made plain before the grammar reads it.

People wrap a request: a sign-off at the end ("thanks!", "thx"), a polite opener ("can you …",
"please"), shorthand and slips ("can u", "msg", "adress"), times said in words ("half past nine", "ten in
the morning", "tomorrow morning at eight"). Each of these is read here as a class, never per task:

* spelling and shorthand are mended word by word, outside quoted text;
* a sign-off ends the request wherever it stands, and a polite opener is not part of the request;
* a time said in words becomes the clock time, outside a message's text.

The context around the request (a reason or a statement first, what its pronouns stand for) is read by
in_context.py, between the mending and the polite opener's removal: its readings need the words mended and
the opener still there to tell a polite question from one to answer.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from functools import lru_cache

from ..dates import MONTH_NAME
from ..patterns import rx
from .ability_questions import ABILITY_QUESTIONS
from .answer_format_mends import ANSWER_FORMATS
from .answer_turns import ANSWER_TURNS
from .app_question_mends import ASKED_OF_APPS
from .apps_said_generically import SAID_GENERICALLY
from .aside_mends import ASIDES, ASIDES_OUTSIDE_MESSAGES
from .assistant_mends import ASSISTANT
from .attributive_mends import ATTRIBUTIVE
from .autocorrect_mends import AUTOCORRECTED
from .benchmark_mends import BENCHMARK
from .casual_mends import CASUAL, CASUAL_OUTSIDE_MESSAGES
from .chat_mends import CHAT_MENDED
from .clauses import app_lead
from .clock_mends import CLOCK
from .colloquial_mends import COLLOQUIAL
from .context_asides import CONTEXT_ASIDES, CONTEXT_ASIDES_OUTSIDE_MESSAGES
from .context_leads import CONTEXT_LEADS, CONTEXT_TURNS
from .dictated_mends import DICTATED
from .discourse import unframed
from .duplicate_mends import DUPLICATES_SAID
from .everyday_mends import MENDED, MENDED_OUTSIDE_MESSAGES
from .formal_field_mends import FORMAL_FIELDS, title_said_first
from .formal_frames import formally_framed
from .formal_mends import FORMAL
from .in_context import read_in_context
from .lead_mends import LEADS, LEADS_OUTSIDE_MESSAGES, leads_whole
from .maker_named_apps import MAKER_NAMED
from .named_loosely_mends import NAMED_LOOSELY
from .nonnative_mends import NONNATIVE
from .offhand_mends import OFFHAND, offhand_whole
from .purpose_mends import BY_PURPOSE
from .quoted_spans import outside_quotes
from .reasons_mends import REASONS
from .recast_mends import RECAST
from .record_terse_mends import RECORD_TERSE
from .referring_mends import REFERRING, REFERRING_OUTSIDE_MESSAGES, SAID_BESIDE
from .removal_mends import REMOVALS
from .rewrites import Rewrites
from .said_as_mends import SAID_AS
from .said_first_mends import SAID_FIRST
from .said_loosely_mends import LOOSELY
from .sent_things_mends import SENT_THINGS
from .situated_mends import SITUATED, SITUATED_FIRST
from .slang_mends import SLANG
from .stated_context import ASKS_YOU, asks_politely, statement_split
from .terse_mends import TERSE
from .texted_requests import SITUATIONS, TEXTED_REQUESTS
from .thesaurus_mends import THESAURUS
from .trailing_reason_mends import TRAILING_REASONS
from .turns_of_phrase import TURNS
from .typed_fast_mends import TYPED_FAST
from .unsure_mends import UNSURE, UNSURE_OUTSIDE_MESSAGES, unsure_whole
from .voice_assistant_mends import VOICE
from .wished_state_mends import WISHED

_mend = Rewrites(
    ABILITY_QUESTIONS,
    AUTOCORRECTED,
    THESAURUS,
    SITUATIONS,
    TEXTED_REQUESTS,
    MAKER_NAMED,
    FORMAL_FIELDS,
    SENT_THINGS,
    ATTRIBUTIVE,
    DUPLICATES_SAID,
    VOICE,
    REMOVALS,
    SAID_GENERICALLY,
    BY_PURPOSE,
    LEADS,
    SAID_AS,
    LOOSELY,
    OFFHAND,
    TURNS,
    NAMED_LOOSELY,
    SLANG,
    CLOCK,
    UNSURE,
    SITUATED_FIRST,
    BENCHMARK,
    REASONS,
    TRAILING_REASONS,
    CONTEXT_LEADS,
    CONTEXT_ASIDES,
    ANSWER_FORMATS,
    ANSWER_TURNS,
    FORMAL,
    NONNATIVE,
    DICTATED,
    ASSISTANT,
    MENDED,
    ASIDES,
    RECORD_TERSE,
    SAID_FIRST,
    TERSE,
    WISHED,
    RECAST,
    COLLOQUIAL,
    REFERRING,
    SAID_BESIDE,
    CASUAL,
    SITUATED,
    TYPED_FAST,
    ASKED_OF_APPS,
)
_mend_outside_message = Rewrites(
    LEADS_OUTSIDE_MESSAGES,
    UNSURE_OUTSIDE_MESSAGES,
    MENDED_OUTSIDE_MESSAGES,
    CHAT_MENDED,
    ASIDES_OUTSIDE_MESSAGES,
    CONTEXT_ASIDES_OUTSIDE_MESSAGES,
    CONTEXT_TURNS,
    CASUAL_OUTSIDE_MESSAGES,
    REFERRING_OUTSIDE_MESSAGES,
)
_THANKS = r"(?:thanks(?:\s+(?:a\s+lot|so\s+much))?|thank\s+you(?:\s+so\s+much)?|thx|thnx|ty|ta|cheers)"
# A sign-off at the end: after any punctuation ("… 8:00? thx", "… as a contact. Thanks!") or, when it is
# shorthand nobody writes into a message, after a space ("… Hana Suzuki thx").
_SIGN_OFF = re.compile(rf"(?:\s*[.,!?;:-]+\s*{_THANKS}|\s+(?:thx|thnx|ty)|\s+(?:please|pls|plz))\s*[.!?]*\s*$", re.I)
_SHORTHAND_THANKS = frozenset({"thx", "thnx", "ty"})
# A request put to the assistant: what ends it in shorthand thanks the assistant, not the message's reader.
_ASKED = re.compile(r"^(?:(?:hey|hi)[,!]?\s+)?(?:(?:can|could|would|will)\s+(?:you|u)|please|pls|plz)\b", re.I)
# Words that send a message: its text may end in what elsewhere is a sign-off.
_SENDS = re.compile(r"(?<!\.)\b(?:tell|message|text|txt|reply|respond|sms|send|answer|forward)\b", re.I)
_WORD_HOURS = {
    word: hour
    for hour, word in enumerate(
        "zero one two three four five six seven eight nine ten eleven twelve".split(),
    )
}
_WORD_MINUTES = {"five": 5, "ten": 10, "twenty": 20, "twentyfive": 25, "5": 5, "10": 10, "20": 20, "25": 25}
_HOUR_WORD = r"(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)"
_AFTER_MONTH = re.compile(rf"\b{MONTH_NAME}\s*$", re.I)
_HOUR = rf"(?P<h>\d{{1,2}}|{_HOUR_WORD})"


@lru_cache(maxsize=1024)
def plain(text: str) -> str:
    """``text`` with its wrapping taken off; the request itself unchanged."""
    text = offhand_whole(leads_whole(unsure_whole(" ".join(text.split()))))
    text = outside_message(outside_quotes(text, _mend), _mend_outside_message)
    text = title_said_first(formally_framed(text))
    text = _signed_off(text)
    text = _polite_question(read_in_context(text))
    # Mended once more with the polite opener off: some readings hold only at the request's start.
    text = rx(
        r"^(?:(?:hey|hi|ok|okay)[,!]?\s+)?(?:(?:please|kindly|could you|can you|would you|will you|"
        r"is it possible to|would it be possible to)\s+)+",
        re.I,
    ).sub("", text)
    # (and after where it is done: "in retro music, can you rename …", "in markor, could you delete …")
    text = rx(
        r"^(?P<w>(?:in|on|using|inside)\s+(?:the\s+|my\s+)?[\w ]{2,30}?\s*,\s*)(?:(?:please|kindly|could you|can you|would you|"
        r"will you|can u|could u)\s+)+",
        re.I,
    ).sub(r"\g<w>", text)
    text = outside_quotes(unframed(text), _mend)
    # "broccoli: the recipe that serves 4, call it …": the request after the app it is for reads as one said alone
    lead, rest = app_lead(text)
    text = f"{lead}{outside_quotes(rest, _mend)}" if lead else text
    text = rx(r"[.,]\s+(?:just\s+)?write\s*:?\s+(?=[\"“'])", re.I).sub(": ", text)
    text = rx(r"\b(?:ring|phone)\s+back\b", re.I).sub("call back", text)
    # A reply with nobody named answers whoever wrote last.
    text = rx(r"^reply\s*:?\s*(?=(?:\"[^\"]*\"|“[^”]*”|'[^']*')\s*$)", re.I).sub(
        "reply to the latest message with ", text
    )
    return outside_message(text, spoken_times)


def _signed_off(text: str) -> str:
    # "voice memo called X please (audio recorder)": the "please" before an app said in brackets at the end
    text = rx(r"\s+(?:please|pls|plz)(?=\s*\([^()]*\)\s*[.!?]*\s*$)", re.I).sub("", text)
    sends = _SENDS.search(text) is not None
    asked = _ASKED.match(text) is not None
    while (end := _SIGN_OFF.search(text)) is not None and end.start() > 0:
        before = text[: end.start()].rstrip()
        if before.endswith(":") or end.group(0).lstrip().startswith(":"):
            break  # "tell him: thanks" — the message itself
        said = end.group(0).strip().lower()
        if sends and not said.startswith("?") and said != "please" and not (asked and said in _SHORTHAND_THANKS):
            # "reply to Ben: Got it. Thanks!" — a message may end in thanks; "… could you text her? thx" not, nor a
            # bare "thx" after a request put to the assistant ("can u txt … and say Running late thx").
            break
        text = before
    return text


def spoken_times(text: str) -> str:
    """Times said in words as clock times: "half past nine tonight" → "9:30 pm", "ten in the morning" → "10 am"."""

    def hour(said: str) -> int:
        return int(said) if said.isdigit() else _WORD_HOURS[said.lower()]

    def clock(match: re.Match[str], minute: int, shift: int = 0) -> str:
        h = (hour(match.group("h")) + shift) % 12 or 12
        return f"{h}:{minute:02d}"

    text = rx(r"\bmid-?day\b", re.I).sub("noon", text)
    # "tomorrow morning at eight (thirty)": the part of the day said before the hour, moved after it first so the
    # hour and its minutes are read with it ("this" morning is today's).
    text = rx(
        rf"\b(?P<day>tomorrow|today|this)\s+(?P<part>morning|afternoon|evening)\s+at\s+"
        rf"(?P<t>(?:\d{{1,2}}(?::\d\d)?|{_HOUR_WORD})(?:[\s-](?:fifteen|thirty|forty[\s-]five|\d\d)\b)?)(?!:\d|\.\d|\w)",
        re.I,
    ).sub(
        lambda m: (
            f"{'today' if m.group('day').lower() == 'this' else m.group('day')} at {m.group('t')} in the {m.group('part')}"
        ),
        text,
    )
    text = rx(rf"\bhalf\s+past\s+{_HOUR}\b", re.I).sub(lambda m: clock(m, 30), text)
    text = rx(rf"\b(?:a\s+)?quarter\s+past\s+{_HOUR}\b", re.I).sub(lambda m: clock(m, 15), text)
    text = rx(rf"\b(?:a\s+)?quarter\s+to\s+{_HOUR}\b", re.I).sub(lambda m: clock(m, 45, -1), text)
    minutes = r"(?P<n>five|ten|twenty|twenty[\s-]five|5|10|20|25)\s+(?:minutes\s+)?"
    # An hour of the clock, not a quantity: "at 20 to 25 degrees" stays.
    clock_hour = rf"{_HOUR}\b(?!\s*(?:degrees?|°|%|percent|minutes?|mins?|hours?|km|miles?|kg|lbs?)\b)"

    def said_minutes(match: re.Match[str]) -> int:
        return _WORD_MINUTES[rx(r"[\s-]").sub("", match.group("n").lower())]

    text = rx(rf"\b{minutes}past\s+{clock_hour}", re.I).sub(
        lambda m: clock(m, said_minutes(m)) if hour(m.group("h")) <= 12 else m.group(0), text
    )
    # "ten to five" after "at" only: "from ten to five" is a range of hours.
    text = rx(rf"\bat\s+{minutes}to\s+{clock_hour}", re.I).sub(
        lambda m: "at " + clock(m, 60 - said_minutes(m), -1) if hour(m.group("h")) <= 12 else m.group(0), text
    )
    text = rx(
        rf"\b{_HOUR}(?P<sep>[\s-]+)(?P<m>fifteen|thirty|forty[\s-]five|\d\d)(?=\s*(?:am|pm|a\.m|p\.m|in\s+the|at\s+night|tonight)\b)",
        re.I,
    ).sub(
        lambda m: (
            m.group(0)
            if "-" in m.group("sep")
            and m.group("h").isdigit()
            and m.group("m").isdigit()
            # "march 18 12pm", "on the 18th 12pm": a day then an hour, never "six twelve".
            or (m.group("h").isdigit() and (int(m.group("h")) > 12 or _AFTER_MONTH.search(m.string, 0, m.start())))
            else clock(
                m,
                {"fifteen": 15, "thirty": 30}.get(
                    m.group("m").lower(),
                    45 if "five" in m.group("m").lower() else int(m.group("m")) if m.group("m").isdigit() else 0,
                ),
            )
        ),
        text,
    )
    text = rx(rf"\b{_HOUR}\s+o'?clock\b", re.I).sub(lambda m: f"{hour(m.group('h'))}:00", text)
    periods = r"(?:in\s+the|this)\s+(?P<part>morning|afternoon|evening)|at\s+night|tonight"
    text = rx(
        rf"\b(?P<t>(?:\d{{1,2}}|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)(?::\d\d)?)\s+(?:{periods})\b",
        re.I,
    ).sub(
        lambda m: (
            f"{_digits(m.group('t'))} {'am' if (m.group('part') or '').lower() == 'morning' else 'pm'}"
            + (" today" if m.group(0).lower().endswith("tonight") else "")
        ),
        text,
    )
    return text


def _digits(said: str) -> str:
    head, _, minutes = said.partition(":")
    value = head if head.isdigit() else str(_WORD_HOURS[head.lower()])
    return f"{value}:{minutes}" if minutes else value


_OPENER = re.compile(rf"^(?:(?:hey|hi|ok|okay)[,!]?\s+)?(?:please\s+)?(?:{ASKS_YOU})\b", re.I)


def _polite_question(text: str) -> str:
    """A polite question's question mark ends a request: "… Can you update it?", "Can you add …? It's 30 minutes"."""
    found = statement_split(text)
    if found is not None:
        start = found.start("request") if asks_politely(found) else None
    else:
        start = 0 if _OPENER.match(text) else None
    if start is None:
        return text
    if start > 0:
        return text[:start] + rx(r"\?\.?(?=\s|$)").sub(".", text[start:]).rstrip(" .")
    # "… at 8:00? one hour, …": a question mark before more of the same request is a comma.
    ended = outside_quotes(text, lambda part: rx(r"\?\s+(?=[a-z0-9])").sub(", ", part))
    # ("… 12 servings?." where a remark after it was taken off: the request's end all the same)
    return outside_quotes(ended, lambda part: rx(r"\?\.?(?=\s|$)").sub(".", part)).rstrip(" .")


def outside_message(text: str, change: Callable[[str], str]) -> str:
    # A message's own words stay as said: what follows "text …:" / "saying" is not rewritten.
    body = rx(
        r"\b(?:text|txt|sms|msg|message|ping|dm|reply|respond|tell|let|send|shoot|drop|say|saying|says|write|answer)\b[^:]*?"
        r"(?::\s|\bsaying\b|\bsays?\b)",
        re.I,
    ).search(text)
    if body is not None:
        return outside_quotes(text[: body.end()], change) + text[body.end() :]
    return outside_quotes(text, change)


# A remark before a request that only sets the scene: news flagged ("heads up, …"), an exclamation ("my pipe burst! …"),
# what it is for ("so I don't get lost, …"). The readers of leads drop it later; mends that read a request from its
# start read past it.
_REMARK_LEAD = re.compile(
    r"^(?:(?:heads\s+up|fyi|btw|by\s+the\s+way|just\s+so\s+you\s+know|news)\s*(?:[,:;!]|\s[-–—])|[^,.!?:;\"“]{1,40}!+|"
    r"so\s+(?:that\s+)?(?:i|we)\s+(?:don'?t|won'?t|can|can'?t)\s+[\w' ]{1,30}?\s*[,:;])\s*",
    re.I,
)


def past_remark(text: str, change: Callable[[str], str]) -> str:
    """``change`` applied to ``text`` past a scene-setting remark at its start, when it changes what follows."""
    lead = _REMARK_LEAD.match(text)
    if lead is None or not text[lead.end() :].strip():
        return change(text)
    said = text[lead.end() :]
    changed = change(said)
    return changed if changed != said else change(text)
