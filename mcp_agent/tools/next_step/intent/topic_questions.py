"""A question asked after what it is about: "documentary.mkv, how long does it run", "swim on march 5th, how many
km", "about to watch a.mp4 - how long is it?". The thing said first is the question's subject: it stands for the
question's "it" / "that one", or, when the question is only a measure ("how many km", "how long"), is what is
measured. Said here as one question ("how long does documentary.mkv run?") for the question readers.

Only a thing said first (never a request: "reply to Ana - what time is it" is a message), and only a question that
refers back to it or measures it; anything else is left as said.
"""

from __future__ import annotations

import re

from ..answering.item_details import ABOUT_TO
from .clauses import VERBS

_TOPIC_QUESTION = re.compile(
    # (an app said first as a label is kept: "in joplin, my X recipe, how much garlic does it need")
    rf"^(?P<app>(?:in|on)\s+(?!my\b|the\b)\w+(?:\s+\w+)?\s*,\s*)?(?:{ABOUT_TO})?(?P<topic>[^,?:;\"“]+?)\s*(?:[,:]|\s[-–—])\s*"
    # ("River path - about how many meters was it?": a hedge on the figure asks the same question)
    r"(?P<hedge>(?:about|roughly|approximately|approx\.?|like)\s+)?(?P<q>(?:how|what|which|when|where|who)\b[^?,]*?)\s*(?P<end>\?.*)?$",
    re.I,
)
_REFERS_BACK = re.compile(r"\b(?:it|that\s+one|this\s+one)\b", re.I)
_MEASURE_ONLY = re.compile(r"^how\s+(?:(?:many|much)\s+[\w/]+|long|far|fast)$", re.I)
# "greek salad, how many minutes to prep?": how long a recipe takes to make is its preparation time.
_TO_PREPARE = re.compile(
    r"^how\s+(?:long|many\s+(?:minutes|mins))\s+(?:does\s+it\s+take\s+)?to\s+(?:prep|prepare|make|cook)(?:\s+it)?$",
    re.I,
)
# A name that starts as a day does ("Sunday long one"): as said, its question would read the day apart.
_DAY_NAMED = re.compile(
    r"^(?-i:(?:Mon|Tues|Wednes|Thurs|Fri|Satur|Sun)day|January|February|March|April|May|June|July|August|September|"
    r"October|November|December)\s+(?-i:[a-z])\w+",
)
_REQUEST = re.compile(rf"^(?:(?:please|pls|can\s+you|could\s+you)\s+)*(?:{VERBS}|tell|ask)\b", re.I)


def refers_to_topic(text: str) -> str | None:
    """The one question when ``text`` says its subject first and the question points back at it ("Sunday long one —
    what kind of activity was it?"): read before the text as said, whose question would read the topic's words
    apart ("Sunday" as a day); None otherwise."""
    found = _TOPIC_QUESTION.match(text.strip())
    if found is None or found.group("hedge") or _REFERS_BACK.search(found.group("q")) is None:
        return None
    if not _DAY_NAMED.match(found.group("topic")):
        return None  # any other topic is read as said first; its question is tried only when nothing reads it
    asked = topic_first_question(text)
    return asked if asked != text else None


def topic_first_question(text: str) -> str:
    """``text`` as one question when it says its subject first; unchanged otherwise."""
    found = _TOPIC_QUESTION.match(text.strip())
    if found is None or _REQUEST.match(found.group("topic")):
        return text
    topic, question, end = found.group("topic").strip(), found.group("q").strip(), found.group("end") or "?"
    app = found.group("app") or ""
    # (a hedge kept: a figure asked "about" may be read off a rounded screen)
    app = f"{app}roughly " if found.group("hedge") else app
    refers = _REFERS_BACK.search(question)
    if refers is not None:
        return f"{app}{question[: refers.start()]}{topic}{question[refers.end() :]}{end}"
    if _MEASURE_ONLY.match(question):
        return f"{app}{question} was {topic}{end}"
    if _TO_PREPARE.match(question):
        return f"{app}what is the preparation time of {topic}, in minutes{end}"
    return text
