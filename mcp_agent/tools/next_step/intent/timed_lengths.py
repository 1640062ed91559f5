"""The "length" of activities asked in minutes or hours is how long they took (people set 132: "avg length of my
cycling in feb 2030? in mins, 1 decimal"). Unread, "length" named no measure of a track and the question was given up
on; asked in a unit of time it can only be the activities' duration, and in miles or km (or with no unit) it is left as
said, for a length may be a distance."""

from __future__ import annotations

import re
from functools import lru_cache

from ..patterns import rx

# The activities a length is asked of: their kind, said as an activity or as its rows.
_ACTIVITIES = (
    r"(?:(?:my|the|all\s+my|all\s+the)\s+)?(?:(?:cycling|running|walking|swimming|hiking|bike|biking)\s+)?"
    r"(?:cycling|running|walking|swimming|hiking|rides?|runs?|walks?|swims?|hikes?|activities|activity|tracks?|workouts?)"
)
_LENGTH = rx(
    rf"\b(?P<a>average|avg|mean|total|typical)\s+length\s+of\s+(?P<w>{_ACTIVITIES})\b"
    # (a unit of time asked after it: "in mins", "in hours", "how many minutes")
    r"(?=.*\b(?:min(?:ute)?s?|hours?|hrs?)\b)(?!.*\b(?:km|kilomet(?:er|re)s?|miles?|met(?:er|re)s?)\b)",
    re.I,
)


@lru_cache(maxsize=1024)
def timed_lengths(text: str) -> str:
    """``text`` with the length of activities asked in a unit of time said as their duration."""
    return _LENGTH.sub(lambda m: f"{m.group('a')} duration of {m.group('w')}", text)
