"""Every app's name, or "Calendar", as one alternation for the readers that take an app said first or after a job:
longest first, so "Simple Calendar Pro" is never read as "Calendar"."""

from __future__ import annotations

import re

from .clauses import KNOWN_APPS

APPS_SAID = "|".join(re.escape(app) for app in sorted((*KNOWN_APPS, "Calendar"), key=len, reverse=True))
