"""Everyday turns met in the first run of people set 89 (questions and edits over the tracker, the phone, the video
player and the recipes), each mended as a whole class into the wording the grammar reads (``spoken.reworded`` applies
``EVERYDAY_APPS`` first, before a call-back or a request said twice is read): a question's afterthought that says what it meant ("…?
swimming I mean"), a missed call said without its "I" and someone got "back on the line", "that last number" of the
call log, videos "under" a folder, and a wished state followed by "can you change that"."""

from __future__ import annotations

from .phone_request_mends import SAID_ON_A_PHONE
from .rewrites import Replacement

_FOLDER = r"(?-i:[A-Z])[\w-]*(?:\s+(?-i:[A-Z])[\w-]*)*"

EVERYDAY_APPS: tuple[tuple[str, Replacement], ...] = (
    # People set 105's classes (phone_request_mends.py), read before the turns below as they were found after them.
    *SAID_ON_A_PHONE,
    # "how many hours was I in the water in february? swimming I mean", "… ? I mean cycling": the afterthought
    # narrows the question it follows, so it is read inside it.
    (
        r"^(?P<q>[^?]{8,}?)\s*\?\s*(?:(?P<x>[\w'-]+(?:\s+[\w'-]+){0,2}?)\s*,?\s+I\s+mean|I\s+mean\s*,?\s+"
        r"(?P<y>[\w'-]+(?:\s+[\w'-]+){0,2}?))\s*[.!?]*\s*$",
        lambda m: f"{m['q']}, {m['x'] or m['y']}?",
    ),
    # "just missed a call, …": the missed call is the user's, said without its "I".
    (r"^(?P<j>just\s+)?missed\s+(?=(?:a\s+|the\s+|that\s+)?(?:phone\s+)?call\b)", r"I \g<j>missed "),
    # "get them back on the line", "get her on the phone": a call, back to them when "back" is said.
    (
        r"\bget\s+(?P<w>them|him|her|that\s+number|the\s+number)\s+back\s+on\s+the\s+(?:line|phone)\b",
        r"call \g<w> back",
    ),
    # "call that last number again": "that" points at the call log's newest, as "the". ("ring that last number back"
    # may be the number last dialled or the call last received: left to be asked about.)
    (
        r"\b(?P<v>call|ring|phone|dial|redial)\s+that\s+(?=(?:last|latest|most\s+recent)\s+(?:number|one|call)\b(?!\s+back\b))",
        r"\g<v> the ",
    ),
    # "which videos are in vlc under Movies", "what's under Download in vlc": the folder the items are in.
    (
        rf"(?:\b|(?<=\w))(?P<v>are|is|(?<=\w)'s|do\s+I\s+have|have\s+I\s+got)\s+(?P<a>in\s+(?:vlc|files)\s+)?under\s+(?:the\s+|my\s+)?"
        rf"(?P<f>{_FOLDER})(?:\s+folder)?(?=\s*(?:[?.!,]|$|\s+in\s+(?:vlc|files)\b))",
        lambda m: f"{m['v']} in the {m['f']} folder" + (f" {m['a'].strip()}" if m["a"] else ""),
    ),
    # "the Pancakes recipe should serve 12 now, can you change that in broccoli": the wished state is the change;
    # the request after it only points back at it (and may name the app).
    (
        r"^(?P<s>(?:the\s+|my\s+)?[^,.;?!]+?\b(?:should|needs?\s+to)\s+(?:be|serve|make|feed|take|say|read|start|"
        r"last)\b[^,;?!]*?)\s*(?:[,;.]|\s-+|[–—])\s*(?:(?:can|could|would|will)\s+(?:you|u)\s+|please\s+|pls\s+)?"
        r"(?:change|fix|update|correct|sort(?:\s+out)?|edit)\s+(?:that|it|this)(?:\s+(?:for\s+me))?"
        r"(?P<a>\s+(?:in|on)\s+[\w ]+?)?(?:\s+(?:for\s+me|please|pls))?\s*[?.!]*\s*$",
        lambda m: m["s"] + (m["a"] or ""),
    ),
)
