"""An existing entry chosen by another of its fields, not by its name: "rename the expense of $49.50 to Parking",
"move the event on March 22 to 4pm", "rename the recipe with 4 servings to Stew". The plan opens the one entry
that shows that value, on its row or its page (steps_chosen.py), and edits it there. A choice the rules cannot
read stops with the reason instead: editing a guessed entry, or making a new one, would be wrong.
"""

from __future__ import annotations

import re
from datetime import date

from ..dates import read_when
from ..patterns import rx
from .amounts import dollars
from .entry_edits import as_steps, start_clock
from .field_edits import KEEPING, entry_app
from .goal import Goal

_KINDS = r"(?P<obj>expense|transaction|event|appointment|meeting|recipe|entry|one)"
_NAME = r"[\"'“‘]?(?P<new>[^\"'”’]+?)[\"'”’]?"
_MONEY = r"\$\d[\d,]*(?:\.\d{1,2})?"
# How the entry is chosen: its amount, its day, or its servings ("of $49.50", "on March 22", "with 4 servings").
_CHOSEN = (
    rf"(?:(?:of|for|costing|at)\s+(?P<money>{_MONEY})|(?:on|from)\s+(?P<day>[\w ,/-]+?)|"
    r"(?:with|that\s+serves|serving)\s+(?P<count>\d+)(?:\s+(?:servings?|people|portions))?)"
)
_RENAME = (
    re.compile(rf"^(?:rename|retitle)\s+(?:the|my)\s+{_KINDS}\s+{_CHOSEN}\s+(?:to|as)\s+{_NAME}$", re.I),
    re.compile(rf"^change\s+the\s+name\s+of\s+(?:the|my)\s+{_KINDS}\s+{_CHOSEN}\s+to\s+{_NAME}$", re.I),
    re.compile(rf"^(?:the|my)\s+{_KINDS}\s+{_CHOSEN}\s+should\s+be\s+(?:called|named)\s+{_NAME}$", re.I),
    # "the $49.50 expense is really Lunch, rename it", "the $12 expense should be called Taxi"
    re.compile(
        rf"^(?:the|my)\s+(?P<money>{_MONEY})\s+{_KINDS}\s+(?:is\s+(?:really|actually)|should\s+be\s+(?:called|named))"
        rf"\s+{_NAME}(?:\s*,\s*rename\s+it)?$",
        re.I,
    ),
)
_TIME = r"(?P<time>\d{1,2}(?::\d\d)?\s*(?:am|pm)?|noon|midnight)"
_SHOULD = r"(?:should|needs\s+to|has\s+to|must)"
_MOVE = (
    re.compile(
        rf"^(?:move|reschedule|push|shift)\s+(?:the|my)\s+(?:event|appointment|meeting)\s+on\s+(?P<day>[\w ,/-]+?)"
        rf"\s+to\s+{_TIME}$",
        re.I,
    ),
    # "whatever I have on March 22, push it to 4pm", "the March 22 event should start at 16:00 instead"
    re.compile(
        rf"^(?:whatever|what|the\s+thing)\s+I\s+have\s+on\s+(?P<day>[\w ,/-]+?)\s*,?\s+(?:move|push|shift)\s+it\s+to\s+"
        rf"{_TIME}$",
        re.I,
    ),
    re.compile(
        rf"^(?:the|my)\s+(?P<day>[\w ,/-]+?)\s+(?:event|appointment|meeting)\s+{_SHOULD}\s+(?:start|begin)\s+at\s+{_TIME}"
        r"(?:\s+instead)?$",
        re.I,
    ),
    # "my event on March 22 should start at 4pm": the day said after the entry.
    re.compile(
        rf"^(?:the|my)\s+(?:event|appointment|meeting)\s+on\s+(?P<day>[\w ,/-]+?)\s+{_SHOULD}\s+(?:start|begin)\s+at\s+"
        rf"{_TIME}(?:\s+instead)?$",
        re.I,
    ),
)
# "move my 3pm meeting tomorrow to 4pm": the event chosen by the hour it starts at, on a day if one is said.
_MOVE_AT = re.compile(
    rf"^(?:move|reschedule|push|shift|change)\s+(?:the|my)\s+(?P<at>\d{{1,2}}(?::\d\d)?\s*(?:am|pm)|noon)\s+"
    rf"(?:event|appointment|meeting|call)(?:\s+(?:on\s+)?(?P<day>[\w ,/-]+?))??\s+(?:to|until|till)\s+{_TIME}$",
    re.I,
)
# The field that names each kind of entry in its form.
_NAMING = {"expense": "name", "event": "title", "recipe": "title"}


