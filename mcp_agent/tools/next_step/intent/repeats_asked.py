"""An event's repetition asked for in a sentence of its own after the event is said: "… the description is "Wear
old clothes". make it repeat monthly", often a P.S. (people set 134).

"It repeats monthly." after the event's sentences was read as its repetition; "make it repeat monthly" (a request of
its own, about "it") turned the whole into a question about the agenda. A sentence that asks for "it" to repeat
("make it / have it / set it to / let it repeat|recur <how often>") is said as the statement the readers know.
"""

from __future__ import annotations

import re

from .quoted_spans import outside_quotes

_ASKED = re.compile(
    r"(?:(?<=[.?!])|^)(?P<gap>\s*)(?:(?:and\s+)?(?:please\s+)?(?:make|have|set|let|get|configure)\s+it\s+(?:to\s+)?)"
    r"(?:repeat|recur)\s+(?P<how>(?:every\s+)?\w+)\b",
    re.I,
)
# "…, repeat monthly, in Simple Calendar Pro": the bare verb between commas is a field of the event, never a step.
_SET_OFF = re.compile(
    r"(?<=,)(?P<gap>\s*)(?:and\s+)?(?:repeat|recur)\s+(?P<how>daily|weekly|monthly|yearly|every\s+(?:day|week|month|year))"
    r"(?=\s*(?:[,.;]|$))",
    re.I,
)


def repeats_asked(text: str) -> str:
    """``text`` with a later sentence asking "it" to repeat said as "It repeats <how often>", and a bare "repeat
    <how often>" set off by commas as "repeating <how often>"; unchanged otherwise."""
    text = outside_quotes(text, lambda part: _SET_OFF.sub(r"\g<gap>repeating \g<how>", part))
    if not re.search(r"[.?!]", text):
        return text  # one sentence: "make it repeat" has nothing said before it to be "it"
    said = lambda found: f"{found.group('gap')}It repeats {found.group('how')}"  # noqa: E731
    return outside_quotes(text, lambda part: _ASKED.sub(said, part))
