"""Which sentences of a thread may be key points: those that say something, short ones included
when they carry what a reader needs (a date or figure, a list item, a message's only words)."""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Protocol

from mcp_agent.tools.summarize import cues
from mcp_agent.tools.summarize.sentences import words

# A message of this many sentences or fewer is short: each of its sentences may be a key point.
SHORT_MESSAGE_SENTENCES = 3


class Said(Protocol):
    """A sentence as the summarizer scored it."""

    @property
    def text(self) -> str: ...
    @property
    def index(self) -> int: ...  # position in the whole thread
    @property
    def message(self) -> int: ...
    @property
    def content(self) -> frozenset[str]: ...
    @property
    def figures(self) -> list[str]: ...
    @property
    def dated(self) -> bool: ...
    @property
    def listed(self) -> bool: ...


@dataclass(frozen=True, slots=True)
class Room:
    """Which sentences may be key points although they are short."""

    covered: frozenset[int]  # messages with a sentence of three content words
    short: frozenset[int]  # messages of at most SHORT_MESSAGE_SENTENCES sentences
    first: frozenset[int]  # the first sentence of each message
    answering: frozenset[int]  # sentences that answer a question (shown with it)

    @classmethod
    def of(cls, sentences: Sequence[Said], answers: Sequence[Said]) -> Room:
        per_message = Counter(s.message for s in sentences)
        return cls(
            covered=frozenset(s.message for s in sentences if len(s.content) >= 3 and not s.content <= cues.PLEASANTRY),
            short=frozenset(number for number, count in per_message.items() if count <= SHORT_MESSAGE_SENTENCES),
            first=frozenset({s.message: s.index for s in reversed(sentences)}.values()),
            answering=frozenset(s.index for s in answers),
        )


def says_something(sentence: Said, room: Room) -> bool:
    """Three content words at least; or two with a date or a figure; or, in a list, two items; or,
    as the first sentence of a message, in a short message or one that says nothing longer (the
    final "Sounds good, I'll be there at 2.", "Stuff happened.", "8.45am-1pm"), two words or a figure."""
    if len(sentence.content) >= 3 and not sentence.content <= cues.PLEASANTRY:
        return True
    if "; " in sentence.text and len(re.findall(r"\d+", sentence.text)) >= 2:
        return True
    if sentence.listed and len(words(sentence.text)) >= 2 and sentence.content:
        return True  # "- how about bullets": an item of a list the sender made
    if sentence.index in room.answering:
        return False  # shown with the question it answers
    if len(sentence.content) >= 2 and (sentence.dated or sentence.figures):
        return True  # "As regards the timeline, we should be done by Friday."
    if sentence.message in room.covered and sentence.message not in room.short and sentence.index not in room.first:
        return False
    size = len(words(sentence.text))
    if sentence.content and sentence.content <= cues.PLEASANTRY and size < 4:
        return False  # "Sounds good.", "Thanks all!"
    return (size >= 2 and bool(sentence.content)) or bool(sentence.figures)
