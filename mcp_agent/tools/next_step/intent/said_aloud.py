"""A request as speech-to-text writes it down when it is said to a voice assistant (people set 75): read before
anything else, so that no other reading takes the greeting alone off and leaves the assistant's name as the request's
first word, nor reads a time said twice or a name's spoken symbols word by word. A message's own words stay as said."""

from __future__ import annotations

import re

from ..patterns import rx
from .courtesy import outside_message
from .number_words import TENS as _TENS
from .number_words import UNITS as _SMALL
from .value_forms import values_written
from .voice_assistant_mends import VOICE
from .voice_requests import voice_requests

_WAKE = re.compile(VOICE[0][0], re.I)


def woken(text: str) -> str:
    """``text`` without the spoken wake phrase it opens with; read before anything else takes the greeting alone off
    and leaves the assistant's name as the request's first word."""
    return _WAKE.sub("", text.lstrip())


# A time as said aloud or as voice typing writes it: "9:15", "3", "two", "nine thirty", "nine oh five", with its "pm".
_HOUR_WORD = r"(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)"
_MINUTE_WORD = (
    r"(?:o'?clock|oh[\s-]+(?:one|two|three|four|five|six|seven|eight|nine)|ten|eleven|twelve|thirteen|fourteen|"
    r"fifteen|sixteen|seventeen|eighteen|nineteen|(?:twenty|thirty|forty|fifty)(?:[\s-]+(?:one|two|three|four|five|"
    r"six|seven|eight|nine))?)"
)
_MERIDIEM = r"(?:[ap]\.?\s?m\b\.?)"
_TIME = (
    rf"(?:\d{{1,2}}(?::\d\d)?|{_HOUR_WORD}(?:[\s-]+{_MINUTE_WORD})?)(?:\s*(?P<@M@>{_MERIDIEM}|in\s+the\s+"
    r"(?:morning|afternoon|evening)|at\s+night))?"
)
# "at nine fifteen no wait nine thirty pm", "for 3, no, 4pm", "at two um sorry three": a time said over.
_TIME_SAID_OVER = re.compile(
    rf"\b(?P<p>at|for|to|till|until)\s+(?P<x>{_TIME.replace('@M@', 'mx')})\s*[,.]?\s+(?:(?:um+|uh+)\s+)?"
    r"(?:no[\s,]+wait|no[\s,]+sorry|no[\s,]+make\s+(?:it|that)|no|wait|sorry|i\s+mean|actually|make\s+(?:it|that))"
    rf"[\s,]+(?:(?:at|for)\s+)?(?P<y>{_TIME.replace('@M@', 'my')})(?!\s*(?:hours?|hrs?|minutes?|mins?|seconds?|secs?|days?|"
    r"weeks?|people|of|times?|servings?)\b)(?=\s|[,.!?]|$)",
    re.I,
)


def corrected_times(text: str) -> str:
    """``text`` with a time said over keeping the last one said ("at two no wait three pm": "at three pm"); the
    first one's "pm" carries to a second said bare ("at 3pm, no, 4": "at 4pm")."""

    def said_last(said: re.Match[str]) -> str:
        last = said.group("y")
        if said.group("my") is None and said.group("mx") is not None:
            last = f"{last} {said.group('mx')}"
        return f"{said.group('p')} {last}"

    return _TIME_SAID_OVER.sub(said_last, text)


_SAID_NUMBER = (
    rf"(?:(?:{'|'.join(_TENS)})(?:[\s-]+(?:one|two|three|four|five|six|seven|eight|nine))?|"
    rf"{'|'.join(sorted(_SMALL, key=len, reverse=True))})"
)
# "interview underscore sixty six", "reading underscore forty dot md": a name's symbols said as words.
_UNDERSCORE = re.compile(rf"(?<=\w)\s+underscore\s+(?:(?P<n>{_SAID_NUMBER})\b|(?=\w))", re.I)
_DOT = re.compile(
    r"(?<=\w)\s+dot\s+(?=(?:md|txt|pdf|mp3|mp4|m4a|wav|jpg|jpeg|png|csv|docx?|xlsx?|zip|json|html?)\b)", re.I
)


def _in_digits(said: str) -> str:
    return str(sum(_SMALL.get(word, _TENS.get(word, 0)) for word in rx(r"[\s-]+").split(said.lower())))


def symbols_written(text: str) -> str:
    """``text`` with "underscore" and "dot" said inside a name written as the symbols, a number said after the
    underscore in digits ("interview underscore sixty six": "interview_66")."""
    text = _UNDERSCORE.sub(lambda said: "_" + (_in_digits(said.group("n")) if said.group("n") else ""), text)
    return _DOT.sub(".", text)


_ORDINALS = {"first": 1, "second": 2, "third": 3, "fourth": 4, "fifth": 5, "sixth": 6, "seventh": 7, "eighth": 8}
_ORDINALS["ninth"] = 9
# "the twenty second of march", "on the thirty-first": a day of the month said as two words.
_DAY_SAID = re.compile(rf"\b(?P<t>twenty|thirty)[\s-]+(?P<o>{'|'.join(_ORDINALS)})\b", re.I)


def _day_in_digits(said: re.Match[str]) -> str:
    day = _TENS[said.group("t").lower()] + _ORDINALS[said.group("o").lower()]
    return f"{day}{ {1: 'st', 2: 'nd', 3: 'rd'}.get(day % 10, 'th') }"


# "when's my next meeting with X like what day and what time": a when-question said again as what it asks for.
_WHEN_SAID_AGAIN = re.compile(
    r"^(?P<q>(?:(?:um+|uh+)\s+)*when(?:'s|\s+is|\s+are|\s+do|\s+does)\b.*?)\s*,?\s+(?:(?:um+|uh+|like|you\s+know|so)\s+)*"
    r"(?:what|which)\s+(?:day|date)(?:\s+and\s+(?:what\s+|which\s+)?time)?\s*\??\s*$",
    re.I,
)


def said_aloud(text: str) -> str:
    """``text`` without its spoken wake phrase, a time said over kept as said last, the symbols said in a name
    written and a day said in two words in digits."""
    # Remarks and values said again first (voice_requests.py), then values in other forms (value_forms.py): "USD 12.40"
    text = values_written(voice_requests(text))
    return outside_message(
        _WHEN_SAID_AGAIN.sub(r"\g<q>?", woken(text)),
        lambda part: _DAY_SAID.sub(_day_in_digits, symbols_written(corrected_times(part))),
    )
