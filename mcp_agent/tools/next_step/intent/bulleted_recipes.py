"""Several recipes typed as bullets (or one a line), each "Name: its fields said loosely", are each one recipe with the fields said
(read in turn._meant after the symbols): "add 2 recipes to broccoli\n• Banana bread: desc Moist, 4 servings, 35 mins,
ingredients bananas, flour, directions: Mash and bake.\n• Pesto pasta: …".

Each bullet is read as one recipe said in a line (recipe_fields.py) and written as the blocks of "Key: value" lines
a pasted recipe list has; a bullet that does not read as a recipe leaves the whole request as it was.
"""

from __future__ import annotations

import re
from functools import lru_cache

from .recipe_fields import recipe_fields

_ASKED = re.compile(r"\brecipes\b", re.I)
# (the bullet may be left out: "Banana bread: Moist and simple; 4 servings; …" a line, under a request for recipes)
_BULLET = re.compile(r"^\s*(?:(?:[-*•–·▪️▫️👉➡️🔹🔸]+|\d{1,2}[.)])\s*)?(?P<n>[^:\n]{2,60}?)\s*:\s*(?P<f>\S.*)$")
_KEYS = (
    ("title", "Title"),
    ("description", "Description"),
    ("servings", "Servings"),
    ("preparationTime", "Preparation time"),
    ("source", "Source"),
    ("ingredients", "Ingredients"),
    ("directions", "Directions"),
)


@lru_cache(maxsize=1024)
def recipes_from_bullets(text: str) -> str:
    """``text`` with recipes set out as bullets written as blocks of fields; unchanged unless every line after the
    request is such a bullet and reads as a recipe."""
    head, _, rest = text.partition("\n")
    lines = [line for line in rest.split("\n") if line.strip()]
    if not _ASKED.search(head) or len(lines) < 2:
        return text
    blocks = []
    for line in lines:
        said = _BULLET.match(line)
        if said is None:
            return text
        # "desc" and "prep" typed short are the labels the one-line reading knows.
        fields_said = re.sub(r"\bdesc\b\.?:?", "description", said.group("f"), flags=re.I)
        fields = recipe_fields(f"{said.group('n').strip()}, {fields_said}")
        if not fields or "ingredients" not in fields or "directions" not in fields:
            return text
        blocks.append("\n".join(f"{label}: {fields[key]}" for key, label in _KEYS if fields.get(key)))
    head = head.strip().rstrip(" :.")
    if not re.match(r"(?:please\s+)?(?:add|create|save|put|enter|make|new|store|log)\b", head, re.I):
        head = f"Add {head}"  # "Two recipes for Broccoli.": a heading, the request to add them
    return head + ":\n\n" + "\n\n".join(blocks)
