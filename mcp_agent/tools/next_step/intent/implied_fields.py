"""A change to an entry said as a fact about it, its field left for the value to say: "the expense X is really a
Donation, fix the category", "X was actually 67.50, can you correct it", "X: make it 77.75 and file it under
Education", "put 'Paid' as the note on X", "call X Hill repeats", "X was a ride not a run, make it Cycling".

The class: the new value said after "is really", "was actually", "make it", "call", "as the <field> on", with the
field named only by the value's own form (an amount of money is the amount; a kind of activity is the activity
type; a word after "file it under" is the category) or named after it ("fix the category"). Each is said again as
"set the <field> of X to <value>", the form the field readers read. What names no field is left as it was.
"""

from __future__ import annotations

import re

from ..patterns import rx

_FIELD = r"location|place|note|category|description|name|title|amount|text|directions|time|date|activity\s+type|type"
_MONEY = re.compile(r"^\$?(?P<n>\d[\d,]*(?:\.\d{1,2})?)$")
_ACTIVITIES = r"cycling|running|walking|swimming|hiking|biking|rowing|skiing"
_TIME = r"\d{1,2}(?::\d\d)?\s*(?:am|pm)|\d{1,2}:\d\d|noon|midday"
_FIX = r"(?:can\s+you\s+|please\s+)?(?:fix|change|correct|update|edit)"


def _field_for(value: str, said: str = "") -> tuple[str, str]:
    """The field a value goes in, as the value shows it, and the value as it is typed."""
    if said:
        return rx(r"\s+").sub(" ", said.lower()), value
    if (money := _MONEY.match(value.strip())) is not None:
        return "amount", f"${money.group('n')}"
    if rx(_ACTIVITIES, re.I).fullmatch(value.strip()):
        return "activity type", value.strip()
    return "", value


def implied_field(said: str, topic: str) -> str:
    """``said`` (about the entry ``topic``, said as it is in it) as "set the <field> of <topic> to <value>", or ""."""
    t = re.escape(topic)
    put = rx(
        rf"^(?:put|set|add|write)\s+(?P<v>.+?)\s+as\s+the\s+(?P<f>{_FIELD})\s+(?:on|of|for|to|in)\s+{t}$", re.I
    ).match(said)
    if put is not None:
        return f"set the {put.group('f')} of {topic} to {put.group('v')}"
    called = rx(rf"^(?:call|name|retitle)\s+{t}\s+(?P<n>.+)$", re.I).match(said)
    if called is not None:
        return f"rename {topic} to {called.group('n')}"
    made_so = rx(rf"^make\s+{t}\s+(?P<v>.+)$", re.I).match(said)
    if made_so is not None and (implied := _field_for(made_so.group("v")))[0]:
        return f"set the {implied[0]} of {topic} to {implied[1]}"  # "make the 3 March one Cycling"
    moved = rx(rf"^(?:change|move|push|shift)\s+{t}\s+to\s+(?P<at>{_TIME})(?P<more>\s+and\s+.+)?$", re.I).match(said)
    if moved is not None:
        more = moved.group("more") or ""
        place = rx(r"^\s+and\s+(?:put|set|make)\s+(?P<x>.+?)\s+as\s+the\s+(?:place|location|venue)$", re.I).match(more)
        more = f" and set its location to {place.group('x')}" if place is not None else more
        return f"move {topic} to {moved.group('at')}{more}"  # "change it to 3pm and put X as the place"
    about = rx(rf"^{t}\s*[:,-]?\s*(?P<rest>.+)$", re.I).match(said)
    if about is None:
        return ""
    rest = about.group("rest").strip().rstrip("?.! ")
    filed = rx(r"^make\s+it\s+(?P<v>\S+)\s+and\s+(?:file|put)\s+it\s+(?:under|in)\s+(?P<c>.+)$", re.I).match(rest)
    if filed is not None and _field_for(filed.group("v"))[0] == "amount":
        amount = _field_for(filed.group("v"))[1]
        return f"change the amount of {topic} to {amount} and its category to {filed.group('c')}"
    fact = rx(
        rf"^(?:is|was)\s+(?:really|actually|in\s+fact)\s+(?:an?\s+)?(?P<v>[^,]+?)"
        rf"(?:\s*,?\s*{_FIX}\s+(?:the\s+(?P<f>{_FIELD})|it))?$",
        re.I,
    ).match(rest)
    made = rx(r"(?:^|,\s*)make\s+it\s+(?P<v>[^,]+)$", re.I).search(rest)
    if fact is not None:
        field, value = _field_for(fact.group("v"), fact.group("f") or "")
    elif made is not None:
        field, value = _field_for(made.group("v"))
    else:
        return ""
    return f"set the {field} of {topic} to {value}" if field else ""
