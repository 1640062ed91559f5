"""Changes and removals said loosely (first tries, session 29), each said as the edit the readers know:

* around quoted values: 'call the "Focus" playlist "Chill" from now on' (had been read as a phone call), 'In
  reading_12.md (Markor), swap every "Friday" for "Monday"' (as an event titled "In reading_12.md, swap"), 'put "Paid
  by Omar" as the note on Cinema' (as a new note), 'In week_63.md, "A" should now read "B"', 'Change the name of the
  OpenTracks track "A" to "B"', 'Yoga class: change to 3pm … and location "City library"';
* an entry named, then what to do with it: "lease_2030.pdf belongs in Documents, move it there from Download",
  "Chicken curry - I never make it, delete it from Broccoli", "Forest trail in opentracks was a mistake, delete that
  track", "bakery was 67.50 not what it says, fix it in pro expense", "Canal tour in OpenTracks should be a running
  activity", "My March 3 run … was actually a bike ride - change the type to Cycling";
* lists and verbs said in everyday words: "In Pro Expense remove these: A; B; C", "Remove the expenses named A, B and C
  from …", "delete a.png as well as b.docx", "tack A and B onto the end of the Chill playlist", 'a playlist … made of A,
  B and C, preserving this order', "shuffle-play my Party playlist", "play a.mp4 but audio only (no video)", "make
  Pancakes 12 servings", "move the Flowers expense to the Donation category", "get a.mp4 off my phone, it's in vlc",
  "make a copy of a.png in Documents (it's in Download)".

Read over the whole text: the quoted values are inside what is said, so no reading of the words between quotes alone
could see it."""

from __future__ import annotations

from .rewrites import Rewrites

_QUOTED = r"(?:\"[^\"]+\"|“[^”]+”)"
_FILE = r"[\w-]+\.(?:md|txt|pdf|jpg|jpeg|png|mp4|mp3|docx?|xlsx?|csv)"
_KINDS = {"pro expense": "expenses", "broccoli": "recipes"}
_KIND_OF = {
    "run": "running ",
    "walk": "walking ",
    "ride": "cycling ",
    "swim": "swimming ",
    "hike": "hiking ",
    "track": "",
}

