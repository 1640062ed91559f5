"""A note introduced by name before the request that uses it: "There's a note in Markor called expenses.txt with a
list of expenses. Could you add them all to Pro Expense?" (people set 134).

"my Markor note expenses.txt has a list of expenses" was read, and "a note in Markor called expenses.txt" was not:
its name after "called" was read as an expense's note to type. A note the writer says exists ("there's", "I have",
"I've got", "I wrote"), named after "called" / "named" / "titled" and said to hold something ("with …"), is said as
the readers know it, "my Markor note expenses.txt has …", when the app is named with it. Only a note said to hold
something: "there's a file called dinners.txt in Markor. Could you add the ones that …" is read as it was, and
"create a note called a.md in Markor" makes one and is left.
"""

from __future__ import annotations

import re

_FILE = r"[\w-]+\.(?:md|txt)"
_APP = r"(?-i:[A-Z])\w+(?:\s+(?-i:[A-Z])\w+)?"
# "there's a note in Markor called a.md", "I've got a Markor note named a.md", "there is a note called a.md in Markor"
_INTRODUCED = re.compile(
    rf"\b(?P<lead>there['’]s|there\s+is|I\s+have|I['’]ve\s+got|I\s+(?:wrote|made|saved|keep))\s+an?\s+"
    rf"(?:(?P<app1>{_APP})\s+)?note\s+(?:in\s+(?:my\s+)?(?P<app2>{_APP})\s+)?(?:called|named|titled)\s+"
    rf"(?P<file>{_FILE})(?:\s+in\s+(?:my\s+)?(?P<app3>{_APP}))?\s*,?\s+(?:with|that\s+has|containing)\s+",
    re.I,
)


def notes_introduced(text: str) -> str:
    """``text`` with a note it introduces by name and what it holds said as "my <app> note <name> has …"; unchanged
    when it introduces none."""

    def said(found: re.Match[str]) -> str:
        app = found.group("app1") or found.group("app2") or found.group("app3") or ""
        if not app:
            return found.group(0)  # "a file called a.txt in the notes app, Markor I think": read as it was
        return f"my {app} note {found.group('file')} has "

    return _INTRODUCED.sub(said, text)
