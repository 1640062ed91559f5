"""A job said in short sentences, what it is about first and what to do with it after (first tries, session 24), said
again as the one request the readers know: "reading_12.md in markor. Change Friday to Monday.", "week_63.md in markor.
The line X should now say Y.", "recipe_card.jpg in Download. Rename it b.jpg.", "errands_34.md is in Work in markor.
Move it to Archive.", "The Flowers expense. Category should be Donation.", "VLC. Play Sunday Drive. Then queue …",
"My calendar. Every event with Call in the title. Delete them all.", "Chill playlist in retro music. Stick A on the
end, then B.", "Pro expense has some doubled up entries. Remove the duplicates …". A pointer back ("Delete it.") is
topics_first.py's; these name no pointer, or point at a place. Quoted text and a message's words stay as said."""

from __future__ import annotations

from .apps_said import APPS_SAID
from .courtesy import outside_message
from .rewrites import Rewrites

_FILE = r"(?:my\s+|the\s+)?(?P<f>[\w-]+\.\w{2,4})"
_WHERE = r"(?P<w>\s+(?:in|on)\s+(?:the\s+|my\s+)?(?:markor|joplin|files)(?:\s+app)?)?"
_APPS = APPS_SAID
_STOP = r"\s*\.\s+"

_SAID_AFTER = Rewrites(
    (
        # "VLC. Play Sunday Drive. …", "My calendar. Every event with X …": the app said first as a sentence of its own.
        (rf"^(?:my\s+|the\s+)?(?P<a>{_APPS})(?:\s+app)?{_STOP}(?=\S)", r"In \g<a>, "),
        # "reading_12.md in markor. Change Friday to Monday.": the change made in that note.
        (rf"^{_FILE}{_WHERE}{_STOP}(?P<r>(?:change|replace|swap)\s+[^.]+?)\.?\s*$", r"\g<r> in \g<f>\g<w>"),
        # "week_63.md in markor. The line X should now say Y.": that line of that note.
        (rf"^{_FILE}{_WHERE}{_STOP}(?P<r>the\s+(?:line|sentence|word)\s+[^.]+?)\.?\s*$", r"in \g<f>\g<w>, \g<r>"),
        # "recipe_card.jpg in Download. Rename it scanned_recipe_card.jpg.": renamed in that folder.
        (
            rf"^{_FILE}\s+in\s+(?:the\s+|my\s+)?(?P<d>(?-i:[A-Z])\w*)(?:\s+folder)?{_STOP}rename\s+it\s+(?:to\s+|as\s+)?"
            r"(?P<n>[\w-]+\.\w{2,4})\.?\s*$",
            r"rename \g<f> in the \g<d> folder to \g<n>",
        ),
        # "errands_34.md is in Work in markor. Move it to Archive.": moved from where it is.
        (
            rf"^{_FILE}\s+is\s+in\s+(?:the\s+|my\s+)?(?P<a>(?-i:[A-Z])\w*)(?:\s+folder)?{_WHERE}{_STOP}(?:please\s+)?(?:move|put)\s+it\s+"
            r"(?:in|into|to)\s+(?:the\s+)?(?P<b>(?-i:[A-Z])\w*)(?:\s+folder)?\.?\s*$",
            r"move \g<f> from \g<a> to \g<b>\g<w>",
        ),
        # "The Flowers expense. Category should be Donation. Leave the rest.": that field of that entry.
        (
            r"^(?:the\s+|my\s+)?(?P<x>(?-i:[A-Z])[\w' ]*?)\s+(?P<k>expense|event|recipe|contact|track){_STOP}(?:its\s+|the\s+)?"
            r"(?P<f>category|amount|note|name|title|location|description|servings)\s+(?:should\s+be|is\s+now|needs\s+to\s+be)\s+"
            r"(?P<v>[^.]+?)(?:\.\s+(?:leave|keep)\s+(?:the\s+rest|everything\s+else)(?:\s+as\s+it\s+is)?)?\.?\s*$".replace(
                "{_STOP}", _STOP
            ),
            r"change the \g<f> of the \g<k> \g<x> to \g<v>",
        ),
        # "Chill playlist in retro music. Stick A on the end, then B.": added to the end of that playlist.
        (
            r"^(?:my\s+|the\s+)?(?P<p>(?-i:[A-Z])[\w' ]*?)\s+playlist(?P<w>\s+in\s+(?:retro\s+music|vlc)){_STOP}"
            r"(?:stick|put|add)\s+(?P<a>[^,.]+?)\s+(?:on\s+the\s+end|at\s+the\s+end|on\s+it)\s*,?\s*(?:and\s+)?then\s+(?P<b>[^,.]+?)\.?\s*$".replace(
                "{_STOP}", _STOP
            ),
            r"add \g<a> and then \g<b> to the end of my \g<p> playlist\g<w>",
        ),
        # "Pro expense has some doubled up entries. Remove the duplicates …": the request, in that app.
        (
            r"^(?P<a>pro\s+expense|broccoli|markor)\s+has\s+(?:some\s+|a\s+few\s+)?(?:doubled[- ]up|duplicate[d]?|repeated)\s+"
            r"(?:entries|expenses|recipes|notes|ones){_STOP}(?P<r>[^.]+?)\.?\s*$".replace("{_STOP}", _STOP),
            r"in \g<a>, \g<r>",
        ),
        # "My calendar. Every event with Call in the title. Delete them all.": those deleted.
        (
            # (a bare "Remove" too: "all of them" may have been taken off as a remark by then)
            r"^(?P<l>In\s+(?:my\s+)?calendar,\s+)(?P<x>every\s+event\s+with\s+[^.]+?){_STOP}(?:delete|remove)"
            r"(?:\s+(?:them(?:\s+all)?|all\s+of\s+them))?\.?\s*$".replace("{_STOP}", _STOP),
            r"\g<l>delete \g<x>",
        ),
        # "Files app. New folder. Taxes 2030.": a folder made, its name a sentence of its own.
        (
            r"^In\s+(?P<a>Files|Markor|Joplin),\s+(?:a\s+)?new\s+folder\.\s+(?P<n>[^.]+?)\.?\s*$",
            r"create a new folder named \g<n> in \g<a>",
        ),
        # "Markor. Take a.md, b.md and c.md, in that order. Merge them into d.md …": merged.
        (r"(?<=,\s)take\s+(?P<l>.+?)\.\s+merge\s+them\s+(?=into\s)", r"merge \g<l> "),
        # "Call the last number again. The one I dialled.": the number called last, again.
        (
            r"^(?:call|ring|dial)\s+the\s+last\s+number(?:\s+again)?\.\s+the\s+one\s+i\s+(?:dialled|dialed|called|rang)\.?\s*$",
            "redial the last number I called",
        ),
        # "Need a plumber. X's number is in my a.md note in markor. Call it.": the number listed there, called.
        (
            r"^(?:[^.!?]{1,40}[.!]\s+)?(?P<x>(?-i:[A-Z])[^.'’]+?)['’]s\s+(?:phone\s+)?number\s+is\s+in\s+(?:my\s+|the\s+)?"
            r"(?:note\s+)?(?P<f>[\w-]+\.(?:md|txt))(?:\s+note)?(?P<a>\s+in\s+\w+)?\s*\.\s+(?:please\s+)?(?:call|ring)\s+"
            r"(?:it|them|that(?:\s+number)?)\.?\s*$",
            r"call the phone number for \g<x> listed in my note \g<f>\g<a>",
        ),
        # "VLC. Play Sunday Drive. Then queue …": the next step said in a sentence of its own.
        (r"(?<=[a-z0-9])\.\s+then\s+(?=queue|add|play|put)", ", then "),
    )
)


def sentence_topics(text: str) -> str:
    """``text`` with a job said in short sentences as above said as one request; unchanged when none is in it."""
    return outside_message(text, _SAID_AFTER)
