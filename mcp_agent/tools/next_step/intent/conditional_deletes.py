"""Every entry that meets a condition the list itself can tell, deleted: "all expenses in the Food category",
"every expense over $250", "the notes in the Archive folder", "every yoga event". And the guard that keeps a
condition from being lost: "delete all X" with words left that limit which X is never read as every X (a
deletion cannot be undone)."""

from __future__ import annotations

import re

from ..patterns import rx
from .amounts import EXPENSE_CATEGORIES
from .goal import Goal

_MONEY = r"\$?\s?(?P<n>\d[\d,]*(?:\.\d{1,2})?)(?:\s*(?:dollars|usd|bucks|\$))?"
_OVER = r"over|above|more\s+than|greater\s+than|higher\s+than|bigger\s+than|larger\s+than|exceeding|in\s+excess\s+of"
_UNDER = r"under|below|less\s+than|lower\s+than|smaller\s+than|cheaper\s+than"
_AMOUNT = re.compile(
    rf"\b(?:(?:with\s+(?:an?\s+)?(?:amount|price|cost|total)\s+(?:of\s+)?(?:that\s+is\s+|is\s+)?)|"
    rf"(?:(?:that|which)\s+(?:cost|costs|are|is|were|was)\s+)|(?:costing\s+))?"
    rf"(?P<rel>{_OVER}|{_UNDER})\s+{_MONEY}",
    re.I,
)
_CATEGORY = (
    re.compile(r"\b(?:in|under|from|of)\s+(?:the\s+|my\s+)?(?P<c>[A-Za-z][A-Za-z ]*?)\s+category\b", re.I),
    re.compile(r"\b(?:whose|with\s+(?:the|a))\s+category\s+(?:is\s+|of\s+)?(?P<c>[A-Za-z][A-Za-z ]*?)\s*$", re.I),
    re.compile(r"\b(?:categori[sz]ed|filed|listed)\s+(?:as|under)\s+(?P<c>[A-Za-z][A-Za-z ]*?)\s*$", re.I),
)
# "every Food expense", "all my transportation expenses": a category said as the kind of expense.
_KIND_SAID = re.compile(
    r"\b(?:all|every|each)\s+(?:of\s+)?(?:the\s+|my\s+)*(?P<c>[A-Za-z][A-Za-z ]*?)\s+(?:expenses?|spending)\b", re.I
)
_FOLDER = (
    re.compile(
        r"\b(?:notes?|files?|everything)\s+(?:that\s+(?:are|is)\s+)?(?:in|inside|within|from)\s+(?:the\s+|my\s+)?"
        r"(?!(?:the|my|a|this|that)\s)(?P<f>[\w-]+)\s+folder\b",
        re.I,
    ),
    re.compile(
        r"\b(?:notes?|files?|everything)\s+(?:that\s+(?:are|is)\s+)?(?:in|inside|within|from)\s+(?:the\s+|my\s+)?"
        r"folder\s+(?P<f>[\w-]+)\s*$",
        re.I,
    ),
    re.compile(r"\b(?:notes?|files?|everything)\s+(?:inside|within)\s+(?P<f>[\w-]+)\s*$", re.I),
    # "delete all the notes in Archive": a capitalised name after "in" at the end is the folder's (no app's); only
    # all of them said so ("the .txt files in Documents" are some of them: a false done had deleted them all).
    re.compile(
        r"\b(?:(?:all|every)\s+(?:of\s+)?(?:the\s+|my\s+)?(?:notes|files)|everything)\s+(?:that\s+(?:are|is)\s+)?in\s+(?:my\s+)?"
        r"(?!(?-i:Markor|Joplin|Files|Notes)\b)(?P<f>(?-i:[A-Z])[\w-]*)"
        r"(?=\s*$|\s*,?\s*(?:but\s+)?(?:keep|leave)\s+the\s+folder\b)",
        re.I,
    ),
)
# "every yoga event": a word of the title said as the kind of event. Words that say when or which are no title.
_EVENT_WORD = re.compile(
    r"^(?:delete|remove|erase|cancel|drop|get\s+rid\s+of|clear)\s+(?:all|every|each)\s+(?:of\s+)?(?:the\s+|my\s+)*"
    r"(?P<w>[A-Za-z][\w'-]*)\s+(?:events?|meetings?|appointments?)"
    r"(?:\s+(?:in|from|on|off)\s+(?:my\s+|the\s+)?(?:calendar|agenda|schedule))?\s*$",
    re.I,
)
_NOT_TITLE = re.compile(
    r"^(?:upcoming|future|past|old|older|previous|recurring|repeating|remaining|other|these|those|such|calendar|"
    r"scheduled|planned|today'?s|tomorrow'?s|(?:mon|tues|wednes|thurs|fri|satur|sun)day'?s?|weekend|morning|"
    r"afternoon|evening|night|all-day|duplicate|extra)$",
    re.I,
)


