"""Apps called by a generic, wrong-ish or descriptive name, met in the first run of people set 131, read as the one app
of this phone that does that job (``apps_named`` is applied first in ``reader._read_mended`` and ``turn._meant``, and
``courtesy.plain`` applies ``SAID_GENERICALLY`` before ``purpose_mends.BY_PURPOSE``, so the readings after it see the
app's own name):

- "in my fitness app, how many km …", "according to the workout tracker": OpenTracks, the phone's only tracker;
- "in the recipe thing add …", "in my cooking app": Broccoli;
- "delete … from the media player", "what song is the video player playing": VLC, only said so (a song is the music
  player's only when a music player is said);
- "in my to-do app add …": Tasks;
- "from the favourites tab in my dialer": the Phone app;
- "in my expense tracker log these: …", "in my planner app delete …": Pro Expense, the calendar, only as the lead
  (elsewhere ``BY_PURPOSE`` reads the purpose, as readings made for it expect);
- "in the markdown app", and "the notes app" said with a note's file name (".md", ".txt"), not as the lead: Markor,
  whose notes are files (Joplin's are titled, so "the notes app" said with no file name stays the purpose it was).

Each is read only after a word that says where ("in", "from", "using" …); "a fitness app" said otherwise, and the
names earlier readings know ("the recipe app", "my music app", "my diary"), stay as they are.
"""

from __future__ import annotations

import re

from .quoted_spans import outside_quotes
from .rewrites import Replacement, Rewrites

_WHERE = r"(?P<p>in|on|from|using|with|via|inside|to|into|according\s+to)\s+(?:my\s+|the\s+)?"
_KIND = r"(?:app|application|tracker|thing|thingy|player)"

# (the words that name the job, the app that does it), read wherever they are said. Only names no earlier reading
# knows: "the recipe app", "my expenses", "my diary" are read as they were (read as an app's own name, "add X to
# the recipe app: …" and "… in my spending app by mistake" lost the readings made for them).
_JOBS: tuple[tuple[str, str], ...] = (
    (
        r"(?:fitness|workout|exercise|activity|sports?|running|run|training)\s+(?:app|tracker|thing|thingy|log)",
        "OpenTracks",
    ),
    (r"recipes?\s+(?:thing|thingy)|(?:cooking|cookbook|food)\s+(?:app|thing|thingy)", "Broccoli"),
    (r"to-?do(?:\s+list)?\s+app|tasks?\s+(?:app|list\s+app)", "Tasks"),
    (r"dial(?:l)?er(?:\s+app)?", "Phone"),
    (r"markdown\s+(?:notes?\s+)?(?:app|editor)", "Markor"),
    (r"calendar\s+(?:thing|thingy)", "Simple Calendar Pro"),
)
# Said only as the request's lead, where it says no more than where: "in my expense tracker log these: …", "in my
# planner app delete …", "in my recipe app add two recipes: …" (elsewhere the purpose is read as it was: "I put things in my spending app by mistake").
_LEADS: tuple[tuple[str, str], ...] = (
    (r"(?:expenses?|spending|budget|money)\s+(?:tracker|app|thing)", "Pro Expense"),
    (r"planner(?:\s+app)?", "Simple Calendar Pro"),
    (r"recipes?\s+app", "Broccoli"),
)


def _app(name: str) -> Replacement:
    return rf"\g<p> {name}"


# A note's file name said in the same request: "make trip_98.txt in the notes app", "open errands_4.md in my notes app".
_FILE = re.compile(r"\b[\w-]+\.(?:md|txt)\b", re.I)
# An app named anywhere in the text: "in the notes app, Markor I think" names it already.
_NAMED = re.compile(r"\b(?:markor|joplin)\b", re.I)


def _notes_app(found: re.Match[str]) -> str:
    # (not as the lead, "In the notes app there's a note …": the readers of a note told of first find the app by it)
    if found.start() == 0 or _FILE.search(found.string) is None or _NAMED.search(found.string) is not None:
        return found.group(0)
    return f"{found.group('p')} Markor"


SAID_GENERICALLY: tuple[tuple[str, Replacement], ...] = (
    *((rf"\b{_WHERE}(?:{job})\b(?![-'’])", _app(app)) for job, app in _JOBS),
    *(
        (rf"^(?P<p>in|on|using)\s+(?:my\s+|the\s+)?(?:{job})\s*,?\s+(?=[a-z])", rf"\g<p> {app}, ")
        for job, app in _LEADS
    ),
    # "notes app" beside a note's file name: Markor's notes are files.
    (rf"\b(?P<p>in|on|from|using|with|via|inside|to|into)\s+(?:my\s+|the\s+)?notes?\s+{_KIND}\b(?![-'’])", _notes_app),
    # "delete the song X from the media player": where it is deleted from, said last. (Read anywhere, "in the video
    # player, …" as VLC made other runs report done with the job undone: the player is named only here and below.)
    (r"\b(?P<p>from)\s+(?:my\s+|the\s+)?(?:video|media)\s+player(?=\s*[.!]?\s*$)", r"\g<p> VLC"),
    # "what song is the video player playing", "what does my media player say": the player as the one who plays.
    (r"\b(?:my|the)\s+(?:video|media|movie)\s+player\b(?=\s+(?:playing|play|showing|show|say|list|have|has)\b)", "VLC"),
)
_SAID = Rewrites(SAID_GENERICALLY)


def apps_named(text: str) -> str:
    """``text`` with an app said generically as above named, outside quoted text; unchanged when none is."""
    return outside_quotes(text, _SAID)
