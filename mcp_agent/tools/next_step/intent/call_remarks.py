"""What is said of a call before what to do with it or what is asked of it, said plainly before any other reading
(whose trailing-reason and remark readings would otherwise take the request off as a remark): the call's state
("im on a call, kill my mic", "phone's ringing and I don't want to pick up, reject it", "someone's calling, pick
up"), who or what to call named first and then called as "it" / "them" ("the garage is 598 555 9936, ring them"),
and a call said first and then asked about ("missed a call earlier, who was it from").
"""

from __future__ import annotations

from .rewrites import Rewrites

_SAID: tuple[tuple[str, str], ...] = (
    # "in the phone app call back my missed call": a call says its app (read before "… call" is taken as a name).
    (r"^in\s+(?:my\s+|the\s+)?phone(?:\s+app)?\s*,?\s*(?=(?:call|dial|ring)\b)", ""),
    # The call's state said before what to do with it: "im on a call, …", "phone's ringing and I don't want to pick
    # up, reject it" (what is ringing is the call declined).
    (
        r"^(?:i'?m|i\s+am)\s+on\s+(?:(?:a|the)\s+(?:phone\s+)?call|the\s+phone)(?:\s+(?:right\s+)?now)?\s*(?:[,.;:]|\s[-–—])\s*",
        "",
    ),
    (
        r"^(?:the\s+|my\s+)?phone(?:'?s|\s+is)\s+ringing(?:\s+(?:and|but)\s+i\s+(?:don'?t|do\s+not)\s+(?:want|wanna)\s+"
        r"(?:to\s+)?(?:pick\s+(?:it\s+)?up|answer(?:\s+it)?|take\s+it))?\s*(?:[,.;:]|\s[-–—])\s*"
        r"(?:reject|decline|ignore|dismiss|refuse)\s+(?:it|the\s+call)\b",
        "decline the call",
    ),
    (
        r"^(?:the\s+|my\s+)?(?:phone|it)(?:['’]?s|\s+is)\s+(?:ringing|going(?:\s+off)?|buzzing)\s*(?:[,.;:]|\s[-–—])\s*"
        r"(?=(?:answer|pick|take)\b)",
        "",
    ),
    # "Someone's calling. I don't want to talk. Decline.": the ringing call declined.
    (
        r"^(?:someone|somebody)(?:['’]?s|\s+is)\s+(?:calling|ringing)\s*[,.;]\s*(?:i\s+(?:don['’]?t|do\s+not)\s+(?:want|wanna)\s+"
        r"(?:to\s+)?(?:talk|answer|pick\s+up)[^,.;]*[,.;]\s*)?(?:decline|reject|ignore)(?:\s+it)?\.?\s*$",
        "decline the incoming call",
    ),
    # "we're finished with this call, end it": the call said, then ended as "it".
    (
        r"^(?:ok(?:ay)?\s*,?\s+)?(?:i['’]?m|i\s+am|we['’]?re|we\s+are)\s+(?:done|finished)\s+with\s+(?:this|the)\s+call\s*"
        r"(?:[,.;:!]|\s[-–—])\s*(?:please\s+)?(?:end|finish|stop|kill|cut|close)\s+it\b",
        "end the call",
    ),
    # "someone's calling, pick up", "gotta go, end the call": the state, then the control ("I'm done talking, …" is
    # said_first_mends.py's, for any request).
    (
        r"^(?:(?:someone|somebody)(?:['’]s|\s+is)\s+(?:calling|ringing)(?:\s+me)?|(?:i\s+)?(?:gotta|got\s+to|have\s+to|need\s+to)\s+go|"
        r"(?:that['’]?s|that\s+is)\s+(?:all|it))\s*(?:[,.;:!]|\s[-–—])\s*"
        r"(?=(?:hang|end|answer|pick|take|reject|decline|ignore)\b)",
        "",
    ),
    (r"\b(?:kill|cut|turn\s+off|switch\s+off)\s+(?:my|the)\s+(?:mic|microphone)\b", "mute my microphone"),
    (r"^speaker\s*phone\b(?!\s+(?:on|off)\b)", "put the call on speaker"),
    # "speaker on please, I can't hear": the reason after it is no part of it.
    (
        r"^speaker(?:\s*phone)?\s+on\b(?:\s+(?:please|pls))?(?:\s*[,.;-]\s*i\s+(?:can['’]?t|cannot)\s+hear\b.*)?$",
        "put the call on speaker",
    ),
    (
        r"^(?P<c>(?:call|ring|phone)\s+.+?)\s+but\s+(?:have|keep|put)\s+me\s+on\s+mute\s*[.!]?$",
        r"\g<c> and mute my microphone",
    ),
    # Who or what to call named first, then called as "it" / "them": "the garage is 598 555 9936, ring them",
    # "the last number i dialled, hit it again", "there's a number in my last text, call it".
    (
        r"^(?P<w>the\s+[\w' ]+?)(?:['’]s\s+number)?\s+is\s+(?P<n>\+?\d[\d ()-]{6,}\d)\s*(?:[,.;]|\s[-–—])\s*"
        r"(?:ring|call|phone|dial)\s+(?:them|it|him|her)\s*[.!]?$",
        r"call \g<w> at \g<n>",
    ),
    (
        r"^(?P<x>the\s+last\s+number\s+i\s+(?:dial(?:l)?ed|called|rang))\s*(?:[,.;]|\s[-–—])\s*(?:hit|call|ring|dial|try)\s+it\s+"
        r"(?:again|once\s+more)\s*[.!]?$",
        r"call \g<x> again",
    ),
    (
        r"^there(?:'?s|\s+is)\s+a\s+(?:phone\s+)?number\s+in\s+(?P<x>[^,;]+?)\s*(?:[,.;]|\s[-–—])\s*(?:call|ring|dial|phone)\s+"
        r"(?:it|that(?:\s+number)?)\s*[.!]?$",
        r"call the number in \g<x>",
    ),
    (r"\bthe\s+(?:text|message|sms)\s+i\s+just\s+(?:got|received)\b", "the last text I got"),
    # A call said first, then asked about: "missed a call earlier, who was it from", "someone rang at 9:12, who was that".
    (
        r"^(?:i\s+)?(?:just\s+)?missed\s+a\s+call(?:\s+(?:earlier|today|just\s+now|this\s+morning))?\s*(?:[,.;]|\s[-–—])\s*"
        r"who\s+was\s+(?:it|that)(?:\s+from)?\s*\??$",
        "who was my last missed call from?",
    ),
    (
        r"^(?:someone|somebody)\s+(?:rang|called|phoned)(?:\s+me)?\s+at\s+(?P<t>\d{1,2}(?::\d\d)?\s*(?:am|pm)?)"
        r"(?:\s+(?:this\s+morning|this\s+afternoon|this\s+evening|today|earlier))?\s*(?:[,.;]|\s[-–—])\s*"
        r"who\s+was\s+(?:that|it)\s*\??$",
        r"who called me at \g<t>?",
    ),
    # "can you phone the garage for me, it's 598 555 9936": the number said after whom to call
    (
        r"^(?:(?:can|could|would)\s+(?:you|u)\s+)?(?:please\s+)?(?P<v>call|ring|phone|dial)\s+(?P<who>[^,]+?)(?:\s+for\s+me)?\s*,\s*(?:it'?s|their\s+number(?:'s|\s+is)|"
        r"the\s+number(?:'s|\s+is)|number'?s|on)\s+(?P<n>\+?\d[\d\s().-]{6,}\d)\s*[.!]?$",
        r"\g<v> \g<who> at \g<n>",
    ),
)
# ``text`` with the call forms above said as the grammar reads them; unchanged when none is in it.
calls_said_plainly = Rewrites(_SAID, once=True)
