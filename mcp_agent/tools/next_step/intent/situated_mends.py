"""Forms met in the requests of people set 61 (a situation told first, then the request, as to a friend holding the
phone), each mended as a whole class into the wording the grammar reads (``courtesy.plain`` applies them after
``colloquial_mends.COLLOQUIAL``, in order, outside quoted text): an app said first with no comma before the verb
("in VLC play …"), a length said twice, the second time in brackets
("an hour long (60 mins)"), a track changed "to" an activity type, and a recipe changed "to N servings"."""

from __future__ import annotations

import re

from ..patterns import rx
from .clauses import KNOWN_APPS, VERBS
from .rewrites import Replacement

_APP = "|".join(re.escape(app) for app in KNOWN_APPS)
_KINDS = r"running|cycling|walking|swimming|hiking|biking"
_LENGTH = r"(?:an?|one|\d+(?:\.\d+)?)\s*(?:hours?|hrs?|h|minutes?|mins?|m)(?:\s+long)?"


def _minutes(said: str) -> float | None:
    found = rx(r"(?P<n>an?|one|\d+(?:\.\d+)?)\s*(?P<u>hours?|hrs?|h|minutes?|mins?|m)\b", re.I).match(said.strip())
    if found is None:
        return None
    n = 1.0 if found.group("n").lower() in ("a", "an", "one") else float(found.group("n"))
    return n * 60 if found.group("u").lower().startswith("h") else n


def _length_once(found: re.Match[str]) -> str:
    """ "an hour long (60 mins)": the same length said twice is said once; two lengths that differ stay (asked)."""
    first, second = _minutes(found.group("a")), _minutes(found.group("b"))
    return found.group("b") if first is not None and first == second else found.group(0)


# Before every other table: the app said first, its comma left out ("in VLC play Sunday Drive, …", "using Files
# move a.pdf …"), said with it, as the other tables' forms start after it.
SITUATED_FIRST: tuple[tuple[str, Replacement], ...] = (
    (rf"^(?P<l>(?:in|on|using|with)\s+(?:the\s+)?(?:{_APP})(?:\s+app)?)\s+(?=(?:{VERBS})\b)", r"\g<l>, "),
)
SITUATED: tuple[tuple[str, Replacement], ...] = (
    # "an hour long (60 mins)", "90 minutes (1.5 hours)": one length, said again in brackets.
    (rf"\b(?P<a>{_LENGTH})\s*\((?P<b>{_LENGTH})\)", _length_once),
    # "change my running track from March 3 to Cycling": its activity type changed.
    (
        rf"^(?P<v>change|switch|set|make)\s+(?:my|the)\s+(?P<k>{_KINDS})\s+(?:track|activity)\s+"
        rf"(?P<d>(?:from|on)\s+[\w ]+?)\s+(?:to|into)\s+(?=(?:{_KINDS})\b)",
        r"change the activity type of my \g<k> track \g<d> to ",
    ),
    # "change Pancakes in Broccoli to 12 servings": the recipe's servings changed.
    (
        r"^(?P<v>change|set|update|make)\s+(?!the\s+servings\b|my\s+servings\b)(?:the\s+recipe\s+)?(?P<r>.+?)"
        r"(?P<app>\s+(?:in|on)\s+broccoli)?\s+(?:to|into)\s+(?P<n>\d+)\s+servings\b",
        r"change the servings of the recipe \g<r> to \g<n> servings\g<app>",
    ),
)
