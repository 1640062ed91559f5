"""Records deleted by what they hold rather than by name: the extra copies of exact duplicates ("delete all
but one of any expenses that are exact duplicates", "dedupe my recipes"), or every record whose field
mentions a word ("delete the recipes that use eggs in the directions")."""

from __future__ import annotations

import re

from ..patterns import rx
from ..reading import APP_FAMILIES, words
from .goal import Goal

# A deletion whose entries are chosen by judgement; when no reading here says how, it is not guessed at.
NEEDS_JUDGEMENT = re.compile(
    r"\ball\s+but\b|\bduplicates?\b|\b(?:that|which|whose)\s+(?:\w+\s+)?(?:uses?|contains?|ha(?:ve|s)|mentions?)\b",
    re.I,
)
_DUPLICATES = re.compile(
    r"\b(?:duplicates?|duplicated|twice|de-?dupe|de-?duplicate|exact\s+cop(?:y|ies)|extra\s+cop(?:y|ies))\b", re.I
)
_REMOVING = re.compile(r"\b(?:delete|remove|erase|trash|get\s+rid\s+of|drop|clean\s+up|de-?dupe|de-?duplicate)\b", re.I)
_VERB = r"(?:use|uses|contain|contains|have|has|mention|mentions|include|includes|call\s+for|calls\s+for)"
_FIELD = r"(?P<field>directions|ingredients|description|title|(?:file\s*)?name|note|notes|source|category)"
_WORD = r"[\w'\"“”‘’ -]"  # a word said bare or quoted ("whose name contains 'Taxi'")
_MATCHING = (
    re.compile(
        rf"\b(?:that|which|whose)\s+{_VERB}\s+(?P<word>{_WORD}+?)\s+in\s+(?:the|its|their|[a-z']+)\s+{_FIELD}\b", re.I
    ),
    re.compile(rf"\bwhose\s+{_FIELD}\s+{_VERB}\s+(?P<word>{_WORD}+?)$", re.I),
    re.compile(rf"\bwith\s+(?P<word>{_WORD}+?)\s+in\s+(?:the|its|their|[a-z']+)\s+{_FIELD}\b", re.I),
    # "which are using eggs in the directions", "having nuts in their ingredients": the verb's -ing form.
    re.compile(
        rf"\b(?:(?:that|which)\s+(?:are|is)\s+)?(?:using|having|containing|mentioning|including)\s+"
        rf"(?P<word>{_WORD}+?)\s+in\s+(?:the|its|their|[a-z']+)\s+{_FIELD}\b",
        re.I,
    ),
)
# No field said ("every recipe that uses eggs"): the field that lists what a record of the kind uses, where one does.
# What a recipe uses is said bare ("eggs"); "that have a photo" is no ingredient and stays a judgement.
# "every recipe with eggs", "recipes containing nuts": the same said with a preposition (a count chooses by servings).
_USED = re.compile(
    r"\b(?:(?:that|which)\s+(?:uses?|calls?\s+for|needs?|contains?|includes?)|with|containing|using|made\s+with|"
    # "every recipe that has eggs in it", "the ones with nuts in them"
    r"(?:that|which)\s+(?:has|have)(?:\s+got)?(?=\s+[\w' -]+?\s+in\s+(?:it|them)$))\s+"
    r"(?!(?:a|an|the|no|any)\b)(?!\d)(?P<word>[\w' -]+?)(?:\s+in\s+(?:it|them))?$",
    re.I,
)
_USES_FIELD = {"recipe": "ingredients"}


def _bare(said: str) -> str:
    """The word itself: "the word 'old'" is old."""
    word = rx(r"^(?:the|any|some)\s+", re.I).sub("", said.strip())
    word = rx(r"^(?:word|words|text|string|term)\s+", re.I).sub("", word)
    return word.strip("'\"“”‘’ ")


def read_selective_delete(text: str, obj: str, app: str) -> Goal | None:
    """Records to delete chosen by their content, or None. ``obj`` is the kind of record the text or its app
    names; without one there is no list to read."""
    if not obj or not _REMOVING.search(text):
        return None
    if _DUPLICATES.search(text):
        return Goal("delete", obj=obj, app=app, subject="duplicates")
    for pattern in _MATCHING:
        found = pattern.search(text.rstrip(" .!"))
        if found is not None:
            word = _bare(found.group("word"))
            field = rx(r"^file\s*name$").sub("name", found.group("field").lower())
            field = field.rstrip("s") if field == "notes" else field
            return Goal("delete", obj=obj, app=app, subject="matching", criterion=field, value=word)
    used = _USED.search(text.rstrip(" .!"))
    if used is not None and obj in _USES_FIELD:
        word = rx(r"^(?:the|any|some)\s+", re.I).sub("", used.group("word").strip())
        return Goal("delete", obj=obj, app=app, subject="matching", criterion=_USES_FIELD[obj], value=word)
    return None


_RECORD_KINDS = {"expenses": "expense", "recipes": "recipe", "notes": "note", "calendar": "event"}


def record_kind(app: str) -> str:
    """The kind of record an app keeps, by its purpose ("recipe" for Broccoli), or ""."""
    own = "".join(words(app))
    return next((kind for purpose, kind in _RECORD_KINDS.items() if own and own in APP_FAMILIES[purpose]), "")


def selective_plan(goal: Goal, app: str) -> list[str] | None:
    if goal.intent == "delete" and goal.subject == "in folder":
        return [f"Open {app}", f"Open the folder '{goal.value}'", f"Delete every {goal.obj}"]
    if goal.intent == "delete" and goal.subject == "picked" and goal.criterion == "amount":
        category = f" in the category '{goal.value}'" if goal.value else ""
        return [f"Open {app}", f"Delete the {goal.obj} with the {goal.item} amount{category}"]
    if goal.intent == "delete" and goal.subject == "picked" and goal.criterion == "start":
        return [f"Open {app}", f"Delete the {goal.obj} that starts {goal.item} on {goal.date}"]
    if goal.intent == "delete" and goal.subject == "picked":
        if not app:
            return [f"Stop: the rules cannot tell which app keeps the {goal.obj}s"]
        folder = [f"Open the folder '{goal.value}'"] if goal.value else []
        return [f"Open {app}", *folder, f"Delete the {goal.obj} with the {goal.item} {goal.criterion}"]
    if goal.intent != "delete" or goal.subject not in ("duplicates", "matching"):
        return None
    if goal.subject == "duplicates":
        return [f"Open {app}", f"Delete the extra copies of duplicate {goal.obj}s"]
    relation = {"is": "is", "over": "is over", "under": "is under"}.get(goal.item, "mentions")
    return [f"Open {app}", f"Delete every {goal.obj} whose {goal.criterion} {relation} '{goal.value}'"]
