"""An entry given as its fields' labels and values, after the request that makes it: "Add an event …. Title: 'Yoga
class'. Time: 8 AM. Duration: 60 minutes." (session 25), and as a task writer sets them out (first tries, session 26:
"Create a new event in Simple Calendar Pro with the following properties - title: X; date: …; repeat: monthly." had
saved "X; repeat: monthly" as its description, a false done; "… recipe with these details - title: X; description: …;
ingredients: a, b, c; …" ran the fields together). Said again as the request with each field as the grammar reads it.

A list is only read when every part after the request is a label the table knows, with its colon where the parts are
set off by semicolons or commas; a label it does not know ("First Name:") leaves the text to the readers of forms."""

from __future__ import annotations

import re

# How each label's value is said in a request the grammar reads; free text is quoted, so its own words ("Tennis
# with Kofi") never start a field.
_SAID = {
    "title": 'titled "{}"',
    "name": 'named "{}"',
    "time": "at {}",
    "start": "at {}",
    "start time": "at {}",
    "date": "on {}",
    "day": "on {}",
    "duration": "lasting {}",
    "length": "lasting {}",
    "description": 'with the description "{}"',
    "location": 'at the location "{}"',
    "repeat": "repeating {}",
    "repeats": "repeating {}",
    "recurrence": "repeating {}",
    "repetition": "repeating {}",
    "phone": "with the number {}",
    "number": "with the number {}",
    "servings": "{} servings",
    "prep time": "a preparation time of {}",
    "preparation time": "a preparation time of {}",
    "source": 'the source "{}"',
    "ingredients": 'the ingredients "{}"',
    "directions": 'the directions "{}"',
    "amount": "the amount {}",
    "category": "the category {}",
    "note": 'the note "{}"',
    "due date": "due on {}",
    "due": "due on {}",
    "notes": 'with the notes "{}"',
}
_NAMES = "|".join(label.replace(" ", r"\s+") for label in sorted(_SAID, key=len, reverse=True))
# A label said in a sentence of its own, its colon optional: "Title: 'Yoga class'", "Time 8 AM".
_SENTENCE = re.compile(rf"^(?P<l>{_NAMES})\s*:?\s+(?P<v>.+?)$", re.I)
_COUNTED = re.compile(r"^\d+\s+servings?$", re.I)
# Where a list set off by colons begins: the first known label with its colon, after the request.
_FIRST = re.compile(rf"(?:^|(?<=[\s.;:,(–—-]))(?P<l>{_NAMES})\s*:\s*", re.I)
# Where one part ends and the next begins: a semicolon, a full stop, a comma or a dash before a label and its colon.
_NEXT = re.compile(rf"\s*(?:[;\n]|\.(?=\s)|,|\s[-–—])\s*(?=(?:{_NAMES})\s*:)", re.I)
# After the request's colon, labels said bare and set off by commas: "…: name X, amount A, category C, note N".
_BARE_FIRST = re.compile(rf":\s+(?=(?:{_NAMES})\s)", re.I)
_NEXT_BARE = re.compile(rf"\s*[,;]\s+(?:and\s+)?(?=(?:{_NAMES})\s)", re.I)
# The words that only announce the list: "with the following properties -", "with these details:", "as follows:".
_ANNOUNCED = re.compile(
    r"\s*(?:,?\s*(?:with\s+)?(?:the\s+following|these)\s+(?:properties|details|fields|values|information|data)|"
    r",?\s*as\s+follows)?\s*[-–—:;,.]?\s*$",
    re.I,
)
# The request names the entry last, before the list: "Log an expense in Pro Expense", "Create a new event in X",
# "Add an expense named Lunch".
_KIND_LAST = re.compile(
    r"\b(?:an?|new|the)\s+(?:new\s+)?(?:calendar\s+|pro\s+)?(?:event|meeting|appointment|recipe|expense|task|to-?do|contact|note)\b(?:\s+entry)?"
    r"(?:\s+(?:named|called|titled)\s+(?:\"[^\"]{1,40}\"|[\w'-]+(?:\s+[\w'-]+){0,3}))?"
    r"(?:\s+(?:in|to|into|on|for|using)\s+(?:the\s+|my\s+)?[\w ]{1,30}?)?$",
    re.I,
)
_QUOTES = "\"'“”‘’"


