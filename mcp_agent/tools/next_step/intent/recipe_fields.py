"""A recipe said in one line, as people type it: "Veggie stir fry - Colourful and quick, 2 servings, 20 mins,
source magazine, ingredients peppers, soy sauce, directions: Stir fry …". The fields carry the same names as
a recipe given as rows (title, description, servings, preparationTime, source, ingredients, directions)."""

from __future__ import annotations

import re

from ..patterns import rx

# Labels that start a field; ingredients run on (their own commas) until the next label.
# ("you need basil, pine nuts" is the ingredients said as what the cook needs.)
_LABELS = re.compile(
    r"(?:^|,\s*|\.\s+|;\s*|,?\s+and\s+(?:the\s+)?(?=(?:directions|instructions)\b))(?P<label>ingredients|directions|instructions|method|steps|source|from|description|"
    r"prep(?:aration)?(?:\s+time)?|serves|servings|you(?:'ll|\s+will)?\s+need)\s*:?\s*",
    re.I,
)
_KEYS = {
    "ingredients": "ingredients",
    "directions": "directions",
    "instructions": "directions",
    "method": "directions",
    "steps": "directions",
    "source": "source",
    "from": "source",
    "description": "description",
    "serves": "servings",
    "servings": "servings",
}
_SERVINGS = re.compile(r"^(?:serves\s+)?(?P<n>\d+)\s*(?:servings?|portions?|people)?$", re.I)
# "20 mins", "takes 20 mins", "20 mins prep": the time alone is the field's value.
_MINUTES = re.compile(
    r"^(?:takes\s+)?(?P<t>\d+\s*(?:mins?|minutes?|hours?|hrs?))(?:\s+(?:of\s+|to\s+)?prep(?:are|aration)?(?:\s+time)?)?$",
    re.I,
)
# Directions are said as what to do: the first unlabelled piece that starts with a kitchen verb starts them.
_COOKING_VERB = re.compile(
    r"^(?:mash|mix|bake|blend|boil|stir|fry|chop|cook|simmer|roast|grill|toss|whisk|combine|pour|heat|slice|dice|"
    r"season|marinate|knead|beat|fold|steam|saut[eé]|bring|place|preheat|cut|spread|layer|melt|sear|braise|drain|"
    r"rinse|peel|grate|microwave|cover|chill|soak|puree|strain|shake|roll|stuff|wrap|brush|sprinkle|garnish|"
    r"whip|toast|scramble|poach|assemble|serve|put|add|let|leave|first|then|warm|reheat|dress|top|fill|squeeze|crack|"
    r"blanch|infuse|plate|bake)\b",
    re.I,
)


_SENTENCE_OF_STEPS = re.compile(r"\.\s+(?=" + _COOKING_VERB.pattern[1:] + ")", re.I)
_SENTENCE_END = re.compile(r"(?<=[a-z]{3})\.\s+(?=\w)")


def _servings(count: str) -> str:
    return f"{count} serving" if count == "1" else f"{count} servings"


def _time_said(part: str) -> str:
    found = _MINUTES.match(part)
    # The recipes app writes a time as "20 mins": "20 minutes" is the same value in its form.
    return rx(r"^(\d+)\s*(?:minutes?|min)$").sub(r"\1 mins", found.group("t")) if found is not None else part


def _unlabelled(parts: list[str], fields: dict[str, str]) -> None:
    """Pieces said after the count and the time with no label ("bananas, flour, butter, mash, mix and bake"): the
    ingredients, then the directions from the first piece that says what to do; one piece alone and no verb is
    the description, as before any other field."""
    # A sentence that ends the ingredients and starts what to do ("…, butter. Mash, mix and bake"): two pieces.
    parts = [piece for part in parts for piece in rx(r"\.\s+(?=" + _COOKING_VERB.pattern[1:] + ")", re.I).split(part)]
    verb_at = next((n for n, part in enumerate(parts) if _COOKING_VERB.match(part)), len(parts))
    listed, directions = parts[:verb_at], parts[verb_at:]
    if directions:
        fields.setdefault("directions", ", ".join(directions))
    if len(listed) == 1 and not directions and "description" not in fields:
        fields["description"] = listed[0]
    elif listed:
        fields.setdefault("ingredients", ", ".join(listed))


# The name said before a recipe's colon: "new recipe banana bread:", "add Veggie stir fry to my recipes:", "add
# Veggie stir fry:" (the recipes app said apart); a name with no word around it that says so must be capitalised.
_NAMED_BEFORE = (
    re.compile(
        r"\brecipe\s+(?:(?:called|named|titled|for)\s+)?(?P<t>(?!(?:called|named|titled|for)\b)\S.*?)\s*$", re.I
    ),
    re.compile(
        r"^(?:add|save|put|enter)\s+(?:the\s+)?(?P<t>\S.*?)\s+(?:to|in|into)\s+(?:my\s+|the\s+)?recipes?(?:\s+(?:app|book|list))?\s*$",
        re.I,
    ),
    re.compile(r"^(?:add|save|enter)\s+(?:the\s+)?(?P<t>(?!(?:a|an|new|recipe)\b)(?-i:[A-Z0-9\"“'])[^,]*?)\s*$", re.I),
    # "save my pesto pasta recipe in broccoli:": the recipe named by what it is a recipe for.
    re.compile(
        # (whose recipe it is is no part of its name: "save my grandma's Banana bread recipe")
        r"^(?:add|save|put|enter|store|keep|log)\s+(?:my|our|the|this)\s+(?:\w+['’]s\s+)?"
        r"(?P<t>(?!(?:new|own|following|below|above|next|same|other|attached|whole|one)\b)\w[\w' -]*?)\s+recipe\b"
        r"(?:\s+(?:in|to|into|on)\s+[\w ]+)?\s*$",
        re.I,
    ),
)


