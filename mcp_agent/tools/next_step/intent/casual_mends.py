"""Casual turns met in the first run of people set 60 (requests said to a phone assistant by voice or typed quickly);
each mended as a whole class into the wording the grammar reads (``courtesy.plain`` applies ``CASUAL`` after
``colloquial_mends.COLLOQUIAL`` and ``CASUAL_OUTSIDE_MESSAGES`` outside a message's text): a file deleted "out of"
a folder, rows of expenses put "under" their category and joined by "plus", a trailing "for me", pop-ups "ok"-ed,
records "grabbed" from a file and "put in" an app, an event's description said as a step of its own ("and make the
description X"), the reason a text is sent again, an app named first without a comma, a copy's "same name", and a
list joined by "plus"."""

from __future__ import annotations

import re

from ..patterns import rx
from .rewrites import Replacement

_KINDS = r"(?:recipes?|expenses?|tasks?|events?|contacts?|notes?)"
_ROWS_ASKED = re.compile(
    r"^(?P<v>add|log|put|stick|enter|record)\s+(?:(?:these|the\s+following|(?:\d|two|three|four|five)\s+(?:new\s+)?expenses)"
    r"(?:\s+(?:in|into|to|on)\s+(?:my|the)\s+expenses(?:\s+app)?)?|(?:to|into|in)\s+(?:my\s+|the\s+)?expenses(?:\s+app)?)"
    r"(?:\s+for\s+me)?\s*:\s*(?P<rows>.+)$",
    re.I,
)


def _expense_rows(found: re.Match[str]) -> str:
    """ "put these in my expenses: A 1.50 under Food, note X, plus B 2.00 under Clothes, note Y": one row after another,
    each with its category (said "under" it) and note."""
    rows = found.group("rows")
    if not rx(r"\d\.\d\d\b").search(rows):
        return found.group(0)
    rows = rx(r"(?<=\d)\s+(?:under|in|as)\s+(?=[A-Za-z])", re.I).sub(" ", rows)
    rows = rx(r"\s*,?\s*(?:and\s+)?(?:plus|and)\s+(?=[A-Z][a-z]+[^,;]*?\s\$?\d+(?:\.\d\d)?\b)").sub("; ", rows)
    return f"add these expenses: {rows}"


def expense_rows_said(text: str) -> str:
    """``text`` with rows of expenses said casually after a colon read as rows (before the places in it are read)."""
    return _ROWS_ASKED.sub(_expense_rows, text)


CASUAL: tuple[tuple[str, Replacement], ...] = (
    # "delete receipt_1.pdf out of my Documents folder": the folder it is deleted from.
    (
        r"\b(?P<v>delete|remove|erase|trash|bin|get\s+rid\s+of)\s+(?P<f>[\w-]+\.[A-Za-z0-9]{2,4})\s+out\s+of\s+",
        r"\g<v> \g<f> from ",
    ),
    # "put these in my expenses: A 1.50 under Food, note X, plus B …": rows of expenses.
    (r"^.+$", lambda found: expense_rows_said(found.group(0))),
    # "just ok any permission pop-ups": accepted.
    (
        r"\b(?:just\s+)?(?:ok|okay|hit\s+ok\s+(?:on|to)|tap\s+ok\s+on|say\s+(?:ok|yes)\s+to)\s+"
        r"(?=(?:any|all|the|every)\s+(?:\w+\s+)?(?:permissions?|pop-?ups?|prompts?|dialogs?)\b)",
        "accept ",
    ),
    # "grab the recipes in a.txt that take 10 mins and put 'em in the recipe app": the records added there.
    (
        rf"^(?:grab|take|get|pull)\s+(?P<x>(?:the\s+|all\s+(?:the\s+)?)?{_KINDS}\b.+?)\s+and\s+(?:put|add|stick|throw|save)"
        r"\s+(?:them|'em|em|those|it)\s+(?:in|into|to|on)\s+(?P<y>.+)$",
        r"add \g<x> to \g<y>",
    ),
    # "… at 3pm for an hour, and make the description X": the event's description, said as a step of its own.
    (
        r"^(?P<head>(?:add|put|stick|create|schedule|make|set\s+up|book|new)\b.*?)(?:\s*,\s*|\s+)(?:and\s+)?"
        r"(?:make|set|have)\s+(?:the|its)\s+(?P<f>description|location)\s+(?:to\s+|be\s+|as\s+)?(?P<v>\S.*)$",
        r"\g<head>, \g<f> \g<v>",
    ),
    # "resend my last text to X, i don't think it went through": why it is sent again is no part of whom to.
    (
        r"^(?P<r>(?:re-?send|send\s+again)\b.+?)\s*(?:[,.;]|\s[-–—])\s*(?:(?:i\s+)?(?:don'?t\s+think|doubt|"
        r"(?:i'?m\s+)?(?:not|pretty)\s+sure(?:\s+(?:if|that))?|guess|think)\s+)?(?:it|that)\s+(?:went\s+through|was\s+sent|sent|got\s+there|arrived|"
        r"was\s+delivered|(?:didn'?t|did\s+not|never|doesn'?t\s+look\s+like\s+it)\s+(?:go\s+through|send|arrive|"
        r"get\s+there|deliver))\b.*$",
        r"\g<r>",
    ),
    # (what is left when the words after it were read as a remark first: "…, pretty sure")
    (
        r"^(?P<r>(?:re-?send|send\s+again)\b.+?)\s*(?:,|\s[-–—])\s*(?:i'?m\s+)?(?:pretty\s+sure|i\s+think|i\s+guess)\s*[.!]?$",
        r"\g<r>",
    ),
    # "in the gallery copy a.jpg from DCIM …": the app named first, then the request.
    (
        r"^(?P<p>(?:in|on|using)\s+(?:the|my)\s+(?:gallery|files|[a-z]+\s+app))\s+(?=(?:copy|move|delete|remove|rename)\b)",
        r"\g<p>, ",
    ),
    # "copy a.jpg from DCIM into Download, same name": a copy keeps its name anyway.
    (
        r"^(?P<c>(?:.*,\s*)?copy\b.+?)\s*,?\s*(?:with\s+|keep(?:ing)?\s+)?(?:the\s+)?same\s+(?:file\s*)?name\s*[.!]?$",
        r"\g<c>",
    ),
)

# What "plus" adds that is no item of a list: "plus a blank line", "plus the rest".
_NOT_LISTED = r"(?:a|an|the|one|some|another|any|extra|blank|new|its|their|my)\b"

CASUAL_OUTSIDE_MESSAGES: tuple[tuple[str, Replacement], ...] = (
    # "open the files app for me and …", "put these in for me:": a "for me" before what follows is no part of it.
    (r"\s+for\s+me(?=\s*[:,;]|\s+and\b)", ""),
    # "A and B plus C", "A, B plus C": a list of names (never "… plus a blank line", "plus the rest").
    (rf"(?<!\d)\s+and\s+(?P<b>[^,;:\"“”]+?)\s+plus\s+(?!\d|{_NOT_LISTED})", r", \g<b> and "),
    (rf"(?<!\d),\s*plus\s+(?!\d|{_NOT_LISTED})", " and "),
    (rf"(?P<a>,\s*[^,;:\"“”]+?)\s+plus\s+(?!\d|{_NOT_LISTED})", r"\g<a> and "),
    # "Low Tide plus Paper Planes": two names joined.
    (rf"(?<=[A-Za-z])\s+plus\s+(?!{_NOT_LISTED})(?=[A-Z])", " and "),
)
