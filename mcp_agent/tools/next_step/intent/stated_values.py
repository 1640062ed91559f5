"""A value stated first, then the request to set it: "the Flowers expense is really Donation, change its category",
"the Coffee expense should be in Food, fix it", "my Pancakes recipe belongs to category Breakfast — update it".

The statement names the entry (its name and kind) and the right value; the request after it ("change its category",
"fix it", "update the category") only says which field. Said plainly as "change the <field> of the <entry> to
<value>", which the edit readers read. A request that names no field is read only when the statement says the field
itself ("… belongs to category X", "… should be in the X category"), or the kind has one field a place is said for
(an expense "in" / "under" X is its category); otherwise the text is left as it was.
"""

from __future__ import annotations

import re

from ..patterns import rx

_KIND = r"(?P<kind>expense|transaction|event|appointment|meeting|recipe|contact)"
_ENTRY = rf"(?:the|my|that|this)\s+(?P<name>[\w'’&-]+(?:\s+[\w'’&-]+){{0,4}}?)\s+{_KIND}"
_VALUE = r"[\"“'‘]?(?P<{0}>[^,;:\"“”'‘’—–]+?)[\"”'’]?"
_STATEMENT = re.compile(
    rf"^{_ENTRY}\s+(?:"
    rf"(?:is|was)\s+(?:really|actu?all?y|meant\s+to\s+be|supposed\s+to\s+be)\s+(?P<put>(?:in|under)\s+)?(?:the\s+|a\s+|an\s+)?"
    rf"(?P<said>category\s+)?{_VALUE.format('value')}(?P<said2>\s+category)?|"
    rf"(?:should\s+be|belongs|goes)\s+(?P<put2>in|under|to|into)\s+(?:the\s+)?(?P<said3>category\s+)?{_VALUE.format('value2')}"
    rf"(?P<said4>\s+category)?)"
    r"\s*(?:[,;]|\s[-–—])\s*(?:so\s+)?(?:please\s+|pls\s+|can\s+you\s+|could\s+you\s+)?",
    re.I,
)
_SUM_AND_PLACE = re.compile(
    r"(?P<a>[$€£]?\d[\d,]*(?:\.\d{1,2})?)\s+and\s+(?:it\s+)?(?:goes|belongs|should\s+(?:go|be)|is|was)\s+(?:in|under|into)\s+"
    r"(?:the\s+)?(?P<c>[\w ]+?)(?:\s+category)?",
    re.I,
)
_FIELDS = r"category|amount|price|cost|time|date|title|name|description|note|servings|number|phone(?:\s+number)?|email"
_REQUEST = re.compile(
    rf"^(?:change|fix|update|correct|set|edit|adjust)\s+(?:(?:its|it'?s|the|that)\s+(?P<field>{_FIELDS})|it|that|this)"
    r"(?:\s+(?:accordingly|then|too|please|pls))*\s*[.!]?$",
    re.I,
)


def stated_value_set(text: str) -> str:
    """``text`` with a value stated first and then asked for said as one request; unchanged otherwise."""
    stated = _STATEMENT.match(text.strip())
    if stated is None:
        return text
    request = _REQUEST.match(text.strip()[stated.end() :])
    if request is None:
        return text
    said = stated.groupdict()
    field = (request.group("field") or "").lower()
    if not field and any(said.get(key) for key in ("said", "said2", "said3", "said4")):
        field = "category"
    place = said.get("put") or said.get("put2") or ""
    if not field and place and stated.group("kind").lower() in ("expense", "transaction"):
        field = "category"
    value = (said.get("value") or said.get("value2") or "").strip()
    sum_and_place = _SUM_AND_PLACE.fullmatch(value)
    if not field and sum_and_place is not None and stated.group("kind").lower() in ("expense", "transaction"):
        # "the Flowers expense was actually 77.75 and it goes under Education, fix it": its amount and its category.
        entry = f"the {stated.group('name')} {stated.group('kind')}"
        return (
            f"change the amount of {entry} to {sum_and_place.group('a')} and its category to {sum_and_place.group('c')}"
        )
    if (
        not field
        and rx(r"[$€£]?\d[\d,]*(?:\.\d{1,2})?").fullmatch(value)
        and stated.group("kind").lower() in ("expense", "transaction")
    ):
        field = "amount"  # "the Bakery expense was actually $67.50, update it": a sum is its amount
    if not field:
        return text
    if field in ("time", "date"):
        value = rx(r"^(?:at|on)\s+", re.I).sub("", value)
    return f"change the {field} of the {stated.group('name')} {stated.group('kind')} to {value}"
