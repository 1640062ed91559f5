"""Several entries asked for in one request ("Add the following contacts: A with …; B with …", "schedule these
two events: "X" on … and "Y" on …", "Stew (serves 4, 30 mins; ingredients: …) and Soup (…), add both"): one step
per entry, each read as if asked on its own, so each is made and checked; the expenses' own lists are read by
amounts.py.
"""

from __future__ import annotations

import re

from ..patterns import rx

# A note's editor stays open after its text is typed: each entry's check in its list is a barrier (planner.py), so
# the next note is started from the list, not typed over the open one.
_KINDS = {"contacts": "contact", "people": "contact", "events": "event", "recipes": "recipe", "notes": "note"}
_LISTED = re.compile(
    r"^(?:(?P<verb>add|create|make|save|put|schedule)\s+(?:(?:the\s+following|these|all\s+(?:of\s+)?these)\s+)?"
    r"(?=(?:(?:two|three|four|five|\d)\s+)?(?:new\s+)?(?:contacts|people|events|recipes|notes)\b)|"
    # "two notes please: …": the count said, the verb left out; "new contacts: …": the word "new" says it
    r"(?=(?:two|three|four|five|\d)\s+(?:new\s+)?(?:contacts|events|recipes|notes)\b)|"
    r"(?=new\s+(?:contacts|events|recipes|notes)(?:\s+(?:please|pls))?\s*(?::|\s[-–—]\s)))"
    r"(?:(?:two|three|four|five|\d)\s+)?(?:new\s+)?(?P<kind>contacts|people|events|recipes|notes)"
    # "make two notes in markor: …", "save these people in contacts - …": where they go, said before the list
    r"(?:\s+(?:in|to|into|on)\s+(?:my\s+|the\s+)?[\w ]{1,25}?(?=\s*(?::|\s[-–—]\s)))?(?:\s+(?:please|pls))?"
    r"(?:\s*:\s*|\s+[-–—]\s+|\.\s+(?=(?P<headed>(?-i:[A-Z])[\w' -]{0,40}:\s))"
    # 'add 2 recipes "Banana bread" desc "…" … and "Pesto pasta" …': typed with no colon, each entry's quoted name
    r"|\s+(?=[\"“][^\"”]+[\"”]\s+(?:with\s+)?\w)"
    # "add 2 contacts Lena Haddad work number … and Priya …": a person's name, said right after the kind
    r"|\s+(?=(?-i:[A-Z])[\w'-]+\s+(?-i:[A-Z])[\w'-]+\s+(?:with\s+)?(?:the\s+)?(?:work|home|mobile|cell|main|phone|number|\+?\d)))"
    r"(?P<items>.+)$",
    re.I,
)
# Between entries: a semicolon, or "and" / a comma before the next quoted entry or after a quoted value; never
# inside quotes.
_BETWEEN = re.compile(
    r"\s*;\s*(?:and\s+)?|\.\s+(?=(?-i:[A-Z])[\w' -]{0,40}:\s)|\s*,?\s+and\s+(?=[\"“])|\s*,\s+(?=[\"“])|(?<=[\"”])\s*,?\s+and\s+(?=[A-Z])|"
    # "Lena Haddad, work +1… and Priya Lindqvist, home +1…": the next name after a number
    r"(?<=\d)\s*,?\s+and\s+(?=(?-i:[A-Z]))|"
    # "A saying … Overstory. and B saying …": a sentence ended, then "and" the next entry's name; "A (…), B (…)"
    r"\.\s+and\s+(?=(?-i:[A-Z]))|(?<=\))\s*,\s+(?=(?-i:[A-Z]))"
)


# "I need a note A (…) and another one B (…)", "a contact A … and another contact B …": two entries, the second said
# as another of the first's kind.
_AND_ANOTHER = re.compile(
    r"^(?:(?:I\s+(?:need|want|would\s+like)|I'd\s+like|(?:please\s+)?(?:add|create|make|save|write)|new)\s+)?(?:a|one)\s+(?:new\s+)?"
    r"(?P<kind>note|contact|event|recipe)\s+(?P<first>\S.*?)\s*,?\s+and\s+another(?:\s+(?:one|note|contact|event|recipe))?"
    r"\s*:?\s+(?P<second>\S.*)$",
    re.I,
)


