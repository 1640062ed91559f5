"""A thing asked for by its name alone ("stopwatch please", "flashlight pls"): the one act that name asks for.

Only a thing with a single act people mean by asking for it is read: a stopwatch is started, a flashlight (a
torch) turned on. The name must be asked for: "please", "pls", "now" or "!" after it; a bare "stopwatch" may
as well mean opening it and is left to the readers. A thing that needs more said (a timer's length, an
alarm's hour) or that has several acts (wifi on or off?) has no entry here, so it is never guessed at.
"""

from __future__ import annotations

import re

_ACTS = {
    "stopwatch": "start the stopwatch",
    "flashlight": "turn on the flashlight",
    "torch": "turn on the flashlight",
}
_ASKED = re.compile(
    rf"^(?:(?:a|the|my)\s+)?(?P<thing>{'|'.join(_ACTS)})\s*(?:,?\s*(?:please|pls|plz|now)\b|!)[\s.!]*$", re.I
)


def asked_by_name(text: str) -> str:
    """The act a thing asked for by name stands for; ``text`` unchanged for anything else."""
    found = _ASKED.match(text.strip())
    return _ACTS[found.group("thing").lower()] if found is not None else text
