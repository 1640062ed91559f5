"""An app named with its maker's name first, as an app store lists it ("Arduia Pro Expense", "Fossify Simple Gallery
Pro"): the app's own name, as its launcher shows it. Only before an app of more than one word that this phone's
grammar knows (clauses.KNOWN_APPS), after a word that says an app is meant ("in", "from", "using" …), so a sentence's
first word ("Open Pro Expense") is never taken for a maker. ``courtesy.plain`` applies ``MAKER_NAMED`` outside quoted
text."""

from __future__ import annotations

import re

from .clauses import KNOWN_APPS
from .rewrites import Replacement

_MULTI = "|".join(re.escape(app) for app in sorted(KNOWN_APPS, key=len, reverse=True) if " " in app)

MAKER_NAMED: tuple[tuple[str, Replacement], ...] = (
    (
        rf"\b(?P<p>in|from|using|via|through|with|into|on|of|to)\s+(?P<the>the\s+)?(?!(?:{_MULTI})\b)(?-i:[A-Z])[a-z]+\s+"
        rf"(?=(?:{_MULTI})\b)",
        r"\g<p> \g<the>",
    ),
)
