"""Entries made several at a time or from another entry, as people ask for them: a folder made and a note put in
it, a note's text copied into a new note, several expenses each with its note, several recipes with every field.
Our own jobs (``Template.ours``), judged on the world afterwards.
"""

from __future__ import annotations

import random

from .app_jobs import _job
from .device import World
from .markor import EDITOR, NEW
from .markor import LABEL as MARKOR
from .markor_tasks import _add
from .records import EXPENSE, RECIPE, Row, add_ops, dollars
from .template import Params

Ops = list[tuple[str, ...]]

# -- Markor ----------------------------------------------------------------------------------------------

_FOLDERS = ("Travel", "Recipes", "Journal", "Garden")
_FILES = ("packing.md", "ideas.md", "week_one.md", "shopping_list.txt")
_SAID = (
    "Passport, charger and the blue jacket.",
    "Try the lemon cake and the dal.",
    "Started the new job, long first day.",
    "Seeds: beans, peas and two kinds of kale.",
)


def _folder_params(rng: random.Random) -> Params:
    return {"folder": rng.choice(_FOLDERS), "file_name": rng.choice(_FILES), "text": rng.choice(_SAID)}


def _copy_params(rng: random.Random) -> Params:
    source, target = rng.sample(["recipe_ideas.md", "draft.txt", "letter.md", "minutes.md", "plan_b.md"], 2)
    return {"source": source, "target": target, "text": rng.choice(_SAID)}


def _folder_with_note(world: World, p: Params) -> None:
    world["markor"]["folders"].append(p["folder"])
    _add(world, f"{p['folder']}/{p['file_name']}", p["text"])


MARKOR_JOBS = [
    _job(
        "MarkorFolderWithNote",
        "markor",
        "create",
        lambda p: (
            f"In Markor, create a folder named {p['folder']} and, inside it, a note named {p['file_name']} with the "
            f"text: {p['text']}"
        ),
        _folder_params,
        lambda p: [
            ("open", MARKOR),
            ("tap", NEW),
            ("type", "Name", p["folder"]),
            ("tap", "Folder"),
            ("tap", p["folder"]),
            ("tap", NEW),
            ("type", "Name", p["file_name"]),
            ("tap", "OK"),
            ("type", EDITOR, p["text"]),
            ("back",),
            ("done",),
        ],
        (
            lambda p: f"make a {p['folder']} folder in markor and put a note {p['file_name']} in it saying {p['text']}",
            lambda p: (
                f"markor: new folder {p['folder']}, then a note {p['file_name']} in that folder with the text "
                f"{p['text']}"
            ),
        ),
        expect=_folder_with_note,
    ),
    _job(
        "MarkorCopyNoteText",
        "markor",
        "create",
        lambda p: f"In Markor, create a new note named {p['target']} with the same text as {p['source']}.",
        _copy_params,
        lambda p: [
            ("open", MARKOR),
            ("tap", NEW),
            ("type", "Name", p["target"]),
            ("tap", "OK"),
            ("type", EDITOR, p["text"]),
            ("back",),
            ("done",),
        ],
        (
            lambda p: f"copy the text of {p['source']} into a new markor note called {p['target']}",
            lambda p: f"markor: duplicate what {p['source']} says into a new note {p['target']}",
        ),
        setup=lambda w, p: _add(w, p["source"], p["text"]),
        expect=lambda w, p: _add(w, p["target"], p["text"]),
    ),
]

# -- Pro Expense ------------------------------------------------------------------------------------------

_BOUGHT = (
    ("Dentist bill", "Health Care", "Paid by card"),
    ("Bus tickets", "Transportation", "Monthly pass"),
    ("Birthday dinner", "Food", "Split with Omar"),
    ("Theatre show", "Entertainment", "Two seats"),
    ("Guitar course", "Education", "First term"),
)


def _spent_params(rng: random.Random) -> Params:
    return {
        "rows": [
            {"name": name, "amount": rng.randint(3, 95) * 100 + rng.choice([0, 25, 50]), "category": cat, "note": note}
            for name, cat, note in rng.sample(_BOUGHT, 3)
        ]
    }


