"""The forms a request passed on from someone else takes once its frame is off (people set 117; relayed_requests.py):
said as what they want it to be rather than as the act ("make a.md say X", "a.pdf shouldn't be in Documents, it needs to
go in Pictures"), with what they said pointed at as a field's value ("in the notes put what they said: "X""), or a
second thing of the same kind said "one" ("a playlist A with …, and one called B with …"). Read as given, a note of
that name was made anew, the move and the second playlist were not read, and the notes held the pointing words.
"""

from __future__ import annotations

import re

from .rewrites import Replacement, Rewrites

_FILE = r"[\w-]+\.(?:md|txt)"
_FOLDER = r"(?:the\s+|my\s+)?(?P<{0}>[A-Z][\w-]*)(?:\s+folder)?"

# The device's own folders for media: a notes app keeps none of them, so a file going there is the file manager's.
_MEDIA_FOLDERS = ("pictures", "music", "movies", "dcim", "download", "downloads", "podcasts", "ringtones", "alarms")


def _moved(found: re.Match[str]) -> str:
    moved = f"move {found['f']} from {found['a']} to {found['b']}"
    return f"{moved} using the Files app" if found["b"].casefold() in _MEDIA_FOLDERS else moved


RELAYED_FORMS: tuple[tuple[str, Replacement], ...] = (
    # "make a.md say X", "have a.md read X": a note that is there made to say it (a new note is "a note a.md that says")
    (
        rf"^(?P<in>in\s+[\w ]+?,\s*)?(?:(?:can|could)\s+you\s+)?(?:please\s+)?(?:make|have|get)\s+(?P<f>{_FILE})\s+"
        r"(?:just\s+|only\s+)?(?:say|read)\s*:?\s+(?=\S)",
        r"\g<in>change the text of \g<f> to ",
    ),
    # "a.pdf shouldn't be sitting in Documents, it needs to go in Pictures. can you move it": moved there.
    (
        rf"^(?P<f>[\w-]+\.[a-z0-9]{{2,4}})\s+(?:shouldn'?t|should\s+not|doesn'?t|does\s+not|can'?t)\s+"
        rf"(?:be(?:\s+sitting|\s+kept)?|sit|belong|live|stay)\s+in\s+{_FOLDER.format('a')}\s*[,;.–—-]+\s*"
        rf"(?:it|that\s+one)\s+(?:needs\s+to|has\s+to|should|must|ought\s+to)\s+(?:go|be|live)\s+(?:in|into)\s+"
        rf"{_FOLDER.format('b')}(?:\s*[,.;!]\s*(?:(?:so\s+)?(?:can|could)\s+you\s+|please\s+)?move\s+it(?:\s+(?:there|over))?)?"
        r"\s*[.!?]*$",
        _moved,
    ),
    # "in the notes put what they said: "X"": the quoted words are the notes
    (
        r"(?:and\s+)?in\s+the\s+(?P<k>notes?|description)\s+(?:put|write|add|type|say)\s+(?:what\s+(?:they|she|he|it|you)\s+"
        r"(?:said|wrote|told\s+me|texted|sent|emailed)\s*:?\s*)?(?=[\"“])",
        r"with the \g<k> ",
    ),
    # "make a playlist A with x and y, and one called B with z": another playlist
    (
        r"(?P<a>\b(?:make|create|start|set\s+up)\s+(?:me\s+)?(?:a|an)\s+(?:new\s+)?(?:[\w]+\s+)?playlist\b[^,]+?,\s*"
        r"(?:and|then|plus)\s+)(?:a\s+second\s+|one\s+more\s+)?one\s+(?=called\b|named\b)",
        r"\g<a>another one ",
    ),
)

_REWRITES = Rewrites(RELAYED_FORMS)


def relayed_forms(text: str) -> str:
    """``text`` with the forms above said as the grammar reads them; unchanged when none is in it."""
    return _REWRITES(text)
