"""Taps that make something (tapped_steps.py): a number dialled and called ("open phone, dial 555…, press call"), a
text typed in a conversation and sent, a new entry's fields typed one by one after the plus ("first name Hana, last
name Suzuki, phone +1…", "title Yoga class, start 8am, 60 minutes"), text typed at the bottom of a note, a button
pressed on a clock's tab ("stopwatch tab, hit start").

Read as typed, the first of these called the number typed for a new contact: a field is only a field after the plus.
"""

from __future__ import annotations

import re

from .tap_state import Taps

_DIAL = re.compile(
    r"^(?:dial|type|enter|punch\s+in|key\s+in|tap\s+in)\s+(?:the\s+number\s+)?(?P<v>\+?\d[\d\s().-]{4,}\d)$", re.I
)
# The button that places the call or sends the text, as people remember it.
_CALL_PRESS = re.compile(
    r"^(?:(?:press|hit|tap|push|click)\s+)(?:the\s+)?(?:green\s+)?(?:(?:call|dial|phone)(?:\s+(?:button|icon))?|"
    r"(?:button|icon))$|^(?:press|hit|tap)\s+call$",
    re.I,
)
_SEND_PRESS = re.compile(
    r"^(?:(?:press|hit|tap|push|click)\s+)?(?:the\s+)?(?:send(?:\s+(?:button|icon|arrow))?|arrow|paper\s+plane)$", re.I
)
_KINDS = r"folder|note|file|event|task|contact|expense|recipe|playlist"
_PICK_KIND = re.compile(rf"^(?:(?:pick|choose|select|tap|hit)\s+)?(?:a\s+|the\s+)?(?:new\s+)?(?P<k>{_KINDS})$", re.I)
_FIELD_SAID = re.compile(
    r"^(?:(?:put|type|enter|set|add)\s+)?(?:the\s+|a\s+)?(?P<f>first\s+name|last\s+name|surname|name(?!\s+it\b)|phone(?:\s+number)?|"
    r"mobile|number|email|title|description|location|place|start(?:\s+time)?|end(?:\s+time)?|time|duration|amount|"
    r"price|category|note|servings|prep(?:aration)?\s+time|directions|ingredients|source)"
    r"(?:\s*(?::|=)\s*|\s+(?:to|as|is)\s+|\s+)(?P<v>\S.*)$",
    re.I,
)
_DURATION = re.compile(r"^(?:for\s+)?(?P<v>\d+\s*(?:min(?:ute)?s?|h(?:ou)?rs?|hours?))(?:\s+long)?$", re.I)
_AT_TIME = re.compile(
    r"^(?:at\s+|set\s+(?:it|the\s+time|the\s+alarm)\s+(?:to|for)\s+)?(?P<v>\d{1,2}(?::\d{2})?\s*(?:am|pm)|\d{1,2}:\d{2}|noon|midday)$",
    re.I,
)
_WHEN = re.compile(r"^(?:(?:tap|pick|select)\s+(?:on\s+)?)?(?P<v>today|tomorrow|this\s+\w+day|next\s+\w+day)$", re.I)
_POSITION = re.compile(
    r"^(?:go|scroll|jump|skip|move)\s+(?:down\s+)?to\s+(?:the\s+)?(?P<p>bottom|end|top|start|beginning)"
    r"(?:\s+of\s+(?:it|the\s+(?:note|file|text)))?$",
    re.I,
)
_TAB_BUTTON = re.compile(
    r"^(?:(?:press|hit|tap|push|click)\s+)?(?:the\s+)?(?P<b>start|stop|pause|resume|reset)(?:\s+button)?$", re.I
)


def read_entry_step(taps: Taps, step: str) -> bool:  # noqa: PLR0911
    """What a tap that makes something says of the goal, kept in ``taps``; ``False`` when it is none of these."""
    if taps.app == "Phone" and (found := _DIAL.match(step)) is not None:
        taps.number = re.sub(r"[\s().-]", "", found.group("v"))
        return True
    if (taps.number or taps.app == "Phone") and _CALL_PRESS.match(step):
        taps.pressed = "call"
        return True
    if taps.person and _SEND_PRESS.match(step):
        taps.pressed = "send"
        return True
    if taps.create == "new" and (found := _PICK_KIND.match(step)) is not None:
        taps.create = found.group("k").lower()
        return True
    if (found := _POSITION.match(step)) is not None:
        taps.position = "top" if found.group("p").lower() in ("top", "start", "beginning") else "bottom"
        return True
    if taps.tab in ("stopwatch", "timer") and (found := _TAB_BUTTON.match(step)) is not None:
        taps.pressed = found.group("b").lower()
        return True
    if (found := _WHEN.match(step)) is not None and taps.app == "Simple Calendar Pro":
        taps.day = found.group("v")
        return True
    if not taps.create:
        return False
    if (found := _FIELD_SAID.match(step)) is not None:
        taps.fields_said.append((found.group("f").lower(), found.group("v").strip()))
        return True
    if (found := _DURATION.match(step)) is not None:
        taps.fields_said.append(("duration", found.group("v")))
        return True
    if (found := _AT_TIME.match(step)) is not None:
        taps.fields_said.append(("start", found.group("v")))
        return True
    return False


def said_entry(taps: Taps, where: str, remarks: str) -> str | None:  # noqa: PLR0911
    """The goal of taps that make something, said as one request; ``None`` when they made nothing."""
    if taps.number and taps.pressed == "call":
        return f"call {taps.number}{remarks}"
    if taps.person and taps.text and taps.pressed == "send":
        return f"reply to {taps.person} with message: {taps.text}{remarks}"
    if taps.pressed and taps.tab in ("stopwatch", "timer"):
        return f"{where}{taps.pressed} the {taps.tab}{remarks}"
    if taps.position and taps.text and taps.items and not taps.create:
        return f"{where}add {taps.text} to the {taps.position} of {taps.items[-1]}{remarks}"
    said = dict(taps.fields_said)
    if taps.create and taps.tab == "alarm" and set(said) == {"start"}:
        return f"{where}set an alarm for {said['start']}{remarks}"
    if taps.create in ("event", "new") and taps.app == "Simple Calendar Pro" and taps.fields_said:
        return _event(taps, where, remarks)
    if taps.create and taps.fields_said:
        kind = taps.create if taps.create != "new" else _KIND_OF.get(taps.app, "")
        if not kind:
            return None
        fields = ", ".join(f"{name} {value}" for name, value in taps.fields_said)
        return f"{where}create a new {kind} with {fields}{remarks}"
    return None


_KIND_OF = {"Contacts": "contact", "Pro Expense": "expense", "Broccoli": "recipe", "Markor": "note", "Joplin": "note"}


def _event(taps: Taps, where: str, remarks: str) -> str | None:
    """A new event's fields said as the calendar's own request says them."""
    said = dict(taps.fields_said)
    title = said.pop("title", "") or taps.name
    if not title:
        return None
    day = f" for {taps.day}" if taps.day else ""
    start = said.pop("start", "") or said.pop("start time", "") or said.pop("time", "")
    at = f" at {start}" if start else ""
    described = f" and the description {said.pop('description')}" if "description" in said else ""
    lasts = f". The event should last for {said.pop('duration')}" if "duration" in said else ""
    if said:
        return None  # a field this does not say back: the request is left as said
    return f"{where}create a calendar event{day}{at} with the title {title}{described}{lasts}{remarks}"
