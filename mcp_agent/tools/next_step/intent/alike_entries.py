"""An entry made like another the list shows: "add an expense named N with the same amount and category as M",
"new expense N, same amount and category as the M one", "add 'T' at 17h on the same day as my 'A' event, 30
minutes", "T at 5pm the day of my A". Planned as the other entry's row remembered (its details line: an amount and
a category, a day and hours), then the new entry made from what the request said and what the row showed
(carrying.py expands that subgoal once the row is read). A field asked to match that the row cannot show (a note,
a description) is not read here: the request is asked about by the readers after this one."""

from __future__ import annotations

import re

from ..patterns import rx
from .clauses import mentioned_app
from .goal import Goal
from .kept_by import APP_OF_KIND
from .said_lengths import minutes


def _said(group: str) -> str:
    """A name said in quotes (``q<group>``) or bare (``<group>``: no comma, no quote)."""
    return rf"(?:[\"'“‘](?P<q{group}>[^\"'”’]+)[\"'”’]|(?P<{group}>[^\"'“‘”’,;]+?))"


_LEAD = r"^(?:in\s+[\w ]+?,\s+|[\w ]+?:\s*)?(?:please\s+)?"
_SAME = r"(?:the\s+)?same\s+(?P<what>(?:amount|category|price)(?:\s+and\s+(?:amount|category|price))?)\s+(?:as|like)\s+"
_EXPENSE = re.compile(
    rf"{_LEAD}(?:add|create|log|make|enter|record)?\s*(?:an?\s+|a\s+new\s+)?(?:new\s+)?"
    rf"(?:expense\s*(?:named|called|titled|:)?\s*)?{_said('name')}(?:\s+(?:in|to|into)\s+(?:pro\s+)?expense)?"
    rf"\s*[,;–—-]?\s+(?:with\s+|having\s+)?{_SAME}(?:the\s+|my\s+)?{_said('model')}"
    r"(?:\s+(?:one|expense|entry))?(?:\s+(?:in|on)\s+[\w ]+)?[.!]?$",
    re.I,
)
# The kind said after the other entry's name: after a quoted name it is no part of it; after a bare one only "event"
# is dropped ("Dentist appointment" may be the title; a row said with its kind after it is found all the same).
_KIND_AFTER = r"(?:(?<=[\"'”’])\s+(?:event|appointment|meeting)|\s+event)?"
_DAY_OF = r"on\s+(?:the\s+same\s+day\s+as|whatever\s+day|the\s+day\s+of)\s+(?:my\s+|the\s+)?"
_TIME = r"(?P<time>\d{1,2}(?::\d\d)?\s*(?:[ap]\.?m\.?|h)?)"
_TITLE = rf"(?:add|create|put|schedule|make)\s+(?:an?\s+)?(?:new\s+)?(?:event\s+)?(?:titled|called|named)?\s*{_said('title')}"
_CALENDAR = r"(?:\s+(?:to|in|into|on)\s+(?:my\s+|the\s+)?calendar)?"
_EVENT = (
    # "add an event titled 'T' at 17h on the same day as my 'A' event. It should last 30 minutes."
    re.compile(
        rf"{_LEAD}{_TITLE}{_CALENDAR}\s+(?:at|for)\s+{_TIME}\s+{_DAY_OF}{_said('model')}"
        rf"{_KIND_AFTER}(?:\s+is)?\s*(?:[.,;]\s*|$)(?P<rest>.*)$",
        re.I,
    ),
    # 'create an event "T" on the same day as "A" at 17:00 lasting 30 minutes'
    re.compile(
        rf"{_LEAD}{_TITLE}{_CALENDAR}\s+{_DAY_OF}{_said('model')}{_KIND_AFTER},?\s+at\s+{_TIME}"
        r"\s*[.,;]?\s*(?P<rest>.*)$",
        re.I,
    ),
    # "pick up flowers at 5pm the day of my car service, half an hour"
    re.compile(
        rf"^(?P<title>[a-z][\w' ]+?)\s+at\s+{_TIME}\s+(?:on\s+)?the\s+(?:same\s+)?day\s+"
        r"(?:of|as)\s+(?:my\s+|the\s+)?(?P<model>[\w' ]+?)(?:\s+event)?\s*,\s*(?P<rest>.+)$",
        re.I,
    ),
)
# An entry asked to take a value from another in words not read above: asked about, never saved with those words.
_COPIED = re.compile(
    r"^(?:[\w ]+?:\s*|in\s+[\w ]+?,\s+)?(?:please\s+)?(?:add|create|log|make|put|schedule|enter|record|new)\b.*\b"
    r"(?:(?:the\s+)?same\s+(?:amount|price|category|day|date|time|hour|note|description|location|place)s?"
    r"(?:\s+and\s+\w+)?\s+(?:as|like)\b|whatever\s+day\b)",
    re.I,
)


def _clock(said: str) -> str:
    found = rx(r"^(?P<h>\d{1,2})(?::(?P<m>\d\d))?\s*(?P<half>[ap])?\.?m?\.?h?$", re.I).match(said.strip().lower())
    if found is None:
        return ""
    hour = (
        int(found.group("h")) % 12 + (12 if found.group("half") == "p" else 0)
        if found.group("half")
        else int(found.group("h"))
    )
    return f"{hour:02d}:{found.group('m') or '00'}" if hour < 24 else ""


def _name(found: re.Match[str], group: str) -> str:
    said = found.groupdict()
    return str(said.get(f"q{group}") or said.get(group) or "").strip()


def read_alike_entry(task: str) -> Goal | None:
    """The plan for an entry made like another, as a ``steps`` goal (the day is the other entry's, read off its row);
    None when the request is no such thing."""
    text = task.strip()
    if rx(r"\bexpenses?\b", re.I).search(text) and (found := _EXPENSE.match(text)) is not None:
        app = mentioned_app(text) or APP_OF_KIND["expense"]
        what = found.group("what").lower().replace("price", "amount")
        fields = "amount and category" if " and " in what else what
        return Goal(
            "steps",
            app=app,
            obj="expense",
            extra=(
                f"Open {app}",
                f"Remember the row of the expense '{_name(found, 'model')}' as «model»",
                f"Add an expense named '{_name(found, 'name')}' with the {fields} of «model»",
            ),
        )
    for pattern in _EVENT:
        if (found := pattern.match(text)) is None:
            continue
        at, length = _clock(found.group("time")), minutes(found.group("rest"))
        if not at or not length:
            return None
        app = mentioned_app(text) or APP_OF_KIND["event"]
        title = _name(found, "title")
        return Goal(
            "steps",
            app=app,
            obj="event",
            extra=(
                f"Open {app}",
                f"Remember the row of the event '{_name(found, 'model')}' as «model»",
                f"Add an event titled '{title}' at {at} for {length} minutes on the day of «model»",
            ),
        )
    if _COPIED.search(text):
        return Goal("explore", subject=f"tell the values to give the new entry ({text})", extra=("cannot",))
    return None