def recipe_named_before(head: str) -> str:
    """The recipe's name in what is said before its colon, or ""."""
    found = next((m for pattern in _NAMED_BEFORE if (m := pattern.search(head.strip())) is not None), None)
    return found.group("t").strip(" \"“”'") if found is not None else ""


def recipe_fields(said: str) -> dict[str, str]:
    """The fields of a recipe said after its colon; {} when it names no title."""
    fields: dict[str, str] = {}
    loose: list[str] = []
    marks = list(_LABELS.finditer(said))
    head = said[: marks[0].start()] if marks else said
    for n, mark in enumerate(marks):
        end = marks[n + 1].start() if n + 1 < len(marks) else len(said)
        label = mark.group("label").lower()
        key = "preparationTime" if label.startswith("prep") else _KEYS.get(label, "ingredients")
        value = said[mark.end() : end].strip(" ,;")
        after: list[str] = []  # what the field's own sentence ended before, read after its pieces
        if key != "directions" and (verb := _SENTENCE_OF_STEPS.search(value)) is not None:
            # "…, pine nuts, pasta. Blend the pesto and toss it in.": the sentence that says what to do starts them.
            value, after = value[: verb.start()], [value[verb.end() :]]
        if key == "source" and not rx(r"[,;]").search(value) and (ended := _SENTENCE_END.search(value)):
            # "from a cooking blog. Light and quick": a source is one piece; its sentence's end ends it.
            value, after = value[: ended.start()], [value[ended.end() :], *after]
        if key == "servings" and rx(r"[,;]").search(value):
            # "serves 4, 35 mins", "serves 4; 35 mins": the count, then the other fields said without their labels.
            value, *others = (part.strip() for part in rx(r"[,;]").split(value))
            for part in others:
                if _MINUTES.match(part) and "preparationTime" not in fields:
                    fields["preparationTime"] = _time_said(part)
                elif part:
                    loose.append(part)
        if key == "directions" and ";" in value:
            # "directions: Warm the broth.; 5 servings; prep …": a piece after a semicolon that plainly says another
            # field is that field's; the steps' own semicolons stay.
            steps: list[str] = []
            for part in (p.strip() for p in value.split(";")):
                if steps and (serving := _SERVINGS.fullmatch(part)) is not None and rx(r"\D").search(part):
                    fields.setdefault("servings", _servings(serving.group("n")))
                elif steps and _MINUTES.fullmatch(part):
                    fields.setdefault("preparationTime", _time_said(part))
                elif part:
                    steps.append(part)
            value = "; ".join(steps)
        if key == "servings" and value.isdigit():
            value = _servings(value)
        if key in ("description", "source") and rx(r"[,;]").search(value):
            # "description Colourful and quick, 2 servings, takes 20 mins": the pieces that plainly say another
            # field are that field's, the rest stays the description.
            kept: list[str] = []
            for part in (p.strip() for p in rx(r"[,;]").split(value)):
                if (serving := _SERVINGS.match(part)) is not None and rx(r"\D").search(part):
                    fields.setdefault("servings", _servings(serving.group("n")))
                elif _MINUTES.match(part):
                    fields.setdefault("preparationTime", _time_said(part))
                elif key == "source" and kept:
                    loose.append(part)  # "from magazine, peppers, garlic; stir fry …": a source is one piece
                else:
                    kept.append(part)
            value = ", ".join(kept)
        if key == "source":
            # "from a magazine", "from my grandma": where it came from is the source, the article no part of it.
            value = rx(r"^(?:an?|the|my|our)\s+(?=\S)", re.I).sub("", value)
        loose.extend(after)
        fields.setdefault(key, value)
    # Before the first label: "Title - description, 2 servings, 20 mins" in any order after the title.
    # "Veggie stir fry. Colourful and quick, …": the title's sentence ends it too, whatever case follows (but "St."
    # and "Mrs." end no sentence).
    parts = [part.strip() for part in rx(r"\s+[-–—]\s+|[,;]\s*|(?<=[a-z]{3})\.\s+(?=\w)").split(head) if part.strip()]
    # "pancakes: flour, milk, eggs; mix and fry": three short things in a row are what goes in, with no description
    first = parts[1:4]
    plain = [p for p in first if not (_SERVINGS.match(p) or _MINUTES.match(p) or _COOKING_VERB.match(p))]
    if len(plain) == 3 and all(len(p.split()) <= 3 for p in plain):
        fields.setdefault("description", "")
    for part in parts[1:]:
        if _SERVINGS.match(part) and "servings" not in fields:
            number = _SERVINGS.match(part)
            fields["servings"] = _servings(number.group("n")) if number else part
        elif _MINUTES.match(part) and "preparationTime" not in fields:
            fields["preparationTime"] = _time_said(part)
        elif "description" not in fields and not _COOKING_VERB.match(part):
            fields["description"] = part
        else:
            loose.append(part)  # "…, eggs, flour, mix and fry": the ingredients and directions said unlabelled
    _unlabelled(loose, fields)
    if parts:
        fields = {"title": parts[0], **fields}
    # "description 'Colourful and quick'": a value said in quotes is the words inside them.
    fields = {key: _unquoted(value) for key, value in fields.items() if value or key != "description"}
    return fields if fields.get("title") else {}


_QUOTED_WHOLE = re.compile(r"^(?P<q>[\"“”'‘’])(?P<v>[^\"“”]*?)[\"“”'‘’]$")


def _unquoted(value: str) -> str:
    found = _QUOTED_WHOLE.match(value.strip())
    return found.group("v").strip() if found is not None else value
