"""An existing entry's fields changed, each named: "set the note of the expense Cinema to 'Paid'", "Maya's email is
x@y.com", "add the note 'Paid' to the Cinema expense", "edit the expense Flowers: its amount should be $7 and its
category Food", "new directions for my chili recipe - …", "Maya Okafor has a new number, 561-555-0100",
"Car service takes place in the library now".

The entry is named by its title (or a person's name); the fields are the ones its form has (``FIELDS``). The plan
opens the entry, types or chooses each field, saves it and checks it listed (``edit_plan``). A clause whose entry
or fields these shapes do not read is left to the other readers (None).
"""

from __future__ import annotations

import re

from ..patterns import rx
from .dictation import measures_in_digits
from .fields import number_said
from .goal import Goal
from .kept_by import APP_OF_KIND

# The form field each kind of entry has, and the words people call it by.
FIELDS: dict[str, tuple[tuple[str, str], ...]] = {
    "expense": (
        ("amount", r"amount|cost|price|total"),
        ("category", r"category"),
        ("note", r"note|memo|comment"),
        ("name", r"name|title"),
    ),
    "recipe": (
        ("preparation time", r"prep(?:aration)?\s+time|cooking\s+time"),
        ("description", r"description"),
        ("servings", r"servings?|portions?|serving\s+size|yield"),
        ("source", r"source"),
        ("ingredients", r"ingredients?(?:\s+list)?"),
        ("directions", r"directions?|instructions?|steps|method"),
        ("title", r"title|name"),
    ),
    "event": (
        ("location", r"location|place|venue|address"),
        ("description", r"description|details"),
        ("title", r"title|name"),
    ),
    "contact": (
        ("email", r"e-?mail(?:\s+address)?"),
        ("phone", r"(?:phone|mobile|cell)(?:\s+number)?|number"),
    ),
}
# A field said by the verb that states it: "the Pancakes recipe should serve 12", "the Taxi expense should cost $20".
_STATED_BY: dict[str, tuple[tuple[str, str], ...]] = {
    "recipe": (("servings", r"serve|feed|make|yield"), ("preparation time", r"take")),
    "expense": (("amount", r"cost|come\s+to"),),
}
# The old value said after the new one: "…, not 6", "… instead of $25", "12 servings not six" (a number, or one in
# words, with no comma): what the field holds now, not what it gets.
_NUMBER_WORD = r"(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty)\b"
_NOT_OLD = re.compile(
    rf"(?:\s*,?\s*(?:and\s+)?not|\s+(?:rather\s+than|instead\s+of))\s+(?:the\s+)?(?=[$\d]|{_NUMBER_WORD})[\w$.,]+"
    r"(?:\s+(?:servings?|people|portions?|minutes|mins|hours?|dollars))?(?=\s*(?:[,;.!]|$))"
    r"|\s*,\s*not\s+(?:the\s+)?[A-Za-z][\w-]*(?:\s+[A-Za-z][\w-]*)?\s*$",
    re.I,
)
CHOICES = frozenset({"category"})  # a form's drop-down: chosen, not typed
_NAMING = {"expense": "name", "recipe": "title", "event": "title"}
_OBJECT_WORDS = {
    "expense": r"expenses?|transactions?|entry",
    "recipe": r"recipes?",
    "event": r"events?|appointments?|meetings?",
    "contact": r"contacts?",
}
_APP_KINDS = (("expense", "expense"), ("broccoli|recipe", "recipe"), ("calendar", "event"), ("contact", "contact"))
# The app named where the edit is said: "in pro expense", "(simple calendar)", "update my contacts".
_APP_SAID = (
    r"(?:pro\s+expense|broccoli|(?:simple\s+)?calendar(?:\s+pro)?|contacts|(?:my\s+)?(?:expenses|recipes))(?:\s+app)?"
)
_AFTERWORD = re.compile(
    rf"\s*(?:\(\s*(?:in\s+)?{_APP_SAID}\s*\)|,?\s+(?:in|on|to|from)\s+(?:the\s+|my\s+)?{_APP_SAID}\b)", re.I
)
# "…, update it", "… - update my contacts", "…, fix both": what to do with the change, said after it.
_DO_IT = re.compile(
    r"\s*(?:[,;]|\s[-–—])\s*(?:please\s+)?(?:update|fix|change|correct|save|set|do|add)\s+"
    r"(?:it|that|this|them|both|my\s+contacts|the\s+\w+(?:\s+\w+)?)?\s*$",
    re.I,
)
_LABEL = re.compile(rf"^(?:{_APP_SAID})\s*[:,-]\s*", re.I)
_DET = r"(?:(?:the|my|its|their|his|her)\s+)?"
_NAME = r"[\"“'‘]?(?P<name>[^\"“”'‘’,:;()]+?)[\"”'’]?"
_TO = r"(?:\s+(?:to|as|with)(?:\s*:)?\s+|\s*(?:=|->|→)\s*):?\s*"
# ("is actually": a value said right, as a correction is told)
_IS = (
    r"(?:\s+(?:should\s+(?:now\s+|actually\s+)?(?:be|read|say)|(?:is|are)\s+(?:now|actually|really)|is|are|now\s+is)\b\s*|"
    r"\s*[=:]\s*):?\s*"
)
# "…, without changing anything else", "…, keeping its start time", "… but keep the start time", "… but don't change
# the start time" / "… when it starts": what stays is what an edit leaves alone anyway.
KEEPING = re.compile(
    r"\s*,?\s*(?:(?:and\s+|but\s+)?without\s+(?:changing|touching)\b|(?:while\s+|and\s+|but\s+)?keep(?:ing)?\s+(?:its|the|everything|all)\b"
    r"|(?:and\s+|but\s+)(?:don'?t|do\s+not)\s+(?:change|touch|move)\s+(?:its|the|when\s+it)\b)"
    r".*$",
    re.I,
)
# Fields only a recipe has: an entry edited by one of them is a recipe, with no kind or app said.
_RECIPE_ONLY = re.compile(r"\b(?:prep(?:aration)?\s+time|cooking\s+time|servings|ingredients|directions)\b", re.I)
_EDIT_VERB = r"(?:change|set|update|edit|make|correct|fix|modify|replace|amend)"


