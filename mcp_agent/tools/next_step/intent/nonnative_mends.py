"""Forms of English as people say a request whose first language is not English, or in a regional English (people
set 69): a decimal comma in an amount ("Birthday dinner 77,25 dollar"), … Each is mended as a whole class into the
wording the grammar reads, as ``dictated_mends.DICTATED`` (``courtesy.plain`` applies them, in order, outside quoted
text)."""

from __future__ import annotations

import re

# Money said: the request speaks of spending, a price or a currency.
_MONEY_TALK = re.compile(
    r"[$€£]|\b(?:expenses?|spent|spend|paid|pay|price|cost|costs|dollars?|euros?|bucks|usd|eur|rupees?|pesos?)\b",
    re.I,
)
# "77,25", "1.200,50": a comma before exactly two digits is a decimal comma (a thousands group has three).
_DECIMAL_COMMA = re.compile(r"(?<![\d,.])(?P<w>\d{1,3}(?:\.\d{3})+|\d{1,7}),(?P<c>\d{2})(?![\d,])")


def _decimal_points(said: re.Match[str]) -> str:
    text = said.group(0)
    if _MONEY_TALK.search(text) is None:
        return text
    return _DECIMAL_COMMA.sub(lambda m: f"{m.group('w').replace('.', '')}.{m.group('c')}", text)


NONNATIVE = (
    # "Theatre show 43,75 in Entertainment", "12,50 euro": where money is spoken of, a comma before two last digits
    # is the decimal point of many languages, never a thousands separator.
    (r"(?s)^.*$", _decimal_points),
)
