"""A call in the call log acted on as an entry, never rung: one taken off the log ("delete the call from
212-555-0143 from my call history", "remove (212) 555-0143 from my recent calls"), or a caller saved as a contact
("save the number that called me at 7:40 PM as a new contact named Ana Ruiz", "add the 7:40 pm caller to my
contacts as Ana Ruiz"). Both name a number or a time where a call would, so the call reader took them for calls:
a deletion rang the number it was asked to delete.

Each is planned as the dialer's own pages do it: the call's row in Recents (the one showing that number or that
time), then its Delete, or its "Create new contact" with the name typed.
"""

from __future__ import annotations

import re

from ..patterns import rx
from .goal import Goal

_NUMBER = r"\+?\(?\d[\d\s().-]{5,}\d"
_LOG = (
    r"(?:(?:my|the)\s+)?(?:phone(?:'s)?\s+)?(?:call\s+(?:log|history|list)|recent\s+calls|recents|calls?\s+list|"
    r"phone\s+history)"
)
_TAKE_OFF = r"(?:delete|remove|clear|erase|get\s+rid\s+of|get|take|wipe)"
# "delete the call from N from my call history", "remove N from my recent calls", "get the N call out of my log"
_DELETED = re.compile(
    rf"^{_TAKE_OFF}\s+(?:the\s+|that\s+|this\s+)?(?:(?:missed\s+|incoming\s+|outgoing\s+)?calls?\s+(?:from|with|to)\s+)?"
    rf"(?P<number>{_NUMBER})(?:\s+(?:missed\s+)?calls?)?\s+(?:from|out\s+of|off)\s+{_LOG}\s*[.!]?$",
    re.I,
)
_TIME = r"\d{1,2}(?::\d\d)?\s*(?:[ap]\.?m\.?)?"
_CALLER = (
    rf"(?:the\s+|that\s+)?(?:(?:number|person|caller|one)\s+(?:that|who|which)\s+(?:just\s+)?(?:called|rang|phoned)"
    rf"(?:\s+me)?\s+at\s+(?P<time>{_TIME})|(?P<time2>{_TIME})\s+(?:caller|call|number))"
)
_NEW_NAME = (
    r"(?:to\s+(?:my\s+)?contacts\s+)?as\s+(?:a\s+)?(?:new\s+)?(?:contact\s+)?(?:(?:named|called)\s+)?"
    r"(?P<name>(?-i:[A-Z])[\w'-]*(?:\s+(?-i:[A-Z])[\w'-]*)*)"
)
_SAVED = (
    # "save the number that called me at 7:40 PM as a new contact named Ana Ruiz", "add the 7:40 pm caller …"
    re.compile(rf"^(?:save|add|store|keep)\s+{_CALLER}\s+{_NEW_NAME}\s*[.!]?$", re.I),
    # "that number that rang me at 7:40 PM - save it as Ana Ruiz"
    re.compile(rf"^{_CALLER}\s*[-–—,:]\s*(?:save|add|store)\s+(?:it|them)\s+{_NEW_NAME}\s*[.!]?$", re.I),
)


def _clock(said: str) -> str:
    """A time as a call log row shows it: "7:40 PM" ("7:40 pm", "7:40pm", "7:40 p.m.")."""
    found = rx(r"(?P<h>\d{1,2})(?::(?P<m>\d\d))?\s*(?:(?P<half>[ap])\.?m\.?)?", re.I).fullmatch(said.strip())
    if found is None or not found.group("half"):
        return said.strip()
    return f"{found.group('h')}:{found.group('m') or '00'} {found.group('half').upper()}M"


def read_call_log_entry(said: str, app: str) -> Goal | None:
    """A call log entry deleted or saved as a contact, as the dialer's steps; None for anything else."""
    text = said.strip()
    phone = app or "Phone"
    if (deleted := _DELETED.match(text)) is not None:
        digits = rx(r"\D").sub("", deleted.group("number"))
        deleting = (f"Open {phone}", "Tap Recents", f"Delete the call showing '{digits}'")
        return Goal("steps", app=phone, obj="call", extra=deleting)
    for shape in _SAVED:
        if (saved := shape.match(text)) is None:
            continue
        name = saved.group("name").split()
        when = _clock(saved.group("time") or saved.group("time2"))
        fields = [f"Type '{name[0]}' into the first name field"]
        if len(name) > 1:
            fields.append(f"Type '{' '.join(name[1:])}' into the last name field")
        steps = (
            f"Open {phone}",
            "Tap Recents",
            f"Open the call showing '{when}'",
            "Tap Create new contact",
            *fields,
            "Save the contact",
        )
        return Goal("steps", app=phone, obj="contact", extra=steps)
    return None