def _kind(text: str, app: str) -> tuple[str, str]:
    """The kind of entry and its app: from the app named, else from the object word the clause uses."""
    for pattern, kind in _APP_KINDS:
        if rx(pattern, re.I).search(app):
            return kind, app
    named = _LABEL.match(text) or _AFTERWORD.search(text)
    said = named.group(0) if named is not None else ""
    for pattern, kind in _APP_KINDS if said else ():
        if rx(pattern, re.I).search(said):
            return kind, APP_OF_KIND[kind]
    for kind, words in _OBJECT_WORDS.items():
        if rx(rf"\b(?:{words})\b", re.I).search(text):
            return kind, app or APP_OF_KIND[kind]
    if _RECIPE_ONLY.search(text):
        return "recipe", app or APP_OF_KIND["recipe"]  # "the prep time for Fish tacos …": only a recipe has one
    # A name in lower case is a person's where it owns the number or the email: "maya suzuki's email is …".
    if rx(r"\b(?:e-?mail|phones?|numbers?)\b", re.I).search(text) and (
        rx(r"\b[A-Z][a-z'-]+\s+[A-Z][a-z'-]+").search(text)
        or rx(r"\b[a-z]+\s+[a-z]+['’]s\s+(?:e-?mail|phone|number)", re.I).search(text)
    ):
        return "contact", app or APP_OF_KIND["contact"]  # a person's number or email: a contact's
    return "", app


def _field(kind: str, said: str) -> str:
    said = rx(r"\s+").sub(" ", said.strip().lower())
    return next((name for name, words in FIELDS[kind] if rx(words).fullmatch(said)), "")


