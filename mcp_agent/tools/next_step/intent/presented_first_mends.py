"""A file presented first, then its entries wanted as "the ones" (people set 105): "there's a recipes.txt in markor,
add the ones that take 10 minutes to prep into broccoli", "from recipes.txt in markor, add the ones with garlic to
broccoli". "The ones" are the file's rows of the kind the request adds (recipes into the recipes app); read as "add
the recipes from recipes.txt in markor that …" (``spoken.reworded`` applies ``PRESENTED_FIRST`` before a file's rows
are read). When the kind is not plain from the file's name or the app it goes into, the text is left as said."""

from __future__ import annotations

import re

from ..patterns import rx
from .rewrites import Replacement

_FILE = r"[\w-]+\.[A-Za-z0-9]{2,4}"
# Only recipes: a filter on a file's other rows ("the ones from march") is read for recipes alone, and adding every
# row when only some were asked would be done wrong.
_KINDS = (("recipes", re.compile(r"recipe|broccoli", re.I)),)


def _the_rows(found: re.Match[str]) -> str:
    said = f"{found.group('f')} {found.group('rest')}"
    kinds = [kind for kind, sign in _KINDS if sign.search(said)]
    if len(kinds) != 1 or rx(r"expense", re.I).search(said):
        return found.group(0)
    where = found.group("in") or ""
    # "… in broccoli": the app the rows go into, said as the rows' reading has it
    rest = rx(r"\s+(?:in|to)\s+(?=(?:the\s+)?broccoli(?:\s+app)?\s*[.!]?$)", re.I).sub(" into ", found.group("rest"))
    return f"{found.group('v')} the {kinds[0]} from {found.group('f')}{where} {rest}"


PRESENTED_FIRST: tuple[tuple[str, Replacement], ...] = (
    (
        r"^(?:there['’]?s|there\s+is|i['’]?ve\s+got|i\s+have|i\s+got|got|from|in)\s+(?:a|an|the|my|this)?\s*"
        rf"(?:(?:file|note)\s+(?:called\s+|named\s+)?)?(?P<f>{_FILE})(?P<in>\s+in\s+(?:markor|joplin|files|my\s+notes))?"
        r"\s*(?:[,.;:]|\s[-–—])\s*(?:so\s+)?(?:(?:can|could)\s+(?:you|u)\s+|pls\s+|please\s+|just\s+)*"
        r"(?P<v>add|put|copy|import|enter|save)\s+the\s+ones\s+(?P<rest>\S.*)$",
        _the_rows,
    ),
    # "recipes.txt in markor has some recipes, add the ones that take 10 mins to broccoli": the file said as what it
    # holds.
    (
        rf"^(?:the\s+|my\s+)?(?:(?:file|note)\s+)?(?P<f>{_FILE})(?P<in>\s+in\s+(?:markor|joplin|files|my\s+notes))?\s+"
        r"(?:has|holds|contains|lists)\s+(?:some|a\s+few|a\s+bunch\s+of|a\s+list\s+of|a\s+couple\s+of)\s+\w+"
        r"\s*(?:[,.;:]|\s[-–—])\s*(?:so\s+)?(?:(?:can|could)\s+(?:you|u)\s+|pls\s+|please\s+|just\s+)*"
        r"(?P<v>add|put|copy|import|enter|save)\s+the\s+ones\s+(?P<rest>\S.*)$",
        _the_rows,
    ),
)
