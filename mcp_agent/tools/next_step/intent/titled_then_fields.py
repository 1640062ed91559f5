"""A recipe's quoted title followed by a comma and then its fields, met in the first run of people set 131 ('add two
recipes: "Banana bread", description "Moist and simple", 4 servings, 35 mins prep, …; and "Pesto pasta", …'): the
fields are the titled recipe's, as when said "with" them (read without it, the title's comma split the fields from
their recipe and "bake for an hour" was taken for its preparation time). Only a list of two or more: one recipe's
quoted title is read as said, and said "with" its fields it would keep its quotes. ``reader._read_mended`` and
``turn._meant`` apply ``titled_then_fields`` first, after ``described_things.described_named``."""

from __future__ import annotations

import re

from ..patterns import rx

_FIELD = r"(?:description|ingredients|directions|instructions|source|serves|servings|prep(?:aration)?\s+time)\b"
# Only where recipes are what is added: the request names them.
_RECIPES = rx(r"\b(?:recipes?|broccoli)\b", re.I)
_LABELLED = rx(rf"\b{_FIELD}\s*:?\s*$", re.I)
_TITLED = rx(rf"(?P<t>(?:^|(?<=[\s:;]))\"[^\"]{{2,60}}\"|“[^”]{{2,60}}”)\s*[,:]\s*(?={_FIELD})", re.I)


# One recipe's title set off from its fields by a colon or a label (first tries, session 26: 'a new recipe named
# "Banana bread": description "…", servings 6, …' saved the title as 'Banana bread": description "Moist and simple'):
# said "with" them.
_TITLE_SET_OFF = rx(
    rf"\b(?:(?P<v>named|called|titled)\s+|recipe\s*:\s*(?:title|name)\s*:?\s*)(?P<t>\"[^\"]{{2,60}}\"|“[^”]{{2,60}}”)"
    rf"\s*(?::|,)\s*(?={_FIELD})",
    re.I,
)


# "add veggie stir fry to broccoli - colourful and quick, 2 servings, …": the recipe named before the app, its
# fields after a dash (first tries, session 29): said as a recipe added to the app, then its title and fields.
_NAMED_BEFORE_APP = rx(
    r"^(?P<v>add|save|put)[ \t]+(?!(?:an?|the|my|new|it|them|this|these|those|following|recipes?|\d+|two|three)\b)"
    r"(?P<t>(?![^,:;\n]*\brecipes?\b)[^,:;\"“\n]{2,60}?)[ \t]+"
    r"(?:to|in|into)[ \t]+(?:my[ \t]+|the[ \t]+)?broccoli(?:[ \t]+app)?[ \t]*(?:[-–—:]|,)[ \t]+"
    rf"(?!{_FIELD}|desc\b)(?=\S)",  # (a field's label after the dash is read as it is)
    re.I,
)


def _said_with(found: re.Match[str]) -> str:
    verb = found.group("v")
    return f"{verb} {found.group('t')} with " if verb else f"recipe titled {found.group('t')} with "


def titled_then_fields(text: str) -> str:
    """``text`` with each quoted recipe title of a list of two or more said "with" the fields after its comma, and
    one recipe's title set off by a colon or a label said "with" them; unchanged for one recipe said so or none."""
    if _RECIPES.search(text) is None:
        return text
    if "\n" not in text and text.count(" | ") >= 2:
        text = text.replace(" | ", ", ")  # 'new recipe "X" | description "Y" | 6 servings': bars set off the fields
    text = _NAMED_BEFORE_APP.sub(lambda found: f"{found.group('v')} a recipe to Broccoli: {found.group('t')} - ", text)
    text = _TITLE_SET_OFF.sub(_said_with, text)
    titles = [found for found in _TITLED.finditer(text) if _LABELLED.search(text, 0, found.start()) is None]
    if len(titles) < 2:
        return text  # one recipe's title is read with its fields as said (a title said "with" them keeps its quotes)

    def said(found: re.Match[str]) -> str:
        # A field's own quoted value ('ingredients "a, b", directions …') is no title.
        if _LABELLED.search(text, 0, found.start()) is not None:
            return found.group(0)
        return f"{found.group('t')} with "

    return _TITLED.sub(said, text)