def _kind(said: str, app: str) -> str:
    said = {"appointment": "event", "meeting": "event", "transaction": "expense"}.get(said.lower(), said.lower())
    if said in ("entry", "one"):
        for kind, words in (("expense", "expense"), ("event", "calendar"), ("recipe", "broccoli|recipe")):
            if rx(words, re.I).search(app):
                return kind
    return said


def _day(said: str, today: date | None) -> str:
    _, day, time = read_when(said, today)
    return day if day and not time else ""


def read_chosen_edit(clause: str, app: str, today: date | None = None) -> Goal | None:
    """The clause as an edit of the entry a shown value chooses (a plan of subgoals), or None."""
    text = KEEPING.sub("", dollars(clause.strip().rstrip(".!"))).strip()
    # "simple calendar: …", "… in my calendar", "… in Pro Expense": the app said around the edit.
    labelled = rx(r"^(?:(?:simple\s+)?calendar(?:\s+pro)?|pro\s+expense|broccoli)\s*:\s*(?P<rest>.+)$", re.I).match(
        text
    )
    said_app = rx(
        r"\s+(?:in|on|to)\s+(?:the\s+|my\s+)?(?:simple\s+calendar(?:\s+pro)?|calendar|pro\s+expense|broccoli)(?:\s+app)?(?=,|$)",
        re.I,
    ).search(text if labelled is None else labelled.group("rest"))
    if labelled is not None:
        text = labelled.group("rest")
    if said_app is not None:
        text = text[: said_app.start()] + text[said_app.end() :]
    if not app and rx(r"calendar", re.I).search(clause) and (labelled or said_app):
        app = "Simple Calendar Pro"  # the calendar named as a label or a place, as entry_edits.py reads it
    for pattern in _MOVE:
        if (found := pattern.match(text)) is not None and (day := _day(found.group("day"), today)):
            at = start_clock(found.group("time"))
            if at:
                return as_steps(
                    app or "Simple Calendar Pro",
                    f"Open the event showing '{day}'",
                    f"Type '{at}' into the time field",
                    "Save the event",
                )
    if (moved := _MOVE_AT.match(text)) is not None and (at := start_clock(moved["time"])):
        day = _day(moved["day"], today) if moved["day"] else ""
        if moved["day"] and not day:
            return None  # a day said that is not read: not an event chosen by its hour alone
        starts = start_clock(moved["at"])
        return as_steps(
            app or "Simple Calendar Pro",
            f"Open the event showing '{starts} on {day}'" if day else f"Open the event showing '{starts}'",
            f"Type '{at}' into the time field",
            "Save the event",
        )
    for pattern in _RENAME:
        if (found := pattern.match(text)) is None:
            continue
        groups = found.groupdict()
        kind = _kind(groups["obj"], app)
        naming = _NAMING.get(kind)
        app = app or entry_app(kind)  # "the $49.50 expense …": the kind of entry says whose list it is in
        new = found.group("new").strip().replace("'", "’")
        shown = groups.get("money") or (_day(groups["day"], today) if groups.get("day") else "")
        shown = shown or (f"{groups['count']} servings" if groups.get("count") else "")
        if naming is None or not app:
            return None
        if not shown:
            # What chooses the entry was not read as an amount, a day or servings: say so, never guess.
            return as_steps(app, f"Stop: the rules cannot tell which {kind} this is from its list: {clause}")
        return as_steps(
            app,
            f"Open the {kind} showing '{shown}'",
            f"Type '{new}' into the {naming} field",
            f"Save the {kind}",
            f"Check the {kind} '{new}' is listed",
        )
    return None
