"""Forms: the field for a role (a title, a body, a date, a first name, an amount …) by its label,
hint or resource name; the field for a known fact (a password only into a password field); and what
a Type subgoal puts into its field on this screen."""

from __future__ import annotations

import re

from .captions import caption_of
from .grammar import Subgoal, parse_subgoal
from .patterns import rx
from .reading import EXACT, WHOLE_WORDS, has_word, is_search_field, match_score, message_field, words
from .screen import Element, Screen
from .turn import Turn

_FIELD_SYNONYMS = {
    "password": ("password", "passcode", "passphrase"),
    "username": ("username", "user name", "user", "login", "email"),
    "email": ("email", "e-mail", "mail"),
    "phone": ("phone", "phone number", "mobile"),
    "pin": ("pin", "pin code"),
}
_ROLE_FIELDS = {
    # A name field named for the thing it names ("Folder name", "Playlist name") titles a new entry.
    "the title field": (
        "title",
        "subject",
        "name",
        "heading",
        "event name",
        "event title",
        "file name",
        "folder name",
        "playlist name",
        "album name",
        "task name",
    ),
    "the body field": (
        "note",
        "body",
        "content",
        "text",
        "description",
        "details",
        "write",
        "writing",
        "type",
        "notes",
    ),
    "the date field": ("start date", "date", "day", "on", "due date"),
    "the time field": ("start time", "time", "at", "hour"),
    "the end time field": ("end time", "end", "until", "to"),
    "the name field": ("name", "file name", "title", "filename", "folder name", "playlist name", "album name"),
    "the first name field": ("first name", "given name", "name"),
    "the last name field": ("last name", "surname", "family name"),
    "the phone field": ("phone", "phone number", "number", "mobile"),
    "the amount field": ("amount", "price", "cost", "sum"),
    "the category field": ("category",),
    "the note field": ("note", "notes", "comment", "memo"),
    "the description field": ("description", "details", "notes"),
    "the location field": ("location", "place", "where", "address"),
    "the preparation time field": ("preparation time", "prep time", "prep", "time to prepare", "ready in"),
    "the directions field": ("directions", "instructions", "method", "steps", "preparation"),
    "the ingredients field": ("ingredients",),
    "the servings field": ("servings", "serves", "portions", "yield"),
    "the source field": ("source", "from", "url", "link"),
}
# Fields a role never takes (the end time is not the start's).
_ROLE_AVOID = {
    "the time field": ("end", "until"),
    "the date field": ("end", "until"),
    "the title field": ("last", "first"),
    "the first name field": ("last", "surname"),
    "the body field": ("title",),
    # "Preparation" may name the directions, never a preparation time (a field that is off screen is not
    # replaced by its neighbour).
    "the directions field": ("time",),
}
_GENERIC_NAMES = frozenset({"name", "to", "end", "on", "at"})
# A role's first word that tells it from a sibling field ("end time" from the start's "Time"): its last word alone
# never names it.
_SIBLINGS = frozenset({"start", "end", "first", "last", "from", "to", "due"})


def role_field(role: str, screen: Screen) -> Element | None:
    """The field for a role ("the title field"), or the field named ``role`` (label, hint or resource name)."""
    editable = [e for e in screen.elements if e.editable and not is_search_field(e)]
    names = _ROLE_FIELDS.get(role.lower())
    if names is None:
        bare = rx(r"^the\s+|\s+field$", re.I).sub("", role.strip())
        fields = [e for e in editable if e.names and match_score(bare, e.names) >= WHOLE_WORDS]
        return fields[0] if len(fields) == 1 else None
    avoid = _ROLE_AVOID.get(role.lower(), ())
    for name in names:
        for element in editable:
            if avoid and has_word(element.names, *avoid):
                continue
            # A bare "Name" is the name field only when it is all the label says.
            needed = EXACT if name in _GENERIC_NAMES else WHOLE_WORDS
            if any(match_score(name, part) >= needed for part in (element.label, element.hint or "") if part):
                return element
            if element.rid and match_score(name, element.rid.replace("_", " ")) >= WHOLE_WORDS:
                return element
    # A field whose own hint is an example ("my_note") is named by its caption above it ("Name"); a field named
    # only by a role's last word ("Time" for the preparation time) is that role's when no other field says it.
    for name in names:
        captioned = [e for e in editable if (c := caption(e, screen)) and match_score(name, c) >= EXACT]
        if len(captioned) == 1 and not (avoid and has_word(captioned[0].names, *avoid)):
            return captioned[0]
    said = words(names[0])
    if len(said) > 1 and said[0] not in _SIBLINGS and said[-1] not in _GENERIC_NAMES:
        headed = [e for e in editable if words(e.label or e.hint or "") == said[-1:]]
        if len(headed) == 1 and not (avoid and has_word(headed[0].names, *avoid)):
            return headed[0]
    others = [e for e in editable if not _named_by_role(e) and not caption(e, screen)]
    if role.lower() == "the body field" and len(others) == 1:
        return others[0]
    if role.lower() == "the body field" and not others:
        # An editor whose only field is unlabelled content (a note's text).
        unlabelled = [e for e in editable if not e.label and not e.hint]
        if len(unlabelled) == 1:
            return unlabelled[0]
    return None


