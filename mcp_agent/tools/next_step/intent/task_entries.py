"""A to-do made in the Tasks app with its due day and its notes: "In the Tasks app, create a task "Renew passport"
due on March 18 with the notes "Photos in the drawer"", "add a task to call the insurer by March 20 in tasks, note:
ask about the claim", "tasks app: new task Order cake, due March 9. notes - chocolate".

Read from the whole request (its notes may hold commas and full stops): the title, the day (read as any day is) and
the notes; the plan makes the task on the app's new-task form and checks it listed. Where the Tasks app is named, or
a task is given a due day.
"""

from __future__ import annotations

import re
from datetime import date

from ..patterns import rx
from .goal import Goal
from .step_slots import when_in

_APP = "Tasks"
_TASKS_NAMED = re.compile(
    r"\b(?:in|on|to)\s+(?:the\s+|my\s+)?tasks(?:\s+app)?\b|^\s*tasks(?:\s+app)?\s*[:,-]|\btasks\s+app\b", re.I
)
_MADE = re.compile(
    # (or headed by its kind alone: "todo: Return books, due the 18th")
    r"(?:\b(?:create|add|make|new|set\s+up)\s+(?:(?:a|an|the)\s+)?(?:new\s+)?|^\s*(?=(?:task|to-?do)\s*:)|"
    # ("remind me in tasks to Return books by March 18": a reminder kept in the Tasks app is a to-do there)
    r"^\s*(?:please\s+|pls\s+)?remind\s+me\s+(?:(?:in|on|with|using)\s+(?:the\s+|my\s+)?tasks(?:\s+app)?\s+)?(?=to\s))"
    # (in the Tasks app a quoted title needs no "task": 'in Tasks, add "Return books" due March 18')
    # ("new task in tasks: Return books": the app said between the kind and the title is no part of it)
    r"(?:(?:task|to-?do)(?:\s+(?:in|on)\s+(?:the\s+|my\s+)?tasks(?:\s+app)?)?\s*(?:called|named|titled|:)?\s*|(?=[\"“])|(?<=\s)(?=to\s))"
    # ('a task titled "X" to the Tasks app with a due date of …': the app said after the title is no part of it)
    r"(?:to\s+)?(?P<title>\"[^\"]+\"|“[^”]+”|'[^']+'|[^,.\"“”]+?)(?:\s+(?:to|in|on)\s+(?:the\s+|my\s+)?tasks(?:\s+app)?)?"
    # ("with due date 18/3": the day after its label, as a form names it)
    # ("new task: Return books. due March 18": the day in a sentence of its own after the title)
    r"\s*(?:,|\s[-–—]|\.(?=\s+due\b))?\s+(?:(?:with\s+(?:the\s+|a\s+)?)?due(?:\s+date)?(?:\s+(?:on|by|of|as))?|by|for|on)\s+(?P<day>[^,.]+?)"
    r"(?=\s*(?:[,.]|\s+with\b|\s+and\s+(?:the\s+)?notes?\b|\s+[-–—]\s+notes?\b|\s+in\s+(?:the\s+|my\s+)?tasks\b|$))",
    re.I,
)
# "new todo X for monday": a to-do begun with its day, in no other app, is the to-do app's.
_STARTED = re.compile(r"^\s*(?:new|add\s+a|make\s+a|create\s+a)\s+(?:new\s+)?(?:task|to-?do)\b(?!\s+list\b)", re.I)
_NOTES = re.compile(
    r"(?:\bwith\s+(?:the\s+)?notes?|\bnotes?)\s*(?::|-|–|—|\bsaying\b|\bis\b|\bare\b)?\s*(?P<notes>\"[^\"]+\"|“[^”]+”|.+?)"
    # ('notes: "Three books" in the tasks app pls': the app and a thanks typed after the notes are none of them)
    r"(?:\s*,?\s+(?:in|on|using)\s+(?:the\s+|my\s+)?tasks(?:\s+app)?)?(?:\s*,?\s*\b(?:pls|please|plz|thx|thanks|ty)\b)*"
    r"\s*[.!]?\s*$",
    re.I,
)


def _unquoted(text: str) -> str:
    return text.strip().strip("\"'“”").strip()


def read_task_entry(text: str, today: date | None) -> Goal | None:
    """The request as a new to-do in Tasks with its due day (and notes), or None."""
    # A task with a due day is the to-do app's, named or not ("new task: Return books, due march 18").
    if not (
        _TASKS_NAMED.search(text)
        or rx(r"\btask\b(?:[^.]|\.(?=\s+due\b))*?\bdue\b", re.I).search(text)
        or (rx(r"\s*to-?do\s*:[^.]*?\bdue\b", re.I).match(text) and not rx(r"\b(?:joplin|markor)\b", re.I).search(text))
        or (_STARTED.match(text) and not rx(r"\b(?:joplin|markor|note)\b", re.I).search(text))
    ):
        return None
    made = _MADE.search(text)
    if made is None:
        return None
    _, day, _ = when_in(f"on {made.group('day')}", today)
    title = _unquoted(rx(r"\s+in\s+(?:the\s+|my\s+)?tasks(?:\s+app)?$", re.I).sub("", made.group("title")))
    if not day or not title:
        return None
    fields = [("title", title[:1].upper() + title[1:]), ("date", day)]
    notes = _NOTES.search(text[made.end() :])
    if notes is not None and (said := _unquoted(notes.group("notes"))):
        fields.append(("description", said))
    return Goal("create", obj="task", app=_APP, fields=tuple(fields))