def _value(field: str, said: str) -> str:
    value = rx(r"\s+(?:now|instead|from\s+now\s+on)$").sub("", said.strip().strip(" ,;.").strip())
    value = value.strip("\"“”'‘’ ")
    if field in ("preparation time", "servings"):
        value = measures_in_digits(value)  # "should say forty five mins": a message's words are kept, a field's not
    if field == "preparation time":
        # "should take 45 mins to prep": the time only; a value of no time's shape is never typed as one
        value = rx(r"\s+to\s+(?:prep(?:are)?|cook|make|bake|get\s+ready)\b.*$", re.I).sub("", value)
        if not rx(
            r"\d+(?:\.\d+)?\s*(?:mins?|minutes?|hours?|hrs?|h)(?:\s+(?:and\s+)?\d+\s*(?:mins?|minutes?))?", re.I
        ).fullmatch(value):
            return ""
        value = rx(r"^(\d+)\s*(?:minutes?|min)$", re.I).sub(r"\1 mins", value)  # the app's form, as a new recipe's
    if field == "amount":
        number = rx(r"\d[\d,]*(?:\.\d+)?").search(value)
        return f"{float(number.group(0).replace(',', '')):.2f}" if number else ""
    if field == "servings" and (count := rx(r"(\d+)(?:\s+(?:servings?|people|persons|portions?))?").fullmatch(value)):
        return f"{count.group(1)} servings"
    if field == "category":
        return value.title()
    if field in ("phone", "number"):
        return number_said(value)
    return value


def _specs(kind: str, said: str) -> list[tuple[str, str]] | None:
    """ "its amount should be $7 and its category Food", "amount 7, category food": every field said with its
    value, or None when some of the text is no field's."""
    fields = "|".join(words for _, words in FIELDS[kind])
    marker = rx(rf"(?:^|\s*(?:,|;|\band\b)\s*(?:and\s+)?)(?:its\s+|the\s+|a\s+)?(?:new\s+)?(?P<f>{fields})\b", re.I)
    found = list(marker.finditer(said))
    if not found or found[0].start() != 0:
        return None
    specs = []
    for n, match in enumerate(found):
        end = found[n + 1].start() if n + 1 < len(found) else len(said)
        raw = rx(rf"^(?:{_IS}|{_TO}|\s+)").sub("", said[match.end() : end])
        field, value = _field(kind, match.group("f")), _value(_field(kind, match.group("f")), raw)
        if not field or not value:
            return None
        specs.append((field, value))
    return specs


def _shapes(kind: str) -> tuple[re.Pattern[str], ...]:
    fields = "|".join(words for _, words in FIELDS[kind])
    obj = _OBJECT_WORDS[kind]
    entry = rf"{_DET}(?:(?:{obj})\s+)?(?:(?:named|called)\s+)?{_NAME}(?:\s+(?:{obj}))?"
    return (
        # "set the note of the expense Cinema to 'Paid'", "change the phone number of Maya Okafor to …"
        rx(rf"^{_EDIT_VERB}\s+{_DET}(?P<f>{fields})\s+(?:of|for|in|on)\s+{entry}{_TO}(?P<v>.+)$", re.I),
        # "update Maya's number to …", "Maya Suzuki's email is …" (said so, a number is a new contact's: steps.py)
        rx(
            rf"^{_EDIT_VERB}\s+{_DET}{_NAME}['’]s\s+(?P<f>{fields})(?:\s*\((?P<full>[^)]+)\))?(?:{_TO}|{_IS})(?P<v>.+)$",
            re.I,
        ),
        rx(rf"^(?:(?:add|save)\s+)?{_DET}{_NAME}['’]s\s+(?P<f>{fields}){_IS}(?P<v>\S+@\S+)$", re.I),
        # "add the note 'Paid' to the Cinema expense", "add the email address x@y.com to the contact Maya"
        rx(
            rf"^(?:add|put|attach|give|set)\s+(?:(?:the|a|an)\s+)?(?:new\s+)?(?P<f>{fields})\s+(?P<v>.+?)\s+"
            rf"(?:to|on|for)\s+{entry}$",
            re.I,
        ),
        # "save x@y.com as the email of Maya", "use x@y.com as Maya's email"
        rx(
            rf"^(?:save|use|store|add|put|set)\s+(?P<v>\S+@\S+)\s+as\s+(?:{_DET}(?P<f>{fields})\s+(?:of|for)\s+{entry}|"
            rf"{_NAME.replace('name', 'name2')}['’]s\s+(?P<f2>{fields}))$",
            re.I,
        ),
        # "Chili: set the instructions to …": the entry named first
        rx(rf"^{entry}\s*[:,]\s*{_EDIT_VERB}\s+(?:the\s+|its\s+)?(?P<f>{fields}){_TO}(?P<v>.+)$", re.I),
        # "the location of Team sync should be Room 12"
        rx(rf"^(?:the\s+|its\s+)?(?P<f>{fields})\s+(?:of|for)\s+{entry}{_IS}(?P<v>.+)$", re.I),
        # "the Cinema expense needs a note: Paid", "Maya Okafor has a new number, 561-555-0100"
        rx(
            rf"^{entry}\s+(?:(?:needs|should\s+have)\s+(?:a|an|the)\s+(?:new\s+)?|(?:has|got|gets|has\s+got)\s+(?:a|an)\s+new\s+)"
            # "got a new phone, number is …" is a new device (a new contact's, maybe): only a new number says a change.
            rf"(?!(?:phone|mobile|cell)\b(?!\s+number))(?P<f>{fields})"
            r"\s*(?:[:,]|\s[-–—])?\s*"
            r"(?P<v>.+)$",
            re.I,
        ),
        # "new directions for my chili recipe - …"
        rx(rf"^(?:(?:the|a)\s+)?new\s+(?P<f>{fields})\s+(?:for|of)\s+{entry}\s*(?::|\s[-–—]|,)\s*(?P<v>.+)$", re.I),
        # "the Chili directions should be: …", "the Cinema expense note is Paid"
        rx(rf"^{entry}\s+(?P<f>{fields}){_IS}(?P<v>.+)$", re.I),
    )