def _split_outside_quotes(items: str) -> list[str]:
    """The entries, split between them; never inside quotes or brackets ("Soup (serves 2; directions: …)")."""
    pieces, start, quoted, depth = [], 0, False, 0
    for at, char in enumerate(items):
        if char in '"“”':
            quoted = not quoted if char == '"' else char == "“"
        elif char in "()" and not quoted:
            depth = max(0, depth + (1 if char == "(" else -1))
        elif not quoted and not depth and (between := _BETWEEN.match(items, at)) is not None and between.end() > at:
            if at > start:
                pieces.append(items[start:at])
                start = between.end()
    pieces.append(items[start:])
    return [piece.strip(" .") for piece in pieces if piece.strip(" .")]


def listed_entries(clause: str) -> list[str]:
    """Each entry of a listed request as a clause of its own ("add a contact A with …"), or [] when the
    clause lists fewer than two."""
    if (paired := _AND_ANOTHER.match(clause.strip())) is not None:
        kind = paired.group("kind").lower()
        return [f"create a {kind} {paired.group('first')}", f"create a {kind} {paired.group('second')}"]
    found = _LISTED.match(clause.strip())
    if found is None:
        return []
    items = _split_outside_quotes(found.group("items"))
    if len(items) < 2:
        return []
    kind = _KINDS[found.group("kind").lower()]
    if found.group("headed") and kind in _ONE_ENTRY:
        return [_ONE_ENTRY[kind].format(title=title, details=details.strip()) for title, details in _headed(items)]
    return [f"{(found.group('verb') or 'create').lower()} a {kind} {item}" for item in items]


def _headed(items: list[str]) -> list[tuple[str, str]]:
    return [(title.strip(), details) for title, _, details in (item.partition(":") for item in items)]


# "Stew (hearty, serves 4; ingredients: …) and Soup (…), please add both", "add Stew (…) and Soup (…)", "add Lena
# Haddad (work +1…) and Priya Lindqvist (home +1…) to contacts": entries named, each with its details in brackets, the
# verb before them or after; the kind from the app or from the list they go to.
_BRACKETED = re.compile(r"(?P<title>[A-Z][\w' -]*?)\s*\((?P<details>[^()]+)\)")
_ADD_THEM = re.compile(
    r"\s*(?:,|\s[-–—])?\s*(?:(?:please|pls)\s+)?(?:add|save|put\s+in|enter)\s+(?:both|them(?:\s+all)?|these|all(?:\s+of\s+them)?|"
    r"those)\b.*$|^(?:add|save|put|enter)\s+(?:these\s+|(?=(?:two|three|\d|some|my)\s))?",
    re.I,
)
_TO_LIST = re.compile(r"\s+(?:to|in|into)\s+(?:my\s+|the\s+)?(?P<kind>contacts|recipes)(?:\s+app)?\s*$", re.I)
_KIND_AFTER_VERB = re.compile(
    r"^(?:add|save|enter|create)\s+(?:(?:these|the\s+following|two|three|four|\d)\s+)?(?:new\s+)?(?P<kind>contacts|recipes)\s*:?\s+",
    re.I,
)
_ONE_ENTRY = {"recipe": "add a recipe: {title} - {details}", "contact": "add a contact {title} ({details})"}


def bracketed_entries(clause: str, kind: str) -> list[str]:
    """Each recipe or contact said as "Title (details)" as a clause of its own ("add a recipe: Title - details"),
    or [] when the clause is not two or more of them and a verb to add them. ``kind``: the app's record kind."""
    said = clause.strip().rstrip(".")
    if (to := _TO_LIST.search(said)) is not None:
        said, kind = said[: to.start()], _KINDS[to.group("kind").lower()]
    # "add contacts Lena Haddad (work +1…) and Priya Lindqvist (home +1…)": what they are, said after the verb
    if (lead := _KIND_AFTER_VERB.match(said)) is not None:
        said, kind = f"add {said[lead.end() :]}", _KINDS[lead.group("kind").lower()]
    if kind not in _ONE_ENTRY:
        return []
    unverbed = _ADD_THEM.sub("", said)
    if unverbed == said:
        return []  # no verb before or after: not a request to add them
    # "add two recipes to broccoli: Soup (…) and Salad (…)": what they are, said before them.
    unverbed = rx(r"^[^()]*?\b(?:recipes?|contacts?)\b[^()]*?:\s*", re.I).sub("", unverbed)
    found = list(_BRACKETED.finditer(unverbed))
    gaps = [unverbed[a.end() : b.start()] for a, b in zip(found, found[1:], strict=False)]
    if len(found) < 2 or any(not rx(r"\s*(?:,|;|and|,\s*and)\s*").fullmatch(gap) for gap in gaps):
        return []
    if unverbed[: found[0].start()].strip() or unverbed[found[-1].end() :].strip(" ,;."):
        return []
    return [_ONE_ENTRY[kind].format(title=m.group("title").strip(), details=m.group("details").strip()) for m in found]
