"""A question about the rows of an expense list read from its words (``asked``: the question without the
answer's format): how many of a category, the dearest of one, what one named expense cost."""

from __future__ import annotations

import re
from typing import NamedTuple

from ..patterns import rx

# Which expenses a question is about: a category it names ("in the Food category", "which food expense",
# "expenses under Food"), or one it names by its own name ("how much was the expense 'Bus pass'").
_CATEGORY = (
    r"\bin\s+the\s+(?P<c>[\w ]+?)\s+category\b",
    r"\b(?:(?:which|how\s+many|biggest|largest|priciest|dearest|most\s+expensive|costliest|highest|my|"
    r"(?:number\s+of|count)(?:\s+(?:of|the|my|all))*)\s+)+"
    r"(?P<c>(?!expenses?\b)[\w]+(?:\s+(?!expenses?\b)\w+)?)\s+expenses?\b",
    r"\b(?:expenses?|entries|purchases)\s+(?:under|in|for)\s+(?:the\s+)?(?P<c>\w[\w ]*?)(?:\s+category)?\s*(?:\?|$|,|\s+in\b)",
    # "how many expenses do I have in Food?": the category after who has them, said by its name
    r"\b(?:expenses?|entries|purchases)\s+(?:do\s+i\s+have|are\s+there|have\s+i\s+(?:got|logged|made|added)|did\s+i\s+(?:log|make|add|have))\s+"
    r"(?:under|in|for)\s+(?:the\s+)?(?P<c>(?-i:[A-Z])[\w ]*?)(?:\s+category)?\s*(?:\?|$|,|\s+in\b)",
)
_DEAREST = re.compile(
    r"\b(?:most\s+expensive|cost(?:s|ed)?\s+(?:me\s+)?the\s+most|biggest|largest|priciest|dearest|costliest|"
    r"highest|spent\s+the\s+most\s+on)\b",
    re.I,
)
_ONE_EXPENSE = re.compile(
    r"\bhow\s+much\s+(?:was|is)\s+(?:the\s+|my\s+)?(?:expense\s+)?(?P<a>['\"‘“]?[\w][\w' &-]*?['\"’”]?)"
    r"(?:\s+expense)?\s*(?:\bin\b|\baccording\b|\?|$)"
    r"|\bhow\s+much\s+did\s+i\s+pay\s+for\s+(?:the\s+|my\s+)?(?P<b>[\w][\w' &-]*?)\s*(?:\bin\b|\?|$)"
    r"|\b(?:what|how\s+much)\s+did\s+(?:the\s+|my\s+)?(?P<c>(?!i\b)[\w][\w' &-]*?)\s+cost\b",
    re.I,
)
_NOT_A_CATEGORY = frozenset({"my", "the", "all", "an", "expense", "expenses", "of", "i", "have", "pro", "pro expense"})
_NOT_A_CATEGORY |= {"it", "that", "this", "they", "them", "that all"}  # "… added up, how much is it?": no name


# A category said short, as people say it, and the name the expense apps give it.
CATEGORY_SAID = {"transport": "transportation", "clothing": "clothes"}


# A category said as what cost the money ("how much has transport cost me altogether?"): what was spent on it. Only an
# expense app's own categories: "how much has the Bakery cost me" asks of one expense.
_CATEGORY_COST = re.compile(
    r"\bhow\s+much\s+(?:has|have)\s+(?:my\s+)?(?P<c>food|transport(?:ation)?|clothes|clothing|entertainment|education|"
    r"health(?:\s+care)?|social|housing|travel|utilities|shopping|bills|donations?)\s+(?:stuff\s+|things\s+)?cost\s+me\b",
    re.I,
)


def cost_said_as_spent(text: str) -> str:
    """ "how much has transport cost me" said as "how much have I spent on transport"."""
    return _CATEGORY_COST.sub(lambda m: f"how much have I spent on {m.group('c')}", text)


def category_named(said: str) -> str:
    """The category's name as the app shows it, casefolded ("transport": "transportation")."""
    return CATEGORY_SAID.get(said.casefold(), said.casefold())


class ExpenseAsked(NamedTuple):
    mode: str  # count | dearest | amount
    kind: str = ""  # a category, casefolded
    subject: str = ""  # an expense's name


def expense_question(asked: str, task: str) -> ExpenseAsked | None:
    """A question about the rows of an expense list (``task`` says expenses, maybe only in the app's name
    before the question): how many of a category, the dearest of one (its name), what one named expense cost."""
    # "how much did the Bakery cost me?", "what did I pay for the taxi?": money paid is an expense's, said or not.
    if not rx(r"\bexpens(?:e|es)\b|\bcost\s+me\b|\bdid\s+i\s+pay\b", re.I).search(task):
        return None
    category = next(
        (found.group("c").strip() for shape in _CATEGORY if (found := rx(shape, re.I).search(asked)) is not None), ""
    )
    category = "" if category.casefold() in _NOT_A_CATEGORY else category
    if rx(r"\bhow many\b|^\s*count\b|\bnumber of\b", re.I).search(asked):
        return ExpenseAsked("count", category_named(category))
    if _DEAREST.search(asked):
        return ExpenseAsked("dearest", category_named(category))
    named = _ONE_EXPENSE.search(asked)
    if named is not None:
        name = next(value for value in named.groups() if value).strip(" '\"‘’“”")
        return ExpenseAsked("amount", subject=name) if name.casefold() not in _NOT_A_CATEGORY else None
    return None