def _categories_said(clause: str) -> list[str]:
    """Every category the clause names an expense by ("in the Food category", "all my Food expenses"), known or not."""
    said = [found for shape in _CATEGORY if (found := shape.search(clause.rstrip(" .!"))) is not None]
    said += [found] if (found := _KIND_SAID.search(clause)) is not None else []
    return [rx(r"^(?:the|my)\s+", re.I).sub("", found.group("c").strip()) for found in said]


def _known(categories: list[str]) -> str:
    return next((c for c in categories if c.casefold() in EXPENSE_CATEGORIES), "")


def read_condition(clause: str, obj: str) -> Goal | None:
    """The deletion of every ``obj`` meeting a condition the list shows, or None. ``Goal.item`` is how the
    entry's ``criterion`` field is compared with ``value``: ``is``, ``over``, ``under`` or ``mentions``."""
    if not rx(r"\b(?:all|every|each|any|everything)\b|\bthe\s+(?:expenses|notes|files|events)\b", re.I).search(clause):
        return None
    if obj == "expense" and (paid := _AMOUNT.search(clause)) is not None:
        over = rx(_OVER, re.I).match(paid.group("rel")) is not None
        amount = f"{float(paid.group('n').replace(',', '')):.2f}"
        return Goal("delete", obj=obj, subject="matching", criterion="amount", value=amount, item=_relation(over))
    if obj == "expense" and (category := _known(_categories_said(clause))):
        return Goal("delete", obj=obj, subject="matching", criterion="category", value=category, item="is")
    if obj in ("note", "file"):
        for pattern in _FOLDER:
            if (found := pattern.search(clause.rstrip(" .!"))) is not None:
                return Goal("delete", obj=obj, subject="in folder", value=found.group("f"))
    if obj == "event" and (found := _EVENT_WORD.match(clause.strip(" .!"))) is not None:
        word = found.group("w")
        if not _NOT_TITLE.match(word):
            return Goal("delete", obj=obj, subject="matching", criterion="title", value=word, item="mentions")
    return None


# "the most expensive expense", "my smallest food expense", "whichever expense cost the most", "the expense with the
# highest amount"; "the earliest event on March 27", "my last appointment on Friday": the one entry a superlative picks
# from what the list shows (picking.py). An event's needs its day: "the last event" alone may be the newest added.
_HIGH = r"most\s+expensive|most\s+costly|priciest|costliest|dearest|biggest|largest|highest(?:[\s-]cost)?"
_LOW = r"cheapest|least\s+expensive|least\s+costly|smallest|lowest(?:[\s-]cost)?"
_EXPENSE_PICKED = (
    re.compile(
        rf"\b(?:the|my|whichever|which)\s+(?:single\s+)?(?P<sup>{_HIGH}|{_LOW})\s+(?:(?P<c>[a-z][a-z ]*?)\s+)?"
        r"(?:expense|purchase|payment|entry|item|one)\b",
        re.I,
    ),
    re.compile(
        rf"\b(?:the|my)\s+(?:(?P<c>[a-z][a-z ]*?)\s+)?(?:expense|one|entry)\s+(?:with|that\s+has|having)\s+the\s+"
        rf"(?P<sup>{_HIGH}|{_LOW})\s+"
        r"(?:amount|price|cost|total|value)\b",
        re.I,
    ),
    re.compile(
        r"\b(?:expense|one|entry)\s+(?:that\s+|which\s+)?(?:cost|costs|was|is)\s+the\s+(?P<sup>most|least)\b", re.I
    ),
)
_EVENT_PICKED = (
    re.compile(
        r"\b(?:the|my)\s+(?:very\s+)?(?P<sup>earliest|first|latest|last)\s+(?:event|meeting|appointment|booking|thing)s?\b",
        re.I,
    ),
    # "the event that starts first", "whichever event starts earliest"
    re.compile(
        r"\b(?:the|whichever|which)\s+(?:event|meeting|appointment|one)\s+(?:that\s+)?(?:starts|begins|is)\s+"
        r"(?:the\s+)?(?P<sup>earliest|first|latest|last)\b",
        re.I,
    ),
)


