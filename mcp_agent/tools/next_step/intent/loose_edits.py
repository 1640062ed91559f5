"""Changes said loosely, around the quoted values they change (first tries, session 29): 'call the "Focus" playlist
"Chill" from now on' had been read as a phone call, 'In reading_12.md (Markor), swap every "Friday" for "Monday"' as
an event titled "In reading_12.md, swap", 'put "Paid by Omar" as the note on Cinema' as a new note; "lease_2030.pdf
belongs in Documents, move it there from Download", "In Pro Expense remove these: A; B; C" and "delete a.png as well
as b.docx" were asked about, 'a "Evening" playlist in VLC made of A, B and C' explored. Each is said as the edit the readers know. Read over the whole text: the quoted values
are inside what is said, so no reading of the words between quotes alone could see it."""

from __future__ import annotations

from .rewrites import Rewrites

_QUOTED = r"(?:\"[^\"]+\"|“[^”]+”)"
_FILE = r"[\w-]+\.(?:md|txt|pdf|jpg|jpeg|png|mp4|mp3|docx?|xlsx?|csv)"
_KINDS = {"pro expense": "expenses", "broccoli": "recipes"}

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
