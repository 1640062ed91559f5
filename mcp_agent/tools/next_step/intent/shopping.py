"""An order: which item, how many, and the cheapest or the most expensive when the task says so."""

from __future__ import annotations

import re

from ..patterns import rx
from .goal import Goal
from .wording import app_of, clean, quoted_values, without_quotes

_NUMBER_WORDS = {
    "one": 1,
    "two": 2,
    "three": 3,
    "four": 4,
    "five": 5,
    "six": 6,
    "seven": 7,
    "eight": 8,
    "nine": 9,
    "ten": 10,
    "a pair of": 2,
    "a couple of": 2,
}
# "add" orders only what goes in a cart: "add a task …", "add a bookmark …" are no purchase.
_ORDER = re.compile(
    # ("I need 2 of the cheapest case": a want said with what to pick is an order)
    r"^(?:(?:buy|purchase|order|get|grab|pick up|shop for|i\s+(?:need|want)(?=\s+(?:\d+|an?|one|two|three|the)\s+(?:of\s+)?"
    r"(?:the\s+)?(?:cheapest|most\s+expensive|priciest|least\s+expensive)\b))\s+(?:me\s+|us\s+)?(?P<what>(?!number\b).+?)"
    r"(?:\s+(?:to|in)\s+(?:my\s+|the\s+)?(?:cart|basket))?|add\s+(?P<added>.+?)\s+(?:to|in)\s+(?:my\s+|the\s+)?(?:cart|basket))$",
    re.I,
)
_HOUR = re.compile(r"\b\d{1,2}(?::\d\d)?\s*[ap]\.?m\b|\b\d{1,2}:\d\d\b|\bat\s+(?:\d{1,2}|noon|midnight)\b", re.I)
_CHEAP = re.compile(
    r"\b(?:the\s+)?(?:cheapest|least expensive|lowest[- ]priced|lowest[- ]cost|most affordable|"
    r"budget)\b\s*",
    re.I,
)
_DEAR = re.compile(
    r"\b(?:the\s+)?(?:most expensive|priciest|highest[- ]priced|costliest|dearest|"
    r"top[- ]of[- ]the[- ]range|most premium)\b\s*",
    re.I,
)


def read_order(text: str) -> Goal | None:
    if rx(r"^\s*get\s+rid\s+of\b", re.I).match(text):
        return None  # a deletion, never a purchase
    if rx(r"^\s*get\s+(?:(?:me|us)\s+(?:in)?to\b|(?:the\s+|my\s+)?\w+(?:\s+\w+)?\s+app\b)", re.I).match(text):
        return None  # "get me into Markor", "get the files app up": a place to go, never a purchase
    # "I'd like to buy a charging pad", "order whichever case costs the most": the order, its pick said plainly
    text = rx(
        r"^(?:i['’]?d\s+like\s+to|i\s+would\s+like\s+to|i\s+want\s+to|i\s+need\s+to)\s+(?=buy|order|purchase)", re.I
    ).sub("", text)
    text = rx(r"\b(?:whichever|the)\s+(?P<i>\w+)\s+(?:that\s+)?costs?\s+the\s+(?P<w>most|least)\b", re.I).sub(
        lambda m: f"the {'most expensive' if m.group('w').lower() == 'most' else 'cheapest'} {m.group('i')}", text
    )
    # "add a charging pad to my cart and buy it": bought; "the most expensive pair of headphones": one item
    text = rx(
        r"^add\s+(?P<x>.+?)\s+to\s+(?:my|the)\s+(?:cart|basket)\s+and\s+(?:buy|order|purchase|check\s*out)(?:\s+it)?\s*[.!]?$",
        re.I,
    ).sub(r"buy \g<x>", text)
    text = rx(r"\bpair\s+of\s+(?=(?:headphones|earbuds|earphones|glasses|sunglasses|scissors)\b)", re.I).sub("", text)
    text = rx(r"\b(?:whatever|whichever)\s+(?P<i>\w+)\s+is\s+(?P<c>cheapest|most\s+expensive|priciest)\b", re.I).sub(
        r"the \g<c> \g<i>", text
    )  # "buy whatever cable is cheapest"
    match = _ORDER.match(without_quotes(text))
    if match is None:
        return None
    what, app = app_of(match.group("what") or match.group("added"))
    criterion = ""
    if _CHEAP.search(what):
        criterion, what = "cheapest", _CHEAP.sub(" ", what)
    elif _DEAR.search(what):
        criterion, what = "most expensive", _DEAR.sub(" ", what)
    quantity = 1
    count = rx(
        r"^\s*(?:(?P<n>\d{1,2})|(?P<w>a pair of|a couple of|one|two|three|four|five|six|seven|eight|nine|ten))"
        r"\s+(?:(?:of\s+)?(?:the\s+)?)?",
        re.I,
    ).match(what)
    if count is not None:
        quantity = int(count.group("n")) if count.group("n") else _NUMBER_WORDS[count.group("w").lower()]
        what = what[count.end() :]
    what = rx(r"^(?:of\s+)?(?:the\s+)?(?:one|ones|item)?\s*", re.I).sub("", clean(what.strip()))
    what = rx(r"\s+(?:from|at)\s+(?:the\s+)?(?:shop|store)$", re.I).sub("", what).strip()
    quoted = quoted_values(text)
    if quoted:
        what = quoted[0]
    if not what:
        return None
    return Goal("order", item=what, criterion=criterion, quantity=max(1, quantity), app=app)
