"""Questions said as the noun phrase of what is asked, with no question word (first tries, session 24), asked the way
the question readers know: "total minutes of the Workout playlist in retro music?", "Focus playlist in vlc, total
running time as m:ss", "prep minutes for Greek salad?", "last caller's name?", "name of the song vlc is playing atm?",
"list the videos vlc has in the Movies folder", "in the Documents folder how many files end in .jpg?", "quick yes or
no - has Lena phoned today?". Each had been given up. Quoted text and a message's words stay as said."""

from __future__ import annotations

from .courtesy import outside_message
from .rewrites import Rewrites

_PLAYER = r"(?:vlc|retro\s+music)"
_LENGTH = r"(?:running\s+time|length|time|duration|play\s*time)"

_ASKED = Rewrites(
    (
        # "quick yes or no - has Lena Okafor phoned today?": the answer's form said first goes after the question.
        (r"^(?:quick\s+|just\s+)?(?:yes\s+or\s+no|y/n)\s*(?:[-–—:,]|\s)\s*(?P<q>[^?]+\?)\s*$", r"\g<q> yes or no"),
        # "total minutes of the Workout playlist in retro music, rounded": its length in minutes.
        (
            r"^(?:the\s+)?total\s+(?:minutes|mins)\s+(?:of|for|on)\s+(?:my\s+|the\s+)?(?P<p>[^,?]+?)\s+playlist"
            rf"(?P<w>\s+(?:in|on)\s+{_PLAYER})?\s*(?P<rest>[,?].*)?$",
            r"how many minutes long is my \g<p> playlist\g<w> in total?\g<rest>",
        ),
        # "Focus playlist in vlc, total running time as m:ss", "total length of the Focus playlist": its length.
        (
            rf"^(?:my\s+|the\s+)?(?P<p>(?-i:[A-Z])[^,:?]*?)\s+playlist(?P<w>\s+(?:in|on)\s+{_PLAYER})?\s*(?:[,:]|\s[-–—])\s*"
            rf"(?:its\s+|the\s+)?total\s+{_LENGTH}\b(?P<rest>.*)$",
            r"what is the total length of my \g<p> playlist\g<w>?\g<rest>",
        ),
        (
            rf"^(?:the\s+)?total\s+{_LENGTH}\s+(?:of|for)\s+(?:my\s+|the\s+)?(?P<p>[^,?]+?)\s+playlist"
            rf"(?P<w>\s+(?:in|on)\s+{_PLAYER})?\s*(?P<rest>[,?].*)?$",
            r"what is the total length of my \g<p> playlist\g<w>?\g<rest>",
        ),
        # "prep minutes for Greek salad in broccoli?": the recipe's preparation time.
        (
            # (asked: a "?" ends it; "prep time for X should say 45 mins" is a change told)
            r"^(?:the\s+)?(?:prep|preparation)\s+(?:minutes|mins|time)\s+(?:for|of|on)\s+(?:the\s+|my\s+)?"
            r"(?P<x>(?:(?!\b(?:should|is|to|needs|must)\b)[^?,])+?)\s*(?P<rest>\?.*)$",
            r"what is the preparation time of the recipe \g<x>, in minutes?\g<rest>",
        ),
        # "what's in ideas_71.txt?": what the note says.
        (
            r"^what(?:['’]s|\s+is)\s+(?:written\s+)?(?:in|inside)\s+(?:my\s+|the\s+)?(?:note\s+)?(?P<f>[\w-]+\.(?:md|txt))\s*\?",
            r"what does \g<f> say?",
        ),
        # "when am I seeing the dentist?": when that appointment is.
        (
            r"^when\s+(?:am\s+i|are\s+we)\s+(?:seeing|visiting|going\s+to)\s+(?:the\s+|my\s+)?(?P<x>dentist|doctor|hairdresser|"
            r"barber|vet|physio|optician)\s*\?",
            r"when is my \g<x> appointment?",
        ),
        # "what was hana tanaka's last text?": what that person said last.
        (
            r"^what\s+(?:was|is)\s+(?P<n>[A-Za-z][\w-]*(?:\s+[A-Za-z][\w-]*)?)['’]s?\s+(?:last|latest|most\s+recent)\s+"
            r"(?:text|message|sms)\s*\?",
            r"what did \g<n> say in their most recent message?",
        ),
        # "last caller's name?", "name of the last caller": who called last.
        (
            r"^(?:the\s+)?(?:last|latest|most\s+recent)\s+caller['’]?s?\s+name\s*\?|^(?:the\s+)?name\s+of\s+(?:the|my)\s+"
            r"(?:last|latest|most\s+recent)\s+caller\s*\?",
            "who called me last? name only",
        ),
        # "name of the song vlc is playing atm?": the song playing now.
        (
            rf"^(?:the\s+)?(?:name|title)\s+of\s+the\s+(?:song|track)\s+(?P<a>{_PLAYER})\s+is\s+playing"
            r"(?:\s+(?:atm|now|right\s+now|at\s+the\s+moment))?\s*\?",
            r"what song is playing in \g<a> right now? title only",
        ),
        # "list the videos vlc has in the Movies folder": which are there.
        (
            rf"^(?:list|show\s+me|tell\s+me|name)\s+(?:the\s+|all\s+the\s+)?videos\s+(?P<a>{_PLAYER})\s+has\s+in\s+(?:the\s+|my\s+)?"
            r"(?P<f>(?-i:[A-Z])[\w ]*?)\s+folder\b",
            r"which videos are in the \g<f> folder in \g<a>?",
        ),
        # "how many files end in .jpg": the files of that kind.
        (
            r"\bhow\s+many\s+files\s+(?:end|ending|that\s+end)\s+(?:in|with)\s+\.?(?P<k>[a-z0-9]{2,4})\b",
            r"how many .\g<k> files",
        ),
    )
)


def noun_questions(text: str) -> str:
    """``text`` with a question said as a noun phrase asked plainly; unchanged when none is in it."""
    return outside_message(text, _ASKED)
