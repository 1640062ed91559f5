"""A to-do ticked off, or opened again, by its title: "mark the task "Buy ink" as completed", "tick off buy ink in
tasks", "I did 'Buy ink' already, check it off", "Buy ink is done", "uncheck Buy ink". The plan opens the app and
sets the task's check box (steps_marking.py); which task is read, never guessed."""

from __future__ import annotations

import re

from ..patterns import rx
from .clauses import mentioned_app
from .goal import Goal

_NAME = r"[\"“'‘]?(?P<name>[^\"“”'‘’,:;()]+?)[\"”'’]?"
_TASK = r"(?:(?:the\s+)?(?:task|to-?do|item)\s+)?"
_DONE = r"(?:done|completed?|finished|checked(?:\s+off)?)"
_APP = re.compile(
    r"\s*,?\s+(?:in|on|from)\s+(?:the\s+|my\s+)?tasks(?:\s+app)?\s*$|\s*\((?:in\s+)?tasks(?:\s+app)?\)\s*$", re.I
)
_MARKED = re.compile(rf"\b(?:mark|tick|check|cross)\b(?:\s+\S+){{0,6}}?\s+(?:(?:as\s+)?{_DONE}|off)\b", re.I)
_MARKS = (
    # "mark the task "Buy ink" as completed", "tick off buy ink", "check off Buy ink", "complete the task Buy ink"
    (
        re.compile(
            # (never "mark X as not done": its name would end in "as not" and be ticked)
            rf"^(?!.*\bnot\s+{_DONE}\b)(?:mark|set|tick|check|cross|complete|finish)(?:\s+off)?\s+{_TASK}{_NAME}"
            r"(?:\s+(?:task|to-?do))?"
            rf"(?:\s+(?:as\s+)?{_DONE})?(?:\s+off)?$",
            re.I,
        ),
        True,
    ),
    # "I did 'Buy ink' already, check it off", "I've finished Buy ink, mark it done"
    (
        re.compile(
            rf"^i\s*(?:'ve|\s+have)?\s+(?:did|done|finished|completed)\s+{_TASK}{_NAME}(?:\s+already)?\s*[,;-]?\s*"
            rf"(?:so\s+)?(?:(?:tick|check|cross|mark)\s+it\s+(?:off|(?:as\s+)?{_DONE}))?$",
            re.I,
        ),
        True,
    ),
    # "done with Buy ink, mark it complete", "I'm done with Buy ink"
    (
        re.compile(
            rf"^(?:i'?m\s+|i\s+am\s+)?(?:done|finished)\s+with\s+{_TASK}{_NAME}(?:\s*[,;-]?\s*(?:so\s+)?"
            rf"(?:tick|check|cross|mark)\s+it\s+(?:off|(?:as\s+)?{_DONE}))?$",
            re.I,
        ),
        True,
    ),
    # "Buy ink is done now, tick it off"
    (
        re.compile(
            rf"^{_TASK}{_NAME}\s+is\s+{_DONE}(?:\s+now)?(?:\s*[,;-]?\s*(?:tick|check|cross|mark)\s+it\s+(?:off|(?:as\s+)?{_DONE}))?$",
            re.I,
        ),
        True,
    ),
    # "mark Buy ink as not done", "uncheck Buy ink", "reopen the task Buy ink"
    (
        re.compile(
            rf"^(?:(?:mark|set)\s+{_TASK}{_NAME}\s+(?:as\s+)?(?:not\s+{_DONE}|undone|incomplete|open|to\s+do)|"
            rf"(?:uncheck|untick|reopen|un-?complete)\s+{_TASK}{_NAME.replace('name', 'name2')})$",
            re.I,
        ),
        False,
    ),
)


# "finally emailed the landlord! tick that task off": the to-do named by what was done, its verb said in the past
# ("I finished / completed / did X" names the to-do itself: read below).
_DONE_SAID = re.compile(
    r"^(?:i\s+)?(?:(?:finally|just|already)\s+)?(?!(?:finished|completed)\b)"
    r"(?P<v>[a-z]+ed|paid|bought|made|sent|took|got|wrote|rang)\s+"
    r"(?P<o>[^!.,;?]+?)(?:\s+(?:already|finally|at\s+last))?\s*[!.,;]+\s*(?:(?:so|please|pls|now)\s+)*"
    r"(?:(?:tick|check|cross)\s+(?:that|it|this)\s+(?:task\s+|one\s+|to-?do\s+)?off|"
    r"mark\s+(?:that|it|this)\s+(?:task\s+|one\s+|to-?do\s+)?(?:as\s+)?(?:done|complete[d]?))\s*[.!]?$",
    re.I,
)
_PAST = {"paid": "pay", "bought": "buy", "made": "make", "sent": "send", "took": "take", "got": "get"}
_PAST.update(wrote="write", rang="ring")


def _base(verb: str) -> str:
    """A verb's base from its past: "emailed" email, "carried" carry, "stopped" stop, "saved" save (a stem it cannot
    tell, "prepared", matches no title and is asked about)."""
    verb = verb.lower()
    if verb in _PAST:
        return _PAST[verb]
    stem = verb[:-2]
    if stem.endswith("i"):
        return stem[:-1] + "y"
    if len(stem) > 2 and stem[-1] == stem[-2] and stem[-1] not in "ls":
        return stem[:-1]
    return stem + "e" if stem[-1:] in ("v", "z", "c", "g", "u", "s") else stem


def read_task_mark(clause: str, app: str) -> Goal | None:
    """The clause as a to-do's check box set (a plan of subgoals), or None."""
    if (said := _DONE_SAID.match(clause.strip())) is not None:
        clause = f"mark the task {_base(said.group('v'))} {said.group('o')} as done"
    app = app or mentioned_app(clause)
    if not rx(r"tasks", re.I).fullmatch(app) and not rx(r"\b(?:tasks?|to-?dos?)\b", re.I).search(clause):
        # A check box asked for outright ("…, mark it done") is a task's, when no other app is named.
        if app or not _MARKED.search(clause):
            return None
    text = _APP.sub("", clause.strip().rstrip(".!")).strip()
    for shape, done in _MARKS:
        found = shape.match(text)
        if found is not None:
            name = (found.groupdict().get("name") or found.groupdict().get("name2") or "").strip()
            if not name or rx(r"(?:it|this|that|the\s+task)", re.I).fullmatch(name):
                return None
            state = "done" if done else "not done"
            where = app if app else "Tasks"
            return Goal(
                "steps", app=where, extra=(f"Open {where}", f"Mark the task '{name.replace(chr(39), '’')}' {state}")
            )
    return None