def _chosen_day(name: str) -> str:
    """The name without the day that picks the entry ("Car service on March 27"): the list shows it by title."""
    return (
        rx(
            r"\s+(?:on|from)\s+(?:(?:this|next)\s+)?(?:\w+day|(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)\w*\s+\d{1,2}|"
            r"\d{1,2}[/-]\d{1,2}(?:[/-]\d{2,4})?|tomorrow|today)\b.*$",
            re.I,
        )
        .sub("", name)
        .strip()
    )


def _listed(kind: str, text: str) -> tuple[str, list[tuple[str, str]]] | None:
    """ "edit the expense Flowers: its amount should be $7 and its category Food", "fix my flowers expense -
    amount 7, category food", "change Flowers to $7 and put it under Food": the entry, then its fields."""
    obj = _OBJECT_WORDS[kind]
    entry = rf"{_DET}(?:(?:{obj})\s+)?{_NAME}(?:\s+(?:{obj}))?"
    head = rx(rf"^{_EDIT_VERB}\s+{entry}\s*(?::|\s[-–—]|,)\s*(?P<rest>.+)$", re.I).match(text)
    if head is not None and (specs := _specs(kind, head.group("rest"))):
        return head.group("name"), specs
    if kind != "expense":
        return None
    # An expense's amount and category said as a move: "change Flowers to $7 and put it under Food".
    moved = rx(
        rf"^(?:{_EDIT_VERB}\s+{entry}\s+to|{_DET}{_NAME.replace('name', 'name2')}(?:\s+expense)?\s+"
        r"(?:should\s+be|(?:is|was)\s+(?:actually|really)))\s+"
        r"(?P<money>\$\s?\d[\d,]*(?:\.\d+)?)(?:\s+and\s+(?:(?:put|move|file)\s+it|(?:be\s+)?(?:filed|put|go))\s+"
        r"(?:under|in|into)\s+(?:the\s+)?(?P<cat>[\w ]+?)(?:\s+category)?)?$",
        re.I,
    ).match(text)
    if moved is None:
        return None
    specs = [("amount", _value("amount", moved.group("money")))]
    if moved.group("cat"):
        specs.append(("category", _value("category", moved.group("cat"))))
    return moved.group("name") or moved.group("name2"), specs


