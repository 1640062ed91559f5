"""Rows pasted as they came, for pasted_details.py: a receipt line or several ("Online course …… $436.78 | Education |
note: Monthly", "Cinema $12.50 (Entertainment); Bus $3.00 (Transportation)") and a recipe card ("Banana bread — serves 8
— 1 hr 10 min — ingredients: … — directions: …"), said as the grammar's rows with each field named; a piece that fits
no field keeps them unread (``None``)."""

from __future__ import annotations

import re

from ..patterns import rx

AMOUNT = re.compile(r"\$\s?(?P<a>\d[\d,]*(?:\.\d\d)?)")


def expenses(details: str) -> str | None:
    rows = []
    for line in rx(r";\s+|\s+•\s+").split(details):
        pieces = [p.strip() for p in rx(r"\s*\|\s*|\s+(?:--|—)\s+|,\s+(?=\$|\"|(?-i:[A-Z]))").split(line) if p.strip()]
        name = amount = category = note = ""
        for piece in pieces:
            piece = piece.strip(" .")
            if (paid := AMOUNT.search(piece)) is not None and not amount:
                amount = paid.group("a")
                before = piece[: paid.start()].strip(" .")
                after = rx(r"\s*\((?P<c>[^)]+)\)\s*").fullmatch(piece[paid.end() :])
                if before and not name:
                    name = before
                if after:
                    category = after.group("c")
                elif piece[paid.end() :].strip():
                    return None
            elif not name:
                name = piece
            elif not category and not piece.lower().startswith("note") and not piece.startswith('"'):
                category = piece
            elif not note:
                note = rx(r"^note\s*:?\s*", re.I).sub("", piece).strip('"')
            else:
                return None
        if not (name and amount and category):
            return None
        rows.append(f"{name}, ${amount}, {category}" + (f', note "{note}"' if note else ""))
    return "add these expenses: " + "; ".join(rows)


_RECIPE_KEYS = {
    "source": "the source",
    "from": "the source",
    "ingredients": "the ingredients",
    "directions": "the directions",
    "method": "the directions",
    "description": "the description",
}


def recipe(details: str) -> str | None:
    title = description = servings = time = ""
    fields = []
    for piece in rx(r"\s+(?:--|—|–|\||•)\s+").split(details):
        piece = piece.strip()
        keyed = rx(r"^(?P<k>source|from|ingredients|directions|method|description)\s*:?\s+(?P<v>.+)$", re.I).match(
            piece
        )
        if keyed is not None:
            fields.append(f'{_RECIPE_KEYS[keyed.group("k").lower()]} "{keyed.group("v")}"')
        elif (serves := rx(r"^(?:serves|servings?:?|makes)\s+(?P<n>\d+)$", re.I).match(piece)) is not None:
            servings = f"{serves.group('n')} servings"
        elif took := rx(
            r"^(?:prep(?:\s+time)?:?\s+)?(?P<t>\d+\s*(?:hrs?|hours?)(?:\s+\d+\s*(?:mins?|minutes))?|\d+\s*(?:mins?|minutes))$",
            re.I,
        ).match(piece):
            time = rx(r"\s*(?:min|minutes)$").sub(" mins", took.group("t"))
        elif not title:
            named = rx(r"^(?P<t>[^()]+?)\s*\((?P<d>[^)]+)\)$").match(piece)
            title, description = (named.group("t"), named.group("d")) if named else (piece, "")
        elif not description:
            description = piece
        else:
            return None
    if not title or not (servings or time):
        return None
    said = [f'the description "{description}"'] if description else []
    said += ([servings] if servings else []) + ([f"a preparation time of {time}"] if time else []) + fields
    return f'add a recipe titled "{title}" with ' + ", ".join(said[:-1]) + (" and " if len(said) > 1 else "") + said[-1]
