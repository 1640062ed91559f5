"""An event's title read after its marker ("titled Dentist checkup on March 19, 2030 from 11:00 AM …") runs on to the
next field's marker; its day and hour said after it are when, no part of it. A title is cut where what follows reads
as a day or an hour, never at words that only look so ("Lunch at Cafe Lumen")."""

from __future__ import annotations

import re
from datetime import date

from .step_slots import when_in
from .wording import quoted_values

_WHEN_WORD = re.compile(r"\s+(?:on|from|at|starting|this|next|tomorrow|today|tonight)\b", re.I)


def title_before_when(title: str, today: date | None) -> str:
    if not title or quoted_values(title):
        return title
    for found in _WHEN_WORD.finditer(title):
        _, day, hour = when_in(title[found.start() :], today)
        if (day or hour) and found.start() > 0:
            return title[: found.start()].strip(" ,;")
    return title
