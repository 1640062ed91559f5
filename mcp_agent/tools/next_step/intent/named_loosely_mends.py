"""Existing things named loosely, met in the first run of people set 94 and mended as whole classes into the wording
the grammar reads (``courtesy.plain`` applies ``NAMED_LOOSELY`` outside quoted text, after ``LOOSELY``):

- a note said by the words of its file name and the word "note" ("my errands 70 note", "the grocery list note",
  "my vet note"): its file name, underscores for the spaces (the screen's matcher finds "workout_18.txt" for the
  "workout_18.md" said, and asks when two rows match);
- a video said by the words of its file name and the word "video" ("the party 12 video"): the video so named, never
  a song;
- an app said by its purpose after the request ("in the recipe app", "from my tracks app", "in the video app",
  "check tracks"): the one app of this phone for that purpose, so a value typed never keeps the words;
- a track said by its name alone in the tracks app ("how many meters was river path", "change canal tour's activity
  type to running"): the track so named;
- an entry moved to a clock time or made minutes long with no kind said ("move yoga class to 3pm", "make piano
  lesson 90 minutes long"): an event (only events have a time to be moved to and a length to be given);
- a caller said in lower case in a question about calls ("did lena call me today?"): the name, capitalised.
"""

from __future__ import annotations

import re

from ..patterns import rx
from .rewrites import Replacement

# Words before "note" that say which note it is by its place or kind, never by its name.
_NOT_A_NAME = (
    r"(?:new|last|latest|newest|oldest|first|second|third|next|previous|other|same|whole|quick|short|long|voice|"
    r"sticky|text|markor|joplin|shared|empty|blank|old|own|saved|audio|this|that|a|an|the|my|of|to|in|on|for|with|"
    r"and|from|at|it|its|your|his|her|their|our|each|every|one|any|some|no|most|recent|recently|created|edited|"
    # an entry's note field, never a note: "the Cinema expense note should read …"
    r"modified|opened|expense|expenses|recipe|event|task|contact|track|song|video|playlist|photo|call|message|sms)"
)
_NAME_WORD = rf"(?!{_NOT_A_NAME}\b)[a-z][a-z'-]*"
# The file name's words, then its number if it has one: "errands 70", "grocery list", "trip ideas 2".
_STEM = rf"(?P<n>{_NAME_WORD}(?:\s+{_NAME_WORD}){{0,2}}(?:\s+\d+)?)"  # said with spaces; an underscored name is read as written


def _joined(found: re.Match[str]) -> str:
    return rx(r"[\s_]+").sub("_", found.group("n").strip().lower())


def _note_file(found: re.Match[str]) -> str:
    # Joplin's notes are titled, never file names ("is the fix the bike note in joplin a to-do").
    return found.group(0) if rx(r"\bjoplin\b", re.I).search(found.string) else _joined(found) + ".md"


def _video(found: re.Match[str]) -> str:
    return "the video " + _joined(found)


def _track_meters(found: re.Match[str]) -> str:
    return f'roughly how many {found.group("u")} long was my track "{found.group("x")}" in OpenTracks'


def _capitalised(found: re.Match[str]) -> str:
    return f"{found.group('v')} {found.group('x').title()} {found.group('c')}"


