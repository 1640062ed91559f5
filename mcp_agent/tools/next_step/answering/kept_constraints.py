"""Whether a question's plan keeps what the question narrows its answer by: a day or a span of days, a bound on a
value ("under 20 minutes", "more than $50"), a group picked by a total ("which category did I spend the most on"),
a pick among one day's events ("starts latest") or a length asked of an event.

A plan that drops one answers another question, and a figure or a row read for another question is a confident wrong
answer: such a question is asked about instead (reader.py), never answered without its constraint.
"""

from __future__ import annotations

import re

from ..dates import MONTH_NAME
from ..patterns import rx
from .asked import PLAN_PREFIX, Question

_AGENDA = "Answer from the agenda: "
# A day or a span said in the question: "between March 2 and March 8", "since Mar 3", "from Mar 3 on", "on the 5th".
_DAY_SAID = re.compile(
    rf"\b{MONTH_NAME}\.?\s+\d{{1,2}}(?:st|nd|rd|th)?\b|\b\d{{1,2}}(?:st|nd|rd|th)?\s+(?:of\s+)?{MONTH_NAME}\b|"
    r"\b\d{4}-\d\d-\d\d\b|\b(?:today|yesterday|tomorrow|tonight)\b|\b(?:since|before|after)\s+(?:last\s+)?"
    r"(?:mon|tues|wednes|thurs|fri|satur|sun)day\b|\b(?:this|last|next|past)\s+(?:week|month|year|weekend|\d+\s+days)\b",
    re.I,
)
_NUMBER = (
    r"(?:\$\s*)?(?:\d+(?:[.,]\d+)?|one|two|three|four|five|six|seven|eight|nine|ten|fifteen|twenty|thirty|forty|fifty)"
)
# A bound on a row's value: "under 20 minutes", "shorter than 3 min", "more than $50", "at least 2 servings".
_BOUND = re.compile(
    r"\b(?:under|below|above|over|(?:less|fewer|more|greater|shorter|longer|quicker|faster|slower|cheaper|"
    r"pricier|bigger|smaller|larger|higher|lower)\s+than|at\s+(?:least|most)|no\s+more\s+than|up\s+to|within)\s+"
    rf"{_NUMBER}\b",
    re.I,
)
# A group asked for by what its rows add up to: "which category did I spend the most on", "what do I spend the most on".
_GROUP_PICK = re.compile(
    r"\b(?:which|what)\s+(?:\w+,?\s+)?(?:category|categories|kind|sort|type|artist|album|genre|folder|priority|day|month)\b.*?"
    r"\b(?:most|least|biggest|largest|highest|lowest|smallest)\b|"
    r"\bwhat\s+do\s+i\s+(?:spend|pay|waste)\s+(?:the\s+)?(?:most|least)\b|"
    r"\bcategor(?:y|ies)\b.*?\b(?:highest|biggest|largest|lowest|smallest)\s+(?:total|sum|spending)\b",
    re.I,
)
_AGENDA_PICK = re.compile(
    r"\b(?:starts?|begins?|ends?|finish(?:es)?)\s+(?:the\s+)?(?:latest|earliest|last|first)\b|\b(?:latest|last|final)\s+"
    r"(?:event|thing|appointment|meeting|one|item)\b|\b(?:longest|shortest)\b|"
    r"\b(?:event|thing|appointment|meeting|one|item)\s+(?:is\s+(?:there\s+)?|comes\s+)(?:the\s+)?(?:latest|last|final|first|earliest)\b|"
    r"\b(?:is|comes)\s+(?:the\s+)?(?:latest|last|final|first|earliest)\s+(?:in|of|on)\s+the\s+(?:day|list|agenda)\b",
    re.I,
)
_LENGTH_ASKED = re.compile(
    r"\bhow\s+(?:long|many\s+(?:minutes|hours|mins))\b|\b(?:duration|length)\s+of\b|\bin\s+(?:minutes|hours)\b",
    re.I,
)
# Who or what a count or a sum is of: "calls … made to lena tanaka", "entries … under Food", "texts from Omar". A plan
# that counts every row of its list (first tries, session 29: both answered the whole list's count) answers another
# question.
_NARROWED_TO = re.compile(
    r"\b(?:under|to|from|with|by|about)\s+(?!(?:me|my|you|it|them|us|the\s+(?:phone|app|list)|date|now|today|"
    r"number|a\s+number|an?\s+integer|single)\b)(?P<w>[A-Za-z][\w'’-]*)",
    re.I,
)
_WHOLE_LIST_SOURCES = frozenset({"expenses", "calls"})
_DAY_KEEPING = frozenset({"tasks", "tracks", "calls"})  # sources whose plans read a day when one is said


def dropped_constraint(task: str, plan: list[str]) -> str:
    """What the question narrows its answer by that ``plan`` does not keep ("" when it keeps all it says)."""
    asked = _question_part(task)
    for line in plan:
        if line.startswith(_AGENDA):
            return _dropped_by_agenda(asked, line[len(_AGENDA) :].split(" | ")[0].split())
        if line.startswith(PLAN_PREFIX) and (question := Question.from_line(line[len(PLAN_PREFIX) :])) is not None:
            return _dropped_by_list(asked, question)
    return ""


def _question_part(task: str) -> str:
    """The question before the answer's format ("Answer in minutes" is kept: a unit narrows the answer too)."""
    head, _, rest = task.partition("?")
    unit = rx(r"\b(?:in|as)\s+(?:minutes|hours|seconds)\b", re.I).search(rest)
    return f"{head} {unit.group(0)}" if unit else head


def _dropped_by_agenda(asked: str, spec: list[str]) -> str:
    mode = spec[0] if spec else ""
    if mode in ("titles", "titles_or_no", "count", "any"):
        if (pick := _AGENDA_PICK.search(asked)) is not None:
            return pick.group(0)
        if (length := _LENGTH_ASKED.search(asked)) is not None:
            return length.group(0)
    return ""


def _dropped_by_list(asked: str, question: Question) -> str:
    # (a call's kind is its direction, no one's name)
    kind = question.kind if question.source != "calls" else ""
    whole = not (question.subject or kind or question.priority or question.of or question.first)
    if question.source in _WHOLE_LIST_SOURCES and question.mode in ("count", "money") and whole:
        if (narrowed := _NARROWED_TO.search(asked)) is not None:
            return narrowed.group(0)
    if (bound := _BOUND.search(asked)) is not None and not question.bound:
        return bound.group(0)
    if (group := _GROUP_PICK.search(asked)) is not None and question.mode not in ("types", "date", "category"):
        return group.group(0)
    day = _DAY_SAID.search(asked)
    if day is not None and not (question.first or question.last) and question.source not in _DAY_KEEPING:
        return day.group(0)
    return ""
