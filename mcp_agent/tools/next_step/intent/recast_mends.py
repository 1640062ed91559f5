"""Requests recast, met in the first runs of people sets 54 and 66; each mended as a whole class into the wording the grammar
reads (``courtesy.plain`` applies them after ``wished_state_mends.WISHED``, in order, outside quoted text): the thing
said first and the question after it ("Glass Houses is on one of my playlists, which one?", "Lunch break track -
rename to X"), a wish to hear a song, what someone "last texted" kept as a note, an album a song is "off", the
"priciest thing" in a category, duplicates said as records kept "twice", a heading of records to add, a dated
activity that "was actually" another kind, a note "read" by its file name, a second playlist said "plus a … one";
an expense said in a row after "new expense", an event made "N minutes long", a call "then hold", a video "the one
in" a folder, "audio only:" first, what is "written in" a note, "on which playlist is" a song."""

from __future__ import annotations

import re

from ..answering.track_questions import activity_kind
from ..dates import MONTH_NAME
from .amounts import EXPENSE_CATEGORIES
from .rewrites import Replacement

_PLAYERS = r"vlc|retro\s+music"
_ACTIVITY = r"run|walk|swim|ride|bike\s+ride|hike|jog"


def _priciest(found: re.Match[str]) -> str:
    """The dearest expense of a category, when what follows "in" is one of the app's categories."""
    if found.group("c").strip().casefold() not in EXPENSE_CATEGORIES:
        return found.group(0)
    return f"most expensive expense in the {found.group('c').strip()} category"


def _retyped(found: re.Match[str]) -> str:
    was = activity_kind(found.group("k")) or found.group("k")
    said = (found.groupdict().get("t") or found.group("n")).strip()
    if found.groupdict().get("g") is not None and not activity_kind(said):
        return found.group(0)  # "switch my march 3 run to Morning loop": not a kind, so not this job
    # "… was actually hiking": a kind said as one is kept; "… a bike ride": the kind of that activity.
    new = said if said.lower().endswith("ing") else activity_kind(said) or said
    return f"change the activity type of my {was} track from {found.group('d')} to {new}"