NAMED_LOOSELY: tuple[tuple[str, Replacement], ...] = (
    # "put X at the top of my errands 70 note", "call the number in my vet note": the note errands_70.md, vet.md
    # (the word "note" said after the name; "a note called …" makes one, "the note's …" is a field).
    (rf"\b(?:my|the)\s+{_STEM}\s+note\b(?!\s*(?:called|named|titled|s\b|['’]s\b))", _note_file),
    # "delete the party 12 video in vlc": the video party_12 (a song is never called a video).
    (rf"\bthe\s+(?P<n>{_NAME_WORD}(?:\s+{_NAME_WORD}){{0,2}}\s+\d+)\s+video\b(?!\s+playlist)", _video),
    # Apps by purpose, said after the request: the phone's one app for it.
    (
        r"[\s,]+(?:in|on|from|using|with|via)\s+(?:my|the)\s+(?:tracks?|fitness|workout|activity|running)\s+app(?=\s*[?.!]*\s*$)",
        " in OpenTracks",
    ),
    (r"[\s,]*[?.]?\s*\bcheck\s+(?:my\s+|the\s+)?tracks(?:\s+app)?\s*[?.!]?\s*$", " in OpenTracks?"),
    (r"[\s,]+(?:in|on|from)\s+(?:my\s+|the\s+)?tracks(?=\s*[?.!]*\s*$)", " in OpenTracks"),
    (r"[\s,]+(?:in|on|from|using|with|via)\s+(?:my|the)\s+videos?\s+(?:app|player)(?=\s*[?.!]*\s*$)", " in VLC"),
    (r"[\s,]+(?:in|on|from|using|with|via)\s+(?:my|the)\s+recipes?\s+app(?=\s*[?.!]*\s*$)", " in Broccoli"),
    # (also before the name it gives: "a folder in my notes app called X" is no file manager's folder)
    (
        r"[\s,]+(?:in|on|from|using|with|via)\s+(?:my|the)\s+notes?\s+app(?=\s*[?.!]*\s*$|\s*,?\s+(?:called|named|titled)\b)",
        " in Markor",
    ),
    # "how many meters was river path in OpenTracks?": the track so named.
    (
        r"^(?:roughly\s+|about\s+)?how\s+(?:many|far)\s+(?P<u>meters|metres|kilometers|kilometres|km)\s+"
        r"(?:long\s+)?(?:was|is|did\s+I\s+do\s+on)\s+(?!(?:my|the|a|it)\b)(?P<x>[a-z][\w' -]*?)\s+in\s+OpenTracks(?=\s*\?*\s*$)",
        _track_meters,
    ),
    # "change canal tour's activity type to running": the activity type of the track so named.
    (
        r"\b(?P<v>change|set|make|switch)\s+(?!(?:my|the|its|it)\b)(?P<x>[a-z][\w -]*?)['’]s\s+"
        r"(?P<f>activity\s+type|activity|type|sport)\s+(?=to\b)",
        r"\g<v> the activity type of \g<x> ",
    ),
    # "move yoga class to 3pm same day": only an event is moved to a clock time.
    (
        r"^(?P<v>move|reschedule|push|shift)\s+(?!(?:the|my|it|this|that|all|everything|alarm|timer)\b)"
        r"(?P<x>[a-z][\w'-]*(?:\s+[a-z][\w'-]*){0,3}?)\s+to\s+(?P<t>\d{1,2}(?::\d\d)?)\s*(?P<m>[ap])\.?m\b\.?"
        r"(?=\s*,?\s*(?:the\s+)?same\s+day|\s*[,.]|\s*$)",
        r'move the event "\g<x>" to \g<t>\g<m>m',
    ),
    # "… to 3pm same day, location City library": the event's new place, said after its new time.
    (
        r"^(?P<m>(?:move|reschedule|push|shift)\s+the\s+event\s+.+?\bto\s+\S+(?:\s*[ap]\.?m\.?)?)(?:\s*,?\s*(?:the\s+)?same\s+day)?"
        r"\s*,\s*(?:and\s+)?(?:new\s+)?(?:location|place|venue)\s*:?\s+(?P<l>[^,]+?)\s*[.!]?$",
        r"\g<m> the same day and set its location to \g<l>",
    ),
    # "make piano lesson 90 minutes long": an entry given a length in minutes, no kind said, is an event.
    (
        r"^make\s+(?!(?:the|my|a|an|it|this|that|timer|alarm|video|song|playlist|recording|track|note)\b)"
        r"(?P<x>[a-z][\w'-]*(?:\s+[a-z][\w'-]*){0,3}?)"
        # (its day is when it is, no part of its title: "make piano lesson this sunday 90 minutes long")
        r"(?P<d>\s+(?:on\s+|this\s+|next\s+)(?:(?:mon|tues|wednes|thurs|fri|satur|sun)day|[a-z]+\s+\d{1,2}(?:st|nd|rd|th)?(?:\s+\d{4})?|"
        r"the\s+\d{1,2}(?:st|nd|rd|th)))?\s+(?P<n>\d+)\s*(?:minutes?|mins?)\s+long\b"
        # "…, don't change when it starts": what a length edit keeps anyway.
        r"(?:\s*,?\s*(?:but\s+)?(?:don'?t|do\s+not)\s+(?:change|move|touch)\s+(?:when\s+it\s+starts|(?:the|its)\s+start"
        r"(?:\s+time)?)\s*[.!]?$)?",
        r'make the event "\g<x>"\g<d> last \g<n> minutes',
    ),
    # "did lena call me today?": the caller's name as the contacts list shows it.
    (
        r"^(?P<v>did|has|have)\s+(?!(?:anyone|anybody|someone|somebody|he|she|they|you|my|the)\b)"
        r"(?P<x>[a-z]+(?:\s+[a-z]+)?)\s+(?P<c>call(?:ed)?\s+me\b)",
        _capitalised,
    ),
)