def _stated(kind: str, text: str) -> tuple[str, list[tuple[str, str]]] | None:
    """ "the Pancakes recipe should serve 12", "… now serves 12", "Pancakes is 12 servings", "the Taxi expense should
    cost $20", "make the Chili recipe feed 4", "change it to serve 4": the value an entry's field should have, said by
    the verb or the unit that names the field."""
    obj = _OBJECT_WORDS[kind]
    entry = rf"{_DET}(?:(?:{obj})\s+)?{_NAME}(?:\s+(?:{obj}))?"
    made = rx(r"^make\s+", re.I).match(text)
    changed = None if made else rx(rf"^{_EDIT_VERB}\s+", re.I).match(text)
    start = made or changed
    how = (
        r"\s+to"
        if changed
        else r""
        if made
        # the verb in the present ("… now serves 12") says it as it is to be, as "should" does
        else r"(?:\s+(?:should|must|needs\s+to|has\s+to|is\s+supposed\s+to|ought\s+to)|(?=\s+(?:(?:now|actually|really)\s+)?\w+s\s))"
    )
    for field, verbs in _STATED_BY.get(kind, ()):
        said = rx(rf"^{entry}{how}\s+(?:now\s+|really\s+|only\s+|actually\s+)?(?:{verbs})s?\s+(?P<v>.+)$", re.I).match(
            text[start.end() :] if start else text
        )
        # Only a count or an amount: "the Chili recipe makes me happy" changes nothing.
        if said is not None and rx(r"\$?\d").match(value := _value(field, said.group("v"))):
            return said.group("name"), [(field, value)]
    counted = rx(
        rf"^{entry}(?:\s+(?:is|are|should\s+be|makes|serves)|\s*[:,]|\s+[-–—])\s+(?P<v>\d+\s+(?:servings?|portions?))$",
        re.I,
    ).match(text)
    if kind == "recipe" and counted is not None:
        return counted.group("name"), [("servings", _value("servings", counted.group("v")))]
    return None


# A new number said as a fact: "Maya changed numbers, it's now 555 0100", "Ben has changed his phone: 555 0100".
_NEW_NUMBER = re.compile(
    rf"^{_DET}{_NAME}\s+(?:has\s+)?(?:changed|switched)\s+(?:(?:his|her|their)\s+)?(?:phone\s+)?(?:numbers?|phones?)"
    r"\s*[,;:-]?\s*(?:(?:it'?s|it\s+is|the\s+new\s+one\s+is|new\s+one\s*:?)\s+(?:now\s+)?)?(?P<v>\+?[\d(][\d\s().-]{5,}\d)$",
    re.I,
)
# Where an event happens, said as a fact: "Car service is at the library now", "… takes place in Room 4".
_HAPPENS = re.compile(
    rf"^{_DET}{_NAME}\s+(?:is\s+(?:now\s+)?(?:at|in)|takes\s+place\s+(?:at|in)|(?:will\s+be|is)\s+held\s+(?:at|in)|"
    r"happens\s+(?:at|in)|moved\s+to)\s+(?P<v>(?!\d)(?!(?:mon|tues|wednes|thurs|fri|satur|sun)day)[^,]+?)$",
    re.I,
)


def edit_said(clause: str) -> str:
    """The edit itself: without the app said around it, what stays the same, and "…, update it"."""
    text = _LABEL.sub("", clause.strip().rstrip(".!"))
    return _NOT_OLD.sub("", _DO_IT.sub("", _AFTERWORD.sub("", KEEPING.sub("", text)))).strip()


def kind_of(clause: str, app: str) -> tuple[str, str]:
    """The kind of entry a clause edits and the app that keeps it (said, or the one for that kind)."""
    return _kind(clause, app)


_ASKED = re.compile(r"^\s*(?:how|what|which|when|where|who|whose)\b", re.I)


_ALL_DELETED = re.compile(
    r"^\s*(?:delete|remove|erase|trash|get\s+rid\s+of|drop|clear|wipe)\s+(?:out\s+)?(?:all|every|each|any)\b", re.I
)


_MADE_NEW = re.compile(
    r"^\s*(?:(?:add|create|make|save)\s+(?:an?\s+)?(?:new\s+)?|new\s+)(?:recipe|note|event|contact|expense|task)\b",
    re.I,
)