# "the oldest note", "the least recently edited file", "the note I haven't touched for the longest": the one changed
# longest ago; "the largest file", "whatever file there is biggest": by size. "In the Pictures folder": where.
_OLDEST = re.compile(
    r"\b(?:the|my|whichever)\s+(?:(?P<sup>oldest)|least\s+recently\s+(?:modified|edited|changed|updated|touched|saved))\s+"
    r"(?:note|file|one)\b|\b(?:note|file)\s+(?:that\s+)?(?:I|we)\s+(?:have\s*n[o']t|haven't|havent)\s+"
    r"(?:touched|edited|opened|changed|modified|updated)\s+(?:for\s+|in\s+)?the\s+longest\b|"
    r"\b(?:note|file)\s+(?:that\s+)?(?:was|has\s+been)\s+(?:last\s+)?(?:modified|edited|changed|updated|touched|saved)\s+"
    r"(?:the\s+)?longest\s+ago\b",
    re.I,
)
_SIZED = re.compile(
    r"\b(?:the|my|whichever|whatever)\s+(?:(?P<sup>largest|biggest|smallest)\s+(?:file|note|one)\b|"
    r"(?:file|note)\s+(?:that\s+)?(?:there\s+)?(?:is|takes(?:\s+up)?|uses)\s+(?:the\s+)?"
    r"(?P<late>biggest|largest|smallest|most\s+space|least\s+space))",
    re.I,
)
_IN_FOLDER = re.compile(
    r"\b(?:in|from|my)\s+(?:the\s+|my\s+)?(?P<f>[\w-]+)\s+folder\b|\bfolder\s+(?P<g>[\w-]+)\b|"
    # "the biggest file from Pictures": a capitalised name after from / in that is no app's
    r"\b(?:from|in)\s+(?!(?-i:Files|Markor|Joplin)\b)(?P<k>(?-i:[A-Z])[\w-]*)(?!\s+app\b)",
    re.I,
)


def _kept_files(clause: str, obj: str) -> Goal | None:
    """The note or file changed longest ago, or the largest or smallest, deleted; None for any other request."""
    folder = _IN_FOLDER.search(clause)
    where = (folder.group("f") or folder.group("g") or folder.group("k")) if folder is not None else ""
    kind = "file" if rx(r"\bfiles?\b", re.I).search(clause) else obj
    if _OLDEST.search(clause) is not None:
        return Goal("delete", obj=kind, subject="picked", criterion="date", item="oldest", value=where)
    if (sized := _SIZED.search(clause)) is not None:
        said = (sized.group("sup") or sized.group("late")).lower()
        end = "smallest" if said in ("smallest", "least space") else "largest"
        return Goal("delete", obj=kind, subject="picked", criterion="size", item=end, value=where)
    return None


def read_picked(clause: str, obj: str, day: str) -> Goal | None:
    """The deletion of the one ``obj`` a superlative picks, or None; ``day`` is the day said (an event's is needed).
    ``Goal.criterion`` is what is compared, ``item`` which end, ``value`` the category an expense is picked in or the
    folder a file is."""
    if obj == "event":
        found = next((hit for shape in _EVENT_PICKED if (hit := shape.search(clause)) is not None), None)
        if not day or found is None:
            return None
        end = "first" if found.group("sup").lower() in ("earliest", "first") else "last"
        return Goal("delete", obj=obj, subject="picked", criterion="start", item=end, date=day)
    if obj in ("note", "file"):
        return _kept_files(clause, obj)
    if obj != "expense":
        return None
    for pattern in _EXPENSE_PICKED:
        if (found := pattern.search(clause)) is None:
            continue
        end = "lowest" if rx(rf"^(?:{_LOW}|least)$", re.I).match(found.group("sup")) else "highest"
        said = found.groupdict().get("c")
        named = [rx(r"^(?:the|my)\s+", re.I).sub("", said.strip())] if said else _categories_said(clause)
        category = _known(named)
        if named and not category:
            return None  # "the biggest grocery expense": a kind the list cannot tell, not every expense
        return Goal("delete", obj=obj, subject="picked", criterion="amount", item=end, value=category)
    return None


def _relation(over: bool) -> str:
    return "over" if over else "under"


# What "delete all X" may say besides which X without limiting them: the verb, all / every, the kind, where they
# are kept, and who made them.
_FILLER = re.compile(
    r"\b(?:delete|remove|erase|trash|get|rid|of|drop|cancel|clear|wipe|out|all|every|each|everything|the|my|our|"
    r"of|in|from|on|off|app|application|calendar|agenda|schedule|list|entries|entry|items?|records?|ones?|them|"
    r"notes?|files?|expenses?|recipes?|events?|meetings?|appointments?|contacts?|tasks?|i|we|have|had|got|ve|"
    r"made|created|added|saved|logged|recorded|wrote|written|entered|there|that|which|are|is|currently|"
    r"please|now|just|completely|entirely|at|once|single|one|existing|stored|kept)\b|[^\w\s]",
    re.I,
)


def limits_unread(clause: str) -> bool:
    """Whether "delete all …" says more than every entry of its kind: words that limit which, not read here."""
    return bool(_FILLER.sub(" ", clause).split())
