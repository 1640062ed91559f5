"""Requests typed fast, met in the first run of people set 71, each mended as a whole class into the wording the grammar
reads (``courtesy.plain`` applies ``TYPED_FAST`` after the other tables, outside quoted text): an event's length and
description after its time with no commas ("tmrw 8am 1 hour description …"), a contact's name in lower case before its
number, "then rename to X", a to-do asked of a title in lower case, an expense's fields in a row with "note" last, a
new note "with" its text and "the whole thing" sent on. (Short words such as "desc", "w", "vid" and "930pm" are read
with the other shorthand in spoken.py; the words of the grammar typed one slip away in typos.py.)"""

from __future__ import annotations

import re

from .rewrites import Replacement

_FILE = r"[\w-]+\.(?:md|txt)"


def _capitalised(found: re.Match[str]) -> str:
    return f"{found.group('v')} {found.group('f').title()} {found.group('l').title()}"


TYPED_FAST: tuple[tuple[str, Replacement], ...] = (
    # "yoga class tomorrow 8am 1 hour description bring the documents": the length and the description after the time.
    (
        r"(?P<t>\d(?::\d\d)?\s*(?:am|pm))\s+(?:for\s+)?(?P<d>\d+\s*(?:mins?|minutes?|hours?|hrs?))\s+(?=description\b)",
        r"\g<t> for \g<d>, ",
    ),
    # "add budget review in 2 weeks at 3pm …": an event's title in lower case before when it is.
    (
        r"^add\s+(?!(?:an?\s+|new\s+|the\s+)?(?:event|meeting|appointment|task|note|contact|expense|recipe|alarm|timer)s?\b)"
        r"(?!.*\b(?:to|in|into|on)\s+(?:my|the)\s+(?:calendar|tasks?|to-?dos?|notes|lists?|reminders|agenda|schedule)\b)"
        r"(?P<t>(?-i:[a-z])[a-z' ]*?)\s+(?=(?:in\s+(?:\d+|two|three)\s+(?:days?|weeks?)|tomorrow|today|tonight|"
        r"(?:this|next)\s+\w+|on\s+\w+)\b.*\bat\s+\d)",
        lambda m: f"add {m['t'].capitalize()} to my calendar ",
    ),
    # "new contact hana suzuki +1…": the name in lower case before the number is the contact's.
    (
        r"^(?P<v>(?:new|add|create|save)\s+(?:a\s+)?(?:new\s+)?contact(?:\s+for)?)\s+(?P<f>(?-i:[a-z][a-z'-]+))\s+(?P<l>(?-i:[a-z][a-z'-]+))"
        r"(?=\s*,?\s*\+?\d)",
        _capitalised,
    ),
    # "… with a blank line then rename to reading_69.md": the note just edited renamed.
    (rf"(?<=\S)\s*,?\s+(?:and\s+)?then\s+rename\s+(?:it\s+)?to\s+(?P<n>{_FILE})", r", and rename it to \g<n>"),
    # "is fix the bike a todo in joplin": a to-do asked of a title in lower case.
    (
        r"^is\s+(?!the\s+note\b)(?P<x>(?-i:[a-z])[\w' ]*?)\s+(?:a|marked\s+as\s+a)\s+to-?do(?:\s+item)?(?P<r>\s+in\s+\w+)?\s*\??\s*$",
        lambda m: f"is the note {m['x'][:1].upper()}{m['x'][1:]} a to-do{m['r'] or ''}?",
    ),
    # "add expense online course 436.78 education note monthly": name, amount, category and note in a row.
    (
        r"^(?:add\s+)?(?:an?\s+)?(?:new\s+)?expense\s*:?\s+(?P<n>(?-i:[a-z])[a-z ]*?)\s+\$?(?P<a>\d+(?:\.\d{2})?)\s+"
        r"(?P<c>[a-z]+(?:\s+care)?)\s+note\s+(?P<t>\S.*)$",
        lambda m: f"add expense {m['n'].capitalize()}, ${m['a']}, {m['c'].title()}, note: {m['t'].capitalize()}",
    ),
    # "new note trip_11.md with Book the train… and sms the whole thing to +1…": its text, then all of it sent.
    (
        rf"^(?:new|create\s+a|make\s+a)\s+note\s+(?P<f>{_FILE})\s+with\s+"
        # (never before the words that introduce its text: "with the following content: …")
        r"(?!(?:the\s+|this\s+)?(?:following\s+)?(?:text|content|contents|body|words|lines)\b)",
        r"create a note \g<f> with the text ",
    ),
    (r"\s+and\s+(?:sms|text|send|message)\s+the\s+whole\s+(?:thing|note|lot)\s+to\s+", " and text the whole note to "),
)