RECAST: tuple[tuple[str, Replacement], ...] = (
    # "Glass Houses is on one of my vlc playlists, which one?": which playlist holds a song.
    (
        rf"^(?P<x>[^,]+?)\s+is\s+(?:on|in)\s+one\s+of\s+my\s+(?:(?P<a>{_PLAYERS})\s+)?playlists\s*(?:[,:]|\s[-–—])?\s*which\s+one\s*\??$",
        lambda m: f"which playlist is {m.group('x')} on" + (f" in {m.group('a')}" if m.group("a") else "") + "?",
    ),
    # "i wanna hear Paper Planes, play it on retro music", "I'd like to listen to Old Radio on vlc": the song played.
    (
        r"^i\s*(?:wanna|want\s+to|would\s+like\s+to|['’]d\s+like\s+to|['’]d\s+love\s+to)\s+(?:hear|listen\s+to)\s+"
        r"(?P<x>[^,]+?)\s*,\s*(?:so\s+)?(?:please\s+)?(?:play|put)\s+it(?:\s+on)?\s+(?P<w>(?:on|in)\s+.+?)\s*[.!]?$",
        r"play \g<x> \g<w>",
    ),
    (
        rf"^i\s*(?:wanna|want\s+to|would\s+like\s+to|['’]d\s+like\s+to|['’]d\s+love\s+to)\s+(?:hear|listen\s+to)\s+"
        rf"(?P<x>[^,]+?)\s+(?P<w>(?:on|in)\s+(?:{_PLAYERS}))\s*[.!]?$",
        r"play \g<x> \g<w>",
    ),
    # "save what Ines last texted me into a new markor note called a.md": her last message kept as a note.
    (
        r"^(?P<v>save|copy|put|keep|store)\s+what\s+(?P<p>.+?)\s+(?:last\s+)?(?:texted|sent|messaged|wrote)(?:\s+me)?"
        r"(?:\s+last)?\s+(?:into|in|as|to)\s+(?:a\s+)?(?:new\s+)?(?P<rest>.+)$",
        r"\g<v> the last message \g<p> sent me as a new \g<rest>",
    ),
    # "what album is Glass Houses off?": the album it is from.
    (r"\b(?P<q>album\s+is\s+.+?)\s+off\b", r"\g<q> from"),
    # "what's the priciest thing in Entertainment?": the dearest expense of a category.
    (
        r"\b(?:the\s+)?(?:priciest|most\s+expensive|costliest|dearest|biggest)\s+(?:thing|item|purchase|expense|one)\s+"
        # (and what was bought said after it: "the priciest thing I spent money on in Food")
        r"(?:(?:that\s+)?(?:i|i've|i\s+have)\s+(?:spent\s+(?:money\s+)?on|bought|paid\s+for|got)\s+)?(?:in|under)\s+(?:the\s+)?(?P<c>[A-Za-z][\w ]*?)(?:\s+category)?(?=\s*(?:\?|[,.]|$))",
        _priciest,
    ),
    # "i've got some recipes in broccoli twice, clear out the duplicates but keep one of each": duplicates removed.
    (
        r"^(?=.*\b(?:duplicates?|twice|two\s+times|doubles?|copies)\b)(?=.*\b(?:delete|remove|clear|get\s+rid\s+of|bin|"
        r"dedupe)\b)(?!.*\d).*\brecipes?\b.*$",
        "delete all but one of any recipes in broccoli that are exact duplicates",
    ),
    # "expenses to add: A $5 food, B …": the records listed under a heading.
    (r"^(?P<k>expenses|contacts|events|recipes|tasks)\s+to\s+(?:add|log|save|enter)\s*:", r"add these \g<k>:"),
    # "my march 3 run was actually a bike ride, change it to cycling": the activity type of that day's track.
    (
        rf"^(?:my|the)\s+(?P<d>{MONTH_NAME}\s+\d{{1,2}})(?:st|nd|rd|th)?\s+(?P<k>{_ACTIVITY})\s+(?:was\s+(?:actually|really)|"
        r"should\s+(?:be|have\s+been))\s+(?!called\b|named\b|renamed\b|titled\b)(?:an?\s+)?(?P<n>[\w ]+?)(?:\s*,\s*(?:please\s+)?(?:change|set|make)\s+it\s+"
        r"(?:to\s+)?(?P<t>\w+)|\s*,\s*(?:please\s+)?(?:fix|correct|update|change)\s+(?:the|its)\s+(?:activity\s+)?type)?\s*[.!]?$",
        _retyped,
    ),
    # "change the march 3 running track to cycling", "switch my march 3 run to a bike ride": that day's track of
    # that kind given another kind (the activity said alone only before a kind: "g" marks that guard).
    (
        rf"^(?:change|switch|set|make)\s+(?:my|the)\s+(?P<d>{MONTH_NAME}\s+\d{{1,2}})(?:st|nd|rd|th)?\s+"
        rf"(?P<k>{_ACTIVITY}|running|walking|swimming|cycling|hiking)\s+(?:(?:track|activity|one)\s+|(?P<g>))"
        r"(?:in\s+\w+\s+)?"
        r"(?:to|into)\s+(?:an?\s+)?(?P<n>[\w ]+?)\s*[.!]?$",
        _retyped,
    ),
    # "read me ideas_71.txt from markor": what the note says.
    (
        r"^read\s+(?:me\s+)?(?:out\s+)?(?P<f>[\w-]+\.(?:md|txt))(?:\s+(?:from|in)\s+(?P<a>markor|joplin))?\b\s*[,?]?\s*",
        lambda m: f"what does {m.group('f')} say" + (f" in {m.group('a')}" if m.group("a") else "") + "? ",
    ),
    # "… a Dinner party playlist with a.mp4, plus a Late night one with b.mp4": a second playlist, said after.
    (
        r"\s*,?\s+(?:plus|and)\s+(?:also\s+)?an?\s+(?:new\s+)?(?P<n>(?-i:[A-Z])[\w' ]*?)\s+(?:one|playlist)\s+with\s+",
        r", then make a playlist called \g<n> with ",
    ),
    # "Lunch break track - rename to Tempo test": the record named first, then renamed.
    (
        r"^(?:the\s+|my\s+)?(?P<x>[^-–—:,]+?)\s+(?P<k>track|playlist|recipe|event|expense|note)(?P<a>\s+(?:in|on)\s+(?:vlc|retro\s+music|"
        r"opentracks|broccoli|markor|pro\s+expense))?\s*[-–—:,]\s*(?:please\s+)?rename\s+(?:it\s+)?(?:to|as)\s+(?P<y>.+?)"
        r"\s*[.!]?$",
        r"rename the \g<k> \g<x> to \g<y>\g<a>",
    ),
    # "recipe_card.jpg in Download → rename to scanned_recipe_card.jpg": a file named first, then renamed.
    (
        r"^(?P<f>[\w-]+\.\w{2,4})(?P<w>\s+in\s+(?:the\s+|my\s+)?\w+(?:\s+folder)?)?\s*(?:[,:;]|\s[-–—]|->|→|=>)\s*"
        r"(?:please\s+)?rename\s+(?:it\s+)?(?:to|as)\s+(?P<y>[\w.-]+\.\w{2,4})\s*[.!]?$",
        r"rename \g<f>\g<w> to \g<y>",
    ),
    # "new expense Online course $436.78 education, note: Monthly": the name, the amount and the category in a row.
    (
        r"^(?:new|add\s+(?:an?\s+)?)\s*expense\s+(?P<n>(?-i:[A-Z])[^$,:]*?)\s+(?P<a>\$\d[\d,]*(?:\.\d+)?)\s+(?P<c>[A-Za-z][A-Za-z ]*?)"
        r"(?=\s*(?:,|$))",
        lambda m: (
            f"add an expense: {m.group('n')}, {m.group('a')}, {m.group('c')}"
            if m.group("c").strip().casefold() in EXPENSE_CATEGORIES
            else m.group(0)
        ),
    ),
    # "make Piano lesson on march 17 90 minutes long, start time stays": its length changed, its start kept.
    (
        r"^make\s+(?P<x>[^,]+?)\s+(?P<d>\d+\s*(?:min(?:ute)?s?|hours?))\s+long(?:\s*,\s*(?:(?:the\s+)?start(?:\s+time)?\s+"
        r"stays(?:\s+the\s+same)?|(?:(?:the\s+)?same|keep(?:ing)?\s+(?:the|its))\s+start(?:\s+time)?))?\s*[.!]?$",
        r"make the event \g<x> last \g<d>, keeping its start time",
    ),
    # "call Felix Suzuki, then hold": the call, then put on hold.
    (
        r"^(?P<c>(?:call|ring|phone|dial)\s+.+?)\s*,?\s+(?:and\s+)?then\s+(?:put\s+(?:it|them|him|her)\s+on\s+)?hold\s*[.!]?$",
        r"\g<c>, then put the call on hold",
    ),
    # "in vlc play beach_day.mp4, the one in Camera": played from that folder.
    (
        r"^(?:in\s+vlc\s*,?\s+)?play\s+(?P<x>[\w-]+\.\w{2,4})(?:\s+in\s+vlc)?\s*,\s*the\s+one\s+in\s+(?:the\s+)?"
        r"(?P<f>[\w ]+?)(?:\s+folder)?\s*[.!]?$",
        r"in vlc, play the video \g<x> from the \g<f> folder",
    ),
    # "audio only: play beach_day.mp4 in vlc": played as audio.
    (r"^(?:audio|sound)\s+only\s*[:,-]\s*(?P<r>play\s+.+?)\s*[.!]?$", r"\g<r> as audio only"),
    # "what's written in ideas_71.txt? markor, text only": what the note says.
    (
        r"^what(?:['’]s|\s+is)\s+written\s+in\s+(?P<f>[\w-]+\.(?:md|txt))\s*\??\s*(?:(?P<a>markor|joplin)\s*,?\s*)?",
        lambda m: f"what does {m.group('f')} say in {m.group('a') or 'markor'}? ",
    ),
    # "on which vlc playlist is Glass Houses": the playlist a song is on.
    (
        rf"^on\s+which\s+(?:(?P<a>{_PLAYERS})\s+)?playlist\s+is\s+(?P<x>.+?)\s*\??$",
        lambda m: f"which playlist is {m.group('x')} on" + (f" in {m.group('a')}" if m.group("a") else "") + "?",
    ),
)
