"""A request said, then said again with "it" and where from (people set 105): "cancel Lunch with Sam on saturday the
23rd at 9am, take it off the calendar", "drop the fuel expense - remove it from my expenses", "scrap Pancakes, get it
out of broccoli". The second clause names nothing new but the place; the request is read once, as a delete of what
the first named from where the second says (``spoken.reworded`` applies ``RESTATED`` with the other twice-said
requests). A second clause that names anything else (a day, a new name) is not this class."""

from __future__ import annotations

from .rewrites import Replacement

_GONE = r"cancel|delete|remove|drop|scrap|bin|trash|erase|get\s+rid\s+of|ditch|axe"
_AGAIN = (
    r"(?:delete|remove|take|get|clear|wipe|erase|drop|cross|strike)\s+(?:it|that|this|them)\s+"
    r"(?:off(?:\s+of)?|from|out\s+of|off\s+from)"
)
_PLACE = (
    r"(?:my|the)\s+(?:calendar|agenda|schedule|diary|expenses?|notes?|recipes?|contacts?|tasks?|list)"
    r"|(?:simple\s+calendar(?:\s+pro)?|pro\s+expense|broccoli|markor|joplin|tasks)(?:\s+app)?"
)

RESTATED: tuple[tuple[str, Replacement], ...] = (
    (
        rf"^(?:{_GONE})\s+(?P<x>[^,;:]+?)\s*(?:[,;]|\s[-–—])\s*(?:and\s+|then\s+|just\s+|pls\s+|please\s+)*"
        rf"{_AGAIN}\s+(?P<p>{_PLACE})\s*[.!]*$",
        r"delete \g<x> from \g<p>",
    ),
)
