"""An entry made like another the list shows: "add an expense named N with the same amount and category as M",
"new expense N, same amount and category as the M one", "add 'T' at 17h on the same day as my 'A' event, 30
minutes", "T at 5pm the day of my A". Planned as the other entry's row remembered (its details line: an amount and
a category, a day and hours), then the new entry made from what the request said and what the row showed
(carrying.py expands that subgoal once the row is read). A field asked to match that the row cannot show (a note,
a description) is not read here: the request is asked about by the readers after this one."""

from __future__ import annotations

import re
from datetime import date

from ..patterns import rx
from .amounts import minutes
from .clauses import mentioned_app
from .goal import Goal
from .kept_by import APP_OF_KIND

_Q = r"[\"'“‘]?"
_QE = r"[\"'”’]?"
_EXPENSE = re.compile(
    rf"^(?:in\s+[\w ]+?,\s+|[\w ]+?:\s*)?(?:please\s+)?(?:add|create|log|make|enter|record)?\s*(?:an?\s+|a\s+new\s+)?(?:new\s+)?"
    rf"expense\s*(?:named|called|titled|:)?\s*{_Q}(?P<name>[^,;\"”’]+?){_QE}\s*,?\s+(?:with\s+)?(?:the\s+)?same\s+"
    rf"(?P<what>amount(?:\s+and\s+category)?|category(?:\s+and\s+amount)?|price(?:\s+and\s+category)?)\s+(?:as|like)\s+"
    rf"(?:the\s+|my\s+)?{_Q}(?P<model>[^\"”’,;]+?){_QE}(?:\s+(?:one|expense|entry))?(?:\s+(?:in|on)\s+[\w ]+)?[.!]?$",
    re.I,
)
_EVENT = (
    # "add an event titled 'T' at 17h on the same day as my 'A' event. It should last 30 minutes."
    re.compile(
        rf"^(?:in\s+[\w ]+?,\s+)?(?:add|create|put|schedule|make)\s+(?:an?\s+)?(?:new\s+)?(?:event\s+)?(?:titled|called|named)?"
        rf"\s*{_Q}(?P<title>[^\"”’]+?){_QE}\s+(?:in\s+my\s+calendar\s+)?(?:at|for)\s+(?P<time>[\w:.]+(?:\s*[ap]\.?m\.?)?)\s+"
        r"on\s+(?:the\s+same\s+day\s+as|whatever\s+day)\s+(?:my\s+|the\s+)?"
        r"(?:[\"'“‘](?P<quoted>[^\"'”’]+)[\"'”’]\s+(?:event|meeting|appointment)|[\"'“‘](?P<alone>[^\"'”’]+)[\"'”’]|"
        # (unquoted, "appointment" and "meeting" may end the title: "Dentist appointment")
        r"(?P<model>[\w' ]+?)(?:\s+event)?)(?:\s+is)?\s*(?:[.,]\s*|$)(?P<rest>.*)$",
        re.I,
    ),
    # "pick up flowers at 5pm the day of my car service, half an hour"
    re.compile(
        r"^(?P<title>[a-z][\w' ]+?)\s+at\s+(?P<time>\d{1,2}(?::\d\d)?\s*(?:[ap]\.?m\.?|h)?)\s+(?:on\s+)?the\s+(?:same\s+)?day\s+"
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
_LASTING = re.compile(r"(?:should\s+)?(?:last(?:s|ing)?\s+(?:for\s+)?)?(?P<span>.+?)\s*(?:long)?[.!]?$", re.I)


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


def read_alike_entry(task: str, today: date | None) -> Goal | None:
    """The plan for an entry made like another, as a ``steps`` goal; None when the request is no such thing."""
    del today  # the day is the other entry's, read off its row
    text = task.strip()
    if (found := _EXPENSE.match(text)) is not None:
        app = mentioned_app(text) or APP_OF_KIND["expense"]
        fields = "amount and category" if "and" in found.group("what").lower() else found.group("what").lower()
        fields = fields.replace("price", "amount")
        return Goal(
            "steps",
            app=app,
            obj="expense",
            extra=(
                f"Open {app}",
                f"Remember the row of the expense '{found.group('model').strip()}' as «model»",
                f"Add an expense named '{found.group('name').strip()}' with the {fields} of «model»",
            ),
        )
    for pattern in _EVENT:
        if (found := pattern.match(text)) is None:
            continue
        at = _clock(found.group("time"))
        span = _LASTING.match(found.group("rest").strip())
        length = minutes(span.group("span")) if span is not None and found.group("rest").strip() else ""
        if not at or not length:
            return None
        app = mentioned_app(text) or APP_OF_KIND["event"]
        said = found.groupdict()
        model = (said.get("quoted") or said.get("alone") or said["model"]).strip()
        return Goal(
            "steps",
            app=app,
            obj="event",
            extra=(
                f"Open {app}",
                f"Remember the row of the event '{model}' as «model»",
                f"Add an event titled '{found.group('title').strip()}' at {at} for {length} minutes on the day of «model»",
            ),
        )
    if _COPIED.search(text):
        return Goal("explore", subject=f"tell the values to give the new entry ({text})", extra=("cannot",))
    return None
