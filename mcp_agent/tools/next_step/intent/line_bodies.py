"""A note whose text is given as lines under its request ("Create a note a.md with the following content:" then
one item a line): the lines are its text as written, line breaks kept. The readings that tidy a request join its
lines into one run of words (or a list "A, B and C"), so the request is read with a stand-in for its text and the
lines put back in its place."""

from __future__ import annotations

import re
from dataclasses import replace

from .goal import Goal

STAND_IN = "Zqxlinesqz"
_NOTE_HEAD = re.compile(
    r"^(?:.*\b(?:create|make|new|write|add|start|save)\b.*\b(?:note|file|[\w-]+\.(?:md|txt))\b|"
    r".*\b(?:note|file)\b.*\b(?:create|make|write)\b|(?:an?\s+)?(?:markor\s+)?note\s+[\w-]+\.(?:md|txt)\b).*$",
    re.I,
)
# How the head introduces the text, cut so that one wording introduces it: "with the following content:",
# "and write, one per line:", ". Its text, line by line:".
_INTRO = re.compile(
    r"[\s,.;:-]*(?:(?:and\s+)?(?:write|put|type|add)(?:\s+(?:in\s+it|this|these|the\s+following))?|"
    r"(?:its|the)\s+(?:text|content|contents|body)|(?:with|containing)(?:\s+the\s+following)?"
    r"(?:\s+(?:text|content|contents|lines|body))?|that\s+says)?"
    r"(?:[\s,]*(?:one\s+(?:per|a)\s+line|line\s+by\s+line|each\s+on\s+its\s+own\s+line))?[\s,]*:?\s*$",
    re.I,
)
_TEXT_NEXT = re.compile(
    r"\b(?:with|containing)\s+(?:the\s+)?(?:following\s+)?(?:text|content|contents|lines|body)\s*$", re.I
)
# "(keep the line breaks)", "each on its own line": said about the lines, none of them
_ASIDE = re.compile(
    r"^\(.*\)$|^(?:and\s+)?(?:(?:put\s+)?each\s+(?:one\s+)?on\s+its\s+own\s+line|one\s+(?:per|a)\s+line|"
    r"(?:keep|with)\s+the\s+line\s*breaks)\s*[.!]?\s*(?:please|pls|thanks)?[.!]?$",
    re.I,
)


# "… with these lines: A, B, C and D": lines said in one line, each after a comma; a note's text one item a line.
_LINES_LISTED = re.compile(
    r"^(?P<h>.+?\b(?:with|containing|and\s+(?:write|put|add))\s+(?:these|the\s+following|the)\s+(?:lines|items))"
    r"\s*:?\s+(?P<l>[^\n]+?)\s*[.]?$",
    re.I,
)


# "… agenda_16.md: A, B, C and D — one per line": items after the note's name, said to go a line each.
_LINES_ASKED = re.compile(
    r"^(?P<h>.*\b(?:note|file|markor)\b.*?[\w-]+\.(?:md|txt))\s*:\s*(?P<l>[^\n]+?)\s*[-–—,;(]?\s*(?:one\s+(?:per|a)\s+line|"
    r"each\s+(?:one\s+)?on\s+(?:its\s+own|a\s+(?:separate|new))\s+line|on\s+separate\s+lines|line\s+by\s+line)\s*\)?\s*[.!]?$",
    re.I,
)


def _listed_lines(task: str) -> str:
    said = _LINES_LISTED.match(task.strip()) or _LINES_ASKED.match(task.strip())
    if said is None or "\n" in task.strip():
        return task
    # (a slash parts them as a comma does: "A / B / C")
    items = [item for item in re.split(r"\s*,\s*(?:and\s+)?|\s+/\s+|\s+and\s+(?=[^,/]*$)", said["l"]) if item]
    return f"{said['h']}:\n" + "\n".join(items) if len(items) > 1 else task


def lines_body(task: str) -> tuple[str, str] | None:
    """(the request with the stand-in as its text, the lines), or None when the task is not a note given so."""
    head, _, rest = _listed_lines(task).strip().partition("\n")
    lines = [line.rstrip() for line in rest.splitlines()]
    while lines and (not lines[-1].strip() or _ASIDE.match(lines[-1].strip())):
        lines.pop()
    while lines and not lines[0].strip():
        lines.pop(0)
    # (the head ends with a colon, or with the words that say the text comes next: "… with the text")
    opened = head.rstrip().endswith(":") or _TEXT_NEXT.search(head) is not None
    if len(lines) < 2 or not opened or not _NOTE_HEAD.match(head):
        return None
    said = _INTRO.sub("", head).strip()
    return f"{said} with the following text: {STAND_IN}", "\n".join(lines)


def with_lines(goal: Goal, lines: str) -> Goal | None:
    """The goal with the lines in the stand-in's place; None when the stand-in was not read as its text."""
    if STAND_IN not in goal.body and not any(STAND_IN in value for _, value in goal.fields):
        return None
    if goal.obj in ("expense", "recipe", "event", "contact", "task"):
        return None  # an entry of fields has no text of lines: lines under it are its rows (rows.py)
    fields = tuple((key, value.replace(STAND_IN, lines)) for key, value in goal.fields)
    return replace(goal, body=goal.body.replace(STAND_IN, lines), fields=fields)


def checked_as_read(task: str) -> str:
    """The task as its values are checked against the plan: a note's lines as its one quoted text (a line such as
    "Phone charger" is the text's, never a field said with its label)."""
    given = lines_body(task)
    if given is None:
        return task
    return given[0].replace(
        STAND_IN, '"' + " ".join(line.strip() for line in given[1].splitlines() if line.strip()) + '"'
    )