def _named_by_role(element: Element) -> bool:
    return any(match_score(n, element.names) >= WHOLE_WORDS for names_ in _ROLE_FIELDS.values() for n in names_)


def caption(field: Element, screen: Screen) -> str:
    """The short text right above a field that names it ("Name" over a field hinted "Enter here"), or ""."""
    at = screen.elements.index(field)
    return caption_of(screen.elements[at - 1] if at else None)


def type_field(goal: Subgoal, screen: Screen) -> Element | None:
    if goal.target:
        return role_field(goal.target, screen)
    return message_field(screen)


def field_for_key(key: str, screen: Screen) -> Element | None:
    """The field labelled like ``key`` (a password only ever goes into a password field)."""
    names = _FIELD_SYNONYMS.get(key.lower(), (key,))
    for name in names:
        for element in screen.elements:
            if element.editable and element.label and match_score(name, element.label) >= WHOLE_WORDS:
                return element
    return None


def value_shows(field: Element, value: str) -> bool:
    if field.value == value:
        return True
    if field.value is not None and "\n" in value and field.value.replace("\\n", "\n") == value:
        return True  # a description without line breaks writes one as the two characters backslash and n
    # Password fields echo dots: the right number of one repeated mask character is the value.
    shown = field.value or ""
    return bool(shown) and len(shown) == len(value) and len(set(shown)) == 1 and shown[0] in "•*●·"


def _title_before(goal: Subgoal, plan: list[str]) -> str:
    """The title typed for the same entry as ``goal``'s body: the plan's title subgoal after the entry was started."""
    if goal.source not in plan:
        return ""
    for item in reversed(plan[: plan.index(goal.source)]):
        if item.startswith("Start a new "):
            return ""
        step = parse_subgoal(item)
        if step is not None and step.kind == "type" and step.target.lower() == "the title field":
            return step.text
    return ""


def typed_text(goal: Subgoal, turn: Turn) -> str | None:
    """What a Type subgoal puts in its field; None when another subgoal's text carries it. An editor
    with a body field and no title field gets the title before the body ("Groceries: milk"); one
    field for the day and the time gets both."""
    screen = turn.screen
    if goal.target.lower() in ("the date field", "the time field"):
        day, hour = role_field("the date field", screen), role_field("the time field", screen)
        if day is None or day is not hour:
            return goal.text
        # One field for both ("Date & time"): the day and the time go in together.
        if goal.target.lower() == "the time field":
            return None
        time = turn.task_goal.time
        return f"{goal.text} {time}" if time else goal.text
    if goal.target.lower() not in ("the title field", "the body field"):
        return goal.text
    if role_field("the title field", screen) is not None or role_field("the body field", screen) is None:
        return goal.text
    if goal.target.lower() == "the title field":
        return None
    # The plan may have dropped the title subgoal as done; of several notes, the title is the one of this text's note.
    task = turn.task_goal
    note = next((g for g in (task, *task.then) if g.body and g.body.replace("'", "’") == goal.text), None)
    title = note.title if note is not None else (_title_before(goal, turn.arguments.plan) or task.title)
    shown = rx(rf"{re.escape(title)}(?:\.\w{{1,4}})?")  # "Gift ideas.md": the name with its extension
    if title and any(shown.fullmatch(e.label) and not e.editable for e in screen.elements):
        return goal.text  # the title went in first (a file's name in a dialog): the header shows it
    return f"{title}: {goal.text}" if title else goal.text