_LOOSE = Rewrites(
    (
        # 'call the "Focus" playlist "Chill" from now on': a name given to it, no call.
        (
            rf"\b(?:call|name)\s+(?:the|my)\s+(?P<a>{_QUOTED})\s+playlist\s+(?P<b>{_QUOTED})(?:\s+(?:from\s+now\s+on|instead|now))?",
            r"rename the playlist \g<a> to \g<b>",
        ),
        # 'In reading_12.md (Markor), swap every "Friday" for "Monday"': the word replaced in that note.
        (
            rf"^in\s+(?P<f>{_FILE})\s*(?:\((?:in\s+)?markor\)|\s+in\s+markor)?\s*,\s*(?:swap|switch|change|replace)\s+"
            rf"(?:every|each|all(?:\s+the)?)\s+(?P<x>{_QUOTED})\s+(?:for|to|with|into)\s+(?P<y>{_QUOTED})",
            r"In Markor, replace the word \g<x> with \g<y> in \g<f>",
        ),
        (
            rf"^(?:swap|switch|change|replace)\s+(?:every|each|all(?:\s+the)?)\s+(?P<x>{_QUOTED})\s+(?:for|to|with|into)\s+"
            rf"(?P<y>{_QUOTED})\s+in\s+(?P<f>{_FILE})",
            r"replace the word \g<x> with \g<y> in \g<f>",
        ),
        # 'put "Paid by Omar" as the note on Cinema': that expense's note set.
        (
            rf"\b(?:put|set|add|write)\s+(?P<q>{_QUOTED})\s+as\s+(?:the|its)\s+note\s+(?:on|of|for|to)\s+(?:the\s+)?"
            r"(?P<x>(?-i:[A-Z])[\w' -]*?)(?:\s+expense)?\s*(?=[.!]?\s*$)",
            r"set the note of the expense \g<x> to \g<q>",
        ),
        # "lease_2030.pdf belongs in Documents, move it there from Download": moved from where it is to where it belongs.
        (
            rf"\b(?P<f>{_FILE})\s+belongs\s+in\s+(?:the\s+)?(?P<d>\w+)(?:\s+folder)?\s*(?:[,;.]|\s[-–—])\s*(?:so\s+)?"
            r"(?:please\s+)?move\s+it\s+(?:there\s+)?from\s+(?:the\s+)?(?P<s>\w+)(?:\s+folder)?",
            r"move \g<f> from \g<s> to \g<d>",
        ),
        # 'a "Evening" playlist in VLC made of A, B and C': the playlist with them.
        (
            r"\b(?P<p>playlist(?:\s+(?:in|on)\s+(?:vlc|retro\s+music))?)\s+(?:made\s+(?:up\s+)?of|consisting\s+of|"
            r"containing|comprising)\s+",
            r"\g<p> with ",
        ),
        # "tack A and B onto the end of the Chill playlist": added last, as every add to a playlist is.
        (r"\btack\s+(?=[^.?!]{1,80}?\bplaylist\b)", "add "),
        # 'Yoga class: change to 3pm the same day and location "City library"': the event moved, its place set.
        (
            r"^(?P<x>(?-i:[A-Z])[\w' -]{1,40}?)\s*:\s*(?:change|move|reschedule|shift|push)\s+(?:it\s+)?to\s+(?=\d|noon\b)",
            r'move the event "\g<x>" to ',
        ),
        (
            r"^(?P<h>move\s+the\s+event\s+.+?)\s+and\s+(?:the\s+)?location\s+(?=[\"“])",
            r"\g<h> and set its location to ",
        ),
        # "move the Flowers expense to the Donation category": its category changed.
        (
            r"\b(?:move|put|file|switch)\s+(?:the\s+|my\s+)?(?P<x>(?-i:[A-Z])[\w' -]*?)\s+expense\s+(?:to|in|into|under)\s+(?:the\s+)?"
            r"(?P<c>(?-i:[A-Z])[\w ]*?)\s+category\b",
            r"change the category of the expense named \g<x> to \g<c>",
        ),
        # "make Pancakes 12 servings": its servings changed.
        (
            r"\bmake\s+(?:the\s+)?(?P<x>(?-i:[A-Z])[\w' -]*?)(?:\s+recipe)?\s+(?P<n>\d+)\s+servings\b",
            r"change the servings of the recipe \g<x> to \g<n> servings",
        ),
        (
            r"^(?P<x>(?-i:[A-Z])[\w' -]*?)(?:\s+in\s+broccoli)?\s*[:,-]\s*make\s+it\s+(?P<n>\d+)\s+servings\b",
            r"change the servings of the recipe \g<x> to \g<n> servings in Broccoli",
        ),
        # "shuffle-play my Party playlist": played on shuffle.
        (r"\bshuffle[- ]?play\s+(?P<x>.+?)(?=\s+in\s+(?:vlc|retro\s+music)\b|\s*[.!]?$)", r"play \g<x> on shuffle"),
        # "play beach_day.mp4 in VLC but audio only (no video)": played as audio.
        (
            r"\b(?P<f>[\w-]+\.(?:mp4|mkv|avi|mov|webm))(?P<w>\s+in\s+vlc)?\s*,?\s*(?:but\s+)?(?:as\s+|in\s+)?audio[- ]only"
            r"(?:\s*\((?:no|without)\s+(?:the\s+)?video\)|\s*,?\s*(?:no|without\s+the)\s+video)?",
            r"\g<f>\g<w> as audio only",
        ),
        # "My March 3 run in OpenTracks was actually a bike ride - change the type to Cycling": that track's type.
        (
            r"^my\s+(?P<d>(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)\w*\s+\d{1,2})\s+(?P<k>run|walk|ride|swim|hike|track)\s+"
            r"(?:in\s+opentracks\s+)?was\s+(?:actually\s+|really\s+)?(?:a|an)\s+[\w ]+?\s*(?:[-–—,;.]|\s)\s*(?:so\s+)?(?:please\s+)?"
            r"change\s+(?:the|its)\s+(?:activity\s+)?type\s+to\s+(?P<t>\w+)",
            lambda found: (
                f"change the activity type of my {_KIND_OF[found.group('k').lower()]}track from "
                f"{found.group('d')} to {found.group('t')} in OpenTracks"
            ),
        ),
        # "get party_12.mp4 off my phone, it's in vlc": deleted there.
        (
            rf"\bget\s+(?P<f>{_FILE})\s+off\s+(?:my|the)\s+phone\s*,?\s*(?:it['’]?s|it\s+is)\s+in\s+(?P<a>vlc|files|markor)\b",
            r"delete \g<f> in \g<a>",
        ),
        # "Chicken curry - I never make it, delete it from Broccoli": the entry said first, deleted.
        (
            r"^(?P<x>(?-i:[A-Z])[\w' -]*?)\s+[-–—:]\s+[^,]{3,60},\s*(?:so\s+)?(?:please\s+)?(?P<v>delete|remove)\s+it\s+from\s+"
            r"(?P<a>broccoli|pro\s+expense|markor|opentracks|vlc|retro\s+music|simple\s+calendar\s+pro)\b",
            r"\g<v> \g<x> from \g<a>",
        ),
        # "Forest trail in opentracks was a mistake, delete that track": that track deleted.
        (
            r"^(?P<x>(?-i:[A-Z])[\w' -]*?)\s+in\s+opentracks\s+(?:was|is)\s+[^,]{3,40},\s*(?:so\s+)?(?:please\s+)?"
            r"(?:delete|remove)\s+(?:that|the|this)\s+(?:track|activity|one)\b",
            r'delete the track "\g<x>" from OpenTracks',
        ),
        # "Canal tour in OpenTracks should be a running activity": its type set.
        (
            r"^(?P<x>(?-i:[A-Z])[\w' -]*?)\s+in\s+opentracks\s+should\s+(?:be|have\s+been)\s+(?:a|an)\s+(?P<t>\w+)\s+"
            r"(?:activity|track)\b",
            r'set the activity type of my track "\g<x>" to \g<t> in OpenTracks',
        ),
        # "bakery was 67.50 not what it says, fix it in pro expense": its amount.
        (
            r"^(?P<x>\w[\w' ]*?)\s+(?:was|cost)\s+\$?(?P<v>\d[\d,]*\.\d\d)\b(?:\s+not\s+what\s+it\s+says)?"
            r"(?:[^,]*,\s*(?:please\s+)?(?:fix|change|correct|update)\s+(?:it|that))?\s+in\s+pro\s+expense\b",
            r"change the amount of the expense \g<x> to $\g<v> in Pro Expense",
        ),
        # 'In week_63.md, "A" should now read "B"': that line replaced.
        (
            rf"^in\s+(?P<f>{_FILE})\s*,\s*(?P<a>{_QUOTED})\s+should\s+(?:now\s+)?(?:read|say|be)\s+(?P<b>{_QUOTED})",
            r"In Markor, replace the line \g<a> with \g<b> in \g<f>",
        ),
        # "make a copy of a.png in Documents (it's in Download)": copied from where it is.
        (
            rf"\b(?:make\s+a\s+copy\s+of|copy)\s+(?P<f>{_FILE})\s+in(?:to)?\s+(?P<d>\w+)\s*\((?:it['’]?s|it\s+is)\s+in\s+(?P<s>\w+)\)",
            r"copy \g<f> from \g<s> to \g<d>",
        ),
        # 'Change the name of the OpenTracks track "A" to "B"': renamed there.
        (
            rf"\b(?:change|update)\s+the\s+name\s+of\s+(?:the\s+|my\s+)?(?P<a>opentracks|vlc|retro\s+music|markor)\s+"
            rf"(?P<k>track|playlist|note|video)\s+(?P<x>{_QUOTED})\s+to\s+(?P<y>{_QUOTED})",
            r"rename the \g<k> \g<x> to \g<y> in \g<a>",
        ),
        # "Remove the expenses named A, B and C from Pro Expense": those listed.
        (
            r"\b(?:delete|remove)\s+the\s+(?P<k>expenses|recipes)\s+(?:named|called|titled)\s+(?P<l>.+?)\s+from\s+"
            r"(?P<a>pro\s+expense|broccoli)(?:\s+app)?\b",
            r"Delete the following \g<k> from \g<a>: \g<l>",
        ),
        # 'a playlist titled "Gym" consisting of a, b and c, preserving this order': with them, in that order.
        (
            rf"\b(?P<p>playlist\s+(?:titled|called|named)\s+{_QUOTED})\s+(?:consisting\s+of|made\s+(?:up\s+)?of|containing|"
            r"comprising)\s+",
            r"\g<p> with ",
        ),
        (
            r",?\s+(?:preserving|keeping|maintaining)\s+(?:this|that|the\s+given|the\s+same)\s+order\b",
            ", in that order",
        ),
        # "delete a.png as well as b.docx": both.
        (rf"(?<=\.\w\w\w)\s+as\s+well\s+as\s+(?={_FILE})|(?<=\.\w\w)\s+as\s+well\s+as\s+(?={_FILE})", " and "),
        # "In Pro Expense remove these: A; B; C": the entries the app keeps, listed.
        (
            r"^in\s+(?P<a>pro\s+expense|broccoli)\s*,?\s+(?:delete|remove|get\s+rid\s+of)\s+(?:these|the\s+following|all\s+of\s+these)\s*:",
            lambda found: (
                f"Delete the following {_KINDS[' '.join(found.group('a').lower().split())]} from {found.group('a')}:"
            ),
        ),
    )
)


def loose_edits(text: str) -> str:
    """``text`` with a change said as above said as the edit; unchanged when none is in it."""
    return _LOOSE(text)
