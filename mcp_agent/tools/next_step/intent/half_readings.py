"""A reading that would do part of the job, or another job, is asked about instead of acted on: "fix the Flowers
expense: its amount should be $77.75 and its category Education" read as the amount alone would report done with the
category unchanged; "delete the call from +1 555 0100" read as a call would ring that number; "save that number as
Omar" read without the number would save a contact with a name alone; "… with the same text as a.md" read as the
words to type would write those words."""

from __future__ import annotations

import re

from .goal import Goal
from .in_call import CALLS

# A field the request gives the entry: "its category Education", "its note should be …".
_ITS_FIELD = re.compile(
    r"\bits\s+(?P<f>amount|category|note|name|title|location|description|servings|date|time|phone|number|email)\b|"
    # "…, and the location is City library now": a field's value told after the edit
    r"\b(?:the|new)\s+(?P<g>amount|category|location|description|servings|phone|number|email)\s+(?:is|will\s+be|should\s+be)\b",
    re.I,
)
_SET_FIELD = re.compile(r"\b(?:into|for) the (?P<f>[\w ]+?) field\b")
_SAME_FIELD = {"phone": "number", "title": "name"}


_COPIED_TEXT = re.compile(r"^(?:the\s+)?same\s+(?:text|contents?|words)\s+as\b", re.I)
_REMOVAL = re.compile(r"^(?:please\s+|pls\s+|can\s+you\s+)?(?:delete|remove|erase|clear|wipe)\b", re.I)
_A_NUMBER_MEANT = re.compile(r"\b(?:that|this|the|their|his|her|its)\s+(?:phone\s+)?number\b", re.I)


def asked_instead(task: str, goal: Goal) -> Goal | None:
    """The question to ask in place of ``goal`` when it would not do what ``task`` asks (None when it would)."""
    if goal.intent in CALLS and _REMOVAL.match(task):
        # An entry of the call log removed, never that number called.
        return _ask(f"tell which call to delete ({task})", goal)
    if goal.intent == "create" and goal.obj == "contact" and not goal.slot("number") and _A_NUMBER_MEANT.search(task):
        return _ask(f"tell which number to save ({task})", goal)
    if goal.intent == "create" and _COPIED_TEXT.match(goal.body):
        # "… with the same text as minutes.md" read as the words to type: the other note's text is meant.
        return _ask(f"tell what text to write ({task})", goal)
    if goal.intent == "create" and (glued := _run_together(goal)):
        # 'titled "Banana bread": description "Moist and simple"' read as one title: saved, it would be a false done.
        return _ask(f"tell what to put in its {glued} ({task})", goal)
    if left := field_left_out(task, goal):
        return _ask(f"tell how to set its {left} too ({task})", goal)
    return None


# A short field's value that holds a quote mark or another field's label with its colon is two values run together.
_SHORT_FIELDS = frozenset({"title", "name", "location", "category", "amount", "servings", "preparationTime", "source"})
_GLUED = re.compile(
    r"[\"“”]|\b(?:title|name|description|date|time|duration|category|amount|note|servings|ingredients|directions|source|"
    r"location|repeat)\s*:",
    re.I,
)


# 'Save this recipe: title Veggie stir fry, description …' read with its label: "title Veggie stir fry" saved (s27k).
_LABEL_FIRST = re.compile(r"^(?:title|name|description|category|amount|servings|source|location)\s+(?!of\b)\S", re.I)


# A count or a length is said as one: "2. 20 mins prep" as the servings is two fields run together.
_SHAPES = {
    "servings": re.compile(r"^\d+(?:\s+(?:servings?|portions?|people))?$", re.I),
    "preparationTime": re.compile(r"^\d+(?:\.\d+)?\s*(?:mins?|minutes?|hours?|hrs?|h)$", re.I),
    "amount": re.compile(r"^[$€£]?\s?\d[\d,]*(?:\.\d{1,2})?$"),
}


def _run_together(goal: Goal) -> str:
    """The first short field whose value is two values run together ("" when none is)."""
    for key, value in (*goal.fields, *(field for row in goal.rows for field in row)):
        if key in _SHORT_FIELDS and (_GLUED.search(value) or _LABEL_FIRST.match(value)):
            return key
        if key in _SHAPES and not _SHAPES[key].match(value.strip()):
            return key
    return ""


def _ask(subject: str, goal: Goal) -> Goal:
    return Goal("explore", subject=subject, app=goal.app, extra=("cannot",))


def field_left_out(task: str, goal: Goal) -> str:
    """A field the task says the entry's new value of that ``goal``'s plan never sets ("" when none is)."""
    if goal.intent != "steps":
        return ""
    set_fields = {_SAME_FIELD.get(f, f) for line in goal.extra for f in _SET_FIELD.findall(line)}
    if not set_fields:
        return ""
    for said in _ITS_FIELD.finditer(task):
        field = (said["f"] or said["g"]).lower()
        if _SAME_FIELD.get(field, field) not in set_fields and not _keeps(task, said.end()):
            return field
    return ""


def _keeps(task: str, at: int) -> bool:
    """ "make sure its amount, category and note stay the same", "keeping its category": a field named to be left
    as it is, anywhere in its sentence."""
    begin = max(task.rfind(mark, 0, at) for mark in ".!?;") + 1
    ends = [found for mark in ".!?;" if (found := task.find(mark, at)) != -1]
    return _KEPT.search(task[begin : min(ends, default=len(task))]) is not None


_KEPT = re.compile(
    r"\b(?:stays?|remains?|unchanged|untouched|the\s+same|as\s+(?:it\s+is|they\s+are)|keep(?:s|ing)?|leave|leaving|"
    r"without\s+(?:changing|modifying|touching)|(?:don'?t|do\s+not|never|not)\s+(?:be\s+)?(?:change|touch|modify|alter|"
    r"edit|update|changed|modified|touched))\b",
    re.I,
)
