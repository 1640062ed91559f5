"""A job in a task writer's formal words, said as the way to it or written as short steps, said as the other readers
know it. It runs before any other reading takes the words apart (turn._meant) and first among the mends (mends.py).
"Among my runs …, identify the one …. Answer with its name only." had been read with "its" pointing back."""

from __future__ import annotations

from .formal_edits import formal_edits
from .formal_entries import formal_entries
from .formal_questions import formal_questions
from .formal_register import formal_register
from .formal_requests import formal_requests
from .markor_entries import markor_entries
from .navigation_leads import navigation_leads
from .outcome_edits import outcome_edits
from .sentence_steps import sentence_steps


def formally_said(task: str) -> str:
    """``task`` with a formal job, a way to it or its steps said plainly; unchanged when it has none of them."""
    task = formal_register(navigation_leads(sentence_steps(task)))
    task = markor_entries(formal_entries(outcome_edits(formal_edits(formal_requests(task)))))
    return formal_questions(task, sure_only=True)