def labelled_entry(text: str) -> str | None:
    """The request with its labelled fields said as the grammar reads them, or None when it has no such list."""
    # "New Pro Expense entry → name X / amount A / category C": an arrow heads the list, slashes part its fields.
    text = re.sub(r"\s*(?:→|->|=>)\s*", ": ", text, count=1)
    text = re.sub(rf"\s+/\s+(?=(?:{_NAMES})\b)", ", ", text, flags=re.I)
    return _sentences(text) or _set_off(text)


def _said(label: str, value: str) -> str | None:
    """The field as the grammar reads it; None for a value with a quote inside it, which is no one field's."""
    value = value.strip().strip(_QUOTES).strip()
    if re.search(r"[\"“”]", value):
        return None  # 'description "Moist and simple", 6 servings': the list is not one of labels alone
    label = re.sub(r"\s+", " ", label.lower())
    if label == "servings" and _COUNTED.match(value):
        return value  # "Servings: 2 servings": the count already says its unit
    return _SAID[label].format(value)


def _sentences(text: str) -> str | None:
    """ "Add an event. Title: X. Time: 8 AM. Duration: 60 minutes.": a label in each sentence after the first."""
    sentences = [s.strip() for s in re.split(r"(?<=[\w'\"”)])\.\s+", text.strip().rstrip(".")) if s.strip()]
    if len(sentences) < 3:
        return None
    head, said = sentences[0], []
    if ":" in head:
        return None  # "add a recipe to broccoli: X. description …": a listing the readers of fields already read
    for sentence in sentences[1:]:
        if _COUNTED.match(sentence):
            said.append(sentence)
            continue
        found = _SENTENCE.match(sentence)
        field = _said(found.group("l"), found.group("v")) if found is not None else None
        if field is None:
            return None
        said.append(field)
    return f"{_requested(head)} " + ", ".join(said) + "."


def _set_off(text: str) -> str | None:
    """ "Create an event … - title: X; date: …; duration: 90 minutes": labels with colons, set off from each other;
    "Log an expense in Pro Expense: name X, amount A, category C": after the request's colon, labels without."""
    if (first := _FIRST.search(text)) is not None and first.start() > 0:
        head, rest, after = text[: first.start()], text[first.start() :], _NEXT
        least, label = 2, rf"^(?P<l>{_NAMES})\s*:\s*(?P<v>.+)$"
    elif (bare := _BARE_FIRST.search(text)) is not None:
        head, rest, after = text[: bare.start()], text[bare.end() :], _NEXT_BARE
        least, label = 3, rf"^(?P<l>{_NAMES})\s+(?P<v>.+)$"
    else:
        return None
    head = _ANNOUNCED.sub("", head).strip()
    if (
        ":" in head
        or "\n" in text.strip()
        or not _KIND_LAST.search(head)
        or re.search(rf"\b(?:{_NAMES})\b", head, re.I)
    ):
        # Lines, a name or fields said before the list ("add Veggie stir fry: description …"), or no entry named
        # ("Veggie stir fry — serves 2 — source: …"): the other readers' to read.
        return None
    said, labels = [], set()
    for part in re.split(r"\s*;\s*", rest.strip().rstrip(".").strip()):
        for piece in after.split(part):
            found = re.match(label, piece.strip(), re.I | re.S)
            field = _said(found.group("l"), found.group("v")) if found is not None else None
            if found is None or field is None or found.group("l").lower() in labels:
                return None  # something said that is no label's, or one entry's label twice: not one entry's list
            labels.add(found.group("l").lower())
            said.append(field)
    # (after a name said in the request, the fields are set off from it: "an expense named Lunch, the amount 12")
    joint = ", " if re.search(r"\b(?:named|called|titled)\b", head, re.I) else " "
    head = re.sub(
        r"\b(?P<v>named|called|titled)\s+(?P<n>[^\"“\s][^\"“]*?)(?=\s+(?:in|to|into|on|for|using)\b|$)",
        r'\g<v> "\g<n>"',
        head,
    )
    return _requested(head) + joint + ", ".join(said) + "." if len(said) >= least else None


def _requested(head: str) -> str:
    """A head said as a heading ("New recipe", "New Pro Expense entry") as the request it stands for."""
    head = re.sub(r"^new\s+recipe\b", "Add a recipe", head, flags=re.I)
    return re.sub(
        r"^new\s+pro\s+expense(?:\s+(?:entry|item|record))?$", "Add an expense in Pro Expense", head, flags=re.I
    )