def _listed(rows: list[Row]) -> str:
    said = [f'{r["name"]}, {dollars(r["amount"])}, {r["category"]}, note "{r["note"]}"' for r in rows]
    return "; ".join(said)


def _as_lines(rows: list[Row]) -> str:
    return "\n".join(f"- {r['name']} | {r['amount'] / 100:.2f} | {r['category']} | {r['note']}" for r in rows)


EXPENSE_JOBS = [
    _job(
        "ExpenseAddSeveralWithNotes",
        "expense",
        "create",
        lambda p: f"Add these expenses to Pro Expense (name, amount, category, note): {_listed(p['rows'])}.",
        _spent_params,
        lambda p: [("open", EXPENSE.label), *[op for r in p["rows"] for op in add_ops(EXPENSE, r)], ("done",)],
        (
            lambda p: f"pro expense, add these (name | amount | category | note):\n{_as_lines(p['rows'])}",
            lambda p: (
                "log in pro expense: "
                + ", ".join(
                    f"{dollars(r['amount'])} for {r['name'].lower()} ({r['category']}, note: {r['note'].lower()})"
                    for r in p["rows"]
                )
            ),
        ),
        expect=lambda w, p: w["expenses"].extend(dict(r) for r in p["rows"]),
    ),
]

# -- Broccoli ---------------------------------------------------------------------------------------------

_DISHES = (
    ("Shakshuka", "Eggs in spiced tomato", "eggs, tomatoes, cumin", "Simmer the sauce, crack in the eggs."),
    ("Banana bread", "Moist and simple", "bananas, flour, butter", "Mash, mix and bake for an hour."),
    ("Pesto pasta", "Green and fresh", "basil, pine nuts, pasta", "Blend the pesto and toss it in."),
    ("Miso soup", "Light starter", "miso, tofu, seaweed", "Warm the broth and stir in the miso."),
)


def _dishes_params(rng: random.Random) -> Params:
    rows = []
    for title, description, ingredients, directions in rng.sample(_DISHES, 2):
        rows.append(
            {
                "title": title,
                "description": description,
                "servings": f"{rng.randint(2, 8)} servings",
                "preparationTime": f"{rng.choice([20, 35, 50])} mins",
                "source": "",
                "ingredients": ingredients,
                "directions": directions,
            }
        )
    return {"rows": rows}


def _recipe_said(r: Row) -> str:
    return (
        f'"{r["title"]}" with the description "{r["description"]}", {r["servings"]}, a preparation time of '
        f'{r["preparationTime"]}, the ingredients "{r["ingredients"]}" and the directions "{r["directions"]}"'
    )


def _recipe_block(r: Row) -> str:
    return (
        f"Title: {r['title']}\nDescription: {r['description']}\nServings: {r['servings']}\n"
        f"Preparation time: {r['preparationTime']}\nIngredients: {r['ingredients']}\nDirections: {r['directions']}"
    )


RECIPE_JOBS = [
    _job(
        "RecipeAddSeveralFull",
        "broccoli",
        "create",
        lambda p: f"Add the following recipes to Broccoli: {'; and '.join(_recipe_said(r) for r in p['rows'])}.",
        _dishes_params,
        lambda p: [("open", RECIPE.label), *[op for r in p["rows"] for op in add_ops(RECIPE, r)], ("done",)],
        (
            lambda p: "save these two recipes in broccoli:\n\n" + "\n\n".join(_recipe_block(r) for r in p["rows"]),
            lambda p: (
                "broccoli: "
                + " and ".join(
                    f"{r['title']} ({r['description'].lower()}, serves {r['servings'].split()[0]}, "
                    f"{r['preparationTime']}; ingredients: {r['ingredients']}; directions: {r['directions']})"
                    for r in p["rows"]
                )
                + ", please add both"
            ),
        ),
        expect=lambda w, p: w["recipes"].extend(dict(r) for r in p["rows"]),
    ),
]


TEMPLATES = [*MARKOR_JOBS, *EXPENSE_JOBS, *RECIPE_JOBS]
