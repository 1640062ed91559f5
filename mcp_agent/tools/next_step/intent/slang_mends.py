"""Everyday and regional turns met in the first run of people set 76, each mended as a whole class into the wording the
grammar reads (``courtesy.plain`` applies ``SLANG`` with the other tables, outside quoted text): brightness "cranked
right up" or the screen "dimmed to the lowest", "timer please, …", a meeting said first and how many "came", how much
of something "for" a recipe, an hour said before "tomorrow morning", "pop open" an app and "tap allow on anything",
songs "whacked on" the queue, "a fortnight from today", an event's place asked "where's X on"."""

from __future__ import annotations

from .rewrites import Replacement

_TITLE = r"(?-i:[A-Z])[\w' ]*?"

SLANG: tuple[tuple[str, Replacement], ...] = (
    (
        r"\b(?:crank|turn|put|whack)\s+(?:the\s+)?brightness\s+(?:right\s+|all\s+the\s+way\s+)?up\b",
        "turn brightness to the max",
    ),
    (
        r"\bdim\s+(?:the\s+)?(?:screen|display)\s+(?:to\s+the\s+|right\s+|all\s+the\s+way\s+)?(?:lowest|minimum|min|down)\b",
        "turn brightness to the min",
    ),
    # "timer please, 1 hour 38 minutes …": the timer set for what follows.
    (r"^timer\s*(?:please|pls)?\s*[,:]\s*(?:for\s+)?", "set a timer for "),
    # "Budget sync in joplin - how many people came?": the meeting said first, its attendees counted.
    (
        rf"^(?P<x>{_TITLE})(?P<a>\s+in\s+joplin)?\s*(?:-|–|—|,|:)\s*how\s+many\s+(?:people|attendees|folks)\s+"
        r"(?:came|attended|were\s+there|showed\s+up|turned\s+up)\s*\?",
        r"how many people attended \g<x>\g<a>?",
    ),
    # "joplin: how much garlic for Shortbread?": the amount a recipe needs.
    (
        rf"^(?:joplin\s*:\s*)?how\s+much\s+(?P<i>\w+(?:\s+\w+)?)\s+(?:for|in)\s+(?:the\s+)?(?P<x>{_TITLE})(?:\s+recipe)?\s*\?",
        r"how much \g<i> do I need for the \g<x> recipe in joplin?",
    ),
    # "book Yoga class in for 8 tomorrow morning": the hour said before the day and its part.
    (
        r"\b(?:in\s+)?for\s+(?P<h>\d{1,2})(?::(?P<m>\d\d))?\s+(?P<d>tomorrow|today|(?:mon|tues|wednes|thurs|fri|satur|sun)day)\s+morning\b",
        lambda m: f"for {m['d']} at {m['h']}:{m['m'] or '00'}am",
    ),
    (r"^pop\s+open\b", "open"),
    (
        r"\b(?:tap|hit|press)\s+allow\s+on\s+(?:anything|everything|whatever)(?:\s+it\s+asks(?:\s+for)?)?",
        "accept all permissions",
    ),
    # "whack A, B and C on the queue in retro music, that order": added to the queue in the order said.
    (
        r"^(?:whack|chuck|stick|pop|bung)\s+(?P<x>.+?)\s+(?:on|onto|in|into)\s+(?:the\s+|my\s+)?queue\b(?P<r>.*?)"
        r"(?:\s*,\s*(?:in\s+)?that\s+order)?\s*$",
        r"add \g<x> to the queue\g<r>",
    ),
    (r"^(?:pop|whack|stick|bung)\s+(?=a\s+recipe\b)", "add "),
    (r"\b(?:a\s+)?fortnight\s+(?:from\s+)?today\b", "two weeks from today"),
    # "where's my Piano lesson on?": its place.
    (rf"^where(?:'s|\s+is)\s+(?:my\s+)?(?P<x>{_TITLE})\s+on\s*\?", r"where is my \g<x>?"),
)