def read_field_edit(clause: str, app: str) -> Goal | None:
    """The clause as fields of an existing entry changed (a plan of subgoals), or None."""
    if _ASKED.match(clause):
        return None  # "how many servings is the X recipe?": a question about a field, never a change to it
    if _ALL_DELETED.match(clause):
        return None  # "delete all the expenses whose category is Food": the field chooses what goes, nothing changes
    if _MADE_NEW.match(clause):
        return None  # "new recipe Flatbread - directions: …": an entry to make, never one named "New recipe …" to edit
    text = edit_said(clause)
    kind, app = _kind(clause, app)
    if not kind:
        return None
    name, specs = "", []
    for shape in _shapes(kind):
        found = shape.match(text)
        if found is None:
            continue
        groups = found.groupdict()
        field = _field(kind, groups.get("f") or groups.get("f2") or "")
        value = _value(field, groups["v"]) if field else ""
        name = (groups.get("full") or groups.get("name") or groups.get("name2") or "").strip()
        if field and value and name:
            specs = [(field, value)]
            break
    if not specs and (listed := _listed(kind, text)) is not None:
        name, specs = listed
    if not specs and (stated := _stated(kind, text)) is not None:
        name, specs = stated
    if not specs and kind == "contact" and (changed := _NEW_NUMBER.match(text)) is not None:
        name, specs = changed.group("name"), [("phone", changed.group("v").strip())]
    if not specs and kind == "event" and (happens := _HAPPENS.match(text)) is not None:
        name, specs = happens.group("name"), [("location", _value("location", happens.group("v")))]
    name = _chosen_day(name) if kind == "event" else name
    if not specs or not name or len(name.split()) > 6 or rx(rf"^(?:{_OBJECT_WORDS[kind]})$", re.I).match(name):
        return None
    if rx(r"\b(?:has|have|got|gets|is|are|was|needs|should|will)\b", re.I).search(name):
        return None  # a statement read as a name: not an entry's title
    if rx(
        r"^(?:call|ring|dial|phone|text|send|open|play|show|find|tell)\s+(?:the|my|a|an)\b|\b(?:that|which|who)$", re.I
    ).search(name):
        return None  # "call the number that is in the description of X": a request and its relative clause, no entry
    if rx(r"\w\.(?:txt|md|csv)\b|^(?:put|add|import|copy|save)\s|\bevery\b", re.I).search(name):
        return None  # "put every recipe in recipes.txt that takes 10 minutes …": rows carried, no entry named
    return edit_plan(app or APP_OF_KIND[kind], kind, name, specs)


def _quote(text: str) -> str:
    return text.replace("'", "’")


def change_steps(specs: list[tuple[str, str]]) -> list[str]:
    """Each field's change as a subgoal: a choice picked, any other field typed over."""
    return [
        f"Choose '{_quote(value)}' for the {field} field"
        if field in CHOICES
        else f"Type '{_quote(value)}' into the {field} field"
        for field, value in specs
    ]


def entry_app(kind: str) -> str:
    """The app that keeps entries of ``kind`` when the request names none ("" for a kind without one)."""
    return APP_OF_KIND.get(kind, "")


def naming_field(kind: str) -> str:
    """The field that holds an entry's name."""
    return _NAMING.get(kind, "title")


def edit_plan(app: str, obj: str, name: str, specs: list[tuple[str, str]] | None = None, *changes: str) -> Goal:
    """The steps of every edit of an entry named ``name``: open it, change it, save it, and see it listed (under
    its new name when the change renames it)."""
    name = name.strip(" -–—:,;")  # "Fish tacos - prep time should be …": the dash sets the name off, no part of it
    shown = next((value for field, value in specs or [] if field == _NAMING.get(obj)), name)
    return Goal(
        "steps",
        app=app,
        extra=(
            f"Open {app}",
            f"Open the {obj} '{_quote(name)}'",
            *change_steps(specs or []),
            *changes,
            f"Save the {obj}",
            f"Check the {obj} '{_quote(shown)}' is listed",
        ),
    )
