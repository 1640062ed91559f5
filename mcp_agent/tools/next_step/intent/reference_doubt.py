"""A reference a task leaves in doubt ("I'm off eggs and milk, delete every recipe that uses it"): asked about, never
guessed, and read as the person answers.

The question names the reference and what it may stand for; an answer that is one of them is read back into the
task as if said there ("delete every recipe that uses eggs"). Any other answer leaves the task as it was, and the
question stands.
"""

from __future__ import annotations

from .remark_references import Ambiguity, ambiguous_reference, with_references_read
from .request_frames import unwrapped
from .spoken import said_before_references


def reference_in_doubt(task: str) -> Ambiguity | None:
    """The reference in ``task`` that stands for two or more things its remark names; None when there is none."""
    # Read as the reader reads it: a frame around the request ("let's …") is no part of its references.
    return ambiguous_reference(said_before_references(unwrapped(task)))


def task_as_answered(task: str, answer: str) -> str:
    """``task`` with the reference in doubt read as ``answer``; ``task`` itself when nothing is in doubt or the
    answer names none of the candidates."""
    if reference_in_doubt(task) is None:
        return task
    said = said_before_references(unwrapped(task))
    read = with_references_read(said, answer)
    return read if read != said else task


def question(doubt: Ambiguity) -> str:
    *first, last = doubt.candidates
    return f'By "{doubt.reference}", do you mean {", ".join(first)} or {last}?'
